/** The console Home page's pure rules: a period's range and points, MRR movement, a customer's main plan. */
import { describe, expect, it } from "vitest";
import { activeSpan, homeRange, mainPlan, mrrMovement } from "../src/revenue/analytics/dashboard.rules.js";

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
