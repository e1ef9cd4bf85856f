import type { Db } from "../../../platform/db/database.js";
import { shaped } from "../../../platform/db/shaped.js";
import { type Filter, listQuery } from "../../../platform/db/list-query.js";
import { cjkGrams } from "../../../platform/search.js";
import { assigneeFilters } from "./assignee.js";
import type {
  ConversationListFilter,
  ConversationPreview,
  ConversationRecord,
  ConversationRef,
  ConversationRow,
  ConversationsRepo,
  MessageRecord,
  MessageRow,
} from "../../../desk/conversations/conversations.repo.js";
import type { Deferral } from "../../../desk/repos.js";
import type { OutboxRepo } from "../../../desk/events/outbox.repo.js";
import { CONTACT_SUMMARY_COLUMNS } from "./contacts.js";

const SELECT_CONVERSATION = `SELECT c.*, ${CONTACT_SUMMARY_COLUMNS} FROM conversations c JOIN contacts ct ON ct.seq = c.contact_seq`;
const SELECT_MESSAGE = "SELECT m.*, c.id AS conversation_id FROM messages m JOIN conversations c ON c.seq = m.conversation_seq";

/**
 * All SQL about conversations, their messages and their search text. A message's search text is
 * deferred to `later` (the write unit's group: one FTS5 segment per group, not per unit); what
 * reads or deletes search text in a write runs the deferred rows first.
 */
