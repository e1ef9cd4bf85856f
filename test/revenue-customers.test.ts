import { randomUUID } from "node:crypto";
import type { RevenueClient, RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type RevenueHarness, fails, ok, rawPost, startRevenue } from "./support/revenue.js";
import { type TestSql, testSql } from "./support/sql.js";

type Customer = RevenueSchemas["Customer"];
type GetOrCreate = RevenueSchemas["GetOrCreateCustomerParams"];
type UpdateCustomer = RevenueSchemas["UpdateCustomerParams"];
type ListCustomers = RevenueSchemas["ListCustomersParams"];
type CreatePlan = RevenueSchemas["CreatePlanParams"];
type PlanItemInput = RevenueSchemas["PlanItemInput"];

const START = Date.UTC(2026, 0, 15, 12, 0, 0);
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

/** An id no other test uses. */
const uid = (prefix = "cus") => `${prefix}_${randomUUID().slice(0, 8)}`;


const getOrCreate = (body: GetOrCreate, client: RevenueClient = h.rv) => ok(client.POST("/customers.get_or_create", { body }));
const getCustomer = (customer_id: string, expand?: RevenueSchemas["CustomerExpand"][], client: RevenueClient = h.rv) =>
  ok(client.POST("/customers.get", { body: { customer_id, ...(expand ? { expand } : {}) } }));
const update = (body: UpdateCustomer, client: RevenueClient = h.rv) => ok(client.POST("/customers.update", { body }));
const listBody = (over: Partial<ListCustomers> = {}): ListCustomers => ({ start_cursor: "", limit: 50, sort_order: "desc", ...over });
const list = (over: Partial<ListCustomers> = {}, client: RevenueClient = h.rv) => ok(client.POST("/customers.list", { body: listBody(over) }));
const newCustomer = (over: Partial<GetOrCreate> = {}, client: RevenueClient = h.rv) => getOrCreate({ customer_id: uid(), ...over }, client);

const feature = (type: "boolean" | "metered", consumable = true, client: RevenueClient = h.rv) =>
  ok(client.POST("/features.create", { body: { feature_id: uid(type === "boolean" ? "flag" : "meter"), name: "F", type, ...(type === "metered" ? { consumable } : {}) } }));
/** A plan body with every field autumn-js always sends. */
const planBody = (over: Partial<CreatePlan> = {}): CreatePlan => ({
  plan_id: uid("plan"),
  name: "Plan",
  group: "",
  add_on: false,
  auto_enable: false,
  create_in_stripe: true,
  ...over,
});
const item = (feature_id: string, over: Partial<PlanItemInput> = {}): PlanItemInput => ({ feature_id, pooled: false, ...over });
const createPlan = (over: Partial<CreatePlan> = {}, client: RevenueClient = h.rv) => ok(client.POST("/plans.create", { body: planBody(over) }));


