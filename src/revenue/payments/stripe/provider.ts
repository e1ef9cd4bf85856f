import { createHash } from "node:crypto";
import Stripe from "stripe";
import type { ChargeResult, PaymentFailureCode, PaymentProvider, ProviderCustomer, SavedPaymentMethod } from "../ports.js";
import { stripeAmount } from "./amounts.rules.js";
import { stripeClient, type StripeClientOptions } from "./client.js";
import { failureOf, FAILURE_MESSAGES, needsAuthentication } from "./failures.rules.js";

export interface StripeProviderOptions extends StripeClientOptions {
  /** The webhook signing secret (`whsec_…`) of this key's mode, for `POST /webhooks/stripe`. */
  webhookSecret?: string;
}

/** The Stripe provider: the port, plus what its webhook route asks of Stripe. */
export interface StripeProvider extends PaymentProvider {
  readonly name: "stripe";
  readonly webhookSecret: string | undefined;
  /** The method a completed Checkout Session saved and, in `payment` mode, the PaymentIntent that paid. */
  checkoutResult(session: Pick<Stripe.Checkout.Session, "id" | "mode" | "payment_intent" | "setup_intent">): Promise<{ method: SavedPaymentMethod; paymentRef: string | null }>;
  /** Why a PaymentIntent's last attempt failed, in Tandem's words. */
  paymentFailure(paymentIntentId: string): Promise<{ code: PaymentFailureCode; message: string }>;
}

/**
 * Collects money through Stripe with the official client. Tandem prices and
 * invoices; Stripe only sees customers, Checkout Sessions (card only),
 * off-session PaymentIntents and refunds. Every POST carries an idempotency
 * key, so a call retried (by the client after a lost answer, or by billing)
 * acts once. A network failure or timeout throws: billing then leaves the
 * invoice open, and its retry with the same key gets Stripe's first answer.
 */
