/**
 * Issue 10, revenue part: bounded numbers (F2), ids that are object property
 * names (F4) and bounded requests (F7).
 */
import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, ok, rawPost, startRevenue } from "./support/revenue.js";
import { testSql } from "./support/sql.js";

let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue();
});
afterAll(() => h.close());

const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;
type PlanItemInput = RevenueSchemas["PlanItemInput"];

async function feature(type: "boolean" | "metered", id = uid(type), consumable = true): Promise<string> {
  await ok(h.rv.POST("/features.create", { body: { feature_id: id, name: "F", type, ...(type === "boolean" ? {} : { consumable }) } as RevenueSchemas["CreateFeatureParams"] }));
  return id;
}
async function customerOn(items: PlanItemInput[], customerId = uid("cus")): Promise<string> {
  const plan = await ok(
    h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "P", group: "", add_on: false, auto_enable: false, items } }),
  );
  await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: customerId, auto_enable_plan_id: plan.id } }));
  return customerId;
}
const item = (feature_id: string, over: Partial<PlanItemInput> = {}): PlanItemInput => ({ feature_id, pooled: false, ...over }) as PlanItemInput;

describe("F2: every amount has a finite, documented range (|x| ≤ 1e9 units)", () => {
  it("refuses a track of 1e308 with overflow (400 invalid_amount) and never stores a non-finite number", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    const r = await rawPost(h, "/balances.track", { customer_id: c, feature_id: f, value: 1e308, overage_behavior: "overflow" });
    expect(r).toMatchObject({ status: 400, body: { code: "invalid_amount" } });
    const got = await ok(h.rv.POST("/customers.get", { body: { customer_id: c } }));
    expect(got.balances[f]).toMatchObject({ usage: 0, remaining: 10 });
  });

  it("refuses a lock of 1e308 (400 invalid_amount), so no confirm can overflow", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    const r = await rawPost(h, "/balances.track", { customer_id: c, feature_id: f, value: 1e308, overage_behavior: "overflow", lock: { lock_id: uid("lock") } });
    expect(r).toMatchObject({ status: 400, body: { code: "invalid_amount" } });
    const viaCheck = await rawPost(h, "/balances.check", { customer_id: c, feature_id: f, required_balance: 1e308, lock: { lock_id: uid("lock"), overage_behavior: "overflow" } });
    expect(viaCheck).toMatchObject({ status: 400, body: { code: "invalid_amount" } });
  });

  it("refuses ±1e308 tracks, and events.aggregate keeps answering", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    expect((await rawPost(h, "/balances.track", { customer_id: c, feature_id: f, value: 1e308, overage_behavior: "overflow" })).status).toBe(400);
    expect((await rawPost(h, "/balances.track", { customer_id: c, feature_id: f, value: -1e308 })).status).toBe(400);
    await ok(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: f, value: 3 } }));
    const agg = await rawPost(h, "/events.aggregate", { customer_id: c, feature_id: f, range: "24h", bin_size: "day" });
    expect(agg.status).toBe(200);
    expect(agg.body.total[f]).toEqual({ count: 1, sum: 3 });
  });

  it("refuses out-of-range amounts on every balance write with 400 invalid_amount", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    const cases: [string, unknown][] = [
      ["/balances.update", { customer_id: c, feature_id: f, remaining: 1e300 }],
      ["/balances.update", { customer_id: c, feature_id: f, add_to_balance: -2e9 }],
      ["/balances.update", { customer_id: c, feature_id: f, usage: 1e10 }],
      ["/balances.update", { customer_id: c, feature_id: f, included_grant: 1e10 }],
      ["/balances.grant", { customer_id: c, feature_id: f, amount: 1e10 }],
      ["/balances.grant", { customer_id: c, feature_id: f, amount: -5 }],
      ["/balances.create", { customer_id: c, feature_id: f, included_grant: 1.5e9 }],
      ["/balances.check", { customer_id: c, feature_id: f, required_balance: 1e10 }],
      ["/balances.track", { customer_id: c, feature_id: f, value: 1000000001 }],
      ["/balances.batch_track", [{ customer_id: c, feature_id: f, value: -1e12 }]],
      ["/balances.finalize", { lock_id: "any", action: "confirm", override_value: 1e308 }],
      ["/balances.track_tokens", { customer_id: c, model_id: "openai/gpt-4o", input_tokens: 1e15, output_tokens: 0 }],
    ];
    for (const [path, body] of cases) {
      const r = await rawPost(h, path, body);
      expect({ path, body, status: r.status, code: r.body.code }).toEqual({ path, body, status: 400, code: "invalid_amount" });
    }
  });

  it("refuses out-of-range prices and quantities of plans and features with 400 invalid_amount", async () => {
    const f = await feature("metered");
    const plan = await rawPost(h, "/plans.create", { plan_id: uid("plan"), name: "P", items: [item(f, { included: 1e12 })] });
    expect(plan).toMatchObject({ status: 400, body: { code: "invalid_amount" } });
    const priced = await rawPost(h, "/plans.create", { plan_id: uid("plan"), name: "P", price: { amount: 1e15, interval: "month" } });
    expect(priced).toMatchObject({ status: 400, body: { code: "invalid_amount" } });
  });

  it("refuses out-of-range numbers in billing controls (customers and entities) with 400 invalid_amount", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    const usage = await rawPost(h, "/customers.update", { customer_id: c, billing_controls: { usage_limits: [{ feature_id: f, enabled: true, limit: 1e308 }] } });
    expect(usage).toMatchObject({ status: 400, body: { code: "invalid_amount" } });
    const spend = await rawPost(h, "/customers.get_or_create", { customer_id: uid("cus"), billing_controls: { spend_limits: [{ enabled: true, overage_limit: -1e12 }] } });
    expect(spend).toMatchObject({ status: 400, body: { code: "invalid_amount" } });
    const ok200 = await rawPost(h, "/customers.update", { customer_id: c, billing_controls: { usage_limits: [{ feature_id: f, enabled: true, limit: 5 }] } });
    expect(ok200.status).toBe(200);
  });

  it("refuses a derived amount past the bounds (credits = value × credit_cost) with 400, never a 500", async () => {
    const metered = await feature("metered");
    const credits = uid("credits");
    await ok(
      h.rv.POST("/features.create", {
        body: { feature_id: credits, name: "Credits", type: "credit_system", credit_schema: [{ metered_feature_id: metered, credit_cost: 1_000_000_000 }] } as RevenueSchemas["CreateFeatureParams"],
      }),
    );
    const c = await customerOn([item(credits, { included: 10 })]);
    for (const body of [
      { customer_id: c, feature_id: metered, value: 1_000_000_000, overage_behavior: "overflow" },
      { customer_id: c, feature_id: metered, value: 1_000_000_000, overage_behavior: "overflow", lock: { enabled: true, lock_id: uid("lock") } },
    ]) {
      const r = await rawPost(h, "/balances.track", body);
      expect(r).toMatchObject({ status: 400, body: { code: "invalid_amount" } });
    }
    const got = await ok(h.rv.POST("/balances.check", { body: { customer_id: c, feature_id: credits, required_balance: 0 } }));
    expect(got.balance).toMatchObject({ granted: 10, usage: 0, remaining: 10 });
  });

  it("accepts the bounds themselves and keeps the sums exact", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 1_000_000_000 })]);
    await ok(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: f, value: 999_999_999.999999 } }));
    await ok(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: f, value: 0.000001 } }));
    const got = await ok(h.rv.POST("/balances.check", { body: { customer_id: c, feature_id: f, required_balance: 0 } }));
    expect(got.balance).toMatchObject({ granted: 1_000_000_000, usage: 1_000_000_000, remaining: 0 });
  });

  it("refuses a track that would take a stored total past 4e9 units (400 invalid_amount), deducting nothing", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 0, price: { amount: 1, interval: "month", billing_method: "usage_based" } as never })]).catch(async () =>
      customerOn([item(f, { included: 0 })]),
    );
    for (let i = 0; i < 4; i++) await ok(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: f, value: 1e9, overage_behavior: "overflow" } }));
    const r = await rawPost(h, "/balances.track", { customer_id: c, feature_id: f, value: 1, overage_behavior: "overflow" });
    expect(r).toMatchObject({ status: 400, body: { code: "invalid_amount" } });
    const got = await ok(h.rv.POST("/balances.check", { body: { customer_id: c, feature_id: f, required_balance: 0 } }));
    expect(got.balance!.usage).toBe(4e9);
  });
});

