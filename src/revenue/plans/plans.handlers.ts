import type { RevenueHandlerGroup } from "../types.js";
import type { PlansService } from "./plans.service.js";

type Ops = "plans.list" | "plans.get" | "plans.create" | "plans.update" | "plans.delete" | "plans.versions" | "plans.migrate";

export function planHandlers(plans: PlansService): RevenueHandlerGroup<Ops> {
  return {
    "plans.list": ({ h, auth, body }) => plans.list(h, auth, body, auth.kind === "publishable"),
    "plans.get": ({ h, auth, body }) => plans.get(h, auth, body),
    "plans.create": ({ h, auth, body }) => plans.create(h, auth, body),
    "plans.update": ({ h, auth, body }) => plans.update(h, auth, body),
    "plans.delete": ({ h, auth, body }) => plans.delete(h, auth, body),
    "plans.versions": ({ h, auth, body }) => plans.versions(h, auth, body),
    "plans.migrate": ({ h, auth, body }) => plans.migrate(h, auth, body),
  };
}
