import { randomUUID } from "node:crypto";
import { accessSync, constants } from "node:fs";
import { dirname } from "node:path";
import { hostname } from "node:os";
import type { Clock } from "./clock.js";
import type { DurabilityMode } from "./config.js";
import { createAuthenticator, type KeyUseRecorder } from "./auth/authenticate.js";
import type { KeysRepo } from "./auth/keys.repo.js";
import type { KeyFormat } from "./auth/keys.rules.js";
import { type Db, type Migration, openDatabase, type SchemaStatus, schemaStatus } from "./db/database.js";
import { createDurability, type Durability, type SyncWal, walSync } from "./db/durability.js";
import { createGroupCommit, type WriteUnit } from "./db/group-commit.js";
import { createStore, repoCache, type Store } from "./db/handle.js";
import { type ChangeNotes, createChangeNotes, type Memos, readMemos, sessionMemos } from "./db/read-memo.js";
import { platformMigrations } from "./db/migrations.js";
import type { ErrorTable } from "./errors.js";
import { createJobRunner, type JobLog, type JobRunner } from "./jobs/job-runner.js";
import { createLease, type Lease } from "./leases/leases.repo.js";
import { type CustomerLocks, inProcessCustomerLocks } from "./idempotency/customer-locks.js";
import { inMemoryRateStore, type RateStore } from "./http/rate-store.js";
import { sharedRateStore } from "./http/shared-rate-store.js";
import type { ClaimOwners } from "./idempotency/idempotency.rules.js";
import { createMetrics, type Metrics } from "./observability/metrics.js";
import type { PlatformRepos } from "./repos.js";
import type { WorkspacesRepo } from "./tenancy/workspaces.repo.js";
// The engines the platform opens: the one platform file that knows them.
import { sqlitePlatformRepos } from "../store/sqlite/platform/index.js";
import { pgPlatformRepos } from "../store/postgres/platform/index.js";
import { assertPostgresSchema, migratePostgres, postgresSchemaStatus } from "../store/postgres/migrate.js";
import { openPool, openSessionClient } from "../store/postgres/pool.js";
import { postgresCustomerLocks } from "../store/postgres/platform/customer-locks.js";
import { postgresRateExchange } from "../store/postgres/platform/rate-counts.js";
import { postgresSchema } from "../store/postgres/schema/index.js";
import { createPostgresStore } from "../store/postgres/store.js";
import type { IdempotencyRepo } from "./idempotency/idempotency.repo.js";
import type { JobPeriodsRepo } from "./jobs/job-periods.repo.js";
import type { LeasesRepo } from "./leases/leases.repo.js";
import { type Liveness, startLiveness } from "./nodes/liveness.js";

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
  /** Open an existing database only to read: never created, never migrated (`openDatabase`). */
  readOnly?: boolean;
  /** Where background work (jobs) logs; default: nowhere. */
  log?: JobLog;
  /**
   * State shared by the processes on one database, each behind an interface whose contract says
   * what a multi-node implementation must guarantee; default: on SQLite the in-process ones (one
   * process per file), on PostgreSQL advisory locks and counts exchanged every SYNC_MS.
   */
  customerLocks?: CustomerLocks;
  rateStore?: RateStore;
  /** Default: on SQLite read memos over this connection's change notes, on PostgreSQL memos of one session each (`sessionMemos`); `noMemos`: none. */
  memos?: Memos;
  /** Most connections to PostgreSQL (default 10). */
  poolSize?: number;
  /** Told the migrations opening applied (PostgreSQL). */
  onMigrated?: (applied: string[]) => void;
  /** What this process runs as, in its beat (`serve --role`: all, api, worker); default `tool`. */
  role?: string;
}

/** What the last WAL sync did (for /ready). */
export interface SyncStatus {
  /** When the last sync finished (ms), or null before the first. */
  lastAt: number | null;
  lastError: string | null;
}

/**
 * The platform, built once per database by the composition root
 * (`src/tandem.ts`) and passed down to each domain: the connection, the
 * clock, the one write unit (group commit) both APIs share, the durability
 * that answers to writes wait for, keys and workspaces.
 */
