/**
 * autumn-js 1.3.13's entities.*, balances.create/update/delete, events.list and plans.delete
 * against Tandem: each answer passes the package's own validation (test/autumn-methods.test.ts
 * keeps every servable method called in some test).
 */
import { Autumn } from "autumn-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, startRevenue } from "./support/revenue.js";

let h: RevenueHarness;
let autumn: Autumn;
beforeAll(async () => {
  h = await startRevenue();
  autumn = new Autumn({ secretKey: h.keys.test, serverURL: h.origin, failOpen: false });
  await autumn.features.create({ featureId: "eb_seats", name: "Seats", type: "metered", consumable: false });
  await autumn.features.create({ featureId: "eb_msgs", name: "Messages", type: "metered", consumable: true });
  await autumn.plans.create({ planId: "eb_team", name: "Team", items: [{ featureId: "eb_seats", included: 5 }] });
  await autumn.customers.getOrCreate({ customerId: "eb_1", autoEnablePlanId: "eb_team" });
});
afterAll(() => h.close());

describe("autumn-js entities against Tandem", () => {
  it("creates, gets, lists, updates and deletes an entity", async () => {
    const created = await autumn.entities.create({ customerId: "eb_1", entityId: "seat_a", featureId: "eb_seats", name: "Ada" });
    expect(created).toMatchObject({ id: "seat_a", name: "Ada", customerId: "eb_1", featureId: "eb_seats" });
    expect(await autumn.entities.get({ customerId: "eb_1", entityId: "seat_a" })).toMatchObject({ id: "seat_a", name: "Ada" });
    expect((await autumn.entities.list({ customerId: "eb_1" })).list.map((e) => e.id)).toEqual(["seat_a"]);
    const updated = await autumn.entities.update({ customerId: "eb_1", entityId: "seat_a", billingControls: { spendLimits: [{ featureId: "eb_msgs", enabled: true, overageLimit: 3 }] } });
    expect(updated.id).toBe("seat_a");
    await autumn.entities.delete({ customerId: "eb_1", entityId: "seat_a" });
    expect((await autumn.entities.list({ customerId: "eb_1" })).list).toEqual([]);
  });
});

describe("autumn-js balances and events against Tandem", () => {
  it("creates a standalone balance, updates it, lists the usage events, and deletes it", async () => {
    await autumn.balances.create({ customerId: "eb_1", featureId: "eb_msgs", includedGrant: 10 });
    expect((await autumn.customers.get({ customerId: "eb_1" })).balances.eb_msgs).toMatchObject({ granted: 10, remaining: 10 });
    await autumn.track({ customerId: "eb_1", featureId: "eb_msgs", value: 3 });
    await autumn.balances.update({ customerId: "eb_1", featureId: "eb_msgs", remaining: 20 });
    expect((await autumn.customers.get({ customerId: "eb_1" })).balances.eb_msgs?.remaining).toBe(20);
    const events = await autumn.events.list({ customerId: "eb_1", featureId: "eb_msgs" });
    expect(events.list.map((e) => e.value)).toEqual([3]);
    await autumn.balances.delete({ customerId: "eb_1", featureId: "eb_msgs" });
    expect((await autumn.customers.get({ customerId: "eb_1" })).balances.eb_msgs).toBeUndefined();
  });
});

describe("autumn-js plans.delete against Tandem", () => {
  it("deletes a plan no customer is on", async () => {
    await autumn.plans.create({ planId: "eb_unused", name: "Unused" });
    await autumn.plans.delete({ planId: "eb_unused" });
    expect((await autumn.plans.list()).list.map((p) => p.id)).not.toContain("eb_unused");
  });
});
