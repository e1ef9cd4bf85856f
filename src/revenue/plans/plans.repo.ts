import type { FeatureRow } from "../features/features.repo.js";

/** One version of a plan. `definition` is JSON (`PlanDefinition`). */
export interface PlanRow {
  seq: number;
  space_id: number;
  id: string;
  version: number;
  name: string;
  plan_group: string | null;
  add_on: number;
  auto_enable: number;
  definition: string;
  archived: number;
  created_at: number;
}

/** A plan version as listed: the row plus `latest` (1 on its plan's newest version, else 0). */
export type ListedPlanRow = PlanRow & { latest: number };

/** A feature as plans need it (to check item references and to copy it to live): rows of rv_features, owned by the features domain. */
export type { FeatureRow };

/** A subscription as plans.migrate moves it. */
export interface MovableSubscription {
  seq: number;
  customer_seq: number;
  customer_id: string;
  anonymous: number;
}

/** Plan versions (rv_plans), the subscriptions that point at them, and the features their items name. */
export interface PlansRepo {
  /** Every version of a plan, newest first (empty when there is no such plan). */
  versions(spaceId: number, id: string): Promise<PlanRow[]>;
  /** The plan's newest version, or undefined. */
  latest(spaceId: number, id: string): Promise<PlanRow | undefined>;
  byVersion(spaceId: number, id: string, version: number): Promise<PlanRow | undefined>;
  bySeq(seq: number): Promise<PlanRow | undefined>;
  /** Every version of every plan of the space: plans by their first version's created_at then seq (oldest first), each plan's versions newest first; `latest` (1/0) marks each plan's newest version. */
  all(spaceId: number): Promise<ListedPlanRow[]>;
  /** The newest version of every plan that is not archived and is `auto_enable`, oldest plan first (created_at, then seq). */
  autoEnable(spaceId: number): Promise<PlanRow[]>;
  /** Inserts a version; answers its seq. A duplicate (space, id, version) throws. */
  insert(row: Omit<PlanRow, "seq">): Promise<number>;
  /** Overwrites name, group, flags, definition and archived of version `row.seq` (its id, version and created_at stay). */
  update(row: PlanRow): Promise<void>;
  /** Renames every version of plan `from` to `to`. */
  rename(spaceId: number, from: string, to: string): Promise<void>;
  /** Deletes one version. */
  delete(seq: number): Promise<void>;
  /** How many distinct customers are on this version (active or scheduled subscriptions). */
  customersOn(planSeq: number): Promise<number>;
  /** Whether any subscription, whatever its status, points at this version. */
  hasSubscriptions(planSeq: number): Promise<boolean>;
  /** Active or scheduled subscriptions on a version, oldest first (started_at, then seq), at most `limit`; only of the (non-anonymous) `customerIds` when given; customized ones only with `includeCustom`. */
  movable(planSeq: number, limit: number, customerIds?: string[], includeCustom?: boolean): Promise<MovableSubscription[]>;
  /** Points a subscription at another version, dropping its customization. */
  moveSubscription(subscriptionSeq: number, planSeq: number): Promise<void>;
  /** The space's feature with this id (what plan items name), or undefined. */
  feature(spaceId: number, id: string): Promise<FeatureRow | undefined>;
  /** Inserts a feature (copying one to live). */
  insertFeature(row: Omit<FeatureRow, "seq">): Promise<void>;
  /** Sets a feature's name, consumable flag and definition. */
  updateFeature(row: Pick<FeatureRow, "seq" | "name" | "consumable" | "definition">): Promise<void>;
}
