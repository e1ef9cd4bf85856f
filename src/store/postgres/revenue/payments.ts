import type {
  CheckoutSessionRow,
  FxRateRow,
  PageTokenRow,
  PaymentMethodRow,
  PaymentsRepo,
  RefundDueRow,
} from "../../../revenue/payments/payments.repo.js";
import { listStmt, type PgConn, stmt } from "../conn.js";

const q = {
  methods: stmt<PaymentMethodRow>("payments.methods", "SELECT * FROM rv_payment_methods WHERE customer_seq = $1 ORDER BY is_default DESC, seq DESC"),
  method: stmt<PaymentMethodRow>("payments.method", "SELECT * FROM rv_payment_methods WHERE customer_seq = $1 AND provider_id = $2"),
  defaultMethod: stmt<PaymentMethodRow>("payments.defaultMethod", "SELECT * FROM rv_payment_methods WHERE customer_seq = $1 AND is_default = 1"),
  insertMethod: stmt(
    "payments.insertMethod",
    `INSERT INTO rv_payment_methods (space_id, customer_seq, provider, provider_id, type, brand, last4, exp_month, exp_year, is_default, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10)
     ON CONFLICT (customer_seq, provider_id) DO NOTHING`,
  ),
  // Who sets a customer's default takes its customer row first (FOR NO KEY UPDATE: a method's
  // insert only key-shares it), in a statement of its own: the next statement's snapshot then sees
  // every method a unit that held the lock before committed, so the customer keeps one default
  // when two units make different methods the default at once (READ COMMITTED).
  lockCustomer: stmt("payments.lockCustomer", "SELECT 1 FROM rv_customers WHERE seq = $1 FOR NO KEY UPDATE"),
  setDefault: stmt(
    "payments.setDefault",
    "UPDATE rv_payment_methods SET is_default = CASE WHEN provider_id = $2 THEN 1 ELSE 0 END WHERE customer_seq = $1 AND (is_default = 1 OR provider_id = $2)",
  ),
  deleteMethod: stmt("payments.deleteMethod", "DELETE FROM rv_payment_methods WHERE customer_seq = $1 AND provider_id = $2"),
  providerCustomer: stmt<{ provider_customer_id: string }>(
    "payments.providerCustomer",
    "SELECT provider_customer_id FROM rv_provider_customers WHERE customer_seq = $1 AND provider = $2",
  ),
  setProviderCustomer: stmt(
    "payments.setProviderCustomer",
    `INSERT INTO rv_provider_customers (customer_seq, provider, provider_customer_id) VALUES ($1, $2, $3)
     ON CONFLICT (customer_seq, provider) DO UPDATE SET provider_customer_id = excluded.provider_customer_id`,
  ),
  insertSession: stmt<{ seq: number }>(
    "payments.insertSession",
    `INSERT INTO rv_checkout_sessions (id, space_id, customer_seq, mode, invoice_seq, status, provider, provider_session_id, success_url,
       plan_name, auth, last_error, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING seq`,
  ),
  session: stmt<CheckoutSessionRow>("payments.session", "SELECT * FROM rv_checkout_sessions WHERE id = $1"),
  sessionByProvider: stmt<CheckoutSessionRow>("payments.sessionByProvider", "SELECT * FROM rv_checkout_sessions WHERE provider_session_id = $1"),
  setProviderSession: stmt("payments.setProviderSession", "UPDATE rv_checkout_sessions SET provider_session_id = $2, provider_url = $3 WHERE seq = $1"),
  openSessionOf: stmt<CheckoutSessionRow>(
    "payments.openSessionOf",
    `SELECT * FROM rv_checkout_sessions WHERE invoice_seq = $1 AND provider = $2 AND mode = 'payment' AND status = 'open'
       AND provider_url IS NOT NULL AND expires_at > $3 ORDER BY seq DESC LIMIT 1`,
  ),
  expireSessionsOf: stmt("payments.expireSessionsOf", "UPDATE rv_checkout_sessions SET status = 'expired' WHERE invoice_seq = $1 AND status = 'open'"),
  insertRefundDue: stmt(
    "payments.insertRefundDue",
    `INSERT INTO rv_refunds_due (space_id, customer_seq, invoice_seq, provider, payment_ref, amount, currency, credit_note, reason, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'due', $10)
     ON CONFLICT (invoice_seq, payment_ref) DO NOTHING`,
  ),
  refundsDue: listStmt<RefundDueRow>("payments.refundsDue", "SELECT * FROM rv_refunds_due", "seq"),
  refundsOfInvoice: stmt<RefundDueRow>("payments.refundsOfInvoice", "SELECT * FROM rv_refunds_due WHERE invoice_seq = $1 ORDER BY seq"),
  refundDone: stmt("payments.refundDone", "UPDATE rv_refunds_due SET status = 'done', refund_ref = $2, last_error = NULL WHERE seq = $1 AND status = 'due'"),
  refundFailed: stmt("payments.refundFailed", "UPDATE rv_refunds_due SET attempts = attempts + 1, last_error = $2 WHERE seq = $1"),
  setSessionState: stmt("payments.setSessionState", "UPDATE rv_checkout_sessions SET status = $2, auth = $3, last_error = $4 WHERE seq = $1"),
  insertToken: stmt(
    "payments.insertToken",
    `INSERT INTO rv_page_tokens (hash, kind, space_id, customer_seq, ref, return_url, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (hash) DO NOTHING`,
  ),
  token: stmt<PageTokenRow>("payments.token", "SELECT * FROM rv_page_tokens WHERE hash = $1 AND kind = $2"),
  pruneTokens: stmt("payments.pruneTokens", "DELETE FROM rv_page_tokens WHERE expires_at < $1"),
  linkSecret: stmt<{ secret: string }>("payments.linkSecret", "SELECT secret FROM rv_link_secrets WHERE space_id = $1"),
  insertLinkSecret: stmt("payments.insertLinkSecret", "INSERT INTO rv_link_secrets (space_id, secret) VALUES ($1, $2) ON CONFLICT (space_id) DO NOTHING"),
  rate: stmt<{ rate: string }>("payments.rate", "SELECT rate FROM rv_fx_rates WHERE from_currency = $1 AND to_currency = $2"),
  setRate: stmt(
    "payments.setRate",
    `INSERT INTO rv_fx_rates (from_currency, to_currency, rate, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (from_currency, to_currency) DO UPDATE SET rate = excluded.rate, updated_at = excluded.updated_at`,
  ),
  deleteRate: stmt("payments.deleteRate", "DELETE FROM rv_fx_rates WHERE from_currency = $1 AND to_currency = $2"),
  // Currency codes in byte order, as on SQLite, whatever the database's collation.
  rates: stmt<FxRateRow>("payments.rates", `SELECT * FROM rv_fx_rates ORDER BY from_currency COLLATE "C", to_currency COLLATE "C"`),
  setBillingCurrency: stmt("payments.setBillingCurrency", "UPDATE rv_customers SET billing_currency = $2 WHERE seq = $1 AND billing_currency IS NULL"),
  spaceMode: stmt<{ mode: "test" | "live" }>("payments.spaceMode", "SELECT mode FROM spaces WHERE id = $1"),
  billingCurrency: stmt<{ billing_currency: string | null }>("payments.billingCurrency", "SELECT billing_currency FROM rv_customers WHERE seq = $1"),
};

