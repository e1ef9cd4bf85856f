import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateRefund, cancelRefund, changeTiming, pickSubscription, quoteUpdate, runningPeriod, type UpdateQuoteInput } from "../src/revenue/billing/update.rules.js";
import { customizePlan, type PlanState, type StoredItem } from "../src/revenue/plans/plans.rules.js";

const APRIL = Date.UTC(2026, 3, 1);
const MAY = Date.UTC(2026, 4, 1);
const DAY = 86_400_000;
const plan = (price: number | null, items: StoredItem[] = []): PlanState => ({
  name: "Pro",
  group: null,
  add_on: false,
  auto_enable: false,
  archived: false,
  def: { description: null, price: price === null ? null : { amount: price, interval: "month", interval_count: 1 }, items, free_trial: null, config: { ignore_past_due: false }, billing_controls: null, metadata: {}, licenses: [], base_variant_id: null, variants: null },
});
const seats = (amount = 10, proration?: StoredItem["proration"]): StoredItem => ({
  feature_id: "seats",
  included: 0,
  unlimited: false,
  pooled: false,
  reset: null,
  price: { amount, interval: "month", interval_count: 1, billing_units: 1, billing_method: "prepaid", max_purchase: null },
  ...(proration ? { proration } : {}),
});
const pro = plan(20, [seats()]);
const input = (over: Partial<UpdateQuoteInput>): UpdateQuoteInput => ({
  now: APRIL + 15 * DAY,
  current: { planId: "pro", seq: 1, state: pro, units: { seats: 5 }, period: { start: APRIL, end: MAY }, paid: 7000 },
  target: { planId: "pro", seq: 1, state: pro },
  featureName: (f) => f,
  quantities: [{ feature_id: "seats", quantity: 10 }],
  prices: { currency: "usd", rate: null },
  proration: "prorate_immediately",
  refundable: 1_000_000,
  ...over,
});

describe("quoteUpdate", () => {
  it("charges the unused fraction of the difference: 5 more seats at 10.00, half a month → 25.00; the full-period value grows by 50.00", () => {
    const q = quoteUpdate(input({}));
    expect(q).toMatchObject({ total: 2500, subtotal: 2500, paidForPeriod: 12000, changed: true });
    expect(q.lines).toEqual([expect.objectContaining({ feature_id: "seats", quantity: 5, amount: 2500, period_start: APRIL + 15 * DAY, period_end: MAY })]);
    expect(q.nextCycle).toMatchObject({ startsAt: MAY, total: 12000 });
  });

  it("refunds a decrease, at most what can be refunded (the rest is a line, so the lines sum to the total)", () => {
    expect(quoteUpdate(input({ quantities: [{ feature_id: "seats", quantity: 1 }] })).total).toBe(-2000);
    const capped = quoteUpdate(input({ quantities: [{ feature_id: "seats", quantity: 1 }], refundable: 500 }));
    expect(capped.total).toBe(-500);
    expect(capped.lines.reduce((a, l) => a + l.amount, 0)).toBe(-500);
  });

  it("keeps quantities not sent, and sees no change as no change", () => {
    const q = quoteUpdate(input({ quantities: undefined }));
    expect(q).toMatchObject({ changed: false, total: 0, lines: [] });
    expect(q.bought).toEqual([{ feature_id: "seats", item: 0, units: 5, quantity: 5 }]);
  });

  it("a version change prorates the base price difference; proration none charges nothing now", () => {
    const v2 = plan(40, [seats()]);
    expect(quoteUpdate(input({ quantities: undefined, target: { planId: "pro", seq: 2, state: v2 } }))).toMatchObject({ total: 1000, changed: true });
    expect(quoteUpdate(input({ proration: "none" }))).toMatchObject({ total: 0, lines: [], changed: true, paidForPeriod: 7000 });
  });

  it("honours an item's proration: bill_immediately bills the whole difference; next-cycle and none bill nothing now", () => {
    const whole = plan(20, [seats(10, { on_increase: "bill_immediately", on_decrease: "none" })]);
    const at = (state: PlanState, quantity: number) => quoteUpdate(input({ current: { ...input({}).current, state }, target: { planId: "pro", seq: 1, state }, quantities: [{ feature_id: "seats", quantity }] })).total;
    expect(at(whole, 10)).toBe(5000);
    expect(at(whole, 1)).toBe(0);
    const later = plan(20, [seats(10, { on_increase: "prorate_next_cycle", on_decrease: "prorate_next_cycle" })]);
    expect(at(later, 10)).toBe(0);
  });

  it("without a running period, increases are billed whole and decreases credit nothing", () => {
    expect(quoteUpdate(input({ current: { ...input({}).current, period: null } })).total).toBe(5000);
    expect(quoteUpdate(input({ current: { ...input({}).current, period: null }, quantities: [{ feature_id: "seats", quantity: 1 }] })).total).toBe(0);
  });

  it("property: the lines sum to the total, the total is never below −refundable, and a refund never exceeds the unused value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 29 * DAY }), fc.integer({ min: 0, max: 100_000 }), (from, to, elapsed, refundable) => {
        const q = quoteUpdate(input({ now: APRIL + elapsed, current: { ...input({}).current, units: { seats: from }, paid: 2000 + from * 1000 }, quantities: [{ feature_id: "seats", quantity: to }], refundable }));
        expect(q.lines.reduce((a, l) => a + l.amount, 0)).toBe(q.total);
        expect(q.total).toBeGreaterThanOrEqual(-refundable);
        if (to < from) expect(-q.total).toBeLessThanOrEqual((from - to) * 1000);
        if (to > from) expect(q.total).toBeGreaterThan(0);
      }),
    );
  });
});

