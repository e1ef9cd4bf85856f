import { RevenueError } from "../errors.js";
import { toMajor } from "../payments/money.rules.js";
import type { CouponLine } from "./coupons.rules.js";

/**
 * The bound of every invoice Tandem writes, pure. One invoice line and one
 * invoice total (and subtotal) are at most MAX_INVOICE_AMOUNT minor units of
 * their currency either way: Stripe's largest charge (eight digits, 999,999.99
 * USD; the sandbox mirrors it), far under Number.MAX_SAFE_INTEGER, so every
 * stored amount is an exact integer and a mode's sums of them stay exact.
 * A request whose charges would pass it is refused with 400 `invalid_amount`
 * before anything is written; the billing cycle, which has no request to
 * refuse, caps a renewal's lines at it (`capInvoiceLines`).
 */
export const MAX_INVOICE_AMOUNT = 99_999_999;

const within = (minor: number): boolean => Number.isFinite(minor) && Math.abs(minor) <= MAX_INVOICE_AMOUNT;

/** Whether every line, the subtotal and the total of `lines` are within the bound. */
export function invoiceWithinBound(lines: readonly CouponLine[]): boolean {
  let total = 0;
  let subtotal = 0;
  for (const l of lines) {
    if (!within(l.amount) || (l.subtotal !== undefined && !within(l.subtotal))) return false;
    total += l.amount;
    subtotal += l.subtotal ?? l.amount;
  }
  return within(total) && within(subtotal);
}

/** 400 `invalid_amount` unless `lines` make an invoice within the bound (`what` says which charge, e.g. "the first period"). */
export function assertInvoiceBound(lines: readonly CouponLine[], currency: string, what = "the invoice"): void {
  if (invoiceWithinBound(lines)) return;
  throw new RevenueError(
    "invalid_amount",
    `${what} would pass ${toMajor(MAX_INVOICE_AMOUNT, currency)} ${currency.toUpperCase()}, the most one invoice line or invoice total may be (${MAX_INVOICE_AMOUNT} minor units: a payment provider's largest charge). Lower the price or the quantity.`,
  );
}

/** Appended to the description of a line the cycle capped. */
export const CAPPED_NOTE = "(capped: an invoice charges at most 99,999,999 minor units)";

/**
 * A renewal's lines within the bound (the billing cycle cannot refuse): each charge is cut so
 * that neither it nor the running total passes MAX_INVOICE_AMOUNT, and says so in its
 * description. Lines within the bound come back as they are.
 */
export function capInvoiceLines<L extends CouponLine & { description: string }>(lines: readonly L[]): L[] {
  if (invoiceWithinBound(lines)) return [...lines];
  let total = 0;
  return lines.map((l) => {
    const room = Math.max(0, MAX_INVOICE_AMOUNT - Math.max(0, total));
    const amount = Number.isFinite(l.amount) ? Math.max(-MAX_INVOICE_AMOUNT, Math.min(l.amount, room)) : room;
    total += amount;
    if (amount === l.amount && (l.subtotal === undefined || within(l.subtotal))) return l;
    const { subtotal: _s, discounts: _d, ...rest } = l;
    return { ...rest, amount, description: `${l.description} ${CAPPED_NOTE}` } as L;
  });
}