/** All SQL of payment methods, provider customers, checkout sessions, page tokens and FX rates. */
export function paymentsRepo(c: PgConn): PaymentsRepo {
  return {
    methods: (customerSeq) => q.methods.all(c, customerSeq),
    method: (customerSeq, providerId) => q.method.one(c, customerSeq, providerId),
    defaultMethod: (customerSeq) => q.defaultMethod.one(c, customerSeq),
    async saveMethod(m, makeDefault) {
      if (makeDefault) await q.lockCustomer.run(c, m.customer_seq);
      await q.insertMethod.run(c, m.space_id, m.customer_seq, m.provider, m.provider_id, m.type, m.brand, m.last4, m.exp_month, m.exp_year, m.created_at);
      if (makeDefault) await q.setDefault.run(c, m.customer_seq, m.provider_id);
    },
    async setDefault(customerSeq, providerId) {
      await q.lockCustomer.run(c, customerSeq);
      await q.setDefault.run(c, customerSeq, providerId);
    },
    deleteMethod: async (customerSeq, providerId) => (await q.deleteMethod.run(c, customerSeq, providerId)) === 1,
    providerCustomer: async (customerSeq, provider) => (await q.providerCustomer.one(c, customerSeq, provider))?.provider_customer_id ?? null,
    setProviderCustomer: async (customerSeq, provider, id) => void (await q.setProviderCustomer.run(c, customerSeq, provider, id)),
    insertSession: async (s) =>
      (await q.insertSession.one(c, s.id, s.space_id, s.customer_seq, s.mode, s.invoice_seq, s.status, s.provider, s.provider_session_id, s.success_url,
        s.plan_name, s.auth, s.last_error, s.expires_at, s.created_at))!.seq,
    session: (id) => q.session.one(c, id),
    sessionByProvider: (providerSessionId) => q.sessionByProvider.one(c, providerSessionId),
    setProviderSession: async (seq, providerSessionId, url) => void (await q.setProviderSession.run(c, seq, providerSessionId, url)),
    openSessionOf: (invoiceSeq, provider, now) => q.openSessionOf.one(c, invoiceSeq, provider, now),
    expireSessionsOf: async (invoiceSeq) => void (await q.expireSessionsOf.run(c, invoiceSeq)),
    insertRefundDue: async (r) =>
      void (await q.insertRefundDue.run(c, r.space_id, r.customer_seq, r.invoice_seq, r.provider, r.payment_ref, r.amount, r.currency, r.credit_note, r.reason, r.created_at)),
    refundsDue: (customerSeq, limit = 100) => q.refundsDue(c, [["status = 'due'"], customerSeq !== null && ["customer_seq = ?", customerSeq]], limit),
    refundsOfInvoice: (invoiceSeq) => q.refundsOfInvoice.all(c, invoiceSeq),
    refundDone: async (seq, refundRef) => (await q.refundDone.run(c, seq, refundRef)) === 1,
    refundFailed: async (seq, error) => void (await q.refundFailed.run(c, seq, error)),
    setSessionState: async (seq, status, auth, error) => void (await q.setSessionState.run(c, seq, status, auth, error)),
    insertToken: async (t) => void (await q.insertToken.run(c, t.hash, t.kind, t.space_id, t.customer_seq, t.ref, t.return_url, t.expires_at, t.created_at)),
    token: (hash, kind) => q.token.one(c, hash, kind),
    pruneTokens: (now) => q.pruneTokens.run(c, now),
    linkSecret: async (spaceId) => (await q.linkSecret.one(c, spaceId))?.secret ?? null,
    insertLinkSecret: async (spaceId, secret) => void (await q.insertLinkSecret.run(c, spaceId, secret)),
    rate: async (from, to) => (await q.rate.one(c, from, to))?.rate ?? null,
    setRate: async (from, to, rate, at) => void (await q.setRate.run(c, from, to, rate, at)),
    deleteRate: async (from, to) => (await q.deleteRate.run(c, from, to)) === 1,
    rates: () => q.rates.all(c),
    fixBillingCurrency: async (customerSeq, currency) => void (await q.setBillingCurrency.run(c, customerSeq, currency)),
    spaceMode: async (spaceId) => (await q.spaceMode.one(c, spaceId))?.mode ?? "test",
    billingCurrency: async (customerSeq) => (await q.billingCurrency.one(c, customerSeq))?.billing_currency ?? null,
  };
}
