import type { JobRunner } from "../platform/jobs/job-runner.js";
import { pruneInBatches } from "../platform/jobs/retention.js";
import type { RevenueContext } from "./context.js";

/** batch_track item keys replay for 24 h (the contract's window): older ones are deleted. */
export const TRACK_KEY_WINDOW_MS = 86_400_000;

export interface RevenueRetention {
  /** Raw usage events older than this (by their timestamp) are deleted. */
  usageEventsMs: number;
  /** Finished billing webhook deliveries (with their attempts) last changed before this are deleted. */
  webhookDeliveriesMs: number;
  /** Billing events older than this that no delivery refers to are deleted. */
  webhookEventsMs: number;
}

/**
 * The billing cycle's job: every minute, everything due for real-time customers (renewals,
 * charges, dunning retries, trial ends, scheduled changes). A run yields to the event loop
 * between batches; it answers its promise, so the job's lease is held until the run ends.
 */
export function registerBillingCycle(jobs: JobRunner, cycle: { runDue(now: number): Promise<number> }): void {
  jobs.register({ name: "billing.cycle", background: true, schedule: "0 * * * * *", run: (now) => cycle.runDue(now) });
}

/**
 * The auto top-ups' job: every 15 seconds, the pending top-ups that no kick charged (a crash
 * between the usage and the charge, a busy billing lock, a provider that did not answer).
 * The run's promise holds the job's lease until it ends.
 */
export function registerAutoTopups(jobs: JobRunner, topups: { runDue(onError: (err: unknown) => void): Promise<number> }, log?: { error(o: object, msg: string): void }): void {
  const onError = (err: unknown) => log?.error({ job: "billing.auto_topups", err }, "auto top-up failed");
  jobs.register({ name: "billing.auto_topups", background: true, schedule: "*/15 * * * * *", run: () => topups.runDue(onError) });
}

/**
 * Refunds owed (money a provider collected for a change that was already in place or
 * superseded): every 30 seconds, those whose first try after the payment failed (a provider
 * that did not answer, a crash between the payment and the refund). The run's promise holds the
 * job's lease until it ends.
 */
export function registerRefundsDue(jobs: JobRunner, refundsDue: (customerSeq: null) => Promise<number>): void {
  jobs.register({ name: "billing.refunds_due", background: true, schedule: "*/30 * * * * *", run: () => refundsDue(null) });
}

/**
 * The Usage & Billing API's retention jobs, registered with the platform's runner (hourly). A job
 * starts from nothing: each delete (each batch) is a unit of its own.
 */
export function registerRevenueRetention(jobs: JobRunner, ctx: RevenueContext, r: RevenueRetention): void {
  jobs.register({
    name: "retention.revenue.track_keys",
    schedule: "0 23 * * * *",
    run: (now) => ctx.write((tx) => ctx.repos(tx).balances.pruneTrackKeys(now - TRACK_KEY_WINDOW_MS)),
  });
  jobs.register({
    name: "retention.revenue.cost_keys",
    schedule: "0 24 * * * *",
    run: (now) => ctx.write((tx) => ctx.repos(tx).costs.pruneKeys(now - TRACK_KEY_WINDOW_MS)),
  });
  jobs.register({
    name: "retention.revenue.usage_events",
    schedule: "0 29 * * * *",
    run: (now) => pruneInBatches(async (limit) => await ctx.write((tx) => ctx.repos(tx).events.prune(now - r.usageEventsMs, limit))),
  });
  // Hosted-page tokens past their expiry answer nothing; their rows go a day later.
  jobs.register({
    name: "retention.revenue.page_tokens",
    schedule: "0 31 * * * *",
    run: (now) => ctx.write((tx) => ctx.repos(tx).payments.pruneTokens(now - 86_400_000)),
  });
  // Deliveries first (with their attempts), then the events they no longer hold.
  jobs.register({
    name: "retention.revenue.webhook_deliveries",
    schedule: "0 33 * * * *",
    run: (now) => pruneInBatches(async (limit) => await ctx.write((tx) => ctx.repos(tx).billingWebhooks.pruneFinished(now - r.webhookDeliveriesMs, limit))),
  });
  jobs.register({
    name: "retention.revenue.webhook_events",
    schedule: "0 35 * * * *",
    run: (now) => pruneInBatches(async (limit) => await ctx.write((tx) => ctx.repos(tx).billingEvents.prune(now - r.webhookEventsMs, limit))),
  });
}
