import { grossOf, lineDiscountView } from "../billing/coupons.rules.js";
import type { QuoteLine } from "../billing/quote.rules.js";
import { toMajor } from "../payments/money.rules.js";
import type { PaymentMethodRow } from "../payments/payments.repo.js";
import type { Schemas } from "../types.js";
import { invoiceNumber, providerName } from "./invoice-number.js";
import type { InvoiceRow } from "./invoices.repo.js";
import { isRecorded } from "./one-off.rules.js";

/**
 * An invoice as the customer's `invoices` list shows it. `stripe_id` is the
 * provider's payment reference, else Tandem's id (the sandbox has no invoice
 * of its own); `processor_type` is `stripe` for both providers (Autumn's
 * clients know no other card processor), `provider` says which it is.
 */
export function invoiceView(r: InvoiceRow, hostedUrl: string | null, mode: "test" | "live"): Schemas["Invoice"] {
  return {
    id: r.id,
    number: invoiceNumber(r.number, mode),
    plan_ids: JSON.parse(r.plan_ids) as string[],
    stripe_id: r.payment_ref ?? r.id,
    processor_type: "stripe",
    provider: providerName(r.provider),
    status: r.status,
    total: toMajor(r.total, r.currency),
    currency: r.currency,
    created_at: r.created_at,
    // An invoice recorded from elsewhere (invoices.insert) has no page Tandem may show: its issuer collects it.
    hosted_invoice_url: isRecorded(r) ? null : hostedUrl,
  };
}

/** invoices.list / get / void / mark_paid: with `items` when `withLines`. */
export function invoiceDetailView(r: InvoiceRow, customerId: string | null, hostedUrl: string | null, mode: "test" | "live", withLines: boolean): Schemas["InvoiceDetail"] {
  const lines = withLines ? (JSON.parse(r.lines) as QuoteLine[]) : [];
  return {
    ...invoiceView(r, hostedUrl, mode),
    customer_id: customerId,
    entity_id: null,
    amount_paid: r.amount_paid === 0 ? null : toMajor(r.amount_paid, r.currency),
    refunded_amount: toMajor(r.refunded, r.currency),
    subtotal: toMajor(r.subtotal, r.currency),
    ...(withLines
      ? {
          items: lines.map((l, i) => ({
            id: `${r.id}_${i}`,
            description: l.description,
            period_start: l.period_start,
            period_end: l.period_end,
            plan_id: l.plan_id,
            feature_id: l.feature_id,
            feature_name: l.feature_name,
            quantity: l.quantity,
            amount: toMajor(l.amount, r.currency),
            subtotal: toMajor(grossOf(l), r.currency),
            discounts: (l.discounts ?? []).map((d) => lineDiscountView(d, r.currency)),
            entities: [],
          })),
        }
      : {}),
  };
}

export function paymentMethodView(m: PaymentMethodRow): Schemas["PaymentMethod"] {
  return {
    id: m.provider_id,
    processor_type: "stripe",
    provider: m.provider as "sandbox" | "stripe",
    type: m.type,
    is_default: m.is_default === 1,
    card: m.brand !== null && m.last4 !== null ? { brand: m.brand, last4: m.last4, exp_month: m.exp_month ?? 0, exp_year: m.exp_year ?? 0 } : null,
    created_at: m.created_at,
  };
}
