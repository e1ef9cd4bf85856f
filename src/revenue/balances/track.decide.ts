/**
 * Decide for balances.track: a pure function of the customer's ledger (everything a track reads,
 * loaded once by track.load.ts), the request and `now` → the plan: the writes (expired locks
 * released, resets stored, takes or holds, usage events, a lock), the controls to look at after
 * the usage, the limits reached, and the answer — or the refusal that answers instead. No SQL, no
 * clock, no randomness: table-tested in test/balances.track-decide.test.ts.
 */
import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";

type Refusal = InstanceType<typeof RevenueError>;
import type { CustomerRow } from "../customers/customers.repo.js";
import type { EventRow } from "../events/events.repo.js";
import type { FeatureRow } from "../features/features.repo.js";
import type { Schemas } from "../types.js";
import { balanceFigures } from "../controls/controls.rules.js";
import { lockExpiry, type LockHolds, purchaseLimit, relatedBalances, type Source, type SourceCandidate, sourceCandidates, sourceView, spendBlocks, spendCap, usageBlocks } from "./balances.decide.js";
import { limitsOf, usageBilling } from "./balances.load.js";
import type { BalanceRow, LockRow } from "./balances.repo.js";
import { allows, MAX_TOTAL, overageOf, standingOf, take, toUnits, windowStart, withinTotals } from "./balances.rules.js";
import { type ResetWrite, sourceIn, WorkingRows } from "./track.rows.js";
import { balanceView } from "./balances.view.js";
import { balanceHit, type ControlSet, type LimitHit, type UsageLimitState } from "./controls.apply.js";

type Balance = Schemas["Balance"];
type Deduction = Schemas["BalanceDeduction"];

/** Everything one track of one customer reads (track.load.ts), as plain values. */
export interface TrackLedger {
  spaceId: number;
  customer: CustomerRow;
  /** The request's entity (null without entity_id). */
  entitySeq: number | null;
  entityId: string | null;
  /** The tracked features: the one named, or every feature with the event name (in catalog order). */
  features: readonly FeatureRow[];
  /** Every feature of the space (the credit systems a metered feature may draw from). */
  catalog: readonly FeatureRow[];
  /** The customer's breakdowns (entities' included) of the tracked features and of the credit systems that may pay for them, in seq order. */
  rows: readonly BalanceRow[];
  /** The customer's held locks that have expired by `now` (released by the plan). */
  expiredLocks: readonly Pick<LockRow, "seq" | "holds">[];
  /** The usage's billing controls (null: none). */
  controls: ControlSet | null;
  /** Usage (micro) in the window of each tracked feature's enabled usage limit (features without one absent). */
  windowUsage: ReadonlyMap<string, number>;
  /** Whether the lock id the request names exists already. */
  lockTaken: boolean;
}

/** The request as decide sees it: the body, its value in units and micro-units, and the lock's id (given or made). */
export interface TrackRequest {
  body: Schemas["TrackParams"];
  value: number;
  micro: number;
  lockId: string | null;
}

/** A usage of a source after which the controls look at the balance (usage alerts, auto top-ups). */
export interface ControlsUse {
  src: Source;
  trackedId: string;
  window: UsageLimitState | null;
}

/** What a track writes, in this order, and what it answers. */
export interface TrackPlan {
  /** Expired locks to settle as expired, their held amounts given back. */
  releases: { seq: number; holds: LockHolds["items"] }[];
  resets: ResetWrite[];
  /** Usage and held amounts added, one entry per breakdown. */
  amounts: { seq: number; usage: number; held: number }[];
  /** A new lock (a track with `lock`). */
  lock: Omit<LockRow, "seq"> | null;
  /** Usage events, in order (their ids are made when written). */
  events: Omit<EventRow, "seq" | "id">[];
  /** Controls to look at after the usage (only when the customer watches: alerts or top-ups). */
  uses: ControlsUse[];
  /** Limits reached: they fire with the write, or after its rollback when the track is refused. */
  hits: LimitHit[];
  /** The refusal that answers instead of `answer` (nothing but the hits is written). */
  refusal: Refusal | null;
  /** The answer (null when refused). */
  answer: Schemas["TrackResponse"] | null;
}

/** A usage event of the track (its id is made when it is written). */
function usageEvent(ledger: TrackLedger, body: Schemas["TrackParams"], featureId: string, units: number, deductions: Deduction[] | null, now: number): Omit<EventRow, "seq" | "id"> {
  return {
    space_id: ledger.spaceId,
    customer_seq: ledger.customer.seq,
    customer_id: ledger.customer.id,
    entity_id: ledger.entityId,
    feature_id: featureId,
    event_name: body.event_name ?? null,
    deductions: deductions && deductions.length > 0 ? JSON.stringify(deductions) : null,
    value: units,
    properties: JSON.stringify(body.properties ?? {}),
    timestamp: body.timestamp ?? now,
    created_at: now,
  };
}

