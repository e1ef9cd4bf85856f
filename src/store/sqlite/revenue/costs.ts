import type { Db } from "../../../platform/db/database.js";
import { listQuery } from "../../../platform/db/list-query.js";
import type { CostFilter, CostRow, CostsRepo, NewCost, RateWrite } from "../../../revenue/costs/costs.repo.js";

/** All SQL of cost records, costs.batch_track item keys and the operator's edits of the rate table. */
export function costsRepo(db: Db): CostsRepo {
  const page = listQuery<CostRow>(db, "SELECT c.* FROM rv_costs c", "c.timestamp DESC, c.seq DESC");
  const q = {
    insert: db.prepare<NewCost, { seq: number }>(
      `INSERT INTO rv_costs (id, space_id, customer_seq, customer_id, entity_id, feature_id, source, model_id, amount, currency,
         original_amount, original_currency, tokens, properties, timestamp, created_at)
       VALUES (@id, @space_id, @customer_seq, @customer_id, @entity_id, @feature_id, @source, @model_id, @amount, @currency,
         @original_amount, @original_currency, @tokens, @properties, @timestamp, @created_at) RETURNING seq`,
    ),
    bySeq: db.prepare<[number], CostRow>("SELECT * FROM rv_costs WHERE seq = ?"),
    key: db.prepare<[number, string], { hash: string; cost_seq: number; created_at: number }>("SELECT hash, cost_seq, created_at FROM rv_cost_keys WHERE space_id = ? AND key = ?"),
    putKey: db.prepare<[number, string, string, number, number]>(
      `INSERT INTO rv_cost_keys (space_id, key, hash, cost_seq, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (space_id, key) DO UPDATE SET hash = excluded.hash, cost_seq = excluded.cost_seq, created_at = excluded.created_at`,
    ),
    pruneKeys: db.prepare<[number]>("DELETE FROM rv_cost_keys WHERE created_at < ?"),
    setRate: db.prepare<RateWrite>(
      `INSERT INTO rv_cost_rates (model_id, input_cost, output_cost, cache_read_cost, cache_write_cost, audio_input_cost, audio_output_cost, reasoning_cost, origin, updated_at)
       VALUES (@model_id, @input_cost, @output_cost, @cache_read_cost, @cache_write_cost, @audio_input_cost, @audio_output_cost, @reasoning_cost, 'operator', @updated_at)
       ON CONFLICT (model_id) DO UPDATE SET input_cost = excluded.input_cost, output_cost = excluded.output_cost,
         cache_read_cost = excluded.cache_read_cost, cache_write_cost = excluded.cache_write_cost,
         audio_input_cost = excluded.audio_input_cost, audio_output_cost = excluded.audio_output_cost,
         reasoning_cost = excluded.reasoning_cost, origin = 'operator', updated_at = excluded.updated_at`,
    ),
    deleteRate: db.prepare<[string]>("DELETE FROM rv_cost_rates WHERE model_id = ?"),
  };
  const filters = (f: CostFilter) => [
    ["c.space_id = @space", { space: f.spaceId }] as const,
    f.customerSeq !== undefined && (["c.customer_seq = @cust", { cust: f.customerSeq }] as const),
    f.entityId !== undefined && (["c.entity_id = @entity", { entity: f.entityId }] as const),
    f.featureId !== undefined && (["c.feature_id = @feature", { feature: f.featureId }] as const),
    f.source !== undefined && (["c.source = @source", { source: f.source }] as const),
    f.from !== undefined && (["c.timestamp >= @from", { from: f.from }] as const),
    f.to !== undefined && (["c.timestamp < @to", { to: f.to }] as const),
  ];
  return {
    insert: async (row: NewCost): Promise<number> => q.insert.get(row)!.seq,
    bySeq: async (seq: number) => q.bySeq.get(seq),
    /** Newest first, strictly before the keyset (timestamp, seq) when given. */
    page: async (f: CostFilter, before: [number, number] | undefined, limit: number): Promise<CostRow[]> =>
      page([...filters(f), before !== undefined && ["(c.timestamp, c.seq) < (@bt, @bs)", { bt: before[0], bs: before[1] }]], limit),
    key: async (spaceId: number, key: string) => q.key.get(spaceId, key),
    putKey: async (spaceId: number, key: string, hash: string, costSeq: number, at: number) => void q.putKey.run(spaceId, key, hash, costSeq, at),
    pruneKeys: async (before: number): Promise<number> => q.pruneKeys.run(before).changes,
    setRate: async (r: RateWrite) => void q.setRate.run(r),
    /** False when there was no such model. */
    deleteRate: async (modelId: string): Promise<boolean> => q.deleteRate.run(modelId).changes === 1,
  };
}
