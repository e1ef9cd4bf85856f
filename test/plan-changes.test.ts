/**
 * Plan changes after attach, end to end through the SDK with the sandbox
 * provider and a manual clock: scheduled downgrades and plan_schedule,
 * prorated upgrades, billing.update (quantities, versions, cancel_action),
 * billing.preview_update (equal to the charge or refund), billing.cancel /
 * cancel with refunds (credit notes), add-ons, and the portal's Cancel plan /
 * Resume plan. The period boundary itself is the billing cycle's: here only
 * the stored schedule is asserted (status, canceled_at, expires_at and the
 * `scheduled` entry).
 */
import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type RevenueHarness, fails, ok, startRevenue } from "./support/revenue.js";

type CreatePlan = RevenueSchemas["CreatePlanParams"];

const DAY = 86_400_000;
// April 2026 has 30 days: halfway is 15 days in.
const APRIL = Date.UTC(2026, 3, 1);
const MAY = Date.UTC(2026, 4, 1);
const clock = manualClock(APRIL);
let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue({ clock });
});
afterAll(() => h.close());

const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;
const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123", name: "Ann Example" };
const meter = async () => (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("seats"), name: "Seats", type: "metered", consumable: false } }))).id;
const createPlan = async (over: Partial<CreatePlan>) => (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Pro", ...over } }))).id;
const newCustomer = async () => (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com" } }))).id!;
const getCustomer = (customer_id: string) => ok(h.rv.POST("/customers.get", { body: { customer_id } }));
const subsOf = async (customer_id: string, planIds: string[]) =>
  (await getCustomer(customer_id)).subscriptions
    .filter((s) => planIds.includes(s.plan_id))
    .map((s) => ({ plan: s.plan_id, status: s.status, started_at: s.started_at, canceled_at: s.canceled_at, expires_at: s.expires_at }));
const invoicesOf = async (customer_id: string) => (await ok(h.rv.POST("/invoices.list", { body: { customer_id } }))).list;
const hosted = () => h.tandem.revenue.services.hosted;

/** Attaches `plan` at April 1st, paying its checkout with 4242 (the card stays on file). */
async function paidCustomer(plan: string, extra: Partial<RevenueSchemas["AttachParams"]> = {}) {
  clock.set(APRIL);
  const c = await newCustomer();
  const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, ...extra } }));
  expect((await hosted().submitCard(a.payment_url!.split("/").pop()!, CARD)).outcome).toBe("complete");
  return c;
}

