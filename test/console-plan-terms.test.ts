/** The plan editor's terms (console/src/plan-terms.ts), without a server: what an edit sends and what it shows as kept. */
import { describe, expect, it } from "vitest";
import { type ConsolePlan, draftOf, itemFrom, keptTerms, updateBody } from "../console/src/plan-terms.js";

const item = (over: Partial<ConsolePlan["items"][number]>): ConsolePlan["items"][number] => ({ feature_id: "messages", included: 100, unlimited: false, pooled: false, reset: { interval: "month", interval_count: 1 }, price: null, ...over });
const flat = { amount: 0.01, interval: "month" as const, interval_count: 1, billing_units: 1, billing_method: "usage_based" as const, max_purchase: null };
const tiered = { ...flat, amount: undefined, tiers: [{ to: 1000, amount: 0.02 }, { to: "inf" as const, amount: 0.01 }], tier_behavior: "graduated" as const };
const plan = (over: Partial<ConsolePlan> = {}): ConsolePlan => ({
  id: "pro",
  name: "Pro",
  description: null,
  group: null,
  version: 1,
  add_on: false,
  auto_enable: false,
  price: { amount: 20, interval: "month", interval_count: 3 },
  items: [item({ price: flat }), item({ feature_id: "credits", price: tiered })],
  free_trial: { duration_length: 1, duration_type: "year", card_required: false, on_end: "bill" },
  created_at: 0,
  env: "sandbox",
  archived: false,
  config: { ignore_past_due: false },
  metadata: {},
  base_variant_id: null,
  ...over,
});

describe("the plan editor's update body", () => {
  const cases: [string, { edit: (d: ReturnType<typeof draftOf>) => void; want: Record<string, unknown> }][] = [
    ["an untouched plan sends only its id", { edit: () => {}, want: { plan_id: "pro" } }],
    ["a group: only the group", { edit: (d) => (d.group = "main"), want: { plan_id: "pro", group: "main" } }],
    ["a price amount keeps the interval count", { edit: (d) => (d.price = "25"), want: { plan_id: "pro", price: { amount: 25, interval: "month", interval_count: 3 } } }],
    ["another billing interval starts at one", { edit: (d) => (d.interval = "year"), want: { plan_id: "pro", price: { amount: 20, interval: "year" } } }],
    ["no trial length removes the trial", { edit: (d) => (d.trialLength = ""), want: { plan_id: "pro", free_trial: null } }],
    ["a card for the trial keeps its year and end", { edit: (d) => (d.trialCard = true), want: { plan_id: "pro", free_trial: { duration_length: 1, duration_type: "year", card_required: true, on_end: "bill" } } }],
  ];
  it.each(cases)("%s", (_name, { edit, want }) => {
    const d = draftOf(plan());
    edit(d);
    expect(updateBody(plan(), d)).toEqual(want);
  });

  it("a row edit sends every row, the others as read", () => {
    const d = draftOf(plan());
    d.items[0].overage = "0.05";
    expect(updateBody(plan(), d).items).toEqual([
      { feature_id: "messages", included: 100, pooled: false, reset: { interval: "month", interval_count: 1 }, price: { ...flat, amount: 0.05 } },
      { feature_id: "credits", included: 100, pooled: false, reset: { interval: "month", interval_count: 1 }, price: { interval: "month", interval_count: 1, billing_units: 1, billing_method: "usage_based", max_purchase: null, tiers: tiered.tiers, tier_behavior: "graduated" } },
    ]);
  });
});

describe("a row of the editor", () => {
  it("a cleared overage removes a flat price; a tiered price is kept whatever the overage field says", () => {
    const [flatRow, tieredRow] = draftOf(plan()).items;
    expect(itemFrom({ ...flatRow, overage: "" }, "month").price).toBeUndefined();
    expect(itemFrom({ ...tieredRow, overage: "" }, "month").price?.tiers).toEqual(tiered.tiers);
  });
  it("a new row's overage is billed in arrears at the plan's interval (a one-off plan: monthly)", () => {
    expect(itemFrom({ base: null, featureId: "messages", included: "5", reset: "", overage: "1" }, "one_off")).toEqual({ feature_id: "messages", included: 5, price: { amount: 1, interval: "month", billing_method: "usage_based" } });
  });
  it("shows what it cannot edit", () => {
    const row = draftOf(plan({ items: [item({ unlimited: true, included: 0, pooled: true, proration: { on_increase: "prorate_immediately", on_decrease: "none" } })] })).items[0];
    expect(keptTerms(itemFrom(row, "month"))).toEqual(["unlimited", "pooled across entities", "proration: on increase prorate immediately, on decrease none"]);
    expect(row.included).toBe("");
    expect(itemFrom(row, "month")).toMatchObject({ unlimited: true, pooled: true });
  });
});
