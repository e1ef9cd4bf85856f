import type { DeskContext } from "../context.js";
import type { DeskHandlerGroup } from "../types.js";
import { mailService } from "./mail.service.js";

export function mailHandlers(ctx: DeskContext): DeskHandlerGroup<"mailDeliveries.list" | "mailDeliveries.get"> {
  const mail = mailService(ctx);
  return {
    "mailDeliveries.list": ({ auth, query, h }) => mail.list(h, auth.spaceId, query),
    "mailDeliveries.get": ({ auth, params, h }) => mail.get(h, auth.spaceId, params.id),
  };
}
