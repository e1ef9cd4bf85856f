/**
 * Every refund is a credit note on the invoice page (issue 31 §1): billing's own refunds — a cancel
 * now with a refund, a change that costs less (fewer prepaid seats) — are linked to each invoice they
 * refund, as the console's Refund is, through the console's invoice API (the app's own client) on a
 * real server with the sandbox provider and a manual clock. A retried cancel (same idempotency key)
 * records the credit note once; billing's answers stay as they were.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleClient, unwrap } from "../console/src/client.js";
import { manualClock } from "../src/platform/clock.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";

const DAY = 86_400_000;
const APRIL = Date.UTC(2026, 3, 1);
const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123", name: "Card Holder" };

describe("console API: billing's refunds are credit notes on the invoices they refund", () => {
  const clock = manualClock(APRIL);
  let h: ConsoleHarness;
  let c: ConsoleClient;
  /** Every refund the sandbox provider was asked for. */
  const asked: { idempotencyKey: string; amount: number }[] = [];
  const test = { mode: "test" as const };
  const rv = async (op: string, body: unknown, key?: string) => {
    const res = await fetch(`${h.revenueOrigin}/v1/${op}`, {
      method: "POST",
      headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json", ...(key && { "idempotency-key": key }) },
      body: JSON.stringify(body),
    });
    expect(res.status, `${op}: ${await res.clone().text()}`).toBe(200);
    return (await res.json()) as Record<string, unknown> & { invoice?: { id: string; total: number; stripe_id: string | null } };
  };
  const page = (id: string) => unwrap(c.GET("/invoices/{id}", { params: { path: { id }, query: test } }));
  const invoicesOf = async (customerId: string) => (await unwrap(c.GET("/invoices", { params: { query: { ...test, customerId } } }))).items;
  /** Moves the clock to `t` and signs in again (a session ends when the clock leaves it idle for days). */
  const at = async (t: number) => {
    clock.set(t);
    c.setSession(await unwrap(c.POST("/session", { body: OPERATOR })));
  };
  /** A customer who bought `plan` at April 1st through the sandbox's checkout (the card stays on file). */
  const paidCustomer = async (id: string, plan: string, extra: Record<string, unknown> = {}) => {
    clock.set(APRIL);
    await rv("customers.get_or_create", { customer_id: id, email: `${id}@example.com` });
    const a = await rv("billing.attach", { customer_id: id, plan_id: plan, ...extra });
    expect((await h.tandem.revenue.services.hosted.submitCard(String(a.payment_url).split("/").pop()!, CARD)).outcome).toBe("complete");
  };

  beforeAll(async () => {
    h = await startConsole({ clock });
    h.tandem.revenue.setPublicUrl(h.revenueOrigin);
    c = h.client();
    await rv("plans.create", { plan_id: "pro", name: "Pro", price: { amount: 30, interval: "month" } });
    await rv("features.create", { feature_id: "seats", name: "Seats", type: "metered", consumable: false });
    await rv("plans.create", {
      plan_id: "seats",
      name: "Seats",
      price: { amount: 20, interval: "month" },
      items: [{ feature_id: "seats", included: 0, price: { amount: 10, billing_units: 1, billing_method: "prepaid", interval: "month" } }],
    });
    const sandbox = h.tandem.revenue.services.providers.sandbox;
    const real = sandbox.refund.bind(sandbox);
    sandbox.refund = async (req) => {
      asked.push({ idempotencyKey: req.idempotencyKey, amount: req.amount.amount });
      return await real(req);
    };
  }, 120_000);
  afterAll(async () => await h.close());

  it("a cancel now with a full refund: the paid invoice's page lists the credit note (30, reason cancellation, the provider's refund); the credit note's page names the invoice it refunds; a retry with the same key records it once", async () => {
    await paidCustomer("cn-cancel", "pro");
    await at(APRIL);
    const [paid] = await invoicesOf("cn-cancel");
    expect((await page(paid.id)).creditNotes).toEqual([]);
    await at(APRIL + 10 * DAY);
    asked.length = 0;
    const key = randomUUID();
    const body = { customer_id: "cn-cancel", plan_id: "pro", cancel_action: "cancel_immediately", refund_last_payment: "full" };
    const done = await rv("billing.cancel", body, key);
    // Billing's answer is as before: the credit note, paid by the refund.
    expect(done.invoice).toMatchObject({ total: -30, stripe_id: expect.stringMatching(/^re_sbx/) });
    expect(asked.map((a) => a.amount)).toEqual([3000]);

    const refunded = await page(paid.id);
    expect(refunded).toMatchObject({ refundable: 0, invoice: { refunded_amount: 30 }, refunds: [] });
    expect(refunded.creditNotes).toHaveLength(1);
    expect(refunded.creditNotes[0]).toMatchObject({ amount: 30, reason: "cancellation", refundRef: done.invoice!.stripe_id, invoice: { id: done.invoice!.id, total: -30, status: "paid" } });
    expect(refunded.creditNotes[0].pdfUrl).toBe(`${refunded.creditNotes[0].invoice.hosted_invoice_url}/pdf`);

    const note = await page(done.invoice!.id);
    expect(note.creditNotes).toEqual([]);
    expect(note.refundable).toBe(0);
    expect(note.refunds.map((r) => [r.invoice.id, r.amount, r.reason, r.refundRef])).toEqual([[paid.id, 30, "cancellation", done.invoice!.stripe_id]]);

    // The same request again (same key): billing answers the first answer (409 idempotency_replay); nothing is refunded or recorded twice.
    const again = await fetch(`${h.revenueOrigin}/v1/billing.cancel`, {
      method: "POST",
      headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(body),
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "idempotency_replay", data: { response: { invoice: { id: done.invoice!.id } } } });
    expect(asked).toHaveLength(1);
    expect((await page(paid.id)).creditNotes.map((n) => n.invoice.id)).toEqual([done.invoice!.id]);
    expect((await invoicesOf("cn-cancel")).map((i) => i.total)).toEqual([-30, 30]);
  });

  it("a cancel now with a prorated refund: the credit note of 10 of 30 on the invoice, 20 left to Refund", async () => {
    await paidCustomer("cn-prorated", "pro");
    await at(APRIL + 20 * DAY);
    const [paid] = await invoicesOf("cn-prorated");
    const done = await rv("billing.cancel", { customer_id: "cn-prorated", plan_id: "pro", cancel_action: "cancel_immediately", refund_last_payment: "prorated" });
    expect(done.invoice).toMatchObject({ total: -10 });
    const refunded = await page(paid.id);
    expect(refunded).toMatchObject({ refundable: 20, invoice: { refunded_amount: 10 } });
    expect(refunded.creditNotes.map((n) => [n.invoice.id, n.amount, n.reason])).toEqual([[done.invoice!.id, 10, "cancellation"]]);
  });

  it("fewer seats (a downgrade) refunds over two payments: one credit note, listed on each invoice with its part and its own provider refund; its page names both", async () => {
    await paidCustomer("cn-down", "seats", { feature_quantities: [{ feature_id: "seats", quantity: 5 }] });
    clock.set(APRIL + 15 * DAY);
    const up = await rv("billing.update", { customer_id: "cn-down", plan_id: "seats", feature_quantities: [{ feature_id: "seats", quantity: 10 }] });
    expect(up.invoice).toMatchObject({ total: 25 });
    asked.length = 0;
    const down = await rv("billing.update", { customer_id: "cn-down", plan_id: "seats", feature_quantities: [{ feature_id: "seats", quantity: 4 }] });
    expect(down.invoice).toMatchObject({ total: -30 });
    expect(asked.map((a) => a.amount)).toEqual([2500, 500]);
    await at(APRIL + 15 * DAY);
    const [, second, first] = await invoicesOf("cn-down");
    expect([second.total, first.total]).toEqual([25, 70]);

    const ofSecond = await page(second.id);
    const ofFirst = await page(first.id);
    expect(ofSecond.creditNotes.map((n) => [n.invoice.id, n.amount, n.reason])).toEqual([[down.invoice!.id, 25, "downgrade"]]);
    expect(ofFirst.creditNotes.map((n) => [n.invoice.id, n.amount, n.reason])).toEqual([[down.invoice!.id, 5, "downgrade"]]);
    expect(ofSecond.refundable).toBe(0);
    expect(ofFirst.refundable).toBe(65);
    // Each part was its own provider refund.
    const refs = [ofSecond.creditNotes[0].refundRef, ofFirst.creditNotes[0].refundRef];
    expect(refs.every((r) => typeof r === "string" && r.startsWith("re_sbx"))).toBe(true);
    expect(new Set(refs).size).toBe(2);

    const note = await page(down.invoice!.id);
    expect(note.refunds.map((r) => [r.invoice.id, r.amount, r.reason])).toEqual([
      [first.id, 5, "downgrade"],
      [second.id, 25, "downgrade"],
    ]);
  });

  it("the console's Refund of an invoice billing refunded in part lists both credit notes, oldest first", async () => {
    await paidCustomer("cn-both", "pro");
    await at(APRIL + 20 * DAY);
    const [paid] = await invoicesOf("cn-both");
    const cancel = await rv("billing.cancel", { customer_id: "cn-both", plan_id: "pro", cancel_action: "cancel_immediately", refund_last_payment: "prorated" });
    const done = await unwrap(c.POST("/invoices/{id}/refund", { params: { path: { id: paid.id }, query: test, header: { "idempotency-key": randomUUID() } }, body: { amount: 5, reason: "goodwill" } }));
    expect(done.creditNotes.map((n) => [n.amount, n.reason])).toEqual([
      [10, "cancellation"],
      [5, "goodwill"],
    ]);
    expect(done.creditNotes[0].invoice.id).toBe(cancel.invoice!.id);
    expect(done).toMatchObject({ refundable: 15, invoice: { refunded_amount: 15 } });
    // The console's credit note names the invoice it refunds too.
    expect((await page(done.creditNotes[1].invoice.id)).refunds.map((r) => [r.invoice.id, r.amount, r.reason])).toEqual([[paid.id, 5, "goodwill"]]);
  });
});
