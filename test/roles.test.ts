/**
 * `tandem serve --role all|api|worker` (issue 29, "Roles" and "Operating it"): an API node serves the
 * APIs and runs no background work, a worker runs the senders and jobs behind ports that answer only
 * GET /health and /ready, several nodes start at once on an empty database and end with one workspace
 * and one set of first-run keys, an older node refuses a newer schema, /ready fails fast when the
 * database goes away, and every metric of a node carries its role.
 *
 * The nodes are real `tandem serve` processes on PostgreSQL (test/support/cluster.ts); those tests run
 * in the PostgreSQL run of the suite only. The refusals need no database server and run in both.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { createDeskClient, unwrap } from "@tandem/sdk";
import pg from "pg";
import { parse as parseYaml } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveConfig } from "../src/platform/config.js";
import { faultKind } from "../src/store/postgres/conn.js";
import { BIN } from "./support/cli.js";
import { type Node, startNode } from "./support/cluster.js";
import { type FreshPostgres, freshPostgres, type ThrowawayPostgres, throwawayPostgres } from "./support/postgres.js";
import { type Receiver, startReceiver } from "./support/receiver.js";

const PG_RUN = process.env.TANDEM_TEST_ENGINE === "postgres";

/** `tandem serve …` to its exit: status and what it printed. */
async function serveExit(args: string[], env: Record<string, string> = {}): Promise<{ status: number; stdout: string; stderr: string }> {
  try {
    const r = await promisify(execFile)("node", [BIN, "serve", "--desk-port", "0", "--revenue-port", "0", "--console-port", "0", ...args], {
      encoding: "utf8",
      env: { ...process.env, TANDEM_LOG_LEVEL: "warn", ...env },
      timeout: 60_000,
    });
    return { status: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { status: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Resolves once `done()` answers true; fails after `limitMs`. */
async function until(done: () => boolean | Promise<boolean>, what: string, limitMs = 20_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function query<R extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<R[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<R>(sql, params)).rows;
  } finally {
    await c.end();
  }
}

const keysIn = (output: string) => [...output.matchAll(/^\s+((?:dsk|rv_sk)_test_\S+)$/gm)].map((m) => m[1]);

describe("refusals", () => {
  const dir = mkdtempSync(join(tmpdir(), "tandem-roles-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses a role other than all, api or worker with one line naming the flag", async () => {
    const r = await serveExit(["--role", "boss", "--db", join(dir, "a.db")]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain('--role must be "all" or "api" or "worker", got "boss"');
  });

  it("refuses --role api and --role worker on a SQLite file: one line pointing to PostgreSQL, and no file made", async () => {
    for (const [args, env] of [
      [["--role", "api"], {}],
      [[], { TANDEM_ROLE: "worker" }],
    ] as const) {
      const file = join(dir, `${args.length > 0 ? "api" : "worker"}.db`);
      const r = await serveExit([...args, "--db", file], env);
      expect(r.status).not.toBe(0);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(/needs PostgreSQL \(--database-url or TANDEM_DATABASE_URL\): a SQLite file is one process's/);
      expect(r.stdout).not.toMatch(/Support Desk API on|Worker on/);
    }
  });
});

describe("a pool that gives no connection in time", () => {
  it("is the database unavailable (503 database_unavailable), as a refused or dropped connection is", () => {
    // pg-pool's errors when TANDEM_DATABASE_POOL's connections stay busy, or a new one is not had, within 10 s.
    expect(faultKind(new Error("timeout exceeded when trying to connect"))).toBe("unavailable");
    expect(faultKind(new Error("Connection terminated due to connection timeout"))).toBe("unavailable");
    expect(faultKind(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe("unavailable");
  });
});

describe("the deployment files", () => {
  const ROOT = join(import.meta.dirname, "..");
  const read = (f: string) => readFileSync(join(ROOT, f), "utf8");

  it("compose.yaml runs PostgreSQL, two API nodes and a worker whose settings resolve, behind a balancer that probes /ready on every API port", () => {
    const compose = parseYaml(read("deploy/compose.yaml"), { merge: true }) as {
      services: Record<string, { environment?: Record<string, string>; build?: string; volumes?: string[]; ports?: string[] }>;
    };
    const roles = Object.fromEntries(Object.entries(compose.services).filter(([, s]) => s.environment?.TANDEM_ROLE).map(([n, s]) => [n, s.environment!.TANDEM_ROLE]));
    expect(roles).toEqual({ api1: "api", api2: "api", worker: "worker" });
    for (const name of Object.keys(roles)) {
      const s = compose.services[name];
      expect(s.build).toBe("..");
      // The image's own environment (Dockerfile ENV) under the service's, as `docker run` merges them.
      const image = Object.fromEntries([...read("Dockerfile").matchAll(/^\s*(TANDEM_\w+)=(\S+)/gm)].map((m) => [m[1], m[2]]));
      const config = resolveConfig({}, { ...image, ...s.environment });
      expect(config).toMatchObject({ role: roles[name], databaseUrl: expect.stringMatching(/^postgres:\/\/.+@postgres:5432\//), host: "0.0.0.0" });
    }
    const caddy = read("deploy/Caddyfile");
    expect(compose.services.lb.volumes).toContain("./Caddyfile:/etc/caddy/Caddyfile:ro");
    for (const port of [4000, 4100, 4200]) {
      expect(compose.services.lb.ports).toContain(`${port}:${port}`);
      expect(caddy).toContain(`:${port} {\n\treverse_proxy api1:${port} api2:${port} {`);
    }
    expect(caddy).toMatch(/health_uri \/ready/);
  });

  it("there is a systemd unit per role, and the README names every deployment file", () => {
    for (const role of ["api", "worker"]) {
      const unit = read(`deploy/systemd/tandem-${role}.service`);
      expect(unit).toContain(`Environment=TANDEM_ROLE=${role}\n`);
      expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node \/opt\/tandem\/bin\/tandem.js serve$/m);
    }
    const readme = read("README.md");
    const section = readme.slice(readme.indexOf("## Running on several machines"), readme.indexOf("\n## ", readme.indexOf("## Running on several machines") + 5));
    for (const f of ["deploy/systemd/tandem-api.service", "deploy/systemd/tandem-worker.service", "deploy/compose.yaml", "deploy/Caddyfile"]) expect(section).toContain(`(${f})`);
  });
});

describe.runIf(PG_RUN)("roles on one PostgreSQL", () => {
  let db: FreshPostgres;
  let receiver: Receiver;
  const nodes: Node[] = [];
  const start = async (url: string, role: Node["role"], env: Record<string, string> = {}) => {
    const n = await startNode(url, role, env);
    nodes.push(n);
    return n;
  };
  beforeAll(async () => {
    db = await freshPostgres("roles");
    receiver = await startReceiver();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null).map((n) => n.stop("SIGKILL")));
    await receiver?.close();
    await db?.stop();
  });

  it("a worker on an empty database migrates and makes the workspace, prints no keys, answers only /health and /ready on each port, and labels its metrics", async () => {
    const worker = await start(db.url, "worker", { TANDEM_METRICS_PORT: "0" });
    expect(worker.output.match(/^Worker on /gm)).toHaveLength(1);
    expect(worker.output).not.toMatch(/First run|Support Desk API on/);
    expect(keysIn(worker.output)).toEqual([]);
    expect(await query(db.url, "SELECT id FROM workspaces")).toHaveLength(1);
    expect(await query(db.url, "SELECT id FROM api_keys")).toHaveLength(0);

    for (const origin of [worker.url, worker.revenueUrl, worker.consoleUrl]) {
      expect((await fetch(`${origin}/health`)).status).toBe(200);
      const ready = await fetch(`${origin}/ready`);
      const body = (await ready.json()) as { data: { checks: Record<string, { ok: boolean; running?: boolean }> } };
      expect(ready.status).toBe(200);
      // The worker runs the senders: its sender check is theirs (an API node's says role "api", not running).
      expect(body.data.checks.sender).toMatchObject({ ok: true, role: expect.not.stringMatching(/^(api|stopped)$/) });
      expect(body.data.checks.database.ok).toBe(true);
      for (const [method, path] of [["GET", "/v1/tickets"], ["POST", "/v1/check"], ["GET", "/"], ["POST", "/health"]]) {
        const r = await fetch(`${origin}${path}`, { method });
        expect(r.status).toBe(404);
        expect(await r.json()).toMatchObject({ code: "not_found", message: expect.stringContaining("worker") });
      }
    }

    const metricsUrl = /Metrics on (\S+)\/metrics/.exec(worker.output)![1];
    const samples = (await (await fetch(`${metricsUrl}/metrics`)).text()).split("\n").filter((l) => l !== "" && !l.startsWith("#"));
    expect(samples.length).toBeGreaterThan(10);
    for (const s of samples) expect(s).toMatch(/[{,]role="worker"[,}]/);
  }, 60_000);

  it("an API node serves the APIs and sends nothing; a worker on the same database delivers what it wrote", async () => {
    // The worker above made the workspace and no keys: the first API node makes them.
    const api = await start(db.url, "api", { TANDEM_METRICS_PORT: "0" });
    expect(api.output).toContain("Role api: serving the APIs only; workers (--role worker) send webhooks and mail and run the jobs");
    const [deskKey] = keysIn(api.output).filter((k) => k.startsWith("dsk_"));
    expect(deskKey).toBeDefined();
    // Only the API node from now on: the worker of the test above stops.
    await Promise.all(nodes.filter((n) => n.role === "worker").map((n) => n.stop()));

    const ready = await fetch(`${api.url}/ready`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { data: { checks: Record<string, unknown> } }).data.checks.sender).toEqual({ ok: true, running: false, role: "api" });
    const desk = createDeskClient({ baseUrl: `${api.url}/v1`, apiKey: deskKey });
    await unwrap(desk.POST("/webhook_endpoints", { body: { url: receiver.url, events: ["ticket.created"] } }));
    const ticket = await unwrap(desk.POST("/tickets", { body: { contact: { external_id: "roles-1" }, type: "bug", title: "written on an API node" } }));
    // The event is written with the ticket (its fan-out to endpoints and its delivery are the senders').
    expect(await query(db.url, "SELECT type FROM events WHERE type = 'ticket.created'")).toHaveLength(1);
    // A bounded wait in which an API node alone delivers nothing (an `all` node sends within a second).
    const quietUntil = Date.now() + 3000;
    await until(() => receiver.requests.length > 0 || Date.now() > quietUntil, "three quiet seconds");
    expect(receiver.requests).toHaveLength(0);
    expect(await query(db.url, "SELECT id FROM webhook_deliveries WHERE attempt_count > 0 OR status <> 'pending'")).toEqual([]);

    await start(db.url, "worker");
    await until(() => receiver.requests.length > 0, "the worker's delivery");
    expect(receiver.events()[0]).toMatchObject({ type: "ticket.created", data: { _id: ticket._id } });

    // The API node's metrics carry its role too, its requests' among them.
    const metricsUrl = /Metrics on (\S+)\/metrics/.exec(api.output)![1];
    const metrics = await (await fetch(`${metricsUrl}/metrics`)).text();
    expect(metrics).toMatch(/^tandem_http_request_duration_seconds_count\{[^}]*operation="[^"]*"[^}]*role="api"|^tandem_http_request_duration_seconds_count\{[^}]*role="api"[^}]*operation=/m);
    for (const line of metrics.split("\n").filter((l) => l !== "" && !l.startsWith("#"))) expect(line).toMatch(/[{,]role="api"[,}]/);
  }, 60_000);

  it("an older node refuses a database a newer Tandem migrated, with one line naming the migration", async () => {
    await query(db.url, "INSERT INTO schema_migrations (domain, version, name, applied_at) VALUES ('desk', 99999, 'from_the_future', 0)");
    try {
      const r = await serveExit(["--database-url", db.url, "--role", "api"]);
      expect(r.status).toBe(1);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toContain("desk:99999");
      expect(r.stderr).toMatch(/newer Tandem/);
    } finally {
      await query(db.url, "DELETE FROM schema_migrations WHERE version = 99999");
    }
  }, 60_000);

  it("two nodes started at once on an empty database migrate once and make one workspace and one set of first-run keys", async () => {
    const url = await db.another("roles_race");
    const [a, b] = await Promise.all([start(url, "api"), start(url, "all")]);
    const printed = [keysIn(a.output), keysIn(b.output)];
    // One node printed both keys, the other none.
    expect(printed.map((k) => k.length).sort()).toEqual([0, 2]);
    expect(await query(url, "SELECT id FROM workspaces")).toHaveLength(1);
    expect(await query(url, "SELECT id FROM api_keys")).toHaveLength(2);
    const migrations = await query<{ n: number }>(url, "SELECT count(*)::int AS n FROM schema_migrations");
    const onOne = await query<{ n: number }>(db.url, "SELECT count(*)::int AS n FROM schema_migrations");
    expect(migrations[0].n).toBe(onOne[0].n);
    // The keys printed work on either node.
    const deskKey = printed.flat().find((k) => k.startsWith("dsk_"))!;
    for (const n of [a, b]) {
      const r = await createDeskClient({ baseUrl: `${n.url}/v1`, apiKey: deskKey }).GET("/tickets");
      expect(r.response.status).toBe(200);
    }
  }, 60_000);
});

describe.runIf(PG_RUN)("readiness when the database goes away", () => {
  let server: ThrowawayPostgres;
  let node: Node | undefined;
  beforeAll(async () => {
    // A server of this file's own: the test stops it.
    server = await throwawayPostgres({ own: true });
  }, 60_000);
  afterAll(async () => {
    if (node && node.child.exitCode === null && node.child.signalCode === null) await node.stop("SIGKILL");
    await server?.stop();
  });

  it("answers /ready 503 with the database check failing once PostgreSQL stops, and 200 again once it is back", async () => {
    const url = await server.database("roles_ready");
    node = await startNode(url, "api");
    expect((await fetch(`${node.url}/ready`)).status).toBe(200);

    await server.halt!();
    const down = await fetch(`${node.url}/ready`, { signal: AbortSignal.timeout(10_000) });
    expect(down.status).toBe(503);
    const body = (await down.json()) as { data: { status: string; checks: { database: { ok: boolean; error?: string } } } };
    expect(body.data.status).toBe("not_ready");
    expect(body.data.checks.database).toMatchObject({ ok: false, error: expect.any(String) });
    // The other ports fail alike (a load balancer probes any of them).
    expect((await fetch(`${node.revenueUrl}/ready`, { signal: AbortSignal.timeout(10_000) })).status).toBe(503);

    await server.resume!();
    await until(async () => (await fetch(`${node!.url}/ready`)).status === 200, "/ready 200 after the restart");
    expect(node.child.exitCode).toBeNull();
  }, 60_000);
});
