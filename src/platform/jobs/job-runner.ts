import { Cron } from "croner";
import type { Clock } from "../clock.js";
import type { Log } from "../observability/log.js";

/** A piece of scheduled work; `run` answers how many rows it changed (for the log). */
export interface Job {
  name: string;
  /** A croner pattern (with seconds), e.g. `0 * * * * *` for every minute. */
  schedule: string;
  run(now: number): number;
}

export type JobLog = Pick<Log, "info" | "error">;

/**
 * The platform's job runner: domains register their own jobs (e.g. retention:
 * the platform knows no domain table), `serve` starts them. Each job runs
 * alone (croner's protect) and logs what it did; a failure is logged and the
 * next run tries again.
 */
export function createJobRunner(clock: Clock, log?: JobLog) {
  const jobs: Job[] = [];
  const crons: Cron[] = [];
  const lastRun = new Map<string, number>();
  const runOne = (job: Job): number => {
    const now = clock.now();
    try {
      const changed = job.run(now);
      lastRun.set(job.name, now);
      if (changed > 0) log?.info({ job: job.name, changed }, "job done");
      return changed;
    } catch (err) {
      log?.error({ job: job.name, err }, "job failed");
      return 0;
    }
  };
  return {
    /** Adds a job; one registered again under the same name replaces it (a domain built twice over one platform). */
    register(job: Job): void {
      const i = jobs.findIndex((j) => j.name === job.name);
      if (i >= 0) jobs[i] = job;
      else jobs.push(job);
    },
    names: () => jobs.map((j) => j.name),
    /** Runs every job (or those named) once now; answers rows changed per job. */
    runNow(names?: string[]): Record<string, number> {
      const out: Record<string, number> = {};
      for (const j of jobs) if (!names || names.includes(j.name)) out[j.name] = runOne(j);
      return out;
    },
    start(): void {
      for (const j of jobs) crons.push(new Cron(j.schedule, { protect: true }, () => void runOne(j)));
    },
    stop(): void {
      for (const c of crons.splice(0)) c.stop();
    },
    /** When each job last finished (ms), for /ready and the logs. */
    lastRun: (): Record<string, number> => Object.fromEntries(lastRun),
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
