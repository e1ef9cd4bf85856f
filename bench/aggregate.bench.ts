/**
 * Aggregations beside the hot path (issue 10, F7): loads 1,000,000 usage
 * events, then measures `balances.check` at a steady rate three times —
 * alone, while `events.aggregate` runs back to back (30 days, day bins, every
 * customer, grouped by a property), and while `events.list` pages of 1,000
 * run back to back — with the event loop's longest stall in each phase.
 * Target: no request holds the event loop more than ~50 ms, so check's p99
 * stays near its value alone.
 *
 *   npm run bench:aggregate     (BENCH_EVENTS, BENCH_DURATION, BENCH_RATE, BENCH_CONNECTIONS)
 */
import { fileURLToPath } from "node:url";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { rawPost, type RevenueHarness, startRevenue } from "../test/support/revenue.js";
import { envInt, machineInfo, measurePaced, type PacedResult, type RouteSpec, writeJson } from "./lib.js";

const RESULTS_FILE = fileURLToPath(new URL("./results/aggregate-latest.json", import.meta.url));
const EVENTS = envInt("BENCH_EVENTS", 1_000_000, { min: 1 });
const DURATION = envInt("BENCH_DURATION", 10, { min: 1 });
const RATE = envInt("BENCH_RATE", 1000, { min: 1 });
const CONNECTIONS = envInt("BENCH_CONNECTIONS", 50, { min: 1 });
const CUSTOMERS = 200;
const DAY = 86_400_000;

