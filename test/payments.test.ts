/**
 * Paid billing end to end through the SDK, with the built-in sandbox
 * provider of test mode: checkout (driven through HostedBilling.submitCard,
 * as the hosted page does), cards on file, declines, invoice mode, currencies
 * and the billing lock. The browser side of the pages is tested with them.
 */
import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, fails, ok, rawPost, startRevenue } from "./support/revenue.js";

type CreatePlan = RevenueSchemas["CreatePlanParams"];

let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue();
});
afterAll(() => h.close());

const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;
const CARD = { expMonth: 12, expYear: 2040, cvc: "123", name: "Ann Example" };
const meter = async () => (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("meter"), name: "Seats", type: "metered", consumable: false } }))).id;
const createPlan = async (over: Partial<CreatePlan>) => (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Pro", ...over } }))).id;
const newCustomer = async (over: Partial<RevenueSchemas["GetOrCreateCustomerParams"]> = {}) =>
  (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com", ...over } }))).id!;
const attach = (body: RevenueSchemas["AttachParams"]) => h.rv.POST("/billing.attach", { body });
const getCustomer = (customer_id: string) => ok(h.rv.POST("/customers.get", { body: { customer_id, expand: ["invoices", "payment_method"] } }));
const tokenOf = (url: string) => url.split("/").pop()!;
const hosted = () => h.tandem.revenue.services.hosted;
const invoicesOf = async (customer_id: string) => (await ok(h.rv.POST("/invoices.list", { body: { customer_id } }))).list;

describe("paid attach through the sandbox checkout", () => {
  it("answers a payment_url without a card; paying with 4242 activates the plan, pays the invoice and saves the card", async () => {
    const plan = await createPlan({ price: { amount: 20, interval: "month" } });
    const c = await newCustomer();
    const answer = await ok(attach({ customer_id: c, plan_id: plan, success_url: "https://shop.example/thanks" }));
    expect(answer.payment_url).toMatch(new RegExp(`^${h.origin}/pay/[A-Za-z0-9_-]{43}$`));
    expect(answer.invoice).toBeUndefined();
    // Nothing is active before payment; the invoice is open.
    expect((await getCustomer(c)).subscriptions).toEqual([]);
    expect((await invoicesOf(c)).map((i) => [i.status, i.total, i.currency])).toEqual([["open", 20, "usd"]]);

    const token = tokenOf(answer.payment_url!);
    const view = (await hosted().checkout(token))!;
    expect(view).toMatchObject({ status: "open", mode: "payment", planName: "Pro", totalDueNow: "$20.00", testMode: true, customer: { id: c } });
    expect(view.lines).toEqual([{ description: "Pro", amount: "$20.00" }]);

    expect(await hosted().submitCard(token, { number: "4242 4242 4242 4242", ...CARD })).toEqual({ outcome: "complete", successUrl: "https://shop.example/thanks" });
    const got = await getCustomer(c);
    expect(got.subscriptions.map((s) => [s.plan_id, s.status])).toEqual([[plan, "active"]]);
    expect(got.invoices!.map((i) => [i.status, i.total])).toEqual([["paid", 20]]);
    const methods = (await ok(h.rv.POST("/payment_methods.list", { body: { customer_id: c } }))).list;
    expect(methods).toEqual([expect.objectContaining({ type: "card", is_default: true, card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2040 } })]);
    expect(got.payment_method).toMatchObject({ id: methods[0].id, card: { last4: "4242" } });
    expect((await hosted().checkout(token))!.status).toBe("complete");
    // Paying again through the same link changes nothing.
    expect((await hosted().submitCard(token, { number: "4242424242424242", ...CARD })).outcome).toBe("complete");
    expect(await invoicesOf(c)).toHaveLength(1);
  });

  it("charges an add-on at once to the card on file: no payment_url, a paid invoice", async () => {
    const plan = await createPlan({ price: { amount: 20, interval: "month" } });
    const addon = await createPlan({ name: "Extra", add_on: true, price: { amount: 5.5, interval: "month" } });
    const c = await newCustomer();
    const first = await ok(attach({ customer_id: c, plan_id: plan }));
    await hosted().submitCard(tokenOf(first.payment_url!), { number: "4242424242424242", ...CARD });
    const second = await ok(attach({ customer_id: c, plan_id: addon }));
    expect(second).toMatchObject({ customer_id: c, payment_url: null, invoice: { status: "paid", total: 5.5, currency: "usd" } });
    expect(second.invoice!.hosted_invoice_url).toMatch(new RegExp(`^${h.origin}/invoice/`));
    expect((await getCustomer(c)).subscriptions.map((s) => s.plan_id).sort()).toEqual([addon, plan].sort());
  });

  it("buys prepaid units: billing units round up, the balance grows, max_purchase is enforced", async () => {
    const seats = await meter();
    const plan = await createPlan({
      items: [{ feature_id: seats, included: 2, price: { amount: 10, billing_units: 5, billing_method: "prepaid", interval: "month", max_purchase: 20 } }],
    });
    const c = await newCustomer();
    expect(await fails(attach({ customer_id: c, plan_id: plan, feature_quantities: [{ feature_id: seats, quantity: 30 }] }))).toMatchObject({ status: 400, code: "max_purchase_exceeded" });
    const preview = await ok(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: plan, feature_quantities: [{ feature_id: seats, quantity: 9 }] } }));
    // 9 − 2 included = 7 → 10 units (2 packs of 5) at 10 a pack.
    expect(preview).toMatchObject({ total: 20, subtotal: 20, currency: "usd", redirect_to_checkout: true, checkout_type: "autumn_checkout" });
    expect(preview.incoming[0].feature_quantities).toEqual([{ feature_id: seats, quantity: 12 }]);
    const answer = await ok(attach({ customer_id: c, plan_id: plan, feature_quantities: [{ feature_id: seats, quantity: 9 }] }));
    await hosted().submitCard(tokenOf(answer.payment_url!), { number: "4242424242424242", ...CARD });
    expect((await getCustomer(c)).balances[seats]).toMatchObject({ granted: 12, remaining: 12 });
  });
});

