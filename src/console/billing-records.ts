import type { components } from "../../generated/console.js";
import type { Revenue } from "../revenue/revenue.js";
import { toMinor } from "../revenue/payments/money.rules.js";
import type { Handle } from "../platform/db/handle.js";
import type { Mode } from "../platform/tenancy/workspaces.repo.js";

export type ConsoleInvoice = components["schemas"]["ConsoleInvoice"];
export type ConsolePaymentMethod = components["schemas"]["ConsolePaymentMethod"];

/**
 * What the Customers page shows of paid billing: a customer's invoices (with
 * their hosted pages) and saved payment methods, read through the billing
 * API's own services (`billingRecords`), on the request's handle `h`.
 */
export interface BillingRecords {
  /** Newest first. */
  listInvoices(h: Handle, customer: { spaceId: number; customerId: string }): Promise<ConsoleInvoice[]>;
  listPaymentMethods(h: Handle, customer: { spaceId: number; customerId: string }): Promise<ConsolePaymentMethod[]>;
  /** The customer's test clock (Unix ms), null while it follows real time. */
  frozenTime(h: Handle, customer: { spaceId: number; customerId: string }): Promise<number | null>;
}

/** The records from the billing domain: invoices.list and payment_methods.list of the customer's mode. */
export function billingRecords(revenue: Revenue, modeOf: (spaceId: number) => Mode): BillingRecords {
  const { invoices, cycle } = revenue.services;
  return {
    listInvoices: async (h, { spaceId, customerId }) =>
      (await invoices.list(h, { spaceId, mode: modeOf(spaceId) }, { customer_id: customerId, limit: 50 })).list.map((i) => ({
        id: i.id,
        number: i.number,
        status: i.status,
        // The console shows money in minor units, as it is stored.
        total: toMinor(i.total, i.currency),
        currency: i.currency,
        createdAt: new Date(i.created_at).toISOString(),
        hostedUrl: i.hosted_invoice_url ?? null,
      })),
    listPaymentMethods: async (h, { spaceId, customerId }) =>
      (await invoices.paymentMethods(h, { spaceId, mode: modeOf(spaceId) }, { customer_id: customerId })).list.map((m) => ({
        id: m.id,
        type: m.type,
        brand: m.card?.brand ?? null,
        last4: m.card?.last4 ?? null,
        expMonth: m.card?.exp_month ?? null,
        expYear: m.card?.exp_year ?? null,
        isDefault: m.is_default,
      })),
    frozenTime: async (h, { spaceId, customerId }) => await cycle.frozenTimeOf(h, spaceId, customerId),
  };
}
