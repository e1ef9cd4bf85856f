import { randomUUID } from "node:crypto";
import type { RevenueClient, RevenueSchemas } from "@tandem/sdk";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type RevenueHarness, fails, ok, rawPost, startRevenue } from "./support/revenue.js";
import { type TestSql, testSql } from "./support/sql.js";
import { testEngine } from "./support/template-db.js";

type PlanItemInput = RevenueSchemas["PlanItemInput"];
type CreatePlan = RevenueSchemas["CreatePlanParams"];

const START = Date.UTC(2026, 0, 31, 10, 0, 0);
const DAY = 86_400_000;
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

/** Runs `statement` on a connection of its own (what another process, the CLI or an operator's SQL shell would do). */
async function otherConnection(statement: string, ...params: unknown[]): Promise<void> {
  if (sql.engine === "postgres") {
    await sql.run(statement, ...params); // testSql's PostgreSQL pool is its own, not the server's.
    return;
  }
  const other = new Database(h.tandem.db!.name);
  try {
    other.prepare(statement).run(...params);
  } finally {
    other.close();
  }
}

const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;


const feature = async (type: "boolean" | "metered" | "credit_system", over: Record<string, unknown> = {}, client: RevenueClient = h.rv) =>
  (
    await ok(
      client.POST("/features.create", {
        body: { feature_id: uid(type), name: "F", type, ...(type === "boolean" ? {} : { consumable: true }), ...over } as RevenueSchemas["CreateFeatureParams"],
      }),
    )
  ).id;
const item = (feature_id: string, over: Partial<PlanItemInput> = {}): PlanItemInput => ({ feature_id, pooled: false, ...over });
const createPlan = async (items: PlanItemInput[], over: Partial<CreatePlan> = {}, client: RevenueClient = h.rv) =>
  (
    await ok(
      client.POST("/plans.create", {
        body: { plan_id: uid("plan"), name: "Plan", group: "", add_on: false, auto_enable: false, create_in_stripe: true, items, ...over },
      }),
    )
  ).id;
/** A customer on a free plan with these items. */
async function customerOn(items: PlanItemInput[], client: RevenueClient = h.rv): Promise<string> {
  const planId = await createPlan(items, {}, client);
  const c = await ok(client.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), auto_enable_plan_id: planId } }));
  return c.id!;
}
/** A customer on a plan with a card-less trial (so it attaches without payment) whose items carry prices. */
async function customerOnTrial(items: PlanItemInput[]): Promise<string> {
  const planId = await createPlan(items, {
    price: { amount: 10, interval: "month", interval_count: 1 },
    free_trial: { duration_length: 14, duration_type: "day", card_required: false, on_end: "bill" },
  });
  const c = await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), auto_enable_plan_id: planId } }));
  return c.id!;
}
const check = (body: RevenueSchemas["CheckParams"], client: RevenueClient = h.rv) => ok(client.POST("/balances.check", { body }));
const track = (body: RevenueSchemas["TrackParams"], client: RevenueClient = h.rv) => ok(client.POST("/balances.track", { body }));
const grant = (body: RevenueSchemas["GrantBalanceParams"]) => ok(h.rv.POST("/balances.grant", { body }));
const getCustomer = (customer_id: string) => ok(h.rv.POST("/customers.get", { body: { customer_id } }));
const controls = (customer_id: string, billing_controls: RevenueSchemas["BillingControls"]) =>
  ok(h.rv.POST("/customers.update", { body: { customer_id, billing_controls } }));

describe("stored balances on customers", () => {
  it("answers the free plan's balance from storage, with usage once tracked", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10, reset: { interval: "month" } })]);
    await track({ customer_id: c, feature_id: f, value: 3 });
    const got = await getCustomer(c);
    expect(got.balances[f]).toMatchObject({ granted: 10, remaining: 7, usage: 3 });
    expect(got.balances[f].breakdown![0]).toMatchObject({ included_grant: 10, remaining: 7, usage: 3 });
  });

  it("keeps amounts exact in decimal steps (0.1 tracked ten times is exactly 1)", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 1 })]);
    for (let i = 0; i < 10; i++) await track({ customer_id: c, feature_id: f, value: 0.1 });
    expect((await getCustomer(c)).balances[f]).toMatchObject({ remaining: 0, usage: 1 });
  });
});

