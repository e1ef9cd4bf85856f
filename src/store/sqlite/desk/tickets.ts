import type { Db } from "../../../platform/db/database.js";
import { shaped } from "../../../platform/db/shaped.js";
import { listQuery } from "../../../platform/db/list-query.js";
import { cjkGrams } from "../../../platform/search.js";
import { searchFilters } from "../search.js";
import { assigneeFilters } from "./assignee.js";
import type { CommentRecord, CommentRow, TicketListFilter, TicketRecord, TicketRow, TicketsRepo } from "../../../desk/tickets/tickets.repo.js";
import { CONTACT_SUMMARY_COLUMNS } from "./contacts.js";

const SELECT_TICKET = `SELECT t.*, ${CONTACT_SUMMARY_COLUMNS} FROM tickets t JOIN contacts ct ON ct.seq = t.contact_seq`;
const SELECT_COMMENT = "SELECT cm.*, t.id AS ticket_id FROM ticket_comments cm JOIN tickets t ON t.seq = cm.ticket_seq";

/** All SQL about tickets, their comments and their search text. */
export function ticketsRepo(db: Db): TicketsRepo {
  const q = {
    takeNumber: db.prepare<[number], { n: number }>(
      `INSERT INTO ticket_counters (space_id, next_number) VALUES (?, 2)
       ON CONFLICT (space_id) DO UPDATE SET next_number = next_number + 1
       RETURNING next_number - 1 AS n`,
    ),
    byId: shaped(db.prepare<[number, string], TicketRecord>(`${SELECT_TICKET} WHERE t.space_id = ? AND t.id = ?`)),
    bySeq: shaped(db.prepare<[number], TicketRecord>(`${SELECT_TICKET} WHERE t.seq = ?`)),
    recentByContact: shaped(db.prepare<[number, number], TicketRecord>(`${SELECT_TICKET} WHERE t.contact_seq = ? ORDER BY t.seq DESC LIMIT ?`)),
    insert: db.prepare<Omit<TicketRow, "seq">, { seq: number }>(
      `INSERT INTO tickets (id, space_id, number, contact_seq, type, title, description, priority, status, tags,
         assignee_id, context, comment_count, created_at, updated_at)
       VALUES (@id, @space_id, @number, @contact_seq, @type, @title, @description, @priority, @status, @tags,
         @assignee_id, @context, @comment_count, @created_at, @updated_at) RETURNING seq`,
    ),
    update: db.prepare(
      `UPDATE tickets SET type = @type, title = @title, priority = @priority, status = @status, tags = @tags,
         assignee_id = @assignee_id, updated_at = @updated_at WHERE seq = @seq`,
    ),
    insertSearch: db.prepare("INSERT INTO ticket_search (rowid, title, description) VALUES (?, ?, ?)"),
    updateSearchTitle: db.prepare("UPDATE ticket_search SET title = ? WHERE rowid = ?"),
    removeCjk: db.prepare("DELETE FROM ticket_cjk WHERE rowid = ?"),
    insertCjk: db.prepare("INSERT INTO ticket_cjk (rowid, grams) VALUES (?, ?)"),
    eraseContactCjk: db.prepare("DELETE FROM ticket_cjk WHERE rowid IN (SELECT seq FROM tickets WHERE contact_seq = ?)"),
    insertComment: db.prepare<Omit<CommentRow, "seq">, { seq: number }>(
      `INSERT INTO ticket_comments (id, ticket_seq, body, visibility, author_name, created_at)
       VALUES (@id, @ticket_seq, @body, @visibility, @author_name, @created_at) RETURNING seq`,
    ),
    eraseContactText: db.prepare("UPDATE tickets SET title = '', description = NULL, context = NULL WHERE contact_seq = ?"),
    eraseContactSearch: db.prepare(
      "UPDATE ticket_search SET title = '', description = '' WHERE rowid IN (SELECT seq FROM tickets WHERE contact_seq = ?)",
    ),
    countComment: db.prepare("UPDATE tickets SET comment_count = comment_count + 1, updated_at = ? WHERE seq = ?"),
    commentBySeq: db.prepare<[number], CommentRecord>(`${SELECT_COMMENT} WHERE cm.seq = ?`),
    comments: db.prepare<{ ticket: number; before: number; limit: number }, CommentRecord>(
      `${SELECT_COMMENT} WHERE cm.ticket_seq = @ticket AND cm.seq < @before ORDER BY cm.seq DESC LIMIT @limit`,
    ),
  };
  const list = listQuery<TicketRecord>(db, SELECT_TICKET, "t.seq DESC");
  /** The CJK index row of a ticket: its title and description. */
  const indexCjk = (seq: number, title: string, description: string | null) => {
    q.removeCjk.run(seq);
    const grams = cjkGrams(`${title}\n${description ?? ""}`);
    if (grams) q.insertCjk.run(seq, grams);
  };

  return {
    /** Takes the next ticket number of a space; call inside the write transaction (no gaps, no duplicates). */
    takeNumber: async (spaceId: number): Promise<number> => q.takeNumber.get(spaceId)!.n,
    byId: async (spaceId: number, id: string) => q.byId.get(spaceId, id),
    bySeq: async (seq: number) => q.bySeq.get(seq)!,
    recentByContact: async (contactSeq: number, limit: number) => q.recentByContact.all(contactSeq, limit),
    async insert(row: Omit<TicketRow, "seq">): Promise<number> {
      const seq = q.insert.get(row)!.seq;
      q.insertSearch.run(seq, row.title, row.description ?? "");
      indexCjk(seq, row.title, row.description);
      return seq;
    },
    async update(row: TicketRow, titleChanged: boolean) {
      q.update.run(row);
      if (titleChanged) {
        q.updateSearchTitle.run(row.title, row.seq);
        indexCjk(row.seq, row.title, row.description);
      }
    },
    /** Empties what the contact wrote in its tickets (title, description, context) and their search text. */
    async eraseContactText(contactSeq: number) {
      q.eraseContactText.run(contactSeq);
      q.eraseContactSearch.run(contactSeq);
      q.eraseContactCjk.run(contactSeq);
    },
    async insertComment(row: Omit<CommentRow, "seq">): Promise<CommentRecord> {
      const seq = q.insertComment.get(row)!.seq;
      q.countComment.run(row.created_at, row.ticket_seq);
      return q.commentBySeq.get(seq)!;
    },
    comments: async (ticketSeq: number, beforeSeq: number | undefined, limit: number) =>
      q.comments.all({ ticket: ticketSeq, before: beforeSeq ?? Number.MAX_SAFE_INTEGER, limit }),

    /** One page of tickets, newest first. */
    list: async (f: TicketListFilter): Promise<TicketRecord[]> =>
      list(
        [
          ["t.space_id = @spaceId", { spaceId: f.spaceId }],
          f.status !== undefined && ["t.status = @status", { status: f.status }],
          f.active && ["t.status IN ('open', 'pending')"],
          f.type !== undefined && ["t.type = @type", { type: f.type }],
          f.priority !== undefined && ["t.priority = @priority", { priority: f.priority }],
          f.contactSeq !== undefined && ["t.contact_seq = @contactSeq", { contactSeq: f.contactSeq }],
          ...assigneeFilters(f.assignee, "t"),
          ...searchFilters(f.search, "t.seq", { words: "ticket_search", cjk: "ticket_cjk" }),
          f.beforeSeq !== undefined && ["t.seq < @beforeSeq", { beforeSeq: f.beforeSeq }],
        ],
        f.limit,
      ),
  };
}
