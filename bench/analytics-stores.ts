/**
 * Where the analytics bench's generated rows go (bench/analytics.bench.ts makes them, the same rows for
 * both engines): SQLite's file through better-sqlite3 prepared inserts, or PostgreSQL through `pg`
 * batch inserts (`INSERT … SELECT FROM unnest(…)`). One call is one transaction; every record goes in
 * through SQL, so the triggers that keep analytics' sums run for every row as they do for the API's
 * writes. Also the bench's plain reads: the raw sums analytics is checked against, row counts, size.
 */
import { statSync } from "node:fs";
import pg from "pg";
import type { Db } from "../src/platform/db/database.js";
import { pgTypes } from "../src/store/postgres/conn.js";

export interface CustomerRow {
  id: string;
  created_at: number;
  billing_currency: string | null;
}
export interface SubscriptionRow {
  id: string;
  customer_seq: number;
  plan_seq: number;
  started_at: number;
  current_period_start: number | null;
  current_period_end: number | null;
  period_paid: number;
  currency: string;
  bought: string | null;
}
export interface BalanceRow {
  id: string;
  customer_seq: number;
  subscription_seq: number;
  plan_id: string;
  granted: number;
  usage: number;
  overage_allowed: number;
  created_at: number;
  next_reset_at: number;
}
/** The period the last stored reset closed, as the reset trigger records it. */
export interface PeriodRow {
  balance_seq: number;
  period_end: number;
  next_reset_at: number;
  included: number;
  usage: number;
}
export interface CouponRow {
  id: string;
  customer_seq: number;
  created_at: number;
}
export interface InvoiceRow {
  id: string;
  customer_seq: number;
  number: number;
  currency: string;
  total: number;
  lines: string;
  plan_ids: string;
  at: number;
}
export interface EventRow {
  id: string;
  customer_seq: number;
  customer_id: string;
  feature_id: string;
  value: number;
  at: number;
}
export interface CostRow {
  id: string;
  customer_seq: number;
  customer_id: string;
  feature_id: string | null;
  source: string;
  amount: number;
  at: number;
}
/** The raw rows' figures over [start, end): revenue in minor units of usd (eur at 0.92), costs nano-usd, events. */
export interface RawSums {
  revenue: number;
  costs: number;
  events: number;
}

export const COUPON_TERMS = JSON.stringify({ type: "percentage_discount", value: 20, currency: null, duration: { type: "forever", length: null }, plan_ids: null });

/** Each write is one transaction; the seqs answered are in the rows' order. */
export interface SeedStore {
  engine: "sqlite" | "postgres";
  planSeqs(space: number): Promise<Map<string, number>>;
  customers(space: number, rows: CustomerRow[]): Promise<number[]>;
  subscriptions(space: number, rows: SubscriptionRow[]): Promise<number[]>;
  balances(space: number, rows: BalanceRow[]): Promise<number[]>;
  periods(rows: PeriodRow[]): Promise<void>;
  coupons(space: number, rows: CouponRow[]): Promise<void>;
  invoices(space: number, rows: InvoiceRow[]): Promise<number[]>;
  /** Refunds half of each invoice (the triggers write its revenue atoms again). */
  halfRefund(invoiceSeqs: number[]): Promise<void>;
  events(space: number, rows: EventRow[]): Promise<void>;
  costs(space: number, rows: CostRow[]): Promise<void>;
  count(table: string): Promise<number>;
  /** After the seeding, before anything is measured: SQLite copies its WAL into the file; PostgreSQL vacuums and analyzes. */
  settle(): Promise<void>;
  sizeMiB(): Promise<number>;
  rawSums(space: number, start: number, end: number): Promise<RawSums>;
  close(): Promise<void>;
}

const TABLE = /^[a-z_]+$/;

