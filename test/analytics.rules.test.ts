/**
 * Analytics' pure rules without HTTP: ranges and their pieces, money in
 * nano-units and FX, MRR normalisation with coupons, margin figures and
 * sorting, and the advisor's rules at their edges.
 */
import { describe, expect, it } from "vitest";
import { type BalanceFacts, balanceRules, featureMargins, lastPeriod, negativeMargins, rankSuggestions } from "../src/revenue/analytics/advisor.rules.js";
import {
  DAY,
  figuresView,
  HOUR,
  marginPercent,
  mrrCoupons,
  mrrOf,
  monthlyOf,
  nanoToMajor,
  type PeriodCharge,
  periodNet,
  pieces,
  rateToAccount,
  resolveRange,
  roundDiv,
  sortRows,
  topK,
  toNano,
  REVENUE_DIGITS,
} from "../src/revenue/analytics/analytics.rules.js";
import Big from "big.js";
import type { CouponRedemption, CouponTerms } from "../src/revenue/rewards/discounts.rules.js";

const T = Date.UTC(2026, 3, 10, 13, 25);
const N = 1_000_000_000n; // one major unit in nano-units

describe("ranges", () => {
  it.each([
    [{}, { start: T + 1 - 30 * DAY, end: T + 1 }],
    [{ range: "24h" as const }, { start: T + 1 - DAY, end: T + 1 }],
    [{ range: "90d" as const }, { start: T + 1 - 90 * DAY, end: T + 1 }],
    [{ custom_range: { start: 5, end: 6 } }, { start: 5, end: 6 }],
    [{ custom_range: { start: 0, end: 366 * DAY } }, { start: 0, end: 366 * DAY }],
  ])("%j is %j", (body, want) => {
    expect(resolveRange(body, T)).toEqual(want);
  });

  it.each([
    [{ range: "7d" as const, custom_range: { start: 0, end: 1 } }, "exclusive"],
    [{ custom_range: { start: 0, end: 366 * DAY + 1 } }, "366 days"],
    [{ custom_range: { start: 7, end: 7 } }, "before"],
  ])("refuses %j", (body, words) => {
    expect(() => resolveRange(body, T)).toThrow(words);
  });

  it("reads whole days from day buckets, whole hours from hour buckets, and the ragged ends from records (each inside one clock hour)", () => {
    const D = Date.UTC(2026, 3, 10);
    expect(pieces({ start: D - 2 * DAY + 90 * 60_000, end: D + 5 * HOUR + 1 })).toEqual({
      raw: [
        { start: D - 2 * DAY + 90 * 60_000, end: D - 2 * DAY + 2 * HOUR },
        { start: D + 5 * HOUR, end: D + 5 * HOUR + 1 },
      ],
      hours: [
        { start: D - 2 * DAY + 2 * HOUR, end: D - DAY },
        { start: D, end: D + 5 * HOUR },
      ],
      days: [{ start: D - DAY, end: D }],
      wholeHours: { start: D - 2 * DAY + 2 * HOUR, end: D + 5 * HOUR },
    });
    // Whole hours, no whole day.
    expect(pieces({ start: D + HOUR, end: D + 3 * HOUR })).toEqual({ raw: [], hours: [{ start: D + HOUR, end: D + 3 * HOUR }], days: [], wholeHours: { start: D + HOUR, end: D + 3 * HOUR } });
    // Across one clock hour, none whole: two raw pieces split at it.
    expect(pieces({ start: D + 30 * 60_000, end: D + 90 * 60_000 })).toEqual({
      raw: [
        { start: D + 30 * 60_000, end: D + HOUR },
        { start: D + HOUR, end: D + 90 * 60_000 },
      ],
      hours: [],
      days: [],
      wholeHours: null,
    });
    expect(pieces({ start: D + 1, end: D + 2 })).toEqual({ raw: [{ start: D + 1, end: D + 2 }], hours: [], days: [], wholeHours: null });
    // Before 1970 the buckets are floor-aligned too.
    expect(pieces({ start: -DAY, end: 0 })).toEqual({ raw: [], hours: [], days: [{ start: -DAY, end: 0 }], wholeHours: { start: -DAY, end: 0 } });
  });
});

