/**
 * The read memo is right only if it watches every table its values are read
 * from. Each loader of balances.load.ts declares the tables it reads; this
 * test runs every loader (and a whole plain check) on a connection that
 * records the SQL it runs, and fails when one reads a table it does not
 * declare or the memo does not watch.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { createGroupCommit } from "../src/platform/db/group-commit.js";
import { createStore, repoCache, type Store } from "../src/platform/db/handle.js";
import { createChangeNotes, readMemos } from "../src/platform/db/read-memo.js";
import { balanceLoads, LOADER_READS, type LoaderName, WATCHED } from "../src/revenue/balances/balances.load.js";
import { createRevenueContext } from "../src/revenue/context.js";
import { sqliteEngine } from "../src/store/sqlite/index.js";
import { createRevenueServices } from "../src/revenue/services.js";
import { type RevenueHarness, ok, startRevenue } from "./support/revenue.js";

const NOW = Date.UTC(2026, 4, 1);
const clock = manualClock(NOW);
let h: RevenueHarness;
let db: Database.Database;
let trace: Set<string> | null = null;

/** A second connection to the same file whose statements note their SQL while tracing. */
function tracingConnection(file: string): Database.Database {
  const conn = new Database(file);
  const prepare = conn.prepare.bind(conn);
  conn.prepare = ((sql: string) => {
    const st = prepare(sql) as unknown as Record<string, (...a: unknown[]) => unknown> & { source: string };
    for (const m of ["get", "all", "run", "iterate"]) {
      const f = st[m].bind(st);
      st[m] = (...a: unknown[]) => {
        trace?.add(st.source);
        return f(...a);
      };
    }
    return st;
  }) as unknown as typeof conn.prepare;
  return conn;
}

/** A store over `conn` built as the platform builds its own (platform.ts): the read handle and group-committed units, strict as the suite runs. */
function storeOver(conn: Database.Database): Store {
  const strict = process.env.TANDEM_STRICT_WRITES === "1";
  const unit = createGroupCommit(conn, { strict, repos: (make) => repos.tx(make) });
  const repos = repoCache(conn, strict ? { inUnit: () => unit.running } : undefined);
  return createStore(unit, repos.reader, async () => {}, strict);
}

/** The tables `fn` reads (FROM / JOIN of the SQL it runs; table-valued functions such as json_each, and the memo's own pragma_data_version, aside). */
async function tablesRead(fn: () => unknown): Promise<Set<string>> {
  trace = new Set();
  try {
    await fn();
    const tables = new Set<string>();
    for (const sql of trace) for (const m of sql.matchAll(/\b(?:FROM|JOIN)\s+([a-z_][a-z0-9_]*)\b(?!\s*\()/gi)) if (!m[1].startsWith("pragma_")) tables.add(m[1]);
    return tables;
  } finally {
    trace = null;
  }
}

const watched = new Set<string>(WATCHED.map((w) => w.table));
const unwatched = (tables: Set<string>) => [...tables].filter((t) => !watched.has(t));

beforeAll(async () => {
  h = await startRevenue({ clock });
  await ok(h.rv.POST("/features.create", { body: { feature_id: "seats", name: "Seats", type: "metered", consumable: false } }));
  await ok(h.rv.POST("/features.create", { body: { feature_id: "msgs", name: "Msgs", type: "metered", consumable: true } }));
  await ok(
    h.rv.POST("/plans.create", {
      body: { plan_id: "p", name: "P", items: [{ feature_id: "seats", included: 5 }, { feature_id: "msgs", included: 10, reset: { interval: "month" } }] },
    }),
  );
  await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: "c", auto_enable_plan_id: "p" } }));
  await ok(h.rv.POST("/entities.create", { body: { customer_id: "c", entity_id: "e", feature_id: "seats" } }));
  await ok(h.rv.POST("/balances.track", { body: { customer_id: "c", feature_id: "msgs", value: 1, lock: { enabled: true, lock_id: "l1" } } }));
  db = tracingConnection(h.tandem.db!.name);
});
afterAll(async () => {
  db?.close();
  await h.close();
});

