/**
 * Job leases: two platforms on one database (two processes' job runners, one clock) run a
 * job once per period between them, never at once, and one takes over from a holder that died in
 * the middle of a run: at once when it was a process of this machine (SQLite), else once its lease
 * expires. The runners are driven by `runScheduled` (what a job's
 * schedule does when it fires) and a manual clock: no timers, no sleeps.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { openPlatform, type Platform } from "../src/platform/platform.js";
import { PARTS } from "../src/tandem.js";
import { type TestSql, testSql } from "./support/sql.js";
import { testDatabase } from "./support/template-db.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-job-leases-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MINUTE = 60_000;
// 10 s into a minute: every minute's run of an every-minute job falls in that minute's period.
const T0 = Date.UTC(2026, 2, 1, 9, 0, 10);

let open: (Platform | TestSql)[] = [];
afterEach(async () => {
  for (const p of open) await p.close();
  open = [];
});
/** Two platforms (as two `serve` processes, without their domains' jobs) on one new migrated database, sharing one clock. */
async function twoProcesses(name: string) {
  const clock = manualClock(T0);
  const database = await testDatabase(mkdtempSync(join(dir, `${name}-`)));
  const a = await openPlatform(database, PARTS, { clock, durability: "os" });
  const b = await openPlatform(database, PARTS, { clock, durability: "os" });
  const sql = testSql(a);
  open.push(sql, a, b);
  const holderOf = async (job: string) => (await sql.get<{ holder: string }>("SELECT holder FROM leases WHERE name = ?", `job:${job}`))?.holder;
  return { clock, a, b, sql, holderOf };
}
/** A promise and its resolver: a run that goes on until the test ends it. */
function deferred() {
  let resolve!: (n: number) => void;
  const promise = new Promise<number>((r) => (resolve = r));
  return { promise, resolve };
}
const tick = () => new Promise((r) => setImmediate(r));
/**
 * Resolves once `p` has no statement in flight: a background run that just ended has given its
 * lease up (on SQLite at once; on PostgreSQL once the release's round trip is over, which the pool
 * shows: every connection idle, none waited for).
 */
async function settle(p: Platform) {
  await tick(); // the run's end has reached its release, which holds a connection until it returns
  for (;;) {
    const h = await p.health();
    if (h.connections === undefined || (h.connections === h.idle && h.waiting === 0)) return;
    await tick();
  }
}

it("two runners on one database run an every-minute job once per minute between them, whichever fires first, however often each fires", async () => {
  const { clock, a, b, sql } = await twoProcesses("count");
  const runs: { by: string; at: number }[] = [];
  for (const [by, p] of [["a", a], ["b", b]] as const) {
    p.jobs.register({ name: "test.count", schedule: "0 * * * * *", run: (now) => (runs.push({ by, at: now }), 1) });
  }
  const N = 12;
  for (let i = 0; i < N; i++) {
    // Each fires twice in the minute, in an order that changes with the minute.
    const order = i % 3 === 0 ? [a, b, a, b] : i % 3 === 1 ? [b, a, b, a] : [a, a, b, b];
    const answers: number[] = [];
    for (const p of order) answers.push((await p.jobs.runScheduled(["test.count"]))["test.count"]);
    expect(answers.filter((n) => n === 1)).toHaveLength(1);
    clock.advance(MINUTE + (i % 2 === 0 ? 7_000 : -3_000));
  }
  expect(runs).toHaveLength(N);
  const minutes = runs.map((r) => Math.floor(r.at / MINUTE));
  expect(new Set(minutes).size).toBe(N);
  // Both processes ran it (the one that fired first each minute), never the same minute twice.
  expect(new Set(runs.map((r) => r.by))).toEqual(new Set(["a", "b"]));
  // Nothing is left holding the job's lease between runs.
  expect(await sql.get("SELECT count(*) AS n FROM leases WHERE name = 'job:test.count'")).toEqual({ n: 0 });
});

