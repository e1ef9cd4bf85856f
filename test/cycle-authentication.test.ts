/**
 * A renewal whose card needs 3-D Secure, through the SDK, the test clock and
 * the hosted pages: the subscription goes `past_due`, its invoice stays open
 * with a hosted page where the customer authenticates and pays, which
 * recovers it. The sandbox's 4000 0027 6000 3184 asks on every charge (as at
 * Stripe); 4000 0025 0000 3155 only on-session, so its renewals go through.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, ok, startRevenue } from "./support/revenue.js";

let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue();
});
afterAll(() => h.close());

const DAY = 86_400_000;
const ALWAYS = "4000002760003184";
const ON_SESSION = "4000002500003155";
const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;
const CARD = { expMonth: 12, expYear: 2040, cvc: "123", name: "Ann Example" };
const hosted = () => h.tandem.revenue.services.hosted;
const tokenOf = (url: string) => url.split("/").pop()!;
const newCustomer = async () => (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com" } }))).id!;
const getCustomer = (customer_id: string) => ok(h.rv.POST("/customers.get", { body: { customer_id } }));
const invoicesOf = async (customer_id: string) => (await ok(h.rv.POST("/invoices.list", { body: { customer_id } }))).list;
const advance = (customer_id: string, frozen_time: number) => ok(h.rv.POST("/customers.advance_test_clock", { body: { customer_id, frozen_time } }));
const proPlan = async () => (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Pro", price: { amount: 20, interval: "month" } } }))).id;

/** Pays a checkout with a card that asks for 3-D Secure, authenticating it. */
async function payAuthenticating(url: string, number: string) {
  expect((await hosted().submitCard(tokenOf(url), { number, ...CARD })).outcome).toBe("authenticate");
  expect((await hosted().authenticate(tokenOf(url), true)).outcome).toBe("complete");
}

async function subscribe(c: string, plan: string, number: string) {
  const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
  await payAuthenticating(a.payment_url!, number);
  return (await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!;
}

describe("renewals that need 3-D Secure", () => {
  it("past_due with the open invoice's hosted page to authenticate; paying there recovers it", async () => {
    const plan = await proPlan();
    const c = await newCustomer();
    const sub = await subscribe(c, plan, ALWAYS);
    const end = sub.current_period_end!;
    await advance(c, end + 60_000);
    expect((await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)).toMatchObject({ status: "active", past_due: true, current_period_start: end });
    const open = (await invoicesOf(c))[0];
    expect(open).toMatchObject({ status: "open", total: 20 });
    expect(open.hosted_invoice_url).toMatch(/\/invoice\//);

    // The invoice's page says why and offers to pay (with the authentication).
    const token = tokenOf(open.hosted_invoice_url!);
    expect(await hosted().invoice(token)).toMatchObject({ status: "open", authenticationRequired: true, payUrl: expect.stringContaining(`/invoice/${token}/pay`) });
    const page = await (await fetch(open.hosted_invoice_url!)).text();
    expect(page).toContain("3-D Secure");
    const checkout = (await hosted().invoicePay(token))!;
    await payAuthenticating(checkout, ALWAYS);

    expect((await invoicesOf(c))[0]).toMatchObject({ stripe_id: expect.any(String), status: "paid", total: 20 });
    expect((await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)).toMatchObject({ past_due: false });
    expect(await hosted().invoice(token)).toMatchObject({ status: "paid", authenticationRequired: false, payUrl: null });
    // Nothing charged twice when the retry days pass.
    await advance(c, end + 6 * DAY);
    expect((await invoicesOf(c)).map((i) => [i.status, i.total])).toEqual([
      ["paid", 20],
      ["paid", 20],
    ]);
  });

  it("left unauthenticated, it follows the dunning schedule: the plan ends after the last retry", async () => {
    const plan = await proPlan();
    const c = await newCustomer();
    const sub = await subscribe(c, plan, ALWAYS);
    await advance(c, sub.current_period_end! + 3 * DAY + 60_000);
    expect((await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)).toMatchObject({ past_due: true });
    await advance(c, sub.current_period_end! + 5 * DAY + 60_000);
    expect((await getCustomer(c)).subscriptions.filter((s) => s.plan_id === plan)).toEqual([]);
    expect((await invoicesOf(c))[0]).toMatchObject({ status: "uncollectible", total: 20 });
  });

  it("a card authenticated once on-session (3155) renews off-session without asking again, as at Stripe", async () => {
    const plan = await proPlan();
    const c = await newCustomer();
    const sub = await subscribe(c, plan, ON_SESSION);
    await advance(c, sub.current_period_end! + 60_000);
    expect((await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)).toMatchObject({ past_due: false, current_period_start: sub.current_period_end });
    expect((await invoicesOf(c)).map((i) => [i.status, i.total])).toEqual([
      ["paid", 20],
      ["paid", 20],
    ]);
  });
});
