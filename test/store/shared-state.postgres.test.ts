/**
 * The state shared by the nodes on PostgreSQL: the customer billing locks (session advisory locks)
 * and the rate counters (exchanged every SYNC_MS), each through the contract the in-process
 * implementations keep (test/support/single-process-state.contracts.ts), with two nodes = two lock
 * sessions / two rate stores on one database; and what only a database session can do: a lock held
 * by a session that dies is free at once for the other node.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../src/platform/clock.js";
import { platformMigrations } from "../../src/platform/db/migrations.js";
import { sharedRateStore } from "../../src/platform/http/shared-rate-store.js";
import type { CustomerLocks } from "../../src/platform/idempotency/customer-locks.js";
import { migratePostgres } from "../../src/store/postgres/migrate.js";
import { LOCK_SPACE, lockKeyOf, postgresCustomerLocks } from "../../src/store/postgres/platform/customer-locks.js";
import { postgresRateExchange } from "../../src/store/postgres/platform/rate-counts.js";
import { createPostgresPlatform } from "../../src/platform/platform.js";
import { openPool, openSessionClient } from "../../src/store/postgres/pool.js";
import { postgresSchema } from "../../src/store/postgres/schema/index.js";
import { describeCustomerLocksContract, describeRateStoreContract } from "../support/single-process-state.contracts.js";
import { type FreshPostgres, freshPostgres } from "../support/postgres.js";
import { ENGINES } from "./engines.js";

const onPostgres = ENGINES.some((e) => e.name === "postgres");

describe.runIf(onPostgres)("shared state on PostgreSQL", () => {
  let db: FreshPostgres;
  let pool: pg.Pool;
  let nodes = 0;
  beforeAll(async () => {
    db = await freshPostgres("shared_state");
    pool = openPool(db.url);
    await migratePostgres(pool, { platform: platformMigrations }, postgresSchema);
  });
  afterAll(async () => {
    await pool?.end();
    await db?.stop();
  });
  const locksNode = (name = `locks-${++nodes}`) => postgresCustomerLocks(() => openSessionClient(db.url, name));

  describeCustomerLocksContract("PostgreSQL session advisory locks (two nodes: two sessions)", () => [locksNode(), locksNode()]);

  let counters = 0;
  describeRateStoreContract("PostgreSQL rate counts (two nodes: two stores exchanging counts)", async (windowMs) => {
    const name = `requests-${++counters}`;
    const stores = [sharedRateStore(postgresRateExchange(pool), { ticker: false }), sharedRateStore(postgresRateExchange(pool), { ticker: false })];
    const [a, b] = stores.map((s) => ({ counter: s.counter(name, windowMs), sync: () => s.sync() }));
    return { nodes: [a, b], close: async () => void (await Promise.all(stores.map((s) => s.close()))) };
  });

  describe("customer locks across sessions", () => {
    const holderPid = async (scope: string): Promise<number | undefined> =>
      (
        await pool.query<{ pid: number }>("SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND objid = $2 AND objsubid = 2 AND granted", [
          LOCK_SPACE,
          lockKeyOf(scope) >>> 0,
        ])
      ).rows[0]?.pid;
    const using = async (run: (a: CustomerLocks, b: CustomerLocks) => Promise<void>) => {
      const a = locksNode();
      const b = locksNode();
      try {
        await run(a, b);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    };

    it("frees a lock at once when its holder's session dies (kill -9 of the node), and the dead holder's release never frees the new holder's lock", async () => {
      await using(async (a, b) => {
        const dead = (await a.tryHold("1:ann"))!;
        expect(dead).not.toBeNull();
        const pid = await holderPid("1:ann");
        expect(pid).toBeTypeOf("number");
        expect(await b.tryHold("1:ann")).toBeNull();
        // What the server does when a node's process is killed: it ends the node's session.
        expect((await pool.query<{ ok: boolean }>("SELECT pg_terminate_backend($1) AS ok", [pid])).rows[0].ok).toBe(true);
        await expect.poll(() => holderPid("1:ann")).toBeUndefined();
        const taken = await b.tryHold("1:ann");
        expect(taken).not.toBeNull();
        // The old holder finishes and releases: on its own node only (the lock was its dead session's).
        dead();
        await a.settled();
        expect(await a.tryHold("1:ann")).toBeNull();
        expect(await holderPid("1:ann")).not.toBe(pid);
        // The node opened a new session: it takes other customers' locks as before.
        const other = await a.tryHold("1:bob");
        expect(other).not.toBeNull();
        taken!();
        other!();
        await Promise.all([a.settled(), b.settled()]);
        expect(await a.tryHold("1:ann")).not.toBeNull();
      });
    });

    it("frees every lock of a node that closes (its session ends)", async () => {
      await using(async (a, b) => {
        expect(await a.tryHold("1:carl")).not.toBeNull();
        expect(await b.tryHold("1:carl")).toBeNull();
        await a.close();
        expect(await b.tryHold("1:carl")).not.toBeNull();
      });
    });

    it("holds each scope once per node although advisory locks are re-entrant within a session", async () => {
      await using(async (a) => {
        const [x, y] = await Promise.all([a.tryHold("1:dora"), a.tryHold("1:dora")]);
        expect([x, y].filter((r) => r !== null)).toHaveLength(1);
        expect((await pool.query("SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND objid = $2", [LOCK_SPACE, lockKeyOf("1:dora") >>> 0])).rowCount).toBe(1);
      });
    });
  });

  describe("rate counts", () => {
    it("keeps each counter's counts by its own clock: a counter on a test clock survives the syncs of one on the wall clock", async () => {
      const store = sharedRateStore(postgresRateExchange(pool), { ticker: false });
      try {
        const manual = store.counter("clocks.manual", 60_000);
        const wall = store.counter("clocks.wall", 1000);
        const then = Date.UTC(2026, 2, 1, 9);
        expect([manual.hit("space", then), manual.hit("space", then)]).toEqual([1, 2]);
        wall.hit("k", Date.now());
        await store.sync();
        wall.hit("k", Date.now());
        await store.sync();
        expect(manual.hit("space", then + 1)).toBe(3);
      } finally {
        await store.close();
      }
    });

    it("shares a limit among the nodes: a burst reaching both nodes at once before any exchange admits the limit, not twice it", async () => {
      const two = () => 2;
      const [s1, s2] = [sharedRateStore(postgresRateExchange(pool), { ticker: false, nodes: two }), sharedRateStore(postgresRateExchange(pool), { ticker: false, nodes: two })];
      try {
        const [a, b] = [s1.counter("burst", 60_000), s2.counter("burst", 60_000)];
        const T = 600_000;
        const LIMIT = 10;
        // 40 hits at once, alternating: each node admits its half at once; the hits past it wait for
        // exchanges, which tell each node what the other admitted.
        const hits = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).hitWithin("k", T + i, LIMIT));
        expect(hits.filter((h) => typeof h === "number" && h <= LIMIT)).toHaveLength(LIMIT);
        // The waiting hits are decided on what each node's exchanges saw: one may run before the
        // other's hits arrive, so the two can take a little more than the limit, never twice it.
        const admitted = (await Promise.all(hits.map((h) => Promise.resolve(h)))).filter((n) => n <= LIMIT).length;
        expect(admitted).toBeGreaterThanOrEqual(LIMIT);
        expect(admitted).toBeLessThanOrEqual(LIMIT * 1.5);
        await s1.sync();
        await s2.sync();
        expect(await a.hitWithin("k", T + 51, LIMIT)).toBeGreaterThan(LIMIT);
        expect(await b.hitWithin("k", T + 52, LIMIT)).toBeGreaterThan(LIMIT);
      } finally {
        await Promise.all([s1.close(), s2.close()]);
      }
    });

    it("lets one node that alone gets the traffic reach the whole limit (waiting a round trip for each new share), never past it", async () => {
      const two = () => 2;
      const [s1, s2] = [sharedRateStore(postgresRateExchange(pool), { ticker: false, nodes: two }), sharedRateStore(postgresRateExchange(pool), { ticker: false, nodes: two })];
      try {
        const a = s1.counter("alone", 60_000);
        s2.counter("alone", 60_000);
        const T = 1_200_000;
        const LIMIT = 10;
        // Half of what is left at once (5), the rest share by share after exchanges.
        const hits = Array.from({ length: 30 }, (_, i) => a.hitWithin("k", T + i, LIMIT));
        expect(hits.filter((h) => typeof h === "number")).toHaveLength(5);
        expect((await Promise.all(hits.map((h) => Promise.resolve(h)))).filter((n) => n <= LIMIT)).toHaveLength(LIMIT);
        // The plain `hit` (a limiter of addresses) counts at once, shares or not.
        expect(a.hit("other", T + 40)).toBe(1);
      } finally {
        await Promise.all([s1.close(), s2.close()]);
      }
    });

    it("writes one row per (counter, key, window) per node per sync, however many hits, and deletes ended windows' rows", async () => {
      const store = sharedRateStore(postgresRateExchange(pool), { ticker: false });
      const other = sharedRateStore(postgresRateExchange(pool), { ticker: false });
      try {
        const c = store.counter("rows", 1000);
        const d = other.counter("rows", 1000);
        for (let i = 0; i < 500; i++) c.hit("k", 10_000);
        d.hit("k", 10_000);
        await store.sync();
        await other.sync();
        const rows = async () => (await pool.query<{ hits: number }>("SELECT hits FROM rate_counts WHERE name = 'rows' ORDER BY hits")).rows.map((r) => r.hits);
        expect(await rows()).toEqual([1, 500]);
        // Far later (past the window and the grace), a sync deletes them.
        c.hit("k", 100_000);
        await store.sync();
        expect(await rows()).toEqual([1]);
      } finally {
        await Promise.all([store.close(), other.close()]);
      }
    });
  });

  it("is what a PostgreSQL platform uses by default: two platforms on one database share billing locks and rate counts, and close() frees the locks", async () => {
    const clock = manualClock(Date.UTC(2026, 2, 1));
    const [p, q] = [await createPostgresPlatform(db.url, [], { clock }), await createPostgresPlatform(db.url, [], { clock })];
    try {
      const held = await p.customerLocks.tryHold("7:erin");
      expect(held).not.toBeNull();
      await expect(q.customerLocks("7:erin", () => "change")).rejects.toMatchObject({ code: "billing_busy" });
      const [c, d] = [p.rateStore.counter("platform.requests", 1000), q.rateStore.counter("platform.requests", 1000)];
      expect(d.peek("k", clock.now())).toBe(0);
      c.hit("k", clock.now());
      c.hit("k", clock.now());
      await p.rateStore.sync();
      await q.rateStore.sync();
      expect(d.hit("k", clock.now())).toBe(3);
      await p.close();
      expect(await q.customerLocks("7:erin", () => "change")).toBe("change");
    } finally {
      await Promise.all([p.close(), q.close()]);
    }
  });
});
