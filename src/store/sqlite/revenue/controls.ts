import type { Db } from "../../../platform/db/database.js";
import type { ControlsRepo, NewTopup, TopupRow } from "../../../revenue/controls/controls.repo.js";

/** All SQL of billing controls that fire: what fired in which period, and auto top-ups. */
export function controlsRepo(db: Db): ControlsRepo {
  const q = {
    fire: db.prepare<[number, number, string, number, number]>(
      "INSERT INTO rv_controls_fired (customer_seq, entity_seq, control, period_start, fired_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
    ),
    lastTopup: db.prepare<[number, string], TopupRow>("SELECT * FROM rv_auto_topups WHERE customer_seq = ? AND feature_id = ? ORDER BY seq DESC LIMIT 1"),
    insertTopup: db.prepare<NewTopup>(
      `INSERT INTO rv_auto_topups (id, space_id, customer_seq, feature_id, status, quantity, granted_at_queue, reset_at_queue, created_at)
       VALUES (@id, @space_id, @customer_seq, @feature_id, @status, @quantity, @granted_at_queue, @reset_at_queue, @created_at) ON CONFLICT DO NOTHING`,
    ),
    requeue: db.prepare<{ seq: number; quantity: number; granted: number; reset: number | null }>(
      `UPDATE rv_auto_topups SET status = 'pending', quantity = @quantity, granted_at_queue = @granted, reset_at_queue = @reset, failure_code = NULL,
         completed_at = NULL, attempts = 0, round = round + 1 WHERE seq = @seq AND status = 'failed'`,
    ),
    bySeq: db.prepare<[number], TopupRow>("SELECT * FROM rv_auto_topups WHERE seq = ?"),
    byInvoice: db.prepare<[number], TopupRow>("SELECT * FROM rv_auto_topups WHERE invoice_seq = ?"),
    pending: db.prepare<[number], TopupRow>("SELECT * FROM rv_auto_topups WHERE status = 'pending' ORDER BY seq LIMIT ?"),
    pendingCustomers: db.prepare<[number], number>("SELECT DISTINCT customer_seq FROM rv_auto_topups WHERE status = 'pending' ORDER BY customer_seq LIMIT ?").pluck(),
    pendingOf: db.prepare<[number], TopupRow>("SELECT * FROM rv_auto_topups WHERE status = 'pending' AND customer_seq = ? ORDER BY seq"),
    attempt: db.prepare<{ seq: number; quantity: number; invoice: number | null; method: number | null }>(
      `UPDATE rv_auto_topups SET quantity = @quantity, invoice_seq = @invoice, payment_method_seq = @method, attempts = attempts + 1
       WHERE seq = @seq AND status = 'pending'`,
    ),
    finish: db.prepare<{ seq: number; status: string; code: string | null; at: number }>(
      "UPDATE rv_auto_topups SET status = @status, failure_code = @code, completed_at = @at WHERE seq = @seq AND status IN ('pending', 'failed')",
    ),
    succeededSince: db.prepare<[number, string, number], number>(
      "SELECT COUNT(*) FROM rv_auto_topups WHERE customer_seq = ? AND feature_id = ? AND status = 'succeeded' AND completed_at > ?",
    ).pluck(),
  };
  return {
    /**
     * Records that a control fired in a period (inside the write of the usage that fired it);
     * false when it had already fired in that period.
     */
    fire: async (customerSeq: number, entitySeq: number | null, control: string, periodStart: number, at: number): Promise<boolean> =>
      q.fire.run(customerSeq, entitySeq ?? 0, control, periodStart, at).changes === 1,

    /** The customer's latest top-up of a feature (any status). */
    lastTopup: async (customerSeq: number, featureId: string) => q.lastTopup.get(customerSeq, featureId),
    /** A new pending top-up; false when one is pending already (one at a time per feature). */
    insertTopup: async (r: NewTopup): Promise<boolean> =>
      q.insertTopup.run(r).changes === 1,
    /** A failed top-up pending again (the card changed or the balance was replenished since). */
    requeue: async (seq: number, quantity: number, granted: number, reset: number | null): Promise<boolean> => q.requeue.run({ seq, quantity, granted, reset }).changes === 1,
    bySeq: async (seq: number) => q.bySeq.get(seq),
    /** The top-up an invoice pays for, if it is one. */
    byInvoice: async (invoiceSeq: number) => q.byInvoice.get(invoiceSeq),
    /** Pending top-ups, oldest first. */
    pending: async (limit: number) => q.pending.all(limit),
    /** The customers with a pending top-up (the job). */
    pendingCustomers: async (limit: number): Promise<number[]> => q.pendingCustomers.all(limit),
    /** A customer's pending top-ups (after its usage committed). */
    pendingOf: async (customerSeq: number) => q.pendingOf.all(customerSeq),
    /** An attempt starts: its invoice, quantity and payment method recorded, attempts counted. */
    attempt: async (seq: number, quantity: number, invoiceSeq: number | null, methodSeq: number | null): Promise<boolean> =>
      q.attempt.run({ seq, quantity, invoice: invoiceSeq, method: methodSeq }).changes === 1,
    /** Ends a pending (or failed, when its invoice is paid later) top-up; false when it had ended otherwise. */
    finish: async (seq: number, status: "succeeded" | "failed" | "canceled", code: string | null, at: number): Promise<boolean> => q.finish.run({ seq, status, code, at }).changes === 1,
    /** Top-ups of the feature that succeeded after `since` (a purchase limit's count). */
    succeededSince: async (customerSeq: number, featureId: string, since: number): Promise<number> => q.succeededSince.get(customerSeq, featureId, since) ?? 0,
  };
}
