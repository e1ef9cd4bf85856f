import type { Statement } from "better-sqlite3";

/** A read statement whose rows are plain objects of one fixed shape. */
export interface ShapedStatement<P extends unknown[], R> {
  get(...params: P): R | undefined;
  all(...params: P): R[];
}

/**
 * Rows as fast objects, for the hot reads of wide tables.
 *
 * better-sqlite3 adds a row's columns to an empty object one at a time, and
 * V8 turns an object that grows past about a dozen properties that way into
 * a hash table ("dictionary mode"). Reading one 26-column `rv_balances` row
 * then costs ~5.8 µs, copying it with a spread another ~4.5 µs, and every
 * property read is a hash lookup. Here the statement answers raw arrays and
 * each row is built by one object literal compiled from the statement's
 * columns: ~3 µs, and a shape V8 optimises (bench/README.md).
 *
 * The literal is compiled from the column names SQLite reports, quoted with
 * JSON.stringify; a name that occurs twice keeps its last value, as
 * better-sqlite3's own rows do. The statement is switched to raw mode, so
 * use it only through what this returns.
 */
export function shaped<P extends unknown[], R>(stmt: Statement<P, R>): ShapedStatement<P, R> {
  const fields = stmt.columns().map((c, i) => `${JSON.stringify(c.name)}: v[${i}]`);
  const build = new Function("v", `return { ${fields.join(", ")} };`) as (v: unknown[]) => R;
  const raw = stmt.raw(true) as unknown as Statement<P, unknown[]>;
  return {
    get(...params) {
      const v = raw.get(...params);
      return v === undefined ? undefined : build(v);
    },
    all: (...params) => raw.all(...params).map(build),
  };
}
