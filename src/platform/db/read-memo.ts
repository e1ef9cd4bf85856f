import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "./database.js";
import type { Handle } from "./handle.js";

/**
 * A table the memo's values are read from, and how a change to one of its
 * rows is scoped: by a column (a customer's rows: only that customer's
 * entries go) or, without one, everything. `inserts: "all"` makes an insert
 * drop everything, for tables whose misses are remembered under keys the
 * new row's scope does not cover (a customer looked up by id before it
 * existed).
 */
export interface WatchedTable {
  table: string;
  scope?: string;
  inserts?: "all";
}

/** The scope of entries that any watched change drops (features, plans, remembered misses). */
export const EVERYTHING = 0;

/**
 * A memo of hot reads, as the domains use it (the plain check, the conversation list): reads in
 * a `session` may be answered from memory instead of the database.
 *
 * The contract an implementation keeps (test/support/single-process-state.contracts.ts):
 * - an answer is what `load` would answer: a value remembered in a session is one `load`
 *   answered, and it is not answered again once what it was read from changed: after a write
 *   through this connection, from the next session on; after a commit by another connection,
 *   process or node, from the sessions of the next event-loop turn on (a multi-node
 *   implementation must learn of other nodes' commits, e.g. from a change counter it reads once
 *   per turn, or remember nothing);
 * - outside a session, and after `changed()` for the rest of the session, reads go straight to
 *   `load` and nothing is remembered;
 * - `until`'s value is not reused from `now` on once `now` reaches its `until`;
 * - remembered values may be frozen: callers never change what they get.
 * `noMemo` keeps it by remembering nothing.
 */
export interface Memo {
  /** Runs `fn` with the memo on (reads in it may be answered from memory). */
  /** Runs `fn` with the memo on when `h` is the read handle; through a transaction, with it off (its reads may see changes later rolled back). */
  session<T>(h: Handle, fn: () => T | Promise<T>): Promise<T>;
  /** The remembered value of `key`, or `load()` (remembered in a session under `scope`). */
  get<T>(key: string, load: () => T | Promise<T>, scope?: number | ((value: T) => number)): Promise<T>;
  /** `get` for a value that also goes stale with the clock: `load` answers it with the first time it no longer holds. */
  until<T>(key: string, now: number, load: () => { value: T; until: number } | Promise<{ value: T; until: number }>, scope?: number): Promise<T>;
  /** A write happened in the session: read straight through for the rest of it. */
  changed(): void;
  /**
   * A synchronous session for a hot path: `fn` reads only what is remembered, through `peek`
   * (a value `get` remembered, or MISS) and `peekUntil` (an `until` value still valid at `now`,
   * or MISS), and answers undefined when it cannot answer from memory (then the caller takes its
   * async path, which loads). Undefined also when no session may start now (one is running).
   */
  peek<T>(h: Handle, fn: (peek: (key: string) => unknown, peekUntil: (key: string, now: number) => unknown) => T | undefined): T | undefined;
  /**
   * Whether reads are remembered only for the session (`sessionMemos`): then a caller that can
   * read several values in one statement does so first and `seed`s them, and the reads after it
   * are answered from the session instead of one round trip each.
   */
  readonly seeded: boolean;
  /** Remembers `value` under `key` for the rest of the session, as if `get` had loaded it (nothing outside a session or after `changed()`). */
  seed(key: string, value: unknown): void;
}

/** What `peek` answers for a value that is not remembered. */
export const MISS: unique symbol = Symbol("not remembered");

/** Makes a domain's memo of reads from the watched tables (the platform's, one per engine). */
export type Memos = (opts: { watch: WatchedTable[]; maxEntries?: number }) => Memo;

