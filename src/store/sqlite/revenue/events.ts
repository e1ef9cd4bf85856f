import type { Statement } from "better-sqlite3";
import type { Db } from "../../../platform/db/database.js";
import { type Filter, listQuery } from "../../../platform/db/list-query.js";
import type { BinSize, BinSum, EventFilter, EventRow, EventsRepo } from "../../../revenue/events/events.repo.js";

/** A property's value as text, as filter_by and group_by compare it: strings as they are, `true`/`false`/`null`, numbers and JSON as text. */
const propertyText = (key: string) =>
  `(SELECT CASE j.type WHEN 'true' THEN 'true' WHEN 'false' THEN 'false' WHEN 'null' THEN 'null' ELSE CAST(j.value AS TEXT) END
    FROM json_each(e.properties) j WHERE j.key = ${key})`;

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** The UTC bin start of an event, in SQL (floor division, so times before 1970 bin correctly too). */
const BIN_START: Record<BinSize, string> = {
  hour: `(e.timestamp - ((e.timestamp % ${HOUR}) + ${HOUR}) % ${HOUR})`,
  day: `(e.timestamp - ((e.timestamp % ${DAY}) + ${DAY}) % ${DAY})`,
  // Midnight minus the days since Monday (1970-01-01 was a Thursday: +3).
  week: `((e.timestamp - ((e.timestamp % ${DAY}) + ${DAY}) % ${DAY}) - (((((e.timestamp - ((e.timestamp % ${DAY}) + ${DAY}) % ${DAY}) / ${DAY}) + 3) % 7 + 7) % 7) * ${DAY})`,
  month: `(CAST(strftime('%s', e.timestamp / 1000.0, 'unixepoch', 'start of month') AS INTEGER) * 1000)`,
};

/** The group of an event in SQL (group_by), "null" when missing, as events.rules' groupOf. */
function groupExpr(groupBy: string | undefined): string {
  if (groupBy === undefined) return "NULL";
  if (groupBy === "$customer_id") return "e.customer_id";
  if (groupBy === "$entity_id") return "COALESCE(e.entity_id, 'null')";
  if (groupBy === "$plan_id") return "COALESCE(json_extract(e.deductions, '$[0].plan_id'), 'null')";
  return `COALESCE(${propertyText("@groupKey")}, 'null')`;
}

const filters = (f: EventFilter): Filter[] => [
  ["e.space_id = @spaceId", { spaceId: f.spaceId }],
  f.customerSeq !== undefined && ["e.customer_seq = @customerSeq", { customerSeq: f.customerSeq }],
  f.entityId !== undefined && ["e.entity_id = @entityId", { entityId: f.entityId }],
  f.featureIds !== undefined && ["e.feature_id IN (SELECT value FROM json_each(@featureIds))", { featureIds: JSON.stringify(f.featureIds) }],
  f.from !== undefined && ["e.timestamp >= @from", { from: f.from }],
  f.to !== undefined && ["e.timestamp < @to", { to: f.to }],
  ...(f.filterBy ?? []).map(([key, value], i): Filter => [`${propertyText(`@fk${i}`)} = @fv${i}`, { [`fk${i}`]: key, [`fv${i}`]: value }]),
];

const after = (k: [number, number] | undefined): Filter => k !== undefined && ["(e.timestamp, e.seq) > (@at, @as)", { at: k[0], as: k[1] }];
const upTo = (k: [number, number] | undefined): Filter => k !== undefined && ["e.timestamp <= @bt AND (e.timestamp, e.seq) <= (@bt, @bs)", { bt: k[0], bs: k[1] }];

/**
 * The filter narrowed to keysets: the index range is one lower and one upper
 * bound on timestamp (SQLite takes one of each), so a chunk's statement walks
 * only its own events, not the rest of the range.
 */
