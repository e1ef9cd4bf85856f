/**
 * Rewards' rules, pure: a create or update body → the stored terms and codes
 * (or a 400 naming the field), promotion-code checks at redemption, and the
 * rows → wire views.
 */
import { BASE_CURRENCY, toMajor } from "../payments/money.rules.js";
import { invalid } from "../../platform/errors.js";
import { isAmount } from "../balances/balances.rules.js";
import { RevenueError } from "../errors.js";
import type { Schemas } from "../types.js";
import { type CouponTerms, couponEnd, type CouponRedemption, decimalPlaces, toMinorExact } from "./discounts.rules.js";
import type { NewPromoCode, PromoCodeRow, RedemptionRow, RewardRow } from "./rewards.repo.js";

/** The account currency: plans' base currency (money.rules). */
export const ACCOUNT_CURRENCY = BASE_CURRENCY;

/** The largest fixed discount, in major units. */
const MAX_FIXED = 1_000_000;

export type GrantItem = Schemas["FeatureGrantItemParams"];
export interface GrantTerms {
  grants: GrantItem[];
}

/** Codes are matched case-insensitively. */
export const codeKey = (code: string): string => code.toLowerCase();

/** The opaque cursor of a code's redemptions after the one of this seq (newest first). */
export const redemptionCursor = (seq: number): string => Buffer.from(`rdm:${seq}`).toString("base64url");
/** The seq a `redemptionCursor` names; anything else: 400 naming `field`. */
export function redemptionCursorSeq(cursor: string, field: string): number {
  const m = /^rdm:(\d{1,15})$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!m) invalid(field, "is not a cursor of this list");
  return Number(m[1]);
}

/** A coupon's terms from its create body, checked (the plans' existence is the caller's). */
export function couponTerms(c: Schemas["CouponParams"]): CouponTerms {
  if (!(c.value > 0)) invalid("coupon.value", "must be greater than 0");
  if (c.type === "percentage_discount") {
    if (c.value > 100) invalid("coupon.value", "must be at most 100 for a percentage_discount");
    if (decimalPlaces(c.value) > 4) invalid("coupon.value", "has more than 4 decimals");
    if (c.currency !== undefined) invalid("coupon.currency", "is only for a fixed_discount");
  } else {
    const currency = c.currency ?? ACCOUNT_CURRENCY;
    if (c.value > MAX_FIXED) invalid("coupon.value", `must be at most ${MAX_FIXED}`);
    if (toMinorExact(c.value, currency) === null) invalid("coupon.value", `has more decimals than ${currency} has minor units`);
  }
  const d = c.duration;
  if (d.type === "months" && d.length === null) invalid("coupon.duration.length", "is required for months");
  if (d.type !== "months" && d.length !== null) invalid("coupon.duration.length", `must be null for ${d.type}`);
  const planIds = uniqueList(c.plan_ids, "coupon.plan_ids");
  return {
    type: c.type,
    value: c.value,
    currency: c.type === "fixed_discount" ? (c.currency ?? ACCOUNT_CURRENCY) : null,
    duration: { type: d.type, length: d.length },
    plan_ids: planIds,
  };
}

/** A feature grant's terms, checked (features' existence and types are the caller's). */
export function grantTerms(grants: GrantItem[], field: string): GrantTerms {
  const seen = new Set<string>();
  grants.forEach((g, i) => {
    if (seen.has(g.feature_id)) invalid(`${field}[${i}].feature_id`, `${g.feature_id} appears twice`);
    seen.add(g.feature_id);
    if (g.included !== null) {
      if (!(g.included > 0)) invalid(`${field}[${i}].included`, "must be greater than 0 (null: unlimited)");
      if (!isAmount(g.included)) throw new RevenueError("invalid_amount", `${field}[${i}].included must be at most 1000000000.`);
    }
  });
  return { grants: grants.map((g) => ({ feature_id: g.feature_id, included: g.included, expiry: g.expiry === null ? null : { type: g.expiry.type, length: g.expiry.length } })) };
}

/** A list with no repeats, or null. */
export function uniqueList(ids: string[] | null | undefined, field: string): string[] | null {
  if (ids === null || ids === undefined) return null;
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup !== undefined) invalid(field, `names ${dup} twice`);
  return [...ids];
}

