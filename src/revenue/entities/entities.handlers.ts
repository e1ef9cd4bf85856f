import type { RevenueContext } from "../context.js";
import type { RevenueHandlerGroup } from "../types.js";
import { entitiesService } from "./entities.service.js";

type Ops = "entities.create" | "entities.get" | "entities.update" | "entities.delete" | "entities.list";

export function entityHandlers(ctx: RevenueContext): RevenueHandlerGroup<Ops> {
  const entities = entitiesService(ctx);
  return {
    "entities.create": ({ auth, body }) => entities.create(auth, body),
    "entities.get": ({ auth, body }) => entities.get(auth, body),
    "entities.update": ({ auth, body }) => entities.update(auth, body),
    "entities.delete": ({ auth, body }) => entities.delete(auth, body),
    "entities.list": ({ auth, body }) => entities.list(auth, body),
  };
}
