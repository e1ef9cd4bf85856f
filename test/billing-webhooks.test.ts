/**
 * Billing webhooks end to end through the SDK: webhooks.* operations, the
 * plan and invoice events a real billing flow causes (the sandbox's card on
 * file, the test clock), delivered by the billing sender to a local receiver
 * and verified with the SDK's verifyWebhook (typed with `BillingEvent`);
 * retries and the delivery log, test pings, secret rotation, filtering, test
 * vs live. The sender is driven by its `tick()` and a manual clock: no sleeps.
 */
import type { Tx } from "../src/platform/db/handle.js";
import { randomUUID } from "node:crypto";
import { type BillingEvent, type BillingEventType, type RevenueClient, type RevenueSchemas, verifyWebhook, WebhookVerificationError } from "@tandem/sdk";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type Receiver, type Responder, startReceiver } from "./support/receiver.js";
import { fails, ok, rawPost, type RevenueHarness, startRevenue } from "./support/revenue.js";
import { type TestSql, testSql } from "./support/sql.js";

type CreatePlan = RevenueSchemas["CreatePlanParams"];
type WebhookWithSecret = RevenueSchemas["WebhookWithSecret"];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 86_400_000;
const CARD = { expMonth: 12, expYear: 2040, cvc: "123", name: "Ann Example" };
const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;
const tokenOf = (url: string) => url.split("/").pop()!;

// The platform's clock starts at a whole second of now (signatures carry whole seconds) and only
// moves when a test moves it (retries); customers move on their own test clocks.
const clock = manualClock(Math.floor(Date.now() / 1000) * 1000);
let h: RevenueHarness;
let sql: TestSql;
beforeAll(async () => {
  h = await startRevenue({ clock });
  sql = testSql(h.tandem);
});
afterAll(async () => {
  await sql.close();
  await h.close();
});

const receivers: Receiver[] = [];
// Each test starts with no webhook in either mode (a webhook left behind would receive the next tests' events).
afterEach(async () => {
  for (const client of [h.rv, h.live]) {
    for (const w of (await ok(client.POST("/webhooks.list", {}))).list) await ok(client.POST("/webhooks.delete", { body: { id: w.id } }));
  }
  while (receivers.length) await receivers.pop()!.close();
  // A second passes between tests, so no two tests' subscriptions share a period end.
  clock.advance(SECOND);
});
async function receiver(responder?: Responder): Promise<Receiver> {
  const r = await startReceiver(responder);
  receivers.push(r);
  return r;
}

const sender = () => h.tandem.revenue.sender;
/** Ticks and waits until every attempt is logged, again until nothing more is due; answers how many attempts were made. */
async function flush(): Promise<number> {
  let total = 0;
  for (let started = await sender().tick(); started > 0; started = await sender().tick()) {
    total += started;
    await sender().drain();
  }
  return total;
}

const hosted = () => h.tandem.revenue.services.hosted;
const createWebhook = (body: RevenueSchemas["CreateWebhookParams"], client: RevenueClient = h.rv): Promise<WebhookWithSecret> =>
  ok(client.POST("/webhooks.create", { body }));