describe("F4: ids that are object property names are ordinary ids", () => {
  it("a metered feature __proto__ and a boolean feature toString appear in customers.get and check", async () => {
    const proto = await feature("metered", "__proto__").catch(() => "__proto__");
    const toStr = await feature("boolean", "toString").catch(() => "toString");
    const ctor = await feature("metered", "constructor").catch(() => "constructor");
    const c = await customerOn([item(proto, { included: 5 }), item(toStr), item(ctor, { included: 2 })]);
    await ok(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: proto, value: 2 } }));
    const raw = await rawPost(h, "/customers.get", { customer_id: c });
    expect(raw.status).toBe(200);
    expect(Object.keys(raw.body.balances).sort()).toEqual(["__proto__", "constructor"]);
    expect(raw.body.balances.__proto__).toMatchObject({ feature_id: "__proto__", granted: 5, usage: 2, remaining: 3 });
    expect(Object.keys(raw.body.flags)).toEqual(["toString"]);
    const check = await rawPost(h, "/balances.check", { customer_id: c, feature_id: "toString" });
    expect(check.body).toMatchObject({ allowed: true, flag: { feature_id: "toString" } });
    const checkProto = await rawPost(h, "/balances.check", { customer_id: c, feature_id: "__proto__", required_balance: 3 });
    expect(checkProto.body).toMatchObject({ allowed: true, balance: { remaining: 3 } });
    // No credit system draws on it: check and track leave the balances map out (Autumn, issue 30 item 5).
    expect(checkProto.body).not.toHaveProperty("balances");
    const tracked = await rawPost(h, "/balances.track", { customer_id: c, feature_id: "__proto__", value: 1 });
    expect(tracked.body).toMatchObject({ balance: { feature_id: "__proto__", remaining: 2 } });
    expect(tracked.body).not.toHaveProperty("balances");
    const list = await rawPost(h, "/balances.list", { customer_id: c });
    expect(list.body.list.map((b: { feature_id: string }) => b.feature_id).sort()).toEqual(["__proto__", "constructor"]);
    const agg = await rawPost(h, "/events.aggregate", { customer_id: c, feature_id: "__proto__", range: "24h", bin_size: "month", aggregate_on: "deducted" });
    expect(agg.status).toBe(200);
    expect(Object.keys(agg.body.total)).toEqual(["__proto__"]);
    expect(agg.body.total.__proto__).toEqual({ count: 2, sum: 3 });
    const bin = agg.body.deductions.find((d: { values: Record<string, { deducted: number }> }) => Object.hasOwn(d.values, "__proto__") && d.values.__proto__.deducted > 0);
    expect(bin.values.__proto__).toMatchObject({ deducted: 3, events: 2 });
  });

  it("entities named like object properties use seats of a feature named like one", async () => {
    const seats = await feature("metered", "hasOwnProperty", false).catch(() => "hasOwnProperty");
    const c = await customerOn([item(seats, { included: 3 })]);
    for (const id of ["__proto__", "constructor"]) {
      const e = await rawPost(h, "/entities.create", { customer_id: c, entity_id: id, feature_id: seats });
      expect(e).toMatchObject({ status: 200, body: { id } });
    }
    const got = await rawPost(h, "/customers.get", { customer_id: c, expand: ["entities"] });
    expect(got.body.balances.hasOwnProperty).toMatchObject({ usage: 2, remaining: 1 });
    expect(got.body.entities.map((e: { id: string }) => e.id).sort()).toEqual(["__proto__", "constructor"]);
    const one = await rawPost(h, "/entities.get", { customer_id: c, entity_id: "__proto__" });
    expect(one).toMatchObject({ status: 200, body: { id: "__proto__" } });
  });

  it("events.aggregate groups by a property named like an object property", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 100 })]);
    await ok(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: f, value: 2, properties: { toString: "a" } } }));
    await ok(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: f, value: 3 } }));
    const agg = await rawPost(h, "/events.aggregate", { customer_id: c, feature_id: f, range: "24h", bin_size: "month", group_by: "properties.toString" });
    expect(agg.status).toBe(200);
    const groups = agg.body.list.map((b: { grouped_values: Record<string, Record<string, number>> }) => b.grouped_values[f]).find((g: Record<string, number>) => Object.keys(g).length > 0);
    expect(groups).toEqual({ a: 2, null: 3 });
  });
});

