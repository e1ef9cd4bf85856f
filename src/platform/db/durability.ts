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
 * How many WAL syncs may run at once. Two fdatasyncs of the same file in
 * flight overlap on this kind of disk (a virtual disk here did ~2,600 syncs/s
 * one at a time and ~7,600/s two at a time), so a commit made while a sync
 * runs starts its own at once instead of waiting for that one to end and
 * then for a whole sync of its own. More would take the thread pool's
 * threads (four by default) from other file work.
 */
export const SYNCS_IN_FLIGHT = 2;

/**
 * Acknowledge only what is on the disk, without waiting on the event loop.
 *
 * The connection runs with `synchronous = NORMAL`: a COMMIT writes the WAL
 * but does not fsync it, so a power cut (not a crash of Tandem) could lose
 * the last commits. `synchronous = FULL` would fsync inside every COMMIT,
 * blocking the event loop ~0.6 ms each time, which at 2,000 writes/s is most
 * of it. Here answers wait instead: the API layer sends the answers to
 * writes only after a WAL sync that started after everything committed
 * before them (`total_changes()` tells what that is). Syncs run on the
 * thread pool, at most `maxInFlight` at a time (SYNCS_IN_FLIGHT); each covers
 * every commit made before it started, and so does its completion for the
 * answers of syncs that started before it and still run (an fdatasync
 * writes every dirty page of the file and waits for those another one is
 * writing). Answers that arrive while a sync covering them runs share it;
 * others start a sync of their own, or, when `maxInFlight` run, share the
 * next one. Answers to reads do not wait (build-api.ts): a read may show a
 * change whose own answer is still waiting, which a power cut could undo,
 * but what a write's answer acknowledged is on the disk.
 */
export function createDurability(db: Db, sync: SyncWal = walSync(db), opts: { maxInFlight?: number } = {}): Durability {
  if (db.memory) return { afterSync: (then) => then() };
  const maxInFlight = Math.max(1, opts.maxInFlight ?? SYNCS_IN_FLIGHT);
  const changes = db.prepare<[], number>("SELECT total_changes()").pluck();
  let synced = changes.get()!;
  interface Batch {
    upTo: number;
    waiting: ((err?: Error) => void)[];
  }
  /** Syncs whose waiters are not answered yet, in the order they started (so by `upTo`). */
  const running: Batch[] = [];
  /** Syncs on the thread pool (a sync stays there after a later one answered its waiters). */
  let inFlight = 0;
  let next: ((err?: Error) => void)[] = [];

  const start = () => {
    const batch: Batch = { upTo: changes.get()!, waiting: next };
    next = [];
    running.push(batch);
    inFlight++;
    sync((err) => {
      inFlight--;
      const at = running.indexOf(batch);
      if (at < 0) {
        // A sync that started later completed first and already answered this one's waiters.
      } else if (err) {
        running.splice(at, 1);
        for (const then of batch.waiting) then(err);
      } else {
        synced = Math.max(synced, batch.upTo);
        // Syncs that started before this one and still run cover nothing it did not: their
        // waiters leave too, first (in the order they committed).
        for (const done of running.splice(0, at + 1)) for (const then of done.waiting) then();
      }
      if (next.length === 0 || inFlight >= maxInFlight) return;
      if (db.open) start();
      else for (const then of next.splice(0)) then(new Error("the database closed before the sync"));
    });
  };

  return {
    afterSync(then) {
      const now = db.open ? changes.get()! : synced;
      if (now <= synced) return then();
      const last = running[running.length - 1];
      if (last !== undefined && now <= last.upTo) {
        last.waiting.push(then);
        return;
      }
      next.push(then);
      if (inFlight < maxInFlight) start();
    },
  };
}
