import type { Db } from "../../../platform/db/database.js";
import { newId } from "../../../platform/ids.js";
// The platform's generic outbox repository (moving to src/store/sqlite/platform/webhooks.js).
import type { WebhookTables } from "../../../platform/webhooks/webhooks.repo.js";
import { webhooksRepo as createWebhooksRepo } from "../platform/webhooks.js";
import type { WebhooksRepo } from "../../../desk/webhooks/webhooks.repo.js";

/** The desk's tables (their names predate the billing webhooks). */
export const DESK_WEBHOOK_TABLES: WebhookTables = { endpoints: "webhook_endpoints", deliveries: "webhook_deliveries", attempts: "webhook_attempts", events: "events" };

/** The desk's webhook endpoints, deliveries and attempts (the platform's repository over the desk's tables); delivery ids are 24-hex (`Desk-Delivery`). */
export const webhooksRepo = (db: Db): WebhooksRepo => createWebhooksRepo(db, DESK_WEBHOOK_TABLES, newId);
