import Big from "big.js";
import type { Money } from "./ports.js";

/**
 * Money: integers in the currency's minor unit inside Tandem, major units on
 * the wire (`20.5` = 20.50 USD). Conversions and rates go through big.js, so
 * no binary float ever rounds an amount.
 */

/** ISO 4217 currencies whose minor unit is not 1/100 (every other has exponent 2). */
const EXPONENTS: Readonly<Record<string, number>> = Object.freeze({
  // No minor unit.
  bif: 0, clp: 0, djf: 0, gnf: 0, isk: 0, jpy: 0, kmf: 0, krw: 0, pyg: 0, rwf: 0, ugx: 0, uyi: 0, vnd: 0, vuv: 0, xaf: 0, xof: 0, xpf: 0,
  // Thousandths.
  bhd: 3, iqd: 3, jod: 3, kwd: 3, lyd: 3, omr: 3, tnd: 3,
  // Ten-thousandths.
  clf: 4, uyw: 4,
});

/** The currency of plan prices without an explicit amount in another currency (the account's). */
export const BASE_CURRENCY = "usd";

export const exponent = (currency: string): number => EXPONENTS[currency.toLowerCase()] ?? 2;

/** A wire amount (major units) in minor units, rounded half up to the minor unit. */
export function toMinor(major: number | string | Big, currency: string): number {
  return Number(new Big(major).times(new Big(10).pow(exponent(currency))).round(0, Big.roundHalfUp).toString());
}

/** Minor units as the wire's major units (exact: a decimal string parsed once). */
export function toMajor(minor: number, currency: string): number {
  return Number(new Big(minor).div(new Big(10).pow(exponent(currency))).toString());
}

/** A decimal amount in major units as minor units, rounded half up (for unit prices × quantities). */
export function majorDecimalToMinor(major: Big, currency: string): number {
  return toMinor(major, currency);
}

/** A rate as written by the operator (`0.92`): a positive decimal, at most 18 significant digits. */
export function parseRate(text: string): Big | null {
  if (!/^(0|[1-9]\d{0,11})(\.\d{1,12})?$/.test(text)) return null;
  const r = new Big(text);
  return r.gt(0) ? r : null;
}

/** `amount` (major units of `from`) in `to` at `rate` (1 `from` = rate `to`), as minor units of `to`. */
export function convertMajor(amount: Big, rate: Big, to: string): number {
  return toMinor(amount.times(rate), to);
}

/** An amount for people, e.g. "$20.00", "¥2,000", "KWD 1.500". */
export function formatMoney(m: Money): string {
  const e = exponent(m.currency);
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: m.currency.toUpperCase(),
    minimumFractionDigits: e,
    maximumFractionDigits: e,
  }).format(toMajor(m.amount, m.currency));
}

/** `round(amount × numerator / denominator)` in integers, half up, never a float on the way. */
export function fraction(amount: number, numerator: number, denominator: number): number {
  if (denominator <= 0) return 0;
  return Number(new Big(amount).times(numerator).div(denominator).round(0, Big.roundHalfUp).toString());
}

export { Big };