export interface Platform {
  /** The engine the store runs on: one SQLite file, or a PostgreSQL database (TANDEM_DATABASE_URL). */
  engine: "sqlite" | "postgres";
  /** What the platform was opened on: the SQLite file's path, or the PostgreSQL URL. */
  database: string;
  /** The SQLite connection (the SQLite engine only). */
  db?: Db;
  clock: Clock;
  /** Runs write work in the next group-committed transaction (see db/group-commit.ts); the SQLite engine only. */
  unit?: WriteUnit;
  /**
   * Where an engine may put writes off to the end of the running write group (the SQLite engine's
   * group commit; on PostgreSQL work runs at once).
   */
  later: { defer(work: () => void): void; runDeferred(): void };
  /** The read handle and units of work with their transaction handles (db/handle.ts): how services reach the database. */
  store: Store;
  /**
   * The per-customer billing locks (`<spaceId>:<customer_id>`; this process's unless the options give others): the request
   * rules take them for `x-tandem-billing` operations, and a domain takes the same ones when a
   * payment completes outside a request (a hosted page, a provider webhook).
   */
  customerLocks: CustomerLocks;
  /** Request counters of the rate limits (the APIs' per key, bad keys per address, pages, the widget's). */
  rateStore: RateStore;
  /** The notes of changed rows that every read memo on the connection reads (db/read-memo.ts); the SQLite engine only. */
  changes?: ChangeNotes;
  /** Makes the domains' read memos (db/read-memo.ts). */
  memos: Memos;
  /** Answers to writes wait for it; undefined with durability `os`. */
  durability: Durability | undefined;
  /** The platform-level repositories of the store's engine, to use through a handle: `h.use(platform.repos.workspaces)`. */
  repos: PlatformRepos;
  /**
   * The keys repository on the connection itself, outside the handles: the authenticators read
   * through it while a group of units may be open (strict mode would refuse the read handle there).
   */
  keys: KeysRepo;
  /** The workspaces repository on the connection itself (the brand pages, tests); services use `h.use(repos.workspaces)`. */
  workspaces: WorkspacesRepo;
  keyFormats: readonly KeyFormat[];
  /** The bearer-key resolver of one API (built once per API). */
  authenticator(api: string): ReturnType<typeof createAuthenticator>;
  /** Prometheus metrics of this process (domains add theirs). */
  metrics: Metrics;
  /** Scheduled work: domains register their own (retention), `serve` starts it; each job runs once per period across processes. */
  jobs: JobRunner;
  /** A named lease held by this process (one sender per database file). */
  lease(name: string, ttlMs: number): Lease;
  /** This process as an owner of leases and idempotency claims (`host:pid:uuid`), and which owners are gone. */
  owners: ClaimOwners;
  /**
   * This node's beat and every node's as of its last (PostgreSQL, not read-only: nodes on several
   * machines tell a dead one by its silence; src/platform/nodes/liveness.ts).
   */
  liveness?: Liveness;
  /** The WAL syncs answers wait for. */
  syncStatus: SyncStatus;
  /** The database's migrations against the code's (on PostgreSQL: as found when the platform opened). */
  schema(): SchemaStatus;
  readOnly: boolean;
  /** Whether the database answers (`/ready`): SQLite checks its file, PostgreSQL runs `SELECT 1`. */
  health(): Promise<{ ok: boolean } & Record<string, unknown>>;
  /** Closes the connection (the pool on PostgreSQL). */
  close(): Promise<void>;
}

/**
 * A lease holder (`host:pid:uuid`) that was a process of this machine which no longer exists
 * (SQLite's WAL needs every process on one machine; another host name, e.g. a container's, is
 * left to its lease's expiry).
 */
