import type { RevenueHandlerGroup } from "../types.js";
import type { BillingService } from "./billing.service.js";
import type { PlanChangeService } from "./update.service.js";

type Ops =
  | "billing.attach"
  | "attach"
  | "billing.preview_attach"
  | "checkout"
  | "billing.setup_payment"
  | "billing.open_customer_portal"
  | "billing.update"
  | "billing.preview_update"
  | "billing.cancel"
  | "cancel";

export function billingHandlers(billing: BillingService, changes: PlanChangeService): RevenueHandlerGroup<Ops> {
  return {
    "billing.update": async ({ auth, body }) => await changes.update(auth, body),
    "billing.preview_update": ({ auth, body }) => changes.previewUpdate(auth, body),
    "billing.cancel": async ({ auth, body }) => await changes.cancel(auth, body),
    cancel: async ({ auth, body }) => await changes.cancel(auth, body),
    "billing.attach": async ({ auth, body }) => await billing.attach(auth, body),
    attach: async ({ auth, body }) => await billing.attach(auth, body),
    "billing.preview_attach": ({ auth, body }) => billing.previewAttach(auth, body),
    checkout: ({ auth, body }) => billing.previewAttach(auth, body),
    "billing.setup_payment": ({ auth, body }) => billing.setupPayment(auth, body),
    "billing.open_customer_portal": ({ auth, body }) => billing.openCustomerPortal(auth, body),
  };
}
