import type { NodeBeat, NodesRepo } from "./nodes.repo.js";

/** How often a node beats. */
export const BEAT_MS = 2_000;
/**
 * A node silent this long is gone: its idempotency claims, leases and delivery claims are taken
 * over by the next node that finds them, without waiting for their own leases to expire. Far
 * above a beat's period, so a node under load (a long GC pause, a slow database) is not mistaken
 * for a dead one.
 */
export const STALE_MS = 15_000;
/** A node silent this long is forgotten (its row deleted): every lease it held expired long before. */
export const FORGET_MS = 24 * 60 * 60 * 1000;

/** The node a lease or claim holder belongs to (holders are `<node>` or `<node>/<lease id>`). */
export const nodeOf = (holder: string): string => {
  const slash = holder.indexOf("/");
  return slash < 0 ? holder : holder.slice(0, slash);
};

export interface Liveness {
  /**
   * Whether `holder`'s node was seen gone at the last beat: it has stopped (a clean stop), or it
   * has been silent longer than STALE_MS. A node not (yet) in the table is not gone: its holder's
   * claims wait for their own leases, as before there were beats.
   */
  gone(holder: string): boolean;
  /** Every node as of the last beat. */
  nodes(): readonly NodeBeat[];
  /** How many nodes serve requests (role `api` or `all`, not gone) as of the last beat, this one included if it does; at least 1. */
  serving(): number;
  /** Beats now (the timer does every BEAT_MS); answers the nodes seen. */
  beat(): Promise<readonly NodeBeat[]>;
  /** Stops beating and marks this node stopped. */
  stop(): Promise<void>;
}

/**
 * Starts this node's beat (the first is awaited: a node is in the table before it takes any claim)
 * and keeps the others' as of the last one. A failed beat keeps the last snapshot and is reported
 * to `onError`.
 */
export async function startLiveness(
  repo: NodesRepo,
  self: string,
  role: string,
  opts: { beatMs?: number; staleMs?: number; onError?: (err: unknown) => void } = {},
): Promise<Liveness> {
  const staleMs = opts.staleMs ?? STALE_MS;
  let seen: readonly NodeBeat[] = [];
  let ages = new Map<string, number>();
  let serving = 1;
  const serves = (r: string) => r === "api" || r === "all";
  const beat = async () => {
    seen = await repo.beat(self, role, FORGET_MS);
    ages = new Map(seen.map((n) => [n.node, n.age_ms]));
    const others = seen.filter((n) => n.node !== self && serves(n.role) && n.age_ms <= staleMs).length;
    serving = Math.max(1, others + (serves(role) ? 1 : 0));
    return seen;
  };
  await beat();
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = beat().catch((err: unknown) => opts.onError?.(err));
  }, opts.beatMs ?? BEAT_MS);
  timer.unref();
  return {
    gone(holder) {
      const node = nodeOf(holder);
      if (node === self) return false;
      const age = ages.get(node);
      return age !== undefined && age > staleMs;
    },
    nodes: () => seen,
    serving: () => serving,
    beat,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await running;
      await repo.leave(self);
    },
  };
}
