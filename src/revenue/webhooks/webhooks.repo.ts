import type { Handle } from "../../platform/db/handle.js";
import type { WebhooksRepo } from "../../platform/webhooks/webhooks.repo.js";
import type { BillingEventsRepo } from "./events.repo.js";

/**
 * The billing webhooks' endpoints, deliveries and attempts: the platform's generic webhook outbox
 * (platform/webhooks/webhooks.repo.ts) over the billing tables (`rv_webhook_*`); the engine builds
 * it (`billingWebhooksRepo`), services reach it on a handle through the revenue repositories.
 */
export type BillingWebhooksRepo = WebhooksRepo;

/** The billing webhooks' and events' repositories on a handle (what the revenue context's `repos(h)` has of them). */
export type BillingWebhookRepos = (h: Handle) => { billingWebhooks: BillingWebhooksRepo; billingEvents: BillingEventsRepo };
