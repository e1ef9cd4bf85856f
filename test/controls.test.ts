/**
 * Billing controls that fire, end to end through the SDK: usage alerts
 * (once per alert and period, again after a reset), limits reached (once per
 * limit and period, the 402s kept; a refused batch_track item or track_tokens
 * call fires like a track), auto top-ups (charged with the card on
 * file, purchase limits, declines recorded and not retried until the card
 * changes, a busy lock left to the job) and entity-level alerts. Events are
 * caught by a recording Notifier; time moves only with the customer's test
 * clock, and the top-ups' kick and job are awaited, never slept for.
 */
import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type BillingEventData, type BillingEventKind, dataOf, type Notifier } from "../src/revenue/notify.js";
import { type RevenueHarness, fails, ok, startRevenue } from "./support/revenue.js";
import { type TestSql, testSql } from "./support/sql.js";

type CreatePlan = RevenueSchemas["CreatePlanParams"];
type Controls = RevenueSchemas["BillingControls"];

const events: { kind: BillingEventKind; data: BillingEventData[BillingEventKind] }[] = [];
const recorder: Notifier = {
  async emit(_tx, _spaceId, kind, data) {
    events.push({ kind, data: await dataOf(data) });
  },
};

let h: RevenueHarness;
let sql: TestSql;
beforeAll(async () => {
  h = await startRevenue({ notify: recorder });
  sql = testSql(h.tandem);
});
afterAll(async () => {
  await sql.close();
  await h.close();
});
beforeEach(() => {
  events.length = 0;
});

const DAY = 86_400_000;
const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;
const CARD = { expMonth: 12, expYear: 2040, cvc: "123", name: "Ann Example" };
const tokenOf = (url: string) => url.split("/").pop()!;
const hosted = () => h.tandem.revenue.services.hosted;
const topups = () => h.tandem.revenue.services.autoTopups;

const feature = async (over: Partial<RevenueSchemas["CreateFeatureParams"]> = {}) =>
  (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("credits"), name: "Credits", type: "metered", consumable: true, ...over } }))).id;
