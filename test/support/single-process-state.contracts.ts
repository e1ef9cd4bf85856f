/**
 * The contracts of the state that is one process's own today (issue 27), as suites any
 * implementation runs: test/single-process-state.test.ts runs them against the in-process
 * implementations; a PostgreSQL engine runs the same functions against its own, with handles
 * from two connections (two nodes) where a suite asks for two.
 */
import { describe, expect, it } from "vitest";
import type { Memos } from "../../src/platform/db/read-memo.js";
import type { Reader } from "../../src/platform/db/handle.js";

/** The read handle as a memo sees it (it asks only whether a handle writes). */
const reader = { writing: false } as Reader;
import type { RateCounter } from "../../src/platform/http/rate-store.js";
import type { CustomerLocks } from "../../src/platform/idempotency/customer-locks.js";

/** Two handles on one shared thing, as two nodes hold it (in one process: the same object twice). */
export type TwoNodes<T> = readonly [T, T];

/** `CustomerLocks` (src/platform/idempotency/customer-locks.ts). `make` answers two nodes' handles on one fresh set of locks. */
export function describeCustomerLocksContract(name: string, make: () => TwoNodes<CustomerLocks>): void {
  describe(`CustomerLocks contract: ${name}`, () => {
    it("refuses a second change of the same customer while the first runs, from any node, not of another customer", async () => {
      const [a, b] = make();
      let release!: () => void;
      const first = a("s:c1", () => new Promise<string>((r) => (release = () => r("first"))));
      expect(() => b("s:c1", async () => "second")).toThrow(expect.objectContaining({ code: "billing_busy", status: 429 }));
      expect(() => a("s:c1", async () => "second")).toThrow(expect.objectContaining({ code: "billing_busy" }));
      await expect(b("s:c2", async () => "other")).resolves.toBe("other");
      release();
      await expect(first).resolves.toBe("first");
      await expect(b("s:c1", async () => "after")).resolves.toBe("after");
    });

    it("holds the lock of a synchronous change only while it runs", async () => {
      const [a, b] = make();
      let inside: unknown;
      expect(
        a("s:c1", () => {
          try {
            void b("s:c1", () => "nested");
          } catch (err) {
            inside = err;
          }
          return "first";
        }),
      ).toBe("first");
      expect(inside).toMatchObject({ code: "billing_busy" });
      expect(b("s:c1", () => "after")).toBe("after");
    });

    it("cannot leak: a throwing or rejecting change releases the lock", async () => {
      const [a, b] = make();
      expect(() =>
        a("s:c1", () => {
          throw new Error("sync boom");
        }),
      ).toThrow("sync boom");
      await expect(a("s:c1", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
      await expect(b("s:c1", async () => "ok")).resolves.toBe("ok");
    });

    it("tryHold takes a free lock without waiting and releases it at once, once; a held one answers null", async () => {
      const [a, b] = make();
      const release = a.tryHold("s:c1")!;
      expect(release).toBeTypeOf("function");
      expect(b.tryHold("s:c1")).toBeNull();
      expect(() => b("s:c1", () => "change")).toThrow(expect.objectContaining({ code: "billing_busy" }));
      release();
      // Releasing twice does not free a lock someone else took meanwhile.
      const again = b.tryHold("s:c1");
      expect(again).not.toBeNull();
      release();
      expect(a.tryHold("s:c1")).toBeNull();
      again!();
      let done!: () => void;
      const change = a("s:c1", () => new Promise<void>((r) => (done = r)));
      expect(b.tryHold("s:c1")).toBeNull();
      done();
      await change;
      expect(b.tryHold("s:c1")).not.toBeNull();
    });
  });
}

/**
 * `RateStore` (src/platform/http/rate-store.ts). `make(windowMs)` answers two nodes' handles on
 * one fresh named counter with windows of `windowMs`.
 */
export function describeRateStoreContract(name: string, make: (windowMs: number) => TwoNodes<RateCounter>): void {
  const W = 1000;
  const T = 50 * W;
  describe(`RateStore contract: ${name}`, () => {
    it("counts every node's hits of a key together, each hit answering the count with it", async () => {
      const [a, b] = make(W);
      expect([a.hit("k", T), b.hit("k", T + 1), a.hit("k", T + 2), b.hit("k", T + 3)]).toEqual([1, 2, 3, 4]);
      expect([a.peek("k", T + 4), b.peek("k", T + 4)]).toEqual([4, 4]);
    });

    it("peeks without counting, and counts keys apart", async () => {
      const [a, b] = make(W);
      expect(a.peek("k", T)).toBe(0);
      expect(b.peek("k", T)).toBe(0);
      expect(a.hit("k", T)).toBe(1);
      expect(b.hit("other", T)).toBe(1);
      expect(a.peek("other", T)).toBe(1);
      expect(b.peek("k", T)).toBe(1);
    });

    it("starts every key from zero in a new window, windows aligned to the clock", async () => {
      const [a, b] = make(W);
      a.hit("k", T + W - 1);
      a.hit("k", T + W - 1);
      expect(b.peek("k", T + W - 1)).toBe(2);
      expect(b.peek("k", T + W)).toBe(0);
      expect(a.hit("k", T + W)).toBe(1);
      expect(b.hit("k", T + 2 * W - 1)).toBe(2);
    });
  });
}

/**
 * What a memo contract needs of a database: a watched table `t` holding one value, read by
 * `load`, changed through the memo's own connection or through another (another process or
 * node), and the memos under test.
 */
export interface MemoFixture {
  memos: Memos;
  /** The value as the memo's connection reads it now. */
  load(): number;
  /** Changes it through the memo's own connection. */
  write(v: number): void;
  /** Changes it through another connection. */
  writeElsewhere(v: number): void;
  close(): void;
}

/** The next turn of the event loop: another connection's commit is seen by sessions that start in a later turn. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `Memo` (src/platform/db/read-memo.ts). `make` answers a fresh fixture whose table `t` holds 1. */
export function describeMemoContract(name: string, make: () => MemoFixture): void {
  describe(`Memo contract: ${name}`, () => {
    const counting = (f: MemoFixture) => {
      const memo = f.memos({ watch: [{ table: "t" }] });
      let loads = 0;
      const read = () => memo.get("v", () => (loads++, { v: f.load() }));
      return { memo, read, loads: () => loads };
    };

    it("answers what load answers, and a change through its own connection from the next session on", async () => {
      const f = make();
      try {
        const { memo, read } = counting(f);
        expect(await memo.session(reader, read)).toEqual({ v: 1 });
        expect(await memo.session(reader, read)).toEqual({ v: 1 });
        f.write(2);
        expect(await memo.session(reader, read)).toEqual({ v: 2 });
      } finally {
        f.close();
      }
    });

    it("answers another connection's change in sessions of a later turn", async () => {
      const f = make();
      try {
        const { memo, read } = counting(f);
        expect(await memo.session(reader, read)).toEqual({ v: 1 });
        f.writeElsewhere(3);
        await nextTurn();
        expect(await memo.session(reader, read)).toEqual({ v: 3 });
      } finally {
        f.close();
      }
    });

    it("reads straight through outside a session and, after changed(), for the rest of the session", async () => {
      const f = make();
      try {
        const { memo, read, loads } = counting(f);
        await read();
        await read();
        expect(loads()).toBe(2);
        await memo.session(reader, async () => {
          await read();
          memo.changed();
          f.write(4);
          expect(await read()).toEqual({ v: 4 });
        });
        expect(await memo.session(reader, read)).toEqual({ v: 4 });
      } finally {
        f.close();
      }
    });

    it("does not reuse a value that went stale with the clock", async () => {
      const f = make();
      try {
        const memo = f.memos({ watch: [{ table: "t" }] });
        let loads = 0;
        const at = (now: number) => memo.session(reader, () => memo.until("v", now, () => ({ value: ++loads, until: 100 })));
        const first = await at(50);
        expect(await at(99)).toBeLessThanOrEqual(first + 1);
        const late = await at(100);
        expect(late).toBe(loads);
        expect(late).toBeGreaterThan(first);
      } finally {
        f.close();
      }
    });
  });
}
