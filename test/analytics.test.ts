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
    // One customer's figures: whole days from its day sums, the rest from its records.
    expect((await f.margins({ custom_range: { start: at, end: at + 1 }, customer_id: a, group_by: "feature" })).list).toEqual([{ key: "seats", ...figures(0, 4.5, null) }]);
    expect((await f.margins({ custom_range: { start: at + 1, end: APRIL + 10 * DAY + 1 }, customer_id: a })).total).toEqual(figures(0, 3.25, null));
    expect((await f.margins({ custom_range: { start: at + 1, end: APRIL + 10 * DAY }, customer_id: a })).total).toEqual(figures(0, 2.25, null));
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

describe("analytics.overview: customers, MRR, revenue net of refunds, costs, events and top features", () => {
  const f = fixture(MARCH + 19 * DAY);
  const RANGE = { start: APRIL, end: APRIL + 16 * DAY };
  const coupon = async (duration: "forever" | "one_off") => {
    const code = uid("HALF");
    await ok(f.rv().POST("/rewards.create", { body: { coupon: { id: uid("cpn"), name: "Half", type: "percentage_discount", value: 50, duration: { type: duration, length: null }, plan_ids: null, promo_codes: [{ code }] } } }));
    return code;
  };

  beforeAll(async () => {
    await f.customer("old"); // March 19th: before the range.
    f.clock.set(APRIL);
    for (const id of ["api", "msg", "exports"]) await f.feature(id);
    const included = (feature_id: string) => ({ feature_id, included: 1000, reset: { interval: "month" as const } });
    const weekly = await f.plan({ name: "Weekly", price: { amount: 7, interval: "week" } });
    const monthly = await f.plan({ name: "Monthly", price: { amount: 30, interval: "month" }, items: ["api", "msg", "exports"].map(included) });
    const yearly = await f.plan({ name: "Yearly", price: { amount: 120, interval: "year" } });
    const trial = await f.plan({ name: "Trial", price: { amount: 40, interval: "month" }, free_trial: { duration_length: 30, duration_type: "day", card_required: true } });
    const c = Object.fromEntries(await Promise.all(["w", "m", "y", "t", "half", "once", "refunded"].map(async (k) => [k, await f.customer(uid(k))])));
    await f.subscribe(c.w, weekly); // pays 7
    await f.subscribe(c.m, monthly); // pays 30
    await f.subscribe(c.y, yearly); // pays 120
    await f.subscribe(c.t, trial); // pays 0: in its trial until May 1st
    await f.subscribe(c.half, monthly); // pays 30; then a forever 50 % coupon
    await f.subscribe(c.once, monthly); // pays 30; then a one-off 50 % coupon
    await f.subscribe(c.refunded, monthly); // pays 30; canceled at once half-way with a prorated refund of 15
    await ok(f.rv().POST("/rewards.redeem", { body: { code: await coupon("forever"), customer_id: c.half } }));
    await ok(f.rv().POST("/rewards.redeem", { body: { code: await coupon("one_off"), customer_id: c.once } }));
    f.clock.set(APRIL + 15 * DAY);
    const cancel = await ok(f.rv().POST("/billing.update", { body: { customer_id: c.refunded, plan_id: monthly, cancel_action: "cancel_immediately", refund_last_payment: "prorated" } }));
    expect(cancel.invoice).toMatchObject({ total: -15 });
    // Usage of c.m: api 5 × 2, msg 3 × 1.5, exports 1 × 7.
    for (let i = 0; i < 5; i++) await f.track(c.m, "api", 2);
    for (let i = 0; i < 3; i++) await f.track(c.m, "msg", 1.5);
    await f.track(c.m, "exports", 7);
    await f.cost(c.m, 3.5, APRIL + 2 * DAY, "msg");
  });

  it("answers the range's figures computed by hand", async () => {
    expect(await f.overview({ custom_range: RANGE })).toEqual({
      start: RANGE.start,
      end: RANGE.end,
      currency: "usd",
      // 8 customers; all but "old" new; paying: weekly, monthly, yearly, the two with coupons (not the trial, not the canceled one).
      customers: { total: 8, new: 7, paying: 5 },
      // 7 × 52 / 12 + 30 + 120 / 12 + 30 × 50 % + 30 (a one-off coupon is no recurring discount) = 115.333… → 115.33.
      mrr: 115.33,
      // 7 + 30 + 120 + 0 + 30 + 30 + (30 − 15 refunded) = 232; the −15 credit note adds nothing.
      revenue: 232,
      costs: 3.5,
      margin: 228.5,
      // 228.5 / 232 = 98.491…%
      margin_percent: 98.49,
      events: 9,
      top_features: [
        { feature_id: "api", events: 5, value: 10 },
        { feature_id: "msg", events: 3, value: 4.5 },
        { feature_id: "exports", events: 1, value: 7 },
      ],
    });
  });

  it("a preset ends now: 30d also counts the March customer as new", async () => {
    const o = await f.overview({ range: "30d" });
    expect(o).toMatchObject({ start: APRIL + 15 * DAY + 1 - 30 * DAY, end: APRIL + 15 * DAY + 1, customers: { total: 8, new: 8, paying: 5 }, mrr: 115.33, revenue: 232, events: 9 });
    expect(await f.overview({})).toEqual(o);
  });

  it("MRR and customers are those at the end of the range", async () => {
    expect(await f.overview({ custom_range: { start: MARCH, end: MARCH + 25 * DAY } })).toMatchObject({
      customers: { total: 1, new: 1, paying: 0 },
      mrr: 0,
      revenue: 0,
      costs: 0,
      margin: 0,
      margin_percent: null,
      events: 0,
      top_features: [],
    });
    // At the end of May 1st the trial has ended: 40 a month more.
    expect((await f.overview({ custom_range: { start: APRIL, end: MAY + DAY } })).mrr).toBe(155.33);
  });
});

