import type { Schemas } from "../types.js";
import type { BalanceRow } from "./balances.repo.js";
import { remainingOf, type RolloverRule, type Slot, toUnits } from "./balances.rules.js";

type Balance = Schemas["Balance"];
type BalanceBreakdown = Schemas["BalanceBreakdown"];
type BillingControls = Schemas["BillingControls"];

/** A stored row with its decoded maths view. */
export type SlotRow = Omit<BalanceRow, keyof Slot> & Slot & { prepaid: number };

/** Balance rows come from `shaped()` reads (fast objects), so the spread is cheap (~0.05 µs). */
export function slotOf(r: BalanceRow): SlotRow {
  return {
    ...r,
    granted: r.granted + r.prepaid,
    unlimited: r.unlimited === 1,
    overage_allowed: r.overage_allowed === 1,
    rollover: r.rollover === null ? null : (JSON.parse(r.rollover) as RolloverRule),
  };
}

export function breakdownView(s: SlotRow): BalanceBreakdown {
  const usage = s.usage + s.held;
  return {
    id: s.id,
    plan_id: s.plan_id,
    included_grant: toUnits(s.granted - s.prepaid),
    prepaid_grant: toUnits(s.prepaid),
    // Never below zero on the wire (Autumn's schema: remaining ≥ 0); the overage shows in `usage` past the grant.
    remaining: s.unlimited ? 0 : toUnits(Math.max(0, remainingOf(s))),
    usage: toUnits(usage),
    unlimited: s.unlimited,
    reset:
      s.reset_interval === null
        ? null
        : { interval: s.reset_interval as Schemas["ResetInterval"], interval_count: s.reset_count, resets_at: s.next_reset_at },
    price: s.price === null ? null : (JSON.parse(s.price) as BalanceBreakdown["price"]),
    expires_at: s.expires_at,
  };
}

/** A Balance of the feature with nothing in it yet (the start of every sum). */
export const emptyBalance = (featureId: string): Balance => ({
  feature_id: featureId,
  granted: 0,
  remaining: 0,
  usage: 0,
  unlimited: false,
  overage_allowed: false,
  max_purchase: null,
  next_reset_at: null,
  breakdown: [],
});

/**
 * One feature's Balance from its live breakdowns: sums of the breakdowns,
 * unlimited / overage when any breakdown is, the earliest reset, and
 * `max_purchase` as plans answer it (null when unlimited or a price has no
 * limit, the sum of the prices' limits, 0 when nothing can be bought). The
 * customer's `overage_allowed` billing control for the feature overrides.
 */
export function balanceView(featureId: string, slots: SlotRow[], controls: BillingControls = {}): Balance {
  const b = emptyBalance(featureId);
  let granted = 0;
  let remaining = 0;
  let usage = 0;
  let priced = false;
  let noLimit = false;
  let limit = 0;
  const rollovers: Schemas["BalanceRollover"][] = [];
  for (const s of slots) {
    const part = breakdownView(s);
    granted += s.granted;
    remaining += s.unlimited ? 0 : remainingOf(s);
    usage += s.usage + s.held;
    b.unlimited ||= s.unlimited;
    b.overage_allowed ||= s.overage_allowed;
    const at = s.next_reset_at;
    if (at !== null && (b.next_reset_at === null || at < b.next_reset_at)) b.next_reset_at = at;
    if (part.price) {
      priced = true;
      if (part.price.max_purchase === null) noLimit = true;
      else limit += part.price.max_purchase;
    }
    if (s.carried > 0) {
      rollovers.push({ granted: toUnits(s.carried), balance: toUnits(Math.max(0, s.carried - s.usage - s.held)), expires_at: s.carried_expires_at ?? 0 });
    }
    b.breakdown!.push(part);
  }
  b.granted = toUnits(granted);
  b.remaining = toUnits(Math.max(0, remaining));
  b.usage = toUnits(usage);
  b.max_purchase = b.unlimited || noLimit ? null : priced ? limit : 0;
  const rule = controls.overage_allowed?.find((r) => r.feature_id === featureId);
  if (rule && typeof rule.enabled === "boolean") b.overage_allowed = rule.enabled;
  if (rollovers.length > 0) b.rollovers = rollovers;
  return b;
}

export const flagView = (s: Pick<BalanceRow, "id" | "plan_id" | "expires_at" | "feature_id">): Schemas["Flag"] => ({ id: s.id, plan_id: s.plan_id, expires_at: s.expires_at, feature_id: s.feature_id });
