import type { MessageFormat } from "../../platform/webhooks/sender.js";
import { standardSignatureHeader } from "../../platform/webhooks/signature.js";

/**
 * The body a billing webhook receives: `{ id, type, created_at, livemode,
 * sequence, data }`. `data` is spliced in as stored (the record when the event
 * happened), so every attempt sends the same bytes.
 */
export function billingEventBody(e: { id: string; type: string; createdAt: number; livemode: boolean; sequence: number | null; dataJson: string }): string {
  const head = JSON.stringify({ id: e.id, type: e.type, created_at: e.createdAt, livemode: e.livemode, sequence: e.sequence });
  return `${head.slice(0, -1)},"data":${e.dataJson}}`;
}

/**
 * Billing messages are signed as Standard Webhooks: `webhook-id` (the event
 * id: the same on every attempt and for every webhook), `webhook-timestamp`,
 * `webhook-signature` (one `v1,` signature per secret in force). The same
 * values go as `svix-id`, `svix-timestamp` and `svix-signature`, so receivers
 * written for Autumn's (Svix's) webhooks verify them unchanged.
 */
export const billingMessage: MessageFormat = (job, secrets, t) => {
  const body = billingEventBody({
    id: job.event_id,
    type: job.event_type,
    createdAt: job.event_created_at,
    livemode: job.mode === "live",
    sequence: job.event_sequence,
    dataJson: job.event_data,
  });
  const id = job.event_id;
  const timestamp = String(t);
  const signature = standardSignatureHeader(secrets, id, t, body);
  return {
    body,
    headers: {
      "webhook-id": id,
      "webhook-timestamp": timestamp,
      "webhook-signature": signature,
      "svix-id": id,
      "svix-timestamp": timestamp,
      "svix-signature": signature,
    },
  };
};
