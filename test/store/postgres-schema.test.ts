/**
 * The PostgreSQL baselines (src/store/postgres/schema/) against the SQLite schema they translate: they
 * apply in order on an empty database, every SQLite table, column, index, foreign key, CHECK and
 * trigger has its PostgreSQL counterpart (a short allow-list says why where they differ on purpose),
 * the seed rows are the same, and the analytics triggers keep the same sums for the same rows.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, type Migration, openDatabase } from "../../src/platform/db/database.js";
import { platformMigrations } from "../../src/platform/db/migrations.js";
import { revenueMigrations } from "../../src/revenue/migrations.js";
import { migratePostgres } from "../../src/store/postgres/migrate.js";
import { POSTGRES_DOMAINS, postgresSchema } from "../../src/store/postgres/schema/index.js";
import { MIGRATIONS } from "../../src/tandem.js";
import { type ThrowawayPostgres, throwawayPostgres } from "../support/postgres.js";

/** int8 and integral numeric as JS numbers (what the engine's pool does; conn.ts). */
const INT8 = 20;
const NUMERIC = 1700;
const asNumber = (v: string) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new Error(`not a safe integer: ${v}`);
  return n;
};
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8 || oid === NUMERIC ? asNumber : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

let server: ThrowawayPostgres;
const clients: pg.Client[] = [];
beforeAll(async () => {
  server = await throwawayPostgres();
}, 120_000);
afterAll(async () => {
  for (const c of clients) await c.end();
  await server?.stop();
});

async function clientOf(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, types });
  await client.connect();
  clients.push(client);
  return client;
}

/** A client on a new, empty database of that name. */
const connect = async (name: string): Promise<pg.Client> => clientOf(await server.database(name));

/** Applies every domain's baseline in order, then its later migrations by version, each in its own transaction. */
async function applyBaselines(client: pg.Client): Promise<void> {
  for (const domain of POSTGRES_DOMAINS) {
    const { baseline, later } = postgresSchema[domain];
    const steps: [string, string][] = [["baseline", baseline.sql], ...Object.entries(later).sort(([a], [b]) => Number(a) - Number(b))];
    for (const [what, sql] of steps) {
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query("COMMIT");
      } catch (err) {
        await client.query("ROLLBACK");
        throw new Error(`${domain} ${what}: ${(err as Error).message}`);
      }
    }
  }
}

const migratedSqlite = (): Db => openDatabase(":memory:", MIGRATIONS);

// ---------------------------------------------------------------------------------------------
// What SQLite has, read from a migrated database.

interface Column {
  name: string;
  type: string;
  notNull: boolean;
  dflt: string | null;
}
interface Index {
  table: string;
  unique: boolean;
  partial: boolean;
  columns: string[];
}

const FTS_SHADOW = /_(data|idx|content|docsize|config)$/;

function sqliteTables(db: Db): { name: string; sql: string }[] {
  const all = db.prepare<[], { name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
  const virtual = new Set(all.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name));
  return all.filter(
    (t) => !t.name.startsWith("sqlite_") && !virtual.has(t.name) && !(FTS_SHADOW.test(t.name) && virtual.has(t.name.replace(FTS_SHADOW, ""))),
  );
}

function sqliteColumns(db: Db, table: string): Column[] {
  return db
    .prepare<[], { name: string; type: string; notnull: number; pk: number; dflt_value: string | null }>(`PRAGMA table_info("${table}")`)
    .all()
    .map((c) => ({
      name: c.name,
      type: { INTEGER: "bigint", TEXT: "text", BLOB: "bytea" }[c.type] ?? c.type,
      // A primary key column is NOT NULL on PostgreSQL; SQLite only enforces it for rowid keys and WITHOUT ROWID tables.
      notNull: c.notnull === 1 || c.pk > 0,
      dflt: c.dflt_value,
    }));
}

