/**
 * Referral rules, pure: codes, program terms, who is rewarded and when.
 */
import { invalid } from "../../platform/errors.js";
import type { Schemas } from "../types.js";
import type { ProgramRow, ReferralKey, ReferralRow } from "./referrals.repo.js";

/** Referral code letters: A–Z and 2–9 without 0, 1, I, O (easy to read out). */
export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 8;

/** A code from random bytes (32 letters: each byte's low 5 bits, so every letter is equally likely). */
export function referralCode(bytes: Uint8Array): string {
  if (bytes.length < CODE_LENGTH) throw new RangeError(`needs ${CODE_LENGTH} random bytes`);
  let s = "";
  for (let i = 0; i < CODE_LENGTH; i++) s += CODE_ALPHABET[bytes[i] & 31];
  return s;
}

/** Codes are matched case-insensitively; they are stored upper-case. */
export const normalCode = (code: string): string => code.toUpperCase();

type ProgramTerms = Pick<ProgramRow, "redeem_on" | "received_by" | "max_redemptions" | "plan_ids" | "exclude_trial">;

/** A program's terms after a create or update, checked: plan_ids required with `checkout`, refused otherwise. */
export function programTerms(
  before: ProgramTerms | null,
  body: Pick<Schemas["UpdateReferralProgramParams"], "redeem_on" | "received_by" | "max_redemptions" | "plan_ids" | "exclude_trial">,
): ProgramTerms & { planIds: string[] | null } {
  const redeem_on = body.redeem_on ?? before?.redeem_on ?? "customer_creation";
  const received_by = body.received_by ?? before?.received_by ?? "referrer";
  const max = body.max_redemptions !== undefined ? body.max_redemptions : (before?.max_redemptions ?? null);
  let planIds = body.plan_ids !== undefined ? body.plan_ids : before?.plan_ids ? (JSON.parse(before.plan_ids) as string[]) : null;
  // Switching an existing program to customer_creation drops its plans; naming plans with it is refused.
  if (redeem_on === "customer_creation" && body.plan_ids === undefined && body.redeem_on !== undefined) planIds = null;
  if (redeem_on === "checkout" && (planIds === null || planIds.length === 0)) invalid("plan_ids", "is required (at least one plan) with redeem_on checkout");
  if (redeem_on === "customer_creation" && planIds !== null) invalid("plan_ids", "is only for redeem_on checkout");
  if (planIds !== null) {
    const dup = planIds.find((p, i) => planIds!.indexOf(p) !== i);
    if (dup !== undefined) invalid("plan_ids", `names ${dup} twice`);
  }
  const exclude = body.exclude_trial !== undefined ? body.exclude_trial === true : before?.exclude_trial === 1;
  return { redeem_on, received_by, max_redemptions: max, plan_ids: planIds === null ? null : JSON.stringify(planIds), planIds, exclude_trial: exclude ? 1 : 0 };
}

/** Who receives the program's reward: the referrer, and with `all` the referee too. */
export const receivers = (receivedBy: ProgramRow["received_by"]): ("referrer" | "referee")[] => (receivedBy === "all" ? ["referrer", "referee"] : ["referrer"]);

/**
 * Whether a referee's paid attach fires a pending `checkout` referral: the
 * plan is one of the program's, and a free trial counts unless
 * `exclude_trial`.
 */
export function firesAtCheckout(program: Pick<ProgramRow, "redeem_on" | "plan_ids" | "exclude_trial">, planId: string, trial: boolean): boolean {
  if (program.redeem_on !== "checkout") return false;
  if (trial && program.exclude_trial === 1) return false;
  const plans = program.plan_ids === null ? [] : (JSON.parse(program.plan_ids) as string[]);
  return plans.includes(planId);
}

export function programView(p: ProgramRow, rewardId: string): Schemas["ReferralProgram"] {
  return {
    id: p.id,
    reward_id: rewardId,
    redeem_on: p.redeem_on,
    received_by: p.received_by,
    max_redemptions: p.max_redemptions,
    plan_ids: p.plan_ids === null ? null : (JSON.parse(p.plan_ids) as string[]),
    exclude_trial: p.exclude_trial === 1,
    created_at: p.created_at,
  };
}

export const referralView = (r: ReferralRow, refereeId: string, referrerId: string): Schemas["ReferralRedemption"] => ({
  id: r.id,
  customer_id: refereeId,
  reward_id: r.reward_id,
  referrer_id: referrerId,
  reward_applied: r.rewarded_at !== null,
});

/** Where one side's reward of a referral stands (the console's list of a program's referrals). */
export type ReferralRewardState = "granted" | "pending_checkout" | "not_receiver";

/**
 * Each side's reward of a redemption: a receiver's is granted once billing rewarded the referral
 * (`rewarded_at`), pending until then (a `checkout` program waits for the first payment); the
 * referred customer receives only with `received_by: all` (the program's terms now).
 */
export function referralRewardStates(
  receivedBy: ProgramRow["received_by"],
  rewardedAt: number | null,
): { referrer: ReferralRewardState; referred: ReferralRewardState } {
  const state: ReferralRewardState = rewardedAt === null ? "pending_checkout" : "granted";
  return { referrer: state, referred: receivers(receivedBy).includes("referee") ? state : "not_receiver" };
}

/** The opaque cursor of a program's referrals after the row of this key. */
export const referralCursor = (k: ReferralKey): string => Buffer.from(`ref:${k.codeSeq}:${k.referralSeq}`).toString("base64url");

/** The key a `referralCursor` names; anything else: 400 naming `field`. */
export function referralCursorKey(cursor: string, field: string): ReferralKey {
  const m = /^ref:(\d{1,16}):(\d{1,16})$/.exec(Buffer.from(cursor, "base64url").toString());
  const key = m && { codeSeq: Number(m[1]), referralSeq: Number(m[2]) };
  if (!key || !Number.isSafeInteger(key.codeSeq) || !Number.isSafeInteger(key.referralSeq)) invalid(field, "is not a cursor of this list");
  return key;
}
