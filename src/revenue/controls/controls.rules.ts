/**
 * Billing controls that fire, as plain functions (no SQL, no clock): what a
 * usage alert measures and when it has crossed its threshold, which period
 * it fires once in, when a balance needs an auto top-up, a purchase limit's
 * window, and when a failed top-up may be tried again. The contract is
 * spec/revenue/controls.tsp; amounts are micro-units (balances.rules).
 */
import { remainingOf, toMicro } from "../balances/balances.rules.js";
import { addMonths, previousResetAt } from "../shared/interval.rules.js";
import { invalid } from "../../platform/errors.js";
import type { Schemas } from "../types.js";

export type UsageAlert = Schemas["UsageAlert"];
export type AutoTopup = Schemas["AutoTopup"];
type Controls = Schemas["BillingControls"];

/** What the rules read of a breakdown (balances' SlotRow: `granted` includes `prepaid`). */
export interface ControlSlot {
  entity_seq: number | null;
  granted: number;
  prepaid: number;
  carried: number;
  usage: number;
  held: number;
  unlimited: boolean;
  reset_interval: string | null;
  reset_count: number;
  reset_anchor: number | null;
  next_reset_at: number | null;
}

/** The numbers an alert compares (micro-units): a total, what was used of it and what is left. */
export interface Figures {
  total: number;
  usage: number;
  remaining: number;
  unlimited: boolean;
}

const resets = (s: ControlSlot): boolean => s.reset_interval !== null && s.reset_interval !== "one_off" && s.next_reset_at !== null;

/** The figures of every breakdown given: what `balances` answers (total includes prepaid and rolled-over units). */
export function balanceFigures(slots: readonly ControlSlot[]): Figures {
  let total = 0;
  let usage = 0;
  let remaining = 0;
  let unlimited = false;
  for (const s of slots) {
    usage += s.usage + s.held;
    if (s.unlimited) {
      unlimited = true;
      continue;
    }
    total += s.granted + s.carried;
    remaining += remainingOf(s);
  }
  return { total, usage, remaining, unlimited };
}

/** An alert's basis when it gives none (Autumn's default). */
export const DEFAULT_BASIS = "balance";

/**
 * The figures of an alert's basis (absent: `balance`): `balance` (every breakdown), `included`
 * (the total without prepaid purchases), `recurring` (only breakdowns that
 * reset; null when none does), `usage_limit` (the enabled usage limit and
 * the usage of its window; null without one).
 */
export function basisFigures(basis: UsageAlert["basis"], slots: readonly ControlSlot[], usageLimit: { limit: number; used: number } | null): Figures | null {
  switch (basis ?? DEFAULT_BASIS) {
    case "balance":
      return balanceFigures(slots);
    case "included": {
      const f = balanceFigures(slots);
      const total = f.total - slots.reduce((n, s) => n + (s.unlimited ? 0 : s.prepaid), 0);
      return { ...f, total, remaining: total - f.usage };
    }
    case "recurring": {
      const own = slots.filter(resets);
      return own.length === 0 ? null : balanceFigures(own);
    }
    case "usage_limit":
      return usageLimit === null ? null : { total: usageLimit.limit, usage: usageLimit.used, remaining: usageLimit.limit - usageLimit.used, unlimited: false };
  }
}

/**
 * Whether figures are past an alert's threshold: usage ≥ threshold, usage ≥
 * threshold % of the total, remaining ≤ threshold, remaining ≤ threshold %
 * of the total. Percentages of a zero total, and remaining of an unlimited
 * balance, are never past.
 */
export function pastThreshold(alert: Pick<UsageAlert, "threshold" | "threshold_type">, f: Figures): boolean {
  const t = alert.threshold;
  switch (alert.threshold_type) {
    case "usage":
      return f.usage >= toMicro(t);
    case "usage_percentage":
      return !f.unlimited && f.total > 0 && (f.usage / f.total) * 100 >= t;
    case "remaining":
      return !f.unlimited && f.remaining <= toMicro(t);
    case "remaining_percentage":
      return !f.unlimited && f.total > 0 && (f.remaining / f.total) * 100 <= t;
  }
}

