import { existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";

export type Db = Database.Database;

/** One schema change of one domain; versions count up from 1 per domain. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Why a database cannot be used as asked: no file, or a schema this code does not match. */
export class DatabaseError extends Error {
  constructor(
    readonly code: "database_missing" | "schema_too_new" | "schema_behind",
    message: string,
  ) {
    super(message);
    this.name = "DatabaseError";
  }
}

export interface OpenOptions {
  /**
   * Only read: the file must exist (it is never created), it is opened read-only, nothing is
   * migrated, and a schema that is not exactly the code's is refused.
   */
  readOnly?: boolean;
  /** Apply pending migrations (default true; false leaves them to the caller, e.g. `tandem migrate`). */
  migrate?: boolean;
}

/**
 * Opens the SQLite file (created with its folder if missing) in WAL mode and
 * applies the pending migrations of every domain, each in its own transaction.
 * A database with a migration this code does not know (written by a newer
 * Tandem) is refused before anything is changed. `:memory:` opens a private
 * in-memory database.
 */
export function openDatabase(path: string, domains: Record<string, Migration[]>, opts: OpenOptions = {}): Db {
  if (opts.readOnly) {
    if (path === ":memory:" || !existsSync(path)) throw new DatabaseError("database_missing", `No database at ${path}.`);
    const db = new Database(path, { readonly: true, fileMustExist: true });
    db.pragma("busy_timeout = 5000");
    try {
      assertSchema(db, domains, false);
    } catch (err) {
      db.close();
      throw err;
    }
    return db;
  }
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.pragma("foreign_keys = ON");
    db.pragma("busy_timeout = 5000");
    // Statement journals (each write unit is a savepoint inside a group's transaction, and a page
    // it changes is first copied there) in memory rather than in a temporary file: a desk reply
    // cost about a third less.
    db.pragma("temp_store = MEMORY");
    // A page cache of up to 64 MiB (SQLite's default is 2 MiB): reads that touch many pages (the
    // billing API's analytics look up a running sum per customer) find them here instead of asking
    // the operating system for each; memory is taken only as pages are read.
    db.pragma("cache_size = -65536");
    assertSchema(db, domains, true);
    if (opts.migrate !== false) migrate(db, domains);
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

export interface SchemaStatus {
  /** Migrations of the code not applied yet (`domain:version name`). */
  pending: string[];
  /** Migrations applied to the database that the code does not know (a newer Tandem wrote them). */
  unknown: string[];
}

/** How the database's applied migrations compare with the code's. */
export function schemaStatus(db: Db, domains: Record<string, Migration[]>): SchemaStatus {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  const applied = table ? db.prepare<[], { domain: string; version: number }>("SELECT domain, version FROM schema_migrations").all() : [];
  const has = new Set(applied.map((r) => `${r.domain}:${r.version}`));
  const known = new Set(Object.entries(domains).flatMap(([d, ms]) => ms.map((m) => `${d}:${m.version}`)));
  return {
    pending: Object.entries(domains).flatMap(([d, ms]) => ms.filter((m) => !has.has(`${d}:${m.version}`)).map((m) => `${d}:${m.version} ${m.name}`)),
    unknown: [...has].filter((k) => !known.has(k)),
  };
}

/** Refuses a schema newer than the code; with `allowPending` false, also one with pending migrations. */
function assertSchema(db: Db, domains: Record<string, Migration[]>, allowPending: boolean): void {
  const s = schemaStatus(db, domains);
  if (s.unknown.length > 0) {
    throw new DatabaseError(
      "schema_too_new",
      `The database ${db.name} has migrations this version of Tandem does not know (${s.unknown.join(", ")}): it was written by a newer Tandem. Run that version, or restore a backup taken before the upgrade.`,
    );
  }
  if (!allowPending && s.pending.length > 0) {
    throw new DatabaseError("schema_behind", `The database ${db.name} has ${s.pending.length} pending migration(s) (${s.pending[0]}, …): run \`tandem migrate\` first.`);
  }
}

/** Applies the pending migrations of every domain; answers what it applied. */
export function migrate(db: Db, domains: Record<string, Migration[]>): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    domain TEXT NOT NULL,
    version INTEGER NOT NULL,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL,
    PRIMARY KEY (domain, version)
  )`);
  const applied = db.prepare<[string], { version: number }>("SELECT version FROM schema_migrations WHERE domain = ?");
  const record = db.prepare("INSERT INTO schema_migrations (domain, version, name, applied_at) VALUES (?, ?, ?, ?)");
  const done: string[] = [];
  for (const [domain, migrations] of Object.entries(domains)) {
    const have = new Set(applied.all(domain).map((r) => r.version));
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (have.has(m.version)) continue;
      db.transaction(() => {
        db.exec(m.sql);
        record.run(domain, m.version, m.name, Date.now());
      }).immediate();
      done.push(`${domain}:${m.version} ${m.name}`);
    }
  }
  return done;
}
