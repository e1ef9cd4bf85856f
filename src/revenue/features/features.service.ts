import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import type { Handle } from "../../platform/db/handle.js";
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
  const find = async (h: Handle, spaceId: number, id: string): Promise<FeatureRow> => {
    const row = await ctx.repos(h).features.byId(spaceId, id);
    if (!row) throw new RevenueError("feature_not_found", `No feature ${JSON.stringify(id)}.`);
    return row;
  };
  /** The rules look types up synchronously: the space's features, read once, when the check runs. */
  const typeOf = async (h: Handle, spaceId: number): Promise<FeatureTypeLookup> => {
    const types = new Map((await ctx.repos(h).features.list(spaceId)).map((f) => [f.id, f.type]));
    return (id) => types.get(id);
  };
  const usageOf = async (h: Handle, spaceId: number, id: string): Promise<FeatureUsage> => {
    const { features } = ctx.repos(h);
    return {
      plans: await features.plansUsing(spaceId, id),
      entities: await features.entitiesUsing(spaceId, id),
      creditSystems: (await features.creditSystemsUsing(spaceId, id)).map((f) => f.id),
    };
  };

  return {
    list: async (h: Handle, spaceId: number): Promise<Schemas["FeatureList"]> => ({ list: (await ctx.repos(h).features.list(spaceId)).map(featureView) }),

    get: async (h: Handle, spaceId: number, id: string): Promise<Feature> => featureView(await find(h, spaceId, id)),

    async create(h: Handle, spaceId: number, body: Schemas["CreateFeatureParams"]): Promise<Feature> {
      return await ctx.writeIn(h, async (tx) => {
        const { features } = ctx.repos(tx);
        if (await features.byId(spaceId, body.feature_id)) invalid("feature_id", `${JSON.stringify(body.feature_id)} is taken in this mode`);
        const draft = draftFeature(body);
        checkFeature(draft, await typeOf(tx, spaceId));
        return featureView(await features.insert(spaceId, toWrite(draft), ctx.clock.now()));
      });
    },

    /** Applies the patch; a rename is carried into the credit schemas that name the feature. */
    async update(h: Handle, spaceId: number, body: Schemas["UpdateFeatureParams"]): Promise<Feature> {
      return await ctx.writeIn(h, async (tx) => {
        const { features } = ctx.repos(tx);
        const row = await find(tx, spaceId, body.feature_id);
        const next = planFeatureUpdate(featureState(row), body, await usageOf(tx, spaceId, row.id));
        const renamed = next.id !== row.id;
        if (renamed && (await features.byId(spaceId, next.id))) invalid("new_feature_id", `${JSON.stringify(next.id)} is taken in this mode`);
        checkFeature(next, await typeOf(tx, spaceId));
        const updated = await features.update(row.seq, toWrite(next));
        if (renamed) {
          for (const cs of await features.creditSystemsUsing(spaceId, row.id)) {
            const s = featureState(cs);
            await features.setDefinition(cs.seq, JSON.stringify(definitionOf({ ...s, credit_schema: renameInCreditSchema(s.credit_schema!, row.id, next.id) })));
          }
        }
        return featureView(updated);
      });
    },

    async delete(h: Handle, spaceId: number, id: string): Promise<Schemas["DeleteResult"]> {
      return await ctx.writeIn(h, async (tx) => {
        const row = await find(tx, spaceId, id);
        checkCanDelete(row.id, await usageOf(tx, spaceId, row.id));
        await ctx.repos(tx).features.delete(row.seq);
        return { success: true };
      });
    },
  };
}
export type FeaturesService = ReturnType<typeof featuresService>;
