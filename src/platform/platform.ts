import type { Clock } from "./clock.js";
import type { DurabilityMode } from "./config.js";
import { createAuthenticator } from "./auth/authenticate.js";
import { keysRepo } from "./auth/keys.repo.js";
import type { KeyFormat } from "./auth/keys.rules.js";
import { type Db, type Migration, openDatabase } from "./db/database.js";
import { createDurability, type Durability, type SyncWal } from "./db/durability.js";
import { createGroupCommit, type WriteUnit } from "./db/group-commit.js";
import { type ChangeNotes, createChangeNotes } from "./db/read-memo.js";
import { platformMigrations } from "./db/migrations.js";
import type { ErrorTable } from "./errors.js";
import { workspacesRepo } from "./tenancy/workspaces.repo.js";

/**
 * What a domain (an API of Tandem) hands the platform before anything is
 * built: the platform itself knows no domain.
 */
export interface DomainDescriptor {
  /** The API's name: its migrations' domain, `spec/<name>/`, `generated/<name>.*`, the `api` of its keys. */
  name: string;
  migrations: Migration[];
  /** The domain's own error codes (the platform's are always there). */
  errors: ErrorTable;
  /** The API keys the domain accepts, by prefix. */
  keyFormats: KeyFormat[];
}

export interface PlatformOptions {
  clock: Clock;
  /** When answers to writes may leave (default `disk`). */
  durability?: DurabilityMode;
  /** Replaces the WAL sync that answers to writes wait for (tests of durability). */
  syncWal?: SyncWal;
}

/**
 * The platform, built once per database by the composition root
 * (`src/tandem.ts`) and passed down to each domain: the connection, the
 * clock, the one write unit (group commit) both APIs share, the durability
 * that answers to writes wait for, keys and workspaces.
 */
export interface Platform {
  db: Db;
  clock: Clock;
  /** Runs write work in the next group-committed transaction (see db/group-commit.ts). */
  unit: WriteUnit;
  /** The notes of changed rows that every read memo on the connection reads (db/read-memo.ts). */
  changes: ChangeNotes;
  /** Answers to writes wait for it; undefined with durability `os`. */
  durability: Durability | undefined;
  keys: ReturnType<typeof keysRepo>;
  workspaces: ReturnType<typeof workspacesRepo>;
  keyFormats: readonly KeyFormat[];
  /** The bearer-key resolver of one API (built once per API). */
  authenticator(api: string): ReturnType<typeof createAuthenticator>;
}

export function createPlatform(dbPath: string, domains: DomainDescriptor[], opts: PlatformOptions): Platform {
  const owner = new Map<string, string>();
  for (const d of domains) {
    for (const code of Object.keys(d.errors)) {
      if (owner.has(code)) throw new Error(`error code ${code} is defined by both ${owner.get(code)} and ${d.name}`);
      owner.set(code, d.name);
    }
  }
  const db = openDatabase(dbPath, { platform: platformMigrations, ...Object.fromEntries(domains.map((d) => [d.name, d.migrations])) });
  const keys = keysRepo(db);
  const keyFormats = Object.freeze(domains.flatMap((d) => d.keyFormats));
  const authenticators = new Map<string, ReturnType<typeof createAuthenticator>>();
  return {
    db,
    clock: opts.clock,
    unit: createGroupCommit(db),
    changes: createChangeNotes(db),
    durability: opts.durability === "os" ? undefined : createDurability(db, opts.syncWal),
    keys,
    workspaces: workspacesRepo(db),
    keyFormats,
    authenticator(api) {
      let a = authenticators.get(api);
      if (!a) authenticators.set(api, (a = createAuthenticator(api, keyFormats, keys, opts.clock)));
      return a;
    },
  };
}
