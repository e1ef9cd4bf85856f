import type { Db } from "./database.js";
import { type ShapedStatement, shaped } from "./shaped.js";

/** A WHERE clause and the named parameters it binds; falsy entries are skipped. */
export type Filter = readonly [clause: string, params?: Record<string, unknown>] | false | undefined;

/**
 * A list query with optional filters: `SELECT … WHERE <filters> ORDER BY … LIMIT @limit`.
 * Each combination of clauses is prepared once and cached, so lists run on
 * prepared statements with bound parameters only.
 */
export function listQuery<R>(db: Db, select: string, orderBy: string) {
  // Rows as fast objects (see shaped.ts): building them cost about half of a 20-row page.
  const cache = new Map<string, ShapedStatement<[Record<string, unknown>], R>>();
  return (filters: Filter[], limit: number): R[] => {
    const clauses: string[] = [];
    const params: Record<string, unknown> = { limit };
    for (const f of filters) {
      if (!f) continue;
      clauses.push(f[0]);
      Object.assign(params, f[1]);
    }
    const sql = `${select}${clauses.length ? ` WHERE ${clauses.join(" AND ")}` : ""} ORDER BY ${orderBy} LIMIT @limit`;
    let stmt = cache.get(sql);
    if (!stmt) cache.set(sql, (stmt = shaped(db.prepare<[Record<string, unknown>], R>(sql))));
    return stmt.all(params);
  };
}