describe("declined cards", () => {
  for (const [number, code] of [
    ["4000000000000002", "card_declined"],
    ["4000000000009995", "insufficient_funds"],
  ] as const) {
    it(`${number}: declined (${code}), nothing active, the invoice stays open; 4242 then succeeds`, async () => {
      const plan = await createPlan({ price: { amount: 9.99, interval: "month" } });
      const c = await newCustomer();
      const token = tokenOf((await ok(attach({ customer_id: c, plan_id: plan }))).payment_url!);
      expect(await hosted().submitCard(token, { number, ...CARD })).toMatchObject({ outcome: "declined", code });
      expect((await getCustomer(c)).subscriptions).toEqual([]);
      expect((await invoicesOf(c)).map((i) => i.status)).toEqual(["open"]);
      expect((await ok(h.rv.POST("/payment_methods.list", { body: { customer_id: c } }))).list).toEqual([]);
      expect((await hosted().submitCard(token, { number: "4242424242424242", ...CARD })).outcome).toBe("complete");
      expect((await getCustomer(c)).subscriptions.map((s) => s.plan_id)).toEqual([plan]);
      expect((await invoicesOf(c)).map((i) => [i.status, i.total])).toEqual([["paid", 9.99]]);
    });
  }

  it("4000000000000341 saves fine but a later charge fails: the add-on stays off, its invoice open, with a checkout to retry", async () => {
    const plan = await createPlan({ price: { amount: 20, interval: "month" } });
    const addon = await createPlan({ add_on: true, price: { amount: 3, interval: "month" } });
    const c = await newCustomer();
    const token = tokenOf((await ok(attach({ customer_id: c, plan_id: plan }))).payment_url!);
    expect((await hosted().submitCard(token, { number: "4000000000000341", ...CARD })).outcome).toBe("complete");
    const failed = await ok(attach({ customer_id: c, plan_id: addon }));
    expect(failed).toMatchObject({ invoice: { status: "open", total: 3 }, required_action: { code: "payment_failed" } });
    expect(failed.payment_url).toMatch(/\/pay\//);
    expect((await getCustomer(c)).subscriptions.map((s) => s.plan_id)).toEqual([plan]);
    expect((await hosted().submitCard(tokenOf(failed.payment_url!), { number: "4242424242424242", ...CARD })).outcome).toBe("complete");
    expect((await getCustomer(c)).subscriptions.map((s) => s.plan_id).sort()).toEqual([addon, plan].sort());
    // redirect_mode never: no checkout, only the reason.
    const other = await createPlan({ add_on: true, price: { amount: 1, interval: "month" } });
    await ok(h.rv.POST("/payment_methods.delete", { body: { customer_id: c, payment_method_id: (await ok(h.rv.POST("/payment_methods.list", { body: { customer_id: c } }))).list[0].id } }));
    expect(await ok(attach({ customer_id: c, plan_id: other, redirect_mode: "never" }))).toMatchObject({ payment_url: null, required_action: { code: "payment_method_required" } });
  });

  it("4000002500003155 needs authentication: failing it declines, completing it pays", async () => {
    const plan = await createPlan({ price: { amount: 20, interval: "month" } });
    const c = await newCustomer();
    const token = tokenOf((await ok(attach({ customer_id: c, plan_id: plan }))).payment_url!);
    expect(await hosted().submitCard(token, { number: "4000002500003155", ...CARD })).toEqual({ outcome: "authenticate" });
    expect(await hosted().authenticate(token, false)).toMatchObject({ outcome: "declined", code: "authentication_failed" });
    expect((await getCustomer(c)).subscriptions).toEqual([]);
    expect(await hosted().submitCard(token, { number: "4000002500003155", ...CARD })).toEqual({ outcome: "authenticate" });
    expect(await hosted().authenticate(token, true)).toMatchObject({ outcome: "complete" });
    expect((await getCustomer(c)).subscriptions.map((s) => s.plan_id)).toEqual([plan]);
  });

  it("refuses a number that fails the Luhn check and an expiry in the past, without a decline", async () => {
    const plan = await createPlan({ price: { amount: 20, interval: "month" } });
    const c = await newCustomer();
    const token = tokenOf((await ok(attach({ customer_id: c, plan_id: plan }))).payment_url!);
    expect(await hosted().submitCard(token, { number: "4242424242424241", ...CARD })).toMatchObject({ outcome: "invalid", field: "number" });
    expect(await hosted().submitCard(token, { number: "4242424242424242", ...CARD, expYear: 2020 })).toMatchObject({ outcome: "invalid", field: "expiry" });
    expect(await hosted().checkout("x".repeat(43))).toBeNull();
  });
});

describe("invoice mode", () => {
  it("needs the customer's email", async () => {
    const plan = await createPlan({ price: { amount: 20, interval: "month" } });
    const c = await newCustomer({ email: null });
    expect(await fails(attach({ customer_id: c, plan_id: plan, invoice_mode: { enabled: true } }))).toMatchObject({ status: 400, code: "customer_email_required" });
    expect(await invoicesOf(c)).toEqual([]);
  });

  it("sends an open invoice payable in net_terms_days; mark_paid activates the plan held for it", async () => {
    const plan = await createPlan({ price: { amount: 120, interval: "year" } });
    const c = await newCustomer();
    const answer = await ok(attach({ customer_id: c, plan_id: plan, invoice_mode: { enabled: true, net_terms_days: 30 } }));
    expect(answer).toMatchObject({ payment_url: null, invoice: { status: "open", total: 120 } });
    expect((await getCustomer(c)).subscriptions).toEqual([]);
    const [inv] = await invoicesOf(c);
    const got = await ok(h.rv.POST("/invoices.get", { body: { invoice_id: inv.id } }));
    expect(got.items).toEqual([expect.objectContaining({ description: "Pro", amount: 120, plan_id: plan, feature_id: null })]);
    const view = (await hosted().invoice(tokenOf(inv.hosted_invoice_url!)))!;
    expect(view).toMatchObject({ status: "open", total: "$120.00", amountDue: "$120.00" });
    expect(view.dueAt! - view.createdAt).toBe(30 * 86_400_000);
    const pdf = await hosted().invoicePdf(tokenOf(inv.hosted_invoice_url!));
    expect(pdf!.subarray(0, 5).toString()).toBe("%PDF-");
    const paid = await ok(h.rv.POST("/invoices.mark_paid", { body: { invoice_id: inv.id } }));
    expect(paid.invoice).toMatchObject({ status: "paid", amount_paid: 120 });
    expect((await getCustomer(c)).subscriptions.map((s) => s.plan_id)).toEqual([plan]);
    expect(await fails(h.rv.POST("/invoices.mark_paid", { body: { invoice_id: inv.id } }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(h.rv.POST("/invoices.void", { body: { invoice_id: inv.id } }))).toMatchObject({ status: 400, code: "invalid_request" });
  });

  it("enable_plan_immediately activates before payment; void leaves a held plan off", async () => {
    const plan = await createPlan({ price: { amount: 50, interval: "month" } });
    const now = await newCustomer();
    await ok(attach({ customer_id: now, plan_id: plan, invoice_mode: { enabled: true, enable_plan_immediately: true } }));
    expect((await getCustomer(now)).subscriptions.map((s) => s.plan_id)).toEqual([plan]);

    const held = await newCustomer();
    await ok(attach({ customer_id: held, plan_id: plan, invoice_mode: { enabled: true } }));
    const [inv] = await invoicesOf(held);
    expect((await ok(h.rv.POST("/invoices.void", { body: { invoice_id: inv.id } }))).invoice.status).toBe("void");
    expect(await fails(h.rv.POST("/invoices.mark_paid", { body: { invoice_id: inv.id } }))).toMatchObject({ code: "invalid_request" });
    expect((await getCustomer(held)).subscriptions).toEqual([]);
  });

  it("numbers invoices without gaps per mode", async () => {
    const plan = await createPlan({ price: { amount: 1, interval: "month" } });
    const views = [];
    for (let i = 0; i < 3; i++) {
      const c = await newCustomer();
      await ok(attach({ customer_id: c, plan_id: plan, invoice_mode: { enabled: true } }));
      const [inv] = await invoicesOf(c);
      views.push((await hosted().invoice(tokenOf(inv.hosted_invoice_url!)))!.number);
    }
    const numbers = views.map((n) => Number(n.replace(/\D/g, "")));
    expect(numbers[1] - numbers[0]).toBe(1);
    expect(numbers[2] - numbers[1]).toBe(1);
    expect(views[0]).toMatch(/^INV-T-\d{6}$/);
  });
});

describe("currencies", () => {
  it("fixes the customer's currency at its first paid change: another is 400 currency_mismatch", async () => {
    const plan = await createPlan({ price: { amount: 10, interval: "month", additional_currencies: [{ currency: "eur", amount: 9 }] } });
    const addon = await createPlan({ add_on: true, price: { amount: 2, interval: "month", additional_currencies: [{ currency: "eur", amount: 2 }] } });
    const c = await newCustomer();
    const answer = await ok(attach({ customer_id: c, plan_id: plan, currency: "eur", invoice_mode: { enabled: true } }));
    expect(answer.invoice).toMatchObject({ total: 9, currency: "eur" });
    await ok(h.rv.POST("/invoices.mark_paid", { body: { invoice_id: (await invoicesOf(c))[0].id } }));
    expect(await fails(attach({ customer_id: c, plan_id: addon, currency: "usd" }))).toMatchObject({ status: 400, code: "currency_mismatch" });
    expect((await ok(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: addon } }))).currency).toBe("eur");
  });

  it("converts through the FX table, and answers 400 missing_fx_rate without a rate", async () => {
    const plan = await createPlan({ price: { amount: 10, interval: "month" } });
    const c = await newCustomer();
    expect(await fails(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: plan, currency: "jpy" } }))).toMatchObject({ status: 400, code: "missing_fx_rate" });
    await h.tandem.revenue.services.fx.set("usd", "jpy", "151.237");
    const preview = await ok(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: plan, currency: "jpy" } }));
    expect(preview).toMatchObject({ currency: "jpy", total: 1512 });
  });
});

