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
  describe("deferred work", () => {
    it("runs after the group's last unit, before its commit, in order; outside a group at once", async () => {
      const unit = createGroupCommit(t.db);
      const insert = t.db.prepare("INSERT INTO t (v) VALUES (?)");
      const log: string[] = [];
      await Promise.all(
        ["a", "b"].map((v) =>
          unit(() => {
            insert.run(v);
            unit.defer(() => {
              log.push(`${v}: in transaction ${t.db.inTransaction}`);
              insert.run(`${v}-later`);
            });
            log.push(`${v} ran`);
          }),
        ),
      );
      expect(log).toEqual(["a ran", "b ran", "a: in transaction true", "b: in transaction true"]);
      expect(rows()).toEqual(["a", "b", "a-later", "b-later"]);
      let ranNow = false;
      unit.defer(() => (ranNow = true));
      expect(ranNow).toBe(true);
    });

    it("drops the work of a unit that fails, and of a scope that throws inside a unit that goes on", async () => {
      const unit = createGroupCommit(t.db);
      const insert = t.db.prepare("INSERT INTO t (v) VALUES (?)");
      const results = await Promise.allSettled([
        unit(() => {
          insert.run("a");
          unit.defer(() => insert.run("a-later"));
        }),
        unit(() => {
          unit.defer(() => insert.run("failed-later"));
          throw new Error("no");
        }),
        unit(async (tx) => {
          // A savepoint that throws: its changes and the work it deferred are dropped.
          await tx
            .savepoint(() => {
              insert.run("inner");
              unit.defer(() => insert.run("inner-later"));
              throw new Error("inner fails");
            })
            .catch(() => undefined); // the unit answers the error itself and goes on
          insert.run("c");
          unit.defer(() => insert.run("c-later"));
        }),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      expect(rows()).toEqual(["a", "c", "a-later", "c-later"]);
    });

    it("runDeferred runs earlier work at once; a unit that then fails leaves that work due, not lost", async () => {
      const unit = createGroupCommit(t.db);
      const insert = t.db.prepare("INSERT INTO t (v) VALUES (?)");
      const results = await Promise.allSettled([
        unit(() => {
          insert.run("a");
          unit.defer(() => insert.run("a-later"));
        }),
        unit(() => {
          unit.runDeferred(); // "a-later" is written inside this unit's savepoint …
          expect(t.db.prepare("SELECT count(*) FROM t WHERE v = 'a-later'").pluck().get()).toBe(1);
          throw new Error("… which is rolled back");
        }),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected"]);
      expect(rows()).toEqual(["a", "a-later"]);
    });

    it("fails the whole group when deferred work fails", async () => {
      const unit = createGroupCommit(t.db);
      const insert = t.db.prepare("INSERT INTO t (v) VALUES (?)");
      const results = await Promise.allSettled([
        unit(() => insert.run("a")),
        unit(() => unit.defer(() => insert.run("a"))), // UNIQUE violation at the end of the group
      ]);
      expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
      expect(rows()).toEqual([]);
    });
  });
});
