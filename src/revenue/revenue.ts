import { DEFAULTS } from "../platform/config.js";
import { brandPages } from "../platform/tenancy/brand.pages.js";
import type { KeyFormat } from "../platform/auth/keys.rules.js";
import type { ApiDescriptor } from "../platform/http/build-api.js";
import type { RepoFactory } from "../platform/db/handle.js";
import type { DomainDescriptor, Platform } from "../platform/platform.js";
import { loadOpenApi } from "../platform/spec/load.js";
import { RevenueError, REVENUE_ERRORS } from "./errors.js";
import { createRevenueContext } from "./context.js";
import type { RevenueRepos } from "./repos.js";
import { dataOf, type Notifier } from "./notify.js";
import { revenueHandlers } from "./handlers.js";
import { hostedPages } from "./hosted/hosted-pages.js";
import type { HostedBilling } from "./payments/ports.js";
import { stripeWebhookRoute } from "./payments/stripe/webhook.js";
import type { StripeProvider } from "./payments/stripe/provider.js";
import { revenueMigrations } from "./migrations.js";
import { createRevenueServices, type RevenueServices } from "./services.js";
import type { PaymentsOptions } from "./payments/providers.js";
import type { RevenueHandlers, RevenueOperations } from "./types.js";
import { registerAutoTopups, registerRefundsDue, registerBillingCycle, registerRevenueRetention, type RevenueRetention } from "./retention.js";
import type { Sender } from "../platform/webhooks/sender.js";
import { type BillingWebhookOptions, type BillingWebhooks, createBillingWebhooks } from "./webhooks/billing-webhooks.js";

/** Raw usage events are kept 1,100 days by default: events.aggregate's `3bc` spans up to 3 years with yearly plans. */
export const USAGE_EVENTS_RETENTION_MS = 1100 * 86_400_000;

/** Finished billing webhook deliveries (with their attempts), then the events no delivery refers to, are kept 30 days. */
export const WEBHOOK_RETENTION_MS = 30 * 86_400_000;

/** The seed's limits, per key and second (the configuration's defaults). */
export const REVENUE_RATE_LIMITS = { usage: DEFAULTS.revenueRateLimitUsagePerSecond, default: DEFAULTS.revenueRateLimitPerSecond } as const;

const REVENUE_KEY_FORMATS: KeyFormat[] = [
  { api: "revenue", kind: "secret", mode: "test", prefix: "rv_sk_test_" },
  { api: "revenue", kind: "secret", mode: "live", prefix: "rv_sk_live_" },
  { api: "revenue", kind: "publishable", mode: "test", prefix: "rv_pk_test_" },
  { api: "revenue", kind: "publishable", mode: "live", prefix: "rv_pk_live_" },
];

/** What the Usage & Billing API hands the platform before it is built. */
export const revenueDomain: DomainDescriptor = {
  name: "revenue",
  migrations: revenueMigrations,
  errors: REVENUE_ERRORS,
  keyFormats: REVENUE_KEY_FORMATS,
};

export interface Revenue {
  services: RevenueServices;
  /** The billing webhooks' sender (start and stop it beside the desk's). */
  sender: Sender;
  /** The billing webhooks: their outbox (`notifier`), sender and `webhooks.*` service. */
  webhooks: BillingWebhooks;
  /**
   * Where the API is reached from outside (hosted pages' links): `TANDEM_REVENUE_PUBLIC_URL`, else
   * the address `serve` listens on, known only once it listens (port 0 in tests).
   */
  setPublicUrl(url: string): void;
  handlers: RevenueHandlers;
  /** The API as the platform serves it; `handlerOverrides` replace handlers (tests of platform rules). */
  api(opts: { rateLimits?: { usage: number; default: number }; handlerOverrides?: Partial<RevenueHandlers> }): ApiDescriptor<RevenueOperations, "plain">;
}