const feature = async () => (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("seats"), name: "Seats", type: "metered", consumable: false } }))).id;
const createPlan = async (over: Partial<CreatePlan>) => (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Plan", ...over } }))).id;
const newCustomer = async (client: RevenueClient = h.rv) => (await ok(client.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com" } }))).id!;
const getCustomer = (customer_id: string) => ok(h.rv.POST("/customers.get", { body: { customer_id } }));
const advance = (customer_id: string, frozen_time: number) => ok(h.rv.POST("/customers.advance_test_clock", { body: { customer_id, frozen_time } }));
const deliveries = (webhook_id: string, more: Partial<RevenueSchemas["ListWebhookDeliveriesParams"]> = {}) =>
  ok(h.rv.POST("/webhooks.deliveries", { body: { webhook_id, limit: 100, ...more } }));

/** Saves `number` as the customer's default card (billing.setup_payment and the sandbox's hosted form). */
async function cardOnFile(customer_id: string, number = "4242424242424242") {
  const setup = await ok(h.rv.POST("/billing.setup_payment", { body: { customer_id } }));
  expect((await hosted().submitCard(tokenOf(setup.url), { number, ...CARD })).outcome).toBe("complete");
}

/** Every request `r` received, verified with the SDK (signatures at the platform clock's time) and typed as billing events. */
function verified(r: Receiver, secret: string): BillingEvent[] {
  return r.requests.map((req) => verifyWebhook<BillingEvent>(req.raw, req.headers, secret, { now: Math.floor(clock.now() / 1000) }));
}
/** Whether an event is about customer `c` (a ping is about no customer). */
const about = (e: BillingEvent, c: string): boolean => e.type !== "ping" && e.data.customer_id === c;
/** The first event of `type` (about customer `c`), typed as its kind by the union. */
function firstOf<T extends BillingEvent["type"]>(events: BillingEvent[], type: T, c?: string): Extract<BillingEvent, { type: T }> {
  const e = events.find((x): x is Extract<BillingEvent, { type: T }> => x.type === type && (c === undefined || about(x, c)));
  if (!e) throw new Error(`no ${type} event${c ? ` about ${c}` : ""}`);
  return e;
}
/** The verified events about one customer, as [type, plan or invoice status] pairs, in `sequence` order. */
function story(events: BillingEvent[], customerId: string): [string, string | null][] {
  return events
    .filter((e) => about(e, customerId))
    .sort((a, b) => a.sequence! - b.sequence!)
    .map((e) => [e.type, "plan_id" in e.data ? e.data.plan_id : "invoice_id" in e.data ? e.data.status : null]);
}

describe("webhooks.* operations", () => {
  it("creates a webhook with a whsec_ secret shown once; lists, gets, updates and deletes it; each answer marks its mode", async () => {
    const id = uid("hook");
    const created = await createWebhook({ id, url: "http://127.0.0.1:9/hook", events: ["invoice.paid", "invoice.paid", "customer.plan.renewed"], description: "CRM sync" });
    expect(created).toEqual({
      id,
      url: "http://127.0.0.1:9/hook",
      events: ["invoice.paid", "customer.plan.renewed"],
      description: "CRM sync",
      disabled: false,
      disabled_reason: null,
      failing_since: null,
      previous_secret_expires_at: null,
      livemode: false,
      created_at: clock.now(),
      updated_at: clock.now(),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
    });
    const { secret, ...webhook } = created;
    expect(await ok(h.rv.POST("/webhooks.get", { body: { id } }))).toEqual(webhook);
    expect((await ok(h.rv.POST("/webhooks.list", {}))).list).toContainEqual(webhook);
    const updated = await ok(h.rv.POST("/webhooks.update", { body: { id, description: null, events: ["*"] } }));
    expect(updated).toMatchObject({ id, description: null, events: ["*"], disabled: false });
    for (const answer of [webhook, updated]) expect(JSON.stringify(answer)).not.toContain(secret);
    expect(await ok(h.rv.POST("/webhooks.delete", { body: { id } }))).toEqual({ success: true });
    expect(await fails(h.rv.POST("/webhooks.get", { body: { id } }))).toMatchObject({ status: 404, code: "webhook_not_found" });

    // The same id in live mode is another webhook, and says so.
    const live = await createWebhook({ id, url: "http://127.0.0.1:9/live", events: ["*"] }, h.live);
    expect(live.livemode).toBe(true);
    expect((await ok(h.live.POST("/webhooks.list", {}))).list.map((w) => w.id)).toContain(id);
    expect((await ok(h.rv.POST("/webhooks.list", {}))).list.map((w) => w.id)).not.toContain(id);
    await ok(h.live.POST("/webhooks.delete", { body: { id } }));
  });

  it("answers bad inputs with a clear 4xx", async () => {
    const id = uid("hook");
    await createWebhook({ id, url: "http://127.0.0.1:9/hook", events: ["*"] });
    const bad = async (path: string, body: unknown, status: number, code: string, mentions?: string) => {
      const res = await rawPost(h, path, body);
      expect({ path, body, status: res.status, code: res.body.code }).toEqual({ path, body, status, code });
      if (mentions) expect(res.body.message).toContain(mentions);
    };
    await bad("/webhooks.create", { id: uid("h"), url: "http://127.0.0.1:9/x", events: ["invoice.exploded"] }, 400, "invalid_request", "events");
    await bad("/webhooks.create", { id: uid("h"), url: "http://127.0.0.1:9/x", events: [] }, 400, "invalid_request", "events");
    await bad("/webhooks.create", { id: uid("h"), url: "http://127.0.0.1:9/x", events: Array(21).fill("*") }, 400, "invalid_request", "events");
    await bad("/webhooks.create", { id: uid("h"), url: "ftp://example.com/x", events: ["*"] }, 400, "invalid_request", "url");
    await bad("/webhooks.create", { id: uid("h"), url: "http://user:pw@example.com/x", events: ["*"] }, 400, "invalid_request", "url");
    await bad("/webhooks.create", { id: uid("h"), url: `http://example.com/${"a".repeat(2048)}`, events: ["*"] }, 400, "invalid_request", "url");
    await bad("/webhooks.create", { id: "has space", url: "http://127.0.0.1:9/x", events: ["*"] }, 400, "invalid_request", "id");
    await bad("/webhooks.create", { id, url: "http://127.0.0.1:9/x", events: ["*"] }, 400, "invalid_request", "is taken");
    await bad("/webhooks.create", { id: uid("h"), url: "http://127.0.0.1:9/x", events: ["*"], description: "d".repeat(501) }, 400, "invalid_request", "description");
    await bad("/webhooks.create", { id: uid("h"), url: "http://127.0.0.1:9/x", events: ["*"], secret: "whsec_mine" }, 400, "invalid_request");
    await bad("/webhooks.update", { id }, 400, "invalid_request", "at least one");
    await bad("/webhooks.update", { id, disabled: "yes" }, 400, "invalid_request", "disabled");
    await bad("/webhooks.update", { id: uid("none"), disabled: true }, 404, "webhook_not_found");
    await bad("/webhooks.rotate_secret", { id, overlap_seconds: 604_801 }, 400, "invalid_request", "overlap_seconds");
    await bad("/webhooks.deliveries", { webhook_id: id, start_cursor: "bm9wZQ" }, 400, "invalid_request", "start_cursor");
    await bad("/webhooks.deliveries", { webhook_id: id, limit: 101 }, 400, "invalid_request", "limit");
    await bad("/webhooks.deliveries", { webhook_id: id, event_type: "nope" }, 400, "invalid_request", "event_type");
    await bad("/webhooks.resend", { delivery_id: "whd_nope" }, 404, "webhook_delivery_not_found");
    await bad("/webhooks.test", { id: uid("none") }, 404, "webhook_not_found");
    expect((await rawPost(h, "/webhooks.list", {}, { auth: h.keys.pkTest })).body.code).toBe("secret_key_required");
  });

  it("allows 20 webhooks per mode: the 21st is 400 webhook_limit_reached", async () => {
    const { list } = await ok(h.live.POST("/webhooks.list", {}));
    for (const w of list) await ok(h.live.POST("/webhooks.delete", { body: { id: w.id } }));
    for (let i = 0; i < 20; i++) await createWebhook({ id: `limit-${i}`, url: "http://127.0.0.1:9/x", events: ["*"] }, h.live);
    expect(await fails(h.live.POST("/webhooks.create", { body: { id: "limit-20", url: "http://127.0.0.1:9/x", events: ["*"] } }))).toMatchObject({
      status: 400,
      code: "webhook_limit_reached",
    });
    expect((await ok(h.live.POST("/webhooks.list", {}))).list).toHaveLength(20);
    for (let i = 0; i < 20; i++) await ok(h.live.POST("/webhooks.delete", { body: { id: `limit-${i}` } }));
  });
});

// Before any test moves the clock by minutes: the standardwebhooks package checks against real time.
describe("signatures", () => {
  it("verifyWebhook accepts what Tandem signed and refuses a tampered body, a wrong secret, a stale timestamp or a missing header; the standardwebhooks package agrees", async () => {
    const r = await receiver();
    const hook = await createWebhook({ id: uid("sig"), url: r.url, events: ["*"] });
    await ok(h.rv.POST("/webhooks.test", { body: { id: hook.id } }));
    const [req] = r.requests;
    const now = Math.floor(clock.now() / 1000);
    const event = verifyWebhook<BillingEvent>(req.raw, req.headers, hook.secret, { now });
    expect(event.type).toBe("ping");
    // The Standard Webhooks reference library, with the whsec_ secret as is.
    const reference = new Webhook(hook.secret).verify(req.body, {
      "webhook-id": String(req.headers["webhook-id"]),
      "webhook-timestamp": String(req.headers["webhook-timestamp"]),
      "webhook-signature": String(req.headers["webhook-signature"]),
    });
    expect(reference).toEqual(event);
    // Svix's header names alone work too (as a receiver written for Autumn sends them).
    const svixOnly = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !k.startsWith("webhook-")));
    expect(verifyWebhook<BillingEvent>(req.raw, svixOnly as Record<string, string>, hook.secret, { now })).toEqual(event);
    // A Fetch Headers works as well.
    expect(verifyWebhook<BillingEvent>(req.body, new Headers(req.headers as Record<string, string>), hook.secret, { now })).toEqual(event);

    const refused = (body: string | Buffer, headers: Record<string, unknown>, secret = hook.secret, at = now) => {
      expect(() => verifyWebhook(body, headers as Record<string, string>, secret, { now: at })).toThrow(WebhookVerificationError);
    };
    refused(req.body.replace('"ping"', '"pong"'), req.headers);
    refused(Buffer.concat([req.raw, Buffer.from(" ")]), req.headers);
    refused(req.raw, req.headers, `whsec_${Buffer.alloc(24, 7).toString("base64")}`);
    refused(req.raw, req.headers, hook.secret, now + 301);
    refused(req.raw, { ...req.headers, "webhook-id": "evt_other", "svix-id": "evt_other" });
    refused(req.raw, { "content-type": "application/json" });
  });

  it("rotate_secret: deliveries carry the new and the old signature for the overlap, only the new one after", async () => {
    const r = await receiver();
    const hook = await createWebhook({ id: uid("rot"), url: r.url, events: ["*"] });
    const rotated = await ok(h.rv.POST("/webhooks.rotate_secret", { body: { id: hook.id, overlap_seconds: 3600 } }));
    expect(rotated.secret).not.toBe(hook.secret);
    expect(rotated.previous_secret_expires_at).toBe(clock.now() + 3_600_000);
    await ok(h.rv.POST("/webhooks.test", { body: { id: hook.id } }));
    const req = r.requests[0];
    expect(String(req.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    const now = Math.floor(clock.now() / 1000);
    for (const secret of [rotated.secret, hook.secret]) expect(verifyWebhook<BillingEvent>(req.raw, req.headers, secret, { now }).type).toBe("ping");

    const again = await ok(h.rv.POST("/webhooks.rotate_secret", { body: { id: hook.id, overlap_seconds: 0 } }));
    expect(again.previous_secret_expires_at).toBeNull();
    await ok(h.rv.POST("/webhooks.test", { body: { id: hook.id } }));
    const next = r.requests[1];
    expect(String(next.headers["webhook-signature"]).split(" ")).toHaveLength(1);
    expect(verifyWebhook<BillingEvent>(next.raw, next.headers, again.secret, { now }).type).toBe("ping");
    expect(() => verifyWebhook(next.raw, next.headers, rotated.secret, { now })).toThrow(WebhookVerificationError);
  });
});

describe("plan and invoice events of a billing flow", () => {
  it("attach with the card on file, a renewal, a scheduled downgrade, an upgrade, cancel and uncancel: each arrives signed, typed, in order", async () => {
    const r = await receiver();
    const hook = await createWebhook({ id: uid("all"), url: r.url, events: ["*"] });
    const group = uid("tier");
    const seats = await feature();
    const pro = await createPlan({ name: "Pro", group, price: { amount: 20, interval: "month" }, items: [{ feature_id: seats, included: 5 }] });
    const basic = await createPlan({ name: "Basic", group, price: { amount: 10, interval: "month" }, items: [{ feature_id: seats, included: 1 }] });
    const c = await newCustomer();
    await cardOnFile(c);

    // A paid plan, charged to the card on file.
    const attached = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: pro } }));
    expect(attached).toMatchObject({ payment_url: null, invoice: { status: "paid", total: 20 } });
    expect(await flush()).toBeGreaterThanOrEqual(3);
    let events = verified(r, hook.secret);
    expect(story(events, c)).toEqual([
      ["invoice.created", "open"],
      ["invoice.paid", "paid"],
      ["customer.plan.attached", pro],
    ]);
    const sub = (await getCustomer(c)).subscriptions.find((s) => s.plan_id === pro)!;
    const created = firstOf(events, "invoice.created", c);
    const paid = firstOf(events, "invoice.paid", c);
    expect(paid).toMatchObject({ id: expect.stringMatching(/^evt_/), livemode: false, created_at: clock.now() });
    expect(paid.data).toEqual({
      customer_id: c,
      invoice_id: expect.stringMatching(/^inv_/),
      number: expect.stringMatching(/^\d+$/),
      status: "paid",
      total: 20,
      amount_paid: 20,
      currency: "usd",
      failure_code: null,
      hosted_invoice_url: expect.stringMatching(/\/invoice\//),
    });
    expect(created.data).toMatchObject({ invoice_id: paid.data.invoice_id, status: "open", amount_paid: 0 });
    const attachedEvent = firstOf(events, "customer.plan.attached", c);
    expect(attachedEvent.data).toEqual({
      customer_id: c,
      entity_id: null,
      plan_id: pro,
      previous_plan_id: null,
      subscription_id: sub.id,
      status: "active",
      current_period_start: sub.current_period_start,
      current_period_end: sub.current_period_end,
      effective_at: expect.any(Number),
    });
    // Each request: the event's id as webhook-id (and svix-id), the headers the contract lists.
    const first = r.requests[0];
    expect(first.headers).toMatchObject({
      "content-type": "application/json",
      "user-agent": "Tandem-Webhooks/1",
      "webhook-id": events[0].id,
      "webhook-timestamp": String(clock.now() / 1000),
      "webhook-signature": expect.stringMatching(/^v1,[A-Za-z0-9+/]{43}=$/),
    });
    expect([first.headers["svix-id"], first.headers["svix-timestamp"], first.headers["svix-signature"]]).toEqual([
      first.headers["webhook-id"],
      first.headers["webhook-timestamp"],
      first.headers["webhook-signature"],
    ]);
    expect(Object.keys(JSON.parse(first.body))).toEqual(["id", "type", "created_at", "livemode", "sequence", "data"]);

    // A renewal on the customer's test clock.
    const end = sub.current_period_end!;
    await advance(c, end + MINUTE);
    await flush();
    events = verified(r, hook.secret);
    expect(story(events, c).slice(3)).toEqual([
      ["customer.plan.renewed", pro],
      ["invoice.created", "open"],
      ["invoice.paid", "paid"],
    ]);
    const renewed = firstOf(events, "customer.plan.renewed", c);
    expect(renewed.data).toMatchObject({ plan_id: pro, status: "active", current_period_start: end, effective_at: end });

    // A downgrade waits for the period's end: scheduled now; at the boundary Pro expires and Basic starts.
    const end2 = renewed.data.current_period_end!;
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: basic } }));
    await flush();
    events = verified(r, hook.secret);
    const scheduled = firstOf(events, "customer.plan.scheduled", c);
    expect(scheduled.data).toMatchObject({ plan_id: basic, previous_plan_id: pro, status: "scheduled", effective_at: end2 });
    await advance(c, end2 + MINUTE);
    await flush();
    events = verified(r, hook.secret);
    expect(story(events, c).slice(7)).toEqual([
      ["customer.plan.expired", pro],
      ["customer.plan.downgraded", basic],
      ["invoice.created", "open"],
      ["invoice.paid", "paid"],
    ]);
    const downgraded = firstOf(events, "customer.plan.downgraded");
    expect(downgraded.data).toMatchObject({ plan_id: basic, previous_plan_id: pro, status: "active", effective_at: end2 });

    // Back to Pro: an upgrade, at once and prorated.
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: pro } }));
    await flush();
    events = verified(r, hook.secret);
    expect(story(events, c).slice(11)).toEqual([
      ["invoice.created", "open"],
      ["invoice.paid", "paid"],
      ["customer.plan.upgraded", pro],
    ]);
    expect(firstOf(events, "customer.plan.upgraded").data).toMatchObject({ plan_id: pro, previous_plan_id: basic, status: "active" });

    // Cancel at the end of the cycle, undo it, then cancel now.
    await ok(h.rv.POST("/billing.cancel", { body: { customer_id: c, plan_id: pro } }));
    await ok(h.rv.POST("/billing.update", { body: { customer_id: c, plan_id: pro, cancel_action: "uncancel" } }));
    await ok(h.rv.POST("/billing.cancel", { body: { customer_id: c, plan_id: pro, cancel_action: "cancel_immediately" } }));
    await flush();
    events = verified(r, hook.secret);
    const tail = events.filter((e) => about(e, c)).sort((a, b) => a.sequence! - b.sequence!).slice(14);
    expect(tail.map((e) => [e.type, e.data])).toEqual([
      ["customer.plan.canceled", expect.objectContaining({ plan_id: pro, status: "active", effective_at: expect.any(Number) })],
      ["customer.plan.uncanceled", expect.objectContaining({ plan_id: pro, status: "active" })],
      ["customer.plan.canceled", expect.objectContaining({ plan_id: pro, status: "expired" })],
    ]);
    const canceledAtEnd = tail[0].data as { effective_at: number; current_period_end: number };
    expect(canceledAtEnd.effective_at).toBe(canceledAtEnd.current_period_end);
    // Order by sequence: 1, 2, 3 … in commit order, never reused.
    const seqs = events.map((e) => e.sequence).sort((a, b) => a! - b!);
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it("a declined renewal: invoice.payment_failed and customer.plan.past_due once, a failed retry each dunning day, then customer.plan.expired", async () => {
    const r = await receiver();
    const hook = await createWebhook({ id: uid("dunning"), url: r.url, events: ["customer.plan.past_due", "customer.plan.expired", "invoice.payment_failed", "customer.plan.renewed"] });
    const plan = await createPlan({ name: "Pro", price: { amount: 20, interval: "month" } });
    const c = await newCustomer();
    // 4000000000000341 pays the first checkout, then declines every later charge.
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    expect((await hosted().submitCard(tokenOf(a.payment_url!), { number: "4000000000000341", ...CARD })).outcome).toBe("complete");
    const end = (await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!.current_period_end!;

    await advance(c, end + MINUTE);
    await flush();
    let events = verified(r, hook.secret);
    expect(story(events, c)).toEqual([
      ["customer.plan.renewed", plan],
      ["invoice.payment_failed", "open"],
      ["customer.plan.past_due", plan],
    ]);
    const failed = firstOf(events, "invoice.payment_failed");
    expect(failed.data).toMatchObject({ customer_id: c, status: "open", total: 20, amount_paid: 0, failure_code: "card_declined" });
    expect(firstOf(events, "customer.plan.past_due").data).toMatchObject({ plan_id: plan, status: "past_due" });

    // Retries 1, 3 and 5 days later fail too; after the last the plan ends.
    await advance(c, end + 6 * DAY);
    await flush();
    events = verified(r, hook.secret);
    expect(story(events, c).slice(3)).toEqual([
      ["invoice.payment_failed", "open"],
      ["invoice.payment_failed", "open"],
      ["invoice.payment_failed", "open"],
      ["customer.plan.expired", plan],
    ]);
  });

  it("a card on file declined at attach: invoice.payment_failed, and no plan event", async () => {
    const r = await receiver();
    const hook = await createWebhook({ id: uid("declined"), url: r.url, events: ["*"] });
    const plan = await createPlan({ name: "Pro", price: { amount: 20, interval: "month" } });
    const c = await newCustomer();
    await cardOnFile(c, "4000000000000341");
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, redirect_mode: "never" } }));
    expect(a).toMatchObject({ required_action: { code: "payment_failed" }, invoice: { status: "open" } });
    await flush();
    expect(story(verified(r, hook.secret), c)).toEqual([
      ["invoice.created", "open"],
      ["invoice.payment_failed", "open"],
    ]);
  });

  it("a change that fails writes no event (the outbox commits with the change or not at all)", async () => {
    const count = async () => (await sql.get<{ n: number }>("SELECT count(*) AS n FROM rv_webhook_events"))!.n;
    const r = await receiver();
    const all = await createWebhook({ id: uid("all"), url: r.url, events: ["*"] });
    const plan = await createPlan({ name: "Pro", price: { amount: 20, interval: "month" } });
    const c = await newCustomer();
    await cardOnFile(c);
    const before = await count();
    // No exchange rate to jpy: the attach is refused inside its write, which rolls back whole.
    expect(await fails(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, currency: "jpy" } }))).toMatchObject({ status: 400, code: "missing_fx_rate" });
    expect(await count()).toBe(before);
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    expect(await count()).toBe(before + 3);
    await ok(h.rv.POST("/webhooks.delete", { body: { id: all.id } }));
  });

  it("an event no webhook subscribes to is not written (nothing to send later)", async () => {
    const count = async () => (await sql.get<{ n: number }>("SELECT count(*) AS n FROM rv_webhook_events"))!.n;
    const r = await receiver();
    const hook = await createWebhook({ id: uid("created-only"), url: r.url, events: ["invoice.created"] });
    const plan = await createPlan({ name: "Pro", price: { amount: 20, interval: "month" } });
    const c = await newCustomer();
    await cardOnFile(c);
    const before = await count();
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    // Attach announces the plan, the invoice created and paid; only invoice.created has a subscriber.
    expect(await count()).toBe(before + 1);
    await ok(h.rv.POST("/webhooks.delete", { body: { id: hook.id } }));
  });
});

