/**
 * analytics.overview | margins | advisor end to end through the SDK, each
 * fixture in a server of its own (analytics sum the whole mode) with a manual
 * clock: paid invoices through the sandbox checkout and invoice mode, refunds
 * through billing.update, costs through costs.track, usage through
 * balances.track. Every expected figure is computed by hand in the comments.
 */
import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type RevenueHarness, fails, ok, rawPost, startRevenue } from "./support/revenue.js";

type CreatePlan = RevenueSchemas["CreatePlanParams"];
type AttachParams = RevenueSchemas["AttachParams"];

const HOUR = 3_600_000;
const DAY = 86_400_000;
// April 2026 has 30 days.
const MARCH = Date.UTC(2026, 2, 1);
const APRIL = Date.UTC(2026, 3, 1);
const MAY = Date.UTC(2026, 4, 1);
const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123", name: "Ann Example" };
const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;

/** A server of its own with a manual clock, and the calls the fixtures make. */
function fixture(start = APRIL) {
  const clock = manualClock(start);
  const ctx = { clock, h: undefined as unknown as RevenueHarness };
  beforeAll(async () => {
    ctx.h = await startRevenue({ clock });
  });
  afterAll(() => ctx.h.close());
  const rv = () => ctx.h.rv;
  const api = {
    clock,
    get h() {
      return ctx.h;
    },
    rv,
    feature: async (id: string, consumable = true) => (await ok(rv().POST("/features.create", { body: { feature_id: id, name: id, type: "metered", consumable } }))).id,
    plan: async (over: Partial<CreatePlan>) => (await ok(rv().POST("/plans.create", { body: { plan_id: uid("plan"), name: "Pro", ...over } }))).id,
    customer: async (id = uid("cus")) => (await ok(rv().POST("/customers.get_or_create", { body: { customer_id: id, email: "ann@example.com" } }))).id!,
    /** Attaches `plan`, paying its checkout with 4242 (the card stays on file). */
    subscribe: async (customer_id: string, plan_id: string, extra: Partial<AttachParams> = {}) => {
      const a = await ok(rv().POST("/billing.attach", { body: { customer_id, plan_id, ...extra } }));
      if (a.payment_url) expect((await ctx.h.tandem.revenue.services.hosted.submitCard(a.payment_url.split("/").pop()!, CARD)).outcome).toBe("complete");
    },
    cost: (customer_id: string, amount: number, timestamp: number, feature_id?: string) => ok(rv().POST("/costs.track", { body: { customer_id, amount, timestamp, ...(feature_id && { feature_id }) } })),
    track: (customer_id: string, feature_id: string, value: number) => ok(rv().POST("/balances.track", { body: { customer_id, feature_id, value } })),
    invoices: async (customer_id: string) => (await ok(rv().POST("/invoices.list", { body: { customer_id } }))).list,
    margins: (body: RevenueSchemas["AnalyticsMarginsParams"]) => ok(rv().POST("/analytics.margins", { body })),
    overview: (body: RevenueSchemas["AnalyticsOverviewParams"]) => ok(rv().POST("/analytics.overview", { body })),
    advisor: (body: RevenueSchemas["AnalyticsAdvisorParams"]) => ok(rv().POST("/analytics.advisor", { body })),
  };
  return api;
}

const figures = (revenue: number, cost: number, margin_percent: number | null) => ({ revenue, cost, margin: Number((revenue - cost).toFixed(9)), margin_percent });

