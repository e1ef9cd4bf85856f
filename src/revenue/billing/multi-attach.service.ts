import type { Handle, Tx } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import { prefixedId } from "../../platform/ids.js";
import type { RevenueContext } from "../context.js";
import { RevenueError } from "../errors.js";
import { planState } from "../plans/plans.view.js";
import type { Schemas, Space } from "../types.js";
import type { Answer, Step } from "./billing.collect.js";
import { attachBodyOf, checkMultiAttach, naming, noRepeat, phaseStarts } from "./multi.rules.js";

type AttachBody = Schemas["AttachParams"];

/** What the multi operations need of billing.attach (billing.service's own operations). */
export interface AttachOps {
  chargesNow(h: Handle, space: Space, body: AttachBody): Promise<boolean>;
  decide(tx: Tx, space: Space, body: AttachBody, opts?: { keepScheduled?: boolean }): Promise<Step<Answer>>;
  previewAttach(h: Handle, space: Space, body: AttachBody): Promise<Schemas["PreviewAttachResponse"]>;
}

/**
 * billing.multi_attach, its preview and billing.create_schedule: several plans attached in one
 * write (all or nothing), each exactly as billing.attach decides it. A plan that would charge now
 * is refused before anything changes: an invoice holds one plan change, and a multi operation
 * answers one invoice at most (see `MultiAttachParams` in the contract).
 */
