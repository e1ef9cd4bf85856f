import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import cors from "@fastify/cors";
import { createHash } from "node:crypto";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import openapiGlue from "fastify-openapi-glue";
import type { AuthContext } from "../auth/authenticate.js";
import type { Durability } from "../db/durability.js";
import { AppError } from "../errors.js";
import { AfterCommit, afterCommit } from "../db/after-commit.js";
import { isStorageFault } from "../db/storage-fault.js";
import { isPromise } from "../is-promise.js";
import { connectionBudget, DEFAULTS, type HttpLimits, readFileLimit } from "../config.js";
import type { Metrics } from "../observability/metrics.js";
import type { Platform } from "../platform.js";
import type { Handle } from "../db/handle.js";
import type { OpenApiDocument } from "../spec/load.js";
import type { Answer } from "./answer.js";
import { type ConnectionBudget, createConnectionBudget } from "./connection-budget.js";
import { createFailureLimiter, limitConnections } from "./connections.js";
import { toErrorAnswer } from "./errors.js";
import { type ReadyChecks, runReadiness } from "./readiness.js";
import { jsonShapeProblem } from "./json-shape.js";
import { createRequestRules, type WriteStyle } from "./request-rules.js";
import { type Handler, type HandlerInput, type HandlerMap, type Wire, WithStatus } from "./handlers.js";
import { indexOperations, type OperationInfo } from "./operations.js";
import { createSharedRateLimiter, type RateDecision, type RateLimitRule } from "./rate-limit.js";
import { validatorCompiler } from "./validation.js";
import type { PageRoute } from "./pages.js";
import { type PageLimits, servePages } from "./serve-pages.js";

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    operation?: OperationInfo;
  }
}

export const BODY_LIMIT = 1024 * 1024;

