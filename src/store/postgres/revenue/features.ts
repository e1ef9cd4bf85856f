import type { FeatureRow, FeaturesRepo } from "../../../revenue/features/features.repo.js";
import { type PgConn, stmt } from "../conn.js";

const COLUMNS = "space_id, id, name, type, consumable, definition, archived";

const q = {
  byId: stmt<FeatureRow>("features.byId", "SELECT * FROM rv_features WHERE space_id = $1 AND id = $2"),
  list: stmt<FeatureRow>("features.list", "SELECT * FROM rv_features WHERE space_id = $1 ORDER BY seq"),
  // The stored row in the same statement (SQLite: insert, then read it back).
  insert: stmt<FeatureRow>(
    "features.insert",
    `INSERT INTO rv_features (${COLUMNS}, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
  ),
  update: stmt<FeatureRow>(
    "features.update",
    `UPDATE rv_features SET id = $2, name = $3, type = $4, consumable = $5, definition = $6, archived = $7
     WHERE seq = $1 RETURNING *`,
  ),
  setDefinition: stmt("features.setDefinition", "UPDATE rv_features SET definition = $2 WHERE seq = $1"),
  delete: stmt("features.delete", "DELETE FROM rv_features WHERE seq = $1"),
  // Any version of any plan: an item of the feature, or an item whose credit-schema override names it.
  // Plan ids in byte order (SQLite's BINARY), whatever the database's collation.
  planRefs: stmt<{ id: string }>(
    "features.planRefs",
    `SELECT DISTINCT p.id COLLATE "C" AS id
     FROM rv_plans p, jsonb_array_elements(p.definition::jsonb -> 'items') AS i (value)
     WHERE p.space_id = $1
       AND (i.value ->> 'feature_id' = $2
         OR EXISTS (SELECT 1 FROM jsonb_array_elements(i.value -> 'feature_override' -> 'credit_schema') AS c (value)
                    WHERE c.value ->> 'metered_feature_id' = $2))
     ORDER BY 1`,
  ),
  entityRefs: stmt<{ n: number }>("features.entityRefs", "SELECT count(*) AS n FROM rv_entities WHERE space_id = $1 AND feature_id = $2"),
  creditSystemsUsing: stmt<FeatureRow>(
    "features.creditSystemsUsing",
    `SELECT f.* FROM rv_features f
     WHERE f.space_id = $1 AND f.type = 'credit_system'
       AND EXISTS (SELECT 1 FROM jsonb_array_elements(f.definition::jsonb -> 'credit_schema') AS c (value)
                   WHERE c.value ->> 'metered_feature_id' = $2)
     ORDER BY f.seq`,
  ),
};

/** All SQL about features, and about what refers to a feature (plan items, entities, credit schemas). */
export function featuresRepo(c: PgConn): FeaturesRepo {
  return {
    byId: (spaceId, id) => q.byId.one(c, spaceId, id),
    list: (spaceId) => q.list.all(c, spaceId),
    insert: async (spaceId, f, createdAt) => (await q.insert.one(c, spaceId, f.id, f.name, f.type, f.consumable, f.definition, f.archived, createdAt))!,
    update: async (seq, f) => (await q.update.one(c, seq, f.id, f.name, f.type, f.consumable, f.definition, f.archived))!,
    setDefinition: async (seq, definition) => void (await q.setDefinition.run(c, seq, definition)),
    delete: async (seq) => void (await q.delete.run(c, seq)),
    plansUsing: async (spaceId, featureId) => (await q.planRefs.all(c, spaceId, featureId)).map((r) => r.id),
    entitiesUsing: async (spaceId, featureId) => (await q.entityRefs.one(c, spaceId, featureId))!.n,
    creditSystemsUsing: (spaceId, featureId) => q.creditSystemsUsing.all(c, spaceId, featureId),
  };
}
