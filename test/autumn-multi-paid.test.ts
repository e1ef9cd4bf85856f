/**
 * Issue 30 (gap a): several paid plans attached in one call (billing.multi_attach, a schedule's
 * first phase) are charged on ONE invoice with every plan's lines, and applied together when it is
 * paid (all or none), through the real autumn-js 1.3.13 client (failOpen false: its answers pass
 * the package's own validation, or the call throws).
 */
import { randomUUID } from "node:crypto";
import { Autumn } from "autumn-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, ok, payCheckoutPage, rawPost, startRevenue } from "./support/revenue.js";

let h: RevenueHarness;
let autumn: Autumn;
beforeAll(async () => {
  h = await startRevenue();
  autumn = new Autumn({ secretKey: h.keys.test, serverURL: h.origin, failOpen: false });
});
afterAll(() => h.close());

const DAY = 86_400_000;
const uid = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;

/** A plan with its own metered feature (`included` a month), paid `price` a month unless free; answers the plan's and the feature's ids. */
const plan = async (over: { group?: string; addOn?: boolean; price?: number; included?: number } = {}) => {
  const feature = (await autumn.features.create({ featureId: uid("f"), name: "Calls", type: "metered", consumable: true })).id;
  const p = await autumn.plans.create({
    planId: uid("plan"),
    name: `Plan ${over.price ?? 0}`,
    group: over.group ?? "",
    addOn: over.addOn ?? false,
    ...(over.price !== undefined && { price: { amount: over.price, interval: "month" } }),
    items: [{ featureId: feature, included: over.included ?? 10, reset: { interval: "month" } }],
  });
  return { id: p.id, feature };
};
const customer = async () => (await autumn.customers.getOrCreate({ customerId: uid("cus") })).id!;
const subscriptions = async (c: string) => (await ok(h.rv.POST("/customers.get", { body: { customer_id: c } }))).subscriptions;
const active = async (c: string) => (await subscriptions(c)).filter((s) => s.status === "active").map((s) => s.plan_id);
const invoices = async (c: string) => (await ok(h.rv.POST("/invoices.list", { body: { customer_id: c } }))).list;
const remaining = async (c: string, feature: string) => (await autumn.customers.get({ customerId: c })).balances[feature]?.remaining;
/** Saves a sandbox card (4242 unless `number`) as the customer's default through a setup checkout's page. */
const cardOnFile = async (c: string, number?: string) => {
  const setup = await ok(h.rv.POST("/billing.setup_payment", { body: { customer_id: c } }));
  expect((await payCheckoutPage(setup.url, number)).status).toBe(200);
};
/** A base plan (20/month, its group) and an add-on (5/month). */
const twoPaid = async () => ({ base: await plan({ price: 20, group: uid("g"), included: 10 }), addon: await plan({ price: 5, addOn: true, included: 3 }) });

