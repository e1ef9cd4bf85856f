import type { Db } from "../../platform/db/database.js";
import { type Filter, listQuery } from "../../platform/db/list-query.js";

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
}

const filters = (f: EventFilter): Filter[] => [
  ["e.space_id = @spaceId", { spaceId: f.spaceId }],
  f.customerSeq !== undefined && ["e.customer_seq = @customerSeq", { customerSeq: f.customerSeq }],
  f.entityId !== undefined && ["e.entity_id = @entityId", { entityId: f.entityId }],
  f.featureIds !== undefined && ["e.feature_id IN (SELECT value FROM json_each(@featureIds))", { featureIds: JSON.stringify(f.featureIds) }],
  f.from !== undefined && ["e.timestamp >= @from", { from: f.from }],
  f.to !== undefined && ["e.timestamp < @to", { to: f.to }],
];

/** All SQL reading usage events (they are written by the balances domain). */
export function eventsRepo(db: Db) {
  const page = listQuery<EventRow>(db, "SELECT e.* FROM rv_events e", "e.timestamp DESC, e.seq DESC");
  const range = listQuery<EventRow>(db, "SELECT e.* FROM rv_events e", "e.timestamp, e.seq");
  const prune = db.prepare<[number, number]>(
    `DELETE FROM rv_events WHERE seq IN (
       SELECT seq FROM rv_events WHERE space_id IN (SELECT id FROM spaces) AND timestamp < ? LIMIT ?)`,
  );
  return {
    /** Deletes up to `limit` usage events whose time is before `before`; answers how many. */
    prune: (before: number, limit: number): number => prune.run(before, limit).changes,
    /** Newest first, strictly before the keyset (timestamp, seq) when given. */
    page: (f: EventFilter, before: [number, number] | undefined, limit: number): EventRow[] =>
      page([...filters(f), before !== undefined && ["(e.timestamp, e.seq) < (@bt, @bs)", { bt: before[0], bs: before[1] }]], limit),
    /** Every event of the filter, oldest first (for aggregation; capped by `limit`). */
    all: (f: EventFilter, limit: number): EventRow[] => range(filters(f), limit),
  };
}
