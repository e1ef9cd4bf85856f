/**
 * Invoices and cards say who they are: every invoice answer carries Tandem's
 * `id`, its gap-free `number` (as the hosted page shows it) and `provider`
 * (`sandbox` / `stripe`) beside Autumn's `processor_type: "stripe"` and
 * `stripe_id`; the invoice inside billing.attach's answer can be voided at
 * once. autumn-js still validates the same answers.
 */
import { randomUUID } from "node:crypto";
import { Autumn } from "autumn-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, type RevenueHarness, startRevenue } from "./support/revenue.js";

let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue();
});
afterAll(() => h.close());

const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;
const CARD = { expMonth: 12, expYear: 2040, cvc: "123", name: "Ann Example" };
const tokenOf = (url: string) => url.split("/").pop()!;
const hosted = () => h.tandem.revenue.services.hosted;
const plan = async (amount: number, addOn = false) =>
  (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Pro", add_on: addOn, price: { amount, interval: "month" } } }))).id;
const NUMBER = /^INV-T-\d{6}$/;

describe("invoices and cards say who they are", () => {
  it("attach's invoice has Tandem's id, number and provider; invoices.list, get and customers.get expand invoices agree, and the hosted page shows that number", async () => {
    const c = (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com" } }))).id!;
    const first = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: await plan(20) } }));
    expect((await hosted().submitCard(tokenOf(first.payment_url!), { number: "4242424242424242", ...CARD })).outcome).toBe("complete");

    // Charged to the card on file: the answer's invoice names itself.
    const second = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: await plan(5, true) } }));
    const inv = second.invoice!;
    expect(inv).toMatchObject({ id: expect.stringMatching(/^inv_/), number: expect.stringMatching(NUMBER), provider: "sandbox", status: "paid", stripe_id: expect.stringMatching(/^pi_sbx_/) });

    const list = (await ok(h.rv.POST("/invoices.list", { body: { customer_id: c } }))).list;
    expect(list.map((i) => [i.id, i.provider, i.processor_type])).toEqual([
      [inv.id, "sandbox", "stripe"],
      [expect.stringMatching(/^inv_/), "sandbox", "stripe"],
    ]);
    // Gap-free: the two invoices of this mode are consecutive.
    const [n2, n1] = list.map((i) => Number(i.number.slice("INV-T-".length)));
    expect(n2).toBe(n1 + 1);
    expect(list[0].number).toBe(inv.number);

    const got = await ok(h.rv.POST("/invoices.get", { body: { invoice_id: inv.id } }));
    expect(got).toMatchObject({ id: inv.id, number: inv.number, provider: "sandbox" });
    const expanded = await ok(h.rv.POST("/customers.get", { body: { customer_id: c, expand: ["invoices"] } }));
    expect(expanded.invoices!.map((i) => [i.id, i.number, i.provider])).toEqual(list.map((i) => [i.id, i.number, i.provider]));
    // The number is the one the hosted invoice page shows.
    const page = await fetch(inv.hosted_invoice_url!).then((r) => r.text());
    expect(page).toContain(inv.number);

    const methods = (await ok(h.rv.POST("/payment_methods.list", { body: { customer_id: c } }))).list;
    expect(methods.map((m) => [m.processor_type, m.provider])).toEqual([["stripe", "sandbox"]]);
  });

  it("the open invoice billing.attach returns in invoice mode is voided by its id at once (no listing first)", async () => {
    const c = (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "bob@example.com" } }))).id!;
    const answer = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: await plan(30), invoice_mode: { enabled: true } } }));
    expect(answer.invoice).toMatchObject({ status: "open", id: expect.stringMatching(/^inv_/), number: expect.stringMatching(NUMBER) });
    const voided = await ok(h.rv.POST("/invoices.void", { body: { invoice_id: answer.invoice!.id } }));
    expect(voided.invoice).toMatchObject({ id: answer.invoice!.id, number: answer.invoice!.number, status: "void", provider: answer.invoice!.provider });
  });

  it("autumn-js validates the answers that carry the new fields (attach, invoices.list and void, customers.get with invoices)", async () => {
    const autumn = new Autumn({ secretKey: h.keys.test, serverURL: h.origin, failOpen: false });
    const c = uid("cus");
    await autumn.customers.getOrCreate({ customerId: c, email: "cy@example.com" });
    const attached = await autumn.billing.attach({ customerId: c, planId: await plan(12), invoiceMode: { enabled: true, enablePlanImmediately: false, finalize: true } });
    expect(attached.invoice).toMatchObject({ status: "open", total: 12 });
    const invoices = await autumn.invoices.list({ customerId: c });
    expect(invoices.list.map((i) => [i.status, i.processorType])).toEqual([["open", "stripe"]]);
    expect((await autumn.customers.getOrCreate({ customerId: c, expand: ["invoices"] })).invoices?.map((i) => i.status)).toEqual(["open"]);
    expect((await autumn.invoices.void({ invoiceId: invoices.list[0].id })).invoice).toMatchObject({ status: "void" });
  });
});