/**
 * Answers go out together at the end of the event-loop turn that produced
 * them. Over loopback (an application calling Tandem on the same machine,
 * the usual small deployment) a write to a peer that sleeps wakes it, and
 * that wake-up cost more than a whole check; writes made back to back share
 * it. Measured on the check route: 86–108 → 56 µs of server time per
 * request, 9–11k → 17k requests/s (bench/README.md). Under light load the
 * turn ends at once, so no answer waits.
 */
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * A frozen answer (a remembered one, e.g. a plain check's) is the same
 * object for every request that gets it, so its JSON is made once, by the
 * route's own serializer (fast-json-stringify from the response schema),
 * and reused. Serialising the check answer cost ~5 µs of its ~31.
 */
function serializedOnce(serialized: WeakMap<object, { route: string; status: number; text: string }>, reply: FastifyReply, status: number, body: object): string {
  const route = reply.request.routeOptions.url ?? "";
  const hit = serialized.get(body);
  if (hit && hit.route === route && hit.status === status) return hit.text;
  const text = (reply.getSerializationFunction(String(status), "application/json") ?? JSON.stringify)(body) as string;
  serialized.set(body, { route, status, text });
  return text;
}

/**
 * `{ success: true, data }`. A frozen (remembered) `data` gets one frozen
 * envelope, reused, so that its JSON is made once (`serializedOnce`).
 */
function envelope(envelopes: WeakMap<object, object>, data: unknown): object {
  if (data === null || typeof data !== "object" || !Object.isFrozen(data)) return { success: true, data };
  let e = envelopes.get(data);
  if (!e) envelopes.set(data, (e = Object.freeze({ success: true, data })));
  return e;
}

function createReplyQueue(durability: Durability | undefined) {
  const serialized = new WeakMap<object, { route: string; status: number; text: string }>();
  type Entry = { reply: FastifyReply; answer: Answer };
  let atOnce: Entry[] = [];
  let onDisk: Entry[] = [];
  const send = (batch: Entry[], syncFailed?: Error) => {
    for (const { reply, answer } of batch) {
      try {
        const a = syncFailed ? notOnDisk(reply, syncFailed) : answer;
        reply.code(a.status);
        if (a.headers && !syncFailed) setAnswerHeaders(reply, a.headers);
        if (a.body !== null && typeof a.body === "object" && Object.isFrozen(a.body)) void reply.header("content-type", JSON_TYPE).send(serializedOnce(serialized, reply, a.status, a.body));
        else void reply.send(a.body);
      } catch (err) {
        reply.log.error({ err }, "sending the answer failed");
      }
    }
  };
  // Answers to reads leave at the end of the loop turn (above).
  const flush = () => {
    const now = atOnce;
    atOnce = [];
    send(now);
  };
  // Answers to writes leave only once what was committed before them is on the disk (see
  // db/durability.ts). They ask for that sync as soon as their group has committed (in the
  // microtasks that follow its COMMIT), so the sync starts before the loop reads and runs the
  // next requests, not after; they leave together when it completes.
  const flushOnDisk = () => {
    const later = onDisk;
    onDisk = [];
    durability!.afterSync((err) => send(later, err));
  };
  return {
    push(reply: FastifyReply, answer: Answer, write: boolean): void {
      if (write && durability) {
        if (onDisk.length === 0) queueMicrotask(flushOnDisk);
        onDisk.push({ reply, answer });
        return;
      }
      if (atOnce.length === 0) setImmediate(flush);
      atOnce.push({ reply, answer });
    },
  };
}

/** The answer when the disk refused a WAL sync: the change may be stored, but it cannot be vouched for. */
function notOnDisk(reply: FastifyReply, err: Error): Answer {
  reply.log.error({ err }, "the WAL sync failed; answering 500");
  if ((err as NodeJS.ErrnoException).code === "ENOSPC") {
    return toErrorAnswer(new AppError("storage_full", "The disk is full: the change could not be confirmed on disk; retry later (with the same Idempotency-Key, where the operation takes one)."));
  }
  return toErrorAnswer(new AppError("internal_error", "The change could not be confirmed on disk; retry (with the same Idempotency-Key, where the operation takes one)."));
}

/**
 * One API as a domain describes it to the platform: no fastify, no headers.
 * Everything else about a request (auth, rate limits, idempotency, the
 * per-customer billing lock, the write unit, durability) is the platform's,
 * driven by the contract's `x-tandem-*` extensions.
 */
export interface ApiDescriptor<Ops, W extends Wire> {
  /** The API's name (`generated/<name>.openapi.yaml`, the `api` of its keys). */
  name: string;
  /** The API's OpenAPI document: routes, validation and serialisation all come from it. */
  document: OpenApiDocument;
  handlers: HandlerMap<Ops, W>;
  /** `envelope`: success as `{ success: true, data }` (the Desk API); `plain`: the body as it is. */
  wire: W;
  /** Per key and bucket: requests per window (wall-clock windows). Buckets come from `x-tandem-rate`. */
  rateLimit: RateLimitRule;
  /** Which requests write (run as group-committed units whose answers wait for the disk). */
  writes: WriteStyle;
  /** The error for a write that finds the database locked by another process (default: 500). */
  busy?: () => AppError;
  /** The error for a request no route matches (default 404 `not_found`). */
  notFound?: (method: string, path: string) => AppError;
  /** Called when the app closes (e.g. to stop background work). */
  onClose?: () => void | Promise<void>;
  /** Called as closing begins, before requests in flight are awaited (e.g. to end long polls). */
  beforeClose?: () => void;
  /** Files served as they are beside the API (e.g. a browser script), outside `/v1`. */
  assets?: StaticAsset[];
  /**
   * Routes beside the contract, outside `/v1` (pages.ts): hosted HTML pages and inbound
   * provider webhooks. No bearer auth, no JSON error envelope; see serve-pages.ts.
   */
  pages?: PageRoute[];
  /** Per-address limits of the page routes (default PAGE_RATE_LIMIT). */
  pageLimits?: PageLimits;
  /**
   * Resolves the caller of a secured operation from its request instead of the bearer key
   * (the console's session cookie and CSRF token). Throws a coded error (401, 403) to refuse.
   */
  authenticate?: (request: CredentialRequest) => AuthContext | Promise<AuthContext>;
  /** Headers sent with every answer of the API's routes under `/v1` (e.g. `cache-control: no-store`). */
  headers?: Record<string, string>;
  /**
   * Per operation, work that must run before the request's write unit because it awaits I/O a
   * unit may not await (e.g. a DNS lookup): run after authentication and validation, before the
   * idempotency claim, the billing lock and the unit. A rejection answers as a handler's error
   * would (4xx `{ message, code }`) and the handler does not run. It sees committed data only, and
   * nothing holds between it and the unit: the handler must still check what it stores.
   */
  preflight?: Partial<{ [K in keyof Ops]: Preflight<Ops[K]> }>;
  /**
   * Cross-origin access for the routes under `pathPrefix` only (e.g. `/v1/widget/`):
   * from `origins`, or from every origin when it is `"*"`. Other routes send no CORS headers
   * (a 404 for a path no route matches does, wherever it is).
   */
  cors?: { pathPrefix: string; origins: readonly string[] | "*"; allowedHeaders: readonly string[] };
}

/** An operation's preflight (`ApiDescriptor.preflight`): what it sees of the request. */
export type Preflight<Op> = (input: Pick<HandlerInput<Op>, "body" | "params" | "query" | "auth">) => Promise<void>;

/** What an API's own `authenticate` sees of a request (framework-neutral). */
export interface CredentialRequest {
  method: string;
  /** A request header by lower-case name. */
  header(name: string): string | undefined;
  /** The contract's operation id (e.g. to check a permission before validation). */
  operationId: string;
  /** The client's address (behind a trusted proxy, the forwarded one). */
  ip: string;
}

/** A file served at `path` (GET and HEAD), with an ETag and `Cache-Control`. */
export interface StaticAsset {
  path: string;
  contentType: string;
  cacheControl: string;
  /** More headers (e.g. a Content-Security-Policy for a page). */
  headers?: Record<string, string>;
  /** Readable from any origin (`Access-Control-Allow-Origin: *`, e.g. a script other sites embed); default true. */
  crossOrigin?: boolean;
  /** Read when first asked for, then kept. */
  body: () => Buffer;
}

export type { ReadyCheck } from "./readiness.js";

export interface HttpOptions {
  logger?: FastifyServerOptions["logger"];
  /** The process's pino logger (wins over `logger`): every part logs through the same one. */
  loggerInstance?: FastifyServerOptions["loggerInstance"];
  /** fastify's `trustProxy` (config.ts): behind a proxy, `request.ip` is the client's. */
  trustProxy?: boolean | number | string[];
  /** Records requests, latency and rejections (served on the metrics port, not here). */
  metrics?: Metrics;
  /** `GET /ready`'s checks by name (status providers from the composition root); all must be ok. */
  ready?: ReadyChecks;
  /** Timeouts and connection caps (config.ts; defaults there). */
  limits?: Partial<HttpLimits>;
  /**
   * The process's one connection budget, shared with its other servers (`serve` makes one);
   * without it the app gets a budget of its own of `limits.maxConnections`.
   */
  connections?: ConnectionBudget;
  /** The API's public base URL (behind a proxy), for `/docs`; default: the scheme and host asked for. */
  publicUrl?: string;
}

/**
 * Builds one API as a fastify instance (not listening): routes from the
 * OpenAPI document via fastify-openapi-glue, typed handlers, bearer auth
 * before anything else, per-key rate limits, one error handler, `/health`
 * and `/docs`.
 */
export async function buildApiApp<Ops, W extends Wire>(platform: Platform, opts: ApiDescriptor<Ops, W>, http: HttpOptions = {}): Promise<FastifyInstance> {
  const limits: HttpLimits = {
    headersTimeoutMs: DEFAULTS.headersTimeoutMs,
    requestTimeoutMs: DEFAULTS.requestTimeoutMs,
    maxConnections: connectionBudget(readFileLimit(), DEFAULTS.webhookConcurrency).max,
    maxConnectionsPerClient: DEFAULTS.maxConnectionsPerClient,
    authFailuresPerMinute: DEFAULTS.authFailuresPerMinute,
    shutdownTimeoutMs: DEFAULTS.shutdownTimeoutMs,
    bodyLimitBytes: BODY_LIMIT,
    ...http.limits,
  };
  const app = Fastify({
    ...(http.loggerInstance ? { loggerInstance: http.loggerInstance } : { logger: http.logger ?? false }),
    bodyLimit: limits.bodyLimitBytes,
    trustProxy: http.trustProxy ?? false,
    // X-Request-Id: the client's when it is sane (1–128 of [A-Za-z0-9._:-]), else a new UUID;
    // echoed in the answer and logged (as reqId) with every line of the request.
    requestIdHeader: false,
    genReqId: requestId,
    // Long enough for any path parameter the contracts allow; the schema gives the precise 400.
    routerOptions: { maxParamLength: 2048 },
    // A request whose headers, or whole body, do not arrive in time is answered 408 and its
    // socket closed (checked every second), so stalled clients cannot hold sockets forever.
    requestTimeout: limits.requestTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: 1000 },
    // Closing stops accepting, closes idle keep-alive sockets and answers every request already
    // received (new requests on open sockets meanwhile get 503) before the server closes.
    return503OnClosing: true,
    forceCloseConnections: "idle",
  } as unknown as FastifyServerOptions);
  // The per-address cap first: a connection it closes never counts against the budget.
  limitConnections(app.server, { perClient: limits.maxConnectionsPerClient });
  (http.connections ?? createConnectionBudget(limits.maxConnections)).attach(app.server);
  app.setValidatorCompiler(validatorCompiler());
  app.decorateRequest("auth", null);
  app.addHook("onRequest", (request, reply, done) => {
    void reply.header("x-request-id", request.id);
    done();
  });
  const metrics = http.metrics;
  // Bodies are JSON only (anything else is 415). An empty JSON body is no body (clients such
  // as autumn-js send one for parameterless operations); the schema then decides.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    // Callback style (its type also allows a promise; fastify's default parser never answers one).
    void parseJson(request, body as string, (err, value) => {
      if (err) return done(err);
      const problem = jsonShapeProblem(value);
      done(problem === undefined ? null : new AppError("invalid_request", problem), value);
    });
  });
  // Validate the body whatever the request's media type says (fastify keys body schemas by
  // media type, so a request without Content-Type would otherwise skip validation).
  app.addHook("onRoute", (route) => {
    const body = route.schema?.body as { content?: Record<string, { schema: unknown }> } | undefined;
    if (route.schema && body?.content) route.schema.body = body.content["application/json"]?.schema;
    strictQuery(route);
    lowerCaseHeaders(route);
  });

  app.setErrorHandler((err, request, reply) => {
    const { status, body, headers } = toErrorAnswer(err);
    if (status >= 500) request.log.error({ err }, "request failed");
    if (headers) void reply.headers(headers);
    void reply.code(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0];
    const err = opts.notFound?.(request.method, path) ?? new AppError("not_found", `No route ${request.method} ${path}.`);
    void reply.code(err.status).send({ message: err.message, code: err.code });
  });
  if (opts.onClose) app.addHook("onClose", async () => opts.onClose!());
  if (opts.beforeClose) app.addHook("preClose", (done) => (opts.beforeClose!(), done()));
  if (opts.cors) await registerCors(app, opts.cors);
  for (const asset of opts.assets ?? []) serveAsset(app, asset);
  if (opts.pages) await servePages(app, opts.pages, opts.pageLimits, platform.durability, platform.rateStore, `${opts.name}.page_requests`);

  await app.register(swagger, { mode: "static", specification: { document: opts.document as never } });
  // The document's `servers` entry is where this server answers: its public URL when one is
  // configured (behind a proxy), else the scheme and host the docs were asked on.
  await app.register(swaggerUi, {
    routePrefix: "/docs",
    transformSpecification: (spec: Record<string, unknown>, request: FastifyRequest) => ({
      ...spec,
      servers: [{ url: `${http.publicUrl ?? `${request.protocol}://${request.host}`}/v1` }],
    }),
  });
  app.get("/health", async () => ({ success: true, data: { status: "ok" } }));
  // Readiness: every check of the composition root (database writable, WAL syncs, checkpointer
  // and sender heartbeats, schema current), 503 when one fails.
  app.get("/ready", async (_request, reply) => {
    const r = await runReadiness(http.ready);
    void reply.code(r.status);
    return r.body;
  });

  // Shared out among the nodes that serve (a promise only on a node that used its share of a window).
  const limiter = createSharedRateLimiter(opts.rateLimit, platform.rateStore, `${opts.name}.requests`);
  const replies = createReplyQueue(platform.durability);
  const envelopes = new WeakMap<object, object>();
  const rules = createRequestRules(platform, opts, (err) => app.log.error({ err }, "write failed"));
  const reader = platform.store.read;
  const authenticate = platform.authenticator(opts.name);
  const authFailures = createFailureLimiter({ windowMs: 60_000, max: limits.authFailuresPerMinute }, platform.rateStore, `${opts.name}.auth_failures`);
  /**
   * Resolves the key; an address that keeps sending bad keys is refused (429) before the lookup.
   * A key the authenticator has cached answers at once (no promise on the hot path).
   */
  const authenticateFrom = (request: FastifyRequest, reply: FastifyReply, access: OperationInfo["rules"]["access"], operationId: string): AuthContext | Promise<AuthContext> => {
    const now = Date.now();
    const blocked = authFailures.blockedFor(request.ip, now);
    if (blocked > 0) {
      metrics?.rateLimited(opts.name, "auth_failures");
      throw tooMany(reply, limits.authFailuresPerMinute, blocked, "requests with a missing or unknown API key from this address");
    }
    const refused = (err: unknown): never => {
      if ((err as AppError).code === "invalid_api_key") authFailures.fail(request.ip, now);
      throw err;
    };
    try {
      const auth = opts.authenticate
        ? opts.authenticate({ method: request.method, header: (name) => headerValue(request.headers[name]), operationId, ip: request.ip })
        : authenticate(request.headers.authorization, access);
      return isPromise(auth) ? auth.catch(refused) : auth;
    } catch (err) {
      return refused(err);
    }
  };
  const countReplay = (a: Answer) => {
    if ((a.body as { code?: unknown } | null)?.code === "idempotency_replay") metrics!.idempotencyReplay(opts.name);
  };
  const answerHeaders = opts.headers;
  const operations = indexOperations(opts.document);
  const handlers = opts.handlers as Record<string, Handler<unknown, W>>;
  const preflights = (opts.preflight ?? {}) as Record<string, Preflight<unknown> | undefined>;
  for (const id of operations.keys()) {
    if (typeof handlers[id] !== "function") throw new Error(`No handler for operation ${id}`);
  }

  await app.register(openapiGlue, {
    specification: opts.document as never,
    prefix: "/v1",
    operationResolver: (operationId: string) => {
      const op = operations.get(operationId)!;
      const handler = handlers[operationId];
      const answerOf = (result: unknown): Answer => {
        const [status, data] = result instanceof WithStatus ? [result.status, result.data] : [op.successStatus, result];
        const body = opts.wire === "envelope" ? envelope(envelopes, data) : data;
        return result instanceof WithStatus && result.headers ? { status, body, headers: result.headers } : { status, body };
      };
      const failed = (request: FastifyRequest, err: unknown): Answer => {
        const answer = toErrorAnswer(err);
        if (answer.status >= 500) request.log.error({ err }, "request failed");
        return answer;
      };
      // In a write, a storage fault (SQLITE_FULL, SQLITE_BUSY, an I/O error; any PostgreSQL error) is
      // thrown on to the write unit rather than answered here: SQLite may have rolled back the whole
      // group's transaction, a PostgreSQL transaction is aborted (and may be run again: a race), and
      // the platform maps the fault to its answer.
      const ownFault = (request: FastifyRequest, err: unknown, inWrite: boolean): Answer => {
        if (inWrite && isStorageFault(err)) throw err;
        return failed(request, err);
      };
      /** A handler's result as an answer; work it hands back for after the commit answers as the handler would. */
      const answerOrAfter = (request: FastifyRequest, result: unknown): Answer | AfterCommit<Answer> =>
        result instanceof AfterCommit ? afterCommit(() => result.run().then(answerOf, (err: unknown) => failed(request, err))) : answerOf(result);
      const run = (request: FastifyRequest, h: Handle): Answer | AfterCommit<Answer> | Promise<Answer | AfterCommit<Answer>> => {
        const inWrite = h.writing;
        try {
          const result = handler({
            params: request.params as never,
            query: request.query as never,
            body: request.body as never,
            headers: headersOf(request) as never,
            auth: request.auth!,
            h,
          });
          return isPromise(result)
            ? result.then(
                (r) => answerOrAfter(request, r),
                (err: unknown) => ownFault(request, err, inWrite),
              )
            : answerOrAfter(request, result);
        } catch (err) {
          return ownFault(request, err, inWrite);
        }
      };
      const bucket = op.rules.rateBucket;
      /** The key's (or address's) rate limit decided: the 429 to answer, or undefined. */
      const limitedBy = (reply: FastifyReply, d: RateDecision): Error | undefined => {
        if (d.allowed) return undefined;
        metrics?.rateLimited(opts.name, "key");
        return tooMany(reply, d.limit, d.resetInMs, "requests");
      };
      /** Decides the key's (or address's) rate limit and calls `done` with the 429 or nothing (at once unless the node waits for its share). */
      const rateLimited = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void): void => {
        const d = limiter(rateKey(request), bucket, Date.now());
        if (!isPromise(d)) return done(limitedBy(reply, d));
        d.then(
          (decided) => done(limitedBy(reply, decided)),
          (err: unknown) => done(err as Error),
        );
      };
      // Only the header parameters the contract declares reach the handler.
      const headerNames = op.headers.map((name) => [name, name.toLowerCase()] as const);
      const headersOf = (request: FastifyRequest): Record<string, unknown> => {
        const out: Record<string, unknown> = {};
        for (const [name, lower] of headerNames) if (request.headers[lower] !== undefined) out[name] = request.headers[lower];
        return out;
      };
      // A public-only operation is called from browsers with one key shared by everyone:
      // its requests are counted per key and client address, not per key alone.
      const rateKey = (request: FastifyRequest): string =>
        op.rules.access === "public-only" ? `${request.auth!.keyId}\u0000${request.ip}` : (request.auth?.keyId ?? request.ip);
      // Made once per operation, not per request: the synchronous path allocates no closure.
      type IdempotencyKey = string | string[] | undefined;
      const asWrite = (request: FastifyRequest, key: IdempotencyKey) =>
        rules.write(op, request.auth, request.body, key, (tx) => run(request, tx));
      const send = (request: FastifyRequest, reply: FastifyReply, key: IdempotencyKey, write: boolean, a: Answer | AfterCommit<Answer>): void => {
        if (a instanceof AfterCommit) return settle(request, reply, key, write, a.run());
        if (metrics && a.status === 409) countReplay(a);
        replies.push(reply, a, write);
      };
      const settle = (request: FastifyRequest, reply: FastifyReply, key: IdempotencyKey, write: boolean, answer: Answer | AfterCommit<Answer> | Promise<Answer | AfterCommit<Answer>>): void => {
        if (isPromise(answer)) {
          void answer.then(
            (a) => send(request, reply, key, write, a),
            (err: unknown) => replies.push(reply, failed(request, err), write),
          );
        } else send(request, reply, key, write, answer);
      };
      // Metrics: one histogram observe per request, on a cell found without allocating.
      const observe = metrics
        ? (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
            metrics.request(opts.name, operationId, reply.statusCode).observe(reply.elapsedTime / 1000);
            done();
          }
        : undefined;
      const preflight = preflights[operationId];
      /**
       * The operation's preflight, outside any unit, then the request as usual; a refusal is answered
       * at once (nothing was written), as is anything thrown starting the request (as fastify would).
       */
      const afterPreflight = preflight
        ? (request: FastifyRequest, reply: FastifyReply, key: IdempotencyKey, write: boolean): void => {
            const input = { body: request.body, params: request.params, query: request.query, auth: request.auth! } as never;
            void (async () => await preflight(input))().then(
              () => {
                try {
                  settle(request, reply, key, write, write ? asWrite(request, key) : run(request, reader));
                } catch (err) {
                  replies.push(reply, failed(request, err), false);
                }
              },
              (err: unknown) => replies.push(reply, failed(request, err), false),
            );
          }
        : undefined;
      return {
        config: { operation: op },
        onResponse: observe,
        // A missing optional body is an empty one, so handlers always get an object.
        preValidation:
          op.body === "optional"
            ? (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
                if (request.body === undefined) request.body = {};
                done();
              }
            : undefined,
        // Authentication, then the rate limit of the key (of the address for open operations).
        // Synchronous when the key is cached (the hot path): no promise, no async hook.
        onRequest: (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
          if (answerHeaders) void reply.headers(answerHeaders);
          try {
            if (op.secured) {
              const auth = authenticateFrom(request, reply, op.rules.access, operationId);
              if (isPromise(auth)) {
                auth.then(
                  (a) => {
                    request.auth = a;
                    rateLimited(request, reply, done);
                  },
                  (err: unknown) => done(err as Error),
                );
                return;
              }
              request.auth = auth;
            }
            rateLimited(request, reply, done);
          } catch (err) {
            done(err as Error);
          }
        },
        handler: (request: FastifyRequest, reply: FastifyReply) => {
          const key = request.headers["idempotency-key"];
          const write = rules.writes(op, request.body, key);
          if (afterPreflight) afterPreflight(request, reply, key, write);
          else settle(request, reply, key, write, write ? asWrite(request, key) : run(request, reader));
          // Nothing returned: the answer is sent by the reply queue. (Returning the reply, a
          // thenable, would make fastify wait on it with stream listeners, ~1.5 µs a request.)
        },
      } as never;
    },
  });
  return app;
}

