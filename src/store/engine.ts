import type { OperatorsRepo } from "../console/operators.repo.js";
import type { DeskEngine } from "../desk/repos.js";
import type { RepoFactory } from "../platform/db/handle.js";
import type { PlatformRepos } from "../platform/repos.js";
import type { RevenueRepos } from "../revenue/repos.js";

/** One engine's repository factories, per domain: what the composition root hands each domain. */
export interface RepoEngine {
  name: "sqlite" | "postgres";
  platform: PlatformRepos;
  desk: DeskEngine;
  revenue: RepoFactory<RevenueRepos>;
  console: RepoFactory<OperatorsRepo>;
}
