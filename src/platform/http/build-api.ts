import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import openapiGlue from "fastify-openapi-glue";
import type { AuthContext } from "../auth/authenticate.js";
import { AppError } from "../errors.js";
import type { OpenApiDocument } from "../spec/load.js";
import { toErrorAnswer } from "./errors.js";
import { type Handler, type HandlerMap, WithStatus } from "./handlers.js";
import { validatorCompiler } from "./validation.js";

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const BODY_LIMIT = 1024 * 1024;
const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

export interface ApiAppOptions<Ops> {
  /** The API's OpenAPI document: routes, validation and serialisation all come from it. */
  document: OpenApiDocument;
  handlers: HandlerMap<Ops>;
  /** Resolves the Authorization header for a secured operation (throws AppError). */
  authenticate(authorization: string | undefined, operationId: string): AuthContext;
  /** Requests per key per window, across all operations of the API. */
  rateLimit: { max: number; timeWindowMs: number };
  logger?: FastifyServerOptions["logger"];
  /** Called when the app closes (e.g. to close the database). */
  onClose?: () => void | Promise<void>;
}

interface OperationInfo {
  secured: boolean;
  successStatus: number;
}

/** What the document says about each operation: secured or not, first success status. */
function indexOperations(document: OpenApiDocument): Map<string, OperationInfo> {
  const ops = new Map<string, OperationInfo>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (!op?.operationId) continue;
      const security = op.security ?? document.security ?? [];
      const statuses = Object.keys(op.responses ?? {})
        .map(Number)
        .filter((s) => s >= 200 && s < 300)
        .sort();
      ops.set(op.operationId, { secured: security.length > 0, successStatus: statuses[0] ?? 200 });
    }
  }
  return ops;
}

/**
 * Builds one API as a fastify instance (not listening): routes from the
 * OpenAPI document via fastify-openapi-glue, typed handlers wrapped in the
 * `{ success, data }` envelope, bearer auth before anything else, a per-key
 * rate limit, one error handler, `/health` and `/docs`.
 */
export async function buildApiApp<Ops>(opts: ApiAppOptions<Ops>): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // Long enough for any path parameter the contracts allow; the schema gives the precise 400.
    routerOptions: { maxParamLength: 2048 },
    return503OnClosing: true,
    forceCloseConnections: true,
  });
  app.setValidatorCompiler(validatorCompiler());
  app.decorateRequest("auth", null);

  app.setErrorHandler((err, request, reply) => {
    const { status, body } = toErrorAnswer(err);
    if (status >= 500) request.log.error({ err }, "request failed");
    void reply.code(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ message: `No route ${request.method} ${request.url.split("?")[0]}.`, code: "not_found" });
  });
  if (opts.onClose) app.addHook("onClose", async () => opts.onClose!());

  await app.register(rateLimit, {
    global: true,
    max: opts.rateLimit.max,
    timeWindow: opts.rateLimit.timeWindowMs,
    keyGenerator: (request) => request.auth?.keyId ?? request.ip,
    errorResponseBuilder: (_request, ctx) =>
      new AppError("rate_limited", `Rate limit of ${ctx.max} requests exceeded; retry in ${ctx.after}.`),
  });

  await app.register(swagger, { mode: "static", specification: { document: opts.document as never } });
  await app.register(swaggerUi, { routePrefix: "/docs" });
  app.get("/health", { config: { rateLimit: false } }, async () => ({ success: true, data: { status: "ok" } }));

  const operations = indexOperations(opts.document);
  const handlers = opts.handlers as Record<string, Handler<unknown>>;
  for (const id of operations.keys()) {
    if (typeof handlers[id] !== "function") throw new Error(`No handler for operation ${id}`);
  }

  await app.register(openapiGlue, {
    specification: opts.document as never,
    prefix: "/v1",
    operationResolver: (operationId: string) => {
      const info = operations.get(operationId)!;
      const handler = handlers[operationId];
      return {
        onRequest: info.secured
          ? async (request: FastifyRequest) => {
              request.auth = opts.authenticate(request.headers.authorization, operationId);
            }
          : undefined,
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const result = await handler({
            params: request.params as never,
            query: request.query as never,
            body: request.body as never,
            auth: request.auth!,
          });
          const [status, data] = result instanceof WithStatus ? [result.status, result.data] : [info.successStatus, result];
          return reply.code(status).send({ success: true, data });
        },
      } as never;
    },
  });
  return app;
}
