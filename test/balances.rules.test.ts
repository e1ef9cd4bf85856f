import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allows,
  answerExpiry,
  applyReset,
  carryOver,
  creditsFor,
  deductionOrder,
  limitsFor,
  maxOverageWithin,
  overageCost,
  type Slot,
  take,
  toMicro,
  toUnits,
  windowStart,
} from "../src/revenue/balances/balances.rules.js";

const M = 1_000_000;
const slot = (over: Partial<Slot> = {}): Slot => ({
  seq: 1,
  granted: 10 * M,
  usage: 0,
  held: 0,
  unlimited: false,
  overage_allowed: false,
  reset_interval: null,
  reset_count: 1,
  reset_anchor: null,
  next_reset_at: null,
  rollover: null,
  carried: 0,
  carried_expires_at: null,
  expires_at: null,
  ...over,
});
const JAN31 = Date.UTC(2026, 0, 31, 10);
const FEB28 = Date.UTC(2026, 1, 28, 10);
const MAR31 = Date.UTC(2026, 2, 31, 10);

describe("balance rules", () => {
  it("converts units to integer micro-units and back without drift", () => {
    let sum = 0;
    for (let i = 0; i < 10; i++) sum += toMicro(0.1);
    expect(sum).toBe(M);
    expect(toUnits(sum)).toBe(1);
  });

  it("resets from the anchor in whole intervals, so a late reset never drifts", () => {
    const s = slot({ usage: 4 * M, reset_interval: "month", reset_anchor: JAN31, next_reset_at: FEB28 });
    const once = applyReset(s, FEB28 + 1);
    expect(once).toMatchObject({ usage: 0, next_reset_at: MAR31 });
    expect(applyReset(s, Date.UTC(2026, 3, 1)).next_reset_at).toBe(Date.UTC(2026, 3, 30, 10));
  });

  it("does not reset twice: a reset slot before its next reset is unchanged", () => {
    const s = slot({ usage: 4 * M, reset_interval: "day", reset_anchor: 0, next_reset_at: 86_400_000 });
    const once = applyReset(s, 86_400_000);
    const again = applyReset({ ...once, usage: 2 * M }, 86_400_000 + 1000);
    expect(again.usage).toBe(2 * M);
  });

  it("carries over at most max and max_percentage of the granted amount", () => {
    expect(carryOver({ max: 3 * M, max_percentage: null, duration: "forever", length: 0 }, 6 * M, 10 * M)).toBe(3 * M);
    expect(carryOver({ max: null, max_percentage: 20, duration: "forever", length: 0 }, 6 * M, 10 * M)).toBe(2 * M);
    expect(carryOver({ max: null, max_percentage: null, duration: "forever", length: 0 }, -1, 10 * M)).toBe(0);
  });

  it("orders by expiry first, then resetting before one-off, the shorter interval first (Autumn: daily before monthly), then oldest", () => {
    const order = deductionOrder([
      slot({ seq: 1 }),
      slot({ seq: 2, reset_interval: "month" }),
      slot({ seq: 3, expires_at: 100 }),
      slot({ seq: 4, reset_interval: "day" }),
    ]);
    expect(order.map((s) => s.seq)).toEqual([3, 4, 2, 1]);
  });

  it("takes what fits with cap, all with overflow, and gives back in reverse order", () => {
    const a = slot({ seq: 1, granted: 2 * M });
    const b = slot({ seq: 2, granted: 2 * M });
    expect(take([a, b], 5 * M, false)).toEqual({ takes: [{ seq: 1, value: 2 * M }, { seq: 2, value: 2 * M }], short: M });
    expect(take([a, b], 5 * M, true).takes).toEqual([{ seq: 1, value: 3 * M }, { seq: 2, value: 2 * M }]);
    expect(take([slot({ seq: 1, usage: M }), slot({ seq: 2, usage: M })], -3 * M, false)).toEqual({
      takes: [{ seq: 2, value: -M }, { seq: 1, value: -M }],
      short: -M,
    });
  });

  it("allows when unlimited, allowing overage or enough remains", () => {
    expect(allows({ unlimited: false, overage_allowed: false, remaining: 1 }, 2)).toBe(false);
    expect(allows({ unlimited: true, overage_allowed: false, remaining: 0 }, 2)).toBe(true);
    expect(allows({ unlimited: false, overage_allowed: true, remaining: 0 }, 2)).toBe(true);
    expect(allows({ unlimited: false, overage_allowed: false, remaining: 2 }, 2)).toBe(true);
  });

  it("prices units in credits by credit_cost per billing_units", () => {
    expect(creditsFor(3 * M, { credit_cost: 2 })).toBe(6 * M);
    expect(creditsFor(3 * M, { credit_cost: 1, billing_units: 1000 })).toBe(3000);
  });

  it("takes the entity's enabled limit rules before the customer's, a spend limit without feature_id for every feature", () => {
    const entity = { usage_limits: [{ feature_id: "f", enabled: true, limit: 2 }] };
    const customer = { usage_limits: [{ feature_id: "f", enabled: true, limit: 9, interval: "day" }], spend_limits: [{ enabled: true, overage_limit: 5 }] };
    expect(limitsFor("f", [entity, customer])).toEqual({ usage: { limit: 2 * M, interval: null, filter: null }, spend: { limit: 5 * M } });
    expect(limitsFor("g", [{ usage_limits: [{ feature_id: "g", enabled: false, limit: 1 }] }])).toEqual({ usage: null, spend: null });
    // A filtered limit applies only to usage whose properties match its filter (as text); else the next rule binds.
    const filtered = { usage_limits: [{ feature_id: "f", enabled: true, limit: 1, filter: { properties: { key: 7 } } }] };
    expect(limitsFor("f", [filtered, customer], { key: "7" }).usage).toEqual({ limit: M, interval: null, filter: { key: "7" } });
    expect(limitsFor("f", [filtered, customer], { key: "8" }).usage).toEqual({ limit: 9 * M, interval: "day", filter: null });
    expect(limitsFor("f", [filtered], undefined).usage).toBeNull();
  });

  it("prices overage per billing_units and counts usage limits in UTC calendar windows", () => {
    expect(overageCost(3 * M, { amount: 2, billing_units: 1 })).toBe(6 * M);
    expect(overageCost(3 * M, { amount: 10, billing_units: 100 })).toBe(300_000);
    expect(overageCost(3 * M, null)).toBe(0);
    const wed = Date.UTC(2026, 2, 4, 15, 30);
    expect(windowStart(wed, "day")).toBe(Date.UTC(2026, 2, 4));
    expect(windowStart(wed, "week")).toBe(Date.UTC(2026, 2, 2));
    expect(windowStart(wed, null)).toBe(Date.UTC(2026, 2, 1));
    expect(windowStart(wed, "quarter")).toBe(Date.UTC(2026, 0, 1));
  });
});

