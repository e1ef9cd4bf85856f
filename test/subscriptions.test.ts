/**
 * The subscriptions module through the SDK: whichever path ends a plan (a cancel now, the billing
 * cycle), the group's default plan comes back by one rule (subscriptions.rules `defaultPlanAfter`):
 * a plan without a trial first, never a trial the customer has used.
 */
import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, ok, startRevenue } from "./support/revenue.js";

let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue();
});
afterAll(() => h.close());

const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;
const CARD = { expMonth: 12, expYear: 2040, cvc: "123", name: "Ann Example" };
const tokenOf = (url: string) => url.split("/").pop()!;
const createPlan = async (over: Partial<RevenueSchemas["CreatePlanParams"]>) => (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Pro", ...over } }))).id;
const getCustomer = (customer_id: string) => ok(h.rv.POST("/customers.get", { body: { customer_id } }));
const of = <S extends { plan_id: string }>(c: { subscriptions: S[] }, plans: string[]) => c.subscriptions.filter((s) => plans.includes(s.plan_id));
const noCardTrial = { duration_length: 7, duration_type: "day", card_required: false } as const;

describe("the group's default plan comes back", () => {
  it("after a cancel now, by the cycle's rule: a plan without a trial before a trial plan, and never a trial the customer has used", async () => {
    // Group A's only default is a no-card trial plan; group B has a free default and a trial one.
    const ga = uid("ga");
    const gb = uid("gb");
    const trialA = await createPlan({ name: "Trial A", group: ga, auto_enable: true, price: { amount: 10, interval: "month" }, free_trial: noCardTrial });
    const proA = await createPlan({ name: "Pro A", group: ga, price: { amount: 20, interval: "month" } });
    const freeB = await createPlan({ name: "Free B", group: gb, auto_enable: true });
    const trialB = await createPlan({ name: "Trial B", group: gb, auto_enable: true, price: { amount: 10, interval: "month" }, free_trial: noCardTrial });
    const proB = await createPlan({ name: "Pro B", group: gb, price: { amount: 20, interval: "month" } });

    // A new customer starts on each group's trial plan (a new customer's rule: a no-card trial first); its trials are used.
    const c = (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com" } }))).id!;
    const started = await getCustomer(c);
    expect(of(started, [trialA, trialB, freeB]).map((s) => s.plan_id).sort()).toEqual([trialA, trialB].sort());
    const setup = await ok(h.rv.POST("/billing.setup_payment", { body: { customer_id: c } }));
    expect((await h.tandem.revenue.services.hosted.submitCard(tokenOf(setup.url), { number: "4242424242424242", ...CARD })).outcome).toBe("complete");
    for (const pro of [proA, proB]) expect((await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: pro } }))).invoice).toMatchObject({ status: "paid", total: 20 });

    // What a cancel now previews as coming back, then does.
    const previewA = await ok(h.rv.POST("/billing.preview_update", { body: { customer_id: c, plan_id: proA, cancel_action: "cancel_immediately" } }));
    const previewB = await ok(h.rv.POST("/billing.preview_update", { body: { customer_id: c, plan_id: proB, cancel_action: "cancel_immediately" } }));
    expect(previewA.incoming).toEqual([]);
    expect(previewB.incoming.map((p) => p.plan_id)).toEqual([freeB]);
    for (const pro of [proA, proB]) await ok(h.rv.POST("/billing.cancel", { body: { customer_id: c, plan_id: pro, cancel_action: "cancel_immediately" } }));

    const got = await getCustomer(c);
    expect(of(got, [trialA, proA])).toEqual([]);
    expect(of(got, [freeB, trialB, proB]).map((s) => [s.plan_id, s.status, s.trial_ends_at])).toEqual([[freeB, "active", null]]);
  });

  it("at the end of the cycle, scheduled by the same rule: the free plan, not the trial plan", async () => {
    const g = uid("g");
    const free = await createPlan({ name: "Free", group: g, auto_enable: true });
    const trial = await createPlan({ name: "Trial", group: g, auto_enable: true, price: { amount: 10, interval: "month" }, free_trial: noCardTrial });
    const pro = await createPlan({ name: "Pro", group: g, price: { amount: 20, interval: "month" } });
    const c = (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com" } }))).id!;
    const setup = await ok(h.rv.POST("/billing.setup_payment", { body: { customer_id: c } }));
    expect((await h.tandem.revenue.services.hosted.submitCard(tokenOf(setup.url), { number: "4242424242424242", ...CARD })).outcome).toBe("complete");
    await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: pro } }));
    const end = of(await getCustomer(c), [pro])[0].current_period_end!;
    await ok(h.rv.POST("/billing.cancel", { body: { customer_id: c, plan_id: pro } }));
    expect(of(await getCustomer(c), [free, trial]).map((s) => [s.plan_id, s.status, s.started_at])).toEqual([[free, "scheduled", end]]);
  });
});
