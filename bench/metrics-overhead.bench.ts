/**
 * What metrics add to a request, measured without the network's noise: the
 * onResponse hook's work (find the cached observer of (api, operation,
 * status), one histogram observe) in a tight loop. Compare with the check's
 * ~30 µs of server time (bench/README.md).
 *
 *   node --import tsx bench/metrics-overhead.bench.ts
 */
import Database from "better-sqlite3";
import { createChangeNotes } from "../src/platform/db/read-memo.js";
import { createMetrics } from "../src/platform/observability/metrics.js";

const db = new Database(":memory:");
const metrics = createMetrics({ db, changes: createChangeNotes(db) });
const N = 2_000_000;
for (let round = 0; round < 3; round++) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < N; i++) metrics.request("revenue", "balances.check", 200).observe(0.0004);
  console.log(`per request: ${(Number(process.hrtime.bigint() - t0) / N).toFixed(0)} ns (observer lookup + histogram observe)`);
}
