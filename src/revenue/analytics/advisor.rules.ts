/**
 * The advisor's six fixed rules, pure: the same figures always give the same
 * suggestions in the same order (spec/revenue/analytics.tsp, `AdvisorKind`).
 * Margin rules read the range's figures; balance rules read balances as they
 * are at each customer's now. A rule answers candidates (what, about whom,
 * how large); only the ones kept are written out as suggestions.
 */
import Big from "big.js";
import { MICRO } from "../balances/balances.rules.js";
import { addInterval, nextResetAt } from "../shared/interval.rules.js";
import type { Schemas } from "../types.js";
import { DAY, type Figures, marginPercent, type Nano, nanoToMajor, topK } from "./analytics.rules.js";

type Suggestion = Schemas["AdvisorSuggestion"];
type Kind = Schemas["AdvisorKind"];

/** A suggestion to be: its kind, what it is about, the size of its main figure, and how to write it. */
export interface Candidate {
  kind: Kind;
  customer_id: string | null;
  feature_id: string | null;
  plan_id: string | null;
  /** The main figure (money in major units, or a share): the order within a severity. */
  weight: number;
  /** The figures its text is written from (only for the suggestions kept). */
  data: Written;
  write(this: Candidate): Pick<Suggestion, "title" | "message" | "metrics">;
}

/** What a suggestion's text needs: money figures (nano-units) or balance figures (micro-units, ms). */
interface Written {
  currency?: string;
  figures?: Figures;
  pct?: number;
  included?: number;
  amount?: number;
  supply?: number;
  toGo?: number;
}

/** A margin under this percentage makes a feature `low_margin_feature`. */
export const LOW_MARGIN_PERCENT = 20;

const SEVERITY: Record<Kind, Suggestion["severity"]> = {
  negative_margin: "critical",
  unpriced_cost: "warning",
  low_margin_feature: "warning",
  overage_heavy: "info",
  near_limit: "info",
  unused_allowance: "info",
};
const KIND_ORDER = new Map((Object.keys(SEVERITY) as Kind[]).map((k, i) => [k, i]));
const SEVERITY_ORDER = { critical: 0, warning: 1, info: 2 } as const;

const units = (micro: number): number => micro / MICRO;
/** An amount for a message: 2 decimals. */
const fmt = (n: Nano): string => new Big(n.toString()).div(1e9).round(2, Big.roundHalfUp).toFixed(2);
const major = (n: Nano): number => Number(n) / 1e9;

/** `negative_margin`: a customer whose costs exceed its revenue (weight: the loss). */
export function negativeMargins(customers: Iterable<{ customer_id: string; figures: Figures }>, currency: string): Candidate[] {
  const out: Candidate[] = [];
  for (const { customer_id, figures: f } of customers) {
    if (f.cost <= f.revenue) continue;
    out.push({ kind: "negative_margin", customer_id, feature_id: null, plan_id: null, weight: major(f.cost - f.revenue), data: { currency, figures: f }, write: writeNegativeMargin });
  }
  return out;
}

/**
 * Per feature (not `$base` nor `$unattributed`): `unpriced_cost` when it has
 * costs and no revenue (weight: the cost); `low_margin_feature` when it has
 * revenue and a margin under 20 % (weight: what is missing to 20 %).
 */
