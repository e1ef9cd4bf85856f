export interface CostRow {
  seq: number;
  id: string;
  space_id: number;
  customer_seq: number;
  customer_id: string;
  entity_id: string | null;
  feature_id: string | null;
  source: string | null;
  model_id: string | null;
  /** Nano-units of the account currency. */
  amount: number;
  currency: string;
  original_amount: number;
  original_currency: string;
  /** JSON token counts, or null. */
  tokens: string | null;
  properties: string;
  timestamp: number;
  created_at: number;
}
export type NewCost = Omit<CostRow, "seq">;

export interface CostFilter {
  spaceId: number;
  customerSeq?: number;
  entityId?: string;
  featureId?: string;
  source?: string;
  from?: number;
  to?: number;
}

/** A rate row as the operator sets it: micro-units per million tokens (null: priced as input or output). */
export interface RateWrite {
  model_id: string;
  input_cost: number;
  output_cost: number;
  cache_read_cost: number | null;
  cache_write_cost: number | null;
  audio_input_cost: number | null;
  audio_output_cost: number | null;
  reasoning_cost: number | null;
  updated_at: number;
}

/** Cost records, costs.batch_track item keys and the operator's edits of the rate table. */
export interface CostsRepo {
  /** Stores a cost record; answers its new seq. */
  insert(row: NewCost): Promise<number>;
  /** The cost record of this seq, or undefined. */
  bySeq(seq: number): Promise<CostRow | undefined>;
  /** Up to `limit` records of the filter (time in [from, to)), newest first (timestamp, then seq, descending), strictly before the keyset (timestamp, seq) when given. */
  page(f: CostFilter, before: [number, number] | undefined, limit: number): Promise<CostRow[]>;
  /** The item key `key` of the space: the hash of the item it recorded and that item's cost seq, or undefined. */
  key(spaceId: number, key: string): Promise<{ hash: string; cost_seq: number; created_at: number } | undefined>;
  /** Records an item key (a key already there is overwritten: hash, cost seq and time). */
  putKey(spaceId: number, key: string, hash: string, costSeq: number, at: number): Promise<void>;
  /** Deletes the item keys created strictly before `before`; answers how many. */
  pruneKeys(before: number): Promise<number>;
  /** Sets a model's rates as the operator's (origin 'operator'), inserting the model or replacing every rate of it. */
  setRate(r: RateWrite): Promise<void>;
  /** Deletes a model's rates; false when there was no such model. */
  deleteRate(modelId: string): Promise<boolean>;
}
