import type { KeysRepo } from "./auth/keys.repo.js";
import type { RepoFactory } from "./db/handle.js";
import type { IdempotencyRepo } from "./idempotency/idempotency.repo.js";
import type { JobPeriodsRepo } from "./jobs/job-periods.repo.js";
import type { LeasesRepo } from "./leases/leases.repo.js";
import type { NodesRepo } from "./nodes/nodes.repo.js";
import type { WorkspacesRepo } from "./tenancy/workspaces.repo.js";
import type { WebhookTables, WebhooksRepo } from "./webhooks/webhooks.repo.js";

/**
 * The platform-level repositories of the engine the platform was opened on (`platform.repos`):
 * factories to pass to a handle, `h.use(platform.repos.workspaces)`, never called directly.
 */
export interface PlatformRepos {
  keys: RepoFactory<KeysRepo>;
  workspaces: RepoFactory<WorkspacesRepo>;
  idempotency: RepoFactory<IdempotencyRepo>;
  leases: RepoFactory<LeasesRepo>;
  jobPeriods: RepoFactory<JobPeriodsRepo>;
  /** The nodes' beats (src/platform/nodes/liveness.ts). */
  nodes: RepoFactory<NodesRepo>;
  /**
   * The factory of one domain's webhook outbox over its `tables` (`deliveryId` mints a delivery's
   * id). Make it once and keep it: a handle builds a factory's repositories once per connection.
   */
  webhookOutbox(tables: WebhookTables, deliveryId: () => string): RepoFactory<WebhooksRepo>;
}
