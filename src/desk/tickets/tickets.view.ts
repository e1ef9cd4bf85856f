import { toIso } from "../../platform/clock.js";
import { contactSummaryView } from "../contacts/contacts.view.js";
import type { Ticket, TicketComment } from "../types.js";
import type { CommentRecord, TicketRecord } from "./tickets.repo.js";
import type { TicketState } from "./tickets.rules.js";

export const ticketView = (r: TicketRecord): Ticket => ({
  _id: r.id,
  number: r.number,
  contact: contactSummaryView(r),
  type: r.type as Ticket["type"],
  title: r.title,
  description: r.description,
  priority: r.priority as Ticket["priority"],
  status: r.status as Ticket["status"],
  tags: JSON.parse(r.tags),
  assigneeId: r.assignee_id,
  context: r.context === null ? null : JSON.parse(r.context),
  commentCount: r.comment_count,
  createdAt: toIso(r.created_at),
  updatedAt: toIso(r.updated_at),
});

export const ticketState = (r: TicketRecord): TicketState => ({
  status: r.status as TicketState["status"],
  priority: r.priority as TicketState["priority"],
  type: r.type as TicketState["type"],
  title: r.title,
  tags: JSON.parse(r.tags),
  assigneeId: r.assignee_id,
});

export const commentView = (r: CommentRecord): TicketComment => ({
  _id: r.id,
  ticketId: r.ticket_id,
  body: r.body,
  visibility: r.visibility,
  author_name: r.author_name,
  createdAt: toIso(r.created_at),
});
