/**
 * The reads behind analytics, a bounded slice per statement with a turn of
 * the event loop between slices: sums per key over a range (buckets and the
 * records at its ends), sums per customer (running sums), MRR at a time, and
 * resetting balances. Money leaves here as nano-units of the account currency.
 * Every read takes the handle first: the read handle (analytics only reads,
 * and a slice awaits a turn of the event loop, which a unit may not).
 */
import type { Handle } from "../../platform/db/handle.js";
import type { RevenueContext } from "../context.js";
import { BASE_CURRENCY, parseRate } from "../payments/money.rules.js";
import type { PlanState } from "../plans/plans.rules.js";
import { boughtFrom } from "../billing/quote.rules.js";
import { planState } from "../plans/plans.view.js";
import type { CouponRedemption } from "../rewards/discounts.rules.js";
import { couponRedemption } from "../rewards/rewards.rules.js";
import { type CustomerSum, groupKey, type KeySum, type Metric, type MetricSum, type ResettingBalance, type SeriesKey, type SubscriptionGroup } from "./analytics.repo.js";
import {
  addSum,
  COST_DIGITS,
  DAY,
  dayPieces,
  floorTo,
  HOUR,
  mrrCoupons,
  mrrOf,
  type PeriodCharge,
  periodCharge,
  periodNet,
  pieces,
  type Range,
  type Figures,
  nanoOf,
  type Rate,
  type RateLookup,
  rateToAccount,
  REVENUE_DIGITS,
  type Sums,
  toNano,
} from "./analytics.rules.js";

/** Rows per statement of a keyset walk: each holds the event loop a few milliseconds (bench/analytics.bench.ts). */
const CHUNK = 2_500;
/** Resetting balances per statement (each row may go through the rules). */
const BALANCE_CHUNK = 1_000;
/** Customers per statement of the MRR's grouped reads. */
const CUSTOMER_CHUNK = 2_000;

const NO_COUPONS: CouponRedemption[] = [];

/** a − b of two integers in decimal text, exact: in doubles while both are under 10^15, else in BigInt. */
const minus = (a: string, b: string): bigint => (a.length < 16 && b.length < 16 ? BigInt(Number(a) - Number(b)) : BigInt(a) - BigInt(b));

export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The account currency: plan prices' base and cost records' currency. */
export const ACCOUNT = BASE_CURRENCY;

/** A key's sums of one metric: records and amounts per currency. */
export interface KeyTally {
  n: bigint;
  sums: Sums;
}

/** A customer's revenue and cost in nano-units of the account currency. */
export interface CustomerFigures extends Figures {
  customer_id: string;
  anonymous: boolean;
}

/** Revenue and cost of one key, per currency. */
export interface MoneyTally {
  revenue: Sums;
  cost: Sums;
}