const within = (f: EventFilter, from: [number, number] | undefined, to?: [number, number]): EventFilter => ({
  ...f,
  from: from === undefined ? f.from : from[0],
  to: to === undefined ? f.to : undefined,
});

/** Statements made from filter combinations, each prepared once. */
function cachedStatements(db: Db) {
  const cache = new Map<string, Statement>();
  return (sql: string, bigints = false): Statement => {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      if (bigints) stmt.safeIntegers(true);
      cache.set(sql, stmt);
    }
    return stmt;
  };
}

function where(filters: Filter[]): { sql: string; params: Record<string, unknown> } {
  const clauses: string[] = [];
  const params: Record<string, unknown> = {};
  for (const f of filters) {
    if (!f) continue;
    clauses.push(f[0]);
    Object.assign(params, f[1]);
  }
  return { sql: clauses.length ? ` WHERE ${clauses.join(" AND ")}` : "", params };
}

/** All SQL reading usage events (they are written by the balances domain). */
export function eventsRepo(db: Db): EventsRepo {
  const page = listQuery<EventRow>(db, "SELECT e.* FROM rv_events e", "e.timestamp DESC, e.seq DESC");
  const range = listQuery<EventRow>(db, "SELECT e.* FROM rv_events e", "e.timestamp, e.seq");
  const statement = cachedStatements(db);
  const prune = db.prepare<[number, number]>(
    `DELETE FROM rv_events WHERE seq IN (
       SELECT seq FROM rv_events WHERE space_id IN (SELECT id FROM spaces) AND timestamp < ? LIMIT ?)`,
  );
  return {
    /** Deletes up to `limit` usage events whose time is before `before`; answers how many. */
    prune: async (before: number, limit: number): Promise<number> => prune.run(before, limit).changes,
    /** Newest first, strictly before the keyset (timestamp, seq) when given. */
    page: async (f: EventFilter, before: [number, number] | undefined, limit: number): Promise<EventRow[]> =>
      page([...filters(f), before !== undefined && ["(e.timestamp, e.seq) < (@bt, @bs)", { bt: before[0], bs: before[1] }]], limit),
    /** Up to `limit` events of the filter after the keyset (timestamp, seq), oldest first. */
    after: async (f: EventFilter, key: [number, number] | undefined, limit: number): Promise<EventRow[]> => range([...filters(within(f, key)), after(key)], limit),

    /**
     * The keyset (timestamp, seq) of the `n`-th event of the filter after
     * `key`, oldest first: the end of an aggregation chunk of n events
     * (undefined: fewer are left). Walks the index, n steps.
     */
    async chunkEnd(f: EventFilter, key: [number, number] | undefined, n: number): Promise<[number, number] | undefined> {
      const w = where([...filters(within(f, key)), after(key)]);
      const row = statement(`SELECT e.timestamp AS t, e.seq AS s FROM rv_events e${w.sql} ORDER BY e.timestamp, e.seq LIMIT 1 OFFSET @skip`).get({ ...w.params, skip: n - 1 }) as
        | { t: number; s: number }
        | undefined;
      return row && [row.t, row.s];
    },

    /**
     * Sums of the events of the filter in (from, to] (keysets; open when
     * undefined) per UTC bin start, feature and group: GROUP BY in SQL.
     */
    async sums(f: EventFilter, size: BinSize, groupBy: string | undefined, from: [number, number] | undefined, to: [number, number] | undefined): Promise<BinSum[]> {
      const w = where([...filters(within(f, from, to)), after(from), upTo(to)]);
      const params = groupBy?.startsWith("properties.") ? { ...w.params, groupKey: groupBy.slice("properties.".length) } : w.params;
      const sql = `SELECT ${BIN_START[size]} AS bin, e.feature_id AS feature_id, ${groupExpr(groupBy)} AS g, count(*) AS n, sum(e.value) AS total
        FROM rv_events e${w.sql} GROUP BY 1, 2, 3`;
      return statement(sql, true).all(params) as BinSum[];
    },
  };
}
