/**
 * What the PostgreSQL engine's repositories run their statements on, and how they name them.
 *
 * A repository factory takes a `PgConn`: the pool (the read handle, each statement a transaction of
 * its own) or the pooled client of one unit of work. Factories are cheap; statements are named, so
 * pg parses and plans each once per connection (`stmt`, `listStmt`).
 */
import pg from "pg";
import { StorageFault, type StorageFaultKind } from "../../platform/db/storage-fault.js";

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

/** The kind of fault a PostgreSQL error (its SQLSTATE) or a connection error is. */
export function faultKind(err: unknown): StorageFaultKind {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
    // 40001 serialization_failure, 40P01 deadlock_detected, 55P03 lock_not_available.
    if (code === "40001" || code === "40P01" || code === "55P03") return "busy";
    // 57014 query_canceled (statement_timeout).
    if (code === "57014") return "timeout";
    // 08… connection exceptions, 57P01–57P03 admin/crash shutdown, cannot connect now.
    if (code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03") return "unavailable";
    // 53100 disk_full (53… insufficient resources: out of memory, too many connections).
    if (code === "53100") return "full";
    if (code.startsWith("53")) return "unavailable";
    return "other";
  }
  const message = err instanceof Error ? err.message : String(err);
  if (typeof code === "string" && /^E(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|HOSTUNREACH|NOTFOUND|AI_AGAIN)$/.test(code)) return "unavailable";
  if (/Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable/i.test(message)) return "unavailable";
  return "other";
}

/** Whether `err` came from the driver: a PostgreSQL error (it has a severity) or a lost connection. */
export function isDriverError(err: unknown): boolean {
  if (err instanceof StorageFault || !(err instanceof Error)) return false;
  return typeof (err as { severity?: unknown }).severity === "string" || faultKind(err) === "unavailable";
}

/** `err` as a StorageFault (the driver's error kept as its cause; its SQLSTATE as its code). */
export function pgFault(err: unknown): StorageFault {
  if (err instanceof StorageFault) return err;
  const code = (err as { code?: unknown } | null)?.code;
  const kind = faultKind(err);
  const what = { busy: "the database is busy", unavailable: "the database is unreachable", timeout: "a statement timed out", full: "the database's disk is full", other: "the database refused a statement" }[kind];
  return new StorageFault(kind, typeof code === "string" ? code : undefined, `${what}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
}

/** `conn` with every error it answers turned into a StorageFault. */
export function faulting(conn: PgConn): PgConn {
  return {
    query: <R extends pg.QueryResultRow>(config: pg.QueryConfig<unknown[]>) =>
      conn.query<R>(config).catch((err: unknown) => {
        throw pgFault(err);
      }),
  };
}
