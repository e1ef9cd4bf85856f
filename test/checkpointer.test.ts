import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { walDbPerTest } from "./support/wal-db.js";
import { startCheckpointer, WRITER_CHECKPOINT_PAGES } from "../src/platform/db/checkpointer.js";

const t = walDbPerTest("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)");

const insert = (n: number) => {
  const q = t.db.prepare("INSERT INTO t (v) VALUES (?)");
  // One transaction per row: every commit appends frames to the WAL.
  for (let i = 0; i < n; i++) q.run("x".repeat(500));
};

describe("WAL checkpointer", () => {
  it("copies what was committed into the database file, on its own connection", async () => {
    const c = startCheckpointer(t.db, { intervalMs: 60_000 })!;
    try {
      insert(300); // under the 1,000 pages at which the serving connection would checkpoint itself
      const r = await c.checkpoint();
      expect(r.log).toBeGreaterThan(200);
      expect(r.checkpointed).toBe(r.log);
    } finally {
      await c.stop();
    }
  });

  it("keeps the WAL small under a steady stream of commits (the writer can start it over)", async () => {
    const c = startCheckpointer(t.db)!;
    try {
      // The serving connection keeps its own checkpoint, rarer while the worker copies: only the writer can restart the WAL.
      expect(t.db.pragma("wal_autocheckpoint", { simple: true })).toBe(WRITER_CHECKPOINT_PAGES);
      for (let batch = 0; batch < 30; batch++) {
        insert(1_000);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      // 30,000 commits of a 500-byte row each: without restarts the WAL would hold at least 30,000 frames.
      expect((await c.checkpoint()).log).toBeLessThan(WRITER_CHECKPOINT_PAGES + 2_000);
    } finally {
      await c.stop();
    }
    // Without the worker the connection checkpoints at SQLite's default again, copying everything itself.
    expect(t.db.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
  });

  it("stops: later checkpoint requests are refused and the connection works on", async () => {
    const c = startCheckpointer(t.db)!;
    await c.stop();
    await expect(c.checkpoint()).rejects.toThrow(/stopped/);
    insert(10);
    expect(t.db.prepare("SELECT count(*) AS n FROM t").get()).toEqual({ n: 10 });
  });

  it("is not started for an in-memory database", () => {
    const mem = new Database(":memory:");
    expect(startCheckpointer(mem)).toBeNull();
    mem.close();
  });
});
