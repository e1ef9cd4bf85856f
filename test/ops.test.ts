import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve, type Running } from "../src/cli/serve.js";
import { manualClock } from "../src/platform/clock.js";
import { resolveConfig } from "../src/platform/config.js";
import { buildRevenueApi, openTandem, readiness } from "../src/tandem.js";
import { testDatabase, testEngine } from "./support/template-db.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-ops-"));
let running: Running;
let deskKey: string;
let rvKey: string;
const onPostgres = testEngine() === "postgres";
/** A Tandem on a fresh database of its own (a test database in a directory of its own). */
const freshTandem = async () => openTandem(await testDatabase(mkdtempSync(join(dir, "t-"))), manualClock());
beforeAll(async () => {
  // On PostgreSQL a database of its own (the server's first run makes its workspace and keys).
  const database = onPostgres ? { "database-url": await testDatabase(dir) } : { db: join(dir, "ops.db") };
  const config = resolveConfig(
    { ...database, "desk-port": "0", "revenue-port": "0", "console-port": "0", "metrics-port": "0" },
    { TANDEM_LOG_LEVEL: "silent", TANDEM_AUTH_FAILURES_PER_MINUTE: "2" },
  );
  const printed: string[] = [];
  running = await serve(config, (l) => printed.push(l));
  deskKey = /(dsk_test_\S+)/.exec(printed.join("\n"))![1];
  rvKey = /(rv_sk_test_\S+)/.exec(printed.join("\n"))![1];
});
afterAll(async () => {
  await running.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Prometheus text → { 'name{labels}': value } (comments skipped). */
function parseMetrics(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (!m) throw new Error(`not a Prometheus sample line: ${line}`);
    out.set(m[1], Number(m[2]));
  }
  return out;
}
/** Whether a metric of this name has a sample (whatever its labels: every sample carries the node's `role`). */
const has = (m: Map<string, number>, name: string) => [...m.keys()].some((k) => k.split("{")[0] === name);
const sum = (m: Map<string, number>, prefix: string, ...parts: string[]) =>
  [...m].filter(([k]) => k.startsWith(prefix) && parts.every((p) => k.includes(p))).reduce((s, [, v]) => s + v, 0);

describe("operating it", () => {
  it("GET /ready answers 200 with the details of each check on both APIs", async () => {
    type Ready = { data: { status: string; checks: Record<string, { ok: boolean } & Record<string, unknown>> } };
    // The senders start once every port is bound: until their first tick they are "starting" (and ready).
    while (((await (await fetch(`${running.deskUrl}/ready`)).json()) as Ready).data.checks.sender.role === "starting") {
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const url of [running.deskUrl, running.revenueUrl]) {
      const res = await fetch(`${url}/ready`);
      const body = (await res.json()) as Ready;
      expect(res.status).toBe(200);
      expect(body.data.status).toBe("ready");
      expect(Object.keys(body.data.checks).sort()).toEqual(["checkpointer", "database", "durability", "schema", "sender"]);
      expect(body.data.checks.sender).toMatchObject({ ok: true, role: "active" });
      expect(body.data.checks.schema).toMatchObject({ ok: true, pending: [], unknown: [] });
      expect(body.data.checks.durability).toMatchObject({ ok: true, mode: onPostgres ? "postgres" : "disk" });
      // The WAL checkpointer is SQLite's: none runs on PostgreSQL.
      expect(body.data.checks.checkpointer.running).toBe(onPostgres ? false : undefined);
    }
    expect((await fetch(`${running.deskUrl}/health`)).status).toBe(200);
  });

  it("GET /ready answers 503 naming the check that fails (here: no sender running)", async () => {
    const t = await freshTandem();
    const app = await buildRevenueApi(t, { ready: readiness(t) });
    try {
      const res = await app.inject({ url: "/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, data: { status: "not_ready", checks: { sender: { ok: false }, database: { ok: true } } } });
    } finally {
      await app.close();
      await t.close();
    }
  });

  it("echoes a sane X-Request-Id and makes one for a missing or unsafe one", async () => {
    const given = await fetch(`${running.deskUrl}/health`, { headers: { "x-request-id": "trace-42.a:b" } });
    expect(given.headers.get("x-request-id")).toBe("trace-42.a:b");
    const unsafe = await fetch(`${running.deskUrl}/health`, { headers: { "x-request-id": "bad id\twith spaces" } });
    expect(unsafe.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const none = await fetch(`${running.revenueUrl}/v1/customers.list`, { method: "POST", headers: { authorization: `Bearer ${rvKey}`, "content-type": "application/json" }, body: "{}" });
    expect(none.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves Prometheus metrics on its own port, not on the API ports: requests, latency, rate limits, replays, webhooks, WAL, memo, event loop", async () => {
    const post = (path: string, body: unknown, key = rvKey) =>
      fetch(`${running.revenueUrl}/v1/${path}`, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    const before = parseMetrics(await (await fetch(`${running.metricsUrl}/metrics`)).text());
    for (let i = 0; i < 3; i++) await post("customers.list", {});
    const idem = { customer_id: "m-1", name: "M", idempotency_key: "metrics-key" };
    expect((await post("customers.get_or_create", idem)).status).toBe(200);
    expect((await post("customers.get_or_create", idem)).status).toBe(409);
    for (let i = 0; i < 4; i++) await post("customers.list", {}, "rv_sk_test_wrong");
    await fetch(`${running.deskUrl}/v1/workspace`, { headers: { authorization: `Bearer ${deskKey}` } });

    expect((await fetch(`${running.deskUrl}/metrics`)).status).toBe(404);
    const res = await fetch(`${running.metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const m = parseMetrics(await res.text());
    const grew = (...parts: string[]) => sum(m, parts[0], ...parts.slice(1)) - sum(before, parts[0], ...parts.slice(1));
    expect(grew("tandem_http_request_duration_seconds_count", 'api="revenue"', 'operation="customers.list"', 'status="200"')).toBe(3);
    expect(sum(m, "tandem_http_request_duration_seconds_count", 'api="revenue"', 'operation="customers.list"', 'status="401"')).toBe(2);
    expect(grew("tandem_http_request_duration_seconds_bucket", 'operation="customers.list"', 'status="200"', 'le="+Inf"')).toBe(3);
    expect(sum(m, "tandem_http_request_duration_seconds_count", 'api="desk"', 'status="200"')).toBeGreaterThanOrEqual(1);
    expect(sum(m, "tandem_rate_limited_total", 'api="revenue"', 'reason="auth_failures"')).toBe(2);
    expect(sum(m, "tandem_idempotency_replays_total", 'api="revenue"')).toBe(1);
    expect(has(m, "tandem_webhook_backlog")).toBe(true);
    // The WAL and the read memos are SQLite's: PostgreSQL has neither (its COMMIT is durable when it answers).
    expect(has(m, "tandem_wal_bytes")).toBe(!onPostgres);
    expect(sum(m, "tandem_wal_sync_duration_seconds_count") >= 1).toBe(!onPostgres);
    expect([...m.keys()].some((k) => k.startsWith("tandem_read_memo_lookups_total{") && k.includes('result="hit"'))).toBe(!onPostgres);
    expect(has(m, "nodejs_eventloop_lag_seconds")).toBe(true);
    // `serve` runs as role all here: every sample says so.
    expect([...m.keys()].filter((k) => !/[{,]role="all"[,}]/.test(k))).toEqual([]);
  });
});

describe("behind a proxy", () => {
  it("with TANDEM_TRUST_PROXY, the per-address limits count the client from X-Forwarded-For; without it, the proxy", async () => {
    const t = await freshTandem();
    const statuses = async (trustProxy: boolean) => {
      const app = await buildRevenueApi(t, { trustProxy, limits: { authFailuresPerMinute: 1 } });
      try {
        const from = (client: string) =>
          app.inject({ method: "POST", url: "/v1/customers.list", headers: { authorization: "Bearer rv_sk_test_wrong", "x-forwarded-for": client }, payload: {} });
        return [(await from("203.0.113.1")).statusCode, (await from("203.0.113.1")).statusCode, (await from("203.0.113.2")).statusCode];
      } finally {
        await app.close();
      }
    };
    try {
      expect(await statuses(true)).toEqual([401, 429, 401]);
      expect(await statuses(false)).toEqual([401, 429, 429]);
    } finally {
      await t.close();
    }
  });
});