describe("balances.check", () => {
  it("allows while remaining covers required_balance (default 1) and answers the contract's fields", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 2 })]);
    const r = await check({ customer_id: c, feature_id: f });
    expect(r).toMatchObject({ allowed: true, customer_id: c, entity_id: null, required_balance: 1, flag: null });
    expect(r.balance).toMatchObject({ feature_id: f, granted: 2, remaining: 2 });
    // No credit system draws on f: the answer leaves `balances` out (Autumn).
    expect(r.balances).toBeUndefined();
    expect((await check({ customer_id: c, feature_id: f, required_balance: 3 })).allowed).toBe(false);
    expect((await check({ customer_id: c, feature_id: f, required_balance: 0 })).allowed).toBe(true);
  });

  it("never answers 402: a feature the customer lacks is 200 allowed:false with a null balance", async () => {
    const f = await feature("metered");
    const other = await feature("metered");
    const c = await customerOn([item(other, { included: 2 })]);
    const r = await check({ customer_id: c, feature_id: f, send_event: true });
    // Autumn leaves `balances` out when the customer has no balance of the feature (was `{}`).
    expect(r).toMatchObject({ allowed: false, balance: null, flag: null });
    expect(r.balances).toBeUndefined();
  });

  it("answers a boolean feature by its flag", async () => {
    const flag = await feature("boolean");
    const missing = await feature("boolean");
    const c = await customerOn([item(flag)]);
    const yes = await check({ customer_id: c, feature_id: flag });
    expect(yes).toMatchObject({ allowed: true, balance: null, flag: { feature_id: flag, expires_at: null } });
    expect(await check({ customer_id: c, feature_id: missing })).toMatchObject({ allowed: false, flag: null });
  });

  it("with send_event deducts required_balance and shows the balance after; a denied one deducts nothing", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    const r = await check({ customer_id: c, feature_id: f, required_balance: 2, send_event: true });
    expect(r.allowed).toBe(true);
    expect(r.balance).toMatchObject({ remaining: 3, usage: 2 });
    const denied = await check({ customer_id: c, feature_id: f, required_balance: 4, send_event: true });
    expect(denied.allowed).toBe(false);
    expect(denied.balance).toMatchObject({ remaining: 3, usage: 2 });
  });

  it("allows any amount of an unlimited feature", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { unlimited: true })]);
    const r = await check({ customer_id: c, feature_id: f, required_balance: 1e9, send_event: true });
    expect(r.allowed).toBe(true);
    expect(r.balance).toMatchObject({ unlimited: true, usage: 1e9 });
  });

  it("allows past zero when overage is allowed (usage-based price), the balance going negative", async () => {
    const f = await feature("metered");
    const c = await customerOnTrial([item(f, { included: 1, price: { amount: 1, interval: "month", billing_method: "usage_based" } })]);
    const r = await check({ customer_id: c, feature_id: f, required_balance: 3, send_event: true });
    expect(r.allowed).toBe(true);
    // remaining never negative (Autumn's schema); the overage shows as usage past granted.
    expect(r.balance).toMatchObject({ overage_allowed: true, granted: 1, remaining: 0, usage: 3 });
  });

  it("follows the customer's overage_allowed billing control", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 1 })]);
    expect((await check({ customer_id: c, feature_id: f, required_balance: 2 })).allowed).toBe(false);
    await ok(h.rv.POST("/customers.update", { body: { customer_id: c, billing_controls: { overage_allowed: [{ feature_id: f, enabled: true }] } } }));
    const r = await check({ customer_id: c, feature_id: f, required_balance: 2 });
    expect(r.allowed).toBe(true);
    expect(r.balance!.overage_allowed).toBe(true);
  });

  it("draws a metered feature without a balance of its own from its credit system at credit_cost", async () => {
    const m = await feature("metered");
    const credits = await feature("credit_system", { consumable: true, credit_schema: [{ metered_feature_id: m, credit_cost: 2 }] });
    const c = await customerOn([item(credits, { included: 10 })]);
    const r = await check({ customer_id: c, feature_id: m, required_balance: 3, send_event: true });
    // As Autumn: the answer is in credits — the credit system's balance and 3 units × 2 credits.
    expect(r).toMatchObject({ allowed: true, required_balance: 6, balance: { feature_id: credits, remaining: 4, usage: 6 } });
    expect(r.balances![credits]).toMatchObject({ remaining: 4, usage: 6 });
    expect((await check({ customer_id: c, feature_id: m, required_balance: 3 })).allowed).toBe(false);
    expect((await check({ customer_id: c, feature_id: m, required_balance: 2 })).allowed).toBe(true);
  });

  it("answers 404 for an unknown customer, feature or entity", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 1 })]);
    expect(await fails(h.rv.POST("/balances.check", { body: { customer_id: uid(), feature_id: f } }))).toMatchObject({ status: 404, code: "customer_not_found" });
    expect(await fails(h.rv.POST("/balances.check", { body: { customer_id: c, feature_id: uid() } }))).toMatchObject({ status: 404, code: "feature_not_found" });
    expect(await fails(h.rv.POST("/balances.check", { body: { customer_id: c, feature_id: f, entity_id: uid() } }))).toMatchObject({
      status: 404,
      code: "entity_not_found",
    });
  });

  it("with with_preview and a denial, answers the plans that would give access, cheapest first; none when allowed", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 1 })]);
    const pricey = await createPlan([item(f, { included: 100 })], { name: "Pro", price: { amount: 50, interval: "month" } });
    const cheap = await createPlan([item(f, { included: 10 })], { name: "Plus", price: { amount: 5, interval: "month" } });
    const r = await check({ customer_id: c, feature_id: f, required_balance: 5, with_preview: true });
    expect(r.allowed).toBe(false);
    expect(r.preview).toMatchObject({ scenario: "usage_limit", feature_id: f, feature_name: "F" });
    const ids = r.preview!.products.map((p) => p.id);
    expect(ids.indexOf(cheap)).toBeLessThan(ids.indexOf(pricey));
    expect(r.preview!.products.find((p) => p.id === cheap)).toMatchObject({
      env: "sandbox",
      is_add_on: false,
      items: [{ type: "price", price: 5, interval: "month" }, expect.objectContaining({ type: "feature", feature_id: f, included_usage: 10 })],
    });
    expect((await check({ customer_id: c, feature_id: f, with_preview: true })).preview).toBeUndefined();
    const flag = await feature("boolean");
    expect((await check({ customer_id: c, feature_id: flag, with_preview: true })).preview).toMatchObject({ scenario: "feature_flag", products: [] });
  });

  it("answers at the short name /check too", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 1 })]);
    expect((await ok(h.rv.POST("/check", { body: { customer_id: c, feature_id: f } }))).allowed).toBe(true);
  });

  it.each([
    ["no customer_id", { feature_id: "f" }],
    ["no feature_id", { customer_id: "c" }],
    ["a string required_balance", { customer_id: "c", feature_id: "f", required_balance: "1" }],
    ["an unknown field", { customer_id: "c", feature_id: "f", extra: 1 }],
    ["an empty customer_id", { customer_id: "", feature_id: "f" }],
  ])("refuses %s with 400", async (_, body) => {
    const r = await rawPost(h, "/balances.check", body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("invalid_request");
  });

  it("refuses a negative required_balance with 400 invalid_amount naming the field", async () => {
    const r = await rawPost(h, "/balances.check", { customer_id: "c", feature_id: "f", required_balance: -1 });
    expect(r).toMatchObject({ status: 400, body: { code: "invalid_amount" } });
    expect(r.body.message).toContain("required_balance");
  });

  it("keeps modes apart: a live key does not see a test customer", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 1 })]);
    expect(await fails(h.live.POST("/balances.check", { body: { customer_id: c, feature_id: f } }))).toMatchObject({ status: 404 });
  });
});

