import type { AssigneeMatch } from "../shared.rules.js";
import type { Search } from "../../platform/search.js";
import type { ContactSummaryColumns } from "../contacts/contacts.repo.js";

export interface TicketRow {
  seq: number;
  id: string;
  space_id: number;
  number: number;
  contact_seq: number;
  type: string;
  title: string;
  description: string | null;
  priority: string;
  status: string;
  /** JSON array */
  tags: string;
  assignee_id: string | null;
  /** JSON object or null */
  context: string | null;
  comment_count: number;
  created_at: number;
  updated_at: number;
}
export type TicketRecord = TicketRow & ContactSummaryColumns;

export interface CommentRow {
  seq: number;
  id: string;
  ticket_seq: number;
  body: string;
  visibility: "public" | "internal";
  author_name: string | null;
  created_at: number;
}
export type CommentRecord = CommentRow & { ticket_id: string };

export interface TicketListFilter {
  spaceId: number;
  status?: string;
  active?: boolean;
  type?: string;
  priority?: string;
  contactSeq?: number;
  /** The assignee filter (`assigneeMatch`); undefined keeps every ticket. */
  assignee?: AssigneeMatch;
  search?: Search;
  beforeSeq?: number;
  limit: number;
}

/** Tickets (numbered per space), their comments and their search text. */
export interface TicketsRepo {
  /** Takes the next ticket number of a space (1, 2, 3 …); call inside the write transaction (no gaps, no duplicates). */
  takeNumber(spaceId: number): Promise<number>;
  /** The ticket of the space with this `_id`; undefined when none. */
  byId(spaceId: number, id: string): Promise<TicketRecord | undefined>;
  /** The ticket with this seq (it must exist). */
  bySeq(seq: number): Promise<TicketRecord>;
  /** The contact's newest `limit` tickets, newest first (seq descending). */
  recentByContact(contactSeq: number, limit: number): Promise<TicketRecord[]>;
  /** Stores a ticket and its search text (title, description); answers its seq. */
  insert(row: Omit<TicketRow, "seq">): Promise<number>;
  /** Writes type, title, priority, status, tags, assignee and updated_at of the ticket `row.seq`; re-indexes the title when `titleChanged`. */
  update(row: TicketRow, titleChanged: boolean): Promise<void>;
  /** Empties what the contact wrote in its tickets (title becomes '', description and context null) and their search text. */
  eraseContactText(contactSeq: number): Promise<void>;
  /** Stores a comment and counts it on its ticket (comment_count + 1, updated_at = its created_at); answers it with its seq and ticket `_id`. */
  insertComment(row: Omit<CommentRow, "seq">): Promise<CommentRecord>;
  /** A page of the ticket's comments, newest first (seq descending), before `beforeSeq` (excluded) when given. */
  comments(ticketSeq: number, beforeSeq: number | undefined, limit: number): Promise<CommentRecord[]>;
  /** One page of tickets, newest first (seq descending), `beforeSeq` excluded; `active`: open or pending. */
  list(f: TicketListFilter): Promise<TicketRecord[]>;
}
