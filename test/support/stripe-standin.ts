/**
 * A local stand-in for the part of Stripe's HTTP API that Tandem's Stripe
 * provider calls (Stripe itself cannot be reached from these machines). The
 * official `stripe` client is pointed at it (`apiBaseUrl`) and talks to it
 * exactly as to Stripe: form-encoded requests with nested brackets, Bearer
 * secret key, Idempotency-Key; JSON answers shaped like Stripe's objects and
 * errors (`{ error: { type, code, decline_code, message, payment_intent } }`,
 * 402 for card errors).
 *
 * Covered: customers (create), checkout sessions (create, retrieve; a test
 * helper completes one as a customer would), payment intents (create with
 * confirm, confirm, retrieve with `expand[]=payment_method`), setup intents
 * (retrieve), refunds (create), payment methods (retrieve, detach). Stripe's
 * test payment methods behave as at Stripe: `pm_card_visa` succeeds,
 * `pm_card_chargeDeclined` (generic_decline), `…InsufficientFunds`,
 * `…ExpiredCard`, `…ProcessingError` decline, `pm_card_authenticationRequired`
 * needs 3-D Secure (off-session: a 402 `authentication_required`; confirmed
 * with a return_url: `requires_action` with a redirect URL).
 *
 * Every request is recorded (method, path, parsed form/query, raw body,
 * idempotency key) for tests to assert on. `failNext` makes the next request
 * hang (a timeout), lose its answer after being applied, or answer 500.
 *
 * For end-to-end tests in a browser, it also serves the two pages a customer
 * sees at Stripe: the Checkout page of a session's `url` (choose a test card,
 * "Pay" or "Save card") and the 3-D Secure page of a `redirect_to_url`
 * ("Complete authentication" / "Fail authentication"). Given `webhook`, those
 * pages post the resulting events to it signed with its secret (as
 * `stripe listen --forward-to` does), then redirect to the success or return URL.
 */
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Obj = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body (POST) or query (GET), parsed into nested objects/arrays, values as strings. */
  params: Obj;
  raw: string;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
}

/** How the next request fails: never answered (client timeout); applied but its connection closed before the answer; or a 500. */
export type StandinFailure = "hang" | "drop-after" | "http500";

interface TestCard {
  brand: string;
  last4: string;
  /** What a charge does. */
  outcome: "succeed" | { code: string; decline_code?: string; message: string } | "authenticate";
}

