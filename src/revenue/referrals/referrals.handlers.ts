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
  const create: RevenueHandlerGroup<Ops>["referrals.create_program"] = ({ auth, body }) => referrals.createProgram(auth, body);
  const list: RevenueHandlerGroup<Ops>["referrals.list_programs"] = ({ auth }) => referrals.listPrograms(auth);
  const get: RevenueHandlerGroup<Ops>["referrals.get_program"] = ({ auth, body }) => referrals.getProgram(auth, body.referral_program_id);
  const update: RevenueHandlerGroup<Ops>["referrals.update_program"] = ({ auth, body }) => referrals.updateProgram(auth, body);
  const del: RevenueHandlerGroup<Ops>["referrals.delete_program"] = ({ auth, body }) => referrals.deleteProgram(auth, body.referral_program_id);
  const redeem: RevenueHandlerGroup<Ops>["referrals.redeem"] = ({ auth, body }) => referrals.redeem(auth, body);
  return {
    "referrals.create_program": create,
    "referrals.list_programs": list,
    "referrals.get_program": get,
    "referrals.update_program": update,
    "referrals.delete_program": del,
    "referrals.create_code": ({ auth, body }) => referrals.createCode(auth, body),
    "referrals.redeem": redeem,
    "referral_programs.create": create,
    "referral_programs.list": list,
    "referral_programs.get": get,
    "referral_programs.update": update,
    "referral_programs.delete": del,
    "referrals.redeem_code": redeem,
  };
}
