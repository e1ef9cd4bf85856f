/**
 * The sends of an outbox sender that are in flight (webhook attempts,
 * mails). A send that fails unexpectedly goes to `onError`, never
 * unhandled. While the sender runs (`active()`), a settled send frees a slot
 * that is refilled at once — one `refill` per burst of completions, on the
 * next turn — rather than at the sender's next tick.
 */
export function createInFlight(opts: { onError: (err: unknown) => void; active: () => boolean; refill: () => void }) {
  const running = new Set<Promise<void>>();
  let refillQueued = false;
  return {
    size: (): number => running.size,
    /** Tracks `work`; `settled` runs when it settles, before the slot is refilled. */
    add(work: Promise<void>, settled?: () => void): Promise<void> {
      const p: Promise<void> = work.catch(opts.onError).finally(() => {
        settled?.();
        running.delete(p);
        if (opts.active() && !refillQueued) {
          refillQueued = true;
          setImmediate(() => {
            refillQueued = false;
            opts.refill();
          });
        }
      });
      running.add(p);
      return p;
    },
    /** Resolves when every send in flight, and every send started meanwhile, has settled. */
    async drain(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
