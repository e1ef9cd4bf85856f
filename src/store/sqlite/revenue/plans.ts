import type { Db } from "../../../platform/db/database.js";
import type { FeatureRow } from "../../../revenue/features/features.repo.js";
import type { ListedPlanRow, MovableSubscription, PlanRow, PlansRepo } from "../../../revenue/plans/plans.repo.js";

/** Statuses of a subscription a customer is "on". */
const ON = "('active', 'scheduled')";

/** All SQL about plans (rv_plans), the subscriptions that point at them, and the features their items name. */
export function plansRepo(db: Db): PlansRepo {
  const q = {
    versions: db.prepare<[number, string], PlanRow>("SELECT * FROM rv_plans WHERE space_id = ? AND id = ? ORDER BY version DESC"),
    latest: db.prepare<[number, string], PlanRow>("SELECT * FROM rv_plans WHERE space_id = ? AND id = ? ORDER BY version DESC LIMIT 1"),
    byVersion: db.prepare<[number, string, number], PlanRow>("SELECT * FROM rv_plans WHERE space_id = ? AND id = ? AND version = ?"),
    bySeq: db.prepare<[number], PlanRow>("SELECT * FROM rv_plans WHERE seq = ?"),
    // Plans by their first version's created_at (oldest first), versions of one plan newest first.
    all: db.prepare<[number], ListedPlanRow>(
      `SELECT p.*, p.version = MAX(p.version) OVER w AS latest
       FROM rv_plans p WHERE p.space_id = ?
       WINDOW w AS (PARTITION BY p.id)
       ORDER BY MIN(p.created_at) OVER w, MIN(p.seq) OVER w, p.version DESC`,
    ),
    autoEnable: db.prepare<[number], PlanRow>(
      `SELECT p.* FROM rv_plans p
       WHERE p.space_id = ? AND p.archived = 0
         AND p.version = (SELECT MAX(version) FROM rv_plans v WHERE v.space_id = p.space_id AND v.id = p.id)
         AND p.auto_enable = 1
       ORDER BY p.created_at, p.seq`,
    ),
    insert: db.prepare<Omit<PlanRow, "seq">, { seq: number }>(
      `INSERT INTO rv_plans (space_id, id, version, name, plan_group, add_on, auto_enable, definition, archived, created_at)
       VALUES (@space_id, @id, @version, @name, @plan_group, @add_on, @auto_enable, @definition, @archived, @created_at) RETURNING seq`,
    ),
    update: db.prepare(
      `UPDATE rv_plans SET name = @name, plan_group = @plan_group, add_on = @add_on, auto_enable = @auto_enable,
         definition = @definition, archived = @archived WHERE seq = @seq`,
    ),
    rename: db.prepare<[string, number, string]>("UPDATE rv_plans SET id = ? WHERE space_id = ? AND id = ?"),
    delete: db.prepare<[number]>("DELETE FROM rv_plans WHERE seq = ?"),
    customersOn: db.prepare<[number], { n: number }>(
      `SELECT COUNT(DISTINCT customer_seq) AS n FROM rv_subscriptions WHERE plan_seq = ? AND status IN ${ON}`,
    ),
    anySubscription: db.prepare<[number], { found: number }>(
      "SELECT EXISTS (SELECT 1 FROM rv_subscriptions WHERE plan_seq = ?) AS found",
    ),
    movable: db.prepare<{ plan: number; limit: number; custom: number }, MovableSubscription>(
      `SELECT s.seq, s.customer_seq, c.id AS customer_id, c.anonymous
       FROM rv_subscriptions s JOIN rv_customers c ON c.seq = s.customer_seq
       WHERE s.plan_seq = @plan AND s.status IN ${ON} AND (@custom = 1 OR s.custom_def IS NULL)
       ORDER BY s.started_at, s.seq LIMIT @limit`,
    ),
    movableOf: db.prepare<{ plan: number; limit: number; ids: string; custom: number }, MovableSubscription>(
      `SELECT s.seq, s.customer_seq, c.id AS customer_id, c.anonymous
       FROM rv_subscriptions s JOIN rv_customers c ON c.seq = s.customer_seq
       WHERE s.plan_seq = @plan AND s.status IN ${ON} AND (@custom = 1 OR s.custom_def IS NULL)
         AND c.anonymous = 0 AND c.id IN (SELECT value FROM json_each(@ids))
       ORDER BY s.started_at, s.seq LIMIT @limit`,
    ),
    // A customized subscription that is moved leaves its customization behind.
    move: db.prepare<[number, number]>("UPDATE rv_subscriptions SET plan_seq = ?, custom_def = NULL WHERE seq = ?"),
    feature: db.prepare<[number, string], FeatureRow>("SELECT * FROM rv_features WHERE space_id = ? AND id = ?"),
    insertFeature: db.prepare<Omit<FeatureRow, "seq">>(
      `INSERT INTO rv_features (space_id, id, name, type, consumable, definition, archived, created_at)
       VALUES (@space_id, @id, @name, @type, @consumable, @definition, @archived, @created_at)`,
    ),
    updateFeature: db.prepare(
      "UPDATE rv_features SET name = @name, consumable = @consumable, definition = @definition WHERE seq = @seq",
    ),
  };

  return {
    versions: async (spaceId: number, id: string) => q.versions.all(spaceId, id),
    latest: async (spaceId: number, id: string) => q.latest.get(spaceId, id),
    byVersion: async (spaceId: number, id: string, version: number) => q.byVersion.get(spaceId, id, version),
    bySeq: async (seq: number) => q.bySeq.get(seq),
    all: async (spaceId: number) => q.all.all(spaceId),
    autoEnable: async (spaceId: number) => q.autoEnable.all(spaceId),
    insert: async (row: Omit<PlanRow, "seq">): Promise<number> => q.insert.get(row)!.seq,
    update: async (row: PlanRow) => void q.update.run(row),
    rename: async (spaceId: number, from: string, to: string) => void q.rename.run(to, spaceId, from),
    delete: async (seq: number) => void q.delete.run(seq),

    customersOn: async (planSeq: number): Promise<number> => q.customersOn.get(planSeq)!.n,
    hasSubscriptions: async (planSeq: number): Promise<boolean> => q.anySubscription.get(planSeq)!.found === 1,
    movable: async (planSeq: number, limit: number, customerIds?: string[], includeCustom = false): Promise<MovableSubscription[]> =>
      customerIds === undefined
        ? q.movable.all({ plan: planSeq, limit, custom: includeCustom ? 1 : 0 })
        : q.movableOf.all({ plan: planSeq, limit, ids: JSON.stringify(customerIds), custom: includeCustom ? 1 : 0 }),
    moveSubscription: async (subscriptionSeq: number, planSeq: number) => void q.move.run(planSeq, subscriptionSeq),

    feature: async (spaceId: number, id: string) => q.feature.get(spaceId, id),
    insertFeature: async (row: Omit<FeatureRow, "seq">) => void q.insertFeature.run(row),
    updateFeature: async (row: Pick<FeatureRow, "seq" | "name" | "consumable" | "definition">) => void q.updateFeature.run(row),
  };
}
