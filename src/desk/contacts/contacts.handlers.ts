import { withStatus } from "../../platform/http/handlers.js";
import type { DeskContext } from "../context.js";
import type { DeskHandlerGroup } from "../types.js";
import { contactsService } from "./contacts.service.js";
import { contactView } from "./contacts.view.js";

type Ops = "contacts.upsert" | "contacts.list" | "contacts.get" | "contacts.erase";

export function contactHandlers(ctx: DeskContext): DeskHandlerGroup<Ops> {
  const contacts = contactsService(ctx);
  return {
    "contacts.upsert": async ({ auth, body, h }) => {
      const { external_id, ...patch } = body;
      const { contact, created } = await ctx.writeIn(h, (tx) => ctx.upsertContact(tx, auth.spaceId, external_id, patch, ctx.clock.now()));
      return withStatus(created ? 201 : 200, contactView(contact));
    },
    "contacts.list": ({ auth, query, h }) => contacts.list(h, auth.spaceId, query),
    "contacts.get": ({ auth, params, h }) => contacts.detail(h, auth.spaceId, params.id),
    "contacts.erase": ({ auth, params, h }) => contacts.erase(h, auth.spaceId, params.id),
  };
}
