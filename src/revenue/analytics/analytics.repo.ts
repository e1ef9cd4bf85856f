import type { RedemptionRow } from "../rewards/rewards.repo.js";

/** What analytics sums: usage events, cost records, revenue atoms (rv_an_* tables, migration 11). */
export type Metric = "usage" | "cost" | "revenue";

/** A sum of one key and currency ('' for usage); BigInt, as sums of stored units may pass 2^53. */
export interface KeySum {
  key: string;
  currency: string;
  n: bigint;
  amount: bigint;
}

/** A sum of one customer, key and currency. */
export interface CustomerSum extends KeySum {
  customer_seq: bigint;
}

/**
 * A customer's running sums in one currency at both ends of the whole hours of a range, as an
 * array: each "revenue,cost" in decimal text (they may pass 2^53: BigInt them), null for none.
 */
export type SeriesSum = [customerSeq: number, customerId: string | null, anonymous: number, currency: string, upto: string | null, since: string | null];

/** One customer's sum of a metric, key and currency. */
export interface MetricSum extends KeySum {
  metric: "revenue" | "cost";
}

/** Active subscriptions of one plan version, currency and prepaid quantities (`n` of them). */
export interface SubscriptionGroup {
  plan_seq: number;
  /** The subscription's currency, else the customer's billing currency, else its preferred one, else the base. */
  currency: string;
  bought: string | null;
  n: number;
}

/** An active subscription of a customer. */
export interface ActiveSubscription extends Omit<SubscriptionGroup, "n"> {
  customer_seq: number;
}

/** A subscription with its times, for MRR at several moments (subscriptionsSpanning). */
export interface SpanningSubscription extends ActiveSubscription {
  started_at: number;
  expires_at: number | null;
  trial_ends_at: number | null;
}

export interface ResettingBalance {
  seq: number;
  customer_seq: number;
  customer_id: string;
  anonymous: number;
  frozen_time: number | null;
  feature_id: string;
  plan_id: string | null;
  subscription_seq: number | null;
  granted: number;
  carried: number;
  usage: number;
  held: number;
  reset_interval: string;
  reset_count: number;
  reset_anchor: number | null;
  next_reset_at: number | null;
  expires_at: number | null;
  created_at: number;
  last_end: number | null;
  last_next: number | null;
  last_included: number | null;
  last_usage: number | null;
}

/** A keyset of rv_an_series (its primary key after space_id). */
export type SeriesKey = [customerSeq: bigint | number, currency: string];

/** A group's key, as payingIn matches it. */
export const groupKey = (g: Pick<SubscriptionGroup, "plan_seq" | "currency" | "bought">): string => `${g.plan_seq}|${g.currency}|${g.bought ?? ""}`;

/**
 * Analytics' reads: of the pre-aggregated tables the engine keeps as records arrive (buckets,
 * running sums, revenue atoms), of the records at the ranges' ragged ends, and of subscriptions,
 * coupons and balances. Every method reads a bounded slice: a bucket range, under an hour of
 * records (one customer's: under two days), or one keyset chunk. Sums are BigInt (they may pass 2^53).
 */
export interface AnalyticsRepo {
  /** Customers of the space created before `end` (`total`), and in [start, end) (`new`). */
  customerCounts(space: number, start: number, end: number): Promise<{ total: number; new: number }>;
  /** Customers of the space created in [start, end) (the `new` of customerCounts alone: an index range of that span only). */
  customersCreatedIn(space: number, start: number, end: number): Promise<number>;
  /** Sums per key and currency of the metric's buckets of `grain` (ms) starting in [from, to); in no order. */
  buckets(space: number, metric: Metric, grain: number, from: number, to: number): Promise<KeySum[]>;
  /** Usage events with a time in [from, to) per feature (currency ''; n the count, amount the sum of values); in no order. */
  events(space: number, from: number, to: number): Promise<KeySum[]>;
  /** Cost records in [from, to) per customer, feature (`$unattributed` when none) and currency; in no order. */
  costs(space: number, from: number, to: number): Promise<CustomerSum[]>;
  /** Revenue atoms paid in [from, to) per customer, key and currency; in no order. */
  revenue(space: number, from: number, to: number): Promise<CustomerSum[]>;
  /**
   * Up to `limit` (customer, currency) running sums after the keyset `after` (exclusive; null: from
   * the start) with records in [since, until), ordered by customer seq then currency, each with the
   * sums before `hi` and before `lo` over whole hours (both null when hi ≤ lo); without ids unless `ids`.
   */
  series(p: { space: number; lo: number; hi: number; since: number; until: number; after: SeriesKey | null; limit: number; ids: boolean }): Promise<SeriesSum[]>;
  /** Some customers' seq, id and anonymous flag (in no order; unknown seqs are left out). */
  ids(customers: number[]): Promise<{ seq: number; id: string; anonymous: number }[]>;
  /** One customer's daily costs and revenue per metric, key and currency over the whole days [from, to) (n is 0). */
  daily(customer: number, from: number, to: number): Promise<MetricSum[]>;
  /** One customer's cost records, then revenue atoms, in [from, to) (under two days), per metric, key and currency. */
  recordsOf(customer: number, from: number, to: number): Promise<MetricSum[]>;
  /** The seq of the `n`-th customer of the space after seq `after` (the end of a chunk), or undefined when fewer are left. */
  customersChunkEnd(space: number, after: number, n: number): Promise<number | undefined>;
  /** Subscriptions active at `at` (started ≤ at, not expired, out of trial) of customers in (after, end] without coupons, grouped by plan version, currency and prepaid units. */
  subscriptionGroups(space: number, at: number, after: number, end: number): Promise<SubscriptionGroup[]>;
  /** How many distinct customers in (after, end] without coupons have a subscription active at `at` in one of `groups` (groupKey). */
  payingIn(space: number, at: number, after: number, end: number, groups: string[]): Promise<number>;
  /** Subscriptions active at `at` of the space's customers that hold a coupon; in no order. */
  subscriptionsWithCoupons(space: number, at: number): Promise<ActiveSubscription[]>;
  /** Some customers' subscriptions active at `at`; in no order. */
  subscriptionsOf(customers: number[], at: number): Promise<ActiveSubscription[]>;
  /**
   * Subscriptions (status active) of customers in (after, end] of the space that started before `to`
   * and had not ended at `from` (expires_at null or after it), with their times; in no order. The
   * console's Home page works out MRR at each moment of [from, to) from one walk of these.
   */
  subscriptionsSpanning(space: number, from: number, to: number, after: number, end: number): Promise<SpanningSubscription[]>;
  /** Every coupon redemption of the space, by seq (oldest first). */
  coupons(space: number): Promise<RedemptionRow[]>;
  /** Some customers' coupon redemptions (in no order: applicableDiscounts orders them). */
  couponsOf(customers: number[]): Promise<RedemptionRow[]>;
  /** The seq of the `n`-th resetting customer-level balance of the space after seq `after`, or undefined when fewer are left. */
  balancesChunkEnd(space: number, after: number, n: number): Promise<number | undefined>;
  /**
   * The resetting customer-level balances in (after, end] a balance rule can fire on at each
   * customer's now (its test clock, else `now`), by seq, with the last period a reset closed.
   */
  resettingBalances(space: number, after: number, end: number, now: number): Promise<ResettingBalance[]>;
}
