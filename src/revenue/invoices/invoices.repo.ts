export type InvoiceStatus = "draft" | "open" | "paid" | "void" | "uncollectible";

/** `issued`: Tandem computed it (a provider may collect it); `recorded`: invoices.insert recorded one issued and collected elsewhere. */
export type InvoiceSource = "issued" | "recorded";

export interface InvoiceRow {
  seq: number;
  id: string;
  space_id: number;
  customer_seq: number;
  number: number;
  status: InvoiceStatus;
  /** `charge_automatically` (a card) or `send_invoice` (invoice_mode). */
  collection: "charge_automatically" | "send_invoice";
  currency: string;
  subtotal: number;
  total: number;
  amount_paid: number;
  refunded: number;
  /** JSON QuoteLine[] */
  lines: string;
  /** JSON string[] */
  plan_ids: string;
  provider: string | null;
  payment_ref: string | null;
  last_error: string | null;
  due_at: number | null;
  paid_at: number | null;
  voided_at: number | null;
  /** JSON PendingChange, or null. */
  pending_change: string | null;
  created_at: number;
  source: InvoiceSource;
  /** The charge attempts that ended without money (payments/attempts.rules): the next charge's idempotency key. */
  charge_attempts: number;
}

/** A new invoice: its attempts start at 0. */
export type NewInvoice = Omit<InvoiceRow, "seq" | "charge_attempts">;

export interface InvoiceListFilter {
  spaceId: number;
  customerSeq?: number;
  statuses?: string[];
  /** Strictly older than this seq. */
  before?: number;
  /** Created at or after this time (Unix ms). */
  createdFrom?: number;
  /** Created strictly before this time (Unix ms). */
  createdBefore?: number;
  /** Only the invoice of this number (a point read of the space's unique (space_id, number)). */
  number?: number;
  limit: number;
}

/**
 * One link of a credit note (an invoice of negative total) and an invoice it refunds, with the
 * invoice at the other end (the note in creditNotesOf, the refunded invoice in refundedBy): how
 * much and why. A credit note of billing (a cancel or a downgrade) may refund several invoices.
 */
export interface CreditNoteRow extends InvoiceRow {
  /** Minor units of the refunded invoice's payment given back (> 0). */
  credited: number;
  credit_reason: string;
  /** The provider's refund of that payment (null: a link recorded before refunds were kept per invoice without one). */
  credit_refund_ref: string | null;
}

/** What invoices.insert changes of an invoice it recorded before. */
export interface RecordedUpdate {
  status: InvoiceStatus;
  currency: string;
  subtotal: number;
  total: number;
  amount_paid: number;
  refunded: number;
  /** JSON string[] */
  plan_ids: string;
  paid_at: number | null;
  voided_at: number | null;
}

/** Invoices (rv_invoices) and their gap-free numbers. */
export interface InvoicesRepo {
  /** The space's next invoice number (1, 2, 3 …), taken in the transaction that uses it: gap-free, since a rollback gives it back. */
  nextNumber(spaceId: number): Promise<number>;
  /** Inserts an invoice; answers its seq. */
  insert(row: NewInvoice): Promise<number>;
  /** By Tandem's id or the provider's payment reference (the first by seq when both match). */
  byId(spaceId: number, id: string): Promise<InvoiceRow | undefined>;
  bySeq(seq: number): Promise<InvoiceRow | undefined>;
  /** The invoice paid through this provider payment reference, if any. */
  byPaymentRef(ref: string): Promise<InvoiceRow | undefined>;
  /** The customer's invoices, newest (highest seq) first, at most `limit` (default 100). */
  ofCustomer(customerSeq: number, limit?: number): Promise<InvoiceRow[]>;
  /** The space's invoices matching the filter, newest first; `before` resumes strictly below a seq. */
  list(f: InvoiceListFilter): Promise<InvoiceRow[]>;
  /** Sets the provider and payment reference (a null keeps the stored one) and the last error (null clears it). */
  setPayment(seq: number, provider: string | null, ref: string | null, error: string | null): Promise<void>;
  /**
   * Ends charge attempt `attempt` (it came back declined or failed): the counter moves to the next
   * attempt when it still is at `attempt`; answers whether it moved (a second report of one attempt moves nothing).
   */
  endAttempt(seq: number, attempt: number): Promise<boolean>;
  /** The customer's draft and open invoices that hold a plan change, newest first. */
  pendingOf(customerSeq: number): Promise<InvoiceRow[]>;
  /** Open, uncollectible or draft → paid (amount_paid = total, error cleared, ref kept when null); answers whether it changed (a second report of one payment changes nothing). */
  markPaid(seq: number, at: number, ref: string | null): Promise<boolean>;
  /** Open or draft → void (its pending change dropped); answers whether it changed. */
  void(seq: number, at: number): Promise<boolean>;
  /** Drops the invoice's pending plan change. */
  clearPending(seq: number): Promise<void>;
  /** The customer's paid invoices of more than 0 through a provider that paid for `planId`, created at or after `since`, newest first (refunds go back to them). */
  providerPayments(customerSeq: number, planId: string, since: number, limit: number): Promise<InvoiceRow[]>;
  /** Whether the customer has paid an invoice of more than 0 (a promotion code's `first_time_transaction`). */
  hasPaid(customerSeq: number): Promise<boolean>;
  /**
   * Updates an invoice recorded by invoices.insert (source `recorded`, payment_ref the issuer's id) to
   * what its issuer reports now; an invoice Tandem issued is never changed (false).
   */
  updateRecorded(seq: number, u: RecordedUpdate): Promise<boolean>;
  /** Records a refund of `amount` (minor units) of a paid invoice; false (nothing changed) when it would refund more than was paid. */
  addRefunded(seq: number, amount: number): Promise<boolean>;
  /** Records `noteSeq` as a credit note giving back `amount` (minor units, > 0) of invoice `invoiceSeq`'s payment, by the provider's refund `refundRef`; once per (note, invoice). */
  linkCreditNote(noteSeq: number, invoiceSeq: number, amount: number, reason: string, refundRef: string, at: number): Promise<void>;
  /** The credit notes of an invoice, oldest first (at most 100: a refund needs a payment left to refund). */
  creditNotesOf(invoiceSeq: number): Promise<CreditNoteRow[]>;
  /** The invoices a credit note refunds, oldest first (none: not a credit note; at most 100: billing spreads a refund over at most 10 payments). */
  refundedBy(noteSeq: number): Promise<CreditNoteRow[]>;
}
