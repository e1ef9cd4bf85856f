import type { RevenueHandlerGroup } from "../types.js";
import type { FeaturesService } from "./features.service.js";

type Ops = "features.list" | "features.get" | "features.create" | "features.update" | "features.delete";

export function featureHandlers(features: FeaturesService): RevenueHandlerGroup<Ops> {
  return {
    "features.list": ({ h, auth }) => features.list(h, auth.spaceId),
    "features.get": ({ h, auth, body }) => features.get(h, auth.spaceId, body.feature_id),
    "features.create": ({ h, auth, body }) => features.create(h, auth.spaceId, body),
    "features.update": ({ h, auth, body }) => features.update(h, auth.spaceId, body),
    "features.delete": ({ h, auth, body }) => features.delete(h, auth.spaceId, body.feature_id),
  };
}