export const TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: "visa", last4: "4242", outcome: "succeed" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", outcome: "succeed" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", outcome: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." } },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: "visa",
    last4: "9995",
    outcome: { code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." },
  },
  pm_card_chargeDeclinedExpiredCard: { brand: "visa", last4: "0069", outcome: { code: "expired_card", message: "Your card has expired." } },
  pm_card_chargeDeclinedProcessingError: {
    brand: "visa",
    last4: "0119",
    outcome: { code: "processing_error", message: "An error occurred while processing your card. Try again in a little bit." },
  },
  pm_card_authenticationRequired: { brand: "visa", last4: "3184", outcome: "authenticate" },
};

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: Obj,
  ) {
    super(String(error.message));
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeHttpError(400, { type: "invalid_request_error", message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
const missing = (what: string, id: string, param = "id") => new StripeHttpError(404, { type: "invalid_request_error", code: "resource_missing", param, message: `No such ${what}: '${id}'` });

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {};
  for (const [k, v] of new URLSearchParams(body)) {
    const path = k.split(/[[\]]+/).filter((seg) => seg !== "");
    let node: Obj = root;
    path.forEach((key, i) => {
      if (i === path.length - 1) {
        node[key] = v;
        return;
      }
      if (node[key] === undefined) node[key] = /^\d+$/.test(path[i + 1]) ? [] : {};
      node = node[key] as Obj;
    });
  }
  return root;
}

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
}

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const bool = (v: unknown): boolean => v === "true";

export interface StripeStandin {
  /** e.g. http://127.0.0.1:PORT, for the provider's `apiBaseUrl`. */
  url: string;
  requests: RecordedRequest[];
  /** Requests to a path (e.g. `/v1/payment_intents`), in order. */
  requestsTo(method: string, path: string): RecordedRequest[];
  failNext(how: StandinFailure): void;
  /** Fails the next `times` requests to one method and path (e.g. `POST /v1/refunds`) only. */
  failNextTo(method: string, path: string, how: StandinFailure, times?: number): void;
  /** Stripe's stored objects by id. */
  objects: Map<string, Obj>;
  /** What the customer does on Stripe's hosted Checkout page: pays (or saves) with a test card; answers the completed session. */
  completeCheckout(sessionId: string, testCard?: keyof typeof TEST_CARDS): Obj;
  /** A payment method made from a test card and attached to a customer (as a completed checkout leaves it). */
  attachTestCard(customerId: string, testCard: keyof typeof TEST_CARDS): Obj;
  /** The customer completes (or fails) a PaymentIntent's 3-D Secure page. */
  authenticate(paymentIntentId: string, ok: boolean): Obj;
  /** A Stripe event (JSON text, as Stripe posts it) about an object. */
  eventPayload(type: string, object: Obj, opts?: { id?: string; livemode?: boolean }): string;
  /** Posts an event to the configured webhook, signed; answers the HTTP status (0: no webhook set). */
  sendEvent(type: string, object: Obj): Promise<number>;
  /** Where the customer pages post their events (Tandem's `/webhooks/stripe` and its test-mode secret). */
  setWebhook(webhook: { url: string; secret: string } | undefined): void;
  close(): Promise<void>;
}

export async function startStripeStandin(opts: { webhook?: { url: string; secret: string } } = {}): Promise<StripeStandin> {
  let webhook = opts.webhook;
  const objects = new Map<string, Obj>();
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, { route: string; raw: string; status: number; body: string }>();
  const failures: StandinFailure[] = [];
  const pathFailures: { method: string; path: string; how: StandinFailure }[] = [];
  const hanging = new Set<ServerResponse>();
  let url = "";
  const now = () => Math.floor(Date.now() / 1000);

  function get(prefix: string, what: string, objectId: string): Obj {
    const o = objects.get(objectId);
    if (!o || !objectId.startsWith(prefix)) throw missing(what, objectId);
    return o;
  }

  /** A payment method by id; Stripe's test tokens (`pm_card_visa`) stand for a fresh unattached card. */
  function paymentMethod(pmId: string, param = "payment_method"): Obj {
    const stored = objects.get(pmId);
    if (stored?.object === "payment_method") return stored;
    if (TEST_CARDS[pmId]) return newPaymentMethod(pmId as keyof typeof TEST_CARDS, null, pmId);
    throw missing("PaymentMethod", pmId, param);
  }

  function newPaymentMethod(card: keyof typeof TEST_CARDS, customer: string | null, pmId = id("pm")): Obj {
    const c = TEST_CARDS[card];
    const pm: Obj = {
      id: pmId,
      object: "payment_method",
      type: "card",
      customer,
      created: now(),
      livemode: false,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: { brand: c.brand, last4: c.last4, exp_month: 12, exp_year: 2034, country: "US", funding: "credit" },
      // Which test card it is (the stand-in's own bookkeeping, like Stripe's fingerprint).
      _test_card: card,
    };
    if (pmId !== card) objects.set(pmId, pm);
    return pm;
  }

  function publicView(o: Obj): Obj {
    const { _test_card, ...rest } = o;
    void _test_card;
    return rest;
  }

  function expand(o: Obj, params: Obj): Obj {
    const wanted = Array.isArray(params.expand) ? (params.expand as string[]) : [];
    const out = publicView(o);
    for (const field of wanted) {
      const ref = out[field];
      if (typeof ref === "string") out[field] = publicView(field === "payment_method" ? paymentMethod(ref) : get("", field, ref));
    }
    return out;
  }

  /** Confirms a PaymentIntent with its payment method, as Stripe does for each test card. */
  function confirm(pi: Obj, opts: { offSession: boolean; returnUrl: string | undefined }): void {
    const pm = paymentMethod(String(pi.payment_method));
    const card = TEST_CARDS[String(pm._test_card)];
    pi.next_action = null;
    if (card.outcome === "succeed") {
      pi.status = "succeeded";
      pi.amount_received = pi.amount;
      pi.latest_charge = id("ch");
      pi.last_payment_error = null;
      if (pi.setup_future_usage && pi.customer && pm.customer === null) pm.customer = pi.customer;
      return;
    }
    if (card.outcome === "authenticate") {
      if (opts.offSession) {
        const error = { type: "card_error", code: "authentication_required", decline_code: "authentication_required", message: "Your card was declined. This transaction requires authentication.", payment_method: publicView(pm) };
        pi.status = "requires_payment_method";
        pi.last_payment_error = error;
        throw new StripeHttpError(402, { ...error, payment_intent: publicView(pi) });
      }
      pi.status = "requires_action";
      pi.next_action = opts.returnUrl
        ? { type: "redirect_to_url", redirect_to_url: { url: `${url}/3ds/${String(pi.id)}`, return_url: opts.returnUrl } }
        : { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } };
      return;
    }
    const error = { type: "card_error", ...card.outcome, payment_method: publicView(pm) };
    pi.status = "requires_payment_method";
    pi.last_payment_error = error;
    pi.latest_charge = id("ch");
    throw new StripeHttpError(402, { ...error, charge: pi.latest_charge, payment_intent: publicView(pi) });
  }

  function createPaymentIntent(p: Obj, livemode: boolean): Obj {
    const amount = Number(p.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0) throw invalid("Invalid positive integer", "amount");
    const currency = str(p.currency);
    if (!currency || !/^[a-z]{3}$/.test(currency)) throw invalid("Invalid currency", "currency");
    if (currency === "usd" && amount < 50) throw invalid("Amount must be at least $0.50 usd", "amount", "amount_too_small");
    const customer = str(p.customer) ?? null;
    if (customer) get("cus_", "customer", customer);
    const pi: Obj = {
      id: id("pi"),
      object: "payment_intent",
      amount,
      amount_received: 0,
      currency,
      customer,
      description: str(p.description) ?? null,
      metadata: (p.metadata as Obj) ?? {},
      payment_method: str(p.payment_method) ?? null,
      payment_method_types: ["card"],
      setup_future_usage: str(p.setup_future_usage) ?? null,
      status: p.payment_method ? "requires_confirmation" : "requires_payment_method",
      next_action: null,
      last_payment_error: null,
      latest_charge: null,
      created: now(),
      livemode,
    };
    if (pi.payment_method) paymentMethod(String(pi.payment_method)); // 404 for an unknown method
    objects.set(String(pi.id), pi);
    if (bool(p.confirm)) {
      if (!pi.payment_method) throw invalid("You cannot confirm this PaymentIntent because it's missing a payment method.", "payment_method");
      confirm(pi, { offSession: bool(p.off_session), returnUrl: str(p.return_url) });
    }
    return publicView(pi);
  }

  function route(method: string, path: string, p: Obj, livemode: boolean): Obj {
    let m: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const c: Obj = { id: id("cus"), object: "customer", created: now(), livemode, name: str(p.name) ?? null, email: str(p.email) ?? null, metadata: (p.metadata as Obj) ?? {} };
      objects.set(String(c.id), c);
      return c;
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const mode = str(p.mode);
      if (mode !== "payment" && mode !== "setup" && mode !== "subscription") throw invalid("Invalid mode", "mode");
      const customer = str(p.customer) ?? null;
      if (customer) get("cus_", "customer", customer);
      const lines = (p.line_items as Obj[] | undefined) ?? [];
      if (mode === "payment" && lines.length === 0) throw invalid("line_items is required in payment mode.", "line_items");
      let amountTotal: number | null = null;
      let currency: string | null = null;
      for (const [i, l] of lines.entries()) {
        const pd = l.price_data as Obj | undefined;
        const unit = Number(pd?.unit_amount);
        if (!pd || !Number.isSafeInteger(unit) || unit < 0) throw invalid("Invalid price_data", `line_items[${i}][price_data][unit_amount]`);
        if (!(pd.product_data as Obj | undefined)?.name) throw invalid("Missing product name", `line_items[${i}][price_data][product_data][name]`);
        currency = String(pd.currency);
        amountTotal = (amountTotal ?? 0) + unit * Number(l.quantity ?? 1);
      }
      const s: Obj = {
        id: id("cs_test"),
        object: "checkout.session",
        mode,
        status: "open",
        payment_status: mode === "setup" ? "no_payment_required" : "unpaid",
        customer,
        client_reference_id: str(p.client_reference_id) ?? null,
        metadata: (p.metadata as Obj) ?? {},
        success_url: str(p.success_url) ?? null,
        cancel_url: str(p.cancel_url) ?? null,
        amount_total: amountTotal,
        currency,
        payment_intent: null,
        setup_intent: null,
        livemode,
        created: now(),
        _params: p,
      };
      s.url = `${url}/c/pay/${String(s.id)}`;
      objects.set(String(s.id), s);
      return publicSession(s);
    }
    if (method === "GET" && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) return publicSession(get("cs_", "checkout.session", m[1]));
    if (method === "POST" && path === "/v1/payment_intents") return createPaymentIntent(p, livemode);
    if (method === "POST" && (m = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path))) {
      const pi = get("pi_", "payment_intent", m[1]);
      if (pi.status === "succeeded") throw invalid("This PaymentIntent's status is succeeded and cannot be confirmed.", undefined, "payment_intent_unexpected_state");
      if (p.payment_method) pi.payment_method = String(paymentMethod(String(p.payment_method)).id);
      confirm(pi, { offSession: bool(p.off_session), returnUrl: str(p.return_url) });
      return publicView(pi);
    }
    if (method === "GET" && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) return expand(get("pi_", "payment_intent", m[1]), p);
    if (method === "GET" && (m = /^\/v1\/setup_intents\/([^/]+)$/.exec(path))) return expand(get("seti_", "setup_intent", m[1]), p);
    if (method === "POST" && path === "/v1/refunds") {
      const piId = str(p.payment_intent);
      if (!piId) throw invalid("One of charge or payment_intent is required.", "payment_intent");
      const pi = get("pi_", "payment_intent", piId);
      if (pi.status !== "succeeded") throw invalid(`This PaymentIntent (${piId}) does not have a successful charge to refund.`, undefined, "charge_not_refundable");
      const refunded = [...objects.values()].filter((o) => o.object === "refund" && o.payment_intent === piId).reduce((a, o) => a + Number(o.amount), 0);
      const amount = p.amount === undefined ? Number(pi.amount_received) - refunded : Number(p.amount);
      if (!Number.isSafeInteger(amount) || amount <= 0) throw invalid("Invalid positive integer", "amount");
      if (amount + refunded > Number(pi.amount_received)) {
        throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${Number(pi.amount_received) - refunded})`, "amount", "amount_too_large");
      }
      const r: Obj = { id: id("re"), object: "refund", amount, currency: pi.currency, payment_intent: piId, charge: pi.latest_charge, status: "succeeded", metadata: (p.metadata as Obj) ?? {}, created: now() };
      objects.set(String(r.id), r);
      return r;
    }
    if (method === "GET" && (m = /^\/v1\/payment_methods\/([^/]+)$/.exec(path))) return publicView(paymentMethod(m[1], "id"));
    if (method === "POST" && (m = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path))) {
      const pm = paymentMethod(m[1], "payment_method");
      if (!pm.customer) throw invalid("The payment method you provided is not attached to a customer so detachment is impossible.");
      pm.customer = null;
      return publicView(pm);
    }
    throw new StripeHttpError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` });
  }

  function publicSession(s: Obj): Obj {
    const { _params, ...rest } = s;
    void _params;
    return rest;
  }

  function answer(res: ServerResponse, status: number, body: string): void {
    res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
    res.end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const u = new URL(req.url ?? "/", "http://standin");
    const method = req.method ?? "GET";
    const params = parseStripeForm(method === "GET" ? u.search.slice(1) : raw);
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    requests.push({ method, path: u.pathname, params, raw, idempotencyKey, stripeVersion: req.headers["stripe-version"] as string | undefined });

    if (method === "GET" || method === "POST") {
      const page = /^\/(c\/pay|3ds)\/([^/]+)$/.exec(u.pathname);
      if (page) return customerPage(res, method, page[1] === "3ds" ? "3ds" : "checkout", page[2], new URLSearchParams(method === "POST" ? raw : ""));
    }
    const aimed = pathFailures.findIndex((f) => f.method === method && f.path === u.pathname);
    const failure = aimed >= 0 ? pathFailures.splice(aimed, 1)[0].how : failures.shift();
    if (failure === "hang") {
      hanging.add(res);
      return;
    }
    if (failure === "http500") return answer(res, 500, JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred" } }));

    const auth = /^Bearer ((sk|rk)_(test|live)_\S+)$/.exec(req.headers.authorization ?? "");
    let status = 200;
    let body: string;
    const routeKey = `${method} ${u.pathname}`;
    const cached = method === "POST" && idempotencyKey ? idempotent.get(`${auth?.[1]}:${idempotencyKey}`) : undefined;
    if (!auth) {
      status = 401;
      body = JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    } else if (cached && (cached.route !== routeKey || cached.raw !== raw)) {
      status = 400;
      body = JSON.stringify({
        error: { type: "idempotency_error", message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.` },
      });
    } else if (cached) {
      status = cached.status;
      body = cached.body;
    } else {
      try {
        body = JSON.stringify(route(method, u.pathname, params, auth[3] === "live"));
      } catch (e) {
        if (!(e instanceof StripeHttpError)) throw e;
        status = e.status;
        body = JSON.stringify({ error: e.error });
      }
      if (method === "POST" && idempotencyKey) idempotent.set(`${auth[1]}:${idempotencyKey}`, { route: routeKey, raw, status, body });
    }
    if (failure === "drop-after") {
      req.socket.destroy();
      return;
    }
    answer(res, status, body);
  }

  const html = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

  /** The pages a customer sees at Stripe: Checkout, and 3-D Secure. */
  async function customerPage(res: ServerResponse, method: string, kind: "checkout" | "3ds", objectId: string, form: URLSearchParams): Promise<void> {
    const o = objects.get(objectId);
    if (!o || (kind === "checkout" ? o.object !== "checkout.session" : o.object !== "payment_intent")) {
      res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      res.end(html("Not found", "<p>No such page.</p>"));
      return;
    }
    if (kind === "checkout") {
      if (method === "GET") {
        const options = Object.entries(TEST_CARDS)
          .map(([pm, c]) => `<option value="${pm}">${c.brand} •••• ${c.last4} (${pm})</option>`)
          .join("");
        const due = o.amount_total === null ? "" : `<p>Amount due: ${String(o.amount_total)} ${String(o.currency).toUpperCase()} (minor units)</p>`;
        const button = o.mode === "setup" ? "Save card" : "Pay";
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(html("Stripe Checkout (stand-in)", `${due}<form method="post"><label>Test card <select name="card">${options}</select></label> <button type="submit">${button}</button></form>`));
        return;
      }
      const card = (form.get("card") ?? "pm_card_visa") as keyof typeof TEST_CARDS;
      if (!TEST_CARDS[card]) throw new Error(`unknown test card ${card}`);
      const session = pages.completeCheckout(objectId, card);
      await pages.sendEvent("checkout.session.completed", session);
      res.writeHead(303, { location: String(session.success_url) });
      res.end();
      return;
    }
    const next = o.next_action as { redirect_to_url?: { return_url: string } } | null;
    if (method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(
        html(
          "3D Secure test page (stand-in)",
          `<form method="post"><button type="submit" name="ok" value="1">Complete authentication</button> <button type="submit" name="ok" value="0">Fail authentication</button></form>`,
        ),
      );
      return;
    }
    const returnUrl = next?.redirect_to_url?.return_url;
    const pi = pages.authenticate(objectId, form.get("ok") === "1");
    await pages.sendEvent(pi.status === "succeeded" ? "payment_intent.succeeded" : "payment_intent.payment_failed", pi);
    res.writeHead(303, { location: `${returnUrl ?? "/"}${returnUrl?.includes("?") ? "&" : "?"}payment_intent=${objectId}` });
    res.end();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => answer(res, 500, JSON.stringify({ error: { type: "api_error", message: String(e) } })));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const pages: StripeStandin = {
    url,
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    failNext: (how) => failures.push(how),
    failNextTo: (method, path, how, times = 1) => {
      for (let i = 0; i < times; i++) pathFailures.push({ method, path, how });
    },
    objects,
    completeCheckout(sessionId, testCard = "pm_card_visa") {
      const s = get("cs_", "checkout.session", sessionId);
      const params = s._params as Obj;
      const pm = newPaymentMethod(testCard, String(s.customer));
      if (s.mode === "payment") {
        const intentData = (params.payment_intent_data as Obj | undefined) ?? {};
        const pi = createPaymentIntent(
          { amount: String(s.amount_total), currency: String(s.currency), customer: String(s.customer), payment_method: String(pm.id), setup_future_usage: intentData.setup_future_usage, metadata: intentData.metadata, confirm: "true" },
          false,
        );
        s.payment_intent = pi.id;
        s.payment_status = "paid";
      } else {
        const si: Obj = { id: id("seti"), object: "setup_intent", status: "succeeded", customer: s.customer, payment_method: pm.id, usage: "off_session", metadata: ((params.setup_intent_data as Obj | undefined)?.metadata as Obj) ?? {}, livemode: false, created: now() };
        objects.set(String(si.id), si);
        s.setup_intent = si.id;
      }
      s.status = "complete";
      return publicSession(s);
    },
    attachTestCard: (customerId, testCard) => publicView(newPaymentMethod(testCard, customerId)),
    authenticate(paymentIntentId, ok) {
      const pi = get("pi_", "payment_intent", paymentIntentId);
      if (pi.status !== "requires_action") throw new Error(`${paymentIntentId} is ${String(pi.status)}, not requires_action`);
      pi.next_action = null;
      if (ok) {
        pi.status = "succeeded";
        pi.amount_received = pi.amount;
        pi.latest_charge = id("ch");
      } else {
        pi.status = "requires_payment_method";
        pi.last_payment_error = { type: "card_error", code: "payment_intent_authentication_failure", message: "The provided PaymentMethod has failed authentication." };
      }
      return publicView(pi);
    },
    eventPayload(type, object, opts = {}) {
      return JSON.stringify(
        {
          id: opts.id ?? id("evt"),
          object: "event",
          api_version: "2026-10-28.endive",
          created: now(),
          data: { object },
          livemode: opts.livemode ?? false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type,
        },
        null,
        2,
      );
    },
    async sendEvent(type, object) {
      if (!webhook) return 0;
      const payload = pages.eventPayload(type, object);
      const r = await fetch(webhook.url, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: webhook.secret }) },
        body: payload,
      });
      await r.arrayBuffer();
      return r.status;
    },
    setWebhook(w) {
      webhook = w;
    },
    async close() {
      for (const res of hanging) res.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return pages;
}
