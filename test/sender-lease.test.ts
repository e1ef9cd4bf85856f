import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { SENDER_LEASE } from "../src/desk/desk.js";
import { manualClock } from "../src/platform/clock.js";
import type { Log } from "../src/platform/observability/log.js";
import { openTandem } from "../src/tandem.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-lease-"));
const db = join(dir, "lease.db");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const logTo = (lines: string[]): Log => ({ info: (_o, m) => lines.push(m), warn: (_o, m) => lines.push(m), error: (_o, m) => lines.push(m) });

it("a lease has one holder until it expires; then another process takes it", async () => {
  const clock = manualClock();
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
    a.db!.close();
    b.db!.close();
  }
});

it("a holder that was a process of this machine and no longer exists is taken over at once (a crash), not after its lease expires", async () => {
  const clock = manualClock();
  const t = await openTandem(db, clock);
  try {
    const gone = spawnSync("true").pid; // a process that has exited
    t.db!.prepare("INSERT OR REPLACE INTO leases (name, holder, expires_at) VALUES ('test.crash', ?, ?)").run(`${hostname()}:${gone}:x`, clock.now() + 60_000);
    expect(await t.lease("test.crash", 10_000).hold()).toBe(true);
    // A live holder (this very process, under another id) is respected until its lease expires.
    t.db!.prepare("UPDATE leases SET holder = ?, expires_at = ? WHERE name = 'test.crash'").run(`${hostname()}:${process.ppid}:y`, clock.now() + 60_000);
    expect(await t.lease("test.crash", 10_000).hold()).toBe(false);
  } finally {
    t.db!.close();
  }
});

it("a second serve on the same file does not send, says so, and takes over when the first one stops", async () => {
  const aLog: string[] = [];
  const bLog: string[] = [];
  const a = await openTandem(db, { now: () => Date.now() }, { log: logTo(aLog) });
  const b = await openTandem(db, { now: () => Date.now() }, { log: logTo(bLog) });
  try {
    a.desk.sender.start();
    await expect.poll(() => a.desk.sender.status().role, { timeout: 3000, interval: 50 }).toBe("active");
    b.desk.sender.start();
    await expect.poll(() => b.desk.sender.status().role, { timeout: 3000, interval: 50 }).toBe("standby");
    expect(aLog.join("\n")).toMatch(/this process sends the webhooks/);
    expect(bLog.join("\n")).toMatch(/another process sends the webhooks of this database; this one serves the APIs only/);
    expect((a.db!.prepare("SELECT holder FROM leases WHERE name = ?").pluck().get(SENDER_LEASE) as string).length).toBeGreaterThan(0);

    await a.desk.sender.stop(); // gives the lease up
    await expect.poll(() => b.desk.sender.status().role, { timeout: 5000, interval: 100 }).toBe("active");
    expect(bLog.join("\n")).toMatch(/this process sends the webhooks/);
  } finally {
    await a.desk.sender.stop();
    await b.desk.sender.stop();
    a.db!.close();
    b.db!.close();
  }
});
