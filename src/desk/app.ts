import type { FastifyServerOptions } from "fastify";
import { createAuthenticator } from "../platform/auth/authenticate.js";
import { keysRepo } from "../platform/auth/keys.repo.js";
import type { Clock } from "../platform/clock.js";
import type { Db } from "../platform/db/database.js";
import { buildApiApp } from "../platform/http/build-api.js";
import { loadOpenApi } from "../platform/spec/load.js";
import { workspacesRepo } from "../platform/tenancy/workspaces.repo.js";
import { contactHandlers } from "./contacts/contacts.handlers.js";
import { createDeskContext } from "./context.js";
import { conversationHandlers } from "./conversations/conversations.handlers.js";
import { feedbackHandlers } from "./feedback/feedback.handlers.js";
import { ticketHandlers } from "./tickets/tickets.handlers.js";
import type { DeskHandlers } from "./types.js";
import { workspaceHandlers } from "./workspace/workspace.handlers.js";

export interface DeskAppOptions {
  db: Db;
  clock: Clock;
  rateLimitPerMinute: number;
  logger?: FastifyServerOptions["logger"];
}

/** The Support Desk API as a fastify instance (not listening). */
export async function buildDeskApp(opts: DeskAppOptions) {
  const ctx = createDeskContext(opts.db, opts.clock, workspacesRepo(opts.db));
  const handlers: DeskHandlers = {
    ...workspaceHandlers(ctx),
    ...contactHandlers(ctx),
    ...conversationHandlers(ctx),
    ...ticketHandlers(ctx),
    ...feedbackHandlers(ctx),
  };
  const authenticate = createAuthenticator("desk", keysRepo(opts.db));
  return buildApiApp({
    document: loadOpenApi("desk"),
    handlers,
    authenticate: (authorization) => authenticate(authorization, false),
    rateLimit: { max: opts.rateLimitPerMinute, timeWindowMs: 60_000 },
    logger: opts.logger,
  });
}
