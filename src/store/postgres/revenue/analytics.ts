import type {
  ActiveSubscription,
  AnalyticsRepo,
  CustomerSum,
  KeySum,
  MetricSum,
  ResettingBalance,
  SeriesSum,
  SpanningSubscription,
  SubscriptionGroup,
} from "../../../revenue/analytics/analytics.repo.js";
import type { RedemptionRow } from "../../../revenue/rewards/rewards.repo.js";
import { type PgConn, stmt } from "../conn.js";

/**
 * Sums as the interface answers them: BigInt (they may pass 2^53). The statements send them as
 * decimal text (`::text`), which the pool's parsers leave alone, and these make them BigInt.
 */
type Text<T> = { [K in keyof T]: T[K] extends bigint ? string : T[K] };
const keySum = (r: Text<KeySum>): KeySum => ({ key: r.key, currency: r.currency, n: BigInt(r.n), amount: BigInt(r.amount) });
const customerSum = (r: Text<CustomerSum>): CustomerSum => ({ customer_seq: BigInt(r.customer_seq), ...keySum(r) });
const metricSum = (r: Text<MetricSum>): MetricSum => ({ metric: r.metric, ...keySum(r) });

/** A subscription active at $2 (out of its trial, not ended) of the space $1. */
const ACTIVE = `s.space_id = $1 AND s.status = 'active' AND s.started_at <= $2
  AND (s.expires_at IS NULL OR s.expires_at > $2) AND (s.trial_ends_at IS NULL OR s.trial_ends_at <= $2)`;
/** Its currency: the subscription's, else the customer's billing currency, else its preferred one, else the base. */
const CURRENCY = "lower(coalesce(s.currency, c.billing_currency, c.currency, 'usd'))";
const HAS_COUPON = "EXISTS (SELECT 1 FROM rv_redemptions r WHERE r.customer_seq = s.customer_seq AND r.kind = 'coupon')";
/** Customer-level balances that reset (rv_balances_resetting, a partial index). */
const resetting = (t = "") => `AND ${t}reset_interval IS NOT NULL AND ${t}flag = 0 AND ${t}unlimited = 0 AND ${t}entity_seq IS NULL`;

/** A running sum before `bound`, revenue and cost in one look-up: "revenue,cost" (null: none yet). */
const before = (bound: string) =>
  `(SELECT c.revenue::text || ',' || c.cost::text FROM rv_an_cum c WHERE c.customer_seq = s.customer_seq AND c.currency = s.currency AND c.hour < ${bound}
     ORDER BY c.hour DESC LIMIT 1)`;
/**
 * $1 space, $2 lo, $3 hi, $4 since, $5 until, $6 after customer, $7 after currency, $8 limit. Whole
 * hours [lo, hi): the running sum before hi (the total when the last record is earlier) and the one
 * before lo (none when the first record is not earlier). Currencies compare as bytes (the keyset).
 */
const series = (ids: boolean) => `SELECT s.customer_seq, ${ids ? "cu.id AS customer_id, cu.anonymous" : "NULL AS customer_id, 0 AS anonymous"}, s.currency,
    CASE WHEN $3::bigint <= $2::bigint THEN NULL WHEN s.last_hour < $3 THEN s.revenue::text || ',' || s.cost::text ELSE ${before("$3")} END AS upto,
    CASE WHEN $3::bigint <= $2::bigint OR s.first_hour >= $2 THEN NULL ELSE ${before("$2")} END AS since
  FROM rv_an_series s${ids ? " JOIN rv_customers cu ON cu.seq = s.customer_seq" : ""}
  WHERE s.space_id = $1 AND (s.customer_seq, s.currency COLLATE "C") > ($6::bigint, $7::text COLLATE "C") AND s.first_hour < $5 AND s.last_hour >= $4
  ORDER BY s.customer_seq, s.currency COLLATE "C" LIMIT $8`;
type SeriesRow = { customer_seq: number; customer_id: string | null; anonymous: number; currency: string; upto: string | null; since: string | null };

