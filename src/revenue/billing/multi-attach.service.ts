import { afterCommit, type AfterCommit, mapAfterCommit } from "../../platform/db/after-commit.js";
import type { Handle, Tx } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import { prefixedId } from "../../platform/ids.js";
import type { RevenueContext } from "../context.js";
import { RevenueError } from "../errors.js";
import { planState } from "../plans/plans.view.js";
import type { Schemas, Space } from "../types.js";
import type { PendingChange } from "../payments/payments.core.js";
import type { Answer, Step } from "./billing.collect.js";
import type { CollectTogether } from "./multi-collect.js";
import { attachBodyOf, checkMultiAttach, type MultiPart, naming, noRepeat, phaseStarts } from "./multi.rules.js";

type AttachBody = Schemas["AttachParams"];

/** What the multi operations need of billing.attach (billing.service's own operations). */
export interface AttachOps {
  chargesNow(h: Handle, space: Space, body: AttachBody): Promise<boolean>;
  /** `AttachOptions` of billing.service (the group's scheduled plans kept; plans deferred to one invoice). */
  decide(tx: Tx, space: Space, body: AttachBody, opts?: { keepScheduled?: boolean; defer?: { parts: MultiPart<PendingChange>[]; path: string } }): Promise<Step<Answer>>;
  previewAttach(h: Handle, space: Space, body: AttachBody): Promise<Schemas["PreviewAttachResponse"]>;
  /** The one invoice of plans decided with `defer`, and how it is collected (multi-collect.ts). */
  collect: CollectTogether;
}

/**
 * billing.multi_attach, its preview and billing.create_schedule: several plans attached in one
 * write (all or nothing), each exactly as billing.attach decides it. When a plan charges now, the
 * plans taking effect now are invoiced together on one invoice holding all their changes, paid
 * once and applied together when paid (`multi-collect.ts`; see `MultiAttachParams` in the contract).
 */
