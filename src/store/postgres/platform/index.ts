/**
 * The PostgreSQL engine's platform-level repositories (interfaces in src/platform/**\/*.repo.ts).
 */
import type { KeysRepo } from "../../../platform/auth/keys.repo.js";
import type { IdempotencyRepo } from "../../../platform/idempotency/idempotency.repo.js";
import type { JobPeriodsRepo } from "../../../platform/jobs/job-periods.repo.js";
import type { LeasesRepo } from "../../../platform/leases/leases.repo.js";
import type { PlatformRepos } from "../../../platform/repos.js";
import type { WebhooksRepo, WebhookTables } from "../../../platform/webhooks/webhooks.repo.js";
import type { PgConn } from "../conn.js";
import { notYet } from "../not-yet.js";
import { workspacesRepo } from "./workspaces.js";

export const pgPlatformRepos = {
  keys: (c: PgConn): KeysRepo => notYet(`keys${c ? "" : ""}`),
  workspaces: workspacesRepo,
  idempotency: (c: PgConn): IdempotencyRepo => notYet(`idempotency${c ? "" : ""}`),
  leases: (c: PgConn): LeasesRepo => notYet(`leases${c ? "" : ""}`),
  jobPeriods: (c: PgConn): JobPeriodsRepo => notYet(`jobPeriods${c ? "" : ""}`),
  webhookOutbox: (tables: WebhookTables, deliveryId: () => string) => (c: PgConn): WebhooksRepo => notYet(`webhookOutbox ${tables.deliveries} ${typeof deliveryId}${c ? "" : ""}`),
} satisfies PlatformRepos;