/** The plan refused with `e` (its hits kept, nothing else written). */
function refused(plan: TrackPlan, e: Refusal): TrackPlan {
  plan.refusal = e;
  return plan;
}

/** The deductions of takes from the source (its breakdowns after the take). */
function deductionsOf(src: Source, takes: readonly { seq: number; value: number }[]): Deduction[] {
  return takes.map((t) => {
    const s = src.slots.find((x) => x.seq === t.seq)!;
    return {
      balance_id: s.id,
      feature_id: src.featureId,
      plan_id: s.plan_id,
      reset: s.reset_interval === null ? null : { interval: s.reset_interval as Schemas["ResetInterval"], interval_count: s.reset_count, resets_at: s.next_reset_at },
      value: toUnits(t.value),
    };
  });
}

function totalsRefusal(src: Source): Refusal | null {
  return withinTotals(src.slots) ? null : new RevenueError("invalid_amount", `The change would take the stored totals of ${src.featureId} past ${toUnits(MAX_TOTAL)} units.`);
}

/**
 * The plan of one track. Throws only for a request that cannot be tracked as asked (400: a lock
 * on several features or on a flag); a refusal (no access, a limit, the balance) is answered by
 * `plan.refusal`, with the limits it reached in `plan.hits`.
 */
export function decideTrack(ledger: TrackLedger, req: TrackRequest, now: number): TrackPlan {
  const { body, micro, value } = req;
  const c = ledger.customer;
  const plan: TrackPlan = { releases: [], resets: [], amounts: [], lock: null, events: [], uses: [], hits: [], refusal: null, answer: null };
  const work = new WorkingRows(ledger.rows, ledger.entitySeq, ledger.expiredLocks, plan.releases, plan.resets, now);
  const set = ledger.controls;
  // The entity's overage rules ahead of the customer's (usageBilling), from the controls loaded.
  const billing = usageBilling(set);
  const watches = set !== null && set.watches;
  const head = {
    customer_id: c.id,
    ...(body.entity_id !== undefined ? { entity_id: body.entity_id } : {}),
    ...(body.event_name !== undefined ? { event_name: body.event_name } : {}),
    value,
  };

  if (body.lock) {
    // Reserve `value` of one feature under a lock: the takes go to held.
    if (ledger.features.length !== 1) invalid("event_name", "matches several features: a lock needs one");
    const feature = ledger.features[0];
    if (feature.type === "boolean") invalid("lock", "needs a metered or credit feature");
    const src = sourceIn(work, feature, ledger.catalog, billing);
    if (src === null) return refused(plan, new RevenueError("no_access", `Customer ${c.id} has no balance for ${feature.id}.`));
    const cost = src.convert(micro);
    const behavior = body.overage_behavior;
    const limits = limitsOf(set, feature.id, body.properties);
    const used = ledger.windowUsage.get(feature.id) ?? 0;
    const window = limits.usage === null ? null : { limit: limits.usage.limit, used, windowStart: windowStart(now, limits.usage.interval) };
    if (usageBlocks(limits, used, micro)) {
      plan.hits.push({ type: "usage_limit", featureId: feature.id, limit: toUnits(window!.limit), usage: toUnits(used), periodStart: window!.windowStart });
      return refused(plan, new RevenueError("usage_limit_reached", `An enabled usage limit of ${feature.id} blocks reserving ${value}.`));
    }
    const fits = allows({ ...standingOf(src.slots), overage_allowed: src.overageAllowed }, cost);
    if (!fits && behavior === undefined) {
      plan.hits.push(balanceHit("balance", src, toUnits(balanceFigures(src.slots).total)));
      return refused(plan, new RevenueError("insufficient_balance", `The balance of ${src.featureId} does not cover ${value}.`));
    }
    const takes = take(src.slots, cost, fits || behavior === "overflow").takes;
    const id = req.lockId!;
    if (ledger.lockTaken) return refused(plan, new RevenueError("lock_exists", `A lock ${id} exists.`));
    work.add(src, takes, "held");
    const tooBig = totalsRefusal(src);
    if (tooBig) return refused(plan, tooBig);
    const held: LockHolds = { source: src.featureId, units: micro, items: takes.map((t) => ({ balance_seq: t.seq, amount: t.value })) };
    plan.lock = {
      space_id: ledger.spaceId,
      id,
      customer_seq: c.seq,
      entity_id: ledger.entityId,
      feature_id: feature.id,
      status: "held",
      amount: takes.reduce((n, t) => n + t.value, 0),
      holds: JSON.stringify(held),
      properties: JSON.stringify(body.properties ?? {}),
      overage_behavior: behavior ?? null,
      expires_at: lockExpiry(body.lock, now),
      created_at: now,
    };
    // Held amounts count as used: alerts and top-ups look at the balance after the hold.
    if (watches) plan.uses.push({ src, trackedId: feature.id, window: window && { ...window, used: window.used + micro } });
    const view = sourceView(src, billing);
    const related = answerBalances(work, sourceCandidates(feature, ledger.catalog), billing);
    plan.answer = { ...head, balance: src.featureId === feature.id ? view : null, ...(related ? { balances: related } : {}), deductions: [], lock_id: id };
    plan.amounts = work.amounts();
    return plan;
  }

  const overflowAsked = body.overage_behavior === "overflow";
  const deductions: Deduction[] = [];
  /** The tracked features and the credit systems drawing on them (the answer's `balances`). */
  const candidates: SourceCandidate[] = [];
  let single: Balance | null = null;
  for (const feature of ledger.features) {
    if (feature.type === "boolean") {
      // A usage of a flag is recorded whether the customer has it or not (Autumn records every track).
      plan.events.push(usageEvent(ledger, body, feature.id, micro, null, now));
      continue;
    }
    for (const cand of sourceCandidates(feature, ledger.catalog)) if (!candidates.some((x) => x.featureId === cand.featureId)) candidates.push(cand);
    const src = sourceIn(work, feature, ledger.catalog, billing);
    if (src === null) {
      // No balance (Autumn): the event is recorded, nothing is deducted.
      plan.events.push(usageEvent(ledger, body, feature.id, micro, null, now));
      continue;
    }
    const overflow = overflowAsked || src.overageAllowed;
    const limits = limitsOf(set, feature.id, body.properties);
    // What this feature may use: all of it, or (cap) what fits under an enabled usage limit.
    let units = micro;
    let window: UsageLimitState | null = null;
    if (units > 0 && limits.usage !== null) {
      const used = ledger.windowUsage.get(feature.id) ?? 0;
      window = { limit: limits.usage.limit, used, windowStart: windowStart(now, limits.usage.interval) };
      const room = Math.max(0, limits.usage.limit - used);
      if (units > room) {
        // overflow punches through the limit (Autumn): all of it is taken and the window's usage passes the limit.
        plan.hits.push({ type: "usage_limit", featureId: feature.id, limit: toUnits(limits.usage.limit), usage: toUnits(overflowAsked ? used + units : used + room), periodStart: window.windowStart });
        if (!overflowAsked) units = room;
      }
      window.used += units;
    }
    let amount = src.convert(units);
    const before = overageOf(src.slots);
    // An overage stops where it would pass an enabled spend limit (cap and overflow alike, as Autumn clamps both).
    let spendCapped = false;
    if (overflow && amount > 0 && limits.spend !== null) {
      const cap = spendCap(limits, src, before);
      if (amount > cap) {
        amount = cap;
        spendCapped = true;
      }
    }
    const took = take(src.slots, amount, overflow);
    work.add(src, took.takes, "usage");
    const tooBig = totalsRefusal(src);
    if (tooBig) return refused(plan, tooBig);
    const taken = deductionsOf(src, took.takes);
    deductions.push(...taken);
    plan.events.push(usageEvent(ledger, body, feature.id, units, taken, now));
    const after = overageOf(src.slots);
    if (after > before) {
      // A refusal writes nothing: its limit event tells the usage as it stood before the take.
      const takenNow = took.takes.reduce((n, t) => n + t.value, 0);
      if (spendBlocks(limits, src, after)) {
        plan.hits.push(balanceHit("spend_limit", src, toUnits(limits.spend!.limit), takenNow));
        return refused(plan, new RevenueError("spend_limit_reached", `The overage of ${src.featureId} would pass the enabled spend limit.`));
      }
      const limit = purchaseLimit(src);
      if (limit !== null && after > limit) {
        plan.hits.push(balanceHit("balance", src, toUnits(balanceFigures(src.slots).total + limit), takenNow));
        return refused(plan, new RevenueError("max_purchase_reached", `The overage of ${src.featureId} would pass its max_purchase of ${toUnits(limit)}.`));
      }
    }
    // Capped: the spend limit or the balance (nothing left, no overage) took less than asked.
    if (spendCapped) plan.hits.push(balanceHit("spend_limit", src, toUnits(limits.spend!.limit)));
    else if (took.short > 0) plan.hits.push(balanceHit("balance", src, toUnits(balanceFigures(src.slots).total)));
    if (units > 0 && watches) plan.uses.push({ src, trackedId: feature.id, window });
    if (ledger.features.length === 1) single = sourceView(src, billing);
  }
  const related = answerBalances(work, candidates, billing);
  plan.answer = { ...head, balance: single, ...(related ? { balances: related } : {}), deductions };
  plan.amounts = work.amounts();
  return plan;
}

/** The answer's `balances` (`relatedBalances`) from the working rows after the takes: null for a feature the customer has none of. */
function answerBalances(work: WorkingRows, candidates: readonly SourceCandidate[], billing: Schemas["BillingControls"]): Record<string, Balance | null> | undefined {
  return relatedBalances(candidates, (id) => {
    const slots = work.slots(id);
    return slots.length === 0 ? null : balanceView(id, slots, billing);
  });
}
