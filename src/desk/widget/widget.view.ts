import { toIso } from "../../platform/clock.js";
import type { Schemas } from "../types.js";
import type { VisitorRecord, WidgetCommentRow, WidgetConversationRow, WidgetMessageRow, WidgetTicketRow } from "./widget.repo.js";

/**
 * Who the visitor is, as the widget may be told. An unverified identity is
 * answered only what it said of itself, never its contact's stored data (nor
 * the contact's id, whose time part would tell an existing contact from a new
 * one): known and unknown `external_id`s answer alike.
 */
export const visitorView = (v: VisitorRecord): Schemas["WidgetVisitor"] =>
  isUnverifiedIdentity(v)
    ? { contactId: null, name: v.claimed_name, email: v.claimed_email, identified: true, verified: false }
    : { contactId: v.contact_id, name: v.contact_name, email: v.contact_email, identified: v.identified === 1, verified: v.verified === 1 };

/** Named by the host page without a valid `user_hash`. */
export const isUnverifiedIdentity = (v: Pick<VisitorRecord, "identified" | "verified">): boolean => v.identified === 1 && v.verified === 0;

/** The name the visitor's messages carry: what an unverified identity said, else the contact's. */
export const visitorName = (v: VisitorRecord): string | null => (isUnverifiedIdentity(v) ? v.claimed_name : v.contact_name);

export const widgetConversationView = (r: WidgetConversationRow): Schemas["WidgetConversation"] => ({
  _id: r.id,
  status: r.status as Schemas["WidgetConversation"]["status"],
  subject: r.subject,
  rated: r.rated === 1,
  lastMessageAt: toIso(r.last_message_at),
  createdAt: toIso(r.created_at),
});

export const widgetMessageView = (r: Pick<WidgetMessageRow, "id" | "body" | "author" | "author_name" | "created_at">): Schemas["WidgetMessage"] => ({
  _id: r.id,
  body: r.body,
  author: r.author,
  author_name: r.author_name,
  createdAt: toIso(r.created_at),
});

export const widgetTicketView = (t: WidgetTicketRow, comments: WidgetCommentRow[]): Schemas["WidgetTicket"] => ({
  _id: t.id,
  number: t.number,
  type: t.type,
  title: t.title,
  status: t.status,
  comments: comments.map((c) => ({ _id: c.id, body: c.body, author_name: c.author_name, createdAt: toIso(c.created_at) })),
  createdAt: toIso(t.created_at),
  updatedAt: toIso(t.updated_at),
});
