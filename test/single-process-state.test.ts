/**
 * The state that is one process's own today (issue 27) sits behind interfaces: the per-customer
 * billing locks, the rate counters and the read memos. Their in-process implementations keep the
 * contracts of test/support/single-process-state.contracts.ts (which another engine's run too),
 * and the APIs answer the same with the read memos as with none.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { createChangeNotes, noMemos, readMemos, sessionMemos } from "../src/platform/db/read-memo.js";
import type { Handle } from "../src/platform/db/handle.js";
import { inMemoryRateStore, msUntilWindowEnds } from "../src/platform/http/rate-store.js";
import { inProcessCustomerLocks } from "../src/platform/idempotency/customer-locks.js";
import { type DeskHarness, raw, startDesk } from "./support/desk.js";
import { ok, type RevenueHarness, startRevenue } from "./support/revenue.js";
import { describeCustomerLocksContract, describeMemoContract, describeRateStoreContract, type MemoFixture } from "./support/single-process-state.contracts.js";

describeCustomerLocksContract("in-process (one process: both nodes are the same locks)", () => {
  const locks = inProcessCustomerLocks();
  return [locks, locks];
});

describeRateStoreContract("in memory (one process: both nodes are the same counter)", async (windowMs) => {
  const store = inMemoryRateStore();
  const node = { counter: store.counter("requests", windowMs), sync: () => store.sync() };
  return { nodes: [node, node], close: () => store.close() };
});

describe("in-memory rate store", () => {
  it("gives each counter its own counts, as each limiter had before", () => {
    const store = inMemoryRateStore();
    const desk = store.counter("desk.requests", 1000);
    const revenue = store.counter("revenue.requests", 1000);
    desk.hit("k", 5);
    expect(revenue.peek("k", 5)).toBe(0);
  });

  it("answers the time until the clock-aligned window ends", () => {
    expect([msUntilWindowEnds(0, 1000), msUntilWindowEnds(999, 1000), msUntilWindowEnds(1000, 1000), msUntilWindowEnds(61_500, 60_000)]).toEqual([
      1000, 1, 1000, 58_500,
    ]);
  });
});

/** A WAL file with table `t` holding 1, the memo's connection and another one. */
function sqliteMemoFixture(memosOf: (db: Database.Database) => MemoFixture["memos"]): MemoFixture {
  const dir = mkdtempSync(join(tmpdir(), "tandem-memo-"));
  const db = new Database(join(dir, "t.db"));
  db.pragma("journal_mode = WAL");
  db.exec("CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER NOT NULL); INSERT INTO t VALUES ('a', 1)");
  const other = new Database(join(dir, "t.db"));
  const read = db.prepare<[], { v: number }>("SELECT v FROM t WHERE k = 'a'");
  const write = db.prepare("UPDATE t SET v = ? WHERE k = 'a'");
  const writeElsewhere = other.prepare("UPDATE t SET v = ? WHERE k = 'a'");
  return {
    memos: memosOf(db),
    load: () => read.get()!.v,
    write: (v) => void write.run(v),
    writeElsewhere: (v) => void writeElsewhere.run(v),
    close() {
      db.close();
      other.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describeMemoContract("read memos over SQLite change notes", () => sqliteMemoFixture((db) => readMemos(createChangeNotes(db))));
describeMemoContract("no memo", () => sqliteMemoFixture(() => noMemos));
describeMemoContract("memos of one session each (PostgreSQL's)", () => sqliteMemoFixture(() => sessionMemos()));

describe("memos of one session each", () => {
  const reader = { writing: false } as Handle;
  const writer = { writing: true } as Handle;
  it("load a key once per session, answer seeded keys without loading, and keep concurrent sessions apart", async () => {
    const memo = sessionMemos()({ watch: [] });
    let loads = 0;
    const read = (key: string) => memo.get(key, () => `${key}:${++loads}`);
    const [a, b] = await Promise.all([
      memo.session(reader, async () => {
        memo.seed("seeded", "from the snapshot");
        const first = await read("k");
        await new Promise((r) => setImmediate(r));
        return [first, await read("k"), await memo.get("seeded", () => "loaded")];
      }),
      memo.session(reader, async () => [await read("k"), await read("k"), await memo.get("seeded", () => "loaded")]),
    ]);
    expect(a).toEqual([a[0], a[0], "from the snapshot"]);
    expect(b).toEqual([b[0], b[0], "loaded"]);
    expect(a[0]).not.toBe(b[0]);
    expect(loads).toBe(2);
  });

  it("remember nothing outside a session, through a unit's handle, or after a write in the session", async () => {
    const memo = sessionMemos()({ watch: [] });
    let loads = 0;
    const read = () => memo.get("k", () => ++loads);
    memo.seed("k", 100);
    expect([await read(), await read()]).toEqual([1, 2]);
    expect(await memo.session(writer, async () => (memo.seed("k", 100), [await read(), await read()]))).toEqual([3, 4]);
    expect(await memo.session(reader, async () => [await read(), await read(), (memo.changed(), await read())])).toEqual([5, 5, 6]);
    expect(memo.seeded).toBe(true);
  });
});

/** Ids a server makes itself differ between two servers (also inside other ids); everything else must not (one clock time). */
function comparable(value: unknown): unknown {
  if (typeof value === "string") return value.replace(/[0-9a-f]{24}/g, "<id>");
  if (Array.isArray(value)) return value.map(comparable);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, comparable(v)]));
  return value;
}