describe("F7: one request cannot ask for unbounded work", () => {
  it("events.list pages hold at most 1,000 events", async () => {
    expect((await rawPost(h, "/events.list", { limit: 5000 })).body.code).toBe("invalid_request");
    expect((await rawPost(h, "/events.list", { limit: 1000 })).status).toBe(200);
  });

  it("event properties are bounded: at most 100 keys, 16 KiB", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 100 })]);
    const many = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]));
    const r = await rawPost(h, "/balances.track", { customer_id: c, feature_id: f, value: 1, properties: many });
    expect(r).toMatchObject({ status: 400, body: { code: "invalid_request" } });
    const big = await rawPost(h, "/balances.track", { customer_id: c, feature_id: f, value: 1, properties: { k: "x".repeat(20_000) } });
    expect(big).toMatchObject({ status: 400, body: { code: "invalid_request" } });
    expect((await rawPost(h, "/balances.track", { customer_id: c, feature_id: f, value: 1, properties: { plan: "pro" } })).status).toBe(200);
  });

  it("events.aggregate ranges are bounded (at most 400 days)", async () => {
    const f = await feature("metered");
    const r = await rawPost(h, "/events.aggregate", { feature_id: f, custom_range: { start: 0, end: Date.UTC(2026, 0, 1) }, bin_size: "month" });
    expect(r).toMatchObject({ status: 400, body: { code: "invalid_request" } });
  });
});

