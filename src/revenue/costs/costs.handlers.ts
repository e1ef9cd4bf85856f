import type { RevenueHandlerGroup } from "../types.js";
import type { CostsService } from "./costs.service.js";

type Ops = "costs.track" | "costs.batch_track" | "costs.list";

export function costHandlers(costs: CostsService): RevenueHandlerGroup<Ops> {
  return {
    "costs.track": ({ auth, body, h }) => costs.track(h, auth, body),
    "costs.batch_track": ({ auth, body, h }) => costs.batchTrack(h, auth, body.items),
    "costs.list": ({ auth, body, h }) => costs.list(h, auth, body),
  };
}