describe("memo-using routes answer the same with the read memos and with none", () => {
  const START = Date.UTC(2026, 2, 1);
  let memo: RevenueHarness;
  let none: RevenueHarness;
  let memoDesk: DeskHarness;
  let noneDesk: DeskHarness;
  beforeAll(async () => {
    [memo, none, memoDesk, noneDesk] = await Promise.all([
      startRevenue({ clock: manualClock(START) }),
      startRevenue({ clock: manualClock(START), memos: noMemos }),
      startDesk({ clock: manualClock(START) }),
      startDesk({ clock: manualClock(START), memos: noMemos }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([memo, none, memoDesk, noneDesk].map((h) => h?.close()));
  });

  it("balances.check and customers.get before and after tracks, locks and a plan change", async () => {
    const script = async (h: RevenueHarness) => {
      const answers: unknown[] = [];
      const call = async (path: string, body: unknown) => answers.push(await ok(h.rv.POST(path as never, { body } as never)));
      const check = (body: object = {}) => call("/balances.check", { customer_id: "ann", feature_id: "messages", ...body });
      await call("/features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true });
      await call("/plans.create", { plan_id: "free", name: "Free", auto_enable: true, items: [{ feature_id: "messages", included: 10 }] });
      await call("/plans.create", { plan_id: "pro", name: "Pro", items: [{ feature_id: "messages", included: 100 }] });
      await check({ customer_id: "nobody" }).catch((err: { code?: string }) => answers.push(err.code));
      await call("/customers.get_or_create", { customer_id: "ann" });
      await check();
      await check();
      await call("/balances.track", { customer_id: "ann", feature_id: "messages", value: 4 });
      await check();
      await check({ required_balance: 7 });
      await call("/balances.track", { customer_id: "ann", feature_id: "messages", value: 1, lock: { enabled: true, lock_id: "l1" } });
      await check();
      await call("/customers.get", { customer_id: "ann" });
      await call("/billing.attach", { customer_id: "ann", plan_id: "pro" });
      await check();
      await check();
      await call("/customers.get", { customer_id: "ann" });
      return answers;
    };
    const [withMemo, without] = [await script(memo), await script(none)];
    expect(comparable(without)).toEqual(comparable(withMemo));
    expect(withMemo.length).toBeGreaterThan(15);
    // The memo was used (the comparison is worth something): some checks were answered from memory.
    expect(memo.tandem.changes!.stats.hits).toBeGreaterThan(0);
    expect(none.tandem.changes!.stats.hits).toBe(0);
  });

  it("the conversation list before and after new conversations and messages", async () => {
    const script = async (h: DeskHarness) => {
      const pages: unknown[] = [];
      const list = async (query = "") => pages.push((await raw(h, "GET", `/conversations${query}`)).body);
      await list();
      const a = (await raw(h, "POST", "/conversations", { body: JSON.stringify({ contact: { external_id: "u1" }, body: "first" }) })).body.data;
      await list();
      await list();
      await raw(h, "POST", "/conversations", { body: JSON.stringify({ contact: { external_id: "u2" }, body: "second" }) });
      await list();
      await list("?limit=1");
      await raw(h, "POST", `/conversations/${a._id}/messages`, { body: JSON.stringify({ body: "more" }) });
      await list();
      await list();
      return pages;
    };
    const [withMemo, without] = [await script(memoDesk), await script(noneDesk)];
    expect(comparable(without)).toEqual(comparable(withMemo));
    expect((withMemo.at(-1) as { data: { items: unknown[] } }).data.items).toHaveLength(2);
    expect(memoDesk.tandem.changes!.stats.hits).toBeGreaterThan(0);
    expect(noneDesk.tandem.changes!.stats.hits).toBe(0);
  });
});
