import type { RevenueHandlerGroup } from "../types.js";
import type { AnalyticsService } from "./analytics.service.js";

type Ops = "analytics.overview" | "analytics.margins" | "analytics.advisor";

export function analyticsHandlers(analytics: AnalyticsService): RevenueHandlerGroup<Ops> {
  return {
    "analytics.overview": ({ auth, body, h }) => analytics.overview(h, auth, body),
    "analytics.margins": ({ auth, body, h }) => analytics.margins(h, auth, body),
    "analytics.advisor": ({ auth, body, h }) => analytics.advisor(h, auth, body),
  };
}
