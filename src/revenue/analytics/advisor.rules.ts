/**
 * The advisor's six fixed rules, pure: the same figures always give the same
 * suggestions in the same order (spec/revenue/analytics.tsp, `AdvisorKind`).
 * Margin rules read the range's figures; balance rules read balances as they
 * are at each customer's now.
 */
import Big from "big.js";
import { MICRO } from "../balances/balances.rules.js";
import { addInterval, nextResetAt } from "../shared/interval.rules.js";
import type { Schemas } from "../types.js";
import { DAY, type Figures, marginPercent, type Nano, nanoToMajor } from "./analytics.rules.js";

type Suggestion = Schemas["AdvisorSuggestion"];
type Kind = Schemas["AdvisorKind"];

/** A suggestion with the size of its main figure (the order within a severity). */
export interface Ranked {
  suggestion: Suggestion;
  weight: Big;
}

/** A margin under this percentage makes a feature `low_margin_feature`. */
export const LOW_MARGIN_PERCENT = 20;
/** Usage beyond included over this share of it makes `overage_heavy`. */
export const OVERAGE_SHARE = 0.5;
/** Under this share left (near_limit), or used in the last period (unused_allowance). */
export const LOW_SHARE = 0.1;
/** near_limit needs more than this share of the period still to go. */
export const PERIOD_LEFT_SHARE = 0.25;

const SEVERITY: Record<Kind, Suggestion["severity"]> = {
  negative_margin: "critical",
  unpriced_cost: "warning",
  low_margin_feature: "warning",
  overage_heavy: "info",
  near_limit: "info",
  unused_allowance: "info",
};
const KINDS = Object.keys(SEVERITY) as Kind[];
const SEVERITIES: Suggestion["severity"][] = ["critical", "warning", "info"];

const units = (micro: number): number => micro / MICRO;
const big = (n: Nano): Big => new Big(n.toString()).div(1e9);
/** An amount for a message: 2 decimals. */
const fmt = (n: Nano): string => big(n).round(2, Big.roundHalfUp).toFixed(2);

function make(kind: Kind, about: { customer_id?: string; feature_id?: string; plan_id?: string | null }, title: string, message: string, metrics: Record<string, number>, weight: Big): Ranked {
  return {
    suggestion: {
      kind,
      severity: SEVERITY[kind],
      title,
      message,
      customer_id: about.customer_id ?? null,
      feature_id: about.feature_id ?? null,
      plan_id: about.plan_id ?? null,
      metrics,
    },
    weight,
  };
}

/** `negative_margin`: a customer whose costs exceed its revenue (weight: the loss). */
export function negativeMargins(customers: Iterable<{ customer_id: string; figures: Figures }>, currency: string): Ranked[] {
  const out: Ranked[] = [];
  for (const { customer_id, figures: f } of customers) {
    if (f.cost <= f.revenue) continue;
    const loss = f.cost - f.revenue;
    out.push(
      make(
        "negative_margin",
        { customer_id },
        `Customer ${customer_id} costs more than it pays`,
        `Costs of ${fmt(f.cost)} ${currency} against revenue of ${fmt(f.revenue)} ${currency} in the range: a loss of ${fmt(loss)} ${currency}. Review its plan's price or its usage limits.`,
        { revenue: nanoToMajor(f.revenue), cost: nanoToMajor(f.cost), margin: nanoToMajor(f.revenue - f.cost) },
        big(loss),
      ),
    );
  }
  return out;
}

/**
 * Per feature (not `$base` nor `$unattributed`): `unpriced_cost` when it has
 * costs and no revenue (weight: the cost); `low_margin_feature` when it has
 * revenue and a margin under 20 % (weight: what is missing to 20 %).
 */
