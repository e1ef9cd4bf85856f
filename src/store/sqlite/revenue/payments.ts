import type { Db } from "../../../platform/db/database.js";
import type {
  CheckoutSessionRow,
  FxRateRow,
  NewRefundDue,
  PageTokenRow,
  PaymentMethodRow,
  PaymentsRepo,
  RefundDueRow,
  TokenKind,
} from "../../../revenue/payments/payments.repo.js";

/** All SQL of payment methods, provider customers, checkout sessions, page tokens and FX rates. */
export function paymentsRepo(db: Db): PaymentsRepo {
  const q = {
    methods: db.prepare<[number], PaymentMethodRow>("SELECT * FROM rv_payment_methods WHERE customer_seq = ? ORDER BY is_default DESC, seq DESC"),
    method: db.prepare<[number, string], PaymentMethodRow>("SELECT * FROM rv_payment_methods WHERE customer_seq = ? AND provider_id = ?"),
    defaultMethod: db.prepare<[number], PaymentMethodRow>("SELECT * FROM rv_payment_methods WHERE customer_seq = ? AND is_default = 1"),
    insertMethod: db.prepare<Omit<PaymentMethodRow, "seq">>(
      `INSERT INTO rv_payment_methods (space_id, customer_seq, provider, provider_id, type, brand, last4, exp_month, exp_year, is_default, created_at)
       VALUES (@space_id, @customer_seq, @provider, @provider_id, @type, @brand, @last4, @exp_month, @exp_year, @is_default, @created_at)
       ON CONFLICT (customer_seq, provider_id) DO NOTHING`,
    ),
    clearDefault: db.prepare<[number]>("UPDATE rv_payment_methods SET is_default = 0 WHERE customer_seq = ? AND is_default = 1"),
    setDefault: db.prepare<[number, string]>("UPDATE rv_payment_methods SET is_default = 1 WHERE customer_seq = ? AND provider_id = ?"),
    deleteMethod: db.prepare<[number, string]>("DELETE FROM rv_payment_methods WHERE customer_seq = ? AND provider_id = ?"),
    providerCustomer: db.prepare<[number, string], { provider_customer_id: string }>(
      "SELECT provider_customer_id FROM rv_provider_customers WHERE customer_seq = ? AND provider = ?",
    ),
    setProviderCustomer: db.prepare<[number, string, string]>(
      "INSERT INTO rv_provider_customers (customer_seq, provider, provider_customer_id) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET provider_customer_id = excluded.provider_customer_id",
    ),
    insertSession: db.prepare<Omit<CheckoutSessionRow, "seq">, { seq: number }>(
      `INSERT INTO rv_checkout_sessions (id, space_id, customer_seq, mode, invoice_seq, status, provider, provider_session_id, success_url,
         plan_name, auth, last_error, expires_at, created_at)
       VALUES (@id, @space_id, @customer_seq, @mode, @invoice_seq, @status, @provider, @provider_session_id, @success_url,
         @plan_name, @auth, @last_error, @expires_at, @created_at) RETURNING seq`,
    ),
    session: db.prepare<[string], CheckoutSessionRow>("SELECT * FROM rv_checkout_sessions WHERE id = ?"),
    sessionByProvider: db.prepare<[string], CheckoutSessionRow>("SELECT * FROM rv_checkout_sessions WHERE provider_session_id = ?"),
    setProviderSession: db.prepare<[string, string, number]>("UPDATE rv_checkout_sessions SET provider_session_id = ?, provider_url = ? WHERE seq = ?"),
    openSessionOf: db.prepare<[number, string, number], CheckoutSessionRow>(
      `SELECT * FROM rv_checkout_sessions WHERE invoice_seq = ? AND provider = ? AND mode = 'payment' AND status = 'open'
         AND provider_url IS NOT NULL AND expires_at > ? ORDER BY seq DESC LIMIT 1`,
    ),
    expireSessionsOf: db.prepare<[number]>("UPDATE rv_checkout_sessions SET status = 'expired' WHERE invoice_seq = ? AND status = 'open'"),
    insertRefundDue: db.prepare<NewRefundDue>(
      `INSERT INTO rv_refunds_due (space_id, customer_seq, invoice_seq, provider, payment_ref, amount, currency, credit_note, reason, status, created_at)
       VALUES (@space_id, @customer_seq, @invoice_seq, @provider, @payment_ref, @amount, @currency, @credit_note, @reason, 'due', @created_at)
       ON CONFLICT (invoice_seq, payment_ref) DO NOTHING`,
    ),
    refundsDue: db.prepare<{ customer: number | null; limit: number }, RefundDueRow>(
      "SELECT * FROM rv_refunds_due WHERE status = 'due' AND (@customer IS NULL OR customer_seq = @customer) ORDER BY seq LIMIT @limit",
    ),
    refundsOfInvoice: db.prepare<[number], RefundDueRow>("SELECT * FROM rv_refunds_due WHERE invoice_seq = ? ORDER BY seq"),
    refundDone: db.prepare<[string, number]>("UPDATE rv_refunds_due SET status = 'done', refund_ref = ?, last_error = NULL WHERE seq = ? AND status = 'due'"),
    refundFailed: db.prepare<[string, number]>("UPDATE rv_refunds_due SET attempts = attempts + 1, last_error = ? WHERE seq = ?"),
    setSessionState: db.prepare<[string, string | null, string | null, number]>("UPDATE rv_checkout_sessions SET status = ?, auth = ?, last_error = ? WHERE seq = ?"),
    insertToken: db.prepare<PageTokenRow>(
      `INSERT INTO rv_page_tokens (hash, kind, space_id, customer_seq, ref, return_url, expires_at, created_at)
       VALUES (@hash, @kind, @space_id, @customer_seq, @ref, @return_url, @expires_at, @created_at) ON CONFLICT (hash) DO NOTHING`,
    ),
    token: db.prepare<[string, string], PageTokenRow>("SELECT * FROM rv_page_tokens WHERE hash = ? AND kind = ?"),
    pruneTokens: db.prepare<[number]>("DELETE FROM rv_page_tokens WHERE expires_at < ?"),
    linkSecret: db.prepare<[number], { secret: string }>("SELECT secret FROM rv_link_secrets WHERE space_id = ?"),
    insertLinkSecret: db.prepare<[number, string]>("INSERT INTO rv_link_secrets (space_id, secret) VALUES (?, ?) ON CONFLICT DO NOTHING"),
    rate: db.prepare<[string, string], { rate: string }>("SELECT rate FROM rv_fx_rates WHERE from_currency = ? AND to_currency = ?"),
    setRate: db.prepare<[string, string, string, number]>(
      "INSERT INTO rv_fx_rates (from_currency, to_currency, rate, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET rate = excluded.rate, updated_at = excluded.updated_at",
    ),
    deleteRate: db.prepare<[string, string]>("DELETE FROM rv_fx_rates WHERE from_currency = ? AND to_currency = ?"),
    rates: db.prepare<[], FxRateRow>("SELECT * FROM rv_fx_rates ORDER BY from_currency, to_currency"),
    setBillingCurrency: db.prepare<[string, number]>("UPDATE rv_customers SET billing_currency = ? WHERE seq = ? AND billing_currency IS NULL"),
    spaceMode: db.prepare<[number], { mode: "test" | "live" }>("SELECT mode FROM spaces WHERE id = ?"),
    billingCurrency: db.prepare<[number], { billing_currency: string | null }>("SELECT billing_currency FROM rv_customers WHERE seq = ?"),
  };
  return {
    methods: async (customerSeq: number) => q.methods.all(customerSeq),
    method: async (customerSeq: number, providerId: string) => q.method.get(customerSeq, providerId),
    defaultMethod: async (customerSeq: number) => q.defaultMethod.get(customerSeq),
    async saveMethod(row: Omit<PaymentMethodRow, "seq" | "is_default">, makeDefault: boolean): Promise<void> {
      q.insertMethod.run({ ...row, is_default: 0 });
      if (makeDefault) {
        q.clearDefault.run(row.customer_seq);
        q.setDefault.run(row.customer_seq, row.provider_id);
      }
    },
    async setDefault(customerSeq: number, providerId: string): Promise<void> {
      q.clearDefault.run(customerSeq);
      q.setDefault.run(customerSeq, providerId);
    },
    deleteMethod: async (customerSeq: number, providerId: string): Promise<boolean> => q.deleteMethod.run(customerSeq, providerId).changes === 1,
    providerCustomer: async (customerSeq: number, provider: string) => q.providerCustomer.get(customerSeq, provider)?.provider_customer_id ?? null,
    setProviderCustomer: async (customerSeq: number, provider: string, id: string) => void q.setProviderCustomer.run(customerSeq, provider, id),
    insertSession: async (row: Omit<CheckoutSessionRow, "seq">): Promise<number> => q.insertSession.get(row)!.seq,
    session: async (id: string) => q.session.get(id),
    sessionByProvider: async (providerSessionId: string) => q.sessionByProvider.get(providerSessionId),
    setProviderSession: async (seq: number, providerSessionId: string, url: string) => void q.setProviderSession.run(providerSessionId, url, seq),
    openSessionOf: async (invoiceSeq: number, provider: string, now: number) => q.openSessionOf.get(invoiceSeq, provider, now),
    expireSessionsOf: async (invoiceSeq: number) => void q.expireSessionsOf.run(invoiceSeq),
    insertRefundDue: async (row: NewRefundDue) => void q.insertRefundDue.run(row),
    refundsDue: async (customerSeq: number | null, limit = 100) => q.refundsDue.all({ customer: customerSeq, limit }),
    refundsOfInvoice: async (invoiceSeq: number) => q.refundsOfInvoice.all(invoiceSeq),
    refundDone: async (seq: number, refundRef: string): Promise<boolean> => q.refundDone.run(refundRef, seq).changes === 1,
    refundFailed: async (seq: number, error: string) => void q.refundFailed.run(error, seq),
    setSessionState: async (seq: number, status: CheckoutSessionRow["status"], auth: string | null, error: string | null) => void q.setSessionState.run(status, auth, error, seq),
    insertToken: async (row: PageTokenRow) => void q.insertToken.run(row),
    token: async (hash: string, kind: TokenKind) => q.token.get(hash, kind),
    pruneTokens: async (now: number) => q.pruneTokens.run(now).changes,
    linkSecret: async (spaceId: number) => q.linkSecret.get(spaceId)?.secret ?? null,
    insertLinkSecret: async (spaceId: number, secret: string) => void q.insertLinkSecret.run(spaceId, secret),
    rate: async (from: string, to: string) => q.rate.get(from, to)?.rate ?? null,
    setRate: async (from: string, to: string, rate: string, at: number) => void q.setRate.run(from, to, rate, at),
    deleteRate: async (from: string, to: string): Promise<boolean> => q.deleteRate.run(from, to).changes === 1,
    rates: async () => q.rates.all(),
    fixBillingCurrency: async (customerSeq: number, currency: string) => void q.setBillingCurrency.run(currency, customerSeq),
    spaceMode: async (spaceId: number) => q.spaceMode.get(spaceId)?.mode ?? "test",
    billingCurrency: async (customerSeq: number) => q.billingCurrency.get(customerSeq)?.billing_currency ?? null,
  };
}
