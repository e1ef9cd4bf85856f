/**
 * Autumn's entity semantics through autumn-js@1.3.13 (issue 30, item 1):
 * creating an entity is a usage event of its feature. It never fails for want
 * of seats (the balance goes negative: `remaining` reads 0, `usage` counts
 * every entity); only a usage or spend limit of the feature blocks it;
 * deleting an entity gives its unit back. Both are usage events (+1 / −1 of
 * the feature in events.list and events.aggregate); an entity's own usage
 * limits bind for usage on that entity.
 */
import { Autumn } from "autumn-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, rawPost, startRevenue } from "./support/revenue.js";

let h: RevenueHarness;
let autumn: Autumn;
beforeAll(async () => {
  h = await startRevenue();
  autumn = new Autumn({ secretKey: h.keys.test, serverURL: h.origin, failOpen: false });
  await autumn.features.create({ featureId: "users", name: "Users", type: "metered", consumable: false });
  await autumn.plans.create({ planId: "one_seat", name: "One seat", items: [{ featureId: "users", included: 1 }] });
  await autumn.plans.create({
    planId: "paid_seats",
    name: "Paid seats",
    items: [{ featureId: "users", included: 1, price: { amount: 10, interval: "month", billingMethod: "usage_based" } }],
    // A trial without a card: attachable without a checkout, the seat price in force.
    freeTrial: { durationLength: 30, durationType: "day", cardRequired: false },
  });
});
afterAll(() => h.close());

async function refusal(p: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  const err = (await p.then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e,
  )) as { statusCode?: number; body?: string };
  const body = JSON.parse(err.body ?? "{}") as { code: string; message: string };
  return { status: err.statusCode ?? 0, code: body.code, message: body.message };
}

const entity = (customerId: string, entityId: string) => autumn.entities.create({ customerId, entityId, featureId: "users", name: entityId });

describe("entities.create as a usage event", () => {
  it("creates more entities than the plan grants: usage counts each, remaining floors at 0, a delete gives one back", async () => {
    await autumn.customers.getOrCreate({ customerId: "c_over" });
    await autumn.billing.attach({ customerId: "c_over", planId: "one_seat" });
    for (const id of ["u1", "u2", "u3"]) expect((await entity("c_over", id)).id).toBe(id);

    const after = await autumn.customers.get({ customerId: "c_over" });
    expect(after.balances.users).toMatchObject({ granted: 1, usage: 3 });
    expect(after.balances.users.remaining).toBeLessThanOrEqual(0);
    const checked = await autumn.check({ customerId: "c_over", featureId: "users" });
    expect(checked.allowed).toBe(false);
    expect(checked.balance).toMatchObject({ granted: 1, usage: 3 });

    await autumn.entities.delete({ customerId: "c_over", entityId: "u1" });
    const afterDelete = await autumn.customers.get({ customerId: "c_over" });
    expect(afterDelete.balances.users).toMatchObject({ granted: 1, usage: 2 });
    expect((await autumn.entities.list({ customerId: "c_over" })).list.map((e) => e.id).sort()).toEqual(["u2", "u3"]);
  });

  it("creates the entity for a customer no plan grants the feature to", async () => {
    await autumn.customers.getOrCreate({ customerId: "c_none" });
    const e = await entity("c_none", "solo");
    expect(e).toMatchObject({ id: "solo", customerId: "c_none", featureId: "users" });
    expect(await autumn.entities.get({ customerId: "c_none", entityId: "solo" })).toMatchObject({ id: "solo" });
  });

  it("creates the customer from customer_data and the entity even with no seat granted", async () => {
    const e = await autumn.entities.create({ customerId: "c_fresh", entityId: "first", featureId: "users", customerData: { name: "Fresh" } });
    expect(e.id).toBe("first");
    expect((await autumn.customers.get({ customerId: "c_fresh" })).name).toBe("Fresh");
  });

  it("lets a usage-based seat price run into overage", async () => {
    await autumn.customers.getOrCreate({ customerId: "c_paid" });
    await autumn.billing.attach({ customerId: "c_paid", planId: "paid_seats" });
    await entity("c_paid", "p1");
    await entity("c_paid", "p2");
    const c = await autumn.customers.get({ customerId: "c_paid" });
    expect(c.balances.users).toMatchObject({ granted: 1, usage: 2, overageAllowed: true });
  });
});

