// The checkpointer's worker thread (see checkpointer.ts). Plain JavaScript so
// that it starts the same under tsx, vitest and node: it needs no TypeScript.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const db = new Database(workerData.path, { fileMustExist: true });
db.pragma("busy_timeout = 5000");
const checkpoint = db.prepare("PRAGMA wal_checkpoint(PASSIVE)");

let lastBeat = 0;

/** One PASSIVE checkpoint: copies what it can without blocking the writer; reports errors, a heartbeat a second, and results when asked. */
const run = (report) => {
  try {
    const [r] = checkpoint.all();
    if (report) parentPort.postMessage({ kind: "checkpoint", log: r.log, checkpointed: r.checkpointed });
    const now = Date.now();
    if (now - lastBeat >= 1000) {
      lastBeat = now;
      parentPort.postMessage({ kind: "beat" });
    }
  } catch (err) {
    parentPort.postMessage({ kind: "error", message: err instanceof Error ? err.message : String(err) });
  }
};

const timer = setInterval(run, workerData.intervalMs, false);
parentPort.on("message", (m) => {
  if (m === "now") return run(true);
  if (m !== "stop") return;
  clearInterval(timer);
  run(false);
  db.close();
  parentPort.close();
});
