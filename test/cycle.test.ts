/**
 * The billing cycle end to end through the SDK, driven by the test clock
 * (customers.advance_test_clock): renewals with usage in arrears, dunning,
 * trials, scheduled changes. Never a sleep: time moves only when a test
 * advances a customer's clock.
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
const messages = async () => (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("msg"), name: "Messages", type: "metered", consumable: true } }))).id;
const createPlan = async (over: Partial<CreatePlan>) => (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Pro", ...over } }))).id;
const newCustomer = async () => (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com" } }))).id!;
const getCustomer = (customer_id: string) => ok(h.rv.POST("/customers.get", { body: { customer_id, expand: ["invoices", "trials_used"] } }));
const invoicesOf = async (customer_id: string) => (await ok(h.rv.POST("/invoices.list", { body: { customer_id } }))).list;
const invoice = (invoice_id: string) => ok(h.rv.POST("/invoices.get", { body: { invoice_id } }));
const advance = (customer_id: string, frozen_time: number) => ok(h.rv.POST("/customers.advance_test_clock", { body: { customer_id, frozen_time } }));
const track = (customer_id: string, feature_id: string, value: number) => ok(h.rv.POST("/balances.track", { body: { customer_id, feature_id, value } }));
const check = (customer_id: string, feature_id: string) => ok(h.rv.POST("/balances.check", { body: { customer_id, feature_id } }));

/** Attaches `plan` paying with `card` through the sandbox checkout; answers the subscription. */
async function subscribe(c: string, plan: string, card = "4242424242424242") {
  const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
  if (a.payment_url) expect((await hosted().submitCard(tokenOf(a.payment_url), { number: card, ...CARD })).outcome).toBe("complete");
  return (await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!;
}

/** A monthly plan at 20 with 100 messages included and 0.10 per message beyond. */
async function meteredPlan(extra: Partial<CreatePlan> = {}) {
  const f = await messages();
  const plan = await createPlan({
    price: { amount: 20, interval: "month" },
    items: [{ feature_id: f, included: 100, reset: { interval: "month" }, price: { amount: 0.1, interval: "month", billing_method: "usage_based" } }],
    ...extra,
  });
  return { f, plan };
}

describe("renewals (Done means 1)", () => {
  it("use 150 of 100 included, advance a month: one invoice with next month's price and 50 units of overage, paid with the card on file; balances reset; period advanced", async () => {
    const { f, plan } = await meteredPlan();
    const c = await newCustomer();
    const sub = await subscribe(c, plan);
    const end = sub.current_period_end!;
    expect(sub.current_period_start).not.toBeNull();
    await track(c, f, 150);
    expect((await check(c, f)).balance).toMatchObject({ remaining: -50, usage: 150 });

    // A day before the end nothing happens.
    await advance(c, end - DAY);
    expect(await invoicesOf(c)).toHaveLength(1);

    const answer = await advance(c, end + 60_000);
    expect(answer).toEqual({ customer_id: c, frozen_time: end + 60_000, status: "ready" });
    const list = await invoicesOf(c);
    expect(list).toHaveLength(2);
    const renewal = await invoice(list[0].id);
    expect(renewal).toMatchObject({ status: "paid", total: 25, currency: "usd", amount_paid: 25 });
    const lines = renewal.items!.map((l) => ({ feature_id: l.feature_id, quantity: l.quantity, amount: l.amount, period_start: l.period_start, period_end: l.period_end }));
    expect(lines).toEqual([
      { feature_id: null, quantity: 1, amount: 20, period_start: end, period_end: expect.any(Number) },
      { feature_id: f, quantity: 50, amount: 5, period_start: sub.current_period_start, period_end: end },
    ]);
    const after = await getCustomer(c);
    const renewed = after.subscriptions.find((s) => s.plan_id === plan)!;
    expect(renewed).toMatchObject({ status: "active", past_due: false, current_period_start: end, current_period_end: lines[0].period_end });
    expect(renewed.current_period_end! - end).toBeGreaterThanOrEqual(28 * DAY);
    expect(after.balances[f]).toMatchObject({ granted: 100, remaining: 100, usage: 0, next_reset_at: renewed.current_period_end });

    // Advancing again within the period bills nothing twice.
    await advance(c, end + 2 * DAY);
    expect(await invoicesOf(c)).toHaveLength(2);
  });

  it("bills each month of a long advance once, in order, with the usage of each month", async () => {
    const { f, plan } = await meteredPlan();
    const c = await newCustomer();
    const sub = await subscribe(c, plan);
    await track(c, f, 120);
    const first = sub.current_period_end!;
    await advance(c, first + 10 * DAY);
    await track(c, f, 130);
    await advance(c, first + 70 * DAY);
    const list = (await invoicesOf(c)).reverse();
    // attach, renewal 1 (20 + 20 × 0.1), renewal 2 (20 + 30 × 0.1), renewal 3 (20).
    expect(list.map((i) => [i.status, i.total])).toEqual([
      ["paid", 20],
      ["paid", 22],
      ["paid", 23],
      ["paid", 20],
    ]);
  });

  it("is test mode only and only moves forward", async () => {
    const c = await newCustomer();
    const now = Date.now();
    expect(await fails(h.rv.POST("/customers.advance_test_clock", { body: { customer_id: c, frozen_time: now - DAY } }))).toMatchObject({ status: 400, code: "invalid_request" });
    await advance(c, now + DAY);
    expect(await fails(h.rv.POST("/customers.advance_test_clock", { body: { customer_id: c, frozen_time: now + DAY } }))).toMatchObject({ status: 400, code: "invalid_request" });
    await ok(h.live.POST("/customers.get_or_create", { body: { customer_id: c } }));
    expect(await fails(h.live.POST("/customers.advance_test_clock", { body: { customer_id: c, frozen_time: now + 2 * DAY } }))).toMatchObject({ status: 403, code: "test_mode_only" });
    expect(await fails(h.rv.POST("/customers.advance_test_clock", { body: { customer_id: "nobody", frozen_time: now + 2 * DAY } }))).toMatchObject({ status: 404, code: "customer_not_found" });
  });
});
