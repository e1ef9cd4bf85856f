/**
 * Where request counts live: counters of hits per key in fixed windows of `windowMs`, aligned
 * to the clock (`floor(now / windowMs)`), so every key's window ends at the same instant
 * (`msUntilWindowEnds`, the Retry-After of a refusal) and a new window starts from zero.
 *
 * The contract an implementation keeps (test/support/single-process-state.contracts.ts):
 * - `hit` counts one hit and answers the window's count with it, synchronously (every metered
 *   request counts one: no round trip may be added): of one node's hits each sees a different
 *   count, so one node alone lets exactly n through per window at a limit of n;
 * - `peek` answers the count without counting;
 * - keys are independent, and a new window starts every key at zero;
 * - a counter shared by several nodes counts every node's hits together **within a tolerance**: a
 *   node's own hits count at once, another node's once both have synced (`sync()`, on a timer in a
 *   multi-node store), and nodes agree on windows because they are aligned to the clock, not to a
 *   first hit. PostgreSQL's store (shared-rate-store.ts) syncs every SYNC_MS = 100 ms, so across N
 *   nodes a limit may be exceeded by at most what the other N − 1 nodes admitted in the last
 *   2 × SYNC_MS, never by more than N × the limit (2 nodes at the usage limit of 2,000/s, traffic
 *   split evenly: at most 2,200 a second).
 * The in-process store gives each `counter` call a table of its own (per API app, per limiter, as
 * before there was a store): exact for one process, as on SQLite (one process per file).
 */
export interface RateStore {
  /** A counter named `name` (a multi-node store shares it by name) with windows of `windowMs`. */
  counter(name: string, windowMs: number): RateCounter;
  /**
   * Exchanges this node's counts with the other nodes' now (a multi-node store also does it on its
   * own every SYNC_MS; the in-memory store has nothing to exchange): tests make nodes meet with it.
   */
  sync(): Promise<void>;
  /** Stops its timer (a multi-node store); counts are lost with the process, as windows are short. */
  close(): Promise<void>;
}

export interface RateCounter {
  /** Counts one hit of `key` at `now` (ms) and answers the hits of its window so far, this one included. */
  hit(key: string, now: number): number;
  /**
   * `hit` for a limiter of `limit` per window: a store shared by several nodes may first learn
   * what the other nodes counted (a promise, when this node has used its share of what the window
   * had left: see shared-rate-store.ts, "Shares"), then counts the hit and answers as `hit` does.
   * The in-process store answers `hit` at once.
   */
  hitWithin(key: string, now: number, limit: number): number | Promise<number>;
  /** The hits of `key` in the window of `now`, without counting one. */
  peek(key: string, now: number): number;
}

/** Milliseconds from `now` until its window of `windowMs` ends (when counting restarts). */
export const msUntilWindowEnds = (now: number, windowMs: number): number => (Math.floor(now / windowMs) + 1) * windowMs - now;

/**
 * Counters in this process's memory: one Map per counter, dropped whole when a window ends, so
 * memory stays bounded by the keys seen in one window. A synchronous Map lookup: on the metering
 * hot path every request counts a hit.
 */
export function inMemoryRateStore(): RateStore {
  return {
    sync: async () => {},
    close: async () => {},
    counter(_name: string, windowMs: number): RateCounter {
      let window = -1;
      let counts = new Map<string, number>();
      const roll = (now: number) => {
        const w = Math.floor(now / windowMs);
        if (w !== window) {
          window = w;
          counts = new Map();
        }
      };
      return {
        hit(key, now) {
          roll(now);
          const used = (counts.get(key) ?? 0) + 1;
          counts.set(key, used);
          return used;
        },
        peek(key, now) {
          roll(now);
          return counts.get(key) ?? 0;
        },
        hitWithin(key, now) {
          return this.hit(key, now);
        },
      };
    },
  };
}
