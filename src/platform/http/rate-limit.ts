import { msUntilWindowEnds, type RateStore } from "./rate-store.js";

/**
 * Fixed-window request counting per (key, bucket): at most `max(bucket)`
 * requests in each window of `windowMs`, windows aligned to the clock
 * (`floor(now / windowMs)`), so every counter restarts at the same instant.
 * The counts live in a `RateStore` (rate-store.ts: in this process's memory on
 * SQLite, shared by the nodes within a tolerance on PostgreSQL), under the counter `name`.
 *
 * Why not @fastify/rate-limit (which Tandem used first): its hook awaits
 * three promises and sets three headers on every answer; on the metering hot
 * path that cost 15–25 % of the throughput of a constant handler. This is a
 * synchronous Map lookup called from the auth hook.
 */
export interface RateLimitRule {
  windowMs: number;
  /** Requests allowed per window, by bucket (`x-tandem-rate`, "default" otherwise). */
  max(bucket: string): number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the window ends and counting restarts. */
  resetInMs: number;
}

export function createRateLimiter(rule: RateLimitRule, store: RateStore, name: string) {
  const counter = store.counter(name, rule.windowMs);
  const limitOf = bucketLimits(rule);

  /** Counts one request of `key` in `bucket` at `now` (ms) and decides it. */
  return (key: string, bucket: string, now: number): RateDecision => {
    const limit = limitOf(bucket);
    return decision(counter.hit(`${bucket}\u0000${key}`, now), limit, now, rule.windowMs);
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** A rule's limit per bucket, asked of the rule once per bucket. */
function bucketLimits(rule: RateLimitRule): (bucket: string) => number {
  const limits = new Map<string, number>();
  return (bucket) => {
    let n = limits.get(bucket);
    if (n === undefined) limits.set(bucket, (n = rule.max(bucket)));
    return n;
  };
}

const decision = (used: number, limit: number, now: number, windowMs: number): RateDecision => ({
  allowed: used <= limit,
  limit,
  remaining: Math.max(0, limit - used),
  resetInMs: msUntilWindowEnds(now, windowMs),
});

/**
 * `createRateLimiter` for the APIs' per-key limits, the ones several nodes must share out
 * (`RateCounter.hitWithin`): decided at once, or, on a node that has used its share of a window
 * shared with other nodes, once it has learned what they left (a round trip or a few).
 */
export function createSharedRateLimiter(rule: RateLimitRule, store: RateStore, name: string) {
  const counter = store.counter(name, rule.windowMs);
  const limitOf = bucketLimits(rule);
  return (key: string, bucket: string, now: number): RateDecision | Promise<RateDecision> => {
    const limit = limitOf(bucket);
    const used = counter.hitWithin(`${bucket}\u0000${key}`, now, limit);
    return typeof used === "number" ? decision(used, limit, now, rule.windowMs) : used.then((u) => decision(u, limit, now, rule.windowMs));
  };
}
