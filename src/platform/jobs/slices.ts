import type { Tx } from "../db/handle.js";

/**
 * Time slices for long jobs that share the event loop with the API.
 *
 * better-sqlite3 is synchronous: while a job works, no request is served. A
 * job that works through many rows does so in turns of at most a budget of
 * milliseconds and yields the event loop between them. The budget is
 * measured, not guessed from a row count, so a slow row, a slow disk or a
 * loaded machine shortens the turn instead of lengthening the wait of every
 * request behind it.
 *
 * Where a turn resumes matters as much as its length. A request read in the
 * poll phase is answered from a `setImmediate` (build-api's reply queue; a
 * write first goes through the write unit's group commit, also an
 * immediate). A job resuming from `setImmediate` runs in the check phase
 * before those answers, so a request could wait for a whole turn more. The
 * job resumes from a timer instead: timers run first in an iteration of the
 * loop, then poll reads what arrived during the turn, then check sends the
 * answers, and only then the job's next turn begins. Each request waits for
 * at most the rest of the turn that was running when it arrived.
 */

/** The clock of one job's turns. */
export interface Pacer {
  /** Whether the current turn has used up its budget. */
  readonly spent: boolean;
  /**
   * Resolves in the next iteration of the event loop, after the I/O that
   * waits has been read and answered, and starts a fresh budget. Every
   * caller in the same turn shares one wait.
   */
  next(): Promise<void>;
  /** Yields to the next turn when this one's budget is spent; else goes on at once. */
  pace(): Promise<void>;
  /** Whether `ms` more would overrun the current turn's budget. */
  wouldOverrun(ms: number): boolean;
}

export function createPacer(budgetMs: number): Pacer {
  let start = performance.now();
  let pending: Promise<void> | null = null;
  const next = (): Promise<void> =>
    (pending ??= new Promise<void>((resolve) => {
      // Whether the loop has been through poll and check since the wait began.
      let polled = false;
      const resume = () => {
        // Not yet: libuv 1.46 (Node 20) runs a timer again in the same timers phase when it became
        // due while that phase ran. A turn of the job resumed from a timer, which armed this timer
        // early (a caller racing a charge against the next turn) and then called setTimeout (which
        // refreshes the loop's clock), would make it due at once, and turn after turn would run
        // with nothing read or answered in between. Wait for a timer armed now instead.
        if (!polled) return void setTimeout(resume, 0);
        pending = null;
        start = performance.now();
        resolve();
      };
      // Due in the next iteration's timers phase: a timer's 1 ms counts from the loop time cached
      // when this iteration began, which a turn of the job has usually outlived already.
      setTimeout(resume, 0);
      // Marks the check phase; also keeps the poll phase from sleeping until the timer is due when
      // no I/O is waiting.
      setImmediate(() => {
        polled = true;
      });
    }));
  return {
    get spent() {
      return performance.now() - start >= budgetMs;
    },
    next,
    pace: () => (performance.now() - start >= budgetMs ? next() : Promise.resolve()),
    wouldOverrun: (ms) => performance.now() - start + ms > budgetMs,
  };
}

/**
 * Runs `each` over `items` in write transactions (`write`, e.g. `store.write`: each item gets its
 * slice's transaction `tx`, through which its statements go), each holding as
 * many items as fit in the rest of the pacer's current turn (at least one),
 * with a turn of the event loop between transactions. A transaction commits
 * before the loop turns, so nothing is held across a yield. Answers how many
 * items `each` counted (returned true for). An item that throws rolls its
 * transaction back and rejects the whole run.
 *
 * "Fit" counts what is still to come: the next item (the mean of the items
 * so far) and the COMMIT (the last one's time, which grows with the pages the
 * items dirtied), so a whole transaction, not only its items, stays within
 * the turn instead of overrunning it by an item and a commit.
 */
export async function inSlices<T>(
  items: readonly T[],
  pacer: Pacer,
  write: <R>(fn: (tx: Tx) => Promise<R>) => Promise<R>,
  each: (tx: Tx, item: T) => boolean | Promise<boolean>,
): Promise<number> {
  let counted = 0;
  let i = 0;
  let itemMs = 0; // mean time of an item so far
  let done = 0;
  let commitMs = 0; // the last transaction's COMMIT
  while (i < items.length) {
    // A transaction of at least one item: yield first unless it fits in what is left of the turn.
    if (pacer.wouldOverrun(itemMs + commitMs)) await pacer.next();
    let itemsEnd = 0;
    await write(async (tx) => {
      let t = performance.now();
      do {
        if (await each(tx, items[i++])) counted++;
        const now = performance.now();
        itemMs += (now - t - itemMs) / ++done;
        t = now;
      } while (i < items.length && !pacer.wouldOverrun(itemMs + commitMs));
      itemsEnd = t;
    });
    commitMs = performance.now() - itemsEnd;
  }
  return counted;
}
