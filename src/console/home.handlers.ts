/**
 * The console's Home page (`home.get`) and a customer's usage chart
 * (`customers.usage`): billing's dashboard service over the space of the
 * request's `mode` (spec/console/home.tsp).
 */
import type { operations } from "../../generated/console.js";
import type { HandlerMap } from "../platform/http/handlers.js";
import type { Mode } from "../platform/tenancy/workspaces.repo.js";
import type { Revenue } from "../revenue/revenue.js";

type Ops = "home.get" | "customers.usage";

export function homeHandlers(p: { revenue: Revenue; spaceIds: Record<Mode, number> }): Pick<HandlerMap<operations>, Ops> {
  const dashboard = p.revenue.services.dashboard;
  const space = (mode: Mode) => ({ spaceId: p.spaceIds[mode], mode });
  return {
    "home.get": ({ h, query }) => dashboard.home(h, space(query.mode), query.period ?? "30d"),
    "customers.usage": ({ h, query, params }) => dashboard.customerUsage(h, space(query.mode), params.id, query.feature, query.period ?? "30d"),
  };
}
