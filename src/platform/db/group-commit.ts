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
export type WriteUnit = <T>(fn: () => T) => Promise<T>;

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

  const flush = () => {
    const units = queue;
    queue = [];
    const results: { ok: boolean; value: unknown }[] = new Array(units.length);
    try {
      begin.run();
      try {
        for (let i = 0; i < units.length; i++) {
          savepoint.run();
          try {
            results[i] = { ok: true, value: units[i].fn() };
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
        commit.run();
      } catch (err) {
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
  return <T>(fn: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ fn, resolve: resolve as (v: unknown) => void, reject });
    });
}
