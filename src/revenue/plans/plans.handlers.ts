import type { RevenueHandlerGroup } from "../types.js";
import type { PlansService } from "./plans.service.js";

type Ops = "plans.list" | "plans.get" | "plans.create" | "plans.update" | "plans.delete" | "plans.versions" | "plans.migrate";

export function planHandlers(plans: PlansService): RevenueHandlerGroup<Ops> {
  return {
    "plans.list": ({ auth, body }) => plans.list(auth, body, auth.kind === "publishable"),
    "plans.get": ({ auth, body }) => plans.get(auth, body),
    "plans.create": ({ auth, body }) => plans.create(auth, body),
    "plans.update": ({ auth, body }) => plans.update(auth, body),
    "plans.delete": ({ auth, body }) => plans.delete(auth, body),
    "plans.versions": ({ auth, body }) => plans.versions(auth, body),
    "plans.migrate": ({ auth, body }) => plans.migrate(auth, body),
  };
}