/** The codes of a create or update body: unique among themselves, expiries in the future. */
export function promoCodes(
  codes: (Schemas["CouponPromoCodeParams"] | Schemas["GrantPromoCodeParams"])[],
  field: string,
  now: number,
): NewPromoCode[] {
  const seen = new Set<string>();
  return codes.map((c, i) => {
    const key = codeKey(c.code);
    if (seen.has(key)) invalid(`${field}[${i}].code`, `${c.code} appears twice`);
    seen.add(key);
    if (c.expires_at !== undefined && c.expires_at !== null && c.expires_at <= now) invalid(`${field}[${i}].expires_at`, "must lie in the future");
    const limits = c as { max_uses?: number | null; global_max_redemption?: number | null; first_time_transaction?: boolean | null };
    const max = limits.max_uses ?? limits.global_max_redemption ?? null;
    return {
      code: c.code,
      code_key: key,
      max_redemptions: max ?? null,
      first_time_transaction: limits.first_time_transaction === true ? 1 : 0,
      expires_at: c.expires_at ?? null,
      redeemed: 0,
    };
  });
}

/** Why a code cannot be redeemed at `now` (expired, used up), or nothing. */
export function checkRedeemable(code: Pick<PromoCodeRow, "code" | "expires_at" | "max_redemptions" | "redeemed">, now: number): void {
  if (code.expires_at !== null && now >= code.expires_at) throw new RevenueError("code_expired", `The code ${code.code} expired at ${new Date(code.expires_at).toISOString()}.`);
  if (code.max_redemptions !== null && code.redeemed >= code.max_redemptions) {
    throw new RevenueError("code_exhausted", `The code ${code.code} has been redeemed ${code.redeemed} times, its limit.`);
  }
}

/** A reward as the API answers it. */
export function rewardView(r: RewardRow, codes: PromoCodeRow[]): Schemas["Reward"] {
  if (r.kind === "coupon") {
    const t = JSON.parse(r.definition) as CouponTerms;
    return {
      coupon: {
        id: r.id,
        name: r.name,
        type: t.type,
        value: t.value,
        currency: t.currency,
        duration: t.duration,
        plan_ids: t.plan_ids,
        promo_codes: codes.map((c) => ({
          code: c.code,
          global_max_redemption: c.max_redemptions,
          first_time_transaction: c.first_time_transaction === 1,
          expires_at: c.expires_at,
          redemptions: c.redeemed,
        })),
        created_at: r.created_at,
      },
    };
  }
  const t = JSON.parse(r.definition) as GrantTerms;
  return {
    feature_grant: {
      id: r.id,
      name: r.name,
      grants: t.grants.map((g) => ({ feature_id: g.feature_id, included: g.included, expiry: g.expiry })),
      promo_codes: codes.map((c) => ({ code: c.code, max_uses: c.max_redemptions, expires_at: c.expires_at, redemptions: c.redeemed })),
      created_at: r.created_at,
    },
  };
}

/** A stored coupon redemption as the discount rules take it. */
export const couponRedemption = (r: RedemptionRow): CouponRedemption => ({
  id: r.id,
  reward_id: r.reward_id,
  reward_name: r.reward_name,
  terms: JSON.parse(r.terms) as CouponTerms,
  redeemed_at: r.created_at,
  applied_count: r.applied_count,
});

/**
 * A coupon the customer holds, as `expand: ["rewards"]` lists it.
 * `discountedMinor`: what it took off invoices so far, in minor units of the
 * currency the customer pays in (`paysIn`; a fixed coupon only discounts
 * charges in its own currency).
 */
export function customerDiscountView(r: CouponRedemption, discountedMinor: number, paysIn: string | null): Schemas["CustomerDiscount"] {
  const t = r.terms;
  return {
    id: r.reward_id,
    name: r.reward_name,
    type: t.type,
    discount_value: t.value,
    duration_type: t.duration.type,
    duration_value: t.duration.length,
    currency: t.currency,
    start: r.redeemed_at,
    end: couponEnd(r),
    subscription_id: null,
    total_discount_amount: toMajor(discountedMinor, t.currency ?? paysIn ?? ACCOUNT_CURRENCY),
    invoices_discounted: r.applied_count,
  };
}
