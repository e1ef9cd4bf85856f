/**
 * The rate counters' exchange on PostgreSQL (src/platform/http/shared-rate-store.ts): one statement
 * per sync per node, on the pool. Each node writes rows of its own (`node` in the key), so nodes
 * never wait on each other's row locks and no row is written per request: one row per
 * (counter, key, window) per node, updated at most once per SYNC_MS. The table is unlogged (counts
 * of windows of seconds to a minute; a crash of the server forgets them, as a restart of every node would).
 */
import { randomUUID } from "node:crypto";
import type { RateDelta, RateExchange, RateTotal, RateWindow } from "../../../platform/http/shared-rate-store.js";
import { type PgConn, stmt } from "../conn.js";

/** Most rows of ended windows one sync deletes (the rest go with the next syncs). */
export const PRUNE_LIMIT = 500;

// The data-modifying CTEs run whether or not the SELECT reads them, and the SELECT sees the table as
// it was before them (one snapshot): totals without this sync's deltas, which the caller adds back.
const exchangeStmt = stmt<RateTotal>(
  "rate_counts.exchange",
  `WITH sent AS (
     INSERT INTO rate_counts (name, key, window_start, node, window_end, hits)
     SELECT d.name, d.key, d.window_start, $1, d.window_end, d.hits
     FROM unnest($2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::bigint[]) AS d (name, key, window_start, window_end, hits)
     ON CONFLICT (name, key, window_start, node) DO UPDATE SET hits = rate_counts.hits + excluded.hits
   ), pruned AS (
     DELETE FROM rate_counts WHERE (name, key, window_start, node) IN (
       SELECT r.name, r.key, r.window_start, r.node FROM rate_counts r JOIN unnest($7::text[], $8::bigint[]) AS w (name, window_start)
         ON r.name = w.name AND r.window_end <= w.window_start - $9
       LIMIT ${PRUNE_LIMIT} FOR UPDATE OF r SKIP LOCKED)
   )
   SELECT r.name, r.key, sum(r.hits) AS hits
   FROM rate_counts r JOIN unnest($7::text[], $8::bigint[]) AS w (name, window_start) ON r.name = w.name AND r.window_start = w.window_start
   GROUP BY r.name, r.key`,
);

/** PostgreSQL text holds no NUL (a limiter's key is `<bucket>\0<key>`): `\` and NUL are escaped in the table, reversibly. */
const stored = (key: string) => key.replace(/\\/g, "\\\\").replace(/\0/g, "\\0");
const unstored = (key: string) => key.replace(/\\(\\|0)/g, (_, c: string) => (c === "0" ? "\0" : "\\"));

/** The exchange of one node (a fresh node id per call) over `conn` (the pool). */
export function postgresRateExchange(conn: PgConn, node: string = randomUUID()): RateExchange {
  return async (deltas: RateDelta[], windows: RateWindow[], graceMs: number) =>
    (
      await exchangeStmt.all(
      conn,
      node,
      deltas.map((d) => d.name),
      deltas.map((d) => stored(d.key)),
      deltas.map((d) => d.windowStart),
      deltas.map((d) => d.windowEnd),
      deltas.map((d) => d.hits),
      windows.map((w) => w.name),
      windows.map((w) => w.windowStart),
      graceMs,
      )
    ).map((t) => ({ name: t.name, key: unstored(t.key), hits: t.hits }));
}
