/**
 * The card form as the checkout page reads it: what the visitor typed →
 * the `CardInput` billing checks, or a message per field that is plainly
 * wrong before asking billing (empty, not digits, an expiry not MM/YY).
 * Whether the number passes Luhn, or the expiry is past, is billing's.
 */
import type { CardInput } from "../payments/ports.js";

export type CardField = "number" | "expiry" | "cvc" | "name";
export type FieldErrors = Partial<Record<CardField, string>>;

/** What the form re-shows after a failed attempt: never the number or the CVC. */
export interface CardFormEcho {
  expiry: string;
  name: string;
}

export function readCardForm(form: Record<string, string>): { card: CardInput } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const number = (form.number ?? "").replace(/[\s-]/g, "");
  if (number === "") errors.number = "Enter your card number.";
  else if (!/^\d{12,19}$/.test(number)) errors.number = "Your card number is invalid.";

  const expiry = parseExpiry(form.expiry ?? "");
  if (!expiry) errors.expiry = (form.expiry ?? "").trim() === "" ? "Enter the expiry date." : "Enter the expiry as MM/YY.";

  const cvc = (form.cvc ?? "").trim();
  if (cvc === "") errors.cvc = "Enter the CVC.";
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = "Your card's security code is invalid.";

  const name = (form.name ?? "").trim().replace(/\s+/g, " ");
  if (name === "") errors.name = "Enter the name on the card.";
  else if (name.length > 100) errors.name = "The name on the card is too long.";

  if (Object.keys(errors).length > 0 || !expiry) return { errors };
  return { card: { number, expMonth: expiry.month, expYear: expiry.year, cvc, name } };
}

/** `MM/YY`, `MM / YY`, `MMYY`, `MM/YYYY` → month 1–12 and a four-digit year; anything else → null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m || (m[1].length === 1 && !text.includes("/"))) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return { month, year };
}

/** The fields a re-shown form keeps (trimmed, bounded). */
export function echoOf(form: Record<string, string>): CardFormEcho {
  return { expiry: (form.expiry ?? "").trim().slice(0, 9), name: (form.name ?? "").trim().slice(0, 100) };
}
