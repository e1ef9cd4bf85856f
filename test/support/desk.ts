/**
 * A real Desk server on a temporary SQLite file, listening on a loopback port,
 * with a test key, a live key and SDK clients for both.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDeskClient, type DeskClient, TandemApiError } from "@tandem/sdk";
import { expect } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Desk, DeskApiOptions, DeskOptions } from "../../src/desk/desk.js";
import { createApiKey } from "../../src/platform/auth/keys.service.js";
import { startCheckpointer } from "../../src/platform/db/checkpointer.js";
import type { Memos } from "../../src/platform/db/read-memo.js";
import type { HttpOptions } from "../../src/platform/http/build-api.js";
import { type Clock, systemClock } from "../../src/platform/clock.js";
import type { DurabilityMode } from "../../src/platform/config.js";
import { buildDeskApi, openTandem, type Tandem } from "../../src/tandem.js";
import { checkAnswersAgainstContract } from "./contract-check.js";
import { testDatabase } from "./template-db.js";

/** Webhook settings of a test desk; the sender's cron runs only with `startSender`. */
export type WebhookOptions = Partial<DeskOptions> & { startSender?: boolean };

export interface DeskHarness {
  /** e.g. http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  origin: string;
  tandem: Tandem;
  /** The desk's webhook sender and services (tests drive `sender.tick()` themselves). */
  deskApp: Desk & { app: FastifyInstance };
  testKey: string;
  liveKey: string;
  /** SDK client with the test key. */
  desk: DeskClient;
  /** SDK client with the live key. */
  live: DeskClient;
  client(apiKey: string): DeskClient;
  close(): Promise<void>;
}

export async function startDesk(
  opts: {
    clock?: Clock;
    rateLimitPerMinute?: number;
    webhooks?: Partial<WebhookOptions>;
    http?: HttpOptions & Partial<DeskApiOptions>;
    /** Check every answer against the OpenAPI contract, failing the test on a mismatch (default true). */
    checkContract?: boolean;
    /** Checkpoint the WAL on a worker thread, as `serve` does (benchmarks). */
    checkpointer?: boolean;
    /** The read memos (default: the platform's; `noMemos` reads everything straight through). */
    memos?: Memos;
    /** Default `os`: answers leave at the commit, not after a WAL fdatasync (~7 ms here, per write). */
    durability?: DurabilityMode;
  } = {},
): Promise<DeskHarness> {
  const dir = mkdtempSync(join(tmpdir(), "tandem-test-"));
  const clock = opts.clock ?? systemClock;
  const { startSender, ...deskOptions } = opts.webhooks ?? {};
  const tandem = await openTandem(await testDatabase(dir), clock, {
    desk: { production: false, ...deskOptions },
    memos: opts.memos,
    durability: opts.durability ?? "os",
  });
  const testKey = (await createApiKey(tandem, tandem.workspace.id, { api: "desk", mode: "test", kind: "secret" })).key;
  const liveKey = (await createApiKey(tandem, tandem.workspace.id, { api: "desk", mode: "live", kind: "secret" })).key;
  // The WAL checkpointer is SQLite's (PostgreSQL checkpoints itself).
  const checkpointer = opts.checkpointer && tandem.db ? startCheckpointer(tandem.db) : null;
  const app = await buildDeskApi(tandem, { rateLimitPerMinute: opts.rateLimitPerMinute ?? 100_000, ...opts.http });
  if (opts.checkContract !== false) checkAnswersAgainstContract(app, "desk");
  if (startSender) tandem.desk.sender.start();
  const deskApp = { ...tandem.desk, app };
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  const baseUrl = `${origin}/v1`;
  const client = (apiKey: string) => createDeskClient({ baseUrl, apiKey });
  return {
    baseUrl,
    origin,
    tandem,
    deskApp,
    testKey,
    liveKey,
    desk: client(testKey),
    live: client(liveKey),
    client,
    async close() {
      await app.close();
      await checkpointer?.stop();
      await tandem.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Raw HTTP for what the SDK cannot send (malformed JSON, wrong types, missing auth). */
export async function raw(
  h: DeskHarness,
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string>; auth?: string | null } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...init.headers };
  const auth = init.auth === undefined ? h.testKey : init.auth;
  if (auth !== null) headers.authorization = `Bearer ${auth}`;
  if (init.body !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
  const res = await fetch(`${h.baseUrl}${path}`, { method, headers, body: init.body });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body, headers: res.headers };
}

/** The API error of a call that must fail. */
export async function apiError(call: Promise<unknown>): Promise<TandemApiError> {
  const err = await call.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TandemApiError);
  return err as TandemApiError;
}
