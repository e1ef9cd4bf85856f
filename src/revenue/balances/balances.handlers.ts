import type { RevenueHandlerGroup } from "../types.js";
import type { BalancesService } from "./balances.service.js";

type Ops = "balances.check" | "check" | "balances.track" | "track" | "balances.list" | "balances.grant" | "balances.create" | "balances.batch_track" | "balances.update" | "balances.delete" | "balances.finalize" | "balances.track_tokens" | "costs.rates.list";

export function balanceHandlers(balances: BalancesService): RevenueHandlerGroup<Ops> {
  return {
    "balances.check": ({ auth, body }) => balances.check(auth, body),
    check: ({ auth, body }) => balances.check(auth, body),
    "balances.track": ({ auth, body }) => balances.track(auth, body),
    track: ({ auth, body }) => balances.track(auth, body),
    "balances.list": ({ auth, body }) => balances.list(auth, body),
    "balances.grant": ({ auth, body }) => balances.grant(auth, body),
    "balances.create": ({ auth, body }) => balances.create(auth, body),
    "balances.batch_track": ({ auth, body }) => balances.batchTrack(auth, body),
    "balances.update": ({ auth, body }) => balances.update(auth, body),
    "balances.delete": ({ auth, body }) => balances.delete(auth, body),
    "balances.finalize": ({ auth, body }) => balances.finalize(auth, body),
    "balances.track_tokens": ({ auth, body }) => balances.trackTokens(auth, body),
    "costs.rates.list": ({ body }) => balances.rates(body),
  };
}
