import type { Handle } from "../../platform/db/handle.js";
import { DeskError } from "../errors.js";
import { newId } from "../../platform/ids.js";
import { decodeCursor, encodeCursor, type Page, toPage } from "../../platform/pagination.js";
import type { DeskContext } from "../context.js";
import { EMPTY_PAGE, resolveListQuery } from "../list.js";
import type { Conversation, DeskOperations, Message, Schemas } from "../types.js";
import type { ConversationOrder, ConversationRecord } from "./conversations.repo.js";
import { assigneeMatch, requireText } from "../shared.rules.js";
import {
  changedFields,
  checkClientIdReuse,
  checkConversationCreate,
  conversationPayloadHash,
  messagePayloadHash,
  planConversationUpdate,
} from "./conversations.rules.js";
import { conversationState, conversationView, messageView } from "./conversations.view.js";
import { newEvent } from "../events/emit.js";

type ListQuery = NonNullable<DeskOperations["conversations.list"]["parameters"]["query"]>;
type PageQuery = { before?: string; limit?: number };

/** Conversations and their messages: create, list, read, update, reply. */
export function conversationsService(ctx: DeskContext) {
  const { emit, clock } = ctx;

  const notFound = (id: string) => new DeskError("conversation_not_found", `No conversation ${id}.`);
  const find = async (h: Handle, spaceId: number, id: string): Promise<ConversationRecord> => {
    const c = await ctx.repos(h).conversations.byId(spaceId, id);
    if (!c) throw notFound(id);
    return c;
  };

  /** The cursor of each order (one order's cursor is a 400 on the other). */
  const CURSORS = { created: { list: "conversations", arity: 1 }, activity: { list: "conversations-activity", arity: 2 } } as const;

  const listPage = async (h: Handle, spaceId: number, query: ListQuery, order: ConversationOrder): Promise<Page<Conversation>> => {
    const limit = query.limit!;
    const { contacts, conversations } = ctx.repos(h);
    const cursor = CURSORS[order];
    const resolved = await resolveListQuery(contacts, spaceId, cursor.list, cursor.arity, query);
    if (!resolved) return EMPTY_PAGE;
    const keys = resolved.beforeKeys;
    const rows = await conversations.list({
      spaceId,
      status: query.status === "active" ? undefined : query.status,
      active: query.status === "active",
      contactSeq: resolved.contactSeq,
      assignee: assigneeMatch(query),
      // Each word must match the conversation (its subject or any message), not one row of it.
      terms: resolved.search?.terms,
      order,
      beforeSeq: order === "created" ? keys?.[0] : undefined,
      beforeActivity: order === "activity" && keys ? { lastMessageAt: keys[0]!, seq: keys[1]! } : undefined,
      limit: limit + 1,
    });
    return toPage(rows, limit, conversationView, (r) => encodeCursor(cursor.list, order === "created" ? [r.seq] : [r.last_message_at, r.seq]));
  };

  /**
   * A message, its count on the conversation and (public) its event, in the request's unit without a
   * savepoint (`writeWithin`): every refusal (no such conversation, a clientId reused) comes before
   * anything is written. No clientId and no mail: one statement, the conversation found in it
   * (`insertMessageInto`), the event's sequence taken last before the commit.
   */
  const addMessage = async (h: Handle, spaceId: number, id: string, body: Schemas["MessageCreate"], author: "team" | "contact"): Promise<Message> => {
    requireText("body.body", body.body);
    const hash = body.clientId === undefined ? null : messagePayloadHash(body);
    return await ctx.writeWithin(h, async (tx) => {
      const { conversations } = ctx.repos(tx);
      const visibility = body.visibility ?? "public";
      const now = clock.now();
      const row = {
        id: newId(),
        body: body.body,
        author,
        author_name: body.author_name ?? null,
        visibility,
        client_id: body.clientId ?? null,
        client_hash: hash,
        created_at: now,
      };
      // The stored row is exactly what is inserted (a view needs no seq): no need to read it back.
      const message = messageView({ ...row, seq: 0, conversation_seq: 0, conversation_id: id });
      // A team reply reaches the visitor by e-mail too (see mail/mail.rules.ts for who gets it).
      const mails = visibility === "public" && author === "team" && ctx.mail.enabled;
      if (body.clientId !== undefined || mails) {
        const conversation = await conversations.refById(spaceId, id);
        if (!conversation) throw notFound(id);
        if (body.clientId !== undefined) {
          const existing = await conversations.messageByClientId(conversation.seq, body.clientId);
          if (existing) {
            checkClientIdReuse(body.clientId, existing.client_hash, hash!);
            return messageView(existing);
          }
        }
        // Queued before the message's statement, in this transaction, so the event's sequence is taken last.
        if (mails) await ctx.mail.reply(tx, conversation.seq, message);
      }
      const event = visibility === "public" ? newEvent("message.created", message, now) : null;
      // Conversations are never deleted: one found above is found again here.
      if (!(await conversations.insertMessageInto(spaceId, id, row, event))) throw notFound(id);
      return message;
    });
  };

  return {
    get: async (h: Handle, spaceId: number, id: string): Promise<Conversation> => conversationView(await find(h, spaceId, id)),

    /**
     * A page, newest created first (`created`, the Support Desk API's order) or last message first
     * (`activity`, the console's inbox); remembered (frozen, and so serialised once) until a
     * conversation or contact of the space changes (a message changes its conversation).
     */
    async list(h: Handle, spaceId: number, query: ListQuery, order: ConversationOrder = "created"): Promise<Page<Conversation>> {
      const key = `c\0${spaceId}\0${order}\0${JSON.stringify(query)}`;
      return await ctx.listMemo.session(h, () => ctx.listMemo.get(key, () => listPage(h, spaceId, query, order), spaceId));
    },

    /**
     * Starts a conversation as the contact; a known `clientId` with the same payload answers the first
     * conversation. The first message carries the contact's name unless `first.authorName` says otherwise.
     */
    async create(h: Handle, spaceId: number, body: Schemas["ConversationCreate"], first: { authorName?: string | null } = {}): Promise<Conversation> {
      checkConversationCreate(body);
      const hash = body.clientId === undefined ? null : conversationPayloadHash(body);
      return await ctx.writeIn(h, async (tx) => {
        const { conversations } = ctx.repos(tx);
        if (body.clientId !== undefined) {
          const existing = await conversations.byClientId(spaceId, body.clientId);
          if (existing) {
            checkClientIdReuse(body.clientId, existing.client_hash, hash!);
            return conversationView(existing);
          }
        }
        const now = clock.now();
        const { contact } = await ctx.upsertContact(tx, spaceId, body.contact.external_id, { name: body.contact.name, email: body.contact.email }, now);
        const seq = await conversations.insert({
          id: newId(),
          space_id: spaceId,
          contact_seq: contact.seq,
          status: "open",
          priority: "normal",
          assignee_id: null,
          assignee_name: null,
          tags: "[]",
          subject: body.subject ?? null,
          snoozed_until: null,
          client_id: body.clientId ?? null,
          client_hash: hash,
          message_count: 0,
          last_message_at: now,
          created_at: now,
          updated_at: now,
        });
        await conversations.setSubjectText(seq, body.subject ?? null);
        const messageSeq = await conversations.insertMessage({
          id: newId(),
          conversation_seq: seq,
          body: body.body,
          author: "contact",
          // The widget names an unverified visitor by what it said, never by the contact's stored name.
          author_name: first.authorName !== undefined ? first.authorName : contact.name,
          visibility: "public",
          // The clientId belongs to the conversation; replies have their own.
          client_id: null,
          client_hash: null,
          created_at: now,
        });
        const conversation = conversationView(await conversations.bySeq(seq));
        await emit(tx, spaceId, contact.seq, "conversation.created", conversation);
        await emit(tx, spaceId, contact.seq, "message.created", messageView(await conversations.messageBySeq(messageSeq)));
        return conversation;
      });
    },

    async update(h: Handle, spaceId: number, id: string, body: Schemas["ConversationUpdate"]): Promise<Conversation> {
      return await ctx.writeIn(h, async (tx) => {
        const { conversations } = ctx.repos(tx);
        const row = await find(tx, spaceId, id);
        const now = clock.now();
        const current = conversationState(row);
        // Only fields that were sent: an absent snoozedUntil must not become a key (an empty PATCH is a 400).
        const { snoozedUntil, ...fields } = body;
        const { next, events } = planConversationUpdate(current, snoozedUntil === undefined ? fields : { ...fields, snoozedUntil: Date.parse(snoozedUntil) }, now);
        if (!changedFields(current, next)) return conversationView(row);
        await conversations.update({
          ...row,
          status: next.status,
          priority: next.priority,
          assignee_id: next.assigneeId,
          assignee_name: next.assigneeName,
          tags: JSON.stringify(next.tags),
          subject: next.subject,
          snoozed_until: next.snoozedUntil,
          updated_at: now,
        });
        if (next.subject !== current.subject) await conversations.setSubjectText(row.seq, next.subject);
        const conversation = conversationView(await conversations.bySeq(row.seq));
        for (const type of events) await emit(tx, spaceId, row.contact_seq, type, conversation);
        return conversation;
      });
    },

    async messages(h: Handle, spaceId: number, id: string, query: PageQuery): Promise<Page<Message>> {
      const conversation = await find(h, spaceId, id);
      const limit = query.limit!;
      const [beforeSeq] = decodeCursor("messages", query.before, 1) ?? [];
      const rows = await ctx.repos(h).conversations.messages(conversation.seq, beforeSeq, limit + 1);
      return toPage(rows, limit, messageView, (r) => encodeCursor("messages", [r.seq]));
    },

    /** A reply as the team; internal notes emit nothing; a known `clientId` with the same payload answers the first message. */
    reply: async (h: Handle, spaceId: number, id: string, body: Schemas["MessageCreate"]): Promise<Message> => await addMessage(h, spaceId, id, body, "team"),

    /**
     * A message from the conversation's contact (the chat widget's visitor):
     * public, emits `message.created`; `clientId` as for replies.
     */
    contactMessage: async (h: Handle, spaceId: number, id: string, body: { body: string; clientId?: string; authorName?: string }): Promise<Message> =>
      await addMessage(h, spaceId, id, { body: body.body, clientId: body.clientId, author_name: body.authorName }, "contact"),
  };
}
export type ConversationsService = ReturnType<typeof conversationsService>;
