import type { RevenueHandlerGroup } from "../types.js";
import type { FeaturesService } from "./features.service.js";

type Ops = "features.list" | "features.get" | "features.create" | "features.update" | "features.delete";

export function featureHandlers(features: FeaturesService): RevenueHandlerGroup<Ops> {
  return {
    "features.list": ({ auth }) => features.list(auth.spaceId),
    "features.get": ({ auth, body }) => features.get(auth.spaceId, body.feature_id),
    "features.create": ({ auth, body }) => features.create(auth.spaceId, body),
    "features.update": ({ auth, body }) => features.update(auth.spaceId, body),
    "features.delete": ({ auth, body }) => features.delete(auth.spaceId, body.feature_id),
  };
}
