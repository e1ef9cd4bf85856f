import { Worker } from "node:worker_threads";
import type { Db } from "./database.js";

/** How often the worker checkpoints (ms): often enough that the connection's own checkpoint finds little left to copy. */
export const CHECKPOINT_INTERVAL_MS = 10;
/** The WAL file is truncated back to this size after a checkpoint lets it restart (bytes). */
const WAL_SIZE_LIMIT = 64 * 1024 * 1024;
/** The serving connection's own checkpoint while the worker runs: at this many WAL pages (~40 MB). */
export const WRITER_CHECKPOINT_PAGES = 10_000;
/** SQLite's default, which the connection goes back to when the worker ends. */
const DEFAULT_CHECKPOINT_PAGES = 1_000;

export interface CheckpointResult {
  /** Frames in the WAL. */
  log: number;
  /** Frames of it already copied into the database file. */
  checkpointed: number;
}

export interface Checkpointer {
  /** One checkpoint now (tests, operators); resolves with its result. */
  checkpoint(): Promise<CheckpointResult>;
  /** Final checkpoint, then the worker ends. */
  stop(): Promise<void>;
  /** When the worker last reported a successful checkpoint (a heartbeat a second), or null. */
  lastAt(): number | null;
}

/**
 * WAL checkpoints, their slow part on a worker thread.
 *
 * SQLite checkpoints inside the COMMIT that takes the WAL past 1,000 pages:
 * it fsyncs the WAL, copies the pages into the database file and fsyncs
 * that, on the thread that committed. Under steady metering load that was
 * several times a second, each stalling every request for 5–10 ms and
 * sometimes 20 ms or more (`balances.track`'s p99; bench/README.md).
 *
 * Here a worker thread with its own connection runs a PASSIVE checkpoint
 * every CHECKPOINT_INTERVAL_MS: it copies and fsyncs what has been
 * committed, without ever blocking the writer. The serving connection keeps
 * a checkpoint of its own, because only a checkpoint by the writer, between
 * two of its commits, finds every frame copied and lets the next write start
 * the WAL over (a worker alone, racing a steady stream of commits, never
 * sees that moment, and the WAL grew to 270 MB in a 10,000-request run). By
 * then the worker has copied nearly everything, so that checkpoint copies
 * little: at 2,000 tracks/s the slowest COMMIT went from 5.5 ms (p99) and
 * 21 ms (max) to 1.0 and 3.7 ms. What it cannot skip are its two fsyncs (the
 * WAL's tail, the database file), which under heavy writes take 5–60 ms on
 * the serving thread. So it runs at WRITER_CHECKPOINT_PAGES instead of
 * SQLite's 1,000: during a renewal run (~48 MB of WAL a second) the checkpointing
 * COMMITs went from ~45 to ~8 per 20,000 renewals. The WAL file then grows
 * to ~40 MB before it starts over; `journal_size_limit` trims one that a
 * burst made larger. When the worker ends, the connection goes back to
 * checkpointing at 1,000 pages, doing the copying itself.
 *
 * Durability is unchanged: a commit is in the WAL whichever thread copies
 * it later. If the worker fails, the connection simply does all the work
 * again. Not for `:memory:` databases or ones not in WAL mode (answers null).
 */
export function startCheckpointer(
  db: Db,
  opts: { intervalMs?: number; onError?: (message: string) => void } = {},
): Checkpointer | null {
  if (db.memory || String(db.pragma("journal_mode", { simple: true })).toLowerCase() !== "wal") return null;
  const worker = new Worker(new URL("./checkpoint-worker.mjs", import.meta.url), {
    workerData: { path: db.name, intervalMs: opts.intervalMs ?? CHECKPOINT_INTERVAL_MS },
  });
  worker.unref();
  db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT}`);
  db.pragma(`wal_autocheckpoint = ${WRITER_CHECKPOINT_PAGES}`);
  const waiting: { resolve(r: CheckpointResult): void; reject(err: Error): void }[] = [];
  let lastAt: number | null = null;
  worker.on("message", (m: { kind: "checkpoint" | "error" | "beat"; message?: string } & CheckpointResult) => {
    if (m.kind === "beat") lastAt = Date.now();
    else if (m.kind === "checkpoint") waiting.shift()?.resolve({ log: m.log, checkpointed: m.checkpointed });
    else opts.onError?.(`WAL checkpoint failed: ${m.message}`);
  });
  let ended = false;
  const exited = new Promise<void>((resolve) => {
    worker.once("exit", () => {
      ended = true;
      if (db.open) db.pragma(`wal_autocheckpoint = ${DEFAULT_CHECKPOINT_PAGES}`);
      for (const w of waiting.splice(0)) w.reject(new Error("the checkpointer has stopped"));
      resolve();
    });
  });
  worker.on("error", (err) => opts.onError?.(`WAL checkpointer stopped: ${err.message}`));
  return {
    lastAt: () => (ended ? null : lastAt),
    checkpoint() {
      if (ended) return Promise.reject(new Error("the checkpointer has stopped"));
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        worker.postMessage("now");
      });
    },
    async stop() {
      // The worker does not keep the process alive while it runs; while it stops, it must, or a
      // process with nothing else left would exit before the worker's exit is heard.
      if (!ended) {
        worker.ref();
        worker.postMessage("stop");
      }
      await exited;
    },
  };
}
