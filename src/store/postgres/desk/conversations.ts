import type { ConversationListFilter, ConversationPreview, ConversationRecord, ConversationRow, ConversationsRepo, MessageRecord } from "../../../desk/conversations/conversations.repo.js";
import { cjkGrams } from "../../../platform/search.js";
import { listStmt, type PgConn, type PgFilter, stmt } from "../conn.js";
import { cjkQuery, cjkVector, wordsQuery, wordsVector } from "../search.js";
import { assigneeClauses } from "./assignee.js";
import { CONTACT_SUMMARY_COLUMNS } from "./contacts.js";
import { deskFanOut } from "./webhooks.js";
import { finishPublish, PUBLISH_ANSWER, type PublishAnswer, publishCtes } from "./outbox.js";

const SELECT_CONVERSATION = `SELECT c.*, ${CONTACT_SUMMARY_COLUMNS} FROM conversations c JOIN contacts ct ON ct.seq = c.contact_seq`;
const SELECT_MESSAGE = "SELECT m.*, c.id AS conversation_id FROM messages m JOIN conversations c ON c.seq = m.conversation_seq";

/** Parameters of a conversation row, `$1`…`$16`, in the insert's column order. */
const conversationValues = (r: Omit<ConversationRow, "seq">) =>
  [r.id, r.space_id, r.contact_seq, r.status, r.priority, r.assignee_id, r.assignee_name, r.tags, r.subject, r.snoozed_until, r.client_id, r.client_hash, r.message_count, r.last_message_at, r.created_at, r.updated_at] as const;

