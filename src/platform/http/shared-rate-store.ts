import type { RateCounter, RateStore } from "./rate-store.js";

/**
 * Rate counters shared by every node on one database, within a tolerance, with no round trip on
 * the hot path (`hit` and `peek` stay synchronous Map lookups).
 *
 * Each node counts locally. Every SYNC_MS (only while it has hits to send or a counter was used
 * within its window) it sends its unsent hits as deltas and reads back every node's totals of the
 * windows it counts, in one statement (`RateExchange`, PostgreSQL's: src/store/postgres/platform/rate-counts.ts).
 * A `hit` answers (every node's total at the last sync) + (this node's hits since, sent or not).
 * A node reads the windows it counts in (its counters' current windows, by the time of their last
 * hit or peek): a node's first hit of a window sees the other nodes' hits from its next sync on.
 *
 * **Shares.** A limiter of keys (`hitWithin`) passes its limit. Between two exchanges a node
 * admits at most its share of what the window had left at its last exchange: ⌈(limit − every
 * node's total) / N⌉, N the nodes serving requests (`nodes`, from the nodes' beats). A hit past its
 * share waits for an exchange, started at once and shared by every hit waiting (a round trip, not
 * SYNC_MS), after which the node's share is what is left divided again; after SHARE_TRIES
 * exchanges it is decided on the total as it then stands. A node that alone gets a key's traffic
 * still reaches the whole limit (in a few round trips). A burst that reaches every node in the same
 * instant is admitted at about the limit, not N × it: the nodes' first shares add up to the limit,
 * and what they take after exchanges is decided on what each exchange saw (one may run before
 * another node's hits arrive): measured with two nodes, 10 to 15 of a limit of 10
 * (test/store/shared-state.postgres.test.ts), where counting alone lets 20 through.
 *
 * **Tolerance.** A hit on another node reaches this node's view within two sync periods (that
 * node's next sync, then this node's next one: ≤ 2 × SYNC_MS plus a round trip). With shares, the
 * N nodes admit at most the limit plus what nodes not yet counted in N admitted (a node started in
 * the last 2 s, before its first beat was seen: at most its own share of the limit), and a hit
 * counted by a node whose exchange failed. Without shares (a limiter that passes no limit, or N
 * unknown) a limit may be exceeded by what the other N − 1 nodes admitted in the last 2 × SYNC_MS,
 * never beyond N × the limit. With the database unreachable, each node goes on counting alone (its
 * unsent hits are kept and sent once a sync succeeds, its share stays what it was), i.e. limits
 * degrade, never to none.
 */
export const SYNC_MS = 100;

/** Exchanges a hit past this node's share waits for before it is decided on the total as it stands. */
export const SHARE_TRIES = 4;

/** A counter's rows of windows that ended this long before its current window began are deleted (clock skew between nodes stays below it). */
export const PRUNE_GRACE_MS = 5_000;

/** One counter's unsent hits of one key in one window. */
export interface RateDelta {
  name: string;
  key: string;
  windowStart: number;
  windowEnd: number;
  hits: number;
}

/** A window whose totals a node reads (every key of it). */
export interface RateWindow {
  name: string;
  windowStart: number;
}

/** Every node's hits of one key in one of the windows asked for. */
export interface RateTotal {
  name: string;
  key: string;
  hits: number;
}

/**
 * The one statement of a sync: adds `deltas` to this node's rows, deletes (a bounded number of) the
 * rows of the counters of `windows` whose window ended `graceMs` or more before the one asked for
 * began (each counter by its own clock: limiters may count by different clocks), and answers every
 * node's totals of `windows` as they stood BEFORE these deltas (the caller adds its own deltas back).
 */
export type RateExchange = (deltas: RateDelta[], windows: RateWindow[], graceMs: number) => Promise<RateTotal[]>;

export interface SharedRateStoreOptions {
  /** Sync on a timer every SYNC_MS (default true; tests sync explicitly). */
  ticker?: boolean;
  /** The wall clock deciding whether a counter is still in use (default Date.now). */
  now?: () => number;
  /** Where a failed timed sync is reported (default: nowhere; the hits are sent by the next one). */
  onError?: (err: unknown) => void;
  /** How many nodes serve requests and so share each limit (default 1: a node takes the whole limit). */
  nodes?: () => number;
}

interface SharedCounter {
  name: string;
  windowMs: number;
  /** The current window's number (`floor(now / windowMs)`), -1 before the first use. */
  window: number;
  /** Every node's totals at the last sync, this node's sent hits included. */
  synced: Map<string, number>;
  /** Hits sent by the sync in flight (not yet in `synced`). */
  inflight: Map<string, number>;
  unsent: Map<string, number>;
  /** Wall-clock time of the last hit or peek. */
  usedAt: number;
}

const add = (m: Map<string, number>, key: string, n: number) => m.set(key, (m.get(key) ?? 0) + n);

