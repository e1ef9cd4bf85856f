/**
 * Coupon maths (src/revenue/rewards/discounts.rules.ts), pure: which coupons
 * apply when, and what each takes off a charge, in integer minor units.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applicableDiscounts,
  type CouponRedemption,
  type CouponTerms,
  decimalOf,
  discountFor,
  discountLines,
  minorDigits,
  splitProportionally,
  toMinorExact,
} from "../src/revenue/rewards/discounts.rules.js";

const T0 = Date.UTC(2026, 0, 31);
const pct = (value: number, over: Partial<CouponTerms> = {}): CouponTerms => ({
  type: "percentage_discount",
  value,
  currency: null,
  duration: { type: "forever", length: null },
  plan_ids: null,
  ...over,
});
const fixed = (value: number, currency = "usd", over: Partial<CouponTerms> = {}): CouponTerms => ({
  type: "fixed_discount",
  value,
  currency,
  duration: { type: "forever", length: null },
  plan_ids: null,
  ...over,
});
const held = (id: string, terms: CouponTerms, redeemed_at = T0, applied_count = 0): CouponRedemption => ({
  id,
  reward_id: `r_${id}`,
  reward_name: id,
  terms,
  redeemed_at,
  applied_count,
});

describe("discountFor", () => {
  it.each([
    ["10 % of 12.99", 1299, pct(10), 130],
    ["12.5 % of 1.00", 100, pct(12.5), 13],
    ["33.3333 % of 3.00", 300, pct(33.3333), 100],
    ["100 % of 49.00", 4900, pct(100), 4900],
    ["0.0001 % of 1.00 rounds to 0", 100, pct(0.0001), 0],
    ["5.00 off 12.99", 1299, fixed(5), 500],
    ["5.00 off 3.00 is capped at the line", 300, fixed(5), 300],
    ["1.005 is not a usd amount but 1.01 is", 500, fixed(1.01), 101],
    ["500 jpy off 1200 jpy", 1200, fixed(500, "jpy"), 500],
    ["a credit line is never discounted", -500, pct(50), 0],
    ["a zero line", 0, fixed(5), 0],
  ])("%s", (_name, line, coupon, want) => {
    expect(discountFor(line, coupon)).toBe(want);
  });

  it("takes nothing off a charge in another currency for a fixed discount, and works in any currency for a percentage", () => {
    expect(discountFor(1000, fixed(5, "usd"), { currency: "eur" })).toBe(0);
    expect(discountFor(1000, fixed(5, "usd"), { currency: "USD" })).toBe(500);
    expect(discountFor(1000, pct(10), { currency: "eur" })).toBe(100);
  });

  it("takes nothing off a plan the coupon does not cover, nor off a charge of no plan", () => {
    const only = pct(50, { plan_ids: ["pro"] });
    expect(discountFor(1000, only, { plan_id: "pro" })).toBe(500);
    expect(discountFor(1000, only, { plan_id: "team" })).toBe(0);
    expect(discountFor(1000, only, { plan_id: null })).toBe(0);
  });

  it("refuses a line that is not an integer of minor units", () => {
    expect(() => discountFor(12.5, pct(10))).toThrow(RangeError);
  });

  it("is never negative and never more than the line (property)", () => {
    const coupon = fc.oneof(
      fc.integer({ min: 1, max: 1_000_000 }).map((v) => pct(v / 10_000)),
      fc.integer({ min: 1, max: 100_000_000 }).map((v) => fixed(v / 100)),
      fc.integer({ min: 1, max: 1_000_000 }).map((v) => fixed(v, "jpy")),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000_000 }), coupon, (line, c) => {
        const d = discountFor(line, c, { currency: c.currency ?? "usd" });
        expect(Number.isSafeInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.max(0, line));
      }),
      { numRuns: 2000 },
    );
  });

  it("a percentage is the exact rational share rounded half up (property, against BigInt arithmetic on basis points)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), fc.integer({ min: 1, max: 10_000 }), (line, bp) => {
        const want = (BigInt(line) * BigInt(bp) * 2n + 10_000n) / 20_000n;
        expect(discountFor(line, pct(bp / 100))).toBe(Number(want));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("discountLines", () => {
  it("applies coupons in order, each on what the ones before left, once per invoice, split over the lines in proportion", () => {
    const a = held("a", fixed(10));
    const b = held("b", pct(50));
    const r = discountLines(
      [
        { amount: 1500, currency: "usd", plan_id: "pro" },
        { amount: 400, currency: "usd", plan_id: "addon" },
      ],
      [a, b],
    );
    // a: 10.00 of 19.00, split 15:4 → 7.89 and 2.11 (the larger remainder, .53, gets the last cent);
    // b: half of what is left (7.11 + 1.89 = 9.00) → 4.50, split 3.555 / 0.945 → the tie goes to the first line.
    expect(r.lines.map((l) => l.total)).toEqual([789 + 356, 211 + 94]);
    expect(r.lines[0].parts).toEqual([
      { redemption_id: "a", reward_id: "r_a", reward_name: "a", amount: 789, percent_off: null },
      { redemption_id: "b", reward_id: "r_b", reward_name: "b", amount: 356, percent_off: 50 },
    ]);
    expect(r.used).toEqual([
      { redemption_id: "a", amount: 1000 },
      { redemption_id: "b", amount: 450 },
    ]);
  });

  it("rounds a percentage once per invoice, not per line: 10 % of three 0.05 lines is 0.02 (0.015 rounded half up), not 0.03", () => {
    const lines = [1, 2, 3].map(() => ({ amount: 5, currency: "usd", plan_id: "pro" }));
    const r = discountLines(lines, [held("a", pct(10))]);
    expect(r.lines.map((l) => l.total)).toEqual([1, 1, 0]);
    expect(r.used).toEqual([{ redemption_id: "a", amount: 2 }]);
  });

  it("spreads a fixed discount over the lines it covers in proportion, the odd cents to the earlier lines", () => {
    const r = discountLines(
      [
        { amount: 300, currency: "usd", plan_id: "pro" },
        { amount: 300, currency: "usd", plan_id: "pro" },
        { amount: 300, currency: "usd", plan_id: "pro" },
      ],
      [held("a", fixed(5))],
    );
    expect(r.lines.map((l) => l.total)).toEqual([167, 167, 166]);
  });

  it("takes a fixed discount larger than the charges down to zero, never below", () => {
    const r = discountLines([{ amount: 300, currency: "usd", plan_id: "pro" }, { amount: -200, currency: "usd", plan_id: "pro" }], [held("a", fixed(50))]);
    expect(r.lines.map((l) => l.total)).toEqual([300, 0]);
  });

  it("a coupon that takes nothing is not used; one limited to plans skips the others' lines", () => {
    const r = discountLines([{ amount: 1000, currency: "eur", plan_id: "pro" }], [held("a", fixed(5, "usd"))]);
    expect(r.lines[0].total).toBe(0);
    expect(r.used).toEqual([]);
    const only = discountLines(
      [
        { amount: 1000, currency: "usd", plan_id: "pro" },
        { amount: 1000, currency: "usd", plan_id: "team" },
      ],
      [held("a", pct(50, { plan_ids: ["team"] }))],
    );
    expect(only.lines.map((l) => l.total)).toEqual([0, 500]);
  });

  it("shrinks credits only when asked, and only by lasting percentage coupons", () => {
    const lines = [
      { amount: 1000, currency: "usd", plan_id: "pro" },
      { amount: -400, currency: "usd", plan_id: "pro" },
    ];
    const forever = held("f", pct(25));
    const once = held("o", pct(25, { duration: { type: "one_off", length: null } }));
    expect(discountLines(lines, [forever]).lines.map((l) => l.total)).toEqual([250, 0]);
    expect(discountLines(lines, [forever], { credits: true }).lines.map((l) => l.total)).toEqual([250, -100]);
    expect(discountLines(lines, [once], { credits: true }).lines.map((l) => l.total)).toEqual([250, 0]);
    expect(discountLines(lines, [held("x", fixed(5))], { credits: true }).lines.map((l) => l.total)).toEqual([500, 0]);
    // Shrinking a credit alone does not use a coupon.
    expect(discountLines([lines[1]], [forever], { credits: true }).used).toEqual([]);
  });

  it("never discounts a charge below zero nor a credit past zero, and the parts add up (property)", () => {
    const coupon = fc.oneof(
      fc.integer({ min: 1, max: 1_000_000 }).map((v) => pct(v / 10_000)),
      fc.integer({ min: 1, max: 1_000_000 }).map((v) => fixed(v / 100)),
    );
    const line = fc.record({ amount: fc.integer({ min: -100_000, max: 10_000_000 }), currency: fc.constantFrom("usd", "eur"), plan_id: fc.constantFrom("pro", null) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), fc.array(coupon, { maxLength: 5 }), fc.boolean(), (lines, coupons, credits) => {
        const r = discountLines(lines, coupons.map((c, i) => held(String(i), c)), { credits });
        r.lines.forEach((l, i) => {
          const a = lines[i].amount;
          if (a >= 0) expect(l.total >= 0 && l.total <= a).toBe(true);
          else expect(l.total <= 0 && l.total >= a).toBe(true);
          expect(l.parts.reduce((s, p) => s + p.amount, 0)).toBe(l.total);
        });
        const charged = r.lines.reduce((s, l) => s + Math.max(0, l.total), 0);
        expect(r.used.reduce((s, u) => s + u.amount, 0)).toBe(charged);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("splitProportionally", () => {
  it("sums to the total, each part within one unit of its exact share and never above its weight (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 1, maxLength: 8 }), fc.double({ min: 0, max: 1, noNaN: true }), (weights, f) => {
        const sum = weights.reduce((a, w) => a + w, 0);
        const total = Math.floor(sum * f);
        const parts = splitProportionally(total, weights);
        expect(parts.reduce((a, p) => a + p, 0)).toBe(total);
        parts.forEach((p, i) => {
          const exact = (total * weights[i]) / sum;
          expect(Math.abs(p - exact)).toBeLessThan(1 + 1e-6);
          expect(p).toBeLessThanOrEqual(weights[i]);
          expect(p).toBeGreaterThanOrEqual(0);
        });
      }),
      { numRuns: 2000 },
    );
  });
});

describe("applicableDiscounts", () => {
  const DAY = 86_400_000;
  it("keeps a one_off coupon until it has discounted one charge", () => {
    const once = pct(10, { duration: { type: "one_off", length: null } });
    expect(applicableDiscounts([held("a", once)], T0 + DAY)).toHaveLength(1);
    expect(applicableDiscounts([held("a", once, T0, 1)], T0 + DAY)).toHaveLength(0);
  });

  it("keeps a months coupon for that many calendar months from its redemption (Jan 31 + 1 month = Feb 28)", () => {
    const m = pct(10, { duration: { type: "months", length: 1 } });
    const end = Date.UTC(2026, 1, 28);
    expect(applicableDiscounts([held("a", m)], end - 1)).toHaveLength(1);
    expect(applicableDiscounts([held("a", m)], end)).toHaveLength(0);
  });

  it("keeps a forever coupon, ignores one redeemed after the charge, and orders by redemption", () => {
    const later = held("b", pct(5), T0 + 2 * DAY);
    const first = held("a", pct(5), T0);
    expect(applicableDiscounts([later, first], T0 + DAY).map((r) => r.id)).toEqual(["a"]);
    expect(applicableDiscounts([later, first], T0 + 3 * DAY).map((r) => r.id)).toEqual(["a", "b"]);
  });
});

describe("money helpers", () => {
  it("reads numbers as the decimals they print as", () => {
    expect(decimalOf(0.1)).toEqual({ digits: 1n, scale: 1 });
    expect(decimalOf(1e-7)).toEqual({ digits: 1n, scale: 7 });
    expect(decimalOf(1e21)).toEqual({ digits: 10n ** 21n, scale: 0 });
    expect(decimalOf(12.5)).toEqual({ digits: 125n, scale: 1 });
  });

  it("knows minor units and converts only exact amounts", () => {
    expect([minorDigits("usd"), minorDigits("JPY"), minorDigits("kwd")]).toEqual([2, 0, 3]);
    expect(toMinorExact(1.1, "usd")).toBe(110);
    expect(toMinorExact(1.005, "usd")).toBeNull();
    expect(toMinorExact(1.5, "jpy")).toBeNull();
    expect(toMinorExact(1.234, "kwd")).toBe(1234);
  });
});
