import type { Handle, Tx } from "../../platform/db/handle.js";
import { prefixedId } from "../../platform/ids.js";
import type { BalancesService } from "../balances/balances.service.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow, SubscriptionRow } from "../customers/customers.repo.js";
import { chooseAutoEnabled, newSubscription } from "../customers/customers.rules.js";
import type { PlanRow } from "../plans/plans.repo.js";
import type { PlanState } from "../plans/plans.rules.js";
import { planState, subscriptionPlan } from "../plans/plans.view.js";
import type { InvoiceRow } from "../invoices/invoices.repo.js";
import type { BoughtQuantity, QuoteLine } from "./quote.rules.js";
import { announcePlan, announceStart, planHeld } from "../webhooks/plan-events.js";

/**
 * What changes a subscription's life outside a payment (inside a unit: each step takes its `tx`):
 * ending now, ending at a boundary, undoing that, and scheduling a plan for a
 * boundary. The representation the billing cycle applies (agreed):
 *
 * - A subscription that ends at a boundary (cancel at the end of the cycle,
 *   a downgrade) stays `active` with `expires_at` = the boundary and
 *   `canceled_at` = when it was cancelled.
 * - A plan that starts at a boundary (a downgrade, the group's default plan
 *   after a cancel) is a row with status `scheduled` and `started_at` = the
 *   boundary; it has no balances until the cycle activates it. A paid one
 *   carries its `currency` and prepaid `bought` units and `period_paid` 0:
 *   the cycle invoices its first period when it activates it.
 * - The cycle ends subscriptions whose `expires_at` ≤ now and activates
 *   scheduled ones at their `started_at`.
 */
/**
 * The last invoice of a plan that ends now (cancel_immediately): the billing cycle's own final
 * invoice, handed in by the composition root (src/revenue/services.ts). The plan's usage not billed
 * yet, up to the end, is invoiced in arrears inside the end's write, claimed once in rv_renewals
 * (kind `end`), then charged after the write as a renewal is (a failure is dunned by the cycle).
 */
export interface EndUsage {
  /** Invoices it (inside the end's unit `tx`, before the subscription goes): whether a charge is due. */
  invoiceEnd(tx: Tx, subscriptionSeq: number, at: number): Promise<boolean>;
  /**
   * Charges what `invoiceEnd` invoiced (after the end's unit committed, inside the billing lock:
   * it reads committed data and writes in units of its own); the invoice as settled.
   */
  chargeEnd(subscriptionSeq: number, at: number): Promise<InvoiceRow | undefined>;
  /** What `invoiceEnd` would invoice now (a read through `h`; null: nothing). */
  previewEnd(h: Handle, subscriptionSeq: number, at: number): Promise<{ currency: string; lines: QuoteLine[] } | null>;
}

