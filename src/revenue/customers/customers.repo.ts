import type { FeatureRow } from "../plans/plans.repo.js";

export interface CustomerRow {
  seq: number;
  space_id: number;
  /** The caller's id; for an anonymous customer a private unique value that is never answered. */
  id: string;
  anonymous: number;
  name: string | null;
  email: string | null;
  fingerprint: string | null;
  stripe_id: string | null;
  /** JSON object */
  metadata: string;
  send_email_receipts: number;
  currency: string | null;
  /** JSON object (BillingControls) */
  billing_controls: string;
  /** JSON object (CustomerConfig) */
  config: string;
  created_at: number;
  /** The test clock's frozen time (Unix ms), or null: real time. */
  frozen_time: number | null;
}

export interface SubscriptionRow {
  seq: number;
  id: string;
  space_id: number;
  customer_seq: number;
  plan_seq: number;
  status: string;
  quantity: number;
  started_at: number;
  canceled_at: number | null;
  created_at: number;
  trial_ends_at: number | null;
  expires_at: number | null;
  current_period_start: number | null;
  current_period_end: number | null;
  past_due: number;
  /** The first boundary of the billing periods (null: started_at). */
  period_anchor?: number | null;
  /** The definition customized for this subscription (JSON PlanDefinition), null: its plan version's. */
  custom_def?: string | null;
}

export interface EntitySummaryRow {
  id: string;
  name: string | null;
  feature_id: string | null;
  created_at: number;
}

export interface CustomerListFilter {
  spaceId: number;
  order: "asc" | "desc";
  /** Keyset: strictly after this (created_at, seq) in the list's order. */
  after?: [number, number];
  /** JSON array of `{ id, versions? }`: customers with a subscription in `statuses` to any of them. */
  plans?: string;
  /** Subscription statuses the plan filter (or, alone, any subscription) must have. */
  statuses?: string[];
  /** Lower-case substring of id, name or email. */
  search?: string;
  /** Only customers connected to Stripe (true), or none at all (false: no other processor is connected). */
  stripe?: boolean;
  createdFrom?: number;
  createdTo?: number;
  /**
   * Only customers with an overdue invoice: `open`, due before the customer's own time (its test
   * clock's frozen time, else this time, Unix ms). Each customer is checked through the invoices'
   * (customer_seq, seq) index.
   */
  overdueAt?: number;
  limit: number;
}

/** A new customer: every column but its seq (the store's) and its test clock (none at first). */
export type NewCustomer = Omit<CustomerRow, "seq" | "frozen_time">;

/** Customers, their subscriptions and their entity summaries. */
export interface CustomersRepo {
  /** A non-anonymous customer of the space by the caller's id (anonymous customers have none), or undefined. */
  byId(spaceId: number, id: string): Promise<CustomerRow | undefined>;
  /** The customer of this seq (the caller knows it exists). */
  bySeq(seq: number): Promise<CustomerRow>;
  /** Stores a new customer; answers its seq. A duplicate (space, id) throws. */
  insert(row: NewCustomer): Promise<number>;
  /** Overwrites the customer's editable columns (id, name, email, fingerprint, stripe_id, metadata, receipts, currency, controls, config) by seq. */
  update(row: CustomerRow): Promise<void>;
  /** Deletes the customer; its subscriptions and entities go with it (ON DELETE CASCADE). */
  delete(seq: number): Promise<void>;
  /** Active and scheduled subscriptions of one customer, oldest (lowest seq) first. */
  subscriptions(customerSeq: number): Promise<SubscriptionRow[]>;
  /** Active and scheduled subscriptions of several customers at once, by seq. */
  subscriptionsOf(customerSeqs: number[]): Promise<SubscriptionRow[]>;
  /** Stores a subscription; answers its seq. */
  insertSubscription(row: Omit<SubscriptionRow, "seq">): Promise<number>;
  /** The customer's entities (id, name, feature, created_at), oldest first. */
  entities(customerSeq: number): Promise<EntitySummaryRow[]>;
  /** Whether the customer has an entity of this id. */
  entityExists(customerSeq: number, id: string): Promise<boolean>;
  /** Every feature of the space (the catalog is small), by seq, to tell balances from flags. */
  features(spaceId: number): Promise<FeatureRow[]>;
  /**
   * One page of customers ordered by created_at then seq (both `asc` or both `desc`), strictly after
   * the keyset `after` in that order; filters: plans/statuses (subscriptions), case-insensitive
   * search in id (not of anonymous customers), name and email, Stripe link, created_at in [from, to] (inclusive).
   */
  list(f: CustomerListFilter): Promise<CustomerRow[]>;
}
