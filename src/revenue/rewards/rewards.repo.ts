export type RewardKind = "coupon" | "feature_grant";

export interface RewardRow {
  seq: number;
  space_id: number;
  id: string;
  kind: RewardKind;
  name: string;
  /** JSON: CouponTerms (coupon) or { grants } (feature grant). */
  definition: string;
  created_at: number;
}

export interface PromoCodeRow {
  seq: number;
  space_id: number;
  reward_seq: number;
  code: string;
  code_key: string;
  max_redemptions: number | null;
  first_time_transaction: 0 | 1;
  expires_at: number | null;
  redeemed: number;
}

export interface RedemptionRow {
  seq: number;
  id: string;
  space_id: number;
  customer_seq: number;
  reward_seq: number | null;
  reward_id: string;
  reward_name: string;
  kind: RewardKind;
  /** JSON snapshot of the reward's definition when redeemed. */
  terms: string;
  /** `discount`: named by an attach's or update's `discounts` by its reward id. */
  source: "promo_code" | "referral" | "discount";
  code: string | null;
  applied_count: number;
  discounted: number;
  created_at: number;
}

/** A redemption with its customer's id (the console's list of a code's redemptions). */
export interface CodeRedemptionRow extends RedemptionRow {
  customer_id: string;
}

export type NewPromoCode = Omit<PromoCodeRow, "seq" | "space_id" | "reward_seq">;
export type NewRedemption = Omit<RedemptionRow, "seq" | "applied_count" | "discounted">;

/** Rewards, their promotion codes and customers' redemptions. */
export interface RewardsRepo {
  /** The space's reward with this id, or undefined. */
  byId(spaceId: number, id: string): Promise<RewardRow | undefined>;
  bySeq(seq: number): Promise<RewardRow | undefined>;
  /** The space's rewards in creation order. */
  list(spaceId: number): Promise<RewardRow[]>;
  /** Inserts a reward; answers its seq. A duplicate (space, id) throws. */
  insert(row: Omit<RewardRow, "seq">): Promise<number>;
  /** Sets the reward's name and definition. */
  update(seq: number, name: string, definition: string): Promise<void>;
  delete(seq: number): Promise<void>;
  /** The reward's promotion codes in creation order. */
  codesOf(rewardSeq: number): Promise<PromoCodeRow[]>;
  /** Every promotion code of the space in creation order. */
  codesOfSpace(spaceId: number): Promise<PromoCodeRow[]>;
  /** The space's code with this key (the caller's case-folded form of the code), or undefined. */
  codeByKey(spaceId: number, key: string): Promise<PromoCodeRow | undefined>;
  /** Replaces a reward's codes (redemption counts carried over by the caller). A key taken in the space throws. */
  setCodes(spaceId: number, rewardSeq: number, codes: NewPromoCode[]): Promise<void>;
  /** Counts one redemption of the code. */
  countRedemption(codeSeq: number): Promise<void>;
  /** Records a redemption (applied_count and discounted start at 0). */
  insertRedemption(r: NewRedemption): Promise<void>;
  /** Whether the customer redeemed the reward by a promotion code or an attach's / update's `discounts` (a referral's does not count). */
  hasPromoRedemption(customerSeq: number, rewardId: string): Promise<boolean>;
  /** The customer's coupon redemptions, oldest first. */
  couponsOf(customerSeq: number): Promise<RedemptionRow[]>;
  /** Records that a coupon discounted one charge by `amount` minor units; false when no such coupon redemption. */
  recordApplied(redemptionId: string, amount: number): Promise<boolean>;
  /** Undoes one recordApplied (the invoice that used the coupon was voided); counts never go below 0. */
  releaseApplied(redemptionId: string, amount: number): Promise<void>;
  /**
   * The redemptions of a promotion code (its reward's, made with that code), newest first (by seq):
   * at most `limit`, those with seq below `before` when given.
   */
  redemptionsOfCode(code: Pick<PromoCodeRow, "reward_seq" | "code">, before: number | undefined, limit: number): Promise<CodeRedemptionRow[]>;
  /** Ids of the referral programs that give the reward, in creation order. */
  programsUsing(rewardSeq: number): Promise<string[]>;
}
