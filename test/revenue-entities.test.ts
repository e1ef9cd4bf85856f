import { randomUUID } from "node:crypto";
import type { RevenueClient, RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, fails, ok, rawPost, startRevenue } from "./support/revenue.js";

type Entity = RevenueSchemas["Entity"];
type CreateEntity = RevenueSchemas["CreateEntityParams"];

let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue();
});
afterAll(() => h.close());

const uid = (prefix = "e") => `${prefix}_${randomUUID().slice(0, 8)}`;


/** A non-consumable metered feature (seats). */
async function seatFeature(client: RevenueClient = h.rv): Promise<string> {
  const f = await ok(client.POST("/features.create", { body: { feature_id: uid("seats"), name: "Seats", type: "metered", consumable: false } }));
  return f.id;
}

/** A free plan whose items grant the features (`included`, or unlimited). */
async function plan(
  items: RevenueSchemas["PlanItemInput"][],
  client: RevenueClient = h.rv,
  extra: Partial<RevenueSchemas["CreatePlanParams"]> = {},
): Promise<string> {
  const p = await ok(client.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Team", items, ...extra } }));
  return p.id;
}

/** A new customer, on `planId` when given. */
async function customer(opts: { planId?: string; client?: RevenueClient; body?: Partial<RevenueSchemas["GetOrCreateCustomerParams"]> } = {}): Promise<string> {
  const customer_id = uid("cus");
  const body = { customer_id, ...(opts.planId ? { auto_enable_plan_id: opts.planId } : {}), ...opts.body };
  await ok((opts.client ?? h.rv).POST("/customers.get_or_create", { body }));
  return customer_id;
}

/** A seat feature and a customer whose plan includes `seats` of it. */
async function seatedCustomer(seats: number, client: RevenueClient = h.rv): Promise<{ featureId: string; customerId: string }> {
  const featureId = await seatFeature(client);
  const customerId = await customer({ planId: await plan([{ feature_id: featureId, included: seats }], client), client });
  return { featureId, customerId };
}

const createEntity = (body: CreateEntity, client: RevenueClient = h.rv) => ok(client.POST("/entities.create", { body }));
const getEntity = (body: RevenueSchemas["GetEntityParams"], client: RevenueClient = h.rv) => ok(client.POST("/entities.get", { body }));
const listEntities = (body: RevenueSchemas["ListEntitiesParams"], client: RevenueClient = h.rv) => ok(client.POST("/entities.list", { body }));

describe("entities.create", () => {
  it("creates an entity of the customer that uses one unit of the seat feature", async () => {
    const { featureId, customerId } = await seatedCustomer(2);
    const before = Date.now();
    const e = await createEntity({ customer_id: customerId, entity_id: "user_1", feature_id: featureId, name: "Ada" });
    expect(e).toEqual({
      id: "user_1",
      name: "Ada",
      customer_id: customerId,
      feature_id: featureId,
      created_at: expect.any(Number),
      env: "sandbox",
      subscriptions: [],
      purchases: [],
      balances: {},
      flags: {},
      billing_controls: {},
    });
    expect(e.created_at).toBeGreaterThanOrEqual(before - 1000);
    expect(e.created_at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("stores the name as null when none is given, and billing controls as sent", async () => {
    const { featureId, customerId } = await seatedCustomer(1);
    const billing_controls = {
      spend_limits: [{ feature_id: featureId, enabled: true, overage_limit: 10 }],
      usage_limits: [{ feature_id: featureId, enabled: true, limit: 100, interval: "month" }],
    };
    const e = await createEntity({ customer_id: customerId, entity_id: uid(), feature_id: featureId, billing_controls });
    expect(e.name).toBeNull();
    expect(e.billing_controls).toEqual(billing_controls);
    expect((await getEntity({ customer_id: customerId, entity_id: e.id! })).billing_controls).toEqual(billing_controls);
  });

  it("creates entities past the included seats (each one counted as usage) and frees the unit on delete", async () => {
    const { featureId, customerId } = await seatedCustomer(2);
    for (const id of ["a", "b", "c"]) await createEntity({ customer_id: customerId, entity_id: id, feature_id: featureId });
    const usage = async () => (await ok(h.rv.POST("/customers.get", { body: { customer_id: customerId } }))).balances[featureId]?.usage;
    expect(await usage()).toBe(3);
    await ok(h.rv.POST("/entities.delete", { body: { customer_id: customerId, entity_id: "a" } }));
    expect(await usage()).toBe(2);
  });

  it("creates the entity when no plan of the customer grants the feature", async () => {
    const featureId = await seatFeature();
    const customerId = await customer();
    expect((await createEntity({ customer_id: customerId, entity_id: "x", feature_id: featureId })).id).toBe("x");
  });

  it("counts seats per customer: one customer's entities do not use another's seats", async () => {
    const featureId = await seatFeature();
    const planId = await plan([{ feature_id: featureId, included: 1 }]);
    const [c1, c2] = [await customer({ planId }), await customer({ planId })];
    await createEntity({ customer_id: c1, entity_id: "same", feature_id: featureId });
    const e2 = await createEntity({ customer_id: c2, entity_id: "same", feature_id: featureId });
    expect(e2.customer_id).toBe(c2);
  });

  it("has no seat limit with an unlimited plan item", async () => {
    const featureId = await seatFeature();
    const customerId = await customer({ planId: await plan([{ feature_id: featureId, unlimited: true }]) });
    for (let i = 0; i < 5; i++) await createEntity({ customer_id: customerId, entity_id: `u${i}`, feature_id: featureId });
    expect((await listEntities({ customer_id: customerId })).list).toHaveLength(5);
  });

  it("lets entities past the included seats when the customer allows overage of the feature", async () => {
    const featureId = await seatFeature();
    const customerId = await customer({
      planId: await plan([{ feature_id: featureId, included: 1 }]),
      body: { billing_controls: { overage_allowed: [{ feature_id: featureId, enabled: true }] } },
    });
    for (const id of ["a", "b", "c"]) await createEntity({ customer_id: customerId, entity_id: id, feature_id: featureId });
    expect((await listEntities({ customer_id: customerId })).list.map((e) => e.id)).toEqual(["c", "b", "a"]);
  });

  it("lets entities past the included seats when the seat item has a usage-based price", async () => {
    const featureId = await seatFeature();
    const price = { amount: 10, interval: "month" as const, billing_method: "usage_based" as const };
    // A priced plan can be given without payment only with a free trial that needs no card.
    const planId = await plan([{ feature_id: featureId, included: 1, price }], h.rv, { free_trial: { duration_length: 14, card_required: false } });
    const customerId = await customer({ planId });
    for (const id of ["a", "b"]) await createEntity({ customer_id: customerId, entity_id: id, feature_id: featureId });
    expect((await listEntities({ customer_id: customerId })).list).toHaveLength(2);
  });

  it("answers 404 feature_not_found for an unknown feature", async () => {
    const customerId = await customer();
    const err = await fails(h.rv.POST("/entities.create", { body: { customer_id: customerId, entity_id: uid(), feature_id: uid("missing") } }));
    expect(err).toMatchObject({ status: 404, code: "feature_not_found" });
  });

  it("refuses a feature that is not a non-consumable metered feature, naming feature_id", async () => {
    const customerId = await customer();
    const m = await ok(h.rv.POST("/features.create", { body: { feature_id: uid(), name: "API", type: "metered" } }));
    const b = await ok(h.rv.POST("/features.create", { body: { feature_id: uid(), name: "SSO", type: "boolean" } }));
    const cs = await ok(
      h.rv.POST("/features.create", { body: { feature_id: uid(), name: "Credits", type: "credit_system", credit_schema: [{ metered_feature_id: m.id, credit_cost: 1 }] } }),
    );
    for (const f of [m, b, cs]) {
      const err = await fails(h.rv.POST("/entities.create", { body: { customer_id: customerId, entity_id: uid(), feature_id: f.id } }));
      expect(err, f.type).toMatchObject({ status: 400, code: "invalid_request" });
      expect(err.message).toMatch(/^feature_id /);
    }
  });

  it("creates the customer from customer_data when there is none, with its plans, then the entity", async () => {
    const featureId = await seatFeature();
    const planId = await plan([{ feature_id: featureId, included: 1 }]);
    const customerId = uid("new");
    const e = await createEntity({
      customer_id: customerId,
      entity_id: "first",
      feature_id: featureId,
      customer_data: { name: "New Co", email: "billing@new.example", auto_enable_plan_id: planId },
    });
    expect(e.customer_id).toBe(customerId);
    const c = await ok(h.rv.POST("/customers.get", { body: { customer_id: customerId, expand: ["entities"] } }));
    expect(c).toMatchObject({ id: customerId, name: "New Co", email: "billing@new.example" });
    expect(c.subscriptions.map((s) => s.plan_id)).toEqual([planId]);
    expect(c.entities?.map((x) => x.id)).toEqual(["first"]);
  });

  it("ignores customer_data for an existing customer", async () => {
    const { featureId, customerId } = await seatedCustomer(1);
    await createEntity({ customer_id: customerId, entity_id: uid(), feature_id: featureId, customer_data: { name: "Renamed?" } });
    expect((await ok(h.rv.POST("/customers.get", { body: { customer_id: customerId } }))).name).toBeNull();
  });

  it("leaves no customer behind when the entity is refused", async () => {
    const featureId = await seatFeature();
    const customerId = uid("ghost");
    const limited = await fails(
      h.rv.POST("/entities.create", {
        body: {
          customer_id: customerId,
          entity_id: uid(),
          feature_id: featureId,
          customer_data: { billing_controls: { usage_limits: [{ feature_id: featureId, enabled: true, limit: 0, interval: "month" }] } },
        },
      }),
    );
    expect(limited).toMatchObject({ status: 402, code: "usage_limit_reached" });
    expect(await fails(h.rv.POST("/customers.get", { body: { customer_id: customerId } }))).toMatchObject({ status: 404, code: "customer_not_found" });
  });

  it("applies customers.get_or_create's rules to customer_data", async () => {
    const featureId = await seatFeature();
    const customerId = uid("strict");
    const receipts = await fails(
      h.rv.POST("/entities.create", { body: { customer_id: customerId, entity_id: uid(), feature_id: featureId, customer_data: { send_email_receipts: true } } }),
    );
    expect(receipts).toMatchObject({ status: 400, code: "customer_email_required" });
    const unknownPlan = await fails(
      h.rv.POST("/entities.create", { body: { customer_id: customerId, entity_id: uid(), feature_id: featureId, customer_data: { auto_enable_plan_id: uid("missing") } } }),
    );
    expect(unknownPlan).toMatchObject({ status: 404, code: "plan_not_found" });
    const badEmail = await rawPost(h, "/entities.create", { customer_id: customerId, entity_id: uid(), feature_id: featureId, customer_data: { email: "not-an-email" } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toMatch(/body\.customer_data\.email/);
    const unknownField = await rawPost(h, "/entities.create", { customer_id: customerId, entity_id: uid(), feature_id: featureId, customer_data: { plan: "x" } });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.message).toMatch(/body\.customer_data\.plan is not a known field/);
    expect(await fails(h.rv.POST("/customers.get", { body: { customer_id: customerId } }))).toMatchObject({ status: 404 });
  });

  it("refuses an entity_id the customer already has, naming entity_id", async () => {
    const { featureId, customerId } = await seatedCustomer(3);
    const first = await createEntity({ customer_id: customerId, entity_id: "dup", feature_id: featureId, name: "First" });
    const err = await fails(h.rv.POST("/entities.create", { body: { customer_id: customerId, entity_id: "dup", feature_id: featureId, name: "Second" } }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toMatch(/^entity_id /);
    expect(await getEntity({ customer_id: customerId, entity_id: "dup" })).toEqual(first);
  });

  it("refuses auto top-ups in an entity's billing controls (they are per customer)", async () => {
    const { featureId, customerId } = await seatedCustomer(1);
    const err = await fails(
      h.rv.POST("/entities.create", {
        body: { customer_id: customerId, entity_id: uid(), feature_id: featureId, billing_controls: { auto_topups: [{ feature_id: featureId, enabled: true, threshold: 1, quantity: 10 }] } },
      }),
    );
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toMatch(/^billing_controls\.auto_topups /);
  });

  it("refuses malformed bodies: missing fields, wrong types, unknown fields, over-long ids", async () => {
    const { featureId, customerId } = await seatedCustomer(1);
    const base = { customer_id: customerId, entity_id: uid(), feature_id: featureId };
    const cases: [unknown, RegExp][] = [
      [{ entity_id: "x", feature_id: featureId }, /body\.customer_id is required/],
      [{ customer_id: customerId, feature_id: featureId }, /body\.entity_id is required/],
      [{ customer_id: customerId, entity_id: "x" }, /body\.feature_id is required/],
      [{ ...base, entity_id: 5 }, /body\.entity_id/],
      [{ ...base, entity_id: "" }, /body\.entity_id/],
      [{ ...base, entity_id: "x".repeat(256) }, /body\.entity_id/],
      [{ ...base, name: "n".repeat(256) }, /body\.name/],
      [{ ...base, name: 3 }, /body\.name/],
      [{ ...base, quantity: 2 }, /body\.quantity is not a known field/],
      [{ ...base, billing_controls: { limits: [] } }, /billing_controls\.limits is not a known field/],
      [{ ...base, billing_controls: { spend_limits: {} } }, /body\.billing_controls\.spend_limits/],
    ];
    for (const [body, message] of cases) {
      const res = await rawPost(h, "/entities.create", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("invalid_request");
      expect(res.body.message).toMatch(message);
    }
    expect((await listEntities({ customer_id: customerId })).list).toEqual([]);
  });
});

describe("entities.get", () => {
  it("finds an entity with or without its customer_id", async () => {
    const { featureId, customerId } = await seatedCustomer(1);
    const e = await createEntity({ customer_id: customerId, entity_id: uid("solo"), feature_id: featureId, name: "Solo" });
    expect(await getEntity({ customer_id: customerId, entity_id: e.id! })).toEqual(e);
    expect(await getEntity({ entity_id: e.id! })).toEqual(e);
  });

  it("needs customer_id when several customers have an entity with that id", async () => {
    const featureId = await seatFeature();
    const planId = await plan([{ feature_id: featureId, included: 1 }]);
    const [c1, c2] = [await customer({ planId }), await customer({ planId })];
    const entityId = uid("shared");
    await createEntity({ customer_id: c1, entity_id: entityId, feature_id: featureId, name: "one" });
    await createEntity({ customer_id: c2, entity_id: entityId, feature_id: featureId, name: "two" });
    const err = await fails(h.rv.POST("/entities.get", { body: { entity_id: entityId } }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toMatch(/^customer_id /);
    expect((await getEntity({ customer_id: c2, entity_id: entityId })).name).toBe("two");
  });

  it("answers 404 entity_not_found for an unknown entity, and customer_not_found for an unknown customer", async () => {
    const { featureId, customerId } = await seatedCustomer(1);
    const e = await createEntity({ customer_id: customerId, entity_id: uid(), feature_id: featureId });
    expect(await fails(h.rv.POST("/entities.get", { body: { entity_id: uid("missing") } }))).toMatchObject({ status: 404, code: "entity_not_found" });
    expect(await fails(h.rv.POST("/entities.get", { body: { customer_id: customerId, entity_id: uid("missing") } }))).toMatchObject({
      status: 404,
      code: "entity_not_found",
    });
    expect(await fails(h.rv.POST("/entities.get", { body: { customer_id: uid("nobody"), entity_id: e.id! } }))).toMatchObject({
      status: 404,
      code: "customer_not_found",
    });
    const other = await customer();
    expect(await fails(h.rv.POST("/entities.get", { body: { customer_id: other, entity_id: e.id! } }))).toMatchObject({ status: 404, code: "entity_not_found" });
  });

  it("refuses malformed get bodies", async () => {
    for (const [body, message] of [
      [{}, /body\.entity_id is required/],
      [{ entity_id: "" }, /body\.entity_id/],
      [{ entity_id: "x", customer_id: 1 }, /body\.customer_id/],
      [{ entity_id: "x", expand: ["invoices"] }, /body\.expand is not a known field/],
    ] as [unknown, RegExp][]) {
      const res = await rawPost(h, "/entities.get", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });
});

describe("entities.update", () => {
  it("renames, clears the name with null, and replaces only the billing-control lists sent", async () => {
    const { featureId, customerId } = await seatedCustomer(1);
    const spend_limits = [{ feature_id: featureId, enabled: true, overage_limit: 5 }];
    const e = await createEntity({
      customer_id: customerId,
      entity_id: uid(),
      feature_id: featureId,
      name: "Old",
      billing_controls: { spend_limits, usage_alerts: [{ enabled: true, threshold: 80, threshold_type: "usage_percentage", basis: "included" }] },
    });
    const renamed = await ok(h.rv.POST("/entities.update", { body: { customer_id: customerId, entity_id: e.id!, name: "New" } }));
    expect(renamed).toEqual({ ...e, name: "New" });

    const replaced = await ok(h.rv.POST("/entities.update", { body: { entity_id: e.id!, billing_controls: { usage_alerts: [] } } }));
    expect(replaced.billing_controls).toEqual({ spend_limits, usage_alerts: [] });
    expect(replaced.name).toBe("New");

    const cleared = await ok(h.rv.POST("/entities.update", { body: { entity_id: e.id!, name: null } }));
    expect(cleared.name).toBeNull();
    expect(await getEntity({ entity_id: e.id! })).toEqual(cleared);
  });

  it("refuses auto top-ups and answers 404 for unknown entities and customers", async () => {
    const { featureId, customerId } = await seatedCustomer(1);
    const e = await createEntity({ customer_id: customerId, entity_id: uid(), feature_id: featureId });
    const topups = await fails(h.rv.POST("/entities.update", { body: { entity_id: e.id!, billing_controls: { auto_topups: [] } } }));
    expect(topups).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(h.rv.POST("/entities.update", { body: { entity_id: uid("missing"), name: "x" } }))).toMatchObject({
      status: 404,
      code: "entity_not_found",
    });
    expect(await fails(h.rv.POST("/entities.update", { body: { customer_id: uid("nobody"), entity_id: e.id!, name: "x" } }))).toMatchObject({
      status: 404,
      code: "customer_not_found",
    });
    expect(await getEntity({ entity_id: e.id! })).toEqual(e);
  });

  it("refuses malformed update bodies", async () => {
    for (const [body, message] of [
      [{ name: "x" }, /body\.entity_id is required/],
      [{ entity_id: "x", name: "n".repeat(256) }, /body\.name/],
      [{ entity_id: "x", feature_id: "seats" }, /body\.feature_id is not a known field/],
      [{ entity_id: "x", billing_controls: "none" }, /body\.billing_controls/],
    ] as [unknown, RegExp][]) {
      const res = await rawPost(h, "/entities.update", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });
});

describe("entities.delete", () => {
  it("deletes the entity: it is gone from get and list", async () => {
    const { featureId, customerId } = await seatedCustomer(2);
    const [a, b] = [
      await createEntity({ customer_id: customerId, entity_id: "a", feature_id: featureId }),
      await createEntity({ customer_id: customerId, entity_id: "b", feature_id: featureId }),
    ];
    expect(await ok(h.rv.POST("/entities.delete", { body: { customer_id: customerId, entity_id: a.id! } }))).toEqual({ success: true });
    expect(await fails(h.rv.POST("/entities.get", { body: { customer_id: customerId, entity_id: a.id! } }))).toMatchObject({
      status: 404,
      code: "entity_not_found",
    });
    expect((await listEntities({ customer_id: customerId })).list).toEqual([b]);
  });

  it("answers 404 for an unknown entity, 400 for an ambiguous id without customer_id, 400 for a malformed body", async () => {
    expect(await fails(h.rv.POST("/entities.delete", { body: { entity_id: uid("missing") } }))).toMatchObject({ status: 404, code: "entity_not_found" });
    const featureId = await seatFeature();
    const planId = await plan([{ feature_id: featureId, included: 1 }]);
    const [c1, c2] = [await customer({ planId }), await customer({ planId })];
    await createEntity({ customer_id: c1, entity_id: "twin", feature_id: featureId });
    await createEntity({ customer_id: c2, entity_id: "twin", feature_id: featureId });
    const ambiguous = await fails(h.rv.POST("/entities.delete", { body: { entity_id: "twin" } }));
    expect(ambiguous).toMatchObject({ status: 400, code: "invalid_request" });
    expect((await listEntities({ customer_id: c1 })).list).toHaveLength(1);
    const res = await rawPost(h, "/entities.delete", { entity_id: "twin", cascade: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/body\.cascade is not a known field/);
  });
});

describe("entities.list", () => {
  it("pages through the mode's entities newest first with next_cursor", async () => {
    const h2 = await startRevenue();
    try {
      const { featureId, customerId } = await seatedCustomer(5, h2.rv);
      const created: Entity[] = [];
      for (let i = 0; i < 5; i++) created.push(await createEntity({ customer_id: customerId, entity_id: `e${i}`, feature_id: featureId }, h2.rv));
      const newestFirst = created.slice().reverse();
      const page1 = await listEntities({ limit: 2 }, h2.rv);
      expect(page1.list).toEqual(newestFirst.slice(0, 2));
      expect(page1.next_cursor).toEqual(expect.any(String));
      const page2 = await listEntities({ limit: 2, start_cursor: page1.next_cursor! }, h2.rv);
      expect(page2.list).toEqual(newestFirst.slice(2, 4));
      const page3 = await listEntities({ limit: 2, start_cursor: page2.next_cursor! }, h2.rv);
      expect(page3).toEqual({ list: newestFirst.slice(4), next_cursor: null });
      expect(await listEntities({ start_cursor: "" }, h2.rv)).toEqual({ list: newestFirst, next_cursor: null });
    } finally {
      await h2.close();
    }
  });

  it("filters by customer, and answers 404 customer_not_found for an unknown one", async () => {
    const featureId = await seatFeature();
    const planId = await plan([{ feature_id: featureId, included: 2 }]);
    const [c1, c2] = [await customer({ planId }), await customer({ planId })];
    const e1 = await createEntity({ customer_id: c1, entity_id: "x", feature_id: featureId });
    await createEntity({ customer_id: c2, entity_id: "y", feature_id: featureId });
    expect((await listEntities({ customer_id: c1 })).list).toEqual([e1]);
    expect(await fails(h.rv.POST("/entities.list", { body: { customer_id: uid("nobody") } }))).toMatchObject({ status: 404, code: "customer_not_found" });
  });

  it("searches id and name case-insensitively", async () => {
    const { featureId, customerId } = await seatedCustomer(3);
    const tag = randomUUID().slice(0, 6);
    const byId = await createEntity({ customer_id: customerId, entity_id: `ws_${tag}_alpha`, feature_id: featureId });
    const byName = await createEntity({ customer_id: customerId, entity_id: uid(), feature_id: featureId, name: `Team ${tag.toUpperCase()} Beta` });
    await createEntity({ customer_id: customerId, entity_id: uid(), feature_id: featureId, name: "Unrelated" });
    expect((await listEntities({ search: tag.toUpperCase() })).list.map((e) => e.id)).toEqual([byName.id, byId.id]);
    expect((await listEntities({ search: `${tag} beta` })).list.map((e) => e.id)).toEqual([byName.id]);
  });

  it("filters by the plans (and versions) the entity's customer is on", async () => {
    const featureId = await seatFeature();
    const planA = await plan([{ feature_id: featureId, included: 1 }]);
    const planB = await plan([{ feature_id: featureId, included: 1 }]);
    const [ca, cb] = [await customer({ planId: planA }), await customer({ planId: planB })];
    const ea = await createEntity({ customer_id: ca, entity_id: uid(), feature_id: featureId });
    const eb = await createEntity({ customer_id: cb, entity_id: uid(), feature_id: featureId });
    expect((await listEntities({ plans: [{ id: planA }] })).list).toEqual([ea]);
    expect((await listEntities({ plans: [{ id: planA }, { id: planB }] })).list).toEqual([eb, ea]);
    expect((await listEntities({ plans: [{ id: planA, versions: [1] }] })).list).toEqual([ea]);
    expect((await listEntities({ plans: [{ id: planA, versions: [2] }] })).list).toEqual([]);
    expect((await listEntities({ plans: [{ id: planA }], subscription_status: "scheduled" })).list).toEqual([]);
  });

  it("filters by processor: Stripe-linked customers match stripe; no customer is linked to other processors yet", async () => {
    const featureId = await seatFeature();
    const planId = await plan([{ feature_id: featureId, included: 1 }]);
    const linked = await customer({ planId, body: { stripe_id: `cus_${randomUUID().slice(0, 12)}` } });
    const plain = await customer({ planId });
    const e = await createEntity({ customer_id: linked, entity_id: uid(), feature_id: featureId });
    await createEntity({ customer_id: plain, entity_id: uid(), feature_id: featureId });
    const stripe = (await listEntities({ processors: ["stripe"] })).list;
    expect(stripe).toContainEqual(e);
    expect(stripe.some((x) => x.customer_id === plain)).toBe(false);
    expect(await listEntities({ customer_id: linked, processors: ["revenuecat", "vercel"] })).toEqual({ list: [], next_cursor: null });
  });

  it("refuses a cursor it did not issue, limits out of range, and unknown fields", async () => {
    for (const [body, message] of [
      [{ start_cursor: "not-a-cursor" }, /^start_cursor /],
      [{ start_cursor: Buffer.from("customers:5").toString("base64url") }, /^start_cursor /],
      [{ limit: 0 }, /body\.limit/],
      [{ limit: 5001 }, /body\.limit/],
      [{ limit: "10" }, /body\.limit/],
      [{ sort_order: "asc" }, /body\.sort_order is not a known field/],
      [{ plans: [{ versions: [1] }] }, /body\.plans\.0\.id is required/],
      [{ subscription_status: "canceled" }, /body\.subscription_status/],
    ] as [unknown, RegExp][]) {
      const res = await rawPost(h, "/entities.list", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("invalid_request");
      expect(res.body.message).toMatch(message);
    }
  });
});

describe("entities and features", () => {
  it("refuses to delete or rename a feature that entities use", async () => {
    const { featureId, customerId } = await seatedCustomer(1);
    await createEntity({ customer_id: customerId, entity_id: uid(), feature_id: featureId });
    const del = await fails(h.rv.POST("/features.delete", { body: { feature_id: featureId } }));
    expect(del).toMatchObject({ status: 400, code: "invalid_request" });
    expect(del.message).toMatch(/entit/);
    const rename = await fails(h.rv.POST("/features.update", { body: { feature_id: featureId, new_feature_id: uid() } }));
    expect(rename).toMatchObject({ status: 400, code: "invalid_request" });
  });
});

describe("modes and keys", () => {
  it("keeps test and live entities apart", async () => {
    const t = await seatedCustomer(1);
    const l = await seatedCustomer(1, h.live);
    const entityId = uid("both");
    const te = await createEntity({ customer_id: t.customerId, entity_id: entityId, feature_id: t.featureId });
    const le = await createEntity({ customer_id: l.customerId, entity_id: entityId, feature_id: l.featureId }, h.live);
    expect(te.env).toBe("sandbox");
    expect(le.env).toBe("live");
    expect(await getEntity({ entity_id: entityId })).toEqual(te);
    expect(await getEntity({ entity_id: entityId }, h.live)).toEqual(le);
    // The test customer does not exist in live: entities.create creates a live customer of that id (with no plan), not touching the test one.
    expect(await fails(h.live.POST("/customers.get", { body: { customer_id: t.customerId } }))).toMatchObject({ status: 404, code: "customer_not_found" });
    const crossed = await createEntity({ customer_id: t.customerId, entity_id: uid(), feature_id: l.featureId }, h.live);
    expect(crossed.env).toBe("live");
    expect((await ok(h.live.POST("/customers.get", { body: { customer_id: t.customerId } }))).env).toBe("live");
    expect((await listEntities({ customer_id: t.customerId })).list.map((e) => e.id)).toEqual([entityId]);
    expect(await fails(h.live.POST("/entities.create", { body: { customer_id: l.customerId, entity_id: uid(), feature_id: t.featureId } }))).toMatchObject({
      status: 404,
      code: "feature_not_found",
    });
    const liveList = (await listEntities({}, h.live)).list;
    expect(liveList).toContainEqual(le);
    expect(liveList.filter((e) => e.customer_id === t.customerId)).toEqual([crossed]);
    expect(liveList.every((e) => e.env === "live")).toBe(true);
    await ok(h.live.POST("/entities.delete", { body: { entity_id: entityId } }));
    expect(await getEntity({ entity_id: entityId })).toEqual(te);
  });

  it("refuses publishable keys for every entities operation with 403 secret_key_required", async () => {
    const { featureId, customerId } = await seatedCustomer(1);
    const e = await createEntity({ customer_id: customerId, entity_id: uid(), feature_id: featureId });
    for (const key of [h.keys.pkTest, h.keys.pkLive]) {
      const pk = h.client(key);
      const calls = [
        pk.POST("/entities.create", { body: { customer_id: customerId, entity_id: uid(), feature_id: featureId } }),
        pk.POST("/entities.get", { body: { entity_id: e.id! } }),
        pk.POST("/entities.update", { body: { entity_id: e.id!, name: "x" } }),
        pk.POST("/entities.delete", { body: { entity_id: e.id! } }),
        pk.POST("/entities.list", { body: {} }),
      ];
      for (const call of calls) expect(await fails(call)).toMatchObject({ status: 403, code: "secret_key_required" });
    }
    expect(await getEntity({ entity_id: e.id! })).toEqual(e);
  });
});

describe("seats are counted through stored balances", () => {
  it("an entity uses one unit of the customer's stored balance: check shows it, delete frees it", async () => {
    const { featureId, customerId } = await seatedCustomer(2);
    await ok(h.rv.POST("/entities.create", { body: { customer_id: customerId, entity_id: "seat-1", feature_id: featureId } }));
    const after = await ok(h.rv.POST("/balances.check", { body: { customer_id: customerId, feature_id: featureId } }));
    expect(after.balance).toMatchObject({ granted: 2, usage: 1, remaining: 1 });
    expect((await ok(h.rv.POST("/customers.get", { body: { customer_id: customerId } }))).balances[featureId]).toMatchObject({ usage: 1 });
    await ok(h.rv.POST("/entities.create", { body: { customer_id: customerId, entity_id: "seat-2", feature_id: featureId } }));
    const full = await ok(h.rv.POST("/balances.check", { body: { customer_id: customerId, feature_id: featureId } }));
    expect(full).toMatchObject({ allowed: false, balance: { usage: 2, remaining: 0 } });
    await ok(h.rv.POST("/entities.delete", { body: { customer_id: customerId, entity_id: "seat-1" } }));
    const freed = await ok(h.rv.POST("/balances.check", { body: { customer_id: customerId, feature_id: featureId } }));
    expect(freed).toMatchObject({ allowed: true, balance: { usage: 1, remaining: 1 } });
  });

  it("a seat tracked by hand and the entities add up in one number", async () => {
    const { featureId, customerId } = await seatedCustomer(1);
    await ok(h.rv.POST("/balances.track", { body: { customer_id: customerId, feature_id: featureId, value: 1 } }));
    await createEntity({ customer_id: customerId, entity_id: "late", feature_id: featureId });
    expect((await ok(h.rv.POST("/customers.get", { body: { customer_id: customerId } }))).balances[featureId]?.usage).toBe(2);
  });
});
