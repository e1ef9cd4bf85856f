import type { JobPeriodsRepo } from "../../../platform/jobs/job-periods.repo.js";
import { type PgConn, stmt } from "../conn.js";

const q = {
  // Two processes claiming one period: the second's condition is checked on the first's committed
  // row (ON CONFLICT locks it), so exactly one run claims each period.
  claim: stmt(
    "jobPeriods.claim",
    `INSERT INTO job_periods (name, period_end) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET period_end = excluded.period_end WHERE job_periods.period_end < excluded.period_end`,
  ),
};

/** All SQL of job periods: which schedule period each job last ran for, across every process. */
export function jobPeriodsRepo(c: PgConn): JobPeriodsRepo {
  return {
    claim: async (name, end) => (await q.claim.run(c, name, end)) === 1,
  };
}
