/**
 * Charge attempts of an invoice, pure (issue 30 c). A provider answers a repeated idempotency key
 * with its first answer (Stripe does; so does the sandbox), so one key per invoice would replay a
 * decline to every later try, a new card's included. Each attempt has its own key instead: the
 * invoice's `charge_attempts` counts the attempts that ended without money, and the next charge of
 * invoices.pay, attach's and update's collection is `attemptKey(id, charge_attempts)`.
 *
 * The safety property: a charge whose answer was lost (an error, a timeout, a crash after the
 * provider's call and before its answer was recorded) is the same attempt, so its retry sends the
 * same key and the provider charges at most once. Only an answer that says no money moved and none
 * will without a new try (a decline, a failure) ends the attempt; so does nothing else.
 */

/** What a charge came back with, as far as its attempt is concerned (`no_answer`: it threw, or it never returned). */
export type AttemptOutcome = "succeeded" | "requires_action" | "failed" | "no_answer";

/**
 * The provider's idempotency key of an invoice's attempt `n`: attempt 0 keeps the invoice id (the key
 * every charge used before attempts were counted, so a charge in flight across the upgrade keeps it),
 * later ones `<invoice id>_attempt_<n>` (apart from dunning's `_retry_<n>` and top-ups' `_topup_<round>`).
 */
export function attemptKey(invoiceId: string, attempt: number): string {
  if (!Number.isInteger(attempt) || attempt < 0) throw new RangeError(`attempt ${attempt} is not a count`);
  return attempt === 0 ? invoiceId : `${invoiceId}_attempt_${attempt}`;
}

/**
 * Whether the outcome ends the attempt (the next charge gets the next key). A decline or failure
 * does. A success does not (the invoice is paid; a replay must answer the same payment). Nor does a
 * payment awaiting the customer's authentication (3-D Secure): it may still complete, and a second
 * key could take the money twice. Nor does no answer: that attempt may have charged.
 */
export const attemptEnds = (outcome: AttemptOutcome): boolean => outcome === "failed";

