import type { Db } from "../../../platform/db/database.js";
import type { Activation, CycleRepo, CycleSubscription, PeriodAdvance, Reanchor, RenewalClaim, RenewalRow, RenewalStatus } from "../../../revenue/cycle/cycle.repo.js";

/** Real-time customers only (a customer on a test clock moves with customers.advance_test_clock). */
const REAL = "AND NOT EXISTS (SELECT 1 FROM rv_customers c WHERE c.seq = s.customer_seq AND c.frozen_time IS NOT NULL)";
/** Customers this run skips (their billing lock was busy: the next tick takes them), a JSON array of seqs. */
const NOT_SKIPPED = "AND s.customer_seq NOT IN (SELECT value FROM json_each(@skip))";

type Due = { now: number; limit: number; skip: string };
const NONE: ReadonlySet<number> = new Set();
const due = (now: number, limit: number, skip: ReadonlySet<number>): Due => ({ now, limit, skip: skip.size === 0 ? "[]" : JSON.stringify([...skip]) });

/** All SQL of the billing cycle: what is due, renewal claims, dunning, trials used, test clocks. */
export function cycleRepo(db: Db): CycleRepo {
  const q = {
    // What is due for every real-time customer (the job), oldest first, in batches.
    dueEnds: db.prepare<Due, CycleSubscription>(`SELECT s.* FROM rv_subscriptions s WHERE s.expires_at IS NOT NULL AND s.expires_at <= @now ${REAL} ${NOT_SKIPPED} ORDER BY s.expires_at LIMIT @limit`),
    dueStarts: db.prepare<Due, CycleSubscription>(`SELECT s.* FROM rv_subscriptions s WHERE s.status = 'scheduled' AND s.started_at <= @now ${REAL} ${NOT_SKIPPED} ORDER BY s.started_at LIMIT @limit`),
    duePeriods: db.prepare<Due, CycleSubscription>(
      `SELECT s.* FROM rv_subscriptions s WHERE s.status = 'active' AND s.current_period_end <= @now ${REAL} ${NOT_SKIPPED} ORDER BY s.current_period_end LIMIT @limit`,
    ),
    dueCharges: db.prepare<Due, RenewalRow>(
      `SELECT r.* FROM rv_renewals r WHERE r.status IN ('due', 'failed') AND r.next_attempt_at <= @now
         AND NOT EXISTS (SELECT 1 FROM rv_customers c WHERE c.seq = r.customer_seq AND c.frozen_time IS NOT NULL)
         AND r.customer_seq NOT IN (SELECT value FROM json_each(@skip)) ORDER BY r.next_attempt_at LIMIT @limit`,
    ),
    // The same for one customer (its test clock).
    customerEnds: db.prepare<[number, number], CycleSubscription>("SELECT * FROM rv_subscriptions WHERE customer_seq = ? AND expires_at IS NOT NULL AND expires_at <= ? ORDER BY expires_at, seq"),
    customerStarts: db.prepare<[number, number], CycleSubscription>("SELECT * FROM rv_subscriptions WHERE customer_seq = ? AND status = 'scheduled' AND started_at <= ? ORDER BY started_at, seq"),
    customerPeriods: db.prepare<[number, number], CycleSubscription>(
      "SELECT * FROM rv_subscriptions WHERE customer_seq = ? AND status = 'active' AND current_period_end <= ? ORDER BY current_period_end, seq",
    ),
    customerCharges: db.prepare<[number, number], RenewalRow>("SELECT * FROM rv_renewals WHERE customer_seq = ? AND status IN ('due', 'failed') AND next_attempt_at <= ? ORDER BY next_attempt_at"),
    /** The customer's next moment when something is due (strictly after `after`). */
    nextDue: db.prepare<{ c: number; after: number }, { at: number | null }>(
      `SELECT min(at) AS at FROM (
         SELECT min(current_period_end) AS at FROM rv_subscriptions WHERE customer_seq = @c AND status = 'active' AND current_period_end > @after
         UNION ALL SELECT min(expires_at) FROM rv_subscriptions WHERE customer_seq = @c AND expires_at > @after
         UNION ALL SELECT min(started_at) FROM rv_subscriptions WHERE customer_seq = @c AND status = 'scheduled' AND started_at > @after
         UNION ALL SELECT min(next_attempt_at) FROM rv_renewals WHERE customer_seq = @c AND status IN ('due', 'failed') AND next_attempt_at > @after
         UNION ALL SELECT min(expires_at) FROM rv_locks WHERE customer_seq = @c AND status = 'held' AND expires_at > @after)`,
    ),
    subscription: db.prepare<[number], CycleSubscription>("SELECT * FROM rv_subscriptions WHERE seq = ?"),
    claim: db.prepare<RenewalClaim>(
      `INSERT INTO rv_renewals (subscription_seq, period_end, customer_seq, kind, status, created_at)
       VALUES (@subscription_seq, @period_end, @customer_seq, @kind, @status, @created_at) ON CONFLICT DO NOTHING`,
    ),
    setRenewal: db.prepare<{ sub: number; end: number; status: RenewalStatus; invoice: number | null; attempts: number; next: number | null }>(
      `UPDATE rv_renewals SET status = @status, invoice_seq = coalesce(@invoice, invoice_seq), attempts = @attempts, next_attempt_at = @next
       WHERE subscription_seq = @sub AND period_end = @end`,
    ),
    renewal: db.prepare<[number, number], RenewalRow>("SELECT * FROM rv_renewals WHERE subscription_seq = ? AND period_end = ?"),
    renewalOfInvoice: db.prepare<[number], RenewalRow>("SELECT * FROM rv_renewals WHERE invoice_seq = ?"),
    /** Advances a period once: only while the subscription still ends its period at `old`. */
    advance: db.prepare<PeriodAdvance>(
      `UPDATE rv_subscriptions SET current_period_start = @start, current_period_end = @end, period_paid = @paid,
         period_anchor = coalesce(@anchor, period_anchor) WHERE seq = @seq AND current_period_end = @old`,
    ),
    /** A trial's usage was free: rows resetting with the billing cadence start the paid period afresh, anchored on it. */
    reanchor: db.prepare<Reanchor>(
      `UPDATE rv_balances SET usage = 0, reset_anchor = @anchor, next_reset_at = @next
       WHERE subscription_seq = @sub AND reset_interval = @interval AND reset_count = @count`,
    ),
    setPastDue: db.prepare<[number, number]>("UPDATE rv_subscriptions SET past_due = ? WHERE seq = ?"),
    clearPastDueOf: db.prepare<[number]>("UPDATE rv_subscriptions SET past_due = 0 WHERE seq = ?"),
    activate: db.prepare<Activation>(
      `UPDATE rv_subscriptions SET status = 'active', current_period_start = @start, current_period_end = @end, period_anchor = @anchor, trial_ends_at = @trial
       WHERE seq = @seq AND status = 'scheduled'`,
    ),
    retryNow: db.prepare<[number, number]>("UPDATE rv_renewals SET next_attempt_at = ? WHERE customer_seq = ? AND status = 'failed'"),
    uncollectible: db.prepare<[number]>("UPDATE rv_invoices SET status = 'uncollectible' WHERE seq = ? AND status = 'open'"),
    useTrial: db.prepare<[number, string, number]>("INSERT INTO rv_trials_used (customer_seq, plan_id, used_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING"),
    trialUsed: db.prepare<[number, string], { found: number }>("SELECT EXISTS (SELECT 1 FROM rv_trials_used WHERE customer_seq = ? AND plan_id = ?) AS found"),
    trialsUsed: db.prepare<[number], { plan_id: string }>("SELECT plan_id FROM rv_trials_used WHERE customer_seq = ? ORDER BY used_at, plan_id"),
    setFrozen: db.prepare<[number, number]>("UPDATE rv_customers SET frozen_time = ? WHERE seq = ?"),
    renewalsOf: db.prepare<[number], RenewalRow>("SELECT * FROM rv_renewals WHERE customer_seq = ? ORDER BY period_end"),
  };
  return {
    dueEnds: async (now: number, limit: number, skip: ReadonlySet<number> = NONE) => q.dueEnds.all(due(now, limit, skip)),
    dueStarts: async (now: number, limit: number, skip: ReadonlySet<number> = NONE) => q.dueStarts.all(due(now, limit, skip)),
    duePeriods: async (now: number, limit: number, skip: ReadonlySet<number> = NONE) => q.duePeriods.all(due(now, limit, skip)),
    dueCharges: async (now: number, limit: number, skip: ReadonlySet<number> = NONE) => q.dueCharges.all(due(now, limit, skip)),
    customerEnds: async (c: number, at: number) => q.customerEnds.all(c, at),
    customerStarts: async (c: number, at: number) => q.customerStarts.all(c, at),
    customerPeriods: async (c: number, at: number) => q.customerPeriods.all(c, at),
    customerCharges: async (c: number, at: number) => q.customerCharges.all(c, at),
    nextDue: async (c: number, after: number): Promise<number | null> => q.nextDue.get({ c, after })?.at ?? null,
    subscription: async (seq: number) => q.subscription.get(seq),
    /** Claims (subscription, period end) once: false when a run claimed it before. */
    claim: async (r: RenewalClaim): Promise<boolean> => q.claim.run(r).changes === 1,
    setRenewal: async (sub: number, end: number, s: { status: RenewalStatus; invoice?: number | null; attempts: number; next: number | null }) =>
      void q.setRenewal.run({ sub, end, status: s.status, invoice: s.invoice ?? null, attempts: s.attempts, next: s.next }),
    renewal: async (sub: number, end: number) => q.renewal.get(sub, end),
    renewalOfInvoice: async (invoiceSeq: number) => q.renewalOfInvoice.get(invoiceSeq),
    advance: async (p: PeriodAdvance): Promise<boolean> => q.advance.run(p).changes === 1,
    reanchor: async (p: Reanchor) => void q.reanchor.run(p),
    /**
     * Marks the plan a renewal bills as past due or not. A plan's last invoice (kind `end`) outlives
     * its subscription, whose seq a new subscription may have taken: it marks nothing.
     */
    setPastDue: async (r: Pick<RenewalRow, "subscription_seq" | "kind">, on: boolean) => {
      if (r.kind !== "end") q.setPastDue.run(on ? 1 : 0, r.subscription_seq);
    },
    /** A scheduled subscription starts: its first period (`trial`: the trial's end, else null). */
    activate: async (p: Activation): Promise<boolean> => q.activate.run(p).changes === 1,
    /** A new default card: the customer's failed renewals are retried now. */
    retryNow: async (customerSeq: number, at: number): Promise<number> => q.retryNow.run(at, customerSeq).changes,
    uncollectible: async (invoiceSeq: number) => void q.uncollectible.run(invoiceSeq),
    useTrial: async (customerSeq: number, planId: string, at: number) => void q.useTrial.run(customerSeq, planId, at),
    trialUsed: async (customerSeq: number, planId: string): Promise<boolean> => q.trialUsed.get(customerSeq, planId)!.found === 1,
    trialsUsed: async (customerSeq: number): Promise<string[]> => q.trialsUsed.all(customerSeq).map((r) => r.plan_id),
    setFrozen: async (customerSeq: number, at: number) => void q.setFrozen.run(at, customerSeq),
    renewalsOf: async (customerSeq: number) => q.renewalsOf.all(customerSeq),
  };
}
