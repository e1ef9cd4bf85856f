/**
 * Autumn's plan semantics through autumn-js@1.3.13 (issue 30, items 2, 6, 8):
 * one feature at several reset intervals in one plan, validation as strict as
 * Autumn's (each refusal a 400 naming the field), and `usage_alerts[].basis`
 * optional. The clock is manual so each interval's reset can be crossed.
 */
import { Autumn } from "autumn-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type RevenueHarness, ok, startRevenue } from "./support/revenue.js";

const HOUR = 3_600_000;
const clock = manualClock(Date.UTC(2026, 2, 10, 12, 0, 0));
let h: RevenueHarness;
let autumn: Autumn;
beforeAll(async () => {
  h = await startRevenue({ clock });
  autumn = new Autumn({ secretKey: h.keys.test, serverURL: h.origin, failOpen: false });
  await autumn.features.create({ featureId: "msgs", name: "Messages", type: "metered", consumable: true });
  await autumn.features.create({ featureId: "sso", name: "SSO", type: "boolean" });
});
afterAll(() => h.close());

/** The refusal autumn-js throws, as `{ status, code, message }`. */
async function refusal(p: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  const err = (await p.then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e,
  )) as { statusCode?: number; body?: string };
  const body = JSON.parse(err.body ?? "{}") as { code: string; message: string };
  return { status: err.statusCode ?? 0, code: body.code, message: body.message };
}

const breakdownsOf = (b: { breakdown?: { includedGrant: number; usage: number; remaining: number; reset?: { interval: string } | null }[] } | undefined) =>
  (b?.breakdown ?? []).map((x) => ({ interval: x.reset?.interval ?? "one_off", included: x.includedGrant, usage: x.usage, remaining: x.remaining })).sort((a, b) => a.included - b.included);

describe("one feature at several reset intervals in one plan", () => {
  it("accepts hourly + monthly items of a feature and shows one breakdown per interval, drawing from the hourly one first", async () => {
    await autumn.plans.create({
      planId: "hm",
      name: "Hourly and monthly",
      items: [
        // Monthly listed first: the order of the items is not the order of deduction.
        { featureId: "msgs", included: 100, reset: { interval: "month" } },
        { featureId: "msgs", included: 10, reset: { interval: "hour" } },
      ],
    });
    await autumn.customers.getOrCreate({ customerId: "c_hm" });
    await autumn.billing.attach({ customerId: "c_hm", planId: "hm" });

    const checked = await autumn.check({ customerId: "c_hm", featureId: "msgs" });
    expect(checked.balance).toMatchObject({ granted: 110, remaining: 110, usage: 0 });
    expect(breakdownsOf(checked.balance ?? undefined)).toEqual([
      { interval: "hour", included: 10, usage: 0, remaining: 10 },
      { interval: "month", included: 100, usage: 0, remaining: 100 },
    ]);

    // One track counts once: the shorter interval first, the rest from the monthly breakdown.
    const tracked = await autumn.track({ customerId: "c_hm", featureId: "msgs", value: 4 });
    expect(tracked.balance).toMatchObject({ granted: 110, remaining: 106, usage: 4 });
    expect(breakdownsOf(tracked.balance ?? undefined)).toEqual([
      { interval: "hour", included: 10, usage: 4, remaining: 6 },
      { interval: "month", included: 100, usage: 0, remaining: 100 },
    ]);
    const more = await autumn.track({ customerId: "c_hm", featureId: "msgs", value: 10 });
    expect(breakdownsOf(more.balance ?? undefined)).toEqual([
      { interval: "hour", included: 10, usage: 10, remaining: 0 },
      { interval: "month", included: 100, usage: 4, remaining: 96 },
    ]);

    // Each resets on its own schedule: past the hour only the hourly breakdown is fresh again.
    clock.advance(HOUR + 1000);
    const customer = await autumn.customers.get({ customerId: "c_hm" });
    expect(customer.balances.msgs).toMatchObject({ granted: 110, remaining: 106, usage: 4 });
    expect(breakdownsOf(customer.balances.msgs)).toEqual([
      { interval: "hour", included: 10, usage: 0, remaining: 10 },
      { interval: "month", included: 100, usage: 4, remaining: 96 },
    ]);
  });

  it("accepts monthly + lifetime items of a feature and draws the monthly one first", async () => {
    await autumn.plans.create({
      planId: "ml",
      name: "Monthly and lifetime",
      items: [
        { featureId: "msgs", included: 200 },
        { featureId: "msgs", included: 500, reset: { interval: "month" } },
      ],
    });
    await autumn.customers.getOrCreate({ customerId: "c_ml" });
    await autumn.billing.attach({ customerId: "c_ml", planId: "ml" });
    const tracked = await autumn.track({ customerId: "c_ml", featureId: "msgs", value: 550 });
    expect(tracked.balance).toMatchObject({ granted: 700, remaining: 150, usage: 550 });
    expect(breakdownsOf(tracked.balance ?? undefined)).toEqual([
      { interval: "one_off", included: 200, usage: 50, remaining: 150 },
      { interval: "month", included: 500, usage: 500, remaining: 0 },
    ]);
  });

  it("refuses the same feature twice at the same interval, naming the later item", async () => {
    const err = await refusal(
      autumn.plans.create({
        planId: "dup",
        name: "Dup",
        items: [
          { featureId: "msgs", included: 10, reset: { interval: "month" } },
          { featureId: "msgs", included: 20, reset: { interval: "month" } },
        ],
      }),
    );
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toMatch(/^items\[1\]\.feature_id /);
    const lifetime = await refusal(autumn.plans.create({ planId: "dup2", name: "Dup", items: [{ featureId: "msgs", included: 1 }, { featureId: "msgs", included: 2 }] }));
    expect(lifetime.message).toMatch(/^items\[1\]\.feature_id /);
  });
});

