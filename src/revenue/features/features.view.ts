import type { Schemas } from "../types.js";
import type { FeatureRow } from "./features.repo.js";
import type { FeatureDefinition, FeatureState } from "./features.rules.js";

export type Feature = Schemas["Feature"];

const definition = (r: FeatureRow): FeatureDefinition => JSON.parse(r.definition) as FeatureDefinition;

export const featureState = (r: FeatureRow): FeatureState => ({
  id: r.id,
  name: r.name,
  type: r.type,
  consumable: r.consumable === 1,
  archived: r.archived === 1,
  ...definition(r),
});

/**
 * A feature in Autumn's wire shape: the row's columns plus its stored
 * definition (which holds only the members that are set, under their wire names).
 */
export const featureView = (r: FeatureRow): Feature => ({
  id: r.id,
  name: r.name,
  type: r.type,
  consumable: r.consumable === 1,
  ...definition(r),
  archived: r.archived === 1,
});
