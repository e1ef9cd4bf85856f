/**
 * A real console server (API and app) on a temporary SQLite file with an
 * operator, and clients made with the app's own openapi-fetch client
 * (console/src/client.ts) over a fetch that keeps the session cookie.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { createConsoleClient, type ConsoleClient } from "../../console/src/client.js";
import { createApiKey } from "../../src/platform/auth/keys.service.js";
import { type Clock, systemClock } from "../../src/platform/clock.js";
import type { ConsoleOptions } from "../../src/console/console.js";
import type { DeskOptions } from "../../src/desk/desk.js";
import { buildConsoleApi, buildDeskApi, buildRevenueApi, openTandem, type Tandem } from "../../src/tandem.js";
import { checkAnswersAgainstContract } from "./contract-check.js";
import { testDatabase } from "./template-db.js";

export const OPERATOR = { email: "ops@example.com", password: "correct horse battery" };

export interface ConsoleHarness {
  origin: string;
  baseUrl: string;
  tandem: Tandem;
  /** The database the server runs on (a SQLite file or a PostgreSQL URL): for the CLI's commands. */
  database: string;
  app: FastifyInstance;
  /** The Support Desk and Usage & Billing APIs over the same database (for data the console shows). */
  deskOrigin: string;
  revenueOrigin: string;
  deskKey: string;
  revenueKey: string;
  /** A client with a cookie jar of its own (not signed in). */
  client(): ConsoleClient & { cookie(): string | undefined };
  close(): Promise<void>;
}

/** A fetch with one cookie (the session's), as a browser would keep it. */
function cookieFetch(): { fetch: typeof fetch; cookie: () => string | undefined } {
  let cookie: string | undefined;
  return {
    cookie: () => cookie,
    fetch: async (input, init) => {
      const req = new Request(input, init);
      if (cookie) req.headers.set("cookie", cookie);
      const res = await fetch(req);
      const set = res.headers.get("set-cookie");
      if (set) {
        const pair = set.split(";")[0];
        cookie = /Max-Age=0/.test(set) ? undefined : pair;
      }
      return res;
    },
  };
}

export async function startConsole(opts: { clock?: Clock; console?: ConsoleOptions; operator?: boolean; desk?: Partial<DeskOptions> } = {}): Promise<ConsoleHarness> {
  const dir = mkdtempSync(join(tmpdir(), "tandem-console-"));
  const database = await testDatabase(dir);
  const tandem = await openTandem(database, opts.clock ?? systemClock, {
    desk: { production: false, ...opts.desk },
    console: opts.console,
    // Answers leave at the commit, not after a WAL fdatasync (~7 ms here, per write): not a durability test.
    durability: "os",
  });
  if (opts.operator !== false) await tandem.console.operators.create(tandem.store.read, OPERATOR.email, OPERATOR.password);
  const app = await buildConsoleApi(tandem);
  checkAnswersAgainstContract(app, "console");
  const desk = await buildDeskApi(tandem, { rateLimitPerMinute: 100_000 });
  // Tests write histories through the billing API faster than its default limits allow: not a rate-limit test.
  const revenue = await buildRevenueApi(tandem, { rateLimits: { usage: 1e6, default: 1e6 } });
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  const deskOrigin = await desk.listen({ host: "127.0.0.1", port: 0 });
  const revenueOrigin = await revenue.listen({ host: "127.0.0.1", port: 0 });
  const baseUrl = `${origin}/v1`;
  return {
    origin,
    baseUrl,
    tandem,
    database,
    app,
    deskOrigin,
    revenueOrigin,
    deskKey: (await createApiKey(tandem, tandem.workspace.id, { api: "desk", mode: "test", kind: "secret" })).key,
    revenueKey: (await createApiKey(tandem, tandem.workspace.id, { api: "revenue", mode: "test", kind: "secret" })).key,
    client() {
      const jar = cookieFetch();
      return Object.assign(createConsoleClient({ baseUrl, fetch: jar.fetch }), { cookie: jar.cookie });
    },
    async close() {
      await Promise.all([app.close(), desk.close(), revenue.close()]);
      await tandem.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
