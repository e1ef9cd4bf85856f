/**
 * Paid billing end to end over the real server, as a customer meets it:
 * - the sandbox (test mode's default provider): the SDK's attach answers a
 *   payment_url, Chromium pays on Tandem's hosted checkout with the test
 *   cards, and the SDK then sees the plan active, the invoice paid and the
 *   card saved; the portal lists them;
 * - Stripe (a test key configured, the official client pointed at a local
 *   stand-in): attach answers Stripe's Checkout URL, the customer pays there,
 *   and the stand-in's signed `checkout.session.completed` reaches
 *   `POST /webhooks/stripe`, which activates the plan.
 */
import { mkdirSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, ok, startRevenue } from "./support/revenue.js";
import { type StripeStandin, startStripeStandin } from "./support/stripe-standin.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;

let browser: Browser;
beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

async function paidPlan(h: RevenueHarness, amount = 20): Promise<string> {
  return (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("pro"), name: "Pro", price: { amount, interval: "month" } } }))).id;
}
async function customer(h: RevenueHarness): Promise<string> {
  return (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), name: "Ada Lovelace", email: "ada@example.com" } }))).id!;
}
const state = async (h: RevenueHarness, customer_id: string) => {
  const c = await ok(h.rv.POST("/customers.get", { body: { customer_id, expand: ["invoices"] } }));
  return { plans: c.subscriptions.map((s) => [s.plan_id, s.status]), invoices: c.invoices!.map((i) => [i.status, i.total]) };
};

async function payWithCard(page: Page, number: string): Promise<void> {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry").fill("12/40");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Ada Lovelace");
  await page.getByRole("button", { name: "Pay" }).click();
}

describe("the sandbox's hosted checkout in Chromium", () => {
  let h: RevenueHarness;
  beforeAll(async () => {
    h = await startRevenue();
  });
  afterAll(() => h.close());

  it("pays a paid attach with 4242: plan active, invoice paid, card listed, all shown in the portal", async () => {
    const plan = await paidPlan(h);
    const c = await customer(h);
    const answer = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    expect(answer.payment_url).toMatch(new RegExp(`^${h.origin}/pay/`));
    expect(await state(h, c)).toEqual({ plans: [], invoices: [["open", 20]] });

    const page = await browser.newPage();
    await page.goto(answer.payment_url!);
    await expect.poll(() => page.getByText("$20.00").first().isVisible()).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, "payments-e2e-checkout.png"), fullPage: true });
    await payWithCard(page, "4242 4242 4242 4242");
    await page.getByText("Payment complete").waitFor();
    await page.screenshot({ path: join(ARTIFACTS, "payments-e2e-complete.png"), fullPage: true });

    expect(await state(h, c)).toEqual({ plans: [[plan, "active"]], invoices: [["paid", 20]] });
    const methods = (await ok(h.rv.POST("/payment_methods.list", { body: { customer_id: c } }))).list;
    expect(methods.map((m) => [m.card?.brand, m.card?.last4, m.is_default])).toEqual([["visa", "4242", true]]);

    // The customer portal shows the plan, the paid invoice and the card.
    const portal = await ok(h.rv.POST("/billing.open_customer_portal", { body: { customer_id: c } }));
    await page.goto(portal.url);
    await page.getByRole("button", { name: /Remove Visa ending 4242/ }).waitFor();
    expect(await page.getByText("Pro").first().isVisible()).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, "payments-e2e-portal.png"), fullPage: true });

    // "Cancel plan" ends it at the period's end; "Resume plan" undoes that (issue 13).
    await page.getByRole("button", { name: "Cancel plan Pro" }).click();
    await page.getByText("The plan will end at the end of its period.").waitFor();
    await page.screenshot({ path: join(ARTIFACTS, "payments-e2e-portal-canceled.png"), fullPage: true });
    const sub = async () => (await ok(h.rv.POST("/customers.get", { body: { customer_id: c } }))).subscriptions.find((s) => s.plan_id === plan)!;
    expect((await sub()).canceled_at).not.toBeNull();
    await page.getByRole("button", { name: "Resume plan Pro" }).click();
    await page.getByText("The plan was resumed").waitFor();
    expect(await sub()).toMatchObject({ status: "active", canceled_at: null });
    await page.close();
  }, 60_000);

  it("a checkout with nothing due now (a usage-only plan) shows Total due now $0.00 and a 'Save card' button, never 'Pay'; saving the card starts the plan", async () => {
    const f = (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("msg"), name: "Messages", type: "metered", consumable: true } }))).id;
    const plan = (
      await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("usage"), name: "Usage", items: [{ feature_id: f, included: 100, reset: { interval: "month" }, price: { amount: 0.1, interval: "month", billing_method: "usage_based" } }] } }))
    ).id;
    const c = await customer(h);
    const answer = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    const page = await browser.newPage();
    await page.goto(answer.payment_url!);
    await page.getByRole("row", { name: /Total due now \$0\.00/ }).waitFor();
    expect(await page.getByRole("button", { name: "Pay", exact: true }).count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, "payments-e2e-nothing-due.png"), fullPage: true });
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry").fill("12/40");
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Name on card").fill("Ada Lovelace");
    await page.getByRole("button", { name: "Save card", exact: true }).click();
    await page.getByRole("heading", { name: "Card saved" }).waitFor();
    expect((await state(h, c)).plans).toEqual([[plan, "active"]]);
    await page.close();
  }, 60_000);

  it("a declined card activates nothing and keeps the invoice open; 4242 then pays it", async () => {
    const plan = await paidPlan(h, 35);
    const c = await customer(h);
    const answer = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    const page = await browser.newPage();
    await page.goto(answer.payment_url!);
    await payWithCard(page, "4000 0000 0000 0002");
    await page.getByText(/declined/i).first().waitFor();
    expect(await state(h, c)).toEqual({ plans: [], invoices: [["open", 35]] });
    await payWithCard(page, "4242 4242 4242 4242");
    await page.getByText("Payment complete").waitFor();
    expect(await state(h, c)).toEqual({ plans: [[plan, "active"]], invoices: [["paid", 35]] });
    await page.close();
  }, 60_000);
});

