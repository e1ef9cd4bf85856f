import { prefixedId } from "../../platform/ids.js";
import type { Contact, Conversation, DeskEventType, Feedback, Message, Ticket, TicketComment } from "../types.js";
import type { OutboxRepo } from "./outbox.repo.js";

/** The `data` of each event kind: the record as the API returns it. */
export interface EventData {
  "contact.updated": Contact;
  "conversation.created": Conversation;
  "conversation.assigned": Conversation;
  "conversation.resolved": Conversation;
  "message.created": Message;
  "ticket.created": Ticket;
  "ticket.updated": Ticket;
  "ticket.commented": TicketComment;
  "feedback.created": Feedback;
  "feedback.updated": Feedback;
}

/** Kinds that have a source in this build (`csat.received` has none yet). */
export type EmittedEventType = keyof EventData & DeskEventType;

/**
 * Writes an event to the outbox. Call it inside the transaction of the change
 * it announces, so a change is never committed without its event.
 */
export function createEmitter(outbox: OutboxRepo, now: () => number) {
  return <T extends EmittedEventType>(spaceId: number, contactSeq: number | null, type: T, data: EventData[T]): void => {
    outbox.insert({
      id: prefixedId("evt"),
      space_id: spaceId,
      type,
      contact_seq: contactSeq,
      data: JSON.stringify(data),
      created_at: now(),
    });
  };
}
export type Emit = ReturnType<typeof createEmitter>;
