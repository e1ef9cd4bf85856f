/**
 * Decide: plain functions over loaded rows — no SQL, no clock, no writes.
 * Which breakdowns a feature draws from, what a customer's balances and
 * flags are, the purchase and spend limits, what a plan's items become, and
 * whether request amounts and properties are within the contract's bounds.
 * (The arithmetic of one breakdown is in balances.rules.ts.)
 */
import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import type { FeatureRow } from "../features/features.repo.js";
import type { FeatureDefinition } from "../features/features.rules.js";
import { breakdownPrice, type StoredItem } from "../plans/plans.rules.js";
import { addInterval, nextResetAt } from "../shared/interval.rules.js";
import { idRecord } from "../shared/records.js";
import type { Schemas } from "../types.js";
import type { BalanceRow, NewBalanceRow } from "./balances.repo.js";
import {
  applyReset,
  creditsFor,
  deductionOrder,
  isAmount,
  isLive,
  type Limits,
  MAX_AMOUNT,
  MAX_TOTAL,
  maxOverageWithin,
  overageCost,
  propertiesProblem,
  standingOf,
  toMicro,
  toUnits,
  withinTotals,
} from "./balances.rules.js";
import { balanceView, flagView, type SlotRow, slotOf } from "./balances.view.js";

type Balance = Schemas["Balance"];
type BillingControls = Schemas["BillingControls"];

/** A subscription whose plan items become balances. */
export interface SubscriptionGrant {
  seq: number;
  id: string;
  planId: string;
  startedAt: number;
  items: StoredItem[];
}

/** What a feature draws from for one customer (or entity): its own breakdowns, or a credit system's. */
export interface Source {
  /** The feature whose breakdowns are used (the credit system's id when drawn through credits). */
  featureId: string;
  /** Live breakdowns in deduction order, resets applied. */
  slots: SlotRow[];
  /** Micro-units of the source per micro-unit of the asked feature (credits per unit), as a converter. */
  convert: (micro: number) => number;
  overageAllowed: boolean;
}

/** What a lock holds: the feature drawn from, the units asked (micro) and the amounts held per breakdown (micro of the source). */
export interface LockHolds {
  source: string;
  units: number;
  items: { balance_seq: number; amount: number }[];
}

/** Whether a row's overage is billed in arrears: a plan's priced breakdown that allows overage. */
export const billedInArrears = (r: Pick<BalanceRow, "overage_allowed" | "price" | "subscription_seq">): boolean => r.overage_allowed === 1 && r.price !== null && r.subscription_seq !== null;

export const definitionOf = (f: FeatureRow): FeatureDefinition => JSON.parse(f.definition) as FeatureDefinition;
export const controlsOf = (c: { billing_controls: string }): BillingControls => JSON.parse(c.billing_controls) as BillingControls;

/**
 * The customer's (entity: its own and the shared) live breakdowns as they
 * are at `now`, resets applied but not stored.
 */
export function liveSlots(rows: readonly BalanceRow[], entitySeq: number | null, now: number): SlotRow[] {
  return rows.filter((r) => (r.entity_seq === null || r.entity_seq === entitySeq) && isLive(r, now)).map((r) => (r.flag === 1 ? slotOf(r) : applyReset(slotOf(r), now)));
}

/** Overage of a feature: the customer's `overage_allowed` control when it has one, else any breakdown's. */
export function effectiveOverage(featureId: string, slots: SlotRow[], controls: BillingControls): boolean {
  const rule = controls.overage_allowed?.find((r) => r.feature_id === featureId);
  if (rule && typeof rule.enabled === "boolean") return rule.enabled;
  return slots.some((s) => s.overage_allowed);
}

/** The customer's answer parts from its breakdowns: balances (metered and credit) and flags, keyed by feature id (own keys). */
export function balancesAndFlags(slots: SlotRow[], controls: BillingControls): { balances: Record<string, Balance>; flags: Record<string, Schemas["Flag"]> } {
  const flags = idRecord<Schemas["Flag"]>();
  const byFeature = new Map<string, SlotRow[]>();
  for (const r of slots) {
    if (r.flag === 1) flags[r.feature_id] ??= flagView(r);
    else byFeature.set(r.feature_id, [...(byFeature.get(r.feature_id) ?? []), r]);
  }
  const balances = idRecord<Balance>();
  for (const [f, s] of byFeature) balances[f] = balanceView(f, s, controls);
  return { balances, flags };
}

/** A feature a tracked feature may draw from, and its units' price in that feature's micro-units. */
export interface SourceCandidate {
  featureId: string;
  convert: (micro: number) => number;
}

const same = (m: number): number => m;

/** A credit system's parsed credit_schema, once per loaded row. */
const schemas = new WeakMap<FeatureRow, FeatureDefinition["credit_schema"]>();
function schemaOf(cs: FeatureRow): FeatureDefinition["credit_schema"] {
  if (!schemas.has(cs)) schemas.set(cs, definitionOf(cs).credit_schema);
  return schemas.get(cs);
}

