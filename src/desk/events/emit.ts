import { prefixedId } from "../../platform/ids.js";
import type { Contact, Conversation, Csat, DeskEventType, Feedback, Message, Ticket, TicketComment, WebhookEndpoint } from "../types.js";
import type { Tx } from "../../platform/db/handle.js";
import type { WebhooksRepo } from "../webhooks/webhooks.repo.js";
import type { OutboxRepo } from "./outbox.repo.js";

/** The `data` of each event kind: the record as the API returns it. */
export interface EventData {
  "contact.updated": Contact;
  "webhook_endpoint.disabled": WebhookEndpoint;
  "conversation.created": Conversation;
  "conversation.assigned": Conversation;
  "conversation.resolved": Conversation;
  "message.created": Message;
  "csat.received": Csat;
  "csat.updated": Csat;
  "ticket.created": Ticket;
  "ticket.updated": Ticket;
  "ticket.commented": TicketComment;
  "feedback.created": Feedback;
  "feedback.updated": Feedback;
}

export type EmittedEventType = keyof EventData & DeskEventType;

/**
 * Writes an event to the outbox and one pending delivery per enabled endpoint
 * subscribed to its kind, in `tx`: the transaction of the change it
 * announces, so a change is never committed without its event and deliveries.
 */
export function createEmitter(repos: (tx: Tx) => { outbox: OutboxRepo; webhooks: WebhooksRepo }, now: () => number) {
  return async <T extends EmittedEventType>(tx: Tx, spaceId: number, contactSeq: number | null, type: T, data: EventData[T]): Promise<void> => {
    const { outbox, webhooks } = repos(tx);
    const at = now();
    const eventSeq = await outbox.insert({
      id: prefixedId("evt"),
      space_id: spaceId,
      type,
      contact_seq: contactSeq,
      data: JSON.stringify(data),
      created_at: at,
    });
    await webhooks.fanOut(spaceId, type, eventSeq, at);
  };
}
export type Emit = ReturnType<typeof createEmitter>;