describe("the billing lock with a provider call in flight", () => {
  it("two concurrent billing changes of one customer: one 429 billing_busy, and the state is consistent after both", async () => {
    const slow = await startRevenue({ payments: { config: { stripe: {}, sandboxLatencyMs: 300 } } });
    try {
      const plan = (await ok(slow.rv.POST("/plans.create", { body: { plan_id: "pro", name: "Pro", price: { amount: 20, interval: "month" } } }))).id;
      const addon = (await ok(slow.rv.POST("/plans.create", { body: { plan_id: "extra", name: "Extra", add_on: true, price: { amount: 5, interval: "month" } } }))).id;
      await ok(slow.rv.POST("/customers.get_or_create", { body: { customer_id: "c1" } }));
      const first = await ok(slow.rv.POST("/billing.attach", { body: { customer_id: "c1", plan_id: plan } }));
      await slow.tandem.revenue.services.hosted.submitCard(tokenOf(first.payment_url!), { number: "4242424242424242", ...CARD });
      const [a, b] = await Promise.all([
        rawPost(slow, "/billing.attach", { customer_id: "c1", plan_id: addon }),
        (async () => {
          await new Promise((r) => setTimeout(r, 50));
          return rawPost(slow, "/attach", { customer_id: "c1", plan_id: addon });
        })(),
      ]);
      expect([a.status, b.status]).toEqual([200, 429]);
      expect(b.body.code).toBe("billing_busy");
      expect(a.body.invoice).toMatchObject({ status: "paid", total: 5 });
      const c = await ok(slow.rv.POST("/customers.get", { body: { customer_id: "c1", expand: ["invoices"] } }));
      expect(c.subscriptions.map((s) => s.plan_id).sort()).toEqual([addon, plan].sort());
      expect(c.invoices!.map((i) => i.status)).toEqual(["paid", "paid"]);
      // After the first settled, the lock is free again: the same change is now 409.
      expect((await rawPost(slow, "/attach", { customer_id: "c1", plan_id: addon })).body.code).toBe("plan_already_attached");
    } finally {
      await slow.close();
    }
  });
});

