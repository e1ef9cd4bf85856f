import pg from "pg";
import { pgTypes } from "./conn.js";

export interface PoolOptions {
  /** Most connections the pool opens (default 10). */
  max?: number;
  /** The name the server shows for these connections (pg_stat_activity). */
  applicationName?: string;
}

/** How long a statement waits for a connection of the pool (a new one, or a busy pool's next free one). */
export const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A connection of its own, outside the pool (not yet connected): for session state that must live as
 * long as this process's session, e.g. the customer locks' advisory locks. TCP keep-alive notices a
 * silently dropped connection.
 */
export function openSessionClient(url: string, applicationName: string): pg.Client {
  return new pg.Client({ connectionString: url, types: pgTypes, application_name: applicationName, keepAlive: true });
}

/**
 * A pool over `url` (`postgres://user:pass@host:5432/db`; the URL's `sslmode` and other options are
 * honoured as node-postgres reads them), with the engine's type parsers (conn.ts).
 */
export function openPool(url: string, opts: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    types: pgTypes,
    application_name: opts.applicationName ?? "tandem",
    // A connection idle this long is closed (the server keeps its memory otherwise).
    idleTimeoutMillis: 30_000,
    // A connection not had within this (a server gone silent, a pool exhausted that long) fails the
    // request instead of holding it forever; /ready's own check gives up sooner (HEALTH_TIMEOUT_MS).
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Queries given to a client while another is on the wire are sent at once, not after its answer:
    // a unit's BEGIN goes out with its first statement (store.ts), one round trip instead of two.
    pipeline: true,
  });
  // A pooled client that loses its connection while idle emits here; the pool drops it and opens another.
  pool.on("error", () => {});
  return pool;
}
