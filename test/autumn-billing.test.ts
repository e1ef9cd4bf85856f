/**
 * Issue 30: autumn-js's billing methods that Tandem serves now (multi-attach, multi-update and
 * their previews, create_schedule, import) and attach's `remove_plan_ids`, through the real
 * autumn-js 1.3.13 client (its answers pass the package's own validation, or the call throws).
 */
import { randomUUID } from "node:crypto";
import { Autumn } from "autumn-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, ok, payCheckoutPage, rawPost, startRevenue } from "./support/revenue.js";

let h: RevenueHarness;
let autumn: Autumn;
beforeAll(async () => {
  h = await startRevenue();
  autumn = new Autumn({ secretKey: h.keys.test, serverURL: h.origin, failOpen: false });
});
afterAll(() => h.close());

const DAY = 86_400_000;
const uid = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;
let meter = "";
const feature = async () => {
  if (!meter) meter = (await autumn.features.create({ featureId: uid("calls"), name: "Calls", type: "metered", consumable: true })).id;
  return meter;
};
/** A plan (free unless `price`), with one monthly metered item. */
const plan = async (over: { group?: string; addOn?: boolean; price?: number } = {}) => {
  const f = await feature();
  const p = await autumn.plans.create({
    planId: uid("plan"),
    name: "Plan",
    group: over.group ?? "",
    addOn: over.addOn ?? false,
    ...(over.price !== undefined && { price: { amount: over.price, interval: "month" } }),
    items: [{ featureId: f, included: 10, reset: { interval: "month" } }],
  });
  return p.id;
};
const customer = async () => (await autumn.customers.getOrCreate({ customerId: uid("cus") })).id!;
const subscriptions = async (c: string) => (await ok(h.rv.POST("/customers.get", { body: { customer_id: c } }))).subscriptions;
const invoices = async (c: string) => (await ok(h.rv.POST("/invoices.list", { body: { customer_id: c } }))).list;
/** Saves the sandbox's 4242 card as the customer's default (setup checkout paid through its page). */
const cardOnFile = async (c: string) => {
  const setup = await ok(h.rv.POST("/billing.setup_payment", { body: { customer_id: c } }));
  expect((await payCheckoutPage(setup.url)).status).toBe(200);
};
const codeOf = async (p: Promise<unknown>) => JSON.stringify(await p.then(() => "no error", (e: unknown) => e));

describe("billing.multi_attach and billing.preview_multi_attach", () => {
  it("attaches a base plan and an add-on in one change, as its preview said, charging nothing", async () => {
    const base = await plan({ group: uid("g") });
    const addon = await plan({ addOn: true });
    const c = await customer();
    const preview = await autumn.billing.previewMultiAttach({ customerId: c, plans: [{ planId: base }, { planId: addon }] });
    expect(preview.total).toBe(0);
    expect(preview.incoming.map((i) => i.planId)).toEqual([base, addon]);
    const done = await autumn.billing.multiAttach({ customerId: c, plans: [{ planId: base }, { planId: addon }] });
    expect(done).toMatchObject({ customerId: c, paymentUrl: null });
    expect(done.invoice).toBeUndefined();
    const subs = await subscriptions(c);
    expect(subs.filter((s) => s.status === "active").map((s) => s.plan_id)).toEqual(expect.arrayContaining([base, addon]));
    // What the preview said it charges (0) is what was charged: no invoice.
    expect(await invoices(c)).toEqual([]);
  });

  it("is all or nothing: an unknown plan or two plans of one group attach none", async () => {
    const free = await plan({ addOn: true });
    const paid = await plan({ price: 20, group: uid("g") });
    const group = uid("g");
    const [a, b] = [await plan({ group }), await plan({ group })];
    const c = await customer();
    const before = (await subscriptions(c)).map((s) => s.plan_id);
    const unknown = await rawPost(h, "/billing.multi_attach", { customer_id: c, plans: [{ plan_id: free }, { plan_id: "no_such_plan" }] });
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([404, "plan_not_found", expect.stringContaining("plans[1]")]);
    // A paid plan after an unknown one: refused whole, before any invoice.
    const paidThenUnknown = await rawPost(h, "/billing.multi_attach", { customer_id: c, plans: [{ plan_id: paid }, { plan_id: "no_such_plan" }] });
    expect([paidThenUnknown.status, paidThenUnknown.body.code]).toEqual([404, "plan_not_found"]);
    expect(await invoices(c)).toEqual([]);
    const sameGroup = await rawPost(h, "/billing.multi_attach", { customer_id: c, plans: [{ plan_id: a }, { plan_id: b }] });
    expect(sameGroup.status).toBe(400);
    expect(sameGroup.body.message).toContain("plans[1].plan_id");
    expect((await subscriptions(c)).map((s) => s.plan_id)).toEqual(before);
  });

  it("answers a retry with the same idempotency key from the first answer, attaching once", async () => {
    const a = await plan({ addOn: true });
    const b = await plan({ addOn: true });
    const c = await customer();
    const body = { customer_id: c, plans: [{ plan_id: a }, { plan_id: b }] };
    const key = uid("key");
    const first = await rawPost(h, "/billing.multi_attach", body, { headers: { "idempotency-key": key } });
    expect(first.status).toBe(200);
    const retry = await rawPost(h, "/billing.multi_attach", body, { headers: { "idempotency-key": key } });
    expect(retry.status).toBe(409);
    expect(retry.body.code).toBe("idempotency_replay");
    expect(retry.body.data.response).toEqual(first.body);
    // Without the key the same change is refused: the plans are attached already.
    expect((await rawPost(h, "/billing.multi_attach", body)).body.code).toBe("plan_already_attached");
    expect((await subscriptions(c)).filter((s) => s.plan_id === a)).toHaveLength(1);
  });
});

