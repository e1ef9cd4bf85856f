import { Cron } from "croner";
import type { Clock } from "../clock.js";
import type { Lease } from "../leases/leases.repo.js";
import type { Log } from "../observability/log.js";
import type { JobPeriodsRepo } from "./job-periods.repo.js";

/**
 * How long a job's lease lasts past the start of a run (and past each renewal of a run that goes
 * on), unless the job sets its own: longer than any run is expected to take. A retention job
 * deletes even a backlog of millions of rows in well under a minute (batches of 2,000); the billing
 * jobs answer a promise and renew their lease every third of it while they run.
 */
export const JOB_LEASE_MS = 5 * 60_000;

/** A piece of scheduled work. */
export interface Job {
  name: string;
  /** A croner pattern (with seconds), e.g. `0 * * * * *` for every minute. */
  schedule: string;
  /** Its lease's length (default JOB_LEASE_MS); renewed every third of it while a run goes on. */
  leaseMs?: number;
  /**
   * A run that goes on in the background (the billing jobs): `runNow`/`runScheduled` answer 0 at
   * once for it instead of waiting; its lease is held, and renewed, until the run settles.
   */
  background?: boolean;
  /**
   * Answers how many rows it changed (for the log), or a promise of it for a run that goes on in
   * the background: the job's lease is held, and renewed, until that promise settles.
   */
  run(now: number): number | Promise<number>;
}

export type JobLog = Pick<Log, "info" | "error">;

/** What lets every process on one database run each job once per period: the job's lease, and the periods already run. */
export interface JobCoordination {
  /** The lease `name` held by this process (its owner id), taken over at once from a holder found dead. */
  lease(name: string, ttlMs: number): Lease;
  periods: Pick<JobPeriodsRepo, "claim">;
}

interface Entry {
  job: Job;
  leaseMs: number;
  lease: Lease | undefined;
  /** The job's schedule, paused: only asked for its occurrences. */
  pattern: Cron;
}

/**
 * The platform's job runner: domains register their own jobs (e.g. retention:
 * the platform knows no domain table), `serve` starts them. Each job logs what
 * it did; a failure is logged and the next run tries again.
 *
 * With several processes on one database (`coordination`), a run first takes the
 * job's lease `job:<name>` (skipped while another live process holds it, e.g. its
 * run of the job is still going), holds it until the run ends (a run that answers
 * a promise renews it until the promise settles), then gives it up. A scheduled
 * run also claims its period (it ends at the schedule's next occurrence): the
 * first process to claim it runs the job, the others skip it, so a job runs once
 * per period however many `serve` processes share the file. `runNow` takes the
 * lease but no period (an explicit run). In one process, a run of a job that is
 * still going makes another run of it skip.
 */
export function createJobRunner(clock: Clock, log?: JobLog, coordination?: JobCoordination) {
  const jobs: Entry[] = [];
  const crons: Cron[] = [];
  const lastRun = new Map<string, number>();
  const running = new Set<string>();

  /** Takes the job's lease and, for a scheduled run, its period; false when another run has either. */
  const claim = async (e: Entry, now: number, scheduled: boolean): Promise<boolean> => {
    if (e.lease && !(await e.lease.hold())) return false;
    if (scheduled && coordination && !(await coordination.periods.claim(e.job.name, e.pattern.nextRun(new Date(now))?.getTime() ?? now))) {
      await e.lease?.release();
      return false;
    }
    return true;
  };

  /** One run: answers the rows it changed, or 0 at once for a background job (its run goes on). */
  const runOne = async (e: Entry, scheduled: boolean): Promise<number> => {
    const { job, lease } = e;
    if (running.has(job.name)) return 0;
    // Taken before the first await: a second run of the job in this process skips while this one claims.
    running.add(job.name);
    const now = clock.now();
    const failed = (err: unknown) => log?.error({ job: job.name, err }, "job failed");
    try {
      if (!(await claim(e, now, scheduled))) {
        running.delete(job.name);
        return 0;
      }
    } catch (err) {
      running.delete(job.name);
      failed(err);
      return 0;
    }
    const renewal = lease
      ? setInterval(() => {
          lease.hold().then((held) => {
            if (!held) log?.error({ job: job.name }, "job lease lost while running: another process may run the job too");
          }, failed);
        }, e.leaseMs / 3).unref()
      : undefined;
    const run = (async () => {
      try {
        const changed = await job.run(now);
        lastRun.set(job.name, now);
        if (changed > 0) log?.info({ job: job.name, changed }, "job done");
        return changed;
      } catch (err) {
        failed(err);
        return 0;
      } finally {
        clearInterval(renewal);
        running.delete(job.name);
        try {
          await lease?.release();
        } catch (err) {
          failed(err);
        }
      }
    })();
    if (job.background) return 0;
    return await run;
  };

  const pick = (names?: string[]) => jobs.filter((e) => !names || names.includes(e.job.name));
  return {
    /** Adds a job; one registered again under the same name replaces it (a domain built twice over one platform). */
    register(job: Job): void {
      const leaseMs = job.leaseMs ?? JOB_LEASE_MS;
      const entry: Entry = { job, leaseMs, lease: coordination?.lease(`job:${job.name}`, leaseMs), pattern: new Cron(job.schedule, { paused: true }) };
      const i = jobs.findIndex((e) => e.job.name === job.name);
      if (i >= 0) jobs[i] = entry;
      else jobs.push(entry);
    },
    names: () => jobs.map((e) => e.job.name),
    /**
     * Runs every job (or those named) once now, unless a run of it is going (here or in another
     * process); answers rows changed per job (0 for a run skipped or going on in the background).
     */
    async runNow(names?: string[]): Promise<Record<string, number>> {
      const out: Record<string, number> = {};
      for (const e of pick(names)) out[e.job.name] = await runOne(e, false);
      return out;
    },
    /**
     * What each job's schedule does when it fires, now (every job, or those named): a run for the
     * period `now` falls in, unless a runner, here or in another process, already ran it for that
     * period or is running it. Answers as `runNow`.
     */
    async runScheduled(names?: string[]): Promise<Record<string, number>> {
      const out: Record<string, number> = {};
      for (const e of pick(names)) out[e.job.name] = await runOne(e, true);
      return out;
    },
    start(): void {
      for (const e of jobs) crons.push(new Cron(e.job.schedule, { protect: true }, () => void runOne(e, true)));
    },
    stop(): void {
      for (const c of crons.splice(0)) c.stop();
    },
    /** When each job last finished (ms), for /ready and the logs. */
    lastRun: (): Record<string, number> => Object.fromEntries(lastRun),
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
