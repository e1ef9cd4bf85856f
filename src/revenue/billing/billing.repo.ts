/** What a change that moves a subscription records of it (`pending.rules.ts` subscriptionBasis). */
export interface SubscriptionBasis {
  seq: number;
  plan_seq: number;
  /** The plan customized for the subscription (JSON PlanDefinition), or null: its version's. */
  custom_def: string | null;
  current_period_start: number | null;
  /** JSON object of prepaid units bought per feature, or null. */
  bought: string | null;
}

/** What was paid for a subscription's current period. */
export interface SubscriptionPaid {
  period_paid: number;
  currency: string | null;
  /** JSON object of prepaid units bought per feature, or null. */
  bought: string | null;
}

/** Billing changes' writes and reads of subscriptions that the customers and plans repositories do not have. */
export interface BillingRepo {
  /** Whether any subscription (of any space) has this id. */
  subscriptionIdTaken(id: string): Promise<boolean>;
  /** Deletes a subscription replaced by another plan of its group (its balances go with it); nothing when there is none. */
  endSubscription(seq: number): Promise<void>;
  /** Moves a subscription to another version of its plan (its balances follow, keeping usage). */
  moveSubscription(seq: number, planSeq: number): Promise<void>;
  /** The seq of the subscription with this id, or undefined. */
  subscriptionSeq(id: string): Promise<number | undefined>;
  /** Records the period a paid change covers, what was paid for it and the prepaid units bought (stored as JSON). */
  setPaid(id: string, p: { start: number | null; end: number | null; paid: number; currency: string; bought: Record<string, number> }): Promise<void>;
  /** What was paid for the subscription's period, or undefined when there is no such subscription. */
  paidOf(seq: number): Promise<SubscriptionPaid | undefined>;
  /** What a change that moves the subscription records of it, or undefined when there is none. */
  basisOf(seq: number): Promise<SubscriptionBasis | undefined>;
  /** A subscription ending at a boundary (cancel at the end of the cycle, a downgrade); nulls undo it (uncancel). */
  setEnd(seq: number, expiresAt: number | null, canceledAt: number | null): Promise<void>;
  /** Seqs of the customer's scheduled subscriptions of base plans (not add-ons) of `group` (null: no group) starting exactly at `at`. */
  scheduledAt(customerSeq: number, group: string | null, at: number): Promise<number[]>;
  /** Seqs of every scheduled subscription of the customer's base plans of `group` (null: no group). */
  scheduledOfGroup(customerSeq: number, group: string | null): Promise<number[]>;
  /** The first boundary of the subscription's periods (its resets fall on the same boundaries). */
  setAnchor(id: string, anchor: number): Promise<void>;
  /**
   * Prepaid units (micro-units) on the balance row of the subscription's prepaid item of `featureId`
   * (rows keep their id when a plan change reshapes them, so they are found by feature, not by index).
   */
  setPrepaid(subscriptionSeq: number, featureId: string, micro: number): Promise<void>;
  /** Puts a subscription on a customized plan (`definition` JSON), or back on its version's (null). */
  setCustom(seq: number, definition: string | null): Promise<void>;
  /** The subscription's customized plan (JSON), or null: its version's (or no such subscription). */
  customOf(seq: number): Promise<string | null>;
}
