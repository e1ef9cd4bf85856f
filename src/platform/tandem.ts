import { deskMigrations } from "../desk/migrations.js";
import { revenueMigrations } from "../revenue/migrations.js";
import { keysRepo } from "./auth/keys.repo.js";
import { type CreatedKey, createApiKey } from "./auth/keys.service.js";
import { mintPublicKey } from "./auth/keys.rules.js";
import type { Clock } from "./clock.js";
import { type Db, openDatabase } from "./db/database.js";
import { platformMigrations } from "./db/migrations.js";
import { newId } from "./ids.js";
import { type WorkspaceRow, workspacesRepo } from "./tenancy/workspaces.repo.js";

/** Every domain's migrations, applied in this order at start-up. */
export const MIGRATIONS = { platform: platformMigrations, desk: deskMigrations, revenue: revenueMigrations };

export interface Tandem {
  db: Db;
  clock: Clock;
  workspace: WorkspaceRow;
  keys: ReturnType<typeof keysRepo>;
  workspaces: ReturnType<typeof workspacesRepo>;
  /** Keys created because the database was new (printed once by `serve`). */
  firstRunKeys: CreatedKey[];
}

/**
 * Opens (and migrates) the database. An empty database gets its workspace
 * with test and live modes and, when `firstRunKeys`, a test secret key for each API.
 */
export function openTandem(dbPath: string, clock: Clock, opts: { firstRunKeys?: boolean } = {}): Tandem {
  const db = openDatabase(dbPath, MIGRATIONS);
  const workspaces = workspacesRepo(db);
  const keys = keysRepo(db);
  let workspace = workspaces.first();
  const firstRunKeys: CreatedKey[] = [];
  if (!workspace) {
    workspace = { id: newId(), name: "Tandem", venture_id: newId(), created_at: clock.now() };
    workspaces.create(workspace, { test: mintPublicKey("test"), live: mintPublicKey("live") });
  }
  if (opts.firstRunKeys && keys.count() === 0) {
    for (const api of ["desk", "revenue"] as const) {
      firstRunKeys.push(createApiKey({ keys, workspaces, clock }, workspace.id, { api, mode: "test", kind: "secret" }));
    }
  }
  return { db, clock, workspace, keys, workspaces, firstRunKeys };
}