describe("customers.get_or_create", () => {
  it("creates a customer in Autumn's shape, with nothing attached when no plan is auto_enable", async () => {
    const id = uid();
    const c = await getOrCreate({ customer_id: id, name: "Ada", email: "ada@example.com", fingerprint: "fp-1", metadata: { tier: "gold" } });
    expect(c).toEqual({
      id,
      name: "Ada",
      email: "ada@example.com",
      created_at: clock.now(),
      fingerprint: "fp-1",
      stripe_id: null,
      env: "sandbox",
      metadata: { tier: "gold" },
      send_email_receipts: false,
      billing_controls: {},
      subscriptions: [],
      purchases: [],
      licenses: [],
      balances: {},
      flags: {},
      config: {},
    });
    expect(await getCustomer(id)).toEqual(c);
  });

  it("answers the existing customer and ignores the other fields on a second call", async () => {
    const id = uid();
    const first = await getOrCreate({ customer_id: id, name: "First", email: "first@example.com" });
    const second = await getOrCreate({ customer_id: id, name: "Second", email: null, send_email_receipts: true });
    expect(second).toEqual(first);
    expect(second.name).toBe("First");
  });

  it("applies expand to an existing customer too", async () => {
    const id = uid();
    await getOrCreate({ customer_id: id });
    const again = await getOrCreate({ customer_id: id, expand: ["invoices", "entities"] });
    expect(again.invoices).toEqual([]);
    expect(again.entities).toEqual([]);
  });

  it("creates a new customer without an id on every call with customer_id null, reachable through customers.list", async () => {
    const name = uid("anon");
    const a = await getOrCreate({ customer_id: null, name });
    const b = await getOrCreate({ customer_id: null, name });
    expect(a.id).toBeNull();
    expect(b.id).toBeNull();
    const found = (await list({ search: name })).list;
    expect(found).toHaveLength(2);
    expect(found.every((c) => c.id === null && c.name === name)).toBe(true);
  });

  it("creates one customer for customer_id null sent twice with the same idempotency key", async () => {
    const name = uid("idem");
    const body = { customer_id: null, name, idempotency_key: uid("key") };
    await getOrCreate(body);
    // Replayed (409 idempotency_replay on the wire): the SDK returns the first answer.
    const replay = await ok(h.rv.POST("/customers.get_or_create", { body }));
    expect(replay.name).toBe(name);
    expect((await list({ search: name })).list).toHaveLength(1);
  });

  it("stores billing controls, config, currency and stripe_id as sent", async () => {
    const c = await newCustomer({
      stripe_id: "cus_123",
      currency: "eur",
      config: { disable_overage_billing: true },
      billing_controls: { spend_limits: [{ feature_id: "x", enabled: true, overage_limit: 10 }] },
    });
    expect(c.stripe_id).toBe("cus_123");
    expect(c.processors).toEqual({ stripe: { id: "cus_123" } });
    expect(c.config).toEqual({ disable_overage_billing: true });
    expect(c.billing_controls).toEqual({ spend_limits: [{ feature_id: "x", enabled: true, overage_limit: 10 }] });
    const row = (await sql.get<{ currency: string }>("SELECT currency FROM rv_customers WHERE id = ?", c.id))!;
    expect(row.currency).toBe("eur");
  });

  it("answers auto top-ups without purchase_limit unless that expansion is asked for, then with a running count", async () => {
    const topup = { feature_id: "credits", enabled: true, threshold: 10, quantity: 100, purchase_limit: { interval: "month" as const, interval_count: 1, limit: 3 } };
    const c = await newCustomer({ billing_controls: { auto_topups: [topup] } });
    expect(c.billing_controls.auto_topups).toEqual([{ feature_id: "credits", enabled: true, threshold: 10, quantity: 100 }]);
    const expanded = await getCustomer(c.id!, ["billing_controls.auto_topups.purchase_limit"]);
    expect(expanded.billing_controls.auto_topups).toEqual([{ ...topup, purchase_limit: { ...topup.purchase_limit, count: 0 } }]);
  });

  it("refuses send_email_receipts without an email with 400 customer_email_required, and creates nothing", async () => {
    const id = uid();
    const err = await fails(h.rv.POST("/customers.get_or_create", { body: { customer_id: id, send_email_receipts: true } }));
    expect(err).toMatchObject({ status: 400, code: "customer_email_required" });
    expect((await fails(h.rv.POST("/customers.get", { body: { customer_id: id } }))).code).toBe("customer_not_found");
  });

  it("accepts send_email_receipts with an email", async () => {
    const c = await newCustomer({ email: "r@example.com", send_email_receipts: true });
    expect(c.send_email_receipts).toBe(true);
  });

  it("refuses create_in_stripe: true with 400 stripe_not_connected (no Stripe account is connected)", async () => {
    const err = await fails(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid(), create_in_stripe: true } }));
    expect(err).toMatchObject({ status: 400, code: "stripe_not_connected" });
  });

  it("attaches the plan of auto_enable_plan_id, with its balances", async () => {
    const meter = await feature("metered");
    const plan = await createPlan({ items: [item(meter.id, { included: 40 })] });
    const c = await newCustomer({ auto_enable_plan_id: plan.id });
    expect(c.subscriptions.map((s) => s.plan_id)).toEqual([plan.id]);
    expect(c.balances[meter.id]).toMatchObject({ granted: 40, remaining: 40, usage: 0 });
  });

  it("answers 404 plan_not_found for an unknown auto_enable_plan_id, and creates nothing", async () => {
    const id = uid();
    const err = await fails(h.rv.POST("/customers.get_or_create", { body: { customer_id: id, auto_enable_plan_id: "no_such_plan" } }));
    expect(err).toMatchObject({ status: 404, code: "plan_not_found" });
    expect((await fails(h.rv.POST("/customers.get", { body: { customer_id: id } }))).status).toBe(404);
  });

  it("refuses an auto_enable_plan_id that needs payment with 400 naming auto_enable_plan_id", async () => {
    const paid = await createPlan({ price: { amount: 20, interval: "month", interval_count: 1 } });
    const err = await fails(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid(), auto_enable_plan_id: paid.id } }));
    expect(err.status).toBe(400);
    expect(err.code).toBe("invalid_request");
    expect(err.message).toContain("auto_enable_plan_id");
  });

  describe("bad input", () => {
    it.each([
      ["a missing customer_id", {}, "customer_id"],
      ["a numeric customer_id", { customer_id: 42 }, "customer_id"],
      ["an empty customer_id", { customer_id: "" }, "customer_id"],
      ["a customer_id over 255 characters", { customer_id: "x".repeat(256) }, "customer_id"],
      ["an unknown field", { customer_id: "c1", nickname: "x" }, "nickname"],
      ["an invalid email", { customer_id: "c1", email: "not-an-email" }, "email"],
      ["an upper-case currency", { customer_id: "c1", currency: "USD" }, "currency"],
      ["an unknown expand value", { customer_id: "c1", expand: ["everything"] }, "expand"],
      ["metadata that is not an object", { customer_id: "c1", metadata: "x" }, "metadata"],
      ["a non-boolean send_email_receipts", { customer_id: "c1", send_email_receipts: "yes" }, "send_email_receipts"],
    ])("answers 400 invalid_request naming the field for %s", async (_name, body, field) => {
      const r = await rawPost(h, "/customers.get_or_create", body);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe("invalid_request");
      expect(r.body.message).toContain(field);
    });
  });
});

