import type { RevenueContext } from "../context.js";
import type { RevenueHandlerGroup } from "../types.js";
import { balancesService } from "./balances.service.js";

type Ops = "balances.check" | "check" | "balances.track" | "track" | "balances.list" | "balances.grant" | "balances.create";

export function balanceHandlers(ctx: RevenueContext): RevenueHandlerGroup<Ops> {
  const balances = balancesService(ctx);
  return {
    "balances.check": ({ auth, body }) => balances.check(auth, body),
    check: ({ auth, body }) => balances.check(auth, body),
    "balances.track": ({ auth, body }) => balances.track(auth, body),
    track: ({ auth, body }) => balances.track(auth, body),
    "balances.list": ({ auth, body }) => balances.list(auth, body),
    "balances.grant": ({ auth, body }) => balances.grant(auth, body),
    "balances.create": ({ auth, body }) => balances.create(auth, body),
  };
}