describe("money", () => {
  const table: Record<string, string> = { "usd>eur": "0.8", "gbp>usd": "1.27", "usd>jpy": "151.237" };
  const lookup = (from: string, to: string) => table[`${from}>${to}`] ?? null;

  it("converts with the direct rate, else the inverse of the account's, else 400 missing_fx_rate", () => {
    expect(rateToAccount("usd", "usd", lookup)).toEqual({ num: 1n, den: 1n });
    expect(rateToAccount("gbp", "usd", lookup)).toEqual({ num: 127n, den: 100n });
    expect(rateToAccount("eur", "usd", lookup)).toEqual({ num: 10n, den: 8n });
    expect(() => rateToAccount("chf", "usd", lookup)).toThrow(/chf/);
  });

  it("sums minor units of several currencies as exact nano-units of the account currency", () => {
    const rate = (c: string) => rateToAccount(c, "usd", lookup);
    // 12.34 usd + 9.00 eur / 0.8 + ¥1000 / 151.237 (6.612138564… → rounded to the nano-unit)
    const nano = toNano(
      new Map([
        ["usd", 1234n],
        ["eur", 900n],
        ["jpy", 1000n],
      ]),
      REVENUE_DIGITS,
      rate,
    );
    expect(nano).toBe(12_340_000_000n + 11_250_000_000n + 6_612_138_564n);
    expect(nanoToMajor(nano)).toBe(30.202138564);
    expect(nanoToMajor(-5n)).toBe(-0.000000005);
    expect(nanoToMajor(0n)).toBe(0);
  });

  it.each([
    [7n, 2n, 4n],
    [-7n, 2n, -4n],
    [5n, 3n, 2n],
    [-5n, 3n, -2n],
  ])("roundDiv(%s, %s) = %s (half away from zero)", (a, b, want) => {
    expect(roundDiv(a, b)).toBe(want);
  });

  it.each([
    [40n * N, 775n * (N / 100n), 80.63],
    [15n * N, 20n * N, -33.33],
    [30n * N, 24n * N, 20],
    [3n * N, 0n, 100],
    [0n, 5n * N, null],
  ])("margin percent of revenue %s against cost %s is %s", (revenue, cost, want) => {
    expect(marginPercent(revenue, cost)).toBe(want);
  });

  it("keeps the first k of a total order as a full sort would", () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) % 50;
    const items = Array.from({ length: 500 }, (_, i) => ({ v: next(), i }));
    const order = (a: { v: number; i: number }, b: { v: number; i: number }) => a.v - b.v || a.i - b.i;
    for (const k of [0, 1, 7, 100, 500, 600]) expect(topK(items, k, order)).toEqual([...items].sort(order).slice(0, k));
  });

  it("sorts rows by the figure asked, ties by key; the view shows exact decimals", () => {
    const row = (key: string, r: number, c: number) => ({ key, figures: { revenue: BigInt(r) * N, cost: BigInt(c) * N } });
    const rows = () => [row("b", 10, 5), row("a", 10, 5), row("c", 1, 9), row("d", 20, 0)];
    expect(sortRows(rows(), "margin_asc").map((r) => r.key)).toEqual(["c", "a", "b", "d"]);
    expect(sortRows(rows(), "margin_desc").map((r) => r.key)).toEqual(["d", "a", "b", "c"]);
    expect(sortRows(rows(), "revenue_desc").map((r) => r.key)).toEqual(["d", "a", "b", "c"]);
    expect(sortRows(rows(), "cost_desc").map((r) => r.key)).toEqual(["c", "a", "b", "d"]);
    expect(sortRows(rows(), "margin_asc", 2).map((r) => r.key)).toEqual(["c", "a"]);
    expect(figuresView({ revenue: 1n, cost: 3n })).toEqual({ revenue: 0.000000001, cost: 0.000000003, margin: -0.000000002, margin_percent: -200 });
  });
});

