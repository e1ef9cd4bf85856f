import type { DeskHandlerGroup } from "../types.js";
import type { CsatService } from "./csat.service.js";

export function csatHandlers(csat: CsatService): DeskHandlerGroup<"csat.create"> {
  return {
    "csat.create": ({ auth, params, body }) => csat.rate(auth.spaceId, params.id, body),
  };
}