export function createStripeProvider(opts: StripeProviderOptions): StripeProvider {
  const stripe = stripeClient(opts);

  async function ensureCustomer(c: ProviderCustomer): Promise<string> {
    if (c.providerCustomerId) return c.providerCustomerId;
    const customer = await stripe.customers.create(
      {
        ...(c.name ? { name: c.name } : {}),
        ...(c.email ? { email: c.email } : {}),
        metadata: customerMetadata(c),
      },
      // A retry after a lost answer (within Stripe's 24 h key lifetime) finds the same Stripe customer.
      { idempotencyKey: idempotencyKey("tandem-customer", c.mode, String(c.spaceId), c.customerId) },
    );
    return customer.id;
  }

  async function authenticate(pi: Stripe.PaymentIntent, returnUrl: string | undefined, paymentMethod: string, key: string): Promise<ChargeResult> {
    const redirect = pi.next_action?.redirect_to_url?.url;
    if (redirect) return { status: "requires_action", paymentRef: pi.id, actionUrl: redirect };
    if (!returnUrl) return { status: "failed", paymentRef: pi.id, code: "authentication_failed", message: "The card needs the customer's authentication." };
    // Confirmed again with a return_url, Stripe answers the 3-D Secure page to send the customer to.
    let confirmed: Stripe.PaymentIntent;
    try {
      confirmed = await stripe.paymentIntents.confirm(pi.id, { payment_method: paymentMethod, return_url: returnUrl }, { idempotencyKey: `${key}:authenticate` });
    } catch (e) {
      if (e instanceof Stripe.errors.StripeCardError) return { status: "failed", paymentRef: pi.id, ...failureOf(e) };
      throw e;
    }
    const url = confirmed.next_action?.redirect_to_url?.url;
    if (confirmed.status === "requires_action") {
      if (url) return { status: "requires_action", paymentRef: pi.id, actionUrl: url };
      // Only Stripe.js could run this authentication (next_action use_stripe_sdk): the customer pays through a checkout instead.
      return { status: "failed", paymentRef: pi.id, code: "authentication_failed", message: "The card needs the customer's authentication." };
    }
    return settled(confirmed);
  }

  /** A PaymentIntent's state after a confirmation that did not need authentication. */
  function settled(pi: Stripe.PaymentIntent): ChargeResult {
    if (pi.status === "succeeded") return { status: "succeeded", paymentRef: pi.id };
    if (pi.status === "requires_payment_method") return { status: "failed", paymentRef: pi.id, ...failureOf(pi.last_payment_error ?? {}) };
    // processing / requires_capture / canceled: not what a confirmed card charge ends in; billing leaves the invoice open.
    throw new Error(`Stripe PaymentIntent ${pi.id} is ${pi.status} after confirmation`);
  }

  const provider: StripeProvider = {
    name: "stripe",
    webhookSecret: opts.webhookSecret,
    ensureCustomer,

    async startCheckout(s) {
      const customer = await ensureCustomer(s.customer);
      const metadata = { tandem_session_id: s.sessionId, ...customerMetadata(s.customer) };
      const common = {
        customer,
        client_reference_id: s.sessionId,
        metadata,
        success_url: s.returnUrl,
        cancel_url: s.cancelUrl,
        // Tandem saves cards only (SavedPaymentMethod.card) and charges them off-session later.
        allowed_payment_method_types: ["card"],
      } satisfies Stripe.Checkout.SessionCreateParams;
      let params: Stripe.Checkout.SessionCreateParams;
      if (s.mode === "payment") {
        if (!s.due || s.due.amount <= 0) throw new Error("A payment-mode checkout needs an amount due");
        params = {
          ...common,
          mode: "payment",
          line_items: [{ quantity: 1, price_data: { currency: s.due.currency.toLowerCase(), unit_amount: stripeAmount(s.due), product_data: { name: s.description } } }],
          payment_intent_data: { setup_future_usage: "off_session", description: s.description, metadata },
        };
      } else {
        params = { ...common, mode: "setup", setup_intent_data: { description: s.description, metadata } };
      }
      const session = await stripe.checkout.sessions.create(params, { idempotencyKey: idempotencyKey("tandem-checkout", s.customer.mode, s.sessionId) });
      if (!session.url) throw new Error(`Stripe Checkout Session ${session.id} has no url`);
      return { url: session.url, providerSessionId: session.id };
    },

    async charge(req) {
      const customer = req.customer.providerCustomerId;
      if (!customer) throw new Error("A Stripe charge needs the customer's Stripe id (ensureCustomer first)");
      let pi: Stripe.PaymentIntent;
      try {
        pi = await stripe.paymentIntents.create(
          {
            amount: stripeAmount(req.amount),
            currency: req.amount.currency.toLowerCase(),
            customer,
            payment_method: req.providerPaymentMethodId,
            allowed_payment_method_types: ["card"],
            // Where a redirect (3-D Secure) would come back to, when billing gave one.
            ...(req.returnUrl ? { return_url: req.returnUrl } : {}),
            off_session: true,
            confirm: true,
            description: req.description,
            metadata: { tandem_invoice_id: req.invoiceId, ...customerMetadata(req.customer) },
          },
          { idempotencyKey: req.idempotencyKey },
        );
      } catch (e) {
        // The saved method is gone at Stripe (removed in its dashboard, or never this customer's): a decline, so dunning goes on.
        if (e instanceof Stripe.errors.StripeInvalidRequestError && e.param === "payment_method") {
          return { status: "failed", paymentRef: null, code: "card_declined", message: "The saved card can no longer be charged." };
        }
        // A decline is an answer; anything else (network, timeout, 5xx, another bad request) throws.
        if (!(e instanceof Stripe.errors.StripeCardError)) throw e;
        const failed = e.payment_intent;
        if (failed && needsAuthentication(e)) return authenticate(failed, req.returnUrl, req.providerPaymentMethodId, req.idempotencyKey);
        return { status: "failed", paymentRef: failed?.id ?? null, ...failureOf(e) };
      }
      if (pi.status === "requires_action") return authenticate(pi, req.returnUrl, req.providerPaymentMethodId, req.idempotencyKey);
      return settled(pi);
    },

    async refund(req) {
      const refund = await stripe.refunds.create({ payment_intent: req.paymentRef, amount: stripeAmount(req.amount) }, { idempotencyKey: req.idempotencyKey });
      return { refundRef: refund.id };
    },

    async detachPaymentMethod(req) {
      const pm = await stripe.paymentMethods.retrieve(req.providerPaymentMethodId);
      const owner = typeof pm.customer === "string" ? pm.customer : (pm.customer?.id ?? null);
      if (owner === null) return; // already detached: removing twice is fine
      if (owner !== req.customer.providerCustomerId) throw new Error(`Stripe payment method ${pm.id} belongs to another customer`);
      await stripe.paymentMethods.detach(pm.id);
    },

    /** Nothing at Stripe: Tandem's invoices are not Stripe invoices, so there is nothing there to mark paid. */
    async markPaidOutOfBand() {},

    async checkoutResult(session) {
      if (session.mode === "payment") {
        const id = idOf(session.payment_intent);
        if (!id) throw new Error(`Stripe Checkout Session ${session.id} has no PaymentIntent`);
        const pi = await stripe.paymentIntents.retrieve(id, { expand: ["payment_method"] }, WEBHOOK_FETCH);
        return { method: saved(pi.payment_method, session.id), paymentRef: pi.id };
      }
      const id = idOf(session.setup_intent);
      if (!id) throw new Error(`Stripe Checkout Session ${session.id} has no SetupIntent`);
      const si = await stripe.setupIntents.retrieve(id, { expand: ["payment_method"] }, WEBHOOK_FETCH);
      return { method: saved(si.payment_method, session.id), paymentRef: null };
    },

    async paymentFailure(paymentIntentId) {
      const pi = await stripe.paymentIntents.retrieve(paymentIntentId, {}, WEBHOOK_FETCH);
      return pi.last_payment_error ? failureOf(pi.last_payment_error) : { code: "card_declined", message: FAILURE_MESSAGES.card_declined };
    },
  };
  return provider;
}

/** The webhook's fetches are not retried by the client: Stripe delivers a failed event again. */
const WEBHOOK_FETCH: Stripe.RequestOptions = { maxNetworkRetries: 0 };

function customerMetadata(c: ProviderCustomer): Record<string, string> {
  return { tandem_customer_id: c.customerId, tandem_space_id: String(c.spaceId) };
}

/** Readable where it fits Stripe's 255 characters, else hashed. */
function idempotencyKey(...parts: string[]): string {
  const key = parts.join(":");
  return key.length <= 200 ? key : `${parts[0]}:${createHash("sha256").update(key).digest("hex")}`;
}

function idOf(x: string | { id: string } | null | undefined): string | null {
  return typeof x === "string" ? x : (x?.id ?? null);
}

function saved(pm: string | Stripe.PaymentMethod | null, sessionId: string): SavedPaymentMethod {
  if (!pm || typeof pm === "string") throw new Error(`Stripe Checkout Session ${sessionId}: the payment method was not expanded`);
  return {
    providerPaymentMethodId: pm.id,
    type: pm.type,
    card: pm.card ? { brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year } : null,
  };
}
