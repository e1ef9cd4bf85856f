import type { BillingRepo, SubscriptionBasis, SubscriptionPaid } from "../../../revenue/billing/billing.repo.js";
import { type PgConn, stmt } from "../conn.js";

/** Scheduled subscriptions of a customer's base plans of a group (a NULL group matches NULL). */
const SCHEDULED = `SELECT s.seq FROM rv_subscriptions s JOIN rv_plans p ON p.seq = s.plan_seq
  WHERE s.customer_seq = $1 AND s.status = 'scheduled' AND p.add_on = 0 AND p.plan_group IS NOT DISTINCT FROM $2::text`;

const q = {
  subscriptionIdTaken: stmt<{ found: boolean }>("billing.subscriptionIdTaken", "SELECT EXISTS (SELECT 1 FROM rv_subscriptions WHERE id = $1) AS found"),
  endSubscription: stmt("billing.endSubscription", "DELETE FROM rv_subscriptions WHERE seq = $1"),
  moveSubscription: stmt("billing.moveSubscription", "UPDATE rv_subscriptions SET plan_seq = $2 WHERE seq = $1"),
  subscriptionById: stmt<{ seq: number }>("billing.subscriptionById", "SELECT seq FROM rv_subscriptions WHERE id = $1"),
  setPaid: stmt(
    "billing.setPaid",
    "UPDATE rv_subscriptions SET current_period_start = $2, current_period_end = $3, period_paid = $4, currency = $5, bought = $6 WHERE id = $1",
  ),
  setAnchor: stmt("billing.setAnchor", "UPDATE rv_subscriptions SET period_anchor = $2 WHERE id = $1"),
  paidOf: stmt<SubscriptionPaid>("billing.paidOf", "SELECT period_paid, currency, bought FROM rv_subscriptions WHERE seq = $1"),
  setEnd: stmt("billing.setEnd", "UPDATE rv_subscriptions SET expires_at = $2, canceled_at = $3 WHERE seq = $1"),
  scheduledAt: stmt<{ seq: number }>("billing.scheduledAt", `${SCHEDULED} AND s.started_at = $3 ORDER BY s.seq`),
  scheduledOfGroup: stmt<{ seq: number }>("billing.scheduledOfGroup", `${SCHEDULED} ORDER BY s.seq`),
  setCustom: stmt("billing.setCustom", "UPDATE rv_subscriptions SET custom_def = $2 WHERE seq = $1"),
  customOf: stmt<{ custom_def: string | null }>("billing.customOf", "SELECT custom_def FROM rv_subscriptions WHERE seq = $1"),
  basisOf: stmt<SubscriptionBasis>("billing.basisOf", "SELECT seq, plan_seq, custom_def, current_period_start, bought FROM rv_subscriptions WHERE seq = $1"),
  setPrepaid: stmt(
    "billing.setPrepaid",
    "UPDATE rv_balances SET prepaid = $3 WHERE subscription_seq = $1 AND feature_id = $2 AND price::jsonb ->> 'billing_method' = 'prepaid'",
  ),
};

/** SQL of billing changes that the customers and plans repositories do not have. */
export function billingRepo(c: PgConn): BillingRepo {
  return {
    subscriptionIdTaken: async (id) => (await q.subscriptionIdTaken.one(c, id))!.found,
    async endSubscription(seq) {
      await q.endSubscription.run(c, seq);
    },
    async moveSubscription(seq, planSeq) {
      await q.moveSubscription.run(c, seq, planSeq);
    },
    subscriptionSeq: async (id) => (await q.subscriptionById.one(c, id))?.seq,
    async setPaid(id, p) {
      await q.setPaid.run(c, id, p.start, p.end, p.paid, p.currency, JSON.stringify(p.bought));
    },
    paidOf: (seq) => q.paidOf.one(c, seq),
    basisOf: (seq) => q.basisOf.one(c, seq),
    async setEnd(seq, expiresAt, canceledAt) {
      await q.setEnd.run(c, seq, expiresAt, canceledAt);
    },
    scheduledAt: async (customerSeq, group, at) => (await q.scheduledAt.all(c, customerSeq, group, at)).map((r) => r.seq),
    scheduledOfGroup: async (customerSeq, group) => (await q.scheduledOfGroup.all(c, customerSeq, group)).map((r) => r.seq),
    async setAnchor(id, anchor) {
      await q.setAnchor.run(c, id, anchor);
    },
    async setPrepaid(subscriptionSeq, featureId, micro) {
      await q.setPrepaid.run(c, subscriptionSeq, featureId, micro);
    },
    async setCustom(seq, definition) {
      await q.setCustom.run(c, seq, definition);
    },
    customOf: async (seq) => (await q.customOf.one(c, seq))?.custom_def ?? null,
  };
}
