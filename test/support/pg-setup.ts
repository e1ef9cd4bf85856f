/**
 * vitest's globalSetup for the PostgreSQL run (`TANDEM_TEST_ENGINE=postgres`): one server for the
 * whole run (`TANDEM_TEST_DATABASE_URL`, or a throwaway embedded one, test/support/postgres.ts),
 * and one database migrated once as the template every test database is copied from
 * (template-db.ts, `CREATE DATABASE … TEMPLATE`). The workers inherit the server's URL and the
 * template's name through the environment. On the SQLite run it does nothing.
 */
import pg from "pg";
import { migratePostgres } from "../../src/store/postgres/migrate.js";
import { openPool } from "../../src/store/postgres/pool.js";
import { postgresSchema } from "../../src/store/postgres/schema/index.js";
import { MIGRATIONS } from "../../src/tandem.js";
import { throwawayPostgres } from "./postgres.js";

export default async function postgresForTheRun(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TANDEM_TEST_ENGINE !== "postgres") return undefined;
  // The benches ask for a server that flushes its commits as a production one does (TANDEM_TEST_PG_DURABLE=1).
  const server = await throwawayPostgres({ durable: process.env.TANDEM_TEST_PG_DURABLE === "1" });
  const template = `tandem_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.end();
  const pool = openPool(await server.database(template), { max: 1 });
  try {
    await migratePostgres(pool, MIGRATIONS, postgresSchema);
  } finally {
    await pool.end();
  }
  process.env.TANDEM_TEST_DATABASE_URL = server.url;
  process.env.TANDEM_TEST_PG_TEMPLATE = template;
  return async () => {
    await server.stop();
  };
}
