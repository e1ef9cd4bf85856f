import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { SENDER_LEASE } from "../src/desk/desk.js";
import { manualClock } from "../src/platform/clock.js";
import type { Log } from "../src/platform/observability/log.js";
import { openTandem } from "../src/tandem.js";
import { testSql } from "./support/sql.js";
import { testDatabase } from "./support/template-db.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-lease-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** A new migrated database (a file of its own on SQLite). */
const newDatabase = () => testDatabase(mkdtempSync(join(dir, "db-")));

const logTo = (lines: string[]): Log => ({ info: (_o, m) => lines.push(m), warn: (_o, m) => lines.push(m), error: (_o, m) => lines.push(m) });

it("a lease has one holder until it expires; then another process takes it", async () => {
  const clock = manualClock();
  const db = await newDatabase();
  const a = await openTandem(db, clock);
  const b = await openTandem(db, clock);
  try {
    const la = a.lease("test.role", 10_000);
    const lb = b.lease("test.role", 10_000);
    expect(await la.hold()).toBe(true);
    expect(await lb.hold()).toBe(false);
    clock.advance(9_000);
    expect(await la.hold()).toBe(true); // renewed until +19 s
    clock.advance(9_000);
    expect(await lb.hold()).toBe(false);
    clock.advance(1_001);
    expect(await lb.hold()).toBe(true);
    expect(await la.hold()).toBe(false);
  } finally {
    await a.close();
    await b.close();
  }
});

it("a holder that was a process of this machine and no longer exists is taken over at once (a crash), not after its lease expires", async () => {
  const clock = manualClock();
  const t = await openTandem(await newDatabase(), clock);
  const sql = testSql(t);
  try {
    const gone = spawnSync("true").pid; // a process that has exited
    await sql.run("INSERT INTO leases (name, holder, expires_at) VALUES ('test.crash', ?, ?)", `${hostname()}:${gone}:x`, clock.now() + 60_000);
    expect(await t.lease("test.crash", 10_000).hold()).toBe(true);
    // A live holder (this very process's parent, under another id) is respected until its lease expires.
    await sql.run("UPDATE leases SET holder = ?, expires_at = ? WHERE name = 'test.crash'", `${hostname()}:${process.ppid}:y`, clock.now() + 60_000);
    expect(await t.lease("test.crash", 10_000).hold()).toBe(false);
  } finally {
    await sql.close();
    await t.close();
  }
});

it("a holder whose life this process cannot see (a live process of this machine, or one of another machine) is respected until its lease expires, then taken over", async () => {
  const clock = manualClock();
  const t = await openTandem(await newDatabase(), clock);
  const sql = testSql(t);
  try {
    for (const [name, holder] of [
      ["test.live", `${hostname()}:${process.ppid}:y`],
      ["test.elsewhere", "elsewhere.invalid:4242:x"],
    ]) {
      await sql.run("INSERT INTO leases (name, holder, expires_at) VALUES (?, ?, ?)", name, holder, clock.now() + 60_000);
    }
    const [live, elsewhere] = [t.lease("test.live", 10_000), t.lease("test.elsewhere", 10_000)];
    expect(await live.hold()).toBe(false);
    expect(await elsewhere.hold()).toBe(false);
    clock.advance(59_999);
    expect(await live.hold()).toBe(false);
    expect(await elsewhere.hold()).toBe(false);
    clock.advance(1);
    expect(await live.hold()).toBe(true);
    expect(await elsewhere.hold()).toBe(true);
    // Both are this process's now (each lease its own id).
    const mine = expect.stringMatching(new RegExp(`^${hostname()}:${process.pid}:`));
    expect(await sql.all("SELECT name, holder FROM leases WHERE name IN ('test.live', 'test.elsewhere') ORDER BY name")).toEqual([
      { name: "test.elsewhere", holder: mine },
      { name: "test.live", holder: mine },
    ]);
  } finally {
    await sql.close();
    await t.close();
  }
});

it("a second serve on the same database does not send, says so, and takes over when the first one stops", async () => {
  const aLog: string[] = [];
  const bLog: string[] = [];
  const db = await newDatabase();
  const a = await openTandem(db, { now: () => Date.now() }, { log: logTo(aLog) });
  const b = await openTandem(db, { now: () => Date.now() }, { log: logTo(bLog) });
  try {
    a.desk.sender.start();
    await expect.poll(() => a.desk.sender.status().role, { timeout: 3000, interval: 50 }).toBe("active");
    b.desk.sender.start();
    await expect.poll(() => b.desk.sender.status().role, { timeout: 3000, interval: 50 }).toBe("standby");
    expect(aLog.join("\n")).toMatch(/this process sends the webhooks/);
    expect(bLog.join("\n")).toMatch(/another process sends the webhooks of this database; this one serves the APIs only/);
    const sql = testSql(a);
    try {
      expect((await sql.get<{ holder: string }>("SELECT holder FROM leases WHERE name = ?", SENDER_LEASE))?.holder.length).toBeGreaterThan(0);
    } finally {
      await sql.close();
    }

    await a.desk.sender.stop(); // gives the lease up
    await expect.poll(() => b.desk.sender.status().role, { timeout: 5000, interval: 100 }).toBe("active");
    expect(bLog.join("\n")).toMatch(/this process sends the webhooks/);
  } finally {
    await a.desk.sender.stop();
    await b.desk.sender.stop();
    await a.close();
    await b.close();
  }
});