function deadOnThisMachine(holder: string): boolean {
  const [host, pid] = holder.split(":");
  if (host !== hostname() || !/^\d+$/.test(pid ?? "") || Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** A new owner id of this process: `host:pid:uuid`. */
const ownerId = (): string => `${hostname()}:${process.pid}:${randomUUID()}`;

/** Refuses two domains defining one error code; answers every migration list, by domain. */
function migrationsOf(domains: DomainDescriptor[]): Record<string, Migration[]> {
  const owner = new Map<string, string>();
  for (const d of domains) {
    for (const code of Object.keys(d.errors)) {
      if (owner.has(code)) throw new Error(`error code ${code} is defined by both ${owner.get(code)} and ${d.name}`);
      owner.set(code, d.name);
    }
  }
  return { platform: platformMigrations, ...Object.fromEntries(domains.map((d) => [d.name, d.migrations])) };
}

/** What an engine hands the platform once it is open. */
interface OpenedEngine {
  engine: Platform["engine"];
  store: Store;
  repos: PlatformRepos;
  keys: KeysRepo;
  workspaces: WorkspacesRepo;
  leases: LeasesRepo | undefined;
  jobPeriods: JobPeriodsRepo;
  idempotency: IdempotencyRepo | undefined;
  metrics: Metrics;
  /** Whether a lease holder is a process known to be gone. */
  gone: (holder: string) => boolean;
  /** This process's owner id, when the engine made it first (to beat under it). */
  self?: string;
  liveness?: Liveness;
}

/**
 * The platform's own repositories over the engine's process-wide connection (`conn`: SQLite's
 * database, PostgreSQL's pool); a read-only platform (a standby) claims nothing, so it has no
 * leases and no idempotency keys.
 */
function ownRepos<C>(repos: PlatformRepos & { [K in "keys" | "workspaces" | "leases" | "jobPeriods" | "idempotency"]: (conn: C) => ReturnType<PlatformRepos[K]> }, conn: C, readOnly: boolean | undefined) {
  return {
    repos,
    keys: repos.keys(conn),
    workspaces: repos.workspaces(conn),
    leases: readOnly ? undefined : repos.leases(conn),
    jobPeriods: repos.jobPeriods(conn),
    idempotency: readOnly ? undefined : repos.idempotency(conn),
  };
}

/** The platform over an open engine: what does not depend on the engine. */
function assemble(
  e: OpenedEngine,
  domains: DomainDescriptor[],
  opts: PlatformOptions,
  rest: Pick<Platform, "database" | "db" | "unit" | "later" | "changes" | "memos" | "durability" | "syncStatus" | "schema" | "health" | "close">,
): Platform {
  const owners: ClaimOwners = { self: e.self ?? ownerId(), gone: e.gone };
  const leases = e.leases;
  // Each job runs under its lease `job:<name>`, held by this process's owner id, once per period
  // across every process on the database (jobs/job-runner.ts).
  const jobs = createJobRunner(
    opts.clock,
    opts.log,
    leases && {
      lease: (name, ttlMs) => createLease(leases, name, owners.self, ttlMs, () => opts.clock.now(), e.gone),
      periods: e.jobPeriods,
    },
  );
  if (e.idempotency) {
    const idempotency = e.idempotency;
    // A key answers replays for 24 h (the contract's window, set as expires_at); expired ones are deleted hourly.
    jobs.register({ name: "retention.idempotency_keys", schedule: "0 17 * * * *", run: (now) => idempotency.prune(now) });
  }
  const keyFormats = Object.freeze(domains.flatMap((d) => d.keyFormats));
  const authenticators = new Map<string, ReturnType<typeof createAuthenticator>>();
  let closed = false;
  // A key's use (at most once a minute per key, authenticate.ts) is written after the request's turn,
  // in a unit of its own (on SQLite, in the next group with the requests' writes); never awaited,
  // a failure only logged. A read-only platform (a standby, the CLI's list) records nothing.
  const recordUse: KeyUseRecorder | undefined = opts.readOnly
    ? undefined
    : (keyId, at) =>
        setImmediate(() => {
          if (closed) return;
          e.store.write((tx) => tx.use(e.repos.keys).recordUse(keyId, at)).catch((err: unknown) => opts.log?.error({ component: "keys", err: String(err) }, "recording a key's use failed"));
        });
  return {
    engine: e.engine,
    clock: opts.clock,
    store: e.store,
    customerLocks: opts.customerLocks ?? inProcessCustomerLocks(),
    rateStore: opts.rateStore ?? inMemoryRateStore(),
    repos: e.repos,
    keys: e.keys,
    workspaces: e.workspaces,
    keyFormats,
    authenticator(api) {
      let a = authenticators.get(api);
      if (!a) authenticators.set(api, (a = createAuthenticator(api, keyFormats, e.keys, opts.clock, recordUse)));
      return a;
    },
    metrics: e.metrics,
    jobs,
    lease(name, ttlMs) {
      if (!leases) throw new Error("a read-only platform holds no lease");
      // Each lease its own holder (two in one process are two holders), of this node (`<node>/<id>`).
      return createLease(leases, name, `${owners.self}/${randomUUID()}`, ttlMs, () => opts.clock.now(), e.gone);
    },
    owners,
    ...(e.liveness && { liveness: e.liveness }),
    readOnly: opts.readOnly === true,
    ...rest,
    close() {
      closed = true;
      return rest.close();
    },
  };
}

/** The platform on one SQLite file (`:memory:` for a private in-memory database). */
export function createPlatform(dbPath: string, domains: DomainDescriptor[], opts: PlatformOptions): Platform {
  const migrations = migrationsOf(domains);
  const db = openDatabase(dbPath, migrations, { readOnly: opts.readOnly });
  const changes = createChangeNotes(db);
  const metrics = createMetrics({ db, changes });
  const syncStatus: SyncStatus = { lastAt: null, lastError: null };
  const sync = opts.syncWal ?? walSync(db);
  const timedSync: SyncWal = (done) => {
    const t0 = performance.now();
    sync((err) => {
      metrics.walSync((performance.now() - t0) / 1000);
      syncStatus.lastAt = Date.now();
      syncStatus.lastError = err ? err.message : null;
      done(err);
    });
  };
  const strict = process.env.TANDEM_STRICT_WRITES === "1";
  const unit = createGroupCommit(db, { strict, repos: (make) => repos.tx(make) });
  // Strict mode (tests): the read handle's repositories refuse to run inside a unit, a transaction's outside one.
  const repos = repoCache(db, strict ? { inUnit: () => unit.running } : undefined);
  const durability = opts.durability === "os" ? undefined : createDurability(db, timedSync);
  const durable = (): Promise<void> =>
    new Promise<void>((resolve, reject) => (durability ? durability.afterSync((err) => (err ? reject(err) : resolve())) : resolve()));
  return assemble(
    {
      engine: "sqlite",
      store: createStore(unit, repos.reader, durable, strict),
      ...ownRepos(sqlitePlatformRepos, db, opts.readOnly),
      metrics,
      gone: deadOnThisMachine,
    },
    domains,
    opts,
    {
      database: dbPath,
      db,
      unit,
      later: unit,
      changes,
      memos: opts.memos ?? readMemos(changes),
      durability,
      syncStatus,
      schema: () => schemaStatus(db, migrations),
      async health() {
        if (!db.open) return { ok: false, error: "closed" };
        if (db.memory) return { ok: true, path: ":memory:" };
        try {
          accessSync(db.name, constants.W_OK);
          accessSync(dirname(db.name), constants.W_OK);
        } catch (err) {
          return { ok: false, path: db.name, error: (err as Error).message };
        }
        return { ok: !opts.readOnly, path: db.name };
      },
      close: async () => void db.close(),
    },
  );
}

/** `/ready`'s database check on PostgreSQL fails when `SELECT 1` takes longer than this. */
export const HEALTH_TIMEOUT_MS = 2_000;

/** Whether `s` names a PostgreSQL database (`postgres://…` or `postgresql://…`) rather than a SQLite file. */
export const isPostgresUrl = (s: string): boolean => /^postgres(ql)?:\/\//i.test(s);

/** The URL without its password (for messages and /ready). */
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres://…";
  }
}