describe("auto_enable plans on customers.get_or_create", () => {
  let a: RevenueHarness;
  const AT = Date.UTC(2026, 0, 31, 10, 0, 0);
  beforeAll(async () => {
    a = await startRevenue({ clock: manualClock(AT) });
  });
  afterAll(() => a.close());

  it("attaches the auto_enable plans with balances from their items and flags for boolean features", async () => {
    const calls = await feature("metered", true, a.rv);
    const seats = await feature("metered", false, a.rv);
    const sso = await feature("boolean", true, a.rv);
    const extra = await feature("metered", true, a.rv);
    const free = await createPlan(
      {
        name: "Free",
        auto_enable: true,
        items: [item(calls.id, { included: 100, reset: { interval: "month", interval_count: 1 } }), item(seats.id, { included: 3 }), item(sso.id)],
      },
      a.rv,
    );
    const addon = await createPlan({ name: "Bonus", add_on: true, auto_enable: true, items: [item(extra.id, { unlimited: true })] }, a.rv);
    await createPlan({ name: "Not auto", items: [item(calls.id, { included: 5 })] }, a.rv);

    const c = await getOrCreate({ customer_id: uid() }, a.rv);
    expect(c.subscriptions).toEqual([
      {
        id: expect.stringMatching(/^sub_/),
        plan_id: free.id,
        auto_enable: true,
        add_on: false,
        status: "active",
        past_due: false,
        canceled_at: null,
        expires_at: null,
        trial_ends_at: null,
        started_at: AT,
        current_period_start: null,
        current_period_end: null,
        quantity: 1,
        scope: "customer",
      },
      expect.objectContaining({ plan_id: addon.id, add_on: true, auto_enable: true }),
    ]);
    // A monthly reset from Jan 31 lands on the last day of February.
    const nextReset = Date.UTC(2026, 1, 28, 10, 0, 0);
    expect(c.balances[calls.id]).toEqual({
      feature_id: calls.id,
      granted: 100,
      remaining: 100,
      usage: 0,
      unlimited: false,
      overage_allowed: false,
      max_purchase: 0,
      next_reset_at: nextReset,
      breakdown: [
        {
          id: expect.any(String),
          plan_id: free.id,
          included_grant: 100,
          prepaid_grant: 0,
          remaining: 100,
          usage: 0,
          unlimited: false,
          reset: { interval: "month", interval_count: 1, resets_at: nextReset },
          price: null,
          expires_at: null,
        },
      ],
    });
    expect(c.balances[seats.id]).toMatchObject({ granted: 3, remaining: 3, next_reset_at: null });
    expect(c.balances[extra.id]).toMatchObject({ unlimited: true, granted: 0, max_purchase: null });
    expect(c.balances[sso.id]).toBeUndefined();
    expect(c.flags).toEqual({ [sso.id]: { id: expect.any(String), plan_id: free.id, expires_at: null, feature_id: sso.id } });
  });

  it("attaches one auto_enable plan per group, preferring a trial that needs no card, and sets its trial end", async () => {
    const group = uid("grp");
    const free = await createPlan({ name: "Free", group, auto_enable: true }, a.rv);
    const trial = await createPlan(
      {
        name: "Pro trial",
        group,
        auto_enable: true,
        price: { amount: 30, interval: "month", interval_count: 1 },
        free_trial: { duration_length: 14, duration_type: "day", card_required: false, on_end: "bill" },
      },
      a.rv,
    );
    const c = await getOrCreate({ customer_id: uid(), expand: ["trials_used"] }, a.rv);
    const ids = c.subscriptions.map((s) => s.plan_id);
    expect(ids).toContain(trial.id);
    expect(ids).not.toContain(free.id);
    expect(c.subscriptions.find((s) => s.plan_id === trial.id)).toMatchObject({
      trial_ends_at: AT + 14 * 86_400_000,
      current_period_start: AT,
      // A trial is the subscription's first period: it ends with the trial (the cycle then bills or reverts).
      current_period_end: AT + 14 * 86_400_000,
    });
    expect(c.trials_used).toEqual([{ plan_id: trial.id, customer_id: c.id, fingerprint: null }]);
  });

  it("does not attach an archived auto_enable plan", async () => {
    const p = await createPlan({ name: "Old free", group: uid("grp"), auto_enable: true }, a.rv);
    await ok(a.rv.POST("/plans.update", { body: { plan_id: p.id, archived: true, create_in_stripe: true } }));
    const c = await getOrCreate({ customer_id: uid() }, a.rv);
    expect(c.subscriptions.map((s) => s.plan_id)).not.toContain(p.id);
  });

  it("attaches only the auto_enable_plan_id plan when one is named", async () => {
    const only = await createPlan({ name: "Chosen" }, a.rv);
    const c = await getOrCreate({ customer_id: uid(), auto_enable_plan_id: only.id }, a.rv);
    expect(c.subscriptions.map((s) => s.plan_id)).toEqual([only.id]);
  });
});