export function sharedRateStore(exchange: RateExchange, opts: SharedRateStoreOptions = {}): RateStore {
  const wall = opts.now ?? Date.now;
  const counters = new Map<string, SharedCounter>();
  let running: Promise<void> | null = null;

  const roll = (c: SharedCounter, now: number) => {
    const w = Math.floor(now / c.windowMs);
    if (w !== c.window) {
      // A new window starts from zero; the old one's unsent hits no longer count for anyone.
      c.window = w;
      c.synced = new Map();
      c.inflight = new Map();
      c.unsent = new Map();
    }
  };
  const count = (c: SharedCounter, key: string) => (c.synced.get(key) ?? 0) + (c.inflight.get(key) ?? 0) + (c.unsent.get(key) ?? 0);

  const syncOnce = async (): Promise<void> => {
    const deltas: RateDelta[] = [];
    const windows: RateWindow[] = [];
    const sent: { c: SharedCounter; window: number; inflight: Map<string, number> }[] = [];
    for (const c of counters.values()) {
      if (c.window < 0) continue;
      const windowStart = c.window * c.windowMs;
      for (const [key, hits] of c.unsent) deltas.push({ name: c.name, key, windowStart, windowEnd: windowStart + c.windowMs, hits });
      c.inflight = c.unsent;
      c.unsent = new Map();
      windows.push({ name: c.name, windowStart });
      sent.push({ c, window: c.window, inflight: c.inflight });
    }
    if (windows.length === 0) return;
    let totals: RateTotal[];
    try {
      totals = await exchange(deltas, windows, PRUNE_GRACE_MS);
    } catch (err) {
      // Not sent: counted again as unsent (unless the window ended meanwhile).
      for (const { c, window, inflight } of sent) {
        if (c.window !== window) continue;
        for (const [key, n] of inflight) add(c.unsent, key, n);
        c.inflight = new Map();
      }
      throw err;
    }
    const byName = new Map<string, Map<string, number>>();
    for (const t of totals) {
      let m = byName.get(t.name);
      if (!m) byName.set(t.name, (m = new Map()));
      m.set(t.key, t.hits);
    }
    for (const { c, window, inflight } of sent) {
      if (c.window !== window) continue;
      const synced = byName.get(c.name) ?? new Map<string, number>();
      for (const [key, n] of inflight) add(synced, key, n);
      c.synced = synced;
      c.inflight = new Map();
    }
  };
  /** One sync at a time; a sync asked for while one runs runs after it (so it includes every hit made before the call). */
  const sync = async (): Promise<void> => {
    while (running) await running.catch(() => {});
    running = syncOnce().finally(() => (running = null));
    return running;
  };
  /** Whether a timed sync has anything to do: hits to send, or a counter used within its window. */
  const wanted = () => {
    const now = wall();
    for (const c of counters.values()) if (c.unsent.size > 0 || now - c.usedAt < c.windowMs) return true;
    return false;
  };
  /** The next exchange, shared by every caller until it settles (hits past their share wait for it). */
  let next: Promise<void> | null = null;
  const nextSync = (): Promise<void> => {
    next ??= sync().finally(() => (next = null));
    return next;
  };
  /** Whether this node has used its share of what `key`'s window had left at its last exchange (always false below 2 nodes). */
  const pastShare = (c: SharedCounter, key: string, limit: number, nodes: number): boolean => {
    if (nodes < 2) return false;
    const synced = c.synced.get(key) ?? 0;
    const pending = (c.inflight.get(key) ?? 0) + (c.unsent.get(key) ?? 0);
    return synced + pending < limit && pending >= Math.ceil((limit - synced) / nodes);
  };
  const counted = (c: SharedCounter, key: string): number => {
    add(c.unsent, key, 1);
    return count(c, key);
  };
  /** A hit past its share: after each exchange, counted once within the new share (or the window is used up). */
  const afterExchanges = async (c: SharedCounter, key: string, now: number, limit: number): Promise<number> => {
    for (let tries = 0; tries < SHARE_TRIES; tries++) {
      try {
        await nextSync();
      } catch (err) {
        // Unreachable: decided on what this node knows (limits degrade to per node, never to none).
        opts.onError?.(err);
        break;
      }
      roll(c, now);
      if (!pastShare(c, key, limit, opts.nodes?.() ?? 1)) break;
    }
    return counted(c, key);
  };
  const timer =
    opts.ticker === false
      ? undefined
      : setInterval(() => {
          if (running || !wanted()) return;
          sync().catch((err: unknown) => opts.onError?.(err));
        }, SYNC_MS);
  timer?.unref();

  return {
    counter(name: string, windowMs: number): RateCounter {
      let c = counters.get(name);
      if (c && c.windowMs !== windowMs) throw new Error(`the rate counter ${name} has windows of ${c.windowMs} ms, not ${windowMs}`);
      if (!c) counters.set(name, (c = { name, windowMs, window: -1, synced: new Map(), inflight: new Map(), unsent: new Map(), usedAt: 0 }));
      const counter = c;
      return {
        hit(key, now) {
          roll(counter, now);
          counter.usedAt = wall();
          return counted(counter, key);
        },
        hitWithin(key, now, limit) {
          roll(counter, now);
          counter.usedAt = wall();
          // This node's share used: learn what the other nodes left before deciding.
          return pastShare(counter, key, limit, opts.nodes?.() ?? 1) ? afterExchanges(counter, key, now, limit) : counted(counter, key);
        },
        peek(key, now) {
          roll(counter, now);
          counter.usedAt = wall();
          return count(counter, key);
        },
      };
    },
    sync,
    async close() {
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