export function subscriptionSchedule(ctx: RevenueContext, balances: BalancesService, usage: Pick<EndUsage, "invoiceEnd">) {
  const schedule = {
    /** The group's default (auto_enable) plan that comes back when a plan of the group ends; none for add-ons or the default itself. */
    async defaultOf(h: Handle, spaceId: number, ending: { planId: string; state: PlanState }): Promise<PlanRow | undefined> {
      if (ending.state.add_on) return undefined;
      const candidates = (await ctx.repos(h).plans.autoEnable(spaceId))
        .map((row) => ({ row, state: planState(row) }))
        .filter((x) => !x.state.add_on && x.state.group === ending.state.group && x.row.id !== ending.planId);
      return chooseAutoEnabled(candidates)[0]?.row;
    },

    /** Deletes every `scheduled` subscription of the customer's group (a newer decision replaces them). */
    async dropScheduled(tx: Tx, customerSeq: number, group: string | null): Promise<void> {
      const repo = ctx.repos(tx).billing;
      for (const seq of await repo.scheduledOfGroup(customerSeq, group)) await repo.endSubscription(seq);
    },

    /**
     * A `scheduled` subscription of `plan` starting at `at`; answers its id. `trial`: it starts
     * with the plan's free trial (the cycle checks the trial is still available then);
     * `expiresAt`: it ends then (attach's `ends_at`); `custom`: on a customized plan.
     */
    async insertScheduled(
      tx: Tx,
      c: CustomerRow,
      plan: PlanRow,
      at: number,
      now: number,
      x: { id?: string; currency: string | null; bought: BoughtQuantity[]; trial?: boolean; expiresAt?: number | null; custom?: string | null } = { currency: null, bought: [] },
    ): Promise<string> {
      const { customers, billing: repo } = ctx.repos(tx);
      const id = x.id ?? prefixedId("sub");
      const row = newSubscription({ id, spaceId: c.space_id, customerSeq: c.seq, planSeq: plan.seq, plan: subscriptionPlan(plan, x.custom), now: at, trial: x.trial });
      const seq = await customers.insertSubscription({ ...row, status: "scheduled", created_at: now, expires_at: x.expiresAt ?? null });
      if (x.custom) await repo.setCustom(seq, x.custom);
      if (x.currency !== null) {
        await repo.setPaid(id, {
          start: row.current_period_start,
          end: row.current_period_end,
          paid: 0,
          currency: x.currency,
          bought: Object.fromEntries(x.bought.map((b) => [b.feature_id, b.units])),
        });
      }
      return id;
    },

    /**
     * Ends a subscription now: its usage not billed yet is invoiced in
     * arrears first (`EndUsage`), then its balances go with it (grants
     * stay). An active plan of a group takes its group's scheduled plans
     * with it and brings back the group's default plan, at once. Answers
     * whether that last invoice is to be charged (`EndUsage.chargeEnd` at `now`).
     */
    async endNow(tx: Tx, c: CustomerRow, sub: SubscriptionRow, plan: { planId: string; state: PlanState }, now: number): Promise<boolean> {
      const { customers, billing: repo } = ctx.repos(tx);
      const was = await planHeld(ctx, tx, sub);
      const due = await usage.invoiceEnd(tx, sub.seq, now);
      await announcePlan(ctx, tx, "customer.plan.canceled", c, sub, { status: "expired", effectiveAt: now });
      await repo.endSubscription(sub.seq);
      if (sub.status === "active" && !plan.state.add_on) {
        await schedule.dropScheduled(tx, c.seq, plan.state.group);
        const d = await schedule.defaultOf(tx, c.space_id, plan);
        if (d) await customers.insertSubscription(newSubscription({ id: prefixedId("sub"), spaceId: c.space_id, customerSeq: c.seq, planSeq: d.seq, plan: planState(d), now }));
        if (d) await announceStart(ctx, tx, c, d.seq, was, now);
      }
      await balances.ensure(tx, c);
      return due;
    },

    /**
     * Ends a subscription at `at` (its period's end): `expires_at` = `at`,
     * `canceled_at` = now (kept when it was cancelled already). The group's
     * scheduled plans are replaced by its default plan, scheduled at `at`.
     */
    async endAt(tx: Tx, c: CustomerRow, sub: SubscriptionRow, plan: { planId: string; state: PlanState }, at: number, now: number): Promise<void> {
      await ctx.repos(tx).billing.setEnd(sub.seq, at, sub.canceled_at ?? now);
      await announcePlan(ctx, tx, "customer.plan.canceled", c, sub, { effectiveAt: at });
      if (plan.state.add_on) return;
      await schedule.dropScheduled(tx, c.seq, plan.state.group);
      const d = await schedule.defaultOf(tx, c.space_id, plan);
      if (d) await schedule.insertScheduled(tx, c, d, at, now);
    },

    /** Undoes a pending end (cancel at the end of the cycle, a scheduled downgrade): answers whether there was one. */
    async uncancel(tx: Tx, c: CustomerRow, sub: SubscriptionRow, plan: { state: PlanState }): Promise<boolean> {
      if (sub.expires_at === null && sub.canceled_at === null) return false;
      const repo = ctx.repos(tx).billing;
      if (!plan.state.add_on && sub.expires_at !== null) for (const seq of await repo.scheduledAt(c.seq, plan.state.group, sub.expires_at)) await repo.endSubscription(seq);
      await repo.setEnd(sub.seq, null, null);
      await announcePlan(ctx, tx, "customer.plan.uncanceled", c, sub);
      return true;
    },
  };
  return schedule;
}
export type SubscriptionSchedule = ReturnType<typeof subscriptionSchedule>;
