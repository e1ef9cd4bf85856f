import type { CommentRecord, TicketListFilter, TicketRecord, TicketsRepo } from "../../../desk/tickets/tickets.repo.js";
import { cjkGrams } from "../../../platform/search.js";
import { listStmt, type PgConn, stmt } from "../conn.js";
import { cjkVector, searchClauses, wordsVector } from "../search.js";
import { assigneeClauses } from "./assignee.js";
import { CONTACT_SUMMARY_COLUMNS } from "./contacts.js";

const SELECT_TICKET = `SELECT t.*, ${CONTACT_SUMMARY_COLUMNS} FROM tickets t JOIN contacts ct ON ct.seq = t.contact_seq`;
const SELECT_COMMENT = "SELECT cm.*, t.id AS ticket_id FROM ticket_comments cm JOIN tickets t ON t.seq = cm.ticket_seq";

/** The ticket's CJK row replaced (`$1` its seq, `$n` its grams: none when empty). */
const CJK = (n: number) => `
  k AS (INSERT INTO ticket_cjk (ticket_seq, grams, words) SELECT $1, $${n}, ${cjkVector(`$${n}`)} WHERE $${n} <> ''
        ON CONFLICT (ticket_seq) DO UPDATE SET grams = excluded.grams, words = excluded.words),
  kd AS (DELETE FROM ticket_cjk WHERE ticket_seq = $1 AND $${n} = '')`;

const q = {
  // The space's counter row: the upsert holds the row until the unit ends, so a second unit taking a
  // number waits for the first and reads its count (gap-free and unique with any number of writers).
  takeNumber: stmt<{ n: number }>(
    "tickets.takeNumber",
    `INSERT INTO ticket_counters (space_id, next_number) VALUES ($1, 2)
     ON CONFLICT (space_id) DO UPDATE SET next_number = ticket_counters.next_number + 1
     RETURNING next_number - 1 AS n`,
  ),
  byId: stmt<TicketRecord>("tickets.byId", `${SELECT_TICKET} WHERE t.space_id = $1 AND t.id = $2`),
  bySeq: stmt<TicketRecord>("tickets.bySeq", `${SELECT_TICKET} WHERE t.seq = $1`),
  recentByContact: stmt<TicketRecord>("tickets.recentByContact", `${SELECT_TICKET} WHERE t.contact_seq = $1 ORDER BY t.seq DESC LIMIT $2`),
  // The ticket and its search rows in one statement ($16 words, $17 grams).
  insert: stmt<{ seq: number }>(
    "tickets.insert",
    `WITH t AS (INSERT INTO tickets (id, space_id, number, contact_seq, type, title, description, priority, status, tags,
         assignee_id, context, comment_count, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING seq),
     s AS (INSERT INTO ticket_search (ticket_seq, title, description, words) SELECT seq, $6, coalesce($7, ''), $16::tsvector FROM t),
     k AS (INSERT INTO ticket_cjk (ticket_seq, grams, words) SELECT seq, $17, ${cjkVector("$17")} FROM t WHERE $17 <> '')
     SELECT seq FROM t`,
  ),
  update: stmt(
    "tickets.update",
    `UPDATE tickets SET type = $2, title = $3, priority = $4, status = $5, tags = $6, assignee_id = $7, updated_at = $8 WHERE seq = $1`,
  ),
  // The update and the title's search text ($9 words, $10 grams).
  updateWithTitle: stmt(
    "tickets.updateWithTitle",
    `WITH u AS (UPDATE tickets SET type = $2, title = $3, priority = $4, status = $5, tags = $6, assignee_id = $7, updated_at = $8 WHERE seq = $1),
     s AS (UPDATE ticket_search SET title = $3, words = $9::tsvector WHERE ticket_seq = $1),
     ${CJK(10)}
     SELECT 1`,
  ),
  eraseContactText: stmt(
    "tickets.eraseContactText",
    `WITH t AS (UPDATE tickets SET title = '', description = NULL, context = NULL WHERE contact_seq = $1),
     s AS (UPDATE ticket_search SET title = '', description = '', words = ''::tsvector WHERE ticket_seq IN (SELECT seq FROM tickets WHERE contact_seq = $1))
     DELETE FROM ticket_cjk WHERE ticket_seq IN (SELECT seq FROM tickets WHERE contact_seq = $1)`,
  ),
  // The comment and its count on the ticket; answers the comment with its ticket's _id.
  insertComment: stmt<CommentRecord>(
    "tickets.insertComment",
    `WITH cm AS (INSERT INTO ticket_comments (id, ticket_seq, body, visibility, author_name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *),
     t AS (UPDATE tickets SET comment_count = comment_count + 1, updated_at = $6 WHERE seq = $2 RETURNING id)
     SELECT cm.*, t.id AS ticket_id FROM cm, t`,
  ),
  comments: stmt<CommentRecord>("tickets.comments", `${SELECT_COMMENT} WHERE cm.ticket_seq = $1 AND cm.seq < $2 ORDER BY cm.seq DESC LIMIT $3`),
};

