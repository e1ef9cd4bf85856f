/**
 * What one step of the billing cycle reads once (plans, feature names, modes: they cannot change
 * under one transaction, or one preview), kept in a `StepCache` made per unit (a slice of the job)
 * or per preview and passed down with its handle; null where nothing is worth keeping (a charge,
 * outside any unit). Also `ended`: the plans that ended in the step, by customer, group and time
 * (what a scheduled plan starting there replaced).
 */
import type { Handle } from "../../platform/db/handle.js";
import type { PriceContext } from "../billing/quote.rules.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { BASE_CURRENCY, parseRate } from "../payments/money.rules.js";
import type { PlanRow } from "../plans/plans.repo.js";
import type { PlanState } from "../plans/plans.rules.js";
import { planState, subscriptionPlan } from "../plans/plans.view.js";
import type { Space } from "../types.js";
import type { PreviousPlan } from "../webhooks/plan-events.js";
import type { CycleSubscription } from "./cycle.repo.js";

export interface StepCache {
  plans: Map<number, { row: PlanRow; state: PlanState }>;
  names: Map<number, Map<string, string>>;
  modes: Map<number, Space>;
  ended: Map<string, PreviousPlan>;
}
export const newStepCache = (): StepCache => ({ plans: new Map(), names: new Map(), modes: new Map(), ended: new Map() });
/** The key of `StepCache.ended`. */
export const endedKey = (customerSeq: number, group: string | null, at: number) => `${customerSeq}|${group ?? ""}|${at}`;

/** The cycle's cached reads (through the handle given, with the step's cache or none). */
export function cycleLookups(ctx: RevenueContext) {
  const spaceOf = async (h: Handle, k: StepCache | null, spaceId: number): Promise<Space> => {
    const hit = k?.modes.get(spaceId);
    if (hit) return hit;
    const space: Space = { spaceId, mode: await ctx.repos(h).payments.spaceMode(spaceId) };
    k?.modes.set(spaceId, space);
    return space;
  };
  const planOf = async (h: Handle, k: StepCache | null, seq: number): Promise<{ row: PlanRow; state: PlanState }> => {
    const hit = k?.plans.get(seq);
    if (hit) return hit;
    const row = (await ctx.repos(h).plans.bySeq(seq))!;
    const p = { row, state: planState(row) };
    k?.plans.set(seq, p);
    return p;
  };
  /** The plan a subscription is on: its version's (cached), or the one customized for it. */
  const planOfSub = async (h: Handle, k: StepCache | null, sub: CycleSubscription): Promise<{ row: PlanRow; state: PlanState }> => {
    const p = await planOf(h, k, sub.plan_seq);
    return sub.custom_def ? { row: p.row, state: subscriptionPlan(p.row, sub.custom_def) } : p;
  };
  const namesOf = async (h: Handle, k: StepCache | null, spaceId: number): Promise<Map<string, string>> => {
    const hit = k?.names.get(spaceId);
    if (hit) return hit;
    const names = new Map((await ctx.repos(h).features.list(spaceId)).map((f) => [f.id, f.name]));
    k?.names.set(spaceId, names);
    return names;
  };

  async function priceContextOf(h: Handle, c: CustomerRow, sub: CycleSubscription): Promise<PriceContext> {
    const { payments } = ctx.repos(h);
    const currency = (sub.currency ?? (await payments.billingCurrency(c.seq)) ?? c.currency ?? BASE_CURRENCY).toLowerCase();
    const stored = currency === BASE_CURRENCY ? null : await payments.rate(BASE_CURRENCY, currency);
    return { currency, rate: stored === null ? null : parseRate(stored) };
  }

  return { spaceOf, planOf, planOfSub, namesOf, priceContextOf };
}
export type CycleLookups = ReturnType<typeof cycleLookups>;
