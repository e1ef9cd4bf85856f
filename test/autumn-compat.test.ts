/**
 * Compatibility: the real npm client autumn-js@1.3.13 (serverURL pointed at
 * Tandem, failOpen off) drives the catalog. autumn-js validates every answer
 * against its own schemas (and hands it to callers in camelCase), so a
 * missing or mistyped field on the wire fails these tests.
 */
import { Autumn } from "autumn-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, startRevenue } from "./support/revenue.js";

let h: RevenueHarness;
let autumn: Autumn;
beforeAll(async () => {
  h = await startRevenue();
  autumn = new Autumn({ secretKey: h.keys.test, serverURL: h.origin, failOpen: false });
});
afterAll(() => h.close());

describe("autumn-js against Tandem", () => {
  it("creates, reads, lists, updates and deletes features", async () => {
    const flag = await autumn.features.create({ featureId: "sso", name: "SSO", type: "boolean" });
    expect(flag).toMatchObject({ id: "sso", name: "SSO", type: "boolean", archived: false });
    const metered = await autumn.features.create({
      featureId: "messages",
      name: "Messages",
      type: "metered",
      consumable: true,
      display: { singular: "message", plural: "messages" },
    });
    expect(metered).toMatchObject({ id: "messages", type: "metered", consumable: true });
    expect(await autumn.features.get({ featureId: "messages" })).toMatchObject({ id: "messages", name: "Messages" });
    const list = await autumn.features.list();
    expect(list.list.map((f) => f.id)).toEqual(expect.arrayContaining(["sso", "messages"]));
    const renamed = await autumn.features.update({ featureId: "sso", name: "Single sign-on" });
    expect(renamed.name).toBe("Single sign-on");
    await autumn.features.create({ featureId: "temp", name: "Temp", type: "boolean" });
    await autumn.features.delete({ featureId: "temp" });
    await expect(autumn.features.get({ featureId: "temp" })).rejects.toThrow();
  });

  it("creates a free default plan, reads, lists and updates it", async () => {
    const plan = await autumn.plans.create({
      planId: "free",
      name: "Free",
      autoEnable: true,
      items: [{ featureId: "messages", included: 100, reset: { interval: "month" } }],
    });
    expect(plan).toMatchObject({ id: "free", name: "Free", autoEnable: true, version: 1 });
    expect(plan.items).toEqual([expect.objectContaining({ featureId: "messages", included: 100 })]);
    expect(await autumn.plans.get({ planId: "free" })).toMatchObject({ id: "free", version: 1 });
    expect((await autumn.plans.list()).list.map((p) => p.id)).toContain("free");
    const updated = await autumn.plans.update({ planId: "free", description: "For trying things out" });
    expect(updated.description).toBe("For trying things out");
  });

  it("gets or creates customers (attaching the default plan), reads, lists, updates and deletes them", async () => {
    const c = await autumn.customers.getOrCreate({ customerId: "cus_1", name: "Ann", email: "ann@example.com" });
    expect(c).toMatchObject({ id: "cus_1", name: "Ann", email: "ann@example.com", env: "sandbox" });
    expect(c.subscriptions.map((s) => s.planId)).toContain("free");
    const again = await autumn.customers.getOrCreate({ customerId: "cus_1" });
    expect(again.id).toBe("cus_1");
    expect(await autumn.customers.get({ customerId: "cus_1" })).toMatchObject({ id: "cus_1", name: "Ann" });
    const list = await autumn.customers.list({});
    expect(list.list.map((x) => x.id)).toContain("cus_1");
    const renamed = await autumn.customers.update({ customerId: "cus_1", name: "Ann B." });
    expect(renamed.name).toBe("Ann B.");
    await autumn.customers.getOrCreate({ customerId: "cus_2" });
    await autumn.customers.delete({ customerId: "cus_2" });
    await expect(autumn.customers.get({ customerId: "cus_2" })).rejects.toThrow();
  });

  it("surfaces Tandem's errors to autumn-js callers", async () => {
    const err = await autumn.customers.get({ customerId: "nobody" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(JSON.stringify(err)).toContain("customer_not_found");
  });
});

describe("autumn-js metering against Tandem", () => {
  it("checks, tracks (by feature and by lock), attaches a free plan, finalizes and aggregates events", async () => {
    await autumn.features.create({ featureId: "calls", name: "Calls", type: "metered", consumable: true });
    await autumn.plans.create({ planId: "calls_free", name: "Calls free", items: [{ featureId: "calls", included: 10 }] });
    await autumn.customers.getOrCreate({ customerId: "cus_meter" });
    const attached = await autumn.billing.attach({ customerId: "cus_meter", planId: "calls_free" });
    expect(attached).toMatchObject({ customerId: "cus_meter" });

    const checked = await autumn.check({ customerId: "cus_meter", featureId: "calls" });
    expect(checked).toMatchObject({ allowed: true, customerId: "cus_meter" });
    expect(checked.balance).toMatchObject({ featureId: "calls", remaining: 10 });

    const denied = await autumn.check({ customerId: "cus_meter", featureId: "calls", requiredBalance: 1000, withPreview: true });
    expect(denied.allowed).toBe(false);
    expect(denied.preview?.products.map((p) => p.id)).toContain("calls_free");

    const tracked = await autumn.track({ customerId: "cus_meter", featureId: "calls", value: 3 });
    expect(tracked.balance).toMatchObject({ remaining: 7, usage: 3 });

    const locked = await autumn.check({ customerId: "cus_meter", featureId: "calls", requiredBalance: 2, lock: { enabled: true, lockId: "lk_1" } });
    expect(locked.allowed).toBe(true);
    expect(await autumn.balances.finalize({ lockId: "lk_1", action: "confirm" })).toMatchObject({ success: true });

    expect(await autumn.batchTrack([{ customerId: "cus_meter", featureId: "calls", value: 1 }])).toMatchObject({ success: true });

    const agg = await autumn.events.aggregate({ customerId: "cus_meter", featureId: "calls", range: "24h", binSize: "hour" });
    expect(agg.total.calls).toMatchObject({ count: 3, sum: 6 });
    expect(agg.list.length).toBeGreaterThan(0);
  });
});

describe("autumn-js semantics Tandem follows (issue 13)", () => {
  it("answers a metered feature paid from a credit system in credits, and a capped track stops at a usage limit", async () => {
    await autumn.features.create({ featureId: "words", name: "Words", type: "metered", consumable: true });
    await autumn.features.create({ featureId: "credits", name: "Credits", type: "credit_system", consumable: true, creditSchema: [{ meteredFeatureId: "words", creditCost: 2 }] });
    await autumn.plans.create({ planId: "credits_free", name: "Credits free", items: [{ featureId: "credits", included: 100 }] });
    await autumn.customers.getOrCreate({ customerId: "cus_credits", autoEnablePlanId: "credits_free" });
    const checked = await autumn.check({ customerId: "cus_credits", featureId: "words", requiredBalance: 3 });
    expect(checked).toMatchObject({ allowed: true, requiredBalance: 6 });
    expect(checked.balance).toMatchObject({ featureId: "credits", remaining: 100 });
    const tracked = await autumn.track({ customerId: "cus_credits", featureId: "words", value: 3 });
    expect(tracked.balance).toMatchObject({ featureId: "credits", remaining: 94, usage: 6 });

    await autumn.customers.update({ customerId: "cus_credits", billingControls: { usageLimits: [{ featureId: "words", enabled: true, limit: 10, interval: "day" }] } });
    // 3 words used today: of the next 8 only 7 fit under the limit of 10, then nothing (10 words = 20 credits).
    expect((await autumn.track({ customerId: "cus_credits", featureId: "words", value: 8 })).balance).toMatchObject({ usage: 20 });
    expect((await autumn.track({ customerId: "cus_credits", featureId: "words", value: 8 })).balance).toMatchObject({ usage: 20 });
  });
});

describe("autumn-js token tracking against Tandem", () => {
  it("tracks tokens against an ai_credit_system feature", async () => {
    await autumn.features.create({ featureId: "ai", name: "AI credits", type: "ai_credit_system", consumable: true });
    await autumn.plans.create({ planId: "ai_free", name: "AI free", items: [{ featureId: "ai", included: 100 }] });
    await autumn.customers.getOrCreate({ customerId: "cus_ai", autoEnablePlanId: "ai_free" });
    const r = await autumn.trackTokens({ customerId: "cus_ai", featureId: "ai", modelId: "openai/gpt-4o", inputTokens: 1_000_000, outputTokens: 0 });
    expect(r).toMatchObject({ customerId: "cus_ai", value: 2.5 });
  });
});

describe("autumn-js paid billing against Tandem (sandbox provider)", () => {
  it("previews, attaches with checkout, pays, charges the card on file, sets up payment, opens the portal, lists and voids invoices", async () => {
    await autumn.plans.create({ planId: "paid_pro", name: "Pro", price: { amount: 20, interval: "month" } });
    await autumn.plans.create({ planId: "paid_extra", name: "Extra", addOn: true, price: { amount: 5, interval: "month" } });
    await autumn.customers.getOrCreate({ customerId: "cus_paid", email: "pay@example.com" });

    const preview = await autumn.billing.previewAttach({ customerId: "cus_paid", planId: "paid_pro" });
    expect(preview).toMatchObject({ customerId: "cus_paid", total: 20, currency: "usd", redirectToCheckout: true });
    const attached = await autumn.billing.attach({ customerId: "cus_paid", planId: "paid_pro" });
    expect(attached.paymentUrl).toMatch(/\/pay\//);
    const outcome = await h.tandem.revenue.services.hosted.submitCard(attached.paymentUrl!.split("/").pop()!, { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123", name: "Pat" });
    expect(outcome.outcome).toBe("complete");

    const addOn = await autumn.billing.attach({ customerId: "cus_paid", planId: "paid_extra" });
    expect(addOn.paymentUrl ?? null).toBeNull();
    expect(addOn.invoice).toMatchObject({ status: "paid", total: 5 });

    const setup = await autumn.billing.setupPayment({ customerId: "cus_paid" });
    expect(setup.url).toMatch(/\/pay\//);
    const portal = await autumn.billing.openCustomerPortal({ customerId: "cus_paid" });
    expect(portal.url).toMatch(/\/portal\//);

    await autumn.plans.create({ planId: "paid_invoiced", name: "Invoiced", addOn: true, price: { amount: 7, interval: "month" } });
    await autumn.billing.attach({ customerId: "cus_paid", planId: "paid_invoiced", invoiceMode: { enabled: true, enablePlanImmediately: false, finalize: true } });
    const invoices = await autumn.invoices.list({ customerId: "cus_paid" });
    expect(invoices.list.map((i) => i.status)).toEqual(["open", "paid", "paid"]);
    const voided = await autumn.invoices.void({ invoiceId: invoices.list[0].id });
    expect(voided.invoice).toMatchObject({ status: "void" });
  });
});
