import type { Db } from "./database.js";

/**
 * A memo of hot reads that is valid while the database is unchanged.
 *
 * `session(fn)` runs `fn` with the memo on. On entry it reads one stamp,
 * `total_changes()` of this connection plus `data_version` (which moves when
 * another connection, such as the CLI, commits); if the stamp moved since the
 * memo was filled, the memo is emptied. So a read served from the memo is
 * what the database would answer now, for the price of one statement instead
 * of one per read.
 *
 * Off (reads go straight to the database) inside a transaction, whose reads
 * may see changes that are later rolled back, and after `changed()`, which a
 * write in the session must call. Remembered values are frozen: a caller
 * that tried to change one would throw rather than corrupt the memo.
 */
export function createReadMemo(db: Db, maxEntries = 20_000) {
  const stampQ = db.prepare<[], string>("SELECT total_changes() || ':' || data_version FROM pragma_data_version").pluck();
  const memo = new Map<string, unknown>();
  let stamp = "";
  let on = false;

  const freeze = <T>(v: T): T => {
    if (Array.isArray(v)) {
      for (const x of v) freeze(x);
      return Object.freeze(v);
    }
    return v !== null && typeof v === "object" ? Object.freeze(v) : v;
  };

  return {
    /** Runs `fn` with the memo on (when outside a transaction). */
    session<T>(fn: () => T): T {
      if (on || db.inTransaction) return fn();
      const now = stampQ.get()!;
      if (now !== stamp) {
        memo.clear();
        stamp = now;
      }
      on = true;
      try {
        return fn();
      } finally {
        on = false;
      }
    },
    /** The remembered value of `key`, or `load()` remembered (only in a session). */
    get<T>(key: string, load: () => T): T {
      if (!on) return load();
      const hit = memo.get(key);
      if (hit !== undefined || memo.has(key)) return hit as T;
      const value = freeze(load());
      if (memo.size >= maxEntries) memo.clear();
      memo.set(key, value);
      return value;
    },
    /** A write happened: forget everything and stop remembering for the rest of the session. */
    changed(): void {
      memo.clear();
      stamp = "";
      on = false;
    },
  };
}
export type ReadMemo = ReturnType<typeof createReadMemo>;
