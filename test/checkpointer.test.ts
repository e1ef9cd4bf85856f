import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startCheckpointer } from "../src/platform/db/checkpointer.js";

let dir: string;
let db: Database.Database;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "tandem-ckpt-"));
  db = new Database(join(dir, "t.db"));
  db.pragma("journal_mode = WAL");
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)");
});
afterEach(() => {
  if (db.open) db.close();
  rmSync(dir, { recursive: true, force: true });
});

const insert = (n: number) => {
  const q = db.prepare("INSERT INTO t (v) VALUES (?)");
  // One transaction per row: every commit appends frames to the WAL.
  for (let i = 0; i < n; i++) q.run("x".repeat(500));
};
const framesInWal = () => (db.pragma("wal_checkpoint(PASSIVE)") as { log: number }[])[0].log;

describe("WAL checkpointer", () => {
  it("takes checkpoints off the serving connection, which stops checkpointing for itself", async () => {
    const c = startCheckpointer(db, { intervalMs: 60_000 })!;
    try {
      expect(db.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
      insert(1500); // past the 1,000 pages at which the connection itself would have checkpointed
      const r = await c.checkpoint();
      expect(r.log).toBeGreaterThan(1000);
      expect(r.checkpointed).toBe(r.log);
      expect(new Database(join(dir, "t.db"), { readonly: true }).prepare("SELECT count(*) AS n FROM t").get()).toEqual({ n: 1500 });
    } finally {
      await c.stop();
    }
  });

  it("checkpoints on its interval, so the next write starts the WAL over", async () => {
    const c = startCheckpointer(db, { intervalMs: 10 })!;
    try {
      insert(300);
      const before = (await c.checkpoint()).log;
      await new Promise((resolve) => setTimeout(resolve, 50));
      insert(1);
      const after = (await c.checkpoint()).log;
      expect(before).toBeGreaterThan(100);
      expect(after).toBeLessThan(10);
    } finally {
      await c.stop();
    }
  });

  it("hands checkpointing back to the connection when stopped", async () => {
    const c = startCheckpointer(db)!;
    await c.stop();
    expect(db.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    await expect(c.checkpoint()).rejects.toThrow(/stopped/);
    insert(1500);
    // It checkpointed for itself at 1,000 pages, so the WAL started over and holds fewer.
    expect(framesInWal()).toBeLessThan(1000);
  });

  it("is not started for an in-memory database", () => {
    const mem = new Database(":memory:");
    expect(startCheckpointer(mem)).toBeNull();
    mem.close();
  });
});
