import { AppError } from "../errors.js";
import { isPromise } from "../is-promise.js";


/**
 * Billing changes of one customer run one at a time: a second one arriving
 * while the first runs is refused with 429 `billing_busy` (thrown at once).
 * A synchronous run holds the lock only while it runs; an asynchronous one
 * until its promise settles. The lock is released in `finally` either way,
 * so a throwing handler cannot leak it.
 */
export function createCustomerLocks() {
  const held = new Set<string>();
  /**
   * Takes `scope`'s lock without running anything: a function that releases
   * it (at once, once), or null when it is held. For a caller holding several
   * customers' locks across awaited work (the billing cycle's batches).
   */
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
export type CustomerLocks = ReturnType<typeof createCustomerLocks>;
