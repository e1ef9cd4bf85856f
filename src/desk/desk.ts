import type { KeyFormat } from "../platform/auth/keys.rules.js";
import type { ApiDescriptor } from "../platform/http/build-api.js";
import type { DomainDescriptor, Platform } from "../platform/platform.js";
import { loadOpenApi } from "../platform/spec/load.js";
import { contactHandlers } from "./contacts/contacts.handlers.js";
import { createDeskContext, type DeskContext } from "./context.js";
import { conversationHandlers } from "./conversations/conversations.handlers.js";
import { csatHandlers } from "./csat/csat.handlers.js";
import { DESK_ERRORS } from "./errors.js";
import { eventHandlers } from "./events/events.handlers.js";
import { feedbackHandlers } from "./feedback/feedback.handlers.js";
import { createDeskJobs, type DeskJobs } from "./jobs.js";
import { deskMigrations } from "./migrations.js";
import type { DeskEngine } from "./repos.js";
import type { MailConfig } from "../platform/config.js";
import { mailHandlers } from "./mail/mail.handlers.js";
import { MAIL_CONCURRENCY, createMailSender, type MailSender } from "./mail/mail.sender.js";
import { type MailTransport, smtpTransport } from "./mail/mail.transport.js";
import { type InboundService, inboundService } from "./mail/inbound.service.js";
import { type InboundListener, type InboundListenerOptions, startInboundListener } from "./mail/inbound.listener.js";
import { ticketHandlers } from "./tickets/tickets.handlers.js";
import type { DeskHandlers, DeskOperations } from "./types.js";
import { endpointDisabler } from "./webhooks/health.js";
import { RESPONSE_DEADLINE_MS } from "../platform/webhooks/schedule.js";
import { createSender, type Sender } from "./webhooks/sender.js";
import { httpTransport, type Transport } from "../platform/webhooks/transport.js";
import type { Resolver } from "../platform/webhooks/url-safety.js";
import { webhookHandlers } from "./webhooks/webhooks.handlers.js";
import { type WebhooksService, webhooksService } from "./webhooks/webhooks.service.js";
import { workspaceHandlers } from "./workspace/workspace.handlers.js";
import { brandPages } from "../platform/tenancy/brand.pages.js";
import { conversationsService } from "./conversations/conversations.service.js";
import { csatService } from "./csat/csat.service.js";
import { WIDGET_REQUEST_HEADERS, widgetAsset } from "./widget/asset.js";
import { widgetHandlers } from "./widget/widget.handlers.js";
import { type WidgetOptions, type WidgetService, widgetService } from "./widget/widget.service.js";
import type { Log } from "../platform/observability/log.js";
import { type DeskRetention, registerDeskRetention } from "./retention.js";

/** Desk keys by prefix. `pk_` keys are the workspace's widget keys: recognised, never issued as API keys. */
const DESK_KEY_FORMATS: KeyFormat[] = [
  { api: "desk", kind: "secret", mode: "test", prefix: "dsk_test_" },
  { api: "desk", kind: "secret", mode: "live", prefix: "dsk_live_" },
  { api: "desk", kind: "publishable", mode: "test", prefix: "pk_test_", issued: false },
  { api: "desk", kind: "publishable", mode: "live", prefix: "pk_live_", issued: false },
];

/** What the desk hands the platform before it is built. */
export const deskDomain: DomainDescriptor = {
  name: "desk",
  migrations: deskMigrations,
  errors: DESK_ERRORS,
  keyFormats: DESK_KEY_FORMATS,
};

export interface DeskOptions {
  /** The engine's desk repositories (the composition root passes `sqliteEngine.desk`). */
  repos: DeskEngine;
  /** Production URL rules: https and public addresses only, checked at registration and on connection. */
  production: boolean;
  /** Default: the seed's 10 s. */
  deadlineMs?: number;
  transport?: Transport;
  resolve?: Resolver;
  /** An endpoint failing every attempt for this long is disabled. Default 5 days. */
  disableAfterMs?: number;
  /** E-mail to visitors (`TANDEM_SMTP_*`); null or absent: no mail is queued. */
  mail?: MailConfig | null;
  /** Replaces the SMTP transport (tests); used only when `mail` is set. */
  mailTransport?: MailTransport;
  /** Where background work reports failures (default: `log`, else stderr). */
  onError?: (what: string, err: unknown) => void;
  /** The process's logger: the sender and jobs log through it. */
  log?: Log;
  /** Webhook attempts in flight at once (default 32), and per endpoint (default 4). */
  concurrency?: number;
  perEndpoint?: number;
  /** How long the sender lease lasts past each tick (default 15 s): a standby `serve` takes over after it. */
  senderLeaseMs?: number;
  /** Retention windows (config.ts); default 30 days each. */
  retention?: Partial<DeskRetention>;
  /** The chat widget's per-visitor limits and long-poll interval. */
  widget?: WidgetOptions;
}

