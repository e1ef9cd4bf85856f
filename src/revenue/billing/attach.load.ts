import type { Handle } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow, SubscriptionRow } from "../customers/customers.repo.js";
import { BASE_CURRENCY, parseRate } from "../payments/money.rules.js";
import type { PlanRow } from "../plans/plans.repo.js";
import { attachableWithoutPayment, canonical, type CustomizeParams, customizePlan, type FeatureLookup, type FreeTrial, type PlanState } from "../plans/plans.rules.js";
import { planState, subscriptionPlan } from "../plans/plans.view.js";
import type { CouponRedemption } from "../rewards/discounts.rules.js";
import type { Schemas, Space } from "../types.js";
import { type AttachMove, attachMove } from "./billing.rules.js";
import { type AttachQuote, boughtQuantities, cadenceOf, fullLines, type PriceContext, quoteAttach, type Replaced } from "./quote.rules.js";
import { changeTiming, runningPeriod, storedBought } from "./update.rules.js";

/** Everything an attach (or its preview) decides from, loaded once. */
export interface AttachLoad {
  customer: CustomerRow;
  plan: PlanRow;
  state: PlanState;
  /** Whether the plan needs payment (prices and no card-less trial). */
  paid: boolean;
  /** The plan's free trial when the customer has not used it yet (a trial is granted once per customer and plan). */
  trial: FreeTrial | null;
  move: AttachMove;
  /** The plan customized for this customer (`customize`, `free_trial`): its definition as JSON; null: the version as it is. */
  custom: string | null;
  /** The subscription the change replaces or moves (for proration, scheduling and the answer's `outgoing`). */
  replaced: (Replaced & { seq: number; state: PlanState; units: Record<string, number>; canceledAt: number | null; expiresAt: number | null }) | null;
  /** The active subscriptions `remove_plan_ids` names that the change does not replace anyway: they end in the change's write. */
  removed: { sub: SubscriptionRow; planId: string; state: PlanState }[];
}

/** Loads and checks an attach: 404s for the customer and plan, archived plans, the move among the customer's plans. */
export async function loadAttach(ctx: RevenueContext, h: Handle, space: Space, body: Pick<Schemas["AttachParams"], "customer_id" | "plan_id" | "version" | "remove_plan_ids" | "customize" | "free_trial">): Promise<AttachLoad> {
  const { customers, plans, billing, cycle } = ctx.repos(h);
  const c = await customers.byId(space.spaceId, body.customer_id);
  if (!c) throw new RevenueError("customer_not_found", `No customer ${body.customer_id}.`);
  const row = await (body.version === undefined ? plans.latest(space.spaceId, body.plan_id) : plans.byVersion(space.spaceId, body.plan_id, body.version));
  if (!row) throw new RevenueError("plan_not_found", `No plan ${body.plan_id}${body.version === undefined ? "" : ` version ${body.version}`}.`);
  const base = planState(row);
  if (base.archived) invalid("plan_id", "names an archived plan");
  // `free_trial` is the shorthand of `customize.free_trial`, which wins when both are given.
  const customize = body.free_trial === undefined ? body.customize : { ...body.customize, free_trial: body.customize?.free_trial !== undefined ? body.customize.free_trial : body.free_trial };
  const { state, custom } = await customized(ctx, h, space, base, customize);
  const subs = (await customers.subscriptions(c.seq)).filter((s) => s.status === "active");
  const current = await Promise.all(
    subs.map(async (s) => {
      const p = (await plans.bySeq(s.plan_seq))!;
      const st = subscriptionPlan(p, s.custom_def);
      return { seq: s.seq, planId: p.id, planSeq: p.seq, group: st.group, add_on: st.add_on, state: st, sub: s };
    }),
  );
  const move = attachMove({ id: row.id, seq: row.seq, group: state.group, add_on: state.add_on }, current);
  const replacedSeq = move.kind === "version" ? move.subscriptionSeq : move.kind === "new" ? move.replace[0] : undefined;
  const r = current.find((x) => x.seq === replacedSeq);
  const paidInfo = r ? await billing.paidOf(r.seq) : undefined;
  const trial = state.def.free_trial !== null && !(await cycle.trialUsed(c.seq, row.id)) ? state.def.free_trial : null;
  const replacing = new Set(move.kind === "new" ? move.replace : []);
  const removed = (body.remove_plan_ids ?? []).flatMap((id, i) => {
    if (id === row.id) invalid(`remove_plan_ids[${i}]`, `names the plan being attached (${id})`);
    if ((body.remove_plan_ids ?? []).indexOf(id) !== i) invalid(`remove_plan_ids[${i}]`, `repeats ${id}`);
    const held = current.filter((x) => x.planId === id);
    if (held.length === 0) throw new RevenueError("plan_not_found", `Customer ${c.id} is not on plan ${id} (remove_plan_ids[${i}]).`);
    return held.filter((x) => !replacing.has(x.seq)).map((x) => ({ sub: x.sub, planId: x.planId, state: x.state }));
  });
  return {
    removed,
    customer: c,
    plan: row,
    state,
    paid: !attachableWithoutPayment({ ...state, def: { ...state.def, free_trial: trial } }),
    trial,
    move,
    custom,
    replaced: r
      ? {
          seq: r.seq,
          planId: r.planId,
          planName: r.state.name,
          periodStart: r.sub.current_period_start,
          periodEnd: r.sub.current_period_end,
          paid: paidInfo?.period_paid ?? 0,
          cadence: cadenceOf(r.state),
          state: r.state,
          units: paidInfo?.bought ? (JSON.parse(paidInfo.bought) as Record<string, number>) : {},
          canceledAt: r.sub.canceled_at,
          expiresAt: r.sub.expires_at,
        }
      : null,
  };
}

