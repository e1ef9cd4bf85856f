import type { InvoiceRow } from "../invoices/invoices.repo.js";
import type { BillingEventKind, InvoiceEventData } from "../notify.js";
import { toMajor } from "../payments/money.rules.js";

export type InvoiceEventKind = Extract<BillingEventKind, `invoice.${string}`>;

/**
 * The `data` of an invoice event: the invoice as it is now, in major units.
 * `failure_code` only on `invoice.payment_failed` (the invoice's last error).
 */
export function invoiceEventData(kind: InvoiceEventKind, inv: InvoiceRow, customerId: string, hostedUrl: string | null): InvoiceEventData {
  return {
    customer_id: customerId,
    invoice_id: inv.id,
    number: String(inv.number),
    status: inv.status,
    total: toMajor(inv.total, inv.currency),
    amount_paid: toMajor(inv.amount_paid, inv.currency),
    currency: inv.currency,
    failure_code: kind === "invoice.payment_failed" ? (inv.last_error ?? "payment_failed") : null,
    hosted_invoice_url: hostedUrl,
  };
}
