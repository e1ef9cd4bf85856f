/**
 * `customize`: a plan customized for one subscription, on billing.attach and
 * billing.update, through the SDK and the test clock. The customized price,
 * items and trial decide what is charged, granted and renewed; an update is
 * prorated like a version change and charges exactly its preview.
 */
import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, fails, ok, startRevenue } from "./support/revenue.js";

type CreatePlan = RevenueSchemas["CreatePlanParams"];

let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue();
});
afterAll(() => h.close());

const DAY = 86_400_000;
const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;
const CARD = { expMonth: 12, expYear: 2040, cvc: "123", name: "Ann Example" };
const hosted = () => h.tandem.revenue.services.hosted;
const tokenOf = (url: string) => url.split("/").pop()!;
const feature = async (name: string) => (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("f"), name, type: "metered", consumable: true } }))).id;
const createPlan = async (over: Partial<CreatePlan>) => (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Pro", ...over } }))).id;
const getCustomer = (customer_id: string) => ok(h.rv.POST("/customers.get", { body: { customer_id, expand: ["subscriptions.plan", "invoice_previews"] } }));
const invoicesOf = async (customer_id: string) => (await ok(h.rv.POST("/invoices.list", { body: { customer_id } }))).list;
const invoice = (invoice_id: string) => ok(h.rv.POST("/invoices.get", { body: { invoice_id } }));
const advance = (customer_id: string, frozen_time: number) => ok(h.rv.POST("/customers.advance_test_clock", { body: { customer_id, frozen_time } }));
const track = (customer_id: string, feature_id: string, value: number) => ok(h.rv.POST("/balances.track", { body: { customer_id, feature_id, value } }));
const usagePrice = (amount: number) => ({ amount, interval: "month" as const, billing_method: "usage_based" as const });
const T0 = Date.now() + DAY;

/** A customer with a card on file, its clock frozen at T0. */
async function customer() {
  const c = (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com" } }))).id!;
  const setup = await ok(h.rv.POST("/billing.setup_payment", { body: { customer_id: c } }));
  expect((await hosted().submitCard(tokenOf(setup.url), { number: "4242424242424242", ...CARD })).outcome).toBe("complete");
  await advance(c, T0);
  return c;
}

/** A monthly plan at 20: 100 messages included, 0.10 per message beyond. */
async function pro() {
  const [msgs, seats] = [await feature("Messages"), await feature("Seats")];
  const plan = await createPlan({ price: { amount: 20, interval: "month" }, items: [{ feature_id: msgs, included: 100, reset: { interval: "month" }, price: usagePrice(0.1) }] });
  return { plan, msgs, seats };
}

describe("billing.attach with customize", () => {
  it("charges, grants and renews the customized plan (price, added and removed items); the subscription shows it", async () => {
    const { plan, msgs, seats } = await pro();
    const c = await customer();
    const customize = { price: { amount: 15, interval: "month" as const }, add_items: [{ feature_id: seats, included: 3 }] };
    const preview = await ok(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: plan, customize } }));
    expect(preview).toMatchObject({ total: 15, next_cycle: { total: 15 } });
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, customize } }));
    expect(a.invoice).toMatchObject({ status: "paid", total: 15 });
    const got = await getCustomer(c);
    const sub = got.subscriptions.find((s) => s.plan_id === plan)!;
    expect(sub.plan).toMatchObject({ id: plan, version: 1, price: { amount: 15 } });
    expect(sub.plan!.items.map((i) => [i.feature_id, i.included])).toEqual([
      [msgs, 100],
      [seats, 3],
    ]);
    expect(got.balances[seats]).toMatchObject({ granted: 3 });
    // The plan itself is unchanged.
    expect((await ok(h.rv.POST("/plans.get", { body: { plan_id: plan } }))).price).toMatchObject({ amount: 20 });

    await track(c, msgs, 130);
    expect(got.invoice_previews).toBeDefined();
    const [p] = (await getCustomer(c)).invoice_previews!.filter((x) => x.plan_ids.includes(plan));
    expect(p).toMatchObject({ invoice_at: sub.current_period_end, total: 18 });
    await advance(c, sub.current_period_end! + 60_000);
    expect((await invoicesOf(c)).map((i) => [i.status, i.total])).toEqual([
      ["paid", 18],
      ["paid", 15],
    ]);

    // remove_items: without the overage price, usage beyond what is included is not billed (and not allowed).
    const c2 = await customer();
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c2, plan_id: plan, customize: { remove_items: [{ feature_id: msgs, billing_method: "usage_based" }] } } }));
    expect((await getCustomer(c2)).subscriptions.find((s) => s.plan_id === plan)!.plan!.items).toEqual([]);
  });

  it("free_trial (the shorthand) or customize.free_trial decide the trial: null charges at once, one without a card needs none", async () => {
    const trialPlan = await createPlan({ price: { amount: 20, interval: "month" }, free_trial: { duration_length: 14, duration_type: "day" } });
    const c = await customer();
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: trialPlan, free_trial: null } }));
    expect(a.invoice).toMatchObject({ status: "paid", total: 20 });
    expect((await getCustomer(c)).subscriptions.find((s) => s.plan_id === trialPlan)).toMatchObject({ trial_ends_at: null });

    const plain = await createPlan({ price: { amount: 20, interval: "month" } });
    const c2 = (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus") } }))).id!;
    const b = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c2, plan_id: plain, customize: { free_trial: { duration_length: 7, duration_type: "day", card_required: false } } } }));
    expect(b).toEqual({ customer_id: c2, payment_url: null });
    expect((await getCustomer(c2)).subscriptions.find((s) => s.plan_id === plain)).toMatchObject({ status: "active", trial_ends_at: expect.any(Number) });
  });

  it("refuses a removal that matches nothing, an unknown feature, and the same plan again (pointing to billing.update)", async () => {
    const { plan, msgs } = await pro();
    const c = await customer();
    const attach = (customize: RevenueSchemas["CustomizeParams"]) => h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, customize } });
    expect(await fails(attach({ remove_items: [{ feature_id: msgs, billing_method: "prepaid" }] }))).toMatchObject({ status: 400, code: "invalid_request", message: expect.stringContaining("customize.remove_items[0]") });
    expect(await fails(attach({ add_items: [{ feature_id: "no_such_feature", included: 1 }] }))).toMatchObject({ status: 404, code: "feature_not_found" });
    expect(await invoicesOf(c)).toEqual([]);
    await ok(attach({ price: { amount: 12, interval: "month" } }));
    expect(await fails(attach({ price: { amount: 10, interval: "month" } }))).toMatchObject({ status: 409, code: "plan_already_attached", message: expect.stringContaining("billing.update") });
  });
});

