import type { Db } from "../../../platform/db/database.js";
import type { FeatureRow, FeaturesRepo, FeatureWrite } from "../../../revenue/features/features.repo.js";

/** All SQL about features, and about what refers to a feature (plan items, entities, credit schemas). */
export function featuresRepo(db: Db): FeaturesRepo {
  const q = {
    byId: db.prepare<[number, string], FeatureRow>("SELECT * FROM rv_features WHERE space_id = ? AND id = ?"),
    bySeq: db.prepare<[number], FeatureRow>("SELECT * FROM rv_features WHERE seq = ?"),
    list: db.prepare<[number], FeatureRow>("SELECT * FROM rv_features WHERE space_id = ? ORDER BY seq"),
    insert: db.prepare<FeatureWrite & { space_id: number; created_at: number }, { seq: number }>(
      `INSERT INTO rv_features (space_id, id, name, type, consumable, definition, archived, created_at)
       VALUES (@space_id, @id, @name, @type, @consumable, @definition, @archived, @created_at) RETURNING seq`,
    ),
    update: db.prepare<FeatureWrite & { seq: number }>(
      `UPDATE rv_features SET id = @id, name = @name, type = @type, consumable = @consumable,
         definition = @definition, archived = @archived WHERE seq = @seq`,
    ),
    setDefinition: db.prepare<[string, number]>("UPDATE rv_features SET definition = ? WHERE seq = ?"),
    delete: db.prepare<[number]>("DELETE FROM rv_features WHERE seq = ?"),
    // Any version of any plan: an item of the feature, or an item whose credit-schema override names it.
    planRefs: db.prepare<{ space: number; feature: string }, { id: string }>(
      `SELECT DISTINCT p.id FROM rv_plans p, json_each(p.definition, '$.items') i
       WHERE p.space_id = @space
         AND (json_extract(i.value, '$.feature_id') = @feature
           OR EXISTS (SELECT 1 FROM json_each(i.value, '$.feature_override.credit_schema') c
                      WHERE json_extract(c.value, '$.metered_feature_id') = @feature))
       ORDER BY p.id`,
    ),
    entityRefs: db.prepare<[number, string], { n: number }>("SELECT count(*) AS n FROM rv_entities WHERE space_id = ? AND feature_id = ?"),
    creditSystemsUsing: db.prepare<{ space: number; feature: string }, FeatureRow>(
      `SELECT f.* FROM rv_features f
       WHERE f.space_id = @space AND f.type = 'credit_system'
         AND EXISTS (SELECT 1 FROM json_each(f.definition, '$.credit_schema') c
                     WHERE json_extract(c.value, '$.metered_feature_id') = @feature)
       ORDER BY f.seq`,
    ),
  };

  return {
    byId: async (spaceId, id) => q.byId.get(spaceId, id),
    list: async (spaceId) => q.list.all(spaceId),
    async insert(spaceId, row, createdAt) {
      const seq = q.insert.get({ ...row, space_id: spaceId, created_at: createdAt })!.seq;
      return q.bySeq.get(seq)!;
    },
    async update(seq, row) {
      q.update.run({ ...row, seq });
      return q.bySeq.get(seq)!;
    },
    setDefinition: async (seq, definition) => void q.setDefinition.run(definition, seq),
    delete: async (seq) => void q.delete.run(seq),
    plansUsing: async (spaceId, featureId) => q.planRefs.all({ space: spaceId, feature: featureId }).map((r) => r.id),
    entitiesUsing: async (spaceId, featureId) => q.entityRefs.get(spaceId, featureId)!.n,
    creditSystemsUsing: async (spaceId, featureId) => q.creditSystemsUsing.all({ space: spaceId, feature: featureId }),
  };
}
