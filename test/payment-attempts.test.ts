/**
 * One idempotency key per charge ATTEMPT of an invoice (issue 30 c), through the SDK against the sandbox,
 * which answers a repeated key with its first answer as Stripe does. A retry after a decline (a new card,
 * or the same card later) is a new charge: invoices.pay and billing.attach charge the second time. A replay
 * of the same attempt — the same request Idempotency-Key, or the provider's answer lost (a crash after
 * the provider's call, before the unit that records it commits) — sends the same key: charged once.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ChargeResult, PaymentProvider } from "../src/revenue/payments/ports.js";
import { fails, ok, rawPost, type RevenueHarness, startRevenue } from "./support/revenue.js";

let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue();
});
afterAll(() => h.close());

const uid = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;
const CARD = { expMonth: 12, expYear: 2040, cvc: "123", name: "Ann Example" };
/** Saves fine, every later charge declines (Stripe's 4000 0000 0000 0341). */
const DECLINES = "4000000000000341";
const GOOD = "4242424242424242";
const services = () => h.tandem.revenue.services;
const tokenOf = (url: string) => url.split("/").pop()!;

/** Every charge the sandbox was asked for (key, answer), and a way to lose the next answers after the sandbox gave them (a crash before they are recorded). */
function watchCharges() {
  const sandbox = services().providers.sandbox as PaymentProvider;
  const charge = sandbox.charge.bind(sandbox);
  const calls: { key: string; invoiceId: string; result: ChargeResult }[] = [];
  let lose = 0;
  sandbox.charge = async (req): Promise<ChargeResult> => {
    const result = await charge(req);
    calls.push({ key: req.idempotencyKey, invoiceId: req.invoiceId, result });
    if (lose > 0) {
      lose--;
      throw new Error("the process died after the provider's call, before its answer was recorded");
    }
    return result;
  };
  return {
    calls,
    of: (invoiceId: string) => calls.filter((c) => c.invoiceId === invoiceId),
    loseNext: (n = 1) => void (lose = n),
    restore: () => void (sandbox.charge = charge),
  };
}
let watch: ReturnType<typeof watchCharges>;
afterEach(() => watch?.restore());

/** Payments the sandbox took for an invoice: distinct references of successful answers. */
const taken = (calls: { result: ChargeResult }[]) => new Set(calls.flatMap((c) => (c.result.status === "succeeded" ? [c.result.paymentRef] : []))).size;

const newCustomer = async () => (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com" } }))).id!;
async function cardOnFile(customer_id: string, number: string) {
  const setup = await ok(h.rv.POST("/billing.setup_payment", { body: { customer_id } }));
  expect((await services().hosted.submitCard(tokenOf(setup.url), { number, ...CARD })).outcome).toBe("complete");
}
const openInvoice = async (customer_id: string) =>
  (await ok(h.rv.POST("/invoices.create", { body: { customer_id, custom_line_items: [{ amount: 12, description: "Consulting" }] } }))).invoice!;
const statusOf = async (invoice_id: string) => (await ok(h.rv.POST("/invoices.get", { body: { invoice_id } }))).status;
const pay = (invoice_id: string) => h.rv.POST("/invoices.pay", { body: { invoice_id } });
const plan = async (amount: number) => (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Pro", price: { amount, interval: "month" } } }))).id;
const plansOf = async (customer_id: string) => (await ok(h.rv.POST("/customers.get", { body: { customer_id } }))).subscriptions.map((s) => s.plan_id);

describe("invoices.pay after a decline", () => {
  it("charges the new card: the second attempt has a key of its own, so the decline is not replayed", async () => {
    watch = watchCharges();
    const c = await newCustomer();
    await cardOnFile(c, DECLINES);
    const inv = await openInvoice(c);
    expect((await ok(pay(inv.id))).invoice).toMatchObject({ status: "open", amount_paid: null });

    await cardOnFile(c, GOOD);
    const paid = (await ok(pay(inv.id))).invoice;
    expect(paid).toMatchObject({ id: inv.id, status: "paid", amount_paid: 12 });
    expect(watch.of(inv.id).map((x) => [x.key, x.result.status])).toEqual([
      [inv.id, "failed"],
      [`${inv.id}_attempt_1`, "succeeded"],
    ]);
    expect(paid.stripe_id).toBe((watch.of(inv.id)[1].result as { paymentRef: string }).paymentRef);
  });

  it("charges the same card again later (a new attempt, declined anew), never answering the first decline", async () => {
    watch = watchCharges();
    const c = await newCustomer();
    await cardOnFile(c, DECLINES);
    const inv = await openInvoice(c);
    await ok(pay(inv.id));
    await ok(pay(inv.id));
    const [first, second] = watch.of(inv.id);
    expect([first.key, second.key]).toEqual([inv.id, `${inv.id}_attempt_1`]);
    // The provider ran the second charge (its own payment reference), it did not replay the first.
    expect(second.result.status).toBe("failed");
    expect(second.result.paymentRef).not.toBe(first.result.paymentRef);
    expect(await statusOf(inv.id)).toBe("open");
  });
});

describe("billing.attach after a decline", () => {
  it("charges the new card for the same open invoice, and the plan is attached once", async () => {
    watch = watchCharges();
    const c = await newCustomer();
    await cardOnFile(c, DECLINES);
    const p = await plan(20);
    const declined = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: p, redirect_mode: "never" } }));
    expect(declined.required_action?.code).toBe("payment_failed");
    const inv = declined.invoice!;
    expect(await plansOf(c)).not.toContain(p);

    await cardOnFile(c, GOOD);
    const retried = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: p, redirect_mode: "never" } }));
    // The same change: the open invoice is answered again (supersedePending) and charged under its next attempt.
    expect(retried.invoice).toMatchObject({ id: inv.id, status: "paid" });
    expect(retried.required_action ?? null).toBeNull();
    expect(watch.of(inv.id).map((x) => [x.key, x.result.status])).toEqual([
      [inv.id, "failed"],
      [`${inv.id}_attempt_1`, "succeeded"],
    ]);
    expect((await plansOf(c)).filter((x) => x === p)).toHaveLength(1);
  });
});

