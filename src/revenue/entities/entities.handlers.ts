import type { RevenueHandlerGroup } from "../types.js";
import type { EntitiesService } from "./entities.service.js";

type Ops = "entities.create" | "entities.get" | "entities.update" | "entities.delete" | "entities.list";

export function entityHandlers(entities: EntitiesService): RevenueHandlerGroup<Ops> {
  return {
    "entities.create": ({ h, auth, body }) => entities.create(h, auth, body),
    "entities.get": ({ h, auth, body }) => entities.get(h, auth, body),
    "entities.update": ({ h, auth, body }) => entities.update(h, auth, body),
    "entities.delete": ({ h, auth, body }) => entities.delete(h, auth, body),
    "entities.list": ({ h, auth, body }) => entities.list(h, auth, body),
  };
}
