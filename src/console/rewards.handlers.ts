/**
 * The console's rewards and referrals (issue 31 §1): list, a code's redemptions, a program's
 * referrals, create, deactivate. Thin: each calls the billing domain's handler of the same operation
 * (its validation, errors and rules) as a secret key of the mode's space would, as
 * billing.handlers.ts does; a code's redemptions and a program's referrals, which billing's API does
 * not list, come from the rewards and referrals services.
 */
import type { AuthContext } from "../platform/auth/authenticate.js";
import type { Handle } from "../platform/db/handle.js";
import type { HandlerMap } from "../platform/http/handlers.js";
import type { Mode } from "../platform/tenancy/workspaces.repo.js";
import type { operations } from "../../generated/console.js";
import { referralRewardStates } from "../revenue/referrals/referrals.rules.js";
import type { BillingConsoleParts } from "./billing.handlers.js";
import { ConsoleError } from "./errors.js";

type RewardsOps = "rewards.list" | "rewards.codeRedemptions" | "rewards.create" | "rewards.deactivate" | "referralPrograms.create" | "referralPrograms.deactivate" | "referralPrograms.referrals";

export function rewardsHandlers(p: BillingConsoleParts): Pick<HandlerMap<operations>, RewardsOps> {
  const rh = p.revenue.handlers;
  const none = {} as never;
  const as = (auth: AuthContext, mode: Mode): AuthContext => ({ keyId: auth.keyId, spaceId: p.spaceIds[mode], workspaceId: p.workspaceId, mode, kind: "secret" });
  /** Calls billing's handler `op` with `body` as the mode's secret key would. */
  const call = (op: keyof typeof rh, h: Handle, auth: AuthContext, mode: Mode, body: unknown): Promise<unknown> =>
    Promise.resolve((rh[op] as (i: unknown) => unknown)({ h, auth: as(auth, mode), body, params: none, query: none, headers: none }));

  return {
    "rewards.list": async ({ h, auth, query }) => {
      const rewards = (await call("rewards.list", h, auth, query.mode, {})) as { coupons: never[]; feature_grants: never[] };
      const programs = (await call("referrals.list_programs", h, auth, query.mode, {})) as { list: never[] };
      return { coupons: rewards.coupons, feature_grants: rewards.feature_grants, programs: programs.list };
    },
    "rewards.codeRedemptions": async ({ h, query, params }) => {
      const space = { spaceId: p.spaceIds[query.mode], mode: query.mode };
      const page = await p.revenue.services.rewards.codeRedemptions(h, space, params.code, { cursor: query.cursor, limit: query.limit ?? 50, cursorField: "cursor" });
      if (!page) throw new ConsoleError("promo_code_not_found", `No reward of ${query.mode} mode has the promotion code ${params.code}.`);
      return {
        items: page.rows.map((r) => ({
          id: r.id,
          customerId: r.customer_id,
          redeemedAt: r.created_at,
          rewardId: r.reward_id,
          rewardName: r.reward_name,
          kind: r.kind,
          source: r.source as "promo_code" | "discount",
          appliedCount: r.applied_count,
        })),
        nextCursor: page.next,
      };
    },
    "rewards.create": async ({ h, auth, query, body }) => (await call("rewards.create", h, auth, query.mode, body)) as never,
    "rewards.deactivate": async ({ h, auth, query, params }) => (await call("rewards.delete", h, auth, query.mode, { reward_id: params.id })) as never,
    "referralPrograms.create": async ({ h, auth, query, body }) => (await call("referrals.create_program", h, auth, query.mode, body)) as never,
    "referralPrograms.deactivate": async ({ h, auth, query, params }) => (await call("referrals.delete_program", h, auth, query.mode, { referral_program_id: params.id })) as never,
    "referralPrograms.referrals": async ({ h, query, params }) => {
      const space = { spaceId: p.spaceIds[query.mode], mode: query.mode };
      const page = await p.revenue.services.referrals.programReferrals(h, space, params.id, { cursor: query.cursor, limit: query.limit ?? 50, cursorField: "cursor" });
      if (!page) throw new ConsoleError("referral_program_not_found", `${query.mode} mode has no referral program ${params.id}.`);
      return {
        items: page.rows.map((r) => {
          if (r.referral_id === null) return { code: r.code, referrerId: r.referrer_id, codeCreatedAt: r.code_created_at };
          const states = referralRewardStates(page.program.received_by, r.rewarded_at);
          return {
            code: r.code,
            referrerId: r.referrer_id,
            codeCreatedAt: r.code_created_at,
            redemption: {
              id: r.referral_id,
              customerId: r.referee_id!,
              redeemedAt: r.redeemed_at!,
              rewardId: r.reward_id!,
              referrerReward: states.referrer,
              referredReward: states.referred,
              rewardedAt: r.rewarded_at,
            },
          };
        }),
        nextCursor: page.next,
      };
    },
  };
}
