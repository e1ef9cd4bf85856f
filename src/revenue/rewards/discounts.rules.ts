/**
 * Coupon maths, pure: which of a customer's coupons apply at a time, and how
 * much each takes off a charge. Money is integer minor units (cents); the
 * coupon's `value` (a percent, or major units off) is read as the decimal the
 * caller wrote (its shortest decimal form) and computed in BigInt, so no
 * binary float touches a discount.
 *
 * For the invoice work: load the customer's coupon redemptions
 * (RewardsService.couponsOf), keep `applicableDiscounts(them, invoiceTime)`,
 * then `discountLines(lines, applicable)`; after the invoice is final, record
 * each used coupon with RewardsService.recordApplied (a `one_off` coupon then
 * stops applying).
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
 * The coupons that apply to a charge made at `now`, oldest redemption first:
 * `one_off` until it has discounted one charge; `months` from its redemption
 * until `couponEnd`; `forever` always. A coupon redeemed after `now` does not
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
    .sort((a, b) => a.redeemed_at - b.redeemed_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
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

/** One coupon's part of a line's discount. */
export interface LineDiscountPart {
  redemption_id: string;
  reward_id: string;
  reward_name: string;
  amount: number;
}

/**
 * Discounts of an invoice's charges by the applicable coupons, in their
 * order, each on what the ones before left of the line. A fixed discount is
 * "off each charge": its amount is spread over the lines it covers, in line
 * order, until used up. Each line's total discount is at most the line.
 * Answers one entry per line (empty `parts` when nothing applies) and the
 * coupons that took something (those to record as applied).
 */
export function discountLines(lines: readonly ChargeLine[], coupons: readonly CouponRedemption[]): { lines: { total: number; parts: LineDiscountPart[] }[]; used: string[] } {
  const left = lines.map((l) => Math.max(0, l.amount));
  const out = lines.map(() => ({ total: 0, parts: [] as LineDiscountPart[] }));
  const used: string[] = [];
  for (const c of coupons) {
    let budget = c.terms.type === "fixed_discount" ? toMinorExact(c.terms.value, c.terms.currency ?? "usd") : null;
    let took = false;
    lines.forEach((l, i) => {
      if (left[i] <= 0 || budget === 0) return;
      let off = discountFor(left[i], c.terms, { currency: l.currency, plan_id: l.plan_id });
      if (budget !== null) {
        off = Math.min(off, budget);
        budget -= off;
      }
      if (off <= 0) return;
      left[i] -= off;
      out[i].total += off;
      out[i].parts.push({ redemption_id: c.id, reward_id: c.reward_id, reward_name: c.reward_name, amount: off });
      took = true;
    });
    if (took) used.push(c.id);
  }
  return { lines: out, used };
}
