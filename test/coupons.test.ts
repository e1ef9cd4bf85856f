/**
 * Coupons reduce invoices, end to end through the SDK against a real server
 * (answers checked against the contract): `discounts` on billing.attach and
 * billing.update (and their previews, which equal the charge), renewals on
 * the test clock (once, months, forever), what invoice lines show, and the
 * refusals (already redeemed, expired, exhausted, another currency, other
 * plans).
 */
import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, fails, ok, startRevenue } from "./support/revenue.js";

type CreatePlan = RevenueSchemas["CreatePlanParams"];
type CouponParams = RevenueSchemas["CouponParams"];
type InvoiceDetail = RevenueSchemas["InvoiceDetail"];

let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue();
  await ok(h.rv.POST("/features.create", { body: { feature_id: "cp_seats", name: "Seats", type: "metered", consumable: false } }));
  await ok(h.rv.POST("/features.create", { body: { feature_id: "cp_msgs", name: "Messages", type: "metered", consumable: true } }));
});
afterAll(() => h.close());

const DAY = 86_400_000;
const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;
const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123", name: "Ann Example" };
const hosted = () => h.tandem.revenue.services.hosted;
const tokenOf = (url: string) => url.split("/").pop()!;

const createPlan = async (over: Partial<CreatePlan> = {}) =>
  (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Pro", price: { amount: 20, interval: "month" }, ...over } }))).id;
/** 20.00 a month and 10.00 per prepaid seat. */
const seatPlan = (over: Partial<CreatePlan> = {}) =>
  createPlan({ items: [{ feature_id: "cp_seats", included: 0, price: { amount: 10, interval: "month", billing_units: 1, billing_method: "prepaid" } }], ...over });
const newCustomer = async (over: { currency?: string } = {}) => (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com", ...over } }))).id!;
/** A customer with a card on file (saved through the sandbox's setup checkout). */
async function withCard(over: { currency?: string } = {}) {
  const c = await newCustomer(over);
  const setup = await ok(h.rv.POST("/billing.setup_payment", { body: { customer_id: c } }));
  expect((await hosted().submitCard(tokenOf(setup.url), CARD)).outcome).toBe("complete");
  return c;
}
const createCoupon = async (over: Partial<CouponParams> = {}) => {
  const c: CouponParams = {
    id: uid("cpn"),
    name: "Launch",
    type: "percentage_discount",
    value: 25,
    duration: { type: "forever", length: null },
    plan_ids: null,
    promo_codes: [{ code: uid("CODE") }],
    ...over,
  };
  await ok(h.rv.POST("/rewards.create", { body: { coupon: c } }));
  return { id: c.id, code: c.promo_codes[0]?.code };
};
const redeem = (code: string, customer_id: string) => h.rv.POST("/rewards.redeem", { body: { code, customer_id } });
const attach = (body: RevenueSchemas["AttachParams"]) => h.rv.POST("/billing.attach", { body });
const preview = (body: RevenueSchemas["AttachParams"]) => ok(h.rv.POST("/billing.preview_attach", { body }));
const invoicesOf = async (customer_id: string) => (await ok(h.rv.POST("/invoices.list", { body: { customer_id } }))).list;
const invoice = (invoice_id: string) => ok(h.rv.POST("/invoices.get", { body: { invoice_id } }));
const advance = (customer_id: string, frozen_time: number) => ok(h.rv.POST("/customers.advance_test_clock", { body: { customer_id, frozen_time } }));
const rewardsOf = async (customer_id: string) => (await ok(h.rv.POST("/customers.get", { body: { customer_id, expand: ["rewards"] } }))).rewards;
const subscriptionOf = async (customer_id: string, plan: string) => (await ok(h.rv.POST("/customers.get", { body: { customer_id } }))).subscriptions.find((s) => s.plan_id === plan)!;
const cents = (x: number) => Math.round(x * 100);

/** Every line's amount sums to the invoice's total, every subtotal to its subtotal, and each line's discounts bridge the two. */
function expectConsistent(inv: InvoiceDetail) {
  const items = inv.items!;
  expect(items.reduce((a, l) => a + cents(l.amount), 0)).toBe(cents(inv.total));
  expect(items.reduce((a, l) => a + cents(l.subtotal), 0)).toBe(cents(inv.subtotal));
  for (const l of items) expect(cents(l.subtotal) - l.discounts.reduce((a, d) => a + cents(d.amount_off), 0)).toBe(cents(l.amount));
}

/** Attaches `plan` paying through the sandbox checkout (saves the card); answers the subscription. */
async function subscribe(c: string, plan: string) {
  const a = await ok(attach({ customer_id: c, plan_id: plan }));
  if (a.payment_url) expect((await hosted().submitCard(tokenOf(a.payment_url), CARD)).outcome).toBe("complete");
  return subscriptionOf(c, plan);
}

/** The totals of the customer's invoices, oldest first. */
const totals = async (c: string) => (await invoicesOf(c)).reverse().map((i) => i.total);

describe("discounts on billing.attach", () => {
  it("a promotion code reduces the first charge (card on file); the preview equals the charge; lines show the discount", async () => {
    const plan = await seatPlan();
    const { id: reward, code } = await createCoupon({ name: "Quarter off", duration: { type: "one_off", length: null } });
    const c = await withCard();
    const body = { customer_id: c, plan_id: plan, feature_quantities: [{ feature_id: "cp_seats", quantity: 3 }], discounts: [{ promotion_code: code!.toLowerCase() }] };

    const p = await preview(body);
    // 20.00 + 3 × 10.00 = 50.00, 25 % off.
    expect(p).toMatchObject({ subtotal: 50, total: 37.5, currency: "usd", redirect_to_checkout: false });
    expect(p.line_items.map((l) => [l.subtotal, l.total, l.discounts])).toEqual([
      [20, 15, [{ amount_off: 5, percent_off: 25, reward_id: reward, reward_name: "Quarter off" }]],
      [30, 22.5, [{ amount_off: 7.5, percent_off: 25, reward_id: reward, reward_name: "Quarter off" }]],
    ]);
    // A one_off coupon: the next cycle pays in full.
    expect(p.next_cycle).toMatchObject({ subtotal: 50, total: 50 });
    // The preview redeemed nothing.
    expect(await rewardsOf(c)).toBeNull();
    expect((await ok(h.rv.POST("/rewards.get", { body: { reward_id: reward } }))).coupon?.promo_codes[0].redemptions).toBe(0);

    const a = await ok(attach(body));
    expect(a).toMatchObject({ payment_url: null, invoice: { status: "paid", total: p.total, currency: "usd" } });
    const inv = await invoice(a.invoice!.stripe_id);
    expect(inv).toMatchObject({ subtotal: 50, total: 37.5, amount_paid: 37.5 });
    expect(inv.items!.map((l) => [l.subtotal, l.amount, l.discounts.map((d) => d.amount_off)])).toEqual([
      [20, 15, [5]],
      [30, 22.5, [7.5]],
    ]);
    expectConsistent(inv);
    // Redeemed and used up: the code counts one redemption; a one_off coupon leaves the customer's list once used.
    expect((await ok(h.rv.POST("/rewards.get", { body: { reward_id: reward } }))).coupon?.promo_codes[0].redemptions).toBe(1);
    expect(await rewardsOf(c)).toBeNull();

    // The renewal is not discounted.
    const sub = await subscriptionOf(c, plan);
    await advance(c, sub.current_period_end! + 60_000);
    expect(await totals(c)).toEqual([37.5, 50]);
  });

  it("a reward id works as well; without a card the checkout shows the discounted amount and its discount row", async () => {
    const plan = await createPlan();
    const { id: reward } = await createCoupon({ type: "fixed_discount", value: 5, name: "Five off", promo_codes: [] });
    const c = await newCustomer();
    const p = await preview({ customer_id: c, plan_id: plan, discounts: [{ reward_id: reward }] });
    expect(p).toMatchObject({ subtotal: 20, total: 15, redirect_to_checkout: true });
    expect(p.line_items[0].discounts).toEqual([{ amount_off: 5, reward_id: reward, reward_name: "Five off" }]);
    const a = await ok(attach({ customer_id: c, plan_id: plan, discounts: [{ reward_id: reward }] }));
    const view = (await hosted().checkout(tokenOf(a.payment_url!)))!;
    expect(view.totalDueNow).toBe("$15.00");
    expect(view.lines).toEqual([
      { description: expect.any(String), amount: "$20.00" },
      { description: "Discount: Five off", amount: "-$5.00" },
    ]);
    expect((await hosted().submitCard(tokenOf(a.payment_url!), CARD)).outcome).toBe("complete");
    expect(await totals(c)).toEqual([15]);
    // forever: held, with what it took off so far.
    expect((await rewardsOf(c))?.discounts).toEqual([expect.objectContaining({ id: reward, total_discount_amount: 5, invoices_discounted: 1 })]);
  });

  it("a coupon the customer holds applies without being named, and naming it again just uses it", async () => {
    const plan = await createPlan();
    const { id: reward, code } = await createCoupon({ value: 10 });
    const c = await withCard();
    await ok(redeem(code!, c));
    expect((await preview({ customer_id: c, plan_id: plan })).total).toBe(18);
    const a = await ok(attach({ customer_id: c, plan_id: plan, discounts: [{ promotion_code: code! }] }));
    expect(a.invoice?.total).toBe(18);
    expect((await ok(h.rv.POST("/rewards.get", { body: { reward_id: reward } }))).coupon?.promo_codes[0].redemptions).toBe(1);
  });

  it("an upgrade after a discounted period credits what was paid, not the list price", async () => {
    const group = uid("g");
    const basic = await createPlan({ group, price: { amount: 20, interval: "month" } });
    const pro = await createPlan({ group, price: { amount: 60, interval: "month" } });
    const { id: reward } = await createCoupon({ value: 50, duration: { type: "one_off", length: null }, plan_ids: [basic], promo_codes: [] });
    const c = await withCard();
    const first = await ok(attach({ customer_id: c, plan_id: basic, discounts: [{ reward_id: reward }] }));
    expect(first.invoice?.total).toBe(10);
    const sub = await subscriptionOf(c, basic);
    const half = sub.current_period_start! + Math.floor((sub.current_period_end! - sub.current_period_start!) / 2);
    await advance(c, half);
    const up = await ok(attach({ customer_id: c, plan_id: pro }));
    const inv = await invoice(up.invoice!.stripe_id);
    const credit = inv.items!.find((l) => l.amount < 0)!;
    // Half of the 10.00 paid, not half of 20.00.
    expect(credit.amount).toBe(-5);
    expect(inv.total).toBe(25);
    expectConsistent(inv);
  });

  it("refuses discounts for a free plan, a feature grant, the same coupon twice, a coupon of other plans, and unknown ones — all before anything changes", async () => {
    const free = await createPlan({ price: undefined });
    const plan = await createPlan();
    const other = await createPlan();
    const { id: reward } = await createCoupon({ promo_codes: [] });
    const { id: limited } = await createCoupon({ plan_ids: [other], promo_codes: [] });
    const grant = uid("grant");
    await ok(h.rv.POST("/rewards.create", { body: { feature_grant: { id: grant, name: "Gift", grants: [{ feature_id: "cp_msgs", included: 5, expiry: null }], promo_codes: [] } } }));
    const c = await withCard();
    const bad = async (body: RevenueSchemas["AttachParams"], field: string) => {
      for (const call of [h.rv.POST("/billing.preview_attach", { body }), attach(body)]) {
        const e = await fails(call);
        expect(e, field).toMatchObject({ status: 400, code: "invalid_request" });
        expect(e.message).toContain(field);
      }
    };
    await bad({ customer_id: c, plan_id: free, discounts: [{ reward_id: reward }] }, "discounts");
    await bad({ customer_id: c, plan_id: plan, discounts: [{ reward_id: grant }] }, "discounts[0]");
    await bad({ customer_id: c, plan_id: plan, discounts: [{ reward_id: reward }, { reward_id: reward }] }, "discounts[1]");
    await bad({ customer_id: c, plan_id: plan, discounts: [{ reward_id: limited }] }, "discounts[0]");
    await bad({ customer_id: c, plan_id: plan, discounts: [{ reward_id: "nope" }] }, "discounts[0].reward_id");
    await bad({ customer_id: c, plan_id: plan, discounts: [{ promotion_code: "NO_SUCH_CODE" }] }, "discounts[0].promotion_code");
    await bad({ customer_id: c, plan_id: plan, discounts: [{}] }, "discounts[0]");
    await bad({ customer_id: c, plan_id: plan, discounts: [{ reward_id: reward, promotion_code: "X" }] }, "discounts[0]");
    // Nothing was attached nor redeemed.
    expect(await invoicesOf(c)).toEqual([]);
    expect(await rewardsOf(c)).toBeNull();
    // A coupon limited to another plan never discounts this one, even held.
    const { code: otherCode } = await createCoupon({ value: 50, plan_ids: [other] });
    await ok(redeem(otherCode!, c));
    expect((await ok(attach({ customer_id: c, plan_id: plan }))).invoice?.total).toBe(20);
  });
});

describe("preview equals charge (property, through the SDK)", () => {
  it("for random coupons (percent or fixed, stacked with a held one), seat quantities and upgrades, preview_attach's total is what attach charges", async () => {
    const fc = (await import("fast-check")).default;
    const group = uid("g");
    const basic = await seatPlan({ group, price: { amount: 9.99, interval: "month" } });
    const pro = await seatPlan({ group, price: { amount: 29.99, interval: "month" } });
    const { code: heldCode } = await createCoupon({ value: 3.3333 });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer({ min: 1, max: 1_000_000 }).map((bp) => ({ type: "percentage_discount" as const, value: bp / 10_000 })),
          fc.integer({ min: 1, max: 20_000 }).map((c) => ({ type: "fixed_discount" as const, value: c / 100 })),
        ),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 27 }),
        fc.boolean(),
        fc.boolean(),
        async (terms, seats, days, upgrade, holds) => {
          const { id: reward } = await createCoupon({ ...terms, promo_codes: [] });
          const c = await withCard();
          if (holds) await ok(redeem(heldCode!, c));
          if (upgrade) await ok(attach({ customer_id: c, plan_id: basic, feature_quantities: [{ feature_id: "cp_seats", quantity: 2 }] }));
          // The customer's clock stands still between the preview and the charge (prorations are to the millisecond).
          await advance(c, Date.now() + 1000 + days * DAY);
          const body = { customer_id: c, plan_id: pro, feature_quantities: [{ feature_id: "cp_seats", quantity: seats }], discounts: [{ reward_id: reward }] };
          const p = await preview(body);
          const a = await ok(attach(body));
          expect(a.invoice?.total ?? 0).toBe(p.total);
          if (a.invoice) {
            const inv = await invoice(a.invoice.stripe_id);
            expect(inv.subtotal).toBe(p.subtotal);
            expectConsistent(inv);
          }
          expect(p.total).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe("refused codes", () => {
  it("a promotion code redeemed twice is 409 already_redeemed, by rewards.redeem and by discounts once used up", async () => {
    const plan = await createPlan();
    const { code } = await createCoupon({ duration: { type: "one_off", length: null } });
    const c = await withCard();
    await ok(redeem(code!, c));
    expect(await fails(redeem(code!, c))).toMatchObject({ status: 409, code: "already_redeemed" });
    // Held and unused: naming it uses it.
    expect((await ok(attach({ customer_id: c, plan_id: plan, discounts: [{ promotion_code: code! }] }))).invoice?.total).toBe(15);
    // Used up: naming it again is a second redemption.
    const addOn = await createPlan({ add_on: true });
    expect(await fails(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: addOn, discounts: [{ promotion_code: code! }] } }))).toMatchObject({ status: 409, code: "already_redeemed" });
    expect(await fails(attach({ customer_id: c, plan_id: addOn, discounts: [{ promotion_code: code! }] }))).toMatchObject({ status: 409, code: "already_redeemed" });
  });

  it("an expired code is 400 code_expired and an exhausted one 400 code_exhausted, on attach and its preview; nothing is attached", async () => {
    const plan = await createPlan();
    const soon = uid("SOON");
    await createCoupon({ promo_codes: [{ code: soon, expires_at: Date.now() + DAY }] });
    const c = await withCard();
    await advance(c, Date.now() + 2 * DAY);
    for (const call of [h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: plan, discounts: [{ promotion_code: soon }] } }), attach({ customer_id: c, plan_id: plan, discounts: [{ promotion_code: soon }] })]) {
      const e = await fails(call);
      expect(e).toMatchObject({ status: 400, code: "code_expired" });
      expect(e.message).toContain(soon);
    }
    const once = uid("ONCE");
    await createCoupon({ promo_codes: [{ code: once, global_max_redemption: 1 }] });
    await ok(redeem(once, await newCustomer()));
    expect(await fails(attach({ customer_id: c, plan_id: plan, discounts: [{ promotion_code: once }] }))).toMatchObject({ status: 400, code: "code_exhausted" });
    expect(await invoicesOf(c)).toEqual([]);
  });

  it("a first_time_transaction code is refused to a customer who has paid", async () => {
    const plan = await createPlan();
    const first = uid("FIRST");
    await createCoupon({ promo_codes: [{ code: first, first_time_transaction: true }] });
    const c = await withCard();
    await ok(attach({ customer_id: c, plan_id: plan }));
    const e = await fails(redeem(first, c));
    expect(e).toMatchObject({ status: 400, code: "invalid_request" });
    expect(e.message).toContain("never paid");
    await ok(redeem(first, await newCustomer()));
  });

  it("a fixed coupon in usd for a charge in eur is 400 currency_mismatch (attach, preview, and redeem once eur is fixed)", async () => {
    const plan = await createPlan({ price: { amount: 20, interval: "month", additional_currencies: [{ currency: "eur", amount: 18 }] } });
    const { id: reward, code } = await createCoupon({ type: "fixed_discount", value: 5 });
    const c = await withCard();
    const body = { customer_id: c, plan_id: plan, currency: "eur", discounts: [{ reward_id: reward }] };
    expect(await fails(h.rv.POST("/billing.preview_attach", { body }))).toMatchObject({ status: 400, code: "currency_mismatch" });
    expect(await fails(attach(body))).toMatchObject({ status: 400, code: "currency_mismatch" });
    // Paying in eur fixes the customer's currency: the usd coupon can no longer be redeemed.
    await ok(attach({ customer_id: c, plan_id: plan, currency: "eur" }));
    const e = await fails(redeem(code!, c));
    expect(e).toMatchObject({ status: 400, code: "currency_mismatch" });
    expect(e.message).toContain("eur");
    // A percentage coupon works in any currency.
    const { code: pct } = await createCoupon({ value: 10 });
    const d = await withCard();
    await ok(redeem(pct!, d));
    expect((await ok(attach({ customer_id: d, plan_id: plan, currency: "eur" }))).invoice).toMatchObject({ total: 16.2, currency: "eur" });
  });
});

