/**
 * What the multi-node worker tests share (issue 29, items 5, 6 and 9b): a slow webhook receiver that
 * counts the requests in flight per endpoint, bounded polling, and renewals seeded straight into the
 * cluster's PostgreSQL database, due now for the real-time billing cycle of whichever node runs it.
 */
import { manualClock } from "../../src/platform/clock.js";
import { openTandem } from "../../src/tandem.js";
import type { Node } from "./cluster.js";
import { seedRenewals } from "./cycle-seed.js";
import { type Receiver, startReceiver } from "./receiver.js";

export interface SlowReceiver {
  receiver: Receiver;
  /** The most requests this receiver held open at once. */
  maxInFlight(): number;
}

/** A receiver answering 200 after `delayMs`, counting the requests it holds open. */
export async function slowReceiver(delayMs: number): Promise<SlowReceiver> {
  let inFlight = 0;
  let max = 0;
  const receiver = await startReceiver(() => {
    inFlight++;
    max = Math.max(max, inFlight);
    return {
      after: new Promise<void>((resolve) =>
        setTimeout(() => {
          inFlight--;
          resolve();
        }, delayMs),
      ),
    };
  });
  return { receiver, maxInFlight: () => max };
}

/** Polls `check` every 100 ms until it answers true; fails after `limitMs` naming `what`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, limitMs = 30_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The Desk-Delivery ids (or, for billing webhooks, the webhook-id per path) received more than once. */
export function duplicates(ids: string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of ids) (seen.has(id) ? twice : seen).add(id);
  return [...twice];
}

/**
 * Seeds `n` real-time customers on the monthly plan of cycle-seed.ts whose period ended a few seconds
 * ago (their renewal is due at the cycle job's next tick, every minute at :00), into the cluster's
 * running database. Answers the period's end (the renewal claims' `period_end`).
 */
export async function seedDueRenewals(database: string, n: number): Promise<number> {
  const end = Date.now() - 5_000;
  const t = await openTandem(database, manualClock(end - 30 * 86_400_000));
  try {
    await seedRenewals(t, n, { start: end - 30 * 86_400_000, end });
  } finally {
    await t.close();
  }
  return end;
}

/** The node whose process id is in a lease holder `host:pid:uuid`. */
export const nodeOfHolder = (nodes: Node[], holder: string): Node | undefined => nodes.find((n) => holder.split(":")[1] === String(n.child.pid));

/**
 * Ends every live node with SIGKILL, without waiting for its exit (a stop is not what these tests
 * prove; awaiting a graceful stop of every node of a cluster outlasted the hook's limit here).
 */
export function killNodes(nodes: Node[]): void {
  for (const n of nodes) if (n.child.exitCode === null && n.child.signalCode === null) n.child.kill("SIGKILL");
}
