import { closeSync, fdatasync, openSync } from "node:fs";
import type { Db } from "./database.js";

/** Flushes the WAL file to the disk; calls back once it is there (or with the error). */
export type SyncWal = (done: (err: Error | null) => void) => void;

export interface Durability {
  /**
   * Calls `then` once everything this connection has committed so far is on
   * the disk: at once when it already is, else after the next WAL sync (with
   * the sync's error, if it failed).
   */
  afterSync(then: (err?: Error) => void): void;
}

/**
 * fdatasync of the WAL file, where SQLite in WAL mode appends every commit,
 * on libuv's thread pool. The file is opened per sync (a few µs against a
 * sync's ~0.6 ms here), so no descriptor outlives its database; no WAL file
 * means nothing to sync.
 */
export function walSync(db: Db): SyncWal {
  return (done) => {
    let fd: number;
    try {
      fd = openSync(`${db.name}-wal`, "r");
    } catch (err) {
      return done((err as NodeJS.ErrnoException).code === "ENOENT" ? null : (err as Error));
    }
    fdatasync(fd, (err) => {
      closeSync(fd);
      done(err);
    });
  };
}

/**
 * Acknowledge only what is on the disk, without waiting on the event loop.
 *
 * The connection runs with `synchronous = NORMAL`: a COMMIT writes the WAL
 * but does not fsync it, so a power cut (not a crash of Tandem) could lose
 * the last commits. `synchronous = FULL` would fsync inside every COMMIT,
 * blocking the event loop ~0.6 ms each time, which at 2,000 writes/s is most
 * of it. Here answers wait instead: the API layer sends the answers to
 * writes only after a WAL sync that started after everything committed
 * before them (`total_changes()` tells what that is). One sync runs at a
 * time on the thread pool and covers every commit made before it started;
 * answers that arrive meanwhile share the next one. Answers to reads do not
 * wait (build-api.ts): a read may show a change whose own answer is still
 * waiting, which a power cut could undo, but what a write's answer
 * acknowledged is on the disk.
 */
export function createDurability(db: Db, sync: SyncWal = walSync(db)): Durability {
  if (db.memory) return { afterSync: (then) => then() };
  const changes = db.prepare<[], number>("SELECT total_changes()").pluck();
  let synced = changes.get()!;
  let running: { upTo: number; waiting: ((err?: Error) => void)[] } | null = null;
  let next: ((err?: Error) => void)[] = [];

  const start = () => {
    const batch = { upTo: changes.get()!, waiting: next };
    next = [];
    running = batch;
    sync((err) => {
      running = null;
      if (!err) synced = Math.max(synced, batch.upTo);
      for (const then of batch.waiting) then(err ?? undefined);
      if (next.length === 0) return;
      if (db.open) start();
      else for (const then of next.splice(0)) then(new Error("the database closed before the sync"));
    });
  };

  return {
    afterSync(then) {
      const now = db.open ? changes.get()! : synced;
      if (now <= synced) return then();
      if (running !== null && now <= running.upTo) {
        running.waiting.push(then);
        return;
      }
      next.push(then);
      if (running === null) start();
    },
  };
}
