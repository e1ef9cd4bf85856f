import type { RevenueHandlerGroup } from "../types.js";
import type { BalancesService } from "./balances.service.js";

type Ops = "balances.check" | "check" | "balances.track" | "track" | "balances.list" | "balances.grant" | "balances.create" | "balances.batch_track" | "balances.update" | "balances.delete" | "balances.finalize" | "balances.track_tokens" | "costs.rates.list";

export function balanceHandlers(balances: BalancesService): RevenueHandlerGroup<Ops> {
  return {
    "balances.check": ({ auth, body, h }) => balances.check(h, auth, body),
    check: ({ auth, body, h }) => balances.check(h, auth, body),
    "balances.track": ({ auth, body, h }) => balances.track(h, auth, body),
    track: ({ auth, body, h }) => balances.track(h, auth, body),
    "balances.list": ({ auth, body, h }) => balances.list(h, auth, body),
    "balances.grant": ({ auth, body, h }) => balances.grant(h, auth, body),
    "balances.create": ({ auth, body, h }) => balances.create(h, auth, body),
    "balances.batch_track": ({ auth, body, h }) => balances.batchTrack(h, auth, body),
    "balances.update": ({ auth, body, h }) => balances.update(h, auth, body),
    "balances.delete": ({ auth, body, h }) => balances.delete(h, auth, body),
    "balances.finalize": ({ auth, body, h }) => balances.finalize(h, auth, body),
    "balances.track_tokens": ({ auth, body, h }) => balances.trackTokens(h, auth, body),
    "costs.rates.list": ({ body, h }) => balances.rates(h, body),
  };
}
