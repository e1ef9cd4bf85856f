/** One usage event (values in micro-units); written by the balances domain, read here. */
export interface EventRow {
  seq: number;
  id: string;
  space_id: number;
  customer_seq: number;
  customer_id: string;
  entity_id: string | null;
  feature_id: string | null;
  event_name: string | null;
  value: number;
  properties: string;
  /** JSON BalanceDeduction[] or null */
  deductions: string | null;
  timestamp: number;
  created_at: number;
}

export interface EventFilter {
  spaceId: number;
  customerSeq?: number;
  entityId?: string;
  /** Feature ids to match any of. */
  featureIds?: string[];
  from?: number;
  to?: number;
  /** Events whose property `key` has the text `value` (aggregate's filter_by). */
  filterBy?: [key: string, value: string][];
}

/** A bin size of events.aggregate. */
export type BinSize = "hour" | "day" | "week" | "month";

/** One (bin, feature, group) sum of an aggregation chunk; integers as BigInt (sums of micro-units may pass 2^53). */
export interface BinSum {
  bin: bigint;
  feature_id: string;
  g: string | null;
  n: bigint;
  total: bigint | number;
}

/** Reads of usage events (they are written by the balances domain), and their pruning. */
export interface EventsRepo {
  /** Deletes up to `limit` usage events (of existing spaces) whose time is strictly before `before`; answers how many. */
  prune(before: number, limit: number): Promise<number>;
  /** Up to `limit` events of the filter (time in [from, to)), newest first (timestamp, then seq, descending), strictly before the keyset (timestamp, seq) when given. */
  page(f: EventFilter, before: [number, number] | undefined, limit: number): Promise<EventRow[]>;
  /** Up to `limit` events of the filter strictly after the keyset (timestamp, seq) when given, oldest first. */
  after(f: EventFilter, key: [number, number] | undefined, limit: number): Promise<EventRow[]>;
  /**
   * The keyset (timestamp, seq) of the `n`-th event of the filter after `key`, oldest first: the end
   * of an aggregation chunk of n events (undefined: fewer are left).
   */
  chunkEnd(f: EventFilter, key: [number, number] | undefined, n: number): Promise<[number, number] | undefined>;
  /**
   * Sums of the events of the filter in the keyset range (from, to] (open when undefined) per UTC
   * bin start (weeks start on Monday), feature and group (`groupBy`: `$customer_id`, `$entity_id`,
   * `$plan_id` or `properties.<key>`, "null" when missing; none: g null), in no order.
   */
  sums(f: EventFilter, size: BinSize, groupBy: string | undefined, from: [number, number] | undefined, to: [number, number] | undefined): Promise<BinSum[]>;
}
