/** The pure rules of billing controls that fire (src/revenue/controls/controls.rules.ts), table-driven. */
import { describe, expect, it } from "vitest";
import {
  alertKey,
  balanceFigures,
  basisFigures,
  type ControlSlot,
  mayRetry,
  needsTopup,
  pastThreshold,
  periodStart,
  purchaseWindowStart,
  roundToBillingUnits,
  type UsageAlert,
} from "../src/revenue/controls/controls.rules.js";
import { previousResetAt } from "../src/revenue/shared/interval.rules.js";

const M = 1_000_000;
const slot = (over: Partial<ControlSlot> = {}): ControlSlot => ({
  entity_seq: null,
  granted: 100 * M,
  prepaid: 0,
  carried: 0,
  usage: 0,
  held: 0,
  unlimited: false,
  reset_interval: null,
  reset_count: 1,
  reset_anchor: null,
  next_reset_at: null,
  ...over,
});
const JAN_31 = Date.UTC(2025, 0, 31);
const monthly = (over: Partial<ControlSlot> = {}) => slot({ reset_interval: "month", reset_anchor: JAN_31, next_reset_at: Date.UTC(2025, 2, 31), ...over });

describe("basisFigures", () => {
  const included = monthly({ usage: 30 * M, held: 5 * M, carried: 20 * M });
  const bought = slot({ granted: 50 * M, prepaid: 50 * M, usage: 10 * M });
  const cases: [string, UsageAlert["basis"], ControlSlot[], { limit: number; used: number } | null, ReturnType<typeof basisFigures>][] = [
    ["balance: everything, held counts as used", "balance", [included, bought], null, { total: 170 * M, usage: 45 * M, remaining: 125 * M, unlimited: false }],
    ["included: prepaid purchases left out of the total", "included", [included, bought], null, { total: 120 * M, usage: 45 * M, remaining: 75 * M, unlimited: false }],
    ["recurring: only breakdowns that reset", "recurring", [included, bought], null, { total: 120 * M, usage: 35 * M, remaining: 85 * M, unlimited: false }],
    ["recurring without a resetting breakdown", "recurring", [bought], null, null],
    ["usage_limit: the limit and its window", "usage_limit", [included], { limit: 40 * M, used: 30 * M }, { total: 40 * M, usage: 30 * M, remaining: 10 * M, unlimited: false }],
    ["usage_limit without a limit", "usage_limit", [included], null, null],
    ["unlimited", "balance", [slot({ unlimited: true, granted: 0, usage: 7 * M })], null, { total: 0, usage: 7 * M, remaining: 0, unlimited: true }],
  ];
  it.each(cases)("%s", (_name, basis, slots, limit, want) => {
    expect(basisFigures(basis, slots, limit)).toEqual(want);
  });
});

describe("pastThreshold", () => {
  const f = (usage: number, total = 100, unlimited = false) => ({ total: total * M, usage: usage * M, remaining: (total - usage) * M, unlimited });
  const cases: [string, UsageAlert["threshold_type"], number, ReturnType<typeof f>, boolean][] = [
    ["usage below", "usage", 50, f(49.999999), false],
    ["usage at", "usage", 50, f(50), true],
    ["usage of an unlimited balance", "usage", 50, f(60, 0, true), true],
    ["usage % below", "usage_percentage", 80, f(79), false],
    ["usage % at", "usage_percentage", 80, f(80), true],
    ["usage % past 100 (overage)", "usage_percentage", 120, f(121), true],
    ["usage % of a zero total", "usage_percentage", 0, f(5, 0), false],
    ["remaining above", "remaining", 10, f(89), false],
    ["remaining at", "remaining", 10, f(90), true],
    ["remaining of unlimited", "remaining", 10, f(500, 0, true), false],
    ["remaining % above", "remaining_percentage", 5, f(94), false],
    ["remaining % at", "remaining_percentage", 5, f(95), true],
    ["remaining % negative (overage)", "remaining_percentage", 0, f(101), true],
  ];
  it.each(cases)("%s", (_name, threshold_type, threshold, figures, want) => {
    expect(pastThreshold({ threshold, threshold_type }, figures)).toBe(want);
  });
});