describe("attach within a group: downgrades wait for the period's end, upgrades are prorated now", () => {
  it("a cheaper plan is scheduled: the current one stays active until the boundary; nothing is charged; an upgrade later replaces the scheduled one", async () => {
    const group = uid("g");
    const seats = await meter();
    const pro = await createPlan({ group, price: { amount: 30, interval: "month" } });
    const basic = await createPlan({ name: "Basic", group, price: { amount: 10, interval: "month" }, items: [{ feature_id: seats, included: 3 }] });
    const c = await paidCustomer(pro);
    clock.set(APRIL + 10 * DAY);

    const preview = await ok(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: basic } }));
    expect(preview).toMatchObject({ total: 0, line_items: [], redirect_to_checkout: false });
    expect(preview.incoming).toEqual([expect.objectContaining({ plan_id: basic, effective_at: MAY })]);
    expect(preview.outgoing).toEqual([expect.objectContaining({ plan_id: pro, canceled_at: APRIL + 10 * DAY, expires_at: MAY })]);
    expect(preview.next_cycle).toMatchObject({ starts_at: MAY, total: 10 });

    const done = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: basic } }));
    expect(done).toEqual({ customer_id: c, payment_url: null });
    expect(await subsOf(c, [pro, basic])).toEqual([
      { plan: pro, status: "active", started_at: APRIL, canceled_at: APRIL + 10 * DAY, expires_at: MAY },
      { plan: basic, status: "scheduled", started_at: MAY, canceled_at: null, expires_at: null },
    ]);
    // A scheduled plan grants nothing before the boundary; nothing was invoiced for it.
    expect((await getCustomer(c)).balances[seats]).toBeUndefined();
    expect((await invoicesOf(c)).map((i) => i.total)).toEqual([30]);

    // An upgrade to Pro's sibling now replaces the pending downgrade.
    const max = await createPlan({ name: "Max", group, price: { amount: 60, interval: "month" } });
    const up = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: max } }));
    expect(up.invoice).toMatchObject({ status: "paid" });
    expect(await subsOf(c, [pro, basic, max])).toEqual([expect.objectContaining({ plan: max, status: "active", canceled_at: null, expires_at: null })]);
  });

  it("a downgrade to the group's free plan is scheduled too; uncancel (billing.update) keeps the current plan", async () => {
    const group = uid("g");
    const pro = await createPlan({ group, price: { amount: 30, interval: "month" } });
    const free = await createPlan({ name: "Free", group });
    const c = await paidCustomer(pro);
    clock.set(APRIL + 3 * DAY);
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: free } }));
    expect(await subsOf(c, [pro, free])).toEqual([
      { plan: pro, status: "active", started_at: APRIL, canceled_at: APRIL + 3 * DAY, expires_at: MAY },
      { plan: free, status: "scheduled", started_at: MAY, canceled_at: null, expires_at: null },
    ]);
    const preview = await ok(h.rv.POST("/billing.preview_update", { body: { customer_id: c, plan_id: pro, cancel_action: "uncancel" } }));
    expect(preview).toMatchObject({ intent: "uncancel", total: 0 });
    await ok(h.rv.POST("/billing.update", { body: { customer_id: c, plan_id: pro, cancel_action: "uncancel" } }));
    expect(await subsOf(c, [pro, free])).toEqual([{ plan: pro, status: "active", started_at: APRIL, canceled_at: null, expires_at: null }]);
  });

  it("plan_schedule overrides: immediate applies a downgrade now (no refund of the surplus), end_of_cycle schedules an upgrade", async () => {
    const group = uid("g");
    const pro = await createPlan({ group, price: { amount: 30, interval: "month" } });
    const basic = await createPlan({ name: "Basic", group, price: { amount: 10, interval: "month" } });
    const c = await paidCustomer(pro);
    clock.set(APRIL + 15 * DAY);
    const now = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: basic, plan_schedule: "immediate" } }));
    expect(now.invoice).toMatchObject({ status: "paid", total: 0 });
    expect(await subsOf(c, [pro, basic])).toEqual([expect.objectContaining({ plan: basic, status: "active", expires_at: null })]);

    const c2 = await paidCustomer(basic);
    clock.set(APRIL + 15 * DAY);
    const later = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c2, plan_id: pro, plan_schedule: "end_of_cycle" } }));
    expect(later).toEqual({ customer_id: c2, payment_url: null });
    expect(await subsOf(c2, [pro, basic])).toEqual([
      expect.objectContaining({ plan: basic, status: "active", expires_at: MAY }),
      expect.objectContaining({ plan: pro, status: "scheduled", started_at: MAY }),
    ]);
  });

  it("an upgrade mid-cycle is prorated: half of April left → credit 5.00 of Basic, 15.00 of Pro; preview equals the charge", async () => {
    const group = uid("g");
    const basic = await createPlan({ name: "Basic", group, price: { amount: 10, interval: "month" } });
    const pro = await createPlan({ group, price: { amount: 30, interval: "month" } });
    const c = await paidCustomer(basic);
    clock.set(APRIL + 15 * DAY);
    const preview = await ok(h.rv.POST("/billing.preview_attach", { body: { customer_id: c, plan_id: pro } }));
    expect(preview.line_items.map((l) => l.total)).toEqual([-5, 15]);
    expect(preview.total).toBe(10);
    const done = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: pro } }));
    expect(done.invoice).toMatchObject({ status: "paid", total: preview.total });
    // Pro's full-period value is what a later refund prorates: cancelling at once with a prorated refund, 5 days later, refunds 10 days of Pro (10.00).
    clock.set(APRIL + 20 * DAY);
    const p = await ok(h.rv.POST("/billing.preview_update", { body: { customer_id: c, plan_id: pro, cancel_action: "cancel_immediately", refund_last_payment: "prorated" } }));
    expect(p).toMatchObject({ intent: "cancel_immediately", total: -10 });
  });
});