export function sqliteSeedStore(db: Db): SeedStore {
  const customer = db.prepare("INSERT INTO rv_customers (space_id, id, name, email, created_at, billing_currency) VALUES (?, ?, ?, ?, ?, ?) RETURNING seq");
  const sub = db.prepare(
    `INSERT INTO rv_subscriptions (id, space_id, customer_seq, plan_seq, status, started_at, created_at, current_period_start, current_period_end, period_anchor, period_paid, currency, bought)
     VALUES (?, ?, ?, ?, 'active', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq`,
  );
  const balance = db.prepare(
    `INSERT INTO rv_balances (id, space_id, customer_seq, feature_id, subscription_seq, plan_id, granted, usage, overage_allowed, reset_interval, reset_count, reset_anchor, next_reset_at, created_at)
     VALUES (?, ?, ?, 'messages', ?, ?, ?, ?, ?, 'month', 1, ?, ?, ?) RETURNING seq`,
  );
  const period = db.prepare("INSERT INTO rv_an_periods (balance_seq, period_end, next_reset_at, included, usage) VALUES (?, ?, ?, ?, ?)");
  const coupon = db.prepare(
    `INSERT INTO rv_redemptions (id, space_id, customer_seq, reward_id, reward_name, kind, terms, source, created_at)
     VALUES (?, ?, ?, 'bench20', 'Bench 20 %', 'coupon', ?, 'promo_code', ?)`,
  );
  const invoice = db.prepare(
    `INSERT INTO rv_invoices (id, space_id, customer_seq, number, status, collection, currency, subtotal, total, amount_paid, refunded, lines, plan_ids, provider, paid_at, created_at)
     VALUES (?, ?, ?, ?, 'paid', 'charge_automatically', ?, ?, ?, ?, 0, ?, ?, 'sandbox', ?, ?) RETURNING seq`,
  );
  const refund = db.prepare("UPDATE rv_invoices SET refunded = amount_paid / 2 WHERE seq = ?");
  const event = db.prepare(
    "INSERT INTO rv_events (id, space_id, customer_seq, customer_id, feature_id, value, properties, timestamp, created_at) VALUES (?, ?, ?, ?, ?, ?, '{}', ?, ?)",
  );
  const cost = db.prepare(
    `INSERT INTO rv_costs (id, space_id, customer_seq, customer_id, feature_id, source, amount, currency, original_amount, original_currency, properties, timestamp, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'usd', ?, 'usd', '{}', ?, ?)`,
  );
  const seq = (r: unknown) => (r as { seq: number }).seq;
  const inTx = <T>(fn: () => T): Promise<T> => Promise.resolve(db.transaction(fn)());
  return {
    engine: "sqlite",
    planSeqs: async (space) => new Map(db.prepare<[number], { id: string; seq: number }>("SELECT id, seq FROM rv_plans WHERE space_id = ?").all(space).map((r) => [r.id, r.seq])),
    customers: (space, rows) => inTx(() => rows.map((r) => seq(customer.get(space, r.id, `Customer ${r.id.slice(1)}`, `${r.id}@example.com`, r.created_at, r.billing_currency)))),
    subscriptions: (space, rows) =>
      inTx(() =>
        rows.map((r) =>
          seq(sub.get(r.id, space, r.customer_seq, r.plan_seq, r.started_at, r.started_at, r.current_period_start, r.current_period_end, r.started_at, r.period_paid, r.currency, r.bought)),
        ),
      ),
    balances: (space, rows) =>
      inTx(() =>
        rows.map((r) =>
          seq(balance.get(r.id, space, r.customer_seq, r.subscription_seq, r.plan_id, r.granted, r.usage, r.overage_allowed, r.created_at, r.next_reset_at, r.created_at)),
        ),
      ),
    periods: (rows) => inTx(() => void rows.forEach((r) => period.run(r.balance_seq, r.period_end, r.next_reset_at, r.included, r.usage))),
    coupons: (space, rows) => inTx(() => void rows.forEach((r) => coupon.run(r.id, space, r.customer_seq, COUPON_TERMS, r.created_at))),
    invoices: (space, rows) =>
      inTx(() => rows.map((r) => seq(invoice.get(r.id, space, r.customer_seq, r.number, r.currency, r.total, r.total, r.total, r.lines, r.plan_ids, r.at, r.at)))),
    halfRefund: (seqs) => inTx(() => void seqs.forEach((s) => refund.run(s))),
    events: (space, rows) => inTx(() => void rows.forEach((r) => event.run(r.id, space, r.customer_seq, r.customer_id, r.feature_id, r.value, r.at, r.at))),
    costs: (space, rows) =>
      inTx(() => void rows.forEach((r) => cost.run(r.id, space, r.customer_seq, r.customer_id, r.feature_id, r.source, r.amount, r.amount, r.at, r.at))),
    async count(table) {
      if (!TABLE.test(table)) throw new Error(`not a table name: ${table}`);
      return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    },
    async settle() {
      // Copy the seeding's WAL into the database now, not during a measured phase.
      db.pragma("wal_checkpoint(TRUNCATE)");
    },
    sizeMiB: async () => statSync(db.name).size / 2 ** 20,
    rawSums: async (space, start, end) =>
      db
        .prepare(
          `SELECT
             (SELECT sum(CASE currency WHEN 'eur' THEN (amount_paid - refunded) / 0.92 ELSE amount_paid - refunded END) FROM rv_invoices
               WHERE space_id = @space AND amount_paid > 0 AND paid_at >= @start AND paid_at < @end) AS revenue,
             (SELECT sum(amount) FROM rv_costs WHERE space_id = @space AND timestamp >= @start AND timestamp < @end) AS costs,
             (SELECT count(*) FROM rv_events WHERE space_id = @space AND timestamp >= @start AND timestamp < @end) AS events`,
        )
        .get({ space, start, end }) as RawSums,
    close: async () => {},
  };
}

