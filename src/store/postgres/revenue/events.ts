import type { BinSize, BinSum, EventFilter, EventRow, EventsRepo } from "../../../revenue/events/events.repo.js";
import { type PgConn, type PgFilter, listStmt, stmt } from "../conn.js";

/**
 * A property's value as text, as filter_by and group_by compare it: strings as they are,
 * `true`/`false`/`null`, numbers and JSON as text; SQL NULL when the key is missing.
 */
const propertyText = (key: string) =>
  `(SELECT CASE jsonb_typeof(p.v) WHEN 'null' THEN 'null' ELSE p.v #>> '{}' END FROM (SELECT e.properties::jsonb -> ${key} AS v) p)`;

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** The UTC bin start of an event, in SQL (floor division, so times before 1970 bin correctly too). */
const BIN_START: Record<BinSize, string> = {
  hour: `(e.timestamp - ((e.timestamp % ${HOUR}) + ${HOUR}) % ${HOUR})`,
  day: `(e.timestamp - ((e.timestamp % ${DAY}) + ${DAY}) % ${DAY})`,
  // Midnight minus the days since Monday (1970-01-01 was a Thursday: +3).
  week: `((e.timestamp - ((e.timestamp % ${DAY}) + ${DAY}) % ${DAY}) - (((((e.timestamp - ((e.timestamp % ${DAY}) + ${DAY}) % ${DAY}) / ${DAY}) + 3) % 7 + 7) % 7) * ${DAY})`,
  month: `(extract(epoch FROM date_trunc('month', to_timestamp(e.timestamp / 1000.0) AT TIME ZONE 'UTC'))::bigint * 1000)`,
};

/** The group of an event in SQL (group_by), "null" when missing, as events.rules' groupOf; `?` is the property key. */
function groupExpr(groupBy: string | undefined): string {
  if (groupBy === undefined) return "NULL::text";
  if (groupBy === "$customer_id") return "e.customer_id";
  if (groupBy === "$entity_id") return "coalesce(e.entity_id, 'null')";
  if (groupBy === "$plan_id") return "coalesce(e.deductions::jsonb -> 0 ->> 'plan_id', 'null')";
  return `coalesce(${propertyText("?::text")}, 'null')`;
}

const filters = (f: EventFilter): PgFilter[] => [
  ["e.space_id = ?", f.spaceId],
  f.customerSeq !== undefined && ["e.customer_seq = ?", f.customerSeq],
  f.entityId !== undefined && ["e.entity_id = ?", f.entityId],
  f.featureIds !== undefined && ["e.feature_id = ANY(?::text[])", f.featureIds],
  f.from !== undefined && ["e.timestamp >= ?", f.from],
  f.to !== undefined && ["e.timestamp < ?", f.to],
  ...(f.filterBy ?? []).map(([key, value]): PgFilter => [`${propertyText("?::text")} = ?`, key, value]),
];

const after = (k: [number, number] | undefined): PgFilter => k !== undefined && ["(e.timestamp, e.seq) > (?, ?)", k[0], k[1]];
const upTo = (k: [number, number] | undefined): PgFilter => k !== undefined && ["e.timestamp <= ? AND (e.timestamp, e.seq) <= (?, ?)", k[0], k[0], k[1]];

/**
 * The filter narrowed to keysets: the index range is one lower and one upper bound on timestamp,
 * so a chunk's statement walks only its own events, not the rest of the range.
 */
const within = (f: EventFilter, from: [number, number] | undefined, to?: [number, number]): EventFilter => ({
  ...f,
  from: from === undefined ? f.from : from[0],
  to: to === undefined ? f.to : undefined,
});

/**
 * A statement made of a template and a combination of clauses: `?` (in `head`'s `${where}` and
 * clauses alike, in order) numbered `$n`, each text named once (`events.<kind>#n`).
 */
function composed(kind: string) {
  const names = new Map<string, ReturnType<typeof stmt<Record<string, unknown>>>>();
  return (text: (where: string) => string, pre: unknown[], filters: PgFilter[], post: unknown[]) => {
    const clauses: string[] = [];
    const values: unknown[] = [...pre];
    for (const f of filters) {
      if (!f) continue;
      const [clause, ...vs] = f;
      clauses.push(clause);
      values.push(...vs);
    }
    values.push(...post);
    const where = clauses.length ? ` WHERE ${clauses.join(" AND ")}` : "";
    let n = 0;
    const sql = text(where).replace(/\?/g, () => `$${++n}`);
    let s = names.get(sql);
    if (s === undefined) names.set(sql, (s = stmt(`events.${kind}#${names.size}`, sql)));
    return { s, values };
  };
}

const q = {
  page: listStmt<EventRow>("events.page", "SELECT e.* FROM rv_events e", "e.timestamp DESC, e.seq DESC"),
  range: listStmt<EventRow>("events.range", "SELECT e.* FROM rv_events e", "e.timestamp, e.seq"),
  chunkEnd: composed("chunkEnd"),
  sums: composed("sums"),
  prune: stmt(
    "events.prune",
    `DELETE FROM rv_events WHERE seq IN (
       SELECT seq FROM rv_events WHERE space_id IN (SELECT id FROM spaces) AND timestamp < $1 LIMIT $2)`,
  ),
};

/** All SQL reading usage events (they are written by the balances domain). */
export function eventsRepo(c: PgConn): EventsRepo {
  return {
    prune: (before, limit) => q.prune.run(c, before, limit),
    page: (f, before, limit) => q.page(c, [...filters(f), before !== undefined && ["(e.timestamp, e.seq) < (?, ?)", before[0], before[1]]], limit),
    after: (f, key, limit) => q.range(c, [...filters(within(f, key)), after(key)], limit),
    async chunkEnd(f, key, n) {
      const { s, values } = q.chunkEnd(
        (where) => `SELECT e.timestamp AS t, e.seq AS s FROM rv_events e${where} ORDER BY e.timestamp, e.seq LIMIT 1 OFFSET ?`,
        [],
        [...filters(within(f, key)), after(key)],
        [n - 1],
      );
      const row = (await s.one(c, ...values)) as { t: number; s: number } | undefined;
      return row && [row.t, row.s];
    },
    // Integers as text, made BigInt here: sums of micro-units may pass 2^53 (the pool's parsers refuse those).
    async sums(f, size, groupBy, from, to): Promise<BinSum[]> {
      const keyed = groupBy?.startsWith("properties.") ? [groupBy.slice("properties.".length)] : [];
      const { s, values } = q.sums(
        (where) => `SELECT (${BIN_START[size]})::text AS bin, e.feature_id, ${groupExpr(groupBy)} AS g, count(*)::text AS n, sum(e.value)::text AS total
          FROM rv_events e${where} GROUP BY 1, 2, 3`,
        keyed,
        [...filters(within(f, from, to)), after(from), upTo(to)],
        [],
      );
      const rows = (await s.all(c, ...values)) as { bin: string; feature_id: string; g: string | null; n: string; total: string }[];
      return rows.map((r) => ({ bin: BigInt(r.bin), feature_id: r.feature_id, g: r.g, n: BigInt(r.n), total: BigInt(r.total) }));
    },
  };
}