/** A header's value as one string (the first of repeated ones). */
const headerValue = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** An answer's own headers; a cookie set over https (also behind a trusted proxy) is `Secure`. */
function setAnswerHeaders(reply: FastifyReply, headers: Record<string, string | string[]>): void {
  const https = reply.request.protocol === "https";
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === "set-cookie" && https) {
      const cookies = (Array.isArray(value) ? value : [value]).map((c) => (/;\s*secure\b/i.test(c) ? c : `${c}; Secure`));
      void reply.header(name, cookies.length === 1 ? cookies[0] : cookies);
    } else void reply.header(name, value);
  }
}

/** Serves a static file with a strong ETag (a 304 to `If-None-Match`) and its `Cache-Control`. */
function serveAsset(app: FastifyInstance, asset: StaticAsset): void {
  let cached: { body: Buffer; etag: string } | undefined;
  const load = () => {
    if (!cached) {
      const body = asset.body();
      cached = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
    }
    return cached;
  };
  app.get(asset.path, (request, reply) => {
    const { body, etag } = load();
    void reply.header("cache-control", asset.cacheControl).header("etag", etag);
    if (asset.crossOrigin !== false) void reply.header("access-control-allow-origin", "*");
    if (asset.headers) void reply.headers(asset.headers);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type(asset.contentType).send(body);
  });
}