describe("billing.multi_update and billing.preview_multi_update", () => {
  /** A customer with a card on file on a paid base plan (20/month) and a paid add-on (5/month), both charged. */
  const paidCustomer = async () => {
    const base = await plan({ price: 20, group: uid("g") });
    const addon = await plan({ price: 5, addOn: true });
    const c = await customer();
    await cardOnFile(c);
    for (const p of [base, addon]) expect((await autumn.billing.attach({ customerId: c, planId: p })).paymentUrl).toBeNull();
    expect((await invoices(c)).map((i) => i.total).sort()).toEqual([20, 5].sort());
    return { c, base, addon };
  };

  it("cancels two plans now with a full refund, refunding exactly what the preview said", async () => {
    const { c, base, addon } = await paidCustomer();
    const updates = [
      { planId: base, cancelAction: "cancel_immediately" as const },
      { planId: addon, cancelAction: "cancel_immediately" as const },
    ];
    const preview = await autumn.billing.previewMultiUpdate({ customerId: c, refundLastPayment: "full", updates });
    expect(preview.total).toBe(-25);
    expect(preview.subscriptions.map((s) => s.planIds)).toEqual([[base], [addon]]);
    const done = await autumn.billing.multiUpdate({ customerId: c, refundLastPayment: "full", updates });
    expect(done.customerId).toBe(c);
    expect(done.invoice?.total).toBe(-20);
    const notes = (await invoices(c)).filter((i) => i.total < 0);
    expect(notes.reduce((a, i) => a + i.total, 0)).toBe(preview.total);
    expect((await subscriptions(c)).filter((s) => [base, addon].includes(s.plan_id))).toEqual([]);
  });

  it("cancels two plans at the end of their cycle in one change, and is all or nothing", async () => {
    const { c, base, addon } = await paidCustomer();
    const refused = await codeOf(
      autumn.billing.multiUpdate({
        customerId: c,
        updates: [
          { planId: base, cancelAction: "cancel_end_of_cycle" },
          { subscriptionId: "sub_nobody", cancelAction: "cancel_end_of_cycle" },
        ],
      }),
    );
    expect(refused).toContain("subscription_not_found");
    expect(refused).toContain("updates[1]");
    expect((await subscriptions(c)).every((s) => s.expires_at === null)).toBe(true);
    const twice = await rawPost(h, "/billing.multi_update", { customer_id: c, updates: [{ plan_id: base, cancel_action: "cancel_end_of_cycle" }, { plan_id: base, cancel_action: "uncancel" }] });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain("updates[1]");
    const preview = await autumn.billing.previewMultiUpdate({ customerId: c, updates: [{ planId: base, cancelAction: "cancel_end_of_cycle" }, { planId: addon, cancelAction: "cancel_end_of_cycle" }] });
    expect(preview.total).toBe(0);
    const done = await autumn.billing.multiUpdate({ customerId: c, updates: [{ planId: base, cancelAction: "cancel_end_of_cycle" }, { planId: addon, cancelAction: "cancel_end_of_cycle" }] });
    expect(done).toMatchObject({ customerId: c, paymentUrl: null });
    const subs = (await subscriptions(c)).filter((s) => [base, addon].includes(s.plan_id));
    expect(subs.map((s) => [s.status, s.expires_at === s.current_period_end, s.canceled_at !== null])).toEqual([
      ["active", true, true],
      ["active", true, true],
    ]);
    expect((await invoices(c)).filter((i) => i.total < 0)).toEqual([]);
  });
});