/**
 * PostgreSQL at `url` (the harness's database), on a connection of its own. Batch inserts of
 * `unnest` arrays, one statement per call: the rows enter in array order (`WITH ORDINALITY`,
 * ordered), so identity seqs are given as SQLite's rowids are; `RETURNING` answers them by id.
 */
export async function postgresSeedStore(url: string): Promise<SeedStore> {
  const client = new pg.Client({ connectionString: url, types: pgTypes, application_name: "tandem-bench-seed" });
  await client.connect();
  const inTx = async <T>(fn: () => Promise<T>): Promise<T> => {
    await client.query("BEGIN");
    try {
      const r = await fn();
      await client.query("COMMIT");
      return r;
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      throw err;
    }
  };
  /** Inserts and answers the seqs in the order of `ids`. */
  const returning = async (text: string, values: unknown[], ids: string[]): Promise<number[]> => {
    const rows = (await client.query<{ id: string; seq: number }>(text, values)).rows;
    const byId = new Map(rows.map((r) => [r.id, r.seq]));
    return ids.map((id) => {
      const s = byId.get(id);
      if (s === undefined) throw new Error(`no seq returned for ${id}`);
      return s;
    });
  };
  const col = <R, K extends keyof R>(rows: R[], k: K) => rows.map((r) => r[k]);
  return {
    engine: "postgres",
    async planSeqs(space) {
      const rows = (await client.query<{ id: string; seq: number }>("SELECT id, seq FROM rv_plans WHERE space_id = $1", [space])).rows;
      return new Map(rows.map((r) => [r.id, r.seq]));
    },
    customers: (space, rows) =>
      inTx(() =>
        returning(
          `INSERT INTO rv_customers (space_id, id, name, email, created_at, billing_currency)
           SELECT $1, id, 'Customer ' || substr(id, 2), id || '@example.com', created_at, billing_currency
           FROM unnest($2::text[], $3::bigint[], $4::text[]) WITH ORDINALITY AS u(id, created_at, billing_currency, o) ORDER BY o
           RETURNING id, seq`,
          [space, col(rows, "id"), col(rows, "created_at"), col(rows, "billing_currency")],
          col(rows, "id"),
        ),
      ),
    subscriptions: (space, rows) =>
      inTx(() =>
        returning(
          `INSERT INTO rv_subscriptions (id, space_id, customer_seq, plan_seq, status, started_at, created_at, current_period_start, current_period_end, period_anchor, period_paid, currency, bought)
           SELECT id, $1, customer_seq, plan_seq, 'active', started_at, started_at, period_start, period_end, started_at, period_paid, currency, bought
           FROM unnest($2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[], $9::text[], $10::text[])
             WITH ORDINALITY AS u(id, customer_seq, plan_seq, started_at, period_start, period_end, period_paid, currency, bought, o) ORDER BY o
           RETURNING id, seq`,
          [
            space,
            col(rows, "id"),
            col(rows, "customer_seq"),
            col(rows, "plan_seq"),
            col(rows, "started_at"),
            col(rows, "current_period_start"),
            col(rows, "current_period_end"),
            col(rows, "period_paid"),
            col(rows, "currency"),
            col(rows, "bought"),
          ],
          col(rows, "id"),
        ),
      ),
    balances: (space, rows) =>
      inTx(() =>
        returning(
          `INSERT INTO rv_balances (id, space_id, customer_seq, feature_id, subscription_seq, plan_id, granted, usage, overage_allowed, reset_interval, reset_count, reset_anchor, next_reset_at, created_at)
           SELECT id, $1, customer_seq, 'messages', subscription_seq, plan_id, granted, usage, overage_allowed, 'month', 1, created_at, next_reset_at, created_at
           FROM unnest($2::text[], $3::bigint[], $4::bigint[], $5::text[], $6::bigint[], $7::bigint[], $8::bigint[], $9::bigint[], $10::bigint[])
             WITH ORDINALITY AS u(id, customer_seq, subscription_seq, plan_id, granted, usage, overage_allowed, created_at, next_reset_at, o) ORDER BY o
           RETURNING id, seq`,
          [
            space,
            col(rows, "id"),
            col(rows, "customer_seq"),
            col(rows, "subscription_seq"),
            col(rows, "plan_id"),
            col(rows, "granted"),
            col(rows, "usage"),
            col(rows, "overage_allowed"),
            col(rows, "created_at"),
            col(rows, "next_reset_at"),
          ],
          col(rows, "id"),
        ),
      ),
    periods: (rows) =>
      inTx(async () => {
        await client.query(
          `INSERT INTO rv_an_periods (balance_seq, period_end, next_reset_at, included, usage)
           SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[])`,
          [col(rows, "balance_seq"), col(rows, "period_end"), col(rows, "next_reset_at"), col(rows, "included"), col(rows, "usage")],
        );
      }),
    coupons: (space, rows) =>
      inTx(async () => {
        await client.query(
          `INSERT INTO rv_redemptions (id, space_id, customer_seq, reward_id, reward_name, kind, terms, source, created_at)
           SELECT id, $1, customer_seq, 'bench20', 'Bench 20 %', 'coupon', $2, 'promo_code', created_at
           FROM unnest($3::text[], $4::bigint[], $5::bigint[]) WITH ORDINALITY AS u(id, customer_seq, created_at, o) ORDER BY o`,
          [space, COUPON_TERMS, col(rows, "id"), col(rows, "customer_seq"), col(rows, "created_at")],
        );
      }),
    invoices: (space, rows) =>
      inTx(() =>
        returning(
          `INSERT INTO rv_invoices (id, space_id, customer_seq, number, status, collection, currency, subtotal, total, amount_paid, refunded, lines, plan_ids, provider, paid_at, created_at)
           SELECT id, $1, customer_seq, number, 'paid', 'charge_automatically', currency, total, total, total, 0, lines, plan_ids, 'sandbox', at, at
           FROM unnest($2::text[], $3::bigint[], $4::bigint[], $5::text[], $6::bigint[], $7::text[], $8::text[], $9::bigint[])
             WITH ORDINALITY AS u(id, customer_seq, number, currency, total, lines, plan_ids, at, o) ORDER BY o
           RETURNING id, seq`,
          [
            space,
            col(rows, "id"),
            col(rows, "customer_seq"),
            col(rows, "number"),
            col(rows, "currency"),
            col(rows, "total"),
            col(rows, "lines"),
            col(rows, "plan_ids"),
            col(rows, "at"),
          ],
          col(rows, "id"),
        ),
      ),
    halfRefund: (seqs) =>
      inTx(async () => {
        // bigint division truncates, as SQLite's integer division does.
        await client.query("UPDATE rv_invoices SET refunded = amount_paid / 2 WHERE seq = ANY ($1::bigint[])", [seqs]);
      }),
    events: (space, rows) =>
      inTx(async () => {
        await client.query(
          `INSERT INTO rv_events (id, space_id, customer_seq, customer_id, feature_id, value, properties, timestamp, created_at)
           SELECT id, $1, customer_seq, customer_id, feature_id, value, '{}', at, at
           FROM unnest($2::text[], $3::bigint[], $4::text[], $5::text[], $6::bigint[], $7::bigint[]) WITH ORDINALITY AS u(id, customer_seq, customer_id, feature_id, value, at, o) ORDER BY o`,
          [space, col(rows, "id"), col(rows, "customer_seq"), col(rows, "customer_id"), col(rows, "feature_id"), col(rows, "value"), col(rows, "at")],
        );
      }),
    costs: (space, rows) =>
      inTx(async () => {
        await client.query(
          `INSERT INTO rv_costs (id, space_id, customer_seq, customer_id, feature_id, source, amount, currency, original_amount, original_currency, properties, timestamp, created_at)
           SELECT id, $1, customer_seq, customer_id, feature_id, source, amount, 'usd', amount, 'usd', '{}', at, at
           FROM unnest($2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::bigint[])
             WITH ORDINALITY AS u(id, customer_seq, customer_id, feature_id, source, amount, at, o) ORDER BY o`,
          [space, col(rows, "id"), col(rows, "customer_seq"), col(rows, "customer_id"), col(rows, "feature_id"), col(rows, "source"), col(rows, "amount"), col(rows, "at")],
        );
      }),
    async count(table) {
      if (!TABLE.test(table)) throw new Error(`not a table name: ${table}`);
      return (await client.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n;
    },
    async settle() {
      // Statistics and the visibility map as autovacuum would leave them, before anything is measured
      // (else autovacuum analyzes the fresh tables during the measured calls).
      await client.query("VACUUM (ANALYZE)");
      // The seeding's dirty pages written now, not during a measured phase (needs the right to; skipped without it).
      await client.query("CHECKPOINT").catch(() => {});
    },
    sizeMiB: async () => (await client.query<{ n: number }>("SELECT pg_database_size(current_database()) AS n")).rows[0].n / 2 ** 20,
    async rawSums(space, start, end) {
      // float8: the eur revenue is a fraction; the sums compare within a cent (as on SQLite's REAL).
      return (
        await client.query<RawSums>(
          `SELECT
             (SELECT sum(CASE currency WHEN 'eur' THEN (amount_paid - refunded) / 0.92 ELSE amount_paid - refunded END)::float8 FROM rv_invoices
               WHERE space_id = $1 AND amount_paid > 0 AND paid_at >= $2 AND paid_at < $3) AS revenue,
             (SELECT sum(amount)::float8 FROM rv_costs WHERE space_id = $1 AND timestamp >= $2 AND timestamp < $3) AS costs,
             (SELECT count(*) FROM rv_events WHERE space_id = $1 AND timestamp >= $2 AND timestamp < $3) AS events`,
          [space, start, end],
        )
      ).rows[0];
    },
    close: () => client.end(),
  };
}
