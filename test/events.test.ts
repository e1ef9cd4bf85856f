import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type RevenueHarness, fails, ok, rawPost, startRevenue } from "./support/revenue.js";


const MON = Date.UTC(2026, 2, 2, 0, 0, 0); // a Monday
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = manualClock(MON + 10 * DAY);
let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue({ clock });
});
afterAll(() => h.close());

const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;

/** A feature, a free plan with 1,000 units of it, and two customers on it. */
async function setup() {
  const f = (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("meter"), name: "M", type: "metered", consumable: true } }))).id;
  const plan = (
    await ok(
      h.rv.POST("/plans.create", {
        body: { plan_id: uid("plan"), name: "P", group: "", add_on: false, auto_enable: false, create_in_stripe: true, items: [{ feature_id: f, pooled: false, included: 1000 }] },
      }),
    )
  ).id;
  const customer = async () => (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), auto_enable_plan_id: plan } }))).id!;
  return { f, plan, a: await customer(), b: await customer() };
}
const track = (body: RevenueSchemas["TrackParams"]) => ok(h.rv.POST("/balances.track", { body }));
const list = (body: Partial<RevenueSchemas["ListEventsParams"]>) => ok(h.rv.POST("/events.list", { body: { start_cursor: "", limit: 50, ...body } }));
const aggregate = (body: RevenueSchemas["AggregateEventsParams"]) => ok(h.rv.POST("/events.aggregate", { body }));

