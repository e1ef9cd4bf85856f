import type { RevenueContext } from "../context.js";
import type { RevenueHandlerGroup } from "../types.js";
import { billingService } from "./billing.service.js";

type Ops = "billing.attach" | "attach";

export function billingHandlers(ctx: RevenueContext): RevenueHandlerGroup<Ops> {
  const billing = billingService(ctx);
  return {
    "billing.attach": ({ auth, body }) => billing.attach(auth, body),
    attach: ({ auth, body }) => billing.attach(auth, body),
  };
}