export function featureMargins(features: Iterable<{ key: string; figures: Figures }>, currency: string): Candidate[] {
  const out: Candidate[] = [];
  for (const { key, figures: f } of features) {
    if (key.startsWith("$")) continue;
    const about = { customer_id: null, feature_id: key, plan_id: null };
    if (f.revenue === 0n && f.cost > 0n) {
      out.push({ kind: "unpriced_cost", ...about, weight: major(f.cost), data: { currency, figures: f }, write: writeUnpricedCost });
      continue;
    }
    const pct = marginPercent(f.revenue, f.cost);
    if (f.revenue <= 0n || pct === null || pct >= LOW_MARGIN_PERCENT) continue;
    // Weight: what the margin lacks to reach 20 %, revenue × 20 % − margin.
    out.push({ kind: "low_margin_feature", ...about, weight: major(f.revenue) / 5 - major(f.revenue - f.cost), data: { currency, figures: f, pct }, write: writeLowMargin });
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
  /** The customer pays (its MRR is above 0). */
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

/** Whether a period's usage can fire a rule: under a tenth, or beyond one and a half times, of what it included. */
const matters = (included: number, usage: number): boolean => included > 0 && (usage * 10 < included || (usage - included) * 2 > included);

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
  // The reset after the recorded period's end is the current period's start (one step: most often; else from the anchor).
  const next = step(l.period_end) === l.next_reset_at ? l.next_reset_at : nextResetAt(anchor, b.reset_interval, b.reset_count, l.period_end);
  if (next === l.next_reset_at) {
    const start = back(l.period_end);
    return start !== null && b.created_at <= start ? { included: l.included, usage: l.usage } : null;
  }
  // The stored reset skipped whole periods: they, the last one among them, had no usage.
  return { included: b.granted, usage: 0 };
}

const days = (ms: number): number => Math.round((ms / DAY) * 100) / 100;

/**
 * The balance rules of one row: `overage_heavy` (plan items: beyond included
 * by more than 50 %, in the current period so far or the last complete one,
 * whichever is more), `near_limit` (under 10 % left with more than a quarter
 * of the period to go), `unused_allowance` (plan items of paying customers:
 * under 10 % used in the last complete period). Weights are shares (0 … ∞).
 * Thresholds compare integers (micro-units, ms), never rounded shares.
 */
export function balanceRules(b: BalanceFacts): Candidate[] {
  const out: Candidate[] = [];
  const about = { customer_id: b.customer_id, feature_id: b.feature_id, plan_id: b.plan_id };
  const current = b.next_reset_at > b.now;
  const supply = b.granted + b.carried;
  const used = b.usage + b.held;
  // Most rows trigger nothing: the last period is looked for only where it can matter.
  const last = b.from_plan && (b.next_reset_at <= b.now || (b.last !== null && matters(b.last.included, b.last.usage))) ? lastPeriod(b) : null;
  if (b.from_plan) {
    // The current period so far, or the last complete one: whichever is over by the larger share.
    let included = current ? supply : 0;
    let overage = current ? used - supply : 0;
    if (last && (included <= 0 || overage * 2 <= included || (last.usage - last.included) * included > overage * last.included)) {
      included = last.included;
      overage = last.usage - last.included;
    }
    if (included > 0 && overage * 2 > included) {
      out.push({ kind: "overage_heavy", ...about, weight: overage / included, data: { included, amount: overage }, write: writeOverage });
    }
  }
  const remaining = supply - used;
  if (current && supply > 0 && remaining * 10 < supply) {
    const start = addInterval(b.next_reset_at, b.reset_interval, -b.reset_count);
    const toGo = b.next_reset_at - b.now;
    if (start !== null && toGo * 4 > b.next_reset_at - start) {
      out.push({ kind: "near_limit", ...about, weight: 1 - remaining / supply, data: { supply, amount: remaining, toGo }, write: writeNearLimit });
    }
  }
  if (last && last.included > 0 && last.usage * 10 < last.included && b.paying) {
    out.push({ kind: "unused_allowance", ...about, weight: 1 - Math.max(last.usage, 0) / last.included, data: { included: last.included, amount: last.usage }, write: writeUnused });
  }
  return out;
}

// The text of each kind, written only for the suggestions kept (functions shared by all candidates).
function writeNegativeMargin(this: Candidate) {
  const { figures: f, currency } = this.data as Required<Written>;
  return {
    title: `Customer ${this.customer_id} costs more than it pays`,
    message: `Costs of ${fmt(f.cost)} ${currency} against revenue of ${fmt(f.revenue)} ${currency} in the range: a loss of ${fmt(f.cost - f.revenue)} ${currency}. Review its plan's price or its usage limits.`,
    metrics: { revenue: nanoToMajor(f.revenue), cost: nanoToMajor(f.cost), margin: nanoToMajor(f.revenue - f.cost) },
  };
}
function writeUnpricedCost(this: Candidate) {
  const { figures: f, currency } = this.data as Required<Written>;
  return {
    title: `Feature ${this.feature_id} costs money and earns none`,
    message: `Costs of ${fmt(f.cost)} ${currency} in the range and no revenue from it: give it a price, or include its cost in a plan's price.`,
    metrics: { cost: nanoToMajor(f.cost) },
  };
}
function writeLowMargin(this: Candidate) {
  const { figures: f, currency, pct } = this.data as Required<Written>;
  return {
    title: `Feature ${this.feature_id} has a ${pct} % margin`,
    message: `Revenue of ${fmt(f.revenue)} ${currency} against costs of ${fmt(f.cost)} ${currency} in the range, under ${LOW_MARGIN_PERCENT} %: consider raising its price.`,
    metrics: { revenue: nanoToMajor(f.revenue), cost: nanoToMajor(f.cost), margin_percent: pct },
  };
}
function writeOverage(this: Candidate) {
  const { included, amount: overage } = this.data as Required<Written>;
  return {
    title: `Customer ${this.customer_id} uses far more ${this.feature_id} than its plan includes`,
    message: `${units(overage)} beyond the ${units(included)} included (${Math.round((overage / included) * 100)} % over) in a period: a larger plan may suit it.`,
    metrics: { included: units(included), overage: units(overage) },
  };
}
function writeNearLimit(this: Candidate) {
  const { supply, amount: remaining, toGo } = this.data as Required<Written>;
  return {
    title: `Customer ${this.customer_id} is close to its ${this.feature_id} limit`,
    message: `${units(Math.max(remaining, 0))} of ${units(supply)} left with ${days(toGo)} days to the reset: an upsell candidate.`,
    metrics: { granted: units(supply), remaining: units(remaining), days_to_reset: days(toGo) },
  };
}
function writeUnused(this: Candidate) {
  const { included, amount: usage } = this.data as Required<Written>;
  return {
    title: `Customer ${this.customer_id} hardly uses ${this.feature_id}`,
    message: `${units(usage)} of ${units(included)} included used in its last complete period: a downgrade or churn risk.`,
    metrics: { included: units(included), usage: units(usage) },
  };
}

/** Ids in code-unit order (as margins sort keys): the same in every locale. */
const byId = (a: string | null, b: string | null): number => ((a ?? "") < (b ?? "") ? -1 : (a ?? "") > (b ?? "") ? 1 : 0);
const order = (a: Candidate, b: Candidate): number =>
  SEVERITY_ORDER[SEVERITY[a.kind]] - SEVERITY_ORDER[SEVERITY[b.kind]] ||
  b.weight - a.weight ||
  KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! ||
  byId(a.customer_id, b.customer_id) ||
  byId(a.feature_id, b.feature_id) ||
  byId(a.plan_id, b.plan_id);

/**
 * One suggestion per kind, customer and feature (the largest), then critical
 * first, by the size of the main figure, ties by kind and ids; at most `max`,
 * and only those are written out.
 */
export function rankSuggestions(all: Candidate[], max: number): Suggestion[] {
  const best = new Map<string, Candidate>();
  for (const c of all) {
    const k = `${c.kind}\u0000${c.customer_id ?? ""}\u0000${c.feature_id ?? ""}`;
    const seen = best.get(k);
    if (!seen || order(c, seen) < 0) best.set(k, c);
  }
  return topK(best.values(), max, order).map((c) => ({ kind: c.kind, severity: SEVERITY[c.kind], ...c.write(), customer_id: c.customer_id, feature_id: c.feature_id, plan_id: c.plan_id }));
}
