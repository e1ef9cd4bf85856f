import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { RevenueClient, RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { BIN, dbArgs } from "./support/cli.js";
import { type RevenueHarness, fails, ok, rawPost, startRevenue } from "./support/revenue.js";
import { type TestSql, testSql } from "./support/sql.js";

type Plan = RevenueSchemas["Plan"];
type CreatePlan = RevenueSchemas["CreatePlanParams"];
type UpdatePlan = RevenueSchemas["UpdatePlanParams"];
type PlanItemInput = RevenueSchemas["PlanItemInput"];

const START = Date.UTC(2026, 3, 1, 9, 0, 0);
const clock = manualClock(START);
let h: RevenueHarness;
let sql: TestSql;
beforeAll(async () => {
  h = await startRevenue({ clock });
  sql = testSql(h.tandem);
});
afterAll(async () => {
  await sql.close();
  await h.close();
});

/** An id no other test uses. */
const uid = (prefix = "plan") => `${prefix}_${randomUUID().slice(0, 8)}`;


const feature = (type: "boolean" | "metered" = "metered", client: RevenueClient = h.rv, id = uid(type === "boolean" ? "flag" : "meter")) =>
  ok(client.POST("/features.create", { body: { feature_id: id, name: `Feature ${id}`, type } }));
/** A plan body with every field autumn-js always sends. */
const planBody = (over: Partial<CreatePlan> = {}): CreatePlan => ({
  plan_id: uid(),
  name: "Plan",
  group: "",
  add_on: false,
  auto_enable: false,
  create_in_stripe: true,
  ...over,
});
const item = (feature_id: string, over: Partial<PlanItemInput> = {}): PlanItemInput => ({ feature_id, pooled: false, ...over });
const create = (over: Partial<CreatePlan> = {}, client: RevenueClient = h.rv) => ok(client.POST("/plans.create", { body: planBody(over) }));
const getPlan = (plan_id: string, version?: number, client: RevenueClient = h.rv) =>
  ok(client.POST("/plans.get", { body: { plan_id, ...(version !== undefined ? { version } : {}) } }));
/** The named fields of a body type (without its `[key: string]: unknown` part). */
type Known<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
const update = (body: Omit<Known<UpdatePlan>, "create_in_stripe">, client: RevenueClient = h.rv) =>
  ok(client.POST("/plans.update", { body: { ...body, create_in_stripe: true } }));
const versions = async (plan_id: string, client: RevenueClient = h.rv) => (await ok(client.POST("/plans.versions", { body: { plan_id } }))).list;
const listPlans = async (body: RevenueSchemas["ListPlansParams"] = {}, client: RevenueClient = h.rv) => (await ok(client.POST("/plans.list", { body }))).list;
const customerOn = (plan_id: string, client: RevenueClient = h.rv) =>
  ok(client.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), auto_enable_plan_id: plan_id } }));
const getCustomer = (customer_id: string, client: RevenueClient = h.rv) =>
  ok(client.POST("/customers.get", { body: { customer_id, expand: ["subscriptions.plan"] } }));
const migrate = (body: RevenueSchemas["MigratePlanParams"]) => ok(h.rv.POST("/plans.migrate", { body }));
const deletePlan = (plan_id: string, all_versions = false) => ok(h.rv.POST("/plans.delete", { body: { plan_id, all_versions } }));

