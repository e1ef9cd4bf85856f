import type { components } from "../../generated/console.js";

export type ConsoleInvoice = components["schemas"]["ConsoleInvoice"];
export type ConsolePaymentMethod = components["schemas"]["ConsolePaymentMethod"];

/**
 * What the Customers page shows of paid billing: a customer's invoices (with
 * their hosted pages) and saved payment methods. Billing implements it once
 * invoices and payment methods exist; until then the console uses `noBillingRecords`.
 */
export interface BillingRecords {
  /** Newest first. */
  listInvoices(customer: { spaceId: number; customerId: string }): ConsoleInvoice[];
  listPaymentMethods(customer: { spaceId: number; customerId: string }): ConsolePaymentMethod[];
}

export const noBillingRecords: BillingRecords = {
  listInvoices: () => [],
  listPaymentMethods: () => [],
};