describe("balances.track", () => {
  it("deducts value (default 1) and says from which breakdown", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5, reset: { interval: "month" } })]);
    const r = await track({ customer_id: c, feature_id: f });
    expect(r).toMatchObject({ customer_id: c, value: 1, balance: { remaining: 4, usage: 1 } });
    expect(r.deductions).toEqual([
      { balance_id: r.balance!.breakdown![0].id, feature_id: f, plan_id: expect.any(String), reset: expect.objectContaining({ interval: "month" }), value: 1 },
    ]);
  });

  it("with cap (the default) takes only what fits and still answers 200", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 2 })]);
    const r = await track({ customer_id: c, feature_id: f, value: 5 });
    expect(r.value).toBe(5);
    expect(r.deductions.map((d) => d.value)).toEqual([2]);
    expect(r.balance).toMatchObject({ remaining: 0, usage: 2 });
    expect((await track({ customer_id: c, feature_id: f })).deductions).toEqual([]);
  });

  it("with overflow takes it all and the balance goes negative", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 2 })]);
    const r = await track({ customer_id: c, feature_id: f, value: 5, overage_behavior: "overflow" });
    expect(r.balance).toMatchObject({ granted: 2, remaining: 0, usage: 5 });
  });

  it("gives back with a negative value, never below zero usage", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    await track({ customer_id: c, feature_id: f, value: 3 });
    expect((await track({ customer_id: c, feature_id: f, value: -2 })).balance).toMatchObject({ remaining: 4, usage: 1 });
    const r = await track({ customer_id: c, feature_id: f, value: -10 });
    expect(r.balance).toMatchObject({ remaining: 5, usage: 0 });
    expect(r.deductions.map((d) => d.value)).toEqual([-1]);
  });

  it("records the event of a feature the customer has no balance or flag of, deducting nothing (Autumn; was 402 no_access)", async () => {
    const f = await feature("metered");
    const other = await feature("metered");
    const c = await customerOn([item(other, { included: 5 })]);
    expect(await track({ customer_id: c, feature_id: f, value: 2 })).toMatchObject({ balance: null, deductions: [] });
    const { list } = await ok(h.rv.POST("/events.list", { body: { customer_id: c, start_cursor: "", limit: 10 } }));
    expect(list.map((e) => [e.feature_id, e.value])).toEqual([[f, 2]]);
    expect((await getCustomer(c)).balances[other]).toMatchObject({ usage: 0 });
  });

  it("answers 402 max_purchase_reached when an overflow would pass the price's max_purchase, deducting nothing", async () => {
    const f = await feature("metered");
    const c = await customerOnTrial([item(f, { included: 2, price: { amount: 1, interval: "month", billing_method: "prepaid", max_purchase: 3 } })]);
    await track({ customer_id: c, feature_id: f, value: 4, overage_behavior: "overflow" });
    expect(await fails(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: f, value: 2, overage_behavior: "overflow" } }))).toMatchObject({
      status: 402,
      code: "max_purchase_reached",
    });
    expect((await getCustomer(c)).balances[f]).toMatchObject({ usage: 4, remaining: 0 });
  });

  it("answers 400 missing_feature_id without feature_id and event_name, invalid_request with both", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    expect(await fails(h.rv.POST("/balances.track", { body: { customer_id: c } }))).toMatchObject({ status: 400, code: "missing_feature_id" });
    expect(await fails(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: f, event_name: "e" } }))).toMatchObject({
      status: 400,
      code: "invalid_request",
    });
  });

  it("deducts every feature whose event_names contain event_name", async () => {
    const ev = uid("ev");
    const a = await feature("metered", { event_names: [ev] });
    const b = await feature("metered", { event_names: [ev, "other"] });
    const c = await customerOn([item(a, { included: 5 }), item(b, { included: 5 })]);
    const r = await track({ customer_id: c, event_name: ev, value: 2 });
    expect(r).toMatchObject({ event_name: ev, balance: null });
    expect(r.balances![a]).toMatchObject({ remaining: 3 });
    expect(r.balances![b]).toMatchObject({ remaining: 3 });
    expect(await fails(h.rv.POST("/balances.track", { body: { customer_id: c, event_name: uid("none") } }))).toMatchObject({ status: 404 });
  });

  it("deducts value × credit_cost credits for a metered feature drawn from a credit system", async () => {
    const m = await feature("metered");
    const credits = await feature("credit_system", { consumable: true, credit_schema: [{ metered_feature_id: m, credit_cost: 0.5 }] });
    const c = await customerOn([item(credits, { included: 10 })]);
    const r = await track({ customer_id: c, feature_id: m, value: 3 });
    expect(r.deductions).toEqual([expect.objectContaining({ feature_id: credits, value: 1.5 })]);
    expect(r.balances![credits]).toMatchObject({ remaining: 8.5 });
  });

  it("deducts the breakdown expiring first, then resetting ones before one-off grants, then the oldest", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 2, reset: { interval: "month" } })]);
    await grant({ customer_id: c, feature_id: f, amount: 2, balance_id: "oneoff" });
    await grant({ customer_id: c, feature_id: f, amount: 2, balance_id: "expiring", expires_at: START + 10 * DAY });
    const r = await track({ customer_id: c, feature_id: f, value: 5 });
    expect(r.deductions.map((d) => [d.balance_id, d.value])).toEqual([
      ["expiring", 2],
      [expect.stringMatching(/^sub_/), 2],
      ["oneoff", 1],
    ]);
    // Given back in the reverse order.
    const back = await track({ customer_id: c, feature_id: f, value: -2 });
    expect(back.deductions.map((d) => [d.balance_id, d.value])).toEqual([
      ["oneoff", -1],
      [expect.stringMatching(/^sub_/), -1],
    ]);
  });

  it("answers at the short name /track and records a usage event", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    await ok(h.rv.POST("/track", { body: { customer_id: c, feature_id: f, value: 2, properties: { a: 1 } } }));
    const n = await sql.get("SELECT count(*) AS n, sum(value) AS v FROM rv_events WHERE customer_id = ?", c);
    expect(n).toEqual({ n: 1, v: 2_000_000 });
  });

  it.each([
    ["no customer_id", { feature_id: "f" }],
    ["a string value", { customer_id: "c", feature_id: "f", value: "1" }],
    ["an unknown overage_behavior", { customer_id: "c", feature_id: "f", overage_behavior: "all" }],
    ["an unknown field", { customer_id: "c", feature_id: "f", extra: true }],
  ])("refuses %s with 400", async (_, body) => {
    const r = await rawPost(h, "/balances.track", body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("invalid_request");
  });

  it("refuses a timestamp more than 5 minutes ahead", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    const e = await fails(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: f, timestamp: clock.now() + 10 * 60_000 } }));
    expect(e).toMatchObject({ status: 400, code: "invalid_request" });
    expect(e.message).toContain("timestamp");
  });
});

describe("usage and spend limits", () => {
  it("denies a check past an enabled usage limit in its window, and a locked track answers 402 usage_limit_reached", async () => {
    clock.set(START);
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    await controls(c, { usage_limits: [{ feature_id: f, enabled: true, limit: 3, interval: "day" }] });
    await track({ customer_id: c, feature_id: f, value: 3 });
    expect((await check({ customer_id: c, feature_id: f })).allowed).toBe(false);
    expect((await check({ customer_id: c, feature_id: f, lock: { enabled: true, overage_behavior: "overflow" } })).allowed).toBe(false);
    expect(await fails(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: f, lock: { enabled: true } } }))).toMatchObject({
      status: 402,
      code: "usage_limit_reached",
    });
    clock.set(START + DAY);
    expect((await check({ customer_id: c, feature_id: f })).allowed).toBe(true);
    clock.set(START);
  });

  it("ignores a disabled usage limit", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    await controls(c, { usage_limits: [{ feature_id: f, enabled: false, limit: 0 }] });
    expect((await check({ customer_id: c, feature_id: f })).allowed).toBe(true);
  });

  it("denies a check whose overage would cost more than the spend limit, and an overflow track stops at it (Autumn clamps; was 402)", async () => {
    const f = await feature("metered");
    const c = await customerOnTrial([item(f, { included: 1, price: { amount: 1, interval: "month", billing_method: "usage_based" } })]);
    await controls(c, { spend_limits: [{ feature_id: f, enabled: true, overage_limit: 2 }] });
    expect((await check({ customer_id: c, feature_id: f, required_balance: 3 })).allowed).toBe(true);
    expect((await check({ customer_id: c, feature_id: f, required_balance: 4 })).allowed).toBe(false);
    expect((await track({ customer_id: c, feature_id: f, value: 4, overage_behavior: "overflow" })).balance).toMatchObject({ usage: 3 });
    expect((await getCustomer(c)).balances[f]).toMatchObject({ usage: 3, remaining: 0 });
  });
});

