/**
 * Coupon maths, pure: which of a customer's coupons apply at a time, and how
 * much each takes off a charge. Money is integer minor units (cents); the
 * coupon's `value` (a percent, or major units off) is read as the decimal the
 * caller wrote (its shortest decimal form) and computed in BigInt, so no
 * binary float touches a discount.
 *
 * Invoices apply them through billing/coupons.rules.ts (`applyCoupons`):
 * the customer's redemptions (RewardsService.couponsOf) filtered by
 * `applicableDiscounts(them, invoiceTime)`, then `discountLines`; the
 * invoice records each used coupon when it is written (payments.core
 * createInvoice), so a `one_off` coupon then stops applying.
 */
import { exponent } from "../payments/money.rules.js";
import { addMonths } from "../shared/interval.rules.js";

export type CouponType = "percentage_discount" | "fixed_discount";
export type DurationType = "one_off" | "months" | "forever";

/** A coupon's terms as stored with each redemption (rv_redemptions.terms). */
export interface CouponTerms {
  type: CouponType;
  /** Percent (0 < v ≤ 100) or major units of `currency` (> 0). */
  value: number;
  /** The currency of a fixed discount; null for a percentage. */
  currency: string | null;
  duration: { type: DurationType; length: number | null };
  /** The plans whose charges it discounts; null: every plan. */
  plan_ids: string[] | null;
}

/** A coupon a customer holds. */
export interface CouponRedemption {
  /** The redemption's id (`rdm_…`). */
  id: string;
  reward_id: string;
  reward_name: string;
  terms: CouponTerms;
  /** Unix ms. */
  redeemed_at: number;
  /** Charges it has discounted so far. */
  applied_count: number;
}

/** A charge of an invoice: minor units (may be negative: a credit, never discounted). */
export interface ChargeLine {
  amount: number;
  currency: string;
  /** The plan the charge is for; null for a charge of no plan (never discounted by a coupon limited to plans). */
  plan_id: string | null;
}

/** Decimal digits of a currency's minor unit (usd 2, jpy 0, kwd 3): the one ISO 4217 table, money.rules'. */
export const minorDigits = exponent;

/** A finite number ≥ 0 as the exact decimal it prints as: `digits / 10^scale`. */
export function decimalOf(v: number): { digits: bigint; scale: number } {
  if (!Number.isFinite(v) || v < 0) throw new RangeError(`not a finite non-negative number: ${v}`);
  const [mantissa, exp = "0"] = v.toString().split("e");
  const [int, frac = ""] = mantissa.split(".");
  let scale = frac.length - Number(exp);
  let digits = BigInt(int + frac);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits, scale };
}

/** Decimal places of a number as written (0.125 → 3). */
export const decimalPlaces = (v: number): number => decimalOf(v).scale;

/** `value` major units of `currency` in minor units, when exact (else null: too many decimals). */
export function toMinorExact(value: number, currency: string): number | null {
  const { digits, scale } = decimalOf(value);
  const d = minorDigits(currency);
  if (scale > d) {
    const f = 10n ** BigInt(scale - d);
    return digits % f === 0n ? Number(digits / f) : null;
  }
  return Number(digits * 10n ** BigInt(d - scale));
}

/** When a `months` coupon stops applying (Unix ms); null for `one_off` and `forever`. */
export function couponEnd(r: Pick<CouponRedemption, "terms" | "redeemed_at">): number | null {
  const d = r.terms.duration;
  return d.type === "months" && d.length !== null ? addMonths(r.redeemed_at, d.length) : null;
}

/**
 * The coupons that apply to a charge made at `now`, in the order they were
 * redeemed (the order given for redemptions of the same instant): `one_off`
 * until it has discounted one charge; `months` from its redemption until
 * `couponEnd`; `forever` always. A coupon redeemed after `now` does not
 * apply yet.
 */
export function applicableDiscounts(redemptions: readonly CouponRedemption[], now: number): CouponRedemption[] {
  return redemptions
    .filter((r) => {
      if (r.redeemed_at > now) return false;
      switch (r.terms.duration.type) {
        case "one_off":
          return r.applied_count === 0;
        case "months": {
          const end = couponEnd(r);
          return end !== null && now < end;
        }
        case "forever":
          return true;
      }
    })
    // Stable: redemptions of the same instant keep their given (redemption) order.
    .sort((a, b) => a.redeemed_at - b.redeemed_at);
}

/**
 * What one coupon takes off a line of `lineAmountMinor` (an integer, minor
 * units): a percentage rounds half up to the minor unit; a fixed discount is
 * at most the line. Never negative, never more than the line; 0 for a line
 * ≤ 0, a fixed discount in another currency, or a plan the coupon does not
 * cover. (`line` defaults to a charge in the coupon's currency of no
 * particular plan.)
 */
export function discountFor(lineAmountMinor: number, coupon: CouponTerms, line: Partial<Omit<ChargeLine, "amount">> = {}): number {
  if (!Number.isSafeInteger(lineAmountMinor)) throw new RangeError(`line amount must be an integer of minor units: ${lineAmountMinor}`);
  if (lineAmountMinor <= 0) return 0;
  if (coupon.plan_ids !== null && line.plan_id !== undefined && (line.plan_id === null || !coupon.plan_ids.includes(line.plan_id))) return 0;
  const amount = BigInt(lineAmountMinor);
  if (coupon.type === "percentage_discount") {
    const { digits, scale } = decimalOf(Math.min(coupon.value, 100));
    const den = 100n * 10n ** BigInt(scale);
    const off = (amount * digits * 2n + den) / (2n * den);
    return Number(off > amount ? amount : off);
  }
  const currency = coupon.currency ?? "usd";
  if (line.currency !== undefined && line.currency.toLowerCase() !== currency.toLowerCase()) return 0;
  const fixed = toMinorExact(coupon.value, currency);
  if (fixed === null) throw new RangeError(`fixed discount ${coupon.value} has more decimals than ${currency} allows`);
  return Math.min(fixed, lineAmountMinor);
}

