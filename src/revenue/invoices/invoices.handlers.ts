import type { RevenueHandlerGroup } from "../types.js";
import type { InvoicesService } from "./invoices.service.js";

type Ops = "invoices.list" | "invoices.get" | "invoices.void" | "invoices.mark_paid" | "payment_methods.list" | "payment_methods.delete";

export function invoiceHandlers(invoices: InvoicesService): RevenueHandlerGroup<Ops> {
  return {
    "invoices.list": ({ auth, body }) => invoices.list(auth, body),
    "invoices.get": ({ auth, body }) => invoices.get(auth, body),
    "invoices.void": ({ auth, body }) => invoices.void(auth, body),
    "invoices.mark_paid": ({ auth, body }) => invoices.markPaid(auth, body),
    "payment_methods.list": ({ auth, body }) => invoices.paymentMethods(auth, body),
    "payment_methods.delete": ({ auth, body }) => invoices.deletePaymentMethod(auth, body),
  };
}
