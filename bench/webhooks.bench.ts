/**
 * Webhook delivery throughput: how many signed deliveries per second the
 * sender gets through to a local receiver that answers 200 at once.
 *
 *   npm run bench:webhooks            BENCH_DELIVERIES=5000 (default), BENCH_ENDPOINTS=1 (default)
 *                                     BENCH_ENGINE=postgres [BENCH_DATABASE_URL] runs it on PostgreSQL
 *
 * Loopback only. Events are created first (through the SDK, not timed), each delivered to every
 * endpoint (all on the one receiver), then the sender starts (its one-second cron plus immediate
 * refill) and the clock runs until every delivery has succeeded. The attempts are timed by the
 * transport (the real HTTP one, wrapped), so the bench reads nothing but the repository's backlog.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { unwrap } from "@tandem/sdk";
import { httpTransport, type Transport } from "../src/platform/webhooks/transport.js";
import { startDesk } from "../test/support/desk.js";
import { benchEngine, envInt, machineInfo, resultsFileOf, writeJson } from "./lib.js";

const RESULTS_FILE = fileURLToPath(new URL("./results/webhooks-latest.json", import.meta.url));
const DELIVERIES = envInt("BENCH_DELIVERIES", 5000, { min: 100 });
const ENDPOINTS = envInt("BENCH_ENDPOINTS", 1, { min: 1 });
const CONTACTS = 20;
const CONCURRENCY = 32;
const PER_ENDPOINT = 4;

async function main(): Promise<void> {
  const engine = await benchEngine();
  const resultsFile = resultsFileOf(RESULTS_FILE, engine.name);
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => res.end("ok"));
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const durations: number[] = [];
  let failures = 0;
  const http1 = httpTransport({ production: false, deadlineMs: 10_000 });
  const transport: Transport = async (to, headers, body) => {
    const r = await http1(to, headers, body);
    durations.push(r.durationMs);
    if (r.statusCode !== 200) failures++;
    return r;
  };
  const h = await startDesk({ rateLimitPerMinute: 1e9, checkContract: false, webhooks: { transport, concurrency: CONCURRENCY, perEndpoint: PER_ENDPOINT } });
  const outbox = h.deskApp.ctx.repos(h.deskApp.ctx.read).webhooks;
  try {
    for (let i = 0; i < ENDPOINTS; i++) await unwrap(h.desk.POST("/webhook_endpoints", { body: { url: `${url}?e=${i}`, events: ["*"] } }));
    // A ticket's creation is one event (its contact's first ticket: two, the contact's too).
    const tickets = Math.ceil(DELIVERIES / ENDPOINTS) - CONTACTS;
    let next = 0;
    const seed = async () => {
      for (let i = next++; i < tickets; i = next++) {
        await unwrap(h.desk.POST("/tickets", { body: { contact: { external_id: `c${i % CONTACTS}` }, type: "bug", title: `t${i}` } }));
      }
    };
    await Promise.all(Array.from({ length: 16 }, seed));
    const total = await outbox.backlog();

    const started = performance.now();
    h.deskApp.sender.start();
    while ((await outbox.backlog()) > 0) {
      if (failures > 0) throw new Error("an attempt failed");
      await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    await h.deskApp.sender.stop();

    durations.sort((a, b) => a - b);
    const pct = (p: number) => durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))];
    const result = {
      benchmark: "webhooks",
      engine: engine.name,
      deliveries: total,
      attempts: durations.length,
      seconds: Number(seconds.toFixed(2)),
      deliveriesPerSecond: Math.round(total / seconds),
      attemptMs: { p50: pct(50), p99: pct(99) },
      settings: { concurrency: CONCURRENCY, perEndpoint: PER_ENDPOINT, endpoints: ENDPOINTS, receiver: "same process, answers 200 at once" },
      machine: machineInfo(),
      at: new Date().toISOString(),
    };
    console.log(
      `${engine.name}: ${total} deliveries to ${ENDPOINTS} endpoint(s) (${durations.length} attempts) in ${result.seconds} s → ${result.deliveriesPerSecond} deliveries/s; attempt p50 ${result.attemptMs.p50} ms, p99 ${result.attemptMs.p99} ms`,
    );
    writeJson(resultsFile, result);
  } finally {
    await h.close();
    receiver.close();
    await engine.stop();
  }
}

main().catch((err: unknown) => {
  console.error(`\nbenchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