describe("a replay of the same attempt charges once", () => {
  it("invoices.pay sent twice with one Idempotency-Key: one charge, the second answer replayed", async () => {
    watch = watchCharges();
    const c = await newCustomer();
    await cardOnFile(c, GOOD);
    const inv = await openInvoice(c);
    const key = uid("pay");
    const first = await rawPost(h, "/invoices.pay", { invoice_id: inv.id }, { headers: { "idempotency-key": key } });
    expect([first.status, first.body.invoice.status]).toEqual([200, "paid"]);
    const again = await rawPost(h, "/invoices.pay", { invoice_id: inv.id }, { headers: { "idempotency-key": key } });
    expect([again.status, again.body.code]).toEqual([409, "idempotency_replay"]);
    expect(again.body.data.response).toEqual(first.body);
    expect(watch.of(inv.id)).toHaveLength(1);
  });

  it("invoices.pay whose answer was lost after the provider charged: the retry sends the same key and settles the one payment", async () => {
    watch = watchCharges();
    const c = await newCustomer();
    await cardOnFile(c, GOOD);
    const inv = await openInvoice(c);
    watch.loseNext();
    expect((await fails(pay(inv.id))).code).toBe("payment_provider_unavailable");
    expect(await statusOf(inv.id)).toBe("open");

    const paid = (await ok(pay(inv.id))).invoice;
    const calls = watch.of(inv.id);
    expect(calls.map((x) => x.key)).toEqual([inv.id, inv.id]);
    expect(taken(calls)).toBe(1);
    expect(paid).toMatchObject({ status: "paid", amount_paid: 12, stripe_id: (calls[0].result as { paymentRef: string }).paymentRef });
  });

  it("a lost decline stays the same attempt: the retry gets its replay (recorded now), the one after it charges the new card", async () => {
    watch = watchCharges();
    const c = await newCustomer();
    await cardOnFile(c, DECLINES);
    const inv = await openInvoice(c);
    watch.loseNext();
    expect((await fails(pay(inv.id))).code).toBe("payment_provider_unavailable");
    await cardOnFile(c, GOOD);
    expect((await ok(pay(inv.id))).invoice.status).toBe("open");
    expect((await ok(pay(inv.id))).invoice.status).toBe("paid");
    expect(watch.of(inv.id).map((x) => [x.key, x.result.status])).toEqual([
      [inv.id, "failed"],
      [inv.id, "failed"],
      [`${inv.id}_attempt_1`, "succeeded"],
    ]);
  });

  it("billing.attach whose answer was lost after the provider charged: the retried attach charges the same key, once, and attaches the plan once", async () => {
    watch = watchCharges();
    const c = await newCustomer();
    await cardOnFile(c, GOOD);
    const p = await plan(30);
    watch.loseNext();
    expect((await fails(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: p } }))).code).toBe("payment_provider_unavailable");
    expect(await plansOf(c)).not.toContain(p);

    const retried = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: p } }));
    const inv = retried.invoice!;
    expect(inv.status).toBe("paid");
    const calls = watch.of(inv.id);
    expect(calls.map((x) => x.key)).toEqual([inv.id, inv.id]);
    expect(taken(calls)).toBe(1);
    expect((await plansOf(c)).filter((x) => x === p)).toHaveLength(1);
  });
});
