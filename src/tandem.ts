/**
 * The composition root: the one place that knows every part of Tandem. It
 * builds the platform once per database, then each domain once over it, and
 * serves a domain's API through the platform. Nothing else constructs a
 * service.
 */
import type { FastifyInstance } from "fastify";
import { type Console, type ConsoleOptions, consoleDomain, createConsole } from "./console/console.js";
import { createDesk, type Desk, type DeskApiOptions, deskDomain, type DeskOptions } from "./desk/desk.js";
import { type CreatedKey, createApiKeyIn } from "./platform/auth/keys.service.js";
import { mintPublicKey } from "./platform/auth/keys.rules.js";
import type { Clock } from "./platform/clock.js";
import type { DurabilityMode, PaymentsConfig, Retention } from "./platform/config.js";
import type { PaymentProvider } from "./revenue/payments/ports.js";
import type { StripeProviderOptions } from "./revenue/payments/providers.js";
import { DatabaseError, migrate, openDatabase } from "./platform/db/database.js";
import type { RepoEngine } from "./store/engine.js";
import { postgresEngine } from "./store/postgres/index.js";
import type { SyncWal } from "./platform/db/durability.js";
import type { Memos } from "./platform/db/read-memo.js";
import type { RateStore } from "./platform/http/rate-store.js";
import type { CustomerLocks } from "./platform/idempotency/customer-locks.js";
import { platformMigrations } from "./platform/db/migrations.js";
import { buildApiApp, type HttpOptions, type ReadyCheck } from "./platform/http/build-api.js";
import { newId } from "./platform/ids.js";
import type { Log } from "./platform/observability/log.js";
import { isPostgresUrl, openPlatform, type Platform } from "./platform/platform.js";
import type { WorkspaceRow } from "./platform/tenancy/workspaces.repo.js";
import { createRevenue, type Revenue, revenueDomain } from "./revenue/revenue.js";
import { sqliteEngine } from "./store/sqlite/index.js";
import type { Notifier } from "./revenue/notify.js";
import type { RevenueHandlers } from "./revenue/types.js";
import type { BillingWebhookOptions } from "./revenue/webhooks/billing-webhooks.js";

/** Every domain (an API with keys), in the order their migrations apply. */
export const DOMAINS = [deskDomain, revenueDomain];

/** Every part with tables and error codes: the domains, then the console (which issues no keys). */
export const PARTS = [...DOMAINS, consoleDomain];

/** Every migration of the platform and of each part, by part. */
export const MIGRATIONS = { platform: platformMigrations, ...Object.fromEntries(PARTS.map((d) => [d.name, d.migrations])) };

export interface TandemOptions {
  /** Create a test secret key for each API when the database has no key (printed once by `serve`). */
  firstRunKeys?: boolean;
  durability?: DurabilityMode;
  /** Replaces the WAL sync that answers to writes wait for (tests of durability). */
  syncWal?: SyncWal;
  /** The desk's webhook settings (default: development rules, the real HTTP transport). */
  desk?: Partial<DeskOptions>;
  /** The billing webhooks' settings (default: development rules, the real HTTP transport). */
  revenueWebhooks?: Partial<BillingWebhookOptions>;
  /**
   * Only read an existing database (`keys list`, `webhooks list|deliveries`, `backup`): a missing
   * file is an error (DatabaseError `database_missing`), nothing is created or migrated.
   */
  readOnly?: boolean;
  /** The process's logger (background work logs through it). */
  log?: Log;
  /** Retention windows (config.ts); each domain registers its own jobs. */
  retention?: Partial<Retention>;
  /** Payment providers and the billing API's public URL (hosted pages). */
  payments?: RevenuePaymentsOptions;
  /** The console's options (its invoices and payment methods port, limits). */
  console?: ConsoleOptions;
  /** Where the billing API's events go (src/revenue/notify.ts; tests pass a recorder). */
  billingNotifier?: Notifier;
  /** The per-customer billing locks, rate counters and read memos (default: this process's; see PlatformOptions). */
  customerLocks?: CustomerLocks;
  rateStore?: RateStore;
  memos?: Memos;
  /** Most connections to PostgreSQL (TANDEM_DATABASE_POOL, alias TANDEM_DATABASE_POOL_SIZE; default 10). */
  poolSize?: number;
  /** Told the migrations opening applied (PostgreSQL; `tandem migrate`). */
  onMigrated?: (applied: string[]) => void;
  /** What this process runs as, in its beat (PlatformOptions.role). */
  role?: string;
}

/** How the Usage & Billing domain takes payments (from the configuration). */
export interface RevenuePaymentsOptions {
  /** TANDEM_REVENUE_PUBLIC_URL; else `serve` sets the address it listens on. */
  publicUrl?: string;
  config?: PaymentsConfig;
  /** Builds the Stripe provider (`createStripeProvider` of src/revenue/payments/stripe). */
  stripeFactory?: (opts: StripeProviderOptions) => PaymentProvider;
}