const q = {
  byId: stmt<ConversationRecord>("conversations.byId", `${SELECT_CONVERSATION} WHERE c.space_id = $1 AND c.id = $2`),
  refById: stmt<{ seq: number; contact_seq: number }>("conversations.refById", "SELECT seq, contact_seq FROM conversations WHERE space_id = $1 AND id = $2"),
  bySeq: stmt<ConversationRecord>("conversations.bySeq", `${SELECT_CONVERSATION} WHERE c.seq = $1`),
  byClientId: stmt<ConversationRecord>("conversations.byClientId", `${SELECT_CONVERSATION} WHERE c.space_id = $1 AND c.client_id = $2`),
  recentByContact: stmt<ConversationRecord>("conversations.recentByContact", `${SELECT_CONVERSATION} WHERE c.contact_seq = $1 ORDER BY c.seq DESC LIMIT $2`),
  insert: stmt<{ seq: number }>(
    "conversations.insert",
    `INSERT INTO conversations (id, space_id, contact_seq, status, priority, assignee_id, assignee_name, tags, subject,
       snoozed_until, client_id, client_hash, message_count, last_message_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING seq`,
  ),
  update: stmt(
    "conversations.update",
    `UPDATE conversations SET status = $2, priority = $3, assignee_id = $4, assignee_name = $5, tags = $6, subject = $7,
       snoozed_until = $8, updated_at = $9 WHERE seq = $1`,
  ),
  wakeSnoozed: stmt(
    "conversations.wakeSnoozed",
    "UPDATE conversations SET status = 'open', snoozed_until = NULL, updated_at = $1 WHERE status = 'snoozed' AND snoozed_until <= $1",
  ),
  // The message, its count on the conversation and its search text, in one statement ($10 words, $11 grams).
  insertMessage: stmt<{ seq: number }>(
    "conversations.insertMessage",
    `WITH m AS (INSERT INTO messages (id, conversation_seq, body, author, author_name, visibility, client_id, client_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING seq),
     n AS (UPDATE conversations SET message_count = message_count + 1, last_message_at = $9, updated_at = $9 WHERE seq = $2),
     s AS (INSERT INTO conversation_search (text, conversation_seq, kind, words) SELECT $3, $2, 'm', $10::tsvector FROM m),
     k AS (INSERT INTO conversation_cjk (grams, conversation_seq, kind, words) SELECT $11, $2, 'm', ${cjkVector("$11")} FROM m WHERE $11 <> '')
     SELECT seq FROM m`,
  ),
  // A reply in one statement: the conversation found by its _id and counted (which locks it
  // first), the message and its search text ($11 words, $12 grams), then its event published unless
  // $13 (its id) is null ($14 type, $15 data, $16 created_at, $17 delivery ids), the space's counter
  // row bumped last. No row: no such conversation, nothing written.
  insertMessageInto: stmt<{ message_seq: number; seq: number; contact_seq: number } & PublishAnswer>(
    "conversations.insertMessageInto",
    `WITH c AS (UPDATE conversations SET message_count = message_count + 1, last_message_at = $10, updated_at = $10
       WHERE space_id = $1 AND id = $2 RETURNING seq, contact_seq),
     m AS (INSERT INTO messages (id, conversation_seq, body, author, author_name, visibility, client_id, client_hash, created_at)
       SELECT $3, c.seq, $4, $5, $6, $7, $8, $9, $10 FROM c RETURNING seq),
     s AS (INSERT INTO conversation_search (text, conversation_seq, kind, words) SELECT $4, c.seq, 'm', $11::tsvector FROM c),
     k AS (INSERT INTO conversation_cjk (grams, conversation_seq, kind, words) SELECT $12, c.seq, 'm', ${cjkVector("$12")} FROM c WHERE $12 <> ''),
     ${publishCtes({ id: "$13", space: "$1", type: "$14", contact: "(SELECT contact_seq FROM c)", data: "$15", at: "$16", ids: "$17", from: "FROM c WHERE $13::text IS NOT NULL" })}
     SELECT m.seq AS message_seq, c.seq, c.contact_seq, ${PUBLISH_ANSWER} FROM m, c`,
  ),
  // The subject's search rows replaced ($2 the subject, or null for none; $3 words, $4 grams).
  setSubjectText: stmt(
    "conversations.setSubjectText",
    `WITH s AS (DELETE FROM conversation_search WHERE conversation_seq = $1 AND kind = 's'),
     k AS (DELETE FROM conversation_cjk WHERE conversation_seq = $1 AND kind = 's'),
     si AS (INSERT INTO conversation_search (text, conversation_seq, kind, words) SELECT $2::text, $1, 's', $3::tsvector WHERE $2::text IS NOT NULL),
     ki AS (INSERT INTO conversation_cjk (grams, conversation_seq, kind, words) SELECT $4::text, $1, 's', ${cjkVector("$4::text")} WHERE $4::text <> '')
     SELECT 1`,
  ),
  messageBySeq: stmt<MessageRecord>("conversations.messageBySeq", `${SELECT_MESSAGE} WHERE m.seq = $1`),
  messageByClientId: stmt<MessageRecord>("conversations.messageByClientId", `${SELECT_MESSAGE} WHERE m.conversation_seq = $1 AND m.client_id = $2`),
  messages: stmt<MessageRecord>(
    "conversations.messages",
    `${SELECT_MESSAGE} WHERE m.conversation_seq = $1 AND m.seq < $2 ORDER BY m.seq DESC LIMIT $3`,
  ),
  // Empties what the contact wrote and drops its conversations' search text; answers the team's
  // messages, whose search text is then written again.
  eraseContactText: stmt<{ body: string; conversation_seq: number }>(
    "conversations.eraseContactText",
    `WITH m AS (UPDATE messages SET body = '', author_name = NULL
         WHERE author = 'contact' AND conversation_seq IN (SELECT seq FROM conversations WHERE contact_seq = $1)),
     c AS (UPDATE conversations SET subject = NULL WHERE contact_seq = $1),
     s AS (DELETE FROM conversation_search WHERE conversation_seq IN (SELECT seq FROM conversations WHERE contact_seq = $1)),
     k AS (DELETE FROM conversation_cjk WHERE conversation_seq IN (SELECT seq FROM conversations WHERE contact_seq = $1))
     SELECT m.body, m.conversation_seq FROM messages m JOIN conversations c ON c.seq = m.conversation_seq
     WHERE c.contact_seq = $1 AND m.author = 'team' ORDER BY m.seq`,
  ),
  // Message search rows, many at once ($1 texts, $2 conversation seqs, $3 words, $4 grams).
  addMessagesText: stmt(
    "conversations.addMessagesText",
    `WITH r AS (SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[]) AS r (text, seq, words, grams)),
     s AS (INSERT INTO conversation_search (text, conversation_seq, kind, words) SELECT text, seq, 'm', words::tsvector FROM r)
     INSERT INTO conversation_cjk (grams, conversation_seq, kind, words) SELECT grams, seq, 'm', ${cjkVector("grams")} FROM r WHERE grams <> ''`,
  ),
  previews: stmt<ConversationPreview>(
    "conversations.previews",
    `SELECT c.id AS conversation_id, m.body AS first_body,
            (SELECT max(l.created_at) FROM messages l WHERE l.conversation_seq = c.seq AND l.author = 'contact') AS last_contact_at
       FROM conversations c
       JOIN messages m ON m.seq = (SELECT min(f.seq) FROM messages f WHERE f.conversation_seq = c.seq)
      WHERE c.space_id = $1 AND c.id = ANY($2::text[])
      ORDER BY c.id COLLATE "C"`,
  ),
};

const lists = {
  created: listStmt<ConversationRecord>("conversations.list", SELECT_CONVERSATION, "c.seq DESC"),
  activity: listStmt<ConversationRecord>("conversations.listByActivity", SELECT_CONVERSATION, "c.last_message_at DESC, c.seq DESC"),
};