describe("analytics.margins: paid revenue minus costs, per customer and per feature", () => {
  const f = fixture();
  const MONTH_RANGE = { start: APRIL, end: MAY };
  let a: string;
  let b: string;

  beforeAll(async () => {
    await f.feature("seats", false);
    await f.feature("gpu");
    const pro = await f.plan({ price: { amount: 20, interval: "month" }, items: [{ feature_id: "seats", included: 0, price: { amount: 10, billing_units: 1, billing_method: "prepaid", interval: "month" } }] });
    const basic = await f.plan({ name: "Basic", price: { amount: 15, interval: "month" } });
    a = await f.customer("cus_a");
    b = await f.customer("cus_b");
    // A pays 50 on April 1st: 20 (base price, `$base`) + 3 seats × 10 (`seats`).
    await f.subscribe(a, pro, { feature_quantities: [{ feature_id: "seats", quantity: 3 }] });
    // B pays 15 (`$base`).
    await f.subscribe(b, basic);
    // Half of April later, A drops to 1 seat: 2 seats × 10 × 15/30 = 10 refunded on the 50 (a credit note of −10 documents it).
    f.clock.set(APRIL + 15 * DAY);
    const down = await ok(f.rv().POST("/billing.update", { body: { customer_id: a, plan_id: pro, feature_quantities: [{ feature_id: "seats", quantity: 1 }] } }));
    expect(down.invoice).toMatchObject({ total: -10 });
    expect((await f.invoices(a)).map((i) => [i.total, i.refunded_amount])).toEqual([
      [-10, 0],
      [50, 10],
    ]);
    // Costs: A 4.5 on seats, 2.25 on gpu, 1 without a feature; B 20 on gpu (one of them at 01:07 on April 2nd).
    await f.cost(a, 4.5, APRIL + DAY + 7 * 60_000, "seats");
    await f.cost(a, 2.25, APRIL + 3 * DAY + 5 * HOUR, "gpu");
    await f.cost(a, 1, APRIL + 10 * DAY);
    await f.cost(b, 20, APRIL + 12 * DAY + 30 * 60_000, "gpu");
    // Outside the range: a cost in March, and one in May (the clock moves there first).
    await f.cost(a, 100, MARCH + 3 * DAY, "gpu");
    f.clock.set(MAY + 2 * DAY);
    await f.cost(b, 100, MAY + DAY, "gpu");
  });

  it("per customer: A's net 40 against 7.75, B's 15 against 20 (worst first); the total covers both", async () => {
    const m = await f.margins({ custom_range: MONTH_RANGE });
    expect(m).toEqual({
      start: APRIL,
      end: MAY,
      currency: "usd",
      group_by: "customer",
      list: [
        // 15 − 20 = −5: −33.33 %.
        { key: b, ...figures(15, 20, -33.33) },
        // 40 − 7.75 = 32.25: 80.625 % → 80.63.
        { key: a, ...figures(40, 7.75, 80.63) },
      ],
      // 55 − 27.75 = 27.25: 49.545 % → 49.55.
      total: figures(55, 27.75, 49.55),
    });
    expect((await f.margins({ custom_range: MONTH_RANGE, sort: "margin_desc", limit: 1 })).list.map((r) => r.key)).toEqual([a]);
    expect((await f.margins({ custom_range: MONTH_RANGE, sort: "cost_desc", limit: 1 })).total).toEqual(figures(55, 27.75, 49.55));
  });

  it("per feature: the refund shared pro rata (A's 40 = 16 base + 24 seats), costs without a feature under $unattributed", async () => {
    const m = await f.margins({ custom_range: MONTH_RANGE, group_by: "feature", sort: "revenue_desc" });
    expect(m.list).toEqual([
      { key: "$base", ...figures(31, 0, 100) },
      // 24 − 4.5 = 19.5: 81.25 %.
      { key: "seats", ...figures(24, 4.5, 81.25) },
      // Ties (revenue 0) by key: "$" sorts before letters.
      { key: "$unattributed", ...figures(0, 1, null) },
      { key: "gpu", ...figures(0, 22.25, null) },
    ]);
    expect(m.total).toEqual(figures(55, 27.75, 49.55));
    // One customer's features.
    const ofA = await f.margins({ custom_range: MONTH_RANGE, group_by: "feature", customer_id: a, sort: "revenue_desc" });
    expect(ofA.list).toEqual([
      { key: "seats", ...figures(24, 4.5, 81.25) },
      { key: "$base", ...figures(16, 0, 100) },
      { key: "$unattributed", ...figures(0, 1, null) },
      { key: "gpu", ...figures(0, 2.25, null) },
    ]);
    expect(ofA.total).toEqual(figures(40, 7.75, 80.63));
    expect((await f.margins({ custom_range: MONTH_RANGE, customer_id: b })).list).toEqual([{ key: b, ...figures(15, 20, -33.33) }]);
  });

  it("counts a record by its time to the millisecond, whether the range cuts an hour, a day or neither", async () => {
    const at = APRIL + DAY + 7 * 60_000;
    const only = async (start: number, end: number) => (await f.margins({ custom_range: { start, end }, group_by: "feature" })).total;
    expect(await only(at, at + 1)).toEqual(figures(0, 4.5, null));
    expect(await only(at - 5 * 60_000, at)).toEqual(figures(0, 0, null));
    expect(await only(at + 1, at + 3 * DAY)).toEqual(figures(0, 2.25, null));
    // Whole hours and days inside, ragged ends outside, per customer as well as per feature.
    expect(await only(APRIL + 30 * 60_000, APRIL + 12 * DAY + 30 * 60_000 + 1)).toEqual(figures(0, 27.75, null));
    const perCustomer = await f.margins({ custom_range: { start: APRIL + 30 * 60_000, end: APRIL + 12 * DAY + 30 * 60_000 } });
    expect(perCustomer.total).toEqual(figures(0, 7.75, null));
    // The invoices were paid at midnight on April 1st, the refund belongs to that payment.
    expect((await f.margins({ custom_range: { start: APRIL, end: APRIL + 1 } })).total).toEqual(figures(55, 0, 100));
    expect((await f.margins({ custom_range: { start: APRIL + 1, end: MAY } })).total).toEqual(figures(0, 27.75, null));
  });

  it("a preset range ends now: 7d holds May's cost only", async () => {
    const m = await f.margins({ range: "7d" });
    expect(m).toMatchObject({ start: MAY + 2 * DAY + 1 - 7 * DAY, end: MAY + 2 * DAY + 1, list: [{ key: b, ...figures(0, 100, null) }] });
  });

  it("refuses a range that is both, too long, empty, or an unknown customer", async () => {
    expect(await fails(f.rv().POST("/analytics.margins", { body: { range: "7d", custom_range: MONTH_RANGE } }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(f.rv().POST("/analytics.margins", { body: { custom_range: { start: APRIL, end: APRIL + 367 * DAY } } }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(f.rv().POST("/analytics.margins", { body: { custom_range: { start: APRIL, end: APRIL } } }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(f.rv().POST("/analytics.margins", { body: { customer_id: "nobody" } }))).toMatchObject({ status: 404, code: "customer_not_found" });
    expect((await f.margins({ custom_range: { start: APRIL - 300 * DAY, end: APRIL + 66 * DAY } })).total).toEqual(figures(55, 227.75, -314.09));
    for (const op of ["/analytics.overview", "/analytics.advisor"] as const) {
      expect(await fails(f.rv().POST(op, { body: { range: "24h", custom_range: MONTH_RANGE } }))).toMatchObject({ status: 400, code: "invalid_request" });
      expect(await fails(f.rv().POST(op, { body: { custom_range: { start: 0, end: 366 * DAY + 1 } } }))).toMatchObject({ status: 400, code: "invalid_request" });
    }
    expect((await rawPost(f.h, "/analytics.margins", { limit: 101 })).status).toBe(400);
    expect((await rawPost(f.h, "/analytics.margins", { group_by: "plan" })).status).toBe(400);
  });
});
