import type { RevenueHandlerGroup } from "../types.js";
import type { BillingService } from "./billing.service.js";

type Ops = "billing.attach" | "attach";

export function billingHandlers(billing: BillingService): RevenueHandlerGroup<Ops> {
  return {
    "billing.attach": ({ auth, body }) => billing.attach(auth, body),
    attach: ({ auth, body }) => billing.attach(auth, body),
  };
}