describe("billing.multi_attach of paid plans: one invoice, paid once, applied together", () => {
  it("charges the card on file once for both plans, as the preview said, and attaches both with their balances", async () => {
    const { base, addon } = await twoPaid();
    const c = await customer();
    await cardOnFile(c);
    const plans = [{ planId: base.id }, { planId: addon.id }];
    const preview = await autumn.billing.previewMultiAttach({ customerId: c, plans });
    expect(preview.total).toBe(25);
    expect(preview.lineItems.map((l) => [l.planId, l.total])).toEqual([
      [base.id, 20],
      [addon.id, 5],
    ]);
    const done = await autumn.billing.multiAttach({ customerId: c, plans });
    expect(done.paymentUrl).toBeNull();
    expect(done.invoice).toMatchObject({ status: "paid", total: preview.total });
    const list = await invoices(c);
    expect(list.map((i) => [i.status, i.total, i.plan_ids])).toEqual([["paid", 25, [base.id, addon.id]]]);
    const detail = (await rawPost(h, "/invoices.get", { invoice_id: list[0].id })).body;
    expect(detail.items.map((l: { plan_id: string; amount: number }) => [l.plan_id, l.amount])).toEqual([
      [base.id, 20],
      [addon.id, 5],
    ]);
    expect(await active(c)).toEqual(expect.arrayContaining([base.id, addon.id]));
    expect([await remaining(c, base.feature), await remaining(c, addon.feature)]).toEqual([10, 3]);
  });

  it("without a card answers one checkout URL, attaches nothing until it is paid, then both (and a free add-on with them)", async () => {
    const { base, addon } = await twoPaid();
    const free = await plan({ addOn: true, included: 2 });
    const c = await customer();
    const done = await autumn.billing.multiAttach({ customerId: c, plans: [{ planId: base.id }, { planId: addon.id }, { planId: free.id }] });
    expect(done.paymentUrl).toEqual(expect.stringContaining("/pay/"));
    expect(await active(c)).toEqual([]);
    expect((await invoices(c)).map((i) => [i.status, i.total])).toEqual([["open", 25]]);
    expect((await payCheckoutPage(done.paymentUrl!)).status).toBe(200);
    expect(await active(c)).toEqual(expect.arrayContaining([base.id, addon.id, free.id]));
    expect((await invoices(c)).map((i) => [i.status, i.total])).toEqual([["paid", 25]]);
    expect([await remaining(c, base.feature), await remaining(c, addon.feature), await remaining(c, free.feature)]).toEqual([10, 3, 2]);
    // redirect_mode never without a card: nothing invoiced, nothing attached, the reason said.
    const other = await customer();
    const never = await rawPost(h, "/billing.multi_attach", { customer_id: other, redirect_mode: "never", plans: [{ plan_id: base.id }, { plan_id: addon.id }] });
    expect([never.status, never.body.payment_url, never.body.required_action?.code]).toEqual([200, null, "payment_method_required"]);
    expect([await active(other), await invoices(other)]).toEqual([[], []]);
  });

  it("leaves no plan attached when the card declines (a free plan of the change neither), and attaches all once the checkout is paid", async () => {
    const { base, addon } = await twoPaid();
    const free = await plan({ addOn: true });
    const c = await customer();
    await cardOnFile(c, "4000 0000 0000 0341");
    const done = await autumn.billing.multiAttach({ customerId: c, plans: [{ planId: free.id }, { planId: base.id }, { planId: addon.id }] });
    expect(done.requiredAction?.code).toBe("payment_failed");
    expect(done.invoice).toMatchObject({ status: "open", total: 25 });
    expect(await active(c)).toEqual([]);
    expect(await remaining(c, base.feature)).toBeUndefined();
    expect((await payCheckoutPage(done.paymentUrl!)).status).toBe(200);
    expect(await active(c)).toEqual(expect.arrayContaining([free.id, base.id, addon.id]));
    expect((await invoices(c)).map((i) => [i.status, i.total])).toEqual([["paid", 25]]);
  });

  it("replays a retry with the same idempotency key from the first answer, charging once", async () => {
    const { base, addon } = await twoPaid();
    const c = await customer();
    await cardOnFile(c);
    const body = { customer_id: c, plans: [{ plan_id: base.id }, { plan_id: addon.id }] };
    const key = uid("key");
    const first = await rawPost(h, "/billing.multi_attach", body, { headers: { "idempotency-key": key } });
    expect([first.status, first.body.invoice?.status]).toEqual([200, "paid"]);
    const retry = await rawPost(h, "/billing.multi_attach", body, { headers: { "idempotency-key": key } });
    expect([retry.status, retry.body.code]).toEqual([409, "idempotency_replay"]);
    expect(retry.body.data.response).toEqual(first.body);
    expect(await invoices(c)).toHaveLength(1);
  });
});

describe("billing.create_schedule with a paid first phase", () => {
  it("charges the first phase's plans on one invoice and keeps the later phase scheduled", async () => {
    const group = uid("g");
    const [pro, basic] = [await plan({ group, price: 30 }), await plan({ group })];
    const seats = await plan({ addOn: true, price: 5 });
    const c = await customer();
    await cardOnFile(c);
    // After the first month: the first phase's first period is charged whole (an earlier end would prorate it).
    const later = Date.now() + 40 * DAY;
    const s = await autumn.billing.createSchedule({ customerId: c, phases: [{ plans: [{ planId: pro.id }, { planId: seats.id }] }, { startsAt: later, plans: [{ planId: basic.id }] }] });
    expect(s).toMatchObject({ status: "created", paymentUrl: null, invoice: { status: "paid", total: 35 } });
    const byId = new Map((await subscriptions(c)).map((x) => [x.id, x]));
    const [p0, p1] = s.phases.map((p) => p.customerProductIds.map((id) => byId.get(id)!));
    expect(p0.map((x) => [x.plan_id, x.status, x.expires_at])).toEqual([
      [pro.id, "active", later],
      [seats.id, "active", later],
    ]);
    expect(p1.map((x) => [x.plan_id, x.status, x.started_at])).toEqual([[basic.id, "scheduled", later]]);
  });

  it("without a card is pending_payment with one checkout URL; paying it starts the first phase", async () => {
    const group = uid("g");
    const [pro, basic] = [await plan({ group, price: 30 }), await plan({ group })];
    const c = await customer();
    // After the first month: the first phase's first period is charged whole (an earlier end would prorate it).
    const later = Date.now() + 40 * DAY;
    const s = await autumn.billing.createSchedule({ customerId: c, phases: [{ plans: [{ planId: pro.id }] }, { startsAt: later, plans: [{ planId: basic.id }] }] });
    expect(s.status).toBe("pending_payment");
    expect(s.paymentUrl).toEqual(expect.stringContaining("/pay/"));
    expect(await active(c)).toEqual([]);
    expect((await payCheckoutPage(s.paymentUrl!)).status).toBe(200);
    const subs = await subscriptions(c);
    expect(subs.find((x) => x.id === s.phases[0].customerProductIds[0])).toMatchObject({ plan_id: pro.id, status: "active", expires_at: later });
    expect(subs.find((x) => x.id === s.phases[1].customerProductIds[0])).toMatchObject({ plan_id: basic.id, status: "scheduled" });
    expect((await invoices(c)).map((i) => [i.status, i.total])).toEqual([["paid", 30]]);
  });
});
