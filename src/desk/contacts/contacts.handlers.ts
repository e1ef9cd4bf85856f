import { DeskError } from "../errors.js";
import { withStatus } from "../../platform/http/handlers.js";
import type { DeskContext } from "../context.js";
import { conversationView } from "../conversations/conversations.view.js";
import { feedbackView } from "../feedback/feedback.view.js";
import { ticketView } from "../tickets/tickets.view.js";
import type { DeskEventType, DeskHandlerGroup } from "../types.js";
import { contactView } from "./contacts.view.js";

/** How many of each related record `GET /contacts/:id` embeds. */
export const CONTACT_DETAIL_LIMIT = 20;

export function contactHandlers(ctx: DeskContext): DeskHandlerGroup<"contacts.upsert" | "contacts.get"> {
  return {
    "contacts.upsert": ({ auth, body }) => {
      const { external_id, ...patch } = body;
      const { contact, created } = ctx.write(() => ctx.upsertContact(auth.spaceId, external_id, patch, ctx.clock.now()));
      return withStatus(created ? 201 : 200, contactView(contact));
    },
    "contacts.get": ({ auth, params }) => {
      const contact = ctx.contacts.byRef(auth.spaceId, params.id);
      if (!contact) throw new DeskError("contact_not_found", `No contact ${params.id}.`);
      const n = CONTACT_DETAIL_LIMIT;
      return {
        ...contactView(contact),
        conversations: ctx.conversations.recentByContact(contact.seq, n).map(conversationView),
        tickets: ctx.tickets.recentByContact(contact.seq, n).map(ticketView),
        feedback: ctx.feedback.recentByContact(contact.seq, n).map(feedbackView),
        recentEvents: ctx.outbox.recentForContact(contact.seq, n).map((e) => ({
          id: e.id,
          type: e.type as DeskEventType,
          created: Math.floor(e.created_at / 1000),
        })),
      };
    },
  };
}
