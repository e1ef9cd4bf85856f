/**
 * The renewal benchmark (issue 13): N subscriptions (default 100,000) whose
 * periods end at the same instant are renewed by one run of the billing
 * cycle — claim, close the period (resets and arrears), invoice, charge at
 * the sandbox, settle — while `balances.check` and a bare route are called
 * over HTTP beside it. Reports renewals per second and the latency of both
 * routes at rest and during the run, and whether issue 13's two targets are
 * met: ≥ 1,000 renewals/s, check p99 beside the run < 10 ms.
 *
 *   npm run bench:renewals                       # 100,000 subscriptions
 *   RENEWALS=20000 npm run bench:renewals
 *   BENCH_CLIENT=fetch npm run bench:renewals    # the first version's clients (see bench/README.md)
 *
 * Settings: RENEWALS (100,000), BENCH_RATE (500 requests/s per route),
 * BENCH_CONNECTIONS (20 per route), BENCH_REST (5 s measured at rest),
 * BENCH_CLIENT (`paced`: open-loop clients on worker threads, as a remote
 * client; `fetch`: two checkers and one bare caller back to back with
 * `fetch` on the server's own thread).
 */
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { seedRenewals } from "../test/support/cycle-seed.js";
import { startRevenue } from "../test/support/revenue.js";
import { envInt, machineInfo, type RouteSpec, startBare, startPaced, writeJson } from "./lib.js";

const RESULTS_FILE = fileURLToPath(new URL("./results/renewals-latest.json", import.meta.url));
const N = envInt("RENEWALS", 100_000, { min: 1 });
const RATE = envInt("BENCH_RATE", 500, { min: 1 });
const CONNECTIONS = envInt("BENCH_CONNECTIONS", 20, { min: 1 });
const REST = envInt("BENCH_REST", 5, { min: 1 });
const CLIENT = process.env.BENCH_CLIENT ?? "paced";
if (CLIENT !== "paced" && CLIENT !== "fetch") throw new Error(`BENCH_CLIENT must be paced or fetch, got ${JSON.stringify(CLIENT)}`);

/** Issue 13's targets. */
const TARGET_RENEWALS_PER_SEC = 1000;
const TARGET_CHECK_P99_MS = 10;

