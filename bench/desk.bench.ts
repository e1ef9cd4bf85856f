/**
 * Desk API throughput and latency against a bare fastify route, in one run:
 *
 *   npm run bench                      # 10 s per route, 50 connections
 *   BENCH_DURATION=5 npm run bench   (BENCH_ENGINE=postgres [BENCH_DATABASE_URL] runs it on PostgreSQL)
 *
 * Everything listens on 127.0.0.1 and runs in this one process; see
 * bench/README.md for what is measured and the environment variables.
 */
import { fileURLToPath } from "node:url";
import { unwrap } from "@tandem/sdk";
import { type DeskHarness, startDesk } from "../test/support/desk.js";
import {
  type AutocannonResult,
  formatTable,
  loadSettings,
  machineInfo,
  measure,
  type RouteSpec,
  type RouteSummary,
  startBare,
  summarise,
  writeJson,
  benchEngine,
  resultsFileOf,
} from "./lib.js";

const SEED_CONVERSATIONS = 2_000;
const SEED_CONTACTS = 200;
const SEED_CONCURRENCY = 16;
const RESULTS_FILE = fileURLToPath(new URL("./results/desk-latest.json", import.meta.url));

/** One conversation to post into, then SEED_CONVERSATIONS more so the list has depth. */
async function seed(h: DeskHarness): Promise<{ conversationId: string }> {
  const target = await unwrap(
    h.desk.POST("/conversations", {
      body: {
        contact: { external_id: "bench-target", name: "Bench Target", email: "target@bench.example" },
        subject: "Benchmark target",
        body: "Messages from the benchmark land here.",
      },
    }),
  );

  let next = 0;
  const worker = async () => {
    for (let i = next++; i < SEED_CONVERSATIONS; i = next++) {
      const c = i % SEED_CONTACTS;
      await unwrap(
        h.desk.POST("/conversations", {
          body: {
            contact: { external_id: `bench-contact-${c}`, name: `Contact ${c}`, email: `contact${c}@bench.example` },
            subject: `Seeded conversation ${i}`,
            body: `Seeded message ${i}: the printer on floor ${i % 7} is out of toner again.`,
          },
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));

  // The routes answer what the benchmark expects before any load is put on them.
  const page = await unwrap(h.desk.GET("/conversations", { params: { query: { limit: 20 } } }));
  if (page.items.length !== 20 || !page.nextCursor) throw new Error(`seeding failed: first page has ${page.items.length} items`);
  await unwrap(h.desk.POST("/conversations/{id}/messages", { params: { path: { id: target._id } }, body: { body: "hello", author_name: "Bench" } }));

  return { conversationId: target._id };
}

async function main(): Promise<void> {
  const settings = loadSettings();
  const started = new Date();
  const engine = await benchEngine();
  const resultsFile = resultsFileOf(RESULTS_FILE, engine.name);
  const bare = await startBare();
  let desk: DeskHarness | undefined;
  try {
    desk = await startDesk({ rateLimitPerMinute: 1e9, checkContract: false, checkpointer: true });
    const t0 = performance.now();
    const { conversationId } = await seed(desk);
    console.log(`seeded ${SEED_CONVERSATIONS + 1} conversations in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const auth = { authorization: `Bearer ${desk.testKey}` };
    const routes: RouteSpec[] = [
      { name: "GET /bare (baseline)", url: bare.url },
      {
        name: "POST /v1/conversations/{id}/messages",
        url: `${desk.baseUrl}/conversations/${conversationId}/messages`,
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ body: "hello", author_name: "Bench" }),
      },
      { name: "GET /v1/conversations?limit=20", url: `${desk.baseUrl}/conversations?limit=20`, headers: auth },
    ];

    const perRoute = settings.duration + settings.warmup;
    console.log(
      `${routes.length} routes x (${settings.warmup} s warm-up + ${settings.duration} s measured), ` +
        `${settings.connections} connections, ` +
        (settings.workers > 0 ? `load generator in ${settings.workers} worker thread(s)` : "load generator on the main thread") +
        ` — about ${routes.length * perRoute} s`,
    );

    const results: AutocannonResult[] = [];
    const rows: RouteSummary[] = [];
    for (const route of routes) {
      process.stdout.write(`  ${route.name} ... `);
      const r = await measure(route, settings);
      results.push(r);
      rows.push(summarise(route.name, r, results[0]));
      console.log(`${r.requests.average.toFixed(0)} req/s`);
    }

    console.log(`\n${formatTable(rows)}\n`);
    writeJson(resultsFile, {
      benchmark: "desk",
      engine: engine.name,
      startedAt: started.toISOString(),
      settings: {
        ...settings,
        seededConversations: SEED_CONVERSATIONS + 1,
        seededContacts: SEED_CONTACTS + 1,
        loadGenerator: settings.workers > 0 ? "autocannon in worker thread(s) of the server's process" : "autocannon on the server's own thread",
      },
      machine: machineInfo(),
      routes: rows,
    });
    console.log(`results written to ${resultsFile}`);
  } finally {
    await Promise.allSettled([bare.close(), desk?.close()]);
    await engine.stop();
  }
}

main().catch((err: unknown) => {
  console.error(`\nbenchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
