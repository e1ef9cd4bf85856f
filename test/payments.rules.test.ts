import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boughtQuantities, prepaidCost, prorationCredit, quoteAttach, type AttachQuoteInput } from "../src/revenue/billing/quote.rules.js";
import { Big, exponent, formatMoney, fraction, parseRate, toMajor, toMinor } from "../src/revenue/payments/money.rules.js";
import { brandOf, checkCard, chargeOutcome, luhnValid } from "../src/revenue/payments/sandbox/sandbox.rules.js";
import type { PlanState, StoredItem } from "../src/revenue/plans/plans.rules.js";

const MONTH_START = Date.UTC(2026, 0, 1);
const plan = (price: number | null, items: StoredItem[] = [], over: Partial<PlanState> = {}): PlanState => ({
  name: "Pro",
  group: null,
  add_on: false,
  auto_enable: false,
  archived: false,
  def: { description: null, price: price === null ? null : { amount: price, interval: "month", interval_count: 1 }, items, free_trial: null, config: { ignore_past_due: false }, billing_controls: null, metadata: {}, licenses: [], base_variant_id: null, variants: null },
  ...over,
});
const prepaid = (over: Partial<NonNullable<StoredItem["price"]>> = {}, included = 0): StoredItem => ({
  feature_id: "seats",
  included,
  unlimited: false,
  pooled: false,
  reset: null,
  price: { amount: 10, interval: "month", interval_count: 1, billing_units: 1, billing_method: "prepaid", max_purchase: null, ...over },
});
const usd = { currency: "usd", rate: null };
const input = (over: Partial<AttachQuoteInput>): AttachQuoteInput => ({ now: MONTH_START, plan: { id: "pro", state: plan(20) }, featureName: (f) => f, quantities: undefined, prices: usd, replaced: null, proration: "prorate_immediately", ...over });

describe("money", () => {
  it.each([
    ["usd", 20, 2000],
    ["usd", 0.1 + 0.2, 30],
    ["jpy", 1500, 1500],
    ["kwd", 1.5, 1500],
    ["eur", 19.995, 2000],
  ] as const)("%s %s major = %s minor", (cur, major, minor) => {
    expect(toMinor(major, cur)).toBe(minor);
  });
  it("converts back to major units exactly and formats for people", () => {
    expect(exponent("JPY")).toBe(0);
    expect(toMajor(1999, "usd")).toBe(19.99);
    expect(formatMoney({ amount: 2000, currency: "usd" })).toBe("$20.00");
    expect(formatMoney({ amount: 2000, currency: "jpy" })).toBe("¥2,000");
    expect(formatMoney({ amount: 1500, currency: "kwd" })).toMatch(/KWD\s1\.500/);
  });
  it("parses operator rates strictly", () => {
    expect(parseRate("0.92")?.toString()).toBe("0.92");
    for (const bad of ["0", "-1", "1e3", "abc", "", "1.0000000000001"]) expect(parseRate(bad)).toBeNull();
  });
  it("round-trips every minor amount through major units", () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom("usd", "jpy", "kwd"), (m, cur) => toMinor(toMajor(m, cur), cur) === m));
  });
});

