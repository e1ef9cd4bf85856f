/**
 * Applying a paid (or trial) plan change, inside the unit that pays for it (or decides it at once):
 * every effect an explicit call, in order (README "The effects a change calls").
 */
import type { Tx } from "../../platform/db/handle.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { subscriptionPlan } from "../plans/plans.view.js";
import type { ReferralsService } from "../referrals/referrals.service.js";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service.js";
import { planHeld } from "../webhooks/plan-events.js";
import type { InvoiceWrites } from "./invoice-writes.js";
import type { PendingChange, PendingChanges } from "./pending.js";

export function changeApplication(ctx: RevenueContext, subscriptions: SubscriptionsService, referrals: Pick<ReferralsService, "firstPayment">, pending: PendingChanges, writes: InvoiceWrites) {
  const { openPending, standingOf } = pending;
  /**
   * Applies a plan change (inside a write), its effects in this order: the subscription started
   * (replacing `move.replace` and the group's scheduled plan) or moved, with the period it paid,
   * its balances and prepaid units (`subscriptions`); the billing currency fixed; open invoices of
   * changes it put in place or superseded voided (`invoice.voided`); the referrals of a first
   * paid change paid out (`referrals.firstPayment`); then `customer.plan.attached|upgraded|downgraded`.
   */
  async function applyChange(tx: Tx, c: CustomerRow, change: PendingChange, now: number): Promise<void> {
    const { customers, plans, payments } = ctx.repos(tx);
    const plan = await plans.bySeq(change.planSeq);
    if (!plan) return;
    const state = subscriptionPlan(plan, change.custom);
    // What the change replaces or moves, as it was (the billing event says which way it went).
    const held = await customers.subscriptions(c.seq);
    const replacedSeq = change.move.kind === "version" ? change.move.subscriptionSeq : change.move.replace[0];
    const replaced = held.find((s) => s.seq === replacedSeq);
    const previous = await (replaced ? planHeld(ctx, tx, replaced) : null);
    // A free plan paid for with others (multi-attach) records nothing paid, as a free attach does.
    const paid = change.free === true ? undefined : { period: change.period, paid: change.paidForPeriod, currency: change.currency, bought: change.bought };
    if (change.move.kind === "version") {
      await subscriptions.move(
        tx,
        c,
        {
          subscriptionSeq: change.move.subscriptionSeq,
          planSeq: change.planSeq,
          custom: replaced ? change.custom : undefined,
          end: replaced && change.endsAt != null ? { at: change.endsAt, canceledAt: replaced.canceled_at } : null,
          paid: paid && { subscriptionId: replaced?.id ?? change.subscriptionId, ...paid },
        },
        now,
        { previous, announce: false },
      );
    } else {
      const live = new Set(held.map((s) => s.seq));
      const start = {
        plan: { row: plan, state },
        id: change.subscriptionId,
        at: change.trial === true && change.period ? change.period.start : now,
        trial: change.trial === true,
        expiresAt: change.endsAt ?? null,
        custom: change.custom,
        replace: change.move.replace.filter((seq) => live.has(seq)),
        // A plan of the group replaced now also replaces the group's scheduled change (a pending downgrade).
        dropScheduled: change.keepScheduled !== true,
        freshIfTaken: true,
        paid,
      };
      await subscriptions.start(tx, c, [start], now, { previous, announce: false });
    }
    if (paid) await payments.fixBillingCurrency(c.seq, change.currency);
    // Open invoices of changes this one put in place or superseded can no longer be paid.
    for (const p of await openPending(tx, c.seq)) if ((await standingOf(tx, c, p.changes)) !== "applies") await writes.voidInvoice(tx, p.inv, now);
    // A referee's paid change pays out its pending "checkout" referrals (a trial or a free plan is not a payment).
    await referrals.firstPayment(tx, { spaceId: c.space_id, mode: await payments.spaceMode(c.space_id) }, c.seq, change.planId, change.trial === true || change.free === true);
    await subscriptions.announce(tx, c, change.planSeq, previous, now);
  }
  return applyChange;
}
