import { describe, expect, it } from "vitest";
import { conflicts, type LiveSubscription, type PendingShape, parsePending, sameChange, sameChanges, slotsOf, standing, standingOfAll, storePending } from "../src/revenue/billing/pending.rules.js";

const sub = (seq: number, planId: string, over: Partial<LiveSubscription> = {}): LiveSubscription => ({ seq, planId, planSeq: seq * 10, group: null, addOn: false, basis: `b${seq}`, ...over });
const change = (over: Partial<PendingShape> = {}): PendingShape => ({ planSeq: 70, planId: "pro", move: { kind: "new", replace: [] }, currency: "usd", bought: [], ...over });
const main = { addOn: false, group: null };

describe("standing of a pending change when its payment arrives", () => {
  it.each([
    ["a new plan, nothing changed since", change(), [], main, "applies"],
    ["a new plan the customer has since got", change(), [sub(1, "pro")], main, "in_place"],
    ["a new plan replacing free, free still there", change({ move: { kind: "new", replace: [1] } }), [sub(1, "free")], main, "applies"],
    ["a new plan replacing free, premium attached meanwhile", change({ move: { kind: "new", replace: [1] } }), [sub(2, "premium")], main, "superseded"],
    ["a new plan decided with no plan, premium attached meanwhile", change(), [sub(2, "premium")], main, "superseded"],
    ["an add-on beside anything", change(), [sub(2, "premium")], { addOn: true, group: null }, "applies"],
    ["a plan of another group", change(), [sub(2, "premium", { group: "support" })], main, "applies"],
    ["a version move, subscription as decided", change({ move: { kind: "version", subscriptionSeq: 1 }, basis: "b1" }), [sub(1, "pro")], main, "applies"],
    ["a version move, subscription gone", change({ move: { kind: "version", subscriptionSeq: 1 }, basis: "b1" }), [], main, "superseded"],
    ["a version move already made", change({ move: { kind: "version", subscriptionSeq: 1 }, basis: "b1" }), [sub(1, "pro", { planSeq: 70, basis: "b1'" })], main, "in_place"],
    ["a version move, subscription changed otherwise", change({ move: { kind: "version", subscriptionSeq: 1 }, basis: "b1" }), [sub(1, "pro", { basis: "b1'" })], main, "superseded"],
    ["a version move decided before bases were recorded", change({ move: { kind: "version", subscriptionSeq: 1 } }), [sub(1, "pro", { basis: "other" })], main, "applies"],
  ] as const)("%s → %s", (_n, c, live, target, want) => {
    expect(standing(c, [...live], target)).toBe(want);
  });
});

describe("which pending changes supersede each other", () => {
  it("the same plan, the same subscription or the same group conflict; add-ons of other plans do not", () => {
    const pro = slotsOf(change(), main);
    expect(conflicts(pro, slotsOf(change({ planId: "premium" }), main))).toBe(true);
    expect(conflicts(pro, slotsOf(change({ planId: "premium" }), { addOn: false, group: "support" }))).toBe(false);
    expect(conflicts(slotsOf(change({ planId: "seats" }), { addOn: true, group: null }), slotsOf(change({ planId: "storage" }), { addOn: true, group: null }))).toBe(false);
    const v = (planId: string) => slotsOf(change({ planId, move: { kind: "version", subscriptionSeq: 3 } }), main);
    expect(conflicts(v("a"), v("b"))).toBe(true);
  });

  it("the same change is the same plan version, move, quantities and total", () => {
    const a = change({ bought: [{ feature_id: "seats", units: 3 }] });
    expect(sameChange(a, 2000, { ...a }, 2000)).toBe(true);
    expect(sameChange(a, 2000, a, 2100)).toBe(false);
    expect(sameChange(a, 2000, change({ bought: [{ feature_id: "seats", units: 4 }] }), 2000)).toBe(false);
    expect(sameChange(a, 2000, { ...a, planSeq: 71 }, 2000)).toBe(false);
    expect(sameChange(a, 2000, { ...a, trial: true }, 2000)).toBe(false);
  });
});

describe("the changes one invoice holds (a multi-attach's several, paid together)", () => {
  const a = change({ planId: "pro", planSeq: 70 });
  const b = change({ planId: "seats", planSeq: 80 });
  it.each([
    ["none", null, []],
    ["one change stored as an object (the format before multi-attach)", JSON.stringify(a), [a]],
    ["one change stored as an array of one", JSON.stringify([a]), [a]],
    ["two changes, in order", JSON.stringify([a, b]), [a, b]],
  ] as const)("reads %s", (_name, json, want) => {
    expect(parsePending(json)).toEqual(want);
  });

  it.each([
    ["no change", [], null],
    ["one change, as an object (readable by a server that predates arrays)", [a], JSON.stringify(a)],
    ["two changes, as an array", [a, b], JSON.stringify([a, b])],
  ] as const)("stores %s", (_name, changes, want) => {
    expect(storePending(changes)).toBe(want);
    expect(parsePending(storePending(changes))).toEqual(changes);
  });

  it.each([
    ["every change applies", ["applies", "applies"], "applies"],
    ["one is in place already: none applies", ["applies", "in_place"], "in_place"],
    ["one is superseded: none applies", ["superseded", "applies"], "superseded"],
    ["no change", [], "applies"],
  ] as const)("standing when %s", (_name, verdicts, want) => {
    expect(standingOfAll([...verdicts])).toBe(want);
  });

  it.each([
    ["the same changes at the same total", [a, b], 100, [a, b], 100, true],
    ["another total", [a, b], 100, [a, b], 90, false],
    ["another order", [a, b], 100, [b, a], 100, false],
    ["one change fewer", [a, b], 100, [a], 100, false],
    ["a single change against the same single change", [a], 100, [a], 100, true],
  ] as const)("sameChanges: %s", (_name, x, xt, y, yt, want) => {
    expect(sameChanges([...x], xt, [...y], yt)).toBe(want);
  });
});
