import type { DeskContext } from "../context.js";
import type { DeskHandlerGroup } from "../types.js";
import { csatService } from "./csat.service.js";

export function csatHandlers(ctx: DeskContext): DeskHandlerGroup<"csat.create"> {
  const csat = csatService(ctx);
  return {
    "csat.create": ({ auth, params, body }) => csat.rate(auth.spaceId, params.id, body),
  };
}