describe("balance events through ctx.notify (the seam usage alerts, limits and auto top-ups emit through)", () => {
  it("each balance kind emitted in a write arrives signed and typed; one rolled back does not", async () => {
    const r = await receiver();
    const hook = await createWebhook({ id: uid("balances"), url: r.url, events: ["balance.usage_alert", "balance.limit_reached", "balance.auto_topup"] });
    const spaceId = (await sql.get<{ id: number }>("SELECT id FROM spaces WHERE mode = 'test'"))!.id;
    const { notifier } = h.tandem.revenue.webhooks;
    const c = uid("cus");
    const write = <T>(fn: (tx: Tx) => Promise<T>) => h.tandem.store.write(fn);
    await write(async (tx) => {
      await notifier.emit(tx, spaceId, "balance.usage_alert", { customer_id: c, entity_id: null, feature_id: "messages", name: "80%", threshold: 80, threshold_type: "usage_percentage", usage: 81, remaining: 19 });
      await notifier.emit(tx, spaceId, "balance.limit_reached", { customer_id: c, entity_id: null, feature_id: "messages", limit_type: "usage_limit", limit: 100, usage: 100 });
      await notifier.emit(tx, spaceId, "balance.auto_topup", { customer_id: c, feature_id: "messages", quantity: 50, status: "succeeded", invoice_id: "inv_x", balance: 60, failure_code: null });
    });
    await expect(
      write(async (tx) => {
        await notifier.emit(tx, spaceId, "balance.auto_topup", { customer_id: c, feature_id: "messages", quantity: 50, status: "failed", invoice_id: null, balance: 10, failure_code: "card_declined" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await flush();
    const events = verified(r, hook.secret).sort((a, b) => a.sequence! - b.sequence!);
    expect(events.map((e) => e.type)).toEqual(["balance.usage_alert", "balance.limit_reached", "balance.auto_topup"]);
    const topup = firstOf(events, "balance.auto_topup", c);
    expect(topup.data).toEqual({ customer_id: c, feature_id: "messages", quantity: 50, status: "succeeded", invoice_id: "inv_x", balance: 60, failure_code: null });
    expect(firstOf(events, "balance.usage_alert", c).data.threshold_type).toBe("usage_percentage");
  });
});

describe("delivery, retries and the log", () => {
  it("retries a failed delivery on the schedule; the log shows each attempt with its status, excerpt and duration; pages like the rest of the API", async () => {
    const r = await receiver((_req, i) => (i === 0 ? { status: 500, body: "down for maintenance" } : { status: 204, body: "" }));
    const hook = await createWebhook({ id: uid("retry"), url: r.url, events: ["customer.plan.attached"] });
    const free = await createPlan({ name: "Free" });
    const customers = [await newCustomer(), await newCustomer()];
    for (const c of customers) await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: free } }));

    expect(await flush()).toBe(2);
    let log = await deliveries(hook.id);
    expect(log.list).toHaveLength(2);
    const failedOne = log.list.find((d) => d.status === "pending")!;
    expect(failedOne).toMatchObject({ webhook_id: hook.id, event_type: "customer.plan.attached", attempt_count: 1, next_attempt_at: clock.now() + MINUTE });
    expect(failedOne.attempts).toEqual([
      { number: 1, trigger: "scheduled", state: "completed", at: clock.now(), status_code: 500, response_excerpt: "down for maintenance", duration_ms: expect.any(Number), error: null },
    ]);

    // Not due yet; a minute later it is sent again, and succeeds.
    clock.advance(MINUTE - SECOND);
    expect(await flush()).toBe(0);
    clock.advance(SECOND);
    expect(await flush()).toBe(1);
    const again = (await deliveries(hook.id)).list.find((d) => d.id === failedOne.id)!;
    expect(again).toMatchObject({ status: "succeeded", attempt_count: 2, next_attempt_at: null });
    expect(again.attempts.map((a) => [a.number, a.status_code])).toEqual([
      [1, 500],
      [2, 204],
    ]);
    // Both attempts of one event carry the same webhook-id, each signed at its own time.
    const attemptsOfEvent = r.requests.filter((q) => q.headers["webhook-id"] === failedOne.event_id);
    expect(attemptsOfEvent.map((q) => Number(q.headers["webhook-timestamp"]) * 1000)).toEqual([clock.now() - MINUTE, clock.now()]);
    for (const q of attemptsOfEvent) expect(verifyWebhook<BillingEvent>(q.raw, q.headers, hook.secret, { now: clock.now() / 1000 }).id).toBe(failedOne.event_id);

    // Pages of one, newest first; filters by status and kind.
    const page1 = await deliveries(hook.id, { limit: 1 });
    expect(page1.list).toHaveLength(1);
    expect(page1.next_cursor).not.toBeNull();
    const page2 = await deliveries(hook.id, { limit: 1, start_cursor: page1.next_cursor! });
    expect(page2.list).toHaveLength(1);
    expect(page2.next_cursor).toBeNull();
    expect([page1.list[0].id, page2.list[0].id].sort()).toEqual(log.list.map((d) => d.id).sort());
    log = await deliveries(hook.id, { status: "pending" });
    expect(log.list).toEqual([]);
    expect((await deliveries(hook.id, { event_type: "invoice.paid" })).list).toEqual([]);

    // A resend is one more manual attempt, answered; a pending delivery is not resent.
    const resent = await ok(h.rv.POST("/webhooks.resend", { body: { delivery_id: failedOne.id } }));
    expect(resent).toMatchObject({ id: failedOne.id, status: "succeeded", attempt_count: 3 });
    expect(resent.attempts[2]).toMatchObject({ number: 3, trigger: "manual", status_code: 204 });
    expect(r.requests.at(-1)!.headers["webhook-id"]).toBe(failedOne.event_id);
  });

  it("after six failed attempts the delivery fails; a resend of a pending delivery is 409 delivery_pending", async () => {
    const r = await receiver({ status: 503, body: "no" });
    const hook = await createWebhook({ id: uid("six"), url: r.url, events: ["customer.plan.attached"] });
    const free = await createPlan({ name: "Free" });
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: await newCustomer(), plan_id: free } }));
    await flush();
    const [d] = (await deliveries(hook.id)).list;
    expect(await fails(h.rv.POST("/webhooks.resend", { body: { delivery_id: d.id } }))).toMatchObject({ status: 409, code: "delivery_pending" });
    for (const wait of [1, 5, 30, 120, 720]) {
      clock.advance(wait * MINUTE);
      expect(await flush()).toBe(1);
    }
    expect((await deliveries(hook.id)).list[0]).toMatchObject({ status: "failed", attempt_count: 6, next_attempt_at: null });
    expect(r.requests).toHaveLength(6);
  });

  it("a test ping takes no sequence number: it carries sequence null and the events around it are numbered without a gap", async () => {
    const r = await receiver({ status: 200, body: "ok" });
    const hook = await createWebhook({ id: uid("gap"), url: r.url, events: ["*"] });
    const free = await createPlan({ name: "Free" });
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: await newCustomer(), plan_id: free } }));
    await flush();
    await ok(h.rv.POST("/webhooks.test", { body: { id: hook.id } }));
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: await newCustomer(), plan_id: free } }));
    await flush();
    const events = verified(r, hook.secret);
    const ping = events.find((e) => e.type === "ping")!;
    expect(ping.sequence).toBeNull();
    const numbered = events.filter((e) => e.type !== "ping").map((e) => e.sequence!);
    expect(numbered.length).toBeGreaterThanOrEqual(2);
    const sorted = [...numbered].sort((a, b) => a - b);
    expect(sorted).toEqual(sorted.map((_, i) => sorted[0] + i));
  });

  it("webhooks.test sends a signed ping now and answers its delivery; a disabled webhook gets nothing and its pending deliveries stop", async () => {
    const r = await receiver({ status: 200, body: "pong" });
    const hook = await createWebhook({ id: uid("ping"), url: r.url, events: ["*"] });
    const ping = await ok(h.rv.POST("/webhooks.test", { body: { id: hook.id } }));
    expect(ping).toMatchObject({ webhook_id: hook.id, event_type: "ping", status: "succeeded", attempt_count: 1 });
    expect(ping.attempts).toEqual([
      { number: 1, trigger: "manual", state: "completed", at: clock.now(), status_code: 200, response_excerpt: "pong", duration_ms: expect.any(Number), error: null },
    ]);
    const [event] = verified(r, hook.secret);
    if (event.type !== "ping") throw new Error(`expected a ping, got ${event.type}`);
    expect(event.data).toEqual({ webhook_id: hook.id, message: expect.stringContaining("reachable") });
    expect(event.id).toBe(ping.event_id);

    // Disabled: a pending delivery stops (failed), test and resend answer 409, nothing is sent.
    r.respond({ status: 500 });
    const free = await createPlan({ name: "Free" });
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: await newCustomer(), plan_id: free } }));
    await flush();
    const pending = (await deliveries(hook.id, { status: "pending" })).list;
    expect(pending).toHaveLength(1);
    const disabled = await ok(h.rv.POST("/webhooks.update", { body: { id: hook.id, disabled: true } }));
    expect(disabled).toMatchObject({ disabled: true, disabled_reason: "manual" });
    expect((await deliveries(hook.id, { status: "pending" })).list).toEqual([]);
    expect(await fails(h.rv.POST("/webhooks.test", { body: { id: hook.id } }))).toMatchObject({ status: 409, code: "webhook_disabled" });
    expect(await fails(h.rv.POST("/webhooks.resend", { body: { delivery_id: pending[0].id } }))).toMatchObject({ status: 409, code: "webhook_disabled" });
    const sent = r.requests.length;
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: await newCustomer(), plan_id: free } }));
    clock.advance(MINUTE);
    await flush();
    expect(r.requests).toHaveLength(sent);
  });
});

