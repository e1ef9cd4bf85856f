import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import type { RevenueContext } from "../context.js";
import type { Schemas } from "../types.js";
import type { FeatureRow } from "./features.repo.js";
import {
  checkCanDelete,
  checkFeature,
  definitionOf,
  draftFeature,
  type FeatureState,
  type FeatureTypeLookup,
  type FeatureUsage,
  planFeatureUpdate,
  renameInCreditSchema,
} from "./features.rules.js";
import { type Feature, featureState, featureView } from "./features.view.js";

const toWrite = (f: FeatureState) => ({
  id: f.id,
  name: f.name,
  type: f.type,
  consumable: f.consumable ? (1 as const) : (0 as const),
  definition: JSON.stringify(definitionOf(f)),
  archived: f.archived ? (1 as const) : (0 as const),
});

/** The feature catalog of a mode. */
export function featuresService(ctx: RevenueContext) {
  const features = ctx.repos.features;

  const find = (spaceId: number, id: string): FeatureRow => {
    const row = features.byId(spaceId, id);
    if (!row) throw new RevenueError("feature_not_found", `No feature ${JSON.stringify(id)}.`);
    return row;
  };
  const typeOf =
    (spaceId: number): FeatureTypeLookup =>
    (id) =>
      features.byId(spaceId, id)?.type;
  const usageOf = (spaceId: number, id: string): FeatureUsage => ({
    plans: features.plansUsing(spaceId, id),
    entities: features.entitiesUsing(spaceId, id),
    creditSystems: features.creditSystemsUsing(spaceId, id).map((f) => f.id),
  });

  return {
    list: (spaceId: number): Schemas["FeatureList"] => ({ list: features.list(spaceId).map(featureView) }),

    get: (spaceId: number, id: string): Feature => featureView(find(spaceId, id)),

    create(spaceId: number, body: Schemas["CreateFeatureParams"]): Feature {
      return ctx.write(() => {
        if (features.byId(spaceId, body.feature_id)) invalid("feature_id", `${JSON.stringify(body.feature_id)} is taken in this mode`);
        const draft = draftFeature(body);
        checkFeature(draft, typeOf(spaceId));
        return featureView(features.insert(spaceId, toWrite(draft), ctx.clock.now()));
      });
    },

    /** Applies the patch; a rename is carried into the credit schemas that name the feature. */
    update(spaceId: number, body: Schemas["UpdateFeatureParams"]): Feature {
      return ctx.write(() => {
        const row = find(spaceId, body.feature_id);
        const next = planFeatureUpdate(featureState(row), body, usageOf(spaceId, row.id));
        const renamed = next.id !== row.id;
        if (renamed && features.byId(spaceId, next.id)) invalid("new_feature_id", `${JSON.stringify(next.id)} is taken in this mode`);
        checkFeature(next, typeOf(spaceId));
        const updated = features.update(row.seq, toWrite(next));
        if (renamed) {
          for (const cs of features.creditSystemsUsing(spaceId, row.id)) {
            const s = featureState(cs);
            features.setDefinition(cs.seq, JSON.stringify(definitionOf({ ...s, credit_schema: renameInCreditSchema(s.credit_schema!, row.id, next.id) })));
          }
        }
        return featureView(updated);
      });
    },

    delete(spaceId: number, id: string): Schemas["DeleteResult"] {
      return ctx.write(() => {
        const row = find(spaceId, id);
        checkCanDelete(row.id, usageOf(spaceId, row.id));
        features.delete(row.seq);
        return { success: true };
      });
    },
  };
}
export type FeaturesService = ReturnType<typeof featuresService>;