/** How the desk's API is served. */
export interface DeskApiOptions {
  rateLimitPerMinute: number;
  /** Origins allowed to call the widget's routes (`TANDEM_WIDGET_ORIGINS`); every origin when absent or empty. */
  widgetOrigins?: readonly string[];
  /** Widget requests per client address and minute (default 300). */
  widgetPerAddressPerMinute?: number;
}

/** The lease that makes one process the sender of a database file. */
export const SENDER_LEASE = "desk.webhook-sender";
export const SENDER_LEASE_MS = 15_000;

export interface Desk {
  ctx: DeskContext;
  sender: Sender;
  /** The mail sender (start and stop it beside the webhook sender). */
  mailer: MailSender;
  /** Inbound e-mail (visitors' replies); null unless `TANDEM_SMTP_INBOUND_PORT` is set. */
  inbound: InboundService | null;
  /** Starts the inbound SMTP listener on `mail.inbound`'s host and port (port 0: any); null when inbound is off. */
  listenInbound(overrides?: { host?: string; port?: number; onOutcome?: InboundListenerOptions["onOutcome"] }): Promise<InboundListener | null>;
  webhooks: WebhooksService;
  jobs: DeskJobs;
  handlers: DeskHandlers;
  widget: WidgetService;
  /** The API as the platform serves it. */
  api(opts: DeskApiOptions): ApiDescriptor<DeskOperations, "envelope">;
}

