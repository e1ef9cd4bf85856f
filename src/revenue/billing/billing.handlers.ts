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
  | "cancel"
  | "billing.multi_attach"
  | "billing.preview_multi_attach"
  | "billing.multi_update"
  | "billing.preview_multi_update"
  | "billing.create_schedule"
  | "billing.import";

export function billingHandlers(billing: BillingService, changes: PlanChangeService): RevenueHandlerGroup<Ops> {
  return {
    "billing.update": async ({ auth, body, h }) => await changes.update(h, auth, body),
    "billing.preview_update": ({ auth, body, h }) => changes.previewUpdate(h, auth, body),
    "billing.cancel": async ({ auth, body, h }) => await changes.cancel(h, auth, body),
    cancel: async ({ auth, body, h }) => await changes.cancel(h, auth, body),
    "billing.attach": async ({ auth, body, h }) => await billing.attach(h, auth, body),
    attach: async ({ auth, body, h }) => await billing.attach(h, auth, body),
    "billing.preview_attach": ({ auth, body, h }) => billing.previewAttach(h, auth, body),
    checkout: ({ auth, body, h }) => billing.previewAttach(h, auth, body),
    "billing.setup_payment": ({ auth, body, h }) => billing.setupPayment(h, auth, body),
    "billing.open_customer_portal": ({ auth, body, h }) => billing.openCustomerPortal(h, auth, body),
    "billing.multi_attach": ({ auth, body, h }) => billing.multiAttach(h, auth, body),
    "billing.preview_multi_attach": ({ auth, body, h }) => billing.previewMultiAttach(h, auth, body),
    "billing.multi_update": async ({ auth, body, h }) => await changes.multiUpdate(h, auth, body),
    "billing.preview_multi_update": ({ auth, body, h }) => changes.previewMultiUpdate(h, auth, body),
    "billing.create_schedule": ({ auth, body, h }) => billing.createSchedule(h, auth, body),
    "billing.import": ({ auth, body, h }) => billing.importSubscriptions(h, auth, body),
  };
}