/** A memo that remembers nothing: every read goes to the database (answers are the same, only slower). */
export const noMemo: Memo = Object.freeze({
  session: async <T>(_h: Handle, fn: () => T | Promise<T>): Promise<T> => await fn(),
  get: async <T>(_key: string, load: () => T | Promise<T>): Promise<T> => await load(),
  until: async <T>(_key: string, _now: number, load: () => { value: T; until: number } | Promise<{ value: T; until: number }>): Promise<T> => (await load()).value,
  changed: () => {},
  peek: () => undefined,
  seeded: false,
  seed: () => {},
});

/** Memos that remember nothing (`noMemo`), for an engine without change notes and to compare answers with and without memos. */
export const noMemos: Memos = () => noMemo;

/** One session's remembered reads, and whether it still remembers (a write in it stops that). */
interface Session {
  values: Map<string, unknown>;
  on: boolean;
}

/**
 * Memos for an engine whose other writers this process does not hear of (PostgreSQL: other
 * connections, other nodes): a value is remembered for one session only (one request's reads,
 * found through an AsyncLocalStorage, so concurrent sessions never share), so no answer is older
 * than the session that read it and nothing needs invalidating across nodes. What it saves is
 * repeated reads within one request, and — with `seed` — the round trips of reads that one
 * statement already answered (the plain check's snapshot).
 */
export function sessionMemos(): Memos {
  return () => {
    const sessions = new AsyncLocalStorage<Session>();
    const current = (): Session | undefined => {
      const s = sessions.getStore();
      return s?.on ? s : undefined;
    };
    return {
      async session<T>(h: Handle, fn: () => T | Promise<T>): Promise<T> {
        if (h.writing || sessions.getStore() !== undefined) return await fn();
        return await sessions.run({ values: new Map(), on: true }, fn);
      },
      async get<T>(key: string, load: () => T | Promise<T>): Promise<T> {
        const s = current();
        if (s === undefined) return await load();
        if (s.values.has(key)) return s.values.get(key) as T;
        const value = await load();
        if (s.on) s.values.set(key, value);
        return value;
      },
      async until<T>(key: string, now: number, load: () => { value: T; until: number } | Promise<{ value: T; until: number }>): Promise<T> {
        const s = current();
        const hit = s?.values.get(key) as { value: T; until: number } | undefined;
        if (hit !== undefined && now < hit.until) return hit.value;
        const fresh = await load();
        if (s?.on && now < fresh.until) s.values.set(key, fresh);
        return fresh.value;
      },
      changed(): void {
        const s = sessions.getStore();
        if (s) s.on = false;
      },
      peek: () => undefined,
      seeded: true,
      seed(key: string, value: unknown): void {
        current()?.values.set(key, value);
      },
    };
  };
}

/** The read memos of one SQLite connection, learning of changes from its `ChangeNotes`. */
export function readMemos(changes: ChangeNotes): Memos {
  return (opts) => createReadMemo(changes, opts);
}

/**
 * A memo of hot reads that is valid while what it read is unchanged.
 *
 * `session(fn)` runs `fn` with the memo on. On entry it looks for changes:
 * - our own writes: temporary triggers on the watched tables (the tables the
 *   memo's values are read from) note the scope of every row this connection
 *   changes, and only the entries of those scopes go, so a track of one
 *   customer leaves every other customer's entries in place; writes to
 *   tables nobody watches drop nothing.
 * - `data_version`, which moves when another connection (the CLI, an
 *   operator's `sqlite3`) commits; the memo is then emptied. Reading it opens
 *   a read transaction on the WAL (about 1.4 µs alone, ~10 µs per request
 *   under load), so it is read at most once per event-loop turn: a read
 *   served from the memo is what the database held when the turn began, as
 *   if the request had been handled a few microseconds earlier.
 *
 * Off (reads go straight to the database) inside a transaction, whose reads
 * may see changes that are later rolled back, and after `changed()`, which a
 * write in the session must call. Remembered values are frozen: a caller
 * that tried to change one would throw rather than corrupt the memo.
 *
 * Changes are learnt from the connection's `ChangeNotes` (one per
 * connection, the platform's).
 */
