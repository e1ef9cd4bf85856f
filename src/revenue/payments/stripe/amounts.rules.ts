import type { Money } from "../ports.js";

/**
 * Tandem's minor units are ISO 4217's; Stripe's are the same except where its
 * docs say otherwise ("zero-decimal" and "special cases" currencies):
 * - ISK: ISO has no minor unit, Stripe counts it with two decimals (×100);
 * - BHD, JOD, KWD, OMR, TND: three decimals at both, but Stripe only charges
 *   multiples of 10 (the last digit must be 0), so another amount cannot be
 *   charged exactly and is refused rather than rounded.
 * The zero-decimal ones (JPY, KRW, CLP, VND, …) agree with ISO (0 decimals).
 */
const TIMES_100 = new Set(["isk"]);
const THREE_DECIMALS = new Set(["bhd", "jod", "kwd", "omr", "tnd"]);

/** Tandem's `Money` as the `amount` Stripe expects for that currency; throws when Stripe cannot charge it exactly. */
export function stripeAmount(m: Money): number {
  const currency = m.currency.toLowerCase();
  if (!Number.isSafeInteger(m.amount) || m.amount < 0) throw new Error(`Stripe: ${m.amount} is not an amount in minor units`);
  if (TIMES_100.has(currency)) return m.amount * 100;
  if (THREE_DECIMALS.has(currency) && m.amount % 10 !== 0) {
    throw new Error(`Stripe charges ${currency.toUpperCase()} only in multiples of 10 minor units; ${m.amount} cannot be charged exactly`);
  }
  return m.amount;
}
