/**
 * Usage writes on explicit handles (service level, a store over a real file, strict mode, so a
 * statement outside its unit's transaction throws): an auto top-up a write queued is handed to the
 * top-ups service (`onTopupQueued`) only once the write has COMMITTED — also when the track runs
 * inside a caller's unit (a savepoint of it) — and never when that unit rolls back (before the
 * explicit handle, the hand-over happened when the track's savepoint returned, inside the caller's
 * still-open unit); a refusal's limit hit is recorded after its rollback; batch_track and check
 * with send_event run in the handle they are given.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type Db, openDatabase } from "../src/platform/db/database.js";
import { createGroupCommit, type WriteUnit } from "../src/platform/db/group-commit.js";
import { createStore, repoCache } from "../src/platform/db/handle.js";
import { platformMigrations } from "../src/platform/db/migrations.js";
import { noMemos } from "../src/platform/db/read-memo.js";
import { balancesService } from "../src/revenue/balances/balances.service.js";
import { createRevenueContext, type RevenueContext } from "../src/revenue/context.js";
import { sqliteEngine } from "../src/store/sqlite/index.js";
import { revenueMigrations } from "../src/revenue/migrations.js";
import { newCustomer } from "./support/rows.js";

const NOW = Date.UTC(2026, 4, 1);
const SPACE = { spaceId: 1, mode: "test" as const };
/** Below 5 units left, the customer buys 10 more. */
const CONTROLS = { auto_topups: [{ feature_id: "msgs", enabled: true, threshold: 5, quantity: 10 }] };

let dir: string;
let db: Db;
let other: Database.Database;
let ctx: RevenueContext;
let customerSeq: number;

/** The customer's pending top-ups as another connection sees them: committed ones only. */
const pendingSeenByOthers = (): number =>
  other.prepare("SELECT count(*) FROM rv_auto_topups WHERE customer_seq = ? AND status = 'pending'").pluck().get(customerSeq) as number;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "tandem-usage-write-"));
  db = openDatabase(join(dir, "t.db"), { platform: platformMigrations, revenue: revenueMigrations });
  db.exec("INSERT INTO workspaces (id, name, venture_id, created_at) VALUES ('w', 'W', 'v', 0); INSERT INTO spaces (id, workspace_id, mode, public_key) VALUES (1, 'w', 'test', 'pk')");
  // The store as the platform builds it in strict mode (the test suite's).
  let unit: WriteUnit | null = null;
  const repos = repoCache(db, { inUnit: () => unit!.running });
  unit = createGroupCommit(db, { strict: true, repos: (make) => repos.tx(make) });
  ctx = createRevenueContext(createStore(unit, repos.reader, async () => {}, true), manualClock(NOW), noMemos, sqliteEngine.platform, sqliteEngine.revenue);
  await ctx.write(async (tx) => {
    await ctx.repos(tx).features.insert(1, { id: "msgs", name: "Msgs", type: "metered", consumable: 1, definition: "{}", archived: 0 }, NOW);
  });
  customerSeq = await customer("c", CONTROLS);
  other = new Database(join(dir, "t.db"), { readonly: true });
});

/** A customer with billing controls; its seq. */
async function customer(id: string, controls: object): Promise<number> {
  return await ctx.write(async (tx) => {
    return await ctx.repos(tx).customers.insert(newCustomer(1, id, NOW, { billing_controls: JSON.stringify(controls) }));
  });
}

afterEach(() => {
  other.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a usage write that queues an auto top-up", () => {
  it("hands the customer to the top-ups service only after the caller's unit it ran in has committed", async () => {
    const balances = balancesService(ctx);
    const handed: { customerSeq: number; pendingCommitted: number }[] = [];
    balances.onTopupQueued((seq) => handed.push({ customerSeq: seq, pendingCommitted: pendingSeenByOthers() }));
    await balances.create(ctx.read, SPACE, { customer_id: "c", feature_id: "msgs", included_grant: 10 });
    await ctx.write(async (tx) => {
      const answer = await balances.track(tx, SPACE, { customer_id: "c", feature_id: "msgs", value: 6 });
      expect(answer.balance?.remaining).toBe(4);
      // Still inside the unit: nothing handed over yet.
      expect(handed).toEqual([]);
    });
    expect(handed).toEqual([{ customerSeq, pendingCommitted: 1 }]);
  });

  it("hands nothing over when the caller's unit rolls back, and leaves no pending top-up", async () => {
    const balances = balancesService(ctx);
    const handed: number[] = [];
    balances.onTopupQueued((seq) => handed.push(seq));
    await balances.create(ctx.read, SPACE, { customer_id: "c", feature_id: "msgs", included_grant: 10 });
    await expect(
      ctx.write(async (tx) => {
        await balances.track(tx, SPACE, { customer_id: "c", feature_id: "msgs", value: 6 });
        throw new Error("the caller's unit fails after the track");
      }),
    ).rejects.toThrow("the caller's unit fails after the track");
    expect(handed).toEqual([]);
    expect(pendingSeenByOthers()).toBe(0);
    // The same track in a unit of its own (the read handle: the track opens it) hands it over once committed.
    await balances.track(ctx.read, SPACE, { customer_id: "c", feature_id: "msgs", value: 6 });
    expect(handed).toEqual([customerSeq]);
    expect(pendingSeenByOthers()).toBe(1);
  });
});

