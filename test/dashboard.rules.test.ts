/** The console Home page's pure rules: a period's range and points, MRR movement, a customer's main plan. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { activeSpan, homeRange, mainPlan, mrrMovement, mrrSeries } from "../src/revenue/analytics/dashboard.rules.js";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 15, 12, 30); // 2026-06-15 12:30 UTC

describe("homeRange", () => {
  it("30d is the analytics preset ending now, one point per UTC day it touches, the last at now", () => {
    const r = homeRange("30d", NOW);
    expect([r.start, r.end]).toEqual([NOW + 1 - 30 * DAY, NOW + 1]);
    expect(r.points).toHaveLength(31);
    expect(r.points[0]).toEqual({ at: Date.UTC(2026, 4, 17) - 1, label: "2026-05-16" });
    expect(r.points.at(-1)).toEqual({ at: NOW, label: "2026-06-15" });
    expect(r.bin).toBe("day");
  });
  it("12m runs from the first of the month 11 months back, one point per calendar month", () => {
    const r = homeRange("12m", NOW);
    expect(r.start).toBe(Date.UTC(2025, 6, 1));
    expect(r.points.map((p) => p.label)).toEqual(["2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06"]);
    expect(r.points[0].at).toBe(Date.UTC(2025, 7, 1) - 1);
    expect(r.points.at(-1)!.at).toBe(NOW);
    expect(r.end - r.start).toBeLessThanOrEqual(366 * DAY);
  });
});

describe("mrrMovement", () => {
  it("splits the change per customer into new, expansion, contraction and churn", () => {
    const changes = [[10, 10], [20, 25], [30, 12.5], [5, 0], [0, 40]] as const;
    expect(mrrMovement(changes)).toEqual({ new: 40, expansion: 5, contraction: 17.5, churn: 5 });
  });
  it("a customer dropping to 0 churns; one rising from 0 is new", () => {
    expect(mrrMovement([[9.99, 0], [0, 0.01], [0, 0]])).toEqual({ new: 0.01, expansion: 0, contraction: 0, churn: 9.99 });
  });
});

describe("mainPlan and activeSpan", () => {
  it("a customer's main plan has its largest MRR share, ties to the smaller id, none without a positive share", () => {
    expect(mainPlan(new Map([["pro", 20], ["addon", 5]]))).toBe("pro");
    expect(mainPlan(new Map([["b", 10], ["a", 10]]))).toBe("a");
    expect(mainPlan(new Map([["free", 0]]))).toBeNull();
  });
  it("a subscription counts from its start, out of its trial, until it expires", () => {
    expect(activeSpan({ started_at: 100, expires_at: 300, trial_ends_at: 150 })).toEqual({ from: 150, until: 300 });
    expect(activeSpan({ started_at: 100, expires_at: null, trial_ends_at: 50 })).toEqual({ from: 100, until: Number.POSITIVE_INFINITY });
  });
});

describe("mrrSeries", () => {
  // A subscription: its customer, group, net period amount, monthly MRR (floats with fractions, as
  // the account currency's), and the moments it counts at (every one, or some, with a net per moment
  // as coupons make it).
  const moments = 9;
  const sub = fc.record({
    customer: fc.integer({ min: 1, max: 6 }),
    group: fc.integer({ min: 0, max: 2 }),
    throughout: fc.boolean(),
    at: fc.array(fc.record({ i: fc.integer({ min: 0, max: moments - 1 }), net: fc.integer({ min: 0, max: 5000 }) }), { maxLength: 5 }),
    net: fc.integer({ min: 0, max: 5000 }),
  });
  const monthly = (net: number) => net / 300 + 0.07;

  it("answers, at every moment, what adding every subscription at every moment it counts answers: sums, payers, movement", () => {
    fc.assert(
      fc.property(fc.array(sub, { maxLength: 25 }), (subs) => {
        // The naive walk: every customer's MRR per moment, every group's sum per moment, in the subscriptions' order.
        const naive = new Map<number, { mrr: number[]; pays: number[] }>();
        const totals = Array.from({ length: moments }, () => [] as number[]);
        const series = mrrSeries(moments);
        for (const s of subs) {
          let c = naive.get(s.customer);
          if (!c) naive.set(s.customer, (c = { mrr: Array<number>(moments).fill(0), pays: Array<number>(moments).fill(0) }));
          const at = s.throughout ? Array.from({ length: moments }, (_, i) => ({ i, net: s.net })) : [...new Map(s.at.map((x) => [x.i, x])).values()].sort((a, b) => a.i - b.i);
          for (const { i, net } of at) {
            totals[i][s.group] = (totals[i][s.group] ?? 0) + net;
            c.mrr[i] += monthly(net);
            if (net > 0) c.pays[i] = 1;
          }
          if (s.throughout) series.addThroughout(s.customer, s.group, s.net, monthly(s.net));
          else {
            const sc = series.customer(s.customer);
            for (const { i, net } of at) series.addAt(sc, i, s.group, net, monthly(net));
          }
        }
        const groups = [0, 1, 2].map((g) => ({ currency: "usd", cadence: `g${g}` }));
        for (let i = 0; i < moments; i++) {
          const want = new Map<string, number>();
          totals[i].forEach((amount, g) => amount !== 0 && want.set(String(g), amount));
          expect(new Map([...series.sumsAt(i, groups)].map(([g, x]) => [g, x.amount]))).toEqual(want);
          const payers = [...naive].filter(([, c]) => c.pays[i] === 1).map(([seq]) => seq);
          expect(series.activeAt(i)).toBe(payers.length);
          expect([...series.payersAt(i)]).toEqual(payers);
          if (i > 0) expect(mrrMovement(series.changes(i - 1, i))).toEqual(mrrMovement([...naive.values()].map((c) => [c.mrr[i - 1], c.mrr[i]] as const)));
        }
      }),
      { numRuns: 300 },
    );
  });
});
