/**
 * The billing webhooks' pure parts, without HTTP: the body and headers a
 * delivery carries, which way a plan change went, and the SDK's
 * verification of Standard Webhooks signatures (sync and Web Crypto).
 */
import { createHmac, randomBytes } from "node:crypto";
import { type BillingEvent, verifyWebhook, verifyWebhookAsync, WebhookVerificationError } from "@tandem/sdk";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import type { SendJob } from "../src/platform/webhooks/webhooks.repo.js";
import type { PlanState } from "../src/revenue/plans/plans.rules.js";
import { billingEventBody, billingMessage } from "../src/revenue/webhooks/message.js";
import { periodValue, startKind } from "../src/revenue/webhooks/plan-events.js";

const T = 1_767_225_600; // 2026-01-01T00:00:00Z
const SECRET = `whsec_${randomBytes(24).toString("base64")}`;
const DATA = { customer_id: "cus_1", invoice_id: "inv_1", number: "7", status: "paid", total: 20.5, amount_paid: 20.5, currency: "usd", failure_code: null, hosted_invoice_url: null };

const job = (over: Partial<SendJob> = {}): SendJob => ({
  delivery_seq: 1,
  delivery_id: "whd_1",
  attempt_count: 0,
  retry_base: 0,
  status: "pending",
  endpoint_seq: 1,
  enabled: 1,
  space_id: 1,
  url: "http://127.0.0.1:9/hook",
  standard_webhooks: 1,
  secret: SECRET,
  previous_secret: null,
  previous_secret_expires_at: null,
  event_id: "evt_1",
  event_type: "invoice.paid",
  event_created_at: T * 1000,
  event_data: JSON.stringify(DATA),
  event_sequence: 12,
  workspace_id: "0".repeat(24),
  mode: "test",
  ...over,
});

describe("the message of a billing delivery", () => {
  it("the body is { id, type, created_at, livemode, sequence, data } with data's bytes as stored", () => {
    const stored = '{"customer_id":"cus_1","note":"Ünïcödé ✓"}';
    const body = billingEventBody({ id: "evt_1", type: "invoice.paid", createdAt: T * 1000, livemode: true, sequence: 3, dataJson: stored });
    expect(body).toBe(`{"id":"evt_1","type":"invoice.paid","created_at":${T * 1000},"livemode":true,"sequence":3,"data":${stored}}`);
    expect(JSON.parse(body).data.note).toBe("Ünïcödé ✓");
  });

  it("carries Standard Webhooks headers (the event id as webhook-id), the same as svix-*, verifiable by the reference library; livemode from the mode", () => {
    for (const mode of ["test", "live"] as const) {
      const { body, headers } = billingMessage(job({ mode }), [SECRET], T);
      expect(JSON.parse(body)).toMatchObject({ id: "evt_1", livemode: mode === "live", sequence: 12, data: DATA });
      expect(headers).toEqual({
        "webhook-id": "evt_1",
        "webhook-timestamp": String(T),
        "webhook-signature": expect.stringMatching(/^v1,[A-Za-z0-9+/]{43}=$/),
        "svix-id": "evt_1",
        "svix-timestamp": String(T),
        "svix-signature": headers["webhook-signature"],
      });
      // What the reference library would sign for the same message.
      expect(headers["webhook-signature"]).toBe(new Webhook(SECRET).sign("evt_1", new Date(T * 1000), body));
    }
  });

  it("signs once per secret in force, newest first (a rotation's overlap)", () => {
    const old = `whsec_${randomBytes(24).toString("base64")}`;
    const { headers } = billingMessage(job(), [SECRET, old], T);
    const [fresh, previous] = headers["webhook-signature"].split(" ");
    expect(fresh).toBe(billingMessage(job(), [SECRET], T).headers["webhook-signature"]);
    expect(previous).toBe(billingMessage(job(), [old], T).headers["webhook-signature"]);
  });
});

