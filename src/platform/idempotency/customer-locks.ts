import { AppError } from "../errors.js";
import { isPromise } from "../is-promise.js";

/**
 * The per-customer billing locks (scope `<spaceId>:<customer_id>`): billing changes of one
 * customer run one at a time, and a second one arriving while the first runs is refused with
 * 429 `billing_busy` (thrown at once; nothing ever waits for a lock).
 *
 * The contract an implementation keeps (test/support/single-process-state.contracts.ts):
 * - a scope is held by at most one holder at a time, across every process and node on the
 *   database (the in-process implementation is exact only because one process serves it:
 *   a multi-node one holds a row or an advisory lock in the database);
 * - taking a held scope fails at once (throws `billing_busy` / answers null), other scopes
 *   are independent;
 * - a lock is released when its run settles (at once for a synchronous run, when the promise
 *   settles for an asynchronous one, also when it throws or rejects), and releasing twice is
 *   harmless;
 * - a multi-node implementation must also free the locks of a holder that died (a lease that
 *   expires, or a lock bound to the holder's database session), or a crash would block the
 *   customer's billing for good.
 */
export interface CustomerLocks {
  /**
   * Runs `run` holding `scope`'s lock, released when it settles (a synchronous run holds it
   * only while it runs). Throws `billing_busy` when the scope is held.
   */
  <T>(scope: string, run: () => T | Promise<T>): T | Promise<T>;
  /**
   * Takes `scope`'s lock without running anything: a function that releases it (at once,
   * once), or null when it is held. For a caller holding several customers' locks across
   * awaited work (the billing cycle's batches).
   */
  tryHold(scope: string): (() => void) | null;
}

/** The customer locks of one process: a set of held scopes (correct while one process serves the database). */
export function inProcessCustomerLocks(): CustomerLocks {
  const held = new Set<string>();
  const tryHold = (scope: string): (() => void) | null => {
    if (held.has(scope)) return null;
    held.add(scope);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      held.delete(scope);
    };
  };
  const locked = <T>(scope: string, run: () => T | Promise<T>): T | Promise<T> => {
    if (held.has(scope)) throw new AppError("billing_busy");
    held.add(scope);
    let result: T | Promise<T>;
    try {
      result = run();
    } catch (err) {
      held.delete(scope);
      throw err;
    }
    if (!isPromise(result)) {
      held.delete(scope);
      return result;
    }
    return result.finally(() => held.delete(scope));
  };
  return Object.assign(locked, { tryHold });
}
