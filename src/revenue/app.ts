import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from "fastify";
import { createAuthenticator } from "../platform/auth/authenticate.js";
import { keysRepo } from "../platform/auth/keys.repo.js";
import type { Clock } from "../platform/clock.js";
import type { Db } from "../platform/db/database.js";
import { AppError } from "../platform/errors.js";
import { buildApiApp } from "../platform/http/build-api.js";
import type { OperationInfo } from "../platform/http/operations.js";
import { createCustomerLocks } from "../platform/idempotency/customer-locks.js";
import { createIdempotency } from "../platform/idempotency/idempotency.js";
import { idempotencyRepo } from "../platform/idempotency/idempotency.repo.js";
import { loadOpenApi } from "../platform/spec/load.js";
import { revenueHandlers } from "./handlers.js";
import type { RevenueHandlers } from "./types.js";

/** The seed's limits, per key and second. */
export const REVENUE_RATE_LIMITS = { usage: 2000, default: 100 } as const;

export interface RevenueAppOptions {
  db: Db;
  clock: Clock;
  /** Requests per second per key and bucket (default: the seed's). */
  rateLimits?: { usage: number; default: number };
  /** Replaces some handlers (tests of platform rules that need a handler which waits). */
  handlerOverrides?: Partial<RevenueHandlers>;
  logger?: FastifyServerOptions["logger"];
}

const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as { idempotency_key?: string; customer_id?: unknown };

/** The Usage & Billing API as a fastify instance (not listening). */
export async function buildRevenueApp(opts: RevenueAppOptions): Promise<FastifyInstance> {
  const limits = opts.rateLimits ?? REVENUE_RATE_LIMITS;
  const authenticate = createAuthenticator("revenue", keysRepo(opts.db), opts.clock);
  const idempotency = createIdempotency(idempotencyRepo(opts.db), opts.clock);
  const lock = createCustomerLocks();

  return buildApiApp({
    document: loadOpenApi("revenue"),
    handlers: { ...revenueHandlers({ db: opts.db, clock: opts.clock }), ...opts.handlerOverrides },
    wire: "plain",
    authenticate: (authorization, op: OperationInfo) => authenticate(authorization, op.rules.publishable),
    rateLimit: { timeWindowMs: 1000, max: (bucket) => (bucket === "usage" ? limits.usage : limits.default) },
    around: (op, request, run) => {
      const body = bodyOf(request);
      const locked =
        op.rules.billing && typeof body.customer_id === "string"
          ? () => lock(`${request.auth!.spaceId}:${body.customer_id}`, run).catch((err: unknown) => {
              if (err instanceof AppError) return { status: err.status, body: { message: err.message, code: err.code } };
              throw err;
            })
          : run;
      if (!op.rules.idempotent) return locked();
      const header = request.headers["idempotency-key"];
      return idempotency(
        {
          spaceId: request.auth!.spaceId,
          operation: op.operationId,
          key: typeof header === "string" && header !== "" ? header : body.idempotency_key,
          body: request.body,
        },
        locked,
      );
    },
    notFound: (method, path) =>
      method === "POST" && /^\/v1\/[^/]+$/.test(path)
        ? new AppError("unknown_operation", `No operation ${path.slice(4)}.`)
        : new AppError("not_found", `No route ${method} ${path}.`),
    logger: opts.logger,
  });
}
