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

/** One customer's MRR (account currency) and whether it pays, per moment; `mrr` null while it is the same at every moment. */
export interface CustomerSeries {
  base: number;
  paysThroughout: boolean;
  mrr: Float64Array | null;
  pays: Uint8Array | null;
}

/**
 * The MRR series' sums over `n` moments: period amounts per (currency, cadence) group and each
 * customer's MRR, per moment. A subscription that counts at every moment without coupons (most
 * of them) is added once; a customer's figures become one per moment only when one of its
 * subscriptions changes within the range. The figures are those of adding every subscription at
 * every moment it counts, in the same order: a customer's MRR at a moment is the same sum of the
 * same numbers in the same order, and customers whose MRR never changes add nothing to movement.
 */
export function mrrSeries(n: number) {
  const customers = new Map<number, CustomerSeries>();
  /** Period amounts per group: those at every moment, then the rest per moment (integers: any order is exact). */
  const throughout: number[] = [];
  const perMoment: number[][] = Array.from({ length: n }, () => []);

  const customer = (seq: number): CustomerSeries => {
    let c = customers.get(seq);
    if (!c) customers.set(seq, (c = { base: 0, paysThroughout: false, mrr: null, pays: null }));
    return c;
  };
  /** The customer's figures one per moment (each moment starts from what every moment had so far). */
  const perMomentOf = (c: CustomerSeries) => {
    if (c.mrr === null) {
      c.mrr = new Float64Array(n).fill(c.base);
      c.pays = new Uint8Array(n).fill(c.paysThroughout ? 1 : 0);
    }
    return c as CustomerSeries & { mrr: Float64Array; pays: Uint8Array };
  };

  return {
    /** The customer's figures (made when first asked for, counting at no moment yet). */
    customer,
    /** A subscription in group `g` that counts at every moment with the same net period amount and monthly MRR. */
    addThroughout(seq: number, g: number, net: number, monthly: number): void {
      throughout[g] = (throughout[g] ?? 0) + net;
      const c = customer(seq);
      if (c.mrr === null) {
        c.base += monthly;
        if (net > 0) c.paysThroughout = true;
        return;
      }
      for (let i = 0; i < n; i++) {
        c.mrr[i] += monthly;
        if (net > 0) c.pays![i] = 1;
      }
    },
    /** A subscription of customer `c` in group `g` counting at moment `i` with this net period amount and monthly MRR. */
    addAt(c: CustomerSeries, i: number, g: number, net: number, monthly: number): void {
      perMoment[i][g] = (perMoment[i][g] ?? 0) + net;
      const p = perMomentOf(c);
      p.mrr[i] += monthly;
      if (net > 0) p.pays[i] = 1;
    },
    /** Period amounts per group at moment `i` (mrrOf's input). */
    sumsAt(i: number, groups: readonly { currency: string; cadence: string }[]): Map<string, { currency: string; cadence: string; amount: number }> {
      const sums = new Map<string, { currency: string; cadence: string; amount: number }>();
      groups.forEach((group, g) => {
        const amount = (throughout[g] ?? 0) + (perMoment[i][g] ?? 0);
        if (amount !== 0) sums.set(String(g), { ...group, amount });
      });
      return sums;
    },
    /** How many customers pay at moment `i`. */
    activeAt(i: number): number {
      let active = 0;
      for (const c of customers.values()) active += c.pays === null ? (c.paysThroughout ? 1 : 0) : c.pays[i];
      return active;
    },
    /** The customers that pay at moment `i`. */
    payersAt(i: number): Set<number> {
      const out = new Set<number>();
      for (const [seq, c] of customers) if (c.pays === null ? c.paysThroughout : c.pays[i] === 1) out.add(seq);
      return out;
    },
    /** Each customer's MRR at moments `a` and `b` whose MRR changes within the range (mrrMovement's input), in the order customers came. */
    *changes(a: number, b: number): Generator<readonly [number, number]> {
      for (const c of customers.values()) if (c.mrr !== null) yield [c.mrr[a], c.mrr[b]] as const;
    },
  };
}
