import type { Db } from "../../../platform/db/database.js";
import { type Filter, listQuery } from "../../../platform/db/list-query.js";
import { type ShapedStatement, shaped } from "../../../platform/db/shaped.js";
import { cjkGrams } from "../../../platform/search.js";
import { searchFilters } from "../search.js";
import type { FeedbackListFilter, FeedbackRecord, FeedbackRepo, FeedbackRow, RankedFeedback, VotesCursor } from "../../../desk/feedback/feedback.repo.js";
import { CONTACT_SUMMARY_COLUMNS } from "./contacts.js";

const SELECT_FEEDBACK = `SELECT f.*, ${CONTACT_SUMMARY_COLUMNS} FROM feedback f JOIN contacts ct ON ct.seq = f.contact_seq`;

/** All SQL about feedback, its votes and its search text. */
export function feedbackRepo(db: Db): FeedbackRepo {
  const q = {
    byId: db.prepare<[number, string], FeedbackRecord>(`${SELECT_FEEDBACK} WHERE f.space_id = ? AND f.id = ?`),
    bySeq: db.prepare<[number], FeedbackRecord>(`${SELECT_FEEDBACK} WHERE f.seq = ?`),
    recentByContact: db.prepare<[number, number], FeedbackRecord>(`${SELECT_FEEDBACK} WHERE f.contact_seq = ? ORDER BY f.seq DESC LIMIT ?`),
    insert: db.prepare<Omit<FeedbackRow, "seq">, { seq: number }>(
      `INSERT INTO feedback (id, space_id, contact_seq, kind, title, message, rating, status, reply, replied_at, tags,
         votes, created_at, updated_at)
       VALUES (@id, @space_id, @contact_seq, @kind, @title, @message, @rating, @status, @reply, @replied_at, @tags,
         @votes, @created_at, @updated_at) RETURNING seq`,
    ),
    insertSearch: db.prepare("INSERT INTO feedback_search (rowid, title, message) VALUES (?, ?, ?)"),
    insertCjk: db.prepare("INSERT INTO feedback_cjk (rowid, grams) VALUES (?, ?)"),
    eraseContactCjk: db.prepare("DELETE FROM feedback_cjk WHERE rowid IN (SELECT seq FROM feedback WHERE contact_seq = ?)"),
    update: db.prepare(
      "UPDATE feedback SET status = @status, reply = @reply, replied_at = @replied_at, tags = @tags, updated_at = @updated_at WHERE seq = @seq",
    ),
    addVote: db.prepare("INSERT INTO feedback_votes (feedback_seq, contact_seq, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING"),
    removeVote: db.prepare("DELETE FROM feedback_votes WHERE feedback_seq = ? AND contact_seq = ?"),
    setVotes: db.prepare("UPDATE feedback SET votes = votes + ? WHERE seq = ?"),
    logVote: db.prepare("INSERT INTO feedback_vote_log (feedback_seq, delta, created_at) VALUES (?, ?, ?)"),
    snapshot: db.prepare<[], { logSeq: number; maxSeq: number }>(
      "SELECT (SELECT coalesce(max(seq), 0) FROM feedback_vote_log) AS logSeq, (SELECT coalesce(max(seq), 0) FROM feedback) AS maxSeq",
    ),
    eraseContactText: db.prepare("UPDATE feedback SET title = NULL, message = NULL WHERE contact_seq = ?"),
    eraseContactSearch: db.prepare(
      "UPDATE feedback_search SET title = '', message = '' WHERE rowid IN (SELECT seq FROM feedback WHERE contact_seq = ?)",
    ),
  };
  const newest = listQuery<FeedbackRecord>(db, SELECT_FEEDBACK, "f.seq DESC");
  const byVotes = listQuery<FeedbackRecord>(db, SELECT_FEEDBACK, "f.votes DESC, f.seq DESC");
  const changedSince = filteredQuery<RankedFeedback>(
    db,
    `SELECT f.*, ${CONTACT_SUMMARY_COLUMNS},
       f.votes - (SELECT sum(l.delta) FROM feedback_vote_log l WHERE l.feedback_seq = f.seq AND l.seq > @logSeq) AS ranked_votes
     FROM feedback f JOIN contacts ct ON ct.seq = f.contact_seq`,
  );

  const filters = (f: FeedbackListFilter): Filter[] => [
    ["f.space_id = @spaceId", { spaceId: f.spaceId }],
    f.kind !== undefined && ["f.kind = @kind", { kind: f.kind }],
    f.status !== undefined && ["f.status = @status", { status: f.status }],
    f.contactSeq !== undefined && ["f.contact_seq = @contactSeq", { contactSeq: f.contactSeq }],
    ...searchFilters(f.search, "f.seq", { words: "feedback_search", cjk: "feedback_cjk" }),
  ];

  return {
    byId: async (spaceId: number, id: string) => q.byId.get(spaceId, id),
    bySeq: async (seq: number) => q.bySeq.get(seq)!,
    recentByContact: async (contactSeq: number, limit: number) => q.recentByContact.all(contactSeq, limit),
    async insert(row: Omit<FeedbackRow, "seq">): Promise<number> {
      const seq = q.insert.get(row)!.seq;
      q.insertSearch.run(seq, row.title ?? "", row.message ?? "");
      const grams = cjkGrams(`${row.title ?? ""}\n${row.message ?? ""}`);
      if (grams) q.insertCjk.run(seq, grams);
      return seq;
    },
    update: async (row: FeedbackRow) => void q.update.run(row),
    /** Empties what the contact wrote (titles, messages) and its search text; votes and replies stay. */
    async eraseContactText(contactSeq: number) {
      q.eraseContactText.run(contactSeq);
      q.eraseContactSearch.run(contactSeq);
      q.eraseContactCjk.run(contactSeq);
    },
    /** Adds a contact's vote; false when it had voted already. */
    async addVote(feedbackSeq: number, contactSeq: number, now: number): Promise<boolean> {
      if (q.addVote.run(feedbackSeq, contactSeq, now).changes === 0) return false;
      q.setVotes.run(1, feedbackSeq);
      q.logVote.run(feedbackSeq, 1, now);
      return true;
    },
    /** Removes a contact's vote; false when there was none. */
    async removeVote(feedbackSeq: number, contactSeq: number, now: number): Promise<boolean> {
      if (q.removeVote.run(feedbackSeq, contactSeq).changes === 0) return false;
      q.setVotes.run(-1, feedbackSeq);
      q.logVote.run(feedbackSeq, -1, now);
      return true;
    },

    /** One page of feedback, newest first. */
    list: async (f: FeedbackListFilter): Promise<FeedbackRecord[]> =>
      newest([...filters(f), f.beforeSeq !== undefined && ["f.seq < @seq", { seq: f.beforeSeq }]], f.limit),

    /** The snapshot a `sort=votes` walk starts from: now. */
    votesSnapshot: async () => q.snapshot.get()!,

    /**
     * One page of feedback, most votes first, ranked by the votes each had at
     * the walk's snapshot, so votes arriving between pages move nothing across
     * the cursor. Feedback whose votes did not change since the snapshot is
     * read in order from the votes index; the few that changed are read apart,
     * ranked by their votes at the snapshot, and merged in.
     */
    async listByVotes(f: FeedbackListFilter, after: VotesCursor | undefined): Promise<RankedFeedback[]> {
      if (!after) return byVotes(filters(f), f.limit).map((r) => ({ ...r, ranked_votes: r.votes }));
      const snapshot = { logSeq: after.logSeq, maxSeq: after.maxSeq };
      const changed = "f.seq IN (SELECT feedback_seq FROM feedback_vote_log WHERE seq > @logSeq)";
      // `+f.seq`: the bound must not steer the planner away from the votes index.
      const inSnapshot: Filter = ["+f.seq <= @maxSeq", snapshot];
      const unchanged = byVotes(
        [
          ...filters(f),
          inSnapshot,
          [`NOT ${changed}`, snapshot],
          ["(f.votes, f.seq) < (@votes, @seq)", { votes: after.votes, seq: after.seq }],
        ],
        f.limit,
      ).map((r) => ({ ...r, ranked_votes: r.votes }));
      const moved = changedSince([...filters(f), inSnapshot, [changed, snapshot]]).filter(
        (r) => r.ranked_votes < after.votes || (r.ranked_votes === after.votes && r.seq < after.seq),
      );
      return [...unchanged, ...moved].sort((a, b) => b.ranked_votes - a.ranked_votes || b.seq - a.seq).slice(0, f.limit);
    },
  };
}

/** `SELECT … WHERE <filters>` without order or limit, each combination prepared once. */
function filteredQuery<R>(db: Db, select: string) {
  const cache = new Map<string, ShapedStatement<[Record<string, unknown>], R>>();
  return (filters: Filter[]): R[] => {
    const clauses: string[] = [];
    const params: Record<string, unknown> = {};
    for (const f of filters) {
      if (!f) continue;
      clauses.push(f[0]);
      Object.assign(params, f[1]);
    }
    const sql = `${select}${clauses.length ? ` WHERE ${clauses.join(" AND ")}` : ""}`;
    let stmt = cache.get(sql);
    if (!stmt) cache.set(sql, (stmt = shaped(db.prepare<[Record<string, unknown>], R>(sql))));
    return stmt.all(params);
  };
}
