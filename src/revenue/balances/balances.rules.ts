/**
 * The maths of balances, pure (no SQL, no clock): micro-units, resets with
 * rollovers, the deduction order over stacked breakdowns, taking and giving
 * back usage, and whether a check is allowed.
 *
 * Every amount here is an integer number of micro-units (1 unit = 1,000,000),
 * so sums and differences are exact; only the wire converts to and from units.
 */
import { addMonths, nextResetAt } from "../shared/interval.rules.js";

export const MICRO = 1_000_000;

/** Units (as sent) → micro-units, rounded to the nearest micro-unit. */
export const toMicro = (units: number): number => Math.round(units * MICRO);

/** Micro-units → units for the wire. */
export const toUnits = (micro: number): number => micro / MICRO;

/**
 * The contract's bound on one amount (spec: `Amount`, `Quantity`): |x| ≤ 1e9
 * units, i.e. 1e15 micro-units, which `toMicro` converts exactly.
 */
export const MAX_AMOUNT = 1_000_000_000;

/**
 * The bound on a feature's stored totals (Σ granted + carried, Σ usage +
 * held) in micro-units: 4e9 units. Their differences (remaining) then stay
 * within ±8e15, under Number.MAX_SAFE_INTEGER (≈ 9.007e15), so every sum and
 * difference of stored amounts is an exact integer.
 */
export const MAX_TOTAL = 4_000_000_000 * MICRO;

/** Whether `units` is an amount the contract allows: finite and |x| ≤ MAX_AMOUNT. */
export const isAmount = (units: number): boolean => Number.isFinite(units) && Math.abs(units) <= MAX_AMOUNT;

/** Most keys of an event's `properties`, and most bytes of their JSON (spec: `EventProperties`). */
export const MAX_PROPERTY_KEYS = 100;
export const MAX_PROPERTIES_BYTES = 16_384;

/** What is wrong with an event's properties (too many keys, too large), or null. */
export function propertiesProblem(p: Record<string, unknown> | undefined): string | null {
  if (p === undefined) return null;
  let keys = 0;
  for (const _ in p) if (++keys > MAX_PROPERTY_KEYS) return `has more than ${MAX_PROPERTY_KEYS} keys`;
  return Buffer.byteLength(JSON.stringify(p)) > MAX_PROPERTIES_BYTES ? `is larger than ${MAX_PROPERTIES_BYTES} bytes as JSON` : null;
}

/** Whether a feature's breakdowns keep their totals within ±MAX_TOTAL micro-units. */
export function withinTotals(slots: readonly Pick<Slot, "granted" | "carried" | "usage" | "held" | "unlimited">[]): boolean {
  let supply = 0;
  let used = 0;
  for (const s of slots) {
    supply += s.unlimited ? 0 : s.granted + s.carried;
    used += s.usage + s.held;
  }
  return Math.abs(supply) <= MAX_TOTAL && Math.abs(used) <= MAX_TOTAL;
}

export interface RolloverRule {
  /** Most micro-units carried; null: no cap. */
  max: number | null;
  /** Most percent of the granted amount carried; null: no cap. */
  max_percentage: number | null;
  duration: "month" | "forever";
  length: number;
}

/** One stored breakdown as the maths sees it. */
export interface Slot {
  seq: number;
  /** included + prepaid (micro). */
  granted: number;
  usage: number;
  held: number;
  unlimited: boolean;
  overage_allowed: boolean;
  reset_interval: string | null;
  reset_count: number;
  reset_anchor: number | null;
  next_reset_at: number | null;
  rollover: RolloverRule | null;
  carried: number;
  carried_expires_at: number | null;
  expires_at: number | null;
}

/** What a breakdown has left: granted + carried − usage − held (may be negative after overage). */
export const remainingOf = (s: Pick<Slot, "granted" | "carried" | "usage" | "held">): number => s.granted + s.carried - s.usage - s.held;

