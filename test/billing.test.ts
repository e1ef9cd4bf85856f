import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, fails, ok, rawPost, startRevenue } from "./support/revenue.js";

type PlanItemInput = RevenueSchemas["PlanItemInput"];
type CreatePlan = RevenueSchemas["CreatePlanParams"];

let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue();
});
afterAll(() => h.close());

const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;
const meter = async () => (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("meter"), name: "M", type: "metered", consumable: true } }))).id;
const item = (feature_id: string, over: Partial<PlanItemInput> = {}): PlanItemInput => ({ feature_id, pooled: false, ...over });
const createPlan = async (over: Partial<CreatePlan>) =>
  (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "P", group: "", add_on: false, auto_enable: false, create_in_stripe: true, ...over } }))).id;
const newCustomer = async () => (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus") } }))).id!;
const attach = (body: RevenueSchemas["AttachParams"]) => h.rv.POST("/billing.attach", { body });
const getCustomer = (customer_id: string) => ok(h.rv.POST("/customers.get", { body: { customer_id } }));

describe("billing.attach", () => {
  it("attaches a free plan: a subscription and its balances at once, no payment_url", async () => {
    const f = await meter();
    const plan = await createPlan({ items: [item(f, { included: 7 })] });
    const c = await newCustomer();
    expect(await ok(attach({ customer_id: c, plan_id: plan }))).toEqual({ customer_id: c, payment_url: null });
    const got = await getCustomer(c);
    expect(got.subscriptions.map((s) => s.plan_id)).toContain(plan);
    expect(got.balances[f]).toMatchObject({ granted: 7, remaining: 7 });
    expect((await ok(h.rv.POST("/check", { body: { customer_id: c, feature_id: f, required_balance: 7 } }))).allowed).toBe(true);
  });

  it("answers 400 stripe_not_connected for a paid plan in live mode without Stripe, and attaches nothing", async () => {
    const f = (await ok(h.live.POST("/features.create", { body: { feature_id: uid("meter"), name: "M", type: "metered", consumable: true } }))).id;
    const plan = (await ok(h.live.POST("/plans.create", { body: { plan_id: uid("plan"), name: "P", price: { amount: 20, interval: "month" }, items: [item(f, { included: 7 })] } }))).id;
    const c = (await ok(h.live.POST("/customers.get_or_create", { body: { customer_id: uid("cus") } }))).id!;
    expect(await fails(h.live.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }))).toMatchObject({ status: 400, code: "stripe_not_connected" });
    expect((await ok(h.live.POST("/customers.get", { body: { customer_id: c } }))).subscriptions).toEqual([]);
  });

  it("answers 409 plan_already_attached for the same plan and version", async () => {
    const plan = await createPlan({});
    const c = await newCustomer();
    await ok(attach({ customer_id: c, plan_id: plan }));
    expect(await fails(attach({ customer_id: c, plan_id: plan }))).toMatchObject({ status: 409, code: "plan_already_attached" });
  });

  it("replaces the customer's plan of the same group, while add-ons stack", async () => {
    const group = uid("grp");
    const a = await createPlan({ group });
    const b = await createPlan({ group });
    const addon = await createPlan({ add_on: true });
    const c = await newCustomer();
    await ok(attach({ customer_id: c, plan_id: a }));
    await ok(attach({ customer_id: c, plan_id: addon }));
    await ok(h.rv.POST("/attach", { body: { customer_id: c, plan_id: b } }));
    expect((await getCustomer(c)).subscriptions.map((s) => s.plan_id).sort()).toEqual([addon, b].sort());
  });

  it("answers 404 for an unknown customer, plan or version", async () => {
    const plan = await createPlan({});
    const c = await newCustomer();
    expect(await fails(attach({ customer_id: uid(), plan_id: plan }))).toMatchObject({ status: 404, code: "customer_not_found" });
    expect(await fails(attach({ customer_id: c, plan_id: uid() }))).toMatchObject({ status: 404, code: "plan_not_found" });
    expect(await fails(attach({ customer_id: c, plan_id: plan, version: 9 }))).toMatchObject({ status: 404, code: "plan_not_found" });
  });

  it.each([
    ["no plan_id", { customer_id: "c" }],
    ["an unknown field", { customer_id: "c", plan_id: "p", surprise: 1 }],
    ["a version of 0", { customer_id: "c", plan_id: "p", version: 0 }],
  ])("refuses %s with 400", async (_, body) => {
    const r = await rawPost(h, "/billing.attach", body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("invalid_request");
  });

  it("refuses licenses and an entity-level attach with 400 naming the field", async () => {
    const plan = await createPlan({});
    const c = await newCustomer();
    const e = await fails(attach({ customer_id: c, plan_id: plan, license_quantities: [{ license_plan_id: "l", quantity: 1 }] }));
    expect(e).toMatchObject({ status: 400, code: "invalid_request" });
    expect(e.message).toContain("license_quantities");
    const en = await fails(attach({ customer_id: c, plan_id: plan, entity_id: "e" }));
    expect(en.message).toContain("entity_id");
  });

  it("keeps modes apart: a live key cannot attach a test plan", async () => {
    const plan = await createPlan({});
    const c = (await ok(h.live.POST("/customers.get_or_create", { body: { customer_id: uid("cus") } }))).id!;
    expect(await fails(h.live.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }))).toMatchObject({ status: 404, code: "plan_not_found" });
  });
});
