/**
 * analytics.overview | margins | advisor: headline numbers, margins per
 * customer or feature, and the advisor's fixed rules, over a range ending at
 * the mode's now (spec/revenue/analytics.tsp). Reads only; every read is a
 * bounded slice with turns of the event loop between them (analytics.load.ts),
 * through the request's handle `h` (the read handle: these are read requests).
 */
import type { Handle } from "../../platform/db/handle.js";
import { RevenueError } from "../errors.js";
import type { RevenueContext } from "../context.js";
import { clampTestClock } from "../shared/test-clock.rules.js";
import type { Schemas, Space } from "../types.js";
import { balanceRules, type Candidate, featureMargins, negativeMargins, rankSuggestions } from "./advisor.rules.js";
import { ACCOUNT, analyticsLoads, type CustomerFigures, type KeyTally, type MoneyTally, nextTurn } from "./analytics.load.js";
import { type Figures, figuresView, type MarginSort, microToUnits, type Range, type Rate, resolveRange, sortRows, sumFigures } from "./analytics.rules.js";

/** Features listed by the overview. */
const TOP_FEATURES = 10;

/**
 * The reads of one range that the overview, the advisor and the console's Home
 * (its margins per plan) have in common, each made once however many of them
 * ask: the FX rates, revenue and cost per feature key, and per customer
 * (without ids). The same statements as each would make alone, so the figures
 * are the same.
 */
export interface RangeReads {
  readonly range: Range;
  rate(): Promise<(c: string) => Rate>;
  features(): Promise<Map<string, Figures>>;
  customers(): Promise<Map<number, CustomerFigures>>;
  /** MRR and paying customers at the range's last moment (range.end − 1). */
  mrrAtEnd(): Promise<{ mrr: number; paying: number }>;
  /** Which of some customers pay at `at` (their MRR is above 0). */
  payingAmong(customerSeqs: number[], at: number): Promise<Set<number>>;
}

/**
 * What a caller already knows of the range's last moment (range.end − 1): its MRR, how many
 * customers pay and which (the console's Home walks every subscription for its MRR series, whose
 * last point is that moment: analytics need not read it again).
 */
export interface KnownAtEnd {
  mrr: number;
  paying: number;
  payers: ReadonlySet<number>;
}

