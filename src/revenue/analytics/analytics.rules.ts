/**
 * Analytics' rules, pure: the range and how it splits into stored buckets,
 * money in the account currency, MRR normalisation and margin figures.
 * Amounts come in their stored units (revenue: minor units of its currency;
 * costs: nano-units; usage: micro-units) as BigInt sums and meet as BigInt
 * nano-units (MRR's fractions in big.js), so no binary float ever rounds a
 * figure before the wire.
 */
import Big from "big.js";
import { invalid } from "../../platform/errors.js";
import { type BoughtQuantity, cadenceOf, type PriceContext, recurringLines } from "../billing/quote.rules.js";
import { RevenueError } from "../errors.js";
import { exponent, parseRate } from "../payments/money.rules.js";
import type { PlanState } from "../plans/plans.rules.js";
import { applicableDiscounts, type CouponRedemption, discountLines } from "../rewards/discounts.rules.js";
import type { Schemas } from "../types.js";

export const HOUR = 3_600_000;
export const DAY = 86_400_000;
/** The longest range: 366 days. */
export const MAX_RANGE_DAYS = 366;

const PRESETS: Record<Schemas["AnalyticsRange"], number> = { "24h": DAY, "7d": 7 * DAY, "30d": 30 * DAY, "90d": 90 * DAY };

export interface Range {
  start: number;
  /** Exclusive. */
  end: number;
}

/**
 * The range of a request: `custom_range` as sent (start < end, at most 366
 * days), else the preset (default `30d`) of that length up to and including
 * `now` (end = now + 1, exclusive). Both: 400.
 */
export function resolveRange(body: { range?: Schemas["AnalyticsRange"]; custom_range?: Schemas["AggregateTimeRange"] }, now: number): Range {
  if (body.range !== undefined && body.custom_range !== undefined) invalid("range", "and custom_range are exclusive: send one of them (neither means 30d)");
  const c = body.custom_range;
  if (c === undefined) return { start: now + 1 - PRESETS[body.range ?? "30d"], end: now + 1 };
  if (c.start >= c.end) invalid("custom_range.start", "must be before custom_range.end");
  if (c.end - c.start > MAX_RANGE_DAYS * DAY) invalid("custom_range", `spans more than ${MAX_RANGE_DAYS} days`);
  return { start: c.start, end: c.end };
}

/** The start of the UTC bucket of `grain` that `t` falls in (floor, also before 1970). */
export const floorTo = (t: number, grain: number): number => t - (((t % grain) + grain) % grain);
/** The first bucket start at or after `t`. */
export const ceilTo = (t: number, grain: number): number => (floorTo(t, grain) === t ? t : floorTo(t, grain) + grain);

/**
 * How a range is read from what is stored: whole days from day buckets,
 * whole hours around them from hour buckets (or from the running sums:
 * `wholeHours`), and the parts of hours at both ends from the records
 * themselves. Each raw piece lies inside one clock hour.
 */
export interface Pieces {
  raw: Range[];
  hours: Range[];
  days: Range[];
  /** The whole hours of the range, null when it has none. */
  wholeHours: Range | null;
}

export function pieces({ start, end }: Range): Pieces {
  const h0 = ceilTo(start, HOUR);
  const h1 = floorTo(end, HOUR);
  const nonEmpty = (rs: Range[]) => rs.filter((r) => r.start < r.end);
  if (h0 >= h1) {
    // Under two hours, none of them whole: the records, split at the clock hour between them.
    const cut = floorTo(end, HOUR);
    return { raw: nonEmpty(cut > start ? [{ start, end: cut }, { start: cut, end }] : [{ start, end }]), hours: [], days: [], wholeHours: null };
  }
  const raw = nonEmpty([{ start, end: h0 }, { start: h1, end }]);
  const d0 = ceilTo(h0, DAY);
  const d1 = floorTo(h1, DAY);
  if (d0 >= d1) return { raw, hours: [{ start: h0, end: h1 }], days: [], wholeHours: { start: h0, end: h1 } };
  return { raw, hours: nonEmpty([{ start: h0, end: d0 }, { start: d1, end: h1 }]), days: [{ start: d0, end: d1 }], wholeHours: { start: h0, end: h1 } };
}

/** One customer's range: whole days from its day sums, the rest (under two days) from its records. */
export function dayPieces({ start, end }: Range): { raw: Range[]; days: Range | null } {
  const d0 = ceilTo(start, DAY);
  const d1 = floorTo(end, DAY);
  if (d0 >= d1) return { raw: [{ start, end }], days: null };
  return { raw: [{ start, end: d0 }, { start: d1, end }].filter((r) => r.start < r.end), days: { start: d0, end: d1 } };
}

// ───────────────────────────── money ─────────────────────────────

