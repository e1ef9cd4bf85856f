/**
 * Seeds many customers renewing at the same instant, straight into the database
 * (the kill -9 test and the renewal benchmark): a monthly plan at 20 with
 * 100 messages included and 0.10 beyond, one customer per subscription, each
 * with a saved sandbox card, all periods ending at `end`. On SQLite in one
 * transaction of the server's connection; on PostgreSQL in one transaction of a
 * connection of its own, a few hundred rows a statement.
 */
import pg from "pg";
import { pgTypes } from "../../src/store/postgres/conn.js";
import type { Tandem } from "../../src/tandem.js";
import { testSql } from "./sql.js";

export const SEED_START = Date.UTC(2026, 0, 1);
export const SEED_END = Date.UTC(2026, 1, 1);
const SEED_START_DEFAULT = SEED_START;
const SEED_END_DEFAULT = SEED_END;

export async function seedRenewals(t: Tandem, n: number, opts: { card?: "ok" | "decline_later"; overage?: number; start?: number; end?: number } = {}): Promise<{ spaceId: number; planId: string; featureId: string }> {
  const SEED_START = opts.start ?? SEED_START_DEFAULT;
  const SEED_END = opts.end ?? SEED_END_DEFAULT;
  const space = (await t.workspaces.space(t.workspace.id, "test"))!;
  const spaceId = space.id as number;
  const services = t.revenue.services;
  const featureId = "messages";
  const planId = "pro";
  const sql = testSql(t);
  let planSeq: number, definition: string, base: number;
  try {
    if (!(await sql.get("SELECT 1 FROM rv_plans WHERE space_id = ? AND id = ?", spaceId, planId))) {
      await services.features.create(t.store.read, spaceId, { feature_id: featureId, name: "Messages", type: "metered", consumable: true });
      await services.plans.create(t.store.read, { spaceId, mode: "test" }, {
        plan_id: planId,
        name: "Pro",
        price: { amount: 20, interval: "month" },
        items: [{ feature_id: featureId, included: 100, reset: { interval: "month" }, price: { amount: 0.1, interval: "month", billing_method: "usage_based" } }],
      });
    }
    ({ seq: planSeq, definition } = (await sql.get<{ seq: number; definition: string }>("SELECT seq, definition FROM rv_plans WHERE space_id = ? AND id = ?", spaceId, planId))!);
    base = (await sql.get<{ n: number }>("SELECT count(*) AS n FROM rv_customers"))!.n;
  } finally {
    await sql.close();
  }
  const seed: Seed = { n, base, spaceId, planSeq, planId, featureId, definition, start: SEED_START, end: SEED_END, overage: opts.overage ?? 0, card: opts.card ?? "ok" };
  if (!t.db) {
    await seedPostgres(t.database, seed);
    return { spaceId, planId, featureId };
  }
  const insCustomer = t.db!.prepare("INSERT INTO rv_customers (space_id, id, created_at, billing_currency) VALUES (?, ?, ?, 'usd') RETURNING seq");
  const insSub = t.db!.prepare(
    `INSERT INTO rv_subscriptions (id, space_id, customer_seq, plan_seq, status, quantity, started_at, created_at, current_period_start, current_period_end,
       past_due, period_paid, currency, bought, period_anchor, balances_def)
     VALUES (?, ?, ?, ?, 'active', 1, ?, ?, ?, ?, 0, 2000, 'usd', '{}', ?, ?) RETURNING seq`,
  );
  const insBalance = t.db!.prepare(
    `INSERT INTO rv_balances (id, space_id, customer_seq, feature_id, subscription_seq, plan_id, granted, usage, overage_allowed, price, reset_interval,
       reset_count, reset_anchor, next_reset_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 100000000, ?, 1, '{"amount":0.1,"billing_units":1,"billing_method":"usage_based","max_purchase":null}', 'month', 1, ?, ?, ?)`,
  );
  const insMethod = t.db!.prepare(
    `INSERT INTO rv_payment_methods (space_id, customer_seq, provider, provider_id, type, brand, last4, exp_month, exp_year, is_default, created_at)
     VALUES (?, ?, 'sandbox', ?, 'card', 'visa', '4242', 12, 2040, 1, ?)`,
  );
  const insSandbox = t.db!.prepare("INSERT INTO rv_sandbox_methods (id, behavior, created_at) VALUES (?, ?, ?)");
  const insProviderCustomer = t.db!.prepare("INSERT INTO rv_provider_customers (customer_seq, provider, provider_customer_id) VALUES (?, 'sandbox', ?)");
  t.db!.transaction(() => {
    for (let i = 0; i < n; i++) {
      const k = base + i;
      const c = (insCustomer.get(spaceId, `cus_${k}`, SEED_START) as { seq: number }).seq;
      const subId = `sub_${k}`;
      const s = (insSub.get(subId, spaceId, c, planSeq, SEED_START, SEED_START, SEED_START, SEED_END, SEED_START, definition) as { seq: number }).seq;
      insBalance.run(`${subId}_0`, spaceId, c, featureId, s, planId, (100 + (opts.overage ?? 0)) * 1_000_000, SEED_START, SEED_END, SEED_START);
      insMethod.run(spaceId, c, `pm_${k}`, SEED_START);
      insSandbox.run(`pm_${k}`, opts.card ?? "ok", SEED_START);
      insProviderCustomer.run(c, `cus_sbx_${k}`);
    }
  })();
  return { spaceId, planId, featureId };
}

