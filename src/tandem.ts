/**
 * The composition root: the one place that knows every part of Tandem. It
 * builds the platform once per database, then each domain once over it, and
 * serves a domain's API through the platform. Nothing else constructs a
 * service.
 */
import type { FastifyInstance } from "fastify";
import { createDesk, type Desk, type DeskApiOptions, deskDomain, type DeskOptions } from "./desk/desk.js";
import { type CreatedKey, createApiKey } from "./platform/auth/keys.service.js";
import { mintPublicKey } from "./platform/auth/keys.rules.js";
import type { Clock } from "./platform/clock.js";
import type { DurabilityMode } from "./platform/config.js";
import type { SyncWal } from "./platform/db/durability.js";
import { buildApiApp, type HttpOptions } from "./platform/http/build-api.js";
import { newId } from "./platform/ids.js";
import { createPlatform, type Platform } from "./platform/platform.js";
import type { WorkspaceRow } from "./platform/tenancy/workspaces.repo.js";
import { createRevenue, type Revenue, revenueDomain } from "./revenue/revenue.js";
import type { RevenueHandlers } from "./revenue/types.js";

/** Every domain, in the order their migrations apply. */
export const DOMAINS = [deskDomain, revenueDomain];

export interface TandemOptions {
  /** Create a test secret key for each API when the database has no key (printed once by `serve`). */
  firstRunKeys?: boolean;
  durability?: DurabilityMode;
  /** Replaces the WAL sync that answers to writes wait for (tests of durability). */
  syncWal?: SyncWal;
  /** The desk's webhook settings (default: development rules, the real HTTP transport). */
  desk?: Partial<DeskOptions>;
}

export interface Tandem extends Platform {
  platform: Platform;
  workspace: WorkspaceRow;
  desk: Desk;
  revenue: Revenue;
  /** Keys created because the database was new (printed once by `serve`). */
  firstRunKeys: CreatedKey[];
}

/**
 * Opens (and migrates) the database and builds every domain once. An empty
 * database gets its workspace with test and live modes and, with
 * `firstRunKeys`, a test secret key for each API.
 */
export function openTandem(dbPath: string, clock: Clock, opts: TandemOptions = {}): Tandem {
  const platform = createPlatform(dbPath, DOMAINS, { clock, durability: opts.durability, syncWal: opts.syncWal });
  const { workspaces, keys } = platform;
  let workspace = workspaces.first();
  const firstRunKeys: CreatedKey[] = [];
  if (!workspace) {
    workspace = { id: newId(), name: "Tandem", venture_id: newId(), created_at: clock.now() };
    workspaces.create(workspace, { test: mintPublicKey("test"), live: mintPublicKey("live") });
  }
  if (opts.firstRunKeys && keys.count() === 0) {
    for (const d of DOMAINS) firstRunKeys.push(createApiKey(platform, workspace.id, { api: d.name, mode: "test", kind: "secret" }));
  }
  const desk = createDesk(platform, { production: false, ...opts.desk });
  const revenue = createRevenue(platform);
  return { ...platform, platform, workspace, desk, revenue, firstRunKeys };
}

/** The Support Desk API as a fastify instance (not listening). */
export function buildDeskApi(t: Tandem, opts: HttpOptions & DeskApiOptions): Promise<FastifyInstance> {
  return buildApiApp(t.platform, t.desk.api(opts), opts);
}

/** The Usage & Billing API as a fastify instance (not listening). */
export function buildRevenueApi(
  t: Tandem,
  opts: HttpOptions & { rateLimits?: { usage: number; default: number }; handlerOverrides?: Partial<RevenueHandlers> } = {},
): Promise<FastifyInstance> {
  return buildApiApp(t.platform, t.revenue.api(opts), opts);
}
