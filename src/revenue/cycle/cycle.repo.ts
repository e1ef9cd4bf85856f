import type { SubscriptionRow } from "../customers/customers.repo.js";

export type RenewalStatus = "due" | "paid" | "failed" | "ended" | "void";

export interface RenewalRow {
  subscription_seq: number;
  period_end: number;
  customer_seq: number;
  invoice_seq: number | null;
  /** `renewal` or `trial_end`. */
  kind: string;
  status: RenewalStatus;
  attempts: number;
  next_attempt_at: number | null;
  created_at: number;
}

export type CycleSubscription = SubscriptionRow & { period_paid: number; currency: string | null; bought: string | null; period_anchor: number | null };

/** A renewal claimed for (subscription, period end): its first status. */
export type RenewalClaim = Omit<RenewalRow, "invoice_seq" | "attempts" | "next_attempt_at">;

/** A period advanced once: only while the subscription still ends its period at `old`. */
export interface PeriodAdvance {
  seq: number;
  old: number;
  start: number;
  end: number | null;
  paid: number;
  /** The new first boundary, or null: unchanged. */
  anchor: number | null;
}

/** Balance rows of a subscription resetting with its billing cadence (interval × count) start afresh at `anchor`. */
export interface Reanchor {
  sub: number;
  anchor: number;
  next: number;
  interval: string;
  count: number;
}

/** A scheduled subscription starts: its first period (`trial`: the trial's end, else null). */
export interface Activation {
  seq: number;
  start: number | null;
  end: number | null;
  anchor: number;
  trial: number | null;
}

/**
 * The billing cycle: what is due, renewal claims, dunning, trials used, test clocks. "Due at `now`"
 * always includes `now` (≤); the job's queries skip customers on a test clock and those in `skip`.
 */
export interface CycleRepo {
  /** Up to `limit` subscriptions of real-time customers (not in `skip`) with an end at or before `now`, by expires_at. */
  dueEnds(now: number, limit: number, skip?: ReadonlySet<number>): Promise<CycleSubscription[]>;
  /** Up to `limit` scheduled subscriptions of real-time customers (not in `skip`) starting at or before `now`, by started_at. */
  dueStarts(now: number, limit: number, skip?: ReadonlySet<number>): Promise<CycleSubscription[]>;
  /** Up to `limit` active subscriptions of real-time customers (not in `skip`) whose period ends at or before `now`, by current_period_end. */
  duePeriods(now: number, limit: number, skip?: ReadonlySet<number>): Promise<CycleSubscription[]>;
  /** Up to `limit` due or failed renewals of real-time customers (not in `skip`) with a next attempt at or before `now`, by next_attempt_at. */
  dueCharges(now: number, limit: number, skip?: ReadonlySet<number>): Promise<RenewalRow[]>;
  /** One customer's subscriptions with an end at or before `at`, by expires_at then seq (its test clock). */
  customerEnds(c: number, at: number): Promise<CycleSubscription[]>;
  /** One customer's scheduled subscriptions starting at or before `at`, by started_at then seq. */
  customerStarts(c: number, at: number): Promise<CycleSubscription[]>;
  /** One customer's active subscriptions whose period ends at or before `at`, by current_period_end then seq. */
  customerPeriods(c: number, at: number): Promise<CycleSubscription[]>;
  /** One customer's due or failed renewals with a next attempt at or before `at`, by next_attempt_at. */
  customerCharges(c: number, at: number): Promise<RenewalRow[]>;
  /** The customer's next moment strictly after `after` when something is due (period end, end, start, renewal attempt, held lock's expiry), or null. */
  nextDue(c: number, after: number): Promise<number | null>;
  /** The subscription of this seq with its billing columns, or undefined. */
  subscription(seq: number): Promise<CycleSubscription | undefined>;
  /** Claims (subscription, period end) once: false when a run claimed it before. */
  claim(r: RenewalClaim): Promise<boolean>;
  /** Sets a renewal's status, attempts and next attempt; its invoice only when `invoice` is given (else kept). */
  setRenewal(sub: number, end: number, s: { status: RenewalStatus; invoice?: number | null; attempts: number; next: number | null }): Promise<void>;
  /** The renewal of (subscription, period end), or undefined. */
  renewal(sub: number, end: number): Promise<RenewalRow | undefined>;
  /** The renewal an invoice bills, or undefined. */
  renewalOfInvoice(invoiceSeq: number): Promise<RenewalRow | undefined>;
  /** Advances a period once; false when the subscription no longer ends its period at `old` (another run did). */
  advance(p: PeriodAdvance): Promise<boolean>;
  /** A trial's usage was free: the subscription's rows resetting with its billing cadence start the paid period afresh (usage 0), anchored on it. */
  reanchor(p: Reanchor): Promise<void>;
  /**
   * Marks the plan a renewal bills as past due or not. A plan's last invoice (kind `end`) outlives
   * its subscription, whose seq a new subscription may have taken: it marks nothing.
   */
  setPastDue(r: Pick<RenewalRow, "subscription_seq" | "kind">, on: boolean): Promise<void>;
  /** A scheduled subscription starts (status active, its first period); false unless it was scheduled. */
  activate(p: Activation): Promise<boolean>;
  /** A new default card: the customer's failed renewals are retried at `at`; answers how many. */
  retryNow(customerSeq: number, at: number): Promise<number>;
  /** An open invoice becomes uncollectible (any other status is kept). */
  uncollectible(invoiceSeq: number): Promise<void>;
  /** Records that the customer used a plan's trial (once: a second use keeps the first time). */
  useTrial(customerSeq: number, planId: string, at: number): Promise<void>;
  /** Whether the customer used the plan's trial. */
  trialUsed(customerSeq: number, planId: string): Promise<boolean>;
  /** The plans whose trial the customer used, by time of use then plan id. */
  trialsUsed(customerSeq: number): Promise<string[]>;
  /** Sets the customer's test clock's frozen time. */
  setFrozen(customerSeq: number, at: number): Promise<void>;
  /** Every renewal of the customer, by period end. */
  renewalsOf(customerSeq: number): Promise<RenewalRow[]>;
}
