import type { Statement } from "better-sqlite3";
import type { Db } from "../../platform/db/database.js";
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

/** A running sum's difference over whole hours, with its customer. */
export interface SeriesSum extends CustomerSum {
  customer_id: string;
  anonymous: bigint;
  metric: Metric;
}

export interface ActiveSubscription {
  seq: number;
  customer_seq: number;
  plan_seq: number;
  bought: string | null;
  /** The subscription's currency, else the customer's billing currency, else its preferred one, else the base. */
  currency: string;
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
export type SeriesKey = [customerSeq: bigint | number, metric: string, key: string, currency: string];

const bigints = <S extends Statement>(s: S): S => s.safeIntegers(true) as S;

/**
 * All SQL of analytics: reads of the pre-aggregated tables that triggers keep
 * (buckets, running sums, revenue atoms), of the records at the ranges' ragged
 * ends, and of subscriptions, coupons and balances. Every statement reads a
 * bounded slice: a bucket range, under an hour of records, or one keyset chunk.
 */
export function analyticsRepo(db: Db) {
  const cumBefore = (bound: string) =>
    `coalesce((SELECT c.cum FROM rv_an_cum c WHERE c.customer_seq = s.customer_seq AND c.metric = s.metric AND c.key = s.key
       AND c.currency = s.currency AND c.hour < ${bound} ORDER BY c.hour DESC LIMIT 1), 0)`;
  const seriesSql = (oneCustomer: boolean) =>
    `SELECT s.customer_seq, cu.id AS customer_id, cu.anonymous, s.metric, s.key, s.currency, 0 AS n,
       CASE WHEN @hi > @lo THEN ${cumBefore("@hi")} - ${cumBefore("@lo")} ELSE 0 END AS amount
     FROM rv_an_series s JOIN rv_customers cu ON cu.seq = s.customer_seq
     WHERE s.space_id = @space ${oneCustomer ? "AND s.customer_seq = @customer" : ""}
       AND (s.customer_seq, s.metric, s.key, s.currency) > (@c, @m, @k, @cur)
       AND s.first_hour < @until AND s.last_hour >= @since
     ORDER BY s.customer_seq, s.metric, s.key, s.currency LIMIT @limit`;
  const q = {
    customersBefore: db.prepare<{ space: number; end: number }, { n: number }>(
      "SELECT count(*) AS n FROM rv_customers WHERE space_id = @space AND created_at < @end",
    ),
    customersIn: db.prepare<{ space: number; start: number; end: number }, { n: number }>(
      "SELECT count(*) AS n FROM rv_customers WHERE space_id = @space AND created_at >= @start AND created_at < @end",
    ),
    buckets: bigints(
      db.prepare<{ space: number; metric: Metric; grain: number; from: number; to: number }, KeySum>(
        `SELECT key, currency, sum(n) AS n, sum(amount) AS amount FROM rv_an_buckets
         WHERE space_id = @space AND metric = @metric AND grain = @grain AND bucket >= @from AND bucket < @to
         GROUP BY key, currency`,
      ),
    ),
    events: bigints(
      db.prepare<{ space: number; from: number; to: number }, KeySum>(
        `SELECT feature_id AS key, '' AS currency, count(*) AS n, sum(value) AS amount FROM rv_events
         WHERE space_id = @space AND timestamp >= @from AND timestamp < @to GROUP BY feature_id`,
      ),
    ),
    costs: bigints(
      db.prepare<{ space: number; from: number; to: number; customer: number | null }, CustomerSum>(
        `SELECT customer_seq, coalesce(feature_id, '$unattributed') AS key, currency, count(*) AS n, sum(amount) AS amount FROM rv_costs
         WHERE space_id = @space AND timestamp >= @from AND timestamp < @to AND (@customer IS NULL OR customer_seq = @customer)
         GROUP BY customer_seq, 2, currency`,
      ),
    ),
    revenue: bigints(
      db.prepare<{ space: number; from: number; to: number; customer: number | null }, CustomerSum>(
        `SELECT customer_seq, key, currency, count(*) AS n, sum(amount) AS amount FROM rv_an_revenue
         WHERE space_id = @space AND at >= @from AND at < @to AND (@customer IS NULL OR customer_seq = @customer)
         GROUP BY customer_seq, key, currency`,
      ),
    ),
    series: bigints(db.prepare(seriesSql(false))),
    seriesOf: bigints(db.prepare(seriesSql(true))),
    active: db.prepare<{ space: number; at: number; after: number; limit: number }, ActiveSubscription>(
      `SELECT s.seq, s.customer_seq, s.plan_seq, s.bought, lower(coalesce(s.currency, c.billing_currency, c.currency, 'usd')) AS currency
       FROM rv_subscriptions s JOIN rv_customers c ON c.seq = s.customer_seq
       WHERE s.space_id = @space AND s.status = 'active' AND s.seq > @after AND s.started_at <= @at
         AND (s.expires_at IS NULL OR s.expires_at > @at) AND (s.trial_ends_at IS NULL OR s.trial_ends_at <= @at)
       ORDER BY s.seq LIMIT @limit`,
    ),
    coupons: db.prepare<[number], RedemptionRow>("SELECT * FROM rv_redemptions WHERE space_id = ? AND kind = 'coupon' ORDER BY seq"),
    balances: db.prepare<{ space: number; after: number; limit: number }, ResettingBalance>(
      `SELECT b.seq, b.customer_seq, c.id AS customer_id, c.anonymous, c.frozen_time, b.feature_id, b.plan_id, b.subscription_seq,
         b.granted, b.carried, b.usage, b.held, b.reset_interval, b.reset_count, b.reset_anchor, b.next_reset_at, b.expires_at, b.created_at,
         p.period_end AS last_end, p.next_reset_at AS last_next, p.included AS last_included, p.usage AS last_usage
       FROM rv_balances b JOIN rv_customers c ON c.seq = b.customer_seq LEFT JOIN rv_an_periods p ON p.balance_seq = b.seq
       WHERE b.space_id = @space AND b.seq > @after AND b.reset_interval IS NOT NULL AND b.flag = 0 AND b.unlimited = 0 AND b.entity_seq IS NULL
       ORDER BY b.seq LIMIT @limit`,
    ),
  };
  return {
    /** Customers created before `end`, and in [start, end). */
    customerCounts: (space: number, start: number, end: number) => ({
      total: q.customersBefore.get({ space, end })!.n,
      new: q.customersIn.get({ space, start, end })!.n,
    }),
    /** Sums per key and currency of the buckets of `grain` starting in [from, to). */
    buckets: (space: number, metric: Metric, grain: number, from: number, to: number): KeySum[] => q.buckets.all({ space, metric, grain, from, to }),
    /** Usage events in [from, to) per feature (a range inside one hour). */
    events: (space: number, from: number, to: number): KeySum[] => q.events.all({ space, from, to }),
    /** Cost records in [from, to) per customer, key and currency (a range inside one hour). */
    costs: (space: number, from: number, to: number, customer: number | null): CustomerSum[] => q.costs.all({ space, from, to, customer }),
    /** Revenue atoms paid in [from, to) per customer, key and currency (a range inside one hour). */
    revenue: (space: number, from: number, to: number, customer: number | null): CustomerSum[] => q.revenue.all({ space, from, to, customer }),
    /**
     * Up to `limit` running sums after the keyset `after` whose records fall
     * in [since, until), each with its change over the whole hours [lo, hi)
     * (two look-ups; 0 when hi ≤ lo).
     */
    series(p: { space: number; customer: number | null; lo: number; hi: number; since: number; until: number; after: SeriesKey | null; limit: number }): SeriesSum[] {
      const [c, m, k, cur] = p.after ?? [-1, "", "", ""];
      const params = { space: p.space, lo: p.lo, hi: p.hi, since: p.since, until: p.until, c, m, k, cur, limit: p.limit };
      return (p.customer === null ? q.series.all(params) : q.seriesOf.all({ ...params, customer: p.customer })) as SeriesSum[];
    },
    /** Up to `limit` subscriptions after seq `after`, active (out of trial, not ended) at `at`. */
    activeSubscriptions: (space: number, at: number, after: number, limit: number): ActiveSubscription[] => q.active.all({ space, at, after, limit }),
    /** Every coupon redemption of the space, oldest first. */
    coupons: (space: number): RedemptionRow[] => q.coupons.all(space),
    /** Up to `limit` resetting customer-level balances after seq `after`, with the last period a reset closed. */
    resettingBalances: (space: number, after: number, limit: number): ResettingBalance[] => q.balances.all({ space, after, limit }),
  };
}
export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;
