/**
 * The store (handles and units of work, src/platform/db/handle.ts) over a PostgreSQL pool.
 *
 * - The read handle runs each statement on the pool: a transaction of its own, committed data.
 * - A unit of work takes a client from the pool, `BEGIN`s (READ COMMITTED), runs the unit, runs what
 *   it deferred, `COMMIT`s, then runs its after-commit work. Units run concurrently, each on its own
 *   connection (SQLite's group commit has no counterpart: PostgreSQL commits many at once itself).
 * - A unit that fails with a serialization failure or a deadlock (40001, 40P01), or with a unique
 *   violation (23505), is rolled back and run again from the start, up to `RETRIES` times: its
 *   statements are all it did. A unique violation is what a unit that found no row and inserted one
 *   meets when a concurrent unit inserted the same key first (SQLite's single writer never let two
 *   units interleave so); run again, it finds that row. A violation that is not a race fails again.
 * - A savepoint is `SAVEPOINT`/`RELEASE`/`ROLLBACK TO` on the unit's client.
 * - Commits are durable when `COMMIT` answers (`synchronous_commit = on`, the server's default, which
 *   Tandem never turns off): `upkeep` needs no wait of its own.
 *
 * With `strict` (the test suite) the handles check they are used where they belong, as on SQLite: the
 * read handle's repositories refuse to run inside a unit (an AsyncLocalStorage knows which async
 * context is in one), a transaction's refuse to run once its unit has ended, and a unit of its own
 * asked for inside a running unit is refused.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";
import { type Handle, type Reader, type RepoFactory, type Store, type Tx, wrap } from "../../platform/db/handle.js";
import { StorageFault } from "../../platform/db/storage-fault.js";
import { faulting, isDriverError, type PgConn, pgFault } from "./conn.js";

/** How often a unit is run again after a serialization failure or deadlock. */
const RETRIES = 4;
const RETRYABLE = new Set(["40001", "40P01", "23505"]);

export interface PostgresStoreOptions {
  strict: boolean;
  /** What an after-commit callback threw (it is reported, never raised). */
  onAfterCommitError?: (err: unknown) => void;
}

export interface PostgresStore extends Store {
  /** Closes the pool (waits for the clients in use). */
  close(): Promise<void>;
}

/** Caches each factory's repositories per connection (the pool, each pooled client). */
function connRepos() {
  const byConn = new WeakMap<object, Map<RepoFactory<object>, object>>();
  const faultingOf = new WeakMap<object, PgConn>();
  return <R extends object>(conn: PgConn, make: RepoFactory<R>): R => {
    let m = byConn.get(conn);
    if (!m) byConn.set(conn, (m = new Map()));
    let r = m.get(make) as R | undefined;
    if (r === undefined) {
      // Repositories see the connection through `faulting`: the driver's errors reach services as StorageFaults.
      let f = faultingOf.get(conn);
      if (!f) faultingOf.set(conn, (f = faulting(conn)));
      m.set(make, (r = make(f as never)));
    }
    return r;
  };
}

/** A unit's client as its repositories see it, counting the statements sent on it. */
interface CountingConn extends PgConn {
  sent: number;
}
const counting = new WeakMap<pg.PoolClient, CountingConn>();
/** The counting connection of a pooled client (one per client, so repositories stay cached per client). */
function countingOf(client: pg.PoolClient): CountingConn {
  let c = counting.get(client);
  if (!c) {
    const conn: CountingConn = {
      sent: 0,
      query: (config) => {
        conn.sent++;
        return client.query(config);
      },
    };
    counting.set(client, (c = conn));
  }
  return c;
}

const ended = () => new Error("A transaction was used after its unit ended: do that work in a unit of its own (store.write).");

