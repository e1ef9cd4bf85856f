import { prefixedId } from "../../../platform/ids.js";
import type { WebhookTables } from "../../../platform/webhooks/webhooks.repo.js";
import type { BillingWebhooksRepo } from "../../../revenue/webhooks/webhooks.repo.js";
import type { PgConn } from "../conn.js";
import { pgPlatformRepos } from "../platform/index.js";

/** The billing webhooks' tables (as on SQLite: src/store/sqlite/revenue/billing-webhooks.ts). */
const BILLING_WEBHOOK_TABLES: WebhookTables = {
  endpoints: "rv_webhook_endpoints",
  deliveries: "rv_webhook_deliveries",
  attempts: "rv_webhook_attempts",
  events: "rv_webhook_events",
};

// Made once (a handle builds a factory's repositories once per connection).
const outbox = pgPlatformRepos.webhookOutbox(BILLING_WEBHOOK_TABLES, () => prefixedId("whd"));

/** The platform's webhook repository over the billing tables. */
export const billingWebhooksRepo = (c: PgConn): BillingWebhooksRepo => outbox(c as never);