describe("billing.update: prepaid quantities and versions", () => {
  async function seatsPlan() {
    const seats = await meter();
    const plan = await createPlan({
      price: { amount: 20, interval: "month" },
      items: [{ feature_id: seats, included: 0, price: { amount: 10, billing_units: 1, billing_method: "prepaid", interval: "month" } }],
    });
    return { seats, plan };
  }

  it("more seats mid-cycle: the prorated difference is charged to the card on file; fewer seats: refunded as a credit note", async () => {
    const { seats, plan } = await seatsPlan();
    const c = await paidCustomer(plan, { feature_quantities: [{ feature_id: seats, quantity: 5 }] });
    expect((await invoicesOf(c)).map((i) => i.total)).toEqual([70]);
    clock.set(APRIL + 15 * DAY);

    const up = { customer_id: c, plan_id: plan, feature_quantities: [{ feature_id: seats, quantity: 10 }] };
    const preview = await ok(h.rv.POST("/billing.preview_update", { body: up }));
    expect(preview).toMatchObject({ intent: "update_quantity", total: 25, subtotal: 25, currency: "usd" });
    expect(preview.line_items).toEqual([expect.objectContaining({ feature_id: seats, total: 25, quantity: 5 })]);
    expect(preview.incoming[0].feature_quantities).toEqual([{ feature_id: seats, quantity: 10 }]);
    expect(preview.next_cycle).toMatchObject({ starts_at: MAY, total: 120 });
    const charged = await ok(h.rv.POST("/billing.update", { body: up }));
    expect(charged).toMatchObject({ payment_url: null, invoice: { status: "paid", total: 25 } });
    expect((await getCustomer(c)).balances[seats]).toMatchObject({ granted: 10 });

    const down = { customer_id: c, plan_id: plan, feature_quantities: [{ feature_id: seats, quantity: 4 }] };
    const p2 = await ok(h.rv.POST("/billing.preview_update", { body: down }));
    expect(p2).toMatchObject({ intent: "update_quantity", total: -30 });
    const refunded = await ok(h.rv.POST("/billing.update", { body: down }));
    expect(refunded.invoice).toMatchObject({ status: "paid", total: -30 });
    expect((await getCustomer(c)).balances[seats]).toMatchObject({ granted: 4 });
    // The refund went back to the period's payments, newest first: 25.00 of the 25.00 charge, 5.00 of the first 70.00.
    expect((await invoicesOf(c)).map((i) => [i.total, i.refunded_amount])).toEqual([
      [-30, 0],
      [25, 25],
      [70, 5],
    ]);
  });

  it("a credit beyond what the last payment can refund is shown and not refunded; the same quantity changes nothing", async () => {
    const { seats, plan } = await seatsPlan();
    const c = await paidCustomer(plan, { feature_quantities: [{ feature_id: seats, quantity: 10 }] });
    clock.set(APRIL + 15 * DAY);
    const same = await ok(h.rv.POST("/billing.preview_update", { body: { customer_id: c, plan_id: plan, feature_quantities: [{ feature_id: seats, quantity: 10 }] } }));
    expect(same).toMatchObject({ intent: "none", total: 0, line_items: [] });
    expect(await ok(h.rv.POST("/billing.update", { body: { customer_id: c, plan_id: plan, feature_quantities: [{ feature_id: seats, quantity: 10 }] } }))).toEqual({ customer_id: c, payment_url: null });
    // 10 → 0 seats: 50.00 of unused seats, all refundable from the 120.00 payment.
    const p = await ok(h.rv.POST("/billing.preview_update", { body: { customer_id: c, plan_id: plan, feature_quantities: [{ feature_id: seats, quantity: 0 }] } }));
    expect(p.total).toBe(-50);
  });

  it("moves to another version of the plan, prorated", async () => {
    const plan = await createPlan({ price: { amount: 20, interval: "month" } });
    const c = await paidCustomer(plan);
    await ok(h.rv.POST("/plans.update", { body: { plan_id: plan, price: { amount: 40, interval: "month" } } }));
    const v2 = (await ok(h.rv.POST("/plans.get", { body: { plan_id: plan } }))).version;
    expect(v2).toBe(2);
    clock.set(APRIL + 15 * DAY);
    const body = { customer_id: c, plan_id: plan, version: 2 };
    const preview = await ok(h.rv.POST("/billing.preview_update", { body }));
    expect(preview).toMatchObject({ intent: "update_plan", total: 10 });
    expect((await ok(h.rv.POST("/billing.update", { body }))).invoice).toMatchObject({ status: "paid", total: 10 });
    const sub = (await ok(h.rv.POST("/customers.get", { body: { customer_id: c, expand: ["subscriptions.plan"] } }))).subscriptions.find((s) => s.plan_id === plan)!;
    expect(sub.plan?.version).toBe(2);
    expect(await fails(h.rv.POST("/billing.update", { body: { customer_id: c, plan_id: plan, version: 9 } }))).toMatchObject({ status: 404, code: "plan_not_found" });
  });

  it("refuses what it does not do, and names the subscription clearly", async () => {
    const plan = await createPlan({ price: { amount: 20, interval: "month" } });
    const addon = await createPlan({ name: "Extra", add_on: true, price: { amount: 5, interval: "month" } });
    const c = await paidCustomer(plan);
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: addon } }));
    const bad = (body: RevenueSchemas["UpdateSubscriptionParams"]) => fails(h.rv.POST("/billing.update", { body }));
    expect(await bad({ customer_id: c, plan_id: plan, customize: { free_trial: null } })).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await bad({ customer_id: c, plan_id: plan })).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await bad({ customer_id: c, cancel_action: "cancel_end_of_cycle" })).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await bad({ customer_id: c, plan_id: plan, cancel_action: "cancel_end_of_cycle", refund_last_payment: "full" })).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await bad({ customer_id: c, plan_id: uid("nope"), cancel_action: "cancel_immediately" })).toMatchObject({ status: 404, code: "subscription_not_found" });
    expect(await bad({ customer_id: c, subscription_id: "sub_nope", cancel_action: "cancel_immediately" })).toMatchObject({ status: 404, code: "subscription_not_found" });
    expect(await bad({ customer_id: uid("nobody"), plan_id: plan, cancel_action: "cancel_immediately" })).toMatchObject({ status: 404, code: "customer_not_found" });
    expect(await fails(h.rv.POST("/billing.cancel", { body: { customer_id: c, plan_id: plan, refund_last_payment: "prorated" } }))).toMatchObject({ status: 400, code: "invalid_request" });
  });
});