describe("balances loaders read only tables the read memo watches", () => {
  it("every loader reads exactly within the tables it declares, all of them watched", async () => {
    const ctx = createRevenueContext(storeOver(db), clock, readMemos(createChangeNotes(db)), sqliteEngine.platform, sqliteEngine.revenue);
    const load = balanceLoads(ctx);
    const read = ctx.read;
    const space = (await h.tandem.workspaces.space(h.tandem.workspace.id, "test"))!.id;
    const c = await load.customer(read, space, "c");
    const feature = await load.feature(read, space, "msgs");
    const entitySeq = await load.entity(read, c, "e");
    const runs: Record<LoaderName, () => unknown> = {
      customer: () => load.customer(read, space, "c"),
      feature: () => load.feature(read, space, "msgs"),
      catalog: () => load.catalog(read, space),
      creditSystems: () => load.creditSystems(read, space),
      entity: () => load.entity(read, c, "e"),
      lockExpiry: () => load.lockDue(read, c.seq, NOW),
      stale: async () => await load.stale(read, c.seq),
      rows: async () => await load.rows(read, c.seq),
      featureRows: async () => await load.rows(read, c.seq, "msgs"),
      answer: () =>
        createRevenueServices(ctx).balances.check(read, { spaceId: space, mode: "test" }, { customer_id: "c", feature_id: "msgs", entity_id: "e", required_balance: 1 }),
    };
    expect(entitySeq).not.toBeNull();
    expect(feature.id).toBe("msgs");
    for (const [name, run] of Object.entries(runs) as [LoaderName, () => unknown][]) {
      const read = await tablesRead(run);
      const declared = new Set<string>(LOADER_READS[name]);
      expect({ name, undeclared: [...read].filter((t) => !declared.has(t)) }).toEqual({ name, undeclared: [] });
      expect({ name, unwatched: unwatched(declared) }).toEqual({ name, unwatched: [] });
      expect({ name, readsSomething: read.size > 0 }).toEqual({ name, readsSomething: true });
    }
  });

  it("notices a loader that reads a table the memo does not watch", async () => {
    const read = await tablesRead(() => db.prepare("SELECT count(*) FROM rv_events e JOIN rv_balances b ON b.customer_seq = e.customer_seq").get());
    expect(unwatched(read)).toEqual(["rv_events"]);
  });
});

describe("a repeated plain check", () => {
  it("is answered from memory without a statement, equal to what the loaders answered, and loads again once the clock passes what it remembered", async () => {
    const ctx = createRevenueContext(storeOver(db), clock, readMemos(createChangeNotes(db)), sqliteEngine.platform, sqliteEngine.revenue);
    const { balances } = createRevenueServices(ctx);
    const read = ctx.read;
    const space = { spaceId: (await h.tandem.workspaces.space(h.tandem.workspace.id, "test"))!.id, mode: "test" as const };
    const body = { customer_id: "c", feature_id: "msgs", entity_id: "e", required_balance: 1 };
    const loaded = await balances.check(read, space, body);
    let again: unknown;
    expect([...(await tablesRead(async () => (again = await balances.check(read, space, body))))]).toEqual([]);
    expect(again).toEqual(loaded);
    // Another amount is another answer: decided again (from the remembered rows), not taken from the first.
    expect(await balances.check(read, space, { ...body, required_balance: 2 })).toEqual({ ...(loaded as object), required_balance: 2 });
    // Past the month's reset the remembered answer no longer holds: it is decided again, with the reset applied.
    clock.advance(40 * 24 * 3600_000);
    const later = (await balances.check(read, space, body)) as { balance: { usage: number } | null };
    expect(later.balance!.usage).toBe(0);
    expect((loaded as { balance: { usage: number } }).balance.usage).toBeGreaterThan(0);
  });
});
