/**
 * Shared helpers for the HTTP benchmarks (desk today, billing later): a bare
 * fastify baseline, autocannon runs with a hard success check, a summary table
 * and a results file.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { arch, cpus, platform, release, totalmem } from "node:os";
import { dirname } from "node:path";
import { Worker } from "node:worker_threads";
import Fastify from "fastify";

// ---------------------------------------------------------------------------
// autocannon (CommonJS, no bundled types: the subset used here is typed below)
// ---------------------------------------------------------------------------

export interface Histogram {
  average: number;
  mean: number;
  stddev: number;
  min: number;
  max: number;
  total: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
}

export interface AutocannonResult {
  url: string;
  connections: number;
  duration: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  non2xx: number;
  resets: number;
  "2xx": number;
  statusCodeStats: Record<string, { count: number }>;
  latency: Histogram & { totalCount: number };
  requests: Histogram & { sent: number };
  throughput: Histogram;
}

interface AutocannonOptions {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
  workers?: number;
  timeout?: number;
  idReplacement?: boolean;
  overallRate?: number;
}

const require = createRequire(import.meta.url);
const autocannon = require("autocannon") as (opts: AutocannonOptions) => Promise<AutocannonResult>;

// ---------------------------------------------------------------------------
// Settings from the environment
// ---------------------------------------------------------------------------

/** A non-negative integer from the environment, or the default; anything else is an error. */
export function envInt(name: string, fallback: number, opts: { min?: number } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  const min = opts.min ?? 0;
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got ${JSON.stringify(raw)}`);
  return n;
}

export interface LoadSettings {
  /** Seconds per measured route (BENCH_DURATION, default 10). */
  duration: number;
  /** Concurrent connections (BENCH_CONNECTIONS, default 50). */
  connections: number;
  /** Seconds of unmeasured warm-up per route (BENCH_WARMUP, default 2; 0 = none). */
  warmup: number;
  /** autocannon worker threads (BENCH_WORKERS, default 1; 0 = on the server's own thread). */
  workers: number;
}

export function loadSettings(): LoadSettings {
  return {
    duration: envInt("BENCH_DURATION", 10, { min: 1 }),
    connections: envInt("BENCH_CONNECTIONS", 50, { min: 1 }),
    warmup: envInt("BENCH_WARMUP", 2),
    workers: envInt("BENCH_WORKERS", 1),
  };
}

/**
 * The engine a bench runs on: `BENCH_ENGINE=postgres` runs it on PostgreSQL (`BENCH_DATABASE_URL`,
 * else a throwaway embedded server, as the tests' PostgreSQL run: test/support/pg-setup.ts), else
 * on SQLite. Call it before the first harness starts; `stop()` after the last closed.
 */
export async function benchEngine(): Promise<{ name: "sqlite" | "postgres"; stop(): Promise<void> }> {
  if (process.env.BENCH_ENGINE !== "postgres") return { name: "sqlite", stop: async () => {} };
  process.env.TANDEM_TEST_ENGINE = "postgres";
  // An embedded server flushes every commit, as PostgreSQL's defaults do (synchronous_commit = on).
  process.env.TANDEM_TEST_PG_DURABLE = "1";
  if (process.env.BENCH_DATABASE_URL) process.env.TANDEM_TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const { default: postgresForTheRun } = await import("../test/support/pg-setup.js");
  const stop = await postgresForTheRun();
  return { name: "postgres", stop: async () => void (await stop?.()) };
}

/** A results file of the engine: `x-latest.json` on SQLite, `x-postgres-latest.json` on PostgreSQL. */
export const resultsFileOf = (file: string, engine: "sqlite" | "postgres"): string => (engine === "postgres" ? file.replace(/-latest\.json$/, "-postgres-latest.json") : file);

// ---------------------------------------------------------------------------
// Baseline
// ---------------------------------------------------------------------------

export const BARE_BODY = { success: true, data: { status: "ok" } } as const;

/** A bare fastify app with one route, `GET /bare`, on 127.0.0.1: the ceiling for any route. */
export async function startBare(): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.get("/bare", async () => BARE_BODY);
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  return { url: `${origin}/bare`, close: () => app.close() };
}

// ---------------------------------------------------------------------------
// Running a route
// ---------------------------------------------------------------------------

export interface RouteSpec {
  /** Row label, e.g. "POST /v1/conversations/{id}/messages". */
  name: string;
  url: string;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  headers?: Record<string, string>;
  body?: string;
  /** Replace `[<id>]` in headers and body with a fresh id per request (e.g. distinct idempotency keys). */
  idReplacement?: boolean;
  /** Bodies each connection sends in turn instead of `body` (e.g. one per customer). */
  bodies?: string[];
}

/** Sends one request as autocannon would and returns status and body (for error reports). */
async function probe(spec: RouteSpec): Promise<string> {
  try {
    const res = await fetch(spec.url, { method: spec.method ?? "GET", headers: spec.headers, body: spec.body });
    return `${res.status} ${(await res.text()).slice(0, 300)}`;
  } catch (err) {
    return `request failed: ${(err as Error).message}`;
  }
}

/** Throws unless every request of the run completed with a 2xx answer. */
async function assertAllOk(spec: RouteSpec, r: AutocannonResult, phase: string): Promise<void> {
  const bad = r.non2xx + r.errors + r.timeouts + r.mismatches;
  if (bad === 0 && r["2xx"] > 0) return;
  throw new Error(
    `${spec.name} (${phase}): ${r["2xx"]} ok, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts; ` +
      `status codes ${JSON.stringify(r.statusCodeStats)}; a fresh request answers: ${await probe(spec)}`,
  );
}

/** Warms the route up (unmeasured), then measures it; fails if any request was not a 2xx. */
export async function measure(spec: RouteSpec, s: LoadSettings): Promise<AutocannonResult> {
  const base: Omit<AutocannonOptions, "duration"> = {
    url: spec.url,
    method: spec.method ?? "GET",
    headers: spec.headers,
    body: spec.body,
    idReplacement: spec.idReplacement ?? false,
    ...(spec.bodies ? { requests: spec.bodies.map((body) => ({ body })) } : {}),
    connections: s.connections,
    timeout: 10,
    ...(s.workers > 0 ? { workers: s.workers } : {}),
  };
  if (s.warmup > 0) await assertAllOk(spec, await autocannon({ ...base, duration: s.warmup }), "warm-up");
  const result = await autocannon({ ...base, duration: s.duration });
  await assertAllOk(spec, result, "measured");
  return result;
}

// ---------------------------------------------------------------------------
// Summary
// ---------------------------------------------------------------------------

export interface RouteSummary {
  name: string;
  requestsPerSec: number;
  /** Latencies are whole milliseconds, truncated (autocannon's resolution): 0 means under 1 ms. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAvgMs: number;
  latencyMaxMs: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** requestsPerSec / the baseline's requestsPerSec (1 for the baseline itself). */
  ratioToBaseline: number;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export function summarise(name: string, r: AutocannonResult, baseline?: AutocannonResult): RouteSummary {
  return {
    name,
    requestsPerSec: round(r.requests.average, 1),
    latencyP50Ms: round(r.latency.p50),
    latencyP99Ms: round(r.latency.p99),
    latencyAvgMs: round(r.latency.average),
    latencyMaxMs: round(r.latency.max),
    totalRequests: r.latency.totalCount,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    ratioToBaseline: baseline ? round(r.requests.average / baseline.requests.average, 3) : 1,
  };
}

/** autocannon records whole milliseconds (truncated), so 0 means "under 1 ms". */
const ms = (n: number) => (n === 0 ? "<1" : String(n));

export function formatTable(rows: RouteSummary[]): string {
  const header = ["route", "req/s (avg)", "p50 ms", "p99 ms", "non-2xx+err", "vs bare"];
  const cells = rows.map((r) => [
    r.name,
    r.requestsPerSec.toFixed(0),
    ms(r.latencyP50Ms),
    ms(r.latencyP99Ms),
    String(r.non2xx + r.errors + r.timeouts),
    `${(r.ratioToBaseline * 100).toFixed(1)}%`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...cells.map(line)].join("\n");
}

// ---------------------------------------------------------------------------
// Results file
// ---------------------------------------------------------------------------

/** Where the numbers came from, so two results files can be compared honestly. */
export function machineInfo() {
  let commit: string | null = null;
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {}
  const cpuList = cpus();
  return {
    node: process.version,
    platform: `${platform()} ${release()} ${arch()}`,
    cpus: cpuList.length,
    cpuModel: cpuList[0]?.model.trim() ?? "unknown",
    memoryGiB: round(totalmem() / 2 ** 30, 1),
    commit,
  };
}

/** Writes JSON via a temporary file and a rename, so a killed run never leaves half a file. */
export function writeJson(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, path);
}

// ---------------------------------------------------------------------------
// Paced (open-loop) latency
// ---------------------------------------------------------------------------

export interface PacedResult {
  total: number;
  seconds: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** Milliseconds, with fractions (measured with performance.now()). */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

/**
 * Sends `rate` requests per second, evenly spaced, for `durationSec` seconds
 * from a worker thread (bench/paced-worker.mjs) over at most `connections`
 * keep-alive connections, and reports latency percentiles. Throws unless
 * every request answered 2xx.
 */
export async function measurePaced(spec: RouteSpec, opts: { rate: number; durationSec: number; connections: number }): Promise<PacedResult> {
  return startPaced(spec, opts).finished;
}

/**
 * As `measurePaced`, but `stop()` ends the run early (once the requests already sent have
 * answered): for load beside work of unknown length. `durationSec` is then an upper bound.
 */
export function startPaced(spec: RouteSpec, opts: { rate: number; durationSec: number; connections: number }): { stop(): Promise<PacedResult>; finished: Promise<PacedResult> } {
  const worker = new Worker(new URL("./paced-worker.mjs", import.meta.url), {
    workerData: { url: spec.url, method: spec.method ?? "GET", headers: spec.headers, body: spec.body, idReplacement: spec.idReplacement ?? false, ...opts },
  });
  const finished = (async () => {
    const result = await new Promise<PacedResult>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    await worker.terminate();
    if (result.non2xx + result.errors > 0) {
      throw new Error(`${spec.name} (paced): ${result.non2xx} non-2xx, ${result.errors} errors; status codes ${JSON.stringify(result.statusCodes)}; a fresh request answers: ${await probe(spec)}`);
    }
    return result;
  })();
  return {
    finished,
    stop() {
      worker.postMessage("stop");
      return finished;
    },
  };
}
