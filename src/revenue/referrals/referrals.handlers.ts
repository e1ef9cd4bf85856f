import type { RevenueHandlerGroup } from "../types.js";
import type { ReferralsService } from "./referrals.service.js";

type Ops =
  | "referrals.create_program"
  | "referrals.list_programs"
  | "referrals.get_program"
  | "referrals.update_program"
  | "referrals.delete_program"
  | "referrals.create_code"
  | "referrals.redeem"
  | "referral_programs.create"
  | "referral_programs.list"
  | "referral_programs.get"
  | "referral_programs.update"
  | "referral_programs.delete"
  | "referrals.redeem_code";

/** Tandem's names and autumn-js's (referral_programs.*, referrals.redeem_code) run the same code. */
export function referralHandlers(referrals: ReferralsService): RevenueHandlerGroup<Ops> {
  const create: RevenueHandlerGroup<Ops>["referrals.create_program"] = ({ auth, body, h }) => referrals.createProgram(h, auth, body);
  const list: RevenueHandlerGroup<Ops>["referrals.list_programs"] = ({ auth, h }) => referrals.listPrograms(h, auth);
  const get: RevenueHandlerGroup<Ops>["referrals.get_program"] = ({ auth, body, h }) => referrals.getProgram(h, auth, body.referral_program_id);
  const update: RevenueHandlerGroup<Ops>["referrals.update_program"] = ({ auth, body, h }) => referrals.updateProgram(h, auth, body);
  const del: RevenueHandlerGroup<Ops>["referrals.delete_program"] = ({ auth, body, h }) => referrals.deleteProgram(h, auth, body.referral_program_id);
  const redeem: RevenueHandlerGroup<Ops>["referrals.redeem"] = ({ auth, body, h }) => referrals.redeem(h, auth, body);
  return {
    "referrals.create_program": create,
    "referrals.list_programs": list,
    "referrals.get_program": get,
    "referrals.update_program": update,
    "referrals.delete_program": del,
    "referrals.create_code": ({ auth, body, h }) => referrals.createCode(h, auth, body),
    "referrals.redeem": redeem,
    "referral_programs.create": create,
    "referral_programs.list": list,
    "referral_programs.get": get,
    "referral_programs.update": update,
    "referral_programs.delete": del,
    "referrals.redeem_code": redeem,
  };
}