export interface Tandem extends Platform {
  platform: Platform;
  workspace: WorkspaceRow;
  desk: Desk;
  revenue: Revenue;
  /** The operators' console (its API and web app), over the platform and both domains. */
  console: Console;
  /** Keys created because the database was new (printed once by `serve`). */
  firstRunKeys: CreatedKey[];
}

/**
 * Opens (and migrates) the database and builds every domain once. `database` is a SQLite file
 * (`:memory:` for a private in-memory one) or a PostgreSQL URL (`postgres://…`), and the engine
 * follows: each domain gets that engine's repositories. An empty database gets its workspace with
 * test and live modes and, with `firstRunKeys`, a test secret key for each API.
 */
export async function openTandem(database: string, clock: Clock, opts: TandemOptions = {}): Promise<Tandem> {
  const platform = await openPlatform(database, PARTS, {
    clock,
    durability: opts.durability,
    syncWal: opts.syncWal,
    readOnly: opts.readOnly,
    log: opts.log,
    customerLocks: opts.customerLocks,
    rateStore: opts.rateStore,
    memos: opts.memos,
    poolSize: opts.poolSize,
    onMigrated: opts.onMigrated,
    role: opts.role,
  });
  const engine: RepoEngine = platform.engine === "postgres" ? postgresEngine : sqliteEngine;
  const { read } = platform.store;
  const workspaces = read.use(platform.repos.workspaces);
  let workspace: WorkspaceRow | undefined = await workspaces.first();
  const firstRunKeys: CreatedKey[] = [];
  const needsKeys = async () => opts.firstRunKeys === true && (await read.use(platform.repos.keys).count()) === 0;
  if (!workspace && opts.readOnly) {
    await platform.close();
    throw new DatabaseError("database_missing", `The database ${isPostgresUrl(database) ? "at TANDEM_DATABASE_URL" : database} has no workspace yet (run \`tandem serve\` or \`tandem migrate\` first).`);
  }
  if (!workspace || (await needsKeys())) {
    // The first run, under its lock: of several nodes started at once on an empty database, one makes
    // the workspace (and its keys); the others find them once its unit has committed.
    workspace = await platform.store.write(async (tx) => {
      firstRunKeys.length = 0;
      const ws = tx.use(platform.repos.workspaces);
      await ws.lockFirstRun();
      let w: WorkspaceRow | undefined = await ws.first();
      if (!w) {
        w = { id: newId(), name: "Tandem", venture_id: newId(), created_at: clock.now() };
        await ws.create(w, { test: mintPublicKey("test"), live: mintPublicKey("live") });
      }
      if (opts.firstRunKeys && (await tx.use(platform.repos.keys).count()) === 0) {
        for (const d of DOMAINS) firstRunKeys.push(await createApiKeyIn(tx, platform, w.id, { api: d.name, mode: "test", kind: "secret" }));
      }
      return w;
    });
  }
  const r = opts.retention ?? {};
  const desk = createDesk(platform, {
    production: false,
    log: opts.log,
    ...opts.desk,
    repos: engine.desk,
    retention: { ...(r.webhookDeliveriesMs && { webhookDeliveriesMs: r.webhookDeliveriesMs }), ...(r.deskEventsMs && { deskEventsMs: r.deskEventsMs }) },
  });
  const pc = opts.payments?.config;
  const withBase = (k: { secretKey: string; webhookSecret?: string } | undefined): StripeProviderOptions | undefined =>
    k && { ...k, ...(pc?.stripeApiBase !== undefined && { apiBaseUrl: pc.stripeApiBase }) };
  const revenue = createRevenue(platform, {
    retention: {
      ...(r.usageEventsMs && { usageEventsMs: r.usageEventsMs }),
      ...(r.webhookDeliveriesMs && { webhookDeliveriesMs: r.webhookDeliveriesMs }),
    },
    webhooks: { production: false, log: opts.log, ...opts.revenueWebhooks },
    payments: {
      ...(opts.payments?.publicUrl !== undefined && { publicUrl: opts.payments.publicUrl }),
      sandboxLatencyMs: pc?.sandboxLatencyMs ?? 0,
      stripe: { test: withBase(pc?.stripe.test), live: withBase(pc?.stripe.live) },
      stripeFactory: opts.payments?.stripeFactory,
    },
    ...(opts.billingNotifier && { notify: opts.billingNotifier }),
    repos: engine.revenue,
  });
  // The workspace's two spaces (modes) never change once made: looked up once.
  const spaceIds = { test: (await workspaces.space(workspace.id, "test"))!.id, live: (await workspaces.space(workspace.id, "live"))!.id };
  // The console mails invitations and password resets over the desk's SMTP settings.
  const consoleOpts = { mail: opts.desk?.mail ?? null, ...(opts.desk?.mailTransport && { mailTransport: opts.desk.mailTransport }), ...opts.console };
  const operatorsConsole = createConsole(platform, { id: workspace.id, spaceIds }, { desk, revenue, repos: engine.console }, consoleOpts);
  return { ...platform, platform, workspace, desk, revenue, console: operatorsConsole, firstRunKeys };
}

