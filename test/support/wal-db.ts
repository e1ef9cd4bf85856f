import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach } from "vitest";

/**
 * A fresh WAL-mode SQLite file per test, in its own temporary folder, with
 * `schema` applied; closed and removed after each test. Read `db` and `dir`
 * inside tests (they change per test).
 */
export function walDbPerTest(schema: string): { readonly db: Database.Database; readonly dir: string } {
  const t = { db: undefined as unknown as Database.Database, dir: "" };
  beforeEach(() => {
    t.dir = mkdtempSync(join(tmpdir(), "tandem-db-"));
    t.db = new Database(join(t.dir, "t.db"));
    t.db.pragma("journal_mode = WAL");
    t.db.exec(schema);
  });
  afterEach(() => {
    if (t.db.open) t.db.close();
    rmSync(t.dir, { recursive: true, force: true });
  });
  return t;
}