describe("MRR", () => {
  it.each([
    ["week:1", 700, "3033.333333"],
    ["week:2", 1400, "3033.333333"],
    ["month:1", 3000, "3000"],
    ["month:3", 9000, "3000"],
    ["quarter:1", 9000, "3000"],
    ["semi_annual:1", 18000, "3000"],
    ["year:1", 12000, "1000"],
    ["year:2", 12000, "500"],
  ])("a %s period of %s is %s a month", (cadence, amount, want) => {
    expect(monthlyOf(new Big(amount), cadence)!.round(6).toString()).toBe(want);
  });

  it("does not recur without a cadence", () => {
    expect(monthlyOf(new Big(100), null)).toBeNull();
    expect(periodNet({ cadence: null, lines: [] }, "usd", [])).toBeNull();
  });

  const terms = (over: Partial<CouponTerms>): CouponTerms => ({ type: "percentage_discount", value: 50, currency: null, duration: { type: "forever", length: null }, plan_ids: null, ...over });
  const redemption = (id: string, t: Partial<CouponTerms>, redeemed_at = 0, applied_count = 0): CouponRedemption => ({ id, reward_id: id, reward_name: id, terms: terms(t), redeemed_at, applied_count });

  it("keeps the coupons that recur at the time: forever, months until they end; never a one_off", () => {
    const at = Date.UTC(2026, 5, 15);
    const list = [
      redemption("forever", {}),
      redemption("once", { duration: { type: "one_off", length: null } }),
      redemption("three", { duration: { type: "months", length: 3 } }, Date.UTC(2026, 3, 1)),
      redemption("ended", { duration: { type: "months", length: 2 } }, Date.UTC(2026, 3, 1)),
      redemption("later", {}, at + 1),
    ];
    expect(mrrCoupons(list, at).map((r) => r.id)).toEqual(["forever", "three"]);
  });

  it("takes coupons off a period's charge: a percentage per line, a fixed amount off the charge, never below 0", () => {
    const charge: PeriodCharge = { cadence: "month:1", lines: [{ amount: 2000, plan_id: "pro" }, { amount: 1000, plan_id: "pro" }] };
    expect(periodNet(charge, "usd", [])).toBe(3000);
    expect(periodNet(charge, "usd", [redemption("p", { value: 10 })])).toBe(2700);
    expect(periodNet(charge, "usd", [redemption("f", { type: "fixed_discount", value: 25, currency: "usd" })])).toBe(500);
    expect(periodNet(charge, "usd", [redemption("f", { type: "fixed_discount", value: 99, currency: "usd" })])).toBe(0);
    expect(periodNet(charge, "usd", [redemption("other", { plan_ids: ["basic"] })])).toBe(3000);
  });

  it("sums per currency and cadence, converts, and rounds to the account's minor unit", () => {
    const sums = new Map([
      ["a", { currency: "usd", cadence: "week:1", amount: 700 }],
      ["b", { currency: "usd", cadence: "year:1", amount: 12000 }],
      ["c", { currency: "eur", cadence: "month:1", amount: 900 }],
    ]);
    // 30.333… + 10 + 9 × 1.1 = 50.2333… → 50.23
    expect(mrrOf(sums, (c) => (c === "eur" ? { num: 11n, den: 10n } : { num: 1n, den: 1n }), "usd")).toBe(50.23);
  });
});

