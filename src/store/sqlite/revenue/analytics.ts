import type { Statement } from "better-sqlite3";
import type { Db } from "../../../platform/db/database.js";
import type {
  ActiveSubscription,
  AnalyticsRepo,
  CustomerSum,
  KeySum,
  Metric,
  MetricSum,
  ResettingBalance,
  SeriesKey,
  SeriesSum,
  SpanningSubscription,
  SubscriptionGroup,
} from "../../../revenue/analytics/analytics.repo.js";
import type { RedemptionRow } from "../../../revenue/rewards/rewards.repo.js";

type ResettingBalanceRow = [
  number, number, string, number, number | null, string, string | null, number | null, number, number, number, number,
  string, number, number | null, number | null, number | null, number, number | null, number | null, number | null, number | null,
];

const bigints = <S extends Statement>(s: S): S => s.safeIntegers(true) as S;

/** A subscription active at @at (out of its trial, not ended) of the space, its currency, its customer having a coupon. */
const ACTIVE = `s.space_id = @space AND s.status = 'active' AND s.started_at <= @at
  AND (s.expires_at IS NULL OR s.expires_at > @at) AND (s.trial_ends_at IS NULL OR s.trial_ends_at <= @at)`;
const CURRENCY = "lower(coalesce(s.currency, c.billing_currency, c.currency, 'usd'))";
const HAS_COUPON = "EXISTS (SELECT 1 FROM rv_redemptions r WHERE r.customer_seq = s.customer_seq AND r.kind = 'coupon')";

/** Customer-level balances that reset (rv_balances_resetting, a partial index). */
const resetting = (t = "") => `AND ${t}reset_interval IS NOT NULL AND ${t}flag = 0 AND ${t}unlimited = 0 AND ${t}entity_seq IS NULL`;

/** A resetting balance's customer's now: its test clock, else the platform's. */
const NOW_OF_B = "coalesce((SELECT frozen_time FROM rv_customers WHERE seq = b.customer_seq), @now)";

/**
 * All SQL of analytics: reads of the pre-aggregated tables that triggers keep
 * (buckets, running sums, revenue atoms), of the records at the ranges' ragged
 * ends, and of subscriptions, coupons and balances. Every statement reads a
 * bounded slice: a bucket range, under an hour of records (one customer's: under
 * two days), or one keyset chunk.
 */
