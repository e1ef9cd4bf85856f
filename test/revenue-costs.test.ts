/**
 * costs.track|batch_track|list, the cost record of balances.track_tokens, the
 * shipped model price table and `tandem models`, through the SDK and the real
 * binary.
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { toNano, undatedModelId } from "../src/revenue/costs/costs.rules.js";
import { MODEL_PRICES_2025_11 } from "../src/revenue/costs/model-prices.js";
import { BIN, dbArgs } from "./support/cli.js";
import { type RevenueHarness, fails, ok, rawPost, startRevenue } from "./support/revenue.js";

const START = Date.UTC(2026, 3, 1);
const clock = manualClock(START);
let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue({ clock });
});
afterAll(() => h.close());

const uid = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;
type Track = RevenueSchemas["TrackCostParams"];
const customer = async () => {
  const id = uid("cus");
  await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: id } }));
  return id;
};
const track = (body: Track) => h.rv.POST("/costs.track", { body });

describe("costs rules", () => {
  it.each([
    [0.0042, 4_200_000],
    [1, 1_000_000_000],
    [1e-9, 1],
    [1.0000000005, 1_000_000_001],
    [0.1234567894, 123_456_789],
    [1_000_000, 1e15],
  ])("%s major units are %s nano-units", (units, nano) => {
    expect(toNano(units)).toBe(nano);
  });

  it.each([
    ["anthropic/claude-sonnet-4-20250514", "anthropic/claude-sonnet-4"],
    ["openai/gpt-4o-2024-08-06", "openai/gpt-4o"],
    ["openai/gpt-4o", null],
    ["google/gemini-2.5-pro", null],
  ])("%s without its snapshot is %s", (id, want) => {
    expect(undatedModelId(id)).toBe(want);
  });
});

describe("costs.track", () => {
  it("records an amount with its labels and answers it", async () => {
    const c = await customer();
    const f = uid("f");
    await ok(h.rv.POST("/features.create", { body: { feature_id: f, name: f, type: "metered" } }));
    const r = await ok(track({ customer_id: c, feature_id: f, source: "twilio", amount: 0.0079, properties: { sms: 1 } }));
    expect(r).toEqual({
      id: expect.stringMatching(/^cost_/),
      customer_id: c,
      entity_id: null,
      feature_id: f,
      source: "twilio",
      model_id: null,
      amount: 0.0079,
      currency: "usd",
      original_amount: 0.0079,
      original_currency: "usd",
      properties: { sms: 1 },
      timestamp: START,
      created_at: START,
    });
  });

  it("prices tokens with the rate table, the provider as source; a dated snapshot is priced as its model", async () => {
    const c = await customer();
    const r = await ok(track({ customer_id: c, model_id: "anthropic/claude-sonnet-4-20250514", input_tokens: 1_000_000, output_tokens: 100_000, cache_read_tokens: 10_000 }));
    // 1M × $3 + 0.1M × $15 + 0.01M × $0.30
    expect(r).toMatchObject({ amount: 4.503, source: "anthropic", model_id: "anthropic/claude-sonnet-4-20250514" });
    const tiny = await ok(track({ customer_id: c, model_id: "openai/gpt-5-nano", input_tokens: 1 }));
    expect(tiny.amount).toBe(0.00000005);
  });

  it("is idempotent by key like track", async () => {
    const c = await customer();
    const key = uid("k");
    const first = await ok(h.rv.POST("/costs.track", { body: { customer_id: c, amount: 1 }, params: { header: { "idempotency-key": key } } }));
    // The retry is answered 409 idempotency_replay; the SDK returns the first answer.
    const again = await ok(h.rv.POST("/costs.track", { body: { customer_id: c, amount: 1 }, params: { header: { "idempotency-key": key } } }));
    expect(again).toEqual(first);
    expect((await ok(h.rv.POST("/costs.list", { body: { customer_id: c } }))).list).toHaveLength(1);
  });

  it("refuses bad costs with a clear 4xx", async () => {
    const c = await customer();
    const unknown = await fails(track({ customer_id: c, model_id: "acme/unknown-model-7", input_tokens: 5 }));
    expect(unknown).toMatchObject({ status: 400, code: "invalid_request" });
    expect(unknown.message).toContain("acme/unknown-model-7");
    expect(unknown.message).toContain("model_id");
    expect(await fails(track({ customer_id: c }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(track({ customer_id: c, amount: 1, model_id: "openai/gpt-4o" }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(track({ customer_id: c, amount: 1, input_tokens: 3 }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(track({ customer_id: c, model_id: "openai/gpt-4o", currency: "usd", input_tokens: 1 }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(track({ customer_id: c, amount: 1, currency: "eur" }))).toMatchObject({ status: 400, code: "missing_fx_rate" });
    expect((await rawPost(h, "/costs.track", { customer_id: c, amount: -1 })).body).toMatchObject({ code: "invalid_amount" });
    expect((await rawPost(h, "/costs.track", { customer_id: c, amount: 2_000_000 })).body).toMatchObject({ code: "invalid_amount" });
    expect(await fails(track({ customer_id: "nobody", amount: 1 }))).toMatchObject({ status: 404, code: "customer_not_found" });
    expect(await fails(track({ customer_id: c, amount: 1, feature_id: "nope" }))).toMatchObject({ status: 404, code: "feature_not_found" });
    expect(await fails(track({ customer_id: c, amount: 1, entity_id: "nope" }))).toMatchObject({ status: 404, code: "entity_not_found" });
    expect(await fails(track({ customer_id: c, amount: 1, timestamp: START + 10 * 60_000 }))).toMatchObject({ status: 400, code: "invalid_request" });
  });
});

describe("costs.batch_track", () => {
  it("records all items in order, each item idempotent by its own key; a failing item rolls back the batch with data.index", async () => {
    const c = await customer();
    const k = uid("k");
    const r = await ok(h.rv.POST("/costs.batch_track", { body: { items: [{ customer_id: c, amount: 1, idempotency_key: k }, { customer_id: c, amount: 2 }] } }));
    expect(r.list.map((x) => x.amount)).toEqual([1, 2]);
    const again = await ok(h.rv.POST("/costs.batch_track", { body: { items: [{ customer_id: c, amount: 1, idempotency_key: k }, { customer_id: c, amount: 3 }] } }));
    expect(again.list[0]).toEqual(r.list[0]);
    const mismatch = await fails(h.rv.POST("/costs.batch_track", { body: { items: [{ customer_id: c, amount: 9, idempotency_key: k }] } }));
    expect(mismatch).toMatchObject({ status: 409, code: "idempotency_mismatch", data: { index: 0 } });
    const bad = await fails(h.rv.POST("/costs.batch_track", { body: { items: [{ customer_id: c, amount: 4 }, { customer_id: "nobody", amount: 5 }] } }));
    expect(bad).toMatchObject({ status: 404, code: "customer_not_found", data: { index: 1 } });
    const twice = await fails(h.rv.POST("/costs.batch_track", { body: { items: [{ customer_id: c, amount: 4, idempotency_key: "same" }, { customer_id: c, amount: 5, idempotency_key: "same" }] } }));
    expect(twice).toMatchObject({ status: 400, code: "invalid_request", data: { index: 1 } });
    const all = await ok(h.rv.POST("/costs.list", { body: { customer_id: c } }));
    expect(all.list.map((x) => x.amount).sort()).toEqual([1, 2, 3]);
  });
});

describe("costs.list", () => {
  it("pages newest first and filters by customer, feature, source and time", async () => {
    const c = await customer();
    for (let i = 0; i < 5; i++) await ok(track({ customer_id: c, amount: i, source: i % 2 ? "odd" : "even", timestamp: START - (5 - i) * 1000 }));
    const p1 = await ok(h.rv.POST("/costs.list", { body: { customer_id: c, limit: 2 } }));
    expect(p1.list.map((x) => x.amount)).toEqual([4, 3]);
    const p2 = await ok(h.rv.POST("/costs.list", { body: { customer_id: c, limit: 2, start_cursor: p1.next_cursor! } }));
    expect(p2.list.map((x) => x.amount)).toEqual([2, 1]);
    const p3 = await ok(h.rv.POST("/costs.list", { body: { customer_id: c, limit: 2, start_cursor: p2.next_cursor! } }));
    expect(p3).toEqual({ list: [expect.objectContaining({ amount: 0 })], next_cursor: null });
    expect((await ok(h.rv.POST("/costs.list", { body: { customer_id: c, source: "odd" } }))).list.map((x) => x.amount)).toEqual([3, 1]);
    const range = await ok(h.rv.POST("/costs.list", { body: { customer_id: c, custom_range: { start: START - 4000, end: START - 2000 } } }));
    expect(range.list.map((x) => x.amount)).toEqual([2, 1]);
    expect(await fails(h.rv.POST("/costs.list", { body: { start_cursor: "bogus" } }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(h.rv.POST("/costs.list", { body: { entity_id: "e1" } }))).toMatchObject({ status: 400, code: "invalid_request" });
  });
});

describe("balances.track_tokens records its provider cost", () => {
  it("one cost record per call at the table's price (before markup), with the credit feature; none when the call is refused", async () => {
    const f = uid("ai");
    await ok(h.rv.POST("/features.create", { body: { feature_id: f, name: "AI", type: "ai_credit_system", consumable: true, default_markup: 50 } as RevenueSchemas["CreateFeatureParams"] }));
    const plan = uid("plan");
    await ok(h.rv.POST("/plans.create", { body: { plan_id: plan, name: "P", items: [{ feature_id: f, included: 10 }] } }));
    const c = uid("cus");
    await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: c, auto_enable_plan_id: plan } }));
    const answer = await ok(h.rv.POST("/balances.track_tokens", { body: { customer_id: c, model_id: "anthropic/claude-sonnet-4-20250514", input_tokens: 100_000, output_tokens: 10_000, properties: { run: 7 } } }));
    // Provider cost $0.45; credits with +50 %: 0.675.
    expect(answer.value).toBe(0.675);
    const costs = await ok(h.rv.POST("/costs.list", { body: { customer_id: c } }));
    expect(costs.list).toEqual([
      expect.objectContaining({ customer_id: c, feature_id: f, source: "anthropic", model_id: "anthropic/claude-sonnet-4-20250514", amount: 0.45, currency: "usd", properties: { run: 7 } }),
    ]);
    // A customer without the credit feature: recorded as Autumn records it (was 402 no_access), nothing deducted, its cost kept.
    const other = await customer();
    const unpaid = await ok(h.rv.POST("/balances.track_tokens", { body: { customer_id: other, feature_id: f, model_id: "anthropic/claude-opus-4", input_tokens: 0, output_tokens: 1_000 } }));
    expect(unpaid).toMatchObject({ balance: null, deductions: [] });
    expect((await ok(h.rv.POST("/costs.list", { body: { customer_id: other } }))).list).toHaveLength(1);
    expect((await ok(h.rv.POST("/costs.list", { body: { customer_id: c } }))).list).toHaveLength(1);
  });
});

describe("the model price table", () => {
  it("ships current models of the major providers, autumn-js's example priced through its snapshot", async () => {
    const { list } = await ok(h.rv.POST("/costs.rates.list", { body: {} }));
    const providers = new Set(list.map((r) => r.provider));
    for (const p of ["openai", "anthropic", "google", "mistral", "groq", "together", "deepseek", "xai"]) expect(providers, p).toContain(p);
    expect(list.length).toBeGreaterThanOrEqual(MODEL_PRICES_2025_11.length);
    expect(list.find((r) => r.model_id === "openai/gpt-5")).toMatchObject({ input_cost: 1.25, output_cost: 10, cache_read_cost: 0.125, origin: "seed" });
    expect(list.filter((r) => r.model_id.includes("llama") || r.model_id.includes("Llama")).length).toBeGreaterThanOrEqual(5);
    const ids = MODEL_PRICES_2025_11.map((p) => p.model_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of MODEL_PRICES_2025_11) expect(p.model_id, p.model_id).toMatch(/^[^/\s]+\/\S+$/);
  });
});

describe("tandem models", () => {
  const run = (...args: string[]) =>
    spawnSync("node", [BIN, "models", ...args, ...dbArgs(h.tandem.database)], { encoding: "utf8", env: { ...process.env, TANDEM_LOG_LEVEL: "warn", TANDEM_FROM_SOURCE: "1" } });

  it("sets a new model, changes one price of it, lists it, and deletes it; the API prices with it meanwhile", async () => {
    const set = run("set", "acme/m-1", "--input", "2.5", "--output", "10", "--cache-read", "0.25", "--json");
    expect(set.stderr).toBe("");
    expect(set.status).toBe(0);
    expect(JSON.parse(set.stdout)).toMatchObject({ model_id: "acme/m-1", input_cost: 2.5, output_cost: 10, cache_read_cost: 0.25, origin: "operator" });
    const change = run("set", "acme/m-1", "--output", "12", "--cache-read", "none", "--json");
    expect(JSON.parse(change.stdout)).toMatchObject({ input_cost: 2.5, output_cost: 12, cache_read_cost: null });
    const listed = run("list", "--provider", "acme");
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain("acme/m-1");
    const c = await customer();
    expect((await ok(track({ customer_id: c, model_id: "acme/m-1", output_tokens: 1_000_000 }))).amount).toBe(12);
    expect(run("delete", "acme/m-1").status).toBe(0);
    const gone = run("delete", "acme/m-1");
    expect(gone.status).toBe(1);
    expect(gone.stderr).toContain("acme/m-1");
    expect(await fails(track({ customer_id: c, model_id: "acme/m-1", output_tokens: 1 }))).toMatchObject({ status: 400, code: "invalid_request" });
  });

  it("an operator's price of a shipped model sticks (origin operator)", async () => {
    expect(run("set", "openai/gpt-4o-mini", "--input", "0.2").status).toBe(0);
    const { list } = await ok(h.rv.POST("/costs.rates.list", { body: { model_id: "openai/gpt-4o-mini" } }));
    expect(list[0]).toMatchObject({ input_cost: 0.2, output_cost: 0.6, origin: "operator" });
  });

  it("refuses bad command lines with exit 2", () => {
    expect(run("set", "no-slash", "--input", "1", "--output", "1").status).toBe(2);
    expect(run("set", "acme/x", "--input", "1.1234567", "--output", "1").status).toBe(2);
    const partial = run("set", "acme/new-one", "--input", "1");
    expect(partial.status).toBe(2);
    expect(partial.stderr).toContain("output");
  });
});
