/** The Stripe provider's pure rules: amounts in Stripe's units, declines in Tandem's words, key checks. */
import { describe, expect, it } from "vitest";
import { stripeAmount } from "../src/revenue/payments/stripe/amounts.rules.js";
import { failureOf, needsAuthentication, stripeSecretProblem } from "../src/revenue/payments/stripe/failures.rules.js";

describe("stripeAmount", () => {
  it.each([
    ["usd", 2000, 2000],
    ["EUR", 1, 1],
    ["jpy", 1500, 1500],
    ["krw", 10000, 10000],
    ["isk", 990, 99000],
    ["kwd", 1230, 1230],
    ["usd", 0, 0],
  ])("%s %i → %i", (currency, amount, want) => {
    expect(stripeAmount({ amount, currency })).toBe(want);
  });

  it.each([
    [{ amount: 1235, currency: "kwd" }, /multiples of 10/],
    [{ amount: 12.5, currency: "usd" }, /minor units/],
    [{ amount: -1, currency: "usd" }, /minor units/],
  ])("refuses %o", (m, msg) => {
    expect(() => stripeAmount(m)).toThrow(msg);
  });
});

describe("failureOf", () => {
  it.each([
    [{ code: "card_declined", decline_code: "generic_decline" }, "card_declined"],
    [{ code: "card_declined", decline_code: "insufficient_funds" }, "insufficient_funds"],
    [{ code: "card_declined", decline_code: "do_not_honor" }, "card_declined"],
    [{ code: "card_declined", decline_code: "lost_card" }, "card_declined"],
    [{ code: "expired_card" }, "expired_card"],
    [{ code: "card_declined", decline_code: "expired_card" }, "expired_card"],
    [{ code: "incorrect_cvc" }, "card_declined"],
    [{ code: "processing_error" }, "processing_error"],
    [{ code: "authentication_required", decline_code: "authentication_required" }, "authentication_failed"],
    [{ code: "payment_intent_authentication_failure" }, "authentication_failed"],
    [{}, "card_declined"],
    [{ code: null, decline_code: null }, "card_declined"],
  ])("%o → %s", (facts, code) => {
    expect(failureOf(facts).code).toBe(code);
  });

  it("needsAuthentication only for Stripe's authentication_required", () => {
    expect(needsAuthentication({ code: "authentication_required" })).toBe(true);
    expect(needsAuthentication({ code: "card_declined", decline_code: "authentication_required" })).toBe(true);
    expect(needsAuthentication({ code: "card_declined", decline_code: "generic_decline" })).toBe(false);
  });
});

describe("stripeSecretProblem", () => {
  it.each([
    ["secret_key", "test", "sk_test_123", null],
    ["secret_key", "test", "rk_test_123", null],
    ["secret_key", "live", "sk_live_123", null],
    ["secret_key", "live", "sk_test_123", "is a test-mode key, not a live-mode one"],
    ["secret_key", "test", "pk_test_123", "is not a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_… key)"],
    ["secret_key", "test", "sk_test_", "is not a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_… key)"],
    ["webhook_secret", "test", "whsec_abc", null],
    ["webhook_secret", "live", "whsec abc", "is not a Stripe webhook signing secret (whsec_…)"],
  ] as const)("%s %s %s", (kind, mode, value, want) => {
    expect(stripeSecretProblem(kind, mode, value)).toBe(want);
  });
});