export function analyticsRepo(db: Db): AnalyticsRepo {
  // A running sum before `bound`, revenue and cost in one look-up: "revenue,cost" (null: none yet).
  const before = (bound: string) =>
    `(SELECT c.revenue || ',' || c.cost FROM rv_an_cum c WHERE c.customer_seq = s.customer_seq AND c.currency = s.currency AND c.hour < ${bound}
       ORDER BY c.hour DESC LIMIT 1)`;
  const SERIES = `SELECT s.customer_seq, cu.id AS customer_id, cu.anonymous, s.currency,
           CASE WHEN @hi <= @lo THEN NULL WHEN s.last_hour < @hi THEN s.revenue || ',' || s.cost ELSE ${before("@hi")} END AS upto,
           CASE WHEN @hi <= @lo OR s.first_hour >= @lo THEN NULL ELSE ${before("@lo")} END AS since
         FROM rv_an_series s JOIN rv_customers cu ON cu.seq = s.customer_seq
         WHERE s.space_id = @space AND (s.customer_seq, s.currency) > (@c, @cur) AND s.first_hour < @until AND s.last_hour >= @since
         ORDER BY s.customer_seq, s.currency LIMIT @limit`;
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
      db.prepare<{ space: number; from: number; to: number }, CustomerSum>(
        `SELECT customer_seq, coalesce(feature_id, '$unattributed') AS key, currency, count(*) AS n, sum(amount) AS amount FROM rv_costs
         WHERE space_id = @space AND timestamp >= @from AND timestamp < @to GROUP BY customer_seq, 2, currency`,
      ),
    ),
    revenue: bigints(
      db.prepare<{ space: number; from: number; to: number }, CustomerSum>(
        `SELECT customer_seq, key, currency, count(*) AS n, sum(amount) AS amount FROM rv_an_revenue
         WHERE space_id = @space AND at >= @from AND at < @to GROUP BY customer_seq, key, currency`,
      ),
    ),
    series: db
      .prepare<Record<string, unknown>, SeriesSum>(
        // Whole hours [lo, hi): the running sum before hi (the total when the last record is earlier)
        // and the one before lo (none when the first record is not earlier).
        SERIES,
      )
      .raw(true),
    seriesNoIds: db.prepare<Record<string, unknown>, SeriesSum>(SERIES.replace("cu.id AS customer_id, cu.anonymous", "NULL, 0").replace(" JOIN rv_customers cu ON cu.seq = s.customer_seq", "")).raw(true),
    ids: db.prepare<{ customers: string }, { seq: number; id: string; anonymous: number }>(
      "SELECT seq, id, anonymous FROM rv_customers WHERE seq IN (SELECT value FROM json_each(@customers))",
    ),
    daily: bigints(
      db.prepare<{ customer: number; from: number; to: number }, MetricSum>(
        `SELECT metric, key, currency, 0 AS n, sum(amount) AS amount FROM rv_an_daily
         WHERE customer_seq = @customer AND day >= @from AND day < @to GROUP BY metric, key, currency`,
      ),
    ),
    costsOf: bigints(
      db.prepare<{ customer: number; from: number; to: number }, MetricSum>(
        `SELECT 'cost' AS metric, coalesce(feature_id, '$unattributed') AS key, currency, count(*) AS n, sum(amount) AS amount FROM rv_costs
         WHERE customer_seq = @customer AND timestamp >= @from AND timestamp < @to GROUP BY 2, currency`,
      ),
    ),
    revenueOf: bigints(
      db.prepare<{ customer: number; from: number; to: number }, MetricSum>(
        `SELECT 'revenue' AS metric, key, currency, count(*) AS n, sum(amount) AS amount FROM rv_an_revenue
         WHERE customer_seq = @customer AND at >= @from AND at < @to GROUP BY key, currency`,
      ),
    ),
    customersChunkEnd: db.prepare<{ space: number; after: number; skip: number }, { seq: number }>(
      "SELECT seq FROM rv_customers WHERE space_id = @space AND seq > @after ORDER BY seq LIMIT 1 OFFSET @skip",
    ),
    groups: db.prepare<{ space: number; at: number; after: number; end: number }, SubscriptionGroup>(
      `SELECT s.plan_seq, ${CURRENCY} AS currency, s.bought, count(*) AS n FROM rv_subscriptions s JOIN rv_customers c ON c.seq = s.customer_seq
       WHERE ${ACTIVE} AND s.customer_seq > @after AND s.customer_seq <= @end AND NOT ${HAS_COUPON} GROUP BY 1, 2, 3`,
    ),
    payingIn: db.prepare<{ space: number; at: number; after: number; end: number; groups: string }, { n: number }>(
      `SELECT count(DISTINCT s.customer_seq) AS n FROM rv_subscriptions s JOIN rv_customers c ON c.seq = s.customer_seq
       WHERE ${ACTIVE} AND s.customer_seq > @after AND s.customer_seq <= @end AND NOT ${HAS_COUPON}
         AND (s.plan_seq || '|' || ${CURRENCY} || '|' || coalesce(s.bought, '')) IN (SELECT value FROM json_each(@groups))`,
    ),
    withCoupons: db.prepare<{ space: number; at: number }, ActiveSubscription>(
      `SELECT s.customer_seq, s.plan_seq, ${CURRENCY} AS currency, s.bought FROM rv_subscriptions s JOIN rv_customers c ON c.seq = s.customer_seq
       WHERE ${ACTIVE} AND s.customer_seq IN (SELECT customer_seq FROM rv_redemptions WHERE space_id = @space AND kind = 'coupon')`,
    ),
    activeOf: db.prepare<{ customers: string; at: number }, ActiveSubscription>(
      `SELECT s.customer_seq, s.plan_seq, ${CURRENCY} AS currency, s.bought FROM rv_subscriptions s JOIN rv_customers c ON c.seq = s.customer_seq
       WHERE s.customer_seq IN (SELECT value FROM json_each(@customers)) AND s.status = 'active' AND s.started_at <= @at
         AND (s.expires_at IS NULL OR s.expires_at > @at) AND (s.trial_ends_at IS NULL OR s.trial_ends_at <= @at)`,
    ),
    spanning: db.prepare<{ space: number; from: number; to: number; after: number; end: number }, SpanningSubscription>(
      `SELECT s.customer_seq, s.plan_seq, ${CURRENCY} AS currency, s.bought, s.started_at, s.expires_at, s.trial_ends_at
       FROM rv_subscriptions s JOIN rv_customers c ON c.seq = s.customer_seq
       WHERE s.space_id = @space AND s.status = 'active' AND s.customer_seq > @after AND s.customer_seq <= @end
         AND s.started_at < @to AND (s.expires_at IS NULL OR s.expires_at > @from)`,
    ),
    couponsOf: db.prepare<{ customers: string }, RedemptionRow>(
      "SELECT * FROM rv_redemptions WHERE customer_seq IN (SELECT value FROM json_each(@customers)) AND kind = 'coupon'",
    ),
    coupons: db.prepare<[number], RedemptionRow>("SELECT * FROM rv_redemptions WHERE space_id = ? AND kind = 'coupon' ORDER BY seq"),
    balancesChunkEnd: db.prepare<{ space: number; after: number; skip: number }, { seq: number }>(
      `SELECT seq FROM rv_balances WHERE space_id = @space AND seq > @after ${resetting()} ORDER BY seq LIMIT 1 OFFSET @skip`,
    ),
    // Only rows a balance rule can fire on (advisor.rules' thresholds, in integers): under a tenth
    // left in the current period; or of a plan item, a period ended but not reset, or a last closed
    // period used under a tenth or over one and a half times what it included. The customer's now
    // (its test clock) is looked up only where a row's own figures leave the question open.
    balances: db
      .prepare<{ space: number; after: number; end: number; now: number; latest: number }, unknown[]>(
      `SELECT b.seq, b.customer_seq, c.id AS customer_id, c.anonymous, c.frozen_time, b.feature_id, b.plan_id, b.subscription_seq,
         b.granted, b.carried, b.usage, b.held, b.reset_interval, b.reset_count, b.reset_anchor, b.next_reset_at, b.expires_at, b.created_at,
         p.period_end AS last_end, p.next_reset_at AS last_next, p.included AS last_included, p.usage AS last_usage
       FROM rv_balances b INDEXED BY rv_balances_resetting LEFT JOIN rv_an_periods p ON p.balance_seq = b.seq
         JOIN rv_customers c ON c.seq = b.customer_seq
       WHERE b.space_id = @space AND b.seq > @after AND b.seq <= @end ${resetting("b.")} AND b.next_reset_at IS NOT NULL
         AND ((b.granted + b.carried > 0 AND (b.granted + b.carried - b.usage - b.held) * 10 < b.granted + b.carried AND b.next_reset_at > ${NOW_OF_B})
           OR (b.subscription_seq IS NOT NULL AND ((p.included > 0 AND (p.usage * 10 < p.included OR (p.usage - p.included) * 2 > p.included))
             OR (b.next_reset_at <= @latest AND b.next_reset_at <= ${NOW_OF_B}))))
         AND (b.expires_at IS NULL OR b.expires_at > ${NOW_OF_B})
       ORDER BY b.seq`,
      )
      .raw(true),
    latestNow: db.prepare<{ now: number }, { latest: number }>("SELECT max(@now, coalesce(max(frozen_time), 0)) AS latest FROM rv_customers WHERE frozen_time IS NOT NULL"),
  };
  return {
    /** Customers created before `end`, and in [start, end). */
    customerCounts: async (space: number, start: number, end: number) => ({
      total: q.customersBefore.get({ space, end })!.n,
      new: q.customersIn.get({ space, start, end })!.n,
    }),
    customersCreatedIn: async (space: number, start: number, end: number) => q.customersIn.get({ space, start, end })!.n,
    /** Sums per key and currency of the buckets of `grain` starting in [from, to). */
    buckets: async (space: number, metric: Metric, grain: number, from: number, to: number): Promise<KeySum[]> => q.buckets.all({ space, metric, grain, from, to }),
    /** Usage events in [from, to) per feature (a range inside one hour). */
    events: async (space: number, from: number, to: number): Promise<KeySum[]> => q.events.all({ space, from, to }),
    /** Cost records in [from, to) per customer, key and currency (a range inside one hour). */
    costs: async (space: number, from: number, to: number): Promise<CustomerSum[]> => q.costs.all({ space, from, to }),
    /** Revenue atoms paid in [from, to) per customer, key and currency (a range inside one hour). */
    revenue: async (space: number, from: number, to: number): Promise<CustomerSum[]> => q.revenue.all({ space, from, to }),
    /**
     * Up to `limit` customers' running sums (per currency) after the keyset
     * `after` with records in [since, until), each with its change over the
     * whole hours [lo, hi): two look-ups per sum (0 when hi ≤ lo).
     */
    async series(p: { space: number; lo: number; hi: number; since: number; until: number; after: SeriesKey | null; limit: number; ids: boolean }): Promise<SeriesSum[]> {
      const [c, cur] = p.after ?? [-1, ""];
      return (p.ids ? q.series : q.seriesNoIds).all({ space: p.space, lo: p.lo, hi: p.hi, since: p.since, until: p.until, c, cur, limit: p.limit });
    },
    /** Some customers' ids (and whether they are anonymous). */
    ids: async (customers: number[]) => q.ids.all({ customers: JSON.stringify(customers) }),
    /** One customer's costs and revenue per metric, key and currency over the whole days [from, to). */
    daily: async (customer: number, from: number, to: number): Promise<MetricSum[]> => q.daily.all({ customer, from, to }),
    /** One customer's cost records and revenue atoms in [from, to) (under two days), per metric, key and currency. */
    recordsOf: async (customer: number, from: number, to: number): Promise<MetricSum[]> => [...q.costsOf.all({ customer, from, to }), ...q.revenueOf.all({ customer, from, to })],
    /** The customer seq `n` customers after `after` (the end of a chunk), or undefined when fewer are left. */
    customersChunkEnd: async (space: number, after: number, n: number): Promise<number | undefined> => q.customersChunkEnd.get({ space, after, skip: n - 1 })?.seq,
    /** Subscriptions active at `at` of the customers in (after, end] without coupons, grouped by plan version, currency and prepaid units. */
    subscriptionGroups: async (space: number, at: number, after: number, end: number): Promise<SubscriptionGroup[]> => q.groups.all({ space, at, after, end }),
    /** How many of those customers have a subscription in one of `groups` (groupKey). */
    payingIn: async (space: number, at: number, after: number, end: number, groups: string[]): Promise<number> =>
      q.payingIn.get({ space, at, after, end, groups: JSON.stringify(groups) })!.n,
    /** Subscriptions active at `at` of the customers that hold a coupon. */
    subscriptionsWithCoupons: async (space: number, at: number): Promise<ActiveSubscription[]> => q.withCoupons.all({ space, at }),
    /** Some customers' subscriptions active at `at`. */
    subscriptionsOf: async (customers: number[], at: number): Promise<ActiveSubscription[]> => q.activeOf.all({ customers: JSON.stringify(customers), at }),
    subscriptionsSpanning: async (space: number, from: number, to: number, after: number, end: number): Promise<SpanningSubscription[]> =>
      q.spanning.all({ space, from, to, after, end }),
    /** Every coupon redemption of the space, oldest first. */
    coupons: async (space: number): Promise<RedemptionRow[]> => q.coupons.all(space),
    /** Some customers' coupon redemptions (in no order: applicableDiscounts orders them). */
    couponsOf: async (customers: number[]): Promise<RedemptionRow[]> => q.couponsOf.all({ customers: JSON.stringify(customers) }),
    /** The balance seq `n` resetting balances after `after` (the end of a chunk), or undefined when fewer are left. */
    balancesChunkEnd: async (space: number, after: number, n: number): Promise<number | undefined> => q.balancesChunkEnd.get({ space, after, skip: n - 1 })?.seq,
    /** The resetting customer-level balances in (after, end] a balance rule can fire on at each customer's now, with the last period a reset closed. */
    resettingBalances: async (space: number, after: number, end: number, now: number): Promise<ResettingBalance[]> =>
      // Rows as arrays, made objects here: a third of the cost of better-sqlite3's objects.
      (q.balances.all({ space, after, end, now, latest: q.latestNow.get({ now })!.latest }) as ResettingBalanceRow[]).map((r) => ({
        seq: r[0], customer_seq: r[1], customer_id: r[2], anonymous: r[3], frozen_time: r[4], feature_id: r[5], plan_id: r[6], subscription_seq: r[7],
        granted: r[8], carried: r[9], usage: r[10], held: r[11], reset_interval: r[12], reset_count: r[13], reset_anchor: r[14], next_reset_at: r[15],
        expires_at: r[16], created_at: r[17], last_end: r[18], last_next: r[19], last_included: r[20], last_usage: r[21],
      })),
  };
}
