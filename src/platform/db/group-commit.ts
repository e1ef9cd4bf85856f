import type { Db } from "./database.js";
import { type RepoFactory, repoCache, type Tx } from "./handle.js";

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
 * Units are async functions that await only their own statements (SQLite
 * answers at once, so a whole group settles within one turn of the event
 * loop and no other request's work runs while its transaction is open:
 * every transaction is a group's, and a savepoint asked for inside a
 * running unit is a savepoint of it). A unit still running when the event
 * loop turns has awaited something else (a timer, the network, a provider):
 * it is rolled back and rejects with `ForeignAwait`, loudly, and the group
 * goes on without it (what the abandoned unit does after its foreign await
 * runs outside any transaction: a bug to fix, which strict mode makes fail
 * before the loop turns). Do such work before or after the write (see
 * billing's Step `{answer}|{run}` and `afterCommit`).
 */
/** Runs a unit of write work in a transaction and settles once it is committed. */
export interface WriteUnit {
  /** Runs `fn` with its transaction in the next group; settles after the group's COMMIT. */
  <T>(fn: (tx: Tx) => T | Promise<T>): Promise<T>;
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
  /** Whether a group is open, i.e. the caller runs inside a unit (for the platform's own `upkeep`; domains never ask). */
  readonly running: boolean;
}

/** A write unit that awaited something other than its own statements. */
export class ForeignAwait extends Error {
  /** `origin`: where the unit was submitted (strict mode records it, to name the culprit). */
  constructor(origin?: Error) {
    super(
      "A write awaited something other than its own statements (a timer, the network, a later write unit): its transaction would have stayed open across a turn of the event loop. It was rolled back; do that work before or after the write.",
    );
    this.name = "ForeignAwait";
    if (origin) this.cause = origin;
  }
}

/**
 * Strict mode (tests: `TANDEM_STRICT_WRITES=1`): while a unit runs, a microtask re-queues itself,
 * so the event loop cannot turn; a unit still pending after `STRICT_SPINS` of them awaits
 * something that only a turn of the loop brings (a timer, I/O, a unit of a later group), and
 * fails with ForeignAwait at once, before any other request could run inside its transaction.
 */
const STRICT_SPINS = 100_000;

export function createGroupCommit(
  db: Db,
  opts: {
    strict?: boolean;
    /** The repositories a transaction's `use` gives (default: built once over `db`). */
    repos?: <R extends object>(make: RepoFactory<R>) => R;
    /** Where an after-commit callback's error goes (default: stderr). */
    onAfterCommitError?: (err: unknown) => void;
  } = {},
): WriteUnit {
  interface Unit {
    fn: (tx: Tx) => unknown;
    resolve(value: unknown): void;
    reject(err: unknown): void;
    /** Strict mode: where the unit was submitted. */
    origin?: Error;
  }
  const strict = opts.strict ?? process.env.TANDEM_STRICT_WRITES === "1";
  const repos = opts.repos ?? repoCache(db).tx;
  const onAfterCommitError = opts.onAfterCommitError ?? ((err: unknown) => console.error("after-commit work failed", err));
  const begin = db.prepare("BEGIN IMMEDIATE");
  const commit = db.prepare("COMMIT");
  const rollback = db.prepare("ROLLBACK");
  const savepoint = db.prepare("SAVEPOINT unit");
  const release = db.prepare("RELEASE unit");
  const undo = db.prepare("ROLLBACK TO unit");
  let queue: Unit[] = [];
  /** A group is open: its units run one after another, and nothing else runs until it ends. */
  let open = false;
  /** Set when the event loop turned while the group was open (a unit awaited something foreign). */
  let crossed = false;
  let opened = 0;
  /** The turn after the group `n` opened: notes that it is still open, and stops waiting for a unit that outlived the turn. */
  let turnPassed: Promise<void> = Promise.resolve();
  const watch = (n: number) =>
    (turnPassed = new Promise<void>((resolve) =>
      setImmediate(() => {
        if (open && opened === n) crossed = true;
        resolve();
      }),
    ));
  /** Settles with `p`, or rejects with ForeignAwait when `p` is not settled after STRICT_SPINS microtasks. */
  const spinUntil = <T>(p: Promise<T>, origin: Error | undefined): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      let settled = false;
      let spins = 0;
      p.then(
        (v) => {
          settled = true;
          resolve(v);
        },
        (e: unknown) => {
          settled = true;
          reject(e);
        },
      );
      const spin = () => {
        if (settled) return;
        if (++spins > STRICT_SPINS) {
          crossed = true;
          reject(new ForeignAwait(origin));
          return;
        }
        queueMicrotask(spin);
      };
      queueMicrotask(spin);
    });
  /** The running group's deferred work (null when no group runs); the first `ran` have run. */
  let deferred: (() => void)[] | null = null;
  let ran = 0;
  /** The running group's after-commit work (null when no group runs). */
  let afters: (() => void)[] | null = null;
  const runDeferred = () => {
    if (deferred === null) return;
    while (ran < deferred.length) deferred[ran++]();
  };
  /** Runs `fn`; if it throws, the work it deferred is dropped, and earlier work that ran meanwhile is due again. */
  const scoped = async <T>(fn: () => T | Promise<T>): Promise<T> => {
    if (deferred === null || afters === null) return await fn();
    const mark = deferred.length;
    const ranBefore = ran;
    const afterMark = afters.length;
    try {
      return await fn();
    } catch (err) {
      if (deferred !== null && afters !== null) {
        deferred.length = mark;
        ran = ranBefore;
        afters.length = afterMark;
      }
      throw err;
    }
  };
  const ended = () => new Error("A transaction was used after its unit ended: do that work in a unit of its own (store.write).");
  /**
   * A unit's transaction handle. Once its unit has ended (committed, rolled back, or given up after
   * a foreign await) it refuses everything, so work that resumes later cannot run outside any
   * transaction or attach itself to another group's unit.
   */
  class UnitTx implements Tx {
    readonly writing = true as const;
    live = true;
    use<R extends object>(make: RepoFactory<R>): R {
      if (!this.live) throw ended();
      return repos(make);
    }
    savepoint<T>(fn: () => T | Promise<T>): Promise<T> {
      if (!this.live) return Promise.reject(ended());
      return savepointOf(fn);
    }
    defer(work: () => void): void {
      if (!this.live) throw ended();
      defer(work);
    }
    afterCommit(f: () => void): void {
      if (!this.live || afters === null) throw ended();
      afters.push(f);
    }
    // SQLite's statements cost no round trip: the last one runs at once.
    private lastGiven = false;
    async last(statement: () => Promise<unknown>): Promise<void> {
      if (!this.live) throw ended();
      if (this.lastGiven) throw new Error("A unit has one last statement.");
      this.lastGiven = true;
      await statement();
    }
  }

  const flush = async () => {
    const units = queue;
    queue = [];
    const results: { ok: boolean; value: unknown }[] = new Array(units.length);
    try {
      begin.run();
      open = true;
      crossed = false;
      void watch(++opened);
      deferred = [];
      ran = 0;
      afters = [];
      try {
        for (let i = 0; i < units.length; i++) {
          // What the unit defers or asks to run after the commit is dropped with it, however it fails
          // (it throws, or is given up after a foreign await).
          const deferredMark = deferred.length;
          const ranMark = ran;
          const aftersMark = afters.length;
          savepoint.run();
          const tx = new UnitTx();
          try {
            const v = scoped(() => units[i].fn(tx));
            // Not strict: a unit still pending when the event loop turns is given up on at that turn
            // (Promise.race), so the transaction is never held open while other requests run.
            results[i] = { ok: true, value: await (strict ? spinUntil(v, units[i].origin) : Promise.race([v, turnPassed])) };
            if (crossed) throw new ForeignAwait();
            release.run();
          } catch (err) {
            // SQLite rolls the whole transaction back itself on some errors (SQLITE_FULL, I/O
            // errors): then no unit of the group is stored, and every one fails with the error.
            if (!db.inTransaction) throw err;
            undo.run();
            release.run();
            deferred.length = deferredMark;
            ran = ranMark;
            afters.length = aftersMark;
            results[i] = { ok: false, value: crossed && !(err instanceof ForeignAwait) ? new ForeignAwait() : err };
            crossed = false;
          } finally {
            tx.live = false;
          }
        }
        // A failure here fails the whole group, as a failed COMMIT does.
        runDeferred();
        deferred = null;
        commit.run();
      } catch (err) {
        deferred = null;
        afters = null;
        if (db.inTransaction) rollback.run();
        throw err;
      } finally {
        open = false;
      }
    } catch (err) {
      for (const u of units) u.reject(err);
      next();
      return;
    }
    const committed = afters ?? [];
    afters = null;
    for (let i = 0; i < units.length; i++) (results[i].ok ? units[i].resolve : units[i].reject)(results[i].value);
    for (const f of committed) {
      try {
        f();
      } catch (err) {
        onAfterCommitError(err);
      }
    }
    next();
  };
  /** `flush` from a timer callback (it settles every unit itself and never rejects). */
  const runFlush = () => void flush();
  /** Starts the next group once this one ended (units queued while it ran). */
  const next = () => {
    if (queue.length > 0) setImmediate(runFlush);
  };

  /** Runs `fn` in the next group; settles after the group's COMMIT. */
  const unit = <T>(fn: (tx: Tx) => T | Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (queue.length === 0 && !open) setImmediate(runFlush);
      queue.push({ fn, resolve: resolve as (v: unknown) => void, reject, ...(strict && { origin: new Error("the unit was submitted here") }) });
    });

  /** Runs `fn` in a savepoint of the running unit. */
  const savepointOf = async <T>(fn: () => T | Promise<T>): Promise<T> => {
    if (!open) throw new Error("A savepoint was asked for outside a running unit.");
    savepoint.run();
    try {
      const v = await scoped(fn);
      release.run();
      return v;
    } catch (err) {
      if (db.inTransaction) {
        undo.run();
        release.run();
      }
      throw err;
    }
  };

  function defer(work: () => void): void {
    if (deferred === null) work();
    else deferred.push(work);
  }

  return Object.defineProperty(
    Object.assign(unit, {
      defer,
      runDeferred,
    }),
    "running",
    { get: () => open },
  ) as WriteUnit;
}