describe("cancel: at the end of the cycle (default) or now, with refunds as documented", () => {
  async function groupWithDefault() {
    const group = uid("g");
    const free = await createPlan({ name: "Free", group });
    const pro = await createPlan({ group, price: { amount: 30, interval: "month" } });
    // The free plan becomes the group's default after the customer exists (so paidCustomer starts clean).
    return { group, free, pro };
  }

  it("billing.cancel defaults to the end of the cycle: active until then, the group's default plan scheduled; uncancel undoes both", async () => {
    const { free, pro } = await groupWithDefault();
    const c = await paidCustomer(pro);
    await ok(h.rv.POST("/plans.update", { body: { plan_id: free, auto_enable: true } }));
    clock.set(APRIL + 12 * DAY);
    expect(await ok(h.rv.POST("/billing.cancel", { body: { customer_id: c, plan_id: pro } }))).toEqual({ customer_id: c, payment_url: null });
    expect(await subsOf(c, [pro, free])).toEqual([
      { plan: pro, status: "active", started_at: APRIL, canceled_at: APRIL + 12 * DAY, expires_at: MAY },
      { plan: free, status: "scheduled", started_at: MAY, canceled_at: null, expires_at: null },
    ]);
    // Cancelling again keeps the first cancellation's time.
    clock.set(APRIL + 13 * DAY);
    await ok(h.rv.POST("/cancel", { body: { customer_id: c, plan_id: pro } }));
    expect((await subsOf(c, [pro]))[0].canceled_at).toBe(APRIL + 12 * DAY);
    await ok(h.rv.POST("/billing.update", { body: { customer_id: c, plan_id: pro, cancel_action: "uncancel" } }));
    expect(await subsOf(c, [pro, free])).toEqual([{ plan: pro, status: "active", started_at: APRIL, canceled_at: null, expires_at: null }]);
    await ok(h.rv.POST("/plans.update", { body: { plan_id: free, auto_enable: false } }));
  });

  it("cancel now with a prorated refund: a credit note equal to the preview, the original invoice refunded, the default plan back at once", async () => {
    const { free, pro } = await groupWithDefault();
    const c = await paidCustomer(pro);
    await ok(h.rv.POST("/plans.update", { body: { plan_id: free, auto_enable: true } }));
    clock.set(APRIL + 20 * DAY);
    const body = { customer_id: c, plan_id: pro, cancel_action: "cancel_immediately" as const, refund_last_payment: "prorated" as const };
    const preview = await ok(h.rv.POST("/billing.preview_update", { body }));
    expect(preview).toMatchObject({ intent: "cancel_immediately", total: -10, subtotal: -10 });
    expect(preview.incoming).toEqual([expect.objectContaining({ plan_id: free, effective_at: APRIL + 20 * DAY })]);
    const done = await ok(h.rv.POST("/billing.cancel", { body }));
    expect(done.invoice).toMatchObject({ status: "paid", total: preview.total });
    expect(done.invoice!.stripe_id).toMatch(/^re_sbx/);
    expect(await subsOf(c, [pro, free])).toEqual([expect.objectContaining({ plan: free, status: "active", started_at: APRIL + 20 * DAY })]);
    const list = await invoicesOf(c);
    expect(list.map((i) => [i.total, i.refunded_amount])).toEqual([
      [-10, 0],
      [30, 10],
    ]);
    await ok(h.rv.POST("/plans.update", { body: { plan_id: free, auto_enable: false } }));
  });

  it("cancel now with a full refund, and without one; an add-on is removed at once", async () => {
    const pro = await createPlan({ price: { amount: 30, interval: "month" } });
    const addon = await createPlan({ name: "Extra", add_on: true, price: { amount: 5, interval: "month" } });
    const c = await paidCustomer(pro);
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: addon } }));
    clock.set(APRIL + 5 * DAY);
    // The add-on: cancel at once through billing.update, no refund asked → none.
    const noRefund = await ok(h.rv.POST("/billing.update", { body: { customer_id: c, plan_id: addon, cancel_action: "cancel_immediately" } }));
    expect(noRefund).toEqual({ customer_id: c, payment_url: null });
    expect(await subsOf(c, [pro, addon])).toEqual([expect.objectContaining({ plan: pro })]);
    const full = await ok(h.rv.POST("/cancel", { body: { customer_id: c, plan_id: pro, cancel_action: "cancel_immediately", refund_last_payment: "full" } }));
    expect(full.invoice).toMatchObject({ status: "paid", total: -30 });
    expect(await subsOf(c, [pro, addon])).toEqual([]);
    expect((await invoicesOf(c)).map((i) => [i.total, i.refunded_amount])).toEqual([
      [-30, 0],
      [5, 0],
      [30, 30],
    ]);
  });

  it("cancel at the end of the cycle of a plan without a cycle (free) ends it now; a scheduled plan can be cancelled", async () => {
    const group = uid("g");
    const free = await createPlan({ name: "Free", group });
    const pro = await createPlan({ group, price: { amount: 30, interval: "month" } });
    clock.set(APRIL);
    const c = await newCustomer();
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: free } }));
    await ok(h.rv.POST("/billing.cancel", { body: { customer_id: c, plan_id: free } }));
    expect(await subsOf(c, [free])).toEqual([]);

    const c2 = await paidCustomer(pro);
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c2, plan_id: free } }));
    expect((await subsOf(c2, [free]))[0].status).toBe("scheduled");
    await ok(h.rv.POST("/billing.cancel", { body: { customer_id: c2, plan_id: free } }));
    expect(await subsOf(c2, [pro, free])).toEqual([expect.objectContaining({ plan: pro, status: "active", expires_at: MAY })]);
  });
});

