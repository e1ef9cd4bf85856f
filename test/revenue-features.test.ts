import { randomUUID } from "node:crypto";
import { REPLAYED_HEADER, type RevenueClient, type RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, fails, ok, rawPost, startRevenue } from "./support/revenue.js";

type Feature = RevenueSchemas["Feature"];
type CreateFeature = RevenueSchemas["CreateFeatureParams"];
type UpdateFeature = RevenueSchemas["UpdateFeatureParams"];

let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue();
});
afterAll(() => h.close());

/** A feature (or plan, customer) id no other test uses. */
const uid = (prefix = "f") => `${prefix}_${randomUUID().slice(0, 8)}`;


const create = (body: CreateFeature, client: RevenueClient = h.rv) => ok(client.POST("/features.create", { body }));
const get = (feature_id: string, client: RevenueClient = h.rv) => ok(client.POST("/features.get", { body: { feature_id } }));
const update = (body: UpdateFeature, client: RevenueClient = h.rv) => ok(client.POST("/features.update", { body }));
const list = async (client: RevenueClient = h.rv) => (await ok(client.POST("/features.list", { body: {} }))).list;

const metered = (over: Partial<CreateFeature> = {}) => create({ feature_id: uid("m"), name: "API calls", type: "metered", ...over });
const seats = (over: Partial<CreateFeature> = {}) => create({ feature_id: uid("seats"), name: "Seats", type: "metered", consumable: false, ...over });
const creditSystem = (meteredIds: string[], over: Partial<CreateFeature> = {}) =>
  create({
    feature_id: uid("credits"),
    name: "Credits",
    type: "credit_system",
    credit_schema: meteredIds.map((metered_feature_id) => ({ metered_feature_id, credit_cost: 1 })),
    ...over,
  });
/** A plan with one item of each feature (plans.create). */
const planWith = (featureIds: string[]) =>
  ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Pro", items: featureIds.map((feature_id) => ({ feature_id, included: 5 })) } }));