const createPlan = async (over: Partial<CreatePlan>) => (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), name: "Pro", ...over } }))).id;
const newCustomer = async (billing_controls?: Controls) =>
  (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com", ...(billing_controls && { billing_controls }) } }))).id!;
const setControls = (customer_id: string, billing_controls: Controls) => ok(h.rv.POST("/customers.update", { body: { customer_id, billing_controls } }));
const attachFree = (customer_id: string, plan_id: string) => ok(h.rv.POST("/billing.attach", { body: { customer_id, plan_id } }));
const track = (customer_id: string, feature_id: string, value: number, over: Partial<RevenueSchemas["TrackParams"]> = {}) =>
  ok(h.rv.POST("/balances.track", { body: { customer_id, feature_id, value, ...over } }));
const balanceOf = async (customer_id: string, feature_id: string) => (await ok(h.rv.POST("/customers.get", { body: { customer_id } }))).balances[feature_id];
const invoicesOf = async (customer_id: string) => (await ok(h.rv.POST("/invoices.list", { body: { customer_id } }))).list;
/** Freezes (or moves) the customer's test clock. */
const advance = (customer_id: string, frozen_time: number) => ok(h.rv.POST("/customers.advance_test_clock", { body: { customer_id, frozen_time } }));
const of = <K extends BillingEventKind>(kind: K, customer: string): BillingEventData[K][] =>
  events.filter((e) => e.kind === kind && (e.data as { customer_id: string }).customer_id === customer).map((e) => e.data as BillingEventData[K]);

/** Attaches `plan` paying with `card` through the sandbox checkout (the card is saved as the default). */
async function subscribe(c: string, plan: string, card = "4242424242424242") {
  const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
  expect((await hosted().submitCard(tokenOf(a.payment_url!), { number: card, ...CARD })).outcome).toBe("complete");
}

describe("usage alerts", () => {
  it("fire once each when crossed (usage, usage_percentage, remaining, remaining_percentage), never when disabled, and again in the next period", async () => {
    const f = await feature();
    const plan = await createPlan({ items: [{ feature_id: f, included: 100, reset: { interval: "month" } }] });
    const alert = (threshold: number, threshold_type: RevenueSchemas["UsageAlert"]["threshold_type"], over: Partial<RevenueSchemas["UsageAlert"]> = {}) => ({
      feature_id: f,
      enabled: true,
      threshold,
      threshold_type,
      basis: "balance" as const,
      ...over,
    });
    const c = await newCustomer({
      usage_alerts: [
        alert(50, "usage", { name: "half used" }),
        alert(80, "usage_percentage"),
        alert(10, "remaining"),
        alert(5, "remaining_percentage"),
        alert(1, "usage", { enabled: false, name: "disabled" }),
      ],
    });
    await attachFree(c, plan);
    const t0 = Date.now() + 60_000;
    await advance(c, t0);
    const expected = (threshold: number, threshold_type: string, usage: number, name: string | null = null) => ({
      customer_id: c,
      entity_id: null,
      feature_id: f,
      name,
      threshold,
      threshold_type,
      usage,
      remaining: 100 - usage,
    });

    await track(c, f, 40);
    expect(of("balance.usage_alert", c)).toEqual([]);
    await track(c, f, 15);
    expect(of("balance.usage_alert", c)).toEqual([expected(50, "usage", 55, "half used")]);
    await track(c, f, 30);
    expect(of("balance.usage_alert", c)).toEqual([expected(50, "usage", 55, "half used"), expected(80, "usage_percentage", 85)]);
    await track(c, f, 6);
    await track(c, f, 5);
    await track(c, f, 1);
    await track(c, f, 1);
    expect(of("balance.usage_alert", c)).toEqual([
      expected(50, "usage", 55, "half used"),
      expected(80, "usage_percentage", 85),
      expected(10, "remaining", 91),
      expected(5, "remaining_percentage", 96),
    ]);

    // The next period (after the monthly reset): each fires again once crossed again.
    events.length = 0;
    await advance(c, t0 + 32 * DAY);
    await track(c, f, 60);
    expect(of("balance.usage_alert", c)).toEqual([expected(50, "usage", 60, "half used")]);
    await track(c, f, 1);
    expect(of("balance.usage_alert", c)).toHaveLength(1);
  });

  it("fires an entity's alert on the entity's balance and the customer's on the customer's, each once", async () => {
    const seats = await feature({ name: "Seats", consumable: false });
    const f = await feature();
    const plan = await createPlan({ items: [{ feature_id: seats, included: 5 }, { feature_id: f, included: 100, reset: { interval: "month" } }] });
    const c = await newCustomer({ usage_alerts: [{ feature_id: f, enabled: true, threshold: 50, threshold_type: "usage", basis: "balance" }] });
    await attachFree(c, plan);
    const e = await ok(
      h.rv.POST("/entities.create", {
        body: { customer_id: c, entity_id: uid("user"), feature_id: seats, billing_controls: { usage_alerts: [{ enabled: true, threshold: 30, threshold_type: "usage", basis: "balance", name: "seat" }] } },
      }),
    );
    await track(c, f, 35, { entity_id: e.id! });
    expect(of("balance.usage_alert", c)).toEqual([{ customer_id: c, entity_id: e.id, feature_id: f, name: "seat", threshold: 30, threshold_type: "usage", usage: 35, remaining: 65 }]);
    await track(c, f, 20, { entity_id: e.id! });
    await track(c, f, 1);
    expect(of("balance.usage_alert", c)).toEqual([
      { customer_id: c, entity_id: e.id, feature_id: f, name: "seat", threshold: 30, threshold_type: "usage", usage: 35, remaining: 65 },
      { customer_id: c, entity_id: null, feature_id: f, name: null, threshold: 50, threshold_type: "usage", usage: 55, remaining: 45 },
    ]);
  });

  it("refuses malformed alerts and top-ups with 400", async () => {
    const f = await feature();
    const bad = await fails(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid(), billing_controls: { usage_alerts: [{ feature_id: f, enabled: true, threshold: 5, threshold_type: "usage", basis: "nope" as "balance" }] } } }));
    expect(bad).toMatchObject({ status: 400, code: "invalid_request" });
    const zero = await fails(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid(), billing_controls: { auto_topups: [{ feature_id: f, enabled: true, threshold: 5, quantity: 0 }] } } }));
    expect(zero).toMatchObject({ status: 400, code: "invalid_amount" });
  });
});

