import type { Handle } from "../../platform/db/handle.js";
import { DeskError } from "../errors.js";
import { decodeCursor, encodeCursor, type Page, toPage } from "../../platform/pagination.js";
import { searchQuery } from "../../platform/search.js";
import type { DeskContext } from "../context.js";
import { conversationView } from "../conversations/conversations.view.js";
import { feedbackView } from "../feedback/feedback.view.js";
import { EMPTY_PAGE } from "../list.js";
import { ticketView } from "../tickets/tickets.view.js";
import type { Contact, DeskEventType, DeskOperations, Schemas } from "../types.js";
import type { ContactRow } from "./contacts.repo.js";
import { attributeFilter } from "./contacts.rules.js";
import { contactView } from "./contacts.view.js";

type ContactDetail = Schemas["ContactDetail"];

/** How many of each related record `GET /contacts/:id` embeds. */
export const CONTACT_DETAIL_LIMIT = 20;

type ListQuery = NonNullable<DeskOperations["contacts.list"]["parameters"]["query"]>;

/** Contacts: list, read with their records, erase. (Upserts go through `ctx.upsertContact`.) */
export function contactsService(ctx: DeskContext) {
  const { clock } = ctx;

  const find = async (h: Handle, spaceId: number, ref: string): Promise<ContactRow> => {
    const contact = await ctx.repos(h).contacts.byRef(spaceId, ref);
    if (!contact) throw new DeskError("contact_not_found", `No contact ${ref}.`);
    return contact;
  };

  return {
    async list(h: Handle, spaceId: number, query: ListQuery): Promise<Page<Contact>> {
      const limit = query.limit!;
      const attribute = attributeFilter(query.attribute_key, query.attribute_value);
      const beforeSeq = decodeCursor("contacts", query.before, 1)?.[0];
      const search = query.q === undefined ? undefined : searchQuery(query.q);
      if (query.q !== undefined && search === undefined) return EMPTY_PAGE;
      const rows = await ctx.repos(h).contacts.list({ spaceId, externalId: query.external_id, search, attribute, beforeSeq, limit: limit + 1 });
      return toPage(rows, limit, contactView, (r) => encodeCursor("contacts", [r.seq]));
    },

    async detail(h: Handle, spaceId: number, ref: string): Promise<ContactDetail> {
      const contact = await find(h, spaceId, ref);
      const n = CONTACT_DETAIL_LIMIT;
      const { conversations, tickets, feedback, outbox } = ctx.repos(h);
      return {
        ...contactView(contact),
        conversations: (await conversations.recentByContact(contact.seq, n)).map(conversationView),
        tickets: (await tickets.recentByContact(contact.seq, n)).map(ticketView),
        feedback: (await feedback.recentByContact(contact.seq, n)).map(feedbackView),
        recentEvents: (await outbox.recentForContact(contact.seq, n)).map((e) => ({
          id: e.id,
          type: e.type as DeskEventType,
          created: Math.floor(e.created_at / 1000),
        })),
      };
    },

    /**
     * Erases the contact's personal data and the text it wrote, redacts its
     * events, then announces the erased contact as `contact.updated`.
     * Erasing again changes nothing.
     */
    async erase(h: Handle, spaceId: number, ref: string): Promise<Contact> {
      return await ctx.writeIn(h, async (tx) => {
        const contact = await find(tx, spaceId, ref);
        if (contact.erased_at !== null) return contactView(contact);
        const { contacts, conversations, tickets, feedback, csat } = ctx.repos(tx);
        await contacts.erase(contact, clock.now());
        await conversations.eraseContactText(contact.seq);
        await tickets.eraseContactText(contact.seq);
        await feedback.eraseContactText(contact.seq);
        await csat.eraseContactComments(contact.seq);
        await ctx.mail.forgetContact(tx, contact.seq);
        const erased = contactView(await contacts.bySeq(contact.seq));
        await ctx.emit(tx, spaceId, contact.seq, "contact.updated", erased);
        return erased;
      });
    },
  };
}