export function featureMargins(features: Iterable<{ key: string; figures: Figures }>, currency: string): Ranked[] {
  const out: Ranked[] = [];
  for (const { key, figures: f } of features) {
    if (key.startsWith("$")) continue;
    if (f.revenue === 0n && f.cost > 0n) {
      out.push(
        make(
          "unpriced_cost",
          { feature_id: key },
          `Feature ${key} costs money and earns none`,
          `Costs of ${fmt(f.cost)} ${currency} in the range and no revenue from it: give it a price, or include its cost in a plan's price.`,
          { cost: nanoToMajor(f.cost) },
          big(f.cost),
        ),
      );
      continue;
    }
    const pct = marginPercent(f.revenue, f.cost);
    if (f.revenue <= 0n || pct === null || pct >= LOW_MARGIN_PERCENT) continue;
    // What the margin lacks to reach 20 %: revenue × 20 % − margin.
    const shortfall = big(f.revenue).times(LOW_MARGIN_PERCENT).div(100).minus(big(f.revenue - f.cost));
    out.push(
      make(
        "low_margin_feature",
        { feature_id: key },
        `Feature ${key} has a ${pct} % margin`,
        `Revenue of ${fmt(f.revenue)} ${currency} against costs of ${fmt(f.cost)} ${currency} in the range, under ${LOW_MARGIN_PERCENT} %: consider raising its price.`,
        { revenue: nanoToMajor(f.revenue), cost: nanoToMajor(f.cost), margin_percent: pct },
        shortfall,
      ),
    );
  }
  return out;
}

/** A resetting customer-level balance as the balance rules need it (micro-units, Unix ms). */
export interface BalanceFacts {
  customer_id: string;
  feature_id: string;
  /** The plan it comes from; null for a grant of balances.create. */
  plan_id: string | null;
  /** From a plan item of a subscription. */
  from_plan: boolean;
  /** The customer pays (MRR > 0). */
  paying: boolean;
  /** The customer's now (its test clock, else the platform's). */
  now: number;
  granted: number;
  carried: number;
  usage: number;
  held: number;
  reset_interval: string;
  reset_count: number;
  reset_anchor: number | null;
  next_reset_at: number;
  created_at: number;
  /** The last period a stored reset closed. */
  last: { period_end: number; next_reset_at: number; included: number; usage: number } | null;
}

/**
 * The last complete period of a balance (included and used, micro-units), or
 * null when it has none yet. A reset is stored lazily (at the next write or
 * renewal), so: a row whose reset is due still holds that period; otherwise
 * the period the last stored reset closed, if it is the one just before the
 * current one; periods passed without a stored reset had no usage.
 */
export function lastPeriod(b: BalanceFacts): { included: number; usage: number } | null {
  const step = (t: number) => addInterval(t, b.reset_interval, b.reset_count);
  const back = (t: number) => addInterval(t, b.reset_interval, -b.reset_count);
  if (b.next_reset_at <= b.now) {
    const start = back(b.next_reset_at);
    if (start === null || b.created_at > start) return null;
    const after = step(b.next_reset_at);
    // One period ended: the row holds it. More passed unused since: the last one had no usage.
    return after !== null && after > b.now ? { included: b.granted + b.carried, usage: b.usage } : { included: b.granted, usage: 0 };
  }
  // A stored reset of the current period's start, else none known (a row made in this period, a moved reset).
  const l = b.last;
  if (l === null || l.next_reset_at !== b.next_reset_at) return null;
  const anchor = b.reset_anchor ?? l.next_reset_at;
  if (nextResetAt(anchor, b.reset_interval, b.reset_count, l.period_end) === l.next_reset_at) {
    const start = back(l.period_end);
    return start !== null && b.created_at <= start ? { included: l.included, usage: l.usage } : null;
  }
  // The stored reset skipped whole periods: they, the last one among them, had no usage.
  return { included: b.granted, usage: 0 };
}

const ratio = (num: number, den: number): Big => new Big(num).div(den);
const daysOf = (ms: number): number => Number(new Big(ms).div(DAY).round(2, Big.roundHalfUp).toString());

/**
 * The balance rules of one row: `overage_heavy` (plan items: beyond included
 * by more than 50 %, in the current period so far or the last complete one,
 * whichever is more), `near_limit` (under 10 % left with more than a quarter
 * of the period to go), `unused_allowance` (plan items of paying customers:
 * under 10 % used in the last complete period). Weights are shares (0 … ∞).
 */
