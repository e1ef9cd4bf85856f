/**
 * What the billing events say about plans: the `data` of a `customer.plan.*`
 * event from a subscription, and which of `attached`, `upgraded` and
 * `downgraded` a plan that starts is. The kinds and when each is emitted are
 * the contract's (spec/revenue/webhooks.tsp, `BillingEventType`); the callers
 * (billing, schedule, the cycle, payments core's applied changes) call these
 * with the transaction of the change (`tx`); reads take any handle (`h`).
 */
import type { Handle, Tx } from "../../platform/db/handle.js";
import { fullLines } from "../billing/quote.rules.js";
import { storedBought } from "../billing/update.rules.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow, SubscriptionRow } from "../customers/customers.repo.js";
import type { BillingEventKind, PlanEventData, PlanMigratedEventData } from "../notify.js";
import { BASE_CURRENCY } from "../payments/money.rules.js";
import type { PlanState } from "../plans/plans.rules.js";
import { planState } from "../plans/plans.view.js";

/** The plan kinds whose `data` is `PlanEventData` (`customer.plan.migrated` has its own: `announceMigrated`). */
export type PlanEventKind = Exclude<Extract<BillingEventKind, `customer.plan.${string}`>, "customer.plan.migrated">;
export type PlanStatus = "active" | "trialing" | "past_due" | "scheduled" | "expired";

/** A plan as a subscription held it before a change replaced it (read before the change). */
export interface PreviousPlan {
  planId: string;
  state: PlanState;
  /** Prepaid units held (feature → units beyond the included). */
  units: Record<string, number>;
}

type Sub = Pick<SubscriptionRow, "seq" | "id" | "plan_seq" | "status" | "past_due" | "trial_ends_at" | "current_period_start" | "current_period_end">;

/** The plan a subscription holds, with its prepaid units: call before the change that replaces it. */
export async function planHeld(ctx: RevenueContext, h: Handle, sub: Pick<SubscriptionRow, "seq" | "plan_seq">): Promise<PreviousPlan | null> {
  const { plans, billing } = ctx.repos(h);
  const row = await plans.bySeq(sub.plan_seq);
  if (!row) return null;
  const bought = (await billing.paidOf(sub.seq))?.bought;
  return { planId: row.id, state: planState(row), units: bought ? (JSON.parse(bought) as Record<string, number>) : {} };
}

/** A subscription's state as events show it, at `now`. */
export function planStatus(sub: Pick<Sub, "status" | "past_due" | "trial_ends_at">, now: number): PlanStatus {
  if (sub.status === "scheduled") return "scheduled";
  if (sub.past_due === 1) return "past_due";
  return sub.trial_ends_at !== null && sub.trial_ends_at > now ? "trialing" : "active";
}

/**
 * What a plan is worth per billing period, in the account currency's minor
 * units at list prices: its recurring price and the prepaid units held. The
 * yardstick of upgraded and downgraded (the same one attach uses to decide
 * that a change waits for the period's end).
 */
export function periodValue(p: { planId: string; state: PlanState; units: Record<string, number> }): number {
  const lines = fullLines(
    { plan: { id: p.planId, state: p.state }, prices: { currency: BASE_CURRENCY, rate: null }, featureName: (id) => id },
    storedBought(p.state.def.items, p.units),
    null,
    true,
  );
  return lines.reduce((a, l) => a + l.amount, 0);
}

/** Which kind a plan that starts is: `attached` (it replaces nothing), else `downgraded` when worth less per period than what it replaces, else `upgraded`. */
export function startKind(next: PreviousPlan, previous: PreviousPlan | null): "customer.plan.attached" | "customer.plan.upgraded" | "customer.plan.downgraded" {
  if (previous === null) return "customer.plan.attached";
  return periodValue(next) < periodValue(previous) ? "customer.plan.downgraded" : "customer.plan.upgraded";
}

/** The `data` of a plan event about `sub` (as it is now, unless `status` says otherwise). */
export async function planEventData(
  ctx: RevenueContext,
  h: Handle,
  c: CustomerRow,
  sub: Sub,
  x: { previousPlanId?: string | null; status?: PlanStatus; effectiveAt?: number | null } = {},
): Promise<PlanEventData> {
  const now = ctx.nowFor(c);
  return {
    customer_id: c.id,
    entity_id: null,
    plan_id: (await ctx.repos(h).plans.bySeq(sub.plan_seq))?.id ?? "",
    previous_plan_id: x.previousPlanId ?? null,
    subscription_id: sub.id,
    status: x.status ?? planStatus(sub, now),
    current_period_start: sub.current_period_start,
    current_period_end: sub.current_period_end,
    effective_at: x.effectiveAt === undefined ? now : x.effectiveAt,
  };
}

/** Announces `kind` about a subscription, in `tx` (the unit that changed it). */
export async function announcePlan(
  ctx: RevenueContext,
  tx: Tx,
  kind: PlanEventKind,
  c: CustomerRow,
  sub: Sub,
  x: { previousPlanId?: string | null; status?: PlanStatus; effectiveAt?: number | null } = {},
): Promise<void> {
  await ctx.notify.emit(tx, c.space_id, kind, () => planEventData(ctx, tx, c, sub, x));
}

/** Announces `kind` about the customer's subscription `subscriptionId`, in `tx` (the unit that changed it). */
export async function announceSubscription(
  ctx: RevenueContext,
  tx: Tx,
  kind: PlanEventKind,
  c: CustomerRow,
  subscriptionId: string,
  x: { previousPlanId?: string | null; status?: PlanStatus; effectiveAt?: number | null } = {},
): Promise<void> {
  const sub = (await ctx.repos(tx).customers.subscriptions(c.seq)).find((s) => s.id === subscriptionId);
  if (sub) await announcePlan(ctx, tx, kind, c, sub, x);
}

/**
 * Announces a plan that started at `at`, in `tx` (the unit of the change): the customer's
 * newest subscription of `planSeq`, as `attached`, `upgraded` or `downgraded`
 * against `previous` (what it replaced, read before the change).
 */
export async function announceStart(ctx: RevenueContext, tx: Tx, c: CustomerRow, planSeq: number, previous: PreviousPlan | null, at: number): Promise<void> {
  const subs = (await ctx.repos(tx).customers.subscriptions(c.seq)).filter((s) => s.plan_seq === planSeq);
  const sub = subs[subs.length - 1];
  if (!sub) return;
  const next = await planHeld(ctx, tx, sub);
  if (!next) return;
  await announcePlan(ctx, tx, startKind(next, previous), c, sub, { previousPlanId: previous?.planId ?? null, effectiveAt: at });
}

/**
 * Announces that `sub` (already moved) went from version `fromVersion` to
 * `toVersion` of its plan (plans.migrate, plans.update's migration), in `tx`
 * (the unit that moved it): the same plan on both sides, effective now.
 */
export async function announceMigrated(ctx: RevenueContext, tx: Tx, c: CustomerRow, sub: Sub, fromVersion: number, toVersion: number): Promise<void> {
  await ctx.notify.emit(tx, c.space_id, "customer.plan.migrated", async (): Promise<PlanMigratedEventData> => {
    const base = await planEventData(ctx, tx, c, sub);
    return { ...base, previous_plan_id: base.plan_id, plan_version: toVersion, previous_plan_version: fromVersion };
  });
}
