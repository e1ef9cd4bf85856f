/**
 * Referrals: programs (create, list, get, update, delete), a customer's
 * stable code, redemption, and the pending `checkout` rewards the payments
 * work fires at a referee's first payment.
 */
import { randomBytes } from "node:crypto";
import { invalid } from "../../platform/errors.js";
import { prefixedId } from "../../platform/ids.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { RevenueError } from "../errors.js";
import type { RewardsService } from "../rewards/rewards.service.js";
import type { Schemas, Space } from "../types.js";
import type { ProgramRow, ReferralRow } from "./referrals.repo.js";
import { firesAtCheckout, normalCode, programTerms, programView, receivers, referralCode, referralView } from "./referrals.rules.js";

export function referralsService(ctx: RevenueContext, rewards: RewardsService, random: (n: number) => Uint8Array = randomBytes) {
  const { referrals: repo, rewards: rewardRows, customers, plans } = ctx.repos;

  const rewardIdOf = async (p: ProgramRow): Promise<string> => (await rewardRows.bySeq(p.reward_seq))!.id;
  const view = async (p: ProgramRow) => programView(p, await rewardIdOf(p));

  async function find(spaceId: number, id: string, field = "referral_program_id"): Promise<ProgramRow> {
    const p = await repo.byId(spaceId, id);
    if (!p) invalid(field, `names no referral program: ${id}`);
    return p;
  }

  async function customer(spaceId: number, id: string): Promise<CustomerRow> {
    const c = await customers.byId(spaceId, id);
    if (!c) throw new RevenueError("customer_not_found", `No customer ${id}.`);
    return c;
  }

  async function rewardSeq(spaceId: number, id: string): Promise<number> {
    const r = await rewardRows.byId(spaceId, id);
    if (!r) invalid("reward_id", `names no reward: ${id}`);
    return r.seq;
  }

  async function checkPlans(spaceId: number, ids: string[] | null): Promise<void> {
    for (const id of ids ?? []) if (!(await plans.latest(spaceId, id))) throw new RevenueError("plan_not_found", `No plan ${id}.`);
  }

  /** Gives the program's reward to its receivers (inside the write) and marks the referral rewarded. */
  async function fire(space: Space, p: ProgramRow, r: Pick<ReferralRow, "referrer_seq" | "referee_seq">, code: string | null): Promise<void> {
    const reward = (await rewardRows.bySeq(p.reward_seq))!;
    for (const who of receivers(p.received_by)) {
      const c = await customers.bySeq(who === "referrer" ? r.referrer_seq : r.referee_seq);
      await rewards.give(space, c, reward, "referral", code);
    }
  }

  const service = {
    async createProgram(space: Space, body: Schemas["CreateReferralProgramParams"]): Promise<Schemas["ReferralProgram"]> {
      const t = programTerms(null, body);
      return await ctx.write(async () => {
        if (await repo.byId(space.spaceId, body.id)) invalid("id", `${body.id} is taken by another referral program`);
        const reward_seq = await rewardSeq(space.spaceId, body.reward_id);
        await checkPlans(space.spaceId, t.planIds);
        const { planIds: _, ...terms } = t;
        const seq = await repo.insert({ space_id: space.spaceId, id: body.id, reward_seq, ...terms, created_at: ctx.clock.now() });
        return await view((await repo.bySeq(seq))!);
      });
    },

    listPrograms: async (space: Space): Promise<Schemas["ReferralProgramList"]> => ({ list: await Promise.all((await repo.list(space.spaceId)).map((p) => view(p))) }),

    getProgram: async (space: Space, id: string): Promise<Schemas["ReferralProgram"]> => await view(await find(space.spaceId, id)),

    async updateProgram(space: Space, body: Schemas["UpdateReferralProgramParams"]): Promise<Schemas["ReferralProgram"]> {
      return await ctx.write(async () => {
        const p = await find(space.spaceId, body.referral_program_id);
        const t = programTerms(p, body);
        const reward_seq = body.reward_id !== undefined ? await rewardSeq(space.spaceId, body.reward_id) : p.reward_seq;
        if (body.plan_ids !== undefined) await checkPlans(space.spaceId, t.planIds);
        const { planIds: _, ...terms } = t;
        await repo.update({ seq: p.seq, reward_seq, ...terms });
        return await view((await repo.bySeq(p.seq))!);
      });
    },

    async deleteProgram(space: Space, id: string): Promise<Schemas["DeleteResult"]> {
      return await ctx.write(async () => {
        await repo.delete((await find(space.spaceId, id)).seq);
        return { success: true };
      });
    },

    async createCode(space: Space, body: Schemas["CreateReferralCodeParams"]): Promise<Schemas["ReferralCode"]> {
      return await ctx.write(async () => {
        const c = await customer(space.spaceId, body.customer_id);
        const p = await find(space.spaceId, body.program_id, "program_id");
        const existing = await repo.codeOf(p.seq, c.seq);
        if (existing) return { code: existing.code, customer_id: c.id, created_at: existing.created_at };
        // 32⁸ ≈ 10¹² codes: a clash is rare; draw again.
        let code = referralCode(random(8));
        for (let i = 0; (await repo.codeByText(space.spaceId, code)) && i < 10; i++) code = referralCode(random(8));
        const now = ctx.clock.now();
        await repo.insertCode({ space_id: space.spaceId, program_seq: p.seq, customer_seq: c.seq, code, created_at: now });
        return { code, customer_id: c.id, created_at: now };
      });
    },

    async redeem(space: Space, body: Schemas["RedeemReferralParams"]): Promise<Schemas["ReferralRedemption"]> {
      return await ctx.write(async () => {
        const now = ctx.clock.now();
        const c = await customer(space.spaceId, body.customer_id);
        const code = await repo.codeByText(space.spaceId, normalCode(body.code));
        if (!code) invalid("code", `matches no referral code: ${body.code}`);
        const p = (await repo.bySeq(code.program_seq))!;
        if (code.customer_seq === c.seq) throw new RevenueError("self_referral", `Customer ${c.id} cannot redeem its own referral code.`);
        if (await repo.ofReferee(p.seq, c.seq)) throw new RevenueError("already_redeemed", `Customer ${c.id} has already redeemed a code of referral program ${p.id}.`);
        if (p.max_redemptions !== null && (await repo.uses(code.seq)) >= p.max_redemptions) {
          throw new RevenueError("code_exhausted", `The referral code ${code.code} has been redeemed ${p.max_redemptions} times, the program's limit.`);
        }
        const row: Omit<ReferralRow, "seq"> = {
          id: prefixedId("ref"),
          space_id: space.spaceId,
          program_seq: p.seq,
          program_id: p.id,
          code_seq: code.seq,
          referrer_seq: code.customer_seq,
          referee_seq: c.seq,
          reward_id: await rewardIdOf(p),
          rewarded_at: p.redeem_on === "customer_creation" ? now : null,
          created_at: now,
        };
        await repo.insertReferral(row);
        if (p.redeem_on === "customer_creation") await fire(space, p, row, code.code);
        return referralView({ ...row, seq: 0 }, c.id, (await customers.bySeq(code.customer_seq)).id);
      });
    },

    /**
     * For the payments work, inside the write of a referee's paid attach (or
     * its first paid invoice): fires the customer's pending `checkout`
     * referrals whose program covers `planId` (a trial counts unless the
     * program excludes trials). Answers the referral ids rewarded.
     */
    async firstPayment(space: Space, customerSeq: number, planId: string, trial: boolean): Promise<string[]> {
      const fired: string[] = [];
      for (const r of await repo.pendingOf(customerSeq)) {
        const p = (await repo.bySeq(r.program_seq!))!;
        if (!firesAtCheckout(p, planId, trial)) continue;
        const code = r.code_seq === null ? null : ((await repo.codeBySeq(r.code_seq))?.code ?? null);
        await fire(space, p, r, code);
        await repo.markRewarded(r.seq, ctx.clock.now());
        fired.push(r.id);
      }
      return fired;
    },

    /** `expand: ["referrals"]`: whom the customer referred and who referred it, oldest first. */
    customerReferrals: async (customerSeq: number): Promise<Schemas["CustomerReferral"][]> =>
      (await repo.involving(customerSeq)).map((r) => ({
        program_id: r.program_id,
        customer: { id: r.other_id, name: r.other_name, email: r.other_email },
        reward_applied: r.rewarded_at !== null,
        created_at: r.created_at,
      })),
  };
  return service;
}
export type ReferralsService = ReturnType<typeof referralsService>;
