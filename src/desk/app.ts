import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { createAuthenticator } from "../platform/auth/authenticate.js";
import { keysRepo } from "../platform/auth/keys.repo.js";
import type { Clock } from "../platform/clock.js";
import type { Db } from "../platform/db/database.js";
import type { DurabilityMode } from "../platform/config.js";
import { durabilityOf } from "../platform/db/durability.js";
import { buildApiApp } from "../platform/http/build-api.js";
import { loadOpenApi } from "../platform/spec/load.js";
import { workspacesRepo } from "../platform/tenancy/workspaces.repo.js";
import { contactHandlers } from "./contacts/contacts.handlers.js";
import { createDeskContext, type DeskContext } from "./context.js";
import { conversationHandlers } from "./conversations/conversations.handlers.js";
import { csatHandlers } from "./csat/csat.handlers.js";
import { eventHandlers } from "./events/events.handlers.js";
import { feedbackHandlers } from "./feedback/feedback.handlers.js";
import { ticketHandlers } from "./tickets/tickets.handlers.js";
import { createDeskJobs, type DeskJobs } from "./jobs.js";
import type { DeskHandlers } from "./types.js";
import { endpointDisabler } from "./webhooks/health.js";
import { RESPONSE_DEADLINE_MS } from "./webhooks/schedule.js";
import { createSender, type Sender } from "./webhooks/sender.js";
import { httpTransport, type Transport } from "./webhooks/transport.js";
import type { Resolver } from "./webhooks/url-safety.js";
import { webhookHandlers } from "./webhooks/webhooks.handlers.js";
import { type WebhooksService, webhooksService } from "./webhooks/webhooks.service.js";
import { workspaceHandlers } from "./workspace/workspace.handlers.js";

export interface WebhookOptions {
  /** Production URL rules: https and public addresses only, checked at registration and on connection. */
  production: boolean;
  /** Run the sender's one-second cron (off in tests that drive `sender.tick()` themselves). */
  startSender: boolean;
  /** Default: the seed's 10 s. */
  deadlineMs?: number;
  transport?: Transport;
  resolve?: Resolver;
  /** An endpoint failing every attempt for this long is disabled. Default 5 days. */
  disableAfterMs?: number;
}

export interface DeskAppOptions {
  db: Db;
  clock: Clock;
  rateLimitPerMinute: number;
  webhooks: WebhookOptions;
  /** Run the desk's once-a-second jobs (snooze wake-up); tests call `jobs.tick()` themselves. */
  startJobs?: boolean;
  /** When answers to writes may leave (config.ts; default `disk`). */
  durability?: DurabilityMode;
  logger?: FastifyServerOptions["logger"];
}

export interface Desk {
  app: FastifyInstance;
  ctx: DeskContext;
  sender: Sender;
  webhooks: WebhooksService;
  jobs: DeskJobs;
}

/** The Desk domain without HTTP: context, webhook sender and services (the CLI uses this alone). */
export function createDesk(db: Db, clock: Clock, opts: WebhookOptions) {
  const ctx = createDeskContext(db, clock, workspacesRepo(db));
  const transport = opts.transport ?? httpTransport({ production: opts.production, deadlineMs: opts.deadlineMs ?? RESPONSE_DEADLINE_MS });
  const sender = createSender({
    repo: ctx.webhooks,
    clock,
    transport,
    disableAfterMs: opts.disableAfterMs,
    disableEndpoint: endpointDisabler(ctx),
  });
  const webhooks = webhooksService(ctx, sender, { production: opts.production, resolve: opts.resolve });
  return { ctx, sender, webhooks };
}

/** The Support Desk API as a fastify instance (not listening), with its webhook sender. */
export async function buildDeskApp(opts: DeskAppOptions): Promise<Desk> {
  const { ctx, sender, webhooks } = createDesk(opts.db, opts.clock, opts.webhooks);
  const handlers: DeskHandlers = {
    ...workspaceHandlers(ctx),
    ...contactHandlers(ctx),
    ...conversationHandlers(ctx),
    ...csatHandlers(ctx),
    ...ticketHandlers(ctx),
    ...feedbackHandlers(ctx),
    ...eventHandlers(ctx),
    ...webhookHandlers(webhooks),
  };
  const authenticate = createAuthenticator("desk", keysRepo(opts.db), opts.clock);
  const jobs = createDeskJobs(ctx);
  const app = await buildApiApp({
    document: loadOpenApi("desk"),
    handlers,
    wire: "envelope",
    authenticate: (authorization) => authenticate(authorization, false),
    rateLimit: { windowMs: 60_000, max: () => opts.rateLimitPerMinute },
    durability: opts.durability === "os" ? undefined : durabilityOf(opts.db),
    logger: opts.logger,
    onClose: async () => {
      jobs.stop();
      await sender.stop();
    },
  });
  if (opts.webhooks.startSender) sender.start();
  if (opts.startJobs) jobs.start();
  return { app, ctx, sender, webhooks, jobs };
}
