import type { RevenueHandlerGroup } from "../types.js";
import type { EntitiesService } from "./entities.service.js";

type Ops = "entities.create" | "entities.get" | "entities.update" | "entities.delete" | "entities.list";

export function entityHandlers(entities: EntitiesService): RevenueHandlerGroup<Ops> {
  return {
    "entities.create": ({ auth, body }) => entities.create(auth, body),
    "entities.get": ({ auth, body }) => entities.get(auth, body),
    "entities.update": ({ auth, body }) => entities.update(auth, body),
    "entities.delete": ({ auth, body }) => entities.delete(auth, body),
    "entities.list": ({ auth, body }) => entities.list(auth, body),
  };
}