describe("what blocks entities.create", () => {
  it("an enabled usage limit of the feature: 402 usage_limit_reached once one more unit would pass it", async () => {
    await autumn.customers.getOrCreate({ customerId: "c_capped" });
    await autumn.billing.attach({ customerId: "c_capped", planId: "paid_seats" });
    await autumn.customers.update({ customerId: "c_capped", billingControls: { usageLimits: [{ featureId: "users", enabled: true, limit: 2, interval: "month" }] } });
    await entity("c_capped", "a");
    await entity("c_capped", "b");
    const err = await refusal(entity("c_capped", "c"));
    expect(err).toMatchObject({ status: 402, code: "usage_limit_reached" });
    await expect(autumn.entities.get({ customerId: "c_capped", entityId: "c" })).rejects.toThrow();
    // A delete frees room under the limit.
    await autumn.entities.delete({ customerId: "c_capped", entityId: "a" });
    expect((await entity("c_capped", "c")).id).toBe("c");
  });

  it("a disabled usage limit does not", async () => {
    await autumn.customers.getOrCreate({ customerId: "c_off" });
    await autumn.customers.update({ customerId: "c_off", billingControls: { usageLimits: [{ featureId: "users", enabled: false, limit: 0, interval: "month" }] } });
    expect((await entity("c_off", "x")).id).toBe("x");
  });

  it("an enabled spend limit the overage's price would pass: 402 spend_limit_reached", async () => {
    await autumn.customers.getOrCreate({ customerId: "c_spend" });
    await autumn.billing.attach({ customerId: "c_spend", planId: "paid_seats" });
    await autumn.customers.update({ customerId: "c_spend", billingControls: { spendLimits: [{ featureId: "users", enabled: true, overageLimit: 15 }] } });
    await entity("c_spend", "s1"); // included
    await entity("c_spend", "s2"); // 10 of overage
    const err = await refusal(entity("c_spend", "s3")); // 20 > 15
    expect(err).toMatchObject({ status: 402, code: "spend_limit_reached" });
  });
});

describe("entity creation and deletion are usage events", () => {
  it("events.list shows the creation (+1) and the deletion (−1) of the seat feature, with the entity's id", async () => {
    await autumn.customers.getOrCreate({ customerId: "c_events" });
    await autumn.billing.attach({ customerId: "c_events", planId: "one_seat" });
    await entity("c_events", "e1");
    const created = await autumn.events.list({ customerId: "c_events", featureId: "users" });
    expect(created.list.map((e) => ({ value: e.value, featureId: e.featureId, customerId: e.customerId }))).toEqual([{ value: 1, featureId: "users", customerId: "c_events" }]);
    expect(created.list[0].deductions).toHaveLength(1);
    // The event names the entity (Tandem's `entity_id` of an event): listed under it.
    expect((await autumn.events.list({ customerId: "c_events", entityId: "e1" })).list.map((e) => e.id)).toEqual([created.list[0].id]);
    await autumn.entities.delete({ customerId: "c_events", entityId: "e1" });
    const after = await autumn.events.list({ customerId: "c_events", featureId: "users" });
    expect(after.list.map((e) => e.value).sort()).toEqual([-1, 1]);
    expect((await autumn.customers.get({ customerId: "c_events" })).balances.users).toMatchObject({ usage: 0 });
  });

  it("events.aggregate counts each creation, past the included seats and for a customer without the feature", async () => {
    await autumn.customers.getOrCreate({ customerId: "c_agg" });
    await autumn.billing.attach({ customerId: "c_agg", planId: "one_seat" });
    for (const id of ["a1", "a2", "a3"]) await entity("c_agg", id);
    const agg = await autumn.events.aggregate({ customerId: "c_agg", featureId: "users", range: "24h", binSize: "hour" });
    expect(agg.total.users).toMatchObject({ count: 3, sum: 3 });
    await autumn.customers.getOrCreate({ customerId: "c_agg_none" });
    await entity("c_agg_none", "solo");
    const none = await autumn.events.aggregate({ customerId: "c_agg_none", featureId: "users", range: "24h", binSize: "hour" });
    expect(none.total.users).toMatchObject({ count: 1, sum: 1 });
  });

  it("a replayed create writes one event: the same idempotency key answers the first entity, the same entity id is refused", async () => {
    await autumn.customers.getOrCreate({ customerId: "c_replay" });
    await autumn.billing.attach({ customerId: "c_replay", planId: "one_seat" });
    const body = { customer_id: "c_replay", entity_id: "r1", feature_id: "users" };
    const first = await rawPost(h, "/entities.create", body, { headers: { "idempotency-key": "create-r1" } });
    expect(first.status).toBe(200);
    const replay = await rawPost(h, "/entities.create", body, { headers: { "idempotency-key": "create-r1" } });
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({ code: "idempotency_replay", data: { response: first.body } });
    expect(await refusal(entity("c_replay", "r1"))).toMatchObject({ status: 400, code: "invalid_request" });
    expect((await autumn.events.list({ customerId: "c_replay", featureId: "users" })).list.map((e) => e.value)).toEqual([1]);
    expect((await autumn.customers.get({ customerId: "c_replay" })).balances.users).toMatchObject({ usage: 1 });
  });

  it("a refused create writes no event", async () => {
    await autumn.customers.getOrCreate({ customerId: "c_refused" });
    await autumn.customers.update({ customerId: "c_refused", billingControls: { usageLimits: [{ featureId: "users", enabled: true, limit: 0, interval: "month" }] } });
    expect(await refusal(entity("c_refused", "x"))).toMatchObject({ status: 402, code: "usage_limit_reached" });
    expect((await autumn.events.list({ customerId: "c_refused", featureId: "users" })).list).toEqual([]);
  });
});

