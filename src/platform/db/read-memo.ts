import type { Db } from "./database.js";

/**
 * A memo of hot reads that is valid while the database is unchanged.
 *
 * `session(fn)` runs `fn` with the memo on. On entry it checks two counters
 * and empties the memo if either moved since it was filled:
 * - `total_changes()` of this connection, our own writes (a call that needs
 *   no read transaction, about 0.05 µs);
 * - `data_version`, which moves when another connection (the CLI, an
 *   operator's `sqlite3`) commits. Reading it opens a read transaction on the
 *   WAL (about 1.4 µs alone, ~10 µs per request under load), so it is read at
 *   most once per event-loop turn: a read served from the memo is what the
 *   database held when the turn began, as if the request had been handled a
 *   few microseconds earlier, and never older than that.
 *
 * Off (reads go straight to the database) inside a transaction, whose reads
 * may see changes that are later rolled back, and after `changed()`, which a
 * write in the session must call. Remembered values are frozen: a caller
 * that tried to change one would throw rather than corrupt the memo.
 */
export function createReadMemo(db: Db, maxEntries = 20_000) {
  const ownQ = db.prepare<[], number>("SELECT total_changes()").pluck();
  const othersQ = db.prepare<[], number>("SELECT data_version FROM pragma_data_version").pluck();
  const memo = new Map<string, unknown>();
  let own = -1;
  let others = -1;
  let othersSeenThisTurn = false;
  let on = false;
  const nextTurn = () => {
    othersSeenThisTurn = false;
  };

  /** Deep: nothing reachable from a remembered value can be changed. */
  const freeze = <T>(v: T): T => {
    if (v === null || typeof v !== "object" || Object.isFrozen(v)) return v;
    for (const x of Object.values(v)) freeze(x);
    return Object.freeze(v);
  };

  return {
    /** Runs `fn` with the memo on (when outside a transaction). */
    session<T>(fn: () => T): T {
      if (on || db.inTransaction) return fn();
      if (!othersSeenThisTurn) {
        othersSeenThisTurn = true;
        setImmediate(nextTurn);
        const v = othersQ.get()!;
        if (v !== others) {
          memo.clear();
          others = v;
        }
      }
      const c = ownQ.get()!;
      if (c !== own) {
        memo.clear();
        own = c;
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
      const loaded = load();
      if (!on) return loaded; // the load wrote: nothing it read is kept
      const value = freeze(loaded);
      if (memo.size >= maxEntries) memo.clear();
      memo.set(key, value);
      return value;
    },
    /**
     * `get` for a value that also goes stale with the clock: `load` answers
     * it with the first time it no longer holds, and it is remembered while
     * `now` is earlier.
     */
    until<T>(key: string, now: number, load: () => { value: T; until: number }): T {
      if (!on) return load().value;
      const hit = memo.get(key) as { value: T; until: number } | undefined;
      if (hit !== undefined && now < hit.until) return hit.value;
      const fresh = load();
      if (!on || fresh.until <= now) return fresh.value;
      const value = freeze(fresh.value);
      if (memo.size >= maxEntries) memo.clear();
      memo.set(key, { value, until: fresh.until });
      return value;
    },
    /** A write happened: forget everything and stop remembering for the rest of the session. */
    changed(): void {
      memo.clear();
      own = -1;
      on = false;
    },
  };
}
export type ReadMemo = ReturnType<typeof createReadMemo>;
