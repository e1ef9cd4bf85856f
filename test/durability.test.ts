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

  it("with one sync at a time, makes a write committed during a sync wait for the next one, which starts when the first ends", () => {
    const s = manualSync();
    const d = createDurability(t.db, s.sync, { maxInFlight: 1 });
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

  it("starts a second sync at once for a write committed during the first, and queues a third until one ends", () => {
    const s = manualSync();
    const d = createDurability(t.db, s.sync, { maxInFlight: 2 });
    const done: string[] = [];
    write();
    d.afterSync(() => done.push("a"));
    write(); // after the first sync started: it needs one of its own, and there is room for it
    d.afterSync(() => done.push("b"));
    d.afterSync(() => done.push("b2")); // nothing new since the second started: shares it
    expect(s.calls).toHaveLength(2);
    write();
    d.afterSync(() => done.push("c")); // two in flight: waits for a slot
    expect(s.calls).toHaveLength(2);
    s.finish(0);
    expect(done).toEqual(["a"]);
    expect(s.calls).toHaveLength(3); // the slot went to "c"
    s.finish(1);
    expect(done).toEqual(["a", "b", "b2"]);
    s.finish(2);
    expect(done).toEqual(["a", "b", "b2", "c"]);
  });

  it("answers the waiters of an earlier sync still running when a later one completes first, and only once", () => {
    const s = manualSync();
    const d = createDurability(t.db, s.sync, { maxInFlight: 2 });
    const done: string[] = [];
    write();
    d.afterSync(() => done.push("a"));
    write();
    d.afterSync(() => done.push("b"));
    s.finish(1); // the later sync started after both commits: both are on the disk
    expect(done).toEqual(["a", "b"]);
    s.finish(0);
    expect(done).toEqual(["a", "b"]);
    d.afterSync(() => done.push("c")); // nothing new: at once
    expect(done).toEqual(["a", "b", "c"]);
    expect(s.calls).toHaveLength(2);
  });

  it("does not let a later sync answer for a write committed after it started", () => {
    const s = manualSync();
    const d = createDurability(t.db, s.sync, { maxInFlight: 2 });
    const done: string[] = [];
    write();
    d.afterSync(() => done.push("a"));
    write();
    d.afterSync(() => done.push("b"));
    write(); // after both syncs started: neither covers it
    d.afterSync(() => done.push("c"));
    s.finish(1);
    s.finish(0);
    expect(done).toEqual(["a", "b"]);
    expect(s.calls).toHaveLength(3);
    s.finish(2);
    expect(done).toEqual(["a", "b", "c"]);
  });

  it("hands one sync's error to its own waiters only, while another in flight succeeds", () => {
    const s = manualSync();
    const d = createDurability(t.db, s.sync, { maxInFlight: 2 });
    const results: string[] = [];
    write();
    d.afterSync((err) => results.push(`a:${err?.message ?? "ok"}`));
    write();
    d.afterSync((err) => results.push(`b:${err?.message ?? "ok"}`));
    s.finish(0, new Error("EIO"));
    expect(results).toEqual(["a:EIO"]);
    s.finish(1);
    expect(results).toEqual(["a:EIO", "b:ok"]);
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