describe("aligned with Autumn (issue 13)", () => {
  it("a capped track stops at an enabled usage limit: two tracks of 8 under a daily limit of 10 use 10", async () => {
    clock.set(START);
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 100 })]);
    await controls(c, { usage_limits: [{ feature_id: f, enabled: true, limit: 10, interval: "day" }] });
    expect((await track({ customer_id: c, feature_id: f, value: 8 })).balance).toMatchObject({ usage: 8 });
    const second = await track({ customer_id: c, feature_id: f, value: 8 });
    expect(second.balance).toMatchObject({ usage: 10, remaining: 90 });
    expect(second.deductions).toEqual([expect.objectContaining({ value: 2 })]);
    // Nothing more fits today; an overflow track punches through the limit (Autumn; was 402).
    expect((await track({ customer_id: c, feature_id: f, value: 1 })).balance).toMatchObject({ usage: 10 });
    expect((await track({ customer_id: c, feature_id: f, value: 1, overage_behavior: "overflow" })).balance).toMatchObject({ usage: 11 });
    expect((await track({ customer_id: c, feature_id: f, value: 1 })).balance).toMatchObject({ usage: 11 });
    clock.set(START + DAY);
    expect((await track({ customer_id: c, feature_id: f, value: 8 })).balance).toMatchObject({ usage: 19 });
    clock.set(START);
  });

  it("a track of a metered feature paid from a credit system answers the credit balance", async () => {
    const m = await feature("metered");
    const credits = await feature("credit_system", { consumable: true, credit_schema: [{ metered_feature_id: m, credit_cost: 2 }] });
    const c = await customerOn([item(credits, { included: 10 })]);
    const r = await track({ customer_id: c, feature_id: m, value: 3 });
    expect(r.balance).toMatchObject({ feature_id: credits, remaining: 4, usage: 6 });
    expect(await check({ customer_id: c, feature_id: m, required_balance: 3 })).toMatchObject({ allowed: false, required_balance: 6, balance: { remaining: 4 } });
  });

  it("a capped or overflow overage track stops at the spend limit (Autumn clamps overflow too; was 402)", async () => {
    const f = await feature("metered");
    // 1 included, then 1.5 a unit; a spend limit of 3 pays for 2 units of overage.
    const c = await customerOnTrial([item(f, { included: 1, price: { amount: 1.5, interval: "month", billing_method: "usage_based" } })]);
    await controls(c, { spend_limits: [{ feature_id: f, enabled: true, overage_limit: 3 }] });
    expect((await track({ customer_id: c, feature_id: f, value: 5, overage_behavior: "overflow" })).balance).toMatchObject({ usage: 3, remaining: 0 });
    await track({ customer_id: c, feature_id: f, value: -3 });
    const capped = await track({ customer_id: c, feature_id: f, value: 5 });
    expect(capped.balance).toMatchObject({ usage: 3, remaining: 0 });
    expect((await track({ customer_id: c, feature_id: f, value: 1 })).balance).toMatchObject({ usage: 3 });
  });

  it("spends rolled-over units before the fresh grant, and a rollover expires a month after the reset that made it", async () => {
    clock.set(START);
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10, reset: { interval: "month" }, rollover: { max: 5, expiry_duration_type: "month", expiry_duration_length: 1 } })]);
    await track({ customer_id: c, feature_id: f, value: 6 });
    const feb28 = Date.UTC(2026, 1, 28, 10, 0, 0);
    // The first read after the reset comes three days late: the rollover's month still runs from Feb 28.
    clock.set(feb28 + 3 * DAY);
    const r = await track({ customer_id: c, feature_id: f, value: 3 });
    expect(r.balance).toMatchObject({ granted: 10, remaining: 11, usage: 3 });
    expect(r.balance!.rollovers).toEqual([{ granted: 4, balance: 1, expires_at: Date.UTC(2026, 2, 28, 10, 0, 0) }]);
    // At its expiry the rollover goes with the 3 units it paid for: the fresh grant is whole.
    clock.set(Date.UTC(2026, 2, 28, 10, 0, 0));
    const after = await check({ customer_id: c, feature_id: f });
    expect(after.balance).toMatchObject({ remaining: 10, usage: 0 });
    expect(after.balance!.rollovers).toBeUndefined();
    clock.set(START);
  });
});

describe("resets and rollovers", () => {
  it("resets usage lazily at next_reset_at, on whole months from the anchor (Jan 31 → Feb 28 → Mar 31)", async () => {
    clock.set(START);
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10, reset: { interval: "month" } })]);
    await track({ customer_id: c, feature_id: f, value: 4 });
    const feb28 = Date.UTC(2026, 1, 28, 10, 0, 0);
    expect((await getCustomer(c)).balances[f].next_reset_at).toBe(feb28);
    clock.set(feb28);
    const after = await check({ customer_id: c, feature_id: f });
    expect(after.balance).toMatchObject({ remaining: 10, usage: 0, next_reset_at: Date.UTC(2026, 2, 31, 10, 0, 0) });
    await track({ customer_id: c, feature_id: f, value: 1 });
    // Several periods late: one reset, the next one still on the anchor's day.
    clock.set(Date.UTC(2026, 5, 2));
    expect((await check({ customer_id: c, feature_id: f })).balance).toMatchObject({ usage: 0, next_reset_at: Date.UTC(2026, 5, 30, 10, 0, 0) });
    clock.set(START);
  });

  it("rolls unused units over, capped by the item's max", async () => {
    clock.set(START);
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10, reset: { interval: "day" }, rollover: { max: 3, expiry_duration_type: "forever" } })]);
    await track({ customer_id: c, feature_id: f, value: 6 });
    clock.set(START + DAY);
    const r = await check({ customer_id: c, feature_id: f, required_balance: 13 });
    expect(r.allowed).toBe(true);
    expect(r.balance).toMatchObject({ granted: 10, remaining: 13, usage: 0, rollovers: [{ granted: 3, balance: 3, expires_at: 0 }] });
    clock.set(START);
  });
});

describe("plain checks between writes (answers remembered while nothing is written)", () => {
  it("show a reset as soon as it is due, with no write in between", async () => {
    clock.set(START);
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10, reset: { interval: "day" } })]);
    await track({ customer_id: c, feature_id: f, value: 4 });
    expect((await check({ customer_id: c, feature_id: f })).balance).toMatchObject({ remaining: 6 });
    clock.set(START + DAY - 1);
    expect((await check({ customer_id: c, feature_id: f })).balance).toMatchObject({ remaining: 6 });
    clock.set(START + DAY);
    expect((await check({ customer_id: c, feature_id: f })).balance).toMatchObject({ remaining: 10, usage: 0, next_reset_at: START + 2 * DAY });
    clock.set(START);
  });

  it("allow again when a usage limit's window has passed, with no write in between", async () => {
    clock.set(START);
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    await controls(c, { usage_limits: [{ feature_id: f, enabled: true, limit: 3, interval: "hour" }] });
    await track({ customer_id: c, feature_id: f, value: 3 });
    expect((await check({ customer_id: c, feature_id: f })).allowed).toBe(false);
    expect((await check({ customer_id: c, feature_id: f })).allowed).toBe(false);
    clock.set(START + 3_600_000);
    expect((await check({ customer_id: c, feature_id: f })).allowed).toBe(true);
    clock.set(START);
  });

  it("send a remembered answer as the same JSON text, with the JSON content type", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    const raw = () =>
      fetch(`${h.baseUrl}/balances.check`, {
        method: "POST",
        headers: { authorization: `Bearer ${h.keys.test}`, "content-type": "application/json" },
        body: JSON.stringify({ customer_id: c, feature_id: f }),
      }).then(async (r) => ({ type: r.headers.get("content-type"), text: await r.text() }));
    const first = await raw(); // computed and serialised
    const second = await raw(); // remembered, serialised once
    expect(second).toEqual(first);
    expect(first.type).toBe("application/json; charset=utf-8");
    expect(JSON.parse(first.text)).toMatchObject({ allowed: true, balance: { remaining: 10 } });
    await track({ customer_id: c, feature_id: f, value: 1 });
    expect(JSON.parse((await raw()).text)).toMatchObject({ balance: { remaining: 9 } });
  });

  it("add a preview to a denial without it sticking to later answers", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 1 })]);
    await createPlan([item(f, { included: 100 })]);
    const plain = await check({ customer_id: c, feature_id: f, required_balance: 5 });
    expect(plain.allowed).toBe(false);
    expect((await check({ customer_id: c, feature_id: f, required_balance: 5, with_preview: true })).preview).toBeDefined();
    expect((await check({ customer_id: c, feature_id: f, required_balance: 5 })).preview).toBeUndefined();
  });
});