describe("an entity's own billing controls", () => {
  it("an entity's usage limit stops a track on that entity with 402 usage_limit_reached while another entity continues", async () => {
    await autumn.features.create({ featureId: "msgs", name: "Messages", type: "metered", consumable: true });
    await autumn.plans.create({ planId: "msgs_plan", name: "Messages", items: [{ featureId: "msgs", included: 100, reset: { interval: "month" } }] });
    await autumn.customers.getOrCreate({ customerId: "c_elimit" });
    await autumn.billing.attach({ customerId: "c_elimit", planId: "msgs_plan" });
    await autumn.entities.create({
      customerId: "c_elimit",
      entityId: "capped",
      featureId: "users",
      billingControls: { usageLimits: [{ featureId: "msgs", enabled: true, limit: 5, interval: "month" }] },
    });
    await entity("c_elimit", "free");
    await autumn.track({ customerId: "c_elimit", entityId: "capped", featureId: "msgs", value: 4 });
    // A capped track takes what the entity's limit leaves (Autumn's cap); a locked one past it is refused.
    expect((await autumn.track({ customerId: "c_elimit", entityId: "capped", featureId: "msgs", value: 3 })).balance).toMatchObject({ usage: 5 });
    expect(await refusal(autumn.track({ customerId: "c_elimit", entityId: "capped", featureId: "msgs", value: 1, lock: { enabled: true, lockId: "lk_capped" } }))).toMatchObject({
      status: 402,
      code: "usage_limit_reached",
    });
    expect(await autumn.check({ customerId: "c_elimit", entityId: "capped", featureId: "msgs" })).toMatchObject({ allowed: false });
    // The other entity (no limit of its own) and the customer draw on as before.
    expect((await autumn.track({ customerId: "c_elimit", entityId: "free", featureId: "msgs", value: 10 })).balance).toMatchObject({ usage: 15 });
    expect(await autumn.check({ customerId: "c_elimit", entityId: "free", featureId: "msgs" })).toMatchObject({ allowed: true });
    expect((await autumn.track({ customerId: "c_elimit", featureId: "msgs", value: 1 })).balance).toMatchObject({ usage: 16 });
  });

  it("a limit set later with entities.update binds from then on", async () => {
    await autumn.customers.getOrCreate({ customerId: "c_eupdate" });
    await autumn.billing.attach({ customerId: "c_eupdate", planId: "msgs_plan" });
    await entity("c_eupdate", "later");
    await autumn.track({ customerId: "c_eupdate", entityId: "later", featureId: "msgs", value: 3 });
    await autumn.entities.update({ customerId: "c_eupdate", entityId: "later", billingControls: { usageLimits: [{ featureId: "msgs", enabled: true, limit: 3, interval: "month" }] } });
    expect(await refusal(autumn.track({ customerId: "c_eupdate", entityId: "later", featureId: "msgs", value: 1, lock: { enabled: true, lockId: "lk_later" } }))).toMatchObject({
      status: 402,
      code: "usage_limit_reached",
    });
    await autumn.entities.update({ customerId: "c_eupdate", entityId: "later", billingControls: { usageLimits: [] } });
    expect((await autumn.track({ customerId: "c_eupdate", entityId: "later", featureId: "msgs", value: 1 })).balance).toMatchObject({ usage: 4 });
  });

  it("an entity's overage_allowed overrides the customer's for usage on that entity only", async () => {
    await autumn.plans.create({ planId: "few_msgs", name: "Few messages", items: [{ featureId: "msgs", included: 2, reset: { interval: "month" } }] });
    await autumn.customers.getOrCreate({ customerId: "c_eover" });
    await autumn.billing.attach({ customerId: "c_eover", planId: "few_msgs" });
    await autumn.entities.create({ customerId: "c_eover", entityId: "over", featureId: "users", billingControls: { overageAllowed: [{ featureId: "msgs", enabled: true }] } });
    await entity("c_eover", "plain");
    expect(await autumn.check({ customerId: "c_eover", entityId: "over", featureId: "msgs", requiredBalance: 5 })).toMatchObject({ allowed: true });
    expect(await autumn.check({ customerId: "c_eover", entityId: "plain", featureId: "msgs", requiredBalance: 5 })).toMatchObject({ allowed: false });
    // A capped track on the entity that allows overage takes it all; on the other entity it stops at the balance.
    expect((await autumn.track({ customerId: "c_eover", entityId: "over", featureId: "msgs", value: 5 })).balance).toMatchObject({ usage: 5 });
    expect((await autumn.track({ customerId: "c_eover", entityId: "plain", featureId: "msgs", value: 1 })).balance).toMatchObject({ usage: 5 });
    expect(await autumn.check({ customerId: "c_eover", featureId: "msgs" })).toMatchObject({ allowed: false });
  });
});
