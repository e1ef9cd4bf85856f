import { toIso, toIsoOrNull } from "../../platform/clock.js";
import type { Schemas } from "../types.js";
import type { MailAttemptRow, MailRecord } from "./mail.repo.js";

type MailDelivery = Schemas["MailDelivery"];
type MailDeliveryDetail = Schemas["MailDeliveryDetail"];

export const mailView = (r: MailRecord): MailDelivery => ({
  _id: r.id,
  kind: r.kind,
  conversationId: r.kind === "reply" ? r.thread_id : null,
  ticketId: r.kind === "comment" ? r.thread_id : null,
  sourceId: r.source_id,
  contactId: r.contact_id,
  to: r.to_address,
  subject: r.subject,
  messageIdHeader: r.message_id,
  status: r.status,
  skipReason: r.status === "skipped" ? r.skip_reason : null,
  attemptCount: r.attempt_count,
  nextAttemptAt: r.status === "pending" ? toIsoOrNull(r.next_attempt_at) : null,
  createdAt: toIso(r.created_at),
  updatedAt: toIso(r.updated_at),
});

export const mailDetailView = (r: MailRecord, attempts: MailAttemptRow[]): MailDeliveryDetail => ({
  ...mailView(r),
  attempts: attempts.map((a) => ({
    number: a.number,
    state: a.state,
    at: toIso(a.started_at),
    responseCode: a.response_code,
    response: a.response,
    durationMs: a.state === "completed" ? a.duration_ms : null,
    error: a.error,
  })),
});
