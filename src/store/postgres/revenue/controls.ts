import type { ControlsRepo, NewTopup, TopupRow } from "../../../revenue/controls/controls.repo.js";
import { type PgConn, stmt } from "../conn.js";

const q = {
  fire: stmt(
    "controls.fire",
    "INSERT INTO rv_controls_fired (customer_seq, entity_seq, control, period_start, fired_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
  ),
  lastTopup: stmt<TopupRow>("controls.lastTopup", "SELECT * FROM rv_auto_topups WHERE customer_seq = $1 AND feature_id = $2 ORDER BY seq DESC LIMIT 1"),
  // One pending per (customer, feature): rv_auto_topups_one_pending; a concurrent second insert waits for the first and does nothing.
  insertTopup: stmt(
    "controls.insertTopup",
    `INSERT INTO rv_auto_topups (id, space_id, customer_seq, feature_id, status, quantity, granted_at_queue, reset_at_queue, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
  ),
  requeue: stmt(
    "controls.requeue",
    `UPDATE rv_auto_topups SET status = 'pending', quantity = $2, granted_at_queue = $3, reset_at_queue = $4, failure_code = NULL,
       completed_at = NULL, attempts = 0, round = round + 1 WHERE seq = $1 AND status = 'failed'`,
  ),
  // A top-up's attempt reads it, decides and writes (topups.service prepare): the row is locked until
  // the unit ends, so a second unit on the same top-up waits and then reads what the first wrote.
  bySeq: stmt<TopupRow>("controls.bySeq", "SELECT * FROM rv_auto_topups WHERE seq = $1 FOR UPDATE"),
  byInvoice: stmt<TopupRow>("controls.byInvoice", "SELECT * FROM rv_auto_topups WHERE invoice_seq = $1 FOR UPDATE"),
  pending: stmt<TopupRow>("controls.pending", "SELECT * FROM rv_auto_topups WHERE status = 'pending' ORDER BY seq LIMIT $1"),
  pendingCustomers: stmt<{ customer_seq: number }>(
    "controls.pendingCustomers",
    "SELECT DISTINCT customer_seq FROM rv_auto_topups WHERE status = 'pending' ORDER BY customer_seq LIMIT $1",
  ),
  pendingOf: stmt<TopupRow>("controls.pendingOf", "SELECT * FROM rv_auto_topups WHERE status = 'pending' AND customer_seq = $1 ORDER BY seq"),
  // Conditional updates: under READ COMMITTED a second unit waits for the row and re-checks the status.
  attempt: stmt(
    "controls.attempt",
    "UPDATE rv_auto_topups SET quantity = $2, invoice_seq = $3, payment_method_seq = $4, attempts = attempts + 1 WHERE seq = $1 AND status = 'pending'",
  ),
  finish: stmt(
    "controls.finish",
    "UPDATE rv_auto_topups SET status = $2, failure_code = $3, completed_at = $4 WHERE seq = $1 AND status IN ('pending', 'failed')",
  ),
  succeededSince: stmt<{ n: number }>(
    "controls.succeededSince",
    "SELECT count(*) AS n FROM rv_auto_topups WHERE customer_seq = $1 AND feature_id = $2 AND status = 'succeeded' AND completed_at > $3",
  ),
};

/** All SQL of billing controls that fire: what fired in which period, and auto top-ups. */
export function controlsRepo(c: PgConn): ControlsRepo {
  return {
    // No entity is one key of its own (0: entity seqs start at 1).
    fire: async (customerSeq, entitySeq, control, periodStart, at) => (await q.fire.run(c, customerSeq, entitySeq ?? 0, control, periodStart, at)) === 1,
    lastTopup: (customerSeq, featureId) => q.lastTopup.one(c, customerSeq, featureId),
    insertTopup: async (r: NewTopup) =>
      (await q.insertTopup.run(c, r.id, r.space_id, r.customer_seq, r.feature_id, r.status, r.quantity, r.granted_at_queue, r.reset_at_queue, r.created_at)) === 1,
    requeue: async (seq, quantity, granted, reset) => (await q.requeue.run(c, seq, quantity, granted, reset)) === 1,
    bySeq: (seq) => q.bySeq.one(c, seq),
    byInvoice: (invoiceSeq) => q.byInvoice.one(c, invoiceSeq),
    pending: (limit) => q.pending.all(c, limit),
    pendingCustomers: async (limit) => (await q.pendingCustomers.all(c, limit)).map((r) => r.customer_seq),
    pendingOf: (customerSeq) => q.pendingOf.all(c, customerSeq),
    attempt: async (seq, quantity, invoiceSeq, methodSeq) => (await q.attempt.run(c, seq, quantity, invoiceSeq, methodSeq)) === 1,
    finish: async (seq, status, code, at) => (await q.finish.run(c, seq, status, code, at)) === 1,
    succeededSince: async (customerSeq, featureId, since) => (await q.succeededSince.one(c, customerSeq, featureId, since))?.n ?? 0,
  };
}
