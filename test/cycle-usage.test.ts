/**
 * Usage billed in arrears and the upcoming invoice, through the SDK and the
 * test clock: plans with only usage prices (a free base with an overage
 * price, pure pay-as-you-go) are invoiced at each period end and charged to
 * the card on file; `expand: ["invoice_previews"]` shows the next invoice,
 * computed as the renewal computes it, and equals it once the clock passes.
 */
import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, ok, startRevenue } from "./support/revenue.js";

type CreatePlan = RevenueSchemas["CreatePlanParams"];
type Preview = RevenueSchemas["InvoicePreview"];

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
const feature = async (name = "Messages") => (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("f"), name, type: "metered", consumable: true } }))).id;
const createPlan = async (over: Partial<CreatePlan>) => (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Usage", ...over } }))).id;
const newCustomer = async () => (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com" } }))).id!;
const getCustomer = (customer_id: string) => ok(h.rv.POST("/customers.get", { body: { customer_id, expand: ["invoice_previews"] } }));
const invoicesOf = async (customer_id: string) => (await ok(h.rv.POST("/invoices.list", { body: { customer_id } }))).list;
const invoice = (invoice_id: string) => ok(h.rv.POST("/invoices.get", { body: { invoice_id } }));
const advance = (customer_id: string, frozen_time: number) => ok(h.rv.POST("/customers.advance_test_clock", { body: { customer_id, frozen_time } }));
const track = (customer_id: string, feature_id: string, value: number) => ok(h.rv.POST("/balances.track", { body: { customer_id, feature_id, value } }));
const usagePrice = (amount: number) => ({ amount, interval: "month" as const, billing_method: "usage_based" as const });
const saveCard = async (c: string) => {
  const setup = await ok(h.rv.POST("/billing.setup_payment", { body: { customer_id: c } }));
  expect((await hosted().submitCard(tokenOf(setup.url), { number: "4242424242424242", ...CARD })).outcome).toBe("complete");
};
const previewsOf = async (c: string, plan: string): Promise<Preview[]> => ((await getCustomer(c)).invoice_previews ?? []).filter((p) => p.plan_ids.includes(plan));

/** A preview's lines in the shape of an invoice's items, to compare them. */
const previewLines = (p: Preview) => p.line_items.map((l) => ({ description: l.description, feature_id: l.feature_id, quantity: l.quantity, amount: l.total, period_start: l.period?.start ?? null, period_end: l.period?.end ?? null }));
const invoiceLines = (i: RevenueSchemas["InvoiceDetail"]) =>
  i.items!.map((l) => ({ description: l.description, feature_id: l.feature_id, quantity: l.quantity ?? 1, amount: l.amount, period_start: l.period_start, period_end: l.period_end }));

describe("plans with only usage prices are invoiced in arrears (the card on file is charged)", () => {
  it("a free base with an overage price: attach saves a card first (0.00); at the period end the overage is one invoice, paid with it; the preview equals it", async () => {
    const f = await feature();
    const plan = await createPlan({ items: [{ feature_id: f, included: 100, reset: { interval: "month" }, price: usagePrice(0.1) }] });
    const c = await newCustomer();
    const preview = await ok(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: plan } }));
    expect(preview).toMatchObject({ total: 0, redirect_to_checkout: true, checkout_type: "autumn_checkout" });
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    expect(a.payment_url).toMatch(/\/pay\//);
    expect(await hosted().checkout(tokenOf(a.payment_url!))).toMatchObject({ totalDueNow: "$0.00" });
    expect((await getCustomer(c)).subscriptions.filter((s) => s.plan_id === plan)).toEqual([]);
    expect((await hosted().submitCard(tokenOf(a.payment_url!), { number: "4242424242424242", ...CARD })).outcome).toBe("complete");
    const sub = (await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!;
    const end = sub.current_period_end!;
    expect(end).not.toBeNull();

    await track(c, f, 150);
    const [p] = await previewsOf(c, plan);
    expect(p).toMatchObject({ invoice_at: end, currency: "usd", total: 5, subtotal: 5 });
    expect(p.line_items).toEqual([expect.objectContaining({ feature_id: f, quantity: 50, total: 5, period: { start: sub.current_period_start, end } })]);

    await advance(c, end + 60_000);
    const list = await invoicesOf(c);
    expect(list.map((i) => [i.status, i.total])).toEqual([
      ["paid", 5],
      ["paid", 0],
    ]);
    const renewal = await invoice(list[0].id);
    expect(renewal).toMatchObject({ total: p.total, currency: p.currency, amount_paid: 5 });
    expect(invoiceLines(renewal)).toEqual(previewLines(p));
    expect((await getCustomer(c)).balances[f]).toMatchObject({ usage: 0, remaining: 100 });
    // Nothing used beyond what is included: nothing to bill, no preview.
    expect(await previewsOf(c, plan)).toEqual([]);
  });

  it("pure pay-as-you-go (nothing included, no reset): each period's usage is billed once; a period without usage creates no invoice", async () => {
    const f = await feature("Calls");
    const plan = await createPlan({ items: [{ feature_id: f, price: usagePrice(0.1) }] });
    const c = await newCustomer();
    await saveCard(c);
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    expect(a).toMatchObject({ payment_url: null });
    expect(a.invoice).toBeUndefined();
    const sub = (await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!;
    const end = sub.current_period_end!;
    // The balance resets with the price's interval, at the period's end.
    expect((await getCustomer(c)).balances[f]).toMatchObject({ granted: 0, next_reset_at: end });

    await track(c, f, 30);
    const [p] = await previewsOf(c, plan);
    expect(p).toMatchObject({ invoice_at: end, total: 3 });
    await advance(c, end + 60_000);
    const first = await invoicesOf(c);
    expect(first.map((i) => [i.status, i.total])).toEqual([["paid", 3]]);
    expect(invoiceLines(await invoice(first[0].id))).toEqual(previewLines(p));
    const after = await getCustomer(c);
    const renewed = after.subscriptions.find((s) => s.plan_id === plan)!;
    expect(after.balances[f]).toMatchObject({ usage: 0, next_reset_at: renewed.current_period_end });

    // A month without usage: no invoice (Stripe would make a 0.00 one; Tandem records the renewal only).
    await advance(c, renewed.current_period_end! + 60_000);
    expect(await invoicesOf(c)).toHaveLength(1);
    const third = (await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!;
    expect(third.current_period_start).toBe(renewed.current_period_end);
    await track(c, f, 10);
    await advance(c, third.current_period_end! + 60_000);
    expect((await invoicesOf(c)).map((i) => [i.status, i.total])).toEqual([
      ["paid", 1],
      ["paid", 3],
    ]);
  });

  it("cancelled at the end of the cycle: the last period's usage is invoiced in arrears when the plan ends, as the preview said", async () => {
    const f = await feature();
    const plan = await createPlan({ items: [{ feature_id: f, included: 100, reset: { interval: "month" }, price: usagePrice(0.1) }] });
    const c = await newCustomer();
    await saveCard(c);
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
    const sub = (await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!;
    await ok(h.rv.POST("/billing.cancel", { body: { customer_id: c, plan_id: plan } }));
    await track(c, f, 120);
    const [p] = await previewsOf(c, plan);
    expect(p).toMatchObject({ invoice_at: sub.current_period_end, total: 2 });
    expect(p.line_items).toHaveLength(1);
    await advance(c, sub.current_period_end! + 60_000);
    const got = await getCustomer(c);
    expect(got.subscriptions.filter((s) => s.plan_id === plan)).toEqual([]);
    const list = await invoicesOf(c);
    expect(list.map((i) => [i.status, i.total])).toEqual([["paid", 2]]);
    expect(invoiceLines(await invoice(list[0].id))).toEqual(previewLines(p));
  });
});

describe("invoice_previews: the upcoming invoice, computed as the renewal computes it", () => {
  it("preview_attach's next_cycle.usage_line_items name the period whose usage the next cycle bills: the new period's start to its end (not a zero-length period)", async () => {
    const f = await feature();
    const plan = await createPlan({ price: { amount: 20, interval: "month" }, items: [{ feature_id: f, included: 100, reset: { interval: "month" }, price: usagePrice(0.1) }] });
    const c = await newCustomer();
    const preview = await ok(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: plan } }));
    const next = preview.next_cycle!;
    expect(next.usage_line_items).toHaveLength(1);
    const period = next.usage_line_items[0].period!;
    expect(period.end).toBe(next.starts_at);
    expect(period.end - period.start).toBeGreaterThanOrEqual(28 * DAY);
    // The paid line of the same preview covers the same period.
    expect(preview.line_items[0].period).toEqual(period);
  });

  it("fixed price in advance, prepaid units and the usage so far in arrears; equal to the renewal invoice after the clock passes", async () => {
    const [msgs, seats] = [await feature(), await feature("Seats")];
    const plan = await createPlan({
      price: { amount: 20, interval: "month" },
      items: [
        { feature_id: msgs, included: 100, reset: { interval: "month" }, price: usagePrice(0.1) },
        { feature_id: seats, included: 1, price: { amount: 5, interval: "month", billing_method: "prepaid" } },
      ],
    });
    const c = await newCustomer();
    await saveCard(c);
    const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, feature_quantities: [{ feature_id: seats, quantity: 4 }] } }));
    expect(a.invoice).toMatchObject({ status: "paid", total: 35 });
    const sub = (await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!;
    const end = sub.current_period_end!;
    expect(await previewsOf(c, plan)).toEqual([expect.objectContaining({ invoice_at: end, total: 35 })]);

    await track(c, msgs, 120);
    await advance(c, end - DAY);
    await track(c, msgs, 7);
    const [p] = await previewsOf(c, plan);
    // 20 + 3 × 5 in advance, 27 × 0.10 in arrears.
    expect(p).toMatchObject({ invoice_at: end, total: 37.7 });
    expect(p.line_items.map((l) => [l.feature_id, l.quantity, l.total])).toEqual([
      [null, 1, 20],
      [seats, 3, 15],
      [msgs, 27, 2.7],
    ]);

    await advance(c, end + 60_000);
    const renewal = await invoice((await invoicesOf(c))[0].id);
    expect(renewal).toMatchObject({ status: "paid", total: p.total });
    expect(invoiceLines(renewal)).toEqual(previewLines(p));
    // The next one: the fixed price and seats only, from the new period's end.
    const renewed = (await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!;
    expect(await previewsOf(c, plan)).toEqual([expect.objectContaining({ invoice_at: renewed.current_period_end, total: 35 })]);
  });

  it("a free plan has none; a trial that will bill previews its first paid period at the trial's end", async () => {
    const f = await feature();
    const free = await createPlan({ name: "Free", items: [{ feature_id: f, included: 5, reset: { interval: "month" } }] });
    const trial = await createPlan({ add_on: true, price: { amount: 12, interval: "month" }, free_trial: { duration_length: 7, duration_type: "day" } });
    const c = await newCustomer();
    await saveCard(c);
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: free } }));
    expect(await previewsOf(c, free)).toEqual([]);
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: trial } }));
    const sub = (await getCustomer(c)).subscriptions.find((s) => s.plan_id === trial)!;
    const [p] = await previewsOf(c, trial);
    expect(p).toMatchObject({ invoice_at: sub.trial_ends_at, total: 12 });
    await advance(c, sub.trial_ends_at! + 60_000);
    const renewal = await invoice((await invoicesOf(c))[0].id);
    expect(invoiceLines(renewal)).toEqual(previewLines(p));
  });
});
