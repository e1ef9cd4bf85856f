/**
 * A new test database is a copy of a template migrated once, not a file migrated again: the
 * migrations took ~60 ms of a server's start, and the tests start hundreds. The template holds
 * the schema only (no workspace: openTandem makes each copy's own, with its own ids and keys);
 * it is kept in `.tmp/test-templates/` under the hash of the migrations it ran, so a changed or
 * added migration makes a new one. It is made by a rename, so that parallel files never read
 * half of one.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, renameSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../../src/platform/db/database.js";
import { MIGRATIONS } from "../../src/tandem.js";

/** The engine the suite runs on: `TANDEM_TEST_ENGINE=postgres` (npm test's second run), else SQLite. */
export const testEngine = (): "sqlite" | "postgres" => (process.env.TANDEM_TEST_ENGINE === "postgres" ? "postgres" : "sqlite");

let copies = 0;

/**
 * A fresh migrated database for one harness: on SQLite a copy of the template file at
 * `<dir>/tandem.db`, on PostgreSQL a new database made from the run's template (pg-setup.ts); answers
 * what `openTandem` opens (the file, or the database's URL).
 */
export async function testDatabase(dir: string): Promise<string> {
  if (testEngine() === "sqlite") return migratedDatabase(join(dir, "tandem.db"));
  const url = process.env.TANDEM_TEST_DATABASE_URL;
  const template = process.env.TANDEM_TEST_PG_TEMPLATE;
  if (!url || !template) throw new Error("TANDEM_TEST_ENGINE=postgres needs test/support/pg-setup.ts as a globalSetup (vitest.config.ts)");
  const name = `t_${process.pid}_${++copies}_${Date.now() % 100_000_000}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const TEMPLATES = join(import.meta.dirname, "..", "..", ".tmp", "test-templates");

let template: string | undefined;

/** Copies the migrated template to `path` (a new file in a test's own directory); answers `path`. */
export function migratedDatabase(path: string): string {
  copyFileSync((template ??= migratedTemplate()), path);
  return path;
}

function migratedTemplate(): string {
  const hash = createHash("sha256").update(JSON.stringify(MIGRATIONS)).digest("hex").slice(0, 16);
  const file = join(TEMPLATES, `${hash}.db`);
  if (existsSync(file)) return file;
  mkdirSync(TEMPLATES, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  // Closing the only connection checkpoints the WAL into the file: the copy is the whole database.
  openDatabase(tmp, MIGRATIONS).close();
  renameSync(tmp, file);
  return file;
}
