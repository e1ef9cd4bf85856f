import type { RevenueHandlerGroup } from "../types.js";
import type { InvoicesService } from "./invoices.service.js";

type Ops = "invoices.list" | "invoices.get" | "invoices.void" | "invoices.mark_paid" | "payment_methods.list" | "payment_methods.delete";

export function invoiceHandlers(invoices: InvoicesService): RevenueHandlerGroup<Ops> {
  return {
    "invoices.list": ({ auth, body, h }) => invoices.list(h, auth, body),
    "invoices.get": ({ auth, body, h }) => invoices.get(h, auth, body),
    "invoices.void": ({ auth, body, h }) => invoices.void(h, auth, body),
    "invoices.mark_paid": ({ auth, body, h }) => invoices.markPaid(h, auth, body),
    "payment_methods.list": ({ auth, body, h }) => invoices.paymentMethods(h, auth, body),
    "payment_methods.delete": ({ auth, body, h }) => invoices.deletePaymentMethod(h, auth, body),
  };
}
