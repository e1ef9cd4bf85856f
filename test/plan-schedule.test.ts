/**
 * billing.attach's `starts_at` and `ends_at`, through the SDK and the test
 * clock: a future start is a `scheduled` subscription that the billing cycle
 * activates (and charges) at that instant; an end ends the plan then, back to
 * the group's default plan; periods running past the end are charged pro rata.
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
const feature = async () => (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("f"), name: "Messages", type: "metered", consumable: true } }))).id;
const createPlan = async (over: Partial<CreatePlan>) => (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Pro", ...over } }))).id;
const getCustomer = (customer_id: string) => ok(h.rv.POST("/customers.get", { body: { customer_id, expand: ["invoice_previews"] } }));
const invoicesOf = async (customer_id: string) => (await ok(h.rv.POST("/invoices.list", { body: { customer_id } }))).list;
const invoice = (invoice_id: string) => ok(h.rv.POST("/invoices.get", { body: { invoice_id } }));
const advance = (customer_id: string, frozen_time: number) => ok(h.rv.POST("/customers.advance_test_clock", { body: { customer_id, frozen_time } }));
const of = <S extends { plan_id: string }>(c: { subscriptions: S[] }, plans: string[]) => c.subscriptions.filter((s) => plans.includes(s.plan_id));

/** A customer with a card on file, its clock frozen at `at` (so times are exact). */
async function customerAt(at: number) {
  const c = (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com" } }))).id!;
  const setup = await ok(h.rv.POST("/billing.setup_payment", { body: { customer_id: c } }));
  expect((await hosted().submitCard(tokenOf(setup.url), { number: "4242424242424242", ...CARD })).outcome).toBe("complete");
  await advance(c, at);
  return c;
}

const T0 = Date.now() + DAY;

describe("starts_at: a scheduled plan", () => {
  it("a future start is a scheduled subscription, nothing charged now; the cycle activates it at that instant and charges its first period, as previewed", async () => {
    const f = await feature();
    const plan = await createPlan({ price: { amount: 20, interval: "month" }, items: [{ feature_id: f, included: 50, reset: { interval: "month" } }] });
    const c = await customerAt(T0);
    const startsAt = T0 + 10 * DAY;
    const preview = await ok(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: plan, starts_at: startsAt } }));
    expect(preview).toMatchObject({ total: 0, line_items: [], redirect_to_checkout: false, next_cycle: { starts_at: startsAt, total: 20 } });
    expect(preview.incoming).toEqual([expect.objectContaining({ plan_id: plan, effective_at: startsAt, expires_at: null })]);

    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, starts_at: startsAt } }));
    expect(a).toEqual({ customer_id: c, payment_url: null });
    let got = await getCustomer(c);
    expect(of(got, [plan])).toEqual([expect.objectContaining({ status: "scheduled", started_at: startsAt })]);
    expect(got.balances[f]).toBeUndefined();
    expect(await invoicesOf(c)).toEqual([]);
    expect(got.invoice_previews!.filter((p) => p.plan_ids.includes(plan))).toEqual([expect.objectContaining({ invoice_at: startsAt, total: 20 })]);
    await advance(c, startsAt - 60_000);
    expect(of(await getCustomer(c), [plan]).map((s) => s.status)).toEqual(["scheduled"]);

    await advance(c, startsAt + 60_000);
    got = await getCustomer(c);
    expect(of(got, [plan])).toEqual([expect.objectContaining({ status: "active", current_period_start: startsAt, past_due: false })]);
    expect(got.balances[f]).toMatchObject({ granted: 50 });
    const list = await invoicesOf(c);
    expect(list.map((i) => [i.status, i.total])).toEqual([["paid", 20]]);
    expect((await invoice(list[0].id)).items!.map((l) => [l.amount, l.period_start])).toEqual([[20, startsAt]]);
  });

  it("replacing the group's current plan: it renews pro rata up to the start and ends there; the new plan starts; the default plan never comes back in between", async () => {
    const group = uid("g");
    const free = await createPlan({ name: "Free", group, auto_enable: true });
    const basic = await createPlan({ name: "Basic", group, price: { amount: 10, interval: "month" } });
    const pro = await createPlan({ group, price: { amount: 20, interval: "month" } });
    const c = await customerAt(T0);
    expect((await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: basic } }))).invoice).toMatchObject({ status: "paid", total: 10 });
    const sub = of(await getCustomer(c), [basic])[0];
    const end = sub.current_period_end!;
    const startsAt = end + 5 * DAY;
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: pro, starts_at: startsAt } }));
    expect(of(await getCustomer(c), [free, basic, pro]).map((s) => [s.plan_id, s.status, s.expires_at])).toEqual([
      [basic, "active", startsAt],
      [pro, "scheduled", null],
    ]);

    await advance(c, end + 60_000);
    const renewal = await invoice((await invoicesOf(c))[0].id);
    const next = of(await getCustomer(c), [basic])[0].current_period_end!;
    expect(renewal.items!.map((l) => [l.period_start, l.period_end])).toEqual([[end, startsAt]]);
    expect(renewal.total).toBe(Math.round((1000 * (startsAt - end)) / (next - end)) / 100);

    await advance(c, startsAt + 60_000);
    expect(of(await getCustomer(c), [free, basic, pro]).map((s) => [s.plan_id, s.status, s.current_period_start])).toEqual([[pro, "active", startsAt]]);
    expect((await invoicesOf(c)).map((i) => i.total)).toEqual([20, renewal.total, 10]);
  });

  it("a plan with a free trial scheduled to start: the trial starts then (nothing charged), its end bills", async () => {
    const plan = await createPlan({ price: { amount: 15, interval: "month" }, free_trial: { duration_length: 7, duration_type: "day" } });
    const c = await customerAt(T0);
    const startsAt = T0 + 3 * DAY;
    const preview = await ok(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: plan, starts_at: startsAt } }));
    expect(preview).toMatchObject({ total: 0, next_cycle: { starts_at: startsAt + 7 * DAY, total: 15 } });
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, starts_at: startsAt } }));
    await advance(c, startsAt + 60_000);
    expect(of(await getCustomer(c), [plan])).toEqual([expect.objectContaining({ status: "active", trial_ends_at: startsAt + 7 * DAY, current_period_end: startsAt + 7 * DAY })]);
    expect(await invoicesOf(c)).toEqual([]);
    await advance(c, startsAt + 7 * DAY + 60_000);
    expect((await invoicesOf(c)).map((i) => [i.status, i.total])).toEqual([["paid", 15]]);
  });
});