const list = listStmt<TicketRecord>("tickets.list", SELECT_TICKET, "t.seq DESC");

/** All SQL about tickets, their comments and their search text. */
export function ticketsRepo(c: PgConn): TicketsRepo {
  return {
    /** Takes the next ticket number of a space; call inside the write transaction (no gaps, no duplicates). */
    takeNumber: async (spaceId) => (await q.takeNumber.one(c, spaceId))!.n,
    byId: (spaceId, id) => q.byId.one(c, spaceId, id),
    bySeq: async (seq) => (await q.bySeq.one(c, seq))!,
    recentByContact: (contactSeq, limit) => q.recentByContact.all(c, contactSeq, limit),
    async insert(r) {
      const row = await q.insert.one(
        c,
        r.id,
        r.space_id,
        r.number,
        r.contact_seq,
        r.type,
        r.title,
        r.description,
        r.priority,
        r.status,
        r.tags,
        r.assignee_id,
        r.context,
        r.comment_count,
        r.created_at,
        r.updated_at,
        wordsVector(r.title, r.description),
        cjkGrams(`${r.title}\n${r.description ?? ""}`),
      );
      return row!.seq;
    },
    async update(r, titleChanged) {
      const values = [r.seq, r.type, r.title, r.priority, r.status, r.tags, r.assignee_id, r.updated_at];
      if (!titleChanged) await q.update.run(c, ...values);
      else await q.updateWithTitle.run(c, ...values, wordsVector(r.title, r.description), cjkGrams(`${r.title}\n${r.description ?? ""}`));
    },
    /** Empties what the contact wrote in its tickets (title, description, context) and their search text. */
    async eraseContactText(contactSeq) {
      await q.eraseContactText.run(c, contactSeq);
    },
    async insertComment(r) {
      return (await q.insertComment.one(c, r.id, r.ticket_seq, r.body, r.visibility, r.author_name, r.created_at))!;
    },
    comments: (ticketSeq, beforeSeq, limit) => q.comments.all(c, ticketSeq, beforeSeq ?? Number.MAX_SAFE_INTEGER, limit),

    /** One page of tickets, newest first. */
    list: (f: TicketListFilter) =>
      list(
        c,
        [
          ["t.space_id = ?", f.spaceId],
          f.status !== undefined && ["t.status = ?", f.status],
          f.active && ["t.status IN ('open', 'pending')"],
          f.type !== undefined && ["t.type = ?", f.type],
          f.priority !== undefined && ["t.priority = ?", f.priority],
          f.contactSeq !== undefined && ["t.contact_seq = ?", f.contactSeq],
          ...assigneeClauses(f.assignee, "t"),
          ...searchClauses(f.search, "t.seq", { words: "ticket_search", cjk: "ticket_cjk", key: "ticket_seq" }),
          f.beforeSeq !== undefined && ["t.seq < ?", f.beforeSeq],
        ],
        f.limit,
      ),
  };
}
