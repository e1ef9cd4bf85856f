/**
 * autumn-js 1.3.13's invoices.create / insert / listTemplates / pay / reissue against Tandem (the
 * sandbox provider collects): every answer passes the package's own validation (a missing or
 * mistyped field fails the call), and money is computed in minor units by Tandem's invoice rules.
 * Also: a customer's unset config flags are absent from its answers (issue 30, item 9).
 */
import { Autumn } from "autumn-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawPost, type RevenueHarness, startRevenue } from "./support/revenue.js";

let h: RevenueHarness;
let autumn: Autumn;
const JAN_1 = Date.UTC(2026, 0, 1);
const JAN_16 = Date.UTC(2026, 0, 16);

/** The error autumn-js throws for a refused call, as text (its body carries Tandem's code and message). */
const refusal = async (p: Promise<unknown>): Promise<string> => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (err === null) throw new Error("expected the call to be refused");
  return `${String(err)} ${JSON.stringify(err)}`;
};

/** Saves a card as the customer's default through billing.setup_payment and the sandbox's card form. */
async function saveCard(customerId: string, number = "4242424242424242"): Promise<void> {
  const setup = await autumn.billing.setupPayment({ customerId });
  const outcome = await h.tandem.revenue.services.hosted.submitCard(setup.url.split("/").pop()!, { number, expMonth: 12, expYear: 2040, cvc: "123", name: "Pat" });
  expect(outcome.outcome).toBe("complete");
}

beforeAll(async () => {
  h = await startRevenue();
  autumn = new Autumn({ secretKey: h.keys.test, serverURL: h.origin, failOpen: false });
  await autumn.features.create({ featureId: "inv_seats", name: "Seats", type: "metered", consumable: false });
  await autumn.features.create({ featureId: "inv_calls", name: "Calls", type: "metered", consumable: true });
  await autumn.plans.create({
    planId: "inv_team",
    name: "Team",
    price: { amount: 20, interval: "month" },
    items: [
      { featureId: "inv_seats", included: 1, price: { amount: 10, billingUnits: 1, billingMethod: "prepaid", interval: "month" } },
      { featureId: "inv_calls", included: 0, price: { amount: 0.01, billingUnits: 1, billingMethod: "usage_based", interval: "month" } },
    ],
  });
});
afterAll(() => h.close());

