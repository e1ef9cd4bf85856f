/**
 * Migration 24 on a database that has credit notes already, on both engines: rv_credit_notes keyed
 * by (credit note, invoice refunded) — one credit note of billing may refund several invoices —
 * with `refund_ref` filled in from the credit note's own payment reference (its one refund).
 */
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { migrate, openDatabase } from "../src/platform/db/database.js";
import { platformMigrations } from "../src/platform/db/migrations.js";
import { revenueMigrations } from "../src/revenue/migrations.js";
import { POSTGRES_DOMAINS, postgresSchema } from "../src/store/postgres/schema/index.js";
import { type ThrowawayPostgres, throwawayPostgres } from "./support/postgres.js";

const INVOICES = `INSERT INTO rv_invoices (id, space_id, customer_seq, number, status, collection, currency, subtotal, total, lines, plan_ids, provider, payment_ref, created_at) VALUES
  ('in_paid', 1, 1, 1, 'paid', 'charge_automatically', 'usd', 3000, 3000, '[]', '[]', 'sandbox', 'pi_1', 0),
  ('in_note', 1, 1, 2, 'paid', 'charge_automatically', 'usd', -1000, -1000, '[]', '[]', 'sandbox', 're_1', 0),
  ('in_other', 1, 1, 3, 'paid', 'charge_automatically', 'usd', 500, 500, '[]', '[]', 'sandbox', 'pi_2', 0)`;
const NOTE = "INSERT INTO rv_credit_notes (note_seq, invoice_seq, amount, reason, created_at) VALUES (2, 1, 1000, 'late delivery', 0)";
const LINK_SECOND = "INSERT INTO rv_credit_notes (note_seq, invoice_seq, amount, reason, refund_ref, created_at) VALUES (2, 3, 500, 'downgrade', 're_2', 0)";

it("SQLite: the link keeps its amount and reason, gains the note's refund, and a credit note can refund a second invoice once", () => {
  const db = openDatabase(":memory:", { platform: platformMigrations, revenue: revenueMigrations.filter((m) => m.version < 24) });
  db.exec(`INSERT INTO workspaces (id, name, venture_id, created_at) VALUES ('w', 'W', 'v', 0); INSERT INTO spaces (id, workspace_id, mode, public_key) VALUES (1, 'w', 'test', 'pk')`);
  db.prepare("INSERT INTO rv_customers (seq, space_id, id, created_at) VALUES (1, 1, 'c1', 0)").run();
  db.exec(INVOICES);
  db.exec(NOTE);
  // Before: one invoice per credit note.
  expect(() => db.exec("INSERT INTO rv_credit_notes (note_seq, invoice_seq, amount, reason, created_at) VALUES (2, 3, 500, 'downgrade', 0)")).toThrow(/UNIQUE|PRIMARY/);

  migrate(db, { platform: platformMigrations, revenue: revenueMigrations });
  expect(db.prepare("SELECT note_seq, invoice_seq, amount, reason, refund_ref FROM rv_credit_notes").all()).toEqual([{ note_seq: 2, invoice_seq: 1, amount: 1000, reason: "late delivery", refund_ref: "re_1" }]);
  db.exec(LINK_SECOND);
  expect(() => db.exec(LINK_SECOND)).toThrow(/UNIQUE|PRIMARY/);
  expect(db.prepare("SELECT invoice_seq FROM rv_credit_notes WHERE note_seq = 2 ORDER BY invoice_seq").all()).toEqual([{ invoice_seq: 1 }, { invoice_seq: 3 }]);
  // The index the invoice page reads by is back.
  expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rv_credit_notes' AND sql IS NOT NULL").all()).toEqual([{ name: "rv_credit_notes_of_invoice" }]);
  // They still go with their invoices.
  db.exec("DELETE FROM rv_invoices WHERE id = 'in_note'");
  expect(db.prepare("SELECT COUNT(*) AS n FROM rv_credit_notes").get()).toEqual({ n: 0 });
});

let server: ThrowawayPostgres | undefined;
afterAll(async () => await server?.stop());

it("PostgreSQL: the same", async () => {
  server = await throwawayPostgres();
  const client = new pg.Client({ connectionString: await server.database("credit_notes_migration") });
  await client.connect();
  try {
    const apply = async (upTo: number | null, from = 0) => {
      for (const domain of POSTGRES_DOMAINS) {
        const { baseline, later } = postgresSchema[domain];
        if (from === 0) await client.query(baseline.sql);
        for (const [v, sql] of Object.entries(later).sort(([a], [b]) => Number(a) - Number(b))) {
          const n = Number(v);
          if (domain === "revenue" ? n > from && (upTo === null || n <= upTo) : from === 0) await client.query(sql);
        }
      }
    };
    await apply(23);
    await client.query(`INSERT INTO workspaces (id, name, venture_id, created_at) VALUES ('w', 'W', 'v', 0); INSERT INTO spaces (id, workspace_id, mode, public_key) VALUES (1, 'w', 'test', 'pk')`);
    await client.query("INSERT INTO rv_customers (seq, space_id, id, created_at) VALUES (1, 1, 'c1', 0)");
    await client.query(INVOICES); // seq 1, 2, 3 (a new identity)
    await client.query(NOTE);
    await apply(null, 23);
    expect((await client.query("SELECT note_seq::int, invoice_seq::int, amount::int, reason, refund_ref FROM rv_credit_notes")).rows).toEqual([{ note_seq: 2, invoice_seq: 1, amount: 1000, reason: "late delivery", refund_ref: "re_1" }]);
    await client.query(LINK_SECOND);
    await expect(client.query(LINK_SECOND)).rejects.toThrow(/duplicate key/);
    expect((await client.query("SELECT invoice_seq::int FROM rv_credit_notes WHERE note_seq = 2 ORDER BY invoice_seq")).rows).toEqual([{ invoice_seq: 1 }, { invoice_seq: 3 }]);
  } finally {
    await client.end();
  }
}, 180_000);
