/**
 * Rewards: coupons and feature grants with their promotion codes
 * (create, list, get, update, delete), redemption by code, and what the
 * customer holds (expand rewards; the coupons the invoice work applies).
 */
import type { Handle, Tx } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import { prefixedId } from "../../platform/ids.js";
import type { BalancesService } from "../balances/balances.service.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { RevenueError } from "../errors.js";
import type { FeatureRow } from "../features/features.repo.js";
import type { Schemas, Space } from "../types.js";
import { applicableDiscounts, type CouponRedemption, type CouponTerms } from "./discounts.rules.js";
import type { CodeRedemptionRow, NewPromoCode, PromoCodeRow, RewardRow } from "./rewards.repo.js";
import {
  checkRedeemable,
  codeKey,
  couponRedemption,
  couponTerms,
  customerDiscountView,
  type GrantTerms,
  grantTerms,
  promoCodes,
  redemptionCursor,
  redemptionCursorSeq,
  rewardView,
  uniqueList,
} from "./rewards.rules.js";

type Reward = Schemas["Reward"];

/** The caller's unit, which a redeeming charge runs in (a preview never writes). */
function unitOf(h: Handle): Tx {
  if (!h.writing) throw new Error("couponsForCharge redeems only inside the caller's unit: pass its transaction.");
  return h as Tx;
}

/**
 * Every method takes the handle first: `h` (the request's, or the caller's) for what reads, or
 * writes and may be called from a read request; `tx` for steps inside the caller's unit.
 */