describe("filtering and modes", () => {
  it("a webhook receives only the kinds it subscribes to; `*` receives every kind", async () => {
    const only = await receiver();
    const every = await receiver();
    const paidOnly = await createWebhook({ id: uid("paid"), url: only.url, events: ["invoice.paid"] });
    const all = await createWebhook({ id: uid("every"), url: every.url, events: ["*"] });
    const plan = await createPlan({ name: "Pro", price: { amount: 20, interval: "month" } });
    const c = await newCustomer();
    await cardOnFile(c);
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    await flush();
    expect(story(verified(only, paidOnly.secret), c)).toEqual([["invoice.paid", "paid"]]);
    expect(story(verified(every, all.secret), c).map(([t]) => t)).toEqual(["invoice.created", "invoice.paid", "customer.plan.attached"]);
    const types: BillingEventType[] = ["invoice.paid"];
    expect((await ok(h.rv.POST("/webhooks.get", { body: { id: paidOnly.id } }))).events).toEqual(types);
  });

  it("test and live are apart: each mode's webhooks receive only its events, marked livemode false or true", async () => {
    const testR = await receiver();
    const liveR = await receiver();
    const testHook = await createWebhook({ id: uid("mode"), url: testR.url, events: ["customer.plan.attached"] });
    const liveHook = await createWebhook({ id: uid("mode"), url: liveR.url, events: ["customer.plan.attached"] }, h.live);
    const plan = uid("free");
    for (const client of [h.rv, h.live]) await ok(client.POST("/plans.create", { body: { plan_id: plan, name: "Free" } }));
    const c = uid("cus");
    for (const client of [h.rv, h.live]) {
      await ok(client.POST("/customers.get_or_create", { body: { customer_id: c } }));
      await ok(client.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    }
    await flush();
    const testEvents = verified(testR, testHook.secret).filter((e) => about(e, c));
    const liveEvents = verified(liveR, liveHook.secret).filter((e) => about(e, c));
    expect(testEvents.map((e) => [e.type, e.livemode])).toEqual([["customer.plan.attached", false]]);
    expect(liveEvents.map((e) => [e.type, e.livemode])).toEqual([["customer.plan.attached", true]]);
    expect(testEvents[0].id).not.toBe(liveEvents[0].id);
    await ok(h.live.POST("/webhooks.delete", { body: { id: liveHook.id } }));
  });
});

describe("controls that fire, delivered", () => {
  it("a usage alert and an auto top-up fire once each and arrive as signed webhooks the SDK verifies", async () => {
    const r = await receiver();
    const hook = await createWebhook({ id: uid("hook"), url: r.url, events: ["balance.usage_alert", "balance.auto_topup"] });
    const credits = (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("credits"), name: "Credits", type: "metered", consumable: true } }))).id;
    const plan = await createPlan({
      price: { amount: 20, interval: "month" },
      items: [
        { feature_id: credits, included: 100, reset: { interval: "month" } },
        { feature_id: credits, included: 0, price: { amount: 10, billing_units: 100, interval: "one_off", billing_method: "prepaid" } },
      ],
    });
    const c = await newCustomer();
    await cardOnFile(c);
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    await ok(
      h.rv.POST("/customers.update", {
        body: {
          customer_id: c,
          billing_controls: {
            usage_alerts: [{ feature_id: credits, enabled: true, threshold: 50, threshold_type: "usage", basis: "balance", name: "half" }],
            auto_topups: [{ feature_id: credits, enabled: true, threshold: 20, quantity: 100 }],
          },
        },
      }),
    );
    const track = (value: number) => ok(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: credits, value } }));
    await track(60); // crosses the alert (usage ≥ 50), remaining 40: above the top-up's threshold
    await track(5); // the alert fired already this period: nothing
    await track(20); // remaining 15 < 20: one top-up of 100
    await h.tandem.revenue.services.autoTopups.drain();
    await track(1); // remaining 114: nothing more
    await h.tandem.revenue.services.autoTopups.drain();
    await flush();

    const events = verified(r, hook.secret).filter((e) => about(e, c));
    expect(events.map((e) => e.type).sort()).toEqual(["balance.auto_topup", "balance.usage_alert"]);
    expect(firstOf(events, "balance.usage_alert", c)).toMatchObject({ livemode: false, data: { customer_id: c, feature_id: credits, name: "half", threshold: 50, threshold_type: "usage", usage: 60 } });
    const topup = firstOf(events, "balance.auto_topup", c);
    expect(topup.data).toMatchObject({ customer_id: c, feature_id: credits, quantity: 100, status: "succeeded", balance: 115, failure_code: null });
    const inv = await ok(h.rv.POST("/invoices.get", { body: { invoice_id: topup.data.invoice_id! } }));
    expect(inv).toMatchObject({ status: "paid", total: 10 });
    // A tampered body fails verification.
    const req = r.requests[0]!;
    expect(() => verifyWebhook<BillingEvent>(req.body.replace("balance", "balancf"), req.headers, hook.secret, { now: Math.floor(clock.now() / 1000) })).toThrow(WebhookVerificationError);
  });
});

