import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRateLimiter } from "../src/platform/http/rate-limit.js";
import { inMemoryRateStore } from "../src/platform/http/rate-store.js";

describe("fixed-window rate limiter", () => {
  it("allows max requests per key and bucket in a window, then refuses until the window ends", () => {
    const hit = createRateLimiter({ windowMs: 1000, max: (b) => (b === "usage" ? 3 : 1) }, inMemoryRateStore(), "requests");
    const t = 10_000;
    expect([1, 2, 3, 4].map((i) => hit("k1", "usage", t + i).allowed)).toEqual([true, true, true, false]);
    expect(hit("k1", "usage", t + 999)).toEqual({ allowed: false, limit: 3, remaining: 0, resetInMs: 1 });
    // Other key, other bucket: counted apart.
    expect(hit("k2", "usage", t + 5)).toMatchObject({ allowed: true, remaining: 2 });
    expect(hit("k1", "default", t + 5)).toMatchObject({ allowed: true, remaining: 0, limit: 1 });
    expect(hit("k1", "default", t + 6).allowed).toBe(false);
    // The next window starts from zero.
    expect(hit("k1", "usage", t + 1000)).toEqual({ allowed: true, limit: 3, remaining: 2, resetInMs: 1000 });
  });

  it("never allows more than max in any window, whatever the arrival times (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 200 }), (max, gaps) => {
        const hit = createRateLimiter({ windowMs: 1000, max: () => max }, inMemoryRateStore(), "requests");
        let now = 0;
        const allowedPerWindow = new Map<number, number>();
        for (const g of gaps) {
          now += g % 400;
          const d = hit("k", "b", now);
          expect(d.resetInMs).toBeGreaterThan(0);
          expect(d.resetInMs).toBeLessThanOrEqual(1000);
          if (d.allowed) allowedPerWindow.set(Math.floor(now / 1000), (allowedPerWindow.get(Math.floor(now / 1000)) ?? 0) + 1);
        }
        for (const n of allowedPerWindow.values()) expect(n).toBeLessThanOrEqual(max);
      }),
    );
  });
});