describe("ends_at: the plan ends at that instant", () => {
  it("charged pro rata up to the end; the cycle ends it then and the group's default plan comes back", async () => {
    const group = uid("g");
    const f = await feature();
    const free = await createPlan({ name: "Free", group, auto_enable: true, items: [{ feature_id: f, included: 5, reset: { interval: "month" } }] });
    const pro = await createPlan({ group, price: { amount: 30, interval: "month" }, items: [{ feature_id: f, included: 100, reset: { interval: "month" } }] });
    const c = await customerAt(T0);
    const endsAt = T0 + 10 * DAY;
    const preview = await ok(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: pro, ends_at: endsAt } }));
    expect(preview.incoming).toEqual([expect.objectContaining({ plan_id: pro, expires_at: endsAt })]);
    expect(preview.next_cycle).toBeUndefined();
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: pro, ends_at: endsAt } }));
    const sub = of(await getCustomer(c), [pro])[0];
    expect(sub).toMatchObject({ status: "active", expires_at: endsAt, canceled_at: null, current_period_start: T0 });
    const expected = Math.round((3000 * (endsAt - T0)) / (sub.current_period_end! - T0)) / 100;
    expect(a.invoice).toMatchObject({ status: "paid", total: expected });
    expect(preview.total).toBe(expected);

    await advance(c, endsAt - 60_000);
    expect(of(await getCustomer(c), [free, pro]).map((s) => s.plan_id)).toEqual([pro]);
    await advance(c, endsAt + 60_000);
    const got = await getCustomer(c);
    expect(of(got, [free, pro]).map((s) => [s.plan_id, s.status])).toEqual([[free, "active"]]);
    expect(got.balances[f]).toMatchObject({ granted: 5 });
    expect(await invoicesOf(c)).toHaveLength(1);
  });

  it("with starts_at: scheduled from the start to the end; a free plan too", async () => {
    const plan = await createPlan({ name: "Free extra", add_on: true });
    const c = await customerAt(T0);
    const [startsAt, endsAt] = [T0 + 2 * DAY, T0 + 4 * DAY];
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, starts_at: startsAt, ends_at: endsAt } }));
    expect(of(await getCustomer(c), [plan])).toEqual([expect.objectContaining({ status: "scheduled", started_at: startsAt, expires_at: endsAt })]);
    await advance(c, startsAt + 60_000);
    expect(of(await getCustomer(c), [plan])).toEqual([expect.objectContaining({ status: "active", expires_at: endsAt })]);
    await advance(c, endsAt + 60_000);
    expect(of(await getCustomer(c), [plan])).toEqual([]);
  });
});

describe("validation against the customer's clock", () => {
  it("refuses a past start, an end before the start or in the past, and a future start with plan_schedule; a start within a minute of now is now", async () => {
    const plan = await createPlan({ name: "Free" });
    const c = await customerAt(T0);
    const attach = (extra: Partial<RevenueSchemas["AttachParams"]>) => h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, ...extra } });
    expect(await fails(attach({ starts_at: T0 - DAY }))).toMatchObject({ status: 400, code: "invalid_request", message: expect.stringContaining("starts_at") });
    expect(await fails(attach({ starts_at: T0 + 2 * DAY, ends_at: T0 + DAY }))).toMatchObject({ status: 400, code: "invalid_request", message: expect.stringContaining("ends_at") });
    expect(await fails(attach({ ends_at: T0 - 1 }))).toMatchObject({ status: 400, code: "invalid_request", message: expect.stringContaining("ends_at") });
    expect(await fails(attach({ starts_at: T0 + DAY, plan_schedule: "immediate" }))).toMatchObject({ status: 400, code: "invalid_request", message: expect.stringContaining("plan_schedule") });
    expect(await fails(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: plan, starts_at: T0 - DAY } }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await invoicesOf(c)).toEqual([]);
    expect(of(await getCustomer(c), [plan])).toEqual([]);
    await ok(attach({ starts_at: T0 - 10_000 }));
    expect(of(await getCustomer(c), [plan])).toEqual([expect.objectContaining({ status: "active", started_at: T0 })]);
  });
});
