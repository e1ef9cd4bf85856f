import type { CodeRedemptionRow, PromoCodeRow, RedemptionRow, RewardRow, RewardsRepo } from "../../../revenue/rewards/rewards.repo.js";
import { type PgConn, stmt } from "../conn.js";

const q = {
  byId: stmt<RewardRow>("rewards.byId", "SELECT * FROM rv_rewards WHERE space_id = $1 AND id = $2"),
  bySeq: stmt<RewardRow>("rewards.bySeq", "SELECT * FROM rv_rewards WHERE seq = $1"),
  list: stmt<RewardRow>("rewards.list", "SELECT * FROM rv_rewards WHERE space_id = $1 ORDER BY seq"),
  insert: stmt<{ seq: number }>(
    "rewards.insert",
    "INSERT INTO rv_rewards (space_id, id, kind, name, definition, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING seq",
  ),
  update: stmt("rewards.update", "UPDATE rv_rewards SET name = $2, definition = $3 WHERE seq = $1"),
  delete: stmt("rewards.delete", "DELETE FROM rv_rewards WHERE seq = $1"),
  codesOf: stmt<PromoCodeRow>("rewards.codesOf", "SELECT * FROM rv_promo_codes WHERE reward_seq = $1 ORDER BY seq"),
  codesOfSpace: stmt<PromoCodeRow>("rewards.codesOfSpace", "SELECT * FROM rv_promo_codes WHERE space_id = $1 ORDER BY seq"),
  codeByKey: stmt<PromoCodeRow>("rewards.codeByKey", "SELECT * FROM rv_promo_codes WHERE space_id = $1 AND code_key = $2"),
  deleteCodes: stmt("rewards.deleteCodes", "DELETE FROM rv_promo_codes WHERE reward_seq = $1"),
  // Every code of the set in one statement ($3: a JSON array of them), numbered in the set's order.
  insertCodes: stmt(
    "rewards.insertCodes",
    `INSERT INTO rv_promo_codes (space_id, reward_seq, code, code_key, max_redemptions, first_time_transaction, expires_at, redeemed)
     SELECT $1, $2, x.v ->> 'code', x.v ->> 'code_key', (x.v ->> 'max_redemptions')::bigint, (x.v ->> 'first_time_transaction')::bigint,
       (x.v ->> 'expires_at')::bigint, (x.v ->> 'redeemed')::bigint
     FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS x (v, n)
     ORDER BY x.n`,
  ),
  redeemCode: stmt("rewards.redeemCode", "UPDATE rv_promo_codes SET redeemed = redeemed + 1 WHERE seq = $1"),
  insertRedemption: stmt(
    "rewards.insertRedemption",
    `INSERT INTO rv_redemptions (id, space_id, customer_seq, reward_seq, reward_id, reward_name, kind, terms, source, code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
  ),
  promoRedemption: stmt<{ seq: number }>(
    "rewards.promoRedemption",
    "SELECT seq FROM rv_redemptions WHERE customer_seq = $1 AND reward_id = $2 AND source IN ('promo_code', 'discount') LIMIT 1",
  ),
  couponsOf: stmt<RedemptionRow>("rewards.couponsOf", "SELECT * FROM rv_redemptions WHERE customer_seq = $1 AND kind = 'coupon' ORDER BY seq"),
  applied: stmt(
    "rewards.applied",
    "UPDATE rv_redemptions SET applied_count = applied_count + 1, discounted = discounted + $2 WHERE id = $1 AND kind = 'coupon'",
  ),
  released: stmt(
    "rewards.released",
    "UPDATE rv_redemptions SET applied_count = greatest(0, applied_count - 1), discounted = greatest(0, discounted - $2) WHERE id = $1 AND kind = 'coupon'",
  ),
  redemptionsOfCode: stmt<CodeRedemptionRow>(
    "rewards.redemptionsOfCode",
    `SELECT r.*, c.id AS customer_id FROM rv_redemptions r JOIN rv_customers c ON c.seq = r.customer_seq
     WHERE r.reward_seq = $1 AND r.code = $2 AND r.source IN ('promo_code', 'discount') AND ($3::bigint IS NULL OR r.seq < $3)
     ORDER BY r.seq DESC LIMIT $4`,
  ),
  programsUsing: stmt<{ id: string }>("rewards.programsUsing", "SELECT id FROM rv_referral_programs WHERE reward_seq = $1 ORDER BY seq"),
};

/** All SQL of rewards, their promotion codes and customers' redemptions. */
export function rewardsRepo(c: PgConn): RewardsRepo {
  return {
    byId: (spaceId, id) => q.byId.one(c, spaceId, id),
    bySeq: (seq) => q.bySeq.one(c, seq),
    list: (spaceId) => q.list.all(c, spaceId),
    insert: async (r) => (await q.insert.one(c, r.space_id, r.id, r.kind, r.name, r.definition, r.created_at))!.seq,
    update: async (seq, name, definition) => void (await q.update.run(c, seq, name, definition)),
    delete: async (seq) => void (await q.delete.run(c, seq)),
    codesOf: (rewardSeq) => q.codesOf.all(c, rewardSeq),
    codesOfSpace: (spaceId) => q.codesOfSpace.all(c, spaceId),
    codeByKey: (spaceId, key) => q.codeByKey.one(c, spaceId, key),
    // Two statements (SQLite: one per code): the old set goes first, so a code kept in the new set
    // does not collide with itself on the space's unique key.
    async setCodes(spaceId, rewardSeq, codes) {
      await q.deleteCodes.run(c, rewardSeq);
      if (codes.length > 0) await q.insertCodes.run(c, spaceId, rewardSeq, JSON.stringify(codes));
    },
    countRedemption: async (codeSeq) => void (await q.redeemCode.run(c, codeSeq)),
    insertRedemption: async (r) =>
      void (await q.insertRedemption.run(c, r.id, r.space_id, r.customer_seq, r.reward_seq, r.reward_id, r.reward_name, r.kind, r.terms, r.source, r.code, r.created_at)),
    hasPromoRedemption: async (customerSeq, rewardId) => (await q.promoRedemption.one(c, customerSeq, rewardId)) !== undefined,
    couponsOf: (customerSeq) => q.couponsOf.all(c, customerSeq),
    recordApplied: async (redemptionId, amount) => (await q.applied.run(c, redemptionId, amount)) === 1,
    releaseApplied: async (redemptionId, amount) => void (await q.released.run(c, redemptionId, amount)),
    redemptionsOfCode: (code, before, limit) => q.redemptionsOfCode.all(c, code.reward_seq, code.code, before ?? null, limit),
    programsUsing: async (rewardSeq) => (await q.programsUsing.all(c, rewardSeq)).map((r) => r.id),
  };
}