export function createReadMemo(changes: ChangeNotes, opts: { watch: WatchedTable[]; maxEntries?: number }): Memo {
  const { db } = changes;
  const maxEntries = opts.maxEntries ?? 20_000;
  const { stats } = changes;
  const othersQ = db.prepare<[], number>("SELECT data_version FROM pragma_data_version").pluck();
  const notes = changes.watch(opts.watch);
  const memo = new Map<string, unknown>();
  /** The keys remembered under each scope (EVERYTHING's are dropped with everything). */
  const byScope = new Map<number, Set<string>>();
  let others = -1;
  let othersSeenThisTurn = false;
  let on = false;
  const nextTurn = () => {
    othersSeenThisTurn = false;
  };

  const clear = () => {
    memo.clear();
    byScope.clear();
  };
  const drop = (scope: number) => {
    if (scope === EVERYTHING) return clear();
    for (const key of byScope.get(scope) ?? []) memo.delete(key);
    byScope.delete(scope);
  };
  const remember = (key: string, value: unknown, scope: number) => {
    if (memo.size >= maxEntries) clear();
    memo.set(key, value);
    if (scope === EVERYTHING) return;
    const keys = byScope.get(scope);
    if (keys) keys.add(key);
    else byScope.set(scope, new Set([key]));
  };

  /** Deep: nothing reachable from a remembered value can be changed. */
  const freeze = <T>(v: T): T => {
    if (v === null || typeof v !== "object" || Object.isFrozen(v)) return v;
    for (const x of Object.values(v)) freeze(x);
    return Object.freeze(v);
  };

  /** What a session does on entry: learns of other connections' commits (once a turn) and of this one's changes. */
  const enter = () => {
    if (!othersSeenThisTurn) {
      othersSeenThisTurn = true;
      setImmediate(nextTurn);
      const v = othersQ.get()!;
      if (v !== others) {
        clear();
        others = v;
      }
    }
    for (const scope of notes.take()) drop(scope);
  };
  const peekOne = (key: string): unknown => {
    const hit = memo.get(key);
    if (hit === undefined && !memo.has(key)) return MISS;
    stats.hits++;
    return hit;
  };
  const peekUntil = (key: string, now: number): unknown => {
    const hit = memo.get(key) as { value: unknown; until: number } | undefined;
    if (hit === undefined || now >= hit.until) return MISS;
    stats.hits++;
    return hit.value;
  };

  return {
    peek<T>(h: Handle, fn: (peek: (key: string) => unknown, peekUntil: (key: string, now: number) => unknown) => T | undefined): T | undefined {
      if (on || h.writing) return undefined;
      enter();
      on = true;
      try {
        return fn(peekOne, peekUntil);
      } finally {
        on = false;
      }
    },
    /** Runs `fn` with the memo on (when `h` is the read handle). */
    async session<T>(h: Handle, fn: () => T | Promise<T>): Promise<T> {
      if (on || h.writing) return await fn();
      enter();
      on = true;
      try {
        return await fn();
      } finally {
        on = false;
      }
    },
    /**
     * The remembered value of `key`, or `load()` remembered (only in a
     * session) under `scope`: a number, or one computed from the value
     * (default EVERYTHING: dropped by any watched change).
     */
    async get<T>(key: string, load: () => T | Promise<T>, scope: number | ((value: T) => number) = EVERYTHING): Promise<T> {
      if (!on) return await load();
      const hit = memo.get(key);
      if (hit !== undefined || memo.has(key)) {
        stats.hits++;
        return hit as T;
      }
      stats.misses++;
      const loaded = await load();
      if (!on) return loaded; // the load wrote: nothing it read is kept
      const value = freeze(loaded);
      remember(key, value, typeof scope === "function" ? scope(value) : scope);
      return value;
    },
    /**
     * `get` for a value that also goes stale with the clock: `load` answers
     * it with the first time it no longer holds, and it is remembered while
     * `now` is earlier.
     */
    async until<T>(key: string, now: number, load: () => { value: T; until: number } | Promise<{ value: T; until: number }>, scope: number = EVERYTHING): Promise<T> {
      if (!on) return (await load()).value;
      const hit = memo.get(key) as { value: T; until: number } | undefined;
      if (hit !== undefined && now < hit.until) {
        stats.hits++;
        return hit.value;
      }
      stats.misses++;
      const fresh = await load();
      if (!on || fresh.until <= now) return fresh.value;
      const value = freeze(fresh.value);
      remember(key, { value, until: fresh.until }, scope);
      return value;
    },
    /**
     * A write happened in the session: stop remembering for the rest of it
     * (its notes drop what it changed when the next session starts).
     */
    changed(): void {
      on = false;
    },
    // Values stay remembered across sessions here, and a read from the memo costs no round trip.
    seeded: false,
    seed: () => {},
  };
}

