/**
 * The PostgreSQL engine's repositories: every domain's repository interfaces implemented over
 * node-postgres with named prepared statements (conn.ts), beside the SQLite engine
 * (src/store/sqlite/). The composition root hands each domain its factory.
 */
import { pgOperatorsRepo } from "./console/operators.js";
import { pgDeskRepos } from "./desk/index.js";
import { pgPlatformRepos } from "./platform/index.js";
import { pgRevenueRepos } from "./revenue/index.js";

export const postgresEngine = {
  name: "postgres" as const,
  platform: pgPlatformRepos,
  desk: pgDeskRepos,
  revenue: pgRevenueRepos,
  console: pgOperatorsRepo,
};
export type PostgresEngine = typeof postgresEngine;
