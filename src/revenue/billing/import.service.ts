import type { Handle, Tx } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import { prefixedId } from "../../platform/ids.js";
import type { RevenueContext } from "../context.js";
import { RevenueError } from "../errors.js";
import { hasPrices } from "../plans/plans.rules.js";
import { planState, subscriptionPlan } from "../plans/plans.view.js";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service.js";
import type { Schemas, Space } from "../types.js";
import { priceContext } from "./attach.load.js";
import { attachMove } from "./billing.rules.js";
import { importedPeriod } from "./multi.rules.js";
import { boughtQuantities } from "./quote.rules.js";

type Imported = Schemas["ImportedPlan"];

/**
 * billing.import: a customer's existing subscriptions (from another billing system) made
 * Tandem's without charging anything; see `ImportParams` in the contract.
 */
export function importOps(ctx: RevenueContext, subscriptions: SubscriptionsService) {
  /** Reads the import through `h` and writes it in `tx` (the same unit; null: a dry run), all or nothing. */
  async function run(h: Handle, space: Space, body: Schemas["ImportParams"], tx: Tx | null): Promise<Imported[]> {
    const { customers, plans } = ctx.repos(h);
    const c = await customers.byId(space.spaceId, body.customer_id);
    if (!c) throw new RevenueError("customer_not_found", `No customer ${body.customer_id}.`);
    const now = ctx.nowFor(c);
    const out: Imported[] = [];
    const groups = new Map<string, string>();
    for (const [i, b] of body.billables.entries()) {
      const path = `billables[${i}].plan`;
      const p = b.plan!;
      const processor = b.processor ?? "none";
      const row = await (p.version === undefined ? plans.latest(space.spaceId, p.plan_id) : plans.byVersion(space.spaceId, p.plan_id, p.version));
      if (!row) throw new RevenueError("plan_not_found", `No plan ${p.plan_id}${p.version === undefined ? "" : ` version ${p.version}`} (${path}).`);
      const state = planState(row);
      if (state.archived) invalid(`${path}.plan_id`, "names an archived plan");
      const status = p.status ?? "active";
      const skip = (reason: string) => out.push({ plan_id: row.id, processor, customer_product_id: null, status: "skipped", skipped: true, reason });
      if (status === "canceled" || status === "expired") {
        skip(`its status is ${status}: only running subscriptions are imported`);
        continue;
      }
      const bought = boughtQuantities(state.def.items, p.feature_quantities);
      const period = importedPeriod(state, b.billing_cycle_anchor ?? p.started_at ?? now, now, b.billing_cycle_anchor !== undefined ? `billables[${i}].billing_cycle_anchor` : `${path}.started_at`);
      if (!state.add_on) {
        const key = state.group ?? "";
        const first = groups.get(key);
        if (first !== undefined) invalid(`${path}.plan_id`, `names a plan of the same group as ${first} (the second would replace the first): import one plan per group`);
        groups.set(key, path);
      }
      const active = [];
      for (const s of (await customers.subscriptions(c.seq)).filter((x) => x.status === "active")) {
        const pr = (await plans.bySeq(s.plan_seq))!;
        const st = subscriptionPlan(pr, s.custom_def);
        active.push({ seq: s.seq, planId: pr.id, planSeq: pr.seq, group: st.group, add_on: st.add_on });
      }
      const move = attachMove({ id: row.id, seq: row.seq, group: state.group, add_on: state.add_on }, active);
      if (move.kind !== "new") {
        skip(`the customer is on ${row.id} already`);
        continue;
      }
      const id = tx ? prefixedId("sub") : null;
      if (tx && id !== null) {
        const currency = hasPrices(state) ? (await priceContext(ctx, h, c, undefined)).currency : null;
        // The imported period was paid in the other system: nothing paid here (an upgrade credits none of it).
        const paid = currency !== null ? { period, paid: 0, currency, bought } : undefined;
        await subscriptions.start(tx, c, [{ plan: { row, state }, id, at: period?.start ?? p.started_at ?? now, trial: false, replace: move.replace, dropScheduled: true, ...(paid && { paid }) }], now, { previous: null });
      }
      out.push({ plan_id: row.id, processor, customer_product_id: id, status: "active", skipped: false });
    }
    return out;
  }

  return {
    /** billing.import (see `ImportParams`): `dry_run` reads only. */
    async importSubscriptions(h: Handle, space: Space, body: Schemas["ImportParams"]): Promise<Schemas["ImportResponse"]> {
      body.billables.forEach((b, i) => {
        if (b.plan === undefined) invalid(`billables[${i}].plan`, "is required: each billable imports one plan");
        if (b.plan.balances?.length) invalid(`billables[${i}].plan.balances`, "is not supported yet: track the usage after the import");
      });
      const flashed = body.dry_run ? await run(h, space, body, null) : await ctx.writeIn(h, async (tx) => await run(tx, space, body, tx));
      return { customer_id: body.customer_id, flashed, customer: null };
    },
  };
}
