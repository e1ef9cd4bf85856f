/**
 * Autumn's check and track semantics (issue 30 items 3, 4, 5, 7 and part of 9), driven through
 * the real autumn-js@1.3.13 client (its schemas validate every answer) against Tandem. The
 * expected values follow what Autumn's own tests pin (server/tests/integration/balances); where
 * autumn-js has no field for it (a batch item's idempotency_key) the call goes through Tandem's SDK.
 */
import { Autumn } from "autumn-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, ok, startRevenue } from "./support/revenue.js";

let h: RevenueHarness;
let autumn: Autumn;
let n = 0;
/** A fresh id per call: the tests share one server. */
const uid = (p: string) => `${p}_${++n}_${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  h = await startRevenue();
  autumn = new Autumn({ secretKey: h.keys.test, serverURL: h.origin, failOpen: false });
});
afterAll(() => h.close());

/** A metered feature and a free plan giving `included` of it (no reset), and a customer on it. */
async function customerWith(included: number, plan: Record<string, unknown> = {}): Promise<{ feature: string; customer: string; planId: string }> {
  const feature = uid("msg");
  const planId = uid("plan");
  const customer = uid("cus");
  await autumn.features.create({ featureId: feature, name: feature, type: "metered", consumable: true });
  await autumn.plans.create({ planId, name: planId, items: [{ featureId: feature, included }], ...plan });
  await autumn.customers.getOrCreate({ customerId: customer });
  await autumn.billing.attach({ customerId: customer, planId });
  return { feature, customer, planId };
}

/** The customer's usage events of a feature (values), oldest first. */
async function eventValues(customer: string, feature: string): Promise<number[]> {
  const { list } = await autumn.events.list({ customerId: customer, featureId: feature });
  return list.map((e) => e.value).reverse();
}

describe("usage-limit state (item 3)", () => {
  it("answers the usage counted in a usage limit's window, and a filtered limit counts and stops only matching usage (91 remaining)", async () => {
    const { feature, customer } = await customerWith(100);
    await autumn.customers.update({
      customerId: customer,
      billingControls: { usageLimits: [{ featureId: feature, enabled: true, limit: 5, interval: "month", filter: { properties: { apiKeyId: "key-a" } } }] },
    });
    // Matching usage fills the limit, then is stopped (cap); other keys and no properties pass it in full.
    await autumn.track({ customerId: customer, featureId: feature, value: 5, properties: { apiKeyId: "key-a" } });
    await autumn.track({ customerId: customer, featureId: feature, value: 3, properties: { apiKeyId: "key-a" } });
    await autumn.track({ customerId: customer, featureId: feature, value: 4, properties: { apiKeyId: "key-b" } });
    expect((await autumn.customers.get({ customerId: customer })).balances[feature]).toMatchObject({ remaining: 91, usage: 9 });
    await autumn.track({ customerId: customer, featureId: feature, value: 2 });
    expect((await autumn.customers.get({ customerId: customer })).balances[feature]).toMatchObject({ remaining: 89, usage: 11 });
    // A check with matching properties is stopped by the full window; without them it is not.
    expect((await autumn.check({ customerId: customer, featureId: feature, properties: { apiKeyId: "key-a" } })).allowed).toBe(false);
    expect((await autumn.check({ customerId: customer, featureId: feature })).allowed).toBe(true);
    // The entry's `usage` counts the filtered window (autumn-js's customer schema has no `usage`: read through the SDK).
    const c = await ok(h.rv.POST("/customers.get", { body: { customer_id: customer } }));
    expect(c.billing_controls.usage_limits).toEqual([expect.objectContaining({ feature_id: feature, limit: 5, usage: 5 })]);
  });

  it("reads usage past the limit after an overflow track", async () => {
    const { feature, customer } = await customerWith(100);
    await autumn.customers.update({ customerId: customer, billingControls: { usageLimits: [{ featureId: feature, enabled: true, limit: 5, interval: "month" }] } });
    await autumn.track({ customerId: customer, featureId: feature, value: 3 });
    await autumn.track({ customerId: customer, featureId: feature, value: 10, overageBehavior: "overflow" });
    const c = await ok(h.rv.POST("/customers.get", { body: { customer_id: customer } }));
    expect(c.billing_controls.usage_limits).toEqual([expect.objectContaining({ usage: 13, limit: 5 })]);
  });
});

describe("remaining never negative (item 4)", () => {
  it("answers remaining 0 and the overage as usage past granted, on the balance and its breakdown", async () => {
    const { feature, customer } = await customerWith(100);
    const tracked = await autumn.track({ customerId: customer, featureId: feature, value: 130, overageBehavior: "overflow" });
    expect(tracked.balance).toMatchObject({ granted: 100, remaining: 0, usage: 130 });
    expect(tracked.balance?.breakdown?.[0]).toMatchObject({ includedGrant: 100, remaining: 0, usage: 130 });
    const c = await autumn.customers.get({ customerId: customer });
    expect(c.balances[feature]).toMatchObject({ granted: 100, remaining: 0, usage: 130 });
  });
});

describe("plan-level overage_allowed (item 7)", () => {
  it("lets a plan's own billing_controls.overage_allowed take a feature past its grant (usage 130, not 100)", async () => {
    const feature = uid("msg");
    await autumn.features.create({ featureId: feature, name: feature, type: "metered", consumable: true });
    const planId = uid("plan");
    await autumn.plans.create({
      planId,
      name: planId,
      items: [{ featureId: feature, included: 100 }],
      billingControls: { overageAllowed: [{ featureId: feature, enabled: true }] },
    });
    const customer = uid("cus");
    await autumn.customers.getOrCreate({ customerId: customer });
    await autumn.billing.attach({ customerId: customer, planId });
    // A capped track (the default) of a free feature stops at its grant unless overage is allowed.
    await autumn.track({ customerId: customer, featureId: feature, value: 130 });
    expect((await autumn.customers.get({ customerId: customer })).balances[feature]).toMatchObject({ remaining: 0, usage: 130, overageAllowed: true });
  });
});

describe("the balances map on check and track (item 5)", () => {
  it("leaves balances out when no credit system draws on the feature, and when the customer has no balance of it", async () => {
    const { feature, customer } = await customerWith(10);
    const checked = await autumn.check({ customerId: customer, featureId: feature });
    expect(checked.allowed).toBe(true);
    expect(checked.balances).toBeUndefined();
    expect((await autumn.track({ customerId: customer, featureId: feature, value: 1 })).balances).toBeUndefined();

    const other = uid("msg");
    await autumn.features.create({ featureId: other, name: other, type: "metered", consumable: true });
    const none = await autumn.check({ customerId: customer, featureId: other, sendEvent: true });
    expect(none).toMatchObject({ allowed: false, balance: null });
    expect(none.balances).toBeUndefined();
  });

  it("holds the feature and the credit systems drawing on it (null for one the customer lacks)", async () => {
    const words = uid("words");
    const credits = uid("credits");
    await autumn.features.create({ featureId: words, name: words, type: "metered", consumable: true });
    await autumn.features.create({ featureId: credits, name: credits, type: "credit_system", consumable: true, creditSchema: [{ meteredFeatureId: words, creditCost: 2 }] });
    const planId = uid("plan");
    await autumn.plans.create({ planId, name: planId, items: [{ featureId: credits, included: 100 }] });
    const customer = uid("cus");
    await autumn.customers.getOrCreate({ customerId: customer });
    await autumn.billing.attach({ customerId: customer, planId });

    const checked = await autumn.check({ customerId: customer, featureId: words, requiredBalance: 3 });
    expect(checked.balances?.[words]).toBeNull();
    expect(checked.balances?.[credits]).toMatchObject({ featureId: credits, remaining: 100 });
    expect(Object.keys(checked.balances ?? {}).sort()).toEqual([credits, words].sort());

    const tracked = await autumn.track({ customerId: customer, featureId: words, value: 3 });
    expect(tracked.balances?.[words]).toBeNull();
    expect(tracked.balances?.[credits]).toMatchObject({ remaining: 94, usage: 6 });
    // The credit system itself: nothing draws on it, so no map.
    expect((await autumn.check({ customerId: customer, featureId: credits })).balances).toBeUndefined();
  });
});

describe("track without a balance, overflow past a usage limit, locks (item 7)", () => {
  it("records the event of a feature the customer has no balance of instead of 402 no_access", async () => {
    const { customer } = await customerWith(10);
    const other = uid("msg");
    await autumn.features.create({ featureId: other, name: other, type: "metered", consumable: true });
    const tracked = await autumn.track({ customerId: customer, featureId: other, value: 4 });
    expect(tracked).toMatchObject({ customerId: customer, value: 4, balance: null });
    expect(await eventValues(customer, other)).toEqual([4]);
  });

  it("lets an overflow track punch through a usage limit; the window then keeps blocking capped tracks and checks", async () => {
    const { feature, customer } = await customerWith(100);
    await autumn.customers.update({ customerId: customer, billingControls: { usageLimits: [{ featureId: feature, enabled: true, limit: 5, interval: "day" }] } });
    await autumn.track({ customerId: customer, featureId: feature, value: 3 });
    const through = await autumn.track({ customerId: customer, featureId: feature, value: 10, overageBehavior: "overflow" });
    expect(through.balance).toMatchObject({ remaining: 87, usage: 13 });
    expect((await autumn.track({ customerId: customer, featureId: feature, value: 2 })).balance).toMatchObject({ remaining: 87, usage: 13 });
    expect((await autumn.check({ customerId: customer, featureId: feature })).allowed).toBe(false);
  });

  it("allows a lock of required_balance 0 on a feature the customer has none of, and denies more", async () => {
    const { customer } = await customerWith(10);
    const other = uid("msg");
    await autumn.features.create({ featureId: other, name: other, type: "metered", consumable: true });
    const zero = await autumn.check({ customerId: customer, featureId: other, requiredBalance: 0, lock: { enabled: true, lockId: uid("lk") } });
    expect(zero.allowed).toBe(true);
    const ten = await autumn.check({ customerId: customer, featureId: other, requiredBalance: 10, lock: { enabled: true, lockId: uid("lk") } });
    expect(ten).toMatchObject({ allowed: false, balance: null });
  });

  it("records one event of the final value when a lock is confirmed (the documented difference from Autumn's two)", async () => {
    const { feature, customer } = await customerWith(10);
    const lockId = uid("lk");
    expect((await autumn.check({ customerId: customer, featureId: feature, requiredBalance: 6, lock: { enabled: true, lockId } })).allowed).toBe(true);
    expect(await eventValues(customer, feature)).toEqual([]);
    await autumn.balances.finalize({ lockId, action: "confirm", overrideValue: 4 });
    expect(await eventValues(customer, feature)).toEqual([4]);
    expect((await autumn.customers.get({ customerId: customer })).balances[feature]).toMatchObject({ remaining: 6, usage: 4 });
  });
});

describe("batch_track, deleting a plan item's balance, codes (item 9)", () => {
  it("answers batch_track with success and handles a key twice in one batch per item: it deducts once", async () => {
    const { feature, customer } = await customerWith(20);
    expect(await autumn.batchTrack([{ customerId: customer, featureId: feature, value: 2 }])).toMatchObject({ success: true });
    const key = uid("key");
    const item = { customer_id: customer, feature_id: feature, value: 3, idempotency_key: key };
    // autumn-js's batch items have no idempotency_key: through Tandem's SDK.
    expect(await ok(h.rv.POST("/balances.batch_track", { body: [item, item, { customer_id: customer, feature_id: feature, value: 1 }] }))).toMatchObject({
      success: true,
      tracked: 2,
      replayed: 1,
    });
    expect((await autumn.customers.get({ customerId: customer })).balances[feature]).toMatchObject({ remaining: 14, usage: 6 });
  });

  it("deletes the balance of a plan item: it counts for nothing until the subscription's plan changes", async () => {
    const { feature, customer } = await customerWith(10);
    const before = await autumn.customers.get({ customerId: customer });
    const balanceId = before.balances[feature]?.breakdown?.[0]?.id;
    expect(balanceId).toBeDefined();
    expect(await autumn.balances.delete({ customerId: customer, balanceId })).toMatchObject({ success: true });
    const checked = await autumn.check({ customerId: customer, featureId: feature });
    expect(checked).toMatchObject({ allowed: false, balance: null });
    expect((await autumn.customers.get({ customerId: customer })).balances[feature]).toBeUndefined();
    // A second check (the ensure of a read) does not bring it back.
    expect((await autumn.check({ customerId: customer, featureId: feature })).allowed).toBe(false);
  });

  it("follows a credit-system chain in check and track: a feature draws from a credit system over its credit system", async () => {
    const words = uid("words");
    const inner = uid("inner");
    const outer = uid("outer");
    await autumn.features.create({ featureId: words, name: words, type: "metered", consumable: true });
    await autumn.features.create({ featureId: inner, name: inner, type: "credit_system", consumable: true, creditSchema: [{ meteredFeatureId: words, creditCost: 2 }] });
    await autumn.features.create({ featureId: outer, name: outer, type: "credit_system", consumable: true, creditSchema: [{ meteredFeatureId: inner, creditCost: 3 }] });
    const planId = uid("plan");
    await autumn.plans.create({ planId, name: planId, items: [{ featureId: outer, included: 100 }] });
    const customer = uid("cus");
    await autumn.customers.getOrCreate({ customerId: customer });
    await autumn.billing.attach({ customerId: customer, planId });
    // 1 word = 2 inner credits = 6 outer credits.
    const checked = await autumn.check({ customerId: customer, featureId: words, requiredBalance: 2 });
    expect(checked).toMatchObject({ allowed: true, requiredBalance: 12, balance: { featureId: outer, remaining: 100 } });
    const tracked = await autumn.track({ customerId: customer, featureId: words, value: 2 });
    expect(tracked.balance).toMatchObject({ featureId: outer, remaining: 88, usage: 12 });
    expect(tracked.balances?.[inner]).toBeNull();
    expect((await autumn.track({ customerId: customer, featureId: inner, value: 1 })).balance).toMatchObject({ featureId: outer, remaining: 85 });
    expect((await autumn.check({ customerId: customer, featureId: words, requiredBalance: 15 })).allowed).toBe(false);
  });

  it("keeps the seed's codes where Autumn's differ: lock_exists for lock_already_exists", async () => {
    const { feature, customer } = await customerWith(10);
    const lockId = uid("lk");
    await autumn.check({ customerId: customer, featureId: feature, lock: { enabled: true, lockId } });
    const err = await autumn.check({ customerId: customer, featureId: feature, lock: { enabled: true, lockId } }).catch((e: unknown) => e);
    expect(JSON.stringify(err)).toContain("lock_exists");
  });
});
