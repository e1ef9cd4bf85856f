/** The billing cycle's pure rules, without HTTP. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chargeKey, DAY_MS, nextAttemptAt, nextPeriodEnd, overageUnits, renewalLines, trialEnd } from "../src/revenue/cycle/cycle.rules.js";
import { arrearsAt } from "../src/revenue/balances/balances.rules.js";
import type { PlanState } from "../src/revenue/plans/plans.rules.js";

const state = (over: Partial<Omit<PlanState, "def">> & { def?: Partial<PlanState["def"]> } = {}): PlanState => ({
  name: "Pro",
  group: null,
  add_on: false,
  auto_enable: false,
  archived: false,
  ...over,
  def: { description: null, price: null, items: [], free_trial: null, config: { ignore_past_due: false }, billing_controls: null, metadata: {}, licenses: [], base_variant_id: null, variants: null, ...over.def },
});

describe("dunning schedule", () => {
  it("retries 1, 3 and 5 days after the boundary, then ends", () => {
    const b = Date.UTC(2026, 1, 1);
    expect([0, 1, 2, 3, 4].map((n) => nextAttemptAt(b, n))).toEqual([b, b + DAY_MS, b + 3 * DAY_MS, b + 5 * DAY_MS, null]);
    expect([0, 1, 2].map((n) => chargeKey("inv_1", n))).toEqual(["inv_1", "inv_1_retry_1", "inv_1_retry_2"]);
  });
});

describe("periods", () => {
  it("fall on anchor + k months: Jan 31 → Feb 28 → Mar 31, no drift", () => {
    const anchor = Date.UTC(2026, 0, 31);
    const feb = nextPeriodEnd(anchor, "month:1", anchor)!;
    expect(new Date(feb).toISOString().slice(0, 10)).toBe("2026-02-28");
    expect(new Date(nextPeriodEnd(anchor, "month:1", feb)!).toISOString().slice(0, 10)).toBe("2026-03-31");
  });

  it("always end strictly after the boundary (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }), fc.integer({ min: 0, max: 400 }), fc.constantFrom("day:1", "week:1", "month:1", "month:3", "year:1"), (anchor, k, cadence) => {
        const boundary = anchor + k * DAY_MS;
        expect(nextPeriodEnd(anchor, cadence, boundary)!).toBeGreaterThan(boundary);
      }),
    );
  });
});

describe("renewal lines", () => {
  const plan = {
    id: "pro",
    state: state({
      def: {
        price: { amount: 20, interval: "month", interval_count: 1 },
        items: [
          { feature_id: "msg", included: 100, unlimited: false, reset: { interval: "month", interval_count: 1 }, price: { amount: 1, interval: "month", interval_count: 1, billing_units: 10, billing_method: "usage_based", max_purchase: null }, rollover: null } as never,
          {
            feature_id: "tok",
            included: 0,
            unlimited: false,
            reset: { interval: "month", interval_count: 1 },
            price: { tiers: [{ to: 100, amount: 0.5 }, { to: "inf", amount: 0.25 }], tier_behavior: "graduated", interval: "month", interval_count: 1, billing_units: 1, billing_method: "usage_based", max_purchase: null },
            rollover: null,
          } as never,
        ],
      },
    }),
  };
  const ended = { start: Date.UTC(2026, 0, 1), end: Date.UTC(2026, 1, 1) };
  const next = { start: ended.end, end: Date.UTC(2026, 2, 1) };
  const prices = { currency: "usd", rate: null };

  it("next period's price in advance, the ended period's overage in arrears, rounded up to billing units, tiers graduated", () => {
    const r = renewalLines({ plan, featureName: (id) => id, prices, bought: [], ended, next, arrears: [{ item: 0, feature_id: "msg", micro: 51_000_000 }, { item: 1, feature_id: "tok", micro: 150_000_000 }] });
    expect(r.advance.map((l) => [l.amount, l.period_start, l.period_end])).toEqual([[2000, next.start, next.end]]);
    // 51 units → 60 (6 packs of 10 at 1.00); 150 tokens: 100 × 0.50 + 50 × 0.25.
    expect(r.arrears.map((l) => [l.feature_id, l.quantity, l.amount, l.period_start, l.period_end])).toEqual([
      ["msg", 60, 600, ended.start, ended.end],
      ["tok", 150, 6250, ended.start, ended.end],
    ]);
  });

  it("no overage, no arrears line; a plan that does not continue charges nothing in advance", () => {
    const r = renewalLines({ plan, featureName: (id) => id, prices, bought: [], ended, next: null, arrears: [{ item: 0, feature_id: "msg", micro: 0 }] });
    expect(r).toEqual({ advance: [], arrears: [] });
    expect(overageUnits(1, 1)).toBe(1);
  });

  it("a plan ending within the next period (ends_at) is charged pro rata up to its end; one ending at or after it in full", () => {
    const mid = next.start + (next.end - next.start) / 4;
    const r = renewalLines({ plan, featureName: (id) => id, prices, bought: [], ended, next, endsAt: mid, arrears: [] });
    expect(r.advance.map((l) => [l.amount, l.period_start, l.period_end])).toEqual([[500, next.start, mid]]);
    for (const endsAt of [next.end, next.end + DAY_MS, null]) {
      expect(renewalLines({ plan, featureName: (id) => id, prices, bought: [], ended, next, endsAt, arrears: [] }).advance.map((l) => l.amount)).toEqual([2000]);
    }
  });
});

describe("usage billed in arrears, read early (invoice previews)", () => {
  const month = { interval: "month", count: 1 };
  const slot = (over: Partial<Parameters<typeof arrearsAt>[0]> = {}): Parameters<typeof arrearsAt>[0] => ({
    seq: 1,
    granted: 100_000_000,
    usage: 150_000_000,
    held: 0,
    unlimited: false,
    overage_allowed: true,
    reset_interval: month.interval,
    reset_count: month.count,
    reset_anchor: Date.UTC(2026, 0, 1),
    next_reset_at: Date.UTC(2026, 1, 1),
    rollover: null,
    carried: 0,
    carried_expires_at: null,
    expires_at: null,
    arrears: 0,
    ...over,
  });
  const boundary = Date.UTC(2026, 1, 1);
  const before = boundary - DAY_MS;

  it("counts what the resets by the boundary will close: stored arrears and the running period's overage", () => {
    expect(arrearsAt(slot(), true, before, boundary, false)).toBe(50_000_000);
    expect(arrearsAt(slot({ arrears: 7_000_000 }), true, before, boundary, false)).toBe(57_000_000);
    // A reset after the boundary: the running overage is billed by a later renewal.
    expect(arrearsAt(slot({ next_reset_at: boundary + DAY_MS }), true, before, boundary, false)).toBe(0);
    // ... unless the plan ends at the boundary.
    expect(arrearsAt(slot({ next_reset_at: boundary + DAY_MS }), true, before, boundary, true)).toBe(50_000_000);
    expect(arrearsAt(slot(), false, before, boundary, false)).toBe(0);
  });

  it("a reset due but not stored yet counts its period's overage once", () => {
    const daily = slot({ reset_interval: "day", next_reset_at: before - 1000, reset_anchor: Date.UTC(2026, 0, 1) });
    expect(arrearsAt(daily, true, before, boundary, false)).toBe(50_000_000);
  });
});

describe("trial ends", () => {
  it("bills with a card (unless on_end revert), reverts without", () => {
    expect(trialEnd({ on_end: "bill" }, true)).toBe("bill");
    expect(trialEnd({ on_end: null }, true)).toBe("bill");
    expect(trialEnd({ on_end: "revert" }, true)).toBe("revert");
    expect(trialEnd({ on_end: "bill" }, false)).toBe("revert");
  });

});
