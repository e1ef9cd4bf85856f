import type { Server } from "node:http";
import { msUntilWindowEnds, type RateStore } from "./rate-store.js";

/**
 * Caps what one client address may hold of a server: connections beyond
 * `perClient` are closed at once, so a client holding many stalled sockets
 * (headers or a body sent in part, then nothing) cannot use up the process's
 * file descriptors and lock everyone else out while the request timeouts
 * run. The process's total is the connection budget's (connection-budget.ts).
 */
export function limitConnections(server: Server, opts: { perClient: number }): void {
  if (opts.perClient <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "";
    const n = (open.get(address) ?? 0) + 1;
    if (n > opts.perClient) {
      socket.destroy();
      return;
    }
    open.set(address, n);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/**
 * Requests with a missing or unknown key, counted per client address in
 * clock-aligned windows: past `max` in a window, the address is refused with
 * 429 before its key is even looked at, until the window ends. The counts
 * live in `store` under the counter `name`.
 */
export function createFailureLimiter(opts: { windowMs: number; max: number }, store: RateStore, name: string) {
  const failures = store.counter(name, opts.windowMs);
  return {
    /** Milliseconds until `address` may try again, or 0 when it may now. */
    blockedFor(address: string, now: number): number {
      return failures.peek(address, now) >= opts.max ? msUntilWindowEnds(now, opts.windowMs) : 0;
    },
    fail(address: string, now: number): void {
      failures.hit(address, now);
    },
  };
}
