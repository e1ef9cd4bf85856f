import type { WebhooksRepo } from "../../../desk/webhooks/webhooks.repo.js";
import { newId } from "../../../platform/ids.js";
import type { WebhookTables } from "../../../platform/webhooks/webhooks.repo.js";
import type { PgConn } from "../conn.js";
import { pgPlatformRepos } from "../platform/index.js";
import { pgFanOut } from "../platform/webhooks.js";

/** The desk's tables (their names predate the billing webhooks; as src/store/sqlite/desk/webhooks.ts). */
export const DESK_WEBHOOK_TABLES: WebhookTables = { endpoints: "webhook_endpoints", deliveries: "webhook_deliveries", attempts: "webhook_attempts", events: "events" };

const deskWebhooks = pgPlatformRepos.webhookOutbox(DESK_WEBHOOK_TABLES, newId);

/** The desk's fan-out of an event into deliveries, for the statements that write an event (outbox.ts). */
export const deskFanOut = pgFanOut(DESK_WEBHOOK_TABLES, newId);

/** The desk's webhook endpoints, deliveries and attempts: the platform's repository over the desk's tables; delivery ids are 24-hex (`Desk-Delivery`). */
export const webhooksRepo = (c: PgConn): WebhooksRepo => deskWebhooks(c);