describe("Stripe through its official client, against a local stand-in", () => {
  const WHSEC = "whsec_e2e_test_secret";
  let standin: StripeStandin;
  let h: RevenueHarness;
  beforeAll(async () => {
    standin = await startStripeStandin();
    h = await startRevenue({
      payments: { config: { stripe: { test: { secretKey: "sk_test_e2e", webhookSecret: WHSEC } }, stripeApiBase: standin.url, sandboxLatencyMs: 0 } },
    });
    standin.setWebhook({ url: `${h.origin}/webhooks/stripe`, secret: WHSEC });
  });
  afterAll(async () => {
    await h?.close();
    await standin?.close();
  });

  it("answers Stripe's Checkout URL; the signed checkout.session.completed activates the plan and saves the card", async () => {
    const plan = await paidPlan(h, 12);
    const c = await customer(h);
    const answer = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, success_url: "https://shop.example/thanks" } }));
    expect(answer.payment_url).toMatch(new RegExp(`^${standin.url}/`));
    expect(await state(h, c)).toEqual({ plans: [], invoices: [["open", 12]] });
    const sessions = standin.requestsTo("POST", "/v1/checkout/sessions");
    expect(sessions).toHaveLength(1);

    // The customer pays on Stripe's page: the stand-in posts the signed event to Tandem, then redirects.
    const paid = await fetch(answer.payment_url!, { method: "POST", body: new URLSearchParams({ card: "pm_card_visa" }), redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(await state(h, c)).toEqual({ plans: [[plan, "active"]], invoices: [["paid", 12]] });
    const methods = (await ok(h.rv.POST("/payment_methods.list", { body: { customer_id: c } }))).list;
    expect(methods.map((m) => [m.card?.last4, m.is_default])).toEqual([["4242", true]]);

    // An unsigned or wrongly signed event is refused.
    const forged = await fetch(`${h.origin}/webhooks/stripe`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" }, body: "{}" });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: "invalid_signature" });

    // With the card on file, an add-on is charged off-session at once: no payment_url.
    const addOn = (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("addon"), name: "Extra", add_on: true, price: { amount: 5, interval: "month" } } }))).id;
    const charged = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: addOn } }));
    expect(charged.payment_url).toBeNull();
    expect(charged.invoice).toMatchObject({ status: "paid", total: 5, currency: "usd" });
    const intents = standin.requestsTo("POST", "/v1/payment_intents");
    expect(intents.at(-1)!.params).toMatchObject({ amount: "500", currency: "usd", off_session: "true" });
  }, 60_000);
});
