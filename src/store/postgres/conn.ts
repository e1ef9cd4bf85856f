/**
 * What the PostgreSQL engine's repositories run their statements on, and how they name them.
 *
 * A repository factory takes a `PgConn`: the pool (the read handle, each statement a transaction of
 * its own) or the pooled client of one unit of work. Factories are cheap; statements are named, so
 * pg parses and plans each once per connection (`stmt`, `listStmt`).
 */
import pg from "pg";

/** The pool (each statement its own transaction) or one transaction's client. */
export interface PgConn {
  query<R extends pg.QueryResultRow>(config: pg.QueryConfig<unknown[]>): Promise<pg.QueryResult<R>>;
}

const names = new Map<string, string>();

/** Registers a statement name; one name may stand for one text only (pg refuses two on one connection). */
function register(name: string, text: string): void {
  const had = names.get(name);
  if (had !== undefined && had !== text) throw new Error(`two statements named ${name}`);
  names.set(name, text);
}

/** A named statement: prepared once per connection, run with positional parameters (`$1`, `$2`…). */
export interface Stmt<R> {
  /** Every row. */
  all(c: PgConn, ...values: unknown[]): Promise<R[]>;
  /** The first row, or undefined. */
  one(c: PgConn, ...values: unknown[]): Promise<R | undefined>;
  /** Runs it; answers how many rows it changed (or returned). */
  run(c: PgConn, ...values: unknown[]): Promise<number>;
}

export function stmt<R extends pg.QueryResultRow = Record<string, never>>(name: string, text: string): Stmt<R> {
  register(name, text);
  return {
    all: async (c, ...values) => (await c.query<R>({ name, text, values })).rows,
    one: async (c, ...values) => (await c.query<R>({ name, text, values })).rows[0],
    run: async (c, ...values) => (await c.query<R>({ name, text, values })).rowCount ?? 0,
  };
}

/** A WHERE clause with `?` where its parameters go (numbered when the query is built), or a skipped filter. */
export type PgFilter = readonly [clause: string, ...values: unknown[]] | false | undefined;

/**
 * A list query with optional filters: `<select> WHERE <filters> ORDER BY <orderBy> LIMIT $n`. Each
 * combination of clauses is one named statement (its name derived from the clauses), so lists also
 * run prepared, with bound parameters only. A clause writes `?` for each of its values.
 */
export function listStmt<R extends pg.QueryResultRow>(name: string, select: string, orderBy: string) {
  const texts = new Map<string, { name: string; text: string }>();
  return async (c: PgConn, filters: PgFilter[], limit: number): Promise<R[]> => {
    const clauses: string[] = [];
    const values: unknown[] = [];
    for (const f of filters) {
      if (!f) continue;
      const [clause, ...vs] = f;
      clauses.push(clause);
      values.push(...vs);
    }
    const key = clauses.join("\u0000");
    let q = texts.get(key);
    if (!q) {
      let n = 0;
      const where = clauses.length ? ` WHERE ${clauses.map((cl) => cl.replace(/\?/g, () => `$${++n}`)).join(" AND ")}` : "";
      q = { name: `${name}#${texts.size}`, text: `${select}${where} ORDER BY ${orderBy} LIMIT $${n + 1}` };
      register(q.name, q.text);
      texts.set(key, q);
    }
    values.push(limit);
    return (await c.query<R>({ ...q, values })).rows;
  };
}

/** An int8 or integral numeric as a JS number, refused when it would lose digits. */
function safeInteger(s: string): number {
  const n = Number(s);
  if (!Number.isSafeInteger(n)) throw new RangeError(`integer ${s} from the database is beyond 2^53`);
  return n;
}

function numericToNumber(s: string): number {
  if (!/^-?\d+$/.test(s)) throw new RangeError(`a fractional numeric (${s}) was read: cast it in the query`);
  return safeInteger(s);
}

/**
 * The pool's type parsers: int8 (counts, `bigint` columns) and integral numerics (what `sum(bigint)`
 * answers) as numbers with a safe-integer check; everything else as pg parses it.
 */
export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === pg.types.builtins.INT8) return safeInteger;
    if (oid === pg.types.builtins.NUMERIC) return numericToNumber;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig["getTypeParser"],
};