type ResettingRow = Omit<ResettingBalance, never>;

const q = {
  // Both counts in one statement.
  customerCounts: stmt<{ total: number; new: number }>(
    "analytics.customerCounts",
    `SELECT count(*) AS total, count(*) FILTER (WHERE created_at >= $2) AS new FROM rv_customers WHERE space_id = $1 AND created_at < $3`,
  ),
  customersCreatedIn: stmt<{ n: number }>(
    "analytics.customersCreatedIn",
    "SELECT count(*) AS n FROM rv_customers WHERE space_id = $1 AND created_at >= $2 AND created_at < $3",
  ),
  buckets: stmt<Text<KeySum>>(
    "analytics.buckets",
    `SELECT key, currency, sum(n)::text AS n, sum(amount)::text AS amount FROM rv_an_buckets
     WHERE space_id = $1 AND metric = $2 AND grain = $3 AND bucket >= $4 AND bucket < $5
     GROUP BY key, currency`,
  ),
  events: stmt<Text<KeySum>>(
    "analytics.events",
    `SELECT feature_id AS key, '' AS currency, count(*)::text AS n, sum(value)::text AS amount FROM rv_events
     WHERE space_id = $1 AND timestamp >= $2 AND timestamp < $3 GROUP BY feature_id`,
  ),
  costs: stmt<Text<CustomerSum>>(
    "analytics.costs",
    `SELECT customer_seq::text AS customer_seq, coalesce(feature_id, '$unattributed') AS key, currency, count(*)::text AS n, sum(amount)::text AS amount
     FROM rv_costs WHERE space_id = $1 AND timestamp >= $2 AND timestamp < $3 GROUP BY customer_seq, 2, currency`,
  ),
  revenue: stmt<Text<CustomerSum>>(
    "analytics.revenue",
    `SELECT customer_seq::text AS customer_seq, key, currency, count(*)::text AS n, sum(amount)::text AS amount FROM rv_an_revenue
     WHERE space_id = $1 AND at >= $2 AND at < $3 GROUP BY customer_seq, key, currency`,
  ),
  series: stmt<SeriesRow>("analytics.series", series(true)),
  seriesNoIds: stmt<SeriesRow>("analytics.seriesNoIds", series(false)),
  ids: stmt<{ seq: number; id: string; anonymous: number }>("analytics.ids", "SELECT seq, id, anonymous FROM rv_customers WHERE seq = ANY ($1::bigint[])"),
  daily: stmt<Text<MetricSum>>(
    "analytics.daily",
    `SELECT metric, key, currency, '0' AS n, sum(amount)::text AS amount FROM rv_an_daily
     WHERE customer_seq = $1 AND day >= $2 AND day < $3 GROUP BY metric, key, currency`,
  ),
  // A customer's cost records, then its revenue atoms, in one statement.
  recordsOf: stmt<Text<MetricSum>>(
    "analytics.recordsOf",
    `SELECT metric, key, currency, n, amount FROM (
       SELECT 0 AS part, 'cost' AS metric, coalesce(feature_id, '$unattributed') AS key, currency, count(*)::text AS n, sum(amount)::text AS amount FROM rv_costs
       WHERE customer_seq = $1 AND timestamp >= $2 AND timestamp < $3 GROUP BY 3, currency
       UNION ALL
       SELECT 1, 'revenue', key, currency, count(*)::text, sum(amount)::text FROM rv_an_revenue
       WHERE customer_seq = $1 AND at >= $2 AND at < $3 GROUP BY key, currency) x
     ORDER BY part`,
  ),
  customersChunkEnd: stmt<{ seq: number }>(
    "analytics.customersChunkEnd",
    "SELECT seq FROM rv_customers WHERE space_id = $1 AND seq > $2 ORDER BY seq LIMIT 1 OFFSET $3",
  ),
  // $1 space, $2 at, $3 after, $4 end.
  groups: stmt<SubscriptionGroup>(
    "analytics.groups",
    `SELECT s.plan_seq, ${CURRENCY} AS currency, s.bought, count(*) AS n FROM rv_subscriptions s JOIN rv_customers c ON c.seq = s.customer_seq
     WHERE ${ACTIVE} AND s.customer_seq > $3 AND s.customer_seq <= $4 AND NOT ${HAS_COUPON} GROUP BY 1, 2, 3`,
  ),
  payingIn: stmt<{ n: number }>(
    "analytics.payingIn",
    `SELECT count(DISTINCT s.customer_seq) AS n FROM rv_subscriptions s JOIN rv_customers c ON c.seq = s.customer_seq
     WHERE ${ACTIVE} AND s.customer_seq > $3 AND s.customer_seq <= $4 AND NOT ${HAS_COUPON}
       AND (s.plan_seq::text || '|' || ${CURRENCY} || '|' || coalesce(s.bought, '')) = ANY ($5::text[])`,
  ),
  withCoupons: stmt<ActiveSubscription>(
    "analytics.withCoupons",
    `SELECT s.customer_seq, s.plan_seq, ${CURRENCY} AS currency, s.bought FROM rv_subscriptions s JOIN rv_customers c ON c.seq = s.customer_seq
     WHERE ${ACTIVE} AND s.customer_seq IN (SELECT customer_seq FROM rv_redemptions WHERE space_id = $1 AND kind = 'coupon')`,
  ),
  activeOf: stmt<ActiveSubscription>(
    "analytics.activeOf",
    `SELECT s.customer_seq, s.plan_seq, ${CURRENCY} AS currency, s.bought FROM rv_subscriptions s JOIN rv_customers c ON c.seq = s.customer_seq
     WHERE s.customer_seq = ANY ($1::bigint[]) AND s.status = 'active' AND s.started_at <= $2
       AND (s.expires_at IS NULL OR s.expires_at > $2) AND (s.trial_ends_at IS NULL OR s.trial_ends_at <= $2)`,
  ),
  spanning: stmt<SpanningSubscription>(
    "analytics.spanning",
    `SELECT s.customer_seq, s.plan_seq, ${CURRENCY} AS currency, s.bought, s.started_at, s.expires_at, s.trial_ends_at
     FROM rv_subscriptions s JOIN rv_customers c ON c.seq = s.customer_seq
     WHERE s.space_id = $1 AND s.status = 'active' AND s.customer_seq > $4 AND s.customer_seq <= $5
       AND s.started_at < $3 AND (s.expires_at IS NULL OR s.expires_at > $2)`,
  ),
  couponsOf: stmt<RedemptionRow>("analytics.couponsOf", "SELECT * FROM rv_redemptions WHERE customer_seq = ANY ($1::bigint[]) AND kind = 'coupon'"),
  coupons: stmt<RedemptionRow>("analytics.coupons", "SELECT * FROM rv_redemptions WHERE space_id = $1 AND kind = 'coupon' ORDER BY seq"),
  balancesChunkEnd: stmt<{ seq: number }>(
    "analytics.balancesChunkEnd",
    `SELECT seq FROM rv_balances WHERE space_id = $1 AND seq > $2 ${resetting()} ORDER BY seq LIMIT 1 OFFSET $3`,
  ),
  // Only rows a balance rule can fire on (advisor.rules' thresholds, in integers): under a tenth left
  // in the current period; or of a plan item, a period ended but not reset, or a last closed period
  // used under a tenth or over one and a half times what it included. $1 space, $2 after, $3 end,
  // $4 now; each row's customer's now is its test clock, else $4; `latest` the latest of them all
  // (one statement: SQLite looks it up first).
  balances: stmt<ResettingRow>(
    "analytics.balances",
    `WITH latest AS (SELECT greatest($4::bigint, coalesce(max(frozen_time), 0)) AS at FROM rv_customers WHERE frozen_time IS NOT NULL)
     SELECT b.seq, b.customer_seq, c.id AS customer_id, c.anonymous, c.frozen_time, b.feature_id, b.plan_id, b.subscription_seq,
       b.granted, b.carried, b.usage, b.held, b.reset_interval, b.reset_count, b.reset_anchor, b.next_reset_at, b.expires_at, b.created_at,
       p.period_end AS last_end, p.next_reset_at AS last_next, p.included AS last_included, p.usage AS last_usage
     FROM rv_balances b LEFT JOIN rv_an_periods p ON p.balance_seq = b.seq JOIN rv_customers c ON c.seq = b.customer_seq, latest
     WHERE b.space_id = $1 AND b.seq > $2 AND b.seq <= $3 ${resetting("b.")} AND b.next_reset_at IS NOT NULL
       AND ((b.granted + b.carried > 0 AND (b.granted + b.carried - b.usage - b.held) * 10 < b.granted + b.carried AND b.next_reset_at > coalesce(c.frozen_time, $4))
         OR (b.subscription_seq IS NOT NULL AND ((p.included > 0 AND (p.usage * 10 < p.included OR (p.usage - p.included) * 2 > p.included))
           OR (b.next_reset_at <= latest.at AND b.next_reset_at <= coalesce(c.frozen_time, $4)))))
       AND (b.expires_at IS NULL OR b.expires_at > coalesce(c.frozen_time, $4))
     ORDER BY b.seq`,
  ),
};