describe("billing.update with customize", () => {
  it("mid-period: prorated like a plan change, the charge equals the preview; renewals bill the new price; items follow (usage kept)", async () => {
    const { plan, msgs, seats } = await pro();
    const c = await customer();
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, customize: { price: { amount: 15, interval: "month" }, add_items: [{ feature_id: seats, included: 3 }] } } }));
    const sub = (await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!;
    const [start, end] = [sub.current_period_start!, sub.current_period_end!];
    await track(c, msgs, 40);
    const now = T0 + 10 * DAY;
    await advance(c, now);

    // On top of the current customization: the seats stay, the price moves 15 → 30, messages included 100 → 200.
    const body = {
      customer_id: c,
      plan_id: plan,
      customize: { price: { amount: 30, interval: "month" as const }, remove_items: [{ feature_id: msgs }], add_items: [{ feature_id: msgs, included: 200, reset: { interval: "month" as const }, price: usagePrice(0.1) }] },
    };
    const preview = await ok(h.rv.POST("/billing.preview_update", { body }));
    const expected = Math.round((1500 * (end - now)) / (end - start)) / 100;
    expect(preview).toMatchObject({ intent: "update_plan", total: expected, next_cycle: { starts_at: end, total: 30 } });
    const u = await ok(h.rv.POST("/billing.update", { body }));
    expect(u.invoice).toMatchObject({ status: "paid", total: expected });
    const got = await getCustomer(c);
    expect(got.subscriptions.find((s) => s.plan_id === plan)!.plan).toMatchObject({ price: { amount: 30 } });
    expect(got.balances[msgs]).toMatchObject({ granted: 200, usage: 40 });
    expect(got.balances[seats]).toMatchObject({ granted: 3 });

    // Nothing more to change: intent none, nothing charged.
    expect(await ok(h.rv.POST("/billing.preview_update", { body }))).toMatchObject({ intent: "none", total: 0 });
    expect((await ok(h.rv.POST("/billing.update", { body }))).invoice).toBeUndefined();

    await advance(c, end + 60_000);
    const renewal = await invoice((await invoicesOf(c))[0].id);
    expect(renewal).toMatchObject({ status: "paid", total: 30 });
  });

  it("a lower price refunds the unused part (a credit note equal to the preview); version without customize drops the customization", async () => {
    const { plan } = await pro();
    const c = await customer();
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, customize: { price: { amount: 40, interval: "month" } } } }));
    const sub = (await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!;
    await advance(c, T0 + 15 * DAY);
    const body = { customer_id: c, plan_id: plan, customize: { price: { amount: 10, interval: "month" as const } } };
    const preview = await ok(h.rv.POST("/billing.preview_update", { body }));
    expect(preview.total).toBeLessThan(0);
    const u = await ok(h.rv.POST("/billing.update", { body }));
    expect(u.invoice).toMatchObject({ status: "paid", total: preview.total });
    expect((await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!.current_period_end).toBe(sub.current_period_end);

    // Back to the plan as it is (version 1, no customization): 10 → 20 charged pro rata.
    const back = await ok(h.rv.POST("/billing.preview_update", { body: { customer_id: c, plan_id: plan, version: 1 } }));
    expect(back).toMatchObject({ intent: "update_plan" });
    expect(back.total).toBeGreaterThan(0);
    await ok(h.rv.POST("/billing.update", { body: { customer_id: c, plan_id: plan, version: 1 } }));
    expect((await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!.plan).toMatchObject({ price: { amount: 20 } });
  });

  it("refuses customize.free_trial and customize with cancel_action", async () => {
    const { plan } = await pro();
    const c = await customer();
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    const bad = (extra: Partial<RevenueSchemas["UpdateSubscriptionParams"]>) => fails(h.rv.POST("/billing.update", { body: { customer_id: c, plan_id: plan, ...extra } }));
    expect(await bad({ customize: { free_trial: null } })).toMatchObject({ status: 400, code: "invalid_request", message: expect.stringContaining("customize.free_trial") });
    expect(await bad({ customize: { price: null }, cancel_action: "cancel_immediately" })).toMatchObject({ status: 400, code: "invalid_request", message: expect.stringContaining("cancel_action") });
  });
});

describe("plans.migrate leaves customized subscriptions on their version", () => {
  it("moves the plain customer, not the customized one", async () => {
    const plan = await createPlan({ name: "Free" });
    const f = await feature("Extras");
    const [plain, custom] = [await customer(), await customer()];
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: plain, plan_id: plan } }));
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: custom, plan_id: plan, customize: { add_items: [{ feature_id: f, included: 5 }] } } }));
    await ok(h.rv.POST("/plans.update", { body: { plan_id: plan, items: [{ feature_id: f, included: 1 }] } }));
    const moved = await ok(h.rv.POST("/plans.migrate", { body: { plan_id: plan, from_version: 1, to_version: 2 } }));
    expect(moved.customer_ids).toEqual([plain]);
    expect((await getCustomer(custom)).subscriptions.find((s) => s.plan_id === plan)!.plan).toMatchObject({ version: 1 });
    expect((await getCustomer(custom)).balances[f]).toMatchObject({ granted: 5 });
    expect((await getCustomer(plain)).balances[f]).toMatchObject({ granted: 1 });
  });
});
