/**
 * Migration 22 on a database that has invoices already: `source` filled in by the rule that told
 * recorded invoices apart until then (no provider, a payment reference), `charge_attempts` 1 only
 * where a charge already came back declined (its key, the invoice id, is spent) and 0 where the
 * answer is unknown or awaits 3-D Secure (that key must be charged again, never a second one).
 */
import { expect, it } from "vitest";
import type { Db } from "../src/platform/db/database.js";
import { migrate, openDatabase } from "../src/platform/db/database.js";
import { platformMigrations } from "../src/platform/db/migrations.js";
import { revenueMigrations } from "../src/revenue/migrations.js";

function open(revenue = revenueMigrations): Db {
  const db = openDatabase(":memory:", { platform: platformMigrations, revenue });
  db.exec(`INSERT INTO workspaces (id, name, venture_id, created_at) VALUES ('w', 'W', 'v', 0); INSERT INTO spaces (id, workspace_id, mode, public_key) VALUES (1, 'w', 'test', 'pk')`);
  db.prepare("INSERT INTO rv_customers (seq, space_id, id, created_at) VALUES (1, 1, 'c1', 0)").run();
  return db;
}

it("fills in each invoice's source by the old rule and counts a charge attempt already declined", () => {
  const db = open(revenueMigrations.filter((m) => m.version < 22));
  const insert = db.prepare(
    `INSERT INTO rv_invoices (id, space_id, customer_seq, number, status, collection, currency, subtotal, total, lines, plan_ids, provider, payment_ref, last_error, created_at)
     VALUES (?, 1, 1, ?, ?, 'charge_automatically', 'usd', 100, 100, '[]', '[]', ?, ?, ?, 0)`,
  );
  const rows: [string, string, string | null, string | null, string | null][] = [
    ["in_recorded", "paid", null, "in_ext_1", null],
    ["in_recorded_open", "open", null, "in_ext_2", null],
    ["in_paid", "paid", "sandbox", "pi_1", null],
    ["in_declined", "open", "sandbox", "pi_2", "card_declined"],
    ["in_dunned", "uncollectible", "stripe", "pi_3", "insufficient_funds"],
    ["in_lost", "open", null, null, "provider_unavailable"],
    ["in_3ds", "open", "sandbox", "pi_4", "requires_action"],
    ["in_3ds_renewal", "open", "stripe", "pi_5", "authentication_required"],
    ["in_fresh", "open", "sandbox", null, null],
  ];
  rows.forEach(([id, status, provider, ref, error], i) => insert.run(id, i + 1, status, provider, ref, error));

  migrate(db, { platform: platformMigrations, revenue: revenueMigrations });
  expect(db.prepare("SELECT id, source, charge_attempts FROM rv_invoices ORDER BY seq").all()).toEqual([
    { id: "in_recorded", source: "recorded", charge_attempts: 0 },
    { id: "in_recorded_open", source: "recorded", charge_attempts: 0 },
    { id: "in_paid", source: "issued", charge_attempts: 0 },
    { id: "in_declined", source: "issued", charge_attempts: 1 },
    { id: "in_dunned", source: "issued", charge_attempts: 1 },
    { id: "in_lost", source: "issued", charge_attempts: 0 },
    { id: "in_3ds", source: "issued", charge_attempts: 0 },
    { id: "in_3ds_renewal", source: "issued", charge_attempts: 0 },
    { id: "in_fresh", source: "issued", charge_attempts: 0 },
  ]);
  // New rows: issued, no attempts, unless said otherwise; nothing but the two sources.
  db.prepare("INSERT INTO rv_invoices (id, space_id, customer_seq, number, status, collection, currency, subtotal, total, lines, plan_ids, created_at) VALUES ('in_new', 1, 1, 99, 'open', 'send_invoice', 'usd', 1, 1, '[]', '[]', 0)").run();
  expect(db.prepare("SELECT source, charge_attempts FROM rv_invoices WHERE id = 'in_new'").get()).toEqual({ source: "issued", charge_attempts: 0 });
  expect(() => db.prepare("UPDATE rv_invoices SET source = 'elsewhere' WHERE id = 'in_new'").run()).toThrow(/CHECK/);
});
