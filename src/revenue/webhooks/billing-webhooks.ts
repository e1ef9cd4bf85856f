import { prefixedId } from "../../platform/ids.js";
import type { Log } from "../../platform/observability/log.js";
import type { Platform } from "../../platform/platform.js";
import { endpointDisabler } from "../../platform/webhooks/health.js";
import { RESPONSE_DEADLINE_MS } from "../../platform/webhooks/schedule.js";
import { createSender } from "../../platform/webhooks/sender.js";
import { httpTransport, type Transport } from "../../platform/webhooks/transport.js";
import type { Resolver } from "../../platform/webhooks/url-safety.js";
import { type WebhookTables, webhooksRepo } from "../../platform/webhooks/webhooks.repo.js";
import { billingEventsRepo } from "./events.repo.js";
import { billingMessage } from "./message.js";
import { createBillingNotifier } from "./notifier.js";
import { billingWebhooksService } from "./webhooks.service.js";

/** The billing webhooks' tables (migration 11 of the revenue domain). */
export const BILLING_WEBHOOK_TABLES: WebhookTables = {
  endpoints: "rv_webhook_endpoints",
  deliveries: "rv_webhook_deliveries",
  attempts: "rv_webhook_attempts",
  events: "rv_webhook_events",
};

/** The lease that makes one process the billing webhooks' sender of a database file (the desk's has its own). */
export const BILLING_SENDER_LEASE = "revenue.webhook-sender";
export const BILLING_SENDER_LEASE_MS = 15_000;

/** How billing webhooks are sent; the same settings as the desk's (`tandem serve` passes one configuration to both). */
export interface BillingWebhookOptions {
  /** Production URL rules: https and public addresses only, checked at registration and on connection. */
  production: boolean;
  /** Default: 10 s. */
  deadlineMs?: number;
  transport?: Transport;
  resolve?: Resolver;
  /** A webhook failing every attempt for this long is disabled. Default 5 days. */
  disableAfterMs?: number;
  /** Attempts in flight at once (default 32), and per webhook (default 4). */
  concurrency?: number;
  perEndpoint?: number;
  /** How long the sender lease lasts past each tick (default 15 s). */
  senderLeaseMs?: number;
  log?: Log;
}

/**
 * The billing webhooks, each part built once over the platform's webhook
 * engine: the outbox (`notifier`, the `ctx.notify` of the revenue context),
 * the repository of webhooks, deliveries and attempts, the sender (its own
 * lease, ticking beside the desk's) and the `webhooks.*` service.
 */
export function createBillingWebhooks(platform: Platform, opts: BillingWebhookOptions) {
  const { db, clock } = platform;
  const log = opts.log;
  const repo = webhooksRepo(db, BILLING_WEBHOOK_TABLES, () => prefixedId("whd"));
  const events = billingEventsRepo(db);
  const notifier = createBillingNotifier(events, repo, () => clock.now());
  const write = <T>(fn: () => T | Promise<T>): Promise<T> => platform.unit.transaction(fn);
  const attempts = platform.metrics.counter("tandem_billing_webhook_attempts_total", "Billing webhook attempts by outcome (success, http_error, network_error).", ["outcome"]);
  platform.metrics.gauge("tandem_billing_webhook_backlog", "Billing webhook deliveries pending (due now or later).", async () => await repo.backlog());
  const sender = createSender({
    repo,
    clock,
    transport: opts.transport ?? httpTransport({ production: opts.production, deadlineMs: opts.deadlineMs ?? RESPONSE_DEADLINE_MS }),
    format: billingMessage,
    owners: platform.owners,
    disableAfterMs: opts.disableAfterMs,
    disableEndpoint: endpointDisabler(write, repo),
    onError: (err) => (log ? log.error({ err }, "billing webhook sender failed") : console.error("billing webhook sender:", err)),
    concurrency: opts.concurrency,
    perEndpoint: opts.perEndpoint,
    lease: platform.readOnly ? undefined : platform.lease(BILLING_SENDER_LEASE, opts.senderLeaseMs ?? BILLING_SENDER_LEASE_MS),
    onRole: (role) =>
      role === "active"
        ? log?.info({ role }, "billing webhook sender: this process sends the billing webhooks of this database")
        : log?.warn({ role }, "billing webhook sender: another process sends the billing webhooks of this database; this one takes over if that one stops"),
    onAttempt: (outcome) => attempts.inc({ outcome }),
    onOutcomeDropped: (dropped) =>
      log ? log.warn(dropped, "billing webhook sender: an attempt's outcome dropped, another sender took over its claim") : console.warn("billing webhook sender: an attempt's outcome dropped, another sender took over its claim:", dropped),
  });
  const service = billingWebhooksService({ write, clock, repo, events, sender }, { production: opts.production, resolve: opts.resolve });
  return { repo, events, notifier, sender, service };
}
export type BillingWebhooks = ReturnType<typeof createBillingWebhooks>;