export function multiAttachOps(ctx: RevenueContext, attach: AttachOps) {
  /**
   * The checks of a group of plans attached together (`paths[i]` names plan i): two plans of one
   * group that are not add-ons (the second would replace the first). Answers whether one of them
   * charges now (then they are invoiced together).
   */
  async function checkTogether(h: Handle, space: Space, bodies: AttachBody[], paths: string[]): Promise<boolean> {
    let charges = false;
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
      if (await naming(paths[i], () => attach.chargesNow(h, space, b))) charges = true;
    }
    return charges;
  }

  /**
   * Attaches `bodies` in `tx`, in order. With `together` (one of them charges now) the plans taking
   * effect now are not attached here: their changes are collected on one invoice (`collect`),
   * whose step this answers; else each attaches now and the answer is null.
   */
  async function attachAll(tx: Tx, space: Space, bodies: AttachBody[], paths: string[], keepScheduled: boolean, together: boolean): Promise<Step<Answer> | null> {
    const parts: MultiPart<PendingChange>[] = [];
    for (const [i, b] of bodies.entries()) {
      const step = await naming(paths[i], () => attach.decide(tx, space, b, { keepScheduled, ...(together && { defer: { parts, path: paths[i] } }) }));
      if ("run" in step) throw new Error(`unreachable: ${b.plan_id} needs a payment outside the combined invoice`);
    }
    if (!together || parts.length === 0) return null;
    const first = bodies[0];
    return await attach.collect(tx, space, first.customer_id, parts, { redirect_mode: first.redirect_mode, success_url: first.success_url, currency: first.currency });
  }

  /** A multi-attach that charges now is charged automatically and applies when paid: asking otherwise is 400, not ignored. */
  const refuseUnsupportedCharge = (body: Schemas["MultiAttachParams"]): void => {
    if (body.invoice_mode?.enabled) invalid("invoice_mode", "is not supported yet by multi_attach for plans that charge now: their one invoice is charged automatically");
    if (body.enable_plan_immediately) invalid("enable_plan_immediately", "is not supported yet by multi_attach for plans that charge now: they apply when their invoice is paid");
  };

  /** The answer of a step: at once, or after the unit commits (the provider's charge or checkout). */
  /**
   * A schedule's answer from its first phase's: `created` when that phase is in place (nothing to
   * pay, or paid), `pending_payment` while its invoice waits for a checkout or a card.
   */
  const scheduleAnswer = (a: Answer, phases: Schemas["SchedulePhase"][]): Schemas["CreateScheduleResponse"] => ({
    customer_id: a.customer_id,
    entity_id: null,
    status: a.payment_url !== null || a.required_action !== undefined ? "pending_payment" : "created",
    schedule_id: null,
    phases,
    ...(a.invoice && { invoice: a.invoice }),
    payment_url: a.payment_url,
    ...(a.required_action && { required_action: a.required_action }),
  });

  const answerOf = (step: Step<Answer>): Answer | AfterCommit<Answer> => ("answer" in step ? step.answer : afterCommit(step.run));

  return {
    /**
     * billing.multi_attach: the plans attached in the request's write unit, all or nothing; plans
     * that charge now on one invoice, collected after the unit commits (their changes apply when paid).
     */
    async multiAttach(h: Handle, space: Space, body: Schemas["MultiAttachParams"]): Promise<Answer | AfterCommit<Answer>> {
      checkMultiAttach(body);
      const bodies = body.plans.map((p, i) => attachBodyOf(body, p, `plans[${i}]`));
      const step = await ctx.writeIn(h, async (tx): Promise<Step<Answer>> => {
        const paths = bodies.map((_, i) => `plans[${i}]`);
        const together = await checkTogether(tx, space, bodies, paths);
        if (together) refuseUnsupportedCharge(body);
        return (await attachAll(tx, space, bodies, paths, false, together)) ?? { answer: { customer_id: body.customer_id, payment_url: null } };
      });
      return answerOf(step);
    },

    /** billing.preview_multi_attach: each plan's preview (as billing.preview_attach), combined; the same refusals as the change. */
    async previewMultiAttach(h: Handle, space: Space, body: Schemas["MultiAttachParams"]): Promise<Schemas["PreviewAttachResponse"]> {
      checkMultiAttach(body);
      const bodies = body.plans.map((p, i) => attachBodyOf(body, p, `plans[${i}]`));
      if (await checkTogether(h, space, bodies, bodies.map((_, i) => `plans[${i}]`))) refuseUnsupportedCharge(body);
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
    async createSchedule(h: Handle, space: Space, body: Schemas["CreateScheduleParams"]): Promise<Schemas["CreateScheduleResponse"] | AfterCommit<Schemas["CreateScheduleResponse"]>> {
      if (body.entity_id !== undefined) invalid("entity_id", "is not supported yet: attach plans to the customer");
      if (body.unscheduled_plans?.length) invalid("unscheduled_plans", "is not supported yet: attach or cancel those plans first");
      if (body.invoice_mode?.enabled) invalid("invoice_mode", "is not supported yet by create_schedule: the first phase is collected as billing.multi_attach collects it");
      if (body.enable_plan_immediately) invalid("enable_plan_immediately", "is not supported yet by create_schedule: the first phase's plans apply when their invoice is paid");
      if (body.no_billing_changes) invalid("no_billing_changes", "is not supported yet");
      noRepeat(body.phases.flatMap((ph, k) => ph.plans.map((p, i) => ({ id: p.plan_id, path: `phases[${k}].plans[${i}].plan_id` }))));
      const { answer, phases } = await ctx.writeIn(h, async (tx) => {
        const c = await ctx.repos(tx).customers.byId(space.spaceId, body.customer_id);
        if (!c) throw new RevenueError("customer_not_found", `No customer ${body.customer_id}.`);
        const starts = phaseStarts(body.phases, ctx.nowFor(c));
        const bodiesOf = body.phases.map((ph, k) =>
          ph.plans.map((p, i) => {
            const b = attachBodyOf(body, p, `phases[${k}].plans[${i}]`);
            // Each subscription's id is decided here so the answer can list them.
            b.subscription_id = p.subscription_id ?? prefixedId("sub");
            if (k > 0) b.starts_at = starts[k];
            if (k + 1 < starts.length) b.ends_at = starts[k + 1];
            return b;
          }),
        );
        // The first phase is checked first: whether it charges now (then it is invoiced together, collected after the unit).
        const firstPaths = bodiesOf[0].map((_, i) => `phases[0].plans[${i}]`);
        const together = await checkTogether(tx, space, bodiesOf[0], firstPaths);
        const first = await attachAll(tx, space, bodiesOf[0], firstPaths, true, together);
        for (const [k, bodies] of bodiesOf.entries()) {
          if (k === 0) continue;
          const paths = bodies.map((_, i) => `phases[${k}].plans[${i}]`);
          await checkTogether(tx, space, bodies, paths);
          await attachAll(tx, space, bodies, paths, true, false);
        }
        const phases = bodiesOf.map((bodies, k) => ({ phase_id: `phase_${k}`, starts_at: starts[k], customer_product_ids: bodies.map((b) => b.subscription_id!) }));
        return { answer: answerOf(first ?? { answer: { customer_id: c.id, payment_url: null } }), phases };
      });
      return mapAfterCommit(answer, (a) => scheduleAnswer(a, phases));
    },
  };
}
