import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Clock } from "./clock.js";
import type { DurabilityMode } from "./config.js";
import { createAuthenticator } from "./auth/authenticate.js";
import type { KeysRepo } from "./auth/keys.repo.js";
import type { KeyFormat } from "./auth/keys.rules.js";
import { type Db, type Migration, openDatabase, type SchemaStatus, schemaStatus } from "./db/database.js";
import { createDurability, type Durability, type SyncWal, walSync } from "./db/durability.js";
import { createGroupCommit, type WriteUnit } from "./db/group-commit.js";
import { createStore, repoCache, type Store } from "./db/handle.js";
import { type ChangeNotes, createChangeNotes, type Memos, readMemos } from "./db/read-memo.js";
import { platformMigrations } from "./db/migrations.js";
import type { ErrorTable } from "./errors.js";
import { createJobRunner, type JobLog, type JobRunner } from "./jobs/job-runner.js";
import { createLease, type Lease } from "./leases/leases.repo.js";
import { type CustomerLocks, inProcessCustomerLocks } from "./idempotency/customer-locks.js";
import { inMemoryRateStore, type RateStore } from "./http/rate-store.js";
import type { ClaimOwners } from "./idempotency/idempotency.rules.js";
import { createMetrics, type Metrics } from "./observability/metrics.js";
import type { PlatformRepos } from "./repos.js";
import type { WorkspacesRepo } from "./tenancy/workspaces.repo.js";
// The engine the platform opens (today SQLite only): the one platform file that knows it.
import { sqlitePlatformRepos } from "../store/sqlite/platform/index.js";

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
   * State that is this process's own today, each behind an interface whose contract says what a
   * multi-node implementation must guarantee; default: the in-process implementations.
   */
  customerLocks?: CustomerLocks;
  rateStore?: RateStore;
  /** Default: read memos over this connection's change notes (`noMemos`: none). */
  memos?: Memos;
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
  db: Db;
  clock: Clock;
  /** Runs write work in the next group-committed transaction (see db/group-commit.ts). */
  unit: WriteUnit;
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
  /** The notes of changed rows that every read memo on the connection reads (db/read-memo.ts). */
  changes: ChangeNotes;
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
  /** The WAL syncs answers wait for. */
  syncStatus: SyncStatus;
  /** The database's migrations against the code's. */
  schema(): SchemaStatus;
  readOnly: boolean;
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

export function createPlatform(dbPath: string, domains: DomainDescriptor[], opts: PlatformOptions): Platform {
  const owner = new Map<string, string>();
  for (const d of domains) {
    for (const code of Object.keys(d.errors)) {
      if (owner.has(code)) throw new Error(`error code ${code} is defined by both ${owner.get(code)} and ${d.name}`);
      owner.set(code, d.name);
    }
  }
  const migrations = { platform: platformMigrations, ...Object.fromEntries(domains.map((d) => [d.name, d.migrations])) };
  const db = openDatabase(dbPath, migrations, { readOnly: opts.readOnly });
  const engine: PlatformRepos = sqlitePlatformRepos;
  const keys = sqlitePlatformRepos.keys(db);
  const workspaces = sqlitePlatformRepos.workspaces(db);
  const changes = createChangeNotes(db);
  const metrics = createMetrics(db, changes);
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
  const owners: ClaimOwners = { self: `${hostname()}:${process.pid}:${randomUUID()}`, gone: deadOnThisMachine };
  const leases = opts.readOnly ? undefined : sqlitePlatformRepos.leases(db);
  // Each job runs under its lease `job:<name>`, held by this process's owner id, once per period
  // across every process on the file (jobs/job-runner.ts).
  const jobs = createJobRunner(
    opts.clock,
    opts.log,
    leases && {
      lease: (name, ttlMs) => createLease(leases, name, owners.self, ttlMs, () => opts.clock.now(), deadOnThisMachine),
      periods: sqlitePlatformRepos.jobPeriods(db),
    },
  );
  if (!opts.readOnly) {
    const idempotency = sqlitePlatformRepos.idempotency(db);
    // A key answers replays for 24 h (the contract's window, set as expires_at); expired ones are deleted hourly.
    jobs.register({ name: "retention.idempotency_keys", schedule: "0 17 * * * *", run: (now) => idempotency.prune(now) });
  }
  const keyFormats = Object.freeze(domains.flatMap((d) => d.keyFormats));
  const strict = process.env.TANDEM_STRICT_WRITES === "1";
  const unit = createGroupCommit(db, { strict, repos: (make) => repos.tx(make) });
  // Strict mode (tests): the read handle's repositories refuse to run inside a unit, a transaction's outside one.
  const repos = repoCache(db, strict ? { inUnit: () => unit.running } : undefined);
  const durability = opts.durability === "os" ? undefined : createDurability(db, timedSync);
  const durable = (): Promise<void> =>
    new Promise<void>((resolve, reject) => (durability ? durability.afterSync((err) => (err ? reject(err) : resolve())) : resolve()));
  const authenticators = new Map<string, ReturnType<typeof createAuthenticator>>();
  return {
    db,
    clock: opts.clock,
    unit,
    store: createStore(unit, repos.reader, durable, strict),
    customerLocks: opts.customerLocks ?? inProcessCustomerLocks(),
    rateStore: opts.rateStore ?? inMemoryRateStore(),
    changes,
    memos: opts.memos ?? readMemos(changes),
    durability,
    repos: engine,
    keys,
    workspaces,
    keyFormats,
    authenticator(api) {
      let a = authenticators.get(api);
      if (!a) authenticators.set(api, (a = createAuthenticator(api, keyFormats, keys, opts.clock)));
      return a;
    },
    metrics,
    jobs,
    lease(name, ttlMs) {
      if (!leases) throw new Error("a read-only platform holds no lease");
      return createLease(leases, name, `${hostname()}:${process.pid}:${randomUUID()}`, ttlMs, () => opts.clock.now(), deadOnThisMachine);
    },
    owners,
    syncStatus,
    schema: () => schemaStatus(db, migrations),
    readOnly: opts.readOnly === true,
  };
}
