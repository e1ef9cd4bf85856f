import type { AssigneeMatch } from "../shared.rules.js";
import type { SearchTerm } from "../../platform/search.js";
import type { ContactSummaryColumns } from "../contacts/contacts.repo.js";
import type { NewEvent } from "../events/outbox.repo.js";

export interface ConversationRow {
  seq: number;
  id: string;
  space_id: number;
  contact_seq: number;
  status: string;
  priority: string;
  assignee_id: string | null;
  assignee_name: string | null;
  /** JSON array */
  tags: string;
  subject: string | null;
  snoozed_until: number | null;
  client_id: string | null;
  /** payloadHash of the create request that used client_id */
  client_hash: string | null;
  message_count: number;
  last_message_at: number;
  created_at: number;
  updated_at: number;
}
export type ConversationRecord = ConversationRow & ContactSummaryColumns;

export interface MessageRow {
  seq: number;
  id: string;
  conversation_seq: number;
  body: string;
  author: "contact" | "team";
  author_name: string | null;
  visibility: "public" | "internal";
  client_id: string | null;
  /** payloadHash of the reply that used client_id */
  client_hash: string | null;
  created_at: number;
}
export type MessageRecord = MessageRow & { conversation_id: string };

export interface ConversationListFilter {
  spaceId: number;
  status?: string;
  /** every status but `resolved` */
  active?: boolean;
  contactSeq?: number;
  /** The assignee filter (`assigneeMatch`); undefined keeps every conversation. */
  assignee?: AssigneeMatch;
  /** Search terms (from `searchQuery`); each must match the subject or a message. */
  terms?: SearchTerm[];
  /** `created` (seq descending, the default) or `activity`: the last message first (last_message_at, then seq, descending). */
  order?: ConversationOrder;
  /** `created`: the page starts after this seq (excluded). */
  beforeSeq?: number;
  /** `activity`: the page starts after this (last_message_at, seq) (excluded). */
  beforeActivity?: ActivityKey;
  limit: number;
}

export type ConversationOrder = "created" | "activity";

/** Where a conversation stands in the `activity` order. */
export interface ActivityKey {
  lastMessageAt: number;
  seq: number;
}

/** What a reply needs of its conversation (a narrow read: the whole record costs ~3× as much). */
export interface ConversationRef {
  seq: number;
  contact_seq: number;
}

/**
 * Conversations, their messages and their search text. A record (`ConversationRecord`) carries its
 * contact's summary. Search text may be written late (an engine may batch it to the end of the
 * write), but every read and delete of search text inside a write sees what that write added.
 */
export interface ConversationsRepo {
  /** The conversation of the space with this `_id`; undefined when none. */
  byId(spaceId: number, id: string): Promise<ConversationRecord | undefined>;
  /** The conversation with this seq (it must exist). */
  bySeq(seq: number): Promise<ConversationRecord>;
  /** The conversation of the space created with this client id; undefined when none. */
  byClientId(spaceId: number, clientId: string): Promise<ConversationRecord | undefined>;
  /** The contact's newest `limit` conversations, newest first (seq descending). */
  recentByContact(contactSeq: number, limit: number): Promise<ConversationRecord[]>;
  /** Stores a new conversation; answers its seq. A duplicate id or (space, client_id) throws. */
  insert(row: Omit<ConversationRow, "seq">): Promise<number>;
  /** Writes status, priority, assignee (id, name), tags, subject, snoozed_until and updated_at of the conversation `row.seq`. */
  update(row: ConversationRow): Promise<void>;
  /** Every snoozed conversation whose `snoozed_until` ≤ `now` goes back to open (snooze cleared, updated_at `now`); answers how many. */
  wakeSnoozed(now: number): Promise<number>;
  /** Replaces the conversation's subject search text (none for a null or empty subject). */
  setSubjectText(seq: number, subject: string | null): Promise<void>;
  /** Stores a message, counts it on its conversation (message_count + 1, last_message_at and updated_at = its created_at) and indexes its body; answers its seq. */
  insertMessage(row: Omit<MessageRow, "seq">): Promise<number>;
  /**
   * `insertMessage` into the space's conversation with this `_id`, found in the same write, and
   * `event` (unless null) published there (`OutboxRepo.publish`) as the conversation's contact's:
   * what a reply writes. Answers the message's seq and the conversation's ref; undefined, having
   * written nothing, when the space has no such conversation.
   */
  insertMessageInto(
    spaceId: number,
    conversationId: string,
    row: Omit<MessageRow, "seq" | "conversation_seq">,
    event: Omit<NewEvent, "space_id" | "contact_seq"> | null,
  ): Promise<(ConversationRef & { message_seq: number }) | undefined>;
  /** The conversation's seq and contact (a narrow read); undefined when none. */
  refById(spaceId: number, id: string): Promise<ConversationRef | undefined>;
  /**
   * Empties what the contact wrote in its conversations (its messages' bodies and author names,
   * the subjects) and rebuilds their search text from what remains (the team's messages).
   */
  eraseContactText(contactSeq: number): Promise<void>;
  /** The conversation's message sent with this client id; undefined when none. */
  messageByClientId(conversationSeq: number, clientId: string): Promise<MessageRecord | undefined>;
  /** The message with this seq (it must exist). */
  messageBySeq(seq: number): Promise<MessageRecord>;
  /** A page of the conversation's messages, newest first (seq descending), before `beforeSeq` (excluded) when given. */
  messages(conversationSeq: number, beforeSeq: number | undefined, limit: number): Promise<MessageRecord[]>;
  /**
   * One page of conversations, newest first: by seq descending (`created`, `beforeSeq` excluded) or by
   * (last_message_at, seq) descending (`activity`, `beforeActivity` excluded); every search term must
   * match the subject or a message.
   */
  list(f: ConversationListFilter): Promise<ConversationRecord[]>;
  /**
   * What an inbox row shows of each of the space's conversations with these `_id`s (unknown ones and those with no message are left out, the rest by id bytewise): its
   * first message's body, and when the contact last wrote (null when only the team has).
   */
  previews(spaceId: number, conversationIds: string[]): Promise<ConversationPreview[]>;
}

export interface ConversationPreview {
  conversation_id: string;
  first_body: string;
  last_contact_at: number | null;
}
