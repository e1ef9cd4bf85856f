import type { Db } from "../../../platform/db/database.js";
import type { CodeRedemptionRow, NewPromoCode, NewRedemption, PromoCodeRow, RedemptionRow, RewardRow, RewardsRepo } from "../../../revenue/rewards/rewards.repo.js";

/** All SQL of rewards, their promotion codes and customers' redemptions. */
export function rewardsRepo(db: Db): RewardsRepo {
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
    redemptionsOfCode: db.prepare<{ reward_seq: number; code: string; before: number | null; limit: number }, CodeRedemptionRow>(
      `SELECT r.*, c.id AS customer_id FROM rv_redemptions r JOIN rv_customers c ON c.seq = r.customer_seq
       WHERE r.reward_seq = @reward_seq AND r.code = @code AND r.source IN ('promo_code', 'discount') AND (@before IS NULL OR r.seq < @before)
       ORDER BY r.seq DESC LIMIT @limit`,
    ),
    programsUsing: db.prepare<[number], { id: string }>("SELECT id FROM rv_referral_programs WHERE reward_seq = ? ORDER BY seq"),
  };

  return {
    byId: async (spaceId: number, id: string) => q.byId.get(spaceId, id),
    bySeq: async (seq: number) => q.bySeq.get(seq),
    list: async (spaceId: number) => q.list.all(spaceId),
    insert: async (row: Omit<RewardRow, "seq">): Promise<number> => q.insert.get(row)!.seq,
    update: async (seq: number, name: string, definition: string) => void q.update.run({ seq, name, definition }),
    delete: async (seq: number) => void q.delete.run(seq),
    codesOf: async (rewardSeq: number) => q.codesOf.all(rewardSeq),
    codesOfSpace: async (spaceId: number) => q.codesOfSpace.all(spaceId),
    codeByKey: async (spaceId: number, key: string) => q.codeByKey.get(spaceId, key),
    async setCodes(spaceId: number, rewardSeq: number, codes: NewPromoCode[]): Promise<void> {
      q.deleteCodes.run(rewardSeq);
      for (const c of codes) q.insertCode.run({ ...c, space_id: spaceId, reward_seq: rewardSeq });
    },
    countRedemption: async (codeSeq: number) => void q.redeemCode.run(codeSeq),
    insertRedemption: async (r: NewRedemption) => void q.insertRedemption.run(r),
    hasPromoRedemption: async (customerSeq: number, rewardId: string): Promise<boolean> => q.promoRedemption.get(customerSeq, rewardId) !== undefined,
    couponsOf: async (customerSeq: number) => q.couponsOf.all(customerSeq),
    recordApplied: async (redemptionId: string, amount: number): Promise<boolean> => q.applied.run({ id: redemptionId, amount }).changes === 1,
    releaseApplied: async (redemptionId: string, amount: number): Promise<void> => void q.released.run({ id: redemptionId, amount }),
    redemptionsOfCode: async (code, before, limit) => q.redemptionsOfCode.all({ reward_seq: code.reward_seq, code: code.code, before: before ?? null, limit }),
    programsUsing: async (rewardSeq: number) => q.programsUsing.all(rewardSeq).map((r) => r.id),
  };
}
