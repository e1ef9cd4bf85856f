/**
 * Time slices for long jobs (src/platform/jobs/slices.ts): as many items per
 * write transaction as the pacer's budget allows, a turn of the event loop
 * between transactions, and answers queued by requests read meanwhile leave
 * before the job's next transaction. Budgets of 0 (always spent) and 1e9
 * (never spent) keep the tests free of timing.
 */
import { MessageChannel } from "node:worker_threads";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { createGroupCommit } from "../src/platform/db/group-commit.js";
import type { Tx } from "../src/platform/db/handle.js";
import { createPacer, inSlices } from "../src/platform/jobs/slices.js";

/** A write function that logs where its transactions begin and end (its `tx` a stand-in). */
function loggedWrite(log: string[]) {
  return async <R>(fn: (tx: Tx) => Promise<R>): Promise<R> => {
    log.push("begin");
    try {
      return await fn({} as Tx);
    } finally {
      log.push("commit");
    }
  };
}

describe("inSlices", () => {
  it("puts every item in one transaction while the budget lasts, and answers how many items counted", async () => {
    const log: string[] = [];
    const counted = await inSlices([1, 2, 3, 4], createPacer(1e9), loggedWrite(log), (_tx, x) => {
      log.push(String(x));
      return x % 2 === 0;
    });
    expect(counted).toBe(2);
    expect(log).toEqual(["begin", "1", "2", "3", "4", "commit"]);
  });

  it("with the budget spent, gives each item its own transaction, with a turn of the event loop between them", async () => {
    const log: string[] = [];
    const counted = await inSlices(["a", "b", "c"], createPacer(0), loggedWrite(log), (_tx, x) => {
      log.push(x);
      // Work that another part of the process queued for the next turn (an I/O callback, a timer's work).
      if (x === "a") setImmediate(() => log.push("other work"));
      return true;
    });
    expect(counted).toBe(3);
    expect(log).toEqual(["begin", "a", "commit", "other work", "begin", "b", "commit", "begin", "c", "commit"]);
  });

  it("lets an answer queued by a request read after a transaction leave before the next transaction", async () => {
    // A request is read in the poll phase and answered from an immediate (build-api's reply
    // queue; the write unit's group commit): modelled by a message on a MessagePort, which is
    // delivered in the poll phase, whose handler queues the answer.
    const log: string[] = [];
    const { port1, port2 } = new MessageChannel();
    port1.on("message", () => setImmediate(() => log.push("answer")));
    try {
      await inSlices(["a", "b"], createPacer(0), loggedWrite(log), (_tx, x) => {
        log.push(x);
        if (x === "a") port2.postMessage("request");
        return true;
      });
    } finally {
      port1.close();
    }
    expect(log).toEqual(["begin", "a", "commit", "answer", "begin", "b", "commit"]);
  });

  it("rejects when an item throws: its transaction is rolled back, the committed ones stay", async () => {
    const db = new Database(":memory:");
    db.exec("CREATE TABLE t (v TEXT NOT NULL)");
    const insert = db.prepare("INSERT INTO t (v) VALUES (?)");
    const write = createGroupCommit(db);
    const seen: Tx[] = [];
    const run = inSlices(["a", "b", "boom"], createPacer(0), write, (tx, x) => {
      seen.push(tx);
      insert.run(x);
      if (x === "boom") throw new Error("boom");
      return true;
    });
    await expect(run).rejects.toThrow("boom");
    expect(db.prepare("SELECT v FROM t ORDER BY rowid").pluck().all()).toEqual(["a", "b"]);
    expect(db.inTransaction).toBe(false);
    // Each slice's items get that slice's transaction (one per item here: the budget is spent).
    expect(seen.every((tx) => tx.writing)).toBe(true);
    expect(new Set(seen).size).toBe(3);
    db.close();
  });

  it("does nothing for no items", async () => {
    const log: string[] = [];
    expect(await inSlices([], createPacer(0), loggedWrite(log), () => true)).toBe(0);
    expect(log).toEqual([]);
  });
});

describe("createPacer", () => {
  it("goes on at once while the budget lasts, and shares one wait among the callers of a turn", async () => {
    const fresh = createPacer(1e9);
    expect(fresh.spent).toBe(false);
    let resumed = false;
    const paced = fresh.pace().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(true);
    await paced;

    const spent = createPacer(0);
    expect(spent.spent).toBe(true);
    expect(spent.next()).toBe(spent.next());
    let other = false;
    setImmediate(() => (other = true));
    await spent.pace();
    expect(other).toBe(true);
  });

  it("reads and answers between turns even when a turn arms its wait early and then sets a timer", async () => {
    // As the cycle's charges: a turn resumed from the pacer's timer races its work against the
    // next turn (arming the wait at once), works past the timer's 1 ms, then sets a timer of its own
    // (a provider call's timeout), which refreshes the loop's clock. On Node 20's libuv that made the
    // wait due inside the same timers phase, and the job ran turn after turn without the loop ever
    // reaching poll or check. Busy work stands for the turn's CPU; nothing here waits on time.
    const pacer = createPacer(0);
    const log: string[] = [];
    let checking = true;
    const check = () => {
      log.push("check");
      if (checking) setImmediate(check);
    };
    await pacer.next();
    setImmediate(check);
    for (let turn = 0; turn < 5; turn++) {
      log.push("turn");
      void pacer.next();
      const until = performance.now() + 2;
      while (performance.now() < until);
      clearTimeout(setTimeout(() => undefined, 60_000));
      await pacer.next();
    }
    checking = false;
    const turns = log.join(" ").split("turn").slice(1, -1);
    expect(turns).toHaveLength(4);
    for (const between of turns) expect(between).toContain("check");
  });
});