export function multiAttachOps(ctx: RevenueContext, attach: AttachOps) {
  /**
   * The checks of a group of plans attached together (`paths[i]` names plan i): two plans of one
   * group that are not add-ons (the second would replace the first), a plan that charges now.
   */
  async function checkTogether(h: Handle, space: Space, bodies: AttachBody[], paths: string[]): Promise<void> {
    const { plans } = ctx.repos(h);
    const groups = new Map<string, string>();
    for (const [i, b] of bodies.entries()) {
      const row = await (b.version === undefined ? plans.latest(space.spaceId, b.plan_id) : plans.byVersion(space.spaceId, b.plan_id, b.version));
      if (!row) throw new RevenueError("plan_not_found", `No plan ${b.plan_id}${b.version === undefined ? "" : ` version ${b.version}`} (${paths[i]}).`);
      const st = planState(row);
      if (!st.add_on) {
        const key = st.group ?? "";
        const first = groups.get(key);
        if (first !== undefined) invalid(`${paths[i]}.plan_id`, `names a plan of the same group as ${first} (the second would replace the first): attach one plan per group`);
        groups.set(key, paths[i]);
      }
      if (await naming(paths[i], () => attach.chargesNow(h, space, b))) {
        invalid(`${paths[i]}.plan_id`, `names ${b.plan_id}, which charges now: a change of several plans attaches plans that charge nothing now (attach a paid plan with billing.attach)`);
      }
    }
  }

  /** Attaches `bodies` in `tx`, in order; none may need provider work (checked by `checkTogether`). */
  async function attachAll(tx: Tx, space: Space, bodies: AttachBody[], paths: string[], keepScheduled: boolean): Promise<void> {
    for (const [i, b] of bodies.entries()) {
      const step = await naming(paths[i], () => attach.decide(tx, space, b, { keepScheduled }));
      if ("run" in step) throw new Error(`unreachable: ${b.plan_id} needs a payment`);
    }
  }

  return {
    /** billing.multi_attach: the plans attached in the request's write unit, all or nothing. */
    async multiAttach(h: Handle, space: Space, body: Schemas["MultiAttachParams"]): Promise<Answer> {
      checkMultiAttach(body);
      const bodies = body.plans.map((p, i) => attachBodyOf(body, p, `plans[${i}]`));
      return await ctx.writeIn(h, async (tx) => {
        const paths = bodies.map((_, i) => `plans[${i}]`);
        await checkTogether(tx, space, bodies, paths);
        await attachAll(tx, space, bodies, paths, false);
        return { customer_id: body.customer_id, payment_url: null };
      });
    },

    /** billing.preview_multi_attach: each plan's preview (as billing.preview_attach), combined; the same refusals as the change. */
    async previewMultiAttach(h: Handle, space: Space, body: Schemas["MultiAttachParams"]): Promise<Schemas["PreviewAttachResponse"]> {
      checkMultiAttach(body);
      const bodies = body.plans.map((p, i) => attachBodyOf(body, p, `plans[${i}]`));
      await checkTogether(h, space, bodies, bodies.map((_, i) => `plans[${i}]`));
      const previews: Schemas["PreviewAttachResponse"][] = [];
      for (const [i, b] of bodies.entries()) previews.push(await naming(`plans[${i}]`, () => attach.previewAttach(h, space, b)));
      const first = previews[0];
      const sum = (k: "subtotal" | "total") => Math.round(previews.reduce((a, p) => a + p[k], 0) * 1e6) / 1e6;
      const outgoing = previews.flatMap((p) => p.outgoing).filter((o, i, all) => all.findIndex((x) => x.plan_id === o.plan_id) === i);
      return {
        customer_id: first.customer_id,
        line_items: previews.flatMap((p) => p.line_items),
        subtotal: sum("subtotal"),
        total: sum("total"),
        currency: first.currency,
        incoming: previews.flatMap((p) => p.incoming),
        outgoing,
        redirect_to_checkout: previews.some((p) => p.redirect_to_checkout),
        checkout_type: previews.find((p) => p.checkout_type !== null)?.checkout_type ?? null,
      };
    },

    /**
     * billing.create_schedule: the first phase's plans attached now, each later phase's scheduled
     * at its start (ending when the next phase starts), in one write; see `CreateScheduleParams`.
     */
    async createSchedule(h: Handle, space: Space, body: Schemas["CreateScheduleParams"]): Promise<Schemas["CreateScheduleResponse"]> {
      if (body.entity_id !== undefined) invalid("entity_id", "is not supported yet: attach plans to the customer");
      if (body.unscheduled_plans?.length) invalid("unscheduled_plans", "is not supported yet: attach or cancel those plans first");
      if (body.invoice_mode?.enabled) invalid("invoice_mode", "is not supported yet by create_schedule: a schedule charges nothing now");
      if (body.enable_plan_immediately) invalid("enable_plan_immediately", "is not supported yet by create_schedule: a schedule charges nothing now");
      if (body.no_billing_changes) invalid("no_billing_changes", "is not supported yet");
      noRepeat(body.phases.flatMap((ph, k) => ph.plans.map((p, i) => ({ id: p.plan_id, path: `phases[${k}].plans[${i}].plan_id` }))));
      return await ctx.writeIn(h, async (tx) => {
        const c = await ctx.repos(tx).customers.byId(space.spaceId, body.customer_id);
        if (!c) throw new RevenueError("customer_not_found", `No customer ${body.customer_id}.`);
        const starts = phaseStarts(body.phases, ctx.nowFor(c));
        const phases = body.phases.map((ph, k) =>
          ph.plans.map((p, i) => {
            const b = attachBodyOf(body, p, `phases[${k}].plans[${i}]`);
            // Each subscription's id is decided here so the answer can list them.
            b.subscription_id = p.subscription_id ?? prefixedId("sub");
            if (k > 0) b.starts_at = starts[k];
            if (k + 1 < starts.length) b.ends_at = starts[k + 1];
            return b;
          }),
        );
        for (const [k, bodies] of phases.entries()) {
          const paths = bodies.map((_, i) => `phases[${k}].plans[${i}]`);
          await checkTogether(tx, space, bodies, paths);
          await attachAll(tx, space, bodies, paths, true);
        }
        return {
          customer_id: c.id,
          entity_id: null,
          status: "created" as const,
          schedule_id: null,
          phases: phases.map((bodies, k) => ({ phase_id: `phase_${k}`, starts_at: starts[k], customer_product_ids: bodies.map((b) => b.subscription_id!) })),
          payment_url: null,
        };
      });
    },
  };
}
