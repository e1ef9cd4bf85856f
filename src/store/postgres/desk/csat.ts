import type { CsatDay, CsatRepo, CsatRow } from "../../../desk/csat/csat.repo.js";
import { type PgConn, stmt } from "../conn.js";

const q = {
  insert: stmt<{ seq: number }>(
    "csat.insert",
    "INSERT INTO csat (id, conversation_seq, rating, comment, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING seq",
  ),
  byConversation: stmt<CsatRow>("csat.byConversation", "SELECT * FROM csat WHERE conversation_seq = $1"),
  setComment: stmt("csat.setComment", "UPDATE csat SET comment = $2 WHERE seq = $1 AND comment IS NULL"),
  eraseContactComments: stmt(
    "csat.eraseContactComments",
    "UPDATE csat SET comment = NULL WHERE conversation_seq IN (SELECT seq FROM conversations WHERE contact_seq = $1)",
  ),
  dailyScores: stmt<CsatDay>(
    "csat.dailyScores",
    `SELECT (s.created_at / 86400000) * 86400000 AS day, count(*) AS ratings, sum(s.rating) AS rating_sum,
            sum(CASE WHEN s.rating >= 4 THEN 1 ELSE 0 END) AS satisfied
       FROM csat s JOIN conversations c ON c.seq = s.conversation_seq
      WHERE c.space_id = $1 AND s.created_at >= $2 AND s.created_at < $3
      GROUP BY s.created_at / 86400000 ORDER BY day`,
  ),
};

/** All SQL about CSAT ratings. */
export function csatRepo(c: PgConn): CsatRepo {
  return {
    insert: async (r) => ({ ...r, seq: (await q.insert.one(c, r.id, r.conversation_seq, r.rating, r.comment, r.created_at))!.seq }),
    byConversation: (conversationSeq) => q.byConversation.one(c, conversationSeq),
    /** Sets the comment of a rating that has none; answers whether it did. */
    setComment: async (seq, comment) => (await q.setComment.run(c, seq, comment)) === 1,
    /** Removes the comments the contact left with its ratings (the ratings stay). */
    eraseContactComments: async (contactSeq) => void (await q.eraseContactComments.run(c, contactSeq)),
    dailyScores: (spaceId, since, until) => q.dailyScores.all(c, spaceId, since, until),
  };
}