/**
 * Money inside analytics: BigInt nano-units (10⁻⁹) of the account
 * currency's major unit — costs' own unit, into which revenue (minor units)
 * converts exactly; an FX conversion rounds half up to the nano-unit.
 */
export type Nano = bigint;

/** Sums of one metric per currency, in the metric's stored unit. */
export type Sums = Map<string, bigint>;

export function addSum(sums: Sums, currency: string, amount: bigint): void {
  sums.set(currency, (sums.get(currency) ?? 0n) + amount);
}

/** A rate as an exact fraction: 1 unit of a currency = num / den account units. */
export interface Rate {
  num: bigint;
  den: bigint;
}

const fraction = (decimal: string): Rate => {
  const [int, frac = ""] = decimal.split(".");
  return { num: BigInt(int + frac), den: 10n ** BigInt(frac.length) };
};

/** A rate as the FX table holds it: `1 from = rate to`, or null. */
export type RateLookup = (from: string, to: string) => string | null;

/**
 * 1 `currency` in the account currency: the operator's direct rate, else the
 * inverse of the account → currency rate (the one plan prices use); neither:
 * 400 `missing_fx_rate`.
 */
export function rateToAccount(currency: string, account: string, lookup: RateLookup): Rate {
  if (currency === account) return { num: 1n, den: 1n };
  const direct = lookup(currency, account);
  if (direct !== null && parseRate(direct)) return fraction(direct);
  const inverse = lookup(account, currency);
  if (inverse !== null && parseRate(inverse)) {
    const r = fraction(inverse);
    return { num: r.den, den: r.num };
  }
  throw new RevenueError(
    "missing_fx_rate",
    `No exchange rate between ${currency} and ${account} (the account currency): add one with \`tandem fx set ${currency} ${account} <rate>\`.`,
  );
}

/** a / b (b > 0) rounded half away from zero, in integers. */
export function roundDiv(a: bigint, b: bigint): bigint {
  const q = (2n * (a < 0n ? -a : a) + b) / (2n * b);
  return a < 0n ? -q : q;
}

/** Decimal digits of a stored unit: revenue in the currency's minor unit, costs in nano-units. */
export const REVENUE_DIGITS = (currency: string): number => exponent(currency);
export const COST_DIGITS = (): number => 9;

/** An amount in a stored unit (`digits` decimals of `rate`'s currency) in nano-units of the account currency. */
const SCALE = [1_000_000_000n, 100_000_000n, 10_000_000n, 1_000_000n, 100_000n, 10_000n, 1_000n, 100n, 10n, 1n];
export function nanoOf(amount: bigint, digits: number, r: Rate): Nano {
  const scaled = digits === 9 ? amount : amount * SCALE[digits];
  return r.den === 1n && r.num === 1n ? scaled : roundDiv(scaled * r.num, r.den);
}

/** Sums (stored units per currency) in nano-units of the account currency. */
export function toNano(sums: Sums, digits: (currency: string) => number, rate: (currency: string) => Rate): Nano {
  let total = 0n;
  for (const [currency, amount] of sums) if (amount !== 0n) total += nanoOf(amount, digits(currency), rate(currency));
  return total;
}

/** Nano-units as the wire's major units: the exact decimal, parsed once. */
export function nanoToMajor(n: Nano): number {
  const neg = n < 0n;
  const digits = (neg ? -n : n).toString().padStart(10, "0");
  return Number(`${neg ? "-" : ""}${digits.slice(0, -9)}.${digits.slice(-9)}`);
}

/** `margin` / `revenue` × 100 rounded half up to 2 decimals; null when revenue is 0. */
export function marginPercent(revenue: Nano, cost: Nano): number | null {
  if (revenue === 0n) return null;
  const hundredths = roundDiv((revenue - cost) * 10_000n * (revenue < 0n ? -1n : 1n), revenue < 0n ? -revenue : revenue);
  return nanoToMajor(hundredths * 10_000_000n);
}

/** Revenue and cost of a key, nano-units. */
export interface Figures {
  revenue: Nano;
  cost: Nano;
}

export function figuresView(f: Figures): Schemas["MarginFigures"] {
  return { revenue: nanoToMajor(f.revenue), cost: nanoToMajor(f.cost), margin: nanoToMajor(f.revenue - f.cost), margin_percent: marginPercent(f.revenue, f.cost) };
}

/** Micro-units (usage) as units. */
export const microToUnits = (micro: bigint): number => nanoToMajor(micro * 1000n);

// ───────────────────────────── margins ─────────────────────────────

export type MarginSort = NonNullable<Schemas["AnalyticsMarginsParams"]["sort"]>;