describe("balances.grant / balances.create / balances.list", () => {
  it("grants stack as breakdowns of their own with a reason and an optional expiry", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    const g = await grant({ customer_id: c, feature_id: f, amount: 2.5, reason: "support credit" });
    expect(g.balance_id).toMatch(/^bal_/);
    expect(g.balance).toMatchObject({ granted: 7.5, remaining: 7.5 });
    expect(g.balance.breakdown!.find((b) => b.id === g.balance_id)).toMatchObject({ plan_id: null, included_grant: 2.5, reset: null });
  });

  it("drops a grant once it has expired", async () => {
    clock.set(START);
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 1 })]);
    await grant({ customer_id: c, feature_id: f, amount: 5, expires_at: START + DAY });
    expect((await check({ customer_id: c, feature_id: f, required_balance: 6 })).allowed).toBe(true);
    clock.set(START + DAY);
    expect((await check({ customer_id: c, feature_id: f, required_balance: 6 })).allowed).toBe(false);
    clock.set(START);
  });

  it.each([0, -1])("refuses amount %s with 400 invalid_amount", async (amount) => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 1 })]);
    expect(await fails(h.rv.POST("/balances.grant", { body: { customer_id: c, feature_id: f, amount } }))).toMatchObject({ status: 400, code: "invalid_amount" });
  });

  it("refuses a grant of a boolean feature, a taken balance_id and a past expires_at", async () => {
    const f = await feature("metered");
    const flag = await feature("boolean");
    const c = await customerOn([item(f, { included: 1 })]);
    await grant({ customer_id: c, feature_id: f, amount: 1, balance_id: "mine" });
    for (const body of [
      { customer_id: c, feature_id: flag, amount: 1 },
      { customer_id: c, feature_id: f, amount: 1, balance_id: "mine" },
      { customer_id: c, feature_id: f, amount: 1, expires_at: START - 1 },
    ]) {
      expect(await fails(h.rv.POST("/balances.grant", { body }))).toMatchObject({ status: 400, code: "invalid_request" });
    }
  });

  it("creates a resetting grant with a shorter first period, an unlimited grant and a flag", async () => {
    clock.set(START);
    const f = await feature("metered");
    const u = await feature("metered");
    const flag = await feature("boolean");
    const c = await customerOn([]);
    const created = await ok(
      h.rv.POST("/balances.create", {
        body: { customer_id: c, feature_id: f, included_grant: 4, reset: { interval: "week" }, next_reset_at: START + DAY, balance_id: "weekly" },
      }),
    );
    expect(created).toEqual({ success: true, balance_id: "weekly" });
    await ok(h.rv.POST("/balances.create", { body: { customer_id: c, feature_id: u, unlimited: true } }));
    await ok(h.rv.POST("/balances.create", { body: { customer_id: c, feature_id: flag } }));
    expect((await check({ customer_id: c, feature_id: flag })).allowed).toBe(true);
    expect((await check({ customer_id: c, feature_id: u, required_balance: 1e6 })).allowed).toBe(true);
    await track({ customer_id: c, feature_id: f, value: 4 });
    clock.set(START + DAY);
    const r = await check({ customer_id: c, feature_id: f, required_balance: 4 });
    expect(r.allowed).toBe(true);
    expect(r.balance!.next_reset_at).toBe(START + 8 * DAY);
    clock.set(START);
  });

  it.each([
    ["included_grant with unlimited", { included_grant: 1, unlimited: true }, "unlimited"],
    ["expires_at with reset", { expires_at: START + DAY, reset: { interval: "day" as const } }, "expires_at"],
    ["next_reset_at without reset", { next_reset_at: START + DAY }, "next_reset_at"],
    ["a past expires_at", { expires_at: START - 1 }, "expires_at"],
  ])("balances.create refuses %s with 400 naming the field", async (_, over, field) => {
    const f = await feature("metered");
    const c = await customerOn([]);
    const e = await fails(h.rv.POST("/balances.create", { body: { customer_id: c, feature_id: f, ...over } }));
    expect(e).toMatchObject({ status: 400, code: "invalid_request" });
    expect(e.message).toContain(field);
  });

  it("lists one balance per feature ordered by feature id, without flags", async () => {
    const a = await feature("metered", { feature_id: `b_${uid()}` });
    const b = await feature("metered", { feature_id: `a_${uid()}` });
    const flag = await feature("boolean");
    const c = await customerOn([item(a, { included: 1 }), item(b, { included: 2 }), item(flag)]);
    const l = await ok(h.rv.POST("/balances.list", { body: { customer_id: c } }));
    expect(l.list.map((x) => x.feature_id)).toEqual([b, a]);
    expect((await ok(h.rv.POST("/balances.list", { body: { customer_id: c, feature_id: a } }))).list).toHaveLength(1);
    expect(await fails(h.rv.POST("/balances.list", { body: { customer_id: uid() } }))).toMatchObject({ status: 404, code: "customer_not_found" });
  });
});

describe("entity balances", () => {
  it("checks an entity against its own grants stacked with the customer's shared balance", async () => {
    const seats = await feature("metered", { consumable: false });
    const f = await feature("metered");
    const c = await customerOn([item(seats, { included: 3 }), item(f, { included: 1 })]);
    await ok(h.rv.POST("/entities.create", { body: { customer_id: c, entity_id: "e1", feature_id: seats } }));
    await grant({ customer_id: c, feature_id: f, entity_id: "e1", amount: 2 });
    expect((await check({ customer_id: c, feature_id: f, entity_id: "e1", required_balance: 3 })).allowed).toBe(true);
    expect((await check({ customer_id: c, feature_id: f, required_balance: 3 })).allowed).toBe(false);
    const l = await ok(h.rv.POST("/balances.list", { body: { customer_id: c, entity_id: "e1", feature_id: f } }));
    expect(l.list[0]).toMatchObject({ granted: 3 });
  });
});

