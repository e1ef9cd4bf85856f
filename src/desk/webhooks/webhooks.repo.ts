import type { Db } from "../../platform/db/database.js";
import { newId } from "../../platform/ids.js";
import type { WebhookTables } from "../../platform/webhooks/webhooks.repo.js";
import { webhooksRepo as createWebhooksRepo } from "../../store/sqlite/platform/webhooks.js";

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

/** The desk's tables (their names predate the billing webhooks). */
export const DESK_WEBHOOK_TABLES: WebhookTables = { endpoints: "webhook_endpoints", deliveries: "webhook_deliveries", attempts: "webhook_attempts", events: "events" };

/** The desk's webhook endpoints, deliveries and attempts (the platform's repository over the desk's tables); delivery ids are 24-hex (`Desk-Delivery`). */
export const webhooksRepo = (db: Db) => createWebhooksRepo(db, DESK_WEBHOOK_TABLES, newId);
