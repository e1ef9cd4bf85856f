import { toIso } from "../../platform/clock.js";
import type { Schemas } from "../types.js";
import type { VisitorRecord, WidgetCommentRow, WidgetConversationRow, WidgetMessageRow, WidgetTicketRow } from "./widget.repo.js";

export const visitorView = (v: VisitorRecord): Schemas["WidgetVisitor"] => ({
  contactId: v.contact_id,
  name: v.contact_name,
  email: v.contact_email,
  identified: v.identified === 1,
  verified: v.verified === 1,
});

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