describe("advisor rules", () => {
  const f = (revenue: number, cost: number) => ({ revenue: BigInt(Math.round(revenue * 100)) * 10_000_000n, cost: BigInt(Math.round(cost * 100)) * 10_000_000n });

  it("negative_margin only when costs exceed revenue", () => {
    const out = negativeMargins(
      [
        { customer_id: "loss", figures: f(10, 15) },
        { customer_id: "even", figures: f(10, 10) },
        { customer_id: "fine", figures: f(10, 1) },
      ],
      "usd",
    );
    expect(out.map((r) => [r.customer_id, r.kind, r.write().metrics, r.weight])).toEqual([["loss", "negative_margin", { revenue: 10, cost: 15, margin: -5 }, 5]]);
  });

  it("unpriced_cost and low_margin_feature on features, never on $base or $unattributed; a 20 % margin is not low", () => {
    const out = featureMargins(
      [
        { key: "gpu", figures: f(0, 3) },
        { key: "$unattributed", figures: f(0, 3) },
        { key: "$base", figures: f(10, 9.5) },
        { key: "seats", figures: f(30, 27) },
        { key: "edge", figures: f(30, 24) },
        { key: "loss", figures: f(10, 12) },
        { key: "idle", figures: f(0, 0) },
      ],
      "usd",
    );
    expect(out.map((r) => [r.kind, r.feature_id, r.write().metrics, r.weight])).toEqual([
      ["unpriced_cost", "gpu", { cost: 3 }, 3],
      ["low_margin_feature", "seats", { revenue: 30, cost: 27, margin_percent: 10 }, 3],
      // 10 × 20 % − (−2) = 4
      ["low_margin_feature", "loss", { revenue: 10, cost: 12, margin_percent: -20 }, 4],
    ]);
  });

  const APR = Date.UTC(2026, 3, 1);
  const MAYD = Date.UTC(2026, 4, 1);
  const JUN = Date.UTC(2026, 5, 1);
  const M = 1_000_000;
  const facts = (over: Partial<BalanceFacts>): BalanceFacts => ({
    customer_id: "c",
    feature_id: "msg",
    plan_id: "pro",
    from_plan: true,
    paying: true,
    now: APR + 2 * DAY,
    granted: 100 * M,
    carried: 0,
    usage: 50 * M,
    held: 0,
    reset_interval: "month",
    reset_count: 1,
    reset_anchor: APR,
    next_reset_at: MAYD,
    created_at: APR,
    last: null,
    ...over,
  });
  const kinds = (b: BalanceFacts) => balanceRules(b).map((r) => [r.kind, r.write().metrics]);

  it("overage_heavy past 50 % beyond included, in the current period or the last complete one", () => {
    expect(kinds(facts({ usage: 150 * M }))).toEqual([["near_limit", { granted: 100, remaining: -50, days_to_reset: 28 }]]);
    expect(kinds(facts({ usage: 151 * M }))[0]).toEqual(["overage_heavy", { included: 100, overage: 51 }]);
    const last = { period_end: MAYD, next_reset_at: JUN, included: 100 * M, usage: 180 * M };
    expect(kinds(facts({ now: MAYD + DAY, next_reset_at: JUN, usage: 0, last }))).toEqual([["overage_heavy", { included: 100, overage: 80 }]]);
    // Not for a grant outside a plan.
    expect(kinds(facts({ usage: 200 * M, from_plan: false, plan_id: null })).map(([k]) => k)).toEqual(["near_limit"]);
  });

  it("near_limit under 10 % left with more than a quarter of the period to go", () => {
    expect(kinds(facts({ usage: 91 * M }))).toEqual([["near_limit", { granted: 100, remaining: 9, days_to_reset: 28 }]]);
    expect(kinds(facts({ usage: 90 * M }))).toEqual([]);
    // 7.5 days of 30 to go is exactly a quarter: not more.
    expect(kinds(facts({ usage: 95 * M, now: MAYD - 7.5 * DAY }))).toEqual([]);
    expect(kinds(facts({ usage: 95 * M, now: MAYD - 7.5 * DAY - 1 }))[0][0]).toBe("near_limit");
    // Rolled-over units count as granted; held units as used.
    expect(kinds(facts({ usage: 95 * M, carried: 100 * M }))).toEqual([]);
    expect(kinds(facts({ usage: 85 * M, held: 6 * M }))[0]).toEqual(["near_limit", { granted: 100, remaining: 9, days_to_reset: 28 }]);
  });

  it("unused_allowance for paying customers' plan items under 10 % in the last complete period", () => {
    const last = { period_end: MAYD, next_reset_at: JUN, included: 100 * M, usage: 9 * M };
    const after = { now: MAYD + DAY, next_reset_at: JUN, usage: 0, last };
    expect(kinds(facts(after))).toEqual([["unused_allowance", { included: 100, usage: 9 }]]);
    expect(kinds(facts({ ...after, last: { ...last, usage: 10 * M } }))).toEqual([]);
    expect(kinds(facts({ ...after, paying: false }))).toEqual([]);
    expect(kinds(facts({ ...after, from_plan: false }))).toEqual([]);
    // In its first period there is no complete one.
    expect(kinds(facts({ usage: 0 }))).toEqual([]);
  });

  it("finds the last complete period of a lazily reset balance", () => {
    // The reset is due but not stored: the row holds the period that just ended.
    expect(lastPeriod(facts({ now: MAYD + DAY, usage: 7 * M }))).toEqual({ included: 100 * M, usage: 7 * M });
    // Two periods passed unused since: the last one had no usage.
    expect(lastPeriod(facts({ now: JUN + DAY, usage: 7 * M }))).toEqual({ included: 100 * M, usage: 0 });
    // Made mid-period: its first period was not complete.
    expect(lastPeriod(facts({ now: MAYD + DAY, created_at: APR + DAY }))).toBeNull();
    // A stored reset that skipped May: May had no usage.
    const skipped = { period_end: MAYD, next_reset_at: Date.UTC(2026, 6, 1), included: 100 * M, usage: 60 * M };
    expect(lastPeriod(facts({ now: JUN + 2 * DAY, next_reset_at: Date.UTC(2026, 6, 1), usage: 0, last: skipped }))).toEqual({ included: 100 * M, usage: 0 });
    // A reset record of another period (the reset moved since): unknown.
    expect(lastPeriod(facts({ now: MAYD + DAY, next_reset_at: JUN, last: { ...skipped, next_reset_at: JUN + DAY } }))).toBeNull();
  });

  it("ranks critical, warning, info; by main figure; ties by kind and ids; one per kind, customer and feature; at most max", () => {
    const over = facts({ customer_id: "o", usage: 170 * M });
    const all = [
      ...balanceRules(over),
      ...balanceRules(facts({ customer_id: "a", usage: 95 * M })),
      ...balanceRules(facts({ customer_id: "a", usage: 99 * M })),
      ...featureMargins([{ key: "gpu", figures: f(0, 1) }, { key: "seats", figures: f(100, 90) }], "usd"),
      ...negativeMargins([{ customer_id: "z", figures: f(1, 2) }], "usd"),
    ];
    const ranked = rankSuggestions(all, 50).map((s) => [s.kind, s.customer_id ?? s.feature_id]);
    expect(ranked).toEqual([
      ["negative_margin", "z"],
      // seats lacks 100 × 20 % − 10 = 10; gpu costs 1.
      ["low_margin_feature", "seats"],
      ["unpriced_cost", "gpu"],
      // o: 170 % used; a: its larger row, 99 %; o's overage: 70 % over.
      ["near_limit", "o"],
      ["near_limit", "a"],
      ["overage_heavy", "o"],
    ]);
    expect(rankSuggestions(all, 50).find((s) => s.kind === "near_limit" && s.customer_id === "a")!.metrics.remaining).toBe(1);
    expect(rankSuggestions(all, 2).map((s) => s.kind)).toEqual(["negative_margin", "low_margin_feature"]);
  });
});
