import type { RevenueHandlerGroup } from "../types.js";
import type { EventsService } from "./events.service.js";

type Ops = "events.list" | "events.aggregate";

export function eventHandlers(events: EventsService): RevenueHandlerGroup<Ops> {
  return {
    "events.list": ({ h, auth, body }) => events.list(h, auth, body),
    "events.aggregate": ({ h, auth, body }) => events.aggregate(h, auth, body),
  };
}
