import type { PgDomainMigrations } from "../migrate.js";

/** The PostgreSQL schema of each domain (placeholder until the baselines land). */
export const postgresSchema: Record<string, PgDomainMigrations> = {};