describe("live mode without Stripe", () => {
  it("answers 400 stripe_not_connected for anything that would charge; free plans keep working", async () => {
    const paid = (await ok(h.live.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Pro", price: { amount: 20, interval: "month" } } }))).id;
    const free = (await ok(h.live.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Free" } }))).id;
    const c = (await ok(h.live.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "a@example.com" } }))).id!;
    // One after another: billing changes of one customer at once would answer billing_busy.
    for (const call of [
      () => h.live.POST("/billing.attach", { body: { customer_id: c, plan_id: paid } }),
      () => h.live.POST("/billing.attach", { body: { customer_id: c, plan_id: paid, invoice_mode: { enabled: true } } }),
      () => h.live.POST("/billing.setup_payment", { body: { customer_id: c } }),
      () => h.live.POST("/billing.open_customer_portal", { body: { customer_id: c } }),
    ]) {
      expect(await fails(call())).toMatchObject({ status: 400, code: "stripe_not_connected" });
    }
    expect((await ok(h.live.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: paid } }))).total).toBe(20);
    expect(await ok(h.live.POST("/billing.attach", { body: { customer_id: c, plan_id: free } }))).toEqual({ customer_id: c, payment_url: null });
  });
});

describe("setup_payment, the portal and discounts", () => {
  it("setup_payment saves a card without charging; the portal lists plans, invoices and cards", async () => {
    const c = await newCustomer();
    const setup = await ok(h.rv.POST("/billing.setup_payment", { body: { customer_id: c } }));
    const view = (await hosted().checkout(tokenOf(setup.url)))!;
    expect(view).toMatchObject({ mode: "setup", totalDueNow: null, lines: [] });
    expect((await hosted().submitCard(tokenOf(setup.url), { number: "5555555555554444", ...CARD })).outcome).toBe("complete");
    expect((await ok(h.rv.POST("/payment_methods.list", { body: { customer_id: c } }))).list[0].card).toMatchObject({ brand: "mastercard", last4: "4444" });
    expect(await invoicesOf(c)).toEqual([]);
    const portal = await ok(h.rv.POST("/billing.open_customer_portal", { body: { customer_id: c, return_url: "https://shop.example/account" } }));
    const p = (await hosted().portal(tokenOf(portal.url)))!;
    expect(p).toMatchObject({ customer: { id: c }, returnUrl: "https://shop.example/account", paymentMethods: [expect.objectContaining({ last4: "4444", isDefault: true })] });
    expect(await fails(h.rv.POST("/billing.setup_payment", { body: { customer_id: c, plan_id: "x" } }))).toMatchObject({ status: 400, code: "invalid_request" });
  });

  it("refuses a discount naming no reward (400 naming the field, not ignored); coupons themselves: test/coupons.test.ts", async () => {
    const plan = await createPlan({ price: { amount: 20, interval: "month" } });
    const c = await newCustomer();
    const e = await fails(attach({ customer_id: c, plan_id: plan, discounts: [{ reward_id: "r1" }] }));
    expect(e).toMatchObject({ status: 400, code: "invalid_request" });
    expect(e.message).toContain("discounts[0].reward_id");
  });
});

describe("tandem fx", () => {
  it("sets, lists and deletes rates that billing converts with; refuses a bad rate (exit 2)", async () => {
    const { spawnSync } = await import("node:child_process");
    const { BIN, dbArgs } = await import("./support/cli.js");
    const fx = (...args: string[]) => spawnSync("node", [BIN, "fx", ...args, ...dbArgs(h.tandem.database)], { encoding: "utf8", env: { ...process.env, TANDEM_LOG_LEVEL: "warn" } });
    expect(fx("set", "usd", "gbp", "0.79").status).toBe(0);
    const listed = fx("list", "--json");
    expect(JSON.parse(listed.stdout).rates).toContainEqual(expect.objectContaining({ from: "usd", to: "gbp", rate: "0.79" }));
    const bad = fx("set", "usd", "gbp", "abc");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("rate");
    const plan = await createPlan({ price: { amount: 10, interval: "month" } });
    const c = await newCustomer();
    expect(await ok(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: plan, currency: "gbp" } }))).toMatchObject({ total: 7.9, currency: "gbp" });
    expect(fx("delete", "usd", "gbp").status).toBe(0);
    expect(await fails(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: plan, currency: "gbp" } }))).toMatchObject({ code: "missing_fx_rate" });
  });
});
