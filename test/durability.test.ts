import { join } from "node:path";
import Database from "better-sqlite3";
import { beforeEach, describe, expect, it } from "vitest";
import { walDbPerTest } from "./support/wal-db.js";
import { createDurability, type SyncWal, walSync } from "../src/platform/db/durability.js";

const t = walDbPerTest("CREATE TABLE t (v INTEGER)");
beforeEach(() => {
  t.db.pragma("synchronous = NORMAL");
});

/** A sync the test finishes by hand. */
function manualSync() {
  const calls: ((err: Error | null) => void)[] = [];
  const sync: SyncWal = (done) => void calls.push(done);
  return { sync, calls, finish: (i: number, err: Error | null = null) => calls[i](err) };
}
const write = () => t.db.prepare("INSERT INTO t VALUES (1)").run();

describe("durability (answers wait for the WAL on disk)", () => {
  it("answers at once when nothing was written since the last sync", () => {
    const s = manualSync();
    const d = createDurability(t.db, s.sync);
    let called = 0;
    d.afterSync(() => called++);
    expect(called).toBe(1);
    expect(s.calls).toHaveLength(0);
  });

  it("holds answers after a write until a sync that started after it completes", () => {
    const s = manualSync();
    const d = createDurability(t.db, s.sync);
    write();
    const done: string[] = [];
    d.afterSync(() => done.push("a"));
    d.afterSync(() => done.push("b")); // same changes: shares the sync in flight
    expect(s.calls).toHaveLength(1);
    expect(done).toEqual([]);
    s.finish(0);
    expect(done).toEqual(["a", "b"]);
    d.afterSync(() => done.push("c")); // nothing new since: at once
    expect(done).toEqual(["a", "b", "c"]);
  });

  it("makes a write committed during a sync wait for the next one, which starts when the first ends", () => {
    const s = manualSync();
    const d = createDurability(t.db, s.sync);
    write();
    const done: string[] = [];
    d.afterSync(() => done.push("first"));
    write(); // committed after the first sync started: that sync may not cover it
    d.afterSync(() => done.push("second"));
    d.afterSync(() => done.push("third"));
    expect(s.calls).toHaveLength(1);
    s.finish(0);
    expect(done).toEqual(["first"]);
    expect(s.calls).toHaveLength(2); // one more sync for both later answers
    s.finish(1);
    expect(done).toEqual(["first", "second", "third"]);
  });

  it("hands a failed sync's error to the answers that waited for it, and tries again for later ones", () => {
    const s = manualSync();
    const d = createDurability(t.db, s.sync);
    write();
    const errors: (Error | undefined)[] = [];
    d.afterSync((err) => errors.push(err));
    s.finish(0, new Error("EIO"));
    expect(errors.map((e) => e?.message)).toEqual(["EIO"]);
    d.afterSync((err) => errors.push(err)); // still not on disk: a new sync
    expect(s.calls).toHaveLength(2);
    s.finish(1);
    expect(errors).toHaveLength(2);
    expect(errors[1]).toBeUndefined();
  });

  it("really syncs the WAL file (and calls back without error when there is no WAL file)", async () => {
    write();
    await new Promise<void>((resolve, reject) => walSync(t.db)((err) => (err ? reject(err) : resolve())));
    const gone = new Database(join(t.dir, "never-opened.db"));
    await new Promise<void>((resolve, reject) => walSync(gone)((err) => (err ? reject(err) : resolve())));
    gone.close();
  });

  it("is a no-op for an in-memory database", () => {
    const mem = new Database(":memory:");
    let called = false;
    createDurability(mem, () => {
      throw new Error("must not sync");
    }).afterSync(() => (called = true));
    expect(called).toBe(true);
    mem.close();
  });
});