/** A breakdown is live until its `expires_at`. */
export const isLive = (s: Pick<Slot, "expires_at">, now: number): boolean => s.expires_at === null || s.expires_at > now;

/** Units carried into the next period from `unused`, capped by the rule's max and max_percentage of `granted`. */
export function carryOver(rule: RolloverRule, unused: number, granted: number): number {
  let c = Math.max(0, unused);
  if (rule.max !== null) c = Math.min(c, rule.max);
  if (rule.max_percentage !== null) c = Math.min(c, Math.floor((granted * rule.max_percentage) / 100));
  return c;
}

/**
 * The overage of the period a reset closes: usage beyond the grant and the
 * carried units (which were spent first), never negative. A reset of a
 * breakdown priced in arrears adds it to the row's `arrears`, which the
 * renewal invoice of the same boundary takes.
 */
export const periodOverage = (s: Pick<Slot, "usage" | "granted" | "carried" | "unlimited">): number => (s.unlimited ? 0 : Math.max(0, s.usage - s.granted - s.carried));

/**
 * What a renewal at `boundary` will bill in arrears for a breakdown priced in
 * arrears (`billed`), as it stands at `now` (usage so far): the overage its
 * resets have closed (`arrears`), the overage of a reset due by `now` but not
 * stored yet, and the current period's overage when its reset falls by the
 * boundary (`final`: the plan ends at the boundary, so it is billed whatever
 * the reset). Micro-units. The same amounts the resets store, read early: an
 * invoice preview shows what the renewal will bill.
 */
export function arrearsAt(s: Slot & { arrears: number }, billed: boolean, now: number, boundary: number, final: boolean): number {
  if (!billed) return 0;
  const cur = applyReset(s, now);
  let micro = s.arrears + (cur.next_reset_at !== s.next_reset_at ? periodOverage(s) : 0);
  if (final || (cur.next_reset_at !== null && cur.next_reset_at <= boundary)) micro += periodOverage(cur);
  return micro;
}

/**
 * The breakdown as it is at `now`: when `now` has reached `next_reset_at`,
 * usage drops to 0 (held reservations stay), unused units roll over when the
 * breakdown has a rollover rule, and `next_reset_at` moves to the first
 * anchor + k·interval strictly after `now` — whole intervals from the anchor,
 * so a reset never drifts however late it is applied. When several periods
 * passed, the skipped ones were unused: the carry is recomputed for them (at
 * most three rounds; the caps make it stable by then). Carried units past
 * their `carried_expires_at` are dropped. Returns the same object when
 * nothing changes.
 */
export function applyReset<S extends Slot>(s: S, now: number): S {
  let out = s;
  if (out.carried > 0 && out.carried_expires_at !== null && out.carried_expires_at <= now) {
    // Rolled-over units are spent before the fresh grant: the usage they absorbed goes with them.
    out = { ...out, usage: Math.max(0, out.usage - out.carried), carried: 0, carried_expires_at: null };
  }
  if (out.next_reset_at === null || out.reset_interval === null || now < out.next_reset_at) return out;
  const anchor = out.reset_anchor ?? out.next_reset_at;
  const next = nextResetAt(anchor, out.reset_interval, out.reset_count, now);
  let carried = 0;
  let carriedExpires: number | null = null;
  if (out.rollover && !out.unlimited) {
    carried = carryOver(out.rollover, out.granted + out.carried - out.usage, out.granted);
    // Periods skipped entirely (no reads or writes in them) were unused.
    const skipped = next === null ? 0 : countSkipped(anchor, out.reset_interval, out.reset_count, out.next_reset_at, now);
    for (let i = 0; i < Math.min(skipped, 3); i++) carried = carryOver(out.rollover, out.granted + carried, out.granted);
    // Carried units never take the breakdown past the stored-total bound (uncapped rollovers grow every period).
    carried = Math.min(carried, Math.max(0, MAX_TOTAL - out.granted));
    // A rollover's life runs from the reset that made it, however late the reset is applied.
    if (carried > 0 && out.rollover.duration === "month") carriedExpires = addMonths(lastBoundary(anchor, out.reset_interval, out.reset_count, out.next_reset_at, now), out.rollover.length);
  }
  return { ...out, usage: 0, carried, carried_expires_at: carriedExpires, next_reset_at: next };
}

