import { withStatus } from "../../platform/http/handlers.js";
import type { DeskContext } from "../context.js";
import type { DeskHandlerGroup } from "../types.js";
import { contactsService } from "./contacts.service.js";
import { contactView } from "./contacts.view.js";

type Ops = "contacts.upsert" | "contacts.list" | "contacts.get" | "contacts.erase";

export function contactHandlers(ctx: DeskContext): DeskHandlerGroup<Ops> {
  const contacts = contactsService(ctx);
  return {
    "contacts.upsert": async ({ auth, body }) => {
      const { external_id, ...patch } = body;
      const { contact, created } = await ctx.write(() => ctx.upsertContact(auth.spaceId, external_id, patch, ctx.clock.now()));
      return withStatus(created ? 201 : 200, contactView(contact));
    },
    "contacts.list": ({ auth, query }) => contacts.list(auth.spaceId, query),
    "contacts.get": ({ auth, params }) => contacts.detail(auth.spaceId, params.id),
    "contacts.erase": ({ auth, params }) => contacts.erase(auth.spaceId, params.id),
  };
}