describe("periods", () => {
  it("previousResetAt: the boundary before the next reset, month ends clamped from the anchor", () => {
    expect(previousResetAt(JAN_31, "month", 1, Date.UTC(2025, 1, 28))).toBe(JAN_31);
    expect(previousResetAt(JAN_31, "month", 1, Date.UTC(2025, 2, 31))).toBe(Date.UTC(2025, 1, 28));
    expect(previousResetAt(JAN_31, "month", 1, Date.UTC(2025, 3, 30))).toBe(Date.UTC(2025, 2, 31));
    expect(previousResetAt(JAN_31, "quarter", 1, Date.UTC(2025, 6, 31))).toBe(Date.UTC(2025, 3, 30));
    expect(previousResetAt(0, "day", 2, 10 * 86_400_000)).toBe(8 * 86_400_000);
    expect(previousResetAt(5, "day", 1, 86_400_000)).toBe(5);
  });

  it("periodStart: the earliest-resetting breakdown's period; 0 (lifetime) when none resets", () => {
    expect(periodStart([slot()])).toBe(0);
    const weekly = slot({ reset_interval: "week", reset_anchor: 0, next_reset_at: 3 * 604_800_000 });
    expect(periodStart([monthly(), weekly, slot()])).toBe(2 * 604_800_000);
    expect(periodStart([monthly()])).toBe(Date.UTC(2025, 1, 28));
  });

  it("purchaseWindowStart: a rolling window of interval_count intervals ending now", () => {
    const now = Date.UTC(2025, 2, 31, 12);
    expect(purchaseWindowStart(now, { interval: "hour", interval_count: 2, limit: 1 })).toBe(now - 2 * 3_600_000);
    expect(purchaseWindowStart(now, { interval: "week", interval_count: 1, limit: 1 })).toBe(now - 604_800_000);
    expect(purchaseWindowStart(now, { interval: "month", interval_count: 1, limit: 1 })).toBe(Date.UTC(2025, 1, 28, 12));
  });
});

describe("auto top-up rules", () => {
  it("needsTopup: strictly below the threshold, never for an unlimited balance", () => {
    expect(needsTopup({ threshold: 20 }, balanceFigures([slot({ usage: 80 * M })]))).toBe(false);
    expect(needsTopup({ threshold: 20 }, balanceFigures([slot({ usage: 80.5 * M })]))).toBe(true);
    expect(needsTopup({ threshold: 20 }, balanceFigures([slot({ unlimited: true, usage: 1e3 * M })]))).toBe(false);
  });

  it("mayRetry: only after the card changed or the balance was replenished (total grew, a reset passed)", () => {
    const failed = { payment_method_seq: 7, granted_at_queue: 100 * M, reset_at_queue: 1000 };
    const cases: [string, { methodSeq: number | null; total: number; reset: number | null }, boolean][] = [
      ["nothing changed", { methodSeq: 7, total: 100 * M, reset: 1000 }, false],
      ["less granted (an expiry)", { methodSeq: 7, total: 90 * M, reset: 1000 }, false],
      ["another default card", { methodSeq: 8, total: 100 * M, reset: 1000 }, true],
      ["the card removed", { methodSeq: null, total: 100 * M, reset: 1000 }, true],
      ["more granted", { methodSeq: 7, total: 150 * M, reset: 1000 }, true],
      ["a reset passed", { methodSeq: 7, total: 100 * M, reset: 2000 }, true],
    ];
    for (const [name, now, want] of cases) expect(mayRetry(failed, now), name).toBe(want);
  });

  it("roundToBillingUnits: whole packs, at least one", () => {
    expect(roundToBillingUnits(150 * M, 100)).toBe(200 * M);
    expect(roundToBillingUnits(200 * M, 100)).toBe(200 * M);
    expect(roundToBillingUnits(0.5 * M, 1)).toBe(1 * M);
    expect(roundToBillingUnits(2.5 * M, 0.5)).toBe(2.5 * M);
  });

  it("alertKey: the defining fields, not the name", () => {
    const a: UsageAlert = { enabled: true, threshold: 80, threshold_type: "usage_percentage", basis: "balance", name: "a" };
    expect(alertKey(a, "credits")).toBe(alertKey({ ...a, name: "b" }, "credits"));
    expect(alertKey(a, "credits")).not.toBe(alertKey({ ...a, threshold: 90 }, "credits"));
    expect(alertKey(a, "credits")).not.toBe(alertKey(a, "messages"));
    expect(alertKey(a, "credits")).not.toBe(alertKey({ ...a, filter: { properties: { model: "x" } } }, "credits"));
  });
});
