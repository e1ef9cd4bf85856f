/**
 * Analytics' sums (migration 11; the buckets sharded by customer since 18) two ways:
 * built by the migration from the records stored before it, and kept by its triggers as records arrive (in
 * any order, with refunds and deletions) — the same rows either way. And the
 * analytics statements read bounded slices through indexes, never a table scan.
 */
import { expect, it } from "vitest";
import type { Db } from "../src/platform/db/database.js";
import { migrate, openDatabase } from "../src/platform/db/database.js";
import { platformMigrations } from "../src/platform/db/migrations.js";
import { revenueMigrations } from "../src/revenue/migrations.js";
import { analyticsRepo } from "../src/store/sqlite/revenue/analytics.js";

const HOUR = 3_600_000;
const DAY = 86_400_000;
const T = Date.UTC(2026, 3, 1);
const TABLES = ["rv_an_revenue", "rv_an_buckets", "rv_an_daily", "rv_an_cum", "rv_an_series"];

function open(revenue = revenueMigrations): Db {
  const db = openDatabase(":memory:", { platform: platformMigrations, revenue });
  db.exec(`INSERT INTO workspaces (id, name, venture_id, created_at) VALUES ('w', 'W', 'v', 0); INSERT INTO spaces (id, workspace_id, mode, public_key) VALUES (1, 'w', 'test', 'pk')`);
  return db;
}

const line = (feature_id: string | null, amount: number) => ({ description: "x", plan_id: "p", feature_id, feature_name: null, quantity: 1, amount, period_start: null, period_end: null });

/** Two customers' invoices (paid, refunded, a credit note, open, in eur), costs and events, the costs out of time order. */
function records(db: Db): void {
  for (const seq of [1, 2, 3]) db.prepare("INSERT INTO rv_customers (seq, space_id, id, created_at) VALUES (?, 1, ?, 0)").run(seq, `c${seq}`);
  const invoice = db.prepare(
    `INSERT INTO rv_invoices (seq, id, space_id, customer_seq, number, status, collection, currency, subtotal, total, amount_paid, refunded, lines, plan_ids, paid_at, created_at)
     VALUES (?, ?, 1, ?, ?, ?, 'charge_automatically', ?, ?, ?, ?, 0, ?, '["p"]', ?, 0)`,
  );
  const inv = (seq: number, customer: number, status: string, currency: string, lines: ReturnType<typeof line>[], paidAt: number | null) => {
    const total = lines.reduce((a, l) => a + l.amount, 0);
    invoice.run(seq, `inv${seq}`, customer, seq, status, currency, total, total, status === "paid" ? total : 0, JSON.stringify(lines), paidAt);
  };
  inv(1, 1, "paid", "usd", [line(null, 2000), line("seats", 3000), line("seats", 1)], T + 5 * 60_000);
  inv(2, 1, "paid", "usd", [line(null, -500), line("seats", 1500)], T + 2 * DAY + 30 * 60_000);
  inv(3, 1, "paid", "usd", [line(null, -1000)], T + 3 * DAY);
  inv(4, 2, "paid", "eur", [], T + HOUR);
  inv(5, 2, "open", "usd", [line(null, 900)], null);
  inv(6, 3, "paid", "usd", [line(null, 700)], T);
  db.prepare("UPDATE rv_invoices SET refunded = 1000 WHERE seq = 1").run();
  db.prepare("UPDATE rv_invoices SET amount_paid = 0, total = 0 WHERE seq = 4").run();
  db.prepare("UPDATE rv_invoices SET amount_paid = 800, total = 800, subtotal = 800 WHERE seq = 4").run();
  const cost = db.prepare(
    `INSERT INTO rv_costs (id, space_id, customer_seq, customer_id, feature_id, amount, currency, original_amount, original_currency, timestamp, created_at)
     VALUES (?, 1, ?, ?, ?, ?, 'usd', ?, 'usd', ?, 0)`,
  );
  const costs: [number, string | null, number, number][] = [
    [1, "gpu", 5_000_000, T + 10 * DAY],
    [1, null, 7, T + 2 * HOUR],
    [2, "gpu", 9_000_000_000, T + 5 * DAY + 59 * 60_000],
    [1, "gpu", 3, T + 2 * HOUR + 1],
    [1, "seats", 11, T - DAY],
    [3, "gpu", 13, T + HOUR],
  ];
  costs.forEach(([c, f, amount, at], i) => cost.run(`cost${i}`, c, `c${c}`, f, amount, amount, at));
  const event = db.prepare(
    `INSERT INTO rv_events (id, space_id, customer_seq, customer_id, feature_id, value, timestamp, created_at) VALUES (?, 1, ?, ?, ?, ?, ?, 0)`,
  );
  [
    [1, "msg", 2_000_000, T + 3 * HOUR],
    [2, "msg", 1_000_000, T + 3 * HOUR + 1],
    [2, "api", 5_000_000, T - 2 * DAY],
    [3, "api", 1_000_000, T],
  ].forEach(([c, f, v, at], i) => event.run(`evt${i}`, c, `c${c}`, f, v, at));
}

/** The sums; the buckets' rows added over their shards (migration 18: rows built before it are in shard 0, later ones in their customer's). */
const BUCKET_SUMS = `SELECT space_id, metric, grain, bucket, key, currency, sum(n) AS n, sum(amount) AS amount FROM rv_an_buckets
  GROUP BY space_id, metric, grain, bucket, key, currency ORDER BY 1, 2, 3, 4, 5, 6`;