/**
 * @fastify/cors, answering (and preflighting) only the routes under `pathPrefix`.
 * Every route registered after it outside the prefix opts out (`config.cors: false`),
 * so on those its hook returns at once instead of building options per request; the
 * plugin's own `OPTIONS *` route is one of them (a preflight elsewhere is a 404), and
 * `OPTIONS <pathPrefix>*` takes the prefix's preflights (answered in the plugin's hook).
 * Register it before any other route.
 */
async function registerCors(app: FastifyInstance, c: NonNullable<ApiDescriptor<unknown, Wire>["cors"]>): Promise<void> {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(c.pathPrefix)) route.config = { ...route.config, cors: false } as typeof route.config;
  });
  await app.register(cors, {
    origin: c.origins === "*" ? "*" : [...c.origins],
    methods: ["GET", "POST"],
    allowedHeaders: [...c.allowedHeaders],
    maxAge: 600,
  });
  app.options(`${c.pathPrefix}*`, { schema: { hide: true } }, (request, reply) => {
    // Set by the plugin's hook once it has answered a valid preflight's headers.
    if (!(request as unknown as { corsPreflightEnabled: boolean }).corsPreflightEnabled) return reply.callNotFound();
    return reply.send();
  });
}

/** 429 `rate_limited` with `Retry-After` and the rate-limit headers. */
function tooMany(reply: FastifyReply, limit: number, resetInMs: number, what: string): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  void reply.headers({ "retry-after": seconds, "x-ratelimit-limit": limit, "x-ratelimit-remaining": 0, "x-ratelimit-reset": seconds });
  return new AppError("rate_limited", `Rate limit of ${limit} ${what} exceeded; retry in ${seconds} s.`);
}

