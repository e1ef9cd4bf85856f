/**
 * Plain SQL against a test's database on either engine, for tests that set up or check rows the APIs
 * do not reach (a clock moved back, a row a crash left behind). Write portable SQL with `?` for each
 * parameter: on SQLite it runs on the server's own connection, on PostgreSQL on a small pool of
 * its own to the same database (`?` numbered `$1`, `$2`…; int8 as numbers, as the engine reads them).
 * Prefer the API; reach for this only for what no API does.
 */
import pg from "pg";
import type { Db } from "../../src/platform/db/database.js";
import { pgTypes } from "../../src/store/postgres/conn.js";

export interface TestSql {
  get<R = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<R | undefined>;
  all<R = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<R[]>;
  /** Runs a statement; answers how many rows it changed. */
  run(sql: string, ...params: unknown[]): Promise<number>;
  /** Which engine it runs on (for the rare statement that must differ). */
  engine: "sqlite" | "postgres";
  close(): Promise<void>;
}

const numbered = (sql: string): string => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** SQL on the database of `t` (a Tandem or platform): its SQLite connection, or its PostgreSQL URL. */
export function testSql(t: { database: string; db?: Db }): TestSql {
  const db = t.db;
  if (db) {
    return {
      engine: "sqlite",
      get: async <R>(sql: string, ...p: unknown[]) => db.prepare(sql).get(...p) as R | undefined,
      all: async <R>(sql: string, ...p: unknown[]) => db.prepare(sql).all(...p) as R[],
      run: async (sql: string, ...p: unknown[]) => db.prepare(sql).run(...p).changes,
      close: async () => {},
    };
  }
  const pool = new pg.Pool({ connectionString: t.database, max: 2, types: pgTypes });
  return {
    engine: "postgres",
    get: async <R>(sql: string, ...p: unknown[]) => (await pool.query(numbered(sql), p)).rows[0] as R | undefined,
    all: async <R>(sql: string, ...p: unknown[]) => (await pool.query(numbered(sql), p)).rows as R[],
    run: async (sql: string, ...p: unknown[]) => (await pool.query(numbered(sql), p)).rowCount ?? 0,
    close: () => pool.end(),
  };
}