describe("limits reached", () => {
  it("emits balance.limit_reached once per period when the balance caps tracks, and again after the reset", async () => {
    const f = await feature();
    const plan = await createPlan({ items: [{ feature_id: f, included: 10, reset: { interval: "month" } }] });
    const c = await newCustomer();
    await attachFree(c, plan);
    const t0 = Date.now() + 60_000;
    await advance(c, t0);
    await track(c, f, 8);
    expect(of("balance.limit_reached", c)).toEqual([]);
    await track(c, f, 5);
    await track(c, f, 1);
    await track(c, f, 3);
    expect(of("balance.limit_reached", c)).toEqual([{ customer_id: c, entity_id: null, feature_id: f, limit_type: "balance", limit: 10, usage: 10 }]);
    expect(await balanceOf(c, f)).toMatchObject({ usage: 10, remaining: 0 });
    await advance(c, t0 + 32 * DAY);
    await track(c, f, 12);
    expect(of("balance.limit_reached", c)).toHaveLength(2);
  });

  it("denies a check past the spend limit and refuses a lock past the usage limit (402), and emits each limit once however often a client retries", async () => {
    const f = await feature();
    const plan = await createPlan({ items: [{ feature_id: f, included: 10, reset: { interval: "month" }, price: { amount: 0.1, interval: "month", billing_method: "usage_based" } }] });
    const c = await newCustomer({
      usage_limits: [{ feature_id: f, enabled: true, limit: 30, interval: "day" }],
      spend_limits: [{ feature_id: f, enabled: true, overage_limit: 1 }],
    });
    // A plan billing usage in arrears saves a card first (README, "Usage in arrears").
    await subscribe(c, plan);

    // 25 units: 15 of overage cost 1.50, over the spend limit of 1.
    // (An overflow track is now clamped at the spend limit, as Autumn: the refusal comes from a check with send_event.)
    for (let i = 0; i < 3; i++) {
      expect((await ok(h.rv.POST("/balances.check", { body: { customer_id: c, feature_id: f, required_balance: 25, send_event: true } }))).allowed).toBe(false);
    }
    expect(of("balance.limit_reached", c)).toEqual([{ customer_id: c, entity_id: null, feature_id: f, limit_type: "spend_limit", limit: 1, usage: 0 }]);
    expect(await balanceOf(c, f)).toMatchObject({ usage: 0 });

    await track(c, f, 18);
    // (An overflow track now punches through a usage limit, as Autumn: the refusal comes from a lock.)
    for (let i = 0; i < 3; i++) {
      expect(await fails(h.rv.POST("/balances.track", { body: { customer_id: c, feature_id: f, value: 13, lock: { enabled: true } } }))).toMatchObject({ status: 402, code: "usage_limit_reached" });
    }
    expect(of("balance.limit_reached", c).slice(1)).toEqual([{ customer_id: c, entity_id: null, feature_id: f, limit_type: "usage_limit", limit: 30, usage: 18 }]);
    // Capped tracks reach the same limits in the same periods: taken up to the spend limit (overage 10 = 1.00), no new event.
    expect((await track(c, f, 13)).balance).toMatchObject({ usage: 20 });
    expect((await track(c, f, 5)).balance).toMatchObject({ usage: 20 });
    expect(of("balance.limit_reached", c)).toHaveLength(2);
  });

  it("emits balance.limit_reached once when a batch_track item is refused by a usage limit, as a single track does, and the whole batch stays rolled back", async () => {
    const f = await feature();
    const g = await feature();
    const plan = await createPlan({ items: [{ feature_id: f, included: 100, reset: { interval: "month" } }, { feature_id: g, included: 100, reset: { interval: "month" } }] });
    const limited = () => ({ usage_limits: [{ feature_id: f, enabled: true, limit: 30, interval: "day" as const }] });
    const single = await newCustomer(limited());
    const batched = await newCustomer(limited());
    for (const c of [single, batched]) {
      await attachFree(c, plan);
      await track(c, f, 18);
    }
    // A lock past the limit is refused (an overflow track now punches through it, as Autumn).
    expect(await fails(h.rv.POST("/balances.track", { body: { customer_id: single, feature_id: f, value: 13, lock: { enabled: true } } }))).toMatchObject({ status: 402, code: "usage_limit_reached" });
    const reached = (c: string) => [{ customer_id: c, entity_id: null, feature_id: f, limit_type: "usage_limit", limit: 30, usage: 18 }];
    expect(of("balance.limit_reached", single)).toEqual(reached(single));

    // Item 0 (another feature) is taken, item 1 passes the limit: the batch answers item 1's 402 and fires its limit once however often it is retried.
    const batch = [
      { customer_id: batched, feature_id: g, value: 2 },
      { customer_id: batched, feature_id: f, value: 13, lock: { enabled: true as const } },
    ];
    for (let i = 0; i < 3; i++) {
      expect(await fails(h.rv.POST("/balances.batch_track", { body: batch }))).toMatchObject({ status: 402, code: "usage_limit_reached", data: { index: 1 } });
    }
    expect(of("balance.limit_reached", batched)).toEqual(reached(batched));
    expect(await balanceOf(batched, f)).toMatchObject({ usage: 18 });
    expect(await balanceOf(batched, g)).toMatchObject({ usage: 0 });
  });

  it("lets an overflow track_tokens through a usage limit (Autumn; was 402), emitting balance.limit_reached once and recording each cost", async () => {
    const ai = (await ok(h.rv.POST("/features.create", { body: { feature_id: uid("ai"), name: "AI", type: "ai_credit_system", consumable: true } }))).id;
    const plan = await createPlan({ items: [{ feature_id: ai, included: 100, reset: { interval: "month" } }] });
    const c = await newCustomer({ usage_limits: [{ feature_id: ai, enabled: true, limit: 5, interval: "day" }] });
    await attachFree(c, plan);
    // 1M input tokens of the table's claude-sonnet-4 (3 per million, no markup): 3 credits.
    const call = { customer_id: c, feature_id: ai, model_id: "anthropic/claude-sonnet-4", input_tokens: 1_000_000, output_tokens: 0 };
    expect((await ok(h.rv.POST("/balances.track_tokens", { body: call }))).balance).toMatchObject({ usage: 3 });
    for (let i = 0; i < 3; i++) await ok(h.rv.POST("/balances.track_tokens", { body: { ...call, overage_behavior: "overflow" } }));
    expect(of("balance.limit_reached", c)).toEqual([{ customer_id: c, entity_id: null, feature_id: ai, limit_type: "usage_limit", limit: 5, usage: 6 }]);
    expect(await balanceOf(c, ai)).toMatchObject({ usage: 12 });
    expect((await ok(h.rv.POST("/costs.list", { body: { customer_id: c } }))).list).toHaveLength(4);
  });
});

