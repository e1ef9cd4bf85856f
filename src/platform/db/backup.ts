import { existsSync } from "node:fs";
import Database from "better-sqlite3";
import type { Db } from "./database.js";

/**
 * A consistent copy of the database in `dest` while other processes keep
 * writing: SQLite's online backup (better-sqlite3's `db.backup()`), every page
 * in one step, so the copy is the snapshot of one read transaction: it holds
 * every transaction committed before the backup started (and so every write
 * acknowledged by then). The copy is checked (`quick_check`) before this resolves,
 * and left as one self-contained file: its journal mode is set to DELETE (the
 * source's WAL mode travels in the page header), so no `dest-wal` / `dest-shm`
 * stays beside it; `tandem serve` turns WAL on again when it opens a restored copy.
 */
export async function backupDatabase(db: Db, dest: string): Promise<{ pages: number }> {
  if (existsSync(dest)) throw new Error(`${dest} exists; give a new file name`);
  // The first step (0 pages) sizes the copy; the progress callback then asks for every page at once.
  const r = await db.backup(dest, { progress: () => 0x7fffffff });
  const copy = new Database(dest, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new Error(`the copy failed its check: ${String(check)}`);
  } finally {
    copy.close();
  }
  return { pages: r.totalPages };
}
