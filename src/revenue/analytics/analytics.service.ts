/**
 * analytics.overview | margins | advisor: headline numbers, margins per
 * customer or feature, and the advisor's fixed rules, over a range ending at
 * the mode's now (spec/revenue/analytics.tsp). Reads only; every read is a
 * bounded slice with turns of the event loop between them (analytics.load.ts).
 */
import { RevenueError } from "../errors.js";
import type { RevenueContext } from "../context.js";
import type { Schemas, Space } from "../types.js";
import { balanceRules, featureMargins, negativeMargins, type Ranked, rankSuggestions } from "./advisor.rules.js";
import { ACCOUNT, analyticsLoads, type CustomerTally, type KeyTally } from "./analytics.load.js";
import { type Figures, figuresView, type MarginSort, microToUnits, type Rate, resolveRange, sortRows, sumFigures } from "./analytics.rules.js";

/** Features listed by the overview. */
const TOP_FEATURES = 10;

export function analyticsService(ctx: RevenueContext) {
  const load = analyticsLoads(ctx);
  const { customers } = ctx.repos;

  /** Revenue and cost per feature key over the range, space-wide. */
  async function featureFigures(spaceId: number, range: { start: number; end: number }, rate: (c: string) => Rate): Promise<Map<string, Figures>> {
    const [revenue, cost] = [await load.keySums(spaceId, "revenue", range), await load.keySums(spaceId, "cost", range)];
    const out = new Map<string, Figures>();
    const at = (key: string) => out.get(key) ?? out.set(key, { revenue: 0n, cost: 0n }).get(key)!;
    for (const [key, t] of revenue) at(key).revenue += load.revenueNano(t.sums, rate);
    for (const [key, t] of cost) at(key).cost += load.costNano(t.sums, rate);
    return out;
  }

  /** A customer's figures, all keys together. */
  const customerFigures = (t: CustomerTally, rate: (c: string) => Rate): Figures =>
    sumFigures([...t.byKey.values()].map((k) => ({ revenue: load.revenueNano(k.revenue, rate), cost: load.costNano(k.cost, rate) })));

  /** The key a customer is listed under: its id (anonymous customers, which have none, together). */
  const customerKey = (t: CustomerTally) => (t.anonymous ? "$anonymous" : t.customer_id);

  const nonZero = (f: Figures) => f.revenue !== 0n || f.cost !== 0n;

  function customerSeqOf(space: Space, customerId: string): number {
    const c = customers.byId(space.spaceId, customerId);
    if (!c) throw new RevenueError("customer_not_found", `No customer ${customerId}.`);
    return c.seq;
  }

  return {
    async overview(space: Space, body: Schemas["AnalyticsOverviewParams"]): Promise<Schemas["AnalyticsOverview"]> {
      const range = resolveRange(body, ctx.clock.now());
      const rate = load.ratesOf();
      const counts = ctx.repos.analytics.customerCounts(space.spaceId, range.start, range.end);
      // MRR and paying customers at the end of the range (its last moment).
      const { mrr, paying } = await load.mrrAt(space.spaceId, range.end - 1, rate);
      const money = sumFigures((await featureFigures(space.spaceId, range, rate)).values());
      const usage: Map<string, KeyTally> = await load.keySums(space.spaceId, "usage", range);
      const features = [...usage]
        .filter(([, t]) => t.n !== 0n)
        .sort(([a, x], [b, y]) => (x.n > y.n ? -1 : x.n < y.n ? 1 : a < b ? -1 : a > b ? 1 : 0));
      const events = features.reduce((n, [, t]) => n + t.n, 0n);
      const figures = figuresView(money);
      return {
        start: range.start,
        end: range.end,
        currency: ACCOUNT,
        customers: { total: counts.total, new: counts.new, paying: paying.size },
        mrr,
        revenue: figures.revenue,
        costs: figures.cost,
        margin: figures.margin,
        margin_percent: figures.margin_percent,
        events: Number(events),
        top_features: features.slice(0, TOP_FEATURES).map(([feature_id, t]) => ({ feature_id, events: Number(t.n), value: microToUnits(t.sums.get("") ?? 0n) })),
      };
    },

    async margins(space: Space, body: Schemas["AnalyticsMarginsParams"]): Promise<Schemas["AnalyticsMargins"]> {
      const range = resolveRange(body, ctx.clock.now());
      const groupBy = body.group_by ?? "customer";
      const sort: MarginSort = body.sort ?? "margin_asc";
      const limit = body.limit ?? 20;
      const customerSeq = body.customer_id === undefined ? null : customerSeqOf(space, body.customer_id);
      const rate = load.ratesOf();
      let rows: { key: string; figures: Figures }[];
      if (groupBy === "feature" && customerSeq === null) {
        rows = [...(await featureFigures(space.spaceId, range, rate))].map(([key, figures]) => ({ key, figures }));
      } else {
        const tallies = await load.customerSums(space.spaceId, range, customerSeq);
        const byKey = new Map<string, Figures>();
        const add = (key: string, f: Figures) => {
          const seen = byKey.get(key);
          byKey.set(key, seen ? sumFigures([seen, f]) : f);
        };
        for (const t of tallies.values()) {
          if (groupBy === "customer") add(customerKey(t), customerFigures(t, rate));
          else for (const [key, k] of t.byKey) add(key, { revenue: load.revenueNano(k.revenue, rate), cost: load.costNano(k.cost, rate) });
        }
        rows = [...byKey].map(([key, figures]) => ({ key, figures }));
      }
      rows = rows.filter((r) => nonZero(r.figures));
      return {
        start: range.start,
        end: range.end,
        currency: ACCOUNT,
        group_by: groupBy,
        list: sortRows(rows, sort)
          .slice(0, limit)
          .map((r) => ({ key: r.key, ...figuresView(r.figures) })),
        total: figuresView(sumFigures(rows.map((r) => r.figures))),
      };
    },

    async advisor(space: Space, body: Schemas["AnalyticsAdvisorParams"]): Promise<Schemas["AnalyticsAdvice"]> {
      const generatedAt = ctx.clock.now();
      const range = resolveRange(body, generatedAt);
      const rate = load.ratesOf();
      const ranked: Ranked[] = [];
      const tallies = await load.customerSums(space.spaceId, range, null);
      const perCustomer = [...tallies.values()].filter((t) => !t.anonymous).map((t) => ({ customer_id: t.customer_id, figures: customerFigures(t, rate) }));
      ranked.push(...negativeMargins(perCustomer, ACCOUNT));
      ranked.push(...featureMargins([...(await featureFigures(space.spaceId, range, rate))].map(([key, figures]) => ({ key, figures })), ACCOUNT));
      // Balance rules: each customer's balances as they are at its now; paying customers as of the platform's now.
      const { paying } = await load.mrrAt(space.spaceId, generatedAt, rate);
      for await (const rows of load.resettingBalances(space.spaceId)) {
        for (const b of rows) {
          const now = b.frozen_time ?? generatedAt;
          if (b.anonymous === 1 || b.next_reset_at === null || (b.expires_at !== null && b.expires_at <= now)) continue;
          ranked.push(
            ...balanceRules({
              customer_id: b.customer_id,
              feature_id: b.feature_id,
              plan_id: b.plan_id,
              from_plan: b.subscription_seq !== null,
              paying: paying.has(b.customer_seq),
              now,
              granted: b.granted,
              carried: b.carried,
              usage: b.usage,
              held: b.held,
              reset_interval: b.reset_interval,
              reset_count: b.reset_count,
              reset_anchor: b.reset_anchor,
              next_reset_at: b.next_reset_at,
              created_at: b.created_at,
              last: b.last_end === null ? null : { period_end: b.last_end, next_reset_at: b.last_next!, included: b.last_included!, usage: b.last_usage! },
            }),
          );
        }
      }
      return {
        start: range.start,
        end: range.end,
        currency: ACCOUNT,
        generated_at: generatedAt,
        suggestions: rankSuggestions(ranked, body.max_suggestions ?? 10),
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof analyticsService>;
