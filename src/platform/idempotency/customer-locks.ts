import { AppError } from "../errors.js";

/**
 * The per-customer billing locks (scope `<spaceId>:<customer_id>`): billing changes of one
 * customer run one at a time, and a second one arriving while the first runs is refused with
 * 429 `billing_busy` (nothing ever waits for a lock: it is tried, never queued for).
 *
 * The contract an implementation keeps (test/support/single-process-state.contracts.ts):
 * - a scope is held by at most one holder at a time, across every process and node on the
 *   database (the in-process implementation is exact only because one process serves a SQLite
 *   file; on PostgreSQL a session advisory lock per scope, src/store/postgres/platform/customer-locks.ts);
 * - taking a held scope fails without waiting (rejects with `billing_busy` / answers null), other
 *   scopes are independent;
 * - a lock is released when its run settles (also when it throws or rejects), and releasing twice
 *   is harmless: it never frees a lock someone else took meanwhile;
 * - a release is not awaited by its holder, but every later try (of any holder, on any node) sees it;
 * - a multi-node implementation frees the locks of a holder that died (a lock bound to the holder's
 *   database session), or a crash would block the customer's billing for good.
 * Taking a lock is asynchronous (a round trip to the database on PostgreSQL); a caller inside a
 * write unit may await it (the in-process locks answer within the same turn of the event loop).
 */
export interface CustomerLocks extends LockedRun {
  /**
   * Takes `scope`'s lock without running anything: a function that releases it (at once, once),
   * or null when it is held. For a caller holding several customers' locks across awaited work
   * (the billing cycle's batches) or handing the release over (a request's after-commit work).
   */
  tryHold(scope: string): Promise<Release | null>;
  /** Resolves once every release made so far is in effect for every node (tests; no caller needs it). */
  settled(): Promise<void>;
  /** Gives up the locks' resources (PostgreSQL: their session, which frees every lock still held). */
  close(): Promise<void>;
}

/** Runs `run` holding `scope`'s lock, released when it settles; rejects with `billing_busy` when the scope is held. */
export type LockedRun = <T>(scope: string, run: () => T | Promise<T>) => Promise<T>;

/** Releases a held lock; the second and later calls do nothing. */
export type Release = () => void;

/** The call form over a `tryHold`: take, run, release when the run settles. */
export function lockedRunner(tryHold: (scope: string) => Promise<Release | null>): LockedRun {
  return async <T>(scope: string, run: () => T | Promise<T>): Promise<T> => {
    const release = await tryHold(scope);
    if (release === null) throw new AppError("billing_busy");
    try {
      return await run();
    } finally {
      release();
    }
  };
}

/** The customer locks of one process: a set of held scopes (exact while one process serves the database, as on SQLite). */
export function inProcessCustomerLocks(): CustomerLocks {
  const held = new Set<string>();
  const take = (scope: string): Release | null => {
    if (held.has(scope)) return null;
    held.add(scope);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      held.delete(scope);
    };
  };
  const tryHold = (scope: string): Promise<Release | null> => Promise.resolve(take(scope));
  return Object.assign(lockedRunner(tryHold), { tryHold, settled: async () => {}, close: async () => {} });
}
