/**
 * The desk's webhook endpoints, deliveries and attempts: the platform's generic outbox repository
 * (platform/webhooks/webhooks.repo.ts) over the desk's tables, delivery ids 24-hex (`Desk-Delivery`).
 * Its SQLite implementation is src/store/sqlite/desk/webhooks.ts.
 */
export type {
  AttemptOutcome,
  AttemptRow,
  AttemptState,
  DeliveryFilter,
  DeliveryRecord,
  DeliveryRow,
  DeliveryStatus,
  EndpointRow,
  SendJob,
  WebhooksRepo,
} from "../../platform/webhooks/webhooks.repo.js";
export { INTERRUPTED_ERROR } from "../../platform/webhooks/webhooks.repo.js";