/**
 * `tandem migrate`: applies pending migrations (refusing a newer schema) and
 * creates the workspace of a new database; answers the migrations applied.
 */
export async function migrateTandem(database: string, clock: Clock): Promise<string[]> {
  if (isPostgresUrl(database)) return migratePostgresTandem(database, clock);
  const db = openDatabase(database, MIGRATIONS, { migrate: false });
  let applied: string[];
  try {
    applied = migrate(db, MIGRATIONS);
  } finally {
    db.close();
  }
  await (await openTandem(database, clock)).close();
  return applied;
}

/** `tandem migrate` on PostgreSQL: opening migrates (under the migrations' advisory lock) and makes the workspace. */
async function migratePostgresTandem(url: string, clock: Clock): Promise<string[]> {
  let applied: string[] = [];
  await (await openTandem(url, clock, { onMigrated: (a) => (applied = a) })).close();
  return applied;
}

/** What `/ready` checks besides the platform's own: the background parts `serve` runs. */
export interface ReadySources {
  /** When the checkpointer last finished a checkpoint (ms), or null; undefined when there is none (`:memory:`). */
  checkpointerLastAt?: () => number | null;
  /** `api`: this node runs no sender (workers do), so the sender check reports that and passes. */
  role?: "all" | "api" | "worker";
}

/** A WAL sync older than this while writes wait, or a checkpointer/sender silent this long, is not ready. */
const STALE_MS = 30_000;

/**
 * The status providers of `GET /ready` (build-api runs them): the database is
 * writable and its schema current, the last WAL sync succeeded, the
 * checkpointer and the webhook sender are alive.
 */
export function readiness(t: Tandem, sources: ReadySources = {}): Record<string, () => ReadyCheck | Promise<ReadyCheck>> {
  const now = () => Date.now();
  return {
    database: () => t.health(),
    schema: () => {
      const s = t.schema();
      return { ok: s.pending.length === 0 && s.unknown.length === 0, pending: s.pending, unknown: s.unknown };
    },
    durability: () => {
      const s = t.syncStatus;
      return {
        ok: s.lastError === null,
        mode: t.engine === "postgres" ? "postgres" : t.durability ? "disk" : "os",
        lastSyncAgoMs: s.lastAt === null ? null : now() - s.lastAt,
        ...(s.lastError !== null && { error: s.lastError }),
      };
    },
    checkpointer: () => {
      if (!sources.checkpointerLastAt) return { ok: true, running: false };
      const last = sources.checkpointerLastAt();
      const ago = last === null ? null : now() - last;
      return { ok: ago !== null && ago < STALE_MS, lastCheckpointAgoMs: ago };
    },
    // The desk's webhook sender, with the billing webhooks' beside it (`billing`): both must be alive.
    sender: () => {
      if (sources.role === "api") return { ok: true, running: false, role: "api" };
      const check = (s: ReturnType<Tandem["desk"]["sender"]["status"]>) => {
        const ago = s.lastTickAt === null ? null : t.clock.now() - s.lastTickAt;
        // Before its first tick (within a second of the start) a running sender counts as ready.
        return { ok: s.running && (ago === null || ago < STALE_MS), role: s.role, lastTickAgoMs: ago };
      };
      const desk = check(t.desk.sender.status());
      const billing = check(t.revenue.sender.status());
      return { ...desk, ok: desk.ok && billing.ok, billing };
    },
  };
}

/** The Support Desk API as a fastify instance (not listening). */
export function buildDeskApi(t: Tandem, opts: HttpOptions & DeskApiOptions): Promise<FastifyInstance> {
  return buildApiApp(t.platform, t.desk.api(opts), opts);
}

/** The console (its API under `/v1` and the web app at `/`) as a fastify instance (not listening). */
export function buildConsoleApi(t: Tandem, opts: HttpOptions = {}): Promise<FastifyInstance> {
  return buildApiApp(t.platform, t.console.api(), opts);
}

/** The Usage & Billing API as a fastify instance (not listening). */
export function buildRevenueApi(
  t: Tandem,
  opts: HttpOptions & { rateLimits?: { usage: number; default: number }; handlerOverrides?: Partial<RevenueHandlers> } = {},
): Promise<FastifyInstance> {
  return buildApiApp(t.platform, t.revenue.api(opts), opts);
}
