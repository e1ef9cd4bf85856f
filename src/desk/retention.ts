import type { JobRunner } from "../platform/jobs/job-runner.js";
import { pruneInBatches } from "../platform/jobs/retention.js";
import type { DeskContext } from "./context.js";

/** How long the desk keeps finished webhook deliveries and events (config.ts; README "Retention"). */
export interface DeskRetention {
  webhookDeliveriesMs: number;
  deskEventsMs: number;
}

/**
 * The desk's retention jobs, registered with the platform's runner (hourly):
 * finished deliveries (with their attempts) first, then the events no
 * delivery refers to any more. Each batch is a unit of its own.
 */
export function registerDeskRetention(jobs: JobRunner, ctx: DeskContext, r: DeskRetention): void {
  jobs.register({
    name: "retention.desk.webhook_deliveries",
    schedule: "0 41 * * * *",
    run: (now) => pruneInBatches((limit) => ctx.write((tx) => ctx.repos(tx).webhooks.pruneFinished(now - r.webhookDeliveriesMs, limit))),
  });
  jobs.register({
    name: "retention.desk.events",
    schedule: "0 43 * * * *",
    run: (now) => pruneInBatches((limit) => ctx.write((tx) => ctx.repos(tx).outbox.prune(now - r.deskEventsMs, limit))),
  });
}