export function analyticsService(ctx: RevenueContext) {
  const load = analyticsLoads(ctx);

  /** Revenue and cost per feature key over the range, space-wide. */
  async function featureFigures(h: Handle, spaceId: number, range: { start: number; end: number }, rate: (c: string) => Rate): Promise<Map<string, Figures>> {
    const [revenue, cost] = [await load.keySums(h, spaceId, "revenue", range), await load.keySums(h, spaceId, "cost", range)];
    const out = new Map<string, Figures>();
    const at = (key: string) => out.get(key) ?? out.set(key, { revenue: 0n, cost: 0n }).get(key)!;
    for (const [key, t] of revenue) at(key).revenue += load.revenueNano(t.sums, rate);
    for (const [key, t] of cost) at(key).cost += load.costNano(t.sums, rate);
    return out;
  }

  /** Revenue and cost (per currency) as figures in the account currency. */
  const figuresOf = (t: MoneyTally, rate: (c: string) => Rate): Figures => ({ revenue: load.revenueNano(t.revenue, rate), cost: load.costNano(t.cost, rate) });

  const nonZero = (f: Figures) => f.revenue !== 0n || f.cost !== 0n;

  /**
   * A range's shared reads, each started when first asked for (through `h`); `known` answers for
   * the range's last moment when given (called when first needed, after the caller worked it out).
   */
  function rangeReads(h: Handle, space: Space, range: Range, known?: () => Promise<KnownAtEnd>): RangeReads {
    const once = <T>(f: () => Promise<T>) => {
      let p: Promise<T> | undefined;
      return () => (p ??= f());
    };
    const rate = once(() => load.ratesOf(h));
    const chargeOf = once(async () => load.pricing(h));
    const end = range.end - 1;
    return {
      range,
      rate,
      features: once(async () => featureFigures(h, space.spaceId, range, await rate())),
      customers: once(async () => load.customerSums(h, space.spaceId, range, await rate(), false)),
      mrrAtEnd: once(async () => {
        if (!known) return load.mrrAt(h, space.spaceId, end, await rate());
        const { mrr, paying } = await known();
        return { mrr, paying };
      }),
      async payingAmong(customerSeqs, at) {
        if (!known || at !== end) return load.payingAmong(h, customerSeqs, at, await chargeOf());
        const { payers } = await known();
        return new Set(customerSeqs.filter((seq) => payers.has(seq)));
      },
    };
  }

  async function customerSeqOf(h: Handle, space: Space, customerId: string): Promise<number> {
    const c = await ctx.repos(h).customers.byId(space.spaceId, customerId);
    if (!c) throw new RevenueError("customer_not_found", `No customer ${customerId}.`);
    return c.seq;
  }

  const service = {
    async overview(h: Handle, space: Space, body: Schemas["AnalyticsOverviewParams"]): Promise<Schemas["AnalyticsOverview"]> {
      return service.overviewOf(h, space, rangeReads(h, space, resolveRange(body, ctx.clock.now())));
    },

    rangeReads,

    /** analytics.overview over a range's shared reads. */
    async overviewOf(h: Handle, space: Space, reads: RangeReads): Promise<Schemas["AnalyticsOverview"]> {
      const range = reads.range;
      const counts = await ctx.repos(h).analytics.customerCounts(space.spaceId, range.start, range.end);
      // MRR and paying customers at the end of the range (its last moment).
      const { mrr, paying } = await reads.mrrAtEnd();
      const money = sumFigures((await reads.features()).values());
      const usage: Map<string, KeyTally> = await load.keySums(h, space.spaceId, "usage", range);
      const features = [...usage]
        .filter(([, t]) => t.n !== 0n)
        .sort(([a, x], [b, y]) => (x.n > y.n ? -1 : x.n < y.n ? 1 : a < b ? -1 : a > b ? 1 : 0));
      const events = features.reduce((n, [, t]) => n + t.n, 0n);
      const figures = figuresView(money);
      return {
        start: range.start,
        end: range.end,
        currency: ACCOUNT,
        customers: { total: counts.total, new: counts.new, paying },
        mrr,
        revenue: figures.revenue,
        costs: figures.cost,
        margin: figures.margin,
        margin_percent: figures.margin_percent,
        events: Number(events),
        top_features: features.slice(0, TOP_FEATURES).map(([feature_id, t]) => ({ feature_id, events: Number(t.n), value: microToUnits(t.sums.get("") ?? 0n) })),
      };
    },

    async margins(h: Handle, space: Space, body: Schemas["AnalyticsMarginsParams"]): Promise<Schemas["AnalyticsMargins"]> {
      const range = resolveRange(body, ctx.clock.now());
      const groupBy = body.group_by ?? "customer";
      const sort: MarginSort = body.sort ?? "margin_asc";
      const limit = body.limit ?? 20;
      const customerSeq = body.customer_id === undefined ? null : await customerSeqOf(h, space, body.customer_id);
      const rate = await load.ratesOf(h);
      let rows: { key: string; figures: Figures }[];
      if (customerSeq !== null) {
        // One customer: per key, or all keys together under its id.
        const keys = [...(await load.customerKeys(h, customerSeq, range))].map(([key, t]) => ({ key, figures: figuresOf(t, rate) }));
        rows = groupBy === "feature" ? keys : [{ key: body.customer_id!, figures: sumFigures(keys.map((k) => k.figures)) }];
      } else if (groupBy === "feature") {
        rows = [...(await featureFigures(h, space.spaceId, range, rate))].map(([key, figures]) => ({ key, figures }));
      } else {
        rows = [];
        let anonymous: Figures | null = null;
        for (const t of (await load.customerSums(h, space.spaceId, range, rate)).values()) {
          if (!t.anonymous) rows.push({ key: t.customer_id, figures: t });
          else anonymous = sumFigures(anonymous ? [anonymous, t] : [t]);
        }
        if (anonymous) rows.push({ key: "$anonymous", figures: anonymous });
      }
      rows = rows.filter((r) => nonZero(r.figures));
      return {
        start: range.start,
        end: range.end,
        currency: ACCOUNT,
        group_by: groupBy,
        list: sortRows(rows, sort, limit).map((r) => ({ key: r.key, ...figuresView(r.figures) })),
        total: figuresView(sumFigures(rows.map((r) => r.figures))),
      };
    },

    async advisor(h: Handle, space: Space, body: Schemas["AnalyticsAdvisorParams"]): Promise<Schemas["AnalyticsAdvice"]> {
      const generatedAt = ctx.clock.now();
      return service.advisorOf(h, space, rangeReads(h, space, resolveRange(body, generatedAt)), body.max_suggestions ?? 10, generatedAt);
    },

    /** analytics.advisor over a range's shared reads, generated at `generatedAt` (the platform's now). */
    async advisorOf(h: Handle, space: Space, reads: RangeReads, maxSuggestions: number, generatedAt = ctx.clock.now()): Promise<Schemas["AnalyticsAdvice"]> {
      const range = reads.range;
      const ranked: Candidate[] = [];
      // Customers' figures without their ids: only the few that cost more than they pay are named.
      const losing = [...(await reads.customers())].filter(([, t]) => t.cost > t.revenue);
      await nextTurn();
      const ids = await load.idsOf(h, losing.map(([seq]) => seq));
      ranked.push(
        ...negativeMargins(
          losing.filter(([seq]) => ids.get(seq)?.anonymous === 0).map(([seq, t]) => ({ customer_id: ids.get(seq)!.id, figures: t })),
          ACCOUNT,
        ),
      );
      await nextTurn();
      ranked.push(...featureMargins([...(await reads.features())].map(([key, figures]) => ({ key, figures })), ACCOUNT));
      // Balance rules: each customer's balances as they are at its now. Only unused_allowance asks
      // whether the customer pays (as of the platform's now): its candidates are checked together.
      for await (const rows of load.resettingBalances(h, space.spaceId, generatedAt)) {
        const unused = new Map<Candidate, number>();
        for (const b of rows) {
          const now = b.frozen_time === null ? generatedAt : clampTestClock(b.frozen_time);
          if (b.anonymous === 1 || b.next_reset_at === null || (b.expires_at !== null && b.expires_at <= now)) continue;
          for (const c of balanceRules({
            customer_id: b.customer_id,
            feature_id: b.feature_id,
            plan_id: b.plan_id,
            from_plan: b.subscription_seq !== null,
            paying: true,
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
          })) {
            if (c.kind === "unused_allowance") unused.set(c, b.customer_seq);
            else ranked.push(c);
          }
        }
        const payers = unused.size === 0 ? new Set<number>() : await reads.payingAmong([...new Set(unused.values())], generatedAt);
        for (const [c, seq] of unused) if (payers.has(seq)) ranked.push(c);
      }
      return {
        start: range.start,
        end: range.end,
        currency: ACCOUNT,
        generated_at: generatedAt,
        suggestions: rankSuggestions(ranked, maxSuggestions),
      };
    },
  };
  return service;
}
export type AnalyticsService = ReturnType<typeof analyticsService>;
