export interface PaymentMethodRow {
  seq: number;
  space_id: number;
  customer_seq: number;
  provider: string;
  provider_id: string;
  type: string;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  is_default: number;
  created_at: number;
}

export interface CheckoutSessionRow {
  seq: number;
  id: string;
  space_id: number;
  customer_seq: number;
  mode: "payment" | "setup";
  invoice_seq: number | null;
  status: "open" | "complete" | "expired";
  provider: string;
  provider_session_id: string | null;
  success_url: string | null;
  plan_name: string | null;
  /** JSON { providerPaymentMethodId, card } of a card waiting for 3-D Secure. */
  auth: string | null;
  last_error: string | null;
  expires_at: number;
  created_at: number;
  /** Where the provider sends the customer (set once the provider started the session). */
  provider_url?: string | null;
}

/** Money collected for a change that no longer applied: refunded through its provider. */
export interface RefundDueRow {
  seq: number;
  space_id: number;
  customer_seq: number;
  invoice_seq: number;
  provider: string;
  payment_ref: string;
  amount: number;
  currency: string;
  credit_note: number;
  reason: string;
  status: "due" | "done";
  refund_ref: string | null;
  attempts: number;
  last_error: string | null;
  created_at: number;
}

export type TokenKind = "checkout" | "portal" | "invoice";

export interface PageTokenRow {
  hash: string;
  kind: TokenKind;
  space_id: number;
  customer_seq: number;
  ref: string | null;
  return_url: string | null;
  expires_at: number;
  created_at: number;
}

export type NewRefundDue = Omit<RefundDueRow, "seq" | "status" | "refund_ref" | "attempts" | "last_error">;

/** A stored exchange rate (`rate`: a decimal string). */
export interface FxRateRow {
  from_currency: string;
  to_currency: string;
  rate: string;
  updated_at: number;
}

/** Payment methods, provider customers, checkout sessions, refunds owed, page tokens, link secrets and FX rates. */
export interface PaymentsRepo {
  /** The customer's saved methods, the default first, then newest first. */
  methods(customerSeq: number): Promise<PaymentMethodRow[]>;
  method(customerSeq: number, providerId: string): Promise<PaymentMethodRow | undefined>;
  /** The customer's default method, if any. */
  defaultMethod(customerSeq: number): Promise<PaymentMethodRow | undefined>;
  /** Saves a method (one already saved under (customer, provider_id) is kept as it was); `makeDefault` makes it the one renewals charge, the only default. */
  saveMethod(row: Omit<PaymentMethodRow, "seq" | "is_default">, makeDefault: boolean): Promise<void>;
  /** Makes this method the customer's only default. */
  setDefault(customerSeq: number, providerId: string): Promise<void>;
  /** Deletes a method; answers whether there was one. */
  deleteMethod(customerSeq: number, providerId: string): Promise<boolean>;
  /** The customer's id at the provider, or null. */
  providerCustomer(customerSeq: number, provider: string): Promise<string | null>;
  /** Sets (inserts or replaces) the customer's id at the provider. */
  setProviderCustomer(customerSeq: number, provider: string, id: string): Promise<void>;
  /** Inserts a checkout session; answers its seq. */
  insertSession(row: Omit<CheckoutSessionRow, "seq">): Promise<number>;
  session(id: string): Promise<CheckoutSessionRow | undefined>;
  sessionByProvider(providerSessionId: string): Promise<CheckoutSessionRow | undefined>;
  /** Records the provider's session and where it sends the customer. */
  setProviderSession(seq: number, providerSessionId: string, url: string): Promise<void>;
  /** The invoice's newest open payment session of `provider` that was handed to it (has a URL) and expires strictly after `now`, if any. */
  openSessionOf(invoiceSeq: number, provider: string, now: number): Promise<CheckoutSessionRow | undefined>;
  /** Closes the open sessions of an invoice (voided or superseded). */
  expireSessionsOf(invoiceSeq: number): Promise<void>;
  /** Owes a refund (status due); a second one for the same (invoice, payment_ref) is ignored. */
  insertRefundDue(row: NewRefundDue): Promise<void>;
  /** Refunds still owed, oldest first, at most `limit` (default 100): of one customer, or of every customer (null). */
  refundsDue(customerSeq: number | null, limit?: number): Promise<RefundDueRow[]>;
  /** Every refund of an invoice, due or done, oldest first. */
  refundsOfInvoice(invoiceSeq: number): Promise<RefundDueRow[]>;
  /** Due → done with the provider's refund reference (error cleared); false when it was not due. */
  refundDone(seq: number, refundRef: string): Promise<boolean>;
  /** Counts a failed attempt and keeps its error. */
  refundFailed(seq: number, error: string): Promise<void>;
  /** Sets a session's status, 3-D Secure state and last error. */
  setSessionState(seq: number, status: CheckoutSessionRow["status"], auth: string | null, error: string | null): Promise<void>;
  /** Stores a page token; one with the same hash is kept as it was. */
  insertToken(row: PageTokenRow): Promise<void>;
  /** The token of this hash and kind (expired ones too: the caller checks), if any. */
  token(hash: string, kind: TokenKind): Promise<PageTokenRow | undefined>;
  /** Deletes tokens that expired strictly before `now`; answers how many. */
  pruneTokens(now: number): Promise<number>;
  /** The space's secret for signed links, or null. */
  linkSecret(spaceId: number): Promise<string | null>;
  /** Stores the space's link secret unless it has one (the first one stays). */
  insertLinkSecret(spaceId: number, secret: string): Promise<void>;
  /** The stored rate from → to, or null. */
  rate(from: string, to: string): Promise<string | null>;
  /** Sets (inserts or replaces) a rate. */
  setRate(from: string, to: string, rate: string, at: number): Promise<void>;
  /** Deletes a rate; answers whether there was one. */
  deleteRate(from: string, to: string): Promise<boolean>;
  /** Every stored rate, by from then to currency. */
  rates(): Promise<FxRateRow[]>;
  /** Fixes the customer's currency at its first paid change (later calls change nothing). */
  fixBillingCurrency(customerSeq: number, currency: string): Promise<void>;
  /** The space's mode ("test" when there is no such space). */
  spaceMode(spaceId: number): Promise<"test" | "live">;
  /** The customer's fixed billing currency, or null. */
  billingCurrency(customerSeq: number): Promise<string | null>;
}
