/**
 * The pure rules of entities as usage (issue 30, item 1): the usage event of an entity's unit,
 * and the controls an entity's usage is decided under (its own rules ahead of the customer's).
 */
import { describe, expect, it } from "vitest";
import { seatEvent } from "../src/revenue/entities/entities.rules.js";
import { controlSetOf, limitsOf, usageBilling } from "../src/revenue/balances/balances.load.js";
import { effectiveOverage } from "../src/revenue/balances/balances.decide.js";

const deduction = { balance_id: "bal_1", feature_id: "users", plan_id: "team", reset: null, value: 1 };

describe("seatEvent: creating an entity is +1 of its feature, deleting it −1", () => {
  const cases: [string, { sign: 1 | -1; deductions: (typeof deduction)[] }, { value: number; deductions: number }][] = [
    ["a create taken from a breakdown", { sign: 1, deductions: [deduction] }, { value: 1_000_000, deductions: 1 }],
    ["a create with no breakdown of the feature still counts", { sign: 1, deductions: [] }, { value: 1_000_000, deductions: 0 }],
    ["a delete gives the unit back", { sign: -1, deductions: [{ ...deduction, value: -1 }] }, { value: -1_000_000, deductions: 1 }],
  ];
  it.each(cases)("%s", (_name, given, want) => {
    const e = seatEvent(given.sign, "users", "u1", given.deductions);
    expect(e).toMatchObject({ entity_id: "u1", feature_id: "users", value: want.value });
    expect(e.deductions).toHaveLength(want.deductions);
  });
});

describe("an entity's controls ahead of the customer's", () => {
  const overage = (feature_id: string, enabled: boolean) => ({ overage_allowed: [{ feature_id, enabled }] });
  const usage = (feature_id: string, limit: number) => ({ usage_limits: [{ feature_id, enabled: true, limit, interval: "month" }] });
  const cases: [string, { customer: object; entity?: object }, { overage: boolean; usageLimit: number | null }][] = [
    ["no controls at all: nothing parsed, no limit, the rows decide overage", { customer: {} }, { overage: false, usageLimit: null }],
    ["the customer's rules alone", { customer: { ...overage("msgs", true), ...usage("msgs", 10) } }, { overage: true, usageLimit: 10 }],
    ["the entity's overage rule overrides the customer's", { customer: overage("msgs", false), entity: overage("msgs", true) }, { overage: true, usageLimit: null }],
    ["the entity's usage limit overrides the customer's", { customer: usage("msgs", 10), entity: usage("msgs", 3) }, { overage: false, usageLimit: 3 }],
    ["an entity rule of another feature leaves the customer's", { customer: { ...overage("msgs", true), ...usage("msgs", 10) }, entity: { ...overage("seats", false), ...usage("seats", 1) } }, { overage: true, usageLimit: 10 }],
    ["an entity with `{}` controls: the customer's", { customer: usage("msgs", 7), entity: {} }, { overage: false, usageLimit: 7 }],
  ];
  it.each(cases)("%s", (_name, given, want) => {
    const set = controlSetOf(JSON.stringify(given.customer), given.entity === undefined ? undefined : JSON.stringify(given.entity));
    expect(effectiveOverage("msgs", [], usageBilling(set))).toBe(want.overage);
    const limit = limitsOf(set, "msgs").usage;
    expect(limit === null ? null : limit.limit / 1_000_000).toBe(want.usageLimit);
  });

  it("answers the same frozen empty controls for every usage without controls (no JSON parsed)", () => {
    expect(controlSetOf("{}", undefined)).toBeNull();
    expect(usageBilling(null)).toBe(usageBilling(controlSetOf("{}", "{}")));
    expect(Object.isFrozen(usageBilling(null))).toBe(true);
  });
});