const dump = (db: Db) =>
  Object.fromEntries(TABLES.map((t) => [t, db.prepare(t === "rv_an_buckets" ? BUCKET_SUMS : `SELECT * FROM ${t} ORDER BY 1, 2, 3, 4, 5`).all()]));
const shards = (db: Db) => db.prepare("SELECT DISTINCT shard FROM rv_an_buckets ORDER BY shard").pluck().all();

it("builds from the records before it what its triggers keep after it", () => {
  const before = open(revenueMigrations.filter((m) => m.version < 11));
  records(before);
  migrate(before, { platform: platformMigrations, revenue: revenueMigrations });
  const after = open();
  records(after);
  const built = dump(before);
  expect(dump(after)).toEqual(built);
  expect(shards(before)).toEqual([0]);
  expect(shards(after)).toEqual([1, 2, 3]);
  // The pro rata split: invoice 1's net 5,001 − 1,000 = 4,001 over 2,000 base (1,600.08) and 3,001 seats (2,400.9),
  // the remainder on the larger.
  expect(after.prepare("SELECT key, amount FROM rv_an_revenue WHERE invoice_seq = 1 ORDER BY key").all()).toEqual([
    { key: "$base", amount: 1600 },
    { key: "seats", amount: 2401 },
  ]);
  // A credit line lowers its key; a credit note has no atoms; an invoice without lines is all $base.
  expect(after.prepare("SELECT invoice_seq, key, amount FROM rv_an_revenue WHERE invoice_seq IN (2, 3, 4, 5) ORDER BY 1, 2").all()).toEqual([
    { invoice_seq: 2, key: "$base", amount: -500 },
    { invoice_seq: 2, key: "seats", amount: 1500 },
    { invoice_seq: 4, key: "$base", amount: 800 },
  ]);
  // Running sums, whatever order the costs came in: c1's usd costs by hour.
  expect(after.prepare("SELECT hour, cost FROM rv_an_cum WHERE customer_seq = 1 ORDER BY hour").all().map((r) => r as { hour: number; cost: number })).toEqual(
    expect.arrayContaining([
      { hour: T - DAY, cost: 11 },
      { hour: T + 2 * HOUR, cost: 21 },
      { hour: T + 10 * DAY, cost: 5_000_021 },
    ]),
  );

  // Retention deletes raw events: the sums keep them (also once their customer is deleted). A deleted
  // customer takes its other figures along, from its shard's rows, or from shard 0's for what was
  // counted before migration 18 (the same sums either way).
  before.prepare("DELETE FROM rv_events WHERE timestamp < ?").run(T);
  before.prepare("DELETE FROM rv_customers WHERE seq = 2").run();
  after.prepare("DELETE FROM rv_events WHERE timestamp < ?").run(T);
  expect(after.prepare("SELECT sum(n) AS n FROM rv_an_buckets WHERE metric = 'usage' AND grain = 86400000").get()).toEqual({ n: 4 });
  after.prepare("DELETE FROM rv_customers WHERE seq = 2").run();
  expect(after.prepare("SELECT key, sum(n) AS n, sum(amount) AS amount FROM rv_an_buckets WHERE grain = 3600000 GROUP BY metric, key ORDER BY metric, key").all()).toEqual([
    { key: "$unattributed", n: 1, amount: 7 },
    { key: "gpu", n: 3, amount: 5_000_000 + 3 + 13 },
    { key: "seats", n: 1, amount: 11 },
    { key: "$base", n: 3, amount: 1600 - 500 + 700 },
    { key: "seats", n: 2, amount: 2401 + 1500 },
    { key: "api", n: 2, amount: 1_000_000 + 5_000_000 },
    { key: "msg", n: 1, amount: 2_000_000 },
  ]);
  for (const t of ["rv_an_cum", "rv_an_daily", "rv_an_series"]) expect(after.prepare(`SELECT count(*) AS n FROM ${t} WHERE customer_seq = 2`).get(), t).toEqual({ n: 0 });
  expect(dump(before)).toEqual(dump(after));
  before.close();
  after.close();
});

it("reads every analytics statement through an index: no scan of a table, no sort of one", () => {
  const db = open();
  const plans: string[] = [];
  const prepare = db.prepare.bind(db);
  (db as { prepare: unknown }).prepare = (sql: string) => {
    const plan = (prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...paramsOf(sql)) as { detail: string }[]).map((r) => r.detail).join(" | ");
    plans.push(`${plan}\n  ${sql.replace(/\s+/g, " ").slice(0, 140)}`);
    return prepare(sql);
  };
  analyticsRepo(db);
  expect(plans.length).toBeGreaterThan(15);
  for (const p of plans) {
    expect(p, p).not.toMatch(/\bSCAN (rv_|s\b|b\b|c\b|cu\b|e\b)/);
    // Resetting balances through their partial index, not another that holds every space's rows.
    if (p.includes("FROM rv_balances")) expect(p, p).toMatch(/rv_balances_resetting/);
    expect(p, p).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
  }
  db.close();
});

/** Dummy values for a statement's named parameters. */
function paramsOf(sql: string): [Record<string, unknown>] | [] {
  const names = [...new Set([...sql.matchAll(/@(\w+)/g)].map((m) => m[1]))];
  if (names.length === 0) return sql.includes("?") ? ([1] as never) : [];
  return [Object.fromEntries(names.map((n) => [n, ["groups"].includes(n) ? "[]" : ["m", "k", "cur", "metric"].includes(n) ? "x" : 1]))];
}