/** The last reset at or before `now`, from `first` (due) on; past 10,000 steps, `now` (a bound, not a case that happens). */
function lastBoundary(anchor: number, interval: string, count: number, first: number, now: number): number {
  let t = first;
  for (let i = 0; i < 10_000; i++) {
    const n = nextResetAt(anchor, interval, count, t);
    if (n === null || n > now) return t;
    t = n;
  }
  return now;
}

/** Resets strictly after `first` and at or before `now` (0 when only `first` passed). */
function countSkipped(anchor: number, interval: string, count: number, first: number, now: number): number {
  let n = 0;
  let t = nextResetAt(anchor, interval, count, first);
  while (t !== null && t <= now && n < 3) {
    n++;
    t = nextResetAt(anchor, interval, count, t);
  }
  return n;
}

/**
 * Until when a plain check's answer holds while the stored rows stay as they
 * are: the earliest future expiry, reset or rollover expiry among the rows
 * (the customer's, all of them: a superset is safe). `now` (it does not hold
 * past this moment) when a live row's reset or rollover expiry is due but
 * not stored yet, since reads compute those without storing them. Rows
 * already expired never come back, so they bound nothing.
 */
export function answerExpiry(
  rows: readonly Pick<Slot, "expires_at" | "next_reset_at" | "carried_expires_at" | "carried" | "reset_interval">[],
  now: number,
): number {
  let until = Number.POSITIVE_INFINITY;
  for (const r of rows) {
    if (r.expires_at !== null) {
      if (r.expires_at <= now) continue;
      until = Math.min(until, r.expires_at);
    }
    if (r.reset_interval !== null && r.next_reset_at !== null) {
      if (r.next_reset_at <= now) return now;
      until = Math.min(until, r.next_reset_at);
    }
    if (r.carried > 0 && r.carried_expires_at !== null) {
      if (r.carried_expires_at <= now) return now;
      until = Math.min(until, r.carried_expires_at);
    }
  }
  return until;
}

/**
 * Deduction order over a feature's stacked breakdowns: the one expiring
 * first, then resetting ones before one-off grants, the shorter reset
 * interval first (Autumn: hourly before monthly), then the oldest.
 */
export function deductionOrder<S extends Pick<Slot, "seq" | "expires_at" | "reset_interval"> & { reset_count?: number }>(slots: S[]): S[] {
  return slots.length < 2 ? [...slots] : [...slots].sort(inDeductionOrder);
}
type Ordered = Pick<Slot, "seq" | "expires_at" | "reset_interval"> & { reset_count?: number };
const expiryOf = (s: Pick<Slot, "expires_at">): number => s.expires_at ?? Number.POSITIVE_INFINITY;
const oneOff = (s: Pick<Slot, "reset_interval">): number => (s.reset_interval === null || s.reset_interval === "one_off" ? 1 : 0);
/** A reset interval's rough length in minutes, only to order breakdowns (one-off: none). */
const PERIOD_MINUTES: Record<string, number> = { minute: 1, hour: 60, day: 1_440, week: 10_080, month: 43_200, quarter: 129_600, semi_annual: 259_200, year: 518_400 };
const periodOf = (s: Ordered): number => (PERIOD_MINUTES[s.reset_interval ?? ""] ?? 0) * (s.reset_count ?? 1);
const inDeductionOrder = (a: Ordered, b: Ordered): number => expiryOf(a) - expiryOf(b) || oneOff(a) - oneOff(b) || periodOf(a) - periodOf(b) || a.seq - b.seq;

export interface Take {
  seq: number;
  /** Micro-units added to usage (negative when given back). */
  value: number;
}

