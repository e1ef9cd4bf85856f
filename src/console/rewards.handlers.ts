/**
 * The console's rewards and referrals (issue 31 §1): list, create, deactivate. Thin: each calls the
 * billing domain's handler of the same operation (its validation, errors and rules) as a secret key
 * of the mode's space would, as billing.handlers.ts does.
 */
import type { AuthContext } from "../platform/auth/authenticate.js";
import type { Handle } from "../platform/db/handle.js";
import type { HandlerMap } from "../platform/http/handlers.js";
import type { Mode } from "../platform/tenancy/workspaces.repo.js";
import type { operations } from "../../generated/console.js";
import type { BillingConsoleParts } from "./billing.handlers.js";

type RewardsOps = "rewards.list" | "rewards.create" | "rewards.deactivate" | "referralPrograms.create" | "referralPrograms.deactivate";

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
    "rewards.create": async ({ h, auth, query, body }) => (await call("rewards.create", h, auth, query.mode, body)) as never,
    "rewards.deactivate": async ({ h, auth, query, params }) => (await call("rewards.delete", h, auth, query.mode, { reward_id: params.id })) as never,
    "referralPrograms.create": async ({ h, auth, query, body }) => (await call("referrals.create_program", h, auth, query.mode, body)) as never,
    "referralPrograms.deactivate": async ({ h, auth, query, params }) => (await call("referrals.delete_program", h, auth, query.mode, { referral_program_id: params.id })) as never,
  };
}
