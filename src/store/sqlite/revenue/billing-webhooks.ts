import type { Db } from "../../../platform/db/database.js";
import { prefixedId } from "../../../platform/ids.js";
import type { WebhookTables } from "../../../platform/webhooks/webhooks.repo.js";
import { webhooksRepo } from "../platform/webhooks.js";
import type { BillingWebhooksRepo } from "../../../revenue/webhooks/webhooks.repo.js";

/** The billing webhooks' tables (migration 11 of the revenue domain). */
export const BILLING_WEBHOOK_TABLES: WebhookTables = {
  endpoints: "rv_webhook_endpoints",
  deliveries: "rv_webhook_deliveries",
  attempts: "rv_webhook_attempts",
  events: "rv_webhook_events",
};

const deliveryId = () => prefixedId("whd");

/** The platform's webhook repository over the billing tables. */
export const billingWebhooksRepo = (db: Db): BillingWebhooksRepo => webhooksRepo(db, BILLING_WEBHOOK_TABLES, deliveryId);
