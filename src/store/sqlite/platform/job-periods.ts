import type { Db } from "../../../platform/db/database.js";
import type { JobPeriodsRepo } from "../../../platform/jobs/job-periods.repo.js";

/** All SQL of job periods: which schedule period each job last ran for, across every process. */
export function jobPeriodsRepo(db: Db): JobPeriodsRepo {
  const q = {
    claim: db.prepare<{ name: string; end: number }>(
      `INSERT INTO job_periods (name, period_end) VALUES (@name, @end)
       ON CONFLICT (name) DO UPDATE SET period_end = excluded.period_end WHERE job_periods.period_end < excluded.period_end`,
    ),
  };
  return {
    claim: async (name, end) => q.claim.run({ name, end }).changes === 1,
  };
}
