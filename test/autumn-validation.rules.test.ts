/**
 * The pure rules behind issue 30 items 1, 2, 6 and 8, table-tested without
 * HTTP: plan item repeats per reset interval, tier and interval checks,
 * one control entry per feature, the seat limits of entities.create, the
 * deduction order over several intervals and the default alert basis.
 */
import { describe, expect, it } from "vitest";
import { deductionOrder } from "../src/revenue/balances/balances.rules.js";
import { alertKey, basisFigures, checkControlRepeats } from "../src/revenue/controls/controls.rules.js";
import { checkSeatLimits } from "../src/revenue/entities/entities.rules.js";
import { checkDuplicates, checkResetMatchesPrice, checkTierPricing, itemPeriod, planItems, type FeatureLookup } from "../src/revenue/plans/plans.rules.js";

const featureOf: FeatureLookup = (id) => ({ msgs: { type: "metered", archived: false }, sso: { type: "boolean", archived: false } })[id];
const price = (billing_method: "prepaid" | "usage_based", interval = "month") =>
  ({ amount: 1, interval, interval_count: 1, billing_units: 1, billing_method, max_purchase: null }) as never;
const item = (reset: string | null, p: unknown = null, feature_id = "msgs") => ({ feature_id, reset: reset ? { interval: reset, interval_count: 1 } : null, price: p }) as never;

describe("checkDuplicates: a feature once per reset interval", () => {
  const accepted: [string, unknown[]][] = [
    ["hourly + monthly", [item("hour"), item("month")]],
    ["monthly + lifetime", [item("month"), item(null)]],
    ["an unpriced and a priced item at one interval", [item("month"), item("month", price("usage_based"))]],
    ["a prepaid and a usage-based price at one interval", [item("month", price("prepaid")), item("month", price("usage_based"))]],
  ];
  for (const [what, items] of accepted) it(`accepts ${what}`, () => expect(() => checkDuplicates(items as never, featureOf)).not.toThrow());

  const refused: [string, unknown[], RegExp][] = [
    ["two monthly items", [item("month"), item("hour"), item("month")], /^items\[2\]\.feature_id repeats a feature at the same reset interval as items\[0\]/],
    ["two lifetime items", [item(null), item(null)], /^items\[1\]\.feature_id/],
    ["two usage-based prices at one interval", [item("month", price("usage_based")), item("month", price("usage_based"))], /^items\[1\]\.feature_id/],
    ["a boolean feature twice", [item(null, null, "sso"), item(null, null, "sso")], /^items\[1\]\.feature_id repeats a boolean feature/],
  ];
  for (const [what, items, message] of refused) it(`refuses ${what}`, () => expect(() => checkDuplicates(items as never, featureOf)).toThrow(message));

  it("keys a priced item without a reset by its price's interval", () => {
    expect(itemPeriod({ reset: null, price: price("prepaid", "year") })).toBe("year:1");
    expect(itemPeriod({ reset: { interval: "hour", interval_count: 2 }, price: null })).toBe("hour:2");
    expect(itemPeriod({ reset: null, price: null })).toBe("lifetime");
  });
});

