/**
 * Many nodes on one PostgreSQL (issue 29): the same metering load against 1, then 2 API nodes
 * (`tandem serve --role api` processes, with one worker beside them in both configurations), each
 * route's requests/s and p50/p99 beside a bare fastify route measured in the same run.
 *
 * With 2 nodes the load is split: two load generators, each with half the connections, one per
 * node; requests/s are summed and the p99 is the worse of the two. This machine has 2 cores that the
 * load generator, the nodes and PostgreSQL share, so it cannot show scaling: it shows what a second
 * node costs or saves when the cores are already the limit, and that nothing breaks or serialises.
 *
 *   npm run bench:cluster      (BENCH_DATABASE_URL, else a throwaway embedded PostgreSQL;
 *                               BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_WORKERS)
 */
import { fileURLToPath } from "node:url";
import transpileSources from "../test/support/cli-build.js";
import { type Node, startNode } from "../test/support/cluster.js";
import { freshPostgres } from "../test/support/postgres.js";
import { type AutocannonResult, benchEngine, formatTable, loadSettings, machineInfo, measure, type RouteSpec, type RouteSummary, startBare, summarise, writeJson } from "./lib.js";

const RESULTS_FILE = fileURLToPath(new URL("./results/cluster-postgres-latest.json", import.meta.url));
const SPREAD = 100;
const ENV = {
  // The limiter runs on every request but never refuses one.
  TANDEM_REVENUE_USAGE_RATE_LIMIT_PER_SECOND: "10000000",
  TANDEM_REVENUE_RATE_LIMIT_PER_SECOND: "10000000",
};

async function post(node: Node, key: string, op: string, body: unknown): Promise<void> {
  const res = await fetch(`${node.revenueUrl}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`seeding ${op} answered ${res.status}: ${await res.text()}`);
}

/** The routes of one node: check of one customer, track spread over SPREAD customers (a new key each). */
function routes(node: Node, key: string): RouteSpec[] {
  const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  return [
    { name: "POST /v1/balances.check", url: `${node.revenueUrl}/v1/balances.check`, method: "POST", headers, body: JSON.stringify({ customer_id: "bench", feature_id: "messages" }) },
    {
      name: `POST /v1/balances.track (${SPREAD} customers, new idempotency key each)`,
      url: `${node.revenueUrl}/v1/balances.track`,
      method: "POST",
      headers: { ...headers, "idempotency-key": "bench-[<id>]" },
      idReplacement: true,
      bodies: Array.from({ length: SPREAD }, (_, i) => JSON.stringify({ customer_id: `spread-${(i * 37) % SPREAD}`, feature_id: "messages", value: 1 })),
    },
  ];
}

/** The route on every node at once, the connections split between them: summed requests/s, the worse p99. */
async function measureOn(nodes: Node[], key: string, index: number, settings: ReturnType<typeof loadSettings>): Promise<AutocannonResult> {
  const per = { ...settings, connections: Math.max(1, Math.round(settings.connections / nodes.length)) };
  const results = await Promise.all(nodes.map((n) => measure(routes(n, key)[index], per)));
  if (results.length === 1) return results[0];
  const sum = (f: (r: AutocannonResult) => number) => results.reduce((s, r) => s + f(r), 0);
  const worst = (f: (r: AutocannonResult) => number) => Math.max(...results.map(f));
  const r0 = results[0];
  return {
    ...r0,
    requests: { ...r0.requests, average: sum((r) => r.requests.average), total: sum((r) => r.requests.total) },
    latency: { ...r0.latency, p50: worst((r) => r.latency.p50), p99: worst((r) => r.latency.p99), average: worst((r) => r.latency.average), max: worst((r) => r.latency.max) },
    "2xx": sum((r) => r["2xx"]),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
  };
}

async function main(): Promise<void> {
  process.env.BENCH_ENGINE = "postgres";
  const settings = loadSettings();
  const engine = await benchEngine();
  await transpileSources();
  const db = await freshPostgres("cluster_bench");
  const bare = await startBare();
  const nodes: Node[] = [];
  try {
    const first = await startNode(db.url, "api", ENV);
    nodes.push(first);
    const key = /^\s+(rv_sk_test_\S+)$/m.exec(first.output)?.[1];
    if (!key) throw new Error(`no first-run key in:\n${first.output}`);
    nodes.push(await startNode(db.url, "worker", ENV));
    await post(first, key, "features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true });
    await post(first, key, "plans.create", { plan_id: "free", name: "Free", auto_enable: true, items: [{ feature_id: "messages", included: 1_000_000_000, reset: { interval: "month" } }] });
    for (const id of ["bench", ...Array.from({ length: SPREAD }, (_, i) => `spread-${i}`)]) await post(first, key, "customers.get_or_create", { customer_id: id });

    const bareRoute: RouteSpec = { name: "GET /bare", url: bare.url };
    const before = await measure(bareRoute, settings);
    const measured: [string, AutocannonResult][] = [];
    for (const count of [1, 2]) {
      if (count === 2) nodes.push(await startNode(db.url, "api", ENV));
      const api = nodes.filter((n) => n.role === "api");
      for (let i = 0; i < 2; i++) {
        const name = `${routes(first, key)[i].name} · ${count} API node${count > 1 ? "s" : ""}`;
        process.stdout.write(`  ${name} ... `);
        const r = await measureOn(api, key, i, settings);
        measured.push([name, r]);
        console.log(`${r.requests.average.toFixed(0)} req/s`);
      }
    }
    const after = await measure(bareRoute, settings);
    const baseline = before.requests.average >= after.requests.average ? before : after;
    const rows: RouteSummary[] = [
      summarise(`GET /bare (before${baseline === before ? ", baseline" : ""})`, before, baseline),
      ...measured.map(([name, r]) => summarise(name, r, baseline)),
      summarise(`GET /bare (after${baseline === after ? ", baseline" : ""})`, after, baseline),
    ];
    console.log(`\n${formatTable(rows)}\n`);
    writeJson(RESULTS_FILE, { benchmark: "cluster", engine: "postgres", startedAt: new Date().toISOString(), settings, machine: machineInfo(), routes: rows });
    console.log(`results written to ${RESULTS_FILE}`);
  } finally {
    await Promise.allSettled([bare.close(), ...nodes.map((n) => n.stop())]);
    await db.stop();
    await engine.stop();
  }
}

main().catch((err: unknown) => {
  console.error(`\nbenchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
