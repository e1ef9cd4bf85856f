import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { walDbPerTest } from "./support/wal-db.js";
import { createGroupCommit } from "../src/platform/db/group-commit.js";

const t = walDbPerTest("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE)");

const rows = () => t.db.prepare("SELECT v FROM t ORDER BY id").pluck().all();

describe("group commit", () => {
  it("runs the units of one turn in order in one transaction, and settles them after the commit", async () => {
    const unit = createGroupCommit(t.db);
    const insert = t.db.prepare("INSERT INTO t (v) VALUES (?)");
    const seenInTx: boolean[] = [];
    const all = Promise.all(
      ["a", "b", "c"].map((v) =>
        unit(() => {
          seenInTx.push(t.db.inTransaction);
          insert.run(v);
          return v.toUpperCase();
        }),
      ),
    );
    // Nothing has run yet: the group starts on the next turn.
    expect(rows()).toEqual([]);
    expect(await all).toEqual(["A", "B", "C"]);
    expect(seenInTx).toEqual([true, true, true]);
    expect(rows()).toEqual(["a", "b", "c"]);
    // One transaction: a second connection sees all or nothing (here: all, once settled).
    const other = new Database(join(t.dir, "t.db"), { readonly: true });
    expect(other.prepare("SELECT count(*) FROM t").pluck().get()).toBe(3);
    other.close();
  });

  it("rolls back a throwing unit alone; the others of its group are kept", async () => {
    const unit = createGroupCommit(t.db);
    const insert = t.db.prepare("INSERT INTO t (v) VALUES (?)");
    const results = await Promise.allSettled([
      unit(() => insert.run("a")),
      unit(() => {
        insert.run("half");
        insert.run("a"); // UNIQUE violation: the whole unit, "half" included, is undone
      }),
      unit(() => insert.run("c")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: "SQLITE_CONSTRAINT_UNIQUE" });
    expect(rows()).toEqual(["a", "c"]);
  });

  it("lets a unit nest its own transaction (a savepoint inside the group)", async () => {
    const unit = createGroupCommit(t.db);
    const insert = t.db.prepare("INSERT INTO t (v) VALUES (?)");
    const nested = t.db.transaction((v: string) => insert.run(v));
    await Promise.all([unit(() => nested.immediate("x")), unit(() => nested("y"))]);
    expect(rows()).toEqual(["x", "y"]);
  });

  it("rejects every unit of the group and keeps nothing when the group cannot start", async () => {
    const unit = createGroupCommit(t.db);
    const insert = t.db.prepare("INSERT INTO t (v) VALUES (?)");
    // Another connection holds the write lock; ours gives up at once.
    t.db.pragma("busy_timeout = 0");
    const other = new Database(join(t.dir, "t.db"));
    other.exec("BEGIN IMMEDIATE");
    const results = await Promise.allSettled([unit(() => insert.run("a")), unit(() => insert.run("b"))]);
    other.exec("ROLLBACK");
    other.close();
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ code: "SQLITE_BUSY" });
    expect(t.db.inTransaction).toBe(false);
    expect(rows()).toEqual([]);
    // And the next group works.
    await unit(() => insert.run("c"));
    expect(rows()).toEqual(["c"]);
  });

  it("starts a new group for units submitted after the previous one ran", async () => {
    const unit = createGroupCommit(t.db);
    const insert = t.db.prepare("INSERT INTO t (v) VALUES (?)");
    await unit(() => insert.run("1"));
    await unit(() => insert.run("2"));
    expect(rows()).toEqual(["1", "2"]);
  });
});