/**
 * All SQL of analytics: reads of the pre-aggregated tables that the schema's triggers keep
 * (buckets, running sums, revenue atoms), of the records at the ranges' ragged ends, and of
 * subscriptions, coupons and balances. Every statement reads a bounded slice.
 */
export function analyticsRepo(c: PgConn): AnalyticsRepo {
  return {
    customerCounts: async (space, start, end) => (await q.customerCounts.one(c, space, start, end))!,
    customersCreatedIn: async (space, start, end) => Number((await q.customersCreatedIn.one(c, space, start, end))!.n),
    buckets: async (space, metric, grain, from, to) => (await q.buckets.all(c, space, metric, grain, from, to)).map(keySum),
    events: async (space, from, to) => (await q.events.all(c, space, from, to)).map(keySum),
    costs: async (space, from, to) => (await q.costs.all(c, space, from, to)).map(customerSum),
    revenue: async (space, from, to) => (await q.revenue.all(c, space, from, to)).map(customerSum),
    async series(p): Promise<SeriesSum[]> {
      const [cs, cur] = p.after ?? [-1, ""];
      const rows = await (p.ids ? q.series : q.seriesNoIds).all(c, p.space, p.lo, p.hi, p.since, p.until, String(cs), cur, p.limit);
      return rows.map((r) => [r.customer_seq, r.customer_id, r.anonymous, r.currency, r.upto, r.since]);
    },
    ids: (customers) => q.ids.all(c, customers),
    daily: async (customer, from, to) => (await q.daily.all(c, customer, from, to)).map(metricSum),
    recordsOf: async (customer, from, to) => (await q.recordsOf.all(c, customer, from, to)).map(metricSum),
    customersChunkEnd: async (space, after, n) => (await q.customersChunkEnd.one(c, space, after, n - 1))?.seq,
    subscriptionGroups: (space, at, after, end) => q.groups.all(c, space, at, after, end),
    payingIn: async (space, at, after, end, groups) => (await q.payingIn.one(c, space, at, after, end, groups))!.n,
    subscriptionsWithCoupons: (space, at) => q.withCoupons.all(c, space, at),
    subscriptionsOf: (customers, at) => q.activeOf.all(c, customers, at),
    subscriptionsSpanning: (space, from, to, after, end) => q.spanning.all(c, space, from, to, after, end),
    coupons: (space) => q.coupons.all(c, space),
    couponsOf: (customers) => q.couponsOf.all(c, customers),
    balancesChunkEnd: async (space, after, n) => (await q.balancesChunkEnd.one(c, space, after, n - 1))?.seq,
    resettingBalances: (space, after, end, now) => q.balances.all(c, space, after, end, now),
  };
}
