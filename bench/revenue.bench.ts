/**
 * The metering hot path: a bare fastify route, `balances.check` and
 * `balances.track` (a fresh idempotency key per request; on one customer, and spread over 100) in one run, each
 * with requests/s, p50/p99 and its ratio to the bare route; then check and
 * track at a steady 2,000 requests/s (the seed's per-key limit), evenly
 * spaced by an open-loop client, for latency percentiles at that rate.
 * Targets (issue 5): check ≥ 60 % and track ≥ 40 % of the bare route; p99 < 10 ms at 2,000/s.
 * The bare route runs first and last; ratios are to the faster of the two runs.
 *
 *   npm run bench:revenue       (BENCH_ENGINE=postgres [BENCH_DATABASE_URL] runs it on PostgreSQL; BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_WORKERS;
 *                                BENCH_METRICS=on records Prometheus metrics as `serve` does with TANDEM_METRICS_PORT)
 */
import { fileURLToPath } from "node:url";
import { rawPost, type RevenueHarness, startRevenue } from "../test/support/revenue.js";
import { type AutocannonResult, benchEngine, formatTable, loadSettings, machineInfo, measure, measurePaced, type PacedResult, resultsFileOf, type RouteSpec, type RouteSummary, startBare, summarise, writeJson } from "./lib.js";

const RESULTS_FILE = fileURLToPath(new URL("./results/revenue-latest.json", import.meta.url));
const PACED_RATE = 2000;
/** The customers of the spread-out track: each connection tracks them in turn (a different start each), so tracks seldom wait for one another's balance. */
const SPREAD = 100;

