import type { RevenueHandlerGroup } from "../types.js";
import type { InvoicesService } from "./invoices.service.js";

type Ops =
  | "invoices.list"
  | "invoices.get"
  | "invoices.void"
  | "invoices.mark_paid"
  | "invoices.create"
  | "invoices.insert"
  | "invoices.listTemplates"
  | "invoices.pay"
  | "invoices.reissue"
  | "payment_methods.list"
  | "payment_methods.delete";

export function invoiceHandlers(invoices: InvoicesService): RevenueHandlerGroup<Ops> {
  return {
    "invoices.list": ({ auth, body, h }) => invoices.list(h, auth, body),
    "invoices.get": ({ auth, body, h }) => invoices.get(h, auth, body),
    "invoices.void": ({ auth, body, h }) => invoices.void(h, auth, body),
    "invoices.mark_paid": ({ auth, body, h }) => invoices.markPaid(h, auth, body),
    "invoices.create": ({ auth, body, h }) => invoices.create(h, auth, body),
    "invoices.insert": ({ auth, body, h }) => invoices.insert(h, auth, body),
    "invoices.listTemplates": ({ body }) => invoices.listTemplates(body),
    "invoices.pay": ({ auth, body, h }) => invoices.pay(h, auth, body),
    "invoices.reissue": ({ auth, body, h }) => invoices.reissue(h, auth, body),
    "payment_methods.list": ({ auth, body, h }) => invoices.paymentMethods(h, auth, body),
    "payment_methods.delete": ({ auth, body, h }) => invoices.deletePaymentMethod(h, auth, body),
  };
}
