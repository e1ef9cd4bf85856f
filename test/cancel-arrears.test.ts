/**
 * A plan cancelled now (billing.cancel / billing.update `cancel_action: cancel_immediately`) gets
 * the billing cycle's last invoice: its usage not billed yet, up to now, in arrears — claimed once
 * (rv_renewals, kind `end`), charged to the card on file right after the cancel's write, dunned by
 * the cycle when the charge fails. billing.preview_update shows the same lines. Driven by the test
 * clock (customers.advance_test_clock), never a sleep.
 */
import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { Autumn } from "autumn-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, fails, ok, startRevenue } from "./support/revenue.js";
import { type TestSql, testSql } from "./support/sql.js";

type CreatePlan = RevenueSchemas["CreatePlanParams"];

let h: RevenueHarness;
let sql: TestSql;
let autumn: Autumn;
beforeAll(async () => {
  h = await startRevenue();
  sql = testSql(h.tandem);
  autumn = new Autumn({ secretKey: h.keys.test, serverURL: h.origin, failOpen: false });
});
afterAll(async () => {
  await sql.close();
  await h.close();
});

const DAY = 86_400_000;
const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;
const CARD = { expMonth: 12, expYear: 2040, cvc: "123", name: "Ann Example" };
const hosted = () => h.tandem.revenue.services.hosted;
const tokenOf = (url: string) => url.split("/").pop()!;
const messages = async () => (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("msg"), name: "Messages", type: "metered", consumable: true } }))).id;
const createPlan = async (over: Partial<CreatePlan>) => (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Pro", ...over } }))).id;
const newCustomer = async () => (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com" } }))).id!;
const getCustomer = (customer_id: string) => ok(h.rv.POST("/customers.get", { body: { customer_id } }));
const invoicesOf = async (customer_id: string) => (await ok(h.rv.POST("/invoices.list", { body: { customer_id } }))).list;
const invoice = (invoice_id: string) => ok(h.rv.POST("/invoices.get", { body: { invoice_id } }));
const advance = (customer_id: string, frozen_time: number) => ok(h.rv.POST("/customers.advance_test_clock", { body: { customer_id, frozen_time } }));
const track = (customer_id: string, feature_id: string, value: number) => ok(h.rv.POST("/balances.track", { body: { customer_id, feature_id, value } }));
const subsOf = async (c: string, plan: string) => (await getCustomer(c)).subscriptions.filter((s) => s.plan_id === plan);
/** The rv_renewals claims of a customer (the one record of what the cycle bills). */
const claimsOf = (c: string) =>
  sql.all<{ kind: string; status: string; attempts: number }>(
    "SELECT r.kind, r.status, r.attempts FROM rv_renewals r JOIN rv_customers c ON c.seq = r.customer_seq WHERE c.id = ? ORDER BY r.period_end",
    c,
  );

/** Attaches `plan` paying with `card` through the sandbox checkout (the card is saved as the default); answers the subscription. */
async function subscribe(c: string, plan: string, card = "4242424242424242") {
  const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
  if (a.payment_url) expect((await hosted().submitCard(tokenOf(a.payment_url), { number: card, ...CARD })).outcome).toBe("complete");
  return (await subsOf(c, plan))[0]!;
}

/** A monthly plan at 20 with 100 messages included and 0.37 per message beyond (usage billed in arrears). */
async function meteredPlan() {
  const f = await messages();
  const plan = await createPlan({
    price: { amount: 20, interval: "month" },
    items: [{ feature_id: f, included: 100, reset: { interval: "month" }, price: { amount: 0.37, interval: "month", billing_method: "usage_based" } }],
  });
  return { f, plan };
}

/** A customer on its test clock, subscribed to `plan` (paid 20.00 at once), the clock then 10 days into the period. */
async function customerOn(plan: string, card?: string) {
  const c = await newCustomer();
  await advance(c, Date.now() + 60_000);
  const sub = await subscribe(c, plan, card);
  const now = sub.current_period_start! + 10 * DAY;
  await advance(c, now);
  return { c, sub, now };
}

type Preview = RevenueSchemas["PreviewUpdateResponse"];
/** Preview lines in the shape of invoice items, to compare them. */
const previewLines = (p: Preview) =>
  p.line_items.map((l) => ({ description: l.description, feature_id: l.feature_id, quantity: l.quantity, amount: l.total, period_start: l.period?.start ?? null, period_end: l.period?.end ?? null }));
const invoiceLines = (i: RevenueSchemas["InvoiceDetail"]) =>
  i.items!.map((l) => ({ description: l.description, feature_id: l.feature_id, quantity: l.quantity ?? 1, amount: l.amount, period_start: l.period_start, period_end: l.period_end }));

describe("cancel_immediately invoices the usage not billed yet, in arrears", () => {
  it("billing.cancel: 153 of 100 used → an invoice of 53 × 0.37 = 19.61 paid with the card on file, equal to the preview; once only", async () => {
    const { f, plan } = await meteredPlan();
    const { c, sub, now } = await customerOn(plan);
    await track(c, f, 153);
    const body = { customer_id: c, plan_id: plan, cancel_action: "cancel_immediately" as const };

    const preview = await ok(h.rv.POST("/billing.preview_update", { body }));
    expect(preview).toMatchObject({ intent: "cancel_immediately", currency: "usd", total: 19.61, subtotal: 19.61 });
    expect(preview.line_items).toEqual([expect.objectContaining({ feature_id: f, quantity: 53, total: 19.61, period: { start: sub.current_period_start, end: now } })]);

    const done = await ok(h.rv.POST("/billing.cancel", { body }));
    expect(done).toMatchObject({ customer_id: c, payment_url: null, invoice: { status: "paid", total: 19.61, currency: "usd" } });
    expect(done.required_action).toBeUndefined();
    const list = await invoicesOf(c);
    expect(list.map((i) => [i.status, i.total])).toEqual([
      ["paid", 19.61],
      ["paid", 20],
    ]);
    const last = await invoice(list[0].id);
    expect(last).toMatchObject({ status: "paid", total: 19.61, amount_paid: 19.61 });
    expect(done.invoice!.stripe_id).toBe(last.stripe_id);
    expect(invoiceLines(last)).toEqual(previewLines(preview));
    expect(await claimsOf(c)).toEqual([{ kind: "end", status: "paid", attempts: 0 }]);

    // The plan and its balance are gone.
    const after = await getCustomer(c);
    expect(after.subscriptions.filter((s) => s.plan_id === plan)).toEqual([]);
    expect(after.balances[f]).toBeUndefined();

    // A second cancel finds nothing; a month of test clock later nothing more is billed.
    expect(await fails(h.rv.POST("/billing.cancel", { body }))).toMatchObject({ status: 404, code: "subscription_not_found" });
    await advance(c, sub.current_period_end! + 35 * DAY);
    expect((await invoicesOf(c)).map((i) => [i.status, i.total])).toEqual([
      ["paid", 19.61],
      ["paid", 20],
    ]);
  });

  it("autumn-js billing.update cancelAction cancel_immediately: previewUpdate and the invoice agree to the cent", async () => {
    const { f, plan } = await meteredPlan();
    const { c } = await customerOn(plan);
    await track(c, f, 250.5);
    // ceil(150.5) = 151 units beyond → 55.87.
    const preview = await autumn.billing.previewUpdate({ customerId: c, planId: plan, cancelAction: "cancel_immediately" });
    expect(preview).toMatchObject({ total: 55.87 });
    const done = await autumn.billing.update({ customerId: c, planId: plan, cancelAction: "cancel_immediately" });
    expect(done.invoice).toMatchObject({ status: "paid", total: 55.87 });
    const list = await invoicesOf(c);
    expect(list.map((i) => [i.status, i.total])).toEqual([
      ["paid", 55.87],
      ["paid", 20],
    ]);
    expect(await invoice(list[0].id)).toMatchObject({ amount_paid: 55.87 });
    expect(await subsOf(c, plan)).toEqual([]);
    await autumn.billing.update({ customerId: c, planId: plan, cancelAction: "cancel_immediately" }).then(
      () => expect.unreachable("a second cancel finds no subscription"),
      (e: unknown) => expect(e).toBeInstanceOf(Error),
    );
    await advance(c, Date.now() + 70 * DAY);
    expect(await invoicesOf(c)).toHaveLength(2);
  });

  it("with refund_last_payment prorated: the credit note and the usage invoice both exist, and the preview is their sum", async () => {
    const { f, plan } = await meteredPlan();
    const { c } = await customerOn(plan);
    await track(c, f, 150);
    const body = { customer_id: c, plan_id: plan, cancel_action: "cancel_immediately" as const, refund_last_payment: "prorated" as const };
    const preview = await ok(h.rv.POST("/billing.preview_update", { body }));
    const refundLines = preview.line_items.filter((l) => l.total < 0);
    const usageLines = preview.line_items.filter((l) => l.total > 0);
    expect(refundLines).toHaveLength(1);
    expect(usageLines).toEqual([expect.objectContaining({ feature_id: f, quantity: 50, total: 18.5 })]);
    const refund = refundLines[0].total;
    expect(refund).toBeLessThan(-10);
    expect(preview.total).toBe(Math.round((refund + 18.5) * 100) / 100);

    const done = await ok(h.rv.POST("/billing.update", { body }));
    // The answer's invoice is the refund's credit note (as without usage).
    expect(done.invoice).toMatchObject({ status: "paid", total: refund });
    const list = await invoicesOf(c);
    expect(list.map((i) => [i.status, i.total, i.refunded_amount]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ["paid", refund, 0],
      ["paid", 18.5, 0],
      ["paid", 20, -refund],
    ]);
    const [note, usage] = await Promise.all([invoice(list.find((i) => i.total < 0)!.id), invoice(list.find((i) => i.total === 18.5)!.id)]);
    expect(usage).toMatchObject({ amount_paid: 18.5 });
    expect([...invoiceLines(note), ...invoiceLines(usage)]).toEqual(previewLines(preview));
    expect(await subsOf(c, plan)).toEqual([]);
    expect(await claimsOf(c)).toEqual([{ kind: "end", status: "paid", attempts: 0 }]);
  });

  it("a plan without usage prices creates no usage invoice (preview: nothing to pay)", async () => {
    const f = await messages();
    const plan = await createPlan({ price: { amount: 20, interval: "month" }, items: [{ feature_id: f, included: 100, reset: { interval: "month" } }] });
    const { c } = await customerOn(plan);
    await track(c, f, 60);
    const body = { customer_id: c, plan_id: plan, cancel_action: "cancel_immediately" as const };
    expect(await ok(h.rv.POST("/billing.preview_update", { body }))).toMatchObject({ intent: "cancel_immediately", total: 0, line_items: [] });
    expect(await ok(h.rv.POST("/billing.cancel", { body }))).toEqual({ customer_id: c, payment_url: null });
    expect((await invoicesOf(c)).map((i) => i.total)).toEqual([20]);
    expect(await claimsOf(c)).toEqual([]);
  });

  it("usage within what is included: nothing to bill, no invoice", async () => {
    const { f, plan } = await meteredPlan();
    const { c } = await customerOn(plan);
    await track(c, f, 80);
    const body = { customer_id: c, plan_id: plan, cancel_action: "cancel_immediately" as const };
    expect(await ok(h.rv.POST("/billing.preview_update", { body }))).toMatchObject({ total: 0, line_items: [] });
    expect(await ok(h.rv.POST("/billing.cancel", { body }))).toEqual({ customer_id: c, payment_url: null });
    expect((await invoicesOf(c)).map((i) => i.total)).toEqual([20]);
  });

  it("a declined charge leaves the invoice open and follows the cycle's dunning; a new card pays it once", async () => {
    const group = uid("g");
    const f = await messages();
    // The group's default plan comes back at once (its subscription may reuse the ended one's seq): dunning must not touch it.
    const free = await createPlan({ name: "Free", group, auto_enable: true, items: [{ feature_id: f, included: 10, reset: { interval: "month" } }] });
    const plan = await createPlan({
      group,
      price: { amount: 20, interval: "month" },
      items: [{ feature_id: f, included: 100, reset: { interval: "month" }, price: { amount: 0.37, interval: "month", billing_method: "usage_based" } }],
    });
    try {
      // 4000000000000341 saves fine (the first payment goes through the checkout) but every later charge fails.
      const { c, now } = await customerOn(plan, "4000000000000341");
      await track(c, f, 110);
      const done = await ok(h.rv.POST("/billing.cancel", { body: { customer_id: c, plan_id: plan, cancel_action: "cancel_immediately" } }));
      expect(done.invoice).toMatchObject({ status: "open", total: 3.7 });
      expect(await claimsOf(c)).toEqual([{ kind: "end", status: "failed", attempts: 1 }]);
      const back = await subsOf(c, free);
      expect(back).toEqual([expect.objectContaining({ status: "active", past_due: false })]);

      // The first retry (a day later) fails too; the default plan stays as it is.
      await advance(c, now + DAY + 60_000);
      expect(await claimsOf(c)).toEqual([{ kind: "end", status: "failed", attempts: 2 }]);
      expect(await subsOf(c, free)).toEqual([expect.objectContaining({ status: "active", past_due: false })]);

      // A new default card: the next run (the next advance) pays it, once.
      const setup = await ok(h.rv.POST("/billing.setup_payment", { body: { customer_id: c } }));
      expect((await hosted().submitCard(tokenOf(setup.url), { number: "4242424242424242", ...CARD })).outcome).toBe("complete");
      await advance(c, now + 2 * DAY);
      const list = await invoicesOf(c);
      expect(list.map((i) => [i.status, i.total])).toEqual([
        ["paid", 3.7],
        ["paid", 20],
      ]);
      expect(await claimsOf(c)).toEqual([{ kind: "end", status: "paid", attempts: 2 }]);
      await advance(c, now + 40 * DAY);
      expect((await invoicesOf(c)).map((i) => [i.status, i.total])).toEqual([
        ["paid", 3.7],
        ["paid", 20],
      ]);
      expect(await subsOf(c, free)).toEqual([expect.objectContaining({ status: "active", past_due: false })]);
    } finally {
      await ok(h.rv.POST("/plans.update", { body: { plan_id: free, auto_enable: false } }));
    }
  });

  it("a real-time customer: the job's next run charges nothing twice", async () => {
    const { f, plan } = await meteredPlan();
    const c = await newCustomer();
    await subscribe(c, plan);
    await track(c, f, 120);
    const done = await ok(h.rv.POST("/billing.cancel", { body: { customer_id: c, plan_id: plan, cancel_action: "cancel_immediately" } }));
    expect(done.invoice).toMatchObject({ status: "paid", total: 7.4 });
    await h.tandem.revenue.services.cycle.runDue(Date.now() + 40 * DAY);
    expect((await invoicesOf(c)).map((i) => [i.status, i.total])).toEqual([
      ["paid", 7.4],
      ["paid", 20],
    ]);
    expect(await claimsOf(c)).toEqual([{ kind: "end", status: "paid", attempts: 0 }]);
  });
});