export function createPostgresStore(pool: pg.Pool, opts: PostgresStoreOptions): PostgresStore {
  const repos = connRepos();
  const inUnit = opts.strict ? new AsyncLocalStorage<true>() : undefined;
  const onAfterCommitError = opts.onAfterCommitError ?? ((err: unknown) => console.error("after-commit work failed:", err));

  const readerCache = new Map<RepoFactory<object>, object>();
  const read: Reader = {
    writing: false,
    use<R extends object>(make: RepoFactory<R>): R {
      const plain = repos(pool, make);
      if (!inUnit) return plain;
      let r = readerCache.get(make) as R | undefined;
      if (r === undefined) {
        const why = "The read handle was used inside a write unit: pass the unit's transaction (tx) down instead.";
        readerCache.set(make, (r = wrap(plain, () => inUnit.getStore() === undefined, why)));
      }
      return r;
    },
  };

  /** One unit's transaction handle over its client. */
  class UnitTx implements Tx {
    readonly writing = true as const;
    live = true;
    deferred: (() => void | Promise<void>)[] = [];
    afters: (() => void)[] = [];
    private savepoints = 0;
    private guardedRepos: Map<RepoFactory<object>, object> | undefined;
    private readonly conn: CountingConn;
    constructor(private readonly client: pg.PoolClient) {
      this.conn = countingOf(client);
    }
    use<R extends object>(make: RepoFactory<R>): R {
      if (!this.live) throw ended();
      const plain = repos(this.conn, make);
      if (!inUnit) return plain;
      this.guardedRepos ??= new Map();
      let r = this.guardedRepos.get(make) as R | undefined;
      if (r === undefined) this.guardedRepos.set(make, (r = wrap(plain, () => this.live, ended().message)));
      return r;
    }
    async savepoint<T>(fn: () => T | Promise<T>): Promise<T> {
      if (!this.live) throw ended();
      const name = `sp${++this.savepoints}`;
      const deferredMark = this.deferred.length;
      const aftersMark = this.afters.length;
      await this.client.query(`SAVEPOINT ${name}`);
      try {
        const v = await fn();
        await this.client.query(`RELEASE SAVEPOINT ${name}`);
        return v;
      } catch (err) {
        this.deferred.length = deferredMark;
        this.afters.length = aftersMark;
        await this.client.query(`ROLLBACK TO SAVEPOINT ${name}`);
        await this.client.query(`RELEASE SAVEPOINT ${name}`);
        throw err;
      }
    }
    defer(work: () => void): void {
      if (!this.live) throw ended();
      this.deferred.push(work);
    }
    afterCommit(f: () => void): void {
      if (!this.live) throw ended();
      this.afters.push(f);
    }
    /** The unit's last statement, sent with its COMMIT (`attempt`). */
    final: (() => Promise<unknown>) | undefined;
    last(statement: () => Promise<unknown>): Promise<void> {
      if (!this.live) return Promise.reject(ended());
      if (this.final) return Promise.reject(new Error("A unit has one last statement."));
      this.final = statement;
      return Promise.resolve();
    }
    /** Statements sent on this unit's client so far (its repositories run on `conn`). */
    get sent(): number {
      return this.conn.sent;
    }
  }

  /** One attempt of a unit on `client`: BEGIN … COMMIT, or ROLLBACK and rethrow. */
  const attempt = async <T>(client: pg.PoolClient, fn: (tx: Tx) => T | Promise<T>): Promise<{ value: T; afters: (() => void)[] }> => {
    const tx = new UnitTx(client);
    // Not awaited: the pool's clients pipeline (pool.ts), so the unit's first statement follows
    // BEGIN on the wire without waiting for its answer, and the server runs them in order. BEGIN
    // fails only with the connection, and then so does every statement sent after it; its error is
    // rethrown before COMMIT.
    const begun = client.query("BEGIN").then(
      () => undefined,
      (err: unknown) => err,
    );
    try {
      const value = await (inUnit ? inUnit.run(true, () => fn(tx)) : fn(tx));
      const failed = await begun;
      if (failed !== undefined) throw failed;
      for (let i = 0; i < tx.deferred.length; i++) await tx.deferred[i]();
      // The last statement and COMMIT go out together (pipelined): if the statement fails, the
      // transaction is aborted and its COMMIT rolls it back; its error is the unit's. A last
      // "statement" that sent nothing at once (it awaited first) is awaited before COMMIT instead.
      let final: Promise<unknown> | undefined;
      if (tx.final) {
        const before = tx.sent;
        final = (inUnit ? inUnit.run(true, tx.final) : tx.final()).then(
          () => undefined,
          (err: unknown) => err ?? new Error("the unit's last statement failed"),
        );
        if (tx.sent === before) {
          const err = await final;
          if (err !== undefined) throw err;
          final = undefined;
        }
      }
      tx.live = false;
      const committed = client.query("COMMIT");
      const err = final && (await final);
      const done = await committed;
      if (err !== undefined) throw err;
      if (done.command !== "COMMIT") throw new Error(`COMMIT answered ${done.command}`);
      return { value, afters: tx.afters };
    } catch (err) {
      tx.live = false;
      await client.query("ROLLBACK").catch(() => {});
      throw err;
    }
  };

  const write = async <T>(fn: (tx: Tx) => T | Promise<T>): Promise<T> => {
    if (inUnit?.getStore()) {
      throw new Error(
        "A unit of its own was asked for inside a running unit, which would wait for itself: pass the running unit's transaction down (store.writeIn(tx, …) or tx.savepoint).",
      );
    }
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      throw pgFault(err);
    }
    let broken: Error | undefined;
    try {
      for (let n = 0; ; n++) {
        try {
          const { value, afters } = await attempt(client, fn);
          for (const f of afters) {
            try {
              f();
            } catch (err) {
              onAfterCommitError(err);
            }
          }
          return value;
        } catch (err) {
          const code = err instanceof StorageFault || isDriverError(err) ? (err as { code?: unknown }).code : undefined;
          if (n < RETRIES && typeof code === "string" && RETRYABLE.has(code)) continue;
          broken = err as Error;
          // BEGIN, COMMIT and savepoints run on the client itself: their errors become faults here.
          throw isDriverError(err) ? pgFault(err) : err;
        }
      }
    } finally {
      // A connection that failed under the unit is not given back to the pool.
      client.release(broken && isConnectionError(broken) ? broken : undefined);
    }
  };

  return {
    read,
    write,
    writeIn: <T>(h: Handle, fn: (tx: Tx) => T | Promise<T>): Promise<T> => (h.writing ? (h as Tx).savepoint(() => fn(h as Tx)) : write(fn)),
    upkeep: <T>(h: Handle, fn: (tx: Tx) => T | Promise<T>): Promise<T> => (h.writing ? (h as Tx).savepoint(() => fn(h as Tx)) : write(fn)),
    close: () => pool.end(),
  };
}

/** Whether `err` says the connection itself is gone (it must not go back to the pool). */
function isConnectionError(err: Error): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string") return code.startsWith("08") || code.startsWith("57P");
  return /Connection terminated|ECONNRESET|ECONNREFUSED|EPIPE/.test(err.message);
}