describe("renewals", () => {
  it("a forever coupon redeemed after the attach reduces the next renewal, usage in arrears included", async () => {
    const plan = await createPlan({ items: [{ feature_id: "cp_msgs", included: 100, reset: { interval: "month" }, price: { amount: 0.1, interval: "month", billing_method: "usage_based" } }] });
    const { id: reward, code } = await createCoupon({ value: 20, name: "Twenty" });
    const c = await newCustomer();
    const sub = await subscribe(c, plan);
    await ok(redeem(code!, c));
    await ok(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: "cp_msgs", value: 150 } }));
    await advance(c, sub.current_period_end! + 60_000);
    const list = await invoicesOf(c);
    expect(list.map((i) => i.total)).toEqual([20, 20]);
    const renewal = await invoice(list[0].id);
    // (20.00 + 50 × 0.10) × 80 %.
    expect(renewal).toMatchObject({ status: "paid", subtotal: 25, total: 20, amount_paid: 20 });
    expect(renewal.items!.map((l) => [l.feature_id, l.subtotal, l.amount, l.discounts.map((d) => [d.reward_id, d.amount_off, d.percent_off])])).toEqual([
      [null, 20, 16, [[reward, 4, 20]]],
      ["cp_msgs", 5, 4, [[reward, 1, 20]]],
    ]);
    expectConsistent(renewal);
    expect((await rewardsOf(c))?.discounts).toEqual([expect.objectContaining({ id: reward, duration_type: "forever", end: null, total_discount_amount: 5, invoices_discounted: 1 })]);
  });

  it("a months coupon of length 2 reduces exactly two invoices of a monthly plan, then leaves the customer's list", async () => {
    const plan = await createPlan();
    const { id: reward, code } = await createCoupon({ value: 50, duration: { type: "months", length: 2 } });
    const c = await newCustomer();
    const sub = await subscribe(c, plan);
    await ok(redeem(code!, c));
    const held = (await rewardsOf(c))!.discounts[0];
    expect(held).toMatchObject({ id: reward, duration_type: "months", duration_value: 2, invoices_discounted: 0 });
    expect(held.end).toBeGreaterThan(sub.current_period_end! + 27 * DAY);
    // Four renewals (the fifth is 4 months after the first, over 93 days).
    await advance(c, sub.current_period_end! + 93 * DAY);
    expect(await totals(c)).toEqual([20, 10, 10, 20, 20]);
    expect(await rewardsOf(c)).toBeNull();
    expect((await invoicesOf(c)).every((i) => i.status === "paid")).toBe(true);
  });

  it("a one_off coupon reduces exactly one invoice: the next renewal", async () => {
    const plan = await createPlan();
    const { code } = await createCoupon({ value: 100, duration: { type: "one_off", length: null } });
    const c = await newCustomer();
    const sub = await subscribe(c, plan);
    await ok(redeem(code!, c));
    // Two renewals.
    await advance(c, sub.current_period_end! + 40 * DAY);
    // 100 % off: the renewal is 0.00, paid without a charge.
    expect(await totals(c)).toEqual([20, 0, 20]);
    expect(await rewardsOf(c)).toBeNull();
  });

  it("discounts on attach redeem at the attach: a 2-month coupon reduces the attach and the first renewal only", async () => {
    const plan = await createPlan();
    const { id: reward } = await createCoupon({ value: 25, duration: { type: "months", length: 2 }, promo_codes: [] });
    const c = await withCard();
    const p = await preview({ customer_id: c, plan_id: plan, discounts: [{ reward_id: reward }] });
    expect(p.next_cycle).toMatchObject({ subtotal: 20, total: 15 });
    const a = await ok(attach({ customer_id: c, plan_id: plan, discounts: [{ reward_id: reward }] }));
    expect(a.invoice?.total).toBe(p.total);
    const sub = await subscriptionOf(c, plan);
    // Three renewals.
    await advance(c, sub.current_period_end! + 65 * DAY);
    expect(await totals(c)).toEqual([15, 15, 20, 20]);
  });
});

