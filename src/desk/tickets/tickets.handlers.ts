import type { DeskContext } from "../context.js";
import type { DeskHandlerGroup } from "../types.js";
import { ticketsService } from "./tickets.service.js";

type Ops = "tickets.list" | "tickets.create" | "tickets.get" | "tickets.update" | "ticketComments.list" | "ticketComments.create";

export function ticketHandlers(ctx: DeskContext): DeskHandlerGroup<Ops> {
  const tickets = ticketsService(ctx);
  return {
    "tickets.list": ({ auth, query }) => tickets.list(auth.spaceId, query),
    "tickets.create": ({ auth, body }) => tickets.create(auth.spaceId, body),
    "tickets.get": ({ auth, params }) => tickets.get(auth.spaceId, params.id),
    "tickets.update": ({ auth, params, body }) => tickets.update(auth.spaceId, params.id, body),
    "ticketComments.list": ({ auth, params, query }) => tickets.comments(auth.spaceId, params.id, query),
    "ticketComments.create": ({ auth, params, body }) => tickets.comment(auth.spaceId, params.id, body),
  };
}
