import type { Log } from "../../platform/observability/log.js";
import type { Platform } from "../../platform/platform.js";
import { endpointDisabler } from "../../platform/webhooks/health.js";
import { RESPONSE_DEADLINE_MS } from "../../platform/webhooks/schedule.js";
import { createSender } from "../../platform/webhooks/sender.js";
import { httpTransport, type Transport } from "../../platform/webhooks/transport.js";
import type { Resolver } from "../../platform/webhooks/url-safety.js";
import { billingMessage } from "./message.js";
import { createBillingNotifier } from "./notifier.js";
import type { BillingWebhookRepos } from "./webhooks.repo.js";
import { billingWebhooksService } from "./webhooks.service.js";

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
 * engine: the outbox (`notifier`, the `ctx.notify` of the revenue context,
 * writing through the transaction of the change), the sender (its own lease,
 * ticking beside the desk's) and the `webhooks.*` service. Statements go
 * through the store's handles (`repos(h)`: the revenue repositories' billing
 * webhooks and events); the sender, a background worker outside any unit,
 * uses the read handle's.
 */
export function createBillingWebhooks(platform: Platform, repos: BillingWebhookRepos, opts: BillingWebhookOptions) {
  const { clock, store } = platform;
  const log = opts.log;
  const notifier = createBillingNotifier(() => clock.now(), repos);
  const attempts = platform.metrics.counter("tandem_billing_webhook_attempts_total", "Billing webhook attempts by outcome (success, http_error, network_error).", ["outcome"]);
  platform.metrics.gauge("tandem_billing_webhook_backlog", "Billing webhook deliveries pending (due now or later).", async () => await repos(store.read).billingWebhooks.backlog());
  const sender = createSender({
    repo: repos(store.read).billingWebhooks,
    clock,
    transport: opts.transport ?? httpTransport({ production: opts.production, deadlineMs: opts.deadlineMs ?? RESPONSE_DEADLINE_MS }),
    format: billingMessage,
    owners: platform.owners,
    disableAfterMs: opts.disableAfterMs,
    // A unit of its own (the sender ticks outside any), every statement through its transaction.
    disableEndpoint: endpointDisabler(store.write, (h) => repos(h).billingWebhooks),
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
  const service = billingWebhooksService({ store, clock, sender, repos }, { production: opts.production, resolve: opts.resolve });
  return { notifier, sender, service };
}
export type BillingWebhooks = ReturnType<typeof createBillingWebhooks>;
