/**
 * Issue 26, items 3 and 4: inputs that broke a whole mode. Test-clock times
 * and advances are bounded (and a frozen time stored out of bounds cannot
 * break a read); every invoice line and total is bounded (99,999,999 minor
 * units), refused with 400 `invalid_amount` before anything is written.
 */
import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, fails, ok, rawPost, startRevenue } from "./support/revenue.js";
import { type TestSql, testSql } from "./support/sql.js";

let h: RevenueHarness;
let sql: TestSql;
beforeAll(async () => {
  h = await startRevenue();
  sql = testSql(h.tandem);
});
afterAll(async () => {
  await sql.close();
  await h.close();
});

const DAY = 86_400_000;
const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;
const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123", name: "Ann Example" };
type CreatePlan = RevenueSchemas["CreatePlanParams"];

const feature = async (consumable = true) => (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("f"), name: "Units", type: "metered", consumable } }))).id;
const plan = async (over: Partial<CreatePlan>) => (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "P", ...over } }))).id;
const customer = async () => (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com" } }))).id!;
const advance = (customer_id: string, frozen_time: number) => h.rv.POST("/customers.advance_test_clock", { body: { customer_id, frozen_time } });
const invoicesOf = async (customer_id: string) => (await ok(h.rv.POST("/invoices.list", { body: { customer_id } }))).list;

/** A customer on a free plan whose monthly reset is computed at each read (what a NaN date broke). */
async function customerWithMonthlyReset() {
  const f = await feature();
  const p = await plan({ items: [{ feature_id: f, included: 10, reset: { interval: "month" } }] });
  const c = await customer();
  await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: p } }));
  return { c, f };
}

/** The reads and writes a broken row took down for the whole mode: each answers 200. */
async function modeStillAnswers(c: string, f: string) {
  const other = await plan({ add_on: true, items: [{ feature_id: f, included: 1 }] });
  const answers = [
    await rawPost(h, "/customers.get", { customer_id: c }),
    await rawPost(h, "/customers.list", {}),
    await rawPost(h, "/balances.track", { customer_id: c, feature_id: f, value: 1 }),
    await rawPost(h, "/billing.attach", { customer_id: c, plan_id: other }),
  ];
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  expect(Number.isFinite(answers[0].body.balances[f].next_reset_at)).toBe(true);
}

describe("the test clock is bounded (issue 26, item 3)", () => {
  it("refuses an advance to 8640000000000000 with 400, and customers.get/list, track and attach keep answering after a valid advance", async () => {
    const { c, f } = await customerWithMonthlyReset();
    expect(await fails(advance(c, 8640000000000000))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(advance(c, Date.UTC(2200, 0, 1) + 1))).toMatchObject({ status: 400, code: "invalid_request" });
    const to = Date.now() + 40 * DAY;
    expect(await ok(advance(c, to))).toEqual({ customer_id: c, frozen_time: to, status: "ready" });
    await modeStillAnswers(c, f);
  });

  it("refuses one advance of more than 1,830 days (400 naming frozen_time, nothing run); 1,830 days is accepted", async () => {
    const f = await feature();
    const p = await plan({ price: { amount: 10, interval: "month" }, items: [{ feature_id: f, included: 5, reset: { interval: "month" } }] });
    const c = await customer();
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: p } }));
    expect((await h.tandem.revenue.services.hosted.submitCard(a.payment_url!.split("/").pop()!, CARD)).outcome).toBe("complete");
    const start = Date.now();
    const tooFar = await fails(advance(c, start + 1_831 * DAY));
    expect(tooFar).toMatchObject({ status: 400, code: "invalid_request" });
    expect(tooFar.message).toContain("frozen_time");
    expect(await invoicesOf(c)).toHaveLength(1);
    // The customer's clock did not move: an advance by a day still works from the real time.
    const got = await ok(h.rv.POST("/customers.get", { body: { customer_id: c } }));
    expect(got.subscriptions.find((s) => s.plan_id === p)!.current_period_start).toBeLessThan(start + DAY);
    const end = start + 1_830 * DAY - 60_000;
    await ok(advance(c, end));
    // Five years of monthly renewals ran, each paid: the subscription is in the period around `end`.
    const after = (await ok(h.rv.POST("/customers.get", { body: { customer_id: c } }))).subscriptions.find((s) => s.plan_id === p)!;
    expect(after).toMatchObject({ status: "active", past_due: false });
    expect(after.current_period_start).toBeLessThanOrEqual(end);
    expect(after.current_period_end).toBeGreaterThan(end);
  });

  it("a frozen time stored out of range before the bound existed cannot break get, list or track of the mode", async () => {
    const { c, f } = await customerWithMonthlyReset();
    // A row as the unbounded advance left it (the largest time a JS Date holds).
    expect(await sql.run("UPDATE rv_customers SET frozen_time = ? WHERE id = ?", 8640000000000000, c)).toBe(1);
    await modeStillAnswers(c, f);
    // The clock reads as 2200-01-01: it cannot move past the bound.
    expect(await fails(advance(c, Date.UTC(2200, 0, 1)))).toMatchObject({ status: 400, code: "invalid_request" });
  });
});