function sqliteIndexes(db: Db, table: string): (Index & { name: string; origin: string })[] {
  return db
    .prepare<[], { name: string; unique: number; origin: string; partial: number }>(`PRAGMA index_list("${table}")`)
    .all()
    .map((i) => ({
      name: i.name,
      origin: i.origin,
      table,
      unique: i.unique === 1,
      partial: i.partial === 1,
      columns: db.prepare<[], { name: string }>(`PRAGMA index_info("${i.name}")`).all().map((c) => c.name),
    }));
}

function sqliteForeignKeys(db: Db, table: string): string[] {
  const rows = db
    .prepare<[], { id: number; table: string; from: string; to: string; on_delete: string }>(`PRAGMA foreign_key_list("${table}")`)
    .all();
  return rows.map((f) => `${f.from} → ${f.table}(${f.to}) ON DELETE ${f.on_delete}`).sort();
}

// ---------------------------------------------------------------------------------------------
// What PostgreSQL has, read from its catalogue.

async function pgTables(c: pg.Client): Promise<string[]> {
  const r = await c.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1");
  return r.rows.map((t) => t.name);
}

async function pgColumns(c: pg.Client, table: string): Promise<(Column & { collation: string | null })[]> {
  const r = await c.query<{ name: string; type: string; not_null: boolean; dflt: string | null; collation: string | null }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
            pg_get_expr(d.adbin, d.adrelid) AS dflt, co.collname AS collation
     FROM pg_attribute a
     LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     LEFT JOIN pg_collation co ON co.oid = a.attcollation AND a.attcollation <> 0
     WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
    [table],
  );
  return r.rows.map((x) => ({ name: x.name, type: x.type, notNull: x.not_null, dflt: x.dflt, collation: x.collation }));
}

async function pgIndexes(c: pg.Client): Promise<Map<string, Index>> {
  const r = await c.query<{ name: string; table: string; unique: boolean; partial: boolean; columns: (string | null)[] }>(
    `SELECT ic.relname AS name, t.relname AS table, i.indisunique AS unique, i.indpred IS NOT NULL AS partial,
            array(SELECT a.attname FROM unnest(i.indkey) WITH ORDINALITY k(attnum, n)
                  LEFT JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS columns
     FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
     JOIN pg_namespace ns ON ns.oid = t.relnamespace WHERE ns.nspname = current_schema()`,
  );
  return new Map(r.rows.map((x) => [x.name, { table: x.table, unique: x.unique, partial: x.partial, columns: x.columns.map((col) => col ?? "(expression)") }]));
}

async function pgForeignKeys(c: pg.Client, table: string): Promise<string[]> {
  const r = await c.query<{ fk: string }>(
    `SELECT a.attname || ' → ' || rt.relname || '(' || ra.attname || ') ON DELETE ' ||
            CASE con.confdeltype WHEN 'a' THEN 'NO ACTION' WHEN 'c' THEN 'CASCADE' WHEN 'n' THEN 'SET NULL' WHEN 'r' THEN 'RESTRICT' ELSE 'SET DEFAULT' END AS fk
     FROM pg_constraint con
     JOIN pg_class rt ON rt.oid = con.confrelid
     JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = con.conkey[1]
     JOIN pg_attribute ra ON ra.attrelid = con.confrelid AND ra.attnum = con.confkey[1]
     WHERE con.contype = 'f' AND con.conrelid = $1::regclass`,
    [table],
  );
  return r.rows.map((x) => x.fk).sort();
}

