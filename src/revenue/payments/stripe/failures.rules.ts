import type { PaymentFailureCode } from "../ports.js";

/** What a Stripe card error or a PaymentIntent's `last_payment_error` says about a failed payment. */
export interface StripeDeclineFacts {
  code?: string | null;
  decline_code?: string | null;
}

/** The messages Tandem shows for each failure (the same whatever Stripe's wording). */
export const FAILURE_MESSAGES: Record<PaymentFailureCode, string> = {
  card_declined: "The card was declined.",
  insufficient_funds: "The card has insufficient funds.",
  expired_card: "The card has expired.",
  authentication_failed: "The card's authentication failed.",
  processing_error: "The card could not be processed; try again.",
  provider_unavailable: "The payment provider could not be reached; try again.",
};

/**
 * A Stripe decline in Tandem's words. Stripe's `decline_code` (the issuer's
 * reason) is more precise than its `code`, so it decides first; anything not
 * named (generic_decline, do_not_honor, lost_card, fraudulent, incorrect_cvc,
 * …) is a plain `card_declined`.
 */
export function failureOf(f: StripeDeclineFacts): { code: PaymentFailureCode; message: string } {
  const code = pick(f.decline_code) ?? pick(f.code) ?? "card_declined";
  return { code, message: FAILURE_MESSAGES[code] };
}

function pick(c: string | null | undefined): PaymentFailureCode | undefined {
  switch (c) {
    case "insufficient_funds":
      return "insufficient_funds";
    case "expired_card":
      return "expired_card";
    case "processing_error":
      return "processing_error";
    case "authentication_required":
    case "payment_intent_authentication_failure":
      return "authentication_failed";
    default:
      return undefined;
  }
}

/** Stripe's answer when an off-session charge needs the customer to authenticate (3-D Secure). */
export function needsAuthentication(f: StripeDeclineFacts): boolean {
  return f.code === "authentication_required" || f.decline_code === "authentication_required";
}

/**
 * Why a configured Stripe secret does not fit its mode, or null when it does:
 * a secret key (`sk_`) or restricted key (`rk_`) of the same mode, and a
 * webhook signing secret `whsec_…`.
 */
export function stripeSecretProblem(kind: "secret_key" | "webhook_secret", mode: "test" | "live", value: string): string | null {
  if (kind === "webhook_secret") return /^whsec_\S+$/.test(value) ? null : "is not a Stripe webhook signing secret (whsec_…)";
  const m = /^(sk|rk)_(test|live)_\S+$/.exec(value);
  if (!m) return "is not a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_… key)";
  if (m[2] !== mode) return `is a ${m[2]}-mode key, not a ${mode}-mode one`;
  return null;
}