export function balanceRules(b: BalanceFacts): Ranked[] {
  const out: Ranked[] = [];
  const about = { customer_id: b.customer_id, feature_id: b.feature_id, plan_id: b.plan_id };
  const current = b.next_reset_at > b.now;
  const last = lastPeriod(b);
  if (b.from_plan) {
    const periods = [current ? { included: b.granted + b.carried, used: b.usage + b.held } : null, last ? { included: last.included, used: last.usage } : null];
    let worst: { included: number; overage: number; share: Big } | null = null;
    for (const p of periods) {
      if (p === null || p.included <= 0 || p.used - p.included <= p.included * OVERAGE_SHARE) continue;
      const share = ratio(p.used - p.included, p.included);
      if (worst === null || share.gt(worst.share)) worst = { included: p.included, overage: p.used - p.included, share };
    }
    if (worst) {
      out.push(
        make(
          "overage_heavy",
          about,
          `Customer ${b.customer_id} uses far more ${b.feature_id} than its plan includes`,
          `${units(worst.overage)} beyond the ${units(worst.included)} included (${worst.share.times(100).round(0, Big.roundHalfUp).toString()} % over) in a period: a larger plan may suit it.`,
          { included: units(worst.included), overage: units(worst.overage) },
          worst.share,
        ),
      );
    }
  }
  const supply = b.granted + b.carried;
  const start = addInterval(b.next_reset_at, b.reset_interval, -b.reset_count);
  if (current && supply > 0 && start !== null) {
    const remaining = supply - b.usage - b.held;
    const toGo = b.next_reset_at - b.now;
    if (remaining < supply * LOW_SHARE && toGo > (b.next_reset_at - start) * PERIOD_LEFT_SHARE) {
      out.push(
        make(
          "near_limit",
          about,
          `Customer ${b.customer_id} is close to its ${b.feature_id} limit`,
          `${units(Math.max(remaining, 0))} of ${units(supply)} left with ${daysOf(toGo)} days to the reset: an upsell candidate.`,
          { granted: units(supply), remaining: units(remaining), days_to_reset: daysOf(toGo) },
          new Big(1).minus(ratio(remaining, supply)),
        ),
      );
    }
  }
  if (b.from_plan && b.paying && last && last.included > 0 && last.usage < last.included * LOW_SHARE) {
    out.push(
      make(
        "unused_allowance",
        about,
        `Customer ${b.customer_id} hardly uses ${b.feature_id}`,
        `${units(last.usage)} of ${units(last.included)} included used in its last complete period: a downgrade or churn risk.`,
        { included: units(last.included), usage: units(last.usage) },
        new Big(1).minus(ratio(Math.max(last.usage, 0), last.included)),
      ),
    );
  }
  return out;
}

const order = (a: Ranked, b: Ranked): number => {
  const s = a.suggestion;
  const t = b.suggestion;
  return (
    SEVERITIES.indexOf(s.severity) - SEVERITIES.indexOf(t.severity) ||
    b.weight.cmp(a.weight) ||
    KINDS.indexOf(s.kind) - KINDS.indexOf(t.kind) ||
    (s.customer_id ?? "").localeCompare(t.customer_id ?? "") ||
    (s.feature_id ?? "").localeCompare(t.feature_id ?? "") ||
    (s.plan_id ?? "").localeCompare(t.plan_id ?? "")
  );
};

/**
 * One suggestion per kind, customer and feature (the largest), then critical
 * first, by the size of the main figure, ties by kind and ids; at most `max`.
 */
export function rankSuggestions(all: Ranked[], max: number): Suggestion[] {
  const best = new Map<string, Ranked>();
  for (const r of all) {
    const s = r.suggestion;
    const k = `${s.kind}\u0000${s.customer_id ?? ""}\u0000${s.feature_id ?? ""}`;
    const seen = best.get(k);
    if (!seen || order(r, seen) < 0) best.set(k, r);
  }
  return [...best.values()]
    .sort(order)
    .slice(0, max)
    .map((r) => r.suggestion);
}
