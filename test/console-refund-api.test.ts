/**
 * The console's Refund of an invoice (issue 31 §1) through the app's own client on a real server,
 * with the sandbox provider (Tandem's local stand-in for Stripe in test mode): full and partial
 * refunds as credit notes, the bounds (over-refund, an unpaid invoice), one refund per
 * idempotency key (a double click), the audit row, and analytics' revenue net of the refunds.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleClient, unwrap } from "../console/src/client.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";

const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123", name: "Card Holder" };

describe("console API: Refund an invoice", () => {
  let h: ConsoleHarness;
  let c: ConsoleClient;
  /** Every refund the sandbox provider was asked for (its idempotency key and amount). */
  const asked: { idempotencyKey: string; amount: number }[] = [];
  const test = { mode: "test" as const };
  const rv = async (op: string, body: unknown) => {
    const res = await fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(res.status, `${op}: ${await res.clone().text()}`).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  /** The id of the paid invoice of a customer who bought `team` (30 USD) through the sandbox's checkout. */
  const paidInvoice = async (id: string): Promise<string> => {
    await rv("customers.get_or_create", { customer_id: id, name: id, email: `${id}@example.com` });
    const attach = await unwrap(c.POST("/customers/{id}/attach", { params: { path: { id }, query: test }, body: { planId: "team" } }));
    const paid = await h.tandem.revenue.services.hosted.submitCard(attach.payment_url!.split("/").pop()!, CARD);
    expect(paid.outcome).toBe("complete");
    const list = await unwrap(c.GET("/invoices", { params: { query: { ...test, customerId: id } } }));
    expect(list.items.map((i) => [i.status, i.total, i.provider])).toEqual([["paid", 30, "sandbox"]]);
    return list.items[0].id;
  };
  const refund = (id: string, body: { amount?: number; reason: string }, key: string = randomUUID()) =>
    c.POST("/invoices/{id}/refund", { params: { path: { id }, query: test, header: { "idempotency-key": key } }, body });
  const revenue = async () => (await rv("analytics.overview", { range: "30d" })).revenue as number;

  beforeAll(async () => {
    h = await startConsole();
    h.tandem.revenue.setPublicUrl(h.revenueOrigin);
    c = h.client();
    c.setSession(await unwrap(c.POST("/session", { body: OPERATOR })));
    await rv("plans.create", { plan_id: "team", name: "Team", price: { amount: 30, interval: "month" } });
    // Count what reaches the stand-in provider (its refunds replay by idempotency key, as Stripe's do).
    const sandbox = h.tandem.revenue.services.providers.sandbox;
    const real = sandbox.refund.bind(sandbox);
    sandbox.refund = async (req) => {
      asked.push({ idempotencyKey: req.idempotencyKey, amount: req.amount.amount });
      return await real(req);
    };
  }, 120_000);
  afterAll(async () => await h.close());

  it("a full refund: the provider refunds all that was paid, a paid credit note of −30 with the reason and its PDF, the invoice refunded in full; analytics' revenue loses the 30; audited", async () => {
    const id = await paidInvoice("ref-full");
    const before = await revenue();
    const page = await unwrap(c.GET("/invoices/{id}", { params: { path: { id }, query: test } }));
    expect(page).toMatchObject({ refundable: 30, creditNotes: [] });
    asked.length = 0;

    const done = await unwrap(refund(id, { reason: "customer asked" }));
    expect(asked.map((a) => a.amount)).toEqual([3000]);
    expect(done.invoice).toMatchObject({ id, status: "paid", amount_paid: 30, refunded_amount: 30 });
    expect(done.refundable).toBe(0);
    expect(done.creditNotes).toHaveLength(1);
    const [note] = done.creditNotes;
    expect(note).toMatchObject({ amount: 30, reason: "customer asked", invoice: { status: "paid", total: -30, customer_id: "ref-full", provider: "sandbox" } });
    expect(note.invoice.items?.map((l) => [l.amount, l.description])).toEqual([[-30, `Refund of invoice ${id}: customer asked`]]);
    expect(note.pdfUrl).toBe(`${note.invoice.hosted_invoice_url}/pdf`);
    // The page shows the same, read again.
    expect(await unwrap(c.GET("/invoices/{id}", { params: { path: { id }, query: test } }))).toMatchObject({ refundable: 0, creditNotes: [{ amount: 30, invoice: { id: note.invoice.id } }] });
    expect(await revenue()).toBe(before - 30);

    const audit = await unwrap(c.GET("/audit", { params: { query: { operation: "invoices.refund" } } }));
    expect(audit.items.map((a) => [a.operation, a.target])).toContainEqual(["invoices.refund", `id=${id}`]);
    // The entry says how much went back (a full refund sends no amount: the credit note's), why, and the credit note.
    expect(audit.items.find((a) => a.target === `id=${id}`)!.details).toEqual({ amount: 30, currency: "usd", reason: "customer asked", creditNoteId: note.invoice.id });
    // Nothing is left to refund: 409.
    const again = await refund(id, { reason: "twice" });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ code: "invoice_not_refundable", message: expect.stringContaining("refunded in full") });
  });

  it("partial refunds: 10 then 20 of 30, each its own credit note; more than is left, 0 or finer than a cent is 400 invalid_amount and refunds nothing", async () => {
    const id = await paidInvoice("ref-part");
    const before = await revenue();
    asked.length = 0;
    const first = await unwrap(refund(id, { amount: 10, reason: "late delivery" }));
    expect(first).toMatchObject({ refundable: 20, invoice: { refunded_amount: 10 } });
    expect(first.creditNotes.map((n) => [n.amount, n.invoice.total])).toEqual([[10, -10]]);
    expect(await revenue()).toBe(before - 10);

    for (const [amount, says] of [
      [20.01, "at most 20 USD"],
      [0, "more than 0"],
      [1.005, "decimals"],
    ] as const) {
      const over = await refund(id, { amount, reason: "too much" });
      expect(over.response.status, String(amount)).toBe(400);
      expect(over.error).toMatchObject({ code: "invalid_amount", message: expect.stringContaining(says) });
    }
    expect(asked).toHaveLength(1);

    const rest = await unwrap(refund(id, { amount: 20, reason: "the rest" }));
    expect(rest).toMatchObject({ refundable: 0, invoice: { refunded_amount: 30 } });
    expect(rest.creditNotes.map((n) => [n.amount, n.reason])).toEqual([
      [10, "late delivery"],
      [20, "the rest"],
    ]);
    expect(asked.map((a) => a.amount)).toEqual([1000, 2000]);
    expect(new Set(asked.map((a) => a.idempotencyKey)).size).toBe(2);
    expect(await revenue()).toBe(before - 30);
  });

  it("an invoice that is not paid through a provider is 409 invoice_not_refundable: open, void, marked paid, a credit note; the Idempotency-Key header is required", async () => {
    await rv("customers.get_or_create", { customer_id: "ref-open", email: "ref-open@example.com" });
    await rv("billing.attach", { customer_id: "ref-open", plan_id: "team", invoice_mode: { enabled: true } });
    const [open] = (await unwrap(c.GET("/invoices", { params: { query: { ...test, customerId: "ref-open" } } }))).items;
    expect(open.status).toBe("open");
    asked.length = 0;
    const unpaid = await refund(open.id, { reason: "not paid" });
    expect(unpaid.response.status).toBe(409);
    expect(unpaid.error).toMatchObject({ code: "invoice_not_refundable", message: expect.stringContaining("only a paid invoice") });
    expect((await unwrap(c.GET("/invoices/{id}", { params: { path: { id: open.id }, query: test } }))).refundable).toBe(0);

    await unwrap(c.POST("/invoices/{id}/mark_paid", { params: { path: { id: open.id }, query: test } }));
    const outside = await refund(open.id, { reason: "paid by bank transfer" });
    expect(outside.response.status).toBe(409);
    expect(outside.error).toMatchObject({ code: "invoice_not_refundable", message: expect.stringContaining("outside the provider") });

    const id = await paidInvoice("ref-note");
    const note = (await unwrap(refund(id, { amount: 5, reason: "goodwill" }))).creditNotes[0].invoice.id;
    const ofNote = await refund(note, { reason: "a credit note" });
    expect(ofNote.response.status).toBe(409);
    expect(ofNote.error).toMatchObject({ code: "invoice_not_refundable", message: expect.stringContaining("credit note") });
    expect(asked).toHaveLength(1);

    const keyless = await c.POST("/invoices/{id}/refund", { params: { path: { id }, query: test, header: {} as never }, body: { reason: "no key" } });
    expect(keyless.response.status).toBe(400);
    expect(JSON.stringify(keyless.error)).toContain("idempotency-key");
  });

  it("a double click refunds once: the same Idempotency-Key, sent twice at once or again later, reaches the provider once and makes one credit note", async () => {
    const id = await paidInvoice("ref-twice");
    asked.length = 0;
    const key = randomUUID();
    const [a, b] = await Promise.all([refund(id, { amount: 7, reason: "double click" }, key), refund(id, { amount: 7, reason: "double click" }, key)]);
    const statuses = [a.response.status, b.response.status].sort();
    expect(statuses[0]).toBe(200);
    expect([409, 429]).toContain(statuses[1]);
    const later = await refund(id, { amount: 7, reason: "double click" }, key);
    expect(later.response.status).toBe(409);
    expect(later.error).toMatchObject({ code: "idempotency_replay" });
    expect(asked.map((r) => r.amount)).toEqual([700]);
    const page = await unwrap(c.GET("/invoices/{id}", { params: { path: { id }, query: test } }));
    expect(page).toMatchObject({ refundable: 23, invoice: { refunded_amount: 7 } });
    expect(page.creditNotes.map((n) => n.amount)).toEqual([7]);
  });

  it("the invoice page says how it was collected: the provider's payment reference and when once paid; a decline's count and reason while open, gone once paid by another card", async () => {
    const id = await paidInvoice("pay-facts");
    const paid = await unwrap(c.GET("/invoices/{id}", { params: { path: { id }, query: test } }));
    expect(paid.payment).toEqual({ reference: expect.stringMatching(/\S/), paidAt: expect.any(Number), failedAttempts: 0, lastError: null });
    // The reference is billing's own (`stripe_id`: the provider's payment).
    expect(paid.payment.reference).toBe(paid.invoice.stripe_id);

    // A card that saves fine and declines every charge (Stripe's 4000 0000 0000 0341), then a good one.
    const card = async (customer_id: string, number: string) => {
      const setup = (await rv("billing.setup_payment", { customer_id })) as { url: string };
      expect((await h.tandem.revenue.services.hosted.submitCard(setup.url.split("/").pop()!, { ...CARD, number })).outcome).toBe("complete");
    };
    await rv("customers.get_or_create", { customer_id: "pay-declined", name: "D", email: "d@example.com" });
    await card("pay-declined", "4000000000000341");
    const open = ((await rv("invoices.create", { customer_id: "pay-declined", custom_line_items: [{ amount: 12, description: "Consulting" }] })) as { invoice: { id: string } }).invoice.id;
    await rv("invoices.pay", { invoice_id: open });
    const declined = await unwrap(c.GET("/invoices/{id}", { params: { path: { id: open }, query: test } }));
    expect(declined.invoice.status).toBe("open");
    expect(declined.payment).toMatchObject({ paidAt: null, failedAttempts: 1 });
    expect(declined.payment.lastError).toMatch(/\S/);

    await card("pay-declined", "4242424242424242");
    await rv("invoices.pay", { invoice_id: open });
    const later = await unwrap(c.GET("/invoices/{id}", { params: { path: { id: open }, query: test } }));
    expect(later.invoice.status).toBe("paid");
    expect(later.payment).toEqual({ reference: expect.stringMatching(/\S/), paidAt: expect.any(Number), failedAttempts: 1, lastError: null });
  });
});