describe("invoices.create through autumn-js", () => {
  it("prices a plan (base price and prepaid units beyond the included) and custom lines in minor units, previews without writing, then issues an open invoice with the next number", async () => {
    await autumn.customers.getOrCreate({ customerId: "ic_1", email: "ic1@example.com" });
    const body = {
      customerId: "ic_1",
      plans: [{ planId: "inv_team", featureQuantities: [{ featureId: "inv_seats", billingBehavior: "prepaid" as const, quantity: 3 }] }],
      customLineItems: [
        { amount: 10.5, description: "Onboarding" },
        { amount: -0.25, description: "Goodwill credit" },
      ],
      netTermsDays: 14,
    };
    const preview = await autumn.invoices.create({ ...body, preview: true });
    expect(preview.invoice).toBeNull();
    expect(preview.preview).toMatchObject({ currency: "usd", subtotal: 60.25, total: 60.25, amountDue: 60.25, discountTotal: 0, tax: null });
    expect(preview.preview.lines.map((l) => [l.planId, l.featureId, l.amount, l.quantity, l.prorated])).toEqual([
      ["inv_team", null, 20, 1, false],
      ["inv_team", "inv_seats", 30, 3, false],
      [null, null, 10.5, 1, false],
      [null, null, -0.25, 1, false],
    ]);
    expect((await autumn.invoices.list({ customerId: "ic_1" })).list).toEqual([]);

    const created = await autumn.invoices.create(body);
    expect(created.invoice).toMatchObject({ status: "open", total: 60.25, currency: "usd", customerId: "ic_1", planIds: ["inv_team"], amountPaid: null });
    expect(created.invoice!.items!.map((i) => i.amount)).toEqual([20, 30, 10.5, -0.25]);
    expect(created.preview.dueDate! - created.invoice!.createdAt).toBe(14 * 86_400_000);
    const listed = await autumn.invoices.list({ customerId: "ic_1" });
    expect(listed.list.map((i) => i.id)).toEqual([created.invoice!.id]);
    // The provider that collects it (the sandbox in test mode) is recorded with it, with its hosted page.
    const stored = (await rawPost(h, "/invoices.get", { invoice_id: created.invoice!.id })).body;
    expect(stored).toMatchObject({ provider: "sandbox", hosted_invoice_url: expect.stringContaining("/invoice/") });
    // The customer's plans do not change: a one-off invoice is not an attach.
    expect((await autumn.customers.get({ customerId: "ic_1" })).subscriptions.map((s) => s.planId)).not.toContain("inv_team");
  });

  it("prorates the plan's lines over period_start → period_end against one interval (15 of January's 31 days), unless prorate is false", async () => {
    await autumn.customers.getOrCreate({ customerId: "ic_pro" });
    const prorated = await autumn.invoices.create({ customerId: "ic_pro", plans: [{ planId: "inv_team" }], periodStart: JAN_1, periodEnd: JAN_16, preview: true });
    expect(prorated.preview.lines).toEqual([expect.objectContaining({ amount: 9.68, prorated: true, periodStart: JAN_1, periodEnd: JAN_16 })]);
    const whole = await autumn.invoices.create({ customerId: "ic_pro", plans: [{ planId: "inv_team", prorate: false }], periodStart: JAN_1, periodEnd: JAN_16, preview: true });
    expect(whole.preview.lines).toEqual([expect.objectContaining({ amount: 20, prorated: false })]);
  });

  it("refuses an invoice without lines, below 0, of an unknown plan or customer, billing a usage-based price, or with fields Tandem does not take (tax rates, templates)", async () => {
    await autumn.customers.getOrCreate({ customerId: "ic_bad" });
    expect(await refusal(autumn.invoices.create({ customerId: "ic_bad" }))).toContain("at least one line");
    expect(await refusal(autumn.invoices.create({ customerId: "ic_bad", customLineItems: [{ amount: -5, description: "Credit" }] }))).toContain("invalid_amount");
    expect(await refusal(autumn.invoices.create({ customerId: "ic_bad", plans: [{ planId: "nope" }] }))).toContain("plan_not_found");
    expect(await refusal(autumn.invoices.create({ customerId: "nobody", customLineItems: [{ amount: 1, description: "x" }] }))).toContain("customer_not_found");
    expect(await refusal(autumn.invoices.create({ customerId: "ic_bad", plans: [{ planId: "inv_team", featureQuantities: [{ featureId: "inv_calls", billingBehavior: "usage_based", quantity: 5 }] }] }))).toContain(
      "billing_behavior",
    );
    expect(await refusal(autumn.invoices.create({ customerId: "ic_bad", customLineItems: [{ amount: 1, description: "x" }], taxRateId: "txr_1" }))).toContain("tax_rate_id");
    expect(await refusal(autumn.invoices.create({ customerId: "ic_bad", customLineItems: [{ amount: 1, description: "x" }], invoiceTemplateId: "tpl_1" }))).toContain("invoice_template_id");
    expect((await autumn.invoices.list({ customerId: "ic_bad" })).list).toEqual([]);
  });

  it("takes an idempotency key as every billing write: the same key creates one invoice", async () => {
    await autumn.customers.getOrCreate({ customerId: "ic_idem" });
    const body = { customer_id: "ic_idem", custom_line_items: [{ amount: 3, description: "Once" }] };
    const first = await rawPost(h, "/invoices.create", body, { headers: { "idempotency-key": "inv-once" } });
    expect(first.status).toBe(200);
    const again = await rawPost(h, "/invoices.create", body, { headers: { "idempotency-key": "inv-once" } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("idempotency_replay");
    expect(again.body.data.response.invoice.id).toBe(first.body.invoice.id);
    expect((await autumn.invoices.list({ customerId: "ic_idem" })).list).toHaveLength(1);
  });
});

describe("invoices.insert and invoices.listTemplates through autumn-js", () => {
  it("records invoices issued elsewhere with a Tandem number, updates them by their stripe_id, and never voids or collects them", async () => {
    await autumn.customers.getOrCreate({ customerId: "ii_1" });
    const inserted = await autumn.invoices.insert({
      invoices: [
        { customerId: "ii_1", stripeId: "in_ext_1", status: "open", total: 49.99, createdAt: JAN_1, planIds: ["inv_team"] },
        { customerId: "ii_1", stripeId: "in_ext_2", status: "paid", total: 12, currency: "eur", createdAt: JAN_16 },
      ],
    });
    expect(inserted.invoices.map((i) => [i.stripeId, i.status, i.total, i.currency, i.amountPaid, i.customerId])).toEqual([
      ["in_ext_1", "open", 49.99, "usd", null, "ii_1"],
      ["in_ext_2", "paid", 12, "eur", 12, "ii_1"],
    ]);
    const [first] = inserted.invoices;
    const updated = await autumn.invoices.insert({ invoices: [{ customerId: "ii_1", stripeId: "in_ext_1", status: "paid", total: 49.99, amountPaid: 49.99, refundedAmount: 9.99, createdAt: JAN_1 }] });
    expect(updated.invoices[0]).toMatchObject({ id: first.id, status: "paid", amountPaid: 49.99, refundedAmount: 9.99 });
    const listed = await autumn.invoices.list({ customerId: "ii_1" });
    expect(listed.list.map((i) => i.stripeId)).toEqual(["in_ext_2", "in_ext_1"]);

    await autumn.invoices.insert({ invoices: [{ customerId: "ii_1", stripeId: "in_ext_3", status: "open", total: 5, createdAt: JAN_16 }] });
    // Tandem has no page that could collect it: no hosted URL in answers, and the portal's link to it leads nowhere.
    expect(inserted.invoices.map((i) => i.hostedInvoiceUrl ?? null)).toEqual([null, null]);
    const portal = await autumn.billing.openCustomerPortal({ customerId: "ii_1" });
    const hosted = h.tandem.revenue.services.hosted;
    const pages = (await hosted.portal(portal.url.split("/").pop()!))!.invoices;
    const page = pages.find((p) => p.status === "open")!;
    const token = page.hostedUrl.split("/").pop()!;
    expect(await hosted.invoice(token)).toBeNull();
    expect(await hosted.invoicePay(token)).toBeNull();
    expect(await refusal(autumn.invoices.void({ invoiceId: "in_ext_3" }))).toContain("recorded from elsewhere");
    expect(await refusal(autumn.invoices.pay({ invoiceId: "in_ext_3" }))).toContain("recorded from elsewhere");
    expect(await refusal(autumn.invoices.reissue({ invoiceId: "in_ext_3" }))).toContain("recorded from elsewhere");
    expect(await refusal(autumn.invoices.insert({ invoices: [{ customerId: "ii_1", stripeId: "in_ext_4", status: "paid", total: 5, refundedAmount: 6, createdAt: JAN_16 }] }))).toContain("invalid_amount");

    const own = await autumn.invoices.create({ customerId: "ii_1", customLineItems: [{ amount: 1, description: "Ours" }] });
    expect(await refusal(autumn.invoices.insert({ invoices: [{ customerId: "ii_1", stripeId: own.invoice!.id, status: "paid", total: 1, createdAt: JAN_16 }] }))).toContain("Tandem issued");
    expect((await rawPost(h, "/invoices.get", { invoice_id: own.invoice!.id })).body.status).toBe("open");
  });

  it("lists no invoice templates (Tandem keeps none), echoing the page asked for", async () => {
    expect(await autumn.invoices.listTemplates({})).toEqual({ list: [], total: 0, limit: 10, offset: 0, hasMore: false });
    expect(await autumn.invoices.listTemplates({ limit: 5, offset: 10 })).toMatchObject({ list: [], limit: 5, offset: 10, hasMore: false });
  });
});

describe("invoices.pay through autumn-js (sandbox provider)", () => {
  it("charges an open invoice to the default card: paid once, and a second pay is refused", async () => {
    await autumn.customers.getOrCreate({ customerId: "ip_1", email: "ip1@example.com" });
    await saveCard("ip_1");
    const { invoice } = await autumn.invoices.create({ customerId: "ip_1", plans: [{ planId: "inv_team" }], customLineItems: [{ amount: 0.5, description: "Fee" }] });
    const paid = await autumn.invoices.pay({ invoiceId: invoice!.id });
    expect(paid.invoice).toMatchObject({ id: invoice!.id, status: "paid", total: 20.5, amountPaid: 20.5 });
    expect(paid.invoice.stripeId).not.toBe(invoice!.id);
    expect(await refusal(autumn.invoices.pay({ invoiceId: invoice!.id }))).toContain("paid invoice");
  });

  it("leaves the invoice open when the card declines, and refuses a customer without a payment method", async () => {
    await autumn.customers.getOrCreate({ customerId: "ip_decline", email: "decline@example.com" });
    await saveCard("ip_decline", "4000000000000341");
    const { invoice } = await autumn.invoices.create({ customerId: "ip_decline", customLineItems: [{ amount: 7, description: "Fee" }] });
    const declined = await autumn.invoices.pay({ invoiceId: invoice!.id });
    expect(declined.invoice).toMatchObject({ status: "open", amountPaid: null });

    await autumn.customers.getOrCreate({ customerId: "ip_nocard" });
    const none = await autumn.invoices.create({ customerId: "ip_nocard", customLineItems: [{ amount: 7, description: "Fee" }] });
    expect(await refusal(autumn.invoices.pay({ invoiceId: none.invoice!.id }))).toContain("no default payment method");
  });
});

describe("invoices.reissue through autumn-js", () => {
  it("voids the original and issues a replacement with the next number, its lines changed, removed and added; a preview changes nothing", async () => {
    await autumn.customers.getOrCreate({ customerId: "ir_1" });
    const { invoice: original } = await autumn.invoices.create({
      customerId: "ir_1",
      customLineItems: [
        { amount: 10, description: "Consulting" },
        { amount: 5, description: "Travel" },
      ],
    });
    const [consulting, travel] = original!.items!;
    const lines = { update: [{ id: consulting.id, amount: 12.5, description: "Consulting (revised)" }], remove: [travel.id], add: [{ amount: 2, description: "Materials" }, { planId: "inv_team" }] };

    const preview = await autumn.invoices.reissue({ invoiceId: original!.id, lines, preview: true });
    expect(preview).toMatchObject({ invoice: null, voidedInvoiceId: null, creditNoteId: null, preview: { total: 34.5 } });
    expect((await rawPost(h, "/invoices.get", { invoice_id: original!.id })).body.status).toBe("open");

    const reissued = await autumn.invoices.reissue({ invoiceId: original!.id, lines, netTermsDays: 7 });
    expect(reissued).toMatchObject({ voidedInvoiceId: original!.id, creditNoteId: null, preview: { total: 34.5 } });
    expect(reissued.invoice).toMatchObject({ status: "open", total: 34.5, planIds: ["inv_team"] });
    expect(reissued.invoice!.items!.map((i) => [i.description, i.amount])).toEqual([
      ["Consulting (revised)", 12.5],
      ["Materials", 2],
      ["Team", 20],
    ]);
    expect((await rawPost(h, "/invoices.get", { invoice_id: original!.id })).body.status).toBe("void");
    const numbers = (await rawPost(h, "/invoices.list", { customer_id: "ir_1" })).body.list.map((i: { number: string }) => Number(i.number.replace(/\D/g, "")));
    expect(numbers[0]).toBe(numbers[1] + 1);
  });

  it("refuses a paid or void original, an unknown line id, and a replacement below 0", async () => {
    await autumn.customers.getOrCreate({ customerId: "ir_bad" });
    const { invoice } = await autumn.invoices.create({ customerId: "ir_bad", customLineItems: [{ amount: 10, description: "Work" }] });
    expect(await refusal(autumn.invoices.reissue({ invoiceId: invoice!.id, lines: { remove: ["nope"] } }))).toContain("names no line");
    expect(await refusal(autumn.invoices.reissue({ invoiceId: invoice!.id, lines: { add: [{ amount: -20, description: "Credit" }] } }))).toContain("invalid_amount");
    await autumn.invoices.void({ invoiceId: invoice!.id });
    expect(await refusal(autumn.invoices.reissue({ invoiceId: invoice!.id }))).toContain("void invoice");
    const other = await autumn.invoices.create({ customerId: "ir_bad", customLineItems: [{ amount: 10, description: "Work" }] });
    await rawPost(h, "/invoices.mark_paid", { invoice_id: other.invoice!.id });
    expect(await refusal(autumn.invoices.reissue({ invoiceId: other.invoice!.id }))).toContain("paid invoice");
  });
});

describe("customer config flags (issue 30, item 9)", () => {
  it("answers only the flags that were set: unset flags are absent, not false", async () => {
    const fresh = await autumn.customers.getOrCreate({ customerId: "cf_1" });
    expect(fresh.config ?? {}).toEqual({});
    const raw = await rawPost(h, "/customers.get", { customer_id: "cf_1" });
    expect(raw.body.config).toEqual({});
    const set = await autumn.customers.update({ customerId: "cf_1", config: { disableOverageBilling: true } });
    expect(set.config).toEqual({ disableOverageBilling: true });
    expect((await rawPost(h, "/customers.get", { customer_id: "cf_1" })).body.config).toEqual({ disable_overage_billing: true });
  });
});
