import type { Activation, CycleRepo, CycleSubscription, PeriodAdvance, Reanchor, RenewalClaim, RenewalRow, RenewalStatus } from "../../../revenue/cycle/cycle.repo.js";
import { type PgConn, stmt } from "../conn.js";

/** Real-time customers only (a customer on a test clock moves with customers.advance_test_clock). */
const REAL = "AND NOT EXISTS (SELECT 1 FROM rv_customers c WHERE c.seq = s.customer_seq AND c.frozen_time IS NOT NULL)";
/** Customers this run skips (their billing lock was busy: the next tick takes them): $3, an array of seqs. */
const NOT_SKIPPED = "AND s.customer_seq <> ALL ($3::bigint[])";

const q = {
  // What is due for every real-time customer (the job), oldest first, in batches: $1 now, $2 limit, $3 skip.
  dueEnds: stmt<CycleSubscription>(
    "cycle.dueEnds",
    `SELECT s.* FROM rv_subscriptions s WHERE s.expires_at IS NOT NULL AND s.expires_at <= $1 ${REAL} ${NOT_SKIPPED} ORDER BY s.expires_at LIMIT $2`,
  ),
  dueStarts: stmt<CycleSubscription>(
    "cycle.dueStarts",
    `SELECT s.* FROM rv_subscriptions s WHERE s.status = 'scheduled' AND s.started_at <= $1 ${REAL} ${NOT_SKIPPED} ORDER BY s.started_at LIMIT $2`,
  ),
  duePeriods: stmt<CycleSubscription>(
    "cycle.duePeriods",
    `SELECT s.* FROM rv_subscriptions s WHERE s.status = 'active' AND s.current_period_end <= $1 ${REAL} ${NOT_SKIPPED} ORDER BY s.current_period_end LIMIT $2`,
  ),
  dueCharges: stmt<RenewalRow>(
    "cycle.dueCharges",
    `SELECT r.* FROM rv_renewals r WHERE r.status IN ('due', 'failed') AND r.next_attempt_at <= $1
       AND NOT EXISTS (SELECT 1 FROM rv_customers c WHERE c.seq = r.customer_seq AND c.frozen_time IS NOT NULL)
       AND r.customer_seq <> ALL ($3::bigint[]) ORDER BY r.next_attempt_at LIMIT $2`,
  ),
  // The same for one customer (its test clock).
  customerEnds: stmt<CycleSubscription>(
    "cycle.customerEnds",
    "SELECT * FROM rv_subscriptions WHERE customer_seq = $1 AND expires_at IS NOT NULL AND expires_at <= $2 ORDER BY expires_at, seq",
  ),
  customerStarts: stmt<CycleSubscription>(
    "cycle.customerStarts",
    "SELECT * FROM rv_subscriptions WHERE customer_seq = $1 AND status = 'scheduled' AND started_at <= $2 ORDER BY started_at, seq",
  ),
  customerPeriods: stmt<CycleSubscription>(
    "cycle.customerPeriods",
    "SELECT * FROM rv_subscriptions WHERE customer_seq = $1 AND status = 'active' AND current_period_end <= $2 ORDER BY current_period_end, seq",
  ),
  customerCharges: stmt<RenewalRow>(
    "cycle.customerCharges",
    "SELECT * FROM rv_renewals WHERE customer_seq = $1 AND status IN ('due', 'failed') AND next_attempt_at <= $2 ORDER BY next_attempt_at",
  ),
  /** The customer's next moment when something is due (strictly after $2). */
  nextDue: stmt<{ at: number | null }>(
    "cycle.nextDue",
    `SELECT least(
       (SELECT min(current_period_end) FROM rv_subscriptions WHERE customer_seq = $1 AND status = 'active' AND current_period_end > $2),
       (SELECT min(expires_at) FROM rv_subscriptions WHERE customer_seq = $1 AND expires_at > $2),
       (SELECT min(started_at) FROM rv_subscriptions WHERE customer_seq = $1 AND status = 'scheduled' AND started_at > $2),
       (SELECT min(next_attempt_at) FROM rv_renewals WHERE customer_seq = $1 AND status IN ('due', 'failed') AND next_attempt_at > $2),
       (SELECT min(expires_at) FROM rv_locks WHERE customer_seq = $1 AND status = 'held' AND expires_at > $2)) AS at`,
  ),
  subscription: stmt<CycleSubscription>("cycle.subscription", "SELECT * FROM rv_subscriptions WHERE seq = $1"),
  // The claim: the primary key (subscription, period end) decides; a concurrent second claim waits for
  // the first unit and then inserts nothing (false).
  claim: stmt(
    "cycle.claim",
    `INSERT INTO rv_renewals (subscription_seq, period_end, customer_seq, kind, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
  ),
  setRenewal: stmt(
    "cycle.setRenewal",
    `UPDATE rv_renewals SET status = $3, invoice_seq = coalesce($4, invoice_seq), attempts = $5, next_attempt_at = $6
     WHERE subscription_seq = $1 AND period_end = $2`,
  ),
  // Read to decide a write (dunning's settle checks status and attempts, then writes them): the row is
  // locked until the unit ends, so a second unit settling the same renewal reads what the first wrote.
  renewal: stmt<RenewalRow>("cycle.renewal", "SELECT * FROM rv_renewals WHERE subscription_seq = $1 AND period_end = $2 FOR UPDATE"),
  renewalOfInvoice: stmt<RenewalRow>("cycle.renewalOfInvoice", "SELECT * FROM rv_renewals WHERE invoice_seq = $1 FOR UPDATE"),
  /** Advances a period once: only while the subscription still ends its period at $2 (a second unit re-checks after the first). */
  advance: stmt(
    "cycle.advance",
    `UPDATE rv_subscriptions SET current_period_start = $3, current_period_end = $4, period_paid = $5, period_anchor = coalesce($6, period_anchor)
     WHERE seq = $1 AND current_period_end = $2`,
  ),
  /** A trial's usage was free: rows resetting with the billing cadence start the paid period afresh, anchored on it. */
  reanchor: stmt(
    "cycle.reanchor",
    "UPDATE rv_balances SET usage = 0, reset_anchor = $2, next_reset_at = $3 WHERE subscription_seq = $1 AND reset_interval = $4 AND reset_count = $5",
  ),
  setPastDue: stmt("cycle.setPastDue", "UPDATE rv_subscriptions SET past_due = $2 WHERE seq = $1"),
  activate: stmt(
    "cycle.activate",
    `UPDATE rv_subscriptions SET status = 'active', current_period_start = $2, current_period_end = $3, period_anchor = $4, trial_ends_at = $5
     WHERE seq = $1 AND status = 'scheduled'`,
  ),
  retryNow: stmt("cycle.retryNow", "UPDATE rv_renewals SET next_attempt_at = $2 WHERE customer_seq = $1 AND status = 'failed'"),
  uncollectible: stmt("cycle.uncollectible", "UPDATE rv_invoices SET status = 'uncollectible' WHERE seq = $1 AND status = 'open'"),
  useTrial: stmt("cycle.useTrial", "INSERT INTO rv_trials_used (customer_seq, plan_id, used_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING"),
  trialUsed: stmt<{ found: boolean }>("cycle.trialUsed", "SELECT EXISTS (SELECT 1 FROM rv_trials_used WHERE customer_seq = $1 AND plan_id = $2) AS found"),
  trialsUsed: stmt<{ plan_id: string }>("cycle.trialsUsed", `SELECT plan_id FROM rv_trials_used WHERE customer_seq = $1 ORDER BY used_at, plan_id COLLATE "C"`),
  setFrozen: stmt("cycle.setFrozen", "UPDATE rv_customers SET frozen_time = $2 WHERE seq = $1"),
  renewalsOf: stmt<RenewalRow>("cycle.renewalsOf", "SELECT * FROM rv_renewals WHERE customer_seq = $1 ORDER BY period_end"),
};

const NONE: ReadonlySet<number> = new Set();

/** All SQL of the billing cycle: what is due, renewal claims, dunning, trials used, test clocks. */
export function cycleRepo(c: PgConn): CycleRepo {
  return {
    dueEnds: (now, limit, skip = NONE) => q.dueEnds.all(c, now, limit, [...skip]),
    dueStarts: (now, limit, skip = NONE) => q.dueStarts.all(c, now, limit, [...skip]),
    duePeriods: (now, limit, skip = NONE) => q.duePeriods.all(c, now, limit, [...skip]),
    dueCharges: (now, limit, skip = NONE) => q.dueCharges.all(c, now, limit, [...skip]),
    customerEnds: (cs, at) => q.customerEnds.all(c, cs, at),
    customerStarts: (cs, at) => q.customerStarts.all(c, cs, at),
    customerPeriods: (cs, at) => q.customerPeriods.all(c, cs, at),
    customerCharges: (cs, at) => q.customerCharges.all(c, cs, at),
    nextDue: async (cs, after) => (await q.nextDue.one(c, cs, after))?.at ?? null,
    subscription: (seq) => q.subscription.one(c, seq),
    claim: async (r: RenewalClaim) => (await q.claim.run(c, r.subscription_seq, r.period_end, r.customer_seq, r.kind, r.status, r.created_at)) === 1,
    async setRenewal(sub: number, end: number, s: { status: RenewalStatus; invoice?: number | null; attempts: number; next: number | null }) {
      await q.setRenewal.run(c, sub, end, s.status, s.invoice ?? null, s.attempts, s.next);
    },
    renewal: (sub, end) => q.renewal.one(c, sub, end),
    renewalOfInvoice: (invoiceSeq) => q.renewalOfInvoice.one(c, invoiceSeq),
    advance: async (p: PeriodAdvance) => (await q.advance.run(c, p.seq, p.old, p.start, p.end, p.paid, p.anchor)) === 1,
    async reanchor(p: Reanchor) {
      await q.reanchor.run(c, p.sub, p.anchor, p.next, p.interval, p.count);
    },
    async setPastDue(r, on) {
      if (r.kind !== "end") await q.setPastDue.run(c, r.subscription_seq, on ? 1 : 0);
    },
    activate: async (p: Activation) => (await q.activate.run(c, p.seq, p.start, p.end, p.anchor, p.trial)) === 1,
    retryNow: (customerSeq, at) => q.retryNow.run(c, customerSeq, at),
    async uncollectible(invoiceSeq) {
      await q.uncollectible.run(c, invoiceSeq);
    },
    async useTrial(customerSeq, planId, at) {
      await q.useTrial.run(c, customerSeq, planId, at);
    },
    trialUsed: async (customerSeq, planId) => (await q.trialUsed.one(c, customerSeq, planId))!.found,
    trialsUsed: async (customerSeq) => (await q.trialsUsed.all(c, customerSeq)).map((r) => r.plan_id),
    async setFrozen(customerSeq, at) {
      await q.setFrozen.run(c, customerSeq, at);
    },
    renewalsOf: (customerSeq) => q.renewalsOf.all(c, customerSeq),
  };
}
