import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import { prefixedId } from "../../platform/ids.js";
import type { BalancesService } from "../balances/balances.service.js";
import type { RevenueContext } from "../context.js";
import { newSubscription } from "../customers/customers.rules.js";
import { attachableWithoutPayment } from "../plans/plans.rules.js";
import { planState } from "../plans/plans.view.js";
import type { Schemas, Space } from "../types.js";
import { attachMove, checkAttachBody } from "./billing.rules.js";

/** Billing changes without a payment provider: attaching free plans. */
export function billingService(ctx: RevenueContext, balances: BalancesService) {
  const { customers, plans, billing: repo } = ctx.repos;

  return {
    /**
     * billing.attach / attach of a plan that needs no payment: its items
     * become balances at once. A plan with prices (and no card-less trial)
     * answers 400 stripe_not_connected.
     */
    attach(space: Space, body: Schemas["AttachParams"]): Schemas["BillingChangeResponse"] {
      checkAttachBody(body, ctx.clock.now());
      return ctx.write(() => {
        const now = ctx.clock.now();
        const c = customers.byId(space.spaceId, body.customer_id);
        if (!c) throw new RevenueError("customer_not_found", `No customer ${body.customer_id}.`);
        const row = body.version === undefined ? plans.latest(space.spaceId, body.plan_id) : plans.byVersion(space.spaceId, body.plan_id, body.version);
        if (!row) throw new RevenueError("plan_not_found", `No plan ${body.plan_id}${body.version === undefined ? "" : ` version ${body.version}`}.`);
        const state = planState(row);
        if (state.archived) invalid("plan_id", "names an archived plan");
        if (!attachableWithoutPayment(state)) {
          throw new RevenueError("stripe_not_connected", `Plan ${row.id} has prices: attaching it needs a connected payment provider.`);
        }
        if (body.remove_plan_ids?.length) invalid("remove_plan_ids", "is not supported yet");
        const current = customers
          .subscriptions(c.seq)
          .filter((s) => s.status === "active")
          .map((s) => {
            const p = plans.bySeq(s.plan_seq)!;
            const st = planState(p);
            return { seq: s.seq, planId: p.id, planSeq: p.seq, group: st.group, add_on: st.add_on };
          });
        const move = attachMove({ id: row.id, seq: row.seq, group: state.group, add_on: state.add_on }, current);
        if (move.kind === "same") throw new RevenueError("plan_already_attached", `Customer ${c.id} is on ${row.id} version ${row.version} already.`);
        if (move.kind === "version") {
          repo.moveSubscription(move.subscriptionSeq, row.seq);
        } else {
          const id = body.subscription_id ?? prefixedId("sub");
          if (body.subscription_id !== undefined && repo.subscriptionIdTaken(id)) invalid("subscription_id", `is taken: ${id}`);
          for (const seq of move.replace) repo.endSubscription(seq);
          customers.insertSubscription(newSubscription({ id, spaceId: space.spaceId, customerSeq: c.seq, planSeq: row.seq, plan: state, now }));
        }
        balances.ensure(c);
        return { customer_id: c.id, payment_url: null };
      });
    },
  };
}
export type BillingService = ReturnType<typeof billingService>;
