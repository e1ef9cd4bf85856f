/**
 * Time slices for long jobs that share the event loop with the API.
 *
 * better-sqlite3 is synchronous: while a job works, no request is served. A
 * job that works through many rows does so in turns of at most a budget of
 * milliseconds and yields a turn of the event loop between them
 * (`setImmediate`, twice: the requests that arrived meanwhile are read and
 * answered first). The budget is measured, not guessed from a row count, so a slow
 * row, a slow disk or a loaded machine shortens the turn instead of
 * lengthening the wait of every request behind it.
 */

/** The clock of one job's turns. */
export interface Pacer {
  /** Whether the current turn has used up its budget. */
  readonly spent: boolean;
  /**
   * Resolves in the next turn of the event loop (after the I/O that is
   * waiting), which starts a fresh budget. Every caller in the same turn
   * shares one wait.
   */
  next(): Promise<void>;
  /** Yields to the next turn when this one's budget is spent; else goes on at once. */
  pace(): Promise<void>;
}

export function createPacer(budgetMs: number): Pacer {
  let start = performance.now();
  let pending: Promise<void> | null = null;
  // Two hops: a request read in the next poll phase queues its own immediates (the reply queue
  // that sends answers, the write unit's group commit), which run after ours; the second hop
  // lets them run before the job's next turn, so an answer waits for one turn of the job at most.
  const next = (): Promise<void> =>
    (pending ??= new Promise<void>((resolve) =>
      setImmediate(() =>
        setImmediate(() => {
          pending = null;
          start = performance.now();
          resolve();
        }),
      ),
    ));
  return {
    get spent() {
      return performance.now() - start >= budgetMs;
    },
    next,
    pace: () => (performance.now() - start >= budgetMs ? next() : Promise.resolve()),
  };
}

/**
 * Runs `each` over `items` in write transactions (`write`), each holding as
 * many items as fit in the rest of the pacer's current turn (at least one),
 * with a turn of the event loop between transactions. A transaction commits
 * before the loop turns, so nothing is held across a yield. Answers how many
 * items `each` counted (returned true for). An item that throws rolls its
 * transaction back and rejects the whole run.
 */
export async function inSlices<T>(items: readonly T[], pacer: Pacer, write: <R>(fn: () => R) => R, each: (item: T) => boolean): Promise<number> {
  let counted = 0;
  let i = 0;
  while (i < items.length) {
    await pacer.pace();
    write(() => {
      do if (each(items[i++])) counted++;
      while (i < items.length && !pacer.spent);
    });
  }
  return counted;
}
