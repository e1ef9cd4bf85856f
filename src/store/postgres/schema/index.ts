/**
 * The PostgreSQL schema of every domain (issue 28). A new database gets each domain's baseline, in the
 * order of `POSTGRES_DOMAINS` (foreign keys point only to domains applied before), each in one
 * transaction; a baseline is the SQLite migrations of its domain up to and including `upTo`, folded
 * into their final shape (added columns in their tables, backfills of old rows dropped, seed rows
 * kept). A migration added to a domain's SQLite list after that gets its PostgreSQL body in `later`
 * under the same version, so both engines count versions alike.
 *
 * Differences from SQLite, everywhere: INTEGER is bigint, a rowid key is an identity column, BLOB is
 * bytea, every text column is COLLATE "C" (SQLite compares text by bytes; one collation on every
 * column also keeps comparisons between columns free of collation conflicts), FTS5 tables are plain
 * tables with a `words tsvector` (GIN), and SQLite's triggers are PL/pgSQL functions with the same
 * arithmetic. test/store/postgres-schema.test.ts checks the shape against a migrated SQLite database.
 */
import { consoleBaseline, consoleLater } from "./console.js";
import { deskBaseline, deskLater } from "./desk.js";
import { platformBaseline, platformLater } from "./platform.js";
import { revenueBaseline, revenueLater } from "./revenue.js";
import type { PgDomainSchema } from "./types.js";

export type { PgBaseline, PgDomainSchema } from "./types.js";


export type PgDomain = "platform" | "revenue" | "desk" | "console";

/** The order baselines are applied in: each domain's foreign keys point only to the ones before it. */
export const POSTGRES_DOMAINS: readonly PgDomain[] = ["platform", "revenue", "desk", "console"];

export const postgresSchema: Record<PgDomain, PgDomainSchema> = {
  platform: { baseline: platformBaseline, later: platformLater },
  revenue: { baseline: revenueBaseline, later: revenueLater },
  desk: { baseline: deskBaseline, later: deskLater },
  console: { baseline: consoleBaseline, later: consoleLater },
};
