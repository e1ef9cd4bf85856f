import type { Db } from "../../../platform/db/database.js";
import type { BillingRepo } from "../../../revenue/billing/billing.repo.js";

/** SQL of billing changes that the customers and plans repositories do not have. */
export function billingRepo(db: Db): BillingRepo {
  const q = {
    subscriptionIdTaken: db.prepare<[string], { found: number }>("SELECT EXISTS (SELECT 1 FROM rv_subscriptions WHERE id = ?) AS found"),
    /** Ends a subscription replaced by another plan of its group (its balances go with it). */
    endSubscription: db.prepare<[number]>("DELETE FROM rv_subscriptions WHERE seq = ?"),
    /** Moves a subscription to another version of its plan (its balances follow, keeping usage). */
    moveSubscription: db.prepare<[number, number]>("UPDATE rv_subscriptions SET plan_seq = ? WHERE seq = ?"),
    subscriptionById: db.prepare<[string], { seq: number }>("SELECT seq FROM rv_subscriptions WHERE id = ?"),
    setPaid: db.prepare<{ id: string; start: number | null; end: number | null; paid: number; currency: string; bought: string }>(
      `UPDATE rv_subscriptions SET current_period_start = @start, current_period_end = @end, period_paid = @paid, currency = @currency,
         bought = @bought WHERE id = @id`,
    ),
    setAnchor: db.prepare<[number, string]>("UPDATE rv_subscriptions SET period_anchor = ? WHERE id = ?"),
    paidOf: db.prepare<[number], { period_paid: number; currency: string | null; bought: string | null }>(
      "SELECT period_paid, currency, bought FROM rv_subscriptions WHERE seq = ?",
    ),
    /** A subscription ending at a boundary (cancel at the end of the cycle, a downgrade); nulls undo it (uncancel). */
    setEnd: db.prepare<[number | null, number | null, number]>("UPDATE rv_subscriptions SET expires_at = ?, canceled_at = ? WHERE seq = ?"),
    /** Scheduled subscriptions of a customer's group starting at a boundary (a downgrade's or a cancel's replacement). */
    scheduledAt: db.prepare<{ customer: number; group: string | null; at: number }, { seq: number }>(
      `SELECT s.seq FROM rv_subscriptions s JOIN rv_plans p ON p.seq = s.plan_seq
       WHERE s.customer_seq = @customer AND s.status = 'scheduled' AND p.add_on = 0 AND p.plan_group IS @group AND s.started_at = @at`,
    ),
    /** Every scheduled subscription of a customer's group (replaced by a newer decision). */
    scheduledOfGroup: db.prepare<{ customer: number; group: string | null }, { seq: number }>(
      `SELECT s.seq FROM rv_subscriptions s JOIN rv_plans p ON p.seq = s.plan_seq
       WHERE s.customer_seq = @customer AND s.status = 'scheduled' AND p.add_on = 0 AND p.plan_group IS @group`,
    ),
    /** The plan customized for a subscription (JSON PlanDefinition), or NULL: its version's. */
    setCustom: db.prepare<[string | null, number]>("UPDATE rv_subscriptions SET custom_def = ? WHERE seq = ?"),
    customOf: db.prepare<[number], { custom_def: string | null }>("SELECT custom_def FROM rv_subscriptions WHERE seq = ?"),
    basisOf: db.prepare<[number], { seq: number; plan_seq: number; custom_def: string | null; current_period_start: number | null; bought: string | null }>(
      "SELECT seq, plan_seq, custom_def, current_period_start, bought FROM rv_subscriptions WHERE seq = ?",
    ),
    /** Prepaid units bought (micro-units) on the balance row of a subscription's prepaid item of a feature. */
    setPrepaid: db.prepare<[number, number, string]>(
      "UPDATE rv_balances SET prepaid = ? WHERE subscription_seq = ? AND feature_id = ? AND json_extract(price, '$.billing_method') = 'prepaid'",
    ),
  };
  return {
    subscriptionIdTaken: async (id: string): Promise<boolean> => q.subscriptionIdTaken.get(id)!.found === 1,
    endSubscription: async (seq: number) => void q.endSubscription.run(seq),
    moveSubscription: async (seq: number, planSeq: number) => void q.moveSubscription.run(planSeq, seq),
    subscriptionSeq: async (id: string) => q.subscriptionById.get(id)?.seq,
    /** Records the period a paid change covers, what was paid for it and the prepaid units bought. */
    setPaid: async (id: string, p: { start: number | null; end: number | null; paid: number; currency: string; bought: Record<string, number> }) =>
      void q.setPaid.run({ id, start: p.start, end: p.end, paid: p.paid, currency: p.currency, bought: JSON.stringify(p.bought) }),
    paidOf: async (seq: number) => q.paidOf.get(seq),
    /** What a change that moves the subscription records of it (`pending.rules.ts` subscriptionBasis). */
    basisOf: async (seq: number) => q.basisOf.get(seq),
    setEnd: async (seq: number, expiresAt: number | null, canceledAt: number | null) => void q.setEnd.run(expiresAt, canceledAt, seq),
    scheduledAt: async (customerSeq: number, group: string | null, at: number): Promise<number[]> => q.scheduledAt.all({ customer: customerSeq, group, at }).map((r) => r.seq),
    scheduledOfGroup: async (customerSeq: number, group: string | null): Promise<number[]> => q.scheduledOfGroup.all({ customer: customerSeq, group }).map((r) => r.seq),
    /** The first boundary of the subscription's periods (its resets fall on the same boundaries). */
    setAnchor: async (id: string, anchor: number) => void q.setAnchor.run(anchor, id),
    /**
     * Prepaid units on the balance row of the subscription's prepaid item of `featureId` (rows
     * keep their id when a plan change reshapes them, so they are found by feature, not by index).
     */
    setPrepaid: async (subscriptionSeq: number, featureId: string, micro: number) => void q.setPrepaid.run(micro, subscriptionSeq, featureId),
    /** Puts a subscription on a customized plan (`definition` JSON), or back on its version's (null). */
    setCustom: async (seq: number, definition: string | null) => void q.setCustom.run(definition, seq),
    customOf: async (seq: number): Promise<string | null> => q.customOf.get(seq)?.custom_def ?? null,
  };
}
