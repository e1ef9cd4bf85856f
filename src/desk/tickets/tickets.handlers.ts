import type { DeskContext } from "../context.js";
import type { DeskHandlerGroup } from "../types.js";
import { ticketsService } from "./tickets.service.js";

type Ops = "tickets.list" | "tickets.create" | "tickets.get" | "tickets.update" | "ticketComments.list" | "ticketComments.create";

export function ticketHandlers(ctx: DeskContext): DeskHandlerGroup<Ops> {
  const tickets = ticketsService(ctx);
  return {
    "tickets.list": ({ auth, query, h }) => tickets.list(h, auth.spaceId, query),
    "tickets.create": ({ auth, body, h }) => tickets.create(h, auth.spaceId, body),
    "tickets.get": ({ auth, params, h }) => tickets.get(h, auth.spaceId, params.id),
    "tickets.update": ({ auth, params, body, h }) => tickets.update(h, auth.spaceId, params.id, body),
    "ticketComments.list": ({ auth, params, query, h }) => tickets.comments(h, auth.spaceId, params.id, query),
    "ticketComments.create": ({ auth, params, body, h }) => tickets.comment(h, auth.spaceId, params.id, body),
  };
}