describe("analytics.advisor: each of the six rules on a fixture built to trigger it", () => {
  const f = fixture();
  const c: Record<string, string> = {};
  const plans: Record<string, string> = {};

  beforeAll(async () => {
    await f.feature("msg");
    await f.feature("seats", false);
    await f.feature("gpu");
    const msg = (over: object = {}) => ({ feature_id: "msg", included: 100, reset: { interval: "month" as const }, ...over });
    plans.basic = await f.plan({ name: "Basic", price: { amount: 10, interval: "month" } });
    plans.seats = await f.plan({ name: "Seats", price: { amount: 5, interval: "month" }, items: [{ feature_id: "seats", included: 0, price: { amount: 10, billing_units: 1, billing_method: "prepaid", interval: "month" } }] });
    plans.metered = await f.plan({ name: "Metered", price: { amount: 20, interval: "month" }, items: [msg({ price: { amount: 0.1, interval: "month", billing_method: "usage_based" } })] });
    plans.capped = await f.plan({ name: "Capped", price: { amount: 20, interval: "month" }, items: [msg()] });
    for (const k of ["loss", "seats", "over", "limit", "idle"]) c[k] = await f.customer(`${k}_${uid()}`);
    await f.subscribe(c.loss, plans.basic); // 10 of revenue …
    await f.subscribe(c.seats, plans.seats, { feature_quantities: [{ feature_id: "seats", quantity: 3 }] }); // 5 + 30 on seats …
    await f.subscribe(c.over, plans.metered);
    await f.subscribe(c.limit, plans.capped);
    await f.subscribe(c.idle, plans.capped);
    f.clock.set(APRIL + 2 * DAY);
    await f.cost(c.loss, 15, APRIL + DAY, "gpu"); // … against 15 of cost on gpu, which earns nothing: negative_margin, unpriced_cost.
    await f.cost(c.seats, 27, APRIL + DAY, "seats"); // … against 27: a 10 % margin on seats (low_margin_feature); the customer earns 8.
    await f.track(c.over, "msg", 160); // 60 beyond 100 (overage_heavy), and nothing left (near_limit)
    await f.track(c.limit, "msg", 95); // 5 of 100 left, 28 days to go (near_limit)
    await f.track(c.idle, "msg", 5);
    // idle's own clock passes its renewal: the period it closes used 5 of 100 (unused_allowance).
    await ok(f.rv().POST("/customers.advance_test_clock", { body: { customer_id: c.idle, frozen_time: MAY + DAY } }));
  });

  it("answers every rule once, critical first, then by the size of the main figure", async () => {
    const advice = await f.advisor({ range: "7d" });
    expect(advice).toMatchObject({ start: APRIL + 2 * DAY + 1 - 7 * DAY, end: APRIL + 2 * DAY + 1, currency: "usd", generated_at: APRIL + 2 * DAY });
    const seen = advice.suggestions.map((s) => ({ kind: s.kind, severity: s.severity, customer_id: s.customer_id, feature_id: s.feature_id, plan_id: s.plan_id, metrics: s.metrics }));
    expect(seen).toEqual([
      { kind: "negative_margin", severity: "critical", customer_id: c.loss, feature_id: null, plan_id: null, metrics: { revenue: 10, cost: 15, margin: -5 } },
      // Warnings by money at stake: 15 of cost, then 3 (the margin lacks 30 × 20 % − 3 = 3).
      { kind: "unpriced_cost", severity: "warning", customer_id: null, feature_id: "gpu", plan_id: null, metrics: { cost: 15 } },
      { kind: "low_margin_feature", severity: "warning", customer_id: null, feature_id: "seats", plan_id: null, metrics: { revenue: 30, cost: 27, margin_percent: 10 } },
      // Infos by share: 160 % used, 95 % used, 95 % unused (ties by kind), 60 % over.
      { kind: "near_limit", severity: "info", customer_id: c.over, feature_id: "msg", plan_id: plans.metered, metrics: { granted: 100, remaining: -60, days_to_reset: 28 } },
      { kind: "near_limit", severity: "info", customer_id: c.limit, feature_id: "msg", plan_id: plans.capped, metrics: { granted: 100, remaining: 5, days_to_reset: 28 } },
      { kind: "unused_allowance", severity: "info", customer_id: c.idle, feature_id: "msg", plan_id: plans.capped, metrics: { included: 100, usage: 5 } },
      { kind: "overage_heavy", severity: "info", customer_id: c.over, feature_id: "msg", plan_id: plans.metered, metrics: { included: 100, overage: 60 } },
    ]);
    for (const s of advice.suggestions) {
      expect(s.title.length).toBeGreaterThan(10);
      expect(s.message.length).toBeGreaterThan(20);
    }
    expect(await f.advisor({ range: "7d" })).toEqual(advice);
    expect((await f.advisor({ range: "7d", max_suggestions: 3 })).suggestions.map((s) => s.kind)).toEqual(["negative_margin", "unpriced_cost", "low_margin_feature"]);
    // Before the money moved, only the balance rules speak.
    expect((await f.advisor({ custom_range: { start: MARCH, end: APRIL } })).suggestions.map((s) => s.kind)).toEqual(["near_limit", "near_limit", "unused_allowance", "overage_heavy"]);
  });
});

