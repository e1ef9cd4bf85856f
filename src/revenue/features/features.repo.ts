import type { FeatureType } from "./features.rules.js";

export interface FeatureRow {
  seq: number;
  space_id: number;
  id: string;
  name: string;
  type: FeatureType;
  consumable: 0 | 1;
  /** JSON `FeatureDefinition` */
  definition: string;
  archived: 0 | 1;
  created_at: number;
}

export type FeatureWrite = Pick<FeatureRow, "id" | "name" | "type" | "consumable" | "definition" | "archived">;

/** Features (rv_features), and what refers to a feature (plan items, entities, credit schemas). */
export interface FeaturesRepo {
  /** The feature of the space with this id, or undefined. */
  byId(spaceId: number, id: string): Promise<FeatureRow | undefined>;
  /** Every feature of the space, in creation order (seq). */
  list(spaceId: number): Promise<FeatureRow[]>;
  /** Inserts a feature; answers the stored row. A duplicate (space, id) throws. */
  insert(spaceId: number, row: FeatureWrite, createdAt: number): Promise<FeatureRow>;
  /** Overwrites every written column of the feature `seq` (its id included); answers the stored row. */
  update(seq: number, row: FeatureWrite): Promise<FeatureRow>;
  /** Replaces the feature's definition JSON only. */
  setDefinition(seq: number, definition: string): Promise<void>;
  /** Deletes the feature (nothing when there is no such seq). */
  delete(seq: number): Promise<void>;
  /** Ids of the plans (any version) with an item of the feature or whose item's credit-schema override names it; distinct, ordered by id. */
  plansUsing(spaceId: number, featureId: string): Promise<string[]>;
  /** How many entities of the space are of this feature. */
  entitiesUsing(spaceId: number, featureId: string): Promise<number>;
  /** The space's credit systems whose credit schema meters the feature, in creation order. */
  creditSystemsUsing(spaceId: number, featureId: string): Promise<FeatureRow[]>;
}