describe("billing.create_schedule", () => {
  it("attaches the first phase now and schedules the later ones, each ending when the next starts", async () => {
    const group = uid("g");
    const [starter, pro, basic] = [await plan({ group }), await plan({ group, price: 30 }), await plan({ group })];
    const c = await customer();
    const later = Date.now() + 10 * DAY;
    const s = await autumn.billing.createSchedule({
      customerId: c,
      phases: [
        { plans: [{ planId: starter }] },
        { startsAt: later, plans: [{ planId: pro }] },
        { startingAfter: { durationType: "month", durationCount: 1 }, plans: [{ planId: basic }] },
      ],
    });
    expect(s).toMatchObject({ customerId: c, status: "created", scheduleId: null, paymentUrl: null });
    expect(s.phases.map((p) => p.phaseId)).toEqual(["phase_0", "phase_1", "phase_2"]);
    expect(s.phases[1].startsAt).toBe(later);
    const third = s.phases[2].startsAt;
    expect(third).toBeGreaterThan(later + 27 * DAY);
    const subs = await subscriptions(c);
    const byId = new Map(subs.map((x) => [x.id, x]));
    const [p0, p1, p2] = s.phases.map((p) => byId.get(p.customerProductIds[0])!);
    expect([p0.plan_id, p0.status, p0.expires_at]).toEqual([starter, "active", later]);
    expect([p1.plan_id, p1.status, p1.started_at, p1.expires_at]).toEqual([pro, "scheduled", later, third]);
    expect([p2.plan_id, p2.status, p2.started_at, p2.expires_at]).toEqual([basic, "scheduled", third, null]);
    // Nothing charged now: the billing cycle charges pro when it starts.
    expect(await invoices(c)).toEqual([]);
  });

  it("refuses a first phase that starts later, changing nothing", async () => {
    const group = uid("g");
    const free = await plan({ group });
    const c = await customer();
    const before = await subscriptions(c);
    const late = await rawPost(h, "/billing.create_schedule", { customer_id: c, phases: [{ starts_at: Date.now() + DAY, plans: [{ plan_id: free }] }] });
    expect([late.status, late.body.message]).toEqual([400, expect.stringContaining("phases[0].starts_at")]);
    expect(await subscriptions(c)).toEqual(before);
  });
});

describe("billing.import", () => {
  it("imports a running paid subscription without charging: its current period counted from when it started", async () => {
    const pro = await plan({ price: 40, group: uid("g") });
    const c = await customer();
    const startedAt = Date.now() - 40 * DAY;
    const dry = await autumn.billing.import({ customerId: c, dryRun: true, billables: [{ processor: "stripe", plan: { planId: pro, startedAt } }] });
    expect(dry.flashed).toEqual([expect.objectContaining({ planId: pro, customerProductId: null, skipped: false })]);
    expect((await subscriptions(c)).some((s) => s.plan_id === pro)).toBe(false);
    const done = await autumn.billing.import({ customerId: c, billables: [{ processor: "stripe", plan: { planId: pro, startedAt } }, { plan: { planId: pro, status: "canceled" } }] });
    expect(done).toMatchObject({ customerId: c, customer: null });
    expect(done.flashed.map((f) => [f.planId, f.status, f.skipped])).toEqual([
      [pro, "active", false],
      [pro, "skipped", true],
    ]);
    const sub = (await subscriptions(c)).find((s) => s.id === done.flashed[0].customerProductId)!;
    const now = Date.now();
    expect(sub.status).toBe("active");
    expect(sub.current_period_start!).toBeGreaterThan(startedAt);
    expect(sub.current_period_start!).toBeLessThanOrEqual(now);
    expect(sub.current_period_end!).toBeGreaterThan(now);
    expect(sub.started_at).toBe(sub.current_period_start);
    expect(await invoices(c)).toEqual([]);
    // Imported again: the customer is on it already.
    const again = await autumn.billing.import({ customerId: c, billables: [{ plan: { planId: pro } }] });
    expect(again.flashed[0]).toMatchObject({ skipped: true, customerProductId: null });
  });

  it("refuses balances and a future start, importing nothing", async () => {
    const p = await plan({ addOn: true });
    const c = await customer();
    const balances = await rawPost(h, "/billing.import", { customer_id: c, billables: [{ plan: { plan_id: p, balances: [{ feature_id: await feature(), usage: 3 }] } }] });
    expect([balances.status, balances.body.message]).toEqual([400, expect.stringContaining("billables[0].plan.balances")]);
    const future = await rawPost(h, "/billing.import", { customer_id: c, billables: [{ plan: { plan_id: p, started_at: Date.now() + 5 * DAY } }] });
    expect([future.status, future.body.message]).toEqual([400, expect.stringContaining("started_at")]);
    expect((await subscriptions(c)).some((s) => s.plan_id === p)).toBe(false);
  });
});

