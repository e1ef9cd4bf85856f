import type { Handle } from "../../platform/db/handle.js";
import { DeskError } from "../errors.js";
import { newId } from "../../platform/ids.js";
import { decodeCursor, encodeCursor, type Page, toPage } from "../../platform/pagination.js";
import type { DeskContext } from "../context.js";
import { EMPTY_PAGE, resolveListQuery } from "../list.js";
import { assigneeMatch, normalizeTags, requireText } from "../shared.rules.js";
import type { DeskOperations, Schemas, Ticket, TicketComment } from "../types.js";
import type { TicketRecord } from "./tickets.repo.js";
import { checkCanComment, defaultTicketPriority, planTicketUpdate, ticketChanged } from "./tickets.rules.js";
import { commentView, ticketState, ticketView } from "./tickets.view.js";

type ListQuery = NonNullable<DeskOperations["tickets.list"]["parameters"]["query"]>;

/** Tickets and their comments. */
export function ticketsService(ctx: DeskContext) {
  const { emit, clock } = ctx;

  const find = async (h: Handle, spaceId: number, id: string): Promise<TicketRecord> => {
    const t = await ctx.repos(h).tickets.byId(spaceId, id);
    if (!t) throw new DeskError("ticket_not_found", `No ticket ${id}.`);
    return t;
  };

  return {
    get: async (h: Handle, spaceId: number, id: string): Promise<Ticket> => ticketView(await find(h, spaceId, id)),

    async list(h: Handle, spaceId: number, query: ListQuery): Promise<Page<Ticket>> {
      const limit = query.limit!;
      const { contacts, tickets } = ctx.repos(h);
      const resolved = await resolveListQuery(contacts, spaceId, "tickets", 1, query);
      if (!resolved) return EMPTY_PAGE;
      const rows = await tickets.list({
        spaceId,
        status: query.status === "active" ? undefined : query.status,
        active: query.status === "active",
        type: query.type,
        priority: query.priority,
        contactSeq: resolved.contactSeq,
        assignee: assigneeMatch(query),
        search: resolved.search,
        beforeSeq: resolved.beforeKeys?.[0],
        limit: limit + 1,
      });
      return toPage(rows, limit, ticketView, (r) => encodeCursor("tickets", [r.seq]));
    },

    /** Files a ticket with the next number of the space (taken inside the same transaction: no gaps, no duplicates). */
    async create(h: Handle, spaceId: number, body: Schemas["TicketCreate"]): Promise<Ticket> {
      requireText("body.title", body.title);
      return await ctx.writeIn(h, async (tx) => {
        const { tickets } = ctx.repos(tx);
        const now = clock.now();
        // The number first: a new contact's contact.updated takes the space's event sequence, and
        // every unit takes the ticket counter before the event sequence (the other order deadlocks
        // with a concurrent ticket on PostgreSQL, where units run at once).
        const number = await tickets.takeNumber(spaceId);
        const { contact } = await ctx.upsertContact(tx, spaceId, body.contact.external_id, {}, now);
        const seq = await tickets.insert({
          id: newId(),
          space_id: spaceId,
          number,
          contact_seq: contact.seq,
          type: body.type,
          title: body.title,
          description: body.description ?? null,
          priority: body.priority ?? defaultTicketPriority(body.type),
          status: "open",
          tags: JSON.stringify(normalizeTags(body.tags ?? [])),
          assignee_id: null,
          context: body.context === undefined ? null : JSON.stringify(body.context),
          comment_count: 0,
          created_at: now,
          updated_at: now,
        });
        const ticket = ticketView(await tickets.bySeq(seq));
        await emit(tx, spaceId, contact.seq, "ticket.created", ticket);
        return ticket;
      });
    },

    async update(h: Handle, spaceId: number, id: string, body: Schemas["TicketUpdate"]): Promise<Ticket> {
      return await ctx.writeIn(h, async (tx) => {
        const { tickets } = ctx.repos(tx);
        const row = await find(tx, spaceId, id);
        const current = ticketState(row);
        const { next, notify } = planTicketUpdate(current, body);
        if (!ticketChanged(current, next)) return ticketView(row);
        await tickets.update(
          {
            ...row,
            status: next.status,
            priority: next.priority,
            type: next.type,
            title: next.title,
            tags: JSON.stringify(next.tags),
            assignee_id: next.assigneeId,
            updated_at: clock.now(),
          },
          next.title !== current.title,
        );
        const ticket = ticketView(await tickets.bySeq(row.seq));
        if (notify) await emit(tx, spaceId, row.contact_seq, "ticket.updated", ticket);
        return ticket;
      });
    },

    async comments(h: Handle, spaceId: number, id: string, query: { before?: string; limit?: number }): Promise<Page<TicketComment>> {
      const ticket = await find(h, spaceId, id);
      const limit = query.limit!;
      const [beforeSeq] = decodeCursor("comments", query.before, 1) ?? [];
      const rows = await ctx.repos(h).tickets.comments(ticket.seq, beforeSeq, limit + 1);
      return toPage(rows, limit, commentView, (r) => encodeCursor("comments", [r.seq]));
    },

    async comment(h: Handle, spaceId: number, id: string, body: Schemas["TicketCommentCreate"]): Promise<TicketComment> {
      requireText("body.body", body.body);
      return await ctx.writeIn(h, async (tx) => {
        const ticket = await find(tx, spaceId, id);
        checkCanComment(ticket.status as Ticket["status"]);
        const comment = commentView(
          await ctx.repos(tx).tickets.insertComment({
            id: newId(),
            ticket_seq: ticket.seq,
            body: body.body,
            visibility: body.visibility ?? "public",
            author_name: body.author_name ?? null,
            created_at: clock.now(),
          }),
        );
        // Internal comments stay inside the desk: no event and no mail, so their body never leaves.
        if (comment.visibility === "public") {
          await emit(tx, spaceId, ticket.contact_seq, "ticket.commented", comment);
          // Reaches the visitor by e-mail too (queued in this transaction).
          await ctx.mail.comment(tx, ticket.seq, comment);
        }
        return comment;
      });
    },
  };
}