/** A PostgreSQL default as SQLite writes it: `'{}'::text` → `'{}'`. */
const sqliteStyleDefault = (d: string | null) => (d === null || /^nextval\(|^generated/i.test(d) ? null : d.replace(/::(text|bigint|integer)$/, ""));

// ---------------------------------------------------------------------------------------------
// Deliberate differences (each with its reason).

/** SQLite tables without a PostgreSQL table of the same name. */
const TABLES_ONLY_IN_SQLITE: Record<string, string> = {
  schema_migrations: "the migration runner's own bookkeeping (src/platform/db/database.ts), not a domain's schema; the PostgreSQL store keeps its own",
};

/** SQLite unique indexes (by table and columns) that PostgreSQL enforces another way. */
const UNIQUE_ELSEWHERE: Record<string, string> = {
  "console_operators(email)": "COLLATE NOCASE unique: console_operators_email, a unique index on lower(email)",
};

/** PostgreSQL indexes SQLite has no index of that name for. */
const INDEXES_ONLY_IN_POSTGRES: Record<string, string> = {
  console_operators_email: "SQLite's UNIQUE COLLATE NOCASE on email (an automatic index): lower(email) under \"C\" folds ASCII as NOCASE does",
  conversation_search_by_conversation: "FTS5's UNINDEXED column is scanned; a plain table needs the index to delete a conversation's rows",
  conversation_cjk_by_conversation: "as conversation_search_by_conversation",
  rate_counts_ended: "rate_counts is PostgreSQL's only (TABLES_ONLY_IN_POSTGRES)",
};

/** Tables only PostgreSQL has: state SQLite keeps in the one process a file has. */
const TABLES_ONLY_IN_POSTGRES: Record<string, string> = {
  rate_counts: "the rate counters the nodes share (src/platform/http/shared-rate-store.ts); SQLite counts in memory",
};

/** The search tables (FTS5 on SQLite): their PostgreSQL columns, as pg-common.md "Search" fixes them. */
const SEARCH_TABLES: Record<string, string[]> = {
  conversation_search: ["id", "text", "conversation_seq", "kind", "words"],
  conversation_cjk: ["id", "grams", "conversation_seq", "kind", "words"],
  ticket_search: ["ticket_seq", "title", "description", "words"],
  ticket_cjk: ["ticket_seq", "grams", "words"],
  feedback_search: ["feedback_seq", "title", "message", "words"],
  feedback_cjk: ["feedback_seq", "grams", "words"],
  contact_search: ["contact_seq", "name", "email", "external_id", "words"],
  contact_cjk: ["contact_seq", "grams", "words"],
};

describe("the PostgreSQL baselines", () => {
  it("each domain's baseline applies in order (platform, revenue, desk, console) on an empty database, one transaction each", async () => {
    expect(POSTGRES_DOMAINS).toEqual(["platform", "revenue", "desk", "console"]);
    for (const domain of POSTGRES_DOMAINS) {
      // A baseline and the later bodies go as far as the SQLite list, one body per version after the
      // baseline, and leave the transaction to whoever applies them.
      const { baseline, later } = postgresSchema[domain];
      const versions = (MIGRATIONS as Record<string, Migration[]>)[domain].map((m) => m.version);
      expect(Object.keys(later).map(Number)).toEqual(versions.filter((v) => v > baseline.upTo).sort((a, b) => a - b));
      for (const sql of [baseline.sql, ...Object.values(later)]) {
        expect(sql).not.toMatch(/^\s*(BEGIN\s*(WORK|TRANSACTION)?\s*;|COMMIT|ROLLBACK|START\s+TRANSACTION|SAVEPOINT)\b/im);
      }
    }
    const client = await connect("schema_apply");
    await applyBaselines(client);
    // Nothing half-applied and nothing outside the schema: one extension-free schema of tables.
    const ext = await client.query<{ extname: string }>("SELECT extname FROM pg_extension WHERE extname <> 'plpgsql'");
    expect(ext.rows).toEqual([]);
    expect((await pgTables(client)).length).toBeGreaterThan(80);
  });

  describe("have SQLite's shape", () => {
    let sqlite: Db;
    let client: pg.Client;
    beforeAll(async () => {
      sqlite = migratedSqlite();
      client = await connect("schema_shape");
      await applyBaselines(client);
    });
    afterAll(() => sqlite?.close());

    it("every SQLite table, with the same columns in the same order, types, NOT NULL and defaults; text in byte order", async () => {
      const have = new Set(await pgTables(client));
      const differences: string[] = [];
      for (const { name } of sqliteTables(sqlite)) {
        if (TABLES_ONLY_IN_SQLITE[name]) continue;
        if (!have.has(name)) {
          differences.push(`${name}: missing`);
          continue;
        }
        const want = sqliteColumns(sqlite, name);
        const got = await pgColumns(client, name);
        expect(got.map((c) => c.name), name).toEqual(want.map((c) => c.name));
        for (const [i, w] of want.entries()) {
          const g = got[i];
          if (g.type !== w.type) differences.push(`${name}.${w.name}: ${g.type}, SQLite ${w.type}`);
          if (g.notNull !== w.notNull) differences.push(`${name}.${w.name}: NOT NULL ${g.notNull}, SQLite ${w.notNull}`);
          if (sqliteStyleDefault(g.dflt) !== w.dflt) differences.push(`${name}.${w.name}: DEFAULT ${g.dflt}, SQLite ${w.dflt}`);
          if (g.type === "text" && g.collation !== "C") differences.push(`${name}.${w.name}: collation ${g.collation}`);
        }
      }
      expect(differences).toEqual([]);
      // And nothing else than SQLite's tables and the search tables.
      const expected = new Set([...sqliteTables(sqlite).map((t) => t.name).filter((t) => !TABLES_ONLY_IN_SQLITE[t]), ...Object.keys(SEARCH_TABLES), ...Object.keys(TABLES_ONLY_IN_POSTGRES)]);
      expect([...have].filter((t) => !expected.has(t))).toEqual([]);
    });

    it("every SQLite index by name, with its uniqueness, partial predicate and columns; every unique constraint on the same columns", async () => {
      const indexes = await pgIndexes(client);
      const differences: string[] = [];
      const named = new Set<string>();
      for (const { name: table } of sqliteTables(sqlite)) {
        if (TABLES_ONLY_IN_SQLITE[table]) continue;
        for (const ix of sqliteIndexes(sqlite, table)) {
          if (ix.origin === "c") {
            named.add(ix.name);
            const g = indexes.get(ix.name);
            if (!g) differences.push(`${ix.name}: missing`);
            else if (g.table !== table || g.unique !== ix.unique || g.partial !== ix.partial || g.columns.join() !== ix.columns.join())
              differences.push(`${ix.name}: ${JSON.stringify(g)}, SQLite ${JSON.stringify(ix)}`);
            continue;
          }
          // A PRIMARY KEY or UNIQUE constraint (SQLite names its index itself): a unique index on the same columns.
          const key = `${table}(${ix.columns.join(", ")})`;
          if (UNIQUE_ELSEWHERE[key]) continue;
          const found = [...indexes.values()].some((g) => g.table === table && g.unique && !g.partial && g.columns.join() === ix.columns.join());
          if (!found) differences.push(`${key}: no unique index`);
        }
        // A rowid key (INTEGER PRIMARY KEY) has no SQLite index: its PostgreSQL primary key is the identity column.
        const rowidKey = sqliteColumns(sqlite, table).filter((c) => c.type === "bigint").find((c) => isRowidKey(sqlite, table, c.name));
        if (rowidKey && ![...indexes.values()].some((g) => g.table === table && g.unique && g.columns.join() === rowidKey.name))
          differences.push(`${table}.${rowidKey.name}: not a primary key`);
      }
      expect(differences).toEqual([]);
      // Named PostgreSQL indexes that are not SQLite's: only the search tables' and the allow-listed ones.
      const extra = [...indexes.entries()]
        .filter(([name, g]) => !named.has(name) && !/_pkey$|_key$/.test(name) && !SEARCH_TABLES[g.table])
        .map(([name]) => name)
        .filter((name) => !INDEXES_ONLY_IN_POSTGRES[name]);
      expect(extra).toEqual([]);
    });

    it("every foreign key (same columns, same ON DELETE) and as many CHECK constraints per table", async () => {
      const differences: string[] = [];
      for (const { name: table, sql } of sqliteTables(sqlite)) {
        if (TABLES_ONLY_IN_SQLITE[table]) continue;
        const want = sqliteForeignKeys(sqlite, table);
        const got = await pgForeignKeys(client, table);
        if (got.join("\n") !== want.join("\n")) differences.push(`${table}: ${JSON.stringify(got)}, SQLite ${JSON.stringify(want)}`);
        const checks = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_constraint WHERE contype = 'c' AND conrelid = $1::regclass", [table]);
        const sqliteChecks = (sql.match(/\bCHECK\s*\(/gi) ?? []).length;
        if (checks.rows[0].n !== sqliteChecks) differences.push(`${table}: ${checks.rows[0].n} CHECKs, SQLite ${sqliteChecks}`);
      }
      expect(differences).toEqual([]);
    });

    it("every SQLite trigger, on the same table", async () => {
      const want = sqlite
        .prepare<[], { name: string; tbl_name: string }>("SELECT name, tbl_name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
        .all()
        .map((t) => `${t.name} ON ${t.tbl_name}`);
      const got = await client.query<{ t: string }>(
        "SELECT tgname || ' ON ' || tgrelid::regclass::text AS t FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname",
      );
      expect(want.length).toBeGreaterThan(10);
      expect(got.rows.map((r) => r.t)).toEqual(want);
    });

    it("the search tables with their columns, a GIN index on words", async () => {
      for (const [table, columns] of Object.entries(SEARCH_TABLES)) {
        const got = await pgColumns(client, table);
        expect(got.map((c) => c.name), table).toEqual(columns);
        expect(got.find((c) => c.name === "words"), table).toMatchObject({ type: "tsvector", notNull: true });
        const gin = await client.query("SELECT 1 FROM pg_indexes WHERE tablename = $1 AND indexdef LIKE '%USING gin (words)%'", [table]);
        expect(gin.rowCount, table).toBe(1);
      }
    });

    it("the seed rows every database gets: the model rate table equals SQLite's", async () => {
      const want = sqlite.prepare("SELECT * FROM rv_cost_rates ORDER BY model_id").all();
      const got = await client.query('SELECT * FROM rv_cost_rates ORDER BY model_id COLLATE "C"');
      expect(want.length).toBeGreaterThan(50);
      expect(got.rows).toEqual(want);
    });
  });
});

describe("the analytics triggers on PostgreSQL", () => {
  const H = 3_600_000;
  const D = 86_400_000;
  const T0 = Date.UTC(2026, 0, 5, 10, 30);
  const event = (seq: number, customer: number, feature: string, value: number, at: number) =>
    `INSERT INTO rv_events (seq, id, space_id, customer_seq, customer_id, feature_id, value, timestamp, created_at)
     VALUES (${seq}, 'evt_${seq}', 1, ${customer}, 'c${customer}', '${feature}', ${value}, ${at}, ${at})`;
  const cost = (seq: number, customer: number, feature: string | null, amount: number, currency: string, at: number) =>
    `INSERT INTO rv_costs (seq, id, space_id, customer_seq, customer_id, feature_id, amount, currency, original_amount, original_currency, timestamp, created_at)
     VALUES (${seq}, 'cost_${seq}', 1, ${customer}, 'c${customer}', ${feature === null ? "NULL" : `'${feature}'`}, ${amount}, '${currency}', ${amount}, '${currency}', ${at}, ${at})`;
  const invoice = (seq: number, customer: number, status: string, currency: string, paid: number, paidAt: number | null, lines: unknown[]) =>
    `INSERT INTO rv_invoices (seq, id, space_id, customer_seq, number, status, collection, currency, subtotal, total, amount_paid, lines, plan_ids, paid_at, created_at)
     VALUES (${seq}, 'inv_${seq}', 1, ${customer}, ${seq}, '${status}', 'charge_automatically', '${currency}', ${paid}, ${paid}, ${paid},
             '${JSON.stringify(lines)}', '[]', ${paidAt ?? "NULL"}, ${T0})`;

  /** The same rows and changes, in plain SQL both engines run as written; each step names what it exercises. */
  const STEPS: [string, string][] = [
    ["a workspace, a space, two customers", `INSERT INTO workspaces (id, name, venture_id, created_at) VALUES ('ws_1', 'W', 'v_1', 0)`],
    ["", `INSERT INTO spaces (id, workspace_id, mode, public_key) VALUES (1, 'ws_1', 'test', 'pk_1')`],
    ["", `INSERT INTO rv_customers (seq, space_id, id, created_at) VALUES (1, 1, 'alice', 0), (2, 1, 'bob', 0)`],
    ["usage events in one hour, the next day, another customer", event(1, 1, "api", 5_000_000, T0)],
    ["", event(2, 1, "api", 2_000_000, T0 + 10 * 60_000)],
    ["", event(3, 1, "seats", 1_000_000, T0 + D)],
    ["", event(4, 2, "api", 7_000_000, T0)],
    ["a usage event before 1970 (floor division)", event(5, 1, "api", 3, -H - 1)],
    ["costs with and without a feature, in two currencies", cost(1, 1, "api", 1500, "usd", T0 + 2 * H)],
    ["", cost(2, 1, null, 700, "usd", T0)],
    ["", cost(3, 1, "api", 900, "eur", T0 + H)],
    ["", cost(4, 2, "api", 400, "usd", T0 + 3 * H)],
    ["a cost dated before the customer's later hours (the running sums after it move)", cost(5, 1, "api", 100, "usd", T0 - 5 * H)],
    ["a paid invoice whose shares leave a remainder", invoice(1, 1, "paid", "usd", 1000, T0 + H, [{ feature_id: "api", amount: 700 }, { feature_id: "seats", amount: 300 }, { feature_id: null, amount: 1 }])],
    ["a paid invoice without lines", invoice(2, 1, "paid", "usd", 500, T0 + 2 * H, [])],
    [
      "tied lines: the remainder goes to the first key in byte order ('B' before 'a')",
      invoice(3, 1, "paid", "usd", 301, T0 + 4 * H, [{ feature_id: "b", amount: 100 }, { feature_id: "B", amount: 100 }, { feature_id: "a", amount: 50 }, { feature_id: "a", amount: 50 }]),
    ],
    ["a line without an amount sorts last", invoice(4, 1, "paid", "usd", 10, T0 + 5 * H, [{ feature_id: "x" }, { feature_id: "y", amount: 10 }, { feature_id: "z", amount: 20 }])],
    ["the other customer's paid invoice", invoice(5, 2, "paid", "eur", 1000, T0 + H, [{ feature_id: "api", amount: 1000 }])],
    ["an open invoice (no revenue yet)", invoice(6, 1, "open", "usd", 0, null, [{ feature_id: "api", amount: 250 }])],
    ["a credit note (amount_paid 0: no atoms)", invoice(7, 1, "paid", "usd", 0, T0, [{ feature_id: "api", amount: 100 }])],
    ["the open invoice is paid (a status change)", `UPDATE rv_invoices SET status = 'paid', amount_paid = 250, paid_at = ${T0 + D + 5 * H} WHERE seq = 6`],
    ["a refund", `UPDATE rv_invoices SET refunded = 300 WHERE seq = 1`],
    ["a change of a column the atoms do not come from", `UPDATE rv_invoices SET last_error = 'x' WHERE seq = 1`],
    ["a paid invoice voided", `UPDATE rv_invoices SET status = 'void' WHERE seq = 2`],
    ["an event pruned (its customer stays): the sums keep it", `DELETE FROM rv_events WHERE seq = 1`],
    ["a cost deleted: the sums lose it", `DELETE FROM rv_costs WHERE seq = 3`],
    [
      "balances that reset",
      `INSERT INTO rv_balances (seq, id, space_id, customer_seq, feature_id, granted, carried, usage, next_reset_at, created_at)
       VALUES (1, 'b1', 1, 1, 'api', 10000000, 2000000, 4000000, ${T0}, 0), (2, 'b2', 1, 1, 'seats', 5, 0, 3, NULL, 0)`,
    ],
    ["a stored reset", `UPDATE rv_balances SET usage = 0, next_reset_at = ${T0 + 30 * D} WHERE seq = 1`],
    ["usage without a reset", `UPDATE rv_balances SET usage = 5 WHERE seq = 1`],
    ["a later reset replaces the period", `UPDATE rv_balances SET usage = 0, granted = 20000000, next_reset_at = ${T0 + 60 * D} WHERE seq = 1`],
    ["a reset time moved back, and one with usage left: no period", `UPDATE rv_balances SET usage = 0, next_reset_at = ${T0 + 50 * D} WHERE seq = 1`],
    ["", `UPDATE rv_balances SET usage = 7, next_reset_at = ${T0 + 90 * D} WHERE seq = 1`],
    ["a balance that never reset", `UPDATE rv_balances SET usage = 0, next_reset_at = ${T0} WHERE seq = 2`],
    ["a deleted customer: its events, costs and invoices leave the sums", `DELETE FROM rv_customers WHERE seq = 2`],
  ];

  const SUMS: Record<string, string> = {
    rv_an_revenue: "invoice_seq, key",
    rv_an_buckets: "space_id, metric, grain, bucket, key, currency, shard",
    rv_an_daily: "customer_seq, day, metric, key, currency",
    rv_an_cum: "customer_seq, currency, hour",
    rv_an_series: "space_id, customer_seq, currency",
    rv_an_periods: "balance_seq",
  };

  it("keep SQLite's sums row for row after every step (events, costs, paid invoices, a refund, a status change, a deleted customer, resets)", async () => {
    const sqlite = migratedSqlite();
    try {
      const client = await connect("schema_analytics");
      await applyBaselines(client);
      const snapshot = async () => {
        const sqliteRows: Record<string, unknown[]> = {};
        const pgRows: Record<string, unknown[]> = {};
        for (const [table, key] of Object.entries(SUMS)) {
          sqliteRows[table] = sqlite.prepare(`SELECT * FROM ${table} ORDER BY ${key}`).all();
          pgRows[table] = (await client.query(`SELECT * FROM ${table} ORDER BY ${key}`)).rows;
        }
        return { sqliteRows, pgRows };
      };
      let label = "";
      for (const [what, sql] of STEPS) {
        label = what || label;
        sqlite.exec(sql);
        await client.query(sql);
        const { sqliteRows, pgRows } = await snapshot();
        expect(pgRows, `${label}: ${sql}`).toEqual(sqliteRows);
      }
      // The figures are the ones intended, not two engines agreeing on nothing.
      const { pgRows } = await snapshot();
      const revenue = Object.fromEntries((pgRows.rv_an_revenue as { invoice_seq: number; key: string; amount: number }[]).map((r) => [`${r.invoice_seq}:${r.key}`, r.amount]));
      expect(revenue).toEqual({
        // 700 net (1000 paid, 300 refunded) over 700 / 300 / 1: 489 + 209 + 0, the remainder 2 to api.
        "1:api": 491,
        "1:seats": 209,
        "3:B": 101,
        "3:a": 100,
        "3:b": 100,
        "4:y": 3,
        "4:z": 7,
        "6:api": 250,
      });
      expect(pgRows.rv_an_periods).toEqual([{ balance_seq: 1, period_end: T0 + 30 * D, next_reset_at: T0 + 60 * D, included: 12_000_000, usage: 5 }]);
      const usageBefore1970 = (pgRows.rv_an_buckets as { metric: string; grain: number; bucket: number }[]).filter((b) => b.metric === "usage" && b.bucket < 0);
      expect(usageBefore1970.map((b) => [b.grain, b.bucket])).toEqual([
        [H, -2 * H],
        [D, -D],
      ]);
    } finally {
      sqlite.close();
    }
  });

  it("two transactions adding costs to one customer at once: the running sums are those of one after the other", async () => {
    const url = await server.database("schema_concurrent");
    const [a, b] = [await clientOf(url), await clientOf(url)];
    await applyBaselines(a);
    await a.query(`INSERT INTO workspaces (id, name, venture_id, created_at) VALUES ('ws_1', 'W', 'v_1', 0)`);
    await a.query(`INSERT INTO spaces (id, workspace_id, mode, public_key) VALUES (1, 'ws_1', 'test', 'pk_1')`);
    await a.query(`INSERT INTO rv_customers (seq, space_id, id, created_at) VALUES (1, 1, 'alice', 0), (2, 1, 'bob', 0)`);
    // Alice's first costs (no running sums yet), then Bob's (an existing series row): one day in one
    // transaction, the next day in the other (no bucket or day row in common), started while the first is open.
    for (const [customer, first, second] of [
      [1, 1, 2],
      [2, 3, 4],
    ]) {
      if (customer === 2) await a.query(cost(5, 2, "api", 1, "usd", T0 - 10 * H));
      await a.query("BEGIN");
      await b.query("BEGIN");
      await a.query(cost(first, customer, "api", 100, "usd", T0));
      const later = b.query(cost(second, customer, "api", 10, "usd", T0 + D));
      await a.query("COMMIT");
      await later;
      await b.query("COMMIT");
    }
    const cum = await a.query("SELECT customer_seq, hour, cost FROM rv_an_cum ORDER BY customer_seq, hour");
    expect(cum.rows).toEqual([
      { customer_seq: 1, hour: T0 - (T0 % H), cost: 100 },
      { customer_seq: 1, hour: T0 - (T0 % H) + D, cost: 110 },
      { customer_seq: 2, hour: T0 - (T0 % H) - 10 * H, cost: 1 },
      { customer_seq: 2, hour: T0 - (T0 % H), cost: 101 },
      { customer_seq: 2, hour: T0 - (T0 % H) + D, cost: 111 },
    ]);
  });

  it("revenue migration 18 on a database at 17: its bucket rows go to shard 0, later records to their customer's shard; a removal of either leaves the right sums", async () => {
    const pool = new pg.Pool({ connectionString: await server.database("schema_shards"), types });
    try {
      const upTo = (v: number) => ({ platform: platformMigrations, revenue: revenueMigrations.filter((m) => m.version <= v) });
      await migratePostgres(pool, upTo(17), postgresSchema);
      await pool.query(`INSERT INTO workspaces (id, name, venture_id, created_at) VALUES ('ws_1', 'W', 'v_1', 0)`);
      await pool.query(`INSERT INTO spaces (id, workspace_id, mode, public_key) VALUES (1, 'ws_1', 'test', 'pk_1')`);
      await pool.query(`INSERT INTO rv_customers (seq, space_id, id, created_at) VALUES (1, 1, 'a', 0), (2, 1, 'b', 0), (3, 1, 'c', 0)`);
      await pool.query(event(1, 1, "api", 5, T0));
      await pool.query(event(2, 2, "api", 7, T0));
      await pool.query(cost(1, 2, "api", 100, "usd", T0));
      expect(await migratePostgres(pool, upTo(18), postgresSchema)).toEqual(["revenue:18 analytics buckets sharded by customer"]);
      const shards = async () => (await pool.query<{ shard: number }>("SELECT DISTINCT shard FROM rv_an_buckets ORDER BY 1")).rows.map((r) => r.shard);
      expect(await shards()).toEqual([0]);
      await pool.query(event(3, 3, "api", 11, T0));
      await pool.query(event(4, 1, "api", 13, T0 + 1));
      await pool.query(cost(2, 3, "api", 1000, "usd", T0));
      expect(await shards()).toEqual([0, 1, 3]);
      // Customer 2's event and cost were counted before 18 (shard 0): deleting it takes them out all the same.
      await pool.query("DELETE FROM rv_customers WHERE seq = 2");
      const sums = await pool.query(
        "SELECT metric, grain, key, sum(n) AS n, sum(amount) AS amount FROM rv_an_buckets GROUP BY 1, 2, 3 ORDER BY 1, 2, 3",
      );
      expect(sums.rows).toEqual([
        { metric: "cost", grain: H, key: "api", n: 1, amount: 1000 },
        { metric: "cost", grain: D, key: "api", n: 1, amount: 1000 },
        { metric: "usage", grain: H, key: "api", n: 3, amount: 5 + 11 + 13 },
        { metric: "usage", grain: D, key: "api", n: 3, amount: 5 + 11 + 13 },
      ]);
    } finally {
      await pool.end();
    }
  });
});

function isRowidKey(db: Db, table: string, column: string): boolean {
  const sql = db.prepare<[string], { sql: string }>("SELECT sql FROM sqlite_master WHERE name = ?").get(table)?.sql ?? "";
  return new RegExp(`\\b${column}\\s+INTEGER\\s+PRIMARY\\s+KEY\\b`, "i").test(sql);
}
