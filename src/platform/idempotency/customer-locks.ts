import { AppError } from "../errors.js";

/**
 * Billing changes of one customer run one at a time: a second one arriving
 * while the first runs is refused with 429 `billing_busy`. The lock is
 * released in `finally`, so a throwing handler cannot leak it.
 */
export function createCustomerLocks() {
  const held = new Set<string>();
  return async <T>(scope: string, run: () => Promise<T>): Promise<T> => {
    if (held.has(scope)) throw new AppError("billing_busy");
    held.add(scope);
    try {
      return await run();
    } finally {
      held.delete(scope);
    }
  };
}
export type CustomerLocks = ReturnType<typeof createCustomerLocks>;