describe("events.list", () => {
  it("lists the events of tracks and send_event checks, newest first, with their deductions", async () => {
    const { f, a } = await setup();
    await track({ customer_id: a, feature_id: f, value: 2, timestamp: MON + HOUR, properties: { model: "x" } });
    await ok(h.rv.POST("/balances.check", { body: { customer_id: a, feature_id: f, send_event: true } }));
    const l = await list({ customer_id: a });
    expect(l.next_cursor).toBeNull();
    expect(l.list).toHaveLength(2);
    expect(l.list[1]).toEqual({
      id: expect.stringMatching(/^evt_/),
      timestamp: MON + HOUR,
      feature_id: f,
      customer_id: a,
      value: 2,
      properties: { model: "x" },
      deductions: [expect.objectContaining({ feature_id: f, value: 2 })],
    });
    expect(l.list[0].timestamp).toBe(clock.now());
  });

  it("pages with next_cursor and filters by customer, feature and range", async () => {
    const { f, a, b } = await setup();
    for (let i = 0; i < 5; i++) await track({ customer_id: a, feature_id: f, timestamp: MON + i * HOUR });
    await track({ customer_id: b, feature_id: f, timestamp: MON });
    const first = await list({ customer_id: a, limit: 2 });
    expect(first.list.map((e) => e.timestamp)).toEqual([MON + 4 * HOUR, MON + 3 * HOUR]);
    const second = await list({ customer_id: a, limit: 2, start_cursor: first.next_cursor! });
    expect(second.list.map((e) => e.timestamp)).toEqual([MON + 2 * HOUR, MON + HOUR]);
    const third = await list({ customer_id: a, limit: 2, start_cursor: second.next_cursor! });
    expect(third.list).toHaveLength(1);
    expect(third.next_cursor).toBeNull();
    expect((await list({ feature_id: [f], custom_range: { start: MON, end: MON + HOUR } })).list.map((e) => e.customer_id).sort()).toEqual([a, b].sort());
  });

  it("refuses an unknown cursor, entity_id without customer_id, and a limit over 5,000", async () => {
    expect(await fails(h.rv.POST("/events.list", { body: { start_cursor: "nope" } }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(h.rv.POST("/events.list", { body: { entity_id: "e" } }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect((await rawPost(h, "/events.list", { limit: 5001 })).status).toBe(400);
    expect(await fails(h.rv.POST("/events.list", { body: { customer_id: uid() } }))).toMatchObject({ status: 404, code: "customer_not_found" });
  });

  it("keeps modes apart: live sees none of test's events", async () => {
    const { f, a } = await setup();
    await track({ customer_id: a, feature_id: f });
    expect((await ok(h.live.POST("/events.list", { body: { feature_id: f } }))).list).toEqual([]);
  });
});

describe("events.aggregate", () => {
  it("sums per feature in UTC day bins over a custom range, empty bins included, with totals", async () => {
    const { f, a } = await setup();
    await track({ customer_id: a, feature_id: f, value: 2, timestamp: MON + HOUR });
    await track({ customer_id: a, feature_id: f, value: 3, timestamp: MON + 5 * HOUR });
    await track({ customer_id: a, feature_id: f, value: 1.5, timestamp: MON + 2 * DAY });
    const r = await aggregate({ feature_id: f, custom_range: { start: MON, end: MON + 3 * DAY }, bin_size: "day" });
    expect(r.list).toEqual([
      { period: MON, values: { [f]: 5 } },
      { period: MON + DAY, values: { [f]: 0 } },
      { period: MON + 2 * DAY, values: { [f]: 1.5 } },
    ]);
    expect(r.total).toEqual({ [f]: { count: 3, sum: 6.5 } });
  });

  it("groups by a property and by customer, keeping max_groups and summing the rest as Other", async () => {
    const { f, a, b } = await setup();
    await track({ customer_id: a, feature_id: f, value: 5, timestamp: MON, properties: { model: "big" } });
    await track({ customer_id: a, feature_id: f, value: 2, timestamp: MON, properties: { model: "mid" } });
    await track({ customer_id: b, feature_id: f, value: 1, timestamp: MON, properties: { model: "small" } });
    const byModel = await aggregate({ feature_id: f, custom_range: { start: MON, end: MON + DAY }, group_by: "properties.model", max_groups: 2 });
    expect(byModel.list[0].grouped_values).toEqual({ [f]: { big: 5, mid: 2, Other: 1 } });
    const byCustomer = await aggregate({ feature_id: f, custom_range: { start: MON, end: MON + DAY }, group_by: "$customer_id" });
    expect(byCustomer.list[0].grouped_values).toEqual({ [f]: { [a]: 7, [b]: 1 } });
    const filtered = await aggregate({ feature_id: f, custom_range: { start: MON, end: MON + DAY }, filter_by: { model: "mid" } });
    expect(filtered.total[f]).toEqual({ count: 1, sum: 2 });
  });

  it("bins by Monday weeks and by preset ranges ending now", async () => {
    const { f, a } = await setup();
    await track({ customer_id: a, feature_id: f, value: 4, timestamp: MON + 8 * DAY });
    const weeks = await aggregate({ feature_id: f, customer_id: a, custom_range: { start: MON + 3 * DAY, end: MON + 14 * DAY }, bin_size: "week" });
    expect(weeks.list.map((b) => [b.period, b.values[f]])).toEqual([
      [MON, 0],
      [MON + 7 * DAY, 4],
    ]);
    const recent = await aggregate({ feature_id: f, customer_id: a, range: "7d" });
    expect(recent.total[f]).toEqual({ count: 1, sum: 4 });
  });

  it("with aggregate_on deducted adds what each balance gave, keyed by the deducted feature, grouped by the tracked feature", async () => {
    const m1 = (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("m"), name: "M1", type: "metered", consumable: true } }))).id;
    const m2 = (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("m"), name: "M2", type: "metered", consumable: true } }))).id;
    const credits = (
      await ok(
        h.rv.POST("/features.create", {
          body: { feature_id: uid("cr"), name: "C", type: "credit_system", consumable: true, credit_schema: [{ metered_feature_id: m1, credit_cost: 2 }, { metered_feature_id: m2, credit_cost: 1 }] },
        }),
      )
    ).id;
    const plan = (
      await ok(
        h.rv.POST("/plans.create", {
          body: { plan_id: uid("plan"), name: "P", group: "", add_on: false, auto_enable: false, create_in_stripe: true, items: [{ feature_id: credits, pooled: false, included: 100 }] },
        }),
      )
    ).id;
    const c = (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), auto_enable_plan_id: plan } }))).id!;
    await track({ customer_id: c, feature_id: m1, value: 3, timestamp: MON });
    await track({ customer_id: c, feature_id: m2, value: 4, timestamp: MON });
    const r = await aggregate({ customer_id: c, feature_id: [credits], custom_range: { start: MON, end: MON + DAY }, aggregate_on: "deducted", group_by: "$feature_id" });
    expect(r.deductions).toHaveLength(1);
    const bin = r.deductions![0];
    expect(bin.values[credits]).toMatchObject({ feature_type: "credit_system", deducted: 10, events: 2 });
    expect(bin.values[credits].balances).toEqual([expect.objectContaining({ deducted: 10, events: 2, plan_id: plan })]);
    expect(bin.grouped_values![credits]).toEqual({ [m1]: { deducted: 6, credit_cost: 2 }, [m2]: { deducted: 4, credit_cost: 1 } });
    expect(await fails(h.rv.POST("/events.aggregate", { body: { feature_id: credits, range: "7d", aggregate_on: "deducted" } }))).toMatchObject({ status: 400 });
  });

  it.each([
    ["both range and custom_range", { range: "7d", custom_range: { start: MON, end: MON + DAY } }, "range"],
    ["neither range nor custom_range", {}, "range"],
    ["more than 1,000 bins", { custom_range: { start: 0, end: MON }, bin_size: "hour" }, "bin_size"],
    ["a cycle range without a customer", { range: "1bc" }, "range"],
    ["$feature_id without aggregate_on", { range: "7d", group_by: "$feature_id" }, "group_by"],
    ["more than 5 filter_by keys", { range: "7d", filter_by: { a: "1", b: "1", c: "1", d: "1", e: "1", f: "1" } }, "filter_by"],
  ])("refuses %s with 400 naming the field", async (_, over, field) => {
    const e = await fails(h.rv.POST("/events.aggregate", { body: { feature_id: "f", ...over } as RevenueSchemas["AggregateEventsParams"] }));
    expect(e).toMatchObject({ status: 400, code: "invalid_request" });
    expect(e.message).toContain(field);
  });

  it("refuses a body without feature_id or with an unknown bin_size", async () => {
    expect((await rawPost(h, "/events.aggregate", { range: "7d" })).status).toBe(400);
    expect((await rawPost(h, "/events.aggregate", { feature_id: "f", range: "7d", bin_size: "minute" })).status).toBe(400);
  });
});
