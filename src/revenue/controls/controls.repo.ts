/** One auto top-up (a purchase of a billing_controls.auto_topups rule); amounts in micro-units. */
export interface TopupRow {
  seq: number;
  id: string;
  space_id: number;
  customer_seq: number;
  feature_id: string;
  status: "pending" | "succeeded" | "failed" | "canceled";
  quantity: number;
  invoice_seq: number | null;
  attempts: number;
  round: number;
  payment_method_seq: number | null;
  granted_at_queue: number;
  reset_at_queue: number | null;
  failure_code: string | null;
  created_at: number;
  completed_at: number | null;
}

/** A new pending top-up: what the queue records when a rule fires. */
export type NewTopup = Omit<TopupRow, "seq" | "invoice_seq" | "attempts" | "round" | "payment_method_seq" | "failure_code" | "completed_at">;

/** Billing controls that fire: what fired in which period, and auto top-ups. */
export interface ControlsRepo {
  /**
   * Records that a control fired for (customer, entity — null counts as one key, control, period start),
   * inside the write of the usage that fired it; false when it had already fired in that period.
   */
  fire(customerSeq: number, entitySeq: number | null, control: string, periodStart: number, at: number): Promise<boolean>;
  /** The customer's latest top-up of a feature (highest seq, any status), or undefined. */
  lastTopup(customerSeq: number, featureId: string): Promise<TopupRow | undefined>;
  /** A new pending top-up (attempts 0, round 0); false when one is pending already (one at a time per customer and feature). */
  insertTopup(r: NewTopup): Promise<boolean>;
  /** A failed top-up pending again with a new quantity and queue-time figures (attempts 0, round + 1); false unless it was failed. */
  requeue(seq: number, quantity: number, granted: number, reset: number | null): Promise<boolean>;
  /** The top-up of this seq, or undefined. */
  bySeq(seq: number): Promise<TopupRow | undefined>;
  /** The top-up an invoice pays for, or undefined when it is not one. */
  byInvoice(invoiceSeq: number): Promise<TopupRow | undefined>;
  /** Up to `limit` pending top-ups of every space, oldest (lowest seq) first. */
  pending(limit: number): Promise<TopupRow[]>;
  /** Up to `limit` distinct customers with a pending top-up, by customer seq (the job). */
  pendingCustomers(limit: number): Promise<number[]>;
  /** A customer's pending top-ups, oldest first (after its usage committed). */
  pendingOf(customerSeq: number): Promise<TopupRow[]>;
  /** An attempt of a pending top-up starts: its quantity, invoice and payment method recorded, attempts + 1; false unless it is pending. */
  attempt(seq: number, quantity: number, invoiceSeq: number | null, methodSeq: number | null): Promise<boolean>;
  /** Ends a pending (or failed, when its invoice is paid later) top-up at `at`; false when it had ended otherwise. */
  finish(seq: number, status: "succeeded" | "failed" | "canceled", code: string | null, at: number): Promise<boolean>;
  /** How many top-ups of the customer's feature succeeded strictly after `since` (a purchase limit's count). */
  succeededSince(customerSeq: number, featureId: string, since: number): Promise<number>;
}