/**
 * What checking a customized plan's items needs to know about the space's features. The rules
 * look features up synchronously, so the space's features are read once, up front.
 */
export async function featureLookupOf(ctx: RevenueContext, h: Handle, spaceId: number): Promise<FeatureLookup> {
  const byId = new Map((await ctx.repos(h).features.list(spaceId)).map((f) => [f.id, { type: f.type, archived: f.archived === 1 }]));
  return (id) => byId.get(id);
}

/**
 * `base` customized (`customize`, see plans.rules `customizePlan`): the state, and its definition
 * as stored on the subscription; a customization that changes nothing is none (custom null).
 */
export async function customized(ctx: RevenueContext, h: Handle, space: Space, base: PlanState, customize: CustomizeParams | undefined): Promise<{ state: PlanState; custom: string | null }> {
  if (customize === undefined) return { state: base, custom: null };
  const state = customizePlan(base, customize, await featureLookupOf(ctx, h, space.spaceId));
  return canonical(state.def) === canonical(base.def) ? { state: base, custom: null } : { state, custom: JSON.stringify(state.def) };
}

/**
 * The currency of a paid change: `currency` if sent, else the customer's
 * fixed one, else its `currency`, else the base. Once fixed by a paid change,
 * another is 400 `currency_mismatch`. Plan amounts without a price in it go
 * through the FX table (400 `missing_fx_rate` when there is no rate).
 */
export async function priceContext(ctx: RevenueContext, h: Handle, c: CustomerRow, sent: string | undefined): Promise<PriceContext> {
  const { payments } = ctx.repos(h);
  const fixed = await payments.billingCurrency(c.seq);
  const currency = (sent ?? fixed ?? c.currency ?? BASE_CURRENCY).toLowerCase();
  if (fixed !== null && currency !== fixed) {
    throw new RevenueError("currency_mismatch", `Customer ${c.id} pays in ${fixed} (fixed by its first paid change); ${currency} was asked for.`);
  }
  const stored = await (currency === BASE_CURRENCY ? null : payments.rate(BASE_CURRENCY, currency));
  return { currency, rate: stored === null ? null : parseRate(stored) };
}

/** The quote of a loaded attach (the same for the preview and the charge), discounted by `coupons` (the customer's and the body's `discounts`). */
export async function quoteLoaded(ctx: RevenueContext, h: Handle, space: Space, l: AttachLoad, body: Schemas["AttachParams"], now: number, coupons: readonly CouponRedemption[], endsAt: number | null = null): Promise<AttachQuote> {
  const names = new Map((await ctx.repos(h).features.list(space.spaceId)).map((f) => [f.id, f.name]));
  return quoteAttach({
    now,
    plan: { id: l.plan.id, state: l.state },
    featureName: (id) => names.get(id) ?? id,
    quantities: body.feature_quantities,
    prices: await priceContext(ctx, h, l.customer, body.currency),
    replaced: l.replaced,
    proration: body.proration_behavior ?? "prorate_immediately",
    coupons,
    endsAt,
  });
}

/**
 * When an attach replacing a plan of the group takes effect (update.rules
 * `changeTiming`): a downgrade (less per billing period than the current
 * plan, prepaid units included) and `plan_schedule: end_of_cycle` wait for
 * the current period's end; an upgrade, `plan_schedule: immediate`, an
 * add-on, a version move or a current plan without a running period: now.
 */
export async function attachTiming(ctx: RevenueContext, h: Handle, space: Space, l: AttachLoad, body: Schemas["AttachParams"], now: number): Promise<{ at: "now" } | { at: "period_end"; end: number }> {
  const r = l.replaced;
  if (l.move.kind !== "new" || r === null || l.state.add_on) return { at: "now" };
  const running = runningPeriod(r.periodStart, r.periodEnd, now);
  if (running === null) return { at: "now" };
  let currentValue = 0;
  let newValue = 0;
  if (body.plan_schedule === undefined) {
    const names = new Map((await ctx.repos(h).features.list(space.spaceId)).map((f) => [f.id, f.name]));
    const prices = await priceContext(ctx, h, l.customer, body.currency);
    const value = (planId: string, state: PlanState, bought: ReturnType<typeof boughtQuantities>) =>
      fullLines({ plan: { id: planId, state }, prices, featureName: (id) => names.get(id) ?? id }, bought, null, true).reduce((a, x) => a + x.amount, 0);
    currentValue = value(r.planId, r.state, storedBought(r.state.def.items, r.units));
    newValue = value(l.plan.id, l.state, boughtQuantities(l.state.def.items, body.feature_quantities));
  }
  const at = changeTiming({ planSchedule: body.plan_schedule, currentValue, newValue, running: true });
  return at === "now" ? { at } : { at, end: running.end };
}