describe("timing, cancel refunds and which subscription", () => {
  it("a cheaper plan waits for the period's end; plan_schedule overrides; no running period → now", () => {
    expect(changeTiming({ planSchedule: undefined, currentValue: 3000, newValue: 1000, running: true })).toBe("period_end");
    expect(changeTiming({ planSchedule: undefined, currentValue: 1000, newValue: 3000, running: true })).toBe("now");
    expect(changeTiming({ planSchedule: "immediate", currentValue: 3000, newValue: 1000, running: true })).toBe("now");
    expect(changeTiming({ planSchedule: "end_of_cycle", currentValue: 1000, newValue: 3000, running: true })).toBe("period_end");
    expect(changeTiming({ planSchedule: "end_of_cycle", currentValue: 3000, newValue: 1000, running: false })).toBe("now");
    expect(runningPeriod(APRIL, MAY, MAY)).toBeNull();
    expect(runningPeriod(APRIL, MAY, APRIL)).toEqual({ start: APRIL, end: MAY });
  });

  it("prorated refunds the unused part (capped by what can be refunded); full the last payment; none by default", () => {
    const period = { start: APRIL, end: MAY };
    expect(cancelRefund("prorated", 3000, period, APRIL + 20 * DAY, 99_999, 3000)).toBe(1000);
    expect(cancelRefund("prorated", 3000, period, APRIL + 20 * DAY, 400, 400)).toBe(400);
    expect(cancelRefund("full", 3000, period, APRIL + 20 * DAY, 99_999, 3000)).toBe(3000);
    expect(cancelRefund(undefined, 3000, period, APRIL, 99_999, 3000)).toBe(0);
    expect(cancelRefund("prorated", 3000, null, APRIL, 99_999, 3000)).toBe(0);
    expect(allocateRefund(3000, [2500, 7000])).toEqual([2500, 500]);
    expect(allocateRefund(100, [0, 50, 70])).toEqual([0, 50, 50]);
  });

  it("picks subscription_id, else the plan's active one, else the only active one", () => {
    const subs = [
      { id: "a", planId: "pro", status: "active" },
      { id: "b", planId: "extra", status: "active" },
      { id: "c", planId: "basic", status: "scheduled" },
    ];
    expect(pickSubscription(subs, { customer_id: "x", subscription_id: "c" }).id).toBe("c");
    expect(pickSubscription(subs, { customer_id: "x", plan_id: "basic" }).id).toBe("c");
    expect(pickSubscription(subs, { customer_id: "x", plan_id: "pro" }).id).toBe("a");
    expect(() => pickSubscription(subs, { customer_id: "x" })).toThrow(/several/);
    expect(pickSubscription(subs.slice(0, 1), { customer_id: "x" }).id).toBe("a");
    expect(() => pickSubscription(subs, { customer_id: "x", plan_id: "nope" })).toThrow(/not on plan/);
    expect(() => pickSubscription(subs, { customer_id: "x", subscription_id: "a", plan_id: "extra" })).toThrow(/plan_id/);
  });
});

describe("customizePlan (customize on attach and billing.update)", () => {
  const featureOf = (id: string) => (id === "gone" ? undefined : { type: id === "flag" ? "boolean" : "metered", archived: false });
  const msgs: StoredItem = { feature_id: "msgs", included: 100, unlimited: false, pooled: false, reset: { interval: "month", interval_count: 1 }, price: null };
  const base = plan(20, [msgs, seats()]);

  it("price, removals matching every given field, additions, trial and billing controls; the rest stays the plan's", () => {
    const c = customizePlan(base, { price: null, remove_items: [{ billing_method: "prepaid" }], add_items: [{ feature_id: "flag" }], free_trial: { duration_length: 7 }, billing_controls: { spend_limits: [] } }, featureOf);
    expect(c.def.price).toBeNull();
    expect(c.def.items.map((i) => i.feature_id)).toEqual(["msgs", "flag"]);
    expect(c.def.free_trial).toEqual({ duration_length: 7, duration_type: "month", card_required: true, on_end: "bill" });
    expect(c.def.billing_controls).toEqual({ spend_limits: [] });
    expect([c.name, c.group, c.add_on]).toEqual([base.name, base.group, base.add_on]);
    // `interval` matches a priced item's price interval, else its reset's.
    expect(customizePlan(base, { remove_items: [{ interval: "month", included: 100 }] }, featureOf).def.items.map((i) => i.feature_id)).toEqual(["seats"]);
    expect(customizePlan(base, { items: [] }, featureOf).def.items).toEqual([]);
    expect(customizePlan(base, {}, featureOf).def).toEqual(base.def);
  });

  it("refuses a removal matching nothing, a duplicate feature and an unknown one", () => {
    expect(() => customizePlan(base, { remove_items: [{ feature_id: "nope" }] }, featureOf)).toThrow(/customize\.remove_items\[0\]/);
    expect(() => customizePlan(base, { add_items: [{ feature_id: "seats", included: 1, price: { amount: 1, interval: "month", billing_method: "prepaid" } }] }, featureOf)).toThrow(/repeats a feature/);
    expect(() => customizePlan(base, { add_items: [{ feature_id: "gone" }] }, featureOf)).toThrow(/No feature gone/);
  });
});
