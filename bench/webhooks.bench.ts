/**
 * Webhook delivery throughput: how many signed deliveries per second the
 * sender gets through to a local receiver that answers 200 at once.
 *
 *   npm run bench:webhooks            BENCH_DELIVERIES=5000 (default)
 *
 * Loopback only. Events are created first (through the SDK, not timed), then
 * the sender starts (its one-second cron plus immediate refill) and the clock
 * runs until every delivery is logged as succeeded.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { unwrap } from "@tandem/sdk";
import { startDesk } from "../test/support/desk.js";
import { envInt, machineInfo, writeJson } from "./lib.js";

const DELIVERIES = envInt("BENCH_DELIVERIES", 5000, { min: 100 });
const CONTACTS = 20;

const receiver = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => res.end("ok"));
});
await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const h = await startDesk({ rateLimitPerMinute: 1e9, checkContract: false });
const db = h.tandem.db;
const count = (sql: string) => (db!.prepare(sql).get() as { n: number }).n;
try {
  await unwrap(h.desk.POST("/webhook_endpoints", { body: { url, events: ["*"] } }));
  const tickets = DELIVERIES - CONTACTS;
  let next = 0;
  const seed = async () => {
    for (let i = next++; i < tickets; i = next++) {
      await unwrap(h.desk.POST("/tickets", { body: { contact: { external_id: `c${i % CONTACTS}` }, type: "bug", title: `t${i}` } }));
    }
  };
  await Promise.all(Array.from({ length: 16 }, seed));
  const total = count("SELECT count(*) AS n FROM webhook_deliveries");

  const started = performance.now();
  h.deskApp.sender.start();
  while (count("SELECT count(*) AS n FROM webhook_deliveries WHERE status != 'succeeded'") > 0) {
    if (count("SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'failed'") > 0) throw new Error("a delivery failed");
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  await h.deskApp.sender.stop();

  const durations = (db!.prepare("SELECT duration_ms AS d FROM webhook_attempts ORDER BY d").all() as { d: number }[]).map((r) => r.d);
  const pct = (p: number) => durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))];
  const result = {
    deliveries: total,
    attempts: durations.length,
    seconds: Number(seconds.toFixed(2)),
    deliveriesPerSecond: Math.round(total / seconds),
    attemptMs: { p50: pct(50), p99: pct(99) },
    settings: { concurrency: 32, perEndpoint: 4, receiver: "same process, answers 200 at once" },
    machine: machineInfo(),
    at: new Date().toISOString(),
  };
  console.log(
    `${total} deliveries (${durations.length} attempts) in ${result.seconds} s → ${result.deliveriesPerSecond} deliveries/s; attempt p50 ${result.attemptMs.p50} ms, p99 ${result.attemptMs.p99} ms`,
  );
  writeJson(new URL("./results/webhooks-latest.json", import.meta.url).pathname, result);
} finally {
  await h.close();
  receiver.close();
}
