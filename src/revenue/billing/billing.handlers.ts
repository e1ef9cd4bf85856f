import type { RevenueHandlerGroup } from "../types.js";
import type { BillingService } from "./billing.service.js";

type Ops = "billing.attach" | "attach" | "billing.preview_attach" | "checkout" | "billing.setup_payment" | "billing.open_customer_portal";

export function billingHandlers(billing: BillingService): RevenueHandlerGroup<Ops> {
  return {
    "billing.attach": ({ auth, body }) => billing.attach(auth, body),
    attach: ({ auth, body }) => billing.attach(auth, body),
    "billing.preview_attach": ({ auth, body }) => billing.previewAttach(auth, body),
    checkout: ({ auth, body }) => billing.previewAttach(auth, body),
    "billing.setup_payment": ({ auth, body }) => billing.setupPayment(auth, body),
    "billing.open_customer_portal": ({ auth, body }) => billing.openCustomerPortal(auth, body),
  };
}