describe("invoice amounts are bounded (issue 26, item 4)", () => {
  it("refuses a plan price past 999,999.99 at plans.create (400 invalid_amount)", async () => {
    const f = await feature(false);
    const cases = [
      { price: { amount: 999_999_999.99, interval: "month" } },
      { items: [{ feature_id: f, price: { amount: 999_999_999.99, interval: "month", billing_method: "prepaid" } }] },
      { items: [{ feature_id: f, price: { tiers: [{ to: "inf", amount: 1, flat_amount: 1_000_000 }], interval: "month", billing_method: "prepaid" } }] },
    ];
    for (const body of cases) {
      const r = await rawPost(h, "/plans.create", { plan_id: uid("plan"), name: "P", ...body });
      expect(r, JSON.stringify(body)).toMatchObject({ status: 400, body: { code: "invalid_amount" } });
    }
    await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "P", price: { amount: 999_999.99, interval: "month" } } }));
  });

  it("refuses 999,999.99 × 999,999,999 at preview_attach and attach with 400 invalid_amount, writing no invoice and no subscription; analytics keep answering", async () => {
    const f = await feature(false);
    const p = await plan({ items: [{ feature_id: f, price: { amount: 999_999.99, interval: "month", billing_method: "prepaid" } }] });
    const c = await customer();
    const body = { customer_id: c, plan_id: p, feature_quantities: [{ feature_id: f, quantity: 999_999_999 }] };
    expect(await fails(h.rv.POST("/billing.preview_attach", { body }))).toMatchObject({ status: 400, code: "invalid_amount" });
    expect(await fails(h.rv.POST("/billing.attach", { body }))).toMatchObject({ status: 400, code: "invalid_amount" });
    // Scheduled for later (the cycle would charge it): refused now as well.
    expect(await fails(h.rv.POST("/billing.attach", { body: { ...body, starts_at: Date.now() + 10 * DAY } }))).toMatchObject({ status: 400, code: "invalid_amount" });
    expect(await invoicesOf(c)).toEqual([]);
    const got = await ok(h.rv.POST("/customers.get", { body: { customer_id: c } }));
    expect(got.subscriptions.filter((s) => s.plan_id === p)).toEqual([]);
    for (const path of ["/analytics.overview", "/analytics.margins", "/analytics.advisor"]) expect((await rawPost(h, path, {})).status, path).toBe(200);
  });

  it("charges exactly 999,999.99 (the bound) and refuses one cent more, on attach and on billing.update", async () => {
    const f = await feature(false);
    const p = await plan({ items: [{ feature_id: f, price: { amount: 0.01, interval: "month", billing_method: "prepaid" } }] });
    const c = await customer();
    const over = { customer_id: c, plan_id: p, feature_quantities: [{ feature_id: f, quantity: 100_000_000 }] };
    expect(await fails(h.rv.POST("/billing.preview_attach", { body: over }))).toMatchObject({ status: 400, code: "invalid_amount" });
    const exact = await ok(h.rv.POST("/billing.preview_attach", { body: { ...over, feature_quantities: [{ feature_id: f, quantity: 99_999_999 }] } }));
    expect(exact.total).toBe(999_999.99);
    const a = await ok(h.rv.POST("/billing.attach", { body: { ...over, feature_quantities: [{ feature_id: f, quantity: 1 }] } }));
    expect((await h.tandem.revenue.services.hosted.submitCard(a.payment_url!.split("/").pop()!, CARD)).outcome).toBe("complete");
    const before = await invoicesOf(c);
    const update = { customer_id: c, plan_id: p, feature_quantities: [{ feature_id: f, quantity: 100_000_000 }] };
    expect(await fails(h.rv.POST("/billing.preview_update", { body: update }))).toMatchObject({ status: 400, code: "invalid_amount" });
    expect(await fails(h.rv.POST("/billing.update", { body: update }))).toMatchObject({ status: 400, code: "invalid_amount" });
    expect(await invoicesOf(c)).toEqual(before);
    const got = await ok(h.rv.POST("/customers.get", { body: { customer_id: c } }));
    expect(got.balances[f]).toMatchObject({ granted: 1 });
  });
});
