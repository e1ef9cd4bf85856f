import type { Db } from "../db/database.js";

/** All SQL of job periods: which schedule period each job last ran for, across every process. */
export function jobPeriodsRepo(db: Db) {
  const q = {
    claim: db.prepare<{ name: string; end: number }>(
      `INSERT INTO job_periods (name, period_end) VALUES (@name, @end)
       ON CONFLICT (name) DO UPDATE SET period_end = excluded.period_end WHERE job_periods.period_end < excluded.period_end`,
    ),
  };
  return {
    /** Claims the period ending at `end` for a run of `name`; false when a run already claimed it (or a later one). */
    claim: async (name: string, end: number): Promise<boolean> => q.claim.run({ name, end }).changes === 1,
  };
}
export type JobPeriodsRepo = ReturnType<typeof jobPeriodsRepo>;