describe("features.create", () => {
  it("creates a boolean feature that is never consumable and has no event names", async () => {
    const id = uid("sso");
    const f = await create({ feature_id: id, name: "SSO", type: "boolean" });
    expect(f).toEqual({ id, name: "SSO", type: "boolean", consumable: false, event_names: [], archived: false });
  });

  it("creates a metered feature that is consumable by default, with event names and display names", async () => {
    const id = uid("api");
    const f = await create({
      feature_id: id,
      name: "API calls",
      type: "metered",
      event_names: ["api.request", "api.batch"],
      display: { singular: "call", plural: "calls" },
    });
    expect(f).toEqual({
      id,
      name: "API calls",
      type: "metered",
      consumable: true,
      event_names: ["api.request", "api.batch"],
      display: { singular: "call", plural: "calls" },
      archived: false,
    });
  });

  it("creates a non-consumable metered feature (a standing count such as seats)", async () => {
    const f = await seats();
    expect(f.type).toBe("metered");
    expect(f.consumable).toBe(false);
  });

  it("creates a credit system with flat and graduated entries, keeping the schema as sent", async () => {
    const [a, b] = [await metered(), await metered()];
    const credit_schema: RevenueSchemas["CreditSchemaEntry"][] = [
      { metered_feature_id: a.id, credit_cost: 0.5, billing_units: 10 },
      {
        metered_feature_id: b.id,
        tier_behavior: "graduated",
        tiers: [
          { to: 100, credit_cost: 0 },
          { to: 1000, credit_cost: 2 },
          { to: "inf", credit_cost: 1 },
        ],
      },
    ];
    const f = await create({ feature_id: uid("credits"), name: "Credits", type: "credit_system", credit_schema });
    expect(f.type).toBe("credit_system");
    expect(f.consumable).toBe(true);
    expect(f.credit_schema).toEqual(credit_schema);
    expect(f).not.toHaveProperty("model_markups");
  });

  it("creates an AI credit system with model, provider and default markups", async () => {
    const id = uid("ai");
    const f = await create({
      feature_id: id,
      name: "AI credits",
      type: "ai_credit_system",
      default_markup: 20,
      model_markups: { "gpt-4o": { markup: 10, input_cost: 2.5, output_cost: 10 } },
      provider_markups: { anthropic: { markup: 15 } },
    });
    expect(f).toEqual({
      id,
      name: "AI credits",
      type: "ai_credit_system",
      consumable: true,
      event_names: [],
      default_markup: 20,
      model_markups: { "gpt-4o": { markup: 10, input_cost: 2.5, output_cost: 10 } },
      provider_markups: { anthropic: { markup: 15 } },
      archived: false,
    });
  });

  it("accepts null markups on an AI credit system and answers them as null", async () => {
    const f = await create({ feature_id: uid("ai"), name: "AI", type: "ai_credit_system", model_markups: null, provider_markups: null });
    expect(f.model_markups).toBeNull();
    expect(f.provider_markups).toBeNull();
  });

  it("refuses a feature_id already used in this mode, naming feature_id", async () => {
    const f = await metered();
    const err = await fails(h.rv.POST("/features.create", { body: { feature_id: f.id, name: "Other", type: "boolean" } }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toMatch(/^feature_id /);
    expect((await get(f.id)).type).toBe("metered");
  });

  it("refuses consumable: true for a boolean feature", async () => {
    const err = await fails(h.rv.POST("/features.create", { body: { feature_id: uid(), name: "SSO", type: "boolean", consumable: true } }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toMatch(/^consumable /);
  });

  it("refuses event names on a boolean feature and repeated event names", async () => {
    const onBoolean = await fails(h.rv.POST("/features.create", { body: { feature_id: uid(), name: "x", type: "boolean", event_names: ["e"] } }));
    expect(onBoolean).toMatchObject({ status: 400, code: "invalid_request" });
    expect(onBoolean.message).toMatch(/^event_names /);
    const repeated = await fails(h.rv.POST("/features.create", { body: { feature_id: uid(), name: "x", type: "metered", event_names: ["a", "b", "a"] } }));
    expect(repeated).toMatchObject({ status: 400, code: "invalid_request" });
    expect(repeated.message).toMatch(/^event_names\[2\] /);
  });

  it("requires credit_schema for a credit system and refuses it for the other types", async () => {
    const m = await metered();
    const missing = await fails(h.rv.POST("/features.create", { body: { feature_id: uid(), name: "C", type: "credit_system" } }));
    expect(missing).toMatchObject({ status: 400, code: "invalid_request" });
    expect(missing.message).toMatch(/^credit_schema /);
    const empty = await fails(h.rv.POST("/features.create", { body: { feature_id: uid(), name: "C", type: "credit_system", credit_schema: [] } }));
    expect(empty).toMatchObject({ status: 400, code: "invalid_request" });
    for (const type of ["metered", "boolean", "ai_credit_system"] as const) {
      const err = await fails(
        h.rv.POST("/features.create", { body: { feature_id: uid(), name: "C", type, credit_schema: [{ metered_feature_id: m.id, credit_cost: 1 }] } }),
      );
      expect(err, type).toMatchObject({ status: 400, code: "invalid_request" });
      expect(err.message).toMatch(/^credit_schema /);
    }
  });

  it("answers 404 feature_not_found for a credit schema naming an unknown feature", async () => {
    const err = await fails(
      h.rv.POST("/features.create", {
        body: { feature_id: uid(), name: "C", type: "credit_system", credit_schema: [{ metered_feature_id: uid("missing"), credit_cost: 1 }] },
      }),
    );
    expect(err).toMatchObject({ status: 404, code: "feature_not_found" });
  });

  it("refuses a credit schema entry naming a feature that is not metered", async () => {
    const b = await create({ feature_id: uid(), name: "flag", type: "boolean" });
    const err = await fails(
      h.rv.POST("/features.create", { body: { feature_id: uid(), name: "C", type: "credit_system", credit_schema: [{ metered_feature_id: b.id, credit_cost: 1 }] } }),
    );
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toMatch(/^credit_schema\[0\]\.metered_feature_id /);
  });

  it("refuses a credit schema naming the same metered feature twice", async () => {
    const m = await metered();
    const err = await fails(
      h.rv.POST("/features.create", {
        body: {
          feature_id: uid(),
          name: "C",
          type: "credit_system",
          credit_schema: [
            { metered_feature_id: m.id, credit_cost: 1 },
            { metered_feature_id: m.id, credit_cost: 2 },
          ],
        },
      }),
    );
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toMatch(/^credit_schema\[1\]\.metered_feature_id /);
  });

  it("answers 400 invalid_amount for credit costs and billing units that are not above zero", async () => {
    const m = await metered();
    const bad: RevenueSchemas["CreditSchemaEntry"][] = [
      { metered_feature_id: m.id, credit_cost: 0 },
      { metered_feature_id: m.id, credit_cost: -1 },
      { metered_feature_id: m.id, credit_cost: 1, billing_units: 0 },
      { metered_feature_id: m.id, tier_behavior: "graduated", tiers: [{ to: "inf", credit_cost: -0.5 }] },
    ];
    for (const entry of bad) {
      const err = await fails(h.rv.POST("/features.create", { body: { feature_id: uid(), name: "C", type: "credit_system", credit_schema: [entry] } }));
      expect(err, JSON.stringify(entry)).toMatchObject({ status: 400, code: "invalid_amount" });
    }
  });

  it("refuses incoherent credit tiers and entries with neither a cost nor tiers", async () => {
    const m = await metered();
    const bad: [RevenueSchemas["CreditSchemaEntry"], RegExp][] = [
      [{ metered_feature_id: m.id }, /credit_cost is required/],
      [{ metered_feature_id: m.id, credit_cost: 1, tier_behavior: "graduated", tiers: [{ to: "inf", credit_cost: 1 }] }, /credit_cost cannot/],
      [{ metered_feature_id: m.id, tiers: [{ to: "inf", credit_cost: 1 }] }, /tier_behavior is required/],
      [{ metered_feature_id: m.id, tier_behavior: "graduated", tiers: [] }, /tiers must have/],
      [{ metered_feature_id: m.id, tier_behavior: "graduated", tiers: [{ to: 10, credit_cost: 1 }] }, /tiers\[0\]\.to must be "inf"/],
      [{ metered_feature_id: m.id, tier_behavior: "graduated", tiers: [{ to: "inf", credit_cost: 1 }, { to: "inf", credit_cost: 1 }] }, /tiers\[0\]\.to/],
      [
        { metered_feature_id: m.id, tier_behavior: "graduated", tiers: [{ to: 10, credit_cost: 1 }, { to: 5, credit_cost: 1 }, { to: "inf", credit_cost: 1 }] },
        /tiers\[1\]\.to must be greater/,
      ],
    ];
    for (const [entry, message] of bad) {
      const err = await fails(h.rv.POST("/features.create", { body: { feature_id: uid(), name: "C", type: "credit_system", credit_schema: [entry] } }));
      expect(err, JSON.stringify(entry)).toMatchObject({ status: 400, code: "invalid_request" });
      expect(err.message).toMatch(message);
    }
  });

  it("refuses markups on a feature that is not an AI credit system", async () => {
    for (const extra of [{ default_markup: 10 }, { model_markups: { m: { markup: 1 } } }, { provider_markups: { p: { markup: 1 } } }]) {
      const err = await fails(h.rv.POST("/features.create", { body: { feature_id: uid(), name: "x", type: "metered", ...extra } }));
      expect(err, JSON.stringify(extra)).toMatchObject({ status: 400, code: "invalid_request" });
      expect(err.message).toMatch(new RegExp(`^${Object.keys(extra)[0]} `));
    }
  });

  it("answers 400 invalid_amount for negative markups and costs", async () => {
    for (const extra of [{ default_markup: -1 }, { model_markups: { m: { input_cost: -2 } } }, { provider_markups: { p: { markup: -5 } } }]) {
      const err = await fails(h.rv.POST("/features.create", { body: { feature_id: uid(), name: "x", type: "ai_credit_system", ...extra } }));
      expect(err, JSON.stringify(extra)).toMatchObject({ status: 400, code: "invalid_amount" });
    }
  });

  it("refuses malformed bodies: missing fields, wrong types, unknown fields, bad ids and unknown types", async () => {
    const cases: [unknown, RegExp][] = [
      [{ name: "x", type: "metered" }, /body\.feature_id is required/],
      [{ feature_id: uid(), type: "metered" }, /body\.name is required/],
      [{ feature_id: uid(), name: "x" }, /body\.type is required/],
      [{ feature_id: uid(), name: 7, type: "metered" }, /body\.name/],
      [{ feature_id: uid(), name: "x", type: "metered", consumable: "yes" }, /body\.consumable/],
      [{ feature_id: uid(), name: "x", type: "gauge" }, /body\.type must be one of/],
      [{ feature_id: "has space", name: "x", type: "metered" }, /body\.feature_id/],
      [{ feature_id: "", name: "x", type: "metered" }, /body\.feature_id/],
      [{ feature_id: "x".repeat(256), name: "x", type: "metered" }, /body\.feature_id/],
      [{ feature_id: uid(), name: "", type: "metered" }, /body\.name/],
      [{ feature_id: uid(), name: "x", type: "metered", colour: "red" }, /body\.colour is not a known field/],
      [{ feature_id: uid(), name: "x", type: "metered", display: { singular: "call" } }, /body\.display\.plural is required/],
      [{ feature_id: uid(), name: "x", type: "metered", event_names: "api" }, /body\.event_names/],
      [{ feature_id: uid(), name: "x", type: "credit_system", credit_schema: [{ credit_cost: 1 }] }, /metered_feature_id is required/],
    ];
    for (const [body, message] of cases) {
      const res = await rawPost(h, "/features.create", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("invalid_request");
      expect(res.body.message).toMatch(message);
    }
    const notJson = await rawPost(h, "/features.create", "{nope");
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe("invalid_json");
  });

  it("replays a create sent again with the same idempotency key instead of creating twice: the SDK's retry gets the first answer as its success", async () => {
    const key = randomUUID();
    const body = { feature_id: uid(), name: "Replayed", type: "metered" as const };
    const first = await ok(h.rv.POST("/features.create", { body, params: { header: { "idempotency-key": key } } }));
    const again = await h.rv.POST("/features.create", { body, params: { header: { "idempotency-key": key } } });
    expect({ status: again.response.status, replayed: again.response.headers.get(REPLAYED_HEADER), data: again.data }).toEqual({ status: 200, replayed: "true", data: first });
    expect(await ok(h.rv.POST("/features.create", { body, params: { header: { "idempotency-key": key } } }))).toEqual(first);
    // On the wire it is still 409 idempotency_replay with the first answer in data.response.
    const wire = await rawPost(h, "/features.create", body, { headers: { "idempotency-key": key } });
    expect(wire).toMatchObject({ status: 409, body: { code: "idempotency_replay", data: { response: first } } });
  });
});

describe("features.get and features.list", () => {
  it("gets a feature exactly as it was created", async () => {
    const m = await metered({ event_names: ["e1"], display: { singular: "unit", plural: "units" } });
    expect(await get(m.id)).toEqual(m);
  });

  it("answers 404 feature_not_found for an unknown id", async () => {
    const err = await fails(h.rv.POST("/features.get", { body: { feature_id: uid("missing") } }));
    expect(err).toMatchObject({ status: 404, code: "feature_not_found" });
  });

  it("refuses a get without feature_id or with unknown fields", async () => {
    const missing = await rawPost(h, "/features.get", {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/body\.feature_id is required/);
    const unknown = await rawPost(h, "/features.get", { feature_id: "x", expand: ["plans"] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/body\.expand is not a known field/);
    const wrongType = await rawPost(h, "/features.get", { feature_id: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.code).toBe("invalid_request");
  });

  it("lists every feature of the mode oldest first, archived ones included", async () => {
    const h2 = await startRevenue();
    try {
      const a = await create({ feature_id: "a_first", name: "A", type: "boolean" }, h2.rv);
      const b = await create({ feature_id: "b_second", name: "B", type: "metered" }, h2.rv);
      const c = await create({ feature_id: "c_third", name: "C", type: "credit_system", credit_schema: [{ metered_feature_id: b.id, credit_cost: 3 }] }, h2.rv);
      const archivedA = await update({ feature_id: a.id, archived: true }, h2.rv);
      expect(await list(h2.rv)).toEqual([archivedA, b, c]);
    } finally {
      await h2.close();
    }
  });

  it("lists without a body, as autumn-js sends it", async () => {
    const m = await metered();
    const noBody = await fetch(`${h.baseUrl}/features.list`, { method: "POST", headers: { authorization: `Bearer ${h.keys.test}` } });
    expect(noBody.status).toBe(200);
    const ids = ((await noBody.json()) as { list: Feature[] }).list.map((f) => f.id);
    expect(ids).toContain(m.id);
  });

  it("refuses unknown fields in the list body", async () => {
    const res = await rawPost(h, "/features.list", { type: "metered" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/body\.type is not a known field/);
  });
});

describe("features.update", () => {
  it("changes only the fields sent", async () => {
    const m = await metered({ event_names: ["a"], display: { singular: "call", plural: "calls" } });
    const renamed = await update({ feature_id: m.id, name: "Requests" });
    expect(renamed).toEqual({ ...m, name: "Requests" });
    const evented = await update({ feature_id: m.id, event_names: ["b", "c"], consumable: false });
    expect(evented).toEqual({ ...m, name: "Requests", event_names: ["b", "c"], consumable: false });
    expect(await get(m.id)).toEqual(evented);
  });

  it("archives with archived: true and restores with false", async () => {
    const m = await metered();
    expect((await update({ feature_id: m.id, archived: true })).archived).toBe(true);
    expect((await get(m.id)).archived).toBe(true);
    expect((await update({ feature_id: m.id, archived: false })).archived).toBe(false);
  });

  it("renames an unused feature with new_feature_id; the old id is gone", async () => {
    const m = await metered();
    const to = uid("renamed");
    const r = await update({ feature_id: m.id, new_feature_id: to });
    expect(r).toEqual({ ...m, id: to });
    expect(await get(to)).toEqual(r);
    expect(await fails(h.rv.POST("/features.get", { body: { feature_id: m.id } }))).toMatchObject({ status: 404, code: "feature_not_found" });
  });

  it("carries a rename into the credit schemas that name the feature", async () => {
    const m = await metered();
    const cs = await creditSystem([m.id]);
    const to = uid("renamed");
    await update({ feature_id: m.id, new_feature_id: to });
    expect((await get(cs.id)).credit_schema).toEqual([{ metered_feature_id: to, credit_cost: 1 }]);
  });

  it("refuses a new_feature_id that is taken, naming new_feature_id", async () => {
    const [a, b] = [await metered(), await metered()];
    const err = await fails(h.rv.POST("/features.update", { body: { feature_id: a.id, new_feature_id: b.id } }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toMatch(/^new_feature_id /);
  });

  it("refuses to rename a feature that a plan uses", async () => {
    const m = await metered();
    await planWith([m.id]);
    const err = await fails(h.rv.POST("/features.update", { body: { feature_id: m.id, new_feature_id: uid() } }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toMatch(/^new_feature_id .*plan/);
    expect((await get(m.id)).id).toBe(m.id);
  });

  it("changes type between credit_system and ai_credit_system even while in use", async () => {
    const m = await metered();
    const cs = await creditSystem([m.id]);
    await planWith([cs.id]);
    const ai = await update({ feature_id: cs.id, type: "ai_credit_system", default_markup: 5 });
    expect(ai.type).toBe("ai_credit_system");
    expect(ai.default_markup).toBe(5);
    expect(ai).not.toHaveProperty("credit_schema");
    const back = await update({ feature_id: cs.id, type: "credit_system", credit_schema: [{ metered_feature_id: m.id, credit_cost: 4 }] });
    expect(back.credit_schema).toEqual([{ metered_feature_id: m.id, credit_cost: 4 }]);
    expect(back).not.toHaveProperty("default_markup");
  });

  it("changes the type of an unused feature, dropping what the new type does not take", async () => {
    const m = await metered({ event_names: ["x"] });
    const b = await update({ feature_id: m.id, type: "boolean" });
    expect(b).toMatchObject({ type: "boolean", consumable: false, event_names: [] });
    const back = await update({ feature_id: m.id, type: "metered" });
    expect(back).toMatchObject({ type: "metered", consumable: true });
  });

  it("refuses other type changes while a plan or a credit system uses the feature", async () => {
    const inPlan = await metered();
    await planWith([inPlan.id]);
    const byPlan = await fails(h.rv.POST("/features.update", { body: { feature_id: inPlan.id, type: "boolean" } }));
    expect(byPlan).toMatchObject({ status: 400, code: "invalid_request" });
    expect(byPlan.message).toMatch(/^type .*plan/);

    const inCredits = await metered();
    await creditSystem([inCredits.id]);
    const byCredits = await fails(h.rv.POST("/features.update", { body: { feature_id: inCredits.id, type: "boolean" } }));
    expect(byCredits).toMatchObject({ status: 400, code: "invalid_request" });
    expect(byCredits.message).toMatch(/credit system/);
    expect((await get(inCredits.id)).type).toBe("metered");
  });

  it("checks the resulting feature: a credit system needs its schema, markups need an AI credit system", async () => {
    const m = await metered();
    const toCredits = await fails(h.rv.POST("/features.update", { body: { feature_id: m.id, type: "credit_system" } }));
    expect(toCredits).toMatchObject({ status: 400, code: "invalid_request" });
    expect(toCredits.message).toMatch(/^credit_schema is required/);
    const markup = await fails(h.rv.POST("/features.update", { body: { feature_id: m.id, default_markup: 3 } }));
    expect(markup).toMatchObject({ status: 400, code: "invalid_request" });
    const cs = await creditSystem([m.id]);
    const unknown = await fails(h.rv.POST("/features.update", { body: { feature_id: cs.id, credit_schema: [{ metered_feature_id: uid("missing"), credit_cost: 1 }] } }));
    expect(unknown).toMatchObject({ status: 404, code: "feature_not_found" });
    const zero = await fails(h.rv.POST("/features.update", { body: { feature_id: cs.id, credit_schema: [{ metered_feature_id: m.id, credit_cost: 0 }] } }));
    expect(zero).toMatchObject({ status: 400, code: "invalid_amount" });
    const boolean = await create({ feature_id: uid(), name: "flag", type: "boolean" });
    const consumable = await fails(h.rv.POST("/features.update", { body: { feature_id: boolean.id, consumable: true } }));
    expect(consumable).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await get(cs.id)).toEqual(cs);
  });

  it("answers 404 feature_not_found for an unknown feature_id", async () => {
    const err = await fails(h.rv.POST("/features.update", { body: { feature_id: uid("missing"), name: "x" } }));
    expect(err).toMatchObject({ status: 404, code: "feature_not_found" });
  });

  it("refuses malformed update bodies", async () => {
    const m = await metered();
    const cases: [unknown, RegExp][] = [
      [{ name: "x" }, /body\.feature_id is required/],
      [{ feature_id: m.id, new_feature_id: "bad id!" }, /body\.new_feature_id/],
      [{ feature_id: m.id, archived: "yes" }, /body\.archived/],
      [{ feature_id: m.id, type: "gauge" }, /body\.type must be one of/],
      [{ feature_id: m.id, name: "" }, /body\.name/],
      [{ feature_id: m.id, id: "x" }, /body\.id is not a known field/],
    ];
    for (const [body, message] of cases) {
      const res = await rawPost(h, "/features.update", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await get(m.id)).toEqual(m);
  });
});

describe("features.delete", () => {
  it("deletes an unused feature; it is gone from get and list, and its id can be used again", async () => {
    const m = await metered();
    expect(await ok(h.rv.POST("/features.delete", { body: { feature_id: m.id } }))).toEqual({ success: true });
    expect(await fails(h.rv.POST("/features.get", { body: { feature_id: m.id } }))).toMatchObject({ status: 404, code: "feature_not_found" });
    expect((await list()).map((f) => f.id)).not.toContain(m.id);
    expect((await create({ feature_id: m.id, name: "Again", type: "boolean" })).type).toBe("boolean");
  });

  it("refuses to delete a feature a plan uses, pointing to archiving instead", async () => {
    const m = await metered();
    await planWith([m.id]);
    const err = await fails(h.rv.POST("/features.delete", { body: { feature_id: m.id } }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toMatch(/plan .*archive/);
    expect((await get(m.id)).id).toBe(m.id);
  });

  it("refuses to delete a metered feature a credit system draws from", async () => {
    const m = await metered();
    const cs = await creditSystem([m.id]);
    const err = await fails(h.rv.POST("/features.delete", { body: { feature_id: m.id } }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toContain(cs.id);
  });

  it("answers 404 feature_not_found for an unknown id, and 400 for a malformed body", async () => {
    expect(await fails(h.rv.POST("/features.delete", { body: { feature_id: uid("missing") } }))).toMatchObject({ status: 404, code: "feature_not_found" });
    const res = await rawPost(h, "/features.delete", { feature_id: "x", force: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/body\.force is not a known field/);
    const missing = await rawPost(h, "/features.delete", {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/body\.feature_id is required/);
  });
});

describe("modes and keys", () => {
  it("keeps test and live features apart: same id in both, each mode sees only its own", async () => {
    const id = uid("shared");
    const t = await create({ feature_id: id, name: "Test one", type: "metered" });
    expect(await fails(h.live.POST("/features.get", { body: { feature_id: id } }))).toMatchObject({ status: 404, code: "feature_not_found" });
    const l = await create({ feature_id: id, name: "Live one", type: "boolean" }, h.live);
    expect((await get(id)).name).toBe(t.name);
    expect((await get(id, h.live)).name).toBe(l.name);
    await update({ feature_id: id, name: "Live renamed" }, h.live);
    expect((await get(id)).name).toBe("Test one");
    await ok(h.live.POST("/features.delete", { body: { feature_id: id } }));
    expect((await get(id)).name).toBe("Test one");
  });

  it("does not let a credit schema name a metered feature of the other mode", async () => {
    const liveOnly = await create({ feature_id: uid(), name: "live", type: "metered" }, h.live);
    const err = await fails(
      h.rv.POST("/features.create", { body: { feature_id: uid(), name: "C", type: "credit_system", credit_schema: [{ metered_feature_id: liveOnly.id, credit_cost: 1 }] } }),
    );
    expect(err).toMatchObject({ status: 404, code: "feature_not_found" });
  });

  it("lets publishable keys list and get the features of their own mode", async () => {
    const t = await metered();
    const l = await create({ feature_id: uid(), name: "live", type: "boolean" }, h.live);
    const pkTest = h.client(h.keys.pkTest);
    const pkLive = h.client(h.keys.pkLive);
    expect(await get(t.id, pkTest)).toEqual(t);
    expect((await list(pkTest)).map((f) => f.id)).toContain(t.id);
    expect((await list(pkTest)).map((f) => f.id)).not.toContain(l.id);
    expect(await get(l.id, pkLive)).toEqual(l);
    expect(await fails(pkLive.POST("/features.get", { body: { feature_id: t.id } }))).toMatchObject({ status: 404 });
  });

  it("refuses publishable keys for create, update and delete with 403 secret_key_required", async () => {
    const m = await metered();
    const pk = h.client(h.keys.pkTest);
    const calls = [
      pk.POST("/features.create", { body: { feature_id: uid(), name: "x", type: "boolean" } }),
      pk.POST("/features.update", { body: { feature_id: m.id, name: "x" } }),
      pk.POST("/features.delete", { body: { feature_id: m.id } }),
    ];
    for (const call of calls) expect(await fails(call)).toMatchObject({ status: 403, code: "secret_key_required" });
    expect(await get(m.id)).toEqual(m);
  });

  it("refuses a missing or unknown key with 401 invalid_api_key", async () => {
    expect((await rawPost(h, "/features.list", {}, { auth: null })).body.code).toBe("invalid_api_key");
    expect((await rawPost(h, "/features.list", {}, { auth: "rv_sk_test_nope" })).status).toBe(401);
  });
});
