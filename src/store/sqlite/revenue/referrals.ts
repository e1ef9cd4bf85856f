import type { Db } from "../../../platform/db/database.js";
import type { CodeRow, ProgramReferralRow, ProgramRow, ProgramWrite, ReferralRow, ReferralsRepo, ReferralWithCustomer } from "../../../revenue/referrals/referrals.repo.js";

/** All SQL of referral programs, customers' codes and redemptions. */
export function referralsRepo(db: Db): ReferralsRepo {
  const q = {
    byId: db.prepare<[number, string], ProgramRow>("SELECT * FROM rv_referral_programs WHERE space_id = ? AND id = ?"),
    bySeq: db.prepare<[number], ProgramRow>("SELECT * FROM rv_referral_programs WHERE seq = ?"),
    list: db.prepare<[number], ProgramRow>("SELECT * FROM rv_referral_programs WHERE space_id = ? ORDER BY seq"),
    insert: db.prepare<ProgramWrite, { seq: number }>(
      `INSERT INTO rv_referral_programs (space_id, id, reward_seq, redeem_on, received_by, max_redemptions, plan_ids, exclude_trial, created_at)
       VALUES (@space_id, @id, @reward_seq, @redeem_on, @received_by, @max_redemptions, @plan_ids, @exclude_trial, @created_at) RETURNING seq`,
    ),
    update: db.prepare<Omit<ProgramRow, "space_id" | "id" | "created_at">>(
      `UPDATE rv_referral_programs SET reward_seq = @reward_seq, redeem_on = @redeem_on, received_by = @received_by,
         max_redemptions = @max_redemptions, plan_ids = @plan_ids, exclude_trial = @exclude_trial WHERE seq = @seq`,
    ),
    delete: db.prepare<[number]>("DELETE FROM rv_referral_programs WHERE seq = ?"),
    codeOf: db.prepare<[number, number], CodeRow>("SELECT * FROM rv_referral_codes WHERE program_seq = ? AND customer_seq = ?"),
    codeByText: db.prepare<[number, string], CodeRow>("SELECT * FROM rv_referral_codes WHERE space_id = ? AND code = ?"),
    insertCode: db.prepare<Omit<CodeRow, "seq">, { seq: number }>(
      `INSERT INTO rv_referral_codes (space_id, program_seq, customer_seq, code, created_at)
       VALUES (@space_id, @program_seq, @customer_seq, @code, @created_at) RETURNING seq`,
    ),
    codeBySeq: db.prepare<[number], CodeRow>("SELECT * FROM rv_referral_codes WHERE seq = ?"),
    uses: db.prepare<[number], { n: number }>("SELECT count(*) AS n FROM rv_referral_redemptions WHERE code_seq = ?"),
    ofReferee: db.prepare<[number, number], ReferralRow>("SELECT * FROM rv_referral_redemptions WHERE program_seq = ? AND referee_seq = ?"),
    insertReferral: db.prepare<Omit<ReferralRow, "seq">>(
      `INSERT INTO rv_referral_redemptions (id, space_id, program_seq, program_id, code_seq, referrer_seq, referee_seq, reward_id, rewarded_at, created_at)
       VALUES (@id, @space_id, @program_seq, @program_id, @code_seq, @referrer_seq, @referee_seq, @reward_id, @rewarded_at, @created_at)`,
    ),
    pendingOf: db.prepare<[number], ReferralRow>(
      "SELECT * FROM rv_referral_redemptions WHERE referee_seq = ? AND rewarded_at IS NULL AND program_seq IS NOT NULL ORDER BY seq",
    ),
    rewarded: db.prepare<[number, number]>("UPDATE rv_referral_redemptions SET rewarded_at = ? WHERE seq = ?"),
    involving: db.prepare<{ c: number }, ReferralWithCustomer>(
      `SELECT r.*, o.id AS other_id, o.name AS other_name, o.email AS other_email
       FROM rv_referral_redemptions r JOIN rv_customers o ON o.seq = CASE WHEN r.referrer_seq = @c THEN r.referee_seq ELSE r.referrer_seq END
       WHERE r.referrer_seq = @c OR r.referee_seq = @c ORDER BY r.seq`,
    ),
    // The first page passes the largest code seq; `k.seq <= @code` keeps the index range (program_seq, seq).
    ofProgram: db.prepare<{ program: number; code: number; ref: number; limit: number }, ProgramReferralRow>(
      `SELECT k.seq AS code_seq, k.code, k.created_at AS code_created_at, o.id AS referrer_id,
         r.seq AS referral_seq, r.id AS referral_id, e.id AS referee_id, r.created_at AS redeemed_at, r.reward_id, r.rewarded_at
       FROM rv_referral_codes k JOIN rv_customers o ON o.seq = k.customer_seq
       LEFT JOIN rv_referral_redemptions r ON r.code_seq = k.seq
       LEFT JOIN rv_customers e ON e.seq = r.referee_seq
       WHERE k.program_seq = @program AND k.seq <= @code AND (k.seq < @code OR coalesce(r.seq, 0) < @ref)
       ORDER BY k.seq DESC, coalesce(r.seq, 0) DESC LIMIT @limit`,
    ),
  };
  return {
    byId: async (spaceId: number, id: string) => q.byId.get(spaceId, id),
    bySeq: async (seq: number) => q.bySeq.get(seq),
    list: async (spaceId: number) => q.list.all(spaceId),
    insert: async (row: ProgramWrite): Promise<number> => q.insert.get(row)!.seq,
    update: async (row: Omit<ProgramRow, "space_id" | "id" | "created_at">) => void q.update.run(row),
    delete: async (seq: number) => void q.delete.run(seq),
    codeOf: async (programSeq: number, customerSeq: number) => q.codeOf.get(programSeq, customerSeq),
    codeByText: async (spaceId: number, code: string) => q.codeByText.get(spaceId, code),
    codeBySeq: async (seq: number) => q.codeBySeq.get(seq),
    insertCode: async (row: Omit<CodeRow, "seq">): Promise<number> => q.insertCode.get(row)!.seq,
    uses: async (codeSeq: number): Promise<number> => q.uses.get(codeSeq)!.n,
    ofReferee: async (programSeq: number, refereeSeq: number) => q.ofReferee.get(programSeq, refereeSeq),
    insertReferral: async (row: Omit<ReferralRow, "seq">) => void q.insertReferral.run(row),
    pendingOf: async (refereeSeq: number) => q.pendingOf.all(refereeSeq),
    markRewarded: async (seq: number, at: number) => void q.rewarded.run(at, seq),
    involving: async (customerSeq: number) => q.involving.all({ c: customerSeq }),
    referralsOfProgram: async (programSeq, after, limit) =>
      q.ofProgram.all({ program: programSeq, code: after?.codeSeq ?? Number.MAX_SAFE_INTEGER, ref: after?.referralSeq ?? 0, limit }),
  };
}