const cmp = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);
const BY: Record<MarginSort, (a: Figures, b: Figures) => number> = {
  margin_asc: (a, b) => cmp(a.revenue - a.cost, b.revenue - b.cost),
  margin_desc: (a, b) => cmp(b.revenue - b.cost, a.revenue - a.cost),
  revenue_desc: (a, b) => cmp(b.revenue, a.revenue),
  cost_desc: (a, b) => cmp(b.cost, a.cost),
};

/**
 * The first `k` items in `order` (a total order), without sorting the rest:
 * one comparison for most items, a binary insertion for the few that enter.
 */
export function topK<T>(items: Iterable<T>, k: number, order: (a: T, b: T) => number): T[] {
  const best: T[] = [];
  if (k <= 0) return best;
  for (const x of items) {
    if (best.length === k && order(x, best[k - 1]) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (order(best[mid], x) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, x);
    if (best.length > k) best.pop();
  }
  return best;
}

/** The first `limit` rows in the order asked, ties by key (so the same data answers the same list). */
export function sortRows<R extends { key: string; figures: Figures }>(rows: Iterable<R>, sort: MarginSort, limit = Number.MAX_SAFE_INTEGER): R[] {
  const by = BY[sort];
  return topK(rows, limit, (a, b) => by(a.figures, b.figures) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export function sumFigures(rows: Iterable<Figures>): Figures {
  let revenue = 0n;
  let cost = 0n;
  for (const f of rows) {
    revenue += f.revenue;
    cost += f.cost;
  }
  return { revenue, cost };
}

// ───────────────────────────── MRR ─────────────────────────────

/** A period of each interval per month, as a fraction: weeks × 52 / 12, months / 1, quarters / 3 … */
const PER_MONTH: Record<string, [mul: number, div: number]> = { week: [52, 12], month: [1, 1], quarter: [1, 3], semi_annual: [1, 6], year: [1, 12] };

/**
 * One period's amount per month for a cadence (`month:1`): week × 52 / 12,
 * month / n, quarter / 3n, semi_annual / 6n, year / 12n. Null for a cadence
 * that does not recur.
 */
export function monthlyOf(periodAmount: Big, cadence: string | null): Big | null {
  if (cadence === null) return null;
  const [interval, count] = cadence.split(":");
  const f = PER_MONTH[interval];
  if (f === undefined) return null;
  return periodAmount.times(f[0]).div(f[1] * Number(count));
}

/**
 * The coupons that lower a customer's MRR at `at`: its coupon redemptions
 * that apply to a charge then (discounts.rules), except `one_off` ones, which
 * take off one charge and do not recur. The one place to change when the
 * invoice work changes how coupons reach renewals.
 */
export function mrrCoupons(redemptions: readonly CouponRedemption[], at: number): CouponRedemption[] {
  return applicableDiscounts(redemptions, at).filter((r) => r.terms.duration.type !== "one_off");
}


/** What one period of a subscription charges in advance (base and prepaid prices), in minor units of `prices.currency`. */
export interface PeriodCharge {
  cadence: string | null;
  lines: { amount: number; plan_id: string | null }[];
}

export function periodCharge(plan: { id: string; state: PlanState }, bought: BoughtQuantity[], prices: PriceContext): PeriodCharge {
  const cadence = cadenceOf(plan.state);
  if (cadence === null) return { cadence, lines: [] };
  const lines = recurringLines(plan, bought, { start: 0, end: 0 }, prices, (id) => id).map((l) => ({ amount: l.amount, plan_id: l.plan_id }));
  return { cadence, lines };
}

/**
 * What one period of a subscription charges after the coupons (minor units
 * of `currency`); null when it does not recur.
 */
export function periodNet(charge: PeriodCharge, currency: string, coupons: readonly CouponRedemption[]): number | null {
  if (charge.cadence === null || charge.lines.length === 0) return null;
  const amount = charge.lines.reduce((a, l) => a + l.amount, 0);
  if (coupons.length === 0) return amount;
  const { lines } = discountLines(
    charge.lines.map((l) => ({ amount: l.amount, currency, plan_id: l.plan_id })),
    coupons,
  );
  return amount - lines.reduce((a, l) => a + l.total, 0);
}

/**
 * MRR in the account currency's major unit, rounded half up to its minor
 * unit, from period amounts summed per currency and cadence (minor units).
 */
export function mrrOf(periodSums: Map<string, { currency: string; cadence: string; amount: number }>, rate: (currency: string) => Rate, account: string): number {
  let total = new Big(0);
  for (const { currency, cadence, amount } of periodSums.values()) {
    if (amount === 0) continue;
    const monthly = monthlyOf(new Big(amount), cadence);
    if (monthly === null) continue;
    const r = rate(currency);
    total = total.plus(monthly.div(new Big(10).pow(exponent(currency))).times(r.num.toString()).div(r.den.toString()));
  }
  return Number(total.round(exponent(account), Big.roundHalfUp).toString());
}