export function rewardsService(ctx: RevenueContext, balances: BalancesService) {
  const view = async (h: Handle, r: RewardRow): Promise<Reward> => rewardView(r, await ctx.repos(h).rewards.codesOf(r.seq));

  /** The reward named by `reward_id` (unknown: 400 naming the field, as the contract says). */
  async function find(h: Handle, spaceId: number, id: string, field = "reward_id"): Promise<RewardRow> {
    const r = await ctx.repos(h).rewards.byId(spaceId, id);
    if (!r) invalid(field, `names no reward: ${id}`);
    return r;
  }

  async function customer(h: Handle, spaceId: number, id: string): Promise<CustomerRow> {
    const c = await ctx.repos(h).customers.byId(spaceId, id);
    if (!c) throw new RevenueError("customer_not_found", `No customer ${id}.`);
    return c;
  }

  async function checkPlans(h: Handle, spaceId: number, ids: string[] | null): Promise<void> {
    const { plans } = ctx.repos(h);
    for (const id of ids ?? []) if (!(await plans.latest(spaceId, id))) throw new RevenueError("plan_not_found", `No plan ${id}.`);
  }

  async function checkGrantFeatures(h: Handle, spaceId: number, t: GrantTerms, field: string): Promise<void> {
    const { features } = ctx.repos(h);
    for (const [i, g] of t.grants.entries()) {
      const f = await features.byId(spaceId, g.feature_id);
      if (!f) throw new RevenueError("feature_not_found", `No feature ${g.feature_id}.`);
      if (f.type === "boolean" && g.included !== null) invalid(`${field}[${i}].included`, `must be null for the boolean feature ${f.id}`);
    }
  }

  /** Codes new in the mode (or already this reward's). */
  async function checkCodesFree(h: Handle, spaceId: number, codes: NewPromoCode[], field: string, ownSeq?: number): Promise<void> {
    const repo = ctx.repos(h).rewards;
    for (const [i, c] of codes.entries()) {
      const taken = await repo.codeByKey(spaceId, c.code_key);
      if (taken && taken.reward_seq !== ownSeq) invalid(`${field}[${i}].code`, `${c.code} is taken by another reward`);
    }
  }

  /**
   * Gives a reward to a customer inside the caller's unit (`tx`): a coupon becomes
   * a redemption the customer holds; a feature grant adds its balances.
   */
  async function give(tx: Tx, space: Space, c: CustomerRow, r: RewardRow, source: "promo_code" | "referral" | "discount", code: string | null, at?: number): Promise<Schemas["EntitlementGranted"][]> {
    // The customer's time (its test clock): a coupon's months count from here, on the clock its invoices use.
    const now = at ?? ctx.nowFor(c);
    const { rewards: repo, features } = ctx.repos(tx);
    const redemptionId = prefixedId("rdm");
    await repo.insertRedemption({
      id: redemptionId,
      space_id: space.spaceId,
      customer_seq: c.seq,
      reward_seq: r.seq,
      reward_id: r.id,
      reward_name: r.name,
      kind: r.kind,
      terms: r.definition,
      source,
      code,
      created_at: now,
    });
    if (r.kind === "coupon") return [];
    const t = JSON.parse(r.definition) as GrantTerms;
    const items: { feature: FeatureRow; included: GrantTerms["grants"][number]["included"]; expiry: GrantTerms["grants"][number]["expiry"] }[] = [];
    for (const g of t.grants) {
      const feature = await features.byId(space.spaceId, g.feature_id);
      // A feature deleted since the reward was made gives nothing.
      if (feature) items.push({ feature: feature as FeatureRow, included: g.included, expiry: g.expiry });
    }
    return await balances.giveReward(tx, space, c, items, `reward ${r.id} (${redemptionId})`);
  }

  /** The currency the customer pays in: fixed by its first paid change, else its `currency`; null when neither is known yet. */
  const paysIn = async (h: Handle, c: CustomerRow): Promise<string | null> => (await ctx.repos(h).payments.billingCurrency(c.seq)) ?? c.currency?.toLowerCase() ?? null;

  /** A promotion code's `first_time_transaction`: only for customers who have never paid (400 otherwise). */
  async function checkFirstTime(h: Handle, c: CustomerRow, code: PromoCodeRow, field: string): Promise<void> {
    if (code.first_time_transaction === 1 && (await ctx.repos(h).invoices.hasPaid(c.seq))) invalid(field, `${code.code} is for customers who have never paid; customer ${c.id} has`);
  }

  return {
    give,

    async create(h: Handle, space: Space, body: Schemas["CreateRewardParams"]): Promise<Reward> {
      if ((body.coupon === undefined) === (body.feature_grant === undefined)) invalid("body", "needs exactly one of coupon and feature_grant");
      const now = ctx.clock.now();
      const kind = body.coupon !== undefined ? "coupon" : "feature_grant";
      const field = kind;
      const p = (body.coupon ?? body.feature_grant)!;
      const definition = body.coupon !== undefined ? couponTerms(body.coupon) : grantTerms(body.feature_grant!.grants, "feature_grant.grants");
      const codes = promoCodes(p.promo_codes, `${field}.promo_codes`, now);
      return await ctx.writeIn(h, async (tx) => {
        const repo = ctx.repos(tx).rewards;
        if (await repo.byId(space.spaceId, p.id)) invalid(`${field}.id`, `${p.id} is taken by another reward`);
        if (kind === "coupon") await checkPlans(tx, space.spaceId, (definition as CouponTerms).plan_ids);
        else await checkGrantFeatures(tx, space.spaceId, definition as GrantTerms, "feature_grant.grants");
        await checkCodesFree(tx, space.spaceId, codes, `${field}.promo_codes`);
        const seq = await repo.insert({ space_id: space.spaceId, id: p.id, kind, name: p.name, definition: JSON.stringify(definition), created_at: now });
        await repo.setCodes(space.spaceId, seq, codes);
        return await view(tx, (await repo.bySeq(seq))!);
      });
    },

    async list(h: Handle, space: Space): Promise<Schemas["RewardList"]> {
      const repo = ctx.repos(h).rewards;
      const codes = await repo.codesOfSpace(space.spaceId);
      const out: Schemas["RewardList"] = { coupons: [], feature_grants: [] };
      for (const r of await repo.list(space.spaceId)) {
        const v = rewardView(r, codes.filter((c) => c.reward_seq === r.seq));
        if (v.coupon) out.coupons.push(v.coupon);
        if (v.feature_grant) out.feature_grants.push(v.feature_grant);
      }
      return out;
    },

    /**
     * A page of the redemptions of the space's promotion code `code` (case ignored), newest first:
     * `limit` rows after `cursor` (a `next` of this list; another: 400 naming `cursorField`).
     * Undefined when no reward has the code.
     */
    async codeRedemptions(
      h: Handle,
      space: Space,
      code: string,
      page: { cursor?: string; limit: number; cursorField: string },
    ): Promise<{ rows: CodeRedemptionRow[]; next: string | null } | undefined> {
      const repo = ctx.repos(h).rewards;
      const before = page.cursor === undefined ? undefined : redemptionCursorSeq(page.cursor, page.cursorField);
      const promo = await repo.codeByKey(space.spaceId, codeKey(code));
      if (!promo) return undefined;
      const rows = await repo.redemptionsOfCode(promo, before, page.limit + 1);
      const shown = rows.slice(0, page.limit);
      return { rows: shown, next: rows.length > page.limit ? redemptionCursor(shown[shown.length - 1].seq) : null };
    },

    get: async (h: Handle, space: Space, id: string): Promise<Reward> => await view(h, await find(h, space.spaceId, id)),

    async update(h: Handle, space: Space, body: Schemas["UpdateRewardParams"]): Promise<Reward> {
      const now = ctx.clock.now();
      return await ctx.writeIn(h, async (tx) => {
        const repo = ctx.repos(tx).rewards;
        const r = await find(tx, space.spaceId, body.reward_id);
        const member = body.coupon !== undefined ? "coupon" : body.feature_grant !== undefined ? "feature_grant" : null;
        if (member === null) invalid("body", "changes nothing: send coupon or feature_grant (the reward's kind)");
        if (body.coupon !== undefined && body.feature_grant !== undefined) invalid("body", "needs one of coupon and feature_grant");
        if (member !== r.kind) invalid(member, `does not match the reward ${r.id}, a ${r.kind}`);
        let name = r.name;
        let definition = r.definition;
        let codesIn: NewPromoCode[] | undefined;
        if (body.coupon !== undefined) {
          const c = body.coupon;
          const t = JSON.parse(r.definition) as CouponTerms;
          if (c.name !== undefined) name = c.name;
          if (c.plan_ids !== undefined) {
            t.plan_ids = uniqueList(c.plan_ids, "coupon.plan_ids");
            await checkPlans(tx, space.spaceId, t.plan_ids);
          }
          definition = JSON.stringify(t);
          if (c.promo_codes !== undefined) codesIn = promoCodes(c.promo_codes, "coupon.promo_codes", now);
        } else {
          const g = body.feature_grant!;
          if (g.name !== undefined) name = g.name;
          if (g.grants !== undefined) {
            const t = grantTerms(g.grants, "feature_grant.grants");
            await checkGrantFeatures(tx, space.spaceId, t, "feature_grant.grants");
            definition = JSON.stringify(t);
          }
          if (g.promo_codes !== undefined) codesIn = promoCodes(g.promo_codes, "feature_grant.promo_codes", now);
        }
        await repo.update(r.seq, name, definition);
        if (codesIn !== undefined) {
          await checkCodesFree(tx, space.spaceId, codesIn, `${member}.promo_codes`, r.seq);
          // A code kept keeps its count: its limit still counts the redemptions already made.
          const before = new Map((await repo.codesOf(r.seq)).map((c) => [c.code_key, c.redeemed]));
          await repo.setCodes(space.spaceId, r.seq, codesIn.map((c) => ({ ...c, redeemed: before.get(c.code_key) ?? 0 })));
        }
        return await view(tx, (await repo.bySeq(r.seq))!);
      });
    },

    async delete(h: Handle, space: Space, id: string): Promise<Schemas["DeleteResult"]> {
      return await ctx.writeIn(h, async (tx) => {
        const repo = ctx.repos(tx).rewards;
        const r = await find(tx, space.spaceId, id);
        const programs = await repo.programsUsing(r.seq);
        if (programs.length > 0) invalid("reward_id", `${id} is the reward of referral program ${programs.join(", ")}: delete or change the program first`);
        await repo.delete(r.seq);
        return { success: true };
      });
    },

    async redeem(h: Handle, space: Space, body: Schemas["RedeemRewardParams"]): Promise<Schemas["RedeemRewardResponse"]> {
      return await ctx.writeIn(h, async (tx) => {
        const repo = ctx.repos(tx).rewards;
        const c = await customer(tx, space.spaceId, body.customer_id);
        const now = ctx.nowFor(c);
        const code = await repo.codeByKey(space.spaceId, codeKey(body.code));
        if (!code) invalid("code", `matches no promotion code: ${body.code}`);
        const r = (await repo.bySeq(code.reward_seq))!;
        if (await repo.hasPromoRedemption(c.seq, r.id)) throw new RevenueError("already_redeemed", `Customer ${c.id} has already redeemed the reward ${r.id}.`);
        checkRedeemable(code, now);
        if (r.kind === "coupon") {
          const t = JSON.parse(r.definition) as CouponTerms;
          const pays = await paysIn(tx, c);
          if (t.currency !== null && pays !== null && pays !== t.currency) {
            throw new RevenueError("currency_mismatch", `The coupon ${r.id} is in ${t.currency}; customer ${c.id} pays in ${pays}.`);
          }
        }
        await checkFirstTime(tx, c, code, "code");
        await repo.countRedemption(code.seq);
        const entitlements_granted = await give(tx, space, c, r, "promo_code", code.code, now);
        return { reward_id: r.id, entitlements_granted };
      });
    },

    /** Every coupon redemption of a customer (also used up or ended), oldest first: the invoice work's input to `applicableDiscounts`. */
    couponsOf: async (h: Handle, customerSeq: number): Promise<CouponRedemption[]> => (await ctx.repos(h).rewards.couponsOf(customerSeq)).map(couponRedemption),

    /**
     * The coupons a charge of customer `c` may use: every one it holds, then
     * those the change's `discounts` name (billing.attach, billing.update and
     * their previews), in that order. Each entry names a coupon by
     * `reward_id` or `promotion_code` (exactly one) and must cover `planId`
     * and, when fixed, be in `currency` (else 400). A coupon the customer
     * holds and that still applies at `now` is simply used; otherwise it is
     * redeemed as rewards.redeem does (409 `already_redeemed` when the
     * customer redeemed it before, a code's expiry, limit and
     * `first_time_transaction` checked) — inside the caller's unit when
     * `redeem` (then `h` is its transaction), only simulated for a preview
     * (same checks, same order, no write).
     */
    async couponsForCharge(h: Handle, space: Space, c: CustomerRow, discounts: Schemas["DiscountParams"][] | undefined, x: { now: number; currency: string; planId: string; redeem: boolean }): Promise<CouponRedemption[]> {
      const repo = ctx.repos(h).rewards;
      const held = (await repo.couponsOf(c.seq)).map(couponRedemption);
      const live = new Set(applicableDiscounts(held, x.now).map((r) => r.reward_id));
      const seen = new Set<string>();
      const added: CouponRedemption[] = [];
      for (const [i, d] of (discounts ?? []).entries()) {
        const field = `discounts[${i}]`;
        if ((d.reward_id === undefined) === (d.promotion_code === undefined)) invalid(field, "needs exactly one of reward_id and promotion_code");
        let code: PromoCodeRow | undefined;
        let r: RewardRow;
        if (d.promotion_code !== undefined) {
          code = await repo.codeByKey(space.spaceId, codeKey(d.promotion_code));
          if (!code) invalid(`${field}.promotion_code`, `matches no promotion code: ${d.promotion_code}`);
          r = (await repo.bySeq(code.reward_seq))!;
        } else {
          r = await find(h, space.spaceId, d.reward_id!, `${field}.reward_id`);
        }
        if (r.kind !== "coupon") invalid(field, `names the feature grant ${r.id}: only coupons discount a charge (give a feature grant with rewards.redeem)`);
        if (seen.has(r.id)) invalid(field, `names the coupon ${r.id} a second time`);
        seen.add(r.id);
        const t = JSON.parse(r.definition) as CouponTerms;
        if (t.plan_ids !== null && !t.plan_ids.includes(x.planId)) invalid(field, `names the coupon ${r.id}, which applies to ${t.plan_ids.join(", ") || "no plan"} only, not to ${x.planId}`);
        if (t.currency !== null && t.currency !== x.currency) {
          throw new RevenueError("currency_mismatch", `The coupon ${r.id} takes ${t.currency} off; this charge is in ${x.currency}.`);
        }
        if (live.has(r.id)) continue;
        if (await repo.hasPromoRedemption(c.seq, r.id)) throw new RevenueError("already_redeemed", `Customer ${c.id} has already redeemed the coupon ${r.id} (used up or ended).`);
        if (code) {
          checkRedeemable(code, x.now);
          await checkFirstTime(h, c, code, `${field}.promotion_code`);
        }
        if (!x.redeem) {
          added.push({ id: `preview_${i}`, reward_id: r.id, reward_name: r.name, terms: t, redeemed_at: x.now, applied_count: 0 });
          continue;
        }
        const tx = unitOf(h);
        if (code) await repo.countRedemption(code.seq);
        await give(tx, space, c, r, code ? "promo_code" : "discount", code?.code ?? null, x.now);
      }
      return x.redeem ? (await repo.couponsOf(c.seq)).map(couponRedemption) : [...held, ...added];
    },

    /** For the invoice work, inside its unit (`tx`): a coupon discounted one charge by `amountMinor`. */
    recordApplied: async (tx: Tx, redemptionId: string, amountMinor: number): Promise<boolean> => await ctx.repos(tx).rewards.recordApplied(redemptionId, amountMinor),

    /** `expand: ["rewards"]`: the coupons in force at `now`; null when none. */
    async customerRewards(h: Handle, customerSeq: number, now: number): Promise<Schemas["Customer"]["rewards"]> {
      const { rewards: repo, payments } = ctx.repos(h);
      const rows = await repo.couponsOf(customerSeq);
      const discounted = new Map(rows.map((r) => [r.id, r.discounted]));
      const live = applicableDiscounts(rows.map(couponRedemption), now);
      const paysIn = await payments.billingCurrency(customerSeq);
      return live.length === 0 ? null : { discounts: live.map((r) => customerDiscountView(r, discounted.get(r.id) ?? 0, paysIn)) };
    },
  };
}
export type RewardsService = ReturnType<typeof rewardsService>;
