import type { DeskContext } from "../context.js";
import type { DeskHandlerGroup } from "../types.js";
import { eventsService } from "./events.service.js";

export function eventHandlers(ctx: DeskContext): DeskHandlerGroup<"events.list" | "events.get"> {
  const events = eventsService(ctx);
  return {
    "events.list": ({ auth, query, h }) => events.list(h, auth.spaceId, query),
    "events.get": ({ auth, params, h }) => events.get(h, auth.spaceId, params.id),
  };
}
