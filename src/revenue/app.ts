import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from "fastify";
import { createAuthenticator } from "../platform/auth/authenticate.js";
import { keysRepo } from "../platform/auth/keys.repo.js";
import type { Clock } from "../platform/clock.js";
import type { DurabilityMode } from "../platform/config.js";
import type { Db } from "../platform/db/database.js";
import { AppError } from "../platform/errors.js";
import { toErrorAnswer } from "../platform/http/errors.js";
import { buildApiApp } from "../platform/http/build-api.js";
import type { OperationInfo } from "../platform/http/operations.js";
import { durabilityOf } from "../platform/db/durability.js";
import { createGroupCommit } from "../platform/db/group-commit.js";
import { createCustomerLocks } from "../platform/idempotency/customer-locks.js";
import { createIdempotency } from "../platform/idempotency/idempotency.js";
import { idempotencyRepo } from "../platform/idempotency/idempotency.repo.js";
import { loadOpenApi } from "../platform/spec/load.js";
import { checkOnlyReads } from "./balances/balances.rules.js";
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
  /** When answers to writes may leave (config.ts; default `disk`). */
  durability?: DurabilityMode;
  logger?: FastifyServerOptions["logger"];
}

const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as { idempotency_key?: string; customer_id?: unknown; send_event?: boolean; lock?: unknown };

/** Operations that take idempotency keys but, for some bodies, only read. */
const READS_WHEN: Record<string, (body: ReturnType<typeof bodyOf>) => boolean> = { "balances.check": checkOnlyReads, check: checkOnlyReads };

/** The request's idempotency key: the header, else the body's `idempotency_key`. */
const keyOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers["idempotency-key"];
  return typeof header === "string" && header !== "" ? header : bodyOf(request).idempotency_key;
};

/** A request of an idempotent operation that only reads (a plain check without a key): it runs at once, outside the write units. */
const readsOnly = (op: OperationInfo, request: FastifyRequest): boolean =>
  READS_WHEN[op.operationId] !== undefined && keyOf(request) === undefined && READS_WHEN[op.operationId](bodyOf(request));

/** The Usage & Billing API as a fastify instance (not listening). */
export async function buildRevenueApp(opts: RevenueAppOptions): Promise<FastifyInstance> {
  const limits = opts.rateLimits ?? REVENUE_RATE_LIMITS;
  const authenticate = createAuthenticator("revenue", keysRepo(opts.db), opts.clock);
  const unit = createGroupCommit(opts.db);
  const idempotency = createIdempotency(idempotencyRepo(opts.db), opts.clock, unit);
  const lock = createCustomerLocks();

  return buildApiApp({
    document: loadOpenApi("revenue"),
    handlers: { ...revenueHandlers({ db: opts.db, clock: opts.clock }), ...opts.handlerOverrides },
    wire: "plain",
    authenticate: (authorization, op: OperationInfo) => authenticate(authorization, op.rules.publishable),
    rateLimit: { windowMs: 1000, max: (bucket) => (bucket === "usage" ? limits.usage : limits.default) },
    durability: opts.durability === "os" ? undefined : durabilityOf(opts.db),
    // Writes (the operations that take idempotency keys) run as group-committed units (see
    // platform/db/group-commit.ts), billing changes inside the per-customer lock; reads run at once.
    // Answers to writes wait for the disk; plain checks and every other read answer at once.
    writes: (op, request) => op.rules.idempotent && !readsOnly(op, request),
    around: (op, request, run, write) => {
      if (!write) return run();
      const body = bodyOf(request);
      const key = keyOf(request);
      const locked =
        op.rules.billing && typeof body.customer_id === "string"
          ? () => {
              try {
                return lock(`${request.auth!.spaceId}:${body.customer_id}`, run);
              } catch (err) {
                return toErrorAnswer(err);
              }
            }
          : run;
      return idempotency(
        {
          spaceId: request.auth!.spaceId,
          operation: op.operationId,
          key,
          body: request.body,
        },
        locked,
      ).catch((err: unknown) =>
        toErrorAnswer((err as { code?: unknown }).code === "SQLITE_BUSY" ? new AppError("balance_contention", "Another process holds the database's write lock; retry.") : err),
      );
    },
    notFound: (method, path) =>
      method === "POST" && /^\/v1\/[^/]+$/.test(path)
        ? new AppError("unknown_operation", `No operation ${path.slice(4)}.`)
        : new AppError("not_found", `No route ${method} ${path}.`),
    logger: opts.logger,
  });
}
