/**
 * The console's Home page and a customer's usage chart: analytics' figures
 * over a period, read from what analytics keeps (buckets, running sums) and
 * one keyset walk of the subscriptions that span the period (MRR at each
 * point, its movement, MRR per plan). Reads only, through the request's
 * handle (the read handle), a bounded slice per statement.
 */
import type { Handle } from "../../platform/db/handle.js";
import type { RevenueContext } from "../context.js";
import { RevenueError } from "../errors.js";
import type { CouponRedemption } from "../rewards/discounts.rules.js";
import { couponRedemption } from "../rewards/rewards.rules.js";
import type { Schemas, Space } from "../types.js";
import { eventsService } from "../events/events.service.js";
import { ACCOUNT, analyticsLoads, nextTurn } from "./analytics.load.js";
import { groupKey, type SpanningSubscription } from "./analytics.repo.js";
import { type Figures, figuresView, mrrCoupons, mrrOf, type PeriodCharge, periodNet, sumFigures } from "./analytics.rules.js";
import { analyticsService, type KnownAtEnd } from "./analytics.service.js";
import { activeSpan, homeRange, type HomePeriod, mainPlan, mrrMovement, mrrSeries } from "./dashboard.rules.js";

/** Customers per statement of the subscriptions walk. */
const CUSTOMER_CHUNK = 2_000;
/** The figure of customers without a plan in marginByPlan. */
const NO_PLAN = "$none";

/** One point of the MRR series (the console's HomeMrrPoint). */
export interface MrrPoint {
  at: number;
  label: string;
  mrr: number;
  new: number;
  expansion: number;
  contraction: number;
  churn: number;
  active: number;
  customers: number;
}

/** The Home page's figures (the console's HomeDashboard). */
export interface HomeFigures {
  period: HomePeriod;
  start: number;
  end: number;
  currency: string;
  overview: Schemas["AnalyticsOverview"];
  mrr: MrrPoint[];
  revenueByPlan: { plan_id: string; name: string; mrr: number; customers: number }[];
  marginByPlan: ({ plan_id: string; name: string } & Schemas["MarginFigures"])[];
  advice: Schemas["AnalyticsAdvice"];
}

/** A customer's usage of one feature (the console's CustomerUsage). */
export interface CustomerUsageFigures {
  customerId: string;
  featureId: string;
  period: HomePeriod;
  points: { period: number; label: string; value: number }[];
  total: { count: number; sum: number };
}

