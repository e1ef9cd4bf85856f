import type { Db } from "../../platform/db/database.js";
import { listQuery } from "../../platform/db/list-query.js";
import { CONTACT_SUMMARY_COLUMNS, type ContactSummaryColumns } from "../contacts/contacts.repo.js";

export interface FeedbackRow {
  seq: number;
  id: string;
  space_id: number;
  contact_seq: number;
  kind: string;
  title: string | null;
  message: string | null;
  rating: number | null;
  status: string;
  reply: string | null;
  replied_at: number | null;
  /** JSON array */
  tags: string;
  votes: number;
  created_at: number;
  updated_at: number;
}
export type FeedbackRecord = FeedbackRow & ContactSummaryColumns;

export interface FeedbackListFilter {
  spaceId: number;
  kind?: string;
  status?: string;
  contactSeq?: number;
  match?: string;
  byVotes: boolean;
  /** [seq] for newest-first, [votes, seq] for by-votes */
  before?: number[];
  limit: number;
}

const SELECT_FEEDBACK = `SELECT f.*, ${CONTACT_SUMMARY_COLUMNS} FROM feedback f JOIN contacts ct ON ct.seq = f.contact_seq`;

/** All SQL about feedback, its votes and its search text. */
export function feedbackRepo(db: Db) {
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
    update: db.prepare(
      "UPDATE feedback SET status = @status, reply = @reply, replied_at = @replied_at, tags = @tags, updated_at = @updated_at WHERE seq = @seq",
    ),
    addVote: db.prepare("INSERT OR IGNORE INTO feedback_votes (feedback_seq, contact_seq, created_at) VALUES (?, ?, ?)"),
    removeVote: db.prepare("DELETE FROM feedback_votes WHERE feedback_seq = ? AND contact_seq = ?"),
    setVotes: db.prepare("UPDATE feedback SET votes = votes + ? WHERE seq = ?"),
    eraseContactText: db.prepare("UPDATE feedback SET title = NULL, message = NULL WHERE contact_seq = ?"),
    eraseContactSearch: db.prepare(
      "UPDATE feedback_search SET title = '', message = '' WHERE rowid IN (SELECT seq FROM feedback WHERE contact_seq = ?)",
    ),
  };
  const newest = listQuery<FeedbackRecord>(db, SELECT_FEEDBACK, "f.seq DESC");
  const byVotes = listQuery<FeedbackRecord>(db, SELECT_FEEDBACK, "f.votes DESC, f.seq DESC");

  return {
    byId: (spaceId: number, id: string) => q.byId.get(spaceId, id),
    bySeq: (seq: number) => q.bySeq.get(seq)!,
    recentByContact: (contactSeq: number, limit: number) => q.recentByContact.all(contactSeq, limit),
    insert(row: Omit<FeedbackRow, "seq">): number {
      const seq = q.insert.get(row)!.seq;
      q.insertSearch.run(seq, row.title ?? "", row.message ?? "");
      return seq;
    },
    update: (row: FeedbackRow) => void q.update.run(row),
    /** Empties what the contact wrote (titles, messages) and its search text; votes and replies stay. */
    eraseContactText(contactSeq: number) {
      q.eraseContactText.run(contactSeq);
      q.eraseContactSearch.run(contactSeq);
    },
    /** Adds a contact's vote; false when it had voted already. */
    addVote(feedbackSeq: number, contactSeq: number, now: number): boolean {
      if (q.addVote.run(feedbackSeq, contactSeq, now).changes === 0) return false;
      q.setVotes.run(1, feedbackSeq);
      return true;
    },
    /** Removes a contact's vote; false when there was none. */
    removeVote(feedbackSeq: number, contactSeq: number): boolean {
      if (q.removeVote.run(feedbackSeq, contactSeq).changes === 0) return false;
      q.setVotes.run(-1, feedbackSeq);
      return true;
    },

    /** One page of feedback, newest first or most votes first. */
    list(f: FeedbackListFilter): FeedbackRecord[] {
      const [a, b] = f.before ?? [];
      const keyset = f.before
        ? f.byVotes
          ? (["(f.votes, f.seq) < (@votes, @seq)", { votes: a, seq: b }] as const)
          : (["f.seq < @seq", { seq: a }] as const)
        : undefined;
      return (f.byVotes ? byVotes : newest)(
        [
          ["f.space_id = @spaceId", { spaceId: f.spaceId }],
          f.kind !== undefined && ["f.kind = @kind", { kind: f.kind }],
          f.status !== undefined && ["f.status = @status", { status: f.status }],
          f.contactSeq !== undefined && ["f.contact_seq = @contactSeq", { contactSeq: f.contactSeq }],
          f.match !== undefined && ["f.seq IN (SELECT rowid FROM feedback_search WHERE feedback_search MATCH @match)", { match: f.match }],
          keyset,
        ],
        f.limit,
      );
    },
  };
}
export type FeedbackRepo = ReturnType<typeof feedbackRepo>;
