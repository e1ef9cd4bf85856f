import type { Db } from "../../../platform/db/database.js";
import { listQuery } from "../../../platform/db/list-query.js";
import type { CreditNoteRow, InvoiceListFilter, InvoiceRow, InvoicesRepo, NewInvoice, RecordedUpdate } from "../../../revenue/invoices/invoices.repo.js";

/** All SQL of invoices and their gap-free numbers. */
export function invoicesRepo(db: Db): InvoicesRepo {
  const list = listQuery<InvoiceRow>(db, "SELECT * FROM rv_invoices", "seq DESC");
  const q = {
    nextNumber: db.prepare<[number], { value: number }>(
      `INSERT INTO rv_counters (space_id, name, value) VALUES (?, 'invoice', 1)
       ON CONFLICT (space_id, name) DO UPDATE SET value = value + 1 RETURNING value`,
    ),
    insert: db.prepare<NewInvoice, { seq: number }>(
      `INSERT INTO rv_invoices (id, space_id, customer_seq, number, status, collection, currency, subtotal, total, amount_paid,
         refunded, lines, plan_ids, provider, payment_ref, last_error, due_at, paid_at, voided_at, pending_change, created_at, source)
       VALUES (@id, @space_id, @customer_seq, @number, @status, @collection, @currency, @subtotal, @total, @amount_paid,
         @refunded, @lines, @plan_ids, @provider, @payment_ref, @last_error, @due_at, @paid_at, @voided_at, @pending_change, @created_at, @source)
       RETURNING seq`,
    ),
    byId: db.prepare<[number, string, string], InvoiceRow>("SELECT * FROM rv_invoices WHERE space_id = ? AND (id = ? OR payment_ref = ?) ORDER BY seq LIMIT 1"),
    bySeq: db.prepare<[number], InvoiceRow>("SELECT * FROM rv_invoices WHERE seq = ?"),
    byPaymentRef: db.prepare<[string], InvoiceRow>("SELECT * FROM rv_invoices WHERE payment_ref = ?"),
    ofCustomer: db.prepare<[number, number], InvoiceRow>("SELECT * FROM rv_invoices WHERE customer_seq = ? ORDER BY seq DESC LIMIT ?"),
    setPayment: db.prepare<[string | null, string | null, string | null, number]>("UPDATE rv_invoices SET provider = coalesce(?, provider), payment_ref = coalesce(?, payment_ref), last_error = ? WHERE seq = ?"),
    endAttempt: db.prepare<[number, number]>("UPDATE rv_invoices SET charge_attempts = charge_attempts + 1 WHERE seq = ? AND charge_attempts = ?"),
    markPaid: db.prepare<[number, string | null, number]>(
      "UPDATE rv_invoices SET status = 'paid', amount_paid = total, paid_at = ?, payment_ref = coalesce(?, payment_ref), last_error = NULL WHERE seq = ? AND status IN ('open', 'uncollectible', 'draft')",
    ),
    void: db.prepare<[number, number]>("UPDATE rv_invoices SET status = 'void', voided_at = ?, pending_change = NULL WHERE seq = ? AND status IN ('open', 'draft')"),
    clearPending: db.prepare<[number]>("UPDATE rv_invoices SET pending_change = NULL WHERE seq = ?"),
    pendingOf: db.prepare<[number], InvoiceRow>(
      "SELECT * FROM rv_invoices WHERE customer_seq = ? AND pending_change IS NOT NULL AND status IN ('open', 'draft') ORDER BY seq DESC",
    ),
    /** Invoices that paid for `plan` through a provider since a time, newest first (refunds go back to them). */
    providerPayments: db.prepare<{ customer: number; plan: string; since: number; limit: number }, InvoiceRow>(
      `SELECT * FROM rv_invoices WHERE customer_seq = @customer AND status = 'paid' AND total > 0 AND provider IS NOT NULL
         AND payment_ref IS NOT NULL AND created_at >= @since AND EXISTS (SELECT 1 FROM json_each(plan_ids) WHERE value = @plan)
       ORDER BY seq DESC LIMIT @limit`,
    ),
    hasPaid: db.prepare<[number], { found: number }>("SELECT EXISTS (SELECT 1 FROM rv_invoices WHERE customer_seq = ? AND status = 'paid' AND total > 0) AS found"),
    updateRecorded: db.prepare<RecordedUpdate & { seq: number }>(
      `UPDATE rv_invoices SET status = @status, currency = @currency, subtotal = @subtotal, total = @total, amount_paid = @amount_paid,
         refunded = @refunded, plan_ids = @plan_ids, paid_at = @paid_at, voided_at = @voided_at
       WHERE seq = @seq AND source = 'recorded'`,
    ),
    addRefunded: db.prepare<[number, number, number]>("UPDATE rv_invoices SET refunded = refunded + ? WHERE seq = ? AND refunded + ? <= amount_paid"),
    linkCreditNote: db.prepare<[number, number, number, string, string, number]>(
      "INSERT INTO rv_credit_notes (note_seq, invoice_seq, amount, reason, refund_ref, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    ),
    creditNotesOf: db.prepare<[number], CreditNoteRow>(
      `SELECT i.*, n.amount AS credited, n.reason AS credit_reason, n.refund_ref AS credit_refund_ref FROM rv_credit_notes n JOIN rv_invoices i ON i.seq = n.note_seq
       WHERE n.invoice_seq = ? ORDER BY n.note_seq LIMIT 100`,
    ),
    refundedBy: db.prepare<[number], CreditNoteRow>(
      `SELECT i.*, n.amount AS credited, n.reason AS credit_reason, n.refund_ref AS credit_refund_ref FROM rv_credit_notes n JOIN rv_invoices i ON i.seq = n.invoice_seq
       WHERE n.note_seq = ? ORDER BY n.invoice_seq LIMIT 100`,
    ),
  };
  return {
    nextNumber: async (spaceId: number): Promise<number> => q.nextNumber.get(spaceId)!.value,
    insert: async (row: NewInvoice): Promise<number> => q.insert.get(row)!.seq,
    byId: async (spaceId: number, id: string) => q.byId.get(spaceId, id, id),
    bySeq: async (seq: number) => q.bySeq.get(seq),
    byPaymentRef: async (ref: string) => q.byPaymentRef.get(ref),
    ofCustomer: async (customerSeq: number, limit = 100) => q.ofCustomer.all(customerSeq, limit),
    // Only the filters given, so that the planner sees them (rv_invoices_by_created for a created range).
    list: async (f: InvoiceListFilter) =>
      list(
        [
          ["space_id = @space", { space: f.spaceId }],
          f.customerSeq != null && ["customer_seq = @customer", { customer: f.customerSeq }],
          f.statuses != null && ["status IN (SELECT value FROM json_each(@statuses))", { statuses: JSON.stringify(f.statuses) }],
          f.before != null && ["seq < @before", { before: f.before }],
          f.createdFrom != null && ["created_at >= @from", { from: f.createdFrom }],
          f.createdBefore != null && ["created_at < @until", { until: f.createdBefore }],
          f.number != null && ["number = @number", { number: f.number }],
        ],
        f.limit,
      ),
    setPayment: async (seq: number, provider: string | null, ref: string | null, error: string | null) => void q.setPayment.run(provider, ref, error, seq),
    endAttempt: async (seq: number, attempt: number): Promise<boolean> => q.endAttempt.run(seq, attempt).changes === 1,
    pendingOf: async (customerSeq: number) => q.pendingOf.all(customerSeq),
    markPaid: async (seq: number, at: number, ref: string | null): Promise<boolean> => q.markPaid.run(at, ref, seq).changes === 1,
    void: async (seq: number, at: number): Promise<boolean> => q.void.run(at, seq).changes === 1,
    clearPending: async (seq: number) => void q.clearPending.run(seq),
    providerPayments: async (customerSeq: number, planId: string, since: number, limit: number) => q.providerPayments.all({ customer: customerSeq, plan: planId, since, limit }),
    hasPaid: async (customerSeq: number): Promise<boolean> => q.hasPaid.get(customerSeq)!.found === 1,
    updateRecorded: async (seq: number, u: RecordedUpdate): Promise<boolean> => q.updateRecorded.run({ ...u, seq }).changes === 1,
    addRefunded: async (seq: number, amount: number): Promise<boolean> => q.addRefunded.run(amount, seq, amount).changes === 1,
    linkCreditNote: async (noteSeq: number, invoiceSeq: number, amount: number, reason: string, refundRef: string, at: number) => void q.linkCreditNote.run(noteSeq, invoiceSeq, amount, reason, refundRef, at),
    creditNotesOf: async (invoiceSeq: number) => q.creditNotesOf.all(invoiceSeq),
    refundedBy: async (noteSeq: number) => q.refundedBy.all(noteSeq),
  };
}