/**
 * The platform on a PostgreSQL database: a pool, the store over it (src/store/postgres/store.ts),
 * migrations applied under an advisory lock (none with `readOnly`, which refuses a schema that is
 * not the code's). No group commit, durability layer or read memos: PostgreSQL commits durably
 * itself (`synchronous_commit = on`, never changed by Tandem), and a read memo lasts one request
 * (`sessionMemos`: nothing read is reused across requests, so nothing needs invalidating across nodes).
 */
export async function createPostgresPlatform(url: string, domains: DomainDescriptor[], opts: PlatformOptions): Promise<Platform> {
  const migrations = migrationsOf(domains);
  const pool = openPool(url, { max: opts.poolSize });
  try {
    if (opts.readOnly) await assertPostgresSchema(pool, migrations, false);
    else {
      await assertPostgresSchema(pool, migrations, true);
      // Not `onMigrated?.(await migrate…)`: an optional call skips evaluating its arguments when the callback is absent.
      const applied = await migratePostgres(pool, migrations, postgresSchema);
      opts.onMigrated?.(applied);
    }
  } catch (err) {
    await pool.end();
    throw err;
  }
  const status = await postgresSchemaStatus(pool, migrations);
  const strict = process.env.TANDEM_STRICT_WRITES === "1";
  const store = createPostgresStore(pool, { strict });
  // Shared by every node on the database (a read-only platform bills nothing and counts alone):
  // billing locks are session advisory locks on a connection of this process's own, rate counts are
  // exchanged every SYNC_MS (src/platform/http/shared-rate-store.ts, its tolerance).
  const ownLocks = opts.customerLocks || opts.readOnly ? undefined : postgresCustomerLocks(() => openSessionClient(url, "tandem locks"));
  // Each limit shared out among the nodes that serve requests, as their beats tell (liveness below).
  const ownRates = opts.rateStore || opts.readOnly ? undefined : sharedRateStore(postgresRateExchange(pool), { nodes: () => beats?.serving() ?? 1 });
  let closed = false;
  // This node beats before it takes any claim: the others tell it gone by its silence.
  const self = ownerId();
  let liveness: Liveness | undefined;
  try {
    liveness = opts.readOnly
      ? undefined
      : await startLiveness(pgPlatformRepos.nodes(pool), self, opts.role ?? "tool", { onError: (err) => opts.log?.error({ component: "liveness", err: String(err) }, "beat failed") });
  } catch (err) {
    await ownRates?.close();
    await ownLocks?.close();
    await store.close();
    throw err;
  }
  const beats = liveness;
  return assemble(
    {
      engine: "postgres",
      store,
      ...ownRepos(pgPlatformRepos, pool, opts.readOnly),
      metrics: createMetrics(),
      // A holder that was a process of this machine which no longer exists is gone at once; one of
      // any machine once its node stopped or has been silent for STALE_MS (its beat, nodes/liveness.ts),
      // else when its own lease expires.
      gone: (holder) => deadOnThisMachine(holder) || beats?.gone(holder) === true,
      self,
      liveness: beats,
    },
    domains,
    { ...opts, customerLocks: opts.customerLocks ?? ownLocks, rateStore: opts.rateStore ?? ownRates },
    {
      database: url,
      later: { defer: (work) => work(), runDeferred: () => {} },
      memos: opts.memos ?? sessionMemos(),
      durability: undefined,
      syncStatus: { lastAt: null, lastError: null },
      schema: () => status,
      async health() {
        if (closed) return { ok: false, engine: "postgres", error: "closed" };
        try {
          // A server that does not answer (stopped, unreachable, hung) fails the check within
          // HEALTH_TIMEOUT_MS, so a load balancer takes this node out quickly.
          let timer: NodeJS.Timeout | undefined;
          const late = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`the database did not answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
          });
          try {
            await Promise.race([pool.query("SELECT 1"), late]);
          } finally {
            clearTimeout(timer);
          }
          return { ok: !opts.readOnly, engine: "postgres", url: redactedUrl(url), connections: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
        } catch (err) {
          return { ok: false, engine: "postgres", url: redactedUrl(url), error: (err as Error).message };
        }
      },
      async close() {
        if (closed) return;
        closed = true;
        await ownRates?.close();
        await ownLocks?.close();
        await beats?.stop().catch(() => {});
        await store.close();
      },
    },
  );
}

/** The platform on the database `database` names: a PostgreSQL URL, else a SQLite file. */
export async function openPlatform(database: string, domains: DomainDescriptor[], opts: PlatformOptions): Promise<Platform> {
  return isPostgresUrl(database) ? createPostgresPlatform(database, domains, opts) : createPlatform(database, domains, opts);
}