/**
 * Takes `amount` micro-units from breakdowns already in deduction order.
 * Positive: each breakdown gives what it has left (an unlimited one all of
 * it); what does not fit is taken only when `overflow`, by the first
 * breakdown that allows overage, else the first one. Negative: gives usage
 * back in the reverse order, never below zero usage.
 * Returns the takes (one per touched breakdown) and what was not taken.
 */
export function take(ordered: Slot[], amount: number, overflow: boolean): { takes: Take[]; short: number } {
  // (No closure here: take runs once per tracked feature, on the hot path.)
  const takes = new Map<number, number>();
  let rest = amount;
  if (amount >= 0) {
    for (const s of ordered) {
      if (rest === 0) break;
      const t = s.unlimited ? rest : Math.min(rest, Math.max(0, remainingOf(s)));
      if (t > 0) takes.set(s.seq, (takes.get(s.seq) ?? 0) + t);
      rest -= t;
    }
    if (rest > 0 && overflow && ordered.length > 0) {
      const seq = (ordered.find((s) => s.overage_allowed) ?? ordered[0]).seq;
      takes.set(seq, (takes.get(seq) ?? 0) + rest);
      rest = 0;
    }
  } else {
    rest = -amount;
    for (let i = ordered.length - 1; i >= 0 && rest !== 0; i--) {
      const s = ordered[i];
      const t = Math.min(rest, s.usage);
      if (t > 0) takes.set(s.seq, (takes.get(s.seq) ?? 0) - t);
      rest -= t;
    }
    rest = -rest;
  }
  return { takes: [...takes].map(([seq, value]) => ({ seq, value })), short: rest };
}

/** What a check needs to know of a feature's balance. */
export interface Standing {
  unlimited: boolean;
  overage_allowed: boolean;
  /** Sum of what the breakdowns have left (micro). */
  remaining: number;
}

export const standingOf = (slots: Slot[]): Standing => ({
  unlimited: slots.some((s) => s.unlimited),
  overage_allowed: slots.some((s) => s.overage_allowed),
  remaining: slots.reduce((sum, s) => sum + (s.unlimited ? 0 : remainingOf(s)), 0),
});

/** A metered or credit balance allows `required` micro-units when unlimited, allowing overage, or enough is left. */
export const allows = (st: Standing, required: number): boolean => st.unlimited || st.overage_allowed || st.remaining >= required;

/** Credits one unit of a metered feature costs through a credit schema entry: credit_cost per billing_units units. */
export function creditsFor(units: number, entry: { credit_cost?: number; billing_units?: number }): number {
  const cost = entry.credit_cost ?? 1;
  const per = entry.billing_units && entry.billing_units > 0 ? entry.billing_units : 1;
  return Math.round((units * cost) / per);
}

/** The overage a take leaves, as a positive number of micro-units (0 when nothing went past zero). */
export const overageOf = (slots: Slot[]): number => Math.max(0, -slots.reduce((sum, s) => sum + (s.unlimited ? 0 : remainingOf(s)), 0));

// ───────────────────────────── usage and spend limits ─────────────────────────────

type Rule = Record<string, unknown>;
type Controls = { usage_limits?: Rule[]; spend_limits?: Rule[] };

export interface Limits {
  /**
   * An enabled usage limit: at most `limit` micro-units used per `interval` (hour/day/week/month;
   * null: the balance's period), counting only the events whose properties match `filter` (null: all).
   */
  usage: { limit: number; interval: string | null; filter: Record<string, string> | null } | null;
  /** An enabled spend limit: at most `limit` micro-units of money of overage. */
  spend: { limit: number } | null;
}

/**
 * The limits that apply to a feature: the first enabled rule naming the
 * feature in the entity's controls, then the customer's (a spend limit
 * without feature_id applies to every feature). Rules follow Autumn's
 * shapes: usage `{ feature_id, enabled, limit, interval? }`, spend
 * `{ feature_id?, enabled, overage_limit }`.
 */
