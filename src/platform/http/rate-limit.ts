/**
 * Fixed-window request counting per (key, bucket): at most `max(bucket)`
 * requests in each window of `windowMs`, windows aligned to the clock
 * (`floor(now / windowMs)`), so every counter restarts at the same instant
 * and the whole table is dropped when a window ends (memory stays bounded
 * by the keys seen in one window).
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

export function createRateLimiter(rule: RateLimitRule) {
  let window = -1;
  let counts = new Map<string, number>();
  const limits = new Map<string, number>();
  const limitOf = (bucket: string): number => {
    let n = limits.get(bucket);
    if (n === undefined) limits.set(bucket, (n = rule.max(bucket)));
    return n;
  };

  /** Counts one request of `key` in `bucket` at `now` (ms) and decides it. */
  return (key: string, bucket: string, now: number): RateDecision => {
    const w = Math.floor(now / rule.windowMs);
    if (w !== window) {
      window = w;
      counts = new Map();
    }
    const id = `${bucket}\u0000${key}`;
    const used = (counts.get(id) ?? 0) + 1;
    counts.set(id, used);
    const limit = limitOf(bucket);
    return { allowed: used <= limit, limit, remaining: Math.max(0, limit - used), resetInMs: (w + 1) * rule.windowMs - now };
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