describe("concurrency", () => {
  // SQLite's busy timeout on its one write lock; PostgreSQL locks rows and waits (the test below).
  it.skipIf(testEngine() === "postgres")("answers 409 balance_contention when another writer holds the database past the busy timeout, deducting nothing", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    const other = new Database(h.tandem.db!.name);
    try {
      other.exec("BEGIN IMMEDIATE");
      const e = await fails(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: f } }));
      expect(e).toMatchObject({ status: 409, code: "balance_contention" });
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect((await getCustomer(c)).balances[f]).toMatchObject({ usage: 0 });
  });

  it.skipIf(testEngine() === "sqlite")("waits for another transaction holding the balance's rows and deducts once it commits", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    const other = new pg.Client({ connectionString: h.tandem.database });
    await other.connect();
    try {
      await other.query("BEGIN");
      await other.query("SELECT usage FROM rv_balances WHERE customer_seq = (SELECT seq FROM rv_customers WHERE id = $1) FOR UPDATE", [c]);
      let settled = false;
      const tracked = h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: f } }).finally(() => (settled = true));
      // The track is blocked on the other transaction's row lock (not merely not yet started).
      const waiting = () => sql.get<{ n: number }>("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
      while ((await waiting())!.n === 0) await new Promise((r) => setTimeout(r, 5));
      expect(settled).toBe(false);
      await other.query("COMMIT");
      const r = await tracked;
      expect(r.response.status).toBe(200);
    } finally {
      await other.query("ROLLBACK").catch(() => {});
      await other.end();
    }
    expect((await getCustomer(c)).balances[f]).toMatchObject({ usage: 1, remaining: 4 });
  });

  it("loses no update under 50 parallel tracks on one balance", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 100 })]);
    const rs = await Promise.all(Array.from({ length: 50 }, () => h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: f } })));
    expect(rs.every((r) => r.response.status === 200)).toBe(true);
    expect((await getCustomer(c)).balances[f]).toMatchObject({ usage: 50, remaining: 50 });
  });

  it("allows exactly 5 of 20 parallel send_event checks when 5 units are left", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    const rs = await Promise.all(Array.from({ length: 20 }, () => check({ customer_id: c, feature_id: f, send_event: true })));
    expect(rs.filter((r) => r.allowed)).toHaveLength(5);
    expect((await getCustomer(c)).balances[f]).toMatchObject({ usage: 5, remaining: 0 });
  });

  it("allows exactly one of 10 parallel send_event checks when one unit is left", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 1 })]);
    const rs = await Promise.all(Array.from({ length: 10 }, () => check({ customer_id: c, feature_id: f, send_event: true })));
    expect(rs.filter((r) => r.allowed)).toHaveLength(1);
  });
});

describe("balances.batch_track", () => {
  it("applies every item in one call and answers 202 with the counts", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    const r = await h.rv.POST("/balances.batch_track", { body: [{ customer_id: c, feature_id: f, value: 2 }, { customer_id: c, feature_id: f }] });
    expect(r.response.status).toBe(202);
    expect(r.data).toEqual({ success: true, tracked: 2, replayed: 0 });
    expect((await getCustomer(c)).balances[f]).toMatchObject({ usage: 3 });
  });

  it("skips an item whose key was seen with the same item and refuses a different one with 409 and data.index", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    const key = uid("k");
    await ok(h.rv.POST("/balances.batch_track", { body: [{ customer_id: c, feature_id: f, idempotency_key: key }] }));
    const again = await ok(h.rv.POST("/balances.batch_track", { body: [{ customer_id: c, feature_id: f, idempotency_key: key }, { customer_id: c, feature_id: f }] }));
    expect(again).toEqual({ success: true, tracked: 1, replayed: 1 });
    const e = await fails(h.rv.POST("/balances.batch_track", { body: [{ customer_id: c, feature_id: f }, { customer_id: c, feature_id: f, value: 5, idempotency_key: key }] }));
    expect(e).toMatchObject({ status: 409, code: "idempotency_mismatch", data: { index: 1 } });
    expect((await getCustomer(c)).balances[f]).toMatchObject({ usage: 2 });
  });

  it("applies all items or none: a failing item answers its error with data.index and nothing is deducted", async () => {
    const f = await feature("metered");
    const other = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    // A feature without a balance is now recorded (Autumn), so the failing item names an unknown entity.
    const e = await fails(h.rv.POST("/balances.batch_track", { body: [{ customer_id: c, feature_id: f }, { customer_id: c, feature_id: other, entity_id: "nobody" }] }));
    expect(e).toMatchObject({ status: 404, code: "entity_not_found", data: { index: 1 } });
    expect((await getCustomer(c)).balances[f]).toMatchObject({ usage: 0 });
  });

  it("handles the same key twice in one batch per item (deducts once; Autumn, was 400), refuses an empty batch and a non-array body with 400", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    const k = uid("k");
    expect(await ok(h.rv.POST("/balances.batch_track", { body: [{ customer_id: c, feature_id: f, idempotency_key: k }, { customer_id: c, feature_id: f, idempotency_key: k }] }))).toMatchObject({ success: true, tracked: 1, replayed: 1 });
    expect((await getCustomer(c)).balances[f]).toMatchObject({ usage: 1 });
    expect((await rawPost(h, "/balances.batch_track", [])).status).toBe(400);
    expect((await rawPost(h, "/balances.batch_track", { customer_id: c, feature_id: f })).status).toBe(400);
  });
});

describe("balances.update / balances.delete", () => {
  it("sets remaining, adds to the balance and sets usage of the feature's only balance", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    await ok(h.rv.POST("/balances.update", { body: { customer_id: c, feature_id: f, remaining: 4 } }));
    expect((await getCustomer(c)).balances[f]).toMatchObject({ granted: 10, remaining: 4, usage: 6 });
    await ok(h.rv.POST("/balances.update", { body: { customer_id: c, feature_id: f, add_to_balance: 5 } }));
    expect((await getCustomer(c)).balances[f]).toMatchObject({ granted: 15, remaining: 9, usage: 6 });
    await ok(h.rv.POST("/balances.update", { body: { customer_id: c, feature_id: f, usage: 0 } }));
    expect((await getCustomer(c)).balances[f]).toMatchObject({ granted: 15, remaining: 15, usage: 0 });
  });

  it("asks for balance_id or interval when several balances match, and targets the named one", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10, reset: { interval: "month" } })]);
    await grant({ customer_id: c, feature_id: f, amount: 1, balance_id: "extra" });
    const e = await fails(h.rv.POST("/balances.update", { body: { customer_id: c, feature_id: f, usage: 1 } }));
    expect(e).toMatchObject({ status: 400, code: "invalid_request" });
    expect(e.message).toContain("balance_id");
    await ok(h.rv.POST("/balances.update", { body: { customer_id: c, feature_id: f, interval: "month", usage: 3 } }));
    await ok(h.rv.POST("/balances.update", { body: { customer_id: c, feature_id: f, balance_id: "extra", included_grant: 2 } }));
    expect((await getCustomer(c)).balances[f]).toMatchObject({ granted: 12, usage: 3 });
  });

  it("refuses two setters, no change at all, and remaining on an unlimited balance", async () => {
    const f = await feature("metered");
    const u = await feature("metered");
    const c = await customerOn([item(f, { included: 10 }), item(u, { unlimited: true })]);
    for (const body of [
      { customer_id: c, feature_id: f, remaining: 1, usage: 1 },
      { customer_id: c, feature_id: f },
      { customer_id: c, feature_id: u, remaining: 1 },
    ]) {
      expect(await fails(h.rv.POST("/balances.update", { body }))).toMatchObject({ status: 400, code: "invalid_request" });
    }
  });

  it("deletes a grant, moving its usage to the other balances with recalculate_balances", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    await grant({ customer_id: c, feature_id: f, amount: 5, balance_id: "g1", expires_at: START + 5 * DAY });
    await track({ customer_id: c, feature_id: f, value: 3 });
    // As Autumn: recalculate_balances needs feature_id.
    expect(await fails(h.rv.POST("/balances.delete", { body: { customer_id: c, balance_id: "g1", recalculate_balances: true } }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await ok(h.rv.POST("/balances.delete", { body: { customer_id: c, feature_id: f, balance_id: "g1", recalculate_balances: true } }))).toEqual({ success: true });
    expect((await getCustomer(c)).balances[f]).toMatchObject({ granted: 10, usage: 3 });
  });

  it("refuses to delete an unknown balance_id and a body naming neither balance nor feature", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    for (const body of [{ customer_id: c, balance_id: "nope" }, { customer_id: c }]) {
      expect(await fails(h.rv.POST("/balances.delete", { body }))).toMatchObject({ status: 400, code: "invalid_request" });
    }
  });

  it("deletes a plan item's balance (Autumn; was 400): check and customers.get no longer count it", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 10 })]);
    const planBalance = (await getCustomer(c)).balances[f].breakdown![0].id;
    await track({ customer_id: c, feature_id: f, value: 4 });
    expect(await ok(h.rv.POST("/balances.delete", { body: { customer_id: c, balance_id: planBalance } }))).toMatchObject({ success: true });
    expect((await getCustomer(c)).balances[f]).toBeUndefined();
    expect((await check({ customer_id: c, feature_id: f })).allowed).toBe(false);
  });
});

