import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { HttpLimits } from "../config.js";
import { AppError } from "../errors.js";
import type { ConnectionBudget } from "./connection-budget.js";
import { type ReadyChecks, runReadiness } from "./readiness.js";

/**
 * A worker's port (`tandem serve --role worker`): `GET /health` and `GET /ready` as every API answers
 * them (the same checks), and 404 `{ message, code }` for anything else. A load balancer or an
 * orchestrator probes a worker the way it probes an API node; no API is served here.
 */
export async function buildHealthApp(
  what: string,
  opts: { ready: ReadyChecks; loggerInstance?: FastifyServerOptions["loggerInstance"]; limits: HttpLimits; connections: ConnectionBudget },
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: false }),
    requestTimeout: opts.limits.requestTimeoutMs,
    return503OnClosing: true,
    forceCloseConnections: "idle",
  } as unknown as FastifyServerOptions);
  opts.connections.attach(app.server);
  app.get("/health", async () => ({ success: true, data: { status: "ok" } }));
  app.get("/ready", async (_request, reply) => {
    const r = await runReadiness(opts.ready);
    void reply.code(r.status);
    return r.body;
  });
  app.setNotFoundHandler((request, reply) => {
    const err = new AppError("not_found", `No route ${request.method} ${request.url.split("?")[0]}: this is a worker (${what}'s port); it answers GET /health and GET /ready only. The API runs on the api nodes.`);
    void reply.code(err.status).send({ message: err.message, code: err.code });
  });
  await app.ready();
  return app;
}