describe("batch_track item keys are kept 24 hours, like idempotency keys", () => {
  it("deletes item keys older than 24 h (and a key past 24 h counts as new)", async () => {
    const { manualClock } = await import("../src/platform/clock.js");
    const clock = manualClock(Date.UTC(2026, 5, 1));
    const own = await startRevenue({ clock });
    const sql = testSql(own.tandem);
    try {
      const post = (path: string, body: unknown) => rawPost(own, path, body);
      await post("/features.create", { feature_id: "m", name: "M", type: "metered", consumable: true });
      await post("/plans.create", { plan_id: "p", name: "P", items: [{ feature_id: "m", included: 100 }] });
      await post("/customers.get_or_create", { customer_id: "c", auto_enable_plan_id: "p" });
      const keys = async () => (await sql.get<{ n: number }>("SELECT count(*) AS n FROM rv_track_keys"))!.n;
      expect((await post("/balances.batch_track", [{ customer_id: "c", feature_id: "m", idempotency_key: "old" }])).body).toMatchObject({ tracked: 1 });
      expect(await keys()).toBe(1);
      clock.advance(25 * 3_600_000);
      expect((await post("/balances.batch_track", [{ customer_id: "c", feature_id: "m", idempotency_key: "new" }])).body).toMatchObject({ tracked: 1 });
      expect(await keys()).toBe(1);
      expect((await post("/balances.batch_track", [{ customer_id: "c", feature_id: "m", idempotency_key: "old" }])).body).toMatchObject({ tracked: 1, replayed: 0 });
    } finally {
      await sql.close();
      await own.close();
    }
  });
});
