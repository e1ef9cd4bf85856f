/** A subscription's life, pure rules without HTTP: the default plan that comes back, the group left, activation, a new row. */
import { describe, expect, it } from "vitest";
import type { PlanState } from "../src/revenue/plans/plans.rules.js";
import { activation, defaultPlanAfter, groupHeld, newSubscription } from "../src/revenue/subscriptions/subscriptions.rules.js";

const DAY = 86_400_000;
const state = (over: Partial<Omit<PlanState, "def">> & { def?: Partial<PlanState["def"]> } = {}): PlanState => ({
  name: "Pro",
  group: null,
  add_on: false,
  auto_enable: true,
  archived: false,
  ...over,
  def: { description: null, price: null, items: [], free_trial: null, config: { ignore_past_due: false }, billing_controls: null, metadata: {}, licenses: [], base_variant_id: null, variants: null, ...over.def },
});
const weekTrial = { duration_length: 7, duration_type: "day", card_required: false, on_end: "bill" } as const;
const free = { id: "free", state: state({ group: "g" }) };
const trial = { id: "trial", state: state({ group: "g", def: { free_trial: weekTrial } }) };
const other = { id: "other", state: state({ group: "h" }) };
const addOn = { id: "addon", state: state({ group: "g", add_on: true }) };
const archived = { id: "old", state: state({ group: "g", archived: true }) };
const pro = { id: "pro", state: state({ group: "g" }) };

describe("the default plan that comes back when a plan ends", () => {
  const cases: [string, { candidates: (typeof free)[]; ending: typeof pro; used: string[] }, string | null][] = [
    ["a plan without a trial before one with a trial", { candidates: [trial, free, other], ending: pro, used: [] }, "free"],
    ["a trial plan when it is the group's only default and its trial is unused", { candidates: [trial, other], ending: pro, used: [] }, "trial"],
    ["never a trial plan whose trial the customer used", { candidates: [trial, other], ending: pro, used: ["trial"] }, null],
    ["never the plan that ended", { candidates: [free], ending: free, used: [] }, null],
    ["never another group's plan", { candidates: [other], ending: pro, used: [] }, null],
    ["never an add-on nor an archived plan", { candidates: [addOn, archived], ending: pro, used: [] }, null],
    ["nothing for an add-on that ends", { candidates: [free], ending: addOn, used: [] }, null],
  ];
  it.each(cases)("%s", (_name, given, want) => {
    expect(defaultPlanAfter(given.candidates, given.ending, (id) => given.used.includes(id))?.id ?? null).toBe(want);
  });
});

describe("whether anything of a group is left", () => {
  const cases: [string, Pick<PlanState, "add_on" | "group">[], boolean][] = [
    ["a plan of the group is", [{ add_on: false, group: "g" }], true],
    ["an add-on of the group is not", [{ add_on: true, group: "g" }], false],
    ["another group's plan is not", [{ add_on: false, group: "h" }], false],
    ["nothing held", [], false],
  ];
  it.each(cases)("%s", (_name, held, want) => {
    expect(groupHeld(held, "g")).toBe(want);
  });
});

describe("a scheduled subscription activated", () => {
  const at = Date.UTC(2026, 0, 31);
  const monthly = state({ def: { price: { amount: 10, interval: "month", interval_count: 1 } as PlanState["def"]["price"] } });
  it("starts with its trial while the customer has not used it: the trial is the first period", () => {
    expect(activation({ started_at: at, trial_ends_at: at + 7 * DAY }, monthly, false)).toEqual({ start: at, end: at + 7 * DAY, anchor: at, trial: at + 7 * DAY });
  });
  it("starts its first period when the trial was used meanwhile", () => {
    const a = activation({ started_at: at, trial_ends_at: at + 7 * DAY }, monthly, true);
    expect([a.start, new Date(a.end!).toISOString().slice(0, 10), a.trial]).toEqual([at, "2026-02-28", null]);
  });
  it("has no period on a plan without a cadence", () => {
    expect(activation({ started_at: at, trial_ends_at: null }, state(), false)).toEqual({ start: null, end: null, anchor: at, trial: null });
  });
});

describe("a new subscription's row", () => {
  it("is active from its start, with the plan's trial as its first period unless told otherwise", () => {
    const s = { id: "sub_1", spaceId: 1, customerSeq: 2, planSeq: 3, plan: state({ def: { free_trial: weekTrial } }), now: 1000 };
    expect(newSubscription(s)).toMatchObject({ status: "active", started_at: 1000, trial_ends_at: 1000 + 7 * DAY, expires_at: null, past_due: 0 });
    expect(newSubscription({ ...s, trial: false }).trial_ends_at).toBeNull();
  });
});
