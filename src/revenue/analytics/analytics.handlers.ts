import type { RevenueHandlerGroup } from "../types.js";
import type { AnalyticsService } from "./analytics.service.js";

type Ops = "analytics.overview" | "analytics.margins" | "analytics.advisor";

export function analyticsHandlers(analytics: AnalyticsService): RevenueHandlerGroup<Ops> {
  return {
    "analytics.overview": ({ auth, body }) => analytics.overview(auth, body),
    "analytics.margins": ({ auth, body }) => analytics.margins(auth, body),
    "analytics.advisor": ({ auth, body }) => analytics.advisor(auth, body),
  };
}