/**
 * All SQL about conversations, their messages and their search text. The search text is written in
 * the statements that write what it indexes (no deferral: one round trip per message).
 */
export function conversationsRepo(c: PgConn): ConversationsRepo {
  return {
    byId: (spaceId, id) => q.byId.one(c, spaceId, id),
    bySeq: async (seq) => (await q.bySeq.one(c, seq))!,
    byClientId: (spaceId, clientId) => q.byClientId.one(c, spaceId, clientId),
    recentByContact: (contactSeq, limit) => q.recentByContact.all(c, contactSeq, limit),
    insert: async (row) => (await q.insert.one(c, ...conversationValues(row)))!.seq,
    async update(r) {
      await q.update.run(c, r.seq, r.status, r.priority, r.assignee_id, r.assignee_name, r.tags, r.subject, r.snoozed_until, r.updated_at);
    },
    wakeSnoozed: (now) => q.wakeSnoozed.run(c, now),
    async setSubjectText(seq, subject) {
      const text = subject || null;
      await q.setSubjectText.run(c, seq, text, wordsVector(text), text ? cjkGrams(text) : "");
    },
    async insertMessage(r) {
      const row = await q.insertMessage.one(
        c,
        r.id,
        r.conversation_seq,
        r.body,
        r.author,
        r.author_name,
        r.visibility,
        r.client_id,
        r.client_hash,
        r.created_at,
        wordsVector(r.body),
        cjkGrams(r.body),
      );
      return row!.seq;
    },
    async insertMessageInto(spaceId, conversationId, r, e) {
      const a = await q.insertMessageInto.one(
        c,
        spaceId,
        conversationId,
        r.id,
        r.body,
        r.author,
        r.author_name,
        r.visibility,
        r.client_id,
        r.client_hash,
        r.created_at,
        wordsVector(r.body),
        cjkGrams(r.body),
        e?.id ?? null,
        e?.type ?? null,
        e?.data ?? null,
        e?.created_at ?? null,
        e ? deskFanOut.ids() : [],
      );
      if (!a) return undefined;
      if (e) await finishPublish(c, spaceId, e.type, e.created_at, a);
      return { message_seq: a.message_seq, seq: a.seq, contact_seq: a.contact_seq };
    },
    refById: (spaceId, id) => q.refById.one(c, spaceId, id),
    async eraseContactText(contactSeq) {
      const team = await q.eraseContactText.all(c, contactSeq);
      if (team.length === 0) return;
      await q.addMessagesText.run(
        c,
        team.map((m) => m.body),
        team.map((m) => m.conversation_seq),
        team.map((m) => wordsVector(m.body)),
        team.map((m) => cjkGrams(m.body)),
      );
    },
    messageByClientId: (conversationSeq, clientId) => q.messageByClientId.one(c, conversationSeq, clientId),
    messageBySeq: async (seq) => (await q.messageBySeq.one(c, seq))!,
    messages: (conversationSeq, beforeSeq, limit) => q.messages.all(c, conversationSeq, beforeSeq ?? Number.MAX_SAFE_INTEGER, limit),

    previews: async (spaceId, ids) => (ids.length ? q.previews.all(c, spaceId, ids) : []),
    /** One page of conversations, newest first (created, or by the last message); each search term must match the subject or a message. */
    list: (f: ConversationListFilter) =>
      lists[f.order ?? "created"](
        c,
        [
          ["c.space_id = ?", f.spaceId],
          f.status !== undefined && ["c.status = ?", f.status],
          f.active && ["c.status != 'resolved'"],
          f.contactSeq !== undefined && ["c.contact_seq = ?", f.contactSeq],
          ...assigneeClauses(f.assignee, "c"),
          ...(f.terms ?? []).map((term): PgFilter => {
            if (term.index === "cjk") {
              const { query, phrase } = cjkQuery(term.text);
              return ["c.seq IN (SELECT conversation_seq FROM conversation_cjk WHERE words @@ ?::tsquery AND strpos(grams, ?) > 0)", query, phrase];
            }
            const words = wordsQuery([term]);
            return words ? ["c.seq IN (SELECT conversation_seq FROM conversation_search WHERE words @@ ?::tsquery)", words] : ["false"];
          }),
          (f.order ?? "created") === "created" && f.beforeSeq !== undefined && ["c.seq < ?", f.beforeSeq],
          f.order === "activity" && f.beforeActivity !== undefined && ["(c.last_message_at, c.seq) < (?, ?)", f.beforeActivity.lastMessageAt, f.beforeActivity.seq],
        ],
        f.limit,
      ),
  };
}
