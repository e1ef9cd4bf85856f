/**
 * The PostgreSQL engine's platform-level repositories (interfaces in src/platform/**\/*.repo.ts).
 */
import type { PlatformRepos } from "../../../platform/repos.js";
import type { WebhookTables } from "../../../platform/webhooks/webhooks.repo.js";
import type { PgConn } from "../conn.js";
import { idempotencyRepo } from "./idempotency.js";
import { jobPeriodsRepo } from "./job-periods.js";
import { keysRepo } from "./keys.js";
import { leasesRepo } from "./leases.js";
import { nodesRepo } from "./nodes.js";
import { webhookStatements, webhooksRepo } from "./webhooks.js";
import { workspacesRepo } from "./workspaces.js";

export const pgPlatformRepos = {
  keys: keysRepo,
  workspaces: workspacesRepo,
  idempotency: idempotencyRepo,
  leases: leasesRepo,
  jobPeriods: jobPeriodsRepo,
  nodes: nodesRepo,
  // One factory per call (a handle caches repositories per factory), its statements made once.
  webhookOutbox: (tables: WebhookTables, deliveryId: () => string) => {
    const statements = webhookStatements(tables);
    return (c: PgConn) => webhooksRepo(c, statements, deliveryId);
  },
} satisfies PlatformRepos;
