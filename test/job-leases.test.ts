/**
 * Job leases: two platforms on one database file (two processes' job runners, one clock) run a
 * job once per period between them, never at once, and one takes over at once from a holder
 * that died in the middle of a run. The runners are driven by `runScheduled` (what a job's
 * schedule does when it fires) and a manual clock: no timers, no sleeps.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { createPlatform, type Platform } from "../src/platform/platform.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-job-leases-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MINUTE = 60_000;
// 10 s into a minute: every minute's run of an every-minute job falls in that minute's period.
const T0 = Date.UTC(2026, 2, 1, 9, 0, 10);

let open: Platform[] = [];
afterEach(() => {
  for (const p of open) p.db!.close();
  open = [];
});
/** Two platforms (as two `serve` processes) on one new database file, sharing one clock. */
function twoProcesses(file: string) {
  const clock = manualClock(T0);
  const path = join(dir, file);
  const a = createPlatform(path, [], { clock, durability: "os" });
  const b = createPlatform(path, [], { clock, durability: "os" });
  open.push(a, b);
  return { clock, a, b, holderOf: (name: string) => a.db!.prepare("SELECT holder FROM leases WHERE name = ?").pluck().get(`job:${name}`) as string | undefined };
}
/** A promise and its resolver: a run that goes on until the test ends it. */
function deferred() {
  let resolve!: (n: number) => void;
  const promise = new Promise<number>((r) => (resolve = r));
  return { promise, resolve };
}
const settle = () => new Promise((r) => setImmediate(r));

it("two runners on one file run an every-minute job once per minute between them, whichever fires first, however often each fires", async () => {
  const { clock, a, b } = twoProcesses("count.db");
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
  expect(a.db!.prepare("SELECT count(*) FROM leases WHERE name = 'job:test.count'").pluck().get()).toBe(0);
});

it("a run that goes on in one process keeps the job's lease: the other process skips its schedule and runNow until the run ends, then runs", async () => {
  const { clock, a, b, holderOf } = twoProcesses("long.db");
  const aRun = deferred();
  let bRuns = 0;
  a.jobs.register({ name: "test.long", schedule: "0 * * * * *", background: true, run: () => aRun.promise });
  b.jobs.register({ name: "test.long", schedule: "0 * * * * *", run: () => (bRuns++, 1) });

  expect(await a.jobs.runScheduled(["test.long"])).toEqual({ "test.long": 0 }); // going on in the background
  expect(holderOf("test.long")).toBe(a.owners.self);
  clock.advance(MINUTE);
  expect(await b.jobs.runScheduled(["test.long"])).toEqual({ "test.long": 0 });
  expect(await b.jobs.runNow(["test.long"])).toEqual({ "test.long": 0 });
  // Nor does A start a second run of it while its first goes on.
  expect(await a.jobs.runScheduled(["test.long"])).toEqual({ "test.long": 0 });
  expect(bRuns).toBe(0);

  aRun.resolve(5);
  await settle();
  expect(holderOf("test.long")).toBeUndefined();
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

it("a holder that died in the middle of a run (its lease never given up) is taken over at once by the other process, not after the lease expires", async () => {
  const { clock, a, b, holderOf } = twoProcesses("crash.db");
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

  // A "dies": its holder becomes a process of this machine that no longer exists.
  const gone = `${hostname()}:${spawnSync("true").pid}:${a.owners.self.split(":")[2]}`;
  a.db!.prepare("UPDATE leases SET holder = ? WHERE name = 'job:test.crash'").run(gone);
  await b.jobs.runScheduled(["test.crash"]);
  expect(bStarted).toBe(1);
  expect(holderOf("test.crash")).toBe(b.owners.self);

  // The dead run ending late gives up nothing of B's lease.
  aRun.resolve(0);
  await settle();
  expect(holderOf("test.crash")).toBe(b.owners.self);
  bRun.resolve(0);
  await settle();
  expect(holderOf("test.crash")).toBeUndefined();
});

it("registers every job of a platform under its own lease name, held by the process's owner id while it runs", async () => {
  const { a } = twoProcesses("names.db");
  const seen: (string | undefined)[] = [];
  a.jobs.register({
    name: "test.sees",
    schedule: "0 * * * * *",
    run: () => (seen.push(a.db!.prepare("SELECT holder FROM leases WHERE name = 'job:test.sees'").pluck().get() as string), 0),
  });
  await a.jobs.runNow(["test.sees"]);
  expect(seen).toEqual([a.owners.self]);
  expect(a.owners.self.startsWith(`${hostname()}:${process.pid}:`)).toBe(true);
});
