/**
 * Property: for any sequence of grants, tracks (positive and negative, cap
 * and overflow), resets (the manual clock moving) and checks (with and
 * without send_event), every breakdown has remaining = granted − usage, no
 * breakdown goes below zero unless an overflow track asked for it, and the
 * balances equal a small reference model kept in tenths of a unit.
 */
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type RevenueHarness, ok, startRevenue } from "./support/revenue.js";

const BASE = Date.UTC(2026, 2, 1, 0, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = manualClock(BASE);
let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue({ clock });
});
afterAll(() => h.close());

const uid = (p: string) => `${p}_${randomUUID().slice(0, 8)}`;

type Cmd =
  | { kind: "grant"; tenths: number }
  | { kind: "track"; tenths: number; overflow: boolean }
  | { kind: "advance"; hours: number; readBy: "list" | "check" }
  | { kind: "check"; tenths: number; send: boolean };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ kind: fc.constant("grant" as const), tenths: fc.integer({ min: 1, max: 50 }) }),
  fc.record({ kind: fc.constant("track" as const), tenths: fc.integer({ min: -40, max: 60 }), overflow: fc.boolean() }),
  // Read back after the clock moves by a list, or by a plain check (an answer remembered from before must not be served).
  fc.record({ kind: fc.constant("advance" as const), hours: fc.integer({ min: 1, max: 40 }), readBy: fc.constantFrom("list" as const, "check" as const) }),
  fc.record({ kind: fc.constant("check" as const), tenths: fc.integer({ min: 0, max: 60 }), send: fc.boolean() }),
);

/** The reference model: slots in deduction order (the daily plan item first, then one-off grants oldest first), in tenths. */
interface ModelSlot {
  granted: number;
  usage: number;
  resets: boolean;
}
class Model {
  slots: ModelSlot[];
  nextReset: number;
  overflowed = false;
  constructor(included: number, start: number) {
    this.slots = [{ granted: included, usage: 0, resets: true }];
    this.nextReset = start + DAY;
  }
  at(now: number) {
    if (now >= this.nextReset) {
      for (const s of this.slots) if (s.resets) s.usage = 0;
      while (this.nextReset <= now) this.nextReset += DAY;
    }
  }
  remaining = () => this.slots.reduce((n, s) => n + s.granted - s.usage, 0);
  take(v: number, overflow: boolean) {
    if (v >= 0) {
      let rest = v;
      for (const s of this.slots) {
        const t = Math.min(rest, Math.max(0, s.granted - s.usage));
        s.usage += t;
        rest -= t;
      }
      if (rest > 0 && overflow) {
        this.slots[0].usage += rest;
        this.overflowed = true;
      }
    } else {
      let rest = -v;
      for (const s of [...this.slots].reverse()) {
        const t = Math.min(rest, s.usage);
        s.usage -= t;
        rest -= t;
      }
    }
  }
}

const units = (tenths: number) => tenths / 10;

describe("balances property", () => {
  it("every sequence of grants, tracks, resets and checks matches the reference model", async () => {
    const f = (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("meter"), name: "M", type: "metered", consumable: true } }))).id;
    const plan = (
      await ok(
        h.rv.POST("/plans.create", {
          body: {
            plan_id: uid("plan"),
            name: "P",
            group: "",
            add_on: false,
            auto_enable: false,
            create_in_stripe: true,
            items: [{ feature_id: f, pooled: false, included: 3.5, reset: { interval: "day" } }],
          },
        }),
      )
    ).id;

    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 25 }), async (cmds) => {
        clock.set(BASE);
        const customer_id = uid("cus");
        await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id, auto_enable_plan_id: plan } }));
        const model = new Model(35, BASE);
        let balance: RevenueSchemas["Balance"] | null = null;
        for (const c of cmds) {
          model.at(clock.now());
          if (c.kind === "grant") {
            balance = (await ok(h.rv.POST("/balances.grant", { body: { customer_id, feature_id: f, amount: units(c.tenths) } }))).balance;
            model.slots.push({ granted: c.tenths, usage: 0, resets: false });
          } else if (c.kind === "track") {
            const r = await ok(
              h.rv.POST("/balances.track", {
                body: { customer_id, feature_id: f, value: units(c.tenths), overage_behavior: c.overflow ? "overflow" : "cap" },
              }),
            );
            model.take(c.tenths, c.overflow);
            balance = r.balance;
          } else if (c.kind === "advance") {
            // Read by check: one before the clock moves too, so that a remembered answer exists to be (wrongly) served.
            if (c.readBy === "check") await ok(h.rv.POST("/balances.check", { body: { customer_id, feature_id: f, required_balance: 0 } }));
            clock.advance(c.hours * HOUR);
            model.at(clock.now());
            balance =
              c.readBy === "list"
                ? (await ok(h.rv.POST("/balances.list", { body: { customer_id, feature_id: f } }))).list[0]
                : (await ok(h.rv.POST("/balances.check", { body: { customer_id, feature_id: f, required_balance: 0 } }))).balance;
          } else {
            const r = await ok(h.rv.POST("/balances.check", { body: { customer_id, feature_id: f, required_balance: units(c.tenths), send_event: c.send } }));
            const allowed = model.remaining() >= c.tenths;
            expect(r.allowed).toBe(allowed);
            if (allowed && c.send) model.take(c.tenths, true);
            balance = r.balance;
          }
          expect(balance).not.toBeNull();
          const parts = balance!.breakdown!;
          expect(parts).toHaveLength(model.slots.length);
          for (const [i, p] of parts.entries()) {
            // remaining floors at 0 on the wire (Autumn's schema): the overage is usage past the grant.
            expect(Math.round(p.remaining * 1e6)).toBe(Math.max(0, Math.round((p.included_grant + p.prepaid_grant - p.usage) * 1e6)));
            expect(p.remaining).toBeGreaterThanOrEqual(0);
            expect(p.included_grant).toBe(units(model.slots[i].granted));
            expect(p.usage).toBe(units(model.slots[i].usage));
          }
          expect(balance!.remaining).toBe(units(Math.max(0, model.remaining())));
        }
      }),
      { numRuns: 40 },
    );
  });
});
