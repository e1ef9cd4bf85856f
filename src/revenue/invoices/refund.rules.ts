/** Whether, and how much of, a paid invoice can be refunded (the console's Refund): pure. */
import { RevenueError } from "../errors.js";
import { exponent, toMajor, toMinor } from "../payments/money.rules.js";
import type { InvoiceRow } from "./invoices.repo.js";

type Refundable = Pick<InvoiceRow, "id" | "status" | "total" | "amount_paid" | "refunded" | "provider" | "payment_ref" | "currency">;

/** Minor units of `inv`'s provider payment not refunded yet (0 when it has none: not paid, paid outside a provider, a credit note). */
export const refundableOf = (inv: Refundable): number =>
  inv.status === "paid" && inv.provider !== null && inv.payment_ref !== null && inv.total > 0 ? Math.max(0, inv.amount_paid - inv.refunded) : 0;

/**
 * The minor units to refund of `inv` for `requested` (major units of the invoice's currency;
 * undefined: all that is left). 409 `invoice_not_refundable` for an invoice that is not paid, was
 * paid outside a provider, is a credit note or is refunded in full; 400 `invalid_amount` for an
 * amount ≤ 0, finer than the currency's minor unit, or above what is left to refund.
 */
export function decideRefund(inv: Refundable, requested: number | undefined): number {
  if (inv.status !== "paid") throw new RevenueError("invoice_not_refundable", `Invoice ${inv.id} is ${inv.status}: only a paid invoice can be refunded.`);
  if (inv.total < 0) throw new RevenueError("invoice_not_refundable", `Invoice ${inv.id} is a credit note: it refunds another invoice.`);
  if (inv.provider === null || inv.payment_ref === null || inv.amount_paid <= 0)
    throw new RevenueError("invoice_not_refundable", `Invoice ${inv.id} has no provider payment to refund (it was paid outside the provider, or cost nothing).`);
  const left = refundableOf(inv);
  if (left === 0) throw new RevenueError("invoice_not_refundable", `Invoice ${inv.id} is refunded in full.`);
  if (requested === undefined) return left;
  const amount = toMinor(requested, inv.currency);
  if (!(requested > 0) || amount <= 0) throw new RevenueError("invalid_amount", "amount: must be more than 0");
  if (toMajor(amount, inv.currency) !== requested) throw new RevenueError("invalid_amount", `amount: at most ${exponent(inv.currency)} decimals in ${inv.currency.toUpperCase()}`);
  if (amount > left) throw new RevenueError("invalid_amount", `amount: at most ${toMajor(left, inv.currency)} ${inv.currency.toUpperCase()} of invoice ${inv.id} can still be refunded`);
  return amount;
}