export function dashboardService(ctx: RevenueContext) {
  const load = analyticsLoads(ctx);
  const analytics = analyticsService(ctx);
  const events = eventsService(ctx);

  return {
    async home(h: Handle, space: Space, period: HomePeriod): Promise<HomeFigures> {
      const range = homeRange(period, ctx.clock.now());
      const custom_range = { start: range.start, end: range.end };
      // The overview, the margins per plan and the advisor share their reads of the range (made once);
      // what they ask of its last moment (MRR, who pays) is the MRR series' last point, walked below.
      let atEnd: Promise<KnownAtEnd> | undefined;
      const reads = analytics.rangeReads(h, space, custom_range, () => atEnd!);
      const rate = await reads.rate();
      const repo = ctx.repos(h).analytics;
      const chargeOf = load.pricing(h);
      // Each group's charge (plan version, currency, prepaid units) and each plan's id and name, looked up once.
      const charges = new Map<string, PeriodCharge>();
      const plans = new Map<number, { id: string; name: string }>();
      const planOf = async (seq: number) => {
        let p = plans.get(seq);
        if (!p) {
          const row = (await ctx.repos(h).plans.bySeq(seq))!;
          plans.set(seq, (p = { id: row.id, name: row.name }));
        }
        return p;
      };
      // Moments: the one before the range (the first movement's base), then each point.
      const moments = [range.before, ...range.points.map((p) => p.at)];
      const last = moments.length - 1;
      // Period amounts per moment and (currency, cadence) group (mrrOf's input, as analytics' MRR);
      // each customer's monthly MRR (account currency) and whether it pays, per moment.
      const groups = new Map<string, number>();
      const groupList: { currency: string; cadence: string }[] = [];
      const series = mrrSeries(moments.length);
      const byPlan = new Map<number, { mrr: number; customers: Set<number> }>();
      const shares = new Map<number, Map<string, number>>();
      const coupons = new Map<number, CouponRedemption[]>();
      for (const r of await repo.coupons(space.spaceId)) coupons.set(r.customer_seq, [...(coupons.get(r.customer_seq) ?? []), couponRedemption(r)]);
      // One subscription's monthly MRR in the account currency (rounded to its minor unit), per net amount.
      const monthly = new Map<string, number>();
      const monthlyOf = (currency: string, cadence: string, net: number) => {
        const k = `${currency}|${cadence}|${net}`;
        let m = monthly.get(k);
        if (m === undefined) monthly.set(k, (m = mrrOf(new Map([[k, { currency, cadence, amount: net }]]), rate, ACCOUNT)));
        return m;
      };
      const groupOf = (currency: string, cadence: string) => {
        const k = `${currency}|${cadence}`;
        let g = groups.get(k);
        if (g === undefined) {
          groups.set(k, (g = groupList.length));
          groupList.push({ currency, cadence });
        }
        return g;
      };
      // A period's net after coupons, per group and coupon terms that apply (in order): what periodNet reads of them.
      const termsKey = new WeakMap<CouponRedemption, string>();
      const nets = new Map<string, number>();
      const netOf = (group: string, charge: PeriodCharge, currency: string, applied: CouponRedemption[]) => {
        let k = group;
        for (const c of applied) {
          let t = termsKey.get(c);
          if (t === undefined) termsKey.set(c, (t = JSON.stringify(c.terms)));
          k += `\0${t}`;
        }
        let net = nets.get(k);
        if (net === undefined) nets.set(k, (net = periodNet(charge, currency, applied)!));
        return net;
      };
      // What counts at the last moment: MRR per plan, and each customer's MRR per plan id.
      const atLast = async (s: SpanningSubscription, m: number, net: number) => {
        const plan = plans.get(s.plan_seq) ?? (await planOf(s.plan_seq));
        let p = byPlan.get(s.plan_seq);
        if (!p) byPlan.set(s.plan_seq, (p = { mrr: 0, customers: new Set<number>() }));
        p.mrr += m;
        if (net > 0) p.customers.add(s.customer_seq);
        let mine = shares.get(s.customer_seq);
        if (!mine) shares.set(s.customer_seq, (mine = new Map<string, number>()));
        mine.set(plan.id, (mine.get(plan.id) ?? 0) + m);
      };
      for (let after = 0; ; ) {
        await nextTurn();
        const end = (await repo.customersChunkEnd(space.spaceId, after, CUSTOMER_CHUNK)) ?? Number.MAX_SAFE_INTEGER;
        for (const s of await repo.subscriptionsSpanning(space.spaceId, range.before, range.end, after, end)) {
          const key = groupKey(s);
          let charge = charges.get(key);
          if (!charge) charges.set(key, (charge = await chargeOf(s)));
          if (charge.cadence === null) continue;
          const cadence = charge.cadence;
          const g = groupOf(s.currency, cadence);
          const held = coupons.get(s.customer_seq);
          const plain = periodNet(charge, s.currency, []);
          if (plain === null) continue;
          const plainMonthly = monthlyOf(s.currency, cadence, plain);
          const { from, until } = activeSpan(s);
          if (!held && from <= moments[0] && until > moments[last]) {
            // The same at every moment: added once.
            series.addThroughout(s.customer_seq, g, plain, plainMonthly);
            await atLast(s, plainMonthly, plain);
            continue;
          }
          const c = series.customer(s.customer_seq);
          let applied: CouponRedemption[] | null = null;
          let net = plain;
          let m = plainMonthly;
          for (let i = 0; i <= last; i++) {
            const at = moments[i];
            if (at < from || at >= until) continue;
            if (held) {
              // A customer's coupons change what it pays only when the set that applies changes.
              const now = mrrCoupons(held, at);
              if (applied === null || now.length !== applied.length || now.some((x, j) => x !== applied![j])) {
                applied = now;
                net = netOf(key, charge, s.currency, now);
                m = monthlyOf(s.currency, cadence, net);
              }
            }
            series.addAt(c, i, g, net, m);
            if (i === last) await atLast(s, m, net);
          }
        }
        if (end === Number.MAX_SAFE_INTEGER) break;
        after = end;
      }
      atEnd = Promise.resolve({ mrr: mrrOf(series.sumsAt(last, groupList), rate, ACCOUNT), paying: series.activeAt(last), payers: series.payersAt(last) });
      const overview = await analytics.overviewOf(h, space, reads);
      const mrr: MrrPoint[] = [];
      // Customers at each point: all created by the first, then those created since the point before.
      let created = 0;
      for (let i = 1; i <= last; i++) {
        created = i === 1 ? (await repo.customerCounts(space.spaceId, moments[1], moments[1] + 1)).total : created + (await repo.customersCreatedIn(space.spaceId, moments[i - 1] + 1, moments[i] + 1));
        mrr.push({
          at: moments[i],
          label: range.points[i - 1].label,
          mrr: mrrOf(series.sumsAt(i, groupList), rate, ACCOUNT),
          ...mrrMovement(series.changes(i - 1, i)),
          active: series.activeAt(i),
          customers: created,
        });
      }
      const round = (x: number) => Number(x.toFixed(2));
      const revenueByPlan: HomeFigures["revenueByPlan"] = [];
      for (const [seq, p] of byPlan) {
        if (p.mrr <= 0) continue;
        const plan = plans.get(seq)!;
        revenueByPlan.push({ plan_id: plan.id, name: plan.name, mrr: round(p.mrr), customers: p.customers.size });
      }
      revenueByPlan.sort((a, b) => b.mrr - a.mrr || (a.plan_id < b.plan_id ? -1 : a.plan_id > b.plan_id ? 1 : 0));

      // Revenue and cost per customer (running sums), each under its main plan at the end of the range.
      const names = new Map([...plans.values()].map((p) => [p.id, p.name]));
      const perPlan = new Map<string, Figures[]>();
      for (const [seq, t] of await reads.customers()) {
        if (t.revenue === 0n && t.cost === 0n) continue;
        const plan = mainPlan(shares.get(seq) ?? new Map()) ?? NO_PLAN;
        perPlan.set(plan, [...(perPlan.get(plan) ?? []), t]);
      }
      const marginByPlan = [...perPlan]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([plan_id, rows]) => ({ plan_id, name: plan_id === NO_PLAN ? "No plan" : (names.get(plan_id) ?? plan_id), ...figuresView(sumFigures(rows)) }));
      // Generated at Home's now (the series' last moment), so that who pays then is already known.
      const advice = await analytics.advisorOf(h, space, reads, 10, range.end - 1);
      return { period, start: range.start, end: range.end, currency: ACCOUNT, overview, mrr, revenueByPlan, marginByPlan, advice };
    },

    /** One customer's usage of one feature per day or month of the period (events.aggregate for the customer). */
    async customerUsage(h: Handle, space: Space, customerId: string, featureId: string, period: HomePeriod): Promise<CustomerUsageFigures> {
      if (!(await ctx.repos(h).customers.byId(space.spaceId, customerId))) throw new RevenueError("customer_not_found", `No customer ${customerId}.`);
      const range = homeRange(period, ctx.clock.now());
      const bin = range.bin;
      const agg = await events.aggregate(h, space, { customer_id: customerId, feature_id: featureId, custom_range: { start: range.start, end: range.end }, bin_size: bin });
      const label = (t: number) => new Date(t).toISOString().slice(0, bin === "day" ? 10 : 7);
      const total = agg.total[featureId] ?? { count: 0, sum: 0 };
      return {
        customerId,
        featureId,
        period,
        points: agg.list.map((b) => ({ period: b.period, label: label(b.period), value: b.values[featureId] ?? 0 })),
        total: { count: total.count, sum: total.sum },
      };
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