describe("version moves and voided invoices", () => {
  it("plans.migrate announces each subscription moved as customer.plan.migrated with both versions; plans.update's migration too; other kinds' webhooks get none", async () => {
    const r = await receiver();
    const others = await receiver();
    const hook = await createWebhook({ id: uid("migrated"), url: r.url, events: ["customer.plan.migrated"] });
    // Every other plan kind a version move could be mistaken for, and the invoices a charge would make.
    const otherHook = await createWebhook({
      id: uid("others"),
      url: others.url,
      events: ["customer.plan.upgraded", "customer.plan.downgraded", "customer.plan.attached", "customer.plan.expired", "invoice.created", "invoice.paid"],
    });
    const plan = await createPlan({ name: "Pro", price: { amount: 20, interval: "month" } });
    const a = await newCustomer();
    const b = await newCustomer();
    for (const c of [a, b]) {
      await cardOnFile(c);
      await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    }
    await ok(h.rv.POST("/plans.update", { body: { plan_id: plan, force_version: true } }));
    await flush();
    const before = others.requests.length;
    expect(r.requests).toHaveLength(0);

    // Only `a`, from version 1 to 2.
    expect(await ok(h.rv.POST("/plans.migrate", { body: { plan_id: plan, from_version: 1, to_version: 2, customer_ids: [a] } }))).toEqual({ migrated: 1, customer_ids: [a] });
    // A refused migration (equal versions) writes no event.
    expect(await fails(h.rv.POST("/plans.migrate", { body: { plan_id: plan, from_version: 2, to_version: 2 } }))).toMatchObject({ status: 400, code: "invalid_request" });
    await flush();
    let events = verified(r, hook.secret);
    expect(events.map((e) => [e.type, e.type === "ping" ? null : e.data.customer_id])).toEqual([["customer.plan.migrated", a]]);
    const subA = (await ok(h.rv.POST("/customers.get", { body: { customer_id: a, expand: ["subscriptions.plan"] } }))).subscriptions.find((s) => s.plan_id === plan)!;
    expect(subA.plan!.version).toBe(2);
    const moved = firstOf(events, "customer.plan.migrated", a);
    expect(moved).toMatchObject({ id: expect.stringMatching(/^evt_/), livemode: false });
    expect(moved.data).toEqual({
      customer_id: a,
      entity_id: null,
      plan_id: plan,
      previous_plan_id: plan,
      subscription_id: subA.id,
      status: "active",
      current_period_start: subA.current_period_start,
      current_period_end: subA.current_period_end,
      effective_at: expect.any(Number),
      plan_version: 2,
      previous_plan_version: 1,
    });
    // The delivery log knows the kind and filters on it.
    const log = await deliveries(hook.id, { event_type: "customer.plan.migrated" });
    expect(log.list.map((d) => [d.event_id, d.event_type, d.status])).toEqual([[moved.id, "customer.plan.migrated", "succeeded"]]);

    // plans.update with `migration: { draft: false }` moves everyone on version 2 (a) to the new version 3; b stays on 1.
    await ok(h.rv.POST("/plans.update", { body: { plan_id: plan, price: { amount: 25, interval: "month" }, migration: { draft: false } } }));
    await flush();
    events = verified(r, hook.secret);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ type: "customer.plan.migrated", data: { customer_id: a, plan_id: plan, previous_plan_id: plan, plan_version: 3, previous_plan_version: 2 } });
    expect(events[1].sequence!).toBeGreaterThan(events[0].sequence!);

    // A rollback of b is announced too, with the lower version as plan_version.
    await ok(h.rv.POST("/plans.migrate", { body: { plan_id: plan, from_version: 1, to_version: 3 } }));
    await ok(h.rv.POST("/plans.migrate", { body: { plan_id: plan, from_version: 3, to_version: 1, customer_ids: [b] } }));
    await flush();
    events = verified(r, hook.secret);
    // Deliveries may arrive in any order; `sequence` is the order of the moves.
    const rollback = events.slice(2).sort((x, y) => x.sequence! - y.sequence!);
    expect(rollback.map((e) => (e.type === "customer.plan.migrated" ? [e.data.customer_id, e.data.previous_plan_version, e.data.plan_version] : null))).toEqual([
      [b, 1, 3],
      [b, 3, 1],
    ]);

    // No upgraded, downgraded, attached, expired or invoice event for any of the moves.
    expect(others.requests.length).toBe(before);
    expect(verified(others, otherHook.secret).filter((e) => about(e, a) || about(e, b)).map((e) => e.type).sort()).toEqual(
      ["customer.plan.attached", "customer.plan.attached", "invoice.created", "invoice.created", "invoice.paid", "invoice.paid"],
    );
  });

  it("invoices.void announces invoice.voided with the invoice as voided, once; a webhook of the other invoice kinds does not get it", async () => {
    const r = await receiver();
    const others = await receiver();
    const hook = await createWebhook({ id: uid("voided"), url: r.url, events: ["invoice.voided"] });
    const otherHook = await createWebhook({ id: uid("others"), url: others.url, events: ["invoice.created", "invoice.paid", "invoice.payment_failed", "customer.plan.expired"] });
    const plan = await createPlan({ name: "Pro", price: { amount: 120, interval: "month" } });
    const c = await newCustomer();
    // Sent as an invoice (net terms): open until paid or voided.
    const answer = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, invoice_mode: { enabled: true, net_terms_days: 30 } } }));
    expect(answer.invoice).toMatchObject({ status: "open", total: 120 });
    const [inv] = (await ok(h.rv.POST("/invoices.list", { body: { customer_id: c } }))).list;
    const voided = await ok(h.rv.POST("/invoices.void", { body: { invoice_id: inv.id } }));
    expect(voided.invoice.status).toBe("void");
    // A second void is refused and announces nothing.
    expect(await fails(h.rv.POST("/invoices.void", { body: { invoice_id: inv.id } }))).toMatchObject({ status: 400, code: "invalid_request" });
    await flush();

    const events = verified(r, hook.secret).filter((e) => about(e, c));
    expect(events.map((e) => e.type)).toEqual(["invoice.voided"]);
    const event = firstOf(events, "invoice.voided", c);
    expect(event.data).toEqual({
      customer_id: c,
      invoice_id: inv.id,
      number: expect.stringMatching(/^\d+$/),
      status: "void",
      total: 120,
      amount_paid: 0,
      currency: "usd",
      failure_code: null,
      hosted_invoice_url: inv.hosted_invoice_url,
    });
    const created = firstOf(verified(others, otherHook.secret), "invoice.created", c);
    expect(event.data.number).toBe(created.data.number);
    expect(story(verified(others, otherHook.secret), c)).toEqual([["invoice.created", "open"]]);
    const types: BillingEventType[] = ["invoice.voided"];
    expect((await ok(h.rv.POST("/webhooks.get", { body: { id: hook.id } }))).events).toEqual(types);
  });

  it("webhooks.create and webhooks.update accept the new kinds; an unknown one is still 400", async () => {
    const id = uid("kinds");
    const created = await createWebhook({ id, url: "http://127.0.0.1:9/hook", events: ["customer.plan.migrated", "invoice.voided"] });
    expect(created.events).toEqual(["customer.plan.migrated", "invoice.voided"]);
    expect((await ok(h.rv.POST("/webhooks.update", { body: { id, events: ["invoice.voided"] } }))).events).toEqual(["invoice.voided"]);
    const bad = await rawPost(h, "/webhooks.update", { id, events: ["invoice.void"] });
    expect([bad.status, bad.body.code]).toEqual([400, "invalid_request"]);
  });
});