describe("prepaid quantities and prices", () => {
  it("rounds purchases up to billing units beyond the included amount and enforces max_purchase", () => {
    const items = [prepaid({ billing_units: 5, max_purchase: 20 }, 2)];
    expect(boughtQuantities(items, [{ feature_id: "seats", quantity: 9 }])).toEqual([{ feature_id: "seats", item: 0, units: 10, quantity: 12 }]);
    expect(boughtQuantities(items, undefined)).toEqual([{ feature_id: "seats", item: 0, units: 0, quantity: 2 }]);
    expect(() => boughtQuantities(items, [{ feature_id: "seats", quantity: 23 }])).toThrow(expect.objectContaining({ code: "max_purchase_exceeded" }));
    expect(() => boughtQuantities(items, [{ feature_id: "other", quantity: 1 }])).toThrow(expect.objectContaining({ code: "invalid_request" }));
  });
  it("prices graduated and volume tiers per billing units, with flat amounts", () => {
    const tiers = [
      { to: 10, amount: 1 },
      { to: "inf" as const, amount: 0.5, flat_amount: 2 },
    ];
    const graduated = { ...prepaid().price!, amount: undefined, tiers, tier_behavior: "graduated" as const };
    expect(prepaidCost(graduated, 14, usd).toString()).toBe("14"); // 10×1 + 4×0.5 + 2
    const volume = { ...graduated, tier_behavior: "volume" as const };
    expect(prepaidCost(volume, 14, usd).toString()).toBe("9"); // 14×0.5 + 2
    expect(prepaidCost(volume, 4, usd).toString()).toBe("4");
  });
  it("converts through a rate unless the plan has its own price in the currency", () => {
    const s = plan(null);
    s.def.price = { amount: 10, interval: "month", interval_count: 1, additional_currencies: [{ currency: "eur", amount: 9 }] };
    expect(quoteAttach(input({ plan: { id: "p", state: s }, prices: { currency: "eur", rate: null } })).total).toBe(900);
    expect(quoteAttach(input({ prices: { currency: "gbp", rate: new Big("0.79") } })).total).toBe(1580);
    expect(() => quoteAttach(input({ prices: { currency: "gbp", rate: null } }))).toThrow(expect.objectContaining({ code: "missing_fx_rate" }));
  });
});

describe("quotes", () => {
  it("charges a new plan in full for a new period, and says what the next cycle charges", () => {
    const q = quoteAttach(input({ plan: { id: "pro", state: plan(20, [prepaid()]) }, quantities: [{ feature_id: "seats", quantity: 3 }] }));
    expect(q.lines.map((l) => l.amount)).toEqual([2000, 3000]);
    expect(q).toMatchObject({ total: 5000, subtotal: 5000, paidForPeriod: 5000, period: { start: MONTH_START, end: Date.UTC(2026, 1, 1) } });
    expect(q.nextCycle).toMatchObject({ startsAt: Date.UTC(2026, 1, 1), total: 5000 });
  });
  it("halfway through a month, an upgrade credits half of what was paid and charges half of the new price", () => {
    const end = MONTH_START + 30 * 86_400_000;
    const q = quoteAttach(input({ now: MONTH_START + 15 * 86_400_000, plan: { id: "pro", state: plan(40) }, replaced: { planId: "basic", planName: "Basic", periodStart: MONTH_START, periodEnd: end, paid: 1000, cadence: "month:1" } }));
    expect(q.lines.map((l) => l.amount)).toEqual([-500, 2000]);
    expect(q.total).toBe(1500);
    expect(q.period).toEqual({ start: MONTH_START, end });
  });
  it("proration none charges nothing now and keeps the period", () => {
    const end = MONTH_START + 30 * 86_400_000;
    const q = quoteAttach(input({ now: MONTH_START + 86_400_000, proration: "none", replaced: { planId: "basic", planName: "Basic", periodStart: MONTH_START, periodEnd: end, paid: 1000, cadence: "month:1" } }));
    expect(q).toMatchObject({ total: 0, lines: [], paidForPeriod: 1000, period: { start: MONTH_START, end } });
  });

  const arbitraryChange = fc.record({
    paid: fc.integer({ min: 0, max: 10_000_00 }),
    oldPrice: fc.integer({ min: 0, max: 100_000 }),
    newPrice: fc.integer({ min: 0, max: 100_000 }),
    seats: fc.integer({ min: 0, max: 50 }),
    seatPrice: fc.integer({ min: 0, max: 10_000 }),
    elapsed: fc.double({ min: 0, max: 1, noNaN: true }),
    sameCadence: fc.boolean(),
    proration: fc.constantFrom("prorate_immediately" as const, "none" as const),
  });
  it("property: the lines sum to the total, the total is never negative, and a credit never exceeds what was paid", () => {
    fc.assert(
      fc.property(arbitraryChange, (x) => {
        const start = MONTH_START;
        const end = Date.UTC(2026, 1, 1);
        const now = start + Math.floor((end - start) * x.elapsed);
        const state = plan(x.newPrice / 100, [prepaid({ amount: x.seatPrice / 100 })]);
        const q = quoteAttach(input({ now, plan: { id: "pro", state }, quantities: [{ feature_id: "seats", quantity: x.seats }], proration: x.proration, replaced: { planId: "old", planName: "Old", periodStart: start, periodEnd: end, paid: x.paid, cadence: x.sameCadence ? "month:1" : "year:1" } }));
        const sum = q.lines.reduce((a, l) => a + l.amount, 0);
        const credit = -q.lines.filter((l) => l.amount < 0).reduce((a, l) => a + l.amount, 0);
        return sum === q.total && q.total === q.subtotal && q.total >= 0 && credit <= x.paid && q.lines.every((l) => Number.isInteger(l.amount));
      }),
      { numRuns: 500 },
    );
  });
  it("property: prorationCredit is within [0, paid] and never above the cap", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 1e10 }), fc.integer({ min: -1e10, max: 2e10 }), fc.integer({ min: 0, max: 1e9 }), (paid, length, at, cap) => {
        const c = prorationCredit(paid, 0, length, at, cap);
        return Number.isInteger(c) && c >= 0 && c <= paid && c <= cap;
      }),
    );
  });
  it("fraction rounds half up in integers", () => {
    expect(fraction(1000, 1, 3)).toBe(333);
    expect(fraction(1, 1, 2)).toBe(1);
  });
});

