import type { RevenueContext } from "../context.js";
import type { RevenueHandlerGroup } from "../types.js";
import { eventsService } from "./events.service.js";

type Ops = "events.list" | "events.aggregate";

export function eventHandlers(ctx: RevenueContext): RevenueHandlerGroup<Ops> {
  const events = eventsService(ctx);
  return {
    "events.list": ({ auth, body }) => events.list(auth, body),
    "events.aggregate": ({ auth, body }) => events.aggregate(auth, body),
  };
}
