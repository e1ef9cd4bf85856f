import { DeskError } from "../errors.js";
import { differs, normalizeTags, requireSomeField, requireText } from "../shared.rules.js";

export type TicketType = "bug" | "support" | "question" | "feature";
export type TicketStatus = "open" | "pending" | "resolved" | "closed";
export type Priority = "low" | "normal" | "high" | "urgent";

/** Bugs are urgent enough to default to `high`; everything else is `normal`. */
export const defaultTicketPriority = (type: TicketType): Priority => (type === "bug" ? "high" : "normal");

/** `closed` is final; every other move is allowed. */
export function checkTicketTransition(from: TicketStatus, to: TicketStatus): void {
  if (from === "closed" && to !== "closed") {
    throw new DeskError("invalid_transition", `A closed ticket cannot move to ${to}.`);
  }
}

export interface TicketState {
  status: TicketStatus;
  priority: Priority;
  type: TicketType;
  title: string;
  tags: string[];
  assigneeId: string | null;
}

export type TicketPatch = Partial<TicketState>;

/** The next state and whether it emits `ticket.updated` (status, priority, type or assignee changed). */
export function planTicketUpdate(current: TicketState, patch: TicketPatch): { next: TicketState; notify: boolean } {
  requireSomeField(patch);
  requireText("body.title", patch.title);
  if (patch.status !== undefined) checkTicketTransition(current.status, patch.status);
  const next: TicketState = {
    status: patch.status ?? current.status,
    priority: patch.priority ?? current.priority,
    type: patch.type ?? current.type,
    title: patch.title ?? current.title,
    tags: patch.tags ? normalizeTags(patch.tags) : current.tags,
    assigneeId: patch.assigneeId !== undefined ? patch.assigneeId : current.assigneeId,
  };
  // Closed is read-only: a patch may repeat what the ticket holds, never change it.
  if (current.status === "closed" && ticketChanged(current, next)) {
    throw new DeskError("ticket_closed", "The ticket is closed; it is read-only.");
  }
  const notify = (["status", "priority", "type", "assigneeId"] as const).some((k) => next[k] !== current[k]);
  return { next, notify };
}

export const ticketChanged = (a: TicketState, b: TicketState): boolean =>
  (Object.keys(a) as (keyof TicketState)[]).some((k) => differs(a[k], b[k]));

/** Comments are refused on closed tickets. */
export function checkCanComment(status: TicketStatus): void {
  if (status === "closed") throw new DeskError("ticket_closed", "The ticket is closed; it takes no more comments.");
}
