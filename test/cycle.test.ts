/**
 * The billing cycle end to end through the SDK, driven by the test clock
 * (customers.advance_test_clock): renewals with usage in arrears, dunning,
 * trials, scheduled changes. Never a sleep: time moves only when a test
 * advances a customer's clock.
 */
import { testSql } from "./support/sql.js";
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
/** The customer's subscriptions to these plans (other tests' default plans attach to every new customer). */
const inGroup = <S extends { plan_id: string }>(c: { subscriptions: S[] }, plans: string[]): S[] => c.subscriptions.filter((s) => plans.includes(s.plan_id));
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
    // remaining floors at 0 (Autumn); the overage is usage past granted.
    expect((await check(c, f)).balance).toMatchObject({ remaining: 0, usage: 150 });

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

describe("dunning (Done means 2)", () => {
  it("a declined renewal makes the subscription past_due, balances keep working, retries follow 1, 3, 5 days; a new good card recovers it", async () => {
    const { f, plan } = await meteredPlan();
    const c = await newCustomer();
    // 4000000000000341 saves fine (the first payment goes through the checkout) but every later charge fails.
    const sub = await subscribe(c, plan, "4000000000000341");
    const end = sub.current_period_end!;
    await advance(c, end + 60_000);
    let got = await getCustomer(c);
    expect(got.subscriptions.find((s) => s.plan_id === plan)).toMatchObject({ status: "active", past_due: true, current_period_start: end });
    const open = (await invoicesOf(c))[0];
    expect(open).toMatchObject({ status: "open", total: 20 });
    // past_due keeps access until the plan ends: the balances keep working.
    expect(await check(c, f)).toMatchObject({ allowed: true });
    await track(c, f, 10);

    // First retry (day 1) fails too.
    await advance(c, end + 1 * DAY + 60_000);
    expect((await invoicesOf(c))[0]).toMatchObject({ id: open.id, status: "open" });
    expect((await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!.past_due).toBe(true);

    // A good card through the portal's setup checkout: saved as the default, the renewal is retried at once.
    const setup = await ok(h.rv.POST("/billing.setup_payment", { body: { customer_id: c } }));
    expect((await hosted().submitCard(tokenOf(setup.url), { number: "4242424242424242", ...CARD })).outcome).toBe("complete");
    await advance(c, end + 1 * DAY + 120_000);
    expect((await invoicesOf(c))[0]).toMatchObject({ id: open.id, status: "paid", total: 20 });
    got = await getCustomer(c);
    expect(got.subscriptions.find((s) => s.plan_id === plan)).toMatchObject({ status: "active", past_due: false });
    // No invoice twice: still two invoices after the dunning days pass.
    await advance(c, end + 6 * DAY);
    expect(await invoicesOf(c)).toHaveLength(2);
  });

  it("invoices.mark_paid recovers a past_due subscription", async () => {
    const { plan } = await meteredPlan();
    const c = await newCustomer();
    const sub = await subscribe(c, plan, "4000000000000341");
    await advance(c, sub.current_period_end! + 60_000);
    const open = (await invoicesOf(c))[0];
    expect(inGroup(await getCustomer(c), [plan])[0].past_due).toBe(true);
    await ok(h.rv.POST("/invoices.mark_paid", { body: { invoice_id: open.id } }));
    expect(inGroup(await getCustomer(c), [plan])[0].past_due).toBe(false);
    await advance(c, sub.current_period_end! + 6 * DAY);
    expect(inGroup(await getCustomer(c), [plan]).map((s) => [s.plan_id, s.past_due])).toEqual([[plan, false]]);
  });

  it("after the last retry (day 5) the plan ends: the invoice is uncollectible and the group's default free plan comes back", async () => {
    const group = uid("g");
    const f = await messages();
    const free = await createPlan({ name: "Free", group, auto_enable: true, items: [{ feature_id: f, included: 5, reset: { interval: "month" } }] });
    const plan = await createPlan({ group, price: { amount: 20, interval: "month" }, items: [{ feature_id: f, included: 100, reset: { interval: "month" } }] });
    const c = await newCustomer();
    expect(inGroup(await getCustomer(c), [free, plan]).map((s) => s.plan_id)).toEqual([free]);
    const sub = await subscribe(c, plan, "4000000000000341");
    expect(inGroup(await getCustomer(c), [free, plan]).map((s) => s.plan_id)).toEqual([plan]);
    const end = sub.current_period_end!;
    await advance(c, end + 3 * DAY + 60_000);
    expect(inGroup(await getCustomer(c), [free, plan]).map((s) => [s.plan_id, s.past_due])).toEqual([[plan, true]]);
    await advance(c, end + 5 * DAY + 60_000);
    const got = await getCustomer(c);
    expect(inGroup(got, [free, plan]).map((s) => [s.plan_id, s.status, s.past_due])).toEqual([[free, "active", false]]);
    expect(got.balances[f]).toMatchObject({ granted: 5 });
    expect((await invoicesOf(c))[0]).toMatchObject({ status: "uncollectible", total: 20 });
  });
});

describe("trials (Done means 3)", () => {
  it("card_required defaults to true; a trial with a card is billed at its end", async () => {
    const { plan } = await meteredPlan({ free_trial: { duration_length: 14, duration_type: "day" } });
    expect((await ok(h.rv.POST("/plans.get", { body: { plan_id: plan } }))).free_trial).toMatchObject({ card_required: true });
    const c = await newCustomer();
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    // Nothing is due now: the checkout saves the card (0.00) and starts the trial.
    expect(await hosted().checkout(tokenOf(a.payment_url!))).toMatchObject({ totalDueNow: "$0.00" });
    expect((await hosted().submitCard(tokenOf(a.payment_url!), { number: "4242424242424242", ...CARD })).outcome).toBe("complete");
    const sub = (await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!;
    expect(sub.trial_ends_at).not.toBeNull();
    expect(sub.current_period_end).toBe(sub.trial_ends_at);
    expect((await invoicesOf(c)).map((i) => [i.status, i.total])).toEqual([["paid", 0]]);
    await advance(c, sub.trial_ends_at! + 60_000);
    const after = await getCustomer(c);
    const billed = after.subscriptions.find((s) => s.plan_id === plan)!;
    expect(billed).toMatchObject({ plan_id: plan, status: "active", past_due: false, current_period_start: sub.trial_ends_at });
    expect(billed.current_period_end! - sub.trial_ends_at!).toBeGreaterThanOrEqual(28 * DAY);
    expect((await invoicesOf(c)).map((i) => [i.status, i.total])).toEqual([["paid", 20], ["paid", 0]]);
    expect(after.trials_used!.map((t) => t.plan_id)).toEqual([plan]);
  });

  it("a trial without a card reverts at its end to the default plan; the trial is not available a second time", async () => {
    const group = uid("g");
    const f = await messages();
    const free = await createPlan({ name: "Free", group, auto_enable: true, items: [{ feature_id: f, included: 5, reset: { interval: "month" } }] });
    const plan = await createPlan({
      group,
      price: { amount: 20, interval: "month" },
      items: [{ feature_id: f, included: 100, reset: { interval: "month" } }],
      free_trial: { duration_length: 7, duration_type: "day", card_required: false },
    });
    const c = await newCustomer();
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    expect(a.payment_url).toBeNull();
    const sub = (await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!;
    expect(sub).toMatchObject({ plan_id: plan, trial_ends_at: expect.any(Number) });
    const eligibility = async () => (await ok(h.rv.POST("/plans.list", { body: { customer_id: c } }))).list.find((p) => p.id === plan)!.customer_eligibility;
    expect((await eligibility())?.trial_available).toBe(false);
    await advance(c, sub.trial_ends_at! + 60_000);
    const got = await getCustomer(c);
    expect(inGroup(got, [free, plan]).map((s) => s.plan_id)).toEqual([free]);
    expect(got.balances[f]).toMatchObject({ granted: 5 });
    expect(await invoicesOf(c)).toEqual([]);
    expect(got.trials_used!.map((t) => t.plan_id)).toEqual([plan]);
    // Attaching again never restarts the used trial: it is a paid attach now (a checkout for 20).
    const again = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    expect(again.payment_url).toMatch(/\/pay\//);
    expect(await hosted().checkout(tokenOf(again.payment_url!))).toMatchObject({ totalDueNow: "$20.00" });
  });
});

describe("scheduled changes (the representation billing.update writes)", () => {
  it("at the period end the current plan ends (expires_at) and the scheduled one (status scheduled, started_at = the boundary) starts, billed in advance", async () => {
    const group = uid("g");
    const f = await messages();
    const pro = await createPlan({ group, price: { amount: 20, interval: "month" }, items: [{ feature_id: f, included: 100, reset: { interval: "month" } }] });
    const basic = await createPlan({ name: "Basic", group, price: { amount: 8, interval: "month" }, items: [{ feature_id: f, included: 10, reset: { interval: "month" } }] });
    const c = await newCustomer();
    const sub = await subscribe(c, pro);
    const end = sub.current_period_end!;
    // What a downgrade scheduled to the period end records (wt-update's billing.update).
    const sql = testSql(h.tandem);
    const customerSeq = (await sql.get<{ seq: number }>("SELECT seq FROM rv_customers WHERE id = ?", c))!.seq;
    const basicSeq = (await sql.get<{ seq: number }>("SELECT seq FROM rv_plans WHERE id = ?", basic))!.seq;
    await sql.run("UPDATE rv_subscriptions SET expires_at = ? WHERE id = ?", end, sub.id);
    await sql.run(
      `INSERT INTO rv_subscriptions (id, space_id, customer_seq, plan_seq, status, quantity, started_at, created_at, past_due, currency)
       SELECT 'sub_sched_' || ?, space_id, customer_seq, CAST(? AS BIGINT), 'scheduled', 1, CAST(? AS BIGINT), CAST(? AS BIGINT), 0, 'usd' FROM rv_subscriptions WHERE id = ?`,
      c,
      basicSeq,
      end,
      Date.now(),
      sub.id,
    );
    await sql.close();
    expect(customerSeq).toBeGreaterThan(0);
    await track(c, f, 30);
    await advance(c, end - 60_000);
    expect(inGroup(await getCustomer(c), [pro, basic]).map((s) => [s.plan_id, s.status])).toEqual([
      [pro, "active"],
      [basic, "scheduled"],
    ]);
    await advance(c, end + 60_000);
    const got = await getCustomer(c);
    expect(inGroup(got, [pro, basic]).map((s) => [s.plan_id, s.status, s.current_period_start])).toEqual([[basic, "active", end]]);
    expect(got.balances[f]).toMatchObject({ granted: 10, usage: 0 });
    // One invoice for Basic's first period, none for Pro's renewal.
    expect((await invoicesOf(c)).map((i) => [i.status, i.total])).toEqual([["paid", 8], ["paid", 20]]);
  });
});

describe("autumn-js drives the test clock", () => {
  it("autumn.customers.advanceTestClock renews a paid plan", async () => {
    const { Autumn } = await import("autumn-js");
    const autumn = new Autumn({ secretKey: h.keys.test, serverURL: h.origin, failOpen: false });
    const { plan } = await meteredPlan();
    const c = await newCustomer();
    const sub = await subscribe(c, plan);
    const answer = await autumn.customers.advanceTestClock({ customerId: c, frozenTime: sub.current_period_end! + 1000 });
    expect(answer).toEqual({ customerId: c, frozenTime: sub.current_period_end! + 1000, status: "ready" });
    expect((await invoicesOf(c)).map((i) => [i.status, i.total])).toEqual([["paid", 20], ["paid", 20]]);
  });
});