type RouteHook = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;

/**
 * Query strings name only the parameters the contract declares (an unknown
 * one, e.g. a misspelt filter, is a 400 rather than silently ignored), and an
 * integer parameter is written as one (`limit=5.0` is not; the validator
 * alone would coerce it).
 */
function strictQuery(route: { schema?: { querystring?: unknown }; preValidation?: RouteHook | RouteHook[] }): void {
  const q = route.schema?.querystring as { properties?: Record<string, { type?: string }>; additionalProperties?: boolean } | undefined;
  if (!q?.properties) return;
  q.additionalProperties = false;
  const integers = Object.entries(q.properties)
    .filter(([, s]) => s.type === "integer")
    .map(([k]) => k);
  if (integers.length === 0) return;
  const check: RouteHook = (request, _reply, done) => {
    const query = request.query as Record<string, unknown>;
    for (const k of integers) {
      const v = query[k];
      if (typeof v === "string" && !/^-?(0|[1-9][0-9]*)$/.test(v)) return done(new AppError("invalid_request", `query.${k} must be an integer`));
    }
    done();
  };
  const before = route.preValidation;
  route.preValidation = before === undefined ? check : [...(Array.isArray(before) ? before : [before]), check];
}

/**
 * Node lowercases the names of request headers; fastify lowercases header
 * schemas only for its own validator, so with ours the contract's
 * `X-Visitor-Token` would never be found: the schema's names are lowercased here.
 */
function lowerCaseHeaders(route: { schema?: { headers?: unknown } }): void {
  const h = route.schema?.headers as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  if (!h?.properties) return;
  h.properties = Object.fromEntries(Object.entries(h.properties).map(([k, v]) => [k.toLowerCase(), v]));
  if (h.required) h.required = h.required.map((k) => k.toLowerCase());
}

/** The request's id: a sane `X-Request-Id` from the client, else a new UUID. */
function requestId(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : randomUUID();
}

/** An error of the storage itself (SQLite's codes), not of the request. */
