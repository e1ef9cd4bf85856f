import { invalid } from "../../platform/errors.js";
import { DeskError } from "../errors.js";
import { differs, normalizeTags, payloadHash, requireSomeField, requireText } from "../shared.rules.js";

export type ConversationStatus = "open" | "pending" | "snoozed" | "resolved";

export interface ConversationState {
  status: ConversationStatus;
  priority: string;
  assigneeId: string | null;
  assigneeName: string | null;
  tags: string[];
  subject: string | null;
  snoozedUntil: number | null;
}

export interface ConversationPatch {
  status?: ConversationStatus;
  priority?: string;
  assigneeId?: string | null;
  assigneeName?: string | null;
  tags?: string[];
  subject?: string | null;
  /** ms since epoch */
  snoozedUntil?: number;
}

export type ConversationUpdateEvent = "conversation.assigned" | "conversation.resolved";

/**
 * The seed's PATCH rules as one pure function: the next state and the events
 * the change emits. Throws 400 `invalid_request` for a patch that breaks a rule.
 */
export function planConversationUpdate(
  current: ConversationState,
  patch: ConversationPatch,
  now: number,
): { next: ConversationState; events: ConversationUpdateEvent[] } {
  requireSomeField(patch);
  requireText("body.subject", patch.subject);
  if (patch.assigneeName !== undefined && patch.assigneeId === undefined) {
    invalid("body.assigneeName", "needs body.assigneeId in the same request");
  }
  if (typeof patch.assigneeId === "string" && typeof patch.assigneeName !== "string") {
    invalid("body.assigneeName", "is required when assigning (with body.assigneeId)");
  }
  // Unassigning needs only `assigneeId: null`; a name sent with it must be null too.
  if (patch.assigneeId === null && patch.assigneeName !== undefined && patch.assigneeName !== null) {
    invalid("body.assigneeName", "must be null when unassigning");
  }
  if (patch.snoozedUntil !== undefined && patch.status !== "snoozed") {
    invalid("body.snoozedUntil", "needs body.status: snoozed in the same request");
  }
  if (patch.status === "snoozed") {
    if (patch.snoozedUntil === undefined) invalid("body.snoozedUntil", "is required with status snoozed");
    if (Number.isNaN(patch.snoozedUntil)) invalid("body.snoozedUntil", "is not a valid time");
    if (patch.snoozedUntil <= now) invalid("body.snoozedUntil", "must be in the future");
  }

  const status = patch.status ?? current.status;
  const next: ConversationState = {
    status,
    priority: patch.priority ?? current.priority,
    assigneeId: patch.assigneeId !== undefined ? patch.assigneeId : current.assigneeId,
    assigneeName: patch.assigneeId !== undefined ? (patch.assigneeName ?? null) : current.assigneeName,
    tags: patch.tags ? normalizeTags(patch.tags) : current.tags,
    subject: patch.subject !== undefined ? patch.subject : current.subject,
    snoozedUntil: status === "snoozed" ? (patch.snoozedUntil ?? current.snoozedUntil) : null,
  };
  const events: ConversationUpdateEvent[] = [];
  // The assignee is the id; a new display name for the same person is not a reassignment.
  if (next.assigneeId !== current.assigneeId) events.push("conversation.assigned");
  if (status === "resolved" && current.status !== "resolved") events.push("conversation.resolved");
  return { next, events };
}

export const changedFields = (a: ConversationState, b: ConversationState): boolean =>
  (Object.keys(a) as (keyof ConversationState)[]).some((k) => differs(a[k], b[k]));

export interface ConversationCreateInput {
  contact: { external_id: string; name?: string; email?: string };
  body: string;
  subject?: string;
  clientId?: string;
}

/** Refuses blank text in a new conversation (400 naming the field). */
export function checkConversationCreate(c: ConversationCreateInput): void {
  requireText("body.body", c.body);
  requireText("body.subject", c.subject);
}

/** What a conversation's clientId is bound to: the contact, its name and email as sent, the body and the subject. */
export const conversationPayloadHash = (c: ConversationCreateInput): string =>
  payloadHash([c.contact.external_id, c.contact.name, c.contact.email, c.body, c.subject]);

/** What a reply's clientId is bound to: body, author and visibility (omitted = `public`). */
export const messagePayloadHash = (m: { body: string; author_name?: string; visibility?: string }): string =>
  payloadHash([m.body, m.author_name, m.visibility ?? "public"]);

/**
 * A known clientId replays its first answer only for the same payload; rows
 * stored before payloads were hashed (hash null) replay for any payload.
 */
export function checkClientIdReuse(clientId: string, storedHash: string | null, hash: string): void {
  if (storedHash !== null && storedHash !== hash) {
    throw new DeskError("client_id_mismatch", `clientId ${clientId} was used with a different payload; use a new clientId for a new request.`);
  }
}
