/**
 * Answers to writes leave only once the commit is on the disk (platform/db/durability.ts),
 * tested end to end with a WAL sync the test controls.
 */
import { describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import type { SyncWal } from "../src/platform/db/durability.js";
import { rawPost, type RevenueHarness, startRevenue } from "./support/revenue.js";

/** A WAL sync that waits for the test (or fails when told to). */
function heldSync() {
  const pending: ((err: Error | null) => void)[] = [];
  const sync: SyncWal = (done) => void pending.push(done);
  return { sync, pending, release: (err: Error | null = null) => pending.splice(0).forEach((done) => done(err)) };
}

async function seed(h: RevenueHarness, release: () => void) {
  // Seeding writes too: keep releasing syncs until its answers are in.
  const timer = setInterval(release, 1);
  try {
    for (const [path, body] of [
      ["/features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true }],
      ["/plans.create", { plan_id: "free", name: "Free", auto_enable: true, items: [{ feature_id: "messages", included: 10 }] }],
      ["/customers.get_or_create", { customer_id: "ann" }],
    ] as const) {
      expect((await rawPost(h, path, body)).status).toBe(200);
    }
  } finally {
    clearInterval(timer);
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Waits until `cond` holds (the server got that far), however loaded the machine is. */
async function until(cond: () => boolean): Promise<void> {
  while (!cond()) await new Promise((resolve) => setTimeout(resolve, 2));
}

describe("durable answers", () => {
  it("answers a track only after the WAL sync that covers it; reads answer at once", async () => {
    const s = heldSync();
    const h = await startRevenue({ syncWal: s.sync });
    try {
      await seed(h, () => s.release());
      let answered = false;
      const track = rawPost(h, "/balances.track", { customer_id: "ann", feature_id: "messages", value: 3 }, { headers: { "idempotency-key": "t-1" } }).then(
        (r) => ((answered = true), r),
      );
      await until(() => s.pending.length === 1);
      await tick();
      expect(answered).toBe(false);
      // A read does not wait: it may show the change whose own answer still waits for the disk.
      const check = await rawPost(h, "/balances.check", { customer_id: "ann", feature_id: "messages" });
      expect(check.status).toBe(200);
      expect(check.body.balance.remaining).toBe(7);
      expect((await rawPost(h, "/customers.get", { customer_id: "ann" })).status).toBe(200);
      expect(answered).toBe(false);
      // A check that deducts is a write: it waits like the track.
      let deducted = false;
      const sendEvent = rawPost(h, "/balances.check", { customer_id: "ann", feature_id: "messages", send_event: true }).then((r) => ((deducted = true), r));
      await tick();
      expect(deducted).toBe(false);
      const releasing = setInterval(() => s.release(), 1);
      const [t, e] = await Promise.all([track, sendEvent]);
      clearInterval(releasing);
      expect(t.status).toBe(200);
      expect(t.body.balance.remaining).toBe(7);
      expect(e.body.balance.remaining).toBe(6);
    } finally {
      s.release();
      await h.close();
    }
  });

  it("answers 500 internal_error when the sync fails, and a retry with the same key replays the stored answer", async () => {
    const s = heldSync();
    const h = await startRevenue({ syncWal: s.sync });
    try {
      await seed(h, () => s.release());
      const track = rawPost(h, "/balances.track", { customer_id: "ann", feature_id: "messages", value: 2 }, { headers: { "idempotency-key": "t-2" } });
      await until(() => s.pending.length === 1);
      s.release(new Error("EIO: the disk said no"));
      const failed = await track;
      expect(failed.status).toBe(500);
      expect(failed.body).toMatchObject({ code: "internal_error" });
      const retry = rawPost(h, "/balances.track", { customer_id: "ann", feature_id: "messages", value: 2 }, { headers: { "idempotency-key": "t-2" } });
      await until(() => s.pending.length === 1);
      s.release();
      const again = await retry;
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: "idempotency_replay", data: { response: { balance: { remaining: 8 } } } });
    } finally {
      s.release();
      await h.close();
    }
  });
});

describe("durability os", () => {
  it("answers a write without waiting for a WAL sync", async () => {
    const s = heldSync();
    const h = await startRevenue({ syncWal: s.sync, durability: "os" });
    try {
      const r = await rawPost(h, "/features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true });
      expect(r.status).toBe(200);
      expect(s.pending).toHaveLength(0);
    } finally {
      await h.close();
    }
  });

  it("writes the upkeep a read finds first (an expired lock to release) in a unit of its own: its answer waits for the disk", async () => {
    const s = heldSync();
    const clock = manualClock(Date.now());
    const h = await startRevenue({ syncWal: s.sync, clock });
    try {
      await seed(h, () => s.release());
      const timer = setInterval(() => s.release(), 1);
      const held = await rawPost(h, "/balances.check", {
        customer_id: "ann",
        feature_id: "messages",
        required_balance: 4,
        lock: { lock_id: "l-1", enabled: true, expires_at: clock.now() + 60_000 },
      });
      clearInterval(timer);
      s.release();
      expect(held.status).toBe(200);
      // While the lock holds 4, a plain check is a read that answers at once.
      const before = await rawPost(h, "/balances.check", { customer_id: "ann", feature_id: "messages" });
      expect(before.body.balance.remaining).toBe(6);
      // The lock expires: the next plain check releases it first, durably, and only then answers.
      clock.advance(61_000);
      let answered = false;
      const after = rawPost(h, "/balances.check", { customer_id: "ann", feature_id: "messages" }).then((r) => ((answered = true), r));
      await until(() => s.pending.length === 1);
      await tick();
      expect(answered).toBe(false);
      s.release();
      const r = await after;
      expect(r.status).toBe(200);
      expect(r.body.balance.remaining).toBe(10);
      // Released for good: the next one reads again, at once.
      const again = await rawPost(h, "/balances.check", { customer_id: "ann", feature_id: "messages" });
      expect(again.body.balance.remaining).toBe(10);
      const listed = await rawPost(h, "/balances.list", { customer_id: "ann" });
      expect(listed.status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it("answers a hosted page's form (a paid checkout) only after the WAL sync that covers the payment", async () => {
    const s = heldSync();
    const h = await startRevenue({ syncWal: s.sync });
    try {
      await seed(h, () => s.release());
      const timer = setInterval(() => s.release(), 1);
      const plan = await rawPost(h, "/plans.create", { plan_id: "pro", name: "Pro", price: { amount: 20, interval: "month" } });
      const attach = await rawPost(h, "/billing.attach", { customer_id: "ann", plan_id: "pro" });
      clearInterval(timer);
      s.release();
      expect([plan.status, attach.status]).toEqual([200, 200]);
      const pageUrl = attach.body.payment_url as string;
      const page = await (await fetch(pageUrl)).text();
      const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1];
      let answered = false;
      const paid = fetch(pageUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf, number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Ann" }),
        redirect: "manual",
      }).then((r) => ((answered = true), r));
      await until(() => s.pending.length === 1);
      await tick();
      // The payment is committed, but the visitor hears of it only once it is on the disk.
      expect(answered).toBe(false);
      s.release();
      const r = await paid;
      expect(r.status).toBeLessThan(400);
      expect((await rawPost(h, "/customers.get", { customer_id: "ann" })).body.subscriptions.map((x: { plan_id: string }) => x.plan_id)).toContain("pro");
    } finally {
      await h.close();
    }
  });
});
