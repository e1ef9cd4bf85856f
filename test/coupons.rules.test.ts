/**
 * Coupons on invoice lines (src/revenue/billing/coupons.rules.ts) and in the
 * quotes of attach and update, pure: lines sum to the total, nothing goes
 * below zero, a percentage is rounded once per invoice (within half a minor
 * unit of the exact share), a preview's simulated redemption prices exactly
 * like the redemption the charge makes, and what a discounted period is
 * recorded as paid is what it cost.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { afterInvoice, applyCoupons, couponsUsed, grossOf, paidShare, subtotalOf, totalOf } from "../src/revenue/billing/coupons.rules.js";
import { type AttachQuoteInput, quoteAttach, type QuoteLine } from "../src/revenue/billing/quote.rules.js";
import { quoteUpdate, type UpdateQuoteInput } from "../src/revenue/billing/update.rules.js";
import type { PlanState, StoredItem } from "../src/revenue/plans/plans.rules.js";
import type { CouponRedemption, CouponTerms } from "../src/revenue/rewards/discounts.rules.js";

const APRIL = Date.UTC(2026, 3, 1);
const MAY = Date.UTC(2026, 4, 1);
const DAY = 86_400_000;

const plan = (price: number | null, items: StoredItem[] = [], name = "Pro"): PlanState => ({
  name,
  group: null,
  add_on: false,
  auto_enable: false,
  archived: false,
  def: { description: null, price: price === null ? null : { amount: price, interval: "month", interval_count: 1 }, items, free_trial: null, config: { ignore_past_due: false }, billing_controls: null, metadata: {}, licenses: [], base_variant_id: null, variants: null },
});
const seats = (amount = 10): StoredItem => ({
  feature_id: "seats",
  included: 0,
  unlimited: false,
  pooled: false,
  reset: null,
  price: { amount, interval: "month", interval_count: 1, billing_units: 1, billing_method: "prepaid", max_purchase: null },
});
const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({ type: "percentage_discount", value: 20, currency: null, duration: { type: "forever", length: null }, plan_ids: null, ...over });
const coupon = (id: string, t: CouponTerms, redeemed_at = APRIL, applied_count = 0): CouponRedemption => ({ id, reward_id: `r_${id}`, reward_name: id, terms: t, redeemed_at, applied_count });
const line = (amount: number, plan_id: string | null = "pro", feature_id: string | null = null): QuoteLine => ({
  description: "x",
  plan_id,
  feature_id,
  feature_name: null,
  quantity: 1,
  amount,
  period_start: null,
  period_end: null,
});
const attachInput = (over: Partial<AttachQuoteInput>): AttachQuoteInput => ({
  now: APRIL,
  plan: { id: "pro", state: plan(20, [seats()]) },
  featureName: (f) => f,
  quantities: [{ feature_id: "seats", quantity: 3 }],
  prices: { currency: "usd", rate: null },
  replaced: null,
  proration: "prorate_immediately",
  ...over,
});

const pctTerms = fc.integer({ min: 1, max: 1_000_000 }).map((bp) => terms({ value: bp / 10_000 }));
const fixedTerms = fc.integer({ min: 1, max: 100_000 }).map((c) => terms({ type: "fixed_discount", value: c / 100, currency: "usd" }));
const durations = fc.constantFrom<CouponTerms["duration"]>({ type: "one_off", length: null }, { type: "months", length: 2 }, { type: "forever", length: null });
const anyTerms = fc
  .tuple(fc.oneof(pctTerms, fixedTerms), durations, fc.constantFrom<string[] | null>(null, ["pro"], ["team"]))
  .map(([t, duration, plan_ids]): CouponTerms => ({ ...t, duration, plan_ids }));
const lines = fc.array(
  fc.tuple(fc.integer({ min: -50_000, max: 5_000_000 }), fc.constantFrom("pro", "team", null)).map(([a, p]) => line(a, p)),
  { maxLength: 6 },
);

describe("applyCoupons", () => {
  it("keeps what each line cost, lists each coupon's part, and the lines sum to the total (property)", () => {
    fc.assert(
      fc.property(lines, fc.array(anyTerms, { maxLength: 4 }), fc.boolean(), (ls, ts, credits) => {
        const out = applyCoupons(ls, ts.map((t, i) => coupon(String(i), t)), APRIL, "usd", { credits });
        expect(out).toHaveLength(ls.length);
        out.forEach((l, i) => {
          expect(grossOf(l)).toBe(ls[i].amount);
          expect(l.amount).toBe(grossOf(l) - (l.discounts ?? []).reduce((a, d) => a + d.amount, 0));
          // Never below zero, never past zero for a credit.
          if (ls[i].amount >= 0) expect(l.amount >= 0 && l.amount <= ls[i].amount).toBe(true);
          else expect(l.amount <= 0 && l.amount >= ls[i].amount).toBe(true);
        });
        expect(subtotalOf(out)).toBe(totalOf(ls));
        expect(totalOf(out)).toBe(out.reduce((a, l) => a + l.amount, 0));
        // Coupons only lower an invoice, unless they shrink its credits.
        if (!credits) expect(totalOf(out)).toBeLessThanOrEqual(subtotalOf(out));
      }),
      { numRuns: 1000 },
    );
  });

  it("rounds one percentage once per invoice: within half a minor unit of the exact share of the charges (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 1_000_000 }), (amounts, bp) => {
        const out = applyCoupons(amounts.map((a) => line(a)), [coupon("a", terms({ value: bp / 10_000 }))], APRIL, "usd");
        const taken = subtotalOf(out) - totalOf(out);
        // exact = Σ × bp / 1,000,000; |taken − exact| ≤ 1/2 ⇔ |2·taken·10⁶ − 2·Σ·bp| ≤ 10⁶ (in BigInt, no float).
        const sum = BigInt(amounts.reduce((a, x) => a + x, 0));
        const diff = 2n * BigInt(taken) * 1_000_000n - 2n * sum * BigInt(bp);
        expect(diff <= 1_000_000n && diff >= -1_000_000n).toBe(true);
        // And each line's part within one minor unit of its exact share of the discount.
        out.forEach((l, i) => {
          const part = grossOf(l) - l.amount;
          const exactTimes = BigInt(taken) * BigInt(amounts[i]);
          expect(BigInt(part) * sum - exactTimes <= sum && exactTimes - BigInt(part) * sum <= sum).toBe(true);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it("uses only the coupons that apply at the invoice's time, and counts a one_off as used once it took something", () => {
    const once = coupon("once", terms({ duration: { type: "one_off", length: null } }));
    const two = coupon("two", terms({ value: 10, duration: { type: "months", length: 2 } }));
    const later = coupon("later", terms({ value: 50 }), APRIL + DAY);
    const first = applyCoupons([line(10_000)], [once, two, later], APRIL, "usd");
    expect(first[0].discounts?.map((d) => [d.redemption_id, d.amount])).toEqual([
      ["once", 2000],
      ["two", 800],
    ]);
    expect(couponsUsed(first)).toEqual([
      { redemption_id: "once", amount: 2000 },
      { redemption_id: "two", amount: 800 },
    ]);
    const after = afterInvoice([once, two, later], first);
    expect(after.map((c) => c.applied_count)).toEqual([1, 1, 0]);
    // A month later: the one_off is used up, the 2-month one and the later one apply.
    expect(applyCoupons([line(10_000)], after, MAY, "usd")[0].amount).toBe(10_000 - 1000 - 4500);
    // Two months later the 2-month coupon has ended.
    expect(applyCoupons([line(10_000)], after, Date.UTC(2026, 5, 1), "usd")[0].amount).toBe(5000);
  });

  it("leaves lines nothing applies to as they are (no subtotal, no discounts)", () => {
    const ls = [line(500)];
    expect(applyCoupons(ls, [], APRIL, "usd")).toEqual(ls);
    expect(applyCoupons(ls, [coupon("x", terms({ plan_ids: ["team"] }))], APRIL, "usd")).toEqual(ls);
  });

  it("paidShare: the part of a full-period value a discounted charge paid", () => {
    const charged = applyCoupons([line(1000)], [coupon("a", terms({ value: 25 }))], APRIL, "usd");
    expect(paidShare(4000, charged)).toBe(3000);
    expect(paidShare(4000, [line(1000)])).toBe(4000);
  });
});

describe("quoteAttach with coupons", () => {
  it("discounts the charges and the next cycle; a one_off coupon only the first", () => {
    const q = quoteAttach(attachInput({ coupons: [coupon("once", terms({ value: 50, duration: { type: "one_off", length: null } }))] }));
    // 20.00 + 3 seats × 10.00 = 50.00, half off.
    expect([q.subtotal, q.total, q.paidForPeriod]).toEqual([5000, 2500, 2500]);
    expect(q.lines.map((l) => [l.subtotal, l.amount])).toEqual([
      [2000, 1000],
      [3000, 1500],
    ]);
    expect(q.nextCycle).toMatchObject({ subtotal: 5000, total: 5000 });
    const forever = quoteAttach(attachInput({ coupons: [coupon("f", terms({ value: 50 }))] }));
    expect(forever.nextCycle).toMatchObject({ subtotal: 5000, total: 2500 });
  });

  it("never discounts the credit of an upgrade (it is of what was paid) and caps it at the discounted charges", () => {
    const replaced = { planId: "basic", planName: "Basic", periodStart: APRIL, periodEnd: MAY, paid: 3000, cadence: "month:1" };
    const q = quoteAttach(attachInput({ now: APRIL + 15 * DAY, replaced, quantities: undefined, coupons: [coupon("a", terms({ value: 90 }))] }));
    // Half of April left: 20.00 × 15/30 = 10.00, 90 % off → 1.00; the credit (15.00 unused) is capped at 1.00.
    const credit = q.lines.find((l) => l.amount < 0)!;
    expect(credit.discounts).toBeUndefined();
    expect(q.total).toBe(0);
    expect(q.lines.map((l) => l.amount)).toEqual([-100, 100]);
    // The period's full value (20.00) at what it cost (10 %): 2.00.
    expect(q.paidForPeriod).toBe(200);
  });

  it("a preview's simulated redemption prices exactly as the charge's redemption (property)", () => {
    fc.assert(
      fc.property(
        fc.array(anyTerms, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 29 }),
        fc.boolean(),
        (ts, qty, day, upgrade) => {
          const now = APRIL + day * DAY;
          const replaced = upgrade ? { planId: "basic", planName: "Basic", periodStart: APRIL, periodEnd: MAY, paid: 1500, cadence: "month:1" } : null;
          const base = attachInput({ now, quantities: [{ feature_id: "seats", quantity: qty }], replaced });
          const held = [coupon("held", terms({ value: 5 }), APRIL - DAY)];
          const preview = quoteAttach({ ...base, coupons: [...held, ...ts.map((t, i) => coupon(`preview_${i}`, t, now))] });
          const charge = quoteAttach({ ...base, coupons: [...held, ...ts.map((t, i) => coupon(`rdm_${"zyx"[i]}${i}`, t, now))] });
          const amounts = (q: typeof preview) => [q.subtotal, q.total, q.paidForPeriod, q.lines.map((l) => [l.amount, grossOf(l)]), q.nextCycle?.total ?? null];
          expect(amounts(preview)).toEqual(amounts(charge));
          expect(preview.total).toBe(totalOf(preview.lines));
          expect(preview.total).toBeGreaterThanOrEqual(0);
          expect(preview.subtotal).toBe(subtotalOf(preview.lines));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("quoteUpdate with coupons", () => {
  const pro = plan(20, [seats()]);
  const updateInput = (over: Partial<UpdateQuoteInput>): UpdateQuoteInput => ({
    now: APRIL + 15 * DAY,
    current: { planId: "pro", seq: 1, state: pro, units: { seats: 5 }, period: { start: APRIL, end: MAY }, paid: 5600 },
    target: { planId: "pro", seq: 1, state: pro },
    featureName: (f) => f,
    quantities: [{ feature_id: "seats", quantity: 10 }],
    prices: { currency: "usd", rate: null },
    proration: "prorate_immediately",
    refundable: 1_000_000,
    ...over,
  });
  const forever20 = [coupon("f", terms({ value: 20 }))];

  it("discounts an increase, and the period's value grows by the discounted difference", () => {
    const q = quoteUpdate(updateInput({ coupons: forever20 }));
    // 5 more seats × 10.00 for half of April = 25.00, 20 % off = 20.00; the full-period 50.00 at 80 % = 40.00.
    expect([q.subtotal, q.total, q.paidForPeriod]).toEqual([2500, 2000, 5600 + 4000]);
    expect(q.nextCycle).toMatchObject({ subtotal: 12000, total: 9600 });
  });

  it("credits a decrease at the discounted price while a lasting percentage coupon is in force, not with a one_off one", () => {
    const down = updateInput({ quantities: [{ feature_id: "seats", quantity: 0 }] });
    expect(quoteUpdate(down).total).toBe(-2500);
    expect(quoteUpdate({ ...down, coupons: forever20 }).total).toBe(-2000);
    expect(quoteUpdate({ ...down, coupons: [coupon("o", terms({ value: 20, duration: { type: "one_off", length: null } }))] }).total).toBe(-2500);
  });

  it("lines sum to the total, which is never below what can be refunded (property)", () => {
    fc.assert(
      fc.property(fc.array(anyTerms, { maxLength: 3 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 29 }), fc.integer({ min: 0, max: 6000 }), (ts, qty, day, refundable) => {
        const q = quoteUpdate(updateInput({ now: APRIL + day * DAY, quantities: [{ feature_id: "seats", quantity: qty }], refundable, coupons: ts.map((t, i) => coupon(String(i), t)) }));
        expect(q.total).toBe(totalOf(q.lines));
        expect(q.subtotal).toBe(subtotalOf(q.lines));
        expect(q.total).toBeGreaterThanOrEqual(-refundable);
        expect(q.paidForPeriod).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });
});