interface Seed {
  n: number;
  /** Customers already there: the new ones are cus_<base>… */
  base: number;
  spaceId: number;
  planSeq: number;
  planId: string;
  featureId: string;
  definition: string;
  start: number;
  end: number;
  overage: number;
  card: "ok" | "decline_later";
}

const BALANCE_PRICE = '{"amount":0.1,"billing_units":1,"billing_method":"usage_based","max_purchase":null}';

/** The rows of seedRenewals on PostgreSQL: one transaction, each table a multi-row INSERT per chunk of customers. */
async function seedPostgres(url: string, s: Seed): Promise<void> {
  const client = new pg.Client({ connectionString: url, types: pgTypes });
  await client.connect();
  /** INSERT of `rows` (each `width` values) into `head` (`INSERT INTO t (cols)`), `$n` numbered; answers RETURNING's rows. */
  const insert = async <R extends pg.QueryResultRow>(head: string, rows: unknown[][], returning = ""): Promise<R[]> => {
    let k = 0;
    const values = rows.map((r) => `(${r.map(() => `$${++k}`).join(", ")})`).join(", ");
    return (await client.query<R>(`${head} VALUES ${values} ${returning}`, rows.flat())).rows;
  };
  try {
    await client.query("BEGIN");
    const CHUNK = 500;
    for (let from = 0; from < s.n; from += CHUNK) {
      const ks = Array.from({ length: Math.min(CHUNK, s.n - from) }, (_, i) => s.base + from + i);
      const customers = await insert<{ seq: number; id: string }>(
        "INSERT INTO rv_customers (space_id, id, created_at, billing_currency)",
        ks.map((k) => [s.spaceId, `cus_${k}`, s.start, "usd"]),
        "RETURNING seq, id",
      );
      const customerSeq = new Map(customers.map((c) => [c.id, c.seq]));
      const cs = ks.map((k) => ({ k, c: customerSeq.get(`cus_${k}`)! }));
      const subs = await insert<{ seq: number; id: string }>(
        `INSERT INTO rv_subscriptions (id, space_id, customer_seq, plan_seq, status, quantity, started_at, created_at, current_period_start, current_period_end,
           past_due, period_paid, currency, bought, period_anchor, balances_def)`,
        cs.map(({ k, c }) => [`sub_${k}`, s.spaceId, c, s.planSeq, "active", 1, s.start, s.start, s.start, s.end, 0, 2000, "usd", "{}", s.start, s.definition]),
        "RETURNING seq, id",
      );
      const subSeq = new Map(subs.map((x) => [x.id, x.seq]));
      await insert(
        `INSERT INTO rv_balances (id, space_id, customer_seq, feature_id, subscription_seq, plan_id, granted, usage, overage_allowed, price, reset_interval,
           reset_count, reset_anchor, next_reset_at, created_at)`,
        cs.map(({ k, c }) => [`sub_${k}_0`, s.spaceId, c, s.featureId, subSeq.get(`sub_${k}`)!, s.planId, 100_000_000, (100 + s.overage) * 1_000_000, 1, BALANCE_PRICE, "month", 1, s.start, s.end, s.start]),
      );
      await insert(
        "INSERT INTO rv_payment_methods (space_id, customer_seq, provider, provider_id, type, brand, last4, exp_month, exp_year, is_default, created_at)",
        cs.map(({ k, c }) => [s.spaceId, c, "sandbox", `pm_${k}`, "card", "visa", "4242", 12, 2040, 1, s.start]),
      );
      await insert("INSERT INTO rv_sandbox_methods (id, behavior, created_at)", cs.map(({ k }) => [`pm_${k}`, s.card, s.start]));
      await insert("INSERT INTO rv_provider_customers (customer_seq, provider, provider_customer_id)", cs.map(({ k, c }) => [c, "sandbox", `cus_sbx_${k}`]));
    }
    await client.query("COMMIT");
  } catch (e) {
    await client.query("ROLLBACK").catch(() => {});
    throw e;
  } finally {
    await client.end();
  }
}
