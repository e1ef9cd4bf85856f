/**
 * The reads behind analytics, a bounded slice per statement with a turn of
 * the event loop between slices: sums per key over a range (buckets and the
 * records at its ends), sums per customer (running sums), MRR at a time, and
 * resetting balances. Money leaves here as nano-units of the account currency.
 */
import type { RevenueContext } from "../context.js";
import { BASE_CURRENCY, parseRate } from "../payments/money.rules.js";
import type { PlanState } from "../plans/plans.rules.js";
import { planState } from "../plans/plans.view.js";
import type { CouponRedemption } from "../rewards/discounts.rules.js";
import { couponRedemption } from "../rewards/rewards.rules.js";
import type { CustomerSum, KeySum, Metric, ResettingBalance, SeriesKey } from "./analytics.repo.js";
import {
  addSum,
  boughtFrom,
  COST_DIGITS,
  DAY,
  floorTo,
  HOUR,
  mrrCoupons,
  mrrOf,
  type PeriodCharge,
  periodCharge,
  periodNet,
  pieces,
  type Range,
  type Rate,
  rateToAccount,
  REVENUE_DIGITS,
  type Sums,
  toNano,
} from "./analytics.rules.js";

/** Rows per statement of a keyset walk: each holds the event loop a few milliseconds (bench/analytics.bench.ts). */
const CHUNK = 2_000;

export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The account currency: plan prices' base and cost records' currency. */
export const ACCOUNT = BASE_CURRENCY;

/** A key's sums of one metric: records and amounts per currency. */
export interface KeyTally {
  n: bigint;
  sums: Sums;
}

/** A customer's money per key, revenue and cost sums per currency. */
export interface CustomerTally {
  customer_id: string;
  anonymous: boolean;
  byKey: Map<string, { revenue: Sums; cost: Sums }>;
}

