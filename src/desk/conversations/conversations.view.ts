import { toIso, toIsoOrNull } from "../../platform/clock.js";
import { contactSummaryView } from "../contacts/contacts.view.js";
import type { Conversation, Message } from "../types.js";
import type { ConversationRecord, MessageRecord } from "./conversations.repo.js";
import type { ConversationState } from "./conversations.rules.js";

export const conversationView = (r: ConversationRecord): Conversation => ({
  _id: r.id,
  contact: contactSummaryView(r),
  status: r.status as Conversation["status"],
  priority: r.priority as Conversation["priority"],
  assigneeId: r.assignee_id,
  assigneeName: r.assignee_name,
  tags: JSON.parse(r.tags),
  subject: r.subject,
  snoozedUntil: toIsoOrNull(r.snoozed_until),
  clientId: r.client_id,
  messageCount: r.message_count,
  lastMessageAt: toIso(r.last_message_at),
  createdAt: toIso(r.created_at),
  updatedAt: toIso(r.updated_at),
});

export const conversationState = (r: ConversationRecord): ConversationState => ({
  status: r.status as ConversationState["status"],
  priority: r.priority,
  assigneeId: r.assignee_id,
  assigneeName: r.assignee_name,
  tags: JSON.parse(r.tags),
  subject: r.subject,
  snoozedUntil: r.snoozed_until,
});

export const messageView = (r: MessageRecord): Message => ({
  _id: r.id,
  conversationId: r.conversation_id,
  body: r.body,
  author: r.author,
  author_name: r.author_name,
  visibility: r.visibility,
  clientId: r.client_id,
  createdAt: toIso(r.created_at),
});
