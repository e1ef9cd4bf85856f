/**
 * Referrals: programs (create, list, get, update, delete), a customer's
 * stable code, redemption, and the pending `checkout` rewards the payments
 * work fires at a referee's first payment.
 */
import { randomBytes } from "node:crypto";
import type { Handle, Tx } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import { prefixedId } from "../../platform/ids.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { RevenueError } from "../errors.js";
import type { RewardsService } from "../rewards/rewards.service.js";
import type { Schemas, Space } from "../types.js";
import type { ProgramReferralRow, ProgramRow, ReferralRow } from "./referrals.repo.js";
import {
  firesAtCheckout,
  normalCode,
  programTerms,
  programView,
  receivers,
  referralCode,
  referralCursor,
  referralCursorKey,
  referralView,
} from "./referrals.rules.js";

/**
 * Every method takes the handle first: `h` (the request's, or the caller's) for what reads, or
 * writes and may be called from a read request; `tx` for steps inside the caller's unit.
 */
export function referralsService(ctx: RevenueContext, rewards: RewardsService, random: (n: number) => Uint8Array = randomBytes) {
  const rewardIdOf = async (h: Handle, p: ProgramRow): Promise<string> => (await ctx.repos(h).rewards.bySeq(p.reward_seq))!.id;
  const view = async (h: Handle, p: ProgramRow) => programView(p, await rewardIdOf(h, p));

  async function find(h: Handle, spaceId: number, id: string, field = "referral_program_id"): Promise<ProgramRow> {
    const p = await ctx.repos(h).referrals.byId(spaceId, id);
    if (!p) invalid(field, `names no referral program: ${id}`);
    return p;
  }

  async function customer(h: Handle, spaceId: number, id: string): Promise<CustomerRow> {
    const c = await ctx.repos(h).customers.byId(spaceId, id);
    if (!c) throw new RevenueError("customer_not_found", `No customer ${id}.`);
    return c;
  }

  async function rewardSeq(h: Handle, spaceId: number, id: string): Promise<number> {
    const r = await ctx.repos(h).rewards.byId(spaceId, id);
    if (!r) invalid("reward_id", `names no reward: ${id}`);
    return r.seq;
  }

  async function checkPlans(h: Handle, spaceId: number, ids: string[] | null): Promise<void> {
    const { plans } = ctx.repos(h);
    for (const id of ids ?? []) if (!(await plans.latest(spaceId, id))) throw new RevenueError("plan_not_found", `No plan ${id}.`);
  }

  /** Gives the program's reward to its receivers (inside the caller's unit, `tx`). */
  async function fire(tx: Tx, space: Space, p: ProgramRow, r: Pick<ReferralRow, "referrer_seq" | "referee_seq">, code: string | null): Promise<void> {
    const { rewards: rewardRows, customers } = ctx.repos(tx);
    const reward = (await rewardRows.bySeq(p.reward_seq))!;
    for (const who of receivers(p.received_by)) {
      const c = await customers.bySeq(who === "referrer" ? r.referrer_seq : r.referee_seq);
      await rewards.give(tx, space, c, reward, "referral", code);
    }
  }

  const service = {
    async createProgram(h: Handle, space: Space, body: Schemas["CreateReferralProgramParams"]): Promise<Schemas["ReferralProgram"]> {
      const t = programTerms(null, body);
      return await ctx.writeIn(h, async (tx) => {
        const repo = ctx.repos(tx).referrals;
        if (await repo.byId(space.spaceId, body.id)) invalid("id", `${body.id} is taken by another referral program`);
        const reward_seq = await rewardSeq(tx, space.spaceId, body.reward_id);
        await checkPlans(tx, space.spaceId, t.planIds);
        const { planIds: _, ...terms } = t;
        const seq = await repo.insert({ space_id: space.spaceId, id: body.id, reward_seq, ...terms, created_at: ctx.clock.now() });
        return await view(tx, (await repo.bySeq(seq))!);
      });
    },

    listPrograms: async (h: Handle, space: Space): Promise<Schemas["ReferralProgramList"]> => ({
      list: await Promise.all((await ctx.repos(h).referrals.list(space.spaceId)).map((p) => view(h, p))),
    }),

    getProgram: async (h: Handle, space: Space, id: string): Promise<Schemas["ReferralProgram"]> => await view(h, await find(h, space.spaceId, id)),

    async updateProgram(h: Handle, space: Space, body: Schemas["UpdateReferralProgramParams"]): Promise<Schemas["ReferralProgram"]> {
      return await ctx.writeIn(h, async (tx) => {
        const repo = ctx.repos(tx).referrals;
        const p = await find(tx, space.spaceId, body.referral_program_id);
        const t = programTerms(p, body);
        const reward_seq = body.reward_id !== undefined ? await rewardSeq(tx, space.spaceId, body.reward_id) : p.reward_seq;
        if (body.plan_ids !== undefined) await checkPlans(tx, space.spaceId, t.planIds);
        const { planIds: _, ...terms } = t;
        await repo.update({ seq: p.seq, reward_seq, ...terms });
        return await view(tx, (await repo.bySeq(p.seq))!);
      });
    },

    async deleteProgram(h: Handle, space: Space, id: string): Promise<Schemas["DeleteResult"]> {
      return await ctx.writeIn(h, async (tx) => {
        await ctx.repos(tx).referrals.delete((await find(tx, space.spaceId, id)).seq);
        return { success: true };
      });
    },

    async createCode(h: Handle, space: Space, body: Schemas["CreateReferralCodeParams"]): Promise<Schemas["ReferralCode"]> {
      return await ctx.writeIn(h, async (tx) => {
        const repo = ctx.repos(tx).referrals;
        const c = await customer(tx, space.spaceId, body.customer_id);
        const p = await find(tx, space.spaceId, body.program_id, "program_id");
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

    async redeem(h: Handle, space: Space, body: Schemas["RedeemReferralParams"]): Promise<Schemas["ReferralRedemption"]> {
      return await ctx.writeIn(h, async (tx) => {
        const { referrals: repo, customers } = ctx.repos(tx);
        const now = ctx.clock.now();
        const c = await customer(tx, space.spaceId, body.customer_id);
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
          reward_id: await rewardIdOf(tx, p),
          rewarded_at: p.redeem_on === "customer_creation" ? now : null,
          created_at: now,
        };
        await repo.insertReferral(row);
        if (p.redeem_on === "customer_creation") await fire(tx, space, p, row, code.code);
        return referralView({ ...row, seq: 0 }, c.id, (await customers.bySeq(code.customer_seq)).id);
      });
    },

    /**
     * For the payments work, inside the unit (`tx`) of a referee's paid attach
     * (or its first paid invoice): fires the customer's pending `checkout`
     * referrals whose program covers `planId` (a trial counts unless the
     * program excludes trials). Answers the referral ids rewarded.
     */
    async firstPayment(tx: Tx, space: Space, customerSeq: number, planId: string, trial: boolean): Promise<string[]> {
      const repo = ctx.repos(tx).referrals;
      const fired: string[] = [];
      for (const r of await repo.pendingOf(customerSeq)) {
        const p = (await repo.bySeq(r.program_seq!))!;
        if (!firesAtCheckout(p, planId, trial)) continue;
        const code = r.code_seq === null ? null : ((await repo.codeBySeq(r.code_seq))?.code ?? null);
        await fire(tx, space, p, r, code);
        await repo.markRewarded(r.seq, ctx.clock.now());
        fired.push(r.id);
      }
      return fired;
    },

    /**
     * A page of the space's program `id`'s referrals (its codes newest first, each with its
     * redemptions newest first): `limit` rows after `cursor` (a `next` of this list; another: 400
     * naming `cursorField`). Undefined when the space has no such program.
     */
    async programReferrals(
      h: Handle,
      space: Space,
      id: string,
      page: { cursor?: string; limit: number; cursorField: string },
    ): Promise<{ program: ProgramRow; rows: ProgramReferralRow[]; next: string | null } | undefined> {
      const after = page.cursor === undefined ? undefined : referralCursorKey(page.cursor, page.cursorField);
      const repo = ctx.repos(h).referrals;
      const program = await repo.byId(space.spaceId, id);
      if (!program) return undefined;
      const rows = await repo.referralsOfProgram(program.seq, after, page.limit + 1);
      const shown = rows.slice(0, page.limit);
      const last = shown[shown.length - 1];
      return { program, rows: shown, next: rows.length > page.limit ? referralCursor({ codeSeq: last.code_seq, referralSeq: last.referral_seq ?? 0 }) : null };
    },

    /** `expand: ["referrals"]`: whom the customer referred and who referred it, oldest first. */
    customerReferrals: async (h: Handle, customerSeq: number): Promise<Schemas["CustomerReferral"][]> =>
      (await ctx.repos(h).referrals.involving(customerSeq)).map((r) => ({
        program_id: r.program_id,
        customer: { id: r.other_id, name: r.other_name, email: r.other_email },
        reward_applied: r.rewarded_at !== null,
        created_at: r.created_at,
      })),
  };
  return service;
}
export type ReferralsService = ReturnType<typeof referralsService>;
