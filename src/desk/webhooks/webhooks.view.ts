import { requestView } from "../../platform/webhooks/logged-request.js";
import { toIso, toIsoOrNull } from "../../platform/clock.js";
import type { WebhookDelivery, WebhookDeliveryDetail, WebhookEndpoint } from "../types.js";
import type { AttemptRow, DeliveryRecord, EndpointRow } from "./webhooks.repo.js";

export const endpointView = (r: EndpointRow, now: number): WebhookEndpoint => ({
  _id: r.id,
  url: r.url,
  events: JSON.parse(r.events),
  description: r.description,
  enabled: r.enabled === 1,
  disabledReason: r.enabled === 1 ? null : (r.disabled_reason ?? "manual"),
  failingSince: toIsoOrNull(r.failing_since),
  standardWebhooks: r.standard_webhooks === 1,
  previousSecretExpiresAt:
    r.previous_secret_expires_at !== null && r.previous_secret_expires_at > now ? toIso(r.previous_secret_expires_at) : null,
  createdAt: toIso(r.created_at),
  updatedAt: toIso(r.updated_at),
});

export const deliveryView = (r: DeliveryRecord): WebhookDelivery => ({
  _id: r.id,
  endpointId: r.endpoint_id,
  eventId: r.event_id,
  eventType: r.event_type as WebhookDelivery["eventType"],
  status: r.status,
  attemptCount: r.attempt_count,
  nextAttemptAt: r.status === "pending" ? toIsoOrNull(r.next_attempt_at) : null,
  createdAt: toIso(r.created_at),
  updatedAt: toIso(r.updated_at),
});

export const deliveryDetailView = (r: DeliveryRecord, attempts: AttemptRow[]): WebhookDeliveryDetail => ({
  ...deliveryView(r),
  attempts: attempts.map((a) => ({
    number: a.number,
    trigger: a.trigger,
    state: a.state,
    at: toIso(a.started_at),
    statusCode: a.status_code,
    responseBody: a.response_body,
    durationMs: a.state === "completed" ? a.duration_ms : null,
    error: a.error,
    request: requestView(a),
  })),
});
