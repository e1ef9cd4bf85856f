/**
 * Billing against a provider other than the sandbox (a stand-in with the
 * PaymentProvider shape, as the Stripe adapter has): its hosted checkout
 * completes through PaymentEvents (as Stripe's webhook will report it), and
 * a provider that fails leaves an open invoice at most and releases the lock.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChargeResult, PaymentProvider } from "../src/revenue/payments/ports.js";
import { type RevenueHarness, fails, ok, rawPost, startRevenue } from "./support/revenue.js";

let h: RevenueHarness;
const calls: string[] = [];
const behave = { down: false, charge: "ok" as "ok" | "decline" | "throw" };
let n = 0;
const standIn: PaymentProvider = {
  name: "stripe",
  async ensureCustomer(c) {
    calls.push("ensureCustomer");
    if (behave.down) throw new Error("ECONNREFUSED");
    return c.providerCustomerId ?? `cus_fake_${++n}`;
  },
  async startCheckout(s) {
    calls.push(`startCheckout:${s.mode}:${s.due?.amount ?? "-"}`);
    return { url: `https://checkout.stripe.example/${s.sessionId}`, providerSessionId: `cs_fake_${s.sessionId}` };
  },
  async charge(req): Promise<ChargeResult> {
    calls.push(`charge:${req.amount.amount}:${req.idempotencyKey}`);
    if (behave.charge === "throw") throw new Error("socket hang up");
    if (behave.charge === "decline") return { status: "failed", paymentRef: "pi_fake_declined", code: "card_declined", message: "Your card was declined." };
    return { status: "succeeded", paymentRef: `pi_fake_${++n}` };
  },
  async refund() {
    return { refundRef: "re_fake" };
  },
  async detachPaymentMethod() {
    calls.push("detach");
  },
};

beforeAll(async () => {
  h = await startRevenue({ payments: { config: { stripe: { test: { secretKey: "sk_test_standin" } }, sandboxLatencyMs: 0 }, stripeFactory: () => standIn } });
  await ok(h.rv.POST("/plans.create", { body: { plan_id: "pro", name: "Pro", price: { amount: 20, interval: "month" } } }));
  await ok(h.rv.POST("/plans.create", { body: { plan_id: "extra", name: "Extra", add_on: true, price: { amount: 4, interval: "month" } } }));
});
afterAll(() => h.close());

const events = () => h.tandem.revenue.services.paymentEvents;
const subs = async (customer_id: string) => (await ok(h.rv.POST("/customers.get", { body: { customer_id } }))).subscriptions.map((s) => s.plan_id).sort();
const invoices = async (customer_id: string) => (await ok(h.rv.POST("/invoices.list", { body: { customer_id } }))).list.map((i) => [i.status, i.total]);

describe("a Stripe-shaped provider", () => {
  it("hosts the checkout; PaymentEvents.checkoutCompleted activates the plan once, however often it is reported", async () => {
    await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: "c1" } }));
    const preview = await ok(h.rv.POST("/billing.preview_attach", { body: { customer_id: "c1", plan_id: "pro" } }));
    expect(preview.checkout_type).toBe("stripe_checkout");
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: "c1", plan_id: "pro" } }));
    expect(a.payment_url).toMatch(/^https:\/\/checkout\.stripe\.example\/cs_/);
    expect(calls).toContain("startCheckout:payment:2000");
    const providerSessionId = `cs_fake_${a.payment_url!.split("/").pop()}`;
    const method = { providerPaymentMethodId: "pm_fake_1", type: "card", card: { brand: "visa", last4: "4242", expMonth: 1, expYear: 2040 } };
    await events().checkoutCompleted({ providerSessionId, method, paymentRef: "pi_fake_checkout" });
    await events().checkoutCompleted({ providerSessionId, method, paymentRef: "pi_fake_checkout" });
    expect(await subs("c1")).toEqual(["pro"]);
    expect(await invoices("c1")).toEqual([["paid", 20]]);
    const inv = await ok(h.rv.POST("/invoices.get", { body: { invoice_id: "pi_fake_checkout" } }));
    expect(inv).toMatchObject({ stripe_id: "pi_fake_checkout", status: "paid", amount_paid: 20 });
  });

  it("a declined off-session charge leaves the add-on off; paymentSucceeded later settles it", async () => {
    behave.charge = "decline";
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: "c1", plan_id: "extra", redirect_mode: "never" } }));
    expect(a).toMatchObject({ payment_url: null, invoice: { status: "open", total: 4 }, required_action: { code: "payment_failed" } });
    expect(await subs("c1")).toEqual(["pro"]);
    behave.charge = "ok";
    await events().paymentSucceeded({ paymentRef: "pi_fake_declined" });
    expect(await subs("c1")).toEqual(["extra", "pro"]);
  });

  it("a provider that fails answers 502, leaves an open invoice at most, and releases the billing lock", async () => {
    await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: "c2" } }));
    behave.down = true;
    expect(await fails(h.rv.POST("/billing.attach", { body: { customer_id: "c2", plan_id: "pro" } }))).toMatchObject({ status: 502, code: "payment_provider_unavailable" });
    expect(await subs("c2")).toEqual([]);
    expect(await invoices("c2")).toEqual([["open", 20]]);
    // The lock is free: the next change is not billing_busy.
    expect((await rawPost(h, "/billing.attach", { customer_id: "c2", plan_id: "pro" })).body.code).toBe("payment_provider_unavailable");
    behave.down = false;

    behave.charge = "throw";
    expect(await fails(h.rv.POST("/billing.attach", { body: { customer_id: "c1", plan_id: "pro", version: 1, proration_behavior: "none" } }))).toMatchObject({ code: "plan_already_attached" });
    await ok(h.rv.POST("/plans.create", { body: { plan_id: "extra2", name: "Extra 2", add_on: true, price: { amount: 3, interval: "month" } } }));
    expect(await fails(h.rv.POST("/billing.attach", { body: { customer_id: "c1", plan_id: "extra2" } }))).toMatchObject({ status: 502, code: "payment_provider_unavailable" });
    expect(await subs("c1")).toEqual(["extra", "pro"]);
    behave.charge = "ok";
    const again = await ok(h.rv.POST("/billing.attach", { body: { customer_id: "c1", plan_id: "extra2" } }));
    expect(again.invoice).toMatchObject({ status: "paid", total: 3 });
    expect(await subs("c1")).toEqual(["extra", "extra2", "pro"]);
  });

  it("payment_methods.delete detaches at the provider", async () => {
    const [m] = (await ok(h.rv.POST("/payment_methods.list", { body: { customer_id: "c1" } }))).list;
    expect(m).toMatchObject({ id: "pm_fake_1", is_default: true, processor_type: "stripe" });
    expect(await ok(h.rv.POST("/payment_methods.delete", { body: { customer_id: "c1", payment_method_id: m.id } }))).toEqual({ success: true });
    expect(calls).toContain("detach");
    expect((await ok(h.rv.POST("/payment_methods.list", { body: { customer_id: "c1" } }))).list).toEqual([]);
    expect(await fails(h.rv.POST("/payment_methods.delete", { body: { customer_id: "c1", payment_method_id: m.id } }))).toMatchObject({ status: 400, code: "invalid_request" });
  });
});