describe("auto top-ups", () => {
  /** A monthly plan at 20 with 100 credits included and credits at 10 per 100, one-off prepaid (the top-up price). */
  async function topupPlan() {
    const f = await feature();
    const plan = await createPlan({
      price: { amount: 20, interval: "month" },
      items: [
        { feature_id: f, included: 100, reset: { interval: "month" } },
        { feature_id: f, included: 0, price: { amount: 10, billing_units: 100, interval: "one_off", billing_method: "prepaid" } },
      ],
    });
    return { f, plan };
  }

  it("buys the quantity with the card on file once the balance falls below the threshold: a paid invoice, the balance grown, an event", async () => {
    const { f, plan } = await topupPlan();
    const c = await newCustomer();
    await subscribe(c, plan);
    await setControls(c, { auto_topups: [{ feature_id: f, enabled: true, threshold: 20, quantity: 150 }] });

    await track(c, f, 70);
    await topups().drain();
    expect(await invoicesOf(c)).toHaveLength(1);
    expect(of("balance.auto_topup", c)).toEqual([]);

    await track(c, f, 15);
    await topups().drain();
    const list = await invoicesOf(c);
    expect(list).toHaveLength(2);
    const inv = await ok(h.rv.POST("/invoices.get", { body: { invoice_id: list[0].id } }));
    // 150 units round up to two packs of 100: 20.00.
    expect(inv).toMatchObject({ status: "paid", total: 20, amount_paid: 20 });
    expect(inv.items!.map((l) => [l.feature_id, l.quantity, l.amount])).toEqual([[f, 200, 20]]);
    const balance = await balanceOf(c, f);
    expect(balance).toMatchObject({ granted: 300, usage: 85, remaining: 215 });
    expect(balance.breakdown!.find((b) => b.id === `auto_topup_${f}`)).toMatchObject({ prepaid_grant: 200, included_grant: 0, plan_id: plan });
    expect(of("balance.auto_topup", c)).toEqual([{ customer_id: c, feature_id: f, quantity: 200, status: "succeeded", invoice_id: list[0].id, balance: 215, failure_code: null }]);

    // Above the threshold again: nothing more.
    await track(c, f, 10);
    await topups().drain();
    expect(await invoicesOf(c)).toHaveLength(2);
  });

  it("respects purchase_limit (its running count in the expansion) until the window has room again", async () => {
    const { f, plan } = await topupPlan();
    const c = await newCustomer();
    await subscribe(c, plan);
    const t0 = Date.now() + 60_000;
    await advance(c, t0);
    const purchase_limit = { interval: "day" as const, interval_count: 1, limit: 2 };
    await setControls(c, { auto_topups: [{ feature_id: f, enabled: true, threshold: 50, quantity: 100, purchase_limit }] });
    const count = async () =>
      (await ok(h.rv.POST("/customers.get", { body: { customer_id: c, expand: ["billing_controls.auto_topups.purchase_limit"] } }))).billing_controls.auto_topups![0].purchase_limit;

    for (let i = 0; i < 3; i++) {
      await track(c, f, i === 0 ? 60 : 100);
      await topups().drain();
    }
    expect(of("balance.auto_topup", c).map((e) => [e.status, e.balance])).toEqual([
      ["succeeded", 140],
      ["succeeded", 140],
    ]);
    expect(await balanceOf(c, f)).toMatchObject({ remaining: 40 });
    expect(await count()).toEqual({ ...purchase_limit, count: 2 });
    expect(await invoicesOf(c)).toHaveLength(3);
    await topups().runDue();
    expect(await invoicesOf(c)).toHaveLength(3);

    // A day later the window has room: the next track below the threshold buys again.
    await advance(c, t0 + DAY + 60_000);
    await track(c, f, 1);
    await topups().drain();
    expect(of("balance.auto_topup", c)).toHaveLength(3);
    expect(await balanceOf(c, f)).toMatchObject({ remaining: 139 });
    expect(await count()).toEqual({ ...purchase_limit, count: 1 });
  });

  it("records a declined card (invoice open, a failed event), does not retry it, and charges the same invoice once the card on file changes", async () => {
    const { f, plan } = await topupPlan();
    const c = await newCustomer();
    // 4000000000000341 saves fine (the first payment goes through the checkout); every later charge is declined.
    await subscribe(c, plan, "4000000000000341");
    await setControls(c, { auto_topups: [{ feature_id: f, enabled: true, threshold: 20, quantity: 100 }] });

    await track(c, f, 85);
    await topups().drain();
    const open = (await invoicesOf(c))[0];
    expect(open).toMatchObject({ status: "open", total: 10 });
    expect(of("balance.auto_topup", c)).toEqual([{ customer_id: c, feature_id: f, quantity: 100, status: "failed", invoice_id: open.id, balance: 15, failure_code: "card_declined" }]);

    // Further usage and the job make no new attempt while nothing changed.
    await track(c, f, 1);
    await track(c, f, 1);
    await topups().drain();
    await topups().runDue();
    expect(await invoicesOf(c)).toHaveLength(2);
    expect(of("balance.auto_topup", c)).toHaveLength(1);
    expect(await balanceOf(c, f)).toMatchObject({ remaining: 13 });

    // A new default card: the next usage tries again, charging the same open invoice.
    const setup = await ok(h.rv.POST("/billing.setup_payment", { body: { customer_id: c } }));
    expect((await hosted().submitCard(tokenOf(setup.url), { number: "4242424242424242", ...CARD })).outcome).toBe("complete");
    await track(c, f, 1);
    await topups().drain();
    const list = await invoicesOf(c);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ id: open.id, status: "paid", total: 10 });
    expect(of("balance.auto_topup", c)[1]).toEqual({ customer_id: c, feature_id: f, quantity: 100, status: "succeeded", invoice_id: open.id, balance: 112, failure_code: null });
    expect(await balanceOf(c, f)).toMatchObject({ remaining: 112 });
  });

  it("adds the units when a failed top-up's open invoice is paid later (invoices.mark_paid), once", async () => {
    const { f, plan } = await topupPlan();
    const c = await newCustomer();
    await subscribe(c, plan, "4000000000000341");
    await setControls(c, { auto_topups: [{ feature_id: f, enabled: true, threshold: 20, quantity: 100 }] });
    await track(c, f, 90);
    await topups().drain();
    const open = (await invoicesOf(c))[0];
    expect(of("balance.auto_topup", c)).toMatchObject([{ status: "failed", invoice_id: open.id }]);
    await ok(h.rv.POST("/invoices.mark_paid", { body: { invoice_id: open.id } }));
    expect(await balanceOf(c, f)).toMatchObject({ remaining: 110 });
    expect(of("balance.auto_topup", c)[1]).toEqual({ customer_id: c, feature_id: f, quantity: 100, status: "succeeded", invoice_id: open.id, balance: 110, failure_code: null });
    await track(c, f, 1);
    await topups().drain();
    expect(await balanceOf(c, f)).toMatchObject({ remaining: 109 });
    expect(of("balance.auto_topup", c)).toHaveLength(2);
  });

  it("leaves a top-up queued while the customer's billing lock is busy to the job, which charges it", async () => {
    const { f, plan } = await topupPlan();
    const c = await newCustomer();
    await subscribe(c, plan);
    await setControls(c, { auto_topups: [{ feature_id: f, enabled: true, threshold: 20, quantity: 100 }] });
    const spaceId = (await sql.get<{ space_id: number }>("SELECT space_id FROM rv_customers WHERE id = ?", c))!.space_id;
    let release!: () => void;
    const held = h.tandem.customerLocks(`${spaceId}:${c}`, () => new Promise<void>((r) => (release = r)));

    await track(c, f, 90);
    await topups().drain();
    expect(await invoicesOf(c)).toHaveLength(1);
    expect(of("balance.auto_topup", c)).toEqual([]);

    release();
    await held;
    await h.tandem.jobs.runNow(["billing.auto_topups"]);
    await topups().drain();
    expect((await invoicesOf(c))[0]).toMatchObject({ status: "paid", total: 10 });
    expect(of("balance.auto_topup", c)).toMatchObject([{ status: "succeeded", balance: 110 }]);
  });

  it("fails without a one-off prepaid price (a failed event, no invoice) and drops a pending top-up whose rule was disabled", async () => {
    const f = await feature();
    const plan = await createPlan({ price: { amount: 20, interval: "month" }, items: [{ feature_id: f, included: 100, reset: { interval: "month" } }] });
    const c = await newCustomer();
    await subscribe(c, plan);
    await setControls(c, { auto_topups: [{ feature_id: f, enabled: true, threshold: 20, quantity: 100 }] });
    await track(c, f, 90);
    await topups().drain();
    expect(of("balance.auto_topup", c)).toEqual([{ customer_id: c, feature_id: f, quantity: 100, status: "failed", invoice_id: null, balance: 10, failure_code: "topup_price_missing" }]);
    expect(await invoicesOf(c)).toHaveLength(1);

    // Queued while the lock is busy, then the rule disabled: the job drops it (no invoice, no event).
    const { f: g, plan: other } = await topupPlan();
    const d = await newCustomer();
    await subscribe(d, other);
    await setControls(d, { auto_topups: [{ feature_id: g, enabled: true, threshold: 20, quantity: 100 }] });
    const spaceId = (await sql.get<{ space_id: number }>("SELECT space_id FROM rv_customers WHERE id = ?", d))!.space_id;
    let release!: () => void;
    const held = h.tandem.customerLocks(`${spaceId}:${d}`, () => new Promise<void>((r) => (release = r)));
    await track(d, g, 90);
    await topups().drain();
    release();
    await held;
    await setControls(d, { auto_topups: [{ feature_id: g, enabled: false, threshold: 20, quantity: 100 }] });
    await topups().runDue();
    expect(await invoicesOf(d)).toHaveLength(1);
    expect(of("balance.auto_topup", d)).toEqual([]);
    expect(await sql.all("SELECT status, failure_code FROM rv_auto_topups WHERE customer_seq = (SELECT seq FROM rv_customers WHERE id = ?)", d)).toEqual([
      { status: "canceled", failure_code: "disabled" },
    ]);
  });
});