async function post(h: RevenueHarness, path: string, body: unknown) {
  const res = await rawPost(h, path, body);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Features, a plan, customers through the API; the events straight into SQLite (one transaction per 50,000). */
async function seed(h: RevenueHarness): Promise<void> {
  await post(h, "/features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true });
  await post(h, "/features.create", { feature_id: "tokens", name: "Tokens", type: "metered", consumable: true });
  await post(h, "/plans.create", {
    plan_id: "free",
    name: "Free",
    auto_enable: true,
    items: [
      { feature_id: "messages", included: 1_000_000_000, reset: { interval: "month" } },
      { feature_id: "tokens", included: 1_000_000_000, reset: { interval: "month" } },
    ],
  });
  for (let i = 0; i < CUSTOMERS; i++) await post(h, "/customers.get_or_create", { customer_id: `c${i}` });
  const db = h.tandem.db;
  const space = (await h.tandem.workspaces.space(h.tandem.workspace.id, "test"))!.id;
  const seqs = db!.prepare<[], { seq: number; id: string }>("SELECT seq, id FROM rv_customers WHERE space_id = " + space).all();
  const insert = db!.prepare(
    `INSERT INTO rv_events (id, space_id, customer_seq, customer_id, entity_id, feature_id, event_name, value, properties, deductions, timestamp, created_at)
     VALUES (?, ?, ?, ?, NULL, ?, NULL, ?, ?, NULL, ?, ?)`,
  );
  const now = Date.now();
  const plans = ['{"plan":"free","region":"eu"}', '{"plan":"pro","region":"us"}', '{"plan":"team","region":"eu"}', "{}"];
  const started = performance.now();
  for (let done = 0; done < EVENTS; ) {
    const n = Math.min(50_000, EVENTS - done);
    db!.transaction(() => {
      for (let i = 0; i < n; i++) {
        const k = done + i;
        const c = seqs[k % seqs.length];
        insert.run(`evt_bench_${k}`, space, c.seq, c.id, k % 3 === 0 ? "tokens" : "messages", ((k % 7) + 1) * 1_000_000, plans[k % 4], now - Math.floor((k / EVENTS) * 30 * DAY), now);
      }
    })();
    done += n;
  }
  console.log(`  seeded ${EVENTS.toLocaleString("en")} events in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Copy the seeding's WAL into the database now, not during a measured phase.
  db!.pragma("wal_checkpoint(TRUNCATE)");
}

interface Phase {
  name: string;
  check: PacedResult;
  /** The event loop's longest stall in the phase (ms), from monitorEventLoopDelay. */
  loopMaxMs: number;
  loopP99Ms: number;
  background?: { requests: number; meanMs: number; maxMs: number };
}

/** check at RATE/s for DURATION s, while `background` (if any) runs back to back; the event loop watched meanwhile. */
async function phase(name: string, check: RouteSpec, background?: () => Promise<unknown>): Promise<Phase> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  let stop = false;
  const times: number[] = [];
  const runner = (async () => {
    while (background && !stop) {
      const t = performance.now();
      await background();
      times.push(performance.now() - t);
    }
  })();
  loop.enable();
  process.stdout.write(`  ${name} ... `);
  const r = await measurePaced(check, { rate: RATE, durationSec: DURATION, connections: CONNECTIONS });
  loop.disable();
  stop = true;
  await runner;
  const out: Phase = { name, check: r, loopMaxMs: loop.max / 1e6, loopP99Ms: loop.percentile(99) / 1e6 };
  if (background) out.background = { requests: times.length, meanMs: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length), maxMs: Math.max(0, ...times) };
  console.log(`check p99 ${r.p99.toFixed(2)} ms, event loop max ${out.loopMaxMs.toFixed(1)} ms`);
  return out;
}

async function main(): Promise<void> {
  const h = await startRevenue({ rateLimits: { usage: 1e9, default: 1e9 }, checkpointer: true, checkContract: false });
  try {
    await seed(h);
    const check: RouteSpec = {
      name: "POST /v1/balances.check",
      url: `${h.baseUrl}/balances.check`,
      method: "POST",
      headers: { authorization: `Bearer ${h.keys.test}`, "content-type": "application/json" },
      body: JSON.stringify({ customer_id: "c1", feature_id: "messages" }),
    };
    const now = Date.now();
    const aggregateAll = { feature_id: ["messages", "tokens"], custom_range: { start: now - 30 * DAY, end: now + 1 }, bin_size: "day", group_by: "properties.plan" };
    const aggregateOne = { customer_id: "c7", feature_id: "messages", range: "30d", bin_size: "day" };
    // One of each, timed alone, before the phases.
    for (const [label, body] of [["all customers, grouped", aggregateAll], ["one customer", aggregateOne]] as const) {
      const t = performance.now();
      const res = await post(h, "/events.aggregate", body);
      const count = Object.values(res.total as Record<string, { count: number }>).reduce((n, x) => n + x.count, 0);
      console.log(`  events.aggregate (${label}): ${count.toLocaleString("en")} events in ${(performance.now() - t).toFixed(0)} ms`);
    }
    // Unmeasured: the first seconds after seeding carry its garbage collection and caches.
    await measurePaced(check, { rate: RATE, durationSec: 3, connections: CONNECTIONS });
    const phases: Phase[] = [];
    phases.push(await phase(`check @ ${RATE}/s alone`, check));
    phases.push(await phase(`check @ ${RATE}/s beside events.aggregate (${EVENTS.toLocaleString("en")} events, all customers, grouped)`, check, () => post(h, "/events.aggregate", aggregateAll)));
    phases.push(await phase(`check @ ${RATE}/s beside events.list (limit 1,000)`, check, () => post(h, "/events.list", { limit: 1000 })));
    const f = (n: number) => n.toFixed(2).padStart(8);
    console.log(`\n${"phase".padEnd(82)}  check p50  check p99  check max  loop max  background (n, mean ms, max ms)`);
    for (const p of phases) {
      const bg = p.background ? `${p.background.requests}, ${p.background.meanMs.toFixed(0)}, ${p.background.maxMs.toFixed(0)}` : "—";
      console.log(`${p.name.padEnd(82)}${f(p.check.p50)}   ${f(p.check.p99)}   ${f(p.check.max)}  ${f(p.loopMaxMs)}  ${bg}`);
    }
    const round2 = (n: number) => Math.round(n * 100) / 100;
    writeJson(RESULTS_FILE, {
      benchmark: "aggregate",
      startedAt: new Date().toISOString(),
      settings: { events: EVENTS, durationSec: DURATION, rate: RATE, connections: CONNECTIONS, customers: CUSTOMERS },
      machine: machineInfo(),
      phases: phases.map((p) => ({
        name: p.name,
        check: { requests: p.check.total, p50Ms: round2(p.check.p50), p99Ms: round2(p.check.p99), maxMs: round2(p.check.max) },
        eventLoop: { maxMs: round2(p.loopMaxMs), p99Ms: round2(p.loopP99Ms) },
        ...(p.background ? { background: { requests: p.background.requests, meanMs: round2(p.background.meanMs), maxMs: round2(p.background.maxMs) } } : {}),
      })),
    });
    console.log(`\nresults written to ${RESULTS_FILE}`);
  } finally {
    await h.close();
  }
}

main().catch((err: unknown) => {
  console.error(`\nbenchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