describe("analytics.advisor: nothing to say on a healthy fixture", () => {
  const f = fixture();

  it("answers no suggestion at the rules' edges (a 20 % margin, half used, half left)", async () => {
    await f.feature("msg");
    await f.feature("seats", false);
    const seats = await f.plan({ name: "Seats", price: { amount: 5, interval: "month" }, items: [{ feature_id: "seats", included: 0, price: { amount: 10, billing_units: 1, billing_method: "prepaid", interval: "month" } }] });
    const metered = await f.plan({ name: "Metered", price: { amount: 20, interval: "month" }, items: [{ feature_id: "msg", included: 100, reset: { interval: "month" }, price: { amount: 0.1, interval: "month", billing_method: "usage_based" } }] });
    const p = await f.customer();
    await f.subscribe(p, seats, { feature_quantities: [{ feature_id: "seats", quantity: 3 }] });
    const q = await f.customer();
    await f.subscribe(q, metered);
    f.clock.set(APRIL + 2 * DAY);
    await f.cost(p, 24, APRIL + DAY, "seats"); // seats: 30 against 24, exactly 20 %.
    await f.track(q, "msg", 50);
    await ok(f.rv().POST("/customers.advance_test_clock", { body: { customer_id: q, frozen_time: MAY + DAY } })); // a period that used half
    await f.track(q, "msg", 90); // 10 of 100 left: not under 10 %
    expect((await f.margins({ range: "7d", group_by: "feature", customer_id: p })).list.find((r) => r.key === "seats")?.margin_percent).toBe(20);
    expect((await f.advisor({ range: "7d" })).suggestions).toEqual([]);
    // One unit more and 9 of 100 are left, with 30 days to go: near_limit.
    await f.track(q, "msg", 1);
    expect((await f.advisor({ range: "7d" })).suggestions.map((s) => [s.kind, s.customer_id, s.metrics])).toEqual([["near_limit", q, { granted: 100, remaining: 9, days_to_reset: 30 }]]);
  });
});

describe("analytics in other currencies", () => {
  const f = fixture();

  it("converts revenue with the operator's rate; without one (either way) answers 400 missing_fx_rate", async () => {
    const plan = await f.plan({ price: { amount: 10, interval: "month", additional_currencies: [{ currency: "eur", amount: 9 }] } });
    const c = await f.customer();
    await ok(f.rv().POST("/billing.attach", { body: { customer_id: c, plan_id: plan, currency: "eur", invoice_mode: { enabled: true } } }));
    await ok(f.rv().POST("/invoices.mark_paid", { body: { invoice_id: (await f.invoices(c))[0].id } }));
    for (const op of ["/analytics.overview", "/analytics.margins", "/analytics.advisor"] as const) {
      const e = await fails(f.rv().POST(op, { body: {} }));
      expect(e).toMatchObject({ status: 400, code: "missing_fx_rate" });
      expect(e.message).toContain("eur");
    }
    const fx = f.h.tandem.revenue.services.fx;
    // The rate plan prices use (1 usd = 0.8 eur), inverted: 9 eur = 11.25 usd.
    await fx.set("usd", "eur", "0.8");
    expect(await f.overview({})).toMatchObject({ revenue: 11.25, mrr: 11.25, customers: { paying: 1 } });
    // A direct rate wins: 9 × 1.1 = 9.9.
    await fx.set("eur", "usd", "1.1");
    expect(await f.overview({})).toMatchObject({ revenue: 9.9, mrr: 9.9 });
    expect((await f.margins({})).list).toEqual([{ key: c, ...figures(9.9, 0, 100) }]);
  });
});
