/**
 * The invoice bound (billing/amounts.rules) and the test clock's bounds
 * (shared/test-clock.rules), as pure rules: for any price within the
 * contract, any quantity, currency and rate, a quote is either refused with
 * `invalid_amount` or every line and total is an exact integer within
 * 99,999,999 minor units; the cycle's capped renewal lines always are.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { capInvoiceLines, CAPPED_NOTE, invoiceWithinBound, MAX_INVOICE_AMOUNT } from "../src/revenue/billing/amounts.rules.js";
import { quoteAttach, type QuoteLine } from "../src/revenue/billing/quote.rules.js";
import { RevenueError } from "../src/revenue/errors.js";
import { Big } from "../src/revenue/payments/money.rules.js";
import type { PlanState, StoredItem } from "../src/revenue/plans/plans.rules.js";
import { advanceRefusal, clampTestClock, MAX_ADVANCE_MS, TEST_CLOCK_MAX, TEST_CLOCK_MIN } from "../src/revenue/shared/test-clock.rules.js";

const NOW = Date.UTC(2026, 0, 15);
const DAY = 86_400_000;
const plan = (price: number | null, item: StoredItem): PlanState => ({
  name: "Pro",
  group: null,
  add_on: false,
  auto_enable: false,
  archived: false,
  def: { description: null, price: price === null ? null : { amount: price, interval: "month", interval_count: 1 }, items: [item], free_trial: null, config: { ignore_past_due: false }, billing_controls: null, metadata: {}, licenses: [], base_variant_id: null, variants: null },
});
const inBound = (minor: number) => Number.isSafeInteger(minor) && Math.abs(minor) <= MAX_INVOICE_AMOUNT;
const line = (amount: number): QuoteLine => ({ description: "x", plan_id: "p", feature_id: null, feature_name: null, quantity: 1, amount, period_start: null, period_end: null });

describe("the invoice bound", () => {
  it("property: a quote's lines, subtotal, total and next cycle are exact integers within 99,999,999 minor units, or it is refused with invalid_amount", () => {
    // Prices as the contract allows them (0 … 999,999.99, cents), any quantity up to 10⁹, tiers or flat, any currency.
    const price = fc.integer({ min: 0, max: 99_999_999 }).map((c) => c / 100);
    fc.assert(
      fc.property(
        fc.record({
          base: fc.option(price),
          unit: price,
          flat: fc.option(price),
          tiered: fc.boolean(),
          units: fc.constantFrom(1, 7, 1000),
          quantity: fc.integer({ min: 0, max: 1_000_000_000 }),
          currency: fc.constantFrom("usd", "jpy", "kwd", "eur"),
          rate: fc.constantFrom("0.92", "150.5", "0.306", "1000000000000"),
        }),
        (x) => {
          const item: StoredItem = {
            feature_id: "seats",
            included: 0,
            unlimited: false,
            pooled: false,
            reset: null,
            price: x.tiered
              ? { tiers: [{ to: 10, amount: x.unit, ...(x.flat !== null && { flat_amount: x.flat }) }, { to: "inf", amount: x.unit / 2 }], tier_behavior: "graduated", interval: "month", interval_count: 1, billing_units: x.units, billing_method: "prepaid", max_purchase: null }
              : { amount: x.unit, interval: "month", interval_count: 1, billing_units: x.units, billing_method: "prepaid", max_purchase: null },
          } as StoredItem;
          const input = {
            now: NOW,
            plan: { id: "pro", state: plan(x.base, item) },
            featureName: (f: string) => f,
            quantities: [{ feature_id: "seats", quantity: x.quantity }],
            prices: { currency: x.currency, rate: x.currency === "usd" ? null : new Big(x.rate) },
            replaced: null,
            proration: "prorate_immediately" as const,
          };
          let q;
          try {
            q = quoteAttach(input);
          } catch (e) {
            expect(e).toBeInstanceOf(RevenueError);
            expect(e).toMatchObject({ code: "invalid_amount" });
            return;
          }
          for (const l of [...q.lines, ...(q.nextCycle?.lines ?? [])]) expect(inBound(l.amount), JSON.stringify(l)).toBe(true);
          for (const n of [q.subtotal, q.total, q.nextCycle?.subtotal ?? 0, q.nextCycle?.total ?? 0]) expect(inBound(n)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("property: the cycle's capped renewal lines are within the bound and untouched when they already were", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 0, max: MAX_INVOICE_AMOUNT }), fc.double({ min: 0, max: 1e22, noNaN: true })), { maxLength: 6 }), (amounts) => {
        const lines = amounts.map((a) => line(Math.round(a)));
        const capped = capInvoiceLines(lines);
        expect(invoiceWithinBound(capped)).toBe(true);
        expect(capped.every((l) => Number.isSafeInteger(l.amount))).toBe(true);
        if (invoiceWithinBound(lines)) expect(capped).toEqual(lines);
        else expect(capped.some((l) => l.description.endsWith(CAPPED_NOTE))).toBe(true);
      }),
    );
  });

  it("refuses a single line or a sum one minor unit past the bound", () => {
    expect(invoiceWithinBound([line(MAX_INVOICE_AMOUNT)])).toBe(true);
    expect(invoiceWithinBound([line(MAX_INVOICE_AMOUNT + 1)])).toBe(false);
    expect(invoiceWithinBound([line(MAX_INVOICE_AMOUNT), line(1)])).toBe(false);
    expect(invoiceWithinBound([line(MAX_INVOICE_AMOUNT), line(1), line(-1)])).toBe(true);
    expect(invoiceWithinBound([line(9.99e19)])).toBe(false);
  });
});

describe("the test clock's bounds", () => {
  const now = Date.UTC(2026, 0, 1);
  it.each([
    ["the largest JS date", 8_640_000_000_000_000, [], /between 2000-01-01/],
    ["past 2200-01-01", TEST_CLOCK_MAX + 1, [], /between/],
    ["not later than the clock", now, [], /later than/],
    ["more than 1,830 days", now + MAX_ADVANCE_MS + 1, [], /at most 1830 days/],
    ["more than 1,000 periods (four weekly plans over five years)", now + MAX_ADVANCE_MS, ["week:1", "week:1", "week:1", "week:1"], /at most 1000/],
  ] as const)("refuses %s", (_name, target, cadences, why) => {
    expect(advanceRefusal(now, target, cadences)).toMatch(why);
  });

  it.each([
    ["five years of three weekly plans", now + MAX_ADVANCE_MS, ["week:1", "week:1", "week:1"]],
    ["five years of a monthly and a yearly plan", now + MAX_ADVANCE_MS, ["month:1", "year:1"]],
    ["up to 2200-01-01", TEST_CLOCK_MAX, []],
  ] as const)("accepts %s", (_name, target, cadences) => {
    const from = target === TEST_CLOCK_MAX ? TEST_CLOCK_MAX - DAY : now;
    expect(advanceRefusal(from, target, cadences)).toBeNull();
  });

  it("reads a stored frozen time out of range as the nearest bound", () => {
    expect(clampTestClock(8_640_000_000_000_000)).toBe(TEST_CLOCK_MAX);
    expect(clampTestClock(-1)).toBe(TEST_CLOCK_MIN);
    expect(clampTestClock(now)).toBe(now);
  });
});
