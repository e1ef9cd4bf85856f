import { Worker } from "node:worker_threads";
import type { Db } from "./database.js";

/** How often the worker checkpoints (ms): at 10,000 writes/s the WAL stays around a few MB. */
export const CHECKPOINT_INTERVAL_MS = 100;
/** The WAL file is truncated back to this size after a checkpoint lets it restart (bytes). */
const WAL_SIZE_LIMIT = 64 * 1024 * 1024;

export interface CheckpointResult {
  /** Frames in the WAL. */
  log: number;
  /** Frames of it already copied into the database file. */
  checkpointed: number;
}

export interface Checkpointer {
  /** One checkpoint now (tests, operators); resolves with its result. */
  checkpoint(): Promise<CheckpointResult>;
  /** Final checkpoint, then the worker ends; the connection checkpoints for itself again. */
  stop(): Promise<void>;
}

/**
 * WAL checkpoints on a worker thread instead of the event loop.
 *
 * By default SQLite checkpoints inside the COMMIT that takes the WAL past
 * 1,000 pages: it copies the pages into the database file and fsyncs both
 * files, on the thread that committed. Under steady metering load that was
 * several checkpoints a second, each stalling every request for 5–10 ms and
 * sometimes 100 ms or more (the p99 of `balances.track`; bench/README.md).
 *
 * Here the serving connection never checkpoints (`wal_autocheckpoint = 0`)
 * and a worker thread with its own connection runs a PASSIVE checkpoint
 * every CHECKPOINT_INTERVAL_MS. PASSIVE never blocks the writer; once every
 * frame is copied, the next write restarts the WAL from its beginning, and
 * `journal_size_limit` trims a file that a burst made large. Durability is
 * unchanged: a commit is in the WAL whichever thread later copies it.
 *
 * If the worker fails, the connection goes back to checkpointing for itself.
 * Not for `:memory:` databases or ones not in WAL mode (answers null).
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
  db.pragma("wal_autocheckpoint = 0");
  db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT}`);
  const selfCheckpoint = () => {
    if (db.open) db.pragma("wal_autocheckpoint = 1000");
  };
  const waiting: { resolve(r: CheckpointResult): void; reject(err: Error): void }[] = [];
  worker.on("message", (m: { kind: "checkpoint" | "error"; message?: string } & CheckpointResult) => {
    if (m.kind === "checkpoint") waiting.shift()?.resolve({ log: m.log, checkpointed: m.checkpointed });
    else opts.onError?.(`WAL checkpoint failed: ${m.message}`);
  });
  let ended = false;
  const exited = new Promise<void>((resolve) => {
    worker.once("exit", () => {
      ended = true;
      selfCheckpoint();
      for (const w of waiting.splice(0)) w.reject(new Error("the checkpointer has stopped"));
      resolve();
    });
  });
  worker.on("error", (err) => opts.onError?.(`WAL checkpointer stopped: ${err.message}`));
  return {
    checkpoint() {
      if (ended) return Promise.reject(new Error("the checkpointer has stopped"));
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        worker.postMessage("now");
      });
    },
    async stop() {
      if (!ended) worker.postMessage("stop");
      await exited;
    },
  };
}
