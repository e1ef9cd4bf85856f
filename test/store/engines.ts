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
import type { Store } from "../../src/platform/db/handle.js";
import { createPlatform } from "../../src/platform/platform.js";
import { type SqliteEngine, sqliteEngine } from "../../src/store/sqlite/index.js";
import { PARTS } from "../../src/tandem.js";

export interface OpenStore {
  /** The store's handles and units of work (strict mode, as the whole suite runs). */
  store: Store;
  /** The engine's repository factories, to pass to `h.use(…)`. */
  engine: SqliteEngine;
  clock: Clock & { set(ms: number): void; advance(ms: number): void };
  close(): Promise<void>;
}

export interface EngineUnderTest {
  name: string;
  /** A fresh store with every migration applied. */
  open(): Promise<OpenStore>;
}

export const ENGINES: EngineUnderTest[] = [
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
          platform.db.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
];