describe("discounts on billing.update", () => {
  it("a quantity increase is discounted, the preview equals the charge, and a cancel refuses discounts", async () => {
    const plan = await seatPlan();
    const { id: reward } = await createCoupon({ value: 20, promo_codes: [], plan_ids: [plan] });
    const c = await withCard();
    await ok(attach({ customer_id: c, plan_id: plan, feature_quantities: [{ feature_id: "cp_seats", quantity: 2 }] }));
    const sub = await subscriptionOf(c, plan);
    await advance(c, sub.current_period_start! + 10 * DAY);
    const body = { customer_id: c, plan_id: plan, feature_quantities: [{ feature_id: "cp_seats", quantity: 5 }], discounts: [{ reward_id: reward }] };
    const p = await ok(h.rv.POST("/billing.preview_update", { body }));
    expect(p.intent).toBe("update_quantity");
    expect(p.total).toBeGreaterThan(0);
    expect(cents(p.total)).toBe(Math.round(cents(p.subtotal) * 0.8));
    expect(p.line_items[0].discounts).toEqual([expect.objectContaining({ reward_id: reward, percent_off: 20 })]);
    // Next cycle: (20.00 + 5 × 10.00) × 80 %.
    expect(p.next_cycle).toMatchObject({ subtotal: 70, total: 56 });
    const u = await ok(h.rv.POST("/billing.update", { body }));
    expect(u.invoice).toMatchObject({ status: "paid", total: p.total });
    const inv = await invoice(u.invoice!.stripe_id);
    expectConsistent(inv);
    expect(inv.subtotal).toBe(p.subtotal);

    // A decrease while the forever coupon is in force is credited at the discounted price.
    const down = { customer_id: c, plan_id: plan, feature_quantities: [{ feature_id: "cp_seats", quantity: 2 }] };
    const back = await ok(h.rv.POST("/billing.preview_update", { body: down }));
    expect(cents(back.total)).toBe(Math.round(cents(back.subtotal) * 0.8));
    const refunded = await ok(h.rv.POST("/billing.update", { body: down }));
    expect(refunded.invoice?.total).toBe(back.total);

    const e = await fails(h.rv.POST("/billing.update", { body: { customer_id: c, plan_id: plan, cancel_action: "cancel_end_of_cycle", discounts: [{ reward_id: reward }] } }));
    expect(e).toMatchObject({ status: 400, code: "invalid_request" });
    expect(e.message).toContain("discounts");
  });
});