/** One coupon's part of a line's discount (minor units; negative when it shrinks a credit). */
export interface LineDiscountPart {
  redemption_id: string;
  reward_id: string;
  reward_name: string;
  amount: number;
  /** The coupon's percent for a `percentage_discount`; null for a fixed one. */
  percent_off: number | null;
}

export interface DiscountOptions {
  /**
   * Also shrink credits (negative lines) by the percentage coupons that last
   * beyond one charge (`months`, `forever`): for credits priced at the list
   * price (an update's unused time), so that a discounted period is credited
   * at the discounted price. Default false: credits are never discounted.
   */
  credits?: boolean;
}

/**
 * Splits `total` (an integer ≥ 0) over `weights` (integers > 0) in
 * proportion: each part is the floor of its exact share, and the units left
 * go one each to the largest remainders (ties: the earlier). The parts sum
 * to `total`, each is within one unit of its exact share, and none exceeds
 * its weight when `total` ≤ the sum of the weights.
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0 || total === 0) return weights.map(() => 0);
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  const t = BigInt(total);
  const floors = weights.map((w) => (t * BigInt(w)) / sum);
  const rems = weights.map((w, i) => ({ i, rem: t * BigInt(w) - floors[i] * sum }));
  let left = t - floors.reduce((a, f) => a + f, 0n);
  rems.sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const r of rems) {
    if (left === 0n) break;
    floors[r.i] += 1n;
    left -= 1n;
  }
  return floors.map(Number);
}

/** What one coupon takes off `base` (minor units, ≥ 0) of what it covers: a percentage rounded half up, a fixed amount at most the base. */
function couponOff(base: number, c: CouponTerms): number {
  if (base <= 0) return 0;
  if (c.type === "percentage_discount") return discountFor(base, c);
  const fixed = toMinorExact(c.value, c.currency ?? "usd");
  if (fixed === null) throw new RangeError(`fixed discount ${c.value} has more decimals than ${c.currency} allows`);
  return Math.min(fixed, base);
}

/**
 * Discounts of an invoice's lines by the applicable coupons, in their order,
 * each on what the ones before left. Per coupon and invoice: the lines it
 * covers (its plans; a fixed discount only lines in its currency) with a
 * charge left are summed, the coupon's discount of that sum is computed once
 * (a percentage rounded half up to the minor unit: within half a minor unit
 * of the exact share; a fixed amount at most the sum) and split over those
 * lines in proportion to what is left of each (`splitProportionally`). No
 * line goes below zero. With `credits`, the same is done for the credits a
 * lasting percentage covers, shrinking them toward zero.
 *
 * Answers, per line, its total discount (`total`: charge minus discounted
 * charge, negative for a shrunk credit) and its parts, and the coupons that
 * took something off a charge with the amount (those to record as applied:
 * shrinking a credit does not use a coupon).
 */
export function discountLines(
  lines: readonly ChargeLine[],
  coupons: readonly CouponRedemption[],
  opts: DiscountOptions = {},
): { lines: { total: number; parts: LineDiscountPart[] }[]; used: { redemption_id: string; amount: number }[] } {
  for (const l of lines) if (!Number.isSafeInteger(l.amount)) throw new RangeError(`line amount must be an integer of minor units: ${l.amount}`);
  const left = lines.map((l) => l.amount);
  const out = lines.map(() => ({ total: 0, parts: [] as LineDiscountPart[] }));
  const used: { redemption_id: string; amount: number }[] = [];
  for (const c of coupons) {
    const t = c.terms;
    const currency = (t.currency ?? "usd").toLowerCase();
    const covers = (l: ChargeLine) =>
      (t.plan_ids === null || (l.plan_id !== null && t.plan_ids.includes(l.plan_id))) && (t.type === "percentage_discount" || l.currency.toLowerCase() === currency);
    const part = (i: number, amount: number) => {
      left[i] -= amount;
      out[i].total += amount;
      out[i].parts.push({ redemption_id: c.id, reward_id: c.reward_id, reward_name: c.reward_name, amount, percent_off: t.type === "percentage_discount" ? t.value : null });
    };
    const charges = lines.flatMap((l, i) => (covers(l) && left[i] > 0 ? [i] : []));
    const off = couponOff(charges.reduce((a, i) => a + left[i], 0), t);
    const shares = splitProportionally(off, charges.map((i) => left[i]));
    charges.forEach((i, k) => shares[k] > 0 && part(i, shares[k]));
    if (off > 0) used.push({ redemption_id: c.id, amount: off });
    if (opts.credits && t.type === "percentage_discount" && t.duration.type !== "one_off") {
      const credits = lines.flatMap((l, i) => (covers(l) && left[i] < 0 ? [i] : []));
      const back = couponOff(credits.reduce((a, i) => a - left[i], 0), t);
      const parts = splitProportionally(back, credits.map((i) => -left[i]));
      credits.forEach((i, k) => parts[k] > 0 && part(i, -parts[k]));
    }
  }
  return { lines: out, used };
}
