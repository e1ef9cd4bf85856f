import type { Db } from "./database.js";

/**
 * Group commit. Units of write work submitted during one turn of the event
 * loop run, in order, inside one `BEGIN IMMEDIATE … COMMIT`, each in its own
 * savepoint: a unit that throws rolls back alone and rejects alone. Every
 * unit's promise settles only after the COMMIT, so no caller answers for a
 * change that is not stored; if the COMMIT fails, every unit of the group
 * rejects with that error and nothing of the group is kept.
 *
 * Why: a commit appends the changed pages to the WAL. Fifty concurrent
 * tracks used to write fifty copies of the same balance page and the same
 * last page of each index; a group writes each page once. On the metering
 * hot path this multiplied write throughput (numbers in bench/README.md).
 *
 * Units must be synchronous (better-sqlite3 is). A promise returned by a unit
 * would be adopted by the unit's own promise and run outside the group, so
 * return it boxed (`{ pending }`) when that is what you mean.
 */
/** Runs a unit of write work in a transaction and settles once it is committed. */
export interface WriteUnit {
  <T>(fn: () => T): Promise<T>;
  /**
   * Writes deferred to the end of the running group: after its last unit, just before its
   * COMMIT, in order, in the same transaction. Outside a group, `defer` runs the work at once
   * (in the caller's own transaction). The work of a unit that fails is dropped with its
   * changes. For writes that cost far less batched: an FTS5 table writes the terms pending
   * since the last savepoint as a new segment at every savepoint, so one row of search text per
   * unit cost a segment (and its merges) per unit; deferred, a group writes one.
   */
  defer(work: () => void): void;
  /** Runs the work deferred so far now, e.g. before deleting rows that deferred work adds. */
  runDeferred(): void;
  /** Runs `fn` (a savepoint of the caller's); if it throws, the work it deferred is dropped. */
  scoped<T>(fn: () => T): T;
}

export function createGroupCommit(db: Db): WriteUnit {
  interface Unit {
    fn: () => unknown;
    resolve(value: unknown): void;
    reject(err: unknown): void;
  }
  const begin = db.prepare("BEGIN IMMEDIATE");
  const commit = db.prepare("COMMIT");
  const rollback = db.prepare("ROLLBACK");
  const savepoint = db.prepare("SAVEPOINT unit");
  const release = db.prepare("RELEASE unit");
  const undo = db.prepare("ROLLBACK TO unit");
  let queue: Unit[] = [];
  /** The running group's deferred work (null when no group runs); the first `ran` have run. */
  let deferred: (() => void)[] | null = null;
  let ran = 0;
  const runDeferred = () => {
    if (deferred === null) return;
    while (ran < deferred.length) deferred[ran++]();
  };
  /**
   * Runs `fn` in a savepoint that is rolled back if it throws: then the work it deferred is
   * dropped, and earlier work that ran meanwhile (undone with the savepoint) is due again.
   */
  const scoped = <T>(fn: () => T): T => {
    if (deferred === null) return fn();
    const mark = deferred.length;
    const ranBefore = ran;
    try {
      return fn();
    } catch (err) {
      if (deferred !== null) {
        deferred.length = mark;
        ran = ranBefore;
      }
      throw err;
    }
  };

  const flush = () => {
    const units = queue;
    queue = [];
    const results: { ok: boolean; value: unknown }[] = new Array(units.length);
    try {
      begin.run();
      deferred = [];
      ran = 0;
      try {
        for (let i = 0; i < units.length; i++) {
          savepoint.run();
          try {
            results[i] = { ok: true, value: scoped(units[i].fn) };
            release.run();
          } catch (err) {
            // SQLite rolls the whole transaction back itself on some errors (SQLITE_FULL, I/O
            // errors): then no unit of the group is stored, and every one fails with the error.
            if (!db.inTransaction) throw err;
            undo.run();
            release.run();
            results[i] = { ok: false, value: err };
          }
        }
        // A failure here fails the whole group, as a failed COMMIT does.
        runDeferred();
        deferred = null;
        commit.run();
      } catch (err) {
        deferred = null;
        if (db.inTransaction) rollback.run();
        throw err;
      }
    } catch (err) {
      for (const u of units) u.reject(err);
      return;
    }
    for (let i = 0; i < units.length; i++) (results[i].ok ? units[i].resolve : units[i].reject)(results[i].value);
  };

  /** Runs `fn` in the next group; settles after the group's COMMIT. */
  const unit = <T>(fn: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ fn, resolve: resolve as (v: unknown) => void, reject });
    });
  return Object.assign(unit, {
    defer(work: () => void): void {
      if (deferred === null) work();
      else deferred.push(work);
    },
    runDeferred,
    scoped,
  });
}
