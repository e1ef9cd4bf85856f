import type { FeedbackListFilter, FeedbackRecord, FeedbackRepo, RankedFeedback } from "../../../desk/feedback/feedback.repo.js";
import { cjkGrams } from "../../../platform/search.js";
import { listStmt, type PgConn, type PgFilter, stmt } from "../conn.js";
import { cjkVector, searchClauses, wordsVector } from "../search.js";
import { CONTACT_SUMMARY_COLUMNS } from "./contacts.js";

const SELECT_FEEDBACK = `SELECT f.*, ${CONTACT_SUMMARY_COLUMNS} FROM feedback f JOIN contacts ct ON ct.seq = f.contact_seq`;

/** A vote added or removed: the vote row, the count and the log in one statement; answers 1 when it changed anything. */
const vote = (name: string, change: string, delta: 1 | -1) =>
  stmt<{ n: number }>(
    name,
    `WITH v AS (${change} RETURNING feedback_seq),
     u AS (UPDATE feedback SET votes = votes + (${delta}) WHERE seq = $1 AND EXISTS (SELECT 1 FROM v)),
     l AS (INSERT INTO feedback_vote_log (feedback_seq, delta, created_at) SELECT $1, ${delta}, $3 FROM v)
     SELECT count(*)::int AS n FROM v`,
  );

const q = {
  byId: stmt<FeedbackRecord>("feedback.byId", `${SELECT_FEEDBACK} WHERE f.space_id = $1 AND f.id = $2`),
  bySeq: stmt<FeedbackRecord>("feedback.bySeq", `${SELECT_FEEDBACK} WHERE f.seq = $1`),
  recentByContact: stmt<FeedbackRecord>("feedback.recentByContact", `${SELECT_FEEDBACK} WHERE f.contact_seq = $1 ORDER BY f.seq DESC LIMIT $2`),
  // The feedback and its search rows in one statement ($15 words, $16 grams).
  insert: stmt<{ seq: number }>(
    "feedback.insert",
    `WITH f AS (INSERT INTO feedback (id, space_id, contact_seq, kind, title, message, rating, status, reply, replied_at, tags,
         votes, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING seq),
     s AS (INSERT INTO feedback_search (feedback_seq, title, message, words) SELECT seq, coalesce($5, ''), coalesce($6, ''), $15::tsvector FROM f),
     k AS (INSERT INTO feedback_cjk (feedback_seq, grams, words) SELECT seq, $16, ${cjkVector("$16")} FROM f WHERE $16 <> '')
     SELECT seq FROM f`,
  ),
  update: stmt("feedback.update", "UPDATE feedback SET status = $2, reply = $3, replied_at = $4, tags = $5, updated_at = $6 WHERE seq = $1"),
  eraseContactText: stmt(
    "feedback.eraseContactText",
    `WITH f AS (UPDATE feedback SET title = NULL, message = NULL WHERE contact_seq = $1),
     s AS (UPDATE feedback_search SET title = '', message = '', words = ''::tsvector WHERE feedback_seq IN (SELECT seq FROM feedback WHERE contact_seq = $1))
     DELETE FROM feedback_cjk WHERE feedback_seq IN (SELECT seq FROM feedback WHERE contact_seq = $1)`,
  ),
  addVote: vote("feedback.addVote", "INSERT INTO feedback_votes (feedback_seq, contact_seq, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING", 1),
  removeVote: vote("feedback.removeVote", "DELETE FROM feedback_votes WHERE feedback_seq = $1 AND contact_seq = $2", -1),
  snapshot: stmt<{ logSeq: number; maxSeq: number }>(
    "feedback.snapshot",
    `SELECT (SELECT coalesce(max(seq), 0) FROM feedback_vote_log) AS "logSeq", (SELECT coalesce(max(seq), 0) FROM feedback) AS "maxSeq"`,
  ),
};