/** How many credit systems deep a chain is followed (a credit system over a credit system over …). */
const MAX_CHAIN = 8;

/**
 * Where `feature` may draw from, in order of preference: its own breakdowns, then (a metered
 * feature or a credit system) each credit system naming it in its credit_schema, converting units
 * to credits, then the credit systems naming those (a chain: credit system over credit system,
 * each step converting), nearest first, each feature once, at most MAX_CHAIN steps deep.
 */
export function sourceCandidates(feature: FeatureRow, catalog: readonly FeatureRow[]): SourceCandidate[] {
  const out: SourceCandidate[] = [{ featureId: feature.id, convert: same }];
  if (feature.type !== "metered" && feature.type !== "credit_system") return out;
  const seen = new Set([feature.id]);
  let level: SourceCandidate[] = out;
  for (let depth = 0; depth < MAX_CHAIN && level.length > 0; depth++) {
    const next: SourceCandidate[] = [];
    for (const from of level) {
      for (const cs of catalog) {
        if ((cs.type !== "credit_system" && cs.type !== "ai_credit_system") || seen.has(cs.id)) continue;
        const entry = schemaOf(cs)?.find((e) => e.metered_feature_id === from.featureId);
        if (!entry) continue;
        seen.add(cs.id);
        const prior = from.convert;
        next.push({ featureId: cs.id, convert: prior === same ? (m) => creditsFor(m, entry) : (m) => creditsFor(prior(m), entry) });
      }
    }
    out.push(...next);
    level = next;
  }
  return out;
}

/** The source a candidate with live breakdowns `slots` (not empty) makes. */
export const sourceFrom = (c: SourceCandidate, slots: SlotRow[], controls: BillingControls): Source => ({
  featureId: c.featureId,
  slots: deductionOrder(slots),
  convert: c.convert,
  overageAllowed: effectiveOverage(c.featureId, slots, controls),
});

/**
 * What `feature` draws from: the first of its `sourceCandidates` the customer has breakdowns of
 * (its own metered breakdowns, else a credit system's). `slotsOf` gives a feature's live non-flag
 * breakdowns.
 */
export async function chooseSource(feature: FeatureRow, catalog: readonly FeatureRow[], slotsOf: (featureId: string) => Promise<SlotRow[]>, controls: BillingControls): Promise<Source | null> {
  for (const c of sourceCandidates(feature, catalog)) {
    const slots = await slotsOf(c.featureId);
    if (slots.length > 0) return sourceFrom(c, slots, controls);
  }
  return null;
}

/**
 * The `balances` map of a check or track answer (Autumn's rule): the asked feature and every
 * credit system drawing on it (`sourceCandidates`), each its balance or null when the customer
 * has none; undefined (the field left out) when there is no related feature — fewer than two
 * entries. `viewOf` answers a candidate's balance from rows already loaded (no read of its own).
 */
export function relatedBalances(candidates: readonly SourceCandidate[], viewOf: (featureId: string) => Balance | null): Record<string, Balance | null> | undefined {
  if (candidates.length < 2) return undefined;
  const out = idRecord<Balance | null>();
  for (const c of candidates) out[c.featureId] = viewOf(c.featureId);
  return out;
}

/** The source's Balance for the answer. */
export const sourceView = (src: Source, controls: BillingControls): Balance => balanceView(src.featureId, src.slots, controls);

/** The most overage the source's prices allow (micro); null: no limit (no price, or a price without max_purchase). */
export function purchaseLimit(src: Source): number | null {
  let limit = 0;
  let priced = false;
  for (const s of src.slots) {
    if (s.price === null) continue;
    const p = JSON.parse(s.price) as { max_purchase: number | null };
    if (p.max_purchase === null) return null;
    priced = true;
    limit += toMicro(p.max_purchase);
  }
  return priced ? limit : null;
}

/** The overage (micro) the source would have after taking `cost` more. */
export function overageAfter(src: Source, cost: number): number {
  const st = standingOf(src.slots);
  return st.unlimited ? 0 : Math.max(0, cost - st.remaining);
}

/** Whether using `units` (micro) more, `used` already used in the limit's window, passes an enabled usage limit. */
export const usageBlocks = (limits: Limits, used: number, units: number): boolean => limits.usage !== null && used + units > limits.usage.limit;

/** Whether an overage of `overage` micro-units of the source would cost more than an enabled spend limit. */
export function spendBlocks(limits: Limits, src: Source, overage: number): boolean {
  if (overage <= 0 || limits.spend === null) return false;
  const priced = src.slots.find((s) => s.price !== null);
  const price = priced ? (JSON.parse(priced.price!) as { amount?: number; billing_units?: number }) : null;
  return overageCost(overage, price) > limits.spend.limit;
}

