import type { Db } from "./database.js";

/**
 * Handles on the store: every statement a service runs goes through one, so the code says which
 * statements are in which transaction. A handle gives the repositories bound to its connection
 * (`use`); a domain wraps that in its own typed accessor (`ctx.repos(h)`).
 *
 * - The **read handle** (`Reader`, `ctx.read`) reads committed data outside any unit (a background
 *   sender's single-statement claims also go through it: each commits alone).
 * - A **write transaction** (`Tx`) is the handle a unit of work gets: `store.write(async (tx) => …)`,
 *   or the request's own unit, which the platform hands each write request's handler as `h`. Every
 *   statement of the unit goes through it, reads included (on a pooled engine they must run on the
 *   transaction's connection to see its own writes and hold its locks).
 *
 * A function that may run in either (a handler's service call) takes a `Handle` and writes with
 * `store.writeIn(h, fn)`: a savepoint of `h` when it is a transaction, else a unit of its own.
 *
 * With `TANDEM_STRICT_WRITES=1` (the test suite) the handles check they are used where they
 * belong: the read handle's repositories throw inside a running unit (a statement of the unit that
 * does not go through its transaction), and a transaction's after its unit has ended.
 */
export interface Handle {
  /** Whether this handle is a write transaction. */
  readonly writing: boolean;
  /** The repositories `make` builds, bound to this handle's connection (built once per connection). */
  use<R extends object>(make: RepoFactory<R>): R;
}

/**
 * The read handle: outside any unit, each statement is a transaction of its own. Services read
 * committed data through it; the background senders also claim and complete deliveries through it,
 * each claim a single conditional statement (what an autocommit statement on a pooled connection
 * is). Its repositories must not be used inside a unit.
 */
export interface Reader extends Handle {
  readonly writing: false;
}

/** A write transaction: the handle of one unit of work. */
export interface Tx extends Handle {
  readonly writing: true;
  /** Runs `fn` in a savepoint of this transaction: if it throws, its changes, deferred work and after-commit work are dropped. */
  savepoint<T>(fn: () => T | Promise<T>): Promise<T>;
  /**
   * Work deferred to the end of the running group, just before its COMMIT, in the same
   * transaction (writes that cost far less batched; see group-commit.ts). Dropped if the unit fails.
   */
  defer(work: () => void): void;
  /**
   * Runs `f` once the transaction has committed (not at all if it rolls back): what must not
   * happen before the change is stored, such as waking a job for it. `f` runs outside any unit;
   * what it throws is reported, not raised.
   */
  afterCommit(f: () => void): void;
  /**
   * Runs `statement` (one statement of a repository of this transaction, sent as soon as it is
   * called: a repository method that awaits nothing before its statement) as the unit's last:
   * nothing is asked of the transaction after it, and a unit has one. Work that awaits before its
   * statement is run to its end before the COMMIT instead. SQLite runs it at once; PostgreSQL sends it with the unit's
   * COMMIT, in one round trip, and a unit whose last statement fails is rolled back and fails with
   * its error. For the statement a unit ends with (an idempotency key's stored answer).
   */
  last(statement: () => Promise<unknown>): Promise<void>;
}

/**
 * Builds a set of repositories over one connection (their statements prepared once). The
 * connection's type is the engine's (src/store/<engine>/): code outside the engine only passes a
 * factory to `Handle.use`, which calls it with its connection, so it never sees that type.
 */
export type RepoFactory<R extends object> = (conn: never) => R;

/**
 * The repositories of one connection: each factory's built once and kept. In strict mode, two more
 * copies are kept: one for the read handle whose methods refuse to run inside a unit, one for
 * transactions whose methods refuse to run outside one.
 */
