import type { Db } from "../../../platform/db/database.js";
import type { CsatDay, CsatRepo, CsatRow } from "../../../desk/csat/csat.repo.js";

/** All SQL about CSAT ratings. */
export function csatRepo(db: Db): CsatRepo {
  const q = {
    insert: db.prepare<Omit<CsatRow, "seq">, { seq: number }>(
      "INSERT INTO csat (id, conversation_seq, rating, comment, created_at) VALUES (@id, @conversation_seq, @rating, @comment, @created_at) RETURNING seq",
    ),
    byConversation: db.prepare<[number], CsatRow>("SELECT * FROM csat WHERE conversation_seq = ?"),
    setComment: db.prepare<[string, number]>("UPDATE csat SET comment = ? WHERE seq = ? AND comment IS NULL"),
    eraseContactComments: db.prepare(
      "UPDATE csat SET comment = NULL WHERE conversation_seq IN (SELECT seq FROM conversations WHERE contact_seq = ?)",
    ),
    dailyScores: db.prepare<[number, number, number], CsatDay>(
      `SELECT (s.created_at / 86400000) * 86400000 AS day, count(*) AS ratings, sum(s.rating) AS rating_sum,
              sum(CASE WHEN s.rating >= 4 THEN 1 ELSE 0 END) AS satisfied
         FROM csat s JOIN conversations c ON c.seq = s.conversation_seq
        WHERE c.space_id = ? AND s.created_at >= ? AND s.created_at < ?
        GROUP BY s.created_at / 86400000 ORDER BY day`,
    ),
  };
  return {
    insert: async (row: Omit<CsatRow, "seq">): Promise<CsatRow> => ({ ...row, seq: q.insert.get(row)!.seq }),
    byConversation: async (conversationSeq: number) => q.byConversation.get(conversationSeq),
    /** Sets the comment of a rating that has none; answers whether it did. */
    setComment: async (seq: number, comment: string): Promise<boolean> => q.setComment.run(comment, seq).changes === 1,
    /** Removes the comments the contact left with its ratings (the ratings stay). */
    eraseContactComments: async (contactSeq: number) => void q.eraseContactComments.run(contactSeq),
    dailyScores: async (spaceId, since, until) => q.dailyScores.all(spaceId, since, until),
  };
}