/**
 * The notes of changed rows of one connection, which every read memo on it
 * reads: temporary triggers (this connection's only) on the watched tables
 * call `memo_note(table, scope)`, a function of this process, for every row
 * changed, and each note goes to the memos that watch its table (their
 * scopes mean different things). Nothing is written for a note, so notes
 * cost no WAL, no total_changes() and no disk sync. A change that rolls back
 * leaves its notes behind, which only drops entries that were still right.
 *
 * Build one per connection (the platform does) and give it to every memo:
 * a second one would take `memo_note` over from the first. Memos that watch
 * one table must agree on its scope column (the first one makes its triggers).
 */
export function createChangeNotes(db: Db) {
  const ident = (name: string) => {
    if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`read memo: not a plain SQL name: ${name}`);
    return name;
  };
  const byTable = new Map<string, Set<Set<number>>>();
  db.function("memo_note", { deterministic: false }, (table: unknown, scope: unknown) => {
    for (const sink of byTable.get(String(table)) ?? []) sink.add(typeof scope === "number" ? scope : EVERYTHING);
    return null;
  });
  return {
    db,
    /** Lookups of every memo on this connection: answered from memory (hits) and loaded in a session (misses), for /metrics. */
    stats: { hits: 0, misses: 0 },
    /** Notes of the changes to `watch`'s tables from now on, taken by `take()`. */
    watch(watch: WatchedTable[]) {
      let noted = new Set<number>();
      const myTables: Set<Set<number>>[] = [];
      for (const w of watch) {
        let set = byTable.get(w.table);
        if (!set) byTable.set(w.table, (set = new Set()));
        set.add(noted);
        myTables.push(set);
      }
      for (const w of watch) {
        const t = ident(w.table);
        const note = (value: string) => `SELECT memo_note('${t}', ${value});`;
        const col = w.scope === undefined ? null : ident(w.scope);
        const neu = col === null ? String(EVERYTHING) : `NEW.${col}`;
        const old = col === null ? String(EVERYTHING) : `OLD.${col}`;
        const insert = w.inserts === "all" ? String(EVERYTHING) : neu;
        db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS memo_${t}_i AFTER INSERT ON main.${t} BEGIN ${note(insert)} END`);
        db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS memo_${t}_u AFTER UPDATE ON main.${t} BEGIN ${note(neu)} ${note(old)} END`);
        db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS memo_${t}_d AFTER DELETE ON main.${t} BEGIN ${note(old)} END`);
      }
      return {
        /** The scopes changed since the last call. */
        take(): Iterable<number> {
          if (noted.size === 0) return [];
          const scopes = noted;
          noted = new Set();
          for (const set of myTables) {
            set.delete(scopes);
            set.add(noted);
          }
          return scopes;
        },
      };
    },
  };
}
export type ChangeNotes = ReturnType<typeof createChangeNotes>;