describe("locks and balances.finalize", () => {
  const finalize = (body: RevenueSchemas["FinalizeParams"]) => h.rv.POST("/balances.finalize", { body });

  it("check with a lock reserves the amount for every other check until confirmed, which makes it usage", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    const lockId = uid("lock");
    const r = await check({ customer_id: c, feature_id: f, required_balance: 4, lock: { enabled: true, lock_id: lockId } });
    expect(r).toMatchObject({ allowed: true, lock_id: lockId, balance: { remaining: 1, usage: 4 } });
    expect((await check({ customer_id: c, feature_id: f, required_balance: 2 })).allowed).toBe(false);
    expect(await ok(finalize({ lock_id: lockId, action: "confirm", properties: { done: true } }))).toEqual({ success: true });
    expect((await getCustomer(c)).balances[f]).toMatchObject({ remaining: 1, usage: 4 });
    const ev = (await sql.get<{ value: number; properties: string }>("SELECT value, properties FROM rv_events WHERE customer_id = ?", c))!;
    expect(ev.value).toBe(4_000_000);
    expect(JSON.parse(ev.properties)).toEqual({ done: true });
  });

  it("generates a lock_… id when none is given, and release returns the amount", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    const r = await check({ customer_id: c, feature_id: f, required_balance: 5, lock: { enabled: true } });
    expect(r.lock_id).toMatch(/^lock_/);
    await ok(finalize({ lock_id: r.lock_id!, action: "release" }));
    expect((await getCustomer(c)).balances[f]).toMatchObject({ remaining: 5, usage: 0 });
  });

  it("confirms a smaller override_value, returning the difference", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    const r = await check({ customer_id: c, feature_id: f, required_balance: 4, lock: { enabled: true } });
    await ok(finalize({ lock_id: r.lock_id!, action: "confirm", override_value: 1.5 }));
    expect((await getCustomer(c)).balances[f]).toMatchObject({ remaining: 3.5, usage: 1.5 });
  });

  it("answers 402 insufficient_balance for a larger override that does not fit, the lock staying held", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    const r = await check({ customer_id: c, feature_id: f, required_balance: 4, lock: { enabled: true } });
    expect(await fails(finalize({ lock_id: r.lock_id!, action: "confirm", override_value: 7 }))).toMatchObject({ status: 402, code: "insufficient_balance" });
    await ok(finalize({ lock_id: r.lock_id!, action: "confirm", override_value: 5 }));
    expect((await getCustomer(c)).balances[f]).toMatchObject({ remaining: 0, usage: 5 });
  });

  it("denies a lock that does not fit without overage_behavior (nothing reserved); cap reserves what fits", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 2 })]);
    const denied = await check({ customer_id: c, feature_id: f, required_balance: 3, lock: { enabled: true } });
    expect(denied.allowed).toBe(false);
    expect(denied.lock_id).toBeUndefined();
    const capped = await check({ customer_id: c, feature_id: f, required_balance: 3, lock: { enabled: true, overage_behavior: "cap" } });
    expect(capped).toMatchObject({ allowed: true, balance: { remaining: 0, usage: 2 } });
  });

  it("answers 409 lock_exists for a used lock_id and 409 lock_finalized for a settled lock", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    const lockId = uid("lock");
    await check({ customer_id: c, feature_id: f, lock: { enabled: true, lock_id: lockId } });
    expect(await fails(h.rv.POST("/balances.check", { body: { customer_id: c, feature_id: f, lock: { enabled: true, lock_id: lockId } } }))).toMatchObject({
      status: 409,
      code: "lock_exists",
    });
    await ok(finalize({ lock_id: lockId, action: "release" }));
    expect(await fails(finalize({ lock_id: lockId, action: "confirm" }))).toMatchObject({ status: 409, code: "lock_finalized" });
  });

  it("releases an expired lock by itself", async () => {
    clock.set(START);
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    const r = await check({ customer_id: c, feature_id: f, required_balance: 5, lock: { enabled: true, expires_at: START + 60_000 } });
    expect((await check({ customer_id: c, feature_id: f })).allowed).toBe(false);
    clock.set(START + 60_000);
    expect((await getCustomer(c)).balances[f]).toMatchObject({ remaining: 5, usage: 0 });
    expect((await check({ customer_id: c, feature_id: f })).allowed).toBe(true);
    expect(await fails(finalize({ lock_id: r.lock_id!, action: "confirm" }))).toMatchObject({ status: 409, code: "lock_finalized" });
    clock.set(START);
  });

  it("a track releases an expired lock and takes from several breakdowns and features in one write: the released units pay, every event keeps its deductions", async () => {
    clock.set(START);
    const ev = uid("ev");
    const f = await feature("metered", { event_names: [ev] });
    const g = await feature("metered", { event_names: [ev] });
    const c = await customerOn([item(f, { included: 5 }), item(g, { included: 5 })]);
    const extra = await grant({ customer_id: c, feature_id: f, amount: 2, expires_at: START + 86_400_000 });
    await track({ customer_id: c, feature_id: f, value: 4, lock: { enabled: true, expires_at: START + 60_000 } });
    clock.set(START + 60_000);
    // 6 of f: the expiring grant's 2 first, then 4 of the plan's 5, which the expired lock held until now.
    const r = await track({ customer_id: c, event_name: ev, value: 6, properties: { n: 1 } });
    expect(r.balances![f]).toMatchObject({ remaining: 1, usage: 6 });
    expect(r.balances![g]).toMatchObject({ remaining: 0, usage: 5 });
    expect(r.deductions.filter((d) => d.feature_id === f).map((d) => [d.balance_id, d.value])).toEqual([
      [extra.balance_id, 2],
      [expect.any(String), 4],
    ]);
    const { list } = await ok(h.rv.POST("/events.list", { body: { customer_id: c, start_cursor: "", limit: 10 } }));
    expect(list.map((e) => [e.feature_id, e.value, e.properties])).toEqual(expect.arrayContaining([[f, 6, { n: 1 }], [g, 6, { n: 1 }]]));
    expect(list).toHaveLength(2);
    expect((await getCustomer(c)).balances[f]).toMatchObject({ remaining: 1, usage: 6 });
    clock.set(START);
  });

  it("releases an expired lock on a plain check that read the balance just before (nothing stale is served)", async () => {
    clock.set(START);
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    await check({ customer_id: c, feature_id: f, required_balance: 5, lock: { enabled: true, expires_at: START + 60_000 } });
    // Plain checks read the same rows again and again; the last one before expiry...
    for (let i = 0; i < 3; i++) expect((await check({ customer_id: c, feature_id: f })).allowed).toBe(false);
    clock.set(START + 60_000);
    // ...and the first one after it releases the lock and sees the units back.
    expect(await check({ customer_id: c, feature_id: f, required_balance: 5 })).toMatchObject({ allowed: true, balance: { remaining: 5, usage: 0 } });
    clock.set(START);
  });

  it("answers plain checks from the stored state after every kind of change (track, grant, another process's SQL)", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    const remaining = async () => (await check({ customer_id: c, feature_id: f })).balance!.remaining;
    expect(await remaining()).toBe(5);
    await track({ customer_id: c, feature_id: f, value: 2 });
    expect(await remaining()).toBe(3);
    await grant({ customer_id: c, feature_id: f, amount: 4 });
    expect(await remaining()).toBe(7);
    expect(await remaining()).toBe(7);
    // An operator's SQL from another connection (what the CLI or sqlite3 would do).
    await otherConnection("UPDATE rv_balances SET usage = usage + 1000000 WHERE customer_seq = (SELECT seq FROM rv_customers WHERE id = ?) AND feature_id = ? AND plan_id IS NOT NULL", c, f);
    expect(await remaining()).toBe(6);
  });

  it("settles a lock once under 10 parallel finalize calls", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 5 })]);
    const r = await check({ customer_id: c, feature_id: f, required_balance: 2, lock: { enabled: true } });
    const rs = await Promise.all(Array.from({ length: 10 }, () => finalize({ lock_id: r.lock_id!, action: "confirm" })));
    expect(rs.filter((x) => x.response.status === 200)).toHaveLength(1);
    expect(rs.filter((x) => x.response.status === 409)).toHaveLength(9);
    expect((await getCustomer(c)).balances[f]).toMatchObject({ usage: 2, remaining: 3 });
  });

  it("track with a lock reserves value (no deductions) and answers 402 insufficient_balance when it does not fit", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 3 })]);
    const t = await track({ customer_id: c, feature_id: f, value: 2, lock: { enabled: true } });
    expect(t).toMatchObject({ deductions: [], lock_id: expect.stringMatching(/^lock_/), balance: { remaining: 1 } });
    expect(await fails(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: f, value: 2, lock: { enabled: true } } }))).toMatchObject({
      status: 402,
      code: "insufficient_balance",
    });
  });

  it("refuses an unknown lock_id, override_value with release, and a lock expiring in the past or beyond 7 days", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 3 })]);
    const r = await check({ customer_id: c, feature_id: f, lock: { enabled: true } });
    expect(await fails(finalize({ lock_id: uid("nope"), action: "confirm" }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(finalize({ lock_id: r.lock_id!, action: "release", override_value: 1 }))).toMatchObject({ status: 400, code: "invalid_request" });
    for (const expires_at of [clock.now() - 1, clock.now() + 8 * DAY]) {
      expect(await fails(h.rv.POST("/balances.check", { body: { customer_id: c, feature_id: f, lock: { enabled: true, expires_at } } }))).toMatchObject({
        status: 400,
        code: "invalid_request",
      });
    }
    expect((await rawPost(h, "/balances.finalize", { lock_id: "x", action: "keep" })).status).toBe(400);
    expect((await rawPost(h, "/balances.check", { customer_id: c, feature_id: f, lock: { enabled: false } })).status).toBe(400);
  });
});

