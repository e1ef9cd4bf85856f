/**
 * Migrations on PostgreSQL. Each domain's list of migrations (versions and names, e.g.
 * src/desk/migrations.ts) is the one list for both engines; on PostgreSQL a fresh database gets the
 * domain's **baseline** (src/store/postgres/schema/: the schema as of version `upTo`, recorded as
 * versions 1…upTo), then the PostgreSQL body of each later migration. A migration added after the
 * baseline without a PostgreSQL body is refused before anything is changed.
 *
 * Every run holds an advisory lock (`pg_advisory_lock`) for its whole length, so two nodes starting
 * at once migrate one after the other, the second finding nothing to do.
 */
import type pg from "pg";
import type { Migration, SchemaStatus } from "../../platform/db/database.js";
import { DatabaseError } from "../../platform/db/database.js";

/** The PostgreSQL side of one domain's migrations. */
export interface PgDomainMigrations {
  /** The schema as of migration `upTo`, applied to a database that has none of the domain's. */
  baseline: { upTo: number; sql: string };
  /** PostgreSQL bodies of the migrations after the baseline, by version. */
  later: Record<number, string>;
}

/** The advisory lock key of migrations (any fixed 64-bit number; this one spells "tandem"). */
const MIGRATE_LOCK = 0x74616e64656d;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  domain text NOT NULL,
  version bigint NOT NULL,
  name text NOT NULL,
  applied_at bigint NOT NULL,
  PRIMARY KEY (domain, version)
)`;

async function applied(c: pg.ClientBase): Promise<Set<string>> {
  const t = await c.query<{ t: string | null }>("SELECT to_regclass('schema_migrations')::text AS t");
  if (t.rows[0]?.t == null) return new Set();
  const rows = await c.query<{ domain: string; version: number }>("SELECT domain, version FROM schema_migrations");
  return new Set(rows.rows.map((r) => `${r.domain}:${r.version}`));
}

/** How the database's applied migrations compare with the code's. */
export async function postgresSchemaStatus(pool: pg.Pool, domains: Record<string, Migration[]>): Promise<SchemaStatus> {
  const c = await pool.connect();
  try {
    return status(await applied(c), domains);
  } finally {
    c.release();
  }
}

function status(has: Set<string>, domains: Record<string, Migration[]>): SchemaStatus {
  const known = new Set(Object.entries(domains).flatMap(([d, ms]) => ms.map((m) => `${d}:${m.version}`)));
  return {
    pending: Object.entries(domains).flatMap(([d, ms]) => ms.filter((m) => !has.has(`${d}:${m.version}`)).map((m) => `${d}:${m.version} ${m.name}`)),
    unknown: [...has].filter((k) => !known.has(k)),
  };
}

/** Refuses a schema newer than the code; with `allowPending` false, also one with pending migrations. */
export async function assertPostgresSchema(pool: pg.Pool, domains: Record<string, Migration[]>, allowPending: boolean): Promise<void> {
  const s = await postgresSchemaStatus(pool, domains);
  if (s.unknown.length > 0) {
    throw new DatabaseError(
      "schema_too_new",
      `The PostgreSQL database has migrations this version of Tandem does not know (${s.unknown.join(", ")}): it was written by a newer Tandem. Run that version, or restore a backup taken before the upgrade.`,
    );
  }
  if (!allowPending && s.pending.length > 0) {
    throw new DatabaseError("schema_behind", `The PostgreSQL database has ${s.pending.length} pending migration(s) (${s.pending[0]}, …): run \`tandem migrate\` first.`);
  }
}

/**
 * Applies the pending migrations of every domain (in the order `domains` lists them), each domain's
 * baseline or migration in a transaction of its own; answers what it applied.
 */
export async function migratePostgres(pool: pg.Pool, domains: Record<string, Migration[]>, bodies: Record<string, PgDomainMigrations>, now = Date.now): Promise<string[]> {
  for (const [d, ms] of Object.entries(domains)) {
    const pgd = bodies[d];
    if (!pgd) throw new Error(`the domain ${d} has no PostgreSQL schema`);
    const missing = ms.filter((m) => m.version > pgd.baseline.upTo && pgd.later[m.version] === undefined);
    if (missing.length > 0) throw new Error(`migration ${d}:${missing[0].version} (${missing[0].name}) has no PostgreSQL body`);
  }
  const c = await pool.connect();
  try {
    await c.query("SELECT pg_advisory_lock($1)", [MIGRATE_LOCK]);
    try {
      await c.query(CREATE_TABLE);
      const has = await applied(c);
      const s = status(has, domains);
      if (s.unknown.length > 0) await assertPostgresSchema(pool, domains, true);
      const done: string[] = [];
      const record = (d: string, m: Migration) =>
        c.query("INSERT INTO schema_migrations (domain, version, name, applied_at) VALUES ($1, $2, $3, $4)", [d, m.version, m.name, now()]);
      // In the order of `bodies` (each domain's foreign keys point only to those before it).
      for (const d of Object.keys(bodies)) {
        const ms = domains[d];
        if (!ms) continue;
        const pgd = bodies[d];
        const sorted = [...ms].sort((a, b) => a.version - b.version);
        const fresh = !sorted.some((m) => has.has(`${d}:${m.version}`));
        if (fresh) {
          const covered = sorted.filter((m) => m.version <= pgd.baseline.upTo);
          await inTransaction(c, async () => {
            await c.query(pgd.baseline.sql);
            for (const m of covered) await record(d, m);
          });
          done.push(...covered.map((m) => `${d}:${m.version} ${m.name}`));
          for (const m of covered) has.add(`${d}:${m.version}`);
        }
        for (const m of sorted) {
          if (has.has(`${d}:${m.version}`)) continue;
          if (m.version <= pgd.baseline.upTo) {
            throw new Error(`migration ${d}:${m.version} is part of the PostgreSQL baseline but was not recorded: the database was migrated by hand`);
          }
          await inTransaction(c, async () => {
            await c.query(pgd.later[m.version]);
            await record(d, m);
          });
          done.push(`${d}:${m.version} ${m.name}`);
        }
      }
      return done;
    } finally {
      await c.query("SELECT pg_advisory_unlock($1)", [MIGRATE_LOCK]);
    }
  } finally {
    c.release();
  }
}

async function inTransaction(c: pg.ClientBase, fn: () => Promise<void>): Promise<void> {
  await c.query("BEGIN");
  try {
    await fn();
    await c.query("COMMIT");
  } catch (err) {
    await c.query("ROLLBACK").catch(() => {});
    throw err;
  }
}