/** The desk, each service built once over the platform (the CLI uses it without HTTP). */
export function createDesk(platform: Platform, opts: DeskOptions): Desk {
  const log = opts.log;
  const onError =
    opts.onError ?? (log ? (what: string, err: unknown) => log.error({ err }, `${what} failed`) : (what: string, err: unknown) => console.error(`${what}:`, err));
  const attempts = platform.metrics.counter("tandem_webhook_attempts_total", "Webhook attempts by outcome (success, http_error, network_error).", ["outcome"]);
  const mail = opts.mail ?? null;
  const ctx = createDeskContext(platform.store, platform.clock, platform.memos, platform.repos, platform.later, opts.repos, mail);
  // Background senders run outside any unit, from the read handle's repositories.
  const background = ctx.repos(ctx.read);
  const transport = opts.transport ?? httpTransport({ production: opts.production, deadlineMs: opts.deadlineMs ?? RESPONSE_DEADLINE_MS });
  const sender = createSender({
    repo: background.webhooks,
    clock: platform.clock,
    transport,
    owners: platform.owners,
    disableAfterMs: opts.disableAfterMs,
    disableEndpoint: endpointDisabler(ctx),
    onError: (err) => onError("webhook sender", err),
    concurrency: opts.concurrency,
    perEndpoint: opts.perEndpoint,
    lease: platform.readOnly ? undefined : platform.lease(SENDER_LEASE, opts.senderLeaseMs ?? SENDER_LEASE_MS),
    onRole: (role) =>
      role === "active"
        ? log?.info({ role }, "webhook sender: this process sends the webhooks of this database")
        : log?.warn({ role }, "webhook sender: another process sends the webhooks of this database; this one serves the APIs only and takes over if that one stops"),
    onAttempt: (outcome) => attempts.inc({ outcome }),
    onOutcomeDropped: (dropped) =>
      log ? log.warn(dropped, "webhook sender: an attempt's outcome dropped, another sender took over its claim") : console.warn("webhook sender: an attempt's outcome dropped, another sender took over its claim:", dropped),
  });
  const conversations = conversationsService(ctx);
  const inbound = mail?.inbound ? inboundService(ctx, mail.inbound, { conversations }) : null;
  const received = inbound ? platform.metrics.counter("tandem_mail_inbound_total", "Inbound e-mail by outcome (accepted, or the drop reason).", ["outcome"]) : null;
  const mailer = createMailSender({
    repo: background.mails,
    clock: platform.clock,
    transport: mail ? (opts.mailTransport ?? smtpTransport(mail.smtpUrl, MAIL_CONCURRENCY)) : null,
    owners: platform.owners,
    from: mail?.from ?? "",
    fromName: async (spaceId) => (await ctx.workspaces(ctx.read).bySpace(spaceId))?.name,
    replyTo: mail?.replyTo,
    // Conversation mails carry the conversation's reply address when inbound e-mail is on.
    replyToFor: inbound ? (m) => (m.kind === "reply" ? inbound.replyAddressOf(ctx.read, m.space_id, m.thread_id) : undefined) : undefined,
    onError: (err) => onError("mail sender", err),
    onOutcomeDropped: (dropped) =>
      log ? log.warn(dropped, "mail sender: an attempt's outcome dropped, another sender took over its claim") : console.warn("mail sender: an attempt's outcome dropped, another sender took over its claim:", dropped),
  });
  platform.metrics.gauge("tandem_webhook_backlog", "Webhook deliveries pending (due now or later).", () => background.webhooks.backlog());
  if (!platform.readOnly) {
    registerDeskRetention(platform.jobs, ctx, { webhookDeliveriesMs: 30 * 86_400_000, deskEventsMs: 30 * 86_400_000, ...opts.retention });
  }
  const webhooks = webhooksService(ctx, sender, { production: opts.production, resolve: opts.resolve });
  const jobs = createDeskJobs(ctx, (err) => onError("desk jobs", err));
  // Built once: the API's handlers, the widget and inbound e-mail share them.
  const csat = csatService(ctx);
  const widget = widgetService(ctx, { conversations, csat, rateStore: platform.rateStore }, opts.widget);
  const handlers: DeskHandlers = {
    ...workspaceHandlers(ctx),
    ...contactHandlers(ctx),
    ...conversationHandlers(conversations),
    ...csatHandlers(csat),
    ...ticketHandlers(ctx),
    ...feedbackHandlers(ctx),
    ...eventHandlers(ctx),
    ...webhookHandlers(webhooks),
    ...mailHandlers(ctx),
    ...widgetHandlers(widget),
  };
  return {
    ctx,
    sender,
    mailer,
    webhooks,
    jobs,
    handlers,
    widget,
    inbound,
    async listenInbound(overrides = {}) {
      if (!inbound || !mail?.inbound) return null;
      const durability = platform.durability;
      return startInboundListener({
        host: overrides.host ?? mail.inbound.host,
        port: overrides.port ?? mail.inbound.port,
        service: inbound,
        afterSync: durability ? () => new Promise<void>((resolve, reject) => durability.afterSync((err) => (err ? reject(err) : resolve()))) : undefined,
        onOutcome: (outcome, envelope) => {
          overrides.onOutcome?.(outcome, envelope);
          received?.inc({ outcome: outcome.status === "accepted" ? "accepted" : outcome.reason });
          if (outcome.status === "accepted")
            log?.info({ component: "inbound-mail", ...outcome, envelopeFrom: envelope.from }, "inbound mail: attached to its conversation");
          else log?.warn({ component: "inbound-mail", ...outcome, envelopeFrom: envelope.from, envelopeTo: envelope.to }, "inbound mail: dropped, not attached");
        },
        onError: (err) => onError("inbound mail", err),
      });
    },
    api: ({ rateLimitPerMinute, widgetOrigins, widgetPerAddressPerMinute }) => ({
      name: "desk",
      document: loadOpenApi("desk"),
      handlers,
      wire: "envelope",
      writes: "rest",
      // The widget's routes share one public key: they are counted per address (and per visitor, by the widget).
      rateLimit: { windowMs: 60_000, max: (bucket) => (bucket === "widget" ? (widgetPerAddressPerMinute ?? 300) : rateLimitPerMinute) },
      assets: [widgetAsset],
      // The workspace's logo and accent colour (GET /brand/logo, /brand/theme.css), for the widget.
      pages: brandPages(platform.workspaces),
      cors: { pathPrefix: "/v1/widget/", origins: widgetOrigins?.length ? widgetOrigins : "*", allowedHeaders: WIDGET_REQUEST_HEADERS },
      // An endpoint URL's host is resolved before the request's unit (a DNS lookup may not be awaited in one).
      preflight: {
        "webhookEndpoints.create": ({ body }) => webhooks.checkAddresses(body.url),
        "webhookEndpoints.update": ({ body }) => webhooks.checkAddresses(body.url),
      },
      beforeClose: () => widget.stop(),
      onClose: async () => {
        jobs.stop();
        await Promise.all([sender.stop(), mailer.stop()]);
      },
    }),
  };
}
