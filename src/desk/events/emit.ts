import { prefixedId } from "../../platform/ids.js";
import type { Contact, Conversation, Csat, DeskEventType, Feedback, Message, Ticket, TicketComment, WebhookEndpoint } from "../types.js";
import type { Tx } from "../../platform/db/handle.js";
import type { NewEvent, OutboxRepo } from "./outbox.repo.js";

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

/** An event of `type` announcing `data` (the record as the API returns it), minted now: what the outbox stores of it but its space and contact. */
export function newEvent<T extends EmittedEventType>(type: T, data: EventData[T], at: number): Omit<NewEvent, "space_id" | "contact_seq"> {
  return { id: prefixedId("evt"), type, data: JSON.stringify(data), created_at: at };
}

/**
 * Writes an event to the outbox and one pending delivery per enabled endpoint
 * subscribed to its kind (`OutboxRepo.publish`, one write), in `tx`: the transaction
 * of the change it announces, so a change is never committed without its event and
 * deliveries. Emit last in the unit where it can be: the space's sequence is held from
 * there until the unit commits.
 */
export function createEmitter(repos: (tx: Tx) => { outbox: OutboxRepo }, now: () => number) {
  return async <T extends EmittedEventType>(tx: Tx, spaceId: number, contactSeq: number | null, type: T, data: EventData[T]): Promise<void> => {
    await repos(tx).outbox.publish({ ...newEvent(type, data, now()), space_id: spaceId, contact_seq: contactSeq });
  };
}
export type Emit = ReturnType<typeof createEmitter>;