it("a run that goes on in one process keeps the job's lease: the other process skips its schedule and runNow until the run ends, then runs", async () => {
  const { clock, a, b, holderOf } = await twoProcesses("long");
  const aRun = deferred();
  let bRuns = 0;
  a.jobs.register({ name: "test.long", schedule: "0 * * * * *", background: true, run: () => aRun.promise });
  b.jobs.register({ name: "test.long", schedule: "0 * * * * *", run: () => (bRuns++, 1) });

  expect(await a.jobs.runScheduled(["test.long"])).toEqual({ "test.long": 0 }); // going on in the background
  expect(await holderOf("test.long")).toBe(a.owners.self);
  clock.advance(MINUTE);
  expect(await b.jobs.runScheduled(["test.long"])).toEqual({ "test.long": 0 });
  expect(await b.jobs.runNow(["test.long"])).toEqual({ "test.long": 0 });
  // Nor does A start a second run of it while its first goes on.
  expect(await a.jobs.runScheduled(["test.long"])).toEqual({ "test.long": 0 });
  expect(bRuns).toBe(0);

  aRun.resolve(5);
  await settle(a);
  expect(await holderOf("test.long")).toBeUndefined();
  expect(a.jobs.lastRun()["test.long"]).toBe(T0);
  // The minute whose schedule found the run still going was claimed by no one: a later firing in it runs it, once.
  expect(await b.jobs.runScheduled(["test.long"])).toEqual({ "test.long": 1 });
  expect(await b.jobs.runScheduled(["test.long"])).toEqual({ "test.long": 0 });
  // An explicit run claims no period.
  expect(await b.jobs.runNow(["test.long"])).toEqual({ "test.long": 1 });
  clock.advance(MINUTE);
  expect(await b.jobs.runScheduled(["test.long"])).toEqual({ "test.long": 1 });
  expect(bRuns).toBe(3);
});

it("a holder that died in the middle of a run (its lease never given up) is taken over at once by the other process, not after the lease expires", () =>
  diedMidRun("this machine"));

it("a holder on another machine that died in the middle of a run (its lease never given up) is taken over once its lease expires, not before", () => diedMidRun("another machine"));

/** A runs a job and "dies" mid-run (its holder becomes a process gone from this machine, or one of another machine); B takes the job over. */
async function diedMidRun(where: "this machine" | "another machine") {
  const { clock, a, b, sql, holderOf } = await twoProcesses(where === "this machine" ? "crash" : "elsewhere");
  const aRun = deferred();
  const bRun = deferred();
  let bStarted = 0;
  a.jobs.register({ name: "test.crash", schedule: "0 * * * * *", background: true, run: () => aRun.promise });
  b.jobs.register({ name: "test.crash", schedule: "0 * * * * *", background: true, run: () => (bStarted++, bRun.promise) });

  await a.jobs.runScheduled(["test.crash"]);
  clock.advance(MINUTE);
  // A is alive: its lease (5 minutes) holds.
  await b.jobs.runScheduled(["test.crash"]);
  expect(bStarted).toBe(0);

  // A "dies": its holder becomes a process of this machine that no longer exists (or one of another machine, whose life nobody here sees).
  const gone = where === "this machine" ? `${hostname()}:${spawnSync("true").pid}:${a.owners.self.split(":")[2]}` : "elsewhere.invalid:4242:x";
  expect(await sql.run("UPDATE leases SET holder = ? WHERE name = 'job:test.crash'", gone)).toBe(1);
  if (where === "another machine") {
    await b.jobs.runScheduled(["test.crash"]);
    expect(bStarted).toBe(0); // its lease (5 minutes past the run's start) holds: it may be alive
    clock.advance(4 * MINUTE + 1_000); // the lease has expired
  }
  await b.jobs.runScheduled(["test.crash"]);
  expect(bStarted).toBe(1);
  expect(await holderOf("test.crash")).toBe(b.owners.self);

  // The dead run ending late gives up nothing of B's lease.
  aRun.resolve(0);
  await settle(a);
  expect(await holderOf("test.crash")).toBe(b.owners.self);
  bRun.resolve(0);
  await settle(b);
  expect(await holderOf("test.crash")).toBeUndefined();
}

it("registers every job of a platform under its own lease name, held by the process's owner id while it runs", async () => {
  const { a, holderOf } = await twoProcesses("names");
  const seen: (string | undefined)[] = [];
  a.jobs.register({
    name: "test.sees",
    schedule: "0 * * * * *",
    run: async () => (seen.push(await holderOf("test.sees")), 0),
  });
  await a.jobs.runNow(["test.sees"]);
  expect(seen).toEqual([a.owners.self]);
  expect(a.owners.self.startsWith(`${hostname()}:${process.pid}:`)).toBe(true);
});
