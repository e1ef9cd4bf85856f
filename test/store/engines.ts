/**
 * The engines the repository conformance suite (test/store/*.conformance.test.ts) runs against:
 * each opens a fresh, migrated store and names its repository factories. Today SQLite only; the
 * PostgreSQL engine joins this list, and every conformance test then runs on both.
 *
 * A conformance test exercises a repository through its domain interface only (what services
 * see): `await store.write(async (tx) => tx.use(engine.revenue).features.insert(…))`, then reads it
 * back through `store.read`. It pins what an engine could get wrong: ordering, NULLs, conflicts,
 * RETURNING, JSON, Unicode, paging cursors, bounds of integers.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Clock, manualClock } from "../../src/platform/clock.js";
import type pg from "pg";
import { afterAll, beforeAll } from "vitest";
import type { Handle, Store, Tx } from "../../src/platform/db/handle.js";
import type { RevenueRepos } from "../../src/revenue/repos.js";
import { createPlatform } from "../../src/platform/platform.js";
import { sqliteEngine } from "../../src/store/sqlite/index.js";
import type { RepoEngine } from "../../src/store/engine.js";
import { postgresEngine } from "../../src/store/postgres/index.js";
import { migratePostgres } from "../../src/store/postgres/migrate.js";
import { openPool } from "../../src/store/postgres/pool.js";
import { postgresSchema } from "../../src/store/postgres/schema/index.js";
import { createPostgresStore } from "../../src/store/postgres/store.js";
import { platformMigrations } from "../../src/platform/db/migrations.js";
import { PARTS } from "../../src/tandem.js";
import { throwawayPostgres } from "../support/postgres.js";

export interface OpenStore {
  /** The store's handles and units of work (strict mode, as the whole suite runs). */
  store: Store;
  /** The engine's repository factories, to pass to `h.use(…)`. */
  engine: RepoEngine;
  clock: Clock & { set(ms: number): void; advance(ms: number): void };
  /** PostgreSQL only: the store's pool, for a test that must hold a transaction open on a client of its own. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface EngineUnderTest {
  name: string;
  /** A fresh store with every migration applied. */
  open(): Promise<OpenStore>;
}

const ALL: EngineUnderTest[] = [
  {
    name: "sqlite",
    async open() {
      const dir = mkdtempSync(join(tmpdir(), "tandem-conformance-"));
      const clock = manualClock(Date.UTC(2026, 0, 1));
      const platform = createPlatform(join(dir, "t.db"), PARTS, { clock, durability: "os" });
      return {
        store: platform.store,
        engine: sqliteEngine,
        clock,
        async close() {
          platform.db!.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: "postgres",
    async open() {
      // A server of the file's own (or TANDEM_TEST_DATABASE_URL's), a database of the file's own.
      const server = await throwawayPostgres();
      const url = await server.database(`conformance_${process.pid}_${++opened}_${Date.now() % 1e6}`);
      const pool = openPool(url, { max: 4 });
      const migrations = { platform: platformMigrations, ...Object.fromEntries(PARTS.map((d) => [d.name, d.migrations])) };
      await migratePostgres(pool, migrations, postgresSchema);
      const store = createPostgresStore(pool, { strict: true });
      return {
        store,
        engine: postgresEngine,
        pool,
        clock: manualClock(Date.UTC(2026, 0, 1)),
        async close() {
          await store.close();
          await server.stop();
        },
      };
    },
  },
];
let opened = 0;

/**
 * The engines under test: `TANDEM_TEST_ENGINES` (comma-separated names: `sqlite`, `postgres`), else
 * by the run (npm test runs the suite once per engine): SQLite in the SQLite run, both in the
 * PostgreSQL run (so the tests that compare the engines side by side run there).
 */
const defaultEngines = process.env.TANDEM_TEST_ENGINE === "postgres" ? "sqlite,postgres" : "sqlite";
export const ENGINES: EngineUnderTest[] = (process.env.TANDEM_TEST_ENGINES ?? defaultEngines).split(",").map((n) => {
  const e = ALL.find((x) => x.name === n.trim());
  if (!e) throw new Error(`TANDEM_TEST_ENGINES names an unknown engine: ${n}`);
  return e;
});

/**
 * One store for a conformance file on `engine` (opened before its tests, closed after), with what
 * every revenue file needs: units of work and reads on the revenue repositories, fresh ids, and a
 * fresh workspace per test (its own test and live spaces, so nothing else of the file is in them).
 */
export function conformanceStore(engine: EngineUnderTest) {
  let opened: OpenStore | undefined;
  let n = 0;
  beforeAll(async () => {
    opened = await engine.open();
  });
  afterAll(async () => {
    await opened?.close();
  });
  const s = (): OpenStore => {
    if (!opened) throw new Error("the conformance store is opened in beforeAll: use it inside a test");
    return opened;
  };
  const revenue = (h: Handle): RevenueRepos => h.use(s().engine.revenue);
  const uid = (p: string): string => `${p}_${++n}`;
  return {
    /** The open store (inside a test). */
    get s(): OpenStore {
      return s();
    },
    uid,
    /** The revenue repositories of the read handle (committed data). */
    read: (): RevenueRepos => revenue(s().store.read),
    /** A unit of work with the revenue repositories of its transaction. */
    write: <T>(fn: (r: RevenueRepos, tx: Tx) => Promise<T>): Promise<T> => s().store.write((tx) => fn(revenue(tx), tx)),
    /** A fresh workspace: its id and its test and live spaces' ids. */
    async workspace(): Promise<{ id: string; test: number; live: number }> {
      const id = uid("ws");
      const { store, engine: e } = s();
      await store.write((tx) => tx.use(e.platform.workspaces).create({ id, name: id, venture_id: `v_${id}`, created_at: 0 }, { test: `pk_test_${id}`, live: `pk_live_${id}` }));
      const ws = store.read.use(e.platform.workspaces);
      return { id, test: (await ws.space(id, "test"))!.id, live: (await ws.space(id, "live"))!.id };
    },
  };
}