describe("the customer portal's Cancel plan and Resume plan", () => {
  it("cancels at the end of the cycle and resumes, only for the token's customer", async () => {
    const pro = await createPlan({ price: { amount: 30, interval: "month" } });
    const c = await paidCustomer(pro);
    const other = await paidCustomer(pro);
    clock.set(APRIL + 2 * DAY);
    const token = (await ok(h.rv.POST("/billing.open_customer_portal", { body: { customer_id: c } }))).url.split("/").pop()!;
    const view = (await hosted().portal(token))!;
    const plan = view.plans.find((p) => p.name === "Pro")!;
    expect(plan).toMatchObject({ status: "active", canCancel: true, canResume: false, endsAt: null, currentPeriodEnd: MAY });
    const otherSub = (await getCustomer(other)).subscriptions.find((s) => s.plan_id === pro)!;
    expect(await hosted().portalCancel!(token, otherSub.id)).toBe(false);
    expect(await hosted().portalResume!(token, plan.id)).toBe(false);

    expect(await hosted().portalCancel!(token, plan.id)).toBe(true);
    expect(await subsOf(c, [pro])).toEqual([expect.objectContaining({ status: "active", canceled_at: APRIL + 2 * DAY, expires_at: MAY })]);
    expect((await hosted().portal(token))!.plans.find((p) => p.id === plan.id)).toMatchObject({ canCancel: false, canResume: true, endsAt: MAY });
    expect(await hosted().portalCancel!(token, plan.id)).toBe(false);

    expect(await hosted().portalResume!(token, plan.id)).toBe(true);
    expect(await subsOf(c, [pro])).toEqual([expect.objectContaining({ status: "active", canceled_at: null, expires_at: null })]);
    expect(await subsOf(other, [pro])).toEqual([expect.objectContaining({ canceled_at: null })]);
    expect(await hosted().portalCancel!("x".repeat(43), plan.id)).toBe(false);
  });
});
