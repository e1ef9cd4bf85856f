import { requestView } from "../../platform/webhooks/logged-request.js";
import type { AttemptRow, DeliveryRecord, EndpointRow } from "../../platform/webhooks/webhooks.repo.js";
import type { Mode } from "../../platform/tenancy/workspaces.repo.js";
import type { Schemas } from "../types.js";

/** A webhook as the API shows it (never its secret). */
export const webhookView = (r: EndpointRow, mode: Mode, now: number): Schemas["Webhook"] => ({
  id: r.id,
  url: r.url,
  events: JSON.parse(r.events) as Schemas["Webhook"]["events"],
  description: r.description,
  disabled: r.enabled === 0,
  disabled_reason: r.enabled === 1 ? null : (r.disabled_reason ?? "manual"),
  failing_since: r.failing_since,
  previous_secret_expires_at: r.previous_secret_expires_at !== null && r.previous_secret_expires_at > now ? r.previous_secret_expires_at : null,
  livemode: mode === "live",
  created_at: r.created_at,
  updated_at: r.updated_at,
});

/** A delivery with its attempts, oldest first (the delivery log). */
export const deliveryView = (r: DeliveryRecord, attempts: AttemptRow[]): Schemas["WebhookDelivery"] => ({
  id: r.id,
  webhook_id: r.endpoint_id,
  event_id: r.event_id,
  event_type: r.event_type as Schemas["WebhookDelivery"]["event_type"],
  status: r.status,
  attempt_count: r.attempt_count,
  next_attempt_at: r.status === "pending" ? r.next_attempt_at : null,
  created_at: r.created_at,
  updated_at: r.updated_at,
  attempts: attempts.map((a) => ({
    number: a.number,
    trigger: a.trigger,
    state: a.state,
    at: a.started_at,
    status_code: a.status_code,
    response_excerpt: a.response_body,
    duration_ms: a.state === "completed" ? a.duration_ms : null,
    error: a.error,
  })),
});

/** A delivery with its attempts and the request each sent (the console's delivery detail; the list leaves the requests out). */
export const deliveryDetailView = (r: DeliveryRecord, attempts: AttemptRow[]) => {
  const view = deliveryView(r, attempts);
  return { ...view, attempts: view.attempts.map((a, i) => ({ ...a, request: requestView(attempts[i]) })) };
};