async function seed(h: RevenueHarness): Promise<void> {
  const steps: [string, unknown][] = [
    ["/features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true }],
    ["/plans.create", { plan_id: "free", name: "Free", auto_enable: true, items: [{ feature_id: "messages", included: 1_000_000_000, reset: { interval: "month" } }] }],
    ["/customers.get_or_create", { customer_id: "bench" }],
    ["/balances.check", { customer_id: "bench", feature_id: "messages" }],
    ["/balances.track", { customer_id: "bench", feature_id: "messages", value: 1 }],
    ...Array.from({ length: SPREAD }, (_, i): [string, unknown] => ["/customers.get_or_create", { customer_id: `spread-${i}` }]),
  ];
  for (const [path, body] of steps) {
    const res = await rawPost(h, path, body);
    if (res.status !== 200) throw new Error(`seeding ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
}

async function main(): Promise<void> {
  const settings = loadSettings();
  const engine = await benchEngine();
  const resultsFile = resultsFileOf(RESULTS_FILE, engine.name);
  const bare = await startBare();
  let h: RevenueHarness | undefined;
  try {
    h = await startRevenue({ rateLimits: { usage: 1e9, default: 1e9 }, checkpointer: true, metrics: process.env.BENCH_METRICS === "on", checkContract: false });
    await seed(h);
    const headers = { authorization: `Bearer ${h.keys.test}`, "content-type": "application/json" };
    const check: RouteSpec = {
      name: "POST /v1/balances.check",
      url: `${h.baseUrl}/balances.check`,
      method: "POST",
      headers,
      body: JSON.stringify({ customer_id: "bench", feature_id: "messages" }),
    };
    const track: RouteSpec = {
      name: "POST /v1/balances.track (new idempotency key each)",
      url: `${h.baseUrl}/balances.track`,
      method: "POST",
      headers: { ...headers, "idempotency-key": "bench-[<id>]" },
      body: JSON.stringify({ customer_id: "bench", feature_id: "messages", value: 1 }),
      idReplacement: true,
    };
    // The bare route runs before and after the others, and the faster of its two runs is the
    // baseline: on a shared machine it drifts by a quarter between runs, and a slow bare run
    // must not flatter the ratios.
    const bareRoute: RouteSpec = { name: "GET /bare", url: bare.url };
    const before = await measure(bareRoute, settings);
    // The same track spread over SPREAD customers: one balance row is one lock, held from the read to
    // the flushed COMMIT, so the one-customer track measures that row; this one the engine.
    const spread: RouteSpec = {
      ...track,
      name: `POST /v1/balances.track (${SPREAD} customers, new idempotency key each)`,
      bodies: Array.from({ length: SPREAD }, (_, i) => JSON.stringify({ customer_id: `spread-${(i * 37) % SPREAD}`, feature_id: "messages", value: 1 })),
    };
    const measured: [RouteSpec, AutocannonResult][] = [];
    for (const route of [check, track, spread]) {
      process.stdout.write(`  ${route.name} ... `);
      const r = await measure(route, settings);
      measured.push([route, r]);
      console.log(`${r.requests.average.toFixed(0)} req/s`);
    }
    const after = await measure(bareRoute, settings);
    const baseline = before.requests.average >= after.requests.average ? before : after;
    const rows: RouteSummary[] = [
      summarise(`GET /bare (before${baseline === before ? ", baseline" : ""})`, before, baseline),
      ...measured.map(([route, r]) => summarise(route.name, r, baseline)),
      summarise(`GET /bare (after${baseline === after ? ", baseline" : ""})`, after, baseline),
    ];
    const paced: (PacedResult & { name: string })[] = [];
    for (const route of [check, track]) {
      const name = `${route.name} @ ${PACED_RATE}/s`;
      process.stdout.write(`  ${name} ... `);
      const r = await measurePaced(route, { rate: PACED_RATE, durationSec: settings.duration, connections: settings.connections });
      paced.push({ name, ...r });
      console.log(`p99 ${r.p99.toFixed(2)} ms`);
    }
    // The same steady track with answers sent at the commit (TANDEM_DURABILITY=os): what the
    // WAL sync that `disk` waits for costs in latency on this machine (SQLite only: PostgreSQL's
    // COMMIT is durable when it answers).
    if (engine.name === "sqlite") {
      const os = await startRevenue({ rateLimits: { usage: 1e9, default: 1e9 }, checkpointer: true, durability: "os", checkContract: false });
      try {
        await seed(os);
        const route: RouteSpec = { ...track, url: `${os.baseUrl}/balances.track`, headers: { ...track.headers, authorization: `Bearer ${os.keys.test}` } };
        const name = `${track.name} @ ${PACED_RATE}/s, durability os`;
        process.stdout.write(`  ${name} ... `);
        const r = await measurePaced(route, { rate: PACED_RATE, durationSec: settings.duration, connections: settings.connections });
        paced.push({ name, ...r });
        console.log(`p99 ${r.p99.toFixed(2)} ms`);
      } finally {
        await os.close();
      }
    }
    console.log(`\n${formatTable(rows)}\n`);
    const f = (n: number) => n.toFixed(2).padStart(7);
    console.log(`${`steady ${PACED_RATE} requests/s (open loop, ≤ ${settings.connections} connections)`.padEnd(84)} p50 ms   p90 ms   p99 ms   max ms`);
    for (const r of paced) console.log(`${r.name.padEnd(84)}${f(r.p50)}  ${f(r.p90)}  ${f(r.p99)}  ${f(r.max)}`);
    console.log("");
    const round2 = (n: number) => Math.round(n * 100) / 100;
    writeJson(resultsFile, {
      benchmark: "revenue",
      engine: engine.name,
      startedAt: new Date().toISOString(),
      settings: { ...settings, pacedRate: PACED_RATE },
      machine: machineInfo(),
      routes: rows,
      paced: paced.map((r) => ({ name: r.name, requests: r.total, seconds: round2(r.seconds), p50Ms: round2(r.p50), p90Ms: round2(r.p90), p99Ms: round2(r.p99), maxMs: round2(r.max), meanMs: round2(r.mean) })),
    });
    console.log(`results written to ${resultsFile}`);
  } finally {
    await Promise.allSettled([bare.close(), h?.close()]);
    await engine.stop();
  }
}

main().catch((err: unknown) => {
  console.error(`\nbenchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