export function limitsFor(featureId: string, controls: Controls[], properties?: Record<string, unknown>): Limits {
  let usage: Limits["usage"] = null;
  let spend: Limits["spend"] = null;
  for (const c of controls) {
    for (const r of c.usage_limits ?? []) {
      if (usage === null && r.enabled === true && r.feature_id === featureId && typeof r.limit === "number") {
        const filter = usageFilterOf(r);
        if (filter !== null && !filterMatches(filter, properties)) continue;
        usage = { limit: toMicro(r.limit), interval: typeof r.interval === "string" ? r.interval : null, filter };
      }
    }
    for (const r of c.spend_limits ?? []) {
      if (spend === null && r.enabled === true && (r.feature_id === undefined || r.feature_id === featureId) && typeof r.overage_limit === "number") {
        spend = { limit: toMicro(r.overage_limit) };
      }
    }
  }
  return { usage, spend };
}

/** A usage limit's `filter.properties`, values as text (Autumn compares them as strings); null without one. */
export function usageFilterOf(rule: Rule): Record<string, string> | null {
  const f = rule.filter as { properties?: Record<string, unknown> } | undefined;
  if (f === undefined || f === null || typeof f.properties !== "object" || f.properties === null) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(f.properties)) out[k] = String(v);
  return Object.keys(out).length === 0 ? null : out;
}

/** Whether an event's properties match a usage-limit filter: every key present with the same text (`29384` matches "29384"). */
export function filterMatches(filter: Record<string, string>, properties: Record<string, unknown> | undefined): boolean {
  if (properties === undefined) return false;
  for (const [k, v] of Object.entries(filter)) {
    const have = Object.prototype.hasOwnProperty.call(properties, k) ? properties[k] : undefined;
    if (have === undefined || have === null || typeof have === "object" || String(have) !== v) return false;
  }
  return true;
}

/** The money (micro-units) an overage of `overage` micro-units costs at `amount` per `billing_units` units; 0 without a price. */
export function overageCost(overage: number, price: { amount?: number; billing_units?: number } | null): number {
  if (price === null || price.amount === undefined || overage <= 0) return 0;
  const per = price.billing_units && price.billing_units > 0 ? price.billing_units : 1;
  return Math.ceil((overage * price.amount) / per);
}

/** The largest overage (micro) whose `overageCost` stays within `limit` (micro-units of money). */
export function maxOverageWithin(limit: number, price: { amount?: number; billing_units?: number }): number {
  if (price.amount === undefined || price.amount <= 0) return Number.MAX_SAFE_INTEGER;
  const per = price.billing_units && price.billing_units > 0 ? price.billing_units : 1;
  const estimate = Math.floor((limit * per) / price.amount);
  // Past the stored-total bound the limit cannot bind (and integers stop being exact).
  if (!(estimate < MAX_TOTAL)) return Number.MAX_SAFE_INTEGER;
  let o = Math.max(0, estimate);
  // The division is in binary floating point: a few steps to the exact edge that overageCost agrees with.
  for (let i = 0; i < 64 && o > 0 && overageCost(o, price) > limit; i++) o--;
  for (let i = 0; i < 64 && overageCost(o + 1, price) <= limit; i++) o++;
  return o;
}

/** The start of the UTC calendar window holding `now` that a usage limit counts in (default: the month). */
export function windowStart(now: number, interval: string | null): number {
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (interval) {
    case "minute":
      return Math.floor(now / 60_000) * 60_000;
    case "hour":
      return Math.floor(now / 3_600_000) * 3_600_000;
    case "day":
      return Date.UTC(y, m, d.getUTCDate());
    case "week": {
      const day = Date.UTC(y, m, d.getUTCDate());
      return day - ((d.getUTCDay() + 6) % 7) * 86_400_000;
    }
    case "quarter":
      return Date.UTC(y, m - (m % 3), 1);
    case "semi_annual":
      return Date.UTC(y, m - (m % 6), 1);
    case "year":
      return Date.UTC(y, 0, 1);
    default:
      return Date.UTC(y, m, 1);
  }
}