describe("sandbox cards", () => {
  it("knows Luhn, brands and Stripe's test cards", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(brandOf("5555555555554444")).toBe("mastercard");
    expect(brandOf("378282246310005")).toBe("amex");
    const now = Date.UTC(2026, 5, 1);
    const card = { expMonth: 12, expYear: 2030, cvc: "123", name: "A" };
    expect(checkCard({ number: "4000 0000 0000 0002", ...card }, now)).toMatchObject({ ok: true, behavior: { kind: "declined", code: "card_declined" } });
    expect(checkCard({ number: "4000000000009995", ...card }, now)).toMatchObject({ ok: true, behavior: { kind: "declined", code: "insufficient_funds" } });
    expect(checkCard({ number: "4000000000000341", ...card }, now)).toMatchObject({ ok: true, behavior: { kind: "decline_later" } });
    expect(checkCard({ number: "4000002500003155", ...card }, now)).toMatchObject({ ok: true, behavior: { kind: "authenticate" } });
    expect(checkCard({ number: "6011111111111117", ...card }, now)).toMatchObject({ ok: true, brand: "discover", last4: "1117", behavior: { kind: "ok" } });
    expect(checkCard({ number: "4242424242424242", ...card, expMonth: 5, expYear: 2026 }, now)).toMatchObject({ ok: false, field: "expiry" });
    expect(checkCard({ number: "4242424242424242", ...card, expMonth: 6, expYear: 26 }, now)).toMatchObject({ ok: true, expYear: 2026 });
    expect(checkCard({ number: "4242", ...card }, now)).toMatchObject({ ok: false, field: "number" });
    expect(JSON.stringify(checkCard({ number: "4242424242424242", ...card }, now))).not.toContain("424242424242");
    expect(chargeOutcome("decline_later")).toMatchObject({ ok: false, code: "card_declined" });
    // 3184 asks for authentication on every charge, off-session renewals included; 3155 only on-session.
    expect(checkCard({ number: "4000002760003184", ...card }, now)).toMatchObject({ ok: true, behavior: { kind: "authenticate_always" } });
    expect(chargeOutcome("authenticate_always")).toEqual({ ok: false, code: "authentication_required" });
    expect(chargeOutcome("ok")).toEqual({ ok: true });
  });
});