describe("a usage write refused by a limit", () => {
  it("inside a caller's unit, rolls its usage back and still records the limit hit in that unit", async () => {
    const balances = balancesService(ctx);
    const seq = await customer("d", { usage_limits: [{ feature_id: "msgs", enabled: true, limit: 3, interval: "month" }] });
    await balances.create(ctx.read, SPACE, { customer_id: "d", feature_id: "msgs", included_grant: 10 });
    await ctx.write(async (tx) => {
      await expect(balances.track(tx, SPACE, { customer_id: "d", feature_id: "msgs", value: 6, lock: { enabled: true } })).rejects.toMatchObject({ code: "usage_limit_reached" });
    });
    expect(other.prepare("SELECT usage FROM rv_balances WHERE customer_seq = ?").pluck().all(seq)).toEqual([0]);
    expect(other.prepare("SELECT count(*) FROM rv_controls_fired WHERE customer_seq = ?").pluck().get(seq)).toBe(1);
    // Once per period: a second refusal records nothing more.
    await expect(balances.track(ctx.read, SPACE, { customer_id: "d", feature_id: "msgs", value: 6, lock: { enabled: true } })).rejects.toMatchObject({ code: "usage_limit_reached" });
    expect(other.prepare("SELECT count(*) FROM rv_controls_fired WHERE customer_seq = ?").pluck().get(seq)).toBe(1);
  });
});

describe("batch_track", () => {
  it("runs its items in one usage write: a refused item rolls the whole batch back", async () => {
    const balances = balancesService(ctx);
    const seq = await customer("d", { usage_limits: [{ feature_id: "msgs", enabled: true, limit: 3, interval: "month" }] });
    await balances.create(ctx.read, SPACE, { customer_id: "d", feature_id: "msgs", included_grant: 10 });
    const items = [
      { customer_id: "d", feature_id: "msgs", value: 2 },
      { customer_id: "d", feature_id: "msgs", value: 6, lock: { enabled: true as const } },
    ];
    await expect(balances.batchTrack(ctx.read, SPACE, items)).rejects.toMatchObject({ code: "usage_limit_reached", data: { index: 1 } });
    expect(other.prepare("SELECT usage FROM rv_balances WHERE customer_seq = ?").pluck().all(seq)).toEqual([0]);
    expect(await balances.batchTrack(ctx.read, SPACE, [items[0], items[0]])).toEqual({ success: true, tracked: 2, replayed: 0 });
    const check = await balances.check(ctx.read, SPACE, { customer_id: "d", feature_id: "msgs" });
    // The usage limit of 3 capped the second item.
    expect(check.balance?.usage).toBe(3);
  });
});

describe("check", () => {
  it("with send_event takes the usage in the caller's unit; a plain check through the read handle answers it once committed", async () => {
    const balances = balancesService(ctx);
    await balances.create(ctx.read, SPACE, { customer_id: "c", feature_id: "msgs", included_grant: 10 });
    await ctx.write(async (tx) => {
      expect((await balances.check(tx, SPACE, { customer_id: "c", feature_id: "msgs", required_balance: 2, send_event: true })).allowed).toBe(true);
    });
    const plain = await balances.check(ctx.read, SPACE, { customer_id: "c", feature_id: "msgs", required_balance: 8 });
    expect({ allowed: plain.allowed, usage: plain.balance?.usage }).toEqual({ allowed: true, usage: 2 });
    expect((await balances.check(ctx.read, SPACE, { customer_id: "c", feature_id: "msgs", required_balance: 9 })).allowed).toBe(false);
  });
});
