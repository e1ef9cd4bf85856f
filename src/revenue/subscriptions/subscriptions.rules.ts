/**
 * A subscription's life, pure (no SQL, no clock): the row of a subscription that starts, which
 * default plan comes back when a plan of a group ends, whether anything of the group is left,
 * and how a scheduled subscription becomes active. `subscriptions.service.ts` applies them.
 */
import { cadenceOf } from "../billing/quote.rules.js";
import type { SubscriptionRow } from "../customers/customers.repo.js";
import { nextPeriodEnd } from "../cycle/cycle.rules.js";
import type { PlanState } from "../plans/plans.rules.js";
import { addInterval } from "../shared/interval.rules.js";

/**
 * A subscription to `plan` starting `now`: active, quantity 1, with its trial
 * and first period (periods only for a recurring base price). `trial`
 * defaults to "the plan has one".
 */
export function newSubscription(s: { id: string; spaceId: number; customerSeq: number; planSeq: number; plan: PlanState; now: number; trial?: boolean }): Omit<SubscriptionRow, "seq"> {
  return {
    id: s.id,
    space_id: s.spaceId,
    customer_seq: s.customerSeq,
    plan_seq: s.planSeq,
    status: "active",
    quantity: 1,
    started_at: s.now,
    canceled_at: null,
    created_at: s.now,
    expires_at: null,
    past_due: 0,
    ...subscriptionTimes(s.plan, s.now, s.trial ?? s.plan.def.free_trial !== null),
  };
}

/**
 * When a new subscription's trial and first period end (periods only for a recurring base price).
 * A trial is the first period: it ends at the trial's end, where the billing cycle bills or reverts.
 */
function subscriptionTimes(plan: PlanState, startedAt: number, withTrial: boolean) {
  const trial = withTrial ? plan.def.free_trial : null;
  const price = plan.def.price;
  const trialEnd = trial ? addInterval(startedAt, trial.duration_type, trial.duration_length) : null;
  const periodEnd = price && price.interval !== "one_off" ? (trialEnd ?? addInterval(startedAt, price.interval, price.interval_count ?? 1)) : null;
  return {
    trial_ends_at: trialEnd,
    current_period_start: periodEnd === null ? null : startedAt,
    current_period_end: periodEnd,
  };
}

/**
 * The plan that comes back when a plan of `group` ends and nothing replaces it (a cancel, an
 * expiry, a trial that reverts, dunning that gave up): the group's `auto_enable` plan, not the
 * plan that ended, not archived, and not a trial plan whose trial the customer has used; a plan
 * without a trial before one with a trial (null: none). Add-ons never bring one back.
 */
export function defaultPlanAfter<P extends { id: string; state: PlanState }>(candidates: P[], ending: { id: string; state: Pick<PlanState, "add_on" | "group"> }, trialUsed: (planId: string) => boolean): P | null {
  if (ending.state.add_on) return null;
  const fits = candidates.filter((p) => !p.state.add_on && !p.state.archived && p.state.group === ending.state.group && p.id !== ending.id && (p.state.def.free_trial === null || !trialUsed(p.id)));
  return fits.find((p) => p.state.def.free_trial === null) ?? fits[0] ?? null;
}

/** Whether any of `held` (the customer's subscriptions' plans, active or scheduled) is a plan of `group` (add-ons do not count). */
export const groupHeld = (held: Pick<PlanState, "add_on" | "group">[], group: string | null): boolean => held.some((p) => !p.add_on && p.group === group);

/** What a scheduled subscription becomes at its `started_at` (the billing cycle activates it). */
export interface Activation {
  start: number | null;
  end: number | null;
  anchor: number;
  trial: number | null;
}

/**
 * A scheduled subscription starting at its `started_at`: with the plan's free trial when it was
 * scheduled with one and the customer has not used that trial since (the trial is its first
 * period; nothing is invoiced), else its first period (none for a plan without a cadence).
 */
export function activation(sub: Pick<SubscriptionRow, "started_at" | "trial_ends_at">, plan: PlanState, trialUsed: boolean): Activation {
  const at = sub.started_at;
  if (sub.trial_ends_at !== null && sub.trial_ends_at > at && !trialUsed) return { start: at, end: sub.trial_ends_at, anchor: at, trial: sub.trial_ends_at };
  const cadence = cadenceOf(plan);
  const end = cadence === null ? null : nextPeriodEnd(at, cadence, at);
  return { start: end === null ? null : at, end, anchor: at, trial: null };
}
