import type { Db } from "../../platform/db/database.js";

export type RewardKind = "coupon" | "feature_grant";

export interface RewardRow {
  seq: number;
  space_id: number;
  id: string;
  kind: RewardKind;
  name: string;
  /** JSON: CouponTerms (coupon) or { grants } (feature grant). */
  definition: string;
  created_at: number;
}

export interface PromoCodeRow {
  seq: number;
  space_id: number;
  reward_seq: number;
  code: string;
  code_key: string;
  max_redemptions: number | null;
  first_time_transaction: 0 | 1;
  expires_at: number | null;
  redeemed: number;
}

export interface RedemptionRow {
  seq: number;
  id: string;
  space_id: number;
  customer_seq: number;
  reward_seq: number | null;
  reward_id: string;
  reward_name: string;
  kind: RewardKind;
  /** JSON snapshot of the reward's definition when redeemed. */
  terms: string;
  /** `discount`: named by an attach's or update's `discounts` by its reward id. */
  source: "promo_code" | "referral" | "discount";
  code: string | null;
  applied_count: number;
  discounted: number;
  created_at: number;
}

export type NewPromoCode = Omit<PromoCodeRow, "seq" | "space_id" | "reward_seq">;
export type NewRedemption = Omit<RedemptionRow, "seq" | "applied_count" | "discounted">;

/** All SQL of rewards, their promotion codes and customers' redemptions. */
export function rewardsRepo(db: Db) {
  const q = {
    byId: db.prepare<[number, string], RewardRow>("SELECT * FROM rv_rewards WHERE space_id = ? AND id = ?"),
    bySeq: db.prepare<[number], RewardRow>("SELECT * FROM rv_rewards WHERE seq = ?"),
    list: db.prepare<[number], RewardRow>("SELECT * FROM rv_rewards WHERE space_id = ? ORDER BY seq"),
    insert: db.prepare<Omit<RewardRow, "seq">, { seq: number }>(
      `INSERT INTO rv_rewards (space_id, id, kind, name, definition, created_at)
       VALUES (@space_id, @id, @kind, @name, @definition, @created_at) RETURNING seq`,
    ),
    update: db.prepare<{ seq: number; name: string; definition: string }>("UPDATE rv_rewards SET name = @name, definition = @definition WHERE seq = @seq"),
    delete: db.prepare<[number]>("DELETE FROM rv_rewards WHERE seq = ?"),
    codesOf: db.prepare<[number], PromoCodeRow>("SELECT * FROM rv_promo_codes WHERE reward_seq = ? ORDER BY seq"),
    codesOfSpace: db.prepare<[number], PromoCodeRow>("SELECT * FROM rv_promo_codes WHERE space_id = ? ORDER BY seq"),
    codeByKey: db.prepare<[number, string], PromoCodeRow>("SELECT * FROM rv_promo_codes WHERE space_id = ? AND code_key = ?"),
    insertCode: db.prepare<Omit<PromoCodeRow, "seq">>(
      `INSERT INTO rv_promo_codes (space_id, reward_seq, code, code_key, max_redemptions, first_time_transaction, expires_at, redeemed)
       VALUES (@space_id, @reward_seq, @code, @code_key, @max_redemptions, @first_time_transaction, @expires_at, @redeemed)`,
    ),
    deleteCodes: db.prepare<[number]>("DELETE FROM rv_promo_codes WHERE reward_seq = ?"),
    redeemCode: db.prepare<[number]>("UPDATE rv_promo_codes SET redeemed = redeemed + 1 WHERE seq = ?"),
    insertRedemption: db.prepare<NewRedemption>(
      `INSERT INTO rv_redemptions (id, space_id, customer_seq, reward_seq, reward_id, reward_name, kind, terms, source, code, created_at)
       VALUES (@id, @space_id, @customer_seq, @reward_seq, @reward_id, @reward_name, @kind, @terms, @source, @code, @created_at)`,
    ),
    promoRedemption: db.prepare<[number, string], { seq: number }>(
      "SELECT seq FROM rv_redemptions WHERE customer_seq = ? AND reward_id = ? AND source IN ('promo_code', 'discount')",
    ),
    couponsOf: db.prepare<[number], RedemptionRow>("SELECT * FROM rv_redemptions WHERE customer_seq = ? AND kind = 'coupon' ORDER BY seq"),
    applied: db.prepare<{ id: string; amount: number }>(
      "UPDATE rv_redemptions SET applied_count = applied_count + 1, discounted = discounted + @amount WHERE id = @id AND kind = 'coupon'",
    ),
    released: db.prepare<{ id: string; amount: number }>(
      "UPDATE rv_redemptions SET applied_count = max(0, applied_count - 1), discounted = max(0, discounted - @amount) WHERE id = @id AND kind = 'coupon'",
    ),
    programsUsing: db.prepare<[number], { id: string }>("SELECT id FROM rv_referral_programs WHERE reward_seq = ? ORDER BY seq"),
  };

  return {
    byId: async (spaceId: number, id: string) => q.byId.get(spaceId, id),
    bySeq: async (seq: number) => q.bySeq.get(seq),
    list: async (spaceId: number) => q.list.all(spaceId),
    insert: async (row: Omit<RewardRow, "seq">): Promise<number> => q.insert.get(row)!.seq,
    update: async (seq: number, name: string, definition: string) => q.update.run({ seq, name, definition }),
    delete: async (seq: number) => q.delete.run(seq),
    codesOf: async (rewardSeq: number) => q.codesOf.all(rewardSeq),
    codesOfSpace: async (spaceId: number) => q.codesOfSpace.all(spaceId),
    codeByKey: async (spaceId: number, key: string) => q.codeByKey.get(spaceId, key),
    /** Replaces a reward's codes (redemption counts carried over by the caller). */
    async setCodes(spaceId: number, rewardSeq: number, codes: NewPromoCode[]): Promise<void> {
      q.deleteCodes.run(rewardSeq);
      for (const c of codes) q.insertCode.run({ ...c, space_id: spaceId, reward_seq: rewardSeq });
    },
    countRedemption: async (codeSeq: number) => q.redeemCode.run(codeSeq),
    insertRedemption: async (r: NewRedemption) => q.insertRedemption.run(r),
    /** Whether the customer redeemed the reward by a promotion code or an attach's / update's `discounts` (a referral's does not count). */
    hasPromoRedemption: async (customerSeq: number, rewardId: string): Promise<boolean> => q.promoRedemption.get(customerSeq, rewardId) !== undefined,
    couponsOf: async (customerSeq: number) => q.couponsOf.all(customerSeq),
    /** Records that a coupon discounted one charge by `amount` minor units; false when no such coupon redemption. */
    recordApplied: async (redemptionId: string, amount: number): Promise<boolean> => q.applied.run({ id: redemptionId, amount }).changes === 1,
    /** Undoes one recordApplied (the invoice that used the coupon was voided). */
    releaseApplied: async (redemptionId: string, amount: number): Promise<void> => void q.released.run({ id: redemptionId, amount }),
    programsUsing: async (rewardSeq: number) => q.programsUsing.all(rewardSeq).map((r) => r.id),
  };
}
export type RewardsRepo = ReturnType<typeof rewardsRepo>;