describe("billing.attach remove_plan_ids", () => {
  it("ends the named plans in the attach's change, as its preview lists them", async () => {
    const addon = await plan({ addOn: true });
    const other = await plan({ group: uid("g") });
    const c = await customer();
    await autumn.billing.attach({ customerId: c, planId: addon });
    const preview = await autumn.billing.previewAttach({ customerId: c, planId: other, removePlanIds: [addon] });
    expect(preview.outgoing.map((o) => o.planId)).toEqual([addon]);
    await autumn.billing.attach({ customerId: c, planId: other, removePlanIds: [addon] });
    const active = (await subscriptions(c)).map((s) => s.plan_id);
    expect(active).toContain(other);
    expect(active).not.toContain(addon);
  });

  it("refuses a plan the customer is not on, and a paid change, removing nothing", async () => {
    const addon = await plan({ addOn: true });
    const paid = await plan({ price: 15, group: uid("g") });
    const c = await customer();
    await autumn.billing.attach({ customerId: c, planId: addon });
    expect(await codeOf(autumn.billing.attach({ customerId: c, planId: await plan({ group: uid("g") }), removePlanIds: ["not_on_it"] }))).toContain("plan_not_found");
    const r = await rawPost(h, "/billing.attach", { customer_id: c, plan_id: paid, remove_plan_ids: [addon] });
    expect([r.status, r.body.message]).toEqual([400, expect.stringContaining("remove_plan_ids")]);
    expect((await subscriptions(c)).map((s) => s.plan_id)).toContain(addon);
  });
});

describe("all or nothing and replays of the schedule, import and multi-update", () => {
  it("create_schedule and import refuse the whole change when a later plan fails, writing nothing", async () => {
    const group = uid("g");
    const first = await plan({ group });
    const c = await customer();
    const before = await subscriptions(c);
    const schedule = await codeOf(
      autumn.billing.createSchedule({ customerId: c, phases: [{ plans: [{ planId: first }] }, { startsAt: Date.now() + 3 * DAY, plans: [{ planId: "no_such_plan" }] }] }),
    );
    expect(schedule).toContain("plan_not_found");
    const imported = await codeOf(autumn.billing.import({ customerId: c, billables: [{ plan: { planId: await plan({ addOn: true }) } }, { plan: { planId: "no_such_plan" } }] }));
    expect(imported).toContain("plan_not_found");
    expect(await subscriptions(c)).toEqual(before);
  });

  it("replays create_schedule, import and multi_update from an idempotency key, doing each once", async () => {
    const c = await customer();
    const group = uid("g");
    const [now, later, addon] = [await plan({ group }), await plan({ group }), await plan({ addOn: true })];
    const calls: [string, unknown][] = [
      ["/billing.create_schedule", { customer_id: c, phases: [{ plans: [{ plan_id: now }] }, { starts_at: Date.now() + 3 * DAY, plans: [{ plan_id: later }] }] }],
      ["/billing.import", { customer_id: c, billables: [{ plan: { plan_id: addon } }] }],
      ["/billing.multi_update", { customer_id: c, updates: [{ plan_id: addon, cancel_action: "cancel_immediately" }] }],
    ];
    for (const [path, body] of calls) {
      const key = uid("key");
      const first = await rawPost(h, path, body, { headers: { "idempotency-key": key } });
      expect(first.status, path).toBe(200);
      const retry = await rawPost(h, path, body, { headers: { "idempotency-key": key } });
      expect([retry.status, retry.body.code], path).toEqual([409, "idempotency_replay"]);
      expect(retry.body.data.response, path).toEqual(first.body);
    }
    const subs = await subscriptions(c);
    expect(subs.filter((s) => s.plan_id === later)).toHaveLength(1);
    // Imported once, then ended once (a free add-on has no running period: it ends now); a second run would have been 404.
    expect(subs.filter((s) => s.plan_id === addon)).toEqual([]);
  });
});