export function analyticsLoads(ctx: RevenueContext) {
  /**
   * Rates to the account currency of one request, each worked out once (a missing one: 400
   * missing_fx_rate, when it is needed). The FX table (a few rows) is read once, when the request
   * starts, so that the figures can ask for a rate without awaiting.
   */
  async function ratesOf(h: Handle): Promise<(currency: string) => Rate> {
    const table = new Map<string, string>();
    for (const r of await ctx.repos(h).payments.rates()) table.set(`${r.from_currency}\0${r.to_currency}`, r.rate);
    const lookup: RateLookup = (from, to) => table.get(`${from}\0${to}`) ?? null;
    const seen = new Map<string, Rate>();
    return (currency) => {
      let r = seen.get(currency);
      if (!r) seen.set(currency, (r = rateToAccount(currency, ACCOUNT, lookup)));
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
  async function keySums(h: Handle, spaceId: number, metric: Metric, range: Range): Promise<Map<string, KeyTally>> {
    const repo = ctx.repos(h).analytics;
    const p = pieces(range);
    const out = new Map<string, KeyTally>();
    for (const d of p.days) for (const r of await repo.buckets(spaceId, metric, DAY, d.start, d.end)) addKey(out, r);
    for (const h of p.hours) for (const r of await repo.buckets(spaceId, metric, HOUR, h.start, h.end)) addKey(out, r);
    for (const x of p.raw) {
      await nextTurn();
      const rows = await (metric === "usage" ? repo.events(spaceId, x.start, x.end) : metric === "cost" ? repo.costs(spaceId, x.start, x.end) : repo.revenue(spaceId, x.start, x.end));
      for (const r of rows) addKey(out, r);
    }
    return out;
  }

  /**
   * Revenue and cost of every customer over the range, in nano-units: the
   * running sums' change over its whole hours (two look-ups per customer and
   * currency, a chunk of customers per statement) and the records of its
   * ragged ends.
   */
  async function customerSums(h: Handle, spaceId: number, range: Range, rate: (c: string) => Rate, withIds = true): Promise<Map<number, CustomerFigures>> {
    const repo = ctx.repos(h).analytics;
    const p = pieces(range);
    const out = new Map<number, CustomerFigures>();
    const edges: { metric: "revenue" | "cost"; row: CustomerSum }[] = [];
    for (const x of p.raw) {
      for (const row of await repo.revenue(spaceId, x.start, x.end)) edges.push({ metric: "revenue", row });
      for (const row of await repo.costs(spaceId, x.start, x.end)) edges.push({ metric: "cost", row });
    }
    const lo = p.wholeHours?.start ?? 0;
    const hi = p.wholeHours?.end ?? 0;
    let after: SeriesKey | null = null;
    for (;;) {
      await nextTurn();
      const rows = await repo.series({ space: spaceId, lo, hi, since: floorTo(range.start, HOUR), until: range.end, after, limit: CHUNK, ids: withIds });
      for (const [seq, id, anonymous, currency, upto, since] of rows) {
        let t = out.get(seq);
        if (!t) out.set(seq, (t = { customer_id: id ?? "", anonymous: anonymous === 1, revenue: 0n, cost: 0n }));
        if (upto === null || upto === since) continue;
        const [r1, c1] = upto.split(",");
        const [r0, c0] = since === null ? ["0", "0"] : since.split(",");
        if (r1 !== r0) t.revenue += nanoOf(minus(r1, r0), REVENUE_DIGITS(currency), rate(currency));
        if (c1 !== c0) t.cost += nanoOf(minus(c1, c0), COST_DIGITS(), rate(currency));
      }
      if (rows.length < CHUNK) break;
      const last = rows[rows.length - 1];
      after = [last[0], last[3]];
    }
    // Every record has its series (the triggers write both), so its customer is here already.
    for (const { metric, row } of edges) {
      const t = out.get(Number(row.customer_seq));
      if (!t) continue;
      const n = nanoOf(row.amount, metric === "revenue" ? REVENUE_DIGITS(row.currency) : COST_DIGITS(), rate(row.currency));
      if (metric === "revenue") t.revenue += n;
      else t.cost += n;
    }
    return out;
  }

  /** One customer's revenue and cost per key over the range: its day sums, and its records for the rest. */
  async function customerKeys(h: Handle, customerSeq: number, range: Range): Promise<Map<string, MoneyTally>> {
    const repo = ctx.repos(h).analytics;
    const p = dayPieces(range);
    const out = new Map<string, MoneyTally>();
    const add = (r: MetricSum) => {
      let t = out.get(r.key);
      if (!t) out.set(r.key, (t = { revenue: new Map(), cost: new Map() }));
      addSum(t[r.metric], r.currency, r.amount);
    };
    if (p.days) for (const r of await repo.daily(customerSeq, p.days.start, p.days.end)) add(r);
    for (const x of p.raw) {
      await nextTurn();
      for (const r of await repo.recordsOf(customerSeq, x.start, x.end)) add(r);
    }
    return out;
  }

  /** What one period of each subscription charges, each plan version, currency and prepaid units priced once per request (read through `h`). */
  function pricing(h: Handle): (s: Omit<SubscriptionGroup, "n">) => Promise<PeriodCharge> {
    const { plans, payments } = ctx.repos(h);
    const planOf = new Map<number, { id: string; state: PlanState }>();
    const charges = new Map<string, PeriodCharge>();
    return async (s) => {
      const key = groupKey(s);
      let charge = charges.get(key);
      if (!charge) {
        let plan = planOf.get(s.plan_seq);
        if (!plan) {
          const row = (await plans.bySeq(s.plan_seq))!;
          planOf.set(s.plan_seq, (plan = { id: row.id, state: planState(row) }));
        }
        const stored = s.currency === BASE_CURRENCY ? null : await payments.rate(BASE_CURRENCY, s.currency);
        charges.set(key, (charge = periodCharge(plan, boughtFrom(plan.state, s.bought), { currency: s.currency, rate: stored === null ? null : parseRate(stored) })));
      }
      return charge;
    };
  }

  /**
   * MRR at `at` and how many customers pay then: subscriptions active then
   * (out of trial), each period's recurring charge (base and prepaid prices,
   * as a renewal computes it) after the customer's recurring coupons, per
   * month. Customers without coupons are counted in SQL per group of plan
   * version, currency and prepaid units (a chunk of customers at a time);
   * those with coupons one by one.
   */
  async function mrrAt(h: Handle, spaceId: number, at: number, rate: (c: string) => Rate): Promise<{ mrr: number; paying: number }> {
    const repo = ctx.repos(h).analytics;
    const chargeOf = pricing(h);
    const sums = new Map<string, { currency: string; cadence: string; amount: number }>();
    const add = (currency: string, cadence: string, amount: number) => {
      const k = `${currency}|${cadence}`;
      const g = sums.get(k) ?? { currency, cadence, amount: 0 };
      g.amount += amount;
      sums.set(k, g);
    };
    let paying = 0;
    for (let after = 0; ; ) {
      await nextTurn();
      const end = (await repo.customersChunkEnd(spaceId, after, CUSTOMER_CHUNK)) ?? Number.MAX_SAFE_INTEGER;
      const positive: string[] = [];
      for (const g of await repo.subscriptionGroups(spaceId, at, after, end)) {
        const charge = await chargeOf(g);
        const net = periodNet(charge, g.currency, NO_COUPONS);
        if (net === null || charge.cadence === null) continue;
        add(g.currency, charge.cadence, net * g.n);
        if (net > 0) positive.push(groupKey(g));
      }
      if (positive.length > 0) paying += await repo.payingIn(spaceId, at, after, end, positive);
      if (end === Number.MAX_SAFE_INTEGER) break;
      after = end;
    }
    const coupons = new Map<number, CouponRedemption[]>();
    for (const r of await repo.coupons(spaceId)) coupons.set(r.customer_seq, [...(coupons.get(r.customer_seq) ?? []), couponRedemption(r)]);
    const payers = new Set<number>();
    for (const s of await repo.subscriptionsWithCoupons(spaceId, at)) {
      const charge = await chargeOf(s);
      const net = periodNet(charge, s.currency, mrrCoupons(coupons.get(s.customer_seq) ?? NO_COUPONS, at));
      if (net === null || charge.cadence === null) continue;
      add(s.currency, charge.cadence, net);
      if (net > 0) payers.add(s.customer_seq);
    }
    return { mrr: mrrOf(sums, rate, ACCOUNT), paying: paying + payers.size };
  }

  /** Which of some customers pay at `at` (their MRR is above 0), with two statements. */
  async function payingAmong(h: Handle, customerSeqs: number[], at: number, chargeOf = pricing(h)): Promise<Set<number>> {
    const out = new Set<number>();
    if (customerSeqs.length === 0) return out;
    const repo = ctx.repos(h).analytics;
    const coupons = new Map<number, CouponRedemption[]>();
    for (const r of await repo.couponsOf(customerSeqs)) coupons.set(r.customer_seq, [...(coupons.get(r.customer_seq) ?? []), couponRedemption(r)]);
    for (const s of await repo.subscriptionsOf(customerSeqs, at)) {
      if (out.has(s.customer_seq)) continue;
      const held = coupons.get(s.customer_seq);
      if ((periodNet(await chargeOf(s), s.currency, held ? mrrCoupons(held, at) : NO_COUPONS) ?? 0) > 0) out.add(s.customer_seq);
    }
    return out;
  }

  /** The resetting customer-level balances a balance rule can fire on at each customer's now (`now`: the platform's), a chunk at a time. */
  async function* resettingBalances(h: Handle, spaceId: number, now: number): AsyncGenerator<ResettingBalance[]> {
    const repo = ctx.repos(h).analytics;
    for (let after = 0; ; ) {
      await nextTurn();
      const end = (await repo.balancesChunkEnd(spaceId, after, BALANCE_CHUNK)) ?? Number.MAX_SAFE_INTEGER;
      yield await repo.resettingBalances(spaceId, after, end, now);
      if (end === Number.MAX_SAFE_INTEGER) return;
      after = end;
    }
  }

  /** Some customers' ids and whether they are anonymous (after customerSums without ids). */
  const idsOf = async (h: Handle, customerSeqs: number[]) => new Map((await ctx.repos(h).analytics.ids(customerSeqs)).map((r) => [r.seq, r]));

  return { ratesOf, pricing, revenueNano, costNano, keySums, customerSums, customerKeys, mrrAt, payingAmong, resettingBalances, idsOf };
}
export type AnalyticsLoads = ReturnType<typeof analyticsLoads>;
