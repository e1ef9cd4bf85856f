/**
 * A real Usage & Billing server on a temporary SQLite file, listening on a
 * loopback port, with secret and publishable keys of both modes and SDK
 * clients.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRevenueClient, type RevenueClient, TandemApiError, unwrap } from "@tandem/sdk";
import type { FastifyInstance } from "fastify";
import { createApiKey } from "../../src/platform/auth/keys.service.js";
import { type Clock, systemClock } from "../../src/platform/clock.js";
import type { DurabilityMode } from "../../src/platform/config.js";
import { startCheckpointer } from "../../src/platform/db/checkpointer.js";
import type { SyncWal } from "../../src/platform/db/durability.js";
import type { Memos } from "../../src/platform/db/read-memo.js";
import type { HttpOptions } from "../../src/platform/http/build-api.js";
import { buildRevenueApi, openTandem, type Tandem } from "../../src/tandem.js";
import type { RevenueHandlers } from "../../src/revenue/types.js";
import { checkAnswersAgainstContract } from "./contract-check.js";
import { testDatabase } from "./template-db.js";

export interface RevenueHarness {
  /** e.g. http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  origin: string;
  app: FastifyInstance;
  tandem: Tandem;
  keys: { test: string; live: string; pkTest: string; pkLive: string };
  /** SDK client with the test secret key. */
  rv: RevenueClient;
  /** SDK client with the live secret key. */
  live: RevenueClient;
  client(apiKey: string): RevenueClient;
  close(): Promise<void>;
}

export async function startRevenue(
  opts: {
    clock?: Clock;
    rateLimits?: { usage: number; default: number };
    handlerOverrides?: Partial<RevenueHandlers>;
    /** Checkpoint the WAL on a worker thread, as `serve` does (benchmarks). */
    checkpointer?: boolean;
    /** Replaces the WAL sync that answers wait for (tests of durability). */
    syncWal?: SyncWal;
    /**
     * Default `os` (answers leave at the commit: a WAL fdatasync took ~7 ms here, per write), or
     * `disk`, as `serve` runs, when a `syncWal` is given: tests of durability say so.
     */
    durability?: DurabilityMode;
    http?: HttpOptions;
    /** Check every answer against the OpenAPI contract, failing the test on a mismatch (default true). */
    checkContract?: boolean;
    /** Record Prometheus metrics, as `serve` does with TANDEM_METRICS_PORT (benchmarks). */
    metrics?: boolean;
    /** Payment settings (default: the sandbox in test mode, nothing in live mode). */
    payments?: import("../../src/tandem.js").RevenuePaymentsOptions;
    /** Receives the billing events (src/revenue/notify.ts), e.g. a recorder. */
    notify?: import("../../src/revenue/notify.js").Notifier;
    /** Start from a copy of this database file (benchmarks reusing generated data). */
    fromFile?: string;
    /** The read memos (default: the platform's; `noMemos` reads everything straight through). */
    memos?: Memos;
    /** The billing webhooks' settings (default: development URL rules). */
    webhooks?: Partial<import("../../src/revenue/webhooks/billing-webhooks.js").BillingWebhookOptions>;
  } = {},
): Promise<RevenueHarness> {
  const dir = mkdtempSync(join(tmpdir(), "tandem-revenue-"));
  let database: string;
  if (opts.fromFile) copyFileSync(opts.fromFile, (database = join(dir, "tandem.db")));
  else database = await testDatabase(dir);
  const clock = opts.clock ?? systemClock;
  const tandem = await openTandem(database, clock, {
    syncWal: opts.syncWal,
    durability: opts.durability ?? (opts.syncWal ? "disk" : "os"),
    payments: opts.payments,
    billingNotifier: opts.notify,
    memos: opts.memos,
    revenueWebhooks: opts.webhooks,
  });
  const key = async (mode: "test" | "live", kind: "secret" | "publishable") =>
    (await createApiKey(tandem, tandem.workspace.id, { api: "revenue", mode, kind })).key;
  const keys = { test: await key("test", "secret"), live: await key("live", "secret"), pkTest: await key("test", "publishable"), pkLive: await key("live", "publishable") };
  // The WAL checkpointer is SQLite's (PostgreSQL checkpoints itself).
  const checkpointer = opts.checkpointer && tandem.db ? startCheckpointer(tandem.db) : null;
  const app = await buildRevenueApi(tandem, {
    rateLimits: opts.rateLimits ?? { usage: 1e6, default: 1e6 },
    handlerOverrides: opts.handlerOverrides,
    ...(opts.metrics && { metrics: tandem.metrics }),
    ...opts.http,
  });
  if (opts.checkContract !== false) checkAnswersAgainstContract(app, "revenue");
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  // Hosted payment pages (checkout, portal, invoices) link to where this server listens.
  // Hosted payment pages (checkout, portal, invoices) link to where this server listens.
  tandem.revenue.setPublicUrl(origin);
  const baseUrl = `${origin}/v1`;
  const client = (apiKey: string) => createRevenueClient({ baseUrl, apiKey });
  return {
    baseUrl,
    origin,
    app,
    tandem,
    keys,
    rv: client(keys.test),
    live: client(keys.live),
    client,
    async close() {
      await app.close();
      await checkpointer?.stop();
      await tandem.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Raw HTTP for what the SDK cannot send. */
export async function rawPost(
  h: RevenueHarness,
  path: string,
  body: unknown,
  init: { headers?: Record<string, string>; auth?: string | null } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { "content-type": "application/json", ...init.headers };
  const auth = init.auth === undefined ? h.keys.test : init.auth;
  if (auth !== null) headers.authorization = `Bearer ${auth}`;
  const res = await fetch(`${h.baseUrl}${path}`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, body: parsed, headers: res.headers };
}

/** The answer of a call that must succeed: the SDK's `unwrap` (a failure throws its TandemApiError). */
export const ok = unwrap;

/** The TandemApiError (status, code, message, data) of a call that must fail, through the SDK's `unwrap`. */
export async function fails(call: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<TandemApiError> {
  const outcome = await unwrap(call).then(
    (answer) => ({ answer }),
    (err: unknown) => ({ err }),
  );
  if ("answer" in outcome) throw new Error(`expected an error, got ${JSON.stringify(outcome.answer)}`);
  if (!(outcome.err instanceof TandemApiError)) throw outcome.err;
  return outcome.err;
}

/**
 * Pays a sandbox checkout page as a browser would: GETs the form, POSTs it with its CSRF token and a
 * card (4242 by default). Answers the page shown after it (the form's page itself when it has no form).
 */
export async function payCheckoutPage(url: string, number = "4242 4242 4242 4242"): Promise<{ status: number; text: string }> {
  const form = await fetch(url);
  const html = await form.text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!csrf) return { status: form.status, text: html };
  const r = await fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ csrf, number, expiry: "12/40", cvc: "123", name: "Ada Lovelace" }) });
  return { status: r.status, text: await r.text() };
}
