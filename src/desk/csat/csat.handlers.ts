import type { DeskHandlerGroup } from "../types.js";
import type { CsatService } from "./csat.service.js";

export function csatHandlers(csat: CsatService): DeskHandlerGroup<"csat.create"> {
  return {
    "csat.create": ({ auth, params, body, h }) => csat.rate(h, auth.spaceId, params.id, body),
  };
}
