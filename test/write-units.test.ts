/**
 * Async write units (issue 27): a unit awaits only its own statements; one that awaits anything
 * else fails loudly (ForeignAwait) instead of holding the group's transaction open while other
 * requests run; `transaction` nests inside a running unit and is a unit of its own anywhere else,
 * so two requests never share a transaction however their awaits interleave.
 */
import { describe, expect, it } from "vitest";
import { walDbPerTest } from "./support/wal-db.js";
import { createGroupCommit, ForeignAwait } from "../src/platform/db/group-commit.js";

const t = walDbPerTest("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE)");
const rows = () => t.db.prepare("SELECT v FROM t ORDER BY id").pluck().all();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Stands for a repository call: a statement, answered through a promise as every repository answers. */
const statement = async (v: string) => void t.db.prepare("INSERT INTO t (v) VALUES (?)").run(v);

describe("async write units", () => {
  it("strict: a unit that awaits a timer fails with ForeignAwait before the event loop turns; the group's other units commit", async () => {
    const unit = createGroupCommit(t.db, { strict: true });
    let otherRanDuringTheGroup = false;
    const results = await Promise.allSettled([
      unit(async () => {
        await statement("a");
      }),
      unit(async () => {
        await statement("b");
        setImmediate(() => (otherRanDuringTheGroup = t.db.inTransaction));
        await sleep(5); // a foreign await
        await statement("b-after-the-timer");
      }),
      unit(async () => {
        await statement("c");
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(ForeignAwait);
    // Strict mode names the culprit: the error's cause is where the unit was submitted (this file).
    expect(((results[1] as PromiseRejectedResult).reason as Error).cause).toMatchObject({ message: "the unit was submitted here", stack: expect.stringContaining("write-units.test.ts") });
    // What the failed unit wrote before its foreign await is rolled back with it.
    expect(rows()).toEqual(["a", "c"]);
    expect(otherRanDuringTheGroup).toBe(false);
    await sleep(10); // let the abandoned unit finish before the next test
  });

  it("a unit that awaits a timer (not strict) is given up at the next turn: rolled back, ForeignAwait; the others commit without waiting for it", async () => {
    const unit = createGroupCommit(t.db, { strict: false });
    let timerDone = false;
    const results = await Promise.allSettled([
      unit(async () => {
        await statement("a");
        await sleep(20);
        timerDone = true;
      }),
      unit(async () => {
        await statement("b");
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled"]);
    expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(ForeignAwait);
    expect(timerDone).toBe(false); // the group did not hold its transaction open for the timer
    expect(rows()).toEqual(["b"]);
    await sleep(30);
  });

  it("strict: a unit that waits for a later unit (which could only run after it) fails instead of hanging", async () => {
    const unit = createGroupCommit(t.db, { strict: true });
    const outcome = await unit(async () => {
      await statement("outer");
      await unit(() => statement("inner"));
    }).then(
      () => "committed",
      (e: unknown) => e,
    );
    expect(outcome).toBeInstanceOf(ForeignAwait);
    await new Promise((r) => setImmediate(r));
    await unit(() => undefined);
    expect(rows()).toEqual(["inner"]);
  });

  it("units that await only their statements, many times over, commit in one group", async () => {
    const unit = createGroupCommit(t.db, { strict: true });
    const done = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        unit(async () => {
          for (let k = 0; k < 10; k++) await statement(`u${i}-${k}`);
          return i;
        }),
      ),
    );
    expect(done).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(rows()).toHaveLength(200);
  });

  it("tx.savepoint() is a savepoint of the running unit: one that throws rolls back alone, the unit goes on", async () => {
    const unit = createGroupCommit(t.db, { strict: true });
    await unit(async (tx) => {
      await statement("before");
      await tx
        .savepoint(async () => {
          await statement("inner");
          throw new Error("inner fails");
        })
        .catch(() => undefined);
      await tx.savepoint(() => statement("nested-kept"));
      await statement("after");
    });
    expect(rows()).toEqual(["before", "nested-kept", "after"]);
  });

  it("units started from outside are units of their own: two requests whose awaits interleave never share a transaction", async () => {
    const unit = createGroupCommit(t.db, { strict: true });
    // Two flows started in the same turn, each awaiting between its statements: with "nest when a
    // transaction is open", the second would run inside the first's and be lost with its rollback.
    const results = await Promise.allSettled([
      unit(async () => {
        await statement("x1");
        await statement("x2");
        throw new Error("x fails");
      }),
      (async () => {
        await Promise.resolve();
        return unit(async () => {
          await statement("y1");
          await statement("y2");
        });
      })(),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled"]);
    expect(rows()).toEqual(["y1", "y2"]);
  });

  it("deferred work of a savepoint that throws is dropped with it", async () => {
    const unit = createGroupCommit(t.db, { strict: true });
    await unit(async (tx) => {
      await statement("a");
      tx.defer(() => void t.db.prepare("INSERT INTO t (v) VALUES ('a-later')").run());
      await tx
        .savepoint(async () => {
          tx.defer(() => void t.db.prepare("INSERT INTO t (v) VALUES ('dropped-later')").run());
          throw new Error("no");
        })
        .catch(() => undefined);
    });
    expect(rows()).toEqual(["a", "a-later"]);
  });
});