describe("plans.create", () => {
  it("creates version 1 with price, items, group, trial and config in Autumn's shape", async () => {
    const calls = await feature();
    const seats = await feature();
    const sso = await feature("boolean");
    const id = uid();
    const plan = await create({
      plan_id: id,
      name: "Pro",
      description: "For teams",
      group: "main",
      price: { amount: 29, interval: "month", interval_count: 1 },
      items: [
        item(calls.id, { included: 1000, reset: { interval: "month", interval_count: 1 } }),
        item(calls.id, {
          price: {
            tiers: [
              { to: 10_000, amount: 0.01 },
              { to: "inf", amount: 0.005 },
            ],
            interval: "month",
            interval_count: 1,
            billing_units: 100,
            billing_method: "usage_based",
          },
        }),
        item(seats.id, {
          included: 2,
          price: { amount: 10, interval: "month", interval_count: 1, billing_units: 1, billing_method: "prepaid", max_purchase: 50 },
        }),
        item(sso.id),
      ],
      free_trial: { duration_length: 14, duration_type: "day", card_required: true, on_end: "bill" },
      config: { ignore_past_due: true },
      metadata: { tier: 2 },
    });
    expect(plan).toEqual({
      id,
      name: "Pro",
      description: "For teams",
      group: "main",
      version: 1,
      active: true,
      add_on: false,
      auto_enable: false,
      price: { amount: 29, interval: "month", interval_count: 1 },
      items: [
        { feature_id: calls.id, included: 1000, unlimited: false, pooled: false, reset: { interval: "month", interval_count: 1 }, price: null },
        {
          feature_id: calls.id,
          included: 0,
          unlimited: false,
          pooled: false,
          reset: null,
          price: {
            tiers: [
              { to: 10_000, amount: 0.01 },
              { to: "inf", amount: 0.005 },
            ],
            tier_behavior: "graduated",
            interval: "month",
            interval_count: 1,
            billing_units: 100,
            billing_method: "usage_based",
            max_purchase: null,
          },
        },
        {
          feature_id: seats.id,
          included: 2,
          unlimited: false,
          pooled: false,
          reset: null,
          price: { amount: 10, interval: "month", interval_count: 1, billing_units: 1, billing_method: "prepaid", max_purchase: 50 },
        },
        { feature_id: sso.id, included: 0, unlimited: false, pooled: false, reset: null, price: null },
      ],
      free_trial: { duration_length: 14, duration_type: "day", card_required: true, on_end: "bill" },
      created_at: clock.now(),
      env: "sandbox",
      archived: false,
      config: { ignore_past_due: true },
      metadata: { tier: 2 },
      base_variant_id: null,
    });
    expect(await getPlan(id)).toEqual(plan);
  });

  it("stores the empty group autumn-js sends as null and defaults a free plan's fields", async () => {
    const plan = await create({ name: "Free" });
    expect(plan).toMatchObject({ group: null, description: null, price: null, items: [], metadata: {}, config: { ignore_past_due: false } });
    expect(plan.free_trial).toBeUndefined();
  });

  it("answers included 0 for an unlimited item", async () => {
    const f = await feature();
    const plan = await create({ items: [item(f.id, { unlimited: true, included: 500 })] });
    expect(plan.items[0]).toMatchObject({ unlimited: true, included: 0 });
  });

  it("keeps rollover, expiry, threshold billing and feature overrides", async () => {
    const f = await feature();
    const plan = await create({
      items: [
        item(f.id, {
          included: 10,
          reset: { interval: "month", interval_count: 1 },
          rollover: { max: 5, expiry_duration_type: "month", expiry_duration_length: 1 },
          expiry: { duration: "year", length: 1 },
          threshold_billing: { threshold: 100 },
          feature_override: { markups: { default_markup: 10 } },
        }),
      ],
    });
    expect(plan.items[0]).toMatchObject({
      rollover: { max: 5, expiry_duration_type: "month", expiry_duration_length: 1 },
      expiry: { duration: "year", length: 1 },
      threshold_billing: { threshold: 100 },
      feature_override: { markups: { default_markup: 10 } },
    });
  });

  it("allows an auto_enable plan with a price when its trial needs no card", async () => {
    const plan = await create({
      auto_enable: true,
      group: uid("g"),
      price: { amount: 10, interval: "month", interval_count: 1 },
      free_trial: { duration_length: 7, duration_type: "day", card_required: false, on_end: "revert" },
    });
    expect(plan.auto_enable).toBe(true);
    await update({ plan_id: plan.id, archived: true });
  });

  const invalidCases: [string, (ids: { m: string; b: string }) => Partial<CreatePlan>, string][] = [
    ["an item price with both amount and tiers", ({ m }) => ({ items: [item(m, { price: { amount: 1, tiers: [{ to: "inf", amount: 1 }], interval: "month", interval_count: 1, billing_units: 1, billing_method: "usage_based" } })] }), "items[0].price"],
    ["an item price with neither amount nor tiers", ({ m }) => ({ items: [item(m, { price: { interval: "month", interval_count: 1, billing_units: 1, billing_method: "usage_based" } })] }), "items[0].price"],
    ["tiers whose last tier is not \"inf\"", ({ m }) => ({ items: [item(m, { price: { tiers: [{ to: 10, amount: 1 }], interval: "month", interval_count: 1, billing_units: 1, billing_method: "usage_based" } })] }), "items[0].price.tiers[0].to"],
    ["tiers whose bounds do not increase", ({ m }) => ({ items: [item(m, { price: { tiers: [{ to: 10, amount: 1 }, { to: 5, amount: 1 }, { to: "inf", amount: 1 }], interval: "month", interval_count: 1, billing_units: 1, billing_method: "usage_based" } })] }), "items[0].price.tiers[1].to"],
    ["a feature twice without one included and one priced item", ({ m }) => ({ items: [item(m, { included: 1 }), item(m, { included: 2 })] }), "items[1].feature_id"],
    ["a boolean feature twice", ({ b }) => ({ items: [item(b), item(b)] }), "items[1].feature_id"],
    ["a price on a boolean feature", ({ b }) => ({ items: [item(b, { price: { amount: 1, interval: "month", interval_count: 1, billing_units: 1, billing_method: "prepaid" } })] }), "items[0].price"],
    ["auto_enable on a plan with a price", () => ({ auto_enable: true, price: { amount: 5, interval: "month", interval_count: 1 } }), "auto_enable"],
  ];
  it.each(invalidCases)("refuses %s with 400 invalid_request naming the field", async (_name, body, field) => {
    const ids = { m: (await feature()).id, b: (await feature("boolean")).id };
    const err = await fails(h.rv.POST("/plans.create", { body: planBody(body(ids)) }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toContain(field);
  });

  it("accepts a metered feature twice as one included and one priced item", async () => {
    const f = await feature();
    const plan = await create({
      items: [item(f.id, { included: 5 }), item(f.id, { price: { amount: 1, interval: "month", interval_count: 1, billing_units: 1, billing_method: "usage_based" } })],
    });
    expect(plan.items).toHaveLength(2);
  });

  it("answers 404 feature_not_found for an item of an unknown feature, and creates nothing", async () => {
    const id = uid();
    const err = await fails(h.rv.POST("/plans.create", { body: planBody({ plan_id: id, items: [item("no_such_feature")] }) }));
    expect(err).toMatchObject({ status: 404, code: "feature_not_found" });
    expect((await fails(h.rv.POST("/plans.get", { body: { plan_id: id } }))).code).toBe("plan_not_found");
  });

  it("refuses an archived feature with 400 naming the item", async () => {
    const f = await feature();
    await ok(h.rv.POST("/features.update", { body: { feature_id: f.id, archived: true } }));
    const err = await fails(h.rv.POST("/plans.create", { body: planBody({ items: [item(f.id)] }) }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toContain("items[0].feature_id");
  });

  it("refuses a plan_id that exists with 400 naming plan_id", async () => {
    const p = await create();
    const err = await fails(h.rv.POST("/plans.create", { body: planBody({ plan_id: p.id }) }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toContain("plan_id");
  });

  it.each([
    ["a missing name", { plan_id: "p1" }, "name"],
    ["a missing plan_id", { name: "x" }, "plan_id"],
    ["a plan_id with spaces", { plan_id: "my plan", name: "x" }, "plan_id"],
    ["a numeric name", { plan_id: "p1", name: 3 }, "name"],
    ["an unknown field", { plan_id: "p1", name: "x", tier: 1 }, "tier"],
    ["an unknown price interval", { plan_id: "p1", name: "x", price: { amount: 1, interval: "fortnight" } }, "interval"],
    ["an item without feature_id", { plan_id: "p1", name: "x", items: [{ included: 5 }] }, "feature_id"],
    ["an unknown item field", { plan_id: "p1", name: "x", items: [{ feature_id: "f", quota: 5 }] }, "quota"],
    ["a free trial of zero days", { plan_id: "p1", name: "x", free_trial: { duration_length: 0 } }, "duration_length"],
    ["a non-boolean add_on", { plan_id: "p1", name: "x", add_on: "yes" }, "add_on"],
  ])("answers 400 invalid_request naming the field for %s", async (_name, body, field) => {
    const r = await rawPost(h, "/plans.create", body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("invalid_request");
    expect(r.body.message).toContain(field);
  });

  it.each([
    ["a negative price", { plan_id: "p1", name: "x", price: { amount: -1, interval: "month" } }, "amount"],
    ["a negative included", { plan_id: "p1", name: "x", items: [{ feature_id: "f", included: -5 }] }, "included"],
  ])("answers 400 invalid_amount naming the field for %s", async (_name, body, field) => {
    const r = await rawPost(h, "/plans.create", body);
    expect(r).toMatchObject({ status: 400, body: { code: "invalid_amount" } });
    expect(r.body.message).toContain(field);
  });
});

describe("plans.get and plans.list", () => {
  it("answers a given version, and 404 plan_not_found for an unknown plan or version", async () => {
    const p = await create({ name: "V1" });
    await update({ plan_id: p.id, force_version: true, price: { amount: 3, interval: "month", interval_count: 1 } });
    expect(await getPlan(p.id, 1)).toMatchObject({ version: 1, active: false, price: null });
    expect(await getPlan(p.id)).toMatchObject({ version: 2, active: true, price: { amount: 3 } });
    expect(await fails(h.rv.POST("/plans.get", { body: { plan_id: p.id, version: 3 } }))).toMatchObject({ status: 404, code: "plan_not_found" });
    expect(await fails(h.rv.POST("/plans.get", { body: { plan_id: uid() } }))).toMatchObject({ status: 404, code: "plan_not_found" });
  });

  it.each([
    ["a missing plan_id", {}, "plan_id"],
    ["version 0", { plan_id: "p", version: 0 }, "version"],
    ["a text version", { plan_id: "p", version: "1" }, "version"],
    ["an unknown field", { plan_id: "p", expand: ["items"] }, "expand"],
  ])("plans.get answers 400 invalid_request naming the field for %s", async (_name, body, field) => {
    const r = await rawPost(h, "/plans.get", body);
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(field);
  });

  describe("in a fresh mode", () => {
    let l: RevenueHarness;
    const lclock = manualClock(START);
    beforeAll(async () => {
      l = await startRevenue({ clock: lclock });
    });
    afterAll(() => l.close());

    it("lists the latest version of each plan oldest plan first, all versions newest first, archived ones on request", async () => {
      const a = await create({ plan_id: "a" }, l.rv);
      lclock.advance(1000);
      await create({ plan_id: "b" }, l.rv);
      lclock.advance(1000);
      await update({ plan_id: a.id, force_version: true }, l.rv);
      await create({ plan_id: "c" }, l.rv);
      await update({ plan_id: "c", archived: true }, l.rv);
      const ids = (list: Plan[]) => list.map((p) => `${p.id}@${p.version}`);
      expect(ids(await listPlans({}, l.rv))).toEqual(["a@2", "b@1"]);
      expect(ids(await listPlans({ all_versions: true }, l.rv))).toEqual(["a@2", "a@1", "b@1"]);
      expect(ids(await listPlans({ include_archived: true }, l.rv))).toEqual(["a@2", "b@1", "c@1"]);
      const all = await listPlans({ all_versions: true }, l.rv);
      expect(all.map((p) => p.active)).toEqual([true, false, true]);
    });

    it("answers the catalog to a publishable key, and to a client that sends no body", async () => {
      expect((await listPlans({}, l.client(l.keys.pkTest))).map((p) => p.id)).toEqual(["a", "b"]);
      const r = await fetch(`${l.baseUrl}/plans.list`, { method: "POST", headers: { authorization: `Bearer ${l.keys.pkTest}` } });
      expect(r.status).toBe(200);
      expect(((await r.json()) as { list: Plan[] }).list).toHaveLength(2);
    });

    it("adds customer_eligibility for a named customer: none for its plan, upgrade or downgrade in its group, activate elsewhere", async () => {
      const group = "tiers";
      const cheap = await create({ plan_id: "cheap", group }, l.rv);
      await create({ plan_id: "dear", group, price: { amount: 50, interval: "month", interval_count: 1 } }, l.rv);
      await create({ plan_id: "lower", group, price: { amount: 0, interval: "year", interval_count: 1 } }, l.rv);
      await create({ plan_id: "other", group: "elsewhere", free_trial: { duration_length: 1, duration_type: "month", card_required: false, on_end: "bill" } }, l.rv);
      const c = await customerOn(cheap.id, l.rv);
      const list = await listPlans({ customer_id: c.id! }, l.rv);
      const of = (id: string) => list.find((p) => p.id === id)!.customer_eligibility;
      expect(of("cheap")).toEqual({ status: "active", canceling: false, trialing: false, attach_action: "none" });
      expect(of("dear")).toEqual({ attach_action: "upgrade" });
      expect(of("other")).toEqual({ trial_available: true, attach_action: "activate" });
      expect((await listPlans({}, l.rv))[0].customer_eligibility).toBeUndefined();
    });

    it("refuses customer_id with a publishable key with 403 secret_key_required", async () => {
      const err = await fails(l.client(l.keys.pkTest).POST("/plans.list", { body: { customer_id: "anyone" } }));
      expect(err).toMatchObject({ status: 403, code: "secret_key_required" });
    });

    it("answers 404 customer_not_found for an unknown customer_id and entity_not_found for an unknown entity", async () => {
      expect((await fails(l.rv.POST("/plans.list", { body: { customer_id: "ghost" } }))).code).toBe("customer_not_found");
      const c = await ok(l.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus") } }));
      expect((await fails(l.rv.POST("/plans.list", { body: { customer_id: c.id!, entity_id: "e-none" } }))).code).toBe("entity_not_found");
    });

    it.each([
      ["a text all_versions", { all_versions: "yes" }, "all_versions"],
      ["an unknown field", { limit: 5 }, "limit"],
    ])("plans.list answers 400 invalid_request naming the field for %s", async (_name, body, field) => {
      const r = await rawPost(l, "/plans.list", body);
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(field);
    });
  });
});

describe("versioning with plans.update", () => {
  it("changes a plan nobody is on in place: still version 1, one version", async () => {
    const f = await feature();
    const p = await create({ items: [item(f.id, { included: 10 })] });
    const u = await update({ plan_id: p.id, items: [item(f.id, { included: 20 })], price: { amount: 9, interval: "month", interval_count: 1 } });
    expect(u).toMatchObject({ version: 1, items: [expect.objectContaining({ included: 20 })], price: { amount: 9 } });
    expect(await versions(p.id)).toHaveLength(1);
  });

  it("creates version 2 when customers are on version 1, and the customers stay on version 1", async () => {
    const f = await feature();
    const p = await create({ items: [item(f.id, { included: 10 })] });
    const c = await customerOn(p.id);
    clock.advance(5000);
    const u = await update({ plan_id: p.id, items: [item(f.id, { included: 50 })] });
    expect(u).toMatchObject({ id: p.id, version: 2, active: true, created_at: clock.now(), items: [expect.objectContaining({ included: 50 })] });
    const after = await getCustomer(c.id!);
    expect(after.subscriptions[0].plan).toMatchObject({ version: 1, active: false });
    expect(after.balances[f.id].granted).toBe(10);
    const vs = await versions(p.id);
    expect(vs.map((v) => [v.version, v.active, v.items[0].included])).toEqual([
      [2, true, 50],
      [1, false, 10],
    ]);
    expect(await getPlan(p.id, 1)).toMatchObject({ items: [expect.objectContaining({ included: 10 })] });
  });

  it("changes name, description and metadata of every version in place, even with customers on it", async () => {
    const p = await create({ name: "Old" });
    await customerOn(p.id);
    await update({ plan_id: p.id, force_version: true, price: { amount: 1, interval: "month", interval_count: 1 } });
    const u = await update({ plan_id: p.id, name: "New", description: "Described", metadata: { k: 1 } });
    expect(u.version).toBe(2);
    const vs = await versions(p.id);
    expect(vs).toHaveLength(2);
    expect(vs.map((v) => [v.name, v.description, v.metadata])).toEqual([
      ["New", "Described", { k: 1 }],
      ["New", "Described", { k: 1 }],
    ]);
  });

  it("answers the version unchanged when the versioned fields are sent with their current values", async () => {
    const f = await feature();
    const p = await create({ items: [item(f.id, { included: 10 })] });
    await customerOn(p.id);
    const u = await update({ plan_id: p.id, items: [item(f.id, { included: 10 })], group: "" });
    expect(u.version).toBe(1);
    expect(await versions(p.id)).toHaveLength(1);
  });

  it("creates a version without customers with force_version", async () => {
    const p = await create();
    expect((await update({ plan_id: p.id, force_version: true })).version).toBe(2);
    expect((await versions(p.id)).map((v) => v.version)).toEqual([2, 1]);
  });

  it("changes the version customers are on in place with disable_version", async () => {
    const f = await feature();
    const p = await create({ items: [item(f.id, { included: 10 })] });
    const c = await customerOn(p.id);
    const u = await update({ plan_id: p.id, disable_version: true, items: [item(f.id, { included: 99 })] });
    expect(u.version).toBe(1);
    expect((await getCustomer(c.id!)).balances[f.id].granted).toBe(99);
  });

  it("changes every version in place with all_versions", async () => {
    const p = await create();
    await customerOn(p.id);
    await update({ plan_id: p.id, force_version: true });
    const u = await update({ plan_id: p.id, all_versions: true, add_on: true });
    expect(u.version).toBe(2);
    expect((await versions(p.id)).map((v) => [v.version, v.add_on])).toEqual([
      [2, true],
      [1, true],
    ]);
  });

  it("refuses two of force_version, disable_version and all_versions with 400", async () => {
    const p = await create();
    const err = await fails(h.rv.POST("/plans.update", { body: { plan_id: p.id, create_in_stripe: true, force_version: true, all_versions: true } }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toContain("all_versions");
  });

  it("builds the new version from an older version named by `version`", async () => {
    const p = await create({ name: "Base" });
    await customerOn(p.id);
    await update({ plan_id: p.id, price: { amount: 5, interval: "month", interval_count: 1 } });
    const u = await update({ plan_id: p.id, version: 1, add_on: true });
    expect(u).toMatchObject({ version: 3, add_on: true, price: null });
  });

  it("answers 404 plan_not_found for an unknown plan or version", async () => {
    expect((await fails(h.rv.POST("/plans.update", { body: { plan_id: uid(), name: "x", create_in_stripe: true } }))).code).toBe("plan_not_found");
    const p = await create();
    expect((await fails(h.rv.POST("/plans.update", { body: { plan_id: p.id, version: 4, name: "x", create_in_stripe: true } }))).code).toBe("plan_not_found");
  });

  it("answers 404 feature_not_found for new items of an unknown feature, leaving the plan as it was", async () => {
    const f = await feature();
    const p = await create({ items: [item(f.id, { included: 1 })] });
    const err = await fails(h.rv.POST("/plans.update", { body: { plan_id: p.id, create_in_stripe: true, name: "Changed", items: [item("nope")] } }));
    expect(err).toMatchObject({ status: 404, code: "feature_not_found" });
    expect(await getPlan(p.id)).toEqual(p);
  });

  it("removes the price and the free trial when they are sent as null", async () => {
    const p = await create({
      price: { amount: 10, interval: "month", interval_count: 1 },
      free_trial: { duration_length: 3, duration_type: "day", card_required: true, on_end: "bill" },
    });
    const u = await update({ plan_id: p.id, price: null, free_trial: null });
    expect(u.price).toBeNull();
    expect(u.free_trial).toBeUndefined();
  });

  it("moves the customers to the new version when migration.draft is false", async () => {
    const f = await feature();
    const p = await create({ items: [item(f.id, { included: 1 })] });
    const c = await customerOn(p.id);
    const u = await update({ plan_id: p.id, items: [item(f.id, { included: 2 })], migration: { draft: false } });
    expect(u.version).toBe(2);
    expect((await getCustomer(c.id!)).subscriptions[0].plan!.version).toBe(2);
  });

  it("renames a plan nobody has been on with new_plan_id", async () => {
    const p = await create();
    const to = uid();
    expect((await update({ plan_id: p.id, new_plan_id: to })).id).toBe(to);
    expect((await fails(h.rv.POST("/plans.get", { body: { plan_id: p.id } }))).code).toBe("plan_not_found");
    expect((await getPlan(to)).id).toBe(to);
  });

  it("refuses to rename a plan customers are on, or to a taken id, with 400 naming new_plan_id", async () => {
    const p = await create();
    const other = await create();
    const taken = await fails(h.rv.POST("/plans.update", { body: { plan_id: p.id, new_plan_id: other.id, create_in_stripe: true } }));
    expect(taken.message).toContain("new_plan_id");
    await customerOn(p.id);
    const used = await fails(h.rv.POST("/plans.update", { body: { plan_id: p.id, new_plan_id: uid(), create_in_stripe: true } }));
    expect(used).toMatchObject({ status: 400, code: "invalid_request" });
    expect(used.message).toContain("new_plan_id");
  });

  it("links a variant to its base plan with base_plan_id, and unlinks it with null", async () => {
    const base = await create();
    const v = await create();
    expect(await update({ plan_id: v.id, base_plan_id: base.id })).toMatchObject({ base_variant_id: base.id, variant_details: { base_plan_id: base.id } });
    expect((await update({ plan_id: v.id, base_plan_id: null })).base_variant_id).toBeNull();
    expect((await fails(h.rv.POST("/plans.update", { body: { plan_id: v.id, base_plan_id: uid(), create_in_stripe: true } }))).code).toBe("plan_not_found");
  });

  it("applies the same change to update_variant_ids", async () => {
    const f = await feature();
    const base = await create();
    const variant = await create();
    await update({ plan_id: base.id, items: [item(f.id, { included: 4 })], update_variant_ids: [variant.id] });
    expect((await getPlan(variant.id)).items).toEqual([expect.objectContaining({ feature_id: f.id, included: 4 })]);
  });

  it("archives with archived: true (hidden from plans.list) and restores with false", async () => {
    const p = await create();
    await update({ plan_id: p.id, archived: true });
    expect((await listPlans()).map((x) => x.id)).not.toContain(p.id);
    expect((await getPlan(p.id)).archived).toBe(true);
    await update({ plan_id: p.id, archived: false });
    expect((await listPlans()).map((x) => x.id)).toContain(p.id);
  });

  it.each([
    ["a missing plan_id", { name: "x" }, "plan_id"],
    ["version 0", { plan_id: "p", version: 0 }, "version"],
    ["an empty name", { plan_id: "p", name: "" }, "name"],
    ["an unknown field", { plan_id: "p", colour: "red" }, "colour"],
    ["a migration without draft", { plan_id: "p", migration: {} }, "draft"],
    ["a new_plan_id with a slash", { plan_id: "p", new_plan_id: "a/b" }, "new_plan_id"],
  ])("answers 400 invalid_request naming the field for %s", async (_name, body, field) => {
    const r = await rawPost(h, "/plans.update", body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("invalid_request");
    expect(r.body.message).toContain(field);
  });
});

describe("plans.versions", () => {
  it("lists every version newest first, only the first active", async () => {
    const p = await create();
    await update({ plan_id: p.id, force_version: true });
    await update({ plan_id: p.id, force_version: true });
    const vs = await versions(p.id);
    expect(vs.map((v) => [v.version, v.active])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
  });

  it("answers 404 plan_not_found for an unknown plan and 400 for bad input", async () => {
    expect(await fails(h.rv.POST("/plans.versions", { body: { plan_id: uid() } }))).toMatchObject({ status: 404, code: "plan_not_found" });
    const r = await rawPost(h, "/plans.versions", { plan_id: "p", version: 1 });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain("version");
  });
});

describe("plans.migrate", () => {
  it("moves the customers from version 1 to 2, who then see version 2's items", async () => {
    const f = await feature();
    const p = await create({ items: [item(f.id, { included: 10 })] });
    const a = await customerOn(p.id);
    const b = await customerOn(p.id);
    await update({ plan_id: p.id, items: [item(f.id, { included: 25 })] });
    const r = await migrate({ plan_id: p.id, from_version: 1, to_version: 2 });
    expect(r.migrated).toBe(2);
    expect(r.customer_ids.sort()).toEqual([a.id, b.id].sort());
    for (const c of [a, b]) {
      const after = await getCustomer(c.id!);
      expect(after.subscriptions[0].plan!.version).toBe(2);
      expect(after.balances[f.id].granted).toBe(25);
    }
    expect(await migrate({ plan_id: p.id, from_version: 1, to_version: 2 })).toEqual({ migrated: 0, customer_ids: [] });
  });

  it("skips a customer whose billing change is running (its billing lock held) and moves it on a later call", async () => {
    const p = await create();
    const a = await customerOn(p.id);
    const b = await customerOn(p.id);
    await update({ plan_id: p.id, force_version: true });
    const spaceId = (await sql.get<{ id: number }>("SELECT id FROM spaces WHERE workspace_id = ? AND mode = 'test'", h.tandem.workspace.id))!.id;
    // What a paid change holds across its provider call.
    const release = await h.tandem.customerLocks.tryHold(`${spaceId}:${a.id}`);
    expect(release).not.toBeNull();
    expect(await migrate({ plan_id: p.id, from_version: 1, to_version: 2 })).toEqual({ migrated: 1, customer_ids: [b.id] });
    expect((await getCustomer(a.id!)).subscriptions[0].plan!.version).toBe(1);
    release!();
    expect(await migrate({ plan_id: p.id, from_version: 1, to_version: 2 })).toEqual({ migrated: 1, customer_ids: [a.id] });
    expect((await getCustomer(a.id!)).subscriptions[0].plan!.version).toBe(2);
  });

  it("moves only the customers named in customer_ids, and allows rolling back", async () => {
    const p = await create();
    const a = await customerOn(p.id);
    const b = await customerOn(p.id);
    await update({ plan_id: p.id, force_version: true });
    expect(await migrate({ plan_id: p.id, from_version: 1, to_version: 2, customer_ids: [a.id!, "not-on-it"] })).toEqual({ migrated: 1, customer_ids: [a.id] });
    expect((await getCustomer(b.id!)).subscriptions[0].plan!.version).toBe(1);
    expect(await migrate({ plan_id: p.id, from_version: 2, to_version: 1 })).toEqual({ migrated: 1, customer_ids: [a.id] });
    expect((await getCustomer(a.id!)).subscriptions[0].plan!.version).toBe(1);
  });

  it("answers 404 plan_not_found for an unknown plan or version, and 400 for equal versions", async () => {
    const p = await create();
    expect((await fails(h.rv.POST("/plans.migrate", { body: { plan_id: uid(), from_version: 1, to_version: 2 } }))).code).toBe("plan_not_found");
    expect((await fails(h.rv.POST("/plans.migrate", { body: { plan_id: p.id, from_version: 1, to_version: 2 } }))).code).toBe("plan_not_found");
    const same = await fails(h.rv.POST("/plans.migrate", { body: { plan_id: p.id, from_version: 1, to_version: 1 } }));
    expect(same).toMatchObject({ status: 400, code: "invalid_request" });
    expect(same.message).toContain("to_version");
  });

  it.each([
    ["a missing to_version", { plan_id: "p", from_version: 1 }, "to_version"],
    ["from_version 0", { plan_id: "p", from_version: 0, to_version: 1 }, "from_version"],
    ["an empty customer_ids", { plan_id: "p", from_version: 1, to_version: 2, customer_ids: [] }, "customer_ids"],
    ["an unknown field", { plan_id: "p", from_version: 1, to_version: 2, dry_run: true }, "dry_run"],
  ])("answers 400 invalid_request naming the field for %s", async (_name, body, field) => {
    const r = await rawPost(h, "/plans.migrate", body);
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(field);
  });
});

describe("plans.delete", () => {
  it("deletes the latest version, so the previous one becomes the latest", async () => {
    const p = await create();
    await update({ plan_id: p.id, force_version: true });
    expect(await deletePlan(p.id)).toEqual({ success: true });
    expect(await getPlan(p.id)).toMatchObject({ version: 1, active: true });
    await deletePlan(p.id);
    expect((await fails(h.rv.POST("/plans.get", { body: { plan_id: p.id } }))).code).toBe("plan_not_found");
  });

  it("deletes every version with all_versions, and the id can then be created again", async () => {
    const p = await create();
    await update({ plan_id: p.id, force_version: true });
    await deletePlan(p.id, true);
    expect((await fails(h.rv.POST("/plans.versions", { body: { plan_id: p.id } }))).code).toBe("plan_not_found");
    expect((await create({ plan_id: p.id })).version).toBe(1);
  });

  it("refuses to delete a version customers are on with 400, and keeps it", async () => {
    const p = await create();
    await customerOn(p.id);
    const err = await fails(h.rv.POST("/plans.delete", { body: { plan_id: p.id, all_versions: false } }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect((await getPlan(p.id)).id).toBe(p.id);
    await update({ plan_id: p.id, force_version: true });
    await deletePlan(p.id);
    expect((await fails(h.rv.POST("/plans.delete", { body: { plan_id: p.id, all_versions: true } }))).status).toBe(400);
  });

  it("answers 404 plan_not_found for an unknown plan and 400 for bad input", async () => {
    expect((await fails(h.rv.POST("/plans.delete", { body: { plan_id: uid(), all_versions: false } }))).code).toBe("plan_not_found");
    const r = await rawPost(h, "/plans.delete", { plan_id: "p", all_versions: "yes" });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain("all_versions");
  });
});

describe("keys and modes", () => {
  it("lets a publishable key read a plan but not create, update, delete, version or migrate one", async () => {
    const pk = h.client(h.keys.pkTest);
    const p = await create();
    expect((await getPlan(p.id, undefined, pk)).id).toBe(p.id);
    expect(await fails(pk.POST("/plans.create", { body: planBody() }))).toMatchObject({ status: 403, code: "secret_key_required" });
    for (const path of ["/plans.update", "/plans.delete", "/plans.versions", "/plans.migrate"] as const) {
      const r = await rawPost(h, path, { plan_id: p.id }, { auth: h.keys.pkTest });
      expect([path, r.status, r.body.code]).toEqual([path, 403, "secret_key_required"]);
    }
  });

  it("keeps test and live plans apart: a test plan is unknown in live, and live can create the same id", async () => {
    const p = await create({ name: "Test" });
    expect((await fails(h.live.POST("/plans.get", { body: { plan_id: p.id } }))).code).toBe("plan_not_found");
    expect((await listPlans({}, h.live)).map((x) => x.id)).not.toContain(p.id);
    expect(await create({ plan_id: p.id, name: "Live" }, h.live)).toMatchObject({ id: p.id, name: "Live", env: "live", version: 1 });
    expect((await getPlan(p.id)).name).toBe("Test");
    expect((await getPlan(p.id, undefined, h.client(h.keys.pkLive))).env).toBe("live");
  });

  it("does not count live customers as being on a test plan", async () => {
    const p = await create();
    await create({ plan_id: p.id }, h.live);
    await customerOn(p.id, h.live);
    expect((await update({ plan_id: p.id, add_on: true })).version).toBe(1);
  });
});

describe("tandem plans copy-to-live", () => {
  let c: RevenueHarness;
  beforeAll(async () => {
    c = await startRevenue();
  });
  afterAll(() => c.close());

  const copy = (...args: string[]) =>
    spawnSync("node", [BIN, "plans", "copy-to-live", ...dbArgs(c.tandem.database), ...args], { encoding: "utf8", env: { ...process.env, TANDEM_LOG_LEVEL: "warn" } });

  it("copies the test plans and the features they use to live, leaving test untouched", async () => {
    const calls = await feature("metered", c.rv, "calls");
    const sso = await feature("boolean", c.rv, "sso");
    await feature("metered", c.rv, "unused");
    const pro = await create({ plan_id: "pro", name: "Pro", price: { amount: 20, interval: "month", interval_count: 1 }, items: [item(calls.id, { included: 100 }), item(sso.id)] }, c.rv);
    const free = await create({ plan_id: "free", name: "Free", auto_enable: true, items: [item(calls.id, { included: 5 })] }, c.rv);
    const testBefore = await listPlans({ all_versions: true, include_archived: true }, c.rv);

    const r = copy("--json");
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(result.plans).toEqual([
      { id: "pro", test_version: 1, live_version: 1, action: "created" },
      { id: "free", test_version: 1, live_version: 1, action: "created" },
    ]);
    expect(result.features.map((f: { id: string }) => f.id).sort()).toEqual(["calls", "sso"]);

    const livePro = await getPlan("pro", undefined, c.live);
    const { created_at: _a, env: _e, ...proContent } = pro;
    expect(livePro).toMatchObject({ ...proContent, env: "live" });
    expect((await getPlan("free", undefined, c.live)).auto_enable).toBe(true);
    const liveFeatures = (await ok(c.live.POST("/features.list", { body: {} }))).list;
    expect(liveFeatures.map((f) => [f.id, f.type]).sort()).toEqual([
      ["calls", "metered"],
      ["sso", "boolean"],
    ]);
    expect(await listPlans({ all_versions: true, include_archived: true }, c.rv)).toEqual(testBefore);
    expect(free.env).toBe("sandbox");
  });

  it("answers unchanged on a second run", () => {
    const r = copy();
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("plan pro: test v1 → live v1 (unchanged)");
    expect(r.stdout).toContain("feature calls: unchanged");
  });

  it("creates a new live version when live customers are on the plan, and keeps them on theirs", async () => {
    const liveCustomer = await customerOn("free", c.live);
    await update({ plan_id: "free", items: [item("calls", { included: 50 })] }, c.rv);
    const r = copy("--plan", "free");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("plan free: test v1 → live v2 (new_version)");
    expect((await getPlan("free", undefined, c.live)).items[0].included).toBe(50);
    expect((await getCustomer(liveCustomer.id!, c.live)).subscriptions[0].plan!.version).toBe(1);
  });

  it("updates a live plan nobody is on in place", async () => {
    await update({ plan_id: "pro", price: { amount: 25, interval: "month", interval_count: 1 } }, c.rv);
    const r = copy("--plan", "pro");
    expect(r.stdout).toContain("plan pro: test v1 → live v1 (updated)");
    expect((await getPlan("pro", undefined, c.live)).price).toMatchObject({ amount: 25 });
  });

  it("exits 1 and copies nothing when a feature has another type in live", async () => {
    await feature("metered", c.rv, "clash");
    await feature("boolean", c.live, "clash");
    await create({ plan_id: "clashing", items: [item("clash", { included: 1 })] }, c.rv);
    const r = copy("--plan", "clashing");
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("invalid_request");
    expect(r.stderr).toContain("clash");
    expect((await fails(c.live.POST("/plans.get", { body: { plan_id: "clashing" } }))).code).toBe("plan_not_found");
  });

  it("exits 1 with plan_not_found for an unknown --plan, copying nothing", async () => {
    const r = copy("--plan", "nope");
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("plan_not_found");
    expect((await fails(c.live.POST("/plans.get", { body: { plan_id: "nope" } }))).code).toBe("plan_not_found");
  });
});
