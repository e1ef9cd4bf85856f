import type { FeatureRow } from "../../../revenue/features/features.repo.js";
import type { ListedPlanRow, MovableSubscription, PlanRow, PlansRepo } from "../../../revenue/plans/plans.repo.js";
import { type PgConn, stmt } from "../conn.js";

/** Statuses of a subscription a customer is "on". */
const ON = "('active', 'scheduled')";

// $1 the plan, $2 the limit, $3 whether customized subscriptions move too.
const MOVABLE = `SELECT s.seq, s.customer_seq, c.id AS customer_id, c.anonymous
  FROM rv_subscriptions s JOIN rv_customers c ON c.seq = s.customer_seq
  WHERE s.plan_seq = $1 AND s.status IN ${ON} AND ($3::boolean OR s.custom_def IS NULL)`;

const q = {
  versions: stmt<PlanRow>("plans.versions", "SELECT * FROM rv_plans WHERE space_id = $1 AND id = $2 ORDER BY version DESC"),
  latest: stmt<PlanRow>("plans.latest", "SELECT * FROM rv_plans WHERE space_id = $1 AND id = $2 ORDER BY version DESC LIMIT 1"),
  byVersion: stmt<PlanRow>("plans.byVersion", "SELECT * FROM rv_plans WHERE space_id = $1 AND id = $2 AND version = $3"),
  bySeq: stmt<PlanRow>("plans.bySeq", "SELECT * FROM rv_plans WHERE seq = $1"),
  // Plans by their first version's created_at (oldest first), versions of one plan newest first.
  all: stmt<ListedPlanRow>(
    "plans.all",
    `SELECT p.*, (p.version = MAX(p.version) OVER w)::int AS latest
     FROM rv_plans p WHERE p.space_id = $1
     WINDOW w AS (PARTITION BY p.id)
     ORDER BY MIN(p.created_at) OVER w, MIN(p.seq) OVER w, p.version DESC`,
  ),
  autoEnable: stmt<PlanRow>(
    "plans.autoEnable",
    `SELECT p.* FROM rv_plans p
     WHERE p.space_id = $1 AND p.archived = 0
       AND p.version = (SELECT MAX(version) FROM rv_plans v WHERE v.space_id = p.space_id AND v.id = p.id)
       AND p.auto_enable = 1
     ORDER BY p.created_at, p.seq`,
  ),
  insert: stmt<{ seq: number }>(
    "plans.insert",
    `INSERT INTO rv_plans (space_id, id, version, name, plan_group, add_on, auto_enable, definition, archived, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING seq`,
  ),
  update: stmt(
    "plans.update",
    "UPDATE rv_plans SET name = $2, plan_group = $3, add_on = $4, auto_enable = $5, definition = $6, archived = $7 WHERE seq = $1",
  ),
  rename: stmt("plans.rename", "UPDATE rv_plans SET id = $3 WHERE space_id = $1 AND id = $2"),
  delete: stmt("plans.delete", "DELETE FROM rv_plans WHERE seq = $1"),
  customersOn: stmt<{ n: number }>(
    "plans.customersOn",
    `SELECT COUNT(DISTINCT customer_seq) AS n FROM rv_subscriptions WHERE plan_seq = $1 AND status IN ${ON}`,
  ),
  anySubscription: stmt<{ found: boolean }>("plans.anySubscription", "SELECT EXISTS (SELECT 1 FROM rv_subscriptions WHERE plan_seq = $1) AS found"),
  movable: stmt<MovableSubscription>("plans.movable", `${MOVABLE} ORDER BY s.started_at, s.seq LIMIT $2`),
  movableOf: stmt<MovableSubscription>(
    "plans.movableOf",
    `${MOVABLE} AND c.anonymous = 0 AND c.id = ANY ($4::text[]) ORDER BY s.started_at, s.seq LIMIT $2`,
  ),
  // A customized subscription that is moved leaves its customization behind.
  move: stmt("plans.move", "UPDATE rv_subscriptions SET plan_seq = $2, custom_def = NULL WHERE seq = $1"),
  feature: stmt<FeatureRow>("plans.feature", "SELECT * FROM rv_features WHERE space_id = $1 AND id = $2"),
  insertFeature: stmt(
    "plans.insertFeature",
    `INSERT INTO rv_features (space_id, id, name, type, consumable, definition, archived, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
  ),
  updateFeature: stmt("plans.updateFeature", "UPDATE rv_features SET name = $2, consumable = $3, definition = $4 WHERE seq = $1"),
};

/** All SQL about plans (rv_plans), the subscriptions that point at them, and the features their items name. */
export function plansRepo(c: PgConn): PlansRepo {
  return {
    versions: (spaceId, id) => q.versions.all(c, spaceId, id),
    latest: (spaceId, id) => q.latest.one(c, spaceId, id),
    byVersion: (spaceId, id, version) => q.byVersion.one(c, spaceId, id, version),
    bySeq: (seq) => q.bySeq.one(c, seq),
    all: (spaceId) => q.all.all(c, spaceId),
    autoEnable: (spaceId) => q.autoEnable.all(c, spaceId),
    insert: async (p) =>
      (await q.insert.one(c, p.space_id, p.id, p.version, p.name, p.plan_group, p.add_on, p.auto_enable, p.definition, p.archived, p.created_at))!.seq,
    update: async (p) => void (await q.update.run(c, p.seq, p.name, p.plan_group, p.add_on, p.auto_enable, p.definition, p.archived)),
    rename: async (spaceId, from, to) => void (await q.rename.run(c, spaceId, from, to)),
    delete: async (seq) => void (await q.delete.run(c, seq)),

    customersOn: async (planSeq) => (await q.customersOn.one(c, planSeq))!.n,
    hasSubscriptions: async (planSeq) => (await q.anySubscription.one(c, planSeq))!.found,
    movable: (planSeq, limit, customerIds?: string[], includeCustom = false): Promise<MovableSubscription[]> =>
      customerIds === undefined ? q.movable.all(c, planSeq, limit, includeCustom) : q.movableOf.all(c, planSeq, limit, includeCustom, customerIds),
    moveSubscription: async (subscriptionSeq, planSeq) => void (await q.move.run(c, subscriptionSeq, planSeq)),

    feature: (spaceId, id) => q.feature.one(c, spaceId, id),
    insertFeature: async (f) => void (await q.insertFeature.run(c, f.space_id, f.id, f.name, f.type, f.consumable, f.definition, f.archived, f.created_at)),
    updateFeature: async (f) => void (await q.updateFeature.run(c, f.seq, f.name, f.consumable, f.definition)),
  };
}
