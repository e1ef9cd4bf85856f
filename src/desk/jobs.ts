import { Cron } from "croner";
import type { DeskContext } from "./context.js";

/**
 * The desk's own scheduled work, once a second: snoozed conversations whose
 * `snoozedUntil` has passed go back to `open` (as in Intercom). Webhook
 * delivery has its own sender. It runs in every process without a lease: the wake is one
 * conditional UPDATE (only rows still snoozed and due) that emits no event, so two processes
 * ticking at once wake each conversation once and the second finds nothing.
 */
export function createDeskJobs(ctx: DeskContext, onError: (err: unknown) => void = (err) => console.error("desk jobs:", err)) {
  let cron: Cron | undefined;
  // Background work: a unit of its own.
  const tick = async (): Promise<{ woken: number }> => ({ woken: await ctx.write((tx) => ctx.repos(tx).conversations.wakeSnoozed(ctx.clock.now())) });
  return {
    tick,
    start(): void {
      cron = new Cron("* * * * * *", { protect: true }, async () => {
        try {
          await tick();
        } catch (err) {
          onError(err);
        }
      });
    },
    stop(): void {
      cron?.stop();
      cron = undefined;
    },
  };
}
export type DeskJobs = ReturnType<typeof createDeskJobs>;