describe("customers.get", () => {
  it("answers 404 customer_not_found for an unknown id", async () => {
    const err = await fails(h.rv.POST("/customers.get", { body: { customer_id: uid() } }));
    expect(err).toMatchObject({ status: 404, code: "customer_not_found" });
  });

  it("expands subscriptions.plan with the plan at the customer's version and balances.feature with the feature", async () => {
    const meter = await feature("metered");
    const plan = await createPlan({ items: [item(meter.id, { included: 7 })] });
    const c = await newCustomer({ auto_enable_plan_id: plan.id });
    const got = await getCustomer(c.id!, ["subscriptions.plan", "balances.feature"]);
    expect(got.subscriptions[0].plan).toMatchObject({ id: plan.id, version: 1, items: [expect.objectContaining({ feature_id: meter.id, included: 7 })] });
    expect(got.balances[meter.id].feature).toMatchObject({ id: meter.id, type: "metered", consumable: true });
    expect((await getCustomer(c.id!)).subscriptions[0].plan).toBeUndefined();
  });

  it("expands flags.feature with the boolean feature", async () => {
    const flag = await feature("boolean");
    const plan = await createPlan({ items: [item(flag.id)] });
    const c = await newCustomer({ auto_enable_plan_id: plan.id, expand: ["flags.feature"] });
    expect(c.flags[flag.id].feature).toMatchObject({ id: flag.id, type: "boolean" });
  });

  it("expands entities with the customer's entities, and the billing expansions as empty", async () => {
    const c = await newCustomer();
    const seq = (await sql.get<{ seq: number; space_id: number }>("SELECT seq, space_id FROM rv_customers WHERE id = ?", c.id))!;
    await sql.run("INSERT INTO rv_entities (space_id, customer_seq, id, name, feature_id, created_at) VALUES (?, ?, ?, ?, ?, ?)", seq.space_id, seq.seq, "seat-1", "Seat one", null, 123);
    const got = await getCustomer(c.id!, ["entities", "invoices", "invoice_previews", "trials_used", "rewards", "referrals", "payment_method"]);
    expect(got.entities).toEqual([{ id: "seat-1", name: "Seat one", customer_id: c.id, feature_id: null, created_at: 123, env: "sandbox" }]);
    expect(got).toMatchObject({ invoices: [], invoice_previews: [], trials_used: [], rewards: null, referrals: [], payment_method: null });
    expect((await getCustomer(c.id!)).entities).toBeUndefined();
  });

  it.each([
    ["a missing customer_id", {}, "customer_id"],
    ["an empty customer_id", { customer_id: "" }, "customer_id"],
    ["a numeric customer_id", { customer_id: 7 }, "customer_id"],
    ["an unknown field", { customer_id: "x", name: "n" }, "name"],
    ["expand that is not a list", { customer_id: "x", expand: "invoices" }, "expand"],
  ])("answers 400 invalid_request naming the field for %s", async (_name, body, field) => {
    const r = await rawPost(h, "/customers.get", body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("invalid_request");
    expect(r.body.message).toContain(field);
  });
});

describe("customers.update", () => {
  it("changes the fields sent, keeps the absent ones and clears those sent as null", async () => {
    const c = await newCustomer({ name: "Old", email: "old@example.com", fingerprint: "fp" });
    const u = await update({ customer_id: c.id!, name: "New", fingerprint: null });
    expect(u).toMatchObject({ id: c.id, name: "New", email: "old@example.com", fingerprint: null });
    expect(await getCustomer(c.id!)).toEqual(u);
  });

  it("replaces metadata rather than merging it, and null clears it to {}", async () => {
    const c = await newCustomer({ metadata: { a: 1, b: 2 } });
    expect((await update({ customer_id: c.id!, metadata: { c: 3 } })).metadata).toEqual({ c: 3 });
    expect((await update({ customer_id: c.id!, metadata: null })).metadata).toEqual({});
  });

  it("replaces the billing-control lists that are sent and keeps the others", async () => {
    const c = await newCustomer({
      billing_controls: { spend_limits: [{ enabled: true, overage_limit: 5 }], usage_limits: [{ feature_id: "f", enabled: true, limit: 9, interval: "day" }] },
    });
    const u = await update({ customer_id: c.id!, billing_controls: { spend_limits: [] } });
    // A usage limit's answer carries the usage counted in its window (issue 30 item 3).
    expect(u.billing_controls).toEqual({ spend_limits: [], usage_limits: [{ feature_id: "f", enabled: true, limit: 9, interval: "day", usage: 0 }] });
  });

  it("renames with new_customer_id: the old id is gone and the new one answers", async () => {
    const c = await newCustomer({ name: "Renamed" });
    const to = uid();
    expect((await update({ customer_id: c.id!, new_customer_id: to })).id).toBe(to);
    expect((await fails(h.rv.POST("/customers.get", { body: { customer_id: c.id! } }))).code).toBe("customer_not_found");
    expect((await getCustomer(to)).name).toBe("Renamed");
  });

  it("refuses a new_customer_id that is taken with 400 naming new_customer_id", async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const err = await fails(h.rv.POST("/customers.update", { body: { customer_id: a.id!, new_customer_id: b.id! } }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toContain("new_customer_id");
  });

  it("answers 400 customer_email_required for send_email_receipts when the stored email is null", async () => {
    const c = await newCustomer();
    const err = await fails(h.rv.POST("/customers.update", { body: { customer_id: c.id!, send_email_receipts: true } }));
    expect(err).toMatchObject({ status: 400, code: "customer_email_required" });
    expect((await getCustomer(c.id!)).send_email_receipts).toBe(false);
  });

  it("answers 400 customer_email_required when clearing the email while receipts are on", async () => {
    const c = await newCustomer({ email: "x@example.com", send_email_receipts: true });
    const err = await fails(h.rv.POST("/customers.update", { body: { customer_id: c.id!, email: null } }));
    expect(err.code).toBe("customer_email_required");
    expect((await getCustomer(c.id!)).email).toBe("x@example.com");
  });

  it("sets email and receipts together", async () => {
    const c = await newCustomer();
    const u = await update({ customer_id: c.id!, email: "y@example.com", send_email_receipts: true });
    expect(u).toMatchObject({ email: "y@example.com", send_email_receipts: true });
  });

  it("answers 404 customer_not_found for an unknown id", async () => {
    const err = await fails(h.rv.POST("/customers.update", { body: { customer_id: uid(), name: "x" } }));
    expect(err).toMatchObject({ status: 404, code: "customer_not_found" });
  });

  it.each([
    ["a missing customer_id", { name: "x" }, "customer_id"],
    ["an unknown field", { customer_id: "x", colour: "red" }, "colour"],
    ["a numeric name", { customer_id: "x", name: 5 }, "name"],
    ["an empty new_customer_id", { customer_id: "x", new_customer_id: "" }, "new_customer_id"],
    ["an invalid email", { customer_id: "x", email: "nope" }, "email"],
  ])("answers 400 invalid_request naming the field for %s", async (_name, body, field) => {
    const r = await rawPost(h, "/customers.update", body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("invalid_request");
    expect(r.body.message).toContain(field);
  });
});

describe("customers.delete", () => {
  it("deletes the customer with its subscriptions and entities", async () => {
    const plan = await createPlan();
    const c = await newCustomer({ auto_enable_plan_id: plan.id });
    const { seq, space_id } = (await sql.get<{ seq: number; space_id: number }>("SELECT seq, space_id FROM rv_customers WHERE id = ?", c.id))!;
    await sql.run("INSERT INTO rv_entities (space_id, customer_seq, id, name, feature_id, created_at) VALUES (?, ?, 'e1', null, null, 1)", space_id, seq);
    expect(await ok(h.rv.POST("/customers.delete", { body: { customer_id: c.id!, delete_in_stripe: false } }))).toEqual({ success: true });
    expect((await fails(h.rv.POST("/customers.get", { body: { customer_id: c.id! } }))).code).toBe("customer_not_found");
    const left = await sql.get<{ n: number }>("SELECT (SELECT count(*) FROM rv_subscriptions WHERE customer_seq = ?) + (SELECT count(*) FROM rv_entities WHERE customer_seq = ?) AS n", seq, seq);
    expect(left!.n).toBe(0);
  });

  it("lets the same id be created again afterwards as a new customer", async () => {
    clock.advance(1000);
    const c = await newCustomer({ name: "Before" });
    await ok(h.rv.POST("/customers.delete", { body: { customer_id: c.id!, delete_in_stripe: false } }));
    clock.advance(1000);
    const again = await getOrCreate({ customer_id: c.id!, name: "After" });
    expect(again.name).toBe("After");
    expect(again.created_at).toBeGreaterThan(c.created_at);
  });

  it("answers 404 customer_not_found for an unknown id (and for a second delete)", async () => {
    const c = await newCustomer();
    await ok(h.rv.POST("/customers.delete", { body: { customer_id: c.id!, delete_in_stripe: false } }));
    const err = await fails(h.rv.POST("/customers.delete", { body: { customer_id: c.id!, delete_in_stripe: false } }));
    expect(err).toMatchObject({ status: 404, code: "customer_not_found" });
  });

  it("refuses delete_in_stripe: true with 400 stripe_not_connected and keeps the customer", async () => {
    const c = await newCustomer();
    const err = await fails(h.rv.POST("/customers.delete", { body: { customer_id: c.id!, delete_in_stripe: true } }));
    expect(err).toMatchObject({ status: 400, code: "stripe_not_connected" });
    expect((await getCustomer(c.id!)).id).toBe(c.id);
  });

  it.each([
    ["a missing customer_id", {}, "customer_id"],
    ["a non-boolean delete_in_stripe", { customer_id: "x", delete_in_stripe: "no" }, "delete_in_stripe"],
    ["an unknown field", { customer_id: "x", hard: true }, "hard"],
  ])("answers 400 invalid_request naming the field for %s", async (_name, body, field) => {
    const r = await rawPost(h, "/customers.delete", body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("invalid_request");
    expect(r.body.message).toContain(field);
  });
});

describe("customers.list", () => {
  let l: RevenueHarness;
  const lclock = manualClock(Date.UTC(2026, 2, 1));
  const made: Customer[] = [];
  beforeAll(async () => {
    l = await startRevenue({ clock: lclock });
    for (let i = 0; i < 7; i++) {
      lclock.advance(60_000);
      made.push(await getOrCreate({ customer_id: `list-${i}`, name: i % 2 ? `Odd Name ${i}` : `even ${i}`, email: `user${i}@Example.com` }, l.rv));
    }
  });
  afterAll(() => l.close());

  it("answers newest first by default and pages with next_cursor until null, without repeats", async () => {
    const seen: string[] = [];
    let cursor = "";
    for (;;) {
      const page = await list({ limit: 3, start_cursor: cursor }, l.rv);
      seen.push(...page.list.map((c) => c.id!));
      if (page.next_cursor === null) break;
      expect(page.list).toHaveLength(3);
      cursor = page.next_cursor;
    }
    expect(seen).toEqual([...made].reverse().map((c) => c.id));
  });

  it("answers oldest first with sort_order asc", async () => {
    const page = await list({ sort_order: "asc", limit: 2 }, l.rv);
    expect(page.list.map((c) => c.id)).toEqual(["list-0", "list-1"]);
    const next = await list({ sort_order: "asc", limit: 2, start_cursor: page.next_cursor! }, l.rv);
    expect(next.list.map((c) => c.id)).toEqual(["list-2", "list-3"]);
  });

  it("keeps customers created on the same millisecond apart by their order of creation", async () => {
    const same = manualClock(Date.UTC(2026, 5, 1));
    const s = await startRevenue({ clock: same });
    try {
      for (const id of ["t-a", "t-b", "t-c"]) await getOrCreate({ customer_id: id }, s.rv);
      const first = await list({ limit: 2 }, s.rv);
      const second = await list({ limit: 2, start_cursor: first.next_cursor! }, s.rv);
      expect([...first.list, ...second.list].map((c) => c.id)).toEqual(["t-c", "t-b", "t-a"]);
    } finally {
      await s.close();
    }
  });

  it("finds customers by a case-insensitive substring of id, name or email", async () => {
    expect((await list({ search: "odd name" }, l.rv)).list.map((c) => c.id).sort()).toEqual(["list-1", "list-3", "list-5"]);
    expect((await list({ search: "LIST-4" }, l.rv)).list.map((c) => c.id)).toEqual(["list-4"]);
    expect((await list({ search: "user6@example" }, l.rv)).list.map((c) => c.id)).toEqual(["list-6"]);
    expect((await list({ search: "nobody" }, l.rv)).list).toEqual([]);
  });

  it("filters by created_at_range, both bounds inclusive", async () => {
    const page = await list({ created_at_range: { start: made[2].created_at, end: made[4].created_at } }, l.rv);
    expect(page.list.map((c) => c.id)).toEqual(["list-4", "list-3", "list-2"]);
  });

  it("filters by processor: only customers linked to Stripe", async () => {
    await update({ customer_id: "list-5", stripe_id: "cus_list5" }, l.rv);
    expect((await list({ processors: ["stripe"] }, l.rv)).list.map((c) => c.id)).toEqual(["list-5"]);
    expect((await list({ processors: ["vercel"] }, l.rv)).list).toEqual([]);
  });

  it("filters by plan and version, any of the plans listed", async () => {
    const p1 = await createPlan({}, l.rv);
    const p2 = await createPlan({}, l.rv);
    const a = await getOrCreate({ customer_id: uid(), auto_enable_plan_id: p1.id }, l.rv);
    const b = await getOrCreate({ customer_id: uid(), auto_enable_plan_id: p2.id }, l.rv);
    expect((await list({ plans: [{ id: p1.id }] }, l.rv)).list.map((c) => c.id)).toEqual([a.id]);
    expect((await list({ plans: [{ id: p1.id }, { id: p2.id }] }, l.rv)).list.map((c) => c.id)).toEqual([b.id, a.id]);
    expect((await list({ plans: [{ id: p1.id, versions: [1] }] }, l.rv)).list.map((c) => c.id)).toEqual([a.id]);
    expect((await list({ plans: [{ id: p1.id, versions: [2] }] }, l.rv)).list).toEqual([]);
    expect((await list({ plans: [{ id: p1.id }], subscription_status: "scheduled" }, l.rv)).list).toEqual([]);
  });

  it("lists customers with their subscriptions and balances but no expansions", async () => {
    const page = await list({ limit: 1 }, l.rv);
    expect(page.list[0]).toHaveProperty("subscriptions");
    expect(page.list[0]).toHaveProperty("balances");
    expect(page.list[0].entities).toBeUndefined();
  });

  it("refuses an unknown cursor with 400 naming start_cursor", async () => {
    const err = await fails(l.rv.POST("/customers.list", { body: listBody({ start_cursor: "garbage" }) }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toContain("start_cursor");
  });

  it("refuses a cursor of the other sort order", async () => {
    const page = await list({ limit: 1 }, l.rv);
    const err = await fails(l.rv.POST("/customers.list", { body: listBody({ sort_order: "asc", start_cursor: page.next_cursor! }) }));
    expect(err.message).toContain("start_cursor");
  });

  it.each([
    ["limit 0", { limit: 0 }, "limit"],
    ["limit over 5,000", { limit: 5001 }, "limit"],
    ["a text limit", { limit: "10" }, "limit"],
    ["an unknown sort order", { sort_order: "newest" }, "sort_order"],
    ["an unknown processor", { processors: ["paypal"] }, "processors"],
    ["a plan filter without id", { plans: [{ versions: [1] }] }, "id"],
    ["an unknown field", { page: 2 }, "page"],
  ])("answers 400 invalid_request naming the field for %s", async (_name, body, field) => {
    const r = await rawPost(h, "/customers.list", body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("invalid_request");
    expect(r.body.message).toContain(field);
  });
});

describe("modes", () => {
  it("keeps test and live customers apart: same id, two customers, each invisible to the other mode", async () => {
    const id = uid();
    const t = await getOrCreate({ customer_id: id, name: "Test one" });
    expect((await fails(h.live.POST("/customers.get", { body: { customer_id: id } }))).code).toBe("customer_not_found");
    const l = await getOrCreate({ customer_id: id, name: "Live one" }, h.live);
    expect(l).toMatchObject({ id, name: "Live one", env: "live" });
    expect(t.env).toBe("sandbox");
    expect((await getCustomer(id)).name).toBe("Test one");
    expect((await list({ search: id }, h.live)).list.map((c) => c.name)).toEqual(["Live one"]);
  });

  it("does not attach a test plan to a live customer", async () => {
    const plan = await createPlan();
    const err = await fails(h.live.POST("/customers.get_or_create", { body: { customer_id: uid(), auto_enable_plan_id: plan.id } }));
    expect(err.code).toBe("plan_not_found");
  });

  it.each(["/customers.get_or_create", "/customers.get", "/customers.update", "/customers.delete", "/customers.list"] as const)(
    "refuses a publishable key on %s with 403 secret_key_required",
    async (path) => {
      const r = await rawPost(h, path, { customer_id: "x" }, { auth: h.keys.pkTest });
      expect(r.status).toBe(403);
      expect(r.body.code).toBe("secret_key_required");
    },
  );
});
