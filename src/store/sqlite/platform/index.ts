/**
 * The SQLite engine's platform-level repositories (interfaces in src/platform/**\/*.repo.ts). The
 * platform takes them in `createPlatform` and exposes them as `platform.repos`.
 */
import type { PlatformRepos } from "../../../platform/repos.js";
import type { WebhookTables } from "../../../platform/webhooks/webhooks.repo.js";
import { idempotencyRepo } from "./idempotency.js";
import { jobPeriodsRepo } from "./job-periods.js";
import { keysRepo } from "./keys.js";
import { leasesRepo } from "./leases.js";
import { nodesRepo } from "./nodes.js";
import { webhooksRepo } from "./webhooks.js";
import { workspacesRepo } from "./workspaces.js";

export const sqlitePlatformRepos = {
  keys: keysRepo,
  workspaces: workspacesRepo,
  idempotency: idempotencyRepo,
  leases: leasesRepo,
  jobPeriods: jobPeriodsRepo,
  nodes: nodesRepo,
  webhookOutbox: (tables: WebhookTables, deliveryId: () => string) => (db: Parameters<typeof webhooksRepo>[0]) => webhooksRepo(db, tables, deliveryId),
} satisfies PlatformRepos;
