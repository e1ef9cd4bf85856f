import type { Db } from "../../platform/db/database.js";

/** SQL of billing changes that the customers and plans repositories do not have. */
export function billingRepo(db: Db) {
  const q = {
    subscriptionIdTaken: db.prepare<[string], { found: number }>("SELECT EXISTS (SELECT 1 FROM rv_subscriptions WHERE id = ?) AS found"),
    /** Ends a subscription replaced by another plan of its group (its balances go with it). */
    endSubscription: db.prepare<[number]>("DELETE FROM rv_subscriptions WHERE seq = ?"),
    /** Moves a subscription to another version of its plan (its balances follow, keeping usage). */
    moveSubscription: db.prepare<[number, number]>("UPDATE rv_subscriptions SET plan_seq = ? WHERE seq = ?"),
  };
  return {
    subscriptionIdTaken: (id: string): boolean => q.subscriptionIdTaken.get(id)!.found === 1,
    endSubscription: (seq: number) => void q.endSubscription.run(seq),
    moveSubscription: (seq: number, planSeq: number) => void q.moveSubscription.run(planSeq, seq),
  };
}