describe("plan and balance validation as strict as Autumn's", () => {
  const cases: [string, Parameters<Autumn["plans"]["create"]>[0]["items"], RegExp][] = [
    [
      "a flat amount on graduated tiers",
      [{ featureId: "msgs", included: 0, price: { tiers: [{ to: 10, amount: 1, flatAmount: 5 }, { to: "inf", amount: 0.5 }], interval: "month", billingMethod: "prepaid" } }],
      /^items\[0\]\.price\.tiers\[0\]\.flat_amount /,
    ],
    [
      "a first tier ending at or below included",
      [{ featureId: "msgs", included: 100, price: { tiers: [{ to: 100, amount: 1 }, { to: "inf", amount: 0.5 }], interval: "month", billingMethod: "usage_based" }, reset: { interval: "month" } }],
      /^items\[0\]\.price\.tiers\[0\]\.to /,
    ],
    ["a priced unlimited item", [{ featureId: "msgs", unlimited: true, price: { amount: 1, interval: "month", billingMethod: "usage_based" } }], /^items\[0\]\.price /],
    ["a boolean item with a balance", [{ featureId: "sso", included: 5 }], /^items\[0\]\.included /],
    ["a boolean item with a price", [{ featureId: "sso", price: { amount: 1, interval: "month", billingMethod: "prepaid" } }], /^items\[0\]\.price /],
    [
      "a usage-based price whose interval is not the reset's",
      [{ featureId: "msgs", included: 10, reset: { interval: "week" }, price: { amount: 1, interval: "month", billingMethod: "usage_based" } }],
      /^items\[0\]\.reset /,
    ],
  ];
  for (const [what, items, field] of cases) {
    it(`refuses ${what} with a 400 naming the field`, async () => {
      const err = await refusal(autumn.plans.create({ planId: `bad_${what.length}_${Math.random().toString(36).slice(2, 8)}`, name: "Bad", items }));
      expect(err).toMatchObject({ status: 400, code: "invalid_request" });
      expect(err.message).toMatch(field);
    });
  }

  it("lets a prepaid price keep a reset interval of its own", async () => {
    const plan = await autumn.plans.create({
      planId: "prepaid_weekly",
      name: "Prepaid",
      items: [{ featureId: "msgs", included: 0, reset: { interval: "week" }, price: { amount: 1, interval: "month", billingMethod: "prepaid" } }],
    });
    expect(plan.items).toHaveLength(1);
  });

  it("refuses two spend limits of one feature in a customer's billing controls", async () => {
    await autumn.customers.getOrCreate({ customerId: "c_limits" });
    const err = await refusal(
      autumn.customers.update({
        customerId: "c_limits",
        billingControls: {
          spendLimits: [
            { featureId: "msgs", enabled: true, overageLimit: 10 },
            { featureId: "msgs", enabled: true, overageLimit: 20 },
          ],
        },
      }),
    );
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toMatch(/^billing_controls\.spend_limits\[1\]\.feature_id /);
  });

  it("refuses a balance that would expire in the past (balances.create)", async () => {
    await autumn.customers.getOrCreate({ customerId: "c_past" });
    const err = await refusal(autumn.balances.create({ customerId: "c_past", featureId: "msgs", includedGrant: 5, expiresAt: clock.now() - 1000 }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toMatch(/^expires_at /);
  });

  it("refuses recalculate_balances without feature_id on balances.delete", async () => {
    await autumn.customers.getOrCreate({ customerId: "c_recalc" });
    await autumn.balances.create({ customerId: "c_recalc", featureId: "msgs", includedGrant: 5, balanceId: "bal_recalc" });
    const err = await refusal(autumn.balances.delete({ customerId: "c_recalc", balanceId: "bal_recalc", recalculateBalances: true }));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toMatch(/^feature_id /);
    // With the feature named it goes through.
    expect(await autumn.balances.delete({ customerId: "c_recalc", featureId: "msgs", balanceId: "bal_recalc", recalculateBalances: true })).toMatchObject({ success: true });
  });
});

describe("usage alerts", () => {
  it("take basis as optional, defaulting to balance (Autumn's default)", async () => {
    await autumn.customers.getOrCreate({ customerId: "c_alert" });
    // autumn-js fills basis in itself; over the wire without it Tandem accepts it too.
    const raw = await ok(
      h.rv.POST("/customers.update", {
        body: { customer_id: "c_alert", billing_controls: { usage_alerts: [{ feature_id: "msgs", enabled: true, threshold: 5, threshold_type: "usage" }] } },
      }),
    );
    expect(raw.billing_controls?.usage_alerts?.[0]).toMatchObject({ feature_id: "msgs", threshold: 5 });
    // And autumn-js reads the answer (its schema defaults a missing basis to balance).
    const c = await autumn.customers.get({ customerId: "c_alert" });
    expect(c.billingControls?.usageAlerts?.[0]).toMatchObject({ featureId: "msgs", basis: "balance" });
  });
});