/**
 * How much of the source (micro) a capped take may use when an enabled spend
 * limit bounds its overage: what is left of its balances plus the overage the
 * limit still pays for (at most what it already is, never less).
 */
export function spendCap(limits: Limits, src: Source, overageNow: number): number {
  const priced = src.slots.find((s) => s.price !== null);
  const price = priced ? (JSON.parse(priced.price!) as { amount?: number; billing_units?: number }) : null;
  if (limits.spend === null || price === null || !price.amount) return Number.MAX_SAFE_INTEGER;
  const left = standingOf(src.slots);
  if (left.unlimited) return Number.MAX_SAFE_INTEGER;
  const most = maxOverageWithin(limits.spend.limit, price);
  return Math.max(0, left.remaining) + Math.max(0, most - overageNow);
}

const LOCK_DEFAULT_MS = 3_600_000;
const LOCK_MAX_MS = 7 * 86_400_000;

/** A lock's expiry: default an hour from now; in the future and at most 7 days ahead, else 400. */
export function lockExpiry(lock: { expires_at?: number }, now: number): number {
  const at = lock.expires_at ?? now + LOCK_DEFAULT_MS;
  if (at <= now) invalid("lock.expires_at", "must lie in the future");
  if (at > now + LOCK_MAX_MS) invalid("lock.expires_at", "must be at most 7 days ahead");
  return at;
}

/** An amount of the request in micro-units; out of the contract's range (|x| ≤ 1e9, finite): 400 invalid_amount. */
export function amountMicro(value: number, field: string): number {
  if (!isAmount(value)) throw new RevenueError("invalid_amount", `${field} must be a finite number of at most ${MAX_AMOUNT} in absolute value.`);
  return toMicro(value);
}

/** An event's properties within bounds (100 keys, 16 KiB), else 400 invalid_request naming the field. */
export function checkProperties(p: Record<string, unknown> | undefined, field = "properties"): void {
  const problem = propertiesProblem(p);
  if (problem !== null) invalid(field, problem);
}

/** After a change of a feature's breakdowns: its stored totals must stay within ±4e9 units, else 400 invalid_amount (the write rolls back). */
export function assertTotals(featureId: string, slots: SlotRow[]): void {
  if (!withinTotals(slots)) {
    throw new RevenueError("invalid_amount", `The change would take the stored totals of ${featureId} past ${toUnits(MAX_TOTAL)} units.`);
  }
}

/** The rows a subscription's plan items become (flags for boolean features). */
export function planRows(spaceId: number, customerSeq: number, sub: SubscriptionGrant, typeOf: (id: string) => string | undefined, now: number): NewBalanceRow[] {
  return sub.items.map((it, i) => {
    const flag = typeOf(it.feature_id) === "boolean";
    // A usage-based price without a reset of its own resets with its price's interval (as Autumn,
    // where a priced item's interval is its reset): each period's usage is billed in arrears once.
    const priced = !it.reset && it.price?.billing_method === "usage_based" && it.price.interval !== "one_off" ? it.price : null;
    const interval = flag ? null : it.reset ? it.reset.interval : (priced?.interval ?? null);
    const count = (it.reset ? it.reset.interval_count : priced?.interval_count) ?? 1;
    const price = breakdownPrice(it.price);
    const rollover = it.rollover
      ? {
          max: it.rollover.max === null || it.rollover.max === undefined ? null : toMicro(it.rollover.max),
          max_percentage: it.rollover.max_percentage ?? null,
          duration: it.rollover.expiry_duration_type,
          length: it.rollover.expiry_duration_length ?? 1,
        }
      : null;
    return {
      id: `${sub.id}_${i}`,
      space_id: spaceId,
      customer_seq: customerSeq,
      entity_seq: null,
      feature_id: it.feature_id,
      flag: flag ? 1 : 0,
      subscription_seq: sub.seq,
      plan_id: sub.planId,
      granted: flag || it.unlimited ? 0 : toMicro(it.included),
      prepaid: 0,
      usage: 0,
      held: 0,
      unlimited: it.unlimited ? 1 : 0,
      overage_allowed: !flag && it.price?.billing_method === "usage_based" ? 1 : 0,
      price: flag || price === null ? null : JSON.stringify(price),
      reset_interval: interval,
      reset_count: count,
      reset_anchor: interval === null ? null : sub.startedAt,
      next_reset_at: interval === null ? null : nextResetAt(sub.startedAt, interval, count, Math.max(now, sub.startedAt)),
      rollover: rollover && !flag ? JSON.stringify(rollover) : null,
      carried: 0,
      carried_expires_at: null,
      expires_at: it.expiry ? addInterval(sub.startedAt, it.expiry.duration, it.expiry.length) : null,
      reason: null,
      created_at: now,
    };
  });
}
