/**
 * The Stripe provider, driven through the official `stripe` client against a
 * local stand-in of Stripe's HTTP API (test/support/stripe-standin.ts), and
 * the `POST /webhooks/stripe` route with events signed by the package's own
 * `webhooks.generateTestHeaderString`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import type { PageRequest, PageRoute } from "../src/platform/http/pages.js";
import type { PaymentEvents, ProviderCustomer } from "../src/revenue/payments/ports.js";
import { createStripeProvider, createStripeProviders, type StripeProvider, stripeWebhookRoute } from "../src/revenue/payments/stripe/index.js";
import { startStripeStandin, type StripeStandin, TEST_CARDS } from "./support/stripe-standin.js";

const SECRET_KEY = "sk_test_tandem_standin";
const WHSEC_TEST = "whsec_test_tandem";
const WHSEC_LIVE = "whsec_live_tandem";

let standin: StripeStandin;
let stripe: StripeProvider;

beforeAll(async () => {
  standin = await startStripeStandin();
  stripe = createStripeProvider({ secretKey: SECRET_KEY, apiBaseUrl: standin.url, timeoutMs: 2_000, maxNetworkRetries: 0 });
});
afterAll(() => standin.close());

function customer(over: Partial<ProviderCustomer> = {}): ProviderCustomer {
  return { spaceId: 7, mode: "test", customerId: `cust-${Math.random().toString(36).slice(2)}`, name: "Ada Lovelace", email: "ada@example.com", providerCustomerId: null, ...over };
}

async function stripeCustomer(): Promise<ProviderCustomer> {
  const c = customer();
  return { ...c, providerCustomerId: await stripe.ensureCustomer(c) };
}

function chargeReq(c: ProviderCustomer, pm: string, over: Partial<Parameters<StripeProvider["charge"]>[0]> = {}) {
  return { customer: c, providerPaymentMethodId: pm, amount: { amount: 2000, currency: "usd" }, invoiceId: "in_1", description: "Pro plan", idempotencyKey: `charge-${Math.random()}`, ...over };
}

const lastTo = (method: string, path: string) => standin.requestsTo(method, path).at(-1)!;

describe("ensureCustomer", () => {
  it("creates the Stripe customer with Tandem's ids as metadata, under an idempotency key", async () => {
    const c = customer();
    const id = await stripe.ensureCustomer(c);
    expect(id).toMatch(/^cus_/);
    const r = lastTo("POST", "/v1/customers");
    expect(r.params).toEqual({ name: "Ada Lovelace", email: "ada@example.com", metadata: { tandem_customer_id: c.customerId, tandem_space_id: "7" } });
    expect(r.idempotencyKey).toBe(`tandem-customer:test:7:${c.customerId}`);
    expect(r.stripeVersion).toBe(Stripe.API_VERSION);
  });

  it("a retry (the first answer lost) finds the same Stripe customer", async () => {
    const c = customer();
    const before = standin.requestsTo("POST", "/v1/customers").length;
    const [a, b] = [await stripe.ensureCustomer(c), await stripe.ensureCustomer(c)];
    expect(a).toBe(b);
    expect(standin.requestsTo("POST", "/v1/customers").length).toBe(before + 2);
    expect([...standin.objects.values()].filter((o) => o.object === "customer" && (o.metadata as { tandem_customer_id: string }).tandem_customer_id === c.customerId)).toHaveLength(1);
  });

  it("reuses a known Stripe id without calling Stripe", async () => {
    const before = standin.requests.length;
    expect(await stripe.ensureCustomer(customer({ providerCustomerId: "cus_known" }))).toBe("cus_known");
    expect(standin.requests.length).toBe(before);
  });

  it("leaves out a missing name and email", async () => {
    await stripe.ensureCustomer(customer({ name: null, email: null }));
    expect(Object.keys(lastTo("POST", "/v1/customers").params)).toEqual(["metadata"]);
  });
});

describe("startCheckout", () => {
  it("payment mode: one line of the amount due, the card saved for off-session use, Tandem's session id as metadata", async () => {
    const c = await stripeCustomer();
    const out = await stripe.startCheckout({
      sessionId: "cs_tandem_1",
      customer: c,
      mode: "payment",
      due: { amount: 2000, currency: "USD" },
      description: "Pro plan",
      returnUrl: "https://billing.example.com/pay/tok/return",
      cancelUrl: "https://billing.example.com/pay/tok",
    });
    expect(out.providerSessionId).toMatch(/^cs_test_/);
    expect(out.url).toBe(`${standin.url}/c/pay/${out.providerSessionId}`);
    const r = lastTo("POST", "/v1/checkout/sessions");
    const metadata = { tandem_session_id: "cs_tandem_1", tandem_customer_id: c.customerId, tandem_space_id: "7" };
    expect(r.params).toEqual({
      customer: c.providerCustomerId,
      client_reference_id: "cs_tandem_1",
      metadata,
      success_url: "https://billing.example.com/pay/tok/return",
      cancel_url: "https://billing.example.com/pay/tok",
      allowed_payment_method_types: ["card"],
      mode: "payment",
      line_items: [{ quantity: "1", price_data: { currency: "usd", unit_amount: "2000", product_data: { name: "Pro plan" } } }],
      payment_intent_data: { setup_future_usage: "off_session", description: "Pro plan", metadata },
    });
    expect(r.idempotencyKey).toBe("tandem-checkout:test:cs_tandem_1");
  });

  it("creates the Stripe customer first when it is not known yet", async () => {
    const c = customer();
    await stripe.startCheckout({ sessionId: "cs_tandem_2", customer: c, mode: "setup", due: null, description: "Card", returnUrl: "https://x/r", cancelUrl: "https://x/c" });
    const created = lastTo("POST", "/v1/customers");
    expect((created.params.metadata as Record<string, string>).tandem_customer_id).toBe(c.customerId);
    expect(lastTo("POST", "/v1/checkout/sessions").params.customer).toMatch(/^cus_/);
  });

  it("setup mode: no line, the SetupIntent carries Tandem's session id", async () => {
    const c = await stripeCustomer();
    await stripe.startCheckout({ sessionId: "cs_tandem_3", customer: c, mode: "setup", due: null, description: "Add a card", returnUrl: "https://x/r", cancelUrl: "https://x/c" });
    const p = lastTo("POST", "/v1/checkout/sessions").params;
    expect(p.mode).toBe("setup");
    expect(p.line_items).toBeUndefined();
    expect(p.setup_intent_data).toEqual({ description: "Add a card", metadata: { tandem_session_id: "cs_tandem_3", tandem_customer_id: c.customerId, tandem_space_id: "7" } });
  });

  it("zero-decimal currencies go as they are (JPY), ISK in Stripe's two-decimal units", async () => {
    const c = await stripeCustomer();
    const start = (currency: string, amount: number, sessionId: string) =>
      stripe.startCheckout({ sessionId, customer: c, mode: "payment", due: { amount, currency }, description: "Pro", returnUrl: "https://x/r", cancelUrl: "https://x/c" });
    await start("jpy", 1500, "cs_jpy");
    expect((lastTo("POST", "/v1/checkout/sessions").params.line_items as { price_data: unknown }[])[0].price_data).toMatchObject({ currency: "jpy", unit_amount: "1500" });
    await start("ISK", 990, "cs_isk");
    expect((lastTo("POST", "/v1/checkout/sessions").params.line_items as { price_data: unknown }[])[0].price_data).toMatchObject({ currency: "isk", unit_amount: "99000" });
  });

  it("payment mode without an amount due throws before calling Stripe", async () => {
    const c = await stripeCustomer();
    const before = standin.requests.length;
    await expect(stripe.startCheckout({ sessionId: "cs_x", customer: c, mode: "payment", due: null, description: "Pro", returnUrl: "https://x/r", cancelUrl: "https://x/c" })).rejects.toThrow(/amount due/);
    expect(standin.requests.length).toBe(before);
  });
});

describe("charge", () => {
  it("a good card succeeds: an off-session PaymentIntent confirmed at once, in minor units, with the invoice id and the idempotency key", async () => {
    const c = await stripeCustomer();
    const res = await stripe.charge(chargeReq(c, "pm_card_visa", { idempotencyKey: "inv_1:attempt:1" }));
    expect(res).toEqual({ status: "succeeded", paymentRef: expect.stringMatching(/^pi_/) });
    const r = lastTo("POST", "/v1/payment_intents");
    expect(r.idempotencyKey).toBe("inv_1:attempt:1");
    expect(r.params).toEqual({
      amount: "2000",
      currency: "usd",
      customer: c.providerCustomerId,
      payment_method: "pm_card_visa",
      allowed_payment_method_types: ["card"],
      off_session: "true",
      confirm: "true",
      description: "Pro plan",
      metadata: { tandem_invoice_id: "in_1", tandem_customer_id: c.customerId, tandem_space_id: "7" },
    });
  });

  it.each([
    ["pm_card_chargeDeclined", "card_declined", "The card was declined."],
    ["pm_card_chargeDeclinedInsufficientFunds", "insufficient_funds", "The card has insufficient funds."],
    ["pm_card_chargeDeclinedExpiredCard", "expired_card", "The card has expired."],
    ["pm_card_chargeDeclinedProcessingError", "processing_error", "The card could not be processed; try again."],
  ] as const)("%s fails with %s (a 402 card error is an answer, not a throw)", async (pm, code, message) => {
    const c = await stripeCustomer();
    const res = await stripe.charge(chargeReq(c, pm));
    expect(res).toEqual({ status: "failed", paymentRef: expect.stringMatching(/^pi_/), code, message });
    const pi = standin.objects.get((res as { paymentRef: string }).paymentRef)!;
    expect(pi.status).toBe("requires_payment_method");
  });

  it("a saved method Stripe no longer knows fails as card_declined (not a throw: dunning goes on)", async () => {
    const c = await stripeCustomer();
    expect(await stripe.charge(chargeReq(c, "pm_gone"))).toEqual({ status: "failed", paymentRef: null, code: "card_declined", message: "The saved card can no longer be charged." });
  });

  it("a card needing 3-D Secure answers requires_action with Stripe's redirect, the PaymentIntent confirmed again with the return URL", async () => {
    const c = await stripeCustomer();
    const res = await stripe.charge(chargeReq(c, "pm_card_authenticationRequired", { idempotencyKey: "inv_3ds:1", returnUrl: "https://billing.example.com/invoice/tok" }));
    expect(res.status).toBe("requires_action");
    const { paymentRef, actionUrl } = res as { paymentRef: string; actionUrl: string };
    expect(actionUrl).toBe(`${standin.url}/3ds/${paymentRef}`);
    const confirm = lastTo("POST", `/v1/payment_intents/${paymentRef}/confirm`);
    expect(confirm.params).toEqual({ payment_method: "pm_card_authenticationRequired", return_url: "https://billing.example.com/invoice/tok" });
    expect(confirm.idempotencyKey).toBe("inv_3ds:1:authenticate");
    expect(standin.objects.get(paymentRef)!.status).toBe("requires_action");
  });

  it("a card needing 3-D Secure without a return URL fails as authentication_failed", async () => {
    const c = await stripeCustomer();
    const res = await stripe.charge(chargeReq(c, "pm_card_authenticationRequired"));
    expect(res).toMatchObject({ status: "failed", code: "authentication_failed", paymentRef: expect.stringMatching(/^pi_/) });
  });

  it("the same idempotency key charges once: a retry gets the first PaymentIntent", async () => {
    const c = await stripeCustomer();
    const req = chargeReq(c, "pm_card_visa", { idempotencyKey: "inv_retry:1" });
    const first = await stripe.charge(req);
    const again = await stripe.charge(req);
    expect(again).toEqual(first);
    const pis = [...standin.objects.values()].filter((o) => o.object === "payment_intent" && o.customer === c.providerCustomerId);
    expect(pis).toHaveLength(1);
  });

  it("a decline replays as the same decline under the same key", async () => {
    const c = await stripeCustomer();
    const req = chargeReq(c, "pm_card_chargeDeclined", { idempotencyKey: "inv_decl:1" });
    expect(await stripe.charge(req)).toEqual(await stripe.charge(req));
  });

  it("an answer lost on the way back: the client's retry under the same key charges once", async () => {
    const c = await stripeCustomer();
    standin.failNext("drop-after");
    const res = await stripe.charge(chargeReq(c, "pm_card_visa", { idempotencyKey: "inv_lost:1" }));
    expect(res.status).toBe("succeeded");
    const sent = standin.requestsTo("POST", "/v1/payment_intents").filter((r) => r.idempotencyKey === "inv_lost:1");
    expect(sent).toHaveLength(2);
    expect([...standin.objects.values()].filter((o) => o.object === "payment_intent" && o.customer === c.providerCustomerId)).toHaveLength(1);
  });

  it("both answers lost: charge throws (billing leaves the invoice open); billing's retry under the same key gets the one charge", async () => {
    const c = await stripeCustomer();
    const req = chargeReq(c, "pm_card_visa", { idempotencyKey: "inv_lost:2" });
    standin.failNext("drop-after");
    standin.failNext("drop-after");
    await expect(stripe.charge(req)).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
    const res = await stripe.charge(req);
    expect(res.status).toBe("succeeded");
    expect([...standin.objects.values()].filter((o) => o.object === "payment_intent" && o.customer === c.providerCustomerId)).toHaveLength(1);
  });

  it("a timeout throws after timeoutMs", async () => {
    const quick = createStripeProvider({ secretKey: SECRET_KEY, apiBaseUrl: standin.url, timeoutMs: 300, maxNetworkRetries: 0 });
    const c = await stripeCustomer();
    standin.failNext("hang");
    const t0 = performance.now();
    await expect(quick.charge(chargeReq(c, "pm_card_visa"))).rejects.toThrow(/timeout/);
    const ms = performance.now() - t0;
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(2_000);
  });

  it("Stripe unreachable (connection refused) throws", async () => {
    const down = createStripeProvider({ secretKey: SECRET_KEY, apiBaseUrl: "http://127.0.0.1:1", timeoutMs: 1_000, maxNetworkRetries: 0 });
    await expect(down.charge(chargeReq(customer({ providerCustomerId: "cus_x" }), "pm_card_visa"))).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });

  it("a Stripe 500 throws", async () => {
    const c = await stripeCustomer();
    standin.failNext("http500");
    await expect(stripe.charge(chargeReq(c, "pm_card_visa"))).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
  });

  it("a 500 is retried under the same key when retries are on", async () => {
    const retrying = createStripeProvider({ secretKey: SECRET_KEY, apiBaseUrl: standin.url, timeoutMs: 2_000, maxNetworkRetries: 1 });
    const c = await stripeCustomer();
    standin.failNext("http500");
    expect((await retrying.charge(chargeReq(c, "pm_card_visa", { idempotencyKey: "inv_500:1" }))).status).toBe("succeeded");
    expect(standin.requestsTo("POST", "/v1/payment_intents").filter((r) => r.idempotencyKey === "inv_500:1")).toHaveLength(2);
  });

  it("a reused key with another amount throws Stripe's idempotency error", async () => {
    const c = await stripeCustomer();
    await stripe.charge(chargeReq(c, "pm_card_visa", { idempotencyKey: "inv_mismatch:1" }));
    await expect(stripe.charge(chargeReq(c, "pm_card_visa", { idempotencyKey: "inv_mismatch:1", amount: { amount: 2500, currency: "usd" } }))).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it("a wrong key throws Stripe's authentication error", async () => {
    const bad = createStripeProvider({ secretKey: "not_a_key", apiBaseUrl: standin.url, maxNetworkRetries: 0 });
    await expect(bad.ensureCustomer(customer())).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it("without the customer's Stripe id it throws before calling Stripe", async () => {
    await expect(stripe.charge(chargeReq(customer(), "pm_card_visa"))).rejects.toThrow(/ensureCustomer/);
  });
});

describe("refund", () => {
  it("refunds part of a payment under its idempotency key; a retry refunds once; more than is left throws", async () => {
    const c = await stripeCustomer();
    const paid = (await stripe.charge(chargeReq(c, "pm_card_visa"))) as { paymentRef: string };
    const a = await stripe.refund({ paymentRef: paid.paymentRef, amount: { amount: 500, currency: "usd" }, idempotencyKey: "refund:1" });
    expect(a.refundRef).toMatch(/^re_/);
    expect(lastTo("POST", "/v1/refunds")).toMatchObject({ params: { payment_intent: paid.paymentRef, amount: "500" }, idempotencyKey: "refund:1" });
    expect(await stripe.refund({ paymentRef: paid.paymentRef, amount: { amount: 500, currency: "usd" }, idempotencyKey: "refund:1" })).toEqual(a);
    expect([...standin.objects.values()].filter((o) => o.object === "refund" && o.payment_intent === paid.paymentRef)).toHaveLength(1);
    await expect(stripe.refund({ paymentRef: paid.paymentRef, amount: { amount: 1600, currency: "usd" }, idempotencyKey: "refund:2" })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });
});

describe("detachPaymentMethod", () => {
  it("detaches the customer's card; a second removal is a no-op", async () => {
    const c = await stripeCustomer();
    const pm = standin.attachTestCard(c.providerCustomerId!, "pm_card_visa");
    await stripe.detachPaymentMethod({ customer: c, providerPaymentMethodId: String(pm.id) });
    expect(standin.objects.get(String(pm.id))!.customer).toBeNull();
    expect(standin.requestsTo("POST", `/v1/payment_methods/${String(pm.id)}/detach`)).toHaveLength(1);
    await stripe.detachPaymentMethod({ customer: c, providerPaymentMethodId: String(pm.id) });
    expect(standin.requestsTo("POST", `/v1/payment_methods/${String(pm.id)}/detach`)).toHaveLength(1);
  });

  it("never detaches another customer's card", async () => {
    const [a, b] = [await stripeCustomer(), await stripeCustomer()];
    const pm = standin.attachTestCard(b.providerCustomerId!, "pm_card_visa");
    await expect(stripe.detachPaymentMethod({ customer: a, providerPaymentMethodId: String(pm.id) })).rejects.toThrow(/another customer/);
    expect(standin.objects.get(String(pm.id))!.customer).toBe(b.providerCustomerId);
  });
});

describe("markPaidOutOfBand", () => {
  it("calls nothing at Stripe (Tandem's invoices are not Stripe invoices)", async () => {
    const before = standin.requests.length;
    await stripe.markPaidOutOfBand!({ invoiceId: "in_1", paymentRef: null });
    expect(standin.requests.length).toBe(before);
  });
});

describe("what Stripe is sent", () => {
  it("never a card number, only payment method ids", () => {
    expect(standin.requests.length).toBeGreaterThan(20);
    for (const r of standin.requests) expect(decodeURIComponent(r.raw)).not.toMatch(/\d{12,19}|\d{4}[ -]\d{4}[ -]\d{4}/);
  });
});

// --- the webhook route -------------------------------------------------------

type Call = [keyof PaymentEvents, unknown];

function recordingEvents(): PaymentEvents & { calls: Call[]; failWith?: Error } {
  const calls: Call[] = [];
  const self: PaymentEvents & { calls: Call[]; failWith?: Error } = {
    calls,
    async checkoutCompleted(e) {
      if (self.failWith) throw self.failWith;
      calls.push(["checkoutCompleted", e]);
    },
    async checkoutFailed(e) {
      calls.push(["checkoutFailed", e]);
    },
    async paymentSucceeded(e) {
      if (self.failWith) throw self.failWith;
      calls.push(["paymentSucceeded", e]);
    },
    async paymentFailed(e) {
      calls.push(["paymentFailed", e]);
    },
  };
  return self;
}

describe("POST /webhooks/stripe", () => {
  const clock = manualClock(Date.UTC(2026, 5, 1, 12));
  let events: ReturnType<typeof recordingEvents>;
  let route: ReturnType<typeof stripeWebhookRoute>;

  beforeEach(() => {
    events = recordingEvents();
    route = stripeWebhookRoute({ secretFor: (m) => (m === "test" ? WHSEC_TEST : WHSEC_LIVE), provider: () => stripe, events, clock });
  });

  function request(body: string | undefined, signature: string | undefined): PageRequest {
    return {
      method: "POST",
      params: {},
      query: {},
      form: {},
      rawBody: body === undefined ? undefined : Buffer.from(body),
      header: (name) => (name === "stripe-signature" ? signature : name === "content-type" ? "application/json" : undefined),
    };
  }

  function sign(payload: string, secret = WHSEC_TEST, atMs = clock.now()): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(atMs / 1000) });
  }

  async function deliver(payload: string, signature = sign(payload)) {
    return route.handle(request(payload, signature));
  }

  async function paidCheckout(mode: "payment" | "setup", card: keyof typeof TEST_CARDS = "pm_card_visa") {
    const c = await stripeCustomer();
    const due = mode === "payment" ? { amount: 4900, currency: "usd" } : null;
    const s = await stripe.startCheckout({ sessionId: `cs_tandem_${Math.random()}`, customer: c, mode, due, description: "Pro", returnUrl: "https://x/r", cancelUrl: "https://x/c" });
    return standin.completeCheckout(s.providerSessionId, card);
  }

  it("is a raw-body POST route at /webhooks/stripe", () => {
    expect({ method: route.method, path: route.path, body: route.body }).toEqual({ method: "POST", path: "/webhooks/stripe", body: "raw" });
  });

  it("checkout.session.completed (payment) → checkoutCompleted with the card's brand, last 4 and expiry and the PaymentIntent", async () => {
    const session = await paidCheckout("payment");
    const answer = await deliver(standin.eventPayload("checkout.session.completed", session));
    expect(answer).toEqual({ status: 200, json: { received: true, handled: true } });
    expect(events.calls).toEqual([
      [
        "checkoutCompleted",
        {
          providerSessionId: session.id,
          method: { providerPaymentMethodId: expect.stringMatching(/^pm_/), type: "card", card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 } },
          paymentRef: session.payment_intent,
        },
      ],
    ]);
    const pi = standin.requestsTo("GET", `/v1/payment_intents/${String(session.payment_intent)}`).at(-1)!;
    expect(pi.params).toEqual({ expand: ["payment_method"] });
  });

  it("checkout.session.completed (setup) → checkoutCompleted with the saved card and no payment", async () => {
    const session = await paidCheckout("setup", "pm_card_mastercard");
    await deliver(standin.eventPayload("checkout.session.completed", session));
    expect(events.calls).toEqual([
      ["checkoutCompleted", { providerSessionId: session.id, method: { providerPaymentMethodId: expect.stringMatching(/^pm_/), type: "card", card: { brand: "mastercard", last4: "4444", expMonth: 12, expYear: 2034 } }, paymentRef: null }],
    ]);
  });

  it("checkout.session.async_payment_failed → checkoutFailed with the PaymentIntent's reason", async () => {
    const c = await stripeCustomer();
    const declined = (await stripe.charge(chargeReq(c, "pm_card_chargeDeclinedInsufficientFunds"))) as { paymentRef: string };
    const session: Record<string, unknown> = { ...(await paidCheckout("payment")), payment_intent: declined.paymentRef, payment_status: "unpaid" };
    await deliver(standin.eventPayload("checkout.session.async_payment_failed", session));
    expect(events.calls).toEqual([["checkoutFailed", { providerSessionId: session.id, code: "insufficient_funds", message: "The card has insufficient funds." }]]);
  });

  it("payment_intent.succeeded of an off-session charge that needed 3-D Secure → paymentSucceeded", async () => {
    const c = await stripeCustomer();
    const res = (await stripe.charge(chargeReq(c, "pm_card_authenticationRequired", { returnUrl: "https://x/inv" }))) as { paymentRef: string };
    const pi = standin.authenticate(res.paymentRef, true);
    await deliver(standin.eventPayload("payment_intent.succeeded", pi));
    expect(events.calls).toEqual([["paymentSucceeded", { paymentRef: res.paymentRef }]]);
  });

  it("payment_intent.payment_failed (authentication failed) → paymentFailed", async () => {
    const c = await stripeCustomer();
    const res = (await stripe.charge(chargeReq(c, "pm_card_authenticationRequired", { returnUrl: "https://x/inv" }))) as { paymentRef: string };
    const pi = standin.authenticate(res.paymentRef, false);
    await deliver(standin.eventPayload("payment_intent.payment_failed", pi));
    expect(events.calls).toEqual([["paymentFailed", { paymentRef: res.paymentRef, code: "authentication_failed", message: "The card's authentication failed." }]]);
  });

  it("a Checkout payment's own PaymentIntent, and sessions Tandem did not start, are ignored (200)", async () => {
    const session = await paidCheckout("payment");
    const pi = standin.objects.get(String(session.payment_intent))!;
    expect(await deliver(standin.eventPayload("payment_intent.succeeded", pi))).toEqual({ status: 200, json: { received: true, handled: false } });
    expect(await deliver(standin.eventPayload("checkout.session.completed", { ...session, metadata: {} }))).toEqual({ status: 200, json: { received: true, handled: false } });
    expect(events.calls).toEqual([]);
  });

  it("an unknown event type answers 200 and calls nothing", async () => {
    const answer = await deliver(standin.eventPayload("customer.created", { id: "cus_1", object: "customer" }));
    expect(answer).toEqual({ status: 200, json: { received: true, handled: false } });
    expect(events.calls).toEqual([]);
  });

  it("a redelivered event is answered without calling billing again", async () => {
    const session = await paidCheckout("payment");
    const payload = standin.eventPayload("checkout.session.completed", session);
    await deliver(payload);
    expect(await deliver(payload)).toEqual({ status: 200, json: { received: true, handled: true } });
    expect(events.calls).toHaveLength(1);
  });

  describe("signatures", () => {
    const payload = () => standin.eventPayload("payment_intent.succeeded", { id: "pi_sig", object: "payment_intent", metadata: { tandem_invoice_id: "in_sig" } });
    const rejected = { status: 400, json: { message: expect.any(String), code: "invalid_signature" } };

    it("a good signature is accepted", async () => {
      expect(await deliver(payload())).toMatchObject({ status: 200 });
      expect(events.calls).toEqual([["paymentSucceeded", { paymentRef: "pi_sig" }]]);
    });

    it("another secret's signature → 400 invalid_signature", async () => {
      const p = payload();
      expect(await deliver(p, sign(p, "whsec_someone_else"))).toEqual(rejected);
    });

    it("a missing Stripe-Signature header → 400", async () => {
      expect(await route.handle(request(payload(), undefined))).toEqual(rejected);
    });

    it("a malformed header → 400", async () => {
      expect(await deliver(payload(), "t=1,v1=nothex")).toEqual(rejected);
    });

    it("a missing body → 400", async () => {
      expect(await route.handle(request(undefined, "t=1,v1=abc"))).toEqual(rejected);
    });

    it("a signature older than 5 minutes (on the injected clock) → 400; within 5 minutes passes", async () => {
      const p = payload();
      expect(await deliver(p, sign(p, WHSEC_TEST, clock.now() - 301_000))).toEqual(rejected);
      expect(await deliver(p, sign(p, WHSEC_TEST, clock.now() - 299_000))).toMatchObject({ status: 200 });
    });

    it("a body changed after signing → 400", async () => {
      const p = payload();
      const sig = sign(p);
      expect(await deliver(p.replace("in_sig", "in_other"), sig)).toEqual(rejected);
      expect(events.calls).toEqual([]);
    });

    it("a live event signed with the live secret is applied; a test event signed with the live secret is refused", async () => {
      const live = standin.eventPayload("payment_intent.succeeded", { id: "pi_live", object: "payment_intent", metadata: { tandem_invoice_id: "in_live" } }, { livemode: true });
      expect(await deliver(live, sign(live, WHSEC_LIVE))).toMatchObject({ status: 200 });
      expect(events.calls).toEqual([["paymentSucceeded", { paymentRef: "pi_live" }]]);
      const test = payload();
      expect(await deliver(test, sign(test, WHSEC_LIVE))).toEqual(rejected);
    });

    it("without any configured secret every delivery is refused", async () => {
      const bare = stripeWebhookRoute({ secretFor: () => undefined, provider: () => undefined, events, clock });
      const p = payload();
      expect(await bare.handle(request(p, sign(p)))).toEqual({ status: 400, json: { message: "No Stripe webhook signing secret is configured.", code: "invalid_signature" } });
    });
  });

  it("billing failing to apply the event → 503 event_not_applied (Stripe delivers it again); the redelivery is applied", async () => {
    const payload = standin.eventPayload("payment_intent.succeeded", { id: "pi_busy", object: "payment_intent", metadata: { tandem_invoice_id: "in_busy" } });
    events.failWith = new Error("billing_busy");
    expect(await deliver(payload)).toEqual({ status: 503, json: { message: expect.any(String), code: "event_not_applied" } });
    events.failWith = undefined;
    expect(await deliver(payload)).toEqual({ status: 200, json: { received: true, handled: true } });
    expect(events.calls).toEqual([["paymentSucceeded", { paymentRef: "pi_busy" }]]);
  });

  it("Stripe unreachable while fetching the card → 503, nothing reported", async () => {
    const session = await paidCheckout("payment");
    standin.failNext("http500");
    expect(await deliver(standin.eventPayload("checkout.session.completed", session))).toMatchObject({ status: 503, json: { code: "event_not_applied" } });
    expect(events.calls).toEqual([]);
  });
});

describe("createStripeProviders (the per-mode factory)", () => {
  it("builds a provider for each mode with a key, and none for the others", () => {
    const p = createStripeProviders({ secretKeyTest: "sk_test_abc", webhookSecretTest: "whsec_abc" });
    expect(p.forMode("test")?.name).toBe("stripe");
    expect(p.forMode("test")?.webhookSecret).toBe("whsec_abc");
    expect(p.forMode("live")).toBeUndefined();
    expect(p.webhookRoute({ events: recordingEvents(), clock: manualClock() }).path).toBe("/webhooks/stripe");
  });

  it.each([
    [{ secretKeyTest: "sk_live_abc" }, "TANDEM_STRIPE_SECRET_KEY_TEST is a live-mode key, not a test-mode one"],
    [{ secretKeyLive: "sk_test_abc" }, "TANDEM_STRIPE_SECRET_KEY_LIVE is a test-mode key, not a live-mode one"],
    [{ secretKeyLive: "pk_live_abc" }, "TANDEM_STRIPE_SECRET_KEY_LIVE is not a Stripe secret key"],
    [{ secretKeyTest: "sk_test_abc", webhookSecretTest: "sk_test_abc" }, "TANDEM_STRIPE_WEBHOOK_SECRET_TEST is not a Stripe webhook signing secret"],
    [{ webhookSecretLive: "whsec_abc" }, "TANDEM_STRIPE_WEBHOOK_SECRET_LIVE is set without TANDEM_STRIPE_SECRET_KEY_LIVE"],
  ])("refuses %o", (settings, message) => {
    expect(() => createStripeProviders(settings)).toThrow(message);
  });

  it("accepts restricted keys", () => {
    expect(createStripeProviders({ secretKeyLive: "rk_live_abc" }).forMode("live")).toBeDefined();
  });
});

describe("the customer's side at the stand-in, over HTTP", () => {
  /** The least that serves a raw-body PageRoute (the platform's own serving lands with the pages work). */
  async function serve(route: PageRoute) {
    const server = createServer((req, res) => void respond(req, res));
    async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const answer = await route.handle({
        method: "POST",
        params: {},
        query: {},
        form: {},
        rawBody: Buffer.concat(chunks),
        header: (name) => req.headers[name] as string | undefined,
      });
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify("json" in answer ? answer.json : null));
    }
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${route.path}`, close: () => new Promise<void>((r) => server.close(() => r())) };
  }

  it("paying on the Checkout page posts a signed checkout.session.completed that the route turns into checkoutCompleted", async () => {
    const events = recordingEvents();
    const hook = await serve(stripeWebhookRoute({ secretFor: (m) => (m === "test" ? WHSEC_TEST : undefined), provider: () => stripe, events, clock: { now: () => Date.now() } }));
    standin.setWebhook({ url: hook.url, secret: WHSEC_TEST });
    try {
      const c = await stripeCustomer();
      const s = await stripe.startCheckout({ sessionId: "cs_http", customer: c, mode: "payment", due: { amount: 1500, currency: "eur" }, description: "Pro", returnUrl: "https://tandem.test/pay/tok/done", cancelUrl: "https://tandem.test/pay/tok" });
      const page = await (await fetch(s.url)).text();
      expect(page).toContain('<button type="submit">Pay</button>');
      const paid = await fetch(s.url, { method: "POST", body: new URLSearchParams({ card: "pm_card_visa" }), redirect: "manual" });
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toBe("https://tandem.test/pay/tok/done");
      expect(events.calls).toEqual([["checkoutCompleted", expect.objectContaining({ providerSessionId: s.providerSessionId, paymentRef: expect.stringMatching(/^pi_/) })]]);

      const res = (await stripe.charge(chargeReq(c, "pm_card_authenticationRequired", { returnUrl: "https://tandem.test/invoice/tok" }))) as { paymentRef: string; actionUrl: string };
      expect(await (await fetch(res.actionUrl)).text()).toContain("Complete authentication");
      const done = await fetch(res.actionUrl, { method: "POST", body: new URLSearchParams({ ok: "1" }), redirect: "manual" });
      expect(done.headers.get("location")).toBe(`https://tandem.test/invoice/tok?payment_intent=${res.paymentRef}`);
      expect(events.calls.at(-1)).toEqual(["paymentSucceeded", { paymentRef: res.paymentRef }]);
    } finally {
      standin.setWebhook(undefined);
      await hook.close();
    }
  });
});
