/**
 * The SQLite engine's repositories: every domain's repository interfaces (`src/<domain>/**\/*.repo.ts`)
 * implemented over better-sqlite3 with prepared statements. Only this folder (and the SQLite
 * connection's own machinery in src/platform/db/) holds SQL or imports the driver; the composition
 * root (src/tandem.ts) hands each domain its factory, so no domain knows the engine.
 *
 * A factory builds the repositories of one connection (`Handle.use` calls it with its connection
 * and keeps the result), so statements are prepared once per connection.
 */
import { revenueRepos } from "./revenue/index.js";
import { deskRepos } from "./desk/index.js";
import { operatorsRepo } from "./console/operators.js";
import { sqlitePlatformRepos } from "./platform/index.js";

export const sqliteEngine = {
  name: "sqlite" as const,
  /** Keys, workspaces, idempotency keys, leases, job periods, webhook outboxes (src/store/sqlite/platform/). */
  platform: sqlitePlatformRepos,
  desk: deskRepos,
  revenue: revenueRepos,
  console: operatorsRepo,
};
export type SqliteEngine = typeof sqliteEngine;