interface Latency {
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

/** Load on the routes until `stop()`: answers each route's latency (ms). */
type Load = (routes: RouteSpec[]) => { stop(): Promise<Latency[]> };

const pct = (sorted: number[], p: number) => (sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);

/** Open loop: RATE requests/s per route, evenly spaced, from a worker thread each (bench/paced-worker.mjs). */
const pacedLoad: Load = (routes) => {
  const runs = routes.map((r) => startPaced(r, { rate: RATE, durationSec: 3600, connections: CONNECTIONS }));
  return {
    async stop() {
      const out = await Promise.all(runs.map((r) => r.stop()));
      return out.map((r) => ({ requests: r.total, p50: r.p50, p99: r.p99, max: r.max }));
    },
  };
};

/** Closed loop on this thread: two callers back to back on the first route (check), one on each other. */
const fetchLoad: Load = (routes) => {
  let running = true;
  const times = routes.map(() => [] as number[]);
  const once = async (r: RouteSpec) => {
    const s = performance.now();
    const res = await fetch(r.url, { method: r.method ?? "GET", headers: r.headers, body: r.body });
    if (res.status !== 200) throw new Error(`${r.name} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    return performance.now() - s;
  };
  const callers = routes.flatMap((r, i) =>
    Array.from({ length: i === 0 ? 2 : 1 }, async () => {
      while (running) times[i].push(await once(r));
    }),
  );
  return {
    async stop() {
      running = false;
      await Promise.all(callers);
      return times.map((t) => {
        const s = t.sort((a, b) => a - b);
        return { requests: s.length, p50: pct(s, 50), p99: pct(s, 99), max: s[s.length - 1] ?? Number.NaN };
      });
    },
  };
};

const load: Load = CLIENT === "paced" ? pacedLoad : fetchLoad;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round2 = (n: number) => Math.round(n * 100) / 100;
const loads = () => loadavg().map((x) => round2(x));

async function main() {
  const h = await startRevenue({ rateLimits: { usage: 1e9, default: 1e9 }, checkpointer: true, checkContract: false });
  const bare = await startBare();
  const t = h.tandem;
  try {
    const t0 = performance.now();
    // Periods of a month that ended a minute ago: one renewal each is due.
    const end = Date.now() - 60_000;
    await seedRenewals(t, N, { overage: 7, start: end - 31 * 86_400_000, end });
    // The seeding's WAL goes into the database now, not during the run.
    t.db!.pragma("wal_checkpoint(TRUNCATE)");
    console.log(`seeded ${N.toLocaleString("en")} subscriptions in ${((performance.now() - t0) / 1000).toFixed(1)} s; clients: ${CLIENT}${CLIENT === "paced" ? ` (${RATE}/s per route)` : ""}`);
    const routes: RouteSpec[] = [
      {
        name: "POST /v1/balances.check",
        url: `${h.origin}/v1/balances.check`,
        method: "POST",
        headers: { authorization: `Bearer ${h.keys.test}`, "content-type": "application/json" },
        body: JSON.stringify({ customer_id: "cus_0", feature_id: "messages" }),
      },
      { name: "GET /bare", url: bare.url },
    ];

    // Warm-up (unmeasured), then both routes at rest.
    const warm = load(routes);
    await sleep(3000);
    await warm.stop();
    const restLoop = monitorEventLoopDelay({ resolution: 1 });
    restLoop.enable();
    const restLoad = load(routes);
    await sleep(REST * 1000);
    const [checkRest, bareRest] = await restLoad.stop();
    restLoop.disable();

    // The run, with both routes beside it.
    const loadBefore = loads();
    const runLoop = monitorEventLoopDelay({ resolution: 1 });
    runLoop.enable();
    // The server's own part of each check beside the run: from its request event (the request read
    // off its socket) to the answer handed to the socket. Time a request waits unread in the socket
    // while a turn of the job runs is not in it; the clients' latency has both.
    const served: number[] = [];
    const onRequest = (req: { url?: string }, res: { on(e: "finish", f: () => void): void }) => {
      if (!req.url?.endsWith("/balances.check")) return;
      const t0 = performance.now();
      res.on("finish", () => served.push(performance.now() - t0));
    };
    h.app.server.on("request", onRequest);
    // The loop's turns, from one check phase to the next: a request that arrives during a turn waits
    // for the rest of it, so the share of time in long turns is what the clients' tail is made of.
    const turns: number[] = [];
    let turning = true;
    let lastCheck = performance.now();
    const onCheck = () => {
      const now = performance.now();
      turns.push(now - lastCheck);
      lastCheck = now;
      if (turning) setImmediate(onCheck);
    };
    setImmediate(onCheck);
    const during = load(routes);
    const r0 = performance.now();
    const steps = await t.revenue.services.cycle.runDue(Date.now());
    const seconds = (performance.now() - r0) / 1000;
    turning = false;
    const [checkRun, bareRun] = await during.stop();
    turns.sort((a, b) => a - b);
    const turnTime = turns.reduce((a, b) => a + b, 0);
    const longTurnShare = turns.filter((x) => x > TARGET_CHECK_P99_MS).reduce((a, b) => a + b, 0) / turnTime;
    h.app.server.off("request", onRequest);
    served.sort((a, b) => a - b);
    const serverSide: Latency = { requests: served.length, p50: pct(served, 50), p99: pct(served, 99), max: served[served.length - 1] ?? Number.NaN };
    runLoop.disable();
    const loadAfter = loads();

    const renewed = (t.db!.prepare(`SELECT count(*) AS n FROM rv_renewals WHERE status = 'paid'`).get() as { n: number }).n;
    const invoices = (t.db!.prepare("SELECT count(*) AS n FROM rv_invoices WHERE status = 'paid'").get() as { n: number }).n;
    if (renewed !== N || invoices !== N) throw new Error(`renewed ${renewed}, paid invoices ${invoices}, expected ${N}`);

    const perSec = Math.round(N / seconds);
    const okRate = perSec >= TARGET_RENEWALS_PER_SEC;
    const okCheck = checkRun.p99 < TARGET_CHECK_P99_MS;
    const f = (n: number) => n.toFixed(2).padStart(8);
    const row = (name: string, l: Latency) => `${name.padEnd(34)}${String(l.requests).padStart(8)}${f(l.p50)}${f(l.p99)}${f(l.max)}`;
    console.log(`\n${N.toLocaleString("en")} renewals in ${seconds.toFixed(1)} s: ${perSec.toLocaleString("en")} renewals/s  (target ≥ ${TARGET_RENEWALS_PER_SEC.toLocaleString("en")}/s: ${okRate ? "met ✔" : "NOT met ✘"})`);
    console.log(`\n${"latency (ms)".padEnd(34)}${"requests".padStart(8)}${"p50".padStart(8)}${"p99".padStart(8)}${"max".padStart(8)}`);
    console.log(row("balances.check at rest", checkRest));
    console.log(row("GET /bare at rest", bareRest));
    console.log(row("balances.check beside the run", checkRun));
    console.log(row("GET /bare beside the run", bareRun));
    console.log(row("check beside, server's own part", serverSide));
    console.log(`\ncheck p99 beside the run: ${checkRun.p99.toFixed(2)} ms  (target < ${TARGET_CHECK_P99_MS} ms: ${okCheck ? "met ✔" : "NOT met ✘"})`);
    console.log(`event loop delay: at rest p99 ${(restLoop.percentile(99) / 1e6).toFixed(1)} ms, max ${(restLoop.max / 1e6).toFixed(1)} ms; during the run p99 ${(runLoop.percentile(99) / 1e6).toFixed(1)} ms, max ${(runLoop.max / 1e6).toFixed(1)} ms`);
    console.log(`turns of the event loop during the run: p99 ${pct(turns, 99).toFixed(1)} ms, max ${turns[turns.length - 1].toFixed(1)} ms; time in turns over ${TARGET_CHECK_P99_MS} ms: ${(longTurnShare * 100).toFixed(1)} %`);
    console.log(`load average (1, 5, 15 min): before the run ${loadBefore.join(", ")}; after ${loadAfter.join(", ")}`);

    const lat = (l: Latency) => ({ requests: l.requests, p50Ms: round2(l.p50), p99Ms: round2(l.p99), maxMs: round2(l.max) });
    writeJson(RESULTS_FILE, {
      benchmark: "renewals",
      startedAt: new Date().toISOString(),
      settings: { subscriptions: N, client: CLIENT, ...(CLIENT === "paced" ? { ratePerRoute: RATE, connections: CONNECTIONS } : {}), restSec: REST },
      machine: machineInfo(),
      loadAverage: { before: loadBefore, after: loadAfter },
      steps,
      seconds: round2(seconds),
      renewalsPerSecond: perSec,
      targets: { renewalsPerSecond: { target: TARGET_RENEWALS_PER_SEC, met: okRate }, checkP99DuringRunMs: { target: TARGET_CHECK_P99_MS, met: okCheck } },
      atRest: { check: lat(checkRest), bare: lat(bareRest), eventLoop: { p99Ms: round2(restLoop.percentile(99) / 1e6), maxMs: round2(restLoop.max / 1e6) } },
      duringRun: { check: lat(checkRun), checkServerSide: lat(serverSide), bare: lat(bareRun), eventLoop: { p99Ms: round2(runLoop.percentile(99) / 1e6), maxMs: round2(runLoop.max / 1e6) }, turns: { p99Ms: round2(pct(turns, 99)), maxMs: round2(turns[turns.length - 1]), shareOfTimeOver10Ms: round2(longTurnShare) } },
    });
    console.log(`results written to ${RESULTS_FILE}`);
  } finally {
    await bare.close();
    await h.close();
  }
}

main().catch((err: unknown) => {
  console.error(`\nbenchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
});
