import type { CreditNoteRow, InvoiceListFilter, InvoiceRow, InvoicesRepo } from "../../../revenue/invoices/invoices.repo.js";
import { listStmt, type PgConn, stmt } from "../conn.js";

const q = {
  // The space's counter row: the upsert holds it until the unit ends, so a second unit numbering an
  // invoice of the space waits for the first to commit (or roll back, giving the number back).
  nextNumber: stmt<{ value: number }>(
    "invoices.nextNumber",
    `INSERT INTO rv_counters (space_id, name, value) VALUES ($1, 'invoice', 1)
     ON CONFLICT (space_id, name) DO UPDATE SET value = rv_counters.value + 1 RETURNING value`,
  ),
  insert: stmt<{ seq: number }>(
    "invoices.insert",
    `INSERT INTO rv_invoices (id, space_id, customer_seq, number, status, collection, currency, subtotal, total, amount_paid,
       refunded, lines, plan_ids, provider, payment_ref, last_error, due_at, paid_at, voided_at, pending_change, created_at, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)
     RETURNING seq`,
  ),
  byId: stmt<InvoiceRow>("invoices.byId", "SELECT * FROM rv_invoices WHERE space_id = $1 AND (id = $2 OR payment_ref = $2) ORDER BY seq LIMIT 1"),
  bySeq: stmt<InvoiceRow>("invoices.bySeq", "SELECT * FROM rv_invoices WHERE seq = $1"),
  byPaymentRef: stmt<InvoiceRow>("invoices.byPaymentRef", "SELECT * FROM rv_invoices WHERE payment_ref = $1"),
  ofCustomer: stmt<InvoiceRow>("invoices.ofCustomer", "SELECT * FROM rv_invoices WHERE customer_seq = $1 ORDER BY seq DESC LIMIT $2"),
  list: listStmt<InvoiceRow>("invoices.list", "SELECT * FROM rv_invoices", "seq DESC"),
  setPayment: stmt(
    "invoices.setPayment",
    "UPDATE rv_invoices SET provider = coalesce($2, provider), payment_ref = coalesce($3, payment_ref), last_error = $4 WHERE seq = $1",
  ),
  endAttempt: stmt("invoices.endAttempt", "UPDATE rv_invoices SET charge_attempts = charge_attempts + 1 WHERE seq = $1 AND charge_attempts = $2"),
  markPaid: stmt(
    "invoices.markPaid",
    `UPDATE rv_invoices SET status = 'paid', amount_paid = total, paid_at = $2, payment_ref = coalesce($3, payment_ref), last_error = NULL
     WHERE seq = $1 AND status IN ('open', 'uncollectible', 'draft')`,
  ),
  void: stmt("invoices.void", "UPDATE rv_invoices SET status = 'void', voided_at = $2, pending_change = NULL WHERE seq = $1 AND status IN ('open', 'draft')"),
  clearPending: stmt("invoices.clearPending", "UPDATE rv_invoices SET pending_change = NULL WHERE seq = $1"),
  pendingOf: stmt<InvoiceRow>(
    "invoices.pendingOf",
    "SELECT * FROM rv_invoices WHERE customer_seq = $1 AND pending_change IS NOT NULL AND status IN ('open', 'draft') ORDER BY seq DESC",
  ),
  // Invoices that paid for a plan through a provider since a time, newest first (refunds go back to
  // them); `?` is jsonb's "has this string as a top-level element".
  providerPayments: stmt<InvoiceRow>(
    "invoices.providerPayments",
    `SELECT * FROM rv_invoices WHERE customer_seq = $1 AND status = 'paid' AND total > 0 AND provider IS NOT NULL
       AND payment_ref IS NOT NULL AND created_at >= $3 AND plan_ids::jsonb ? $2
     ORDER BY seq DESC LIMIT $4`,
  ),
  hasPaid: stmt<{ found: boolean }>("invoices.hasPaid", "SELECT EXISTS (SELECT 1 FROM rv_invoices WHERE customer_seq = $1 AND status = 'paid' AND total > 0) AS found"),
  updateRecorded: stmt(
    "invoices.updateRecorded",
    `UPDATE rv_invoices SET status = $2, currency = $3, subtotal = $4, total = $5, amount_paid = $6, refunded = $7, plan_ids = $8,
       paid_at = $9, voided_at = $10
     WHERE seq = $1 AND source = 'recorded'`,
  ),
  addRefunded: stmt("invoices.addRefunded", "UPDATE rv_invoices SET refunded = refunded + $2 WHERE seq = $1 AND refunded + $2 <= amount_paid"),
  linkCreditNote: stmt("invoices.linkCreditNote", "INSERT INTO rv_credit_notes (note_seq, invoice_seq, amount, reason, refund_ref, created_at) VALUES ($1, $2, $3, $4, $5, $6)"),
  creditNotesOf: stmt<CreditNoteRow>(
    "invoices.creditNotesOf",
    `SELECT i.*, n.amount AS credited, n.reason AS credit_reason, n.refund_ref AS credit_refund_ref FROM rv_credit_notes n JOIN rv_invoices i ON i.seq = n.note_seq
     WHERE n.invoice_seq = $1 ORDER BY n.note_seq LIMIT 100`,
  ),
  refundedBy: stmt<CreditNoteRow>(
    "invoices.refundedBy",
    `SELECT i.*, n.amount AS credited, n.reason AS credit_reason, n.refund_ref AS credit_refund_ref FROM rv_credit_notes n JOIN rv_invoices i ON i.seq = n.invoice_seq
     WHERE n.note_seq = $1 ORDER BY n.invoice_seq LIMIT 100`,
  ),
};