/**
 * Where the current period of a balance began (the key of "once per
 * period"): the last reset of its earliest-resetting breakdown; 0 (its whole
 * lifetime) when none resets.
 */
export function periodStart(slots: readonly ControlSlot[]): number {
  let first: ControlSlot | null = null;
  for (const s of slots) if (resets(s) && (first === null || s.next_reset_at! < first.next_reset_at!)) first = s;
  if (first === null) return 0;
  return previousResetAt(first.reset_anchor ?? first.next_reset_at!, first.reset_interval!, first.reset_count, first.next_reset_at!);
}

/** The earliest next reset of the breakdowns (null: none resets). */
export function nextReset(slots: readonly ControlSlot[]): number | null {
  let at: number | null = null;
  for (const s of slots) if (resets(s) && (at === null || s.next_reset_at! < at)) at = s.next_reset_at;
  return at;
}

/**
 * An alert's identity in the fired table: its defining fields and the
 * feature it fired for. Changing any of them makes a new alert; `name` does not.
 */
export function alertKey(alert: UsageAlert, featureId: string): string {
  const filter = alert.filter === undefined ? "" : `:${JSON.stringify(alert.filter)}`;
  return `alert:${featureId}:${alert.basis ?? DEFAULT_BASIS}:${alert.threshold_type}:${alert.threshold}${filter}`;
}

/** The fired-table key of a limit of a feature. */
export const limitKey = (type: "balance" | "usage_limit" | "spend_limit", featureId: string): string => `limit:${type}:${featureId}`;

/** The customer's enabled auto top-up of `featureId`, if any. */
export const topupOf = (controls: Controls, featureId: string): AutoTopup | undefined =>
  (controls.auto_topups ?? []).find((t) => t.enabled === true && t.feature_id === featureId);

/** A balance needs a top-up when it is limited and what is left is below the threshold. */
export const needsTopup = (rule: Pick<AutoTopup, "threshold">, f: Figures): boolean => !f.unlimited && f.remaining < toMicro(rule.threshold);

const FIXED_MS: Record<string, number> = { hour: 3_600_000, day: 86_400_000, week: 604_800_000 };

/** Where a purchase limit's rolling window ending at `now` begins. */
export function purchaseWindowStart(now: number, limit: NonNullable<AutoTopup["purchase_limit"]>): number {
  const n = limit.interval_count;
  return limit.interval === "month" ? addMonths(now, -n) : now - FIXED_MS[limit.interval] * n;
}

/**
 * Whether a failed top-up may be tried again: only once the customer's
 * default payment method changed, or its balance was replenished otherwise
 * (the total grew, or a reset passed) since it was queued.
 */
export function mayRetry(
  failed: { payment_method_seq: number | null; granted_at_queue: number; reset_at_queue: number | null },
  now: { methodSeq: number | null; total: number; reset: number | null },
): boolean {
  return now.methodSeq !== failed.payment_method_seq || now.total > failed.granted_at_queue || now.reset !== failed.reset_at_queue;
}

/** A prepaid quantity bought in whole billing units (micro-units in and out), never 0. */
export function roundToBillingUnits(micro: number, billingUnits: number): number {
  const per = toMicro(billingUnits > 0 ? billingUnits : 1);
  return Math.max(per, Math.ceil(micro / per) * per);
}

/**
 * One entry per feature in each of `spend_limits` (entries without
 * `feature_id` apply to every feature and are not counted), `usage_limits`
 * and `overage_allowed` (Autumn refuses a repeat: which one would apply is
 * otherwise a guess). 400 naming the repeating entry's `feature_id`.
 */
export function checkControlRepeats(controls: Controls | undefined, field = "billing_controls"): void {
  for (const list of ["spend_limits", "usage_limits", "overage_allowed"] as const) {
    const seen = new Set<string>();
    ((controls?.[list] ?? []) as { feature_id?: string }[]).forEach((entry, i) => {
      const id = entry?.feature_id;
      if (id === undefined) return;
      if (seen.has(id)) invalid(`${field}.${list}[${i}].feature_id`, `repeats ${JSON.stringify(id)}: one entry per feature`);
      seen.add(id);
    });
  }
}