describe("which way a plan change went", () => {
  const plan = (amount: number | null, prepaid?: { feature: string; amount: number }): PlanState =>
    ({
      name: "p",
      group: null,
      add_on: false,
      auto_enable: false,
      archived: false,
      def: {
        description: null,
        price: amount === null ? null : { amount, interval: "month", interval_count: 1 },
        items: prepaid ? [{ feature_id: prepaid.feature, included: 0, price: { amount: prepaid.amount, interval: "month", billing_units: 1, billing_method: "prepaid", max_purchase: null } }] : [],
        free_trial: null,
        config: { ignore_past_due: false },
        billing_controls: null,
        metadata: {},
        licenses: [],
        base_variant_id: null,
        variants: null,
      },
    }) as unknown as PlanState;
  const held = (planId: string, state: PlanState, units: Record<string, number> = {}) => ({ planId, state, units });

  it.each([
    ["a plan that replaces nothing is attached", held("pro", plan(20)), null, "customer.plan.attached"],
    ["a pricier plan is an upgrade", held("pro", plan(20)), held("basic", plan(10)), "customer.plan.upgraded"],
    ["a cheaper plan is a downgrade", held("basic", plan(10)), held("pro", plan(20)), "customer.plan.downgraded"],
    ["a free plan replacing a paid one is a downgrade", held("free", plan(null)), held("pro", plan(20)), "customer.plan.downgraded"],
    ["the same value is an upgrade (a version move, a sideways change)", held("pro", plan(20)), held("pro", plan(20)), "customer.plan.upgraded"],
    ["fewer prepaid seats is a downgrade", held("team", plan(0, { feature: "seats", amount: 10 }), { seats: 3 }), held("team", plan(0, { feature: "seats", amount: 10 }), { seats: 5 }), "customer.plan.downgraded"],
    ["more prepaid seats is an upgrade", held("team", plan(0, { feature: "seats", amount: 10 }), { seats: 6 }), held("team", plan(0, { feature: "seats", amount: 10 }), { seats: 5 }), "customer.plan.upgraded"],
  ] as const)("%s", (_name, next, previous, kind) => {
    expect(startKind(next, previous)).toBe(kind);
  });

  it("values a plan per period in minor units: recurring price and prepaid units held", () => {
    expect(periodValue(held("pro", plan(20)))).toBe(2000);
    expect(periodValue(held("team", plan(5, { feature: "seats", amount: 10 }), { seats: 3 }))).toBe(3500);
  });
});

describe("verifyWebhook with Standard Webhooks headers", () => {
  const body = billingEventBody({ id: "evt_9", type: "invoice.paid", createdAt: T * 1000, livemode: false, sequence: 1, dataJson: JSON.stringify(DATA) });
  const signed = (secret = SECRET, id = "evt_9", t = T) => ({
    "webhook-id": id,
    "webhook-timestamp": String(t),
    "webhook-signature": new Webhook(secret).sign(id, new Date(t * 1000), body),
  });

  it("accepts the reference library's signatures, sync and with Web Crypto, from a plain object or Fetch Headers, and types the event", async () => {
    const event = verifyWebhook<BillingEvent>(body, signed(), SECRET, { now: T });
    expect(event.type).toBe("invoice.paid");
    if (event.type === "invoice.paid") expect(event.data.amount_paid).toBe(20.5);
    expect(await verifyWebhookAsync<BillingEvent>(body, signed(), SECRET, { now: T })).toEqual(event);
    expect(verifyWebhook(Buffer.from(body), new Headers(signed()), SECRET, { now: T })).toEqual(event);
    expect(await verifyWebhookAsync(new TextEncoder().encode(body), new Headers(signed()), SECRET, { now: T })).toEqual(event);
    // Header names in any case; svix-* alone; several signatures, one of them ours.
    const upper = Object.fromEntries(Object.entries(signed()).map(([k, v]) => [k.toUpperCase(), v]));
    expect(verifyWebhook(body, upper, SECRET, { now: T })).toEqual(event);
    const svix = Object.fromEntries(Object.entries(signed()).map(([k, v]) => [k.replace("webhook-", "svix-"), v]));
    expect(verifyWebhook(body, svix, SECRET, { now: T })).toEqual(event);
    const other = `whsec_${randomBytes(24).toString("base64")}`;
    const both = { ...signed(), "webhook-signature": `${signed(other)["webhook-signature"]} ${signed()["webhook-signature"]}` };
    expect(await verifyWebhookAsync(body, both, SECRET, { now: T })).toEqual(event);
  });

  it.each([
    ["a tampered body", body.replace("20.5", "2050"), signed()],
    ["another secret", body, signed(`whsec_${randomBytes(24).toString("base64")}`)],
    ["another message id", body, { ...signed(), "webhook-id": "evt_other" }],
    ["a stale timestamp", body, signed(SECRET, "evt_9", T - 301)],
    ["a future timestamp", body, signed(SECRET, "evt_9", T + 301)],
    ["a malformed timestamp", body, { ...signed(), "webhook-timestamp": "soon" }],
    ["no v1 signature", body, { ...signed(), "webhook-signature": "v2,abc" }],
    ["a missing id", body, { "webhook-timestamp": String(T), "webhook-signature": signed()["webhook-signature"] }],
    ["no signature header at all", body, { "content-type": "application/json" }],
  ])("refuses %s (sync and async)", async (_name, raw, headers) => {
    expect(() => verifyWebhook(raw, headers as Record<string, string>, SECRET, { now: T })).toThrow(WebhookVerificationError);
    await expect(verifyWebhookAsync(raw, headers as Record<string, string>, SECRET, { now: T })).rejects.toThrow(WebhookVerificationError);
  });

  it("a desk delivery's headers without Standard Webhooks are checked by their Desk-Signature", () => {
    const deskBody = '{"id":"evt_1","type":"ticket.created"}';
    const deskSignature = `t=${T},v1=${createHmac("sha256", SECRET).update(`${T}.${deskBody}`).digest("hex")}`;
    expect(verifyWebhook(deskBody, { "desk-signature": deskSignature }, SECRET, { now: T })).toEqual(JSON.parse(deskBody));
    expect(verifyWebhook(deskBody, deskSignature, SECRET, { now: T })).toEqual(JSON.parse(deskBody));
  });
});
