import type { CostFilter, CostRow, CostsRepo, NewCost, RateWrite } from "../../../revenue/costs/costs.repo.js";
import { type PgConn, type PgFilter, listStmt, stmt } from "../conn.js";

const q = {
  insert: stmt<{ seq: number }>(
    "costs.insert",
    `INSERT INTO rv_costs (id, space_id, customer_seq, customer_id, entity_id, feature_id, source, model_id, amount, currency,
       original_amount, original_currency, tokens, properties, timestamp, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING seq`,
  ),
  bySeq: stmt<CostRow>("costs.bySeq", "SELECT * FROM rv_costs WHERE seq = $1"),
  key: stmt<{ hash: string; cost_seq: number; created_at: number }>("costs.key", "SELECT hash, cost_seq, created_at FROM rv_cost_keys WHERE space_id = $1 AND key = $2"),
  putKey: stmt(
    "costs.putKey",
    `INSERT INTO rv_cost_keys (space_id, key, hash, cost_seq, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (space_id, key) DO UPDATE SET hash = excluded.hash, cost_seq = excluded.cost_seq, created_at = excluded.created_at`,
  ),
  pruneKeys: stmt("costs.pruneKeys", "DELETE FROM rv_cost_keys WHERE created_at < $1"),
  setRate: stmt(
    "costs.setRate",
    `INSERT INTO rv_cost_rates (model_id, input_cost, output_cost, cache_read_cost, cache_write_cost, audio_input_cost, audio_output_cost, reasoning_cost, origin, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'operator', $9)
     ON CONFLICT (model_id) DO UPDATE SET input_cost = excluded.input_cost, output_cost = excluded.output_cost,
       cache_read_cost = excluded.cache_read_cost, cache_write_cost = excluded.cache_write_cost,
       audio_input_cost = excluded.audio_input_cost, audio_output_cost = excluded.audio_output_cost,
       reasoning_cost = excluded.reasoning_cost, origin = 'operator', updated_at = excluded.updated_at`,
  ),
  deleteRate: stmt("costs.deleteRate", "DELETE FROM rv_cost_rates WHERE model_id = $1"),
};
const page = listStmt<CostRow>("costs.page", "SELECT c.* FROM rv_costs c", "c.timestamp DESC, c.seq DESC");

const filters = (f: CostFilter): PgFilter[] => [
  ["c.space_id = ?", f.spaceId],
  f.customerSeq !== undefined && ["c.customer_seq = ?", f.customerSeq],
  f.entityId !== undefined && ["c.entity_id = ?", f.entityId],
  f.featureId !== undefined && ["c.feature_id = ?", f.featureId],
  f.source !== undefined && ["c.source = ?", f.source],
  f.from !== undefined && ["c.timestamp >= ?", f.from],
  f.to !== undefined && ["c.timestamp < ?", f.to],
];

/** All SQL of cost records, costs.batch_track item keys and the operator's edits of the rate table. */
export function costsRepo(c: PgConn): CostsRepo {
  return {
    insert: async (r: NewCost) =>
      (await q.insert.one(
        c, r.id, r.space_id, r.customer_seq, r.customer_id, r.entity_id, r.feature_id, r.source, r.model_id, r.amount, r.currency,
        r.original_amount, r.original_currency, r.tokens, r.properties, r.timestamp, r.created_at,
      ))!.seq,
    bySeq: (seq) => q.bySeq.one(c, seq),
    page: (f, before, limit) => page(c, [...filters(f), before !== undefined && ["(c.timestamp, c.seq) < (?, ?)", before[0], before[1]]], limit),
    key: (spaceId, key) => q.key.one(c, spaceId, key),
    async putKey(spaceId, key, hash, costSeq, at) {
      await q.putKey.run(c, spaceId, key, hash, costSeq, at);
    },
    pruneKeys: (before) => q.pruneKeys.run(c, before),
    async setRate(r: RateWrite) {
      await q.setRate.run(
        c, r.model_id, r.input_cost, r.output_cost, r.cache_read_cost, r.cache_write_cost, r.audio_input_cost, r.audio_output_cost, r.reasoning_cost, r.updated_at,
      );
    },
    deleteRate: async (modelId) => (await q.deleteRate.run(c, modelId)) === 1,
  };
}
