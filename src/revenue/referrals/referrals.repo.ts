export interface ProgramRow {
  seq: number;
  space_id: number;
  id: string;
  reward_seq: number;
  redeem_on: "customer_creation" | "checkout";
  received_by: "referrer" | "all";
  max_redemptions: number | null;
  /** JSON string[] or NULL. */
  plan_ids: string | null;
  exclude_trial: 0 | 1;
  created_at: number;
}

export interface CodeRow {
  seq: number;
  space_id: number;
  program_seq: number;
  customer_seq: number;
  code: string;
  created_at: number;
}

export interface ReferralRow {
  seq: number;
  id: string;
  space_id: number;
  program_seq: number | null;
  program_id: string;
  code_seq: number | null;
  referrer_seq: number;
  referee_seq: number;
  reward_id: string;
  rewarded_at: number | null;
  created_at: number;
}

/** A referral with the other side's customer, for `expand: ["referrals"]`. */
export interface ReferralWithCustomer extends ReferralRow {
  other_id: string;
  other_name: string | null;
  other_email: string | null;
}

/** A program's referral code with one of its redemptions (the redemption's columns null: none yet). */
export interface ProgramReferralRow {
  code_seq: number;
  code: string;
  code_created_at: number;
  referrer_id: string;
  referral_seq: number | null;
  referral_id: string | null;
  referee_id: string | null;
  redeemed_at: number | null;
  reward_id: string | null;
  rewarded_at: number | null;
}

/** Where a page of a program's referrals starts: below this code, or in it below this redemption (0: after the code's row without one). */
export interface ReferralKey {
  codeSeq: number;
  referralSeq: number;
}

export type ProgramWrite = Omit<ProgramRow, "seq">;

/** Referral programs, customers' referral codes and redemptions. */
export interface ReferralsRepo {
  /** The space's program with this id, or undefined. */
  byId(spaceId: number, id: string): Promise<ProgramRow | undefined>;
  bySeq(seq: number): Promise<ProgramRow | undefined>;
  /** The space's programs in creation order. */
  list(spaceId: number): Promise<ProgramRow[]>;
  /** Inserts a program; answers its seq. A duplicate (space, id) throws. */
  insert(row: ProgramWrite): Promise<number>;
  /** Overwrites the program's terms (its space, id and created_at stay). */
  update(row: Omit<ProgramRow, "space_id" | "id" | "created_at">): Promise<void>;
  delete(seq: number): Promise<void>;
  /** The customer's code in a program, or undefined. */
  codeOf(programSeq: number, customerSeq: number): Promise<CodeRow | undefined>;
  /** The space's code with exactly this text (compared as stored: the caller normalizes case), or undefined. */
  codeByText(spaceId: number, code: string): Promise<CodeRow | undefined>;
  codeBySeq(seq: number): Promise<CodeRow | undefined>;
  /** Inserts a code; answers its seq. A code text taken in the space throws. */
  insertCode(row: Omit<CodeRow, "seq">): Promise<number>;
  /** How many redemptions used the code. */
  uses(codeSeq: number): Promise<number>;
  /** The referee's redemption in a program, or undefined. */
  ofReferee(programSeq: number, refereeSeq: number): Promise<ReferralRow | undefined>;
  /** Records a redemption. */
  insertReferral(row: Omit<ReferralRow, "seq">): Promise<void>;
  /** The referee's redemptions not yet rewarded whose program still exists, oldest first. */
  pendingOf(refereeSeq: number): Promise<ReferralRow[]>;
  /** Marks a redemption rewarded at `at`. */
  markRewarded(seq: number, at: number): Promise<void>;
  /** Every redemption where the customer is referrer or referee, with the other side's customer, oldest first. */
  involving(customerSeq: number): Promise<ReferralWithCustomer[]>;
  /**
   * The program's codes newest first, each with its redemptions newest first (one row per
   * redemption; a code without any: one row with the redemption's columns null): at most `limit`
   * rows after `after` (a row's key) when given.
   */
  referralsOfProgram(programSeq: number, after: ReferralKey | undefined, limit: number): Promise<ProgramReferralRow[]>;
}