describe("invoices and coupons", () => {
  it("voiding an open invoice gives its one_off coupon back to the next invoice", async () => {
    const plan = await createPlan({ add_on: true });
    const { id: reward, code } = await createCoupon({ value: 50, duration: { type: "one_off", length: null } });
    const c = await withCard();
    await ok(redeem(code!, c));
    const sent = await ok(attach({ customer_id: c, plan_id: plan, invoice_mode: { enabled: true } }));
    expect(sent.invoice).toMatchObject({ status: "open", total: 10 });
    expect(await rewardsOf(c)).toBeNull();
    await ok(h.rv.POST("/invoices.void", { body: { invoice_id: sent.invoice!.stripe_id } }));
    expect((await rewardsOf(c))?.discounts).toEqual([expect.objectContaining({ id: reward, invoices_discounted: 0, total_discount_amount: 0 })]);
    expect((await ok(attach({ customer_id: c, plan_id: plan }))).invoice).toMatchObject({ status: "paid", total: 10 });
  });
});

describe("autumn-js and coupons", () => {
  it("previews and attaches with discounts (a promotion code); autumn-js validates the discounted line items, the invoice and the customer's rewards", async () => {
    const { Autumn } = await import("autumn-js");
    const autumn = new Autumn({ secretKey: h.keys.test, serverURL: h.origin, failOpen: false });
    const plan = await createPlan();
    const { id: reward, code } = await createCoupon({ value: 30, name: "Thirty", duration: { type: "months", length: 3 } });
    const c = await withCard();
    const p = await autumn.billing.previewAttach({ customerId: c, planId: plan, discounts: [{ promotionCode: code }] });
    expect(p).toMatchObject({ subtotal: 20, total: 14 });
    expect(p.lineItems[0].discounts).toEqual([{ amountOff: 6, percentOff: 30, rewardId: reward, rewardName: "Thirty" }]);
    expect(p.nextCycle).toMatchObject({ subtotal: 20, total: 14 });
    const a = await autumn.billing.attach({ customerId: c, planId: plan, discounts: [{ promotionCode: code }] });
    expect(a.invoice).toMatchObject({ status: "paid", total: p.total });
    const got = await autumn.customers.getOrCreate({ customerId: c, expand: ["rewards"] });
    expect(got.rewards?.discounts).toEqual([expect.objectContaining({ id: reward, durationType: "months", durationValue: 3, totalDiscountAmount: 6 })]);
  });
});
