import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credits, providerCost, type Rate } from "../src/revenue/balances/tokens.rules.js";
import { type RevenueHarness, fails, ok, rawPost, startRevenue } from "./support/revenue.js";
import { type TestSql, testSql } from "./support/sql.js";

let h: RevenueHarness;
let sql: TestSql;
beforeAll(async () => {
  h = await startRevenue();
  sql = testSql(h.tandem);
});
afterAll(async () => {
  await sql.close();
  await h.close();
});

const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;

/** An ai_credit_system feature with these markups and a customer with `included` credits of it. */
async function aiCustomer(markups: Record<string, unknown>, included = 100) {
  const f = (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("ai"), name: "AI", type: "ai_credit_system", consumable: true, ...markups } as RevenueSchemas["CreateFeatureParams"] }))).id;
  const plan = (
    await ok(
      h.rv.POST("/plans.create", {
        body: { plan_id: uid("plan"), name: "P", group: "", add_on: false, auto_enable: false, create_in_stripe: true, items: [{ feature_id: f, pooled: false, included }] },
      }),
    )
  ).id;
  const c = (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), auto_enable_plan_id: plan } }))).id!;
  return { f, c };
}
const tokens = (body: RevenueSchemas["TrackTokensParams"]) => h.rv.POST("/balances.track_tokens", { body });

describe("token pricing rules", () => {
  const rate: Rate = { input_cost: 3_000_000, output_cost: 15_000_000, cache_read_cost: 300_000, cache_write_cost: null, audio_input_cost: null, audio_output_cost: null, reasoning_cost: null };
  it("prices tokens per million exactly, pools without a price as input or output", () => {
    expect(providerCost(rate, { input_tokens: 1_000_000, output_tokens: 0 })).toBe(3_000_000);
    expect(providerCost(rate, { input_tokens: 0, output_tokens: 0, cache_write_tokens: 1_000_000, reasoning_tokens: 1_000_000 })).toBe(18_000_000);
    expect(providerCost(rate, { input_tokens: 1, output_tokens: 0 })).toBe(3);
  });
  it("applies the markup in percent", () => {
    expect(credits(rate, { input_tokens: 1_000_000, output_tokens: 0 }, 20)).toBe(3_600_000);
    expect(credits(rate, { input_tokens: 1_000_000, output_tokens: 0 }, 0)).toBe(3_000_000);
  });
});

describe("costs.rates.list", () => {
  it("answers the seeded rate table ordered by model_id, filterable by provider and model", async () => {
    const all = await ok(h.rv.POST("/costs.rates.list", { body: {} }));
    expect(all.list.length).toBeGreaterThanOrEqual(5);
    expect(all.list.map((r) => r.model_id)).toEqual([...all.list.map((r) => r.model_id)].sort());
    const sonnet = await ok(h.rv.POST("/costs.rates.list", { body: { model_id: "anthropic/claude-sonnet-4" } }));
    expect(sonnet.list).toEqual([
      {
        model_id: "anthropic/claude-sonnet-4",
        provider: "anthropic",
        input_cost: 3,
        output_cost: 15,
        cache_read_cost: 0.3,
        cache_write_cost: 3.75,
        audio_input_cost: null,
        audio_output_cost: null,
        reasoning_cost: null,
        currency: "usd",
        origin: "seed",
        updated_at: expect.any(Number),
      },
    ]);
    expect((await ok(h.rv.POST("/costs.rates.list", { body: { provider: "openai" } }))).list.every((r) => r.provider === "openai")).toBe(true);
  });

  it("reads rows the operator edited", async () => {
    await sql.run("INSERT INTO rv_cost_rates (model_id, input_cost, output_cost, origin, updated_at) VALUES ('acme/m1', 1000000, 2000000, 'operator', 1)");
    expect((await ok(h.rv.POST("/costs.rates.list", { body: { provider: "acme" } }))).list).toEqual([
      expect.objectContaining({ model_id: "acme/m1", input_cost: 1, output_cost: 2, origin: "operator" }),
    ]);
  });
});

describe("balances.track_tokens", () => {
  it("deducts the table's cost marked up by the provider markup, as credits", async () => {
    const { f, c } = await aiCustomer({ provider_markups: { anthropic: { markup: 50 } } });
    const r = await ok(tokens({ customer_id: c, feature_id: f, model_id: "anthropic/claude-sonnet-4", input_tokens: 1_000_000, output_tokens: 100_000 }));
    // (3 + 1.5) × 1.5 = 6.75 credits
    expect(r.value).toBe(6.75);
    expect(r.balance).toMatchObject({ remaining: 93.25, usage: 6.75 });
  });

  it("uses the feature's model markup and prices over the table, and finds the only ai_credit_system without feature_id", async () => {
    const { c } = await aiCustomer({ model_markups: { "acme/own": { input_cost: 10, output_cost: 20, markup: 10 } }, default_markup: 99 });
    const r = await ok(tokens({ customer_id: c, model_id: "acme/own", input_tokens: 100_000, output_tokens: 100_000 }));
    // (1 + 2) × 1.1 = 3.3 credits
    expect(r.value).toBe(3.3);
  });

  it("answers 400 invalid_request naming model_id for an unknown model, and missing_feature_id when the customer has no ai credits", async () => {
    const { f, c } = await aiCustomer({});
    const e = await fails(tokens({ customer_id: c, feature_id: f, model_id: "nobody/none", input_tokens: 1, output_tokens: 1 }));
    expect(e).toMatchObject({ status: 400, code: "invalid_request" });
    expect(e.message).toContain("model_id");
    const plain = (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus") } }))).id!;
    expect(await fails(tokens({ customer_id: plain, model_id: "openai/gpt-4o", input_tokens: 1, output_tokens: 1 }))).toMatchObject({ status: 400, code: "missing_feature_id" });
  });

  it("refuses a malformed model_id, negative tokens and a non-ai feature with 400", async () => {
    const { f, c } = await aiCustomer({});
    expect((await rawPost(h, "/balances.track_tokens", { customer_id: c, model_id: "no-slash", input_tokens: 1, output_tokens: 1 })).status).toBe(400);
    expect((await rawPost(h, "/balances.track_tokens", { customer_id: c, feature_id: f, model_id: "openai/gpt-4o", input_tokens: -1, output_tokens: 1 })).status).toBe(400);
    const m = (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("m"), name: "M", type: "metered", consumable: true } }))).id;
    expect(await fails(tokens({ customer_id: c, feature_id: m, model_id: "openai/gpt-4o", input_tokens: 1, output_tokens: 1 }))).toMatchObject({ status: 400, code: "invalid_request" });
  });
});