describe("malformed bodies and modes, per operation", () => {
  it.each([
    ["/balances.list", { customer_id: 7 }],
    ["/balances.list", { customer_id: "c", surprise: 1 }],
    ["/balances.grant", { customer_id: "c", feature_id: "f", amount: "5" }],
    ["/balances.grant", { customer_id: "c", feature_id: "f" }],
    ["/balances.grant", { customer_id: "c", feature_id: "f", amount: 1, reason: "" }],
    ["/balances.create", { customer_id: "c", feature_id: "f", reset: { interval: "fortnight" } }],
    ["/balances.create", { customer_id: "c", feature_id: "f", rollover: { duration: "month" } }],
    ["/balances.update", { customer_id: "c", feature_id: "f", interval: "fortnight" }],
    ["/balances.delete", { customer_id: "c", recalculate_balances: "yes" }],
    ["/balances.finalize", { action: "confirm" }],
    ["/balances.batch_track", Array.from({ length: 1001 }, () => ({ customer_id: "c", feature_id: "f" }))],
    ["/balances.batch_track", [{ customer_id: "c", feature_id: "f", value: "1" }]],
    ["/costs.rates.list", { model_id: "x" }],
    ["/costs.rates.list", { provider: "" }],
  ])("POST %s refuses %j with 400 invalid_request", async (path, body) => {
    const r = await rawPost(h, path, body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("invalid_request");
  });

  it.each([
    ["/balances.create", { customer_id: "c", feature_id: "f", included_grant: -1 }],
    ["/balances.update", { customer_id: "c", feature_id: "f", usage: -1 }],
    ["/balances.finalize", { lock_id: "l", action: "confirm", override_value: -1 }],
  ])("POST %s refuses the negative amount of %j with 400 invalid_amount", async (path, body) => {
    const r = await rawPost(h, path, body);
    expect(r).toMatchObject({ status: 400, body: { code: "invalid_amount" } });
  });

  it("keeps test balances out of live for list, grant, create, update, delete and track", async () => {
    const f = await feature("metered");
    const c = await customerOn([item(f, { included: 1 })]);
    const calls: [string, Record<string, unknown>][] = [
      ["/balances.list", { customer_id: c }],
      ["/balances.grant", { customer_id: c, feature_id: f, amount: 1 }],
      ["/balances.create", { customer_id: c, feature_id: f, included_grant: 1 }],
      ["/balances.update", { customer_id: c, feature_id: f, usage: 0 }],
      ["/balances.delete", { customer_id: c, feature_id: f }],
      ["/balances.track", { customer_id: c, feature_id: f }],
    ];
    for (const [path, body] of calls) {
      const r = await rawPost(h, path, body, { auth: h.keys.live });
      expect(r.status, path).toBe(404);
      expect(r.body.code, path).toBe("customer_not_found");
    }
    expect((await getCustomer(c)).balances[f]).toMatchObject({ granted: 1, usage: 0 });
  });
});
