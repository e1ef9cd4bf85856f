import { describe, expect, it } from "vitest";
import { AppError } from "../src/platform/errors.js";
import { attachBodyOf, combineParts, importedPeriod, type MultiPart, naming, noRepeat, phaseStarts } from "../src/revenue/billing/multi.rules.js";
import type { QuoteLine } from "../src/revenue/billing/quote.rules.js";
import { addMonths } from "../src/revenue/shared/interval.rules.js";
import type { PlanState } from "../src/revenue/plans/plans.rules.js";

const NOW = Date.UTC(2026, 10, 15, 12);
const DAY = 86_400_000;
const monthly = { def: { price: { amount: 10, interval: "month", interval_count: 1 }, items: [], free_trial: null } } as unknown as PlanState;
const free = { def: { price: null, items: [], free_trial: null } } as unknown as PlanState;

describe("phaseStarts", () => {
  it("starts the first phase now and each later one at its starts_at or starting_after the previous", () => {
    const later = NOW + 10 * DAY;
    expect(phaseStarts([{ plans: [] }, { starts_at: later, plans: [] }, { starting_after: { duration_type: "month", duration_count: 1 }, plans: [] }], NOW)).toEqual([NOW, later, addMonths(later, 1)]);
    expect(phaseStarts([{ starts_at: "now", plans: [] }], NOW)).toEqual([NOW]);
    expect(phaseStarts([{ starts_at: NOW - 30_000, plans: [] }], NOW)).toEqual([NOW]);
  });

  it("refuses a later first phase, a phase without a start, both kinds of start, and starts out of order", () => {
    expect(() => phaseStarts([{ starts_at: NOW + DAY, plans: [] }], NOW)).toThrow(/phases\[0\]\.starts_at/);
    expect(() => phaseStarts([{ plans: [] }, { plans: [] }], NOW)).toThrow(/phases\[1\]\.starts_at is required/);
    expect(() => phaseStarts([{ plans: [] }, { starts_at: NOW + DAY, starting_after: { duration_type: "day", duration_count: 1 }, plans: [] }], NOW)).toThrow(/phases\[1\]\.starting_after/);
    expect(() => phaseStarts([{ plans: [] }, { starts_at: NOW + 2 * DAY, plans: [] }, { starts_at: NOW + DAY, plans: [] }], NOW)).toThrow(/phases\[2\]\.starts_at must be after/);
    expect(() => phaseStarts([{ plans: [] }, { starts_at: "soon", plans: [] }], NOW)).toThrow(/Unix ms or now/);
  });
});

describe("importedPeriod", () => {
  it("is the period containing now, counted from the anchor in the plan's interval", () => {
    const anchor = Date.UTC(2026, 8, 3, 9);
    expect(importedPeriod(monthly, anchor, NOW, "started_at")).toEqual({ start: Date.UTC(2026, 10, 3, 9), end: Date.UTC(2026, 11, 3, 9) });
    expect(importedPeriod(monthly, NOW, NOW, "started_at")).toEqual({ start: NOW, end: addMonths(NOW, 1) });
  });

  it("has no period for a plan without a billing cycle, and refuses an anchor in the future", () => {
    expect(importedPeriod(free, NOW - DAY, NOW, "started_at")).toBeNull();
    expect(() => importedPeriod(monthly, NOW + DAY, NOW, "billables[0].plan.started_at")).toThrow(/billables\[0\]\.plan\.started_at is in the future/);
  });
});

describe("attachBodyOf and noRepeat", () => {
  it("builds attach's body from a plan and the shared fields, refusing an entity", () => {
    expect(attachBodyOf({ customer_id: "c", redirect_mode: "if_required", billing_behavior: "none", currency: "eur" }, { plan_id: "p", version: 2, entity_id: null }, "plans[0]")).toEqual({
      customer_id: "c",
      plan_id: "p",
      version: 2,
      redirect_mode: "if_required",
      proration_behavior: "none",
      currency: "eur",
    });
    expect(() => attachBodyOf({ customer_id: "c", redirect_mode: "if_required" }, { plan_id: "p", entity_id: "e" }, "plans[1]")).toThrow(/plans\[1\]\.entity_id/);
  });

  it("refuses the same plan twice, naming the second", () => {
    expect(() => noRepeat([{ id: "a", path: "plans[0].plan_id" }, { id: "b", path: "plans[1].plan_id" }, { id: "a", path: "plans[2].plan_id" }])).toThrow(/plans\[2\]\.plan_id repeats a \(plans\[0\]\.plan_id\)/);
  });
});

describe("naming", () => {
  it("names the part of a multi operation in an error's message, keeping its code and status", async () => {
    const err = await naming("updates[2]", () => Promise.reject(new AppError("invalid_request", "plan_id is needed"))).catch((e: unknown) => e as AppError);
    expect([err.code, err.status, err.message]).toEqual(["invalid_request", 400, "updates[2]: plan_id is needed"]);
    expect(await naming("plans[0]", () => Promise.resolve(7))).toBe(7);
  });
});

describe("combineParts: the one invoice of plans attached together", () => {
  const line = (plan: string, amount: number): QuoteLine => ({ description: plan, plan_id: plan, feature_id: null, feature_name: null, quantity: 1, amount, period_start: NOW, period_end: NOW + 30 * DAY });
  const part = (planId: string, over: Partial<MultiPart<string>> = {}): MultiPart<string> => ({ path: `plans[${planId}]`, planId, name: planId.toUpperCase(), change: planId, lines: [], currency: "usd", needsCard: false, ...over });
  it.each([
    ["two paid plans: every line, the sum", [part("pro", { lines: [line("pro", 2000)] }), part("seats", { lines: [line("seats", 500), line("seats", -100)] })], { total: 2400, currency: "usd", planIds: ["pro", "seats"], needsCard: false, description: "PRO + SEATS", lines: 3 }],
    ["a paid plan and a free one: the free one adds no line", [part("free", { currency: null }), part("pro", { currency: "eur", lines: [line("pro", 900)] })], { total: 900, currency: "eur", planIds: ["free", "pro"], needsCard: false, description: "FREE + PRO", lines: 1 }],
    ["a trial that needs a card and nothing to charge", [part("trial", { needsCard: true })], { total: 0, currency: "usd", planIds: ["trial"], needsCard: true, description: "TRIAL", lines: 0 }],
    ["only free plans: the fallback currency", [part("a", { currency: null }), part("b", { currency: null })], { total: 0, currency: "gbp", planIds: ["a", "b"], needsCard: false, description: "A + B", lines: 0 }],
  ])("%s", (_name, parts, want) => {
    const c = combineParts(parts, "gbp");
    expect({ total: c.total, currency: c.currency, planIds: c.planIds, needsCard: c.needsCard, description: c.description, lines: c.lines.length }).toEqual(want);
    expect(c.lines.map((l) => l.plan_id)).toEqual(parts.flatMap((p) => p.lines.map((l) => l.plan_id)));
  });

  it("refuses plans priced in two currencies, naming the second", () => {
    expect(() => combineParts([part("pro", { lines: [line("pro", 100)] }), part("seats", { currency: "eur", lines: [line("seats", 100)] })], "usd")).toThrow(/plans\[seats\]\.plan_id is priced in eur/);
  });
});
