import { describe, expect, it } from "vitest";
import { assertIssuable, customLine, isRecorded, lineId, type OneOffLine, previewOf, reissuedLines } from "../src/revenue/invoices/one-off.rules.js";

const line = (description: string, amount: number, extra: Partial<OneOffLine> = {}): OneOffLine => ({
  description,
  plan_id: null,
  feature_id: null,
  feature_name: null,
  quantity: 1,
  amount,
  period_start: null,
  period_end: null,
  ...extra,
});

describe("one-off invoice rules", () => {
  it.each([
    ["10.50 USD", 10.5, "usd", 1050],
    ["a credit", -0.25, "usd", -25],
    ["a zero-decimal currency", 1200, "jpy", 1200],
    ["half a minor unit rounds up", 0.005, "usd", 1],
  ])("a custom line of %s is stored in minor units", (_name, amount, currency, minor) => {
    expect(customLine({ amount, description: "x" }, currency, { start: null, end: null }).amount).toBe(minor);
  });

  it("an invoice needs a line, a total of at least 0 and amounts within the bound", () => {
    expect(() => assertIssuable([], "usd")).toThrow(/at least one line/);
    expect(() => assertIssuable([line("a", 100), line("credit", -101)], "usd")).toThrow(/cannot be below 0/);
    expect(() => assertIssuable([line("a", 100_000_000)], "usd")).toThrow(/99999999 minor units/);
    expect(() => assertIssuable([line("a", 100), line("credit", -100)], "usd")).not.toThrow();
  });

  it("a reissue updates, removes and appends lines by their ids; a changed amount drops the line's coupons", () => {
    const original = [line("a", 1000, { subtotal: 1200, discounts: [{ reward_id: "c", reward_name: "C", redemption_id: "r", amount: 200, percent_off: null }] }), line("b", 500), line("c", 300)];
    const out = reissuedLines("inv_1", original, { update: [{ id: lineId("inv_1", 0), amount: 15 }, { id: lineId("inv_1", 2), description: "c2" }], remove: [lineId("inv_1", 1)] }, [line("d", 50)], "usd");
    expect(out.map((l) => [l.description, l.amount, l.subtotal, l.discounts])).toEqual([
      ["a", 1500, undefined, undefined],
      ["c2", 300, undefined, undefined],
      ["d", 50, undefined, undefined],
    ]);
    expect(() => reissuedLines("inv_1", original, { remove: ["inv_2_0"] }, [], "usd")).toThrow(/lines.remove\[0\] names no line/);
    expect(() => reissuedLines("inv_1", original, { update: [{ id: "inv_1_3", amount: 1 }] }, [], "usd")).toThrow(/lines.update\[0\].id names no line/);
  });

  it("the preview sums lines in major units, before and after coupons, with no tax", () => {
    const p = previewOf([line("a", 1050, { subtotal: 1200, prorated: true }), line("b", -25)], "usd", 42);
    expect(p).toEqual({
      currency: "usd",
      lines: [
        expect.objectContaining({ description: "a", amount: 12, amount_after_discounts: 10.5, prorated: true }),
        expect.objectContaining({ description: "b", amount: -0.25, amount_after_discounts: -0.25, prorated: false }),
      ],
      subtotal: 11.75,
      discount_total: 1.5,
      tax: null,
      total: 10.25,
      amount_due: 10.25,
      due_date: 42,
    });
  });

  it.each([
    [{ source: "recorded", provider: null, payment_ref: "in_ext" }, true],
    [{ source: "issued", provider: "sandbox", payment_ref: "pi_1" }, false],
    [{ source: "issued", provider: null, payment_ref: null }, false],
    // Said by its source, not inferred: Tandem's own invoice with no provider and a reference is not recorded.
    [{ source: "issued", provider: null, payment_ref: "pi_1" }, false],
  ] as const)("an invoice %o is recorded from elsewhere: %s", (r, recorded) => {
    expect(isRecorded(r)).toBe(recorded);
  });
});