describe("answerExpiry (how long a plain check's answer holds)", () => {
  const row = (over: Partial<Parameters<typeof answerExpiry>[0][number]> = {}) => ({
    expires_at: null,
    next_reset_at: null,
    reset_interval: null,
    carried: 0,
    carried_expires_at: null,
    ...over,
  });
  const now = 1_000;

  it("is forever for rows that never change with time", () => {
    expect(answerExpiry([row(), row({ next_reset_at: 500 })], now)).toBe(Number.POSITIVE_INFINITY);
    expect(answerExpiry([], now)).toBe(Number.POSITIVE_INFINITY);
  });

  it("is the earliest future expiry, reset or rollover expiry", () => {
    const rows = [
      row({ expires_at: 5_000 }),
      row({ reset_interval: "month", next_reset_at: 3_000 }),
      row({ carried: 2, carried_expires_at: 4_000 }),
    ];
    expect(answerExpiry(rows, now)).toBe(3_000);
    expect(answerExpiry([rows[0], rows[2]], now)).toBe(4_000);
    // A rollover expiry counts only while units are carried.
    expect(answerExpiry([row({ carried: 0, carried_expires_at: 2_000 }), rows[0]], now)).toBe(5_000);
  });

  it("ignores rows already expired (they never come back)", () => {
    expect(answerExpiry([row({ expires_at: 900, next_reset_at: 950, reset_interval: "day" }), row({ expires_at: 7_000 })], now)).toBe(7_000);
  });

  it("is now (do not keep) when a live row's reset or rollover expiry is due but not stored", () => {
    expect(answerExpiry([row({ reset_interval: "day", next_reset_at: now })], now)).toBe(now);
    expect(answerExpiry([row({ carried: 1, carried_expires_at: 999 }), row({ expires_at: 9_000 })], now)).toBe(now);
  });
});

describe("maxOverageWithin", () => {
  it("is the largest overage a spend limit pays for, exactly at overageCost's edge", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.double({ min: 0.000001, max: 1000, noNaN: true }),
        fc.integer({ min: 1, max: 1000 }),
        (limit, amount, billing_units) => {
          const price = { amount, billing_units };
          const o = maxOverageWithin(limit, price);
          if (o === Number.MAX_SAFE_INTEGER) {
            expect((limit * billing_units) / amount).toBeGreaterThanOrEqual(4e15);
          } else {
            expect(overageCost(o, price)).toBeLessThanOrEqual(limit);
            expect(overageCost(o + 1, price)).toBeGreaterThan(limit);
          }
        },
      ),
    );
  });
});

describe("rollovers", () => {
  it("expire from the reset that made them, however late it is applied, taking the usage they paid for", () => {
    const month = { max: null, max_percentage: null, duration: "month" as const, length: 1 };
    const jan = Date.UTC(2026, 0, 1);
    const feb = Date.UTC(2026, 1, 1);
    const s = slot({ granted: 10, usage: 4, reset_interval: "month", reset_count: 1, reset_anchor: jan, next_reset_at: feb, rollover: month });
    const late = applyReset(s, feb + 5 * 86_400_000);
    expect(late).toMatchObject({ usage: 0, carried: 6, carried_expires_at: Date.UTC(2026, 2, 1) });
    const used = { ...late, usage: 8 };
    expect(applyReset(used, Date.UTC(2026, 2, 1) - 1)).toBe(used);
    // The 6 carried units paid for 6 of the 8 used: at their expiry 2 remain, as usage of the fresh grant.
    expect(applyReset({ ...used, next_reset_at: Date.UTC(2026, 3, 1) }, Date.UTC(2026, 2, 1))).toMatchObject({ carried: 0, usage: 2 });
  });
});