export function repoCache(db: Db, guard?: { inUnit: () => boolean }) {
  const plain = new Map<RepoFactory<object>, object>();
  const forReader = new Map<RepoFactory<object>, object>();
  const forTx = new Map<RepoFactory<object>, object>();
  const build = <R extends object>(make: RepoFactory<R>): R => {
    let r = plain.get(make) as R | undefined;
    if (r === undefined) plain.set(make, (r = make(db as never)));
    return r;
  };
  if (!guard) return { reader: build, tx: build };
  const guarded = <R extends object>(cache: Map<RepoFactory<object>, object>, make: RepoFactory<R>, ok: () => boolean, why: string): R => {
    let r = cache.get(make) as R | undefined;
    if (r === undefined) cache.set(make, (r = wrap(build(make), ok, why, 2)));
    return r;
  };
  return {
    reader: <R extends object>(make: RepoFactory<R>): R =>
      guarded(forReader, make, () => !guard.inUnit(), "The read handle was used inside a write unit: pass the unit's transaction (tx) down instead."),
    tx: <R extends object>(make: RepoFactory<R>): R =>
      guarded(forTx, make, guard.inUnit, "A transaction was used after its unit ended: do that work in a unit of its own (store.write)."),
  };
}

/** `o` with every method (to `depth` levels of plain objects) checking `ok()` first (strict mode's guards; every engine's store uses it). */
export function wrap<R extends object>(o: R, ok: () => boolean, why: string, depth = 2): R {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === "function") {
      out[k] = (...args: unknown[]): unknown => {
        if (!ok()) throw new Error(`${why} (${k})`);
        return (v as (...a: unknown[]) => unknown).apply(o, args);
      };
    } else if (depth > 1 && v !== null && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
      out[k] = wrap(v as object, ok, why, depth - 1);
    } else out[k] = v;
  }
  return out as R;
}

/** The store as services see it: the read handle, and units of work. */
export interface Store {
  /** The read handle (committed data). */
  read: Reader;
  /** Runs `fn` as a unit of its own in the next group; settles once committed. Never inside a running unit (strict mode refuses: pass its transaction down). */
  write<T>(fn: (tx: Tx) => T | Promise<T>): Promise<T>;
  /** `fn` in `h`'s transaction (a savepoint of it) when `h` is one, else in a unit of its own. */
  writeIn<T>(h: Handle, fn: (tx: Tx) => T | Promise<T>): Promise<T>;
  /**
   * Upkeep a read finds it must write first (balance rows to bring in line, an expired lock to
   * release, a visitor seen): in `h`'s transaction when it is one; from the read handle, a unit of
   * its own that settles only once it is on the disk, so the read's answer never leaves before
   * what it wrote.
   */
  upkeep<T>(h: Handle, fn: (tx: Tx) => T | Promise<T>): Promise<T>;
}

/** A store over one connection's write unit (`running`: whether a unit runs now). */
export function createStore(
  unit: { <T>(fn: (tx: Tx) => T | Promise<T>): Promise<T>; readonly running: boolean },
  readerRepos: <R extends object>(make: RepoFactory<R>) => R,
  durable: () => Promise<void>,
  strict: boolean,
): Store {
  const read: Reader = { writing: false, use: readerRepos };
  const write = <T>(fn: (tx: Tx) => T | Promise<T>): Promise<T> => {
    if (strict && unit.running) {
      return Promise.reject(
        new Error("A unit of its own was asked for inside a running unit, which would wait for itself: pass the running unit's transaction down (store.writeIn(tx, …) or tx.savepoint)."),
      );
    }
    return unit(fn);
  };
  return {
    read,
    write,
    writeIn: <T>(h: Handle, fn: (tx: Tx) => T | Promise<T>): Promise<T> => (h.writing ? (h as Tx).savepoint(() => fn(h as Tx)) : write(fn)),
    async upkeep<T>(h: Handle, fn: (tx: Tx) => T | Promise<T>): Promise<T> {
      if (h.writing) return await (h as Tx).savepoint(() => fn(h as Tx));
      const v = await write(fn);
      await durable();
      return v;
    },
  };
}