/** All SQL of invoices and their gap-free numbers. */
export function invoicesRepo(c: PgConn): InvoicesRepo {
  return {
    nextNumber: async (spaceId) => (await q.nextNumber.one(c, spaceId))!.value,
    insert: async (r) =>
      (await q.insert.one(c, r.id, r.space_id, r.customer_seq, r.number, r.status, r.collection, r.currency, r.subtotal, r.total, r.amount_paid,
        r.refunded, r.lines, r.plan_ids, r.provider, r.payment_ref, r.last_error, r.due_at, r.paid_at, r.voided_at, r.pending_change, r.created_at, r.source))!.seq,
    byId: (spaceId, id) => q.byId.one(c, spaceId, id),
    bySeq: (seq) => q.bySeq.one(c, seq),
    byPaymentRef: (ref) => q.byPaymentRef.one(c, ref),
    ofCustomer: (customerSeq, limit = 100) => q.ofCustomer.all(c, customerSeq, limit),
    list: (f: InvoiceListFilter) =>
      q.list(
        c,
        [
          ["space_id = ?", f.spaceId],
          f.customerSeq != null && ["customer_seq = ?", f.customerSeq],
          f.statuses != null && ["status = ANY (?::text[])", f.statuses],
          f.before != null && ["seq < ?", f.before],
          f.createdFrom != null && ["created_at >= ?", f.createdFrom],
          f.createdBefore != null && ["created_at < ?", f.createdBefore],
          f.number != null && ["number = ?", f.number],
        ],
        f.limit,
      ),
    setPayment: async (seq, provider, ref, error) => void (await q.setPayment.run(c, seq, provider, ref, error)),
    endAttempt: async (seq, attempt) => (await q.endAttempt.run(c, seq, attempt)) === 1,
    pendingOf: (customerSeq) => q.pendingOf.all(c, customerSeq),
    markPaid: async (seq, at, ref) => (await q.markPaid.run(c, seq, at, ref)) === 1,
    void: async (seq, at) => (await q.void.run(c, seq, at)) === 1,
    clearPending: async (seq) => void (await q.clearPending.run(c, seq)),
    providerPayments: (customerSeq, planId, since, limit) => q.providerPayments.all(c, customerSeq, planId, since, limit),
    hasPaid: async (customerSeq) => (await q.hasPaid.one(c, customerSeq))!.found,
    updateRecorded: async (seq, u) =>
      (await q.updateRecorded.run(c, seq, u.status, u.currency, u.subtotal, u.total, u.amount_paid, u.refunded, u.plan_ids, u.paid_at, u.voided_at)) === 1,
    addRefunded: async (seq, amount) => (await q.addRefunded.run(c, seq, amount)) === 1,
    linkCreditNote: async (noteSeq, invoiceSeq, amount, reason, refundRef, at) => void (await q.linkCreditNote.run(c, noteSeq, invoiceSeq, amount, reason, refundRef, at)),
    creditNotesOf: (invoiceSeq) => q.creditNotesOf.all(c, invoiceSeq),
    refundedBy: (noteSeq) => q.refundedBy.all(c, noteSeq),
  };
}
