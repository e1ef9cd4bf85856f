import { createSender as createPlatformSender, type MessageFormat, type SenderOptions } from "../../platform/webhooks/sender.js";
import { signatureHeader, standardSignatureHeader } from "../../platform/webhooks/signature.js";
import { eventBody } from "./webhooks.rules.js";

export { USER_AGENT, type AttemptOutcome, type OnFailure, type Sender, type SenderRole } from "../../platform/webhooks/sender.js";

/**
 * The desk's messages: the body `{ id, type, created, livemode, sequence,
 * workspace_id, data }`, `Desk-Event`, `Desk-Delivery` (the delivery id, the
 * same on every attempt) and `Desk-Signature`; with `standardWebhooks` on
 * the endpoint, also the Standard Webhooks headers (its message id is the
 * delivery id).
 */
export const deskMessage: MessageFormat = (job, secrets, t) => {
  const body = eventBody({
    id: job.event_id,
    type: job.event_type,
    createdMs: job.event_created_at,
    livemode: job.mode === "live",
    sequence: job.event_sequence,
    workspaceId: job.workspace_id,
    dataJson: job.event_data,
  });
  const headers: Record<string, string> = {
    "desk-event": job.event_type,
    "desk-delivery": job.delivery_id,
    "desk-signature": signatureHeader(secrets, t, body),
  };
  if (job.standard_webhooks === 1) {
    headers["webhook-id"] = job.delivery_id;
    headers["webhook-timestamp"] = String(t);
    headers["webhook-signature"] = standardSignatureHeader(secrets, job.delivery_id, t, body);
  }
  return { body, headers };
};

/** The desk's webhook sender: the platform's, writing the desk's messages. */
export const createSender = (opts: Omit<SenderOptions, "format">) => createPlatformSender({ ...opts, format: deskMessage });
