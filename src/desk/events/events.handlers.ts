import type { DeskContext } from "../context.js";
import type { DeskHandlerGroup } from "../types.js";
import { eventsService } from "./events.service.js";

export function eventHandlers(ctx: DeskContext): DeskHandlerGroup<"events.list" | "events.get"> {
  const events = eventsService(ctx);
  return {
    "events.list": ({ auth, query }) => events.list(auth.spaceId, query),
    "events.get": ({ auth, params }) => events.get(auth.spaceId, params.id),
  };
}
