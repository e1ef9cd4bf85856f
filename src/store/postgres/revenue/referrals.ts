import type { CodeRow, ProgramReferralRow, ProgramRow, ReferralRow, ReferralsRepo, ReferralWithCustomer } from "../../../revenue/referrals/referrals.repo.js";
import { type PgConn, stmt } from "../conn.js";

const q = {
  byId: stmt<ProgramRow>("referrals.byId", "SELECT * FROM rv_referral_programs WHERE space_id = $1 AND id = $2"),
  bySeq: stmt<ProgramRow>("referrals.bySeq", "SELECT * FROM rv_referral_programs WHERE seq = $1"),
  list: stmt<ProgramRow>("referrals.list", "SELECT * FROM rv_referral_programs WHERE space_id = $1 ORDER BY seq"),
  insert: stmt<{ seq: number }>(
    "referrals.insert",
    `INSERT INTO rv_referral_programs (space_id, id, reward_seq, redeem_on, received_by, max_redemptions, plan_ids, exclude_trial, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING seq`,
  ),
  update: stmt(
    "referrals.update",
    `UPDATE rv_referral_programs SET reward_seq = $2, redeem_on = $3, received_by = $4, max_redemptions = $5, plan_ids = $6, exclude_trial = $7
     WHERE seq = $1`,
  ),
  delete: stmt("referrals.delete", "DELETE FROM rv_referral_programs WHERE seq = $1"),
  codeOf: stmt<CodeRow>("referrals.codeOf", "SELECT * FROM rv_referral_codes WHERE program_seq = $1 AND customer_seq = $2"),
  codeByText: stmt<CodeRow>("referrals.codeByText", "SELECT * FROM rv_referral_codes WHERE space_id = $1 AND code = $2"),
  insertCode: stmt<{ seq: number }>(
    "referrals.insertCode",
    "INSERT INTO rv_referral_codes (space_id, program_seq, customer_seq, code, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING seq",
  ),
  codeBySeq: stmt<CodeRow>("referrals.codeBySeq", "SELECT * FROM rv_referral_codes WHERE seq = $1"),
  uses: stmt<{ n: number }>("referrals.uses", "SELECT count(*) AS n FROM rv_referral_redemptions WHERE code_seq = $1"),
  ofReferee: stmt<ReferralRow>("referrals.ofReferee", "SELECT * FROM rv_referral_redemptions WHERE program_seq = $1 AND referee_seq = $2"),
  insertReferral: stmt(
    "referrals.insertReferral",
    `INSERT INTO rv_referral_redemptions (id, space_id, program_seq, program_id, code_seq, referrer_seq, referee_seq, reward_id, rewarded_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
  ),
  pendingOf: stmt<ReferralRow>(
    "referrals.pendingOf",
    "SELECT * FROM rv_referral_redemptions WHERE referee_seq = $1 AND rewarded_at IS NULL AND program_seq IS NOT NULL ORDER BY seq",
  ),
  rewarded: stmt("referrals.rewarded", "UPDATE rv_referral_redemptions SET rewarded_at = $2 WHERE seq = $1"),
  involving: stmt<ReferralWithCustomer>(
    "referrals.involving",
    `SELECT r.*, o.id AS other_id, o.name AS other_name, o.email AS other_email
     FROM rv_referral_redemptions r JOIN rv_customers o ON o.seq = CASE WHEN r.referrer_seq = $1 THEN r.referee_seq ELSE r.referrer_seq END
     WHERE r.referrer_seq = $1 OR r.referee_seq = $1 ORDER BY r.seq`,
  ),
  // The first page passes the largest code seq; `k.seq <= $2` keeps the index range (program_seq, seq).
  ofProgram: stmt<ProgramReferralRow>(
    "referrals.ofProgram",
    `SELECT k.seq AS code_seq, k.code, k.created_at AS code_created_at, o.id AS referrer_id,
       r.seq AS referral_seq, r.id AS referral_id, e.id AS referee_id, r.created_at AS redeemed_at, r.reward_id, r.rewarded_at
     FROM rv_referral_codes k JOIN rv_customers o ON o.seq = k.customer_seq
     LEFT JOIN rv_referral_redemptions r ON r.code_seq = k.seq
     LEFT JOIN rv_customers e ON e.seq = r.referee_seq
     WHERE k.program_seq = $1 AND k.seq <= $2 AND (k.seq < $2 OR coalesce(r.seq, 0) < $3)
     ORDER BY k.seq DESC, coalesce(r.seq, 0) DESC LIMIT $4`,
  ),
};

/** All SQL of referral programs, customers' codes and redemptions. */
export function referralsRepo(c: PgConn): ReferralsRepo {
  return {
    byId: (spaceId, id) => q.byId.one(c, spaceId, id),
    bySeq: (seq) => q.bySeq.one(c, seq),
    list: (spaceId) => q.list.all(c, spaceId),
    insert: async (p) =>
      (await q.insert.one(c, p.space_id, p.id, p.reward_seq, p.redeem_on, p.received_by, p.max_redemptions, p.plan_ids, p.exclude_trial, p.created_at))!.seq,
    update: async (p) => void (await q.update.run(c, p.seq, p.reward_seq, p.redeem_on, p.received_by, p.max_redemptions, p.plan_ids, p.exclude_trial)),
    delete: async (seq) => void (await q.delete.run(c, seq)),
    codeOf: (programSeq, customerSeq) => q.codeOf.one(c, programSeq, customerSeq),
    codeByText: (spaceId, code) => q.codeByText.one(c, spaceId, code),
    codeBySeq: (seq) => q.codeBySeq.one(c, seq),
    insertCode: async (r) => (await q.insertCode.one(c, r.space_id, r.program_seq, r.customer_seq, r.code, r.created_at))!.seq,
    uses: async (codeSeq) => (await q.uses.one(c, codeSeq))!.n,
    ofReferee: (programSeq, refereeSeq) => q.ofReferee.one(c, programSeq, refereeSeq),
    insertReferral: async (r) =>
      void (await q.insertReferral.run(c, r.id, r.space_id, r.program_seq, r.program_id, r.code_seq, r.referrer_seq, r.referee_seq, r.reward_id, r.rewarded_at, r.created_at)),
    pendingOf: (refereeSeq) => q.pendingOf.all(c, refereeSeq),
    markRewarded: async (seq, at) => void (await q.rewarded.run(c, seq, at)),
    involving: (customerSeq) => q.involving.all(c, customerSeq),
    referralsOfProgram: (programSeq, after, limit) => q.ofProgram.all(c, programSeq, after?.codeSeq ?? Number.MAX_SAFE_INTEGER, after?.referralSeq ?? 0, limit),
  };
}
