/**
 * The console Home page's pure rules: the range and points of a period, MRR
 * movement between two points (per customer), and the plan a customer's
 * figures are counted under. No I/O; the clock is a parameter.
 */
import { DAY } from "./analytics.rules.js";

export type HomePeriod = "7d" | "30d" | "12m";

/** One point of a series: the last moment it stands for, and its label. */
export interface HomePoint {
  at: number;
  label: string;
}

export interface HomeRange {
  /** [start, end) in Unix ms. */
  start: number;
  end: number;
  /** Oldest first; the last is at end − 1 (now). */
  points: HomePoint[];
  /** The moment before the first point's span (the base of the first point's movement). */
  before: number;
  /** Bins of a customer's usage: "day" or "month". */
  bin: "day" | "month";
}

const dayLabel = (t: number) => new Date(t).toISOString().slice(0, 10);
const monthLabel = (t: number) => new Date(t).toISOString().slice(0, 7);

/**
 * The range and points of a period ending at `now` (included: end = now + 1).
 * 7d / 30d: the analytics presets (start = now + 1 − length), one point per UTC
 * day the range touches (each at the day's last moment, the last at now).
 * 12m: from the first day (UTC) of the month 11 months before now's, one point
 * per calendar month.
 */
export function homeRange(period: HomePeriod, now: number): HomeRange {
  const end = now + 1;
  if (period === "12m") {
    const d = new Date(now);
    const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 11, 1);
    const points: HomePoint[] = [];
    for (let i = 0; i < 12; i++) {
      const monthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 11 + i, 1);
      const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 10 + i, 1);
      points.push({ at: Math.min(next, end) - 1, label: monthLabel(monthStart) });
    }
    return { start, end, points, before: start - 1, bin: "month" };
  }
  const start = end - (period === "7d" ? 7 : 30) * DAY;
  const points: HomePoint[] = [];
  for (let day = start - (((start % DAY) + DAY) % DAY); day < end; day += DAY) {
    points.push({ at: Math.min(day + DAY, end) - 1, label: dayLabel(day) });
  }
  return { start, end, points, before: start - 1, bin: "day" };
}

/** How MRR moved between two points, per customer (account currency, major units). */
export interface Movement {
  new: number;
  expansion: number;
  contraction: number;
  churn: number;
}

/**
 * MRR movement between two moments from each customer's MRR at both
 * ([before, after]; 0: none): new (none → some), expansion (more),
 * contraction (less, still some), churn (some → none). Contraction and churn
 * are positive numbers; each figure is rounded to `digits` decimals.
 */
export function mrrMovement(changes: Iterable<readonly [before: number, after: number]>, digits = 2): Movement {
  const m: Movement = { new: 0, expansion: 0, contraction: 0, churn: 0 };
  for (const [was, now] of changes) {
    if (now > 0) {
      if (was <= 0) m.new += now;
      else if (now > was) m.expansion += now - was;
      else if (now < was) m.contraction += was - now;
    } else if (was > 0) m.churn += was;
  }
  const round = (x: number) => Number(x.toFixed(digits));
  return { new: round(m.new), expansion: round(m.expansion), contraction: round(m.contraction), churn: round(m.churn) };
}

/**
 * The plan a customer's revenue and costs are counted under: the one with its
 * largest MRR share (ties: the smaller plan id); null when it has none above 0.
 */
export function mainPlan(shares: ReadonlyMap<string, number>): string | null {
  let best: string | null = null;
  let most = 0;
  for (const [plan, mrr] of shares) {
    if (mrr <= 0) continue;
    if (best === null || mrr > most || (mrr === most && plan < best)) {
      best = plan;
      most = mrr;
    }
  }
  return best;
}

/**
 * When a subscription with these times counts for MRR, as analytics' MRR: at
 * every moment in [from, until) — from its start and its trial's end, until
 * it expires.
 */
export function activeSpan(s: { started_at: number; expires_at: number | null; trial_ends_at: number | null }): { from: number; until: number } {
  return { from: s.trial_ends_at === null ? s.started_at : Math.max(s.started_at, s.trial_ends_at), until: s.expires_at ?? Number.POSITIVE_INFINITY };
}
