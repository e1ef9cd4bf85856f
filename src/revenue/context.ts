import type { Clock } from "../platform/clock.js";
import type { Db } from "../platform/db/database.js";

/**
 * What every Usage & Billing handler group gets: the database, the clock and
 * the write transaction. Each domain builds its own repository from `db`
 * (SQL stays in that domain's *.repo.ts).
 */
export function createRevenueContext(db: Db, clock: Clock) {
  // One transaction function for every write (making one per call cost a fifth of a track).
  const tx = db.transaction((fn: () => unknown) => fn());
  return {
    db,
    clock,
    /** Runs `fn` in one write transaction (BEGIN IMMEDIATE). */
    write: <T>(fn: () => T): T => tx.immediate(fn) as T,
  };
}
export type RevenueContext = ReturnType<typeof createRevenueContext>;