export function conversationsRepo(
  db: Db,
  later: Deferral,
  /** The outbox of the same connection (a reply's event: `insertMessageInto`). */
  outbox: Pick<OutboxRepo, "publish">,
): ConversationsRepo {
  const q = {
    byId: shaped(db.prepare<[number, string], ConversationRecord>(`${SELECT_CONVERSATION} WHERE c.space_id = ? AND c.id = ?`)),
    refById: db.prepare<[number, string], ConversationRef>("SELECT seq, contact_seq FROM conversations WHERE space_id = ? AND id = ?"),
    bySeq: shaped(db.prepare<[number], ConversationRecord>(`${SELECT_CONVERSATION} WHERE c.seq = ?`)),
    byClientId: shaped(db.prepare<[number, string], ConversationRecord>(`${SELECT_CONVERSATION} WHERE c.space_id = ? AND c.client_id = ?`)),
    recentByContact: db.prepare<[number, number], ConversationRecord>(
      `${SELECT_CONVERSATION} WHERE c.contact_seq = ? ORDER BY c.seq DESC LIMIT ?`,
    ),
    insert: db.prepare<Omit<ConversationRow, "seq">, { seq: number }>(
      `INSERT INTO conversations (id, space_id, contact_seq, status, priority, assignee_id, assignee_name, tags, subject,
         snoozed_until, client_id, client_hash, message_count, last_message_at, created_at, updated_at)
       VALUES (@id, @space_id, @contact_seq, @status, @priority, @assignee_id, @assignee_name, @tags, @subject,
         @snoozed_until, @client_id, @client_hash, @message_count, @last_message_at, @created_at, @updated_at) RETURNING seq`,
    ),
    update: db.prepare(
      `UPDATE conversations SET status = @status, priority = @priority, assignee_id = @assignee_id,
         assignee_name = @assignee_name, tags = @tags, subject = @subject, snoozed_until = @snoozed_until,
         updated_at = @updated_at WHERE seq = @seq`,
    ),
    wakeSnoozed: db.prepare(
      "UPDATE conversations SET status = 'open', snoozed_until = NULL, updated_at = @now WHERE status = 'snoozed' AND snoozed_until <= @now",
    ),
    // The two statements of every message: positional parameters (binding by name looks each one
    // up on the object, ~1 µs a statement), and no RETURNING (lastInsertRowid is the seq).
    countMessage: db.prepare<[at: number, at: number, seq: number]>(
      "UPDATE conversations SET message_count = message_count + 1, last_message_at = ?, updated_at = ? WHERE seq = ?",
    ),
    insertMessage: db.prepare<
      [
        id: string,
        conversationSeq: number,
        body: string,
        author: string,
        authorName: string | null,
        visibility: string,
        clientId: string | null,
        clientHash: string | null,
        createdAt: number,
      ]
    >(
      `INSERT INTO messages (id, conversation_seq, body, author, author_name, visibility, client_id, client_hash, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    messageBySeq: db.prepare<[number], MessageRecord>(`${SELECT_MESSAGE} WHERE m.seq = ?`),
    messageByClientId: db.prepare<[number, string], MessageRecord>(
      `${SELECT_MESSAGE} WHERE m.conversation_seq = ? AND m.client_id = ?`,
    ),
    messages: db.prepare<{ conversation: number; before: number; limit: number }, MessageRecord>(
      `${SELECT_MESSAGE} WHERE m.conversation_seq = @conversation AND m.seq < @before ORDER BY m.seq DESC LIMIT @limit`,
    ),
    previews: db.prepare<[number, string], ConversationPreview>(
      `SELECT c.id AS conversation_id, m.body AS first_body,
              (SELECT max(l.created_at) FROM messages l WHERE l.conversation_seq = c.seq AND l.author = 'contact') AS last_contact_at
         FROM conversations c
         JOIN messages m ON m.seq = (SELECT min(f.seq) FROM messages f WHERE f.conversation_seq = c.seq)
        WHERE c.space_id = ? AND c.id IN (SELECT value FROM json_each(?))
        ORDER BY c.id`,
    ),
    addSearchText: db.prepare("INSERT INTO conversation_search (text, conversation_seq, kind) VALUES (?, ?, ?)"),
    removeSubjectText: db.prepare("DELETE FROM conversation_search WHERE conversation_seq = ? AND kind = 's'"),
    addCjkText: db.prepare("INSERT INTO conversation_cjk (grams, conversation_seq, kind) VALUES (?, ?, ?)"),
    removeSubjectCjk: db.prepare("DELETE FROM conversation_cjk WHERE conversation_seq = ? AND kind = 's'"),
    removeContactCjk: db.prepare(
      "DELETE FROM conversation_cjk WHERE conversation_seq IN (SELECT seq FROM conversations WHERE contact_seq = ?)",
    ),
    eraseContactMessages: db.prepare(
      `UPDATE messages SET body = '', author_name = NULL
       WHERE author = 'contact' AND conversation_seq IN (SELECT seq FROM conversations WHERE contact_seq = ?)`,
    ),
    eraseSubjects: db.prepare("UPDATE conversations SET subject = NULL WHERE contact_seq = ?"),
    removeContactSearchText: db.prepare(
      "DELETE FROM conversation_search WHERE conversation_seq IN (SELECT seq FROM conversations WHERE contact_seq = ?)",
    ),
    teamMessagesOfContact: db.prepare<[number], { body: string; conversation_seq: number }>(
      `SELECT m.body, m.conversation_seq FROM messages m JOIN conversations c ON c.seq = m.conversation_seq
       WHERE c.contact_seq = ? AND m.author = 'team'`,
    ),
  };
  const lists = {
    created: listQuery<ConversationRecord>(db, SELECT_CONVERSATION, "c.seq DESC"),
    activity: listQuery<ConversationRecord>(db, SELECT_CONVERSATION, "c.last_message_at DESC, c.seq DESC"),
  };
  /** One row of search text (a subject 's' or a message 'm') in the word index and, if it has CJK, the CJK index. */
  const addSearchText = (text: string, seq: number, kind: "s" | "m") => {
    q.addSearchText.run(text, seq, kind);
    const grams = cjkGrams(text);
    if (grams) q.addCjkText.run(grams, seq, kind);
  };
  const SEARCH_TABLE = { words: "conversation_search", cjk: "conversation_cjk" } as const;

  const repo: ConversationsRepo = {
    byId: async (spaceId: number, id: string) => q.byId.get(spaceId, id),
    bySeq: async (seq: number) => q.bySeq.get(seq)!,
    byClientId: async (spaceId: number, clientId: string) => q.byClientId.get(spaceId, clientId),
    recentByContact: async (contactSeq: number, limit: number) => q.recentByContact.all(contactSeq, limit),
    insert: async (row: Omit<ConversationRow, "seq">): Promise<number> => q.insert.get(row)!.seq,
    update: async (row: ConversationRow) => void q.update.run(row),
    /** Every snoozed conversation whose time has come goes back to open; answers how many. */
    wakeSnoozed: async (now: number): Promise<number> => q.wakeSnoozed.run({ now }).changes,
    async setSubjectText(seq: number, subject: string | null) {
      later.runDeferred();
      q.removeSubjectText.run(seq);
      q.removeSubjectCjk.run(seq);
      if (subject) addSearchText(subject, seq, "s");
    },
    /**
     * The message's search text is written at the end of the write group (see `WriteUnit.defer`):
     * what deletes or reads search text in a write runs the deferred rows first.
     */
    async insertMessage(row: Omit<MessageRow, "seq">): Promise<number> {
      const { id, conversation_seq, body, author, author_name, visibility, client_id, client_hash, created_at } = row;
      const seq = Number(
        q.insertMessage.run(id, conversation_seq, body, author, author_name, visibility, client_id, client_hash, created_at).lastInsertRowid,
      );
      q.countMessage.run(created_at, created_at, conversation_seq);
      later.defer(() => addSearchText(body, conversation_seq, "m"));
      return seq;
    },
    /** Its statements one after the other (one connection: nothing to save by joining them). */
    async insertMessageInto(spaceId, conversationId, row, event) {
      const ref = q.refById.get(spaceId, conversationId);
      if (!ref) return undefined;
      const message_seq = await repo.insertMessage({ ...row, conversation_seq: ref.seq });
      if (event) await outbox.publish({ ...event, space_id: spaceId, contact_seq: ref.contact_seq });
      return { seq: ref.seq, contact_seq: ref.contact_seq, message_seq };
    },
    refById: async (spaceId: number, id: string): Promise<ConversationRef | undefined> => q.refById.get(spaceId, id),
    /**
     * Empties what the contact wrote in its conversations (its messages' bodies
     * and the subjects) and rebuilds their search text from what remains.
     */
    async eraseContactText(contactSeq: number) {
      later.runDeferred();
      q.eraseContactMessages.run(contactSeq);
      q.eraseSubjects.run(contactSeq);
      q.removeContactSearchText.run(contactSeq);
      q.removeContactCjk.run(contactSeq);
      for (const m of q.teamMessagesOfContact.all(contactSeq)) addSearchText(m.body, m.conversation_seq, "m");
    },
    messageByClientId: async (conversationSeq: number, clientId: string) => q.messageByClientId.get(conversationSeq, clientId),
    messageBySeq: async (seq: number) => q.messageBySeq.get(seq)!,
    messages: async (conversationSeq: number, beforeSeq: number | undefined, limit: number) =>
      q.messages.all({ conversation: conversationSeq, before: beforeSeq ?? Number.MAX_SAFE_INTEGER, limit }),

    previews: async (spaceId: number, ids: string[]) => (ids.length ? q.previews.all(spaceId, JSON.stringify(ids)) : []),
    /** One page of conversations, newest first (created, or by the last message). */
    list: async (f: ConversationListFilter): Promise<ConversationRecord[]> => {
      if (f.terms?.length) later.runDeferred();
      const order = f.order ?? "created";
      return lists[order](
        [
          ["c.space_id = @spaceId", { spaceId: f.spaceId }],
          f.status !== undefined && ["c.status = @status", { status: f.status }],
          f.active && ["c.status != 'resolved'"],
          f.contactSeq !== undefined && ["c.contact_seq = @contactSeq", { contactSeq: f.contactSeq }],
          ...assigneeFilters(f.assignee, "c"),
          ...(f.terms ?? []).map(
            (term, i): Filter => [
              `c.seq IN (SELECT conversation_seq FROM ${SEARCH_TABLE[term.index]} WHERE ${SEARCH_TABLE[term.index]} MATCH @term${i})`,
              { [`term${i}`]: term.expr },
            ],
          ),
          order === "created" && f.beforeSeq !== undefined && ["c.seq < @beforeSeq", { beforeSeq: f.beforeSeq }],
          order === "activity" &&
            f.beforeActivity !== undefined && [
              "(c.last_message_at, c.seq) < (@beforeAt, @beforeSeq)",
              { beforeAt: f.beforeActivity.lastMessageAt, beforeSeq: f.beforeActivity.seq },
            ],
        ],
        f.limit,
      );
    },
  };
  return repo;
}
