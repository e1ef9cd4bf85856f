/** Which schedule period each job last ran for, across every process (the SQLite engine's: src/store/sqlite/platform/job-periods.ts). */
export interface JobPeriodsRepo {
  /**
   * Claims the period ending at `end` for a run of `name`, in one statement: true for the first
   * claim of a period later than every one claimed before; false when a run already claimed it (or a later one).
   */
  claim(name: string, end: number): Promise<boolean>;
}
