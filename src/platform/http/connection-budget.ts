import type { Server } from "node:http";
import type { Socket } from "node:net";

/** How many open connections a new one looks through for an idle keep-alive one to close. */
const LOOK_AT_MOST = 64;

/** How long a stop keeps accepting and reading, at most, for connections the kernel already accepted. */
export const DRAIN_GRACE_MS = 500;

/**
 * One budget of open connections for the whole process, shared by every
 * server attached (the desk, billing and console ports and the metrics port),
 * so that together they stay under the file limit with room left for the
 * database, webhooks and mail. A connection arriving when the budget is full
 * first closes an idle keep-alive connection (one waiting between requests;
 * it looks at up to LOOK_AT_MOST open connections, in the order they were made,
 * going on where the last look stopped); only when none is found is the new
 * one closed. The cost is per connection, never per request.
 */
export interface ConnectionBudget {
  readonly max: number;
  /** Connections open now, every server together. */
  open(): number;
  /** Counts `server`'s connections against the budget. */
  attach(server: Server): void;
  /**
   * Before the servers close: gives the listeners a turn of the event loop to
   * accept what the kernel has queued, then waits until every open connection
   * has sent its first bytes (at most `graceMs`), so that closing resets none
   * whose request was already on its way.
   */
  drain(graceMs?: number): Promise<void>;
}

/**
 * Waiting for the next request on a keep-alive connection. Node's HTTP server
 * sets a socket's timeout (its keep-alive timeout) only then, and clears it
 * when the next request arrives; a new connection has none (servers here set
 * no `server.timeout`).
 */
const isIdleKeepAlive = (s: Socket): boolean => (s.timeout ?? 0) > 0;

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createConnectionBudget(max: number): ConnectionBudget {
  const sockets = new Set<Socket>();
  let cursor: Iterator<Socket> | undefined;

  /** Closes one idle keep-alive connection, looking at no more than LOOK_AT_MOST; false when none was found. */
  const closeOneIdle = (): boolean => {
    for (let looked = 0; looked < LOOK_AT_MOST; looked++) {
      let next = cursor?.next();
      if (!next || next.done) {
        cursor = sockets.values();
        next = cursor.next();
        if (next.done) return false;
      }
      const s = next.value;
      if (isIdleKeepAlive(s)) {
        sockets.delete(s);
        s.destroy();
        return true;
      }
    }
    return false;
  };

  const unread = (): boolean => {
    for (const s of sockets) if (s.bytesRead === 0 && !s.destroyed) return true;
    return false;
  };

  return {
    max,
    open: () => sockets.size,
    attach(server) {
      server.on("connection", (socket: Socket) => {
        // Already closed by the per-address cap.
        if (socket.destroyed) return;
        if (sockets.size >= max && !closeOneIdle()) {
          socket.destroy();
          return;
        }
        sockets.add(socket);
        socket.once("close", () => sockets.delete(socket));
      });
    },
    async drain(graceMs = DRAIN_GRACE_MS) {
      const until = Date.now() + graceMs;
      // A poll phase passes in each round: in the first the listeners accept every queued
      // connection in one go, in the next each accepted one is read.
      for (let round = 0; round < 2 || (unread() && Date.now() < until); round++) {
        await turn();
        await after(2);
      }
    },
  };
}