const newest = listStmt<FeedbackRecord>("feedback.list", SELECT_FEEDBACK, "f.seq DESC");
const byVotes = listStmt<FeedbackRecord>("feedback.byVotes", SELECT_FEEDBACK, "f.votes DESC, f.seq DESC");
// The feedback whose votes changed since a snapshot, with the votes it had then (the first parameter: the snapshot's log seq).
const changedSince = listStmt<RankedFeedback>(
  "feedback.changedSince",
  `SELECT f.*, ${CONTACT_SUMMARY_COLUMNS},
     f.votes - (SELECT sum(l.delta) FROM feedback_vote_log l WHERE l.feedback_seq = f.seq AND l.seq > $1)::bigint AS ranked_votes
   FROM feedback f JOIN contacts ct ON ct.seq = f.contact_seq`,
  "f.seq DESC",
);

const filters = (f: FeedbackListFilter): PgFilter[] => [
  ["f.space_id = ?", f.spaceId],
  f.kind !== undefined && ["f.kind = ?", f.kind],
  f.status !== undefined && ["f.status = ?", f.status],
  f.contactSeq !== undefined && ["f.contact_seq = ?", f.contactSeq],
  ...searchClauses(f.search, "f.seq", { words: "feedback_search", cjk: "feedback_cjk", key: "feedback_seq" }),
];

/** All SQL about feedback, its votes and its search text. */
export function feedbackRepo(c: PgConn): FeedbackRepo {
  return {
    byId: (spaceId, id) => q.byId.one(c, spaceId, id),
    bySeq: async (seq) => (await q.bySeq.one(c, seq))!,
    recentByContact: (contactSeq, limit) => q.recentByContact.all(c, contactSeq, limit),
    async insert(r) {
      const row = await q.insert.one(
        c,
        r.id,
        r.space_id,
        r.contact_seq,
        r.kind,
        r.title,
        r.message,
        r.rating,
        r.status,
        r.reply,
        r.replied_at,
        r.tags,
        r.votes,
        r.created_at,
        r.updated_at,
        wordsVector(r.title, r.message),
        cjkGrams(`${r.title ?? ""}\n${r.message ?? ""}`),
      );
      return row!.seq;
    },
    async update(r) {
      await q.update.run(c, r.seq, r.status, r.reply, r.replied_at, r.tags, r.updated_at);
    },
    /** Empties what the contact wrote (titles, messages) and its search text; votes and replies stay. */
    async eraseContactText(contactSeq) {
      await q.eraseContactText.run(c, contactSeq);
    },
    addVote: async (feedbackSeq, contactSeq, now) => (await q.addVote.one(c, feedbackSeq, contactSeq, now))!.n === 1,
    removeVote: async (feedbackSeq, contactSeq, now) => (await q.removeVote.one(c, feedbackSeq, contactSeq, now))!.n === 1,

    list: (f) => newest(c, [...filters(f), f.beforeSeq !== undefined && ["f.seq < ?", f.beforeSeq]], f.limit),
    votesSnapshot: async () => (await q.snapshot.one(c))!,

    /**
     * One page by votes at the walk's snapshot (see the interface): the feedback whose votes did
     * not change since the snapshot in order from the votes index, the few that changed ranked by
     * their votes then, merged.
     */
    async listByVotes(f, after): Promise<RankedFeedback[]> {
      if (!after) return (await byVotes(c, filters(f), f.limit)).map((r) => ({ ...r, ranked_votes: r.votes }));
      const changed = "f.seq IN (SELECT feedback_seq FROM feedback_vote_log WHERE seq > ?)";
      const inSnapshot: PgFilter = ["f.seq <= ?", after.maxSeq];
      const unchanged = (
        await byVotes(c, [...filters(f), inSnapshot, [`NOT ${changed}`, after.logSeq], ["(f.votes, f.seq) < (?, ?)", after.votes, after.seq]], f.limit)
      ).map((r) => ({ ...r, ranked_votes: r.votes }));
      // `$1` of the select is the snapshot's log seq: the first filter binds it.
      const moved = (
        await changedSince(c, [["? IS NOT NULL", after.logSeq], ...filters(f), inSnapshot, [changed, after.logSeq]], Number.MAX_SAFE_INTEGER)
      ).filter((r) => r.ranked_votes < after.votes || (r.ranked_votes === after.votes && r.seq < after.seq));
      return [...unchanged, ...moved].sort((a, b) => b.ranked_votes - a.ranked_votes || b.seq - a.seq).slice(0, f.limit);
    },
  };
}
