/**
 * Money is taken once for one plan change (issue 26 §1): a second checkout of
 * the same change is the first one again, a different change supersedes it,
 * an invoice's pay link reuses its checkout, and money that still arrives for
 * a change already in place (or superseded) buys nothing and goes back
 * through the provider. Through the SDK, the hosted pages' HTTP forms and the
 * Stripe stand-in, as a customer and an integrator meet it.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, ok, payCheckoutPage as payPage, startRevenue } from "./support/revenue.js";
import { testSql } from "./support/sql.js";
import { type StripeStandin, startStripeStandin } from "./support/stripe-standin.js";

const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;
const ARTIFACTS = join(import.meta.dirname, "artifacts");

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

async function paidPlan(h: RevenueHarness, amount: number, group?: string): Promise<string> {
  return (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("pro"), name: `Plan ${amount}`, price: { amount, interval: "month" }, ...(group !== undefined && { group }) } }))).id;
}
async function customer(h: RevenueHarness): Promise<string> {
  return (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), name: "Ada Lovelace", email: "ada@example.com" } }))).id!;
}
const state = async (h: RevenueHarness, customer_id: string) => {
  const c = await ok(h.rv.POST("/customers.get", { body: { customer_id, expand: ["invoices"] } }));
  return { plans: c.subscriptions.map((s) => [s.plan_id, s.status]), invoices: c.invoices!.map((i) => [i.status, i.total]).reverse() };
};

describe("the sandbox: one payable checkout per change", () => {
  let h: RevenueHarness;
  beforeAll(async () => {
    h = await startRevenue();
  });
  afterAll(() => h.close());

  it("a second attach of the same plan answers the open checkout; paying both links takes $20 once", async () => {
    const plan = await paidPlan(h, 20);
    const c = await customer(h);
    const first = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    const second = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    expect(second.payment_url).toBe(first.payment_url);
    expect(await state(h, c)).toEqual({ plans: [], invoices: [["open", 20]] });

    expect((await payPage(first.payment_url!)).text).toContain("Payment complete");
    // The second link is the same checkout: complete, nothing charged again.
    const again = await payPage(second.payment_url!);
    expect(again.text).not.toContain("card_declined");
    expect(await state(h, c)).toEqual({ plans: [[plan, "active"]], invoices: [["paid", 20]] });
  });

  it("another plan of the group supersedes the open checkout: the old invoice is void and its page charges nothing", async () => {
    const group = uid("g");
    const pro = await paidPlan(h, 20, group);
    const premium = await paidPlan(h, 50, group);
    const c = await customer(h);
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: pro } }));
    const b = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: premium } }));
    expect(b.payment_url).not.toBe(a.payment_url);
    expect(await state(h, c)).toEqual({ plans: [], invoices: [["void", 20], ["open", 50]] });

    // The customer opens the old checkout in a browser: it says why there is nothing to pay.
    const tab = await browser.newPage();
    await tab.goto(a.payment_url!);
    await tab.getByRole("heading", { name: "This checkout is no longer needed" }).waitFor();
    expect(await tab.getByRole("button", { name: /Pay/ }).count()).toBe(0);
    await tab.screenshot({ path: join(ARTIFACTS, "money-once-superseded-checkout.png"), fullPage: true });
    await tab.close();
    const stale = await payPage(a.payment_url!);
    expect(stale.text).toContain("This checkout is no longer needed");
    expect(stale.text).toContain("Nothing was charged");
    expect((await payPage(b.payment_url!)).text).toContain("Payment complete");
    expect(await state(h, c)).toEqual({ plans: [[premium, "active"]], invoices: [["void", 20], ["paid", 50]] });
  });

  it("a change put in place another way voids the open checkout of it before any money moves", async () => {
    const plan = await paidPlan(h, 20);
    const c = await customer(h);
    const checkout = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    // The same plan, enabled at once on an invoice sent to the customer.
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, invoice_mode: { enabled: true, enable_plan_immediately: true } } }));
    const s = await state(h, c);
    expect(s.plans).toEqual([[plan, "active"]]);
    expect(s.invoices).toEqual([["void", 20], ["open", 20]]);
    expect((await payPage(checkout.payment_url!)).text).toContain("This checkout is no longer needed");
    expect((await state(h, c)).plans).toEqual([[plan, "active"]]);
  });

  it("each GET of an invoice's pay link hands out the same checkout, not a new session", async () => {
    const plan = await paidPlan(h, 20);
    const c = await customer(h);
    const attach = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    const hosted = attach.invoice?.hosted_invoice_url ?? (await ok(h.rv.POST("/invoices.list", { body: { customer_id: c } }))).list[0].hosted_invoice_url!;
    const sql = testSql(h.tandem);
    try {
      const sessions = async () => (await sql.get<{ n: number }>("SELECT count(*) AS n FROM rv_checkout_sessions WHERE customer_seq = (SELECT seq FROM rv_customers WHERE id = ?)", c))!.n;
      const before = await sessions();
      const targets = new Set<string>();
      for (let i = 0; i < 30; i++) {
        const r = await fetch(`${hosted}/pay`, { redirect: "manual" });
        expect(r.status).toBe(303);
        targets.add(r.headers.get("location")!);
      }
      expect(targets).toEqual(new Set([attach.payment_url]));
      expect(await sessions()).toBe(before);
    } finally {
      await sql.close();
    }
  });
});

describe("Stripe: money that arrives for a superseded change goes back", () => {
  const WHSEC = "whsec_money_once";
  let standin: StripeStandin;
  let h: RevenueHarness;
  beforeAll(async () => {
    standin = await startStripeStandin();
    h = await startRevenue({ payments: { config: { stripe: { test: { secretKey: "sk_test_once", webhookSecret: WHSEC } }, stripeApiBase: standin.url, sandboxLatencyMs: 0 } } });
    standin.setWebhook({ url: `${h.origin}/webhooks/stripe`, secret: WHSEC });
  });
  afterAll(async () => {
    await h?.close();
    await standin?.close();
  });

  it("a second attach of the same change reuses Stripe's Checkout session", async () => {
    const plan = await paidPlan(h, 12);
    const c = await customer(h);
    const before = standin.requestsTo("POST", "/v1/checkout/sessions").length;
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    const b = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    expect(b.payment_url).toBe(a.payment_url);
    expect(standin.requestsTo("POST", "/v1/checkout/sessions").length - before).toBe(1);
  });

  it("paying a superseded checkout at Stripe refunds it in full; the plan is not given twice and the invoice page says so", async () => {
    const group = uid("g");
    const pro = await paidPlan(h, 12, group);
    const premium = await paidPlan(h, 30, group);
    const c = await customer(h);
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: pro } }));
    const b = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: premium } }));
    // Both of Stripe's pages were open in two tabs: the customer pays the new one, then the old one.
    expect((await fetch(b.payment_url!, { method: "POST", body: new URLSearchParams({ card: "pm_card_visa" }), redirect: "manual" })).status).toBe(303);
    const refundsBefore = standin.requestsTo("POST", "/v1/refunds").length;
    expect((await fetch(a.payment_url!, { method: "POST", body: new URLSearchParams({ card: "pm_card_visa" }), redirect: "manual" })).status).toBe(303);

    expect((await state(h, c)).plans).toEqual([[premium, "active"]]);
    const refunds = standin.requestsTo("POST", "/v1/refunds").slice(refundsBefore);
    expect(refunds.map((r) => r.params.amount)).toEqual(["1200"]);
    const list = (await ok(h.rv.POST("/invoices.list", { body: { customer_id: c } }))).list;
    const old = list.find((i) => i.total === 12)!;
    expect(old.status).toBe("void");
    const page = await (await fetch(old.hosted_invoice_url!)).text();
    expect(page).toContain("Refunded $12.00");

    // As the customer sees it in a browser: the invoice page and the portal say it was refunded.
    const tab = await browser.newPage();
    await tab.goto(old.hosted_invoice_url!);
    expect(await tab.getByRole("status").textContent()).toContain("Refunded $12.00");
    await tab.screenshot({ path: join(ARTIFACTS, "money-once-refunded-invoice.png"), fullPage: true });
    const portal = await ok(h.rv.POST("/billing.open_customer_portal", { body: { customer_id: c } }));
    await tab.goto(portal.url);
    await tab.getByRole("heading", { name: "Invoices" }).waitFor();
    expect(await tab.getByRole("row").filter({ hasText: "$12.00" }).textContent()).toContain("Refunded");
    await tab.screenshot({ path: join(ARTIFACTS, "money-once-portal-refunded.png"), fullPage: true });
    await tab.close();
  });

  it("a refund Stripe refuses at first stays owed and the refunds job pays it back once", async () => {
    const group = uid("g");
    const pro = await paidPlan(h, 15, group);
    const premium = await paidPlan(h, 40, group);
    const c = await customer(h);
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: pro } }));
    const b = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: premium } }));
    await fetch(b.payment_url!, { method: "POST", body: new URLSearchParams({ card: "pm_card_visa" }), redirect: "manual" });
    // Stripe answers 500 to the refund and to its one retry.
    standin.failNextTo("POST", "/v1/refunds", "http500", 2);
    expect((await fetch(a.payment_url!, { method: "POST", body: new URLSearchParams({ card: "pm_card_visa" }), redirect: "manual" })).status).toBe(303);
    const old = (await ok(h.rv.POST("/invoices.list", { body: { customer_id: c } }))).list.find((i) => i.total === 15)!;
    expect(await (await fetch(old.hosted_invoice_url!)).text()).toContain("A refund of $15.00 is on its way");
    const tried = () => standin.requestsTo("POST", "/v1/refunds").filter((r) => r.params.amount === "1500").length;
    expect(tried()).toBe(2);

    // The job's next run (every 30 s) pays it back; a run after that finds nothing owed.
    expect(await h.tandem.jobs.runNow(["billing.refunds_due"])).toEqual({ "billing.refunds_due": 0 });
    await expect.poll(async () => (await (await fetch(old.hosted_invoice_url!)).text()).includes("Refunded $15.00")).toBe(true);
    await h.tandem.jobs.runNow(["billing.refunds_due"]);
    await new Promise((r) => setImmediate(r));
    const refunds = standin.requestsTo("POST", "/v1/refunds").filter((r) => r.params.amount === "1500");
    expect(new Set(refunds.map((r) => r.idempotencyKey)).size).toBe(1);
    expect((await state(h, c)).plans).toEqual([[premium, "active"]]);
  });
});