export function analyticsLoads(ctx: RevenueContext) {
  const { analytics: repo, payments, plans } = ctx.repos;

  /** Rates to the account currency of one request, each looked up once (a missing one: 400 missing_fx_rate). */
  function ratesOf(): (currency: string) => Rate {
    const seen = new Map<string, Rate>();
    return (currency) => {
      let r = seen.get(currency);
      if (!r) seen.set(currency, (r = rateToAccount(currency, ACCOUNT, payments.rate)));
      return r;
    };
  }

  const revenueNano = (sums: Sums, rate: (c: string) => Rate) => toNano(sums, REVENUE_DIGITS, rate);
  const costNano = (sums: Sums, rate: (c: string) => Rate) => toNano(sums, COST_DIGITS, rate);

  function addKey(out: Map<string, KeyTally>, r: KeySum): void {
    let t = out.get(r.key);
    if (!t) out.set(r.key, (t = { n: 0n, sums: new Map() }));
    t.n += r.n;
    addSum(t.sums, r.currency, r.amount);
  }

  /** Sums per key of one metric over the range, space-wide: day and hour buckets, then the records at the ends. */
  async function keySums(spaceId: number, metric: Metric, range: Range): Promise<Map<string, KeyTally>> {
    const p = pieces(range);
    const out = new Map<string, KeyTally>();
    for (const d of p.days) for (const r of repo.buckets(spaceId, metric, DAY, d.start, d.end)) addKey(out, r);
    for (const h of p.hours) for (const r of repo.buckets(spaceId, metric, HOUR, h.start, h.end)) addKey(out, r);
    for (const x of p.raw) {
      await nextTurn();
      const rows = metric === "usage" ? repo.events(spaceId, x.start, x.end) : metric === "cost" ? repo.costs(spaceId, x.start, x.end, null) : repo.revenue(spaceId, x.start, x.end, null);
      for (const r of rows) addKey(out, r);
    }
    return out;
  }

  /**
   * Revenue and cost per customer and key over the range: the running sums'
   * change over its whole hours (two look-ups per customer, key and currency,
   * a chunk of them per statement) and the records of its ragged ends.
   * `customerSeq` narrows to one customer.
   */
  async function customerSums(spaceId: number, range: Range, customerSeq: number | null): Promise<Map<bigint, CustomerTally>> {
    const p = pieces(range);
    const out = new Map<bigint, CustomerTally>();
    const keyOf = (t: CustomerTally, key: string) => {
      let k = t.byKey.get(key);
      if (!k) t.byKey.set(key, (k = { revenue: new Map(), cost: new Map() }));
      return k;
    };
    const edges: { metric: "revenue" | "cost"; row: CustomerSum }[] = [];
    for (const x of p.raw) {
      for (const row of repo.revenue(spaceId, x.start, x.end, customerSeq)) edges.push({ metric: "revenue", row });
      for (const row of repo.costs(spaceId, x.start, x.end, customerSeq)) edges.push({ metric: "cost", row });
    }
    const lo = p.wholeHours?.start ?? 0;
    const hi = p.wholeHours?.end ?? 0;
    let after: SeriesKey | null = null;
    for (;;) {
      await nextTurn();
      const rows = repo.series({ space: spaceId, customer: customerSeq, lo, hi, since: floorTo(range.start, HOUR), until: range.end, after, limit: CHUNK });
      for (const r of rows) {
        let t = out.get(r.customer_seq);
        if (!t) out.set(r.customer_seq, (t = { customer_id: r.customer_id, anonymous: r.anonymous === 1n, byKey: new Map() }));
        if (r.amount !== 0n) addSum(keyOf(t, r.key)[r.metric as "revenue" | "cost"], r.currency, r.amount);
      }
      if (rows.length < CHUNK) break;
      const last = rows[rows.length - 1];
      after = [last.customer_seq, last.metric, last.key, last.currency];
    }
    // Every record has its series (the triggers write both), so its customer is here already.
    for (const { metric, row } of edges) {
      const t = out.get(row.customer_seq);
      if (t) addSum(keyOf(t, row.key)[metric], row.currency, row.amount);
    }
    return out;
  }

  /**
   * MRR at `at` and the customers paying then: active subscriptions out of
   * trial, each period's recurring charge (base and prepaid prices, as a
   * renewal computes it) after the customer's recurring coupons, per month.
   */
  async function mrrAt(spaceId: number, at: number, rate: (c: string) => Rate): Promise<{ mrr: number; paying: Set<number> }> {
    const coupons = new Map<number, CouponRedemption[]>();
    for (const r of repo.coupons(spaceId)) {
      const list = coupons.get(r.customer_seq) ?? [];
      list.push(couponRedemption(r));
      coupons.set(r.customer_seq, list);
    }
    const planOf = new Map<number, { id: string; state: PlanState }>();
    const charges = new Map<string, PeriodCharge>();
    const sums = new Map<string, { currency: string; cadence: string; amount: number }>();
    const paying = new Set<number>();
    for (let after = 0; ; ) {
      await nextTurn();
      const subs = repo.activeSubscriptions(spaceId, at, after, CHUNK);
      for (const s of subs) {
        let plan = planOf.get(s.plan_seq);
        if (!plan) {
          const row = plans.bySeq(s.plan_seq)!;
          planOf.set(s.plan_seq, (plan = { id: row.id, state: planState(row) }));
        }
        const key = `${s.plan_seq}\u0000${s.currency}\u0000${s.bought ?? ""}`;
        let charge = charges.get(key);
        if (!charge) {
          const stored = s.currency === BASE_CURRENCY ? null : payments.rate(BASE_CURRENCY, s.currency);
          charges.set(key, (charge = periodCharge(plan, boughtFrom(plan.state, s.bought), { currency: s.currency, rate: stored === null ? null : parseRate(stored) })));
        }
        const net = periodNet(charge, s.currency, mrrCoupons(coupons.get(s.customer_seq) ?? [], at));
        if (net === null || charge.cadence === null) continue;
        const group = `${s.currency}\u0000${charge.cadence}`;
        const g = sums.get(group) ?? { currency: s.currency, cadence: charge.cadence, amount: 0 };
        g.amount += net;
        sums.set(group, g);
        if (net > 0) paying.add(s.customer_seq);
      }
      if (subs.length < CHUNK) break;
      after = subs[subs.length - 1].seq;
    }
    return { mrr: mrrOf(sums, rate, ACCOUNT), paying };
  }

  /** Every resetting customer-level balance of the space, a chunk at a time. */
  async function* resettingBalances(spaceId: number): AsyncGenerator<ResettingBalance[]> {
    for (let after = 0; ; ) {
      await nextTurn();
      const rows = repo.resettingBalances(spaceId, after, CHUNK);
      yield rows;
      if (rows.length < CHUNK) return;
      after = rows[rows.length - 1].seq;
    }
  }

  return { ratesOf, revenueNano, costNano, keySums, customerSums, mrrAt, resettingBalances };
}
export type AnalyticsLoads = ReturnType<typeof analyticsLoads>;
