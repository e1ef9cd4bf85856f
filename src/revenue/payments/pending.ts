/**
 * Reads about the plan changes open invoices hold (`../billing/pending.rules.ts` decides): the
 * target plan, the customer's open pending changes, whether paying for a change still does what
 * was decided (`standingOf`), a subscription as a `version` move records it (`basisOf`).
 */
import type { Handle } from "../../platform/db/handle.js";
import { type LiveSubscription, parsePending, type Standing, standing, standingOfAll, subscriptionBasis, type TargetPlan } from "../billing/pending.rules.js";
import type { BoughtQuantity } from "../billing/quote.rules.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { subscriptionPlan } from "../plans/plans.view.js";

/**
 * A plan change an invoice pays for, applied when it is paid (or at once
 * with `enable_plan_immediately`). Stored as JSON on the invoice: one change
 * as an object, the changes of a multi-attach as an array, applied together
 * (`parsePending` / `storePending`).
 */
export interface PendingChange {
  planSeq: number;
  planId: string;
  subscriptionId: string;
  /** `new`: a new subscription replacing `replace`; `version`: the subscription moves to `planSeq`. */
  move: { kind: "new"; replace: number[] } | { kind: "version"; subscriptionSeq: number };
  period: { start: number; end: number } | null;
  paidForPeriod: number;
  currency: string;
  bought: BoughtQuantity[];
  /** The subscription starts with the plan's free trial (recorded as used when applied). */
  trial?: boolean;
  /** When the subscription ends (attach's `ends_at`): its `expires_at`. */
  endsAt?: number | null;
  /**
   * The plan customized for the subscription (`customize`: JSON PlanDefinition), null to put it
   * back on its version's plan; absent: unchanged (a new subscription: its version's).
   */
  custom?: string | null;
  /** A `version` move: the subscription as it was when the change was decided (`subscriptionBasis`). */
  basis?: string;
  /** A free plan attached with paid plans on one invoice (multi-attach): nothing paid is recorded on it. */
  free?: boolean;
  /** A schedule's first phase paid after its later phases were scheduled: the group's scheduled plans stay. */
  keepScheduled?: boolean;
}

export function pendingChanges(ctx: RevenueContext) {
  const targetOf = async (h: Handle, change: PendingChange): Promise<TargetPlan | null> => {
    const plan = await ctx.repos(h).plans.bySeq(change.planSeq);
    if (!plan) return null;
    const state = subscriptionPlan(plan, change.custom);
    return { addOn: state.add_on, group: state.group };
  };
  const basisOfRow = async (h: Handle, s: { seq: number; plan_seq: number; custom_def?: string | null; current_period_start: number | null }) =>
    subscriptionBasis({ ...s, bought: (await ctx.repos(h).billing.paidOf(s.seq))?.bought ?? null });
  const liveOf = async (h: Handle, customerSeq: number): Promise<LiveSubscription[]> => {
    const { customers, plans } = ctx.repos(h);
    const live: LiveSubscription[] = [];
    for (const s of (await customers.subscriptions(customerSeq)).filter((s) => s.status === "active")) {
      const plan = (await plans.bySeq(s.plan_seq))!;
      const state = subscriptionPlan(plan, s.custom_def);
      live.push({ seq: s.seq, planId: plan.id, planSeq: s.plan_seq, group: state.group, addOn: state.add_on, basis: await basisOfRow(h, s) });
    }
    return live;
  };
  /** The open invoices of a customer that hold plan changes (each with its changes, in order), newest first. */
  const openPending = async (h: Handle, customerSeq: number) =>
    (await ctx.repos(h).invoices.pendingOf(customerSeq)).map((inv) => ({ inv, changes: parsePending<PendingChange>(inv.pending_change) }));

  return {
    targetOf,
    openPending,
    /** Whether paying for `changes` (one invoice's, all or none) now still does what was decided (`pending.rules.ts`). */
    async standingOf(h: Handle, c: CustomerRow, changes: PendingChange[]): Promise<Standing> {
      const live = await liveOf(h, c.seq);
      const verdicts: Standing[] = [];
      for (const change of changes) {
        const target = await targetOf(h, change);
        verdicts.push(target ? standing(change, live, target) : "superseded");
      }
      return standingOfAll(verdicts);
    },

    /** The subscription `seq` as a change that moves it records it (`PendingChange.basis`). */
    async basisOf(h: Handle, seq: number): Promise<string | undefined> {
      const s = await ctx.repos(h).billing.basisOf(seq);
      return s ? subscriptionBasis(s) : undefined;
    },
  };
}
export type PendingChanges = ReturnType<typeof pendingChanges>;