/** The Usage & Billing domain, each service built once over the platform. */
export function createRevenue(
  platform: Platform,
  opts: {
    retention?: Partial<RevenueRetention>;
    payments?: Partial<PaymentsOptions> & { publicUrl?: string };
    /** Replaces the hosted pages' billing (tests of the pages with a fake). */
    hosted?: HostedBilling;
    /** Also tell billing events to this notifier (tests), besides the billing webhooks' outbox. */
    notify?: Notifier;
    /** How billing webhooks are sent (default: development URL rules, the real HTTP transport). */
    webhooks?: Partial<BillingWebhookOptions>;
    /** The engine's factory of the domain's repositories (the composition root's: `sqliteEngine.revenue`). */
    repos: RepoFactory<RevenueRepos>;
  },
): Revenue {
  const webhooks = createBillingWebhooks(platform, (h) => h.use(opts.repos), { production: false, ...opts.webhooks });
  const extra = opts.notify;
  const notifier: Notifier = extra
    ? {
        async emit(tx, spaceId, kind, data) {
          const d = await dataOf(data);
          await webhooks.notifier.emit(tx, spaceId, kind, d);
          await extra.emit(tx, spaceId, kind, d);
        },
      }
    : webhooks.notifier;
  const ctx = createRevenueContext(platform.store, platform.clock, platform.memos, platform.repos, opts.repos, notifier);
  let publicUrl = opts.payments?.publicUrl ?? `http://127.0.0.1:${DEFAULTS.revenuePort}`;
  const services = createRevenueServices(ctx, { locks: platform.customerLocks, payments: { ...opts.payments, publicUrl: () => publicUrl } });
  if (!platform.readOnly) {
    registerRevenueRetention(platform.jobs, ctx, { usageEventsMs: USAGE_EVENTS_RETENTION_MS, webhookDeliveriesMs: WEBHOOK_RETENTION_MS, webhookEventsMs: WEBHOOK_RETENTION_MS, ...opts.retention });
    registerBillingCycle(platform.jobs, services.cycle);
    registerAutoTopups(platform.jobs, services.autoTopups);
    registerRefundsDue(platform.jobs, services.refundsDue);
  }
  const handlers = revenueHandlers(services, webhooks.service);
  // The hosted pages (checkout, 3-D Secure, portal, invoices) beside /v1 on the API's port.
  const pages = [
    ...hostedPages(opts.hosted ?? services.hosted),
    // The workspace's logo and accent colour, which the hosted pages and PDFs show.
    ...brandPages(platform.workspaces),
    // Stripe's events (POST /webhooks/stripe), verified with each configured mode's signing secret.
    stripeWebhookRoute({
      secretFor: (mode) => services.providers.stripeWebhookSecret(mode),
      provider: (mode) => (services.providers.stripe(mode) ?? undefined) as StripeProvider | undefined,
      events: services.paymentEvents,
      clock: platform.clock,
    }),
  ];
  return {
    services,
    sender: webhooks.sender,
    webhooks,
    setPublicUrl: (url) => {
      publicUrl = url.replace(/\/+$/, "");
    },
    handlers,
    api: ({ rateLimits = REVENUE_RATE_LIMITS, handlerOverrides }) => ({
      name: "revenue",
      document: loadOpenApi("revenue"),
      handlers: { ...handlers, ...handlerOverrides },
      wire: "plain",
      writes: "operations",
      rateLimit: { windowMs: 1000, max: (bucket) => (bucket === "usage" ? rateLimits.usage : rateLimits.default) },
      busy: () => new RevenueError("balance_contention", "Another process holds the database's write lock; retry."),
      notFound: (method, path) =>
        method === "POST" && /^\/v1\/[^/]+$/.test(path)
          ? new RevenueError("unknown_operation", `No operation ${path.slice(4)}.`)
          : new RevenueError("not_found", `No route ${method} ${path}.`),
      pages,
      // A webhook URL's host is resolved before the request's unit (a DNS lookup may not be awaited in one).
      preflight: {
        "webhooks.create": ({ body }) => webhooks.service.checkAddresses(body.url),
        "webhooks.update": ({ body }) => webhooks.service.checkAddresses(body.url),
      },
      onClose: () => webhooks.sender.stop(),
    }),
  };
}
