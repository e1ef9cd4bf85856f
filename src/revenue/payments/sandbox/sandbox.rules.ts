/**
 * The sandbox provider's card rules, pure: Stripe's test card numbers behave
 * as at Stripe; any other Luhn-valid number succeeds like 4242 4242 4242 4242.
 */

/**
 * How a saved card behaves: `ok`; `decline_later` saves fine but every later charge fails;
 * `authenticate` needs 3-D Secure on-session only (later off-session charges succeed, as Stripe's
 * 4000 0025 0000 3155); `authenticate_always` needs it on every charge, off-session ones included
 * (Stripe's 4000 0027 6000 3184: a renewal asks the customer to authenticate).
 */
export type CardBehavior =
  | { kind: "ok" }
  | { kind: "declined"; code: "card_declined" | "insufficient_funds"; message: string }
  | { kind: "decline_later" }
  | { kind: "authenticate" }
  | { kind: "authenticate_always" };

/** Stripe's test cards (https://docs.stripe.com/testing). */
const TEST_CARDS: Readonly<Record<string, CardBehavior>> = Object.freeze({
  "4242424242424242": { kind: "ok" },
  "4000000000000002": { kind: "declined", code: "card_declined", message: "Your card was declined." },
  "4000000000009995": { kind: "declined", code: "insufficient_funds", message: "Your card has insufficient funds." },
  "4000000000000341": { kind: "decline_later" },
  "4000002500003155": { kind: "authenticate" },
  "4000002760003184": { kind: "authenticate_always" },
});

/** Digits only (spaces and dashes as people type them are dropped); null when anything else is in it. */
export function cardDigits(number: string): string | null {
  const d = number.replace(/[\s-]/g, "");
  return /^\d{12,19}$/.test(d) ? d : null;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): string {
  if (digits.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^35/.test(digits)) return "jcb";
  if (/^3(0[0-5]|[68])/.test(digits)) return "diners";
  return "unknown";
}

/** The card was valid through the end of its expiry month (UTC). */
export function expired(expMonth: number, expYear: number, now: number): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  return Date.UTC(year, expMonth, 1) <= now;
}

export type CardCheck =
  | { ok: true; brand: string; last4: string; expMonth: number; expYear: number; behavior: CardBehavior }
  | { ok: false; field: "number" | "expiry" | "cvc" | "name"; message: string };

/** Checks a submitted card as a card form would; the answer never holds the number (only brand and last 4). */
export function checkCard(card: { number: string; expMonth: number; expYear: number; cvc: string; name: string }, now: number): CardCheck {
  const digits = cardDigits(card.number);
  if (digits === null || !luhnValid(digits)) return { ok: false, field: "number", message: "Your card number is invalid." };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || !Number.isInteger(card.expYear)) {
    return { ok: false, field: "expiry", message: "Your card's expiry date is invalid." };
  }
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (expired(card.expMonth, expYear, now)) return { ok: false, field: "expiry", message: "Your card's expiry date is in the past." };
  if (!/^\d{3,4}$/.test(card.cvc)) return { ok: false, field: "cvc", message: "Your card's security code is invalid." };
  if (card.name.trim() === "") return { ok: false, field: "name", message: "Enter the name on the card." };
  return { ok: true, brand: brandOf(digits), last4: digits.slice(-4), expMonth: card.expMonth, expYear, behavior: TEST_CARDS[digits] ?? { kind: "ok" } };
}

/** How a later (off-session) charge of a saved card with `behavior` ends. */
export function chargeOutcome(behavior: string): { ok: true } | { ok: false; code: "card_declined"; message: string } | { ok: false; code: "authentication_required" } {
  if (behavior === "decline_later") return { ok: false, code: "card_declined", message: "Your card was declined." };
  if (behavior === "authenticate_always") return { ok: false, code: "authentication_required" };
  return { ok: true };
}