describe("item validation as Autumn's", () => {
  it("refuses a flat amount unless volume tiers, and on a single tier", () => {
    const tiers = [{ to: 10, flat_amount: 5 }, { to: "inf" as const }];
    expect(() => checkTierPricing(tiers, "graduated", 0, "items[0].price.tiers")).toThrow(/^items\[0\]\.price\.tiers\[0\]\.flat_amount is only allowed with tier_behavior volume/);
    expect(() => checkTierPricing(tiers, "volume", 0, "t")).not.toThrow();
    expect(() => checkTierPricing([{ to: "inf", flat_amount: 5 }], "volume", 0, "t")).toThrow(/^t\[0\]\.flat_amount is not allowed on a single tier/);
    expect(() => checkTierPricing([{ to: 10, flat_amount: 0 }, { to: "inf" }], "graduated", 0, "t")).not.toThrow();
  });

  it("refuses a first tier ending at or below included", () => {
    expect(() => checkTierPricing([{ to: 100 }, { to: "inf" }], "graduated", 100, "t")).toThrow(/^t\[0\]\.to must be greater than included \(100\)/);
    expect(() => checkTierPricing([{ to: 101 }, { to: "inf" }], "graduated", 100, "t")).not.toThrow();
    expect(() => checkTierPricing([{ to: "inf" }], "graduated", 100, "t")).not.toThrow();
  });

  it("refuses a reset interval other than the price's unless prepaid", () => {
    expect(() => checkResetMatchesPrice({ interval: "week" }, { interval: "month", billing_method: "usage_based" }, "items[0]")).toThrow(/^items\[0\]\.reset must match/);
    expect(() => checkResetMatchesPrice({ interval: "month", interval_count: 2 }, { interval: "month", billing_method: "usage_based" }, "x")).toThrow(/^x\.reset/);
    expect(() => checkResetMatchesPrice({ interval: "week" }, { interval: "month", billing_method: "prepaid" }, "x")).not.toThrow();
    expect(() => checkResetMatchesPrice({ interval: "month" }, { interval: "month", interval_count: 1, billing_method: "usage_based" }, "x")).not.toThrow();
  });

  it("refuses a priced unlimited item and a boolean item with a balance", () => {
    expect(() => planItems([{ feature_id: "msgs", unlimited: true, price: { amount: 1, interval: "month", billing_method: "usage_based" } }], featureOf)).toThrow(/^items\[0\]\.price is not allowed on an unlimited item/);
    expect(() => planItems([{ feature_id: "sso", included: 3 }], featureOf)).toThrow(/^items\[0\]\.included/);
    expect(() => planItems([{ feature_id: "sso", unlimited: true }], featureOf)).toThrow(/^items\[0\]\.unlimited/);
    expect(planItems([{ feature_id: "sso", included: 0 }], featureOf)[0]).toMatchObject({ included: 0, price: null });
  });

  it("refuses a repeated feature in spend limits, usage limits and overage_allowed", () => {
    const twice = { spend_limits: [{ feature_id: "a", enabled: true, overage_limit: 1 }, { enabled: true, overage_limit: 2 }, { feature_id: "a", enabled: true, overage_limit: 3 }] };
    expect(() => checkControlRepeats(twice as never)).toThrow(/^billing_controls\.spend_limits\[2\]\.feature_id repeats "a"/);
    expect(() => checkControlRepeats({ usage_limits: [{ feature_id: "a" }, { feature_id: "a" }] } as never, "customize.billing_controls")).toThrow(/^customize\.billing_controls\.usage_limits\[1\]/);
    expect(() => checkControlRepeats({ overage_allowed: [{ feature_id: "a" }, { feature_id: "a" }] } as never)).toThrow(/overage_allowed\[1\]/);
    expect(() => checkControlRepeats({ spend_limits: [{ enabled: true }, { enabled: true }], usage_limits: [{ feature_id: "a" }, { feature_id: "b" }] } as never)).not.toThrow();
  });
});

describe("checkSeatLimits: only a limit blocks an entity", () => {
  const seat = (granted: number, usage: number, p: { amount: number } | null = null) => ({ granted, usage, unlimited: false, price: p });
  it("lets the balance go negative without limits, and without a balance at all", () => {
    expect(() => checkSeatLimits("users", seat(1, 5), { usage: null, spend: null })).not.toThrow();
    expect(() => checkSeatLimits("users", undefined, { usage: null, spend: null })).not.toThrow();
  });
  it("refuses one unit past an enabled usage limit with 402 usage_limit_reached", () => {
    expect(() => checkSeatLimits("users", seat(0, 1), { usage: 2, spend: null })).not.toThrow();
    expect(() => checkSeatLimits("users", seat(0, 2), { usage: 2, spend: null })).toThrow(expect.objectContaining({ code: "usage_limit_reached", status: 402 }));
    expect(() => checkSeatLimits("users", undefined, { usage: 0, spend: null })).toThrow(expect.objectContaining({ code: "usage_limit_reached" }));
  });
  it("refuses an overage whose price passes the spend limit with 402 spend_limit_reached", () => {
    expect(() => checkSeatLimits("users", seat(1, 1, { amount: 10 }), { usage: null, spend: 15 })).not.toThrow();
    expect(() => checkSeatLimits("users", seat(1, 2, { amount: 10 }), { usage: null, spend: 15 })).toThrow(expect.objectContaining({ code: "spend_limit_reached" }));
    expect(() => checkSeatLimits("users", seat(1, 9), { usage: null, spend: 0 })).not.toThrow();
  });
});

describe("deduction order over several intervals", () => {
  it("draws the shorter reset interval first, then one-off, whatever the seq", () => {
    const rows = [
      { seq: 1, expires_at: null, reset_interval: null, reset_count: 1 },
      { seq: 2, expires_at: null, reset_interval: "month", reset_count: 1 },
      { seq: 3, expires_at: null, reset_interval: "hour", reset_count: 1 },
      { seq: 4, expires_at: null, reset_interval: "day", reset_count: 1 },
      { seq: 5, expires_at: null, reset_interval: "hour", reset_count: 2 },
    ];
    expect(deductionOrder(rows).map((r) => r.seq)).toEqual([3, 5, 4, 2, 1]);
  });
});

describe("usage alerts without basis", () => {
  it("measure the balance, and key as an explicit balance alert does", () => {
    const slots = [{ entity_seq: null, granted: 10, prepaid: 0, carried: 0, usage: 4, held: 0, unlimited: false, reset_interval: null, reset_count: 1, reset_anchor: null, next_reset_at: null }];
    expect(basisFigures(undefined, slots, null)).toEqual(basisFigures("balance", slots, null));
    const alert = { enabled: true, threshold: 5, threshold_type: "usage" as const };
    expect(alertKey(alert, "msgs")).toBe(alertKey({ ...alert, basis: "balance" }, "msgs"));
  });
});
