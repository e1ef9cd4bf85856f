import { invalid } from "../../platform/errors.js";
import type { Schemas } from "../types.js";
import { RevenueError } from "../errors.js";
import { fraction } from "../payments/money.rules.js";
import { canonical, type PlanState, type StoredItem } from "../plans/plans.rules.js";
import type { CouponRedemption } from "../rewards/discounts.rules.js";
import { afterInvoice, applyCoupons, grossOf, subtotalOf, totalOf } from "./coupons.rules.js";
import { assertInvoiceBound } from "./amounts.rules.js";
import { type AttachQuote, type BoughtQuantity, boughtQuantities, fullLines, periodFrom, type PriceContext, prorationCredit, type QuoteLine } from "./quote.rules.js";

/**
 * Plan changes after attach, as pure functions: billing.update (quantities,
 * versions), cancel and uncancel, scheduled downgrades. One computation for
 * billing.preview_update and billing.update, so a preview and the charge (or
 * refund) agree to the minor unit. Amounts are integers in the currency's
 * minor unit.
 */

// ───────────────────────────── which subscription ─────────────────────────────

export interface SubscriptionRef {
  id: string;
  planId: string;
  status: string;
}

/**
 * The subscription a billing.update / billing.cancel names: `subscription_id`
 * (active or scheduled), else the active one of `plan_id` (else its scheduled
 * one), else the customer's only active one. Several: 400 `invalid_request`;
 * none: 404 `subscription_not_found`.
 */
export function pickSubscription<T extends SubscriptionRef>(subs: T[], body: { customer_id: string; plan_id?: string; subscription_id?: string }): T {
  if (body.subscription_id !== undefined) {
    const s = subs.find((x) => x.id === body.subscription_id);
    if (!s) throw new RevenueError("subscription_not_found", `Customer ${body.customer_id} has no subscription ${body.subscription_id}.`);
    if (body.plan_id !== undefined && s.planId !== body.plan_id) invalid("plan_id", `is not the plan of subscription ${s.id} (${s.planId})`);
    return s;
  }
  const pool = body.plan_id === undefined ? subs.filter((x) => x.status === "active") : subs.filter((x) => x.planId === body.plan_id);
  const active = pool.filter((x) => x.status === "active");
  const candidates = active.length > 0 ? active : pool;
  if (candidates.length === 0) {
    throw new RevenueError("subscription_not_found", body.plan_id === undefined ? `Customer ${body.customer_id} has no active plan.` : `Customer ${body.customer_id} is not on plan ${body.plan_id}.`);
  }
  if (candidates.length > 1) invalid(body.plan_id === undefined ? "plan_id" : "subscription_id", `is needed: customer ${body.customer_id} has several ${body.plan_id === undefined ? "active plans" : `subscriptions of ${body.plan_id}`}`);
  return candidates[0];
}

// ───────────────────────────── scheduling ─────────────────────────────

/**
 * When a plan change in a group takes effect: at the current period's end
 * for a downgrade (the new plan costs less per billing period than the
 * current one) or with `plan_schedule: end_of_cycle`; now for an upgrade,
 * with `plan_schedule: immediate`, or when the current plan has no running
 * period (free, one-off, or its period is over).
 */
export function changeTiming(x: { planSchedule: "immediate" | "end_of_cycle" | undefined; currentValue: number; newValue: number; running: boolean }): "now" | "period_end" {
  if (!x.running || x.planSchedule === "immediate") return "now";
  if (x.planSchedule === "end_of_cycle") return "period_end";
  return x.newValue < x.currentValue ? "period_end" : "now";
}

/** The period of a subscription that is running at `now`, or null. */
export function runningPeriod(start: number | null, end: number | null, now: number): { start: number; end: number } | null {
  return start !== null && end !== null && start <= now && now < end ? { start, end } : null;
}

// ───────────────────────────── quantities and versions ─────────────────────────────

/** Prepaid units stored on a subscription (`bought`: feature → units) as quantities of its plan's items. */
export function storedBought(items: StoredItem[], units: Record<string, number>): BoughtQuantity[] {
  const out: BoughtQuantity[] = [];
  items.forEach((it, item) => {
    if (it.price?.billing_method !== "prepaid") return;
    const u = units[it.feature_id] ?? 0;
    out.push({ feature_id: it.feature_id, item, units: u, quantity: it.included + u });
  });
  return out;
}

export interface UpdateQuoteInput {
  now: number;
  /** `seq`: the plan version's row (another one is a version change). */
  current: { planId: string; seq: number; state: PlanState; units: Record<string, number>; period: { start: number; end: number } | null; paid: number };
  target: { planId: string; seq: number; state: PlanState };
  featureName: (featureId: string) => string;
  /** Sent quantities (included + bought, as in attach); features not sent keep their current quantity. */
  quantities: { feature_id: string; quantity?: number }[] | undefined;
  prices: PriceContext;
  proration: "prorate_immediately" | "none";
  /** What the period's payments for the subscription can still refund (the floor of a negative total). */
  refundable: number;
  /** The customer's coupon redemptions (held, and those the change redeems). */
  coupons?: readonly CouponRedemption[];
}

/** An attach's quote (quote.rules) where `total` may also be negative: a refund, at most `refundable`. */
export interface UpdateQuote extends AttachQuote {
  /** Whether anything changes (plan version or a quantity). */
  changed: boolean;
}

const keyOf = (l: QuoteLine) => l.feature_id ?? "";
type Proration = NonNullable<StoredItem["proration"]>;

/** How much of a full-period difference `delta` is billed now for a line (an item's `proration`, default prorated). */
function billedNow(delta: number, left: number, length: number, p: Proration | undefined, base: boolean): number {
  if (base || p === undefined) return fraction(delta, left, length);
  if (delta > 0) {
    if (p.on_increase === "bill_immediately") return delta;
    if (p.on_increase === "prorate_immediately") return fraction(delta, left, length);
    return 0;
  }
  return p.on_decrease === "prorate" || p.on_decrease === "prorate_immediately" ? fraction(delta, left, length) : 0;
}

/**
 * What billing.update charges or refunds now for a change of prepaid
 * quantities and/or plan version within the current period: for every line
 * (base price, each prepaid feature) the difference between the new and the
 * old full-period amount, times the unused fraction of the period (an item's
 * `proration.on_increase: bill_immediately` bills the whole difference;
 * `*_next_cycle`, `none` and `no_prorations` bill nothing now). The period
 * is kept. Without a running period increases are billed whole and
 * decreases credit nothing. A negative total is refunded, at most what the
 * period's payments can still refund. `proration: none` charges nothing now.
 * The coupons that apply now discount the charges, and a lasting percentage
 * coupon (`months`, `forever`) also the credits, which are priced at the
 * list price (coupons.rules); the period's `paidForPeriod` grows by each
 * line's full-period difference after its discount. A whole period of the
 * new plan, the charge now and the next cycle are each within the invoice
 * bound (amounts.rules), else 400 `invalid_amount`.
 */
export function quoteUpdate(input: UpdateQuoteInput): UpdateQuote {
  const { now, current, target, prices } = input;
  const targetItems = target.state.def.items;
  const kept = storedBought(current.state.def.items, current.units)
    .filter((b) => targetItems.some((it) => it.feature_id === b.feature_id && it.price?.billing_method === "prepaid"))
    .filter((b) => !(input.quantities ?? []).some((q) => q.feature_id === b.feature_id))
    .map((b) => ({ feature_id: b.feature_id, quantity: b.quantity }));
  const bought = boughtQuantities(targetItems, [...(input.quantities ?? []), ...kept]);
  const from = storedBought(current.state.def.items, current.units);
  const period = current.period;
  const pricing = (planId: string, state: PlanState) => ({ plan: { id: planId, state }, prices, featureName: input.featureName });
  const oldLines = fullLines(pricing(current.planId, current.state), from, period, false);
  const newLines = fullLines(pricing(target.planId, target.state), bought, period, false);
  // Before any proration or coupon maths: a whole period of the new plan is within the invoice bound.
  assertInvoiceBound(newLines, prices.currency, `One period of ${target.planId}`);
  const oldBy = new Map(oldLines.map((l) => [keyOf(l), l]));
  const newBy = new Map(newLines.map((l) => [keyOf(l), l]));
  const unitsOf = (bs: BoughtQuantity[], f: string) => bs.find((b) => b.feature_id === f)?.units ?? 0;
  // Another version, or the same one customized differently (billing.update's `customize`).
  const planChanged = current.seq !== target.seq || (current.state !== target.state && canonical(current.state.def) !== canonical(target.state.def));
  const changed = planChanged || bought.some((b) => b.units !== unitsOf(from, b.feature_id)) || from.some((b) => b.units !== unitsOf(bought, b.feature_id));

  let lines: QuoteLine[] = [];
  /** Each line's full-period difference (parallel to `lines`). */
  const deltas: number[] = [];
  if (input.proration !== "none") {
    for (const key of new Set([...oldBy.keys(), ...newBy.keys()])) {
      const o = oldBy.get(key);
      const n = newBy.get(key);
      const delta = (n?.amount ?? 0) - (o?.amount ?? 0);
      if (delta === 0) continue;
      const base = key === "";
      const item = base ? undefined : targetItems.find((it) => it.feature_id === key) ?? current.state.def.items.find((it) => it.feature_id === key);
      const amount = period === null ? Math.max(0, delta) : billedNow(delta, period.end - now, period.end - period.start, item?.proration, base);
      if (amount === 0) continue;
      deltas.push(delta);
      const name = base ? target.state.name : `${target.state.name}: ${input.featureName(key)}`;
      const what = base
        ? `${current.state.name} → ${target.state.name}`
        : `${name}, ${unitsOf(from, key)} → ${unitsOf(bought, key)} units`;
      lines.push({
        description: period === null ? what : `${what} (${amount > 0 ? "remaining" : "unused"} time)`,
        plan_id: target.planId,
        feature_id: base ? null : key,
        feature_name: base ? null : input.featureName(key),
        quantity: base ? (amount > 0 ? 1 : null) : unitsOf(bought, key) - unitsOf(from, key),
        amount,
        period_start: period === null ? null : now,
        period_end: period?.end ?? null,
      });
    }
  }
  lines = applyCoupons(lines, input.coupons ?? [], now, prices.currency, { credits: true });
  // What the period is now worth as paid: each line's full-period difference, after its discount.
  const applied = lines.reduce((a, l, i) => a + fraction(deltas[i], Math.abs(l.amount), Math.abs(grossOf(l))), 0);
  const credited = totalOf(lines);
  const total = credited >= 0 ? credited : Math.max(credited, 0 - Math.max(0, input.refundable)) || 0;
  if (total !== credited) {
    // No credit balance in this version: a credit beyond what the period's payments can refund is not kept.
    lines.push({ description: "Credit beyond what was paid (not refunded)", plan_id: target.planId, feature_id: null, feature_name: null, quantity: null, amount: total - credited, period_start: null, period_end: null });
  }
  const next =
    period === null ? [] : applyCoupons(fullLines(pricing(target.planId, target.state), bought, periodFrom(target.state, period.end), true), afterInvoice(input.coupons ?? [], lines), period.end, prices.currency);
  assertInvoiceBound(lines, prices.currency, "The charge now");
  assertInvoiceBound(next, prices.currency, "The next cycle's invoice");
  return {
    currency: prices.currency,
    lines,
    subtotal: subtotalOf(lines),
    total,
    period,
    paidForPeriod: Math.max(0, current.paid + applied),
    bought,
    nextCycle: period === null || next.length === 0 ? null : { startsAt: period.end, lines: next, subtotal: subtotalOf(next), total: totalOf(next) },
    changed,
  };
}

// ───────────────────────────── cancel ─────────────────────────────

/**
 * What cancelling now refunds (minor units): `prorated`, the unused part of
 * the period's full-period value, at most what the period's payments can
 * still refund (`refundable`); `full`, all the last payment can still refund
 * (`lastRefundable`); nothing without `refund_last_payment`.
 */
export function cancelRefund(kind: "prorated" | "full" | undefined, paid: number, period: { start: number; end: number } | null, now: number, refundable: number, lastRefundable: number): number {
  const cap = Math.max(0, refundable);
  if (kind === "full") return Math.max(0, lastRefundable);
  if (kind === "prorated" && period !== null) return prorationCredit(paid, period.start, period.end, now, cap);
  return 0;
}

/**
 * Splits a refund over payments (what each can still refund, newest first):
 * the newest first, then older ones; answers the amount taken from each.
 */
export function allocateRefund(amount: number, refundable: number[]): number[] {
  let left = Math.max(0, amount);
  return refundable.map((r) => {
    const take = Math.min(left, Math.max(0, r));
    left -= take;
    return take;
  });
}

/** The line of a cancellation's refund (negative), or none. */
export function refundLines(refund: number, planId: string, planName: string, kind: "prorated" | "full" | undefined, now: number, periodEnd: number | null): QuoteLine[] {
  if (refund <= 0) return [];
  return [
    {
      description: kind === "full" ? `Refund of the last payment for ${planName}` : `Unused time on ${planName}`,
      plan_id: planId,
      feature_id: null,
      feature_name: null,
      quantity: null,
      amount: -refund,
      period_start: now,
      period_end: periodEnd,
    },
  ];
}

/** What billing.update's body asks for (the preview's `intent`). */
export type UpdateIntent = "update_plan" | "update_quantity" | "cancel_immediately" | "cancel_end_of_cycle" | "uncancel" | "none";

/**
 * Checks the fields of billing.update / preview_update against what Tandem
 * does (400 `invalid_request` naming the field otherwise).
 */
export function checkUpdateBody(body: {
  cancel_action?: string;
  refund_last_payment?: string;
  feature_quantities?: unknown[];
  version?: number;
  customize?: { free_trial?: unknown; upsert_licenses?: unknown[]; remove_licenses?: unknown[] };
  free_trial?: unknown;
  entity_id?: string;
  license_quantities?: unknown[];
  discounts?: unknown[];
  custom_line_items?: unknown[];
  billing_cycle_anchor?: unknown;
  invoice_mode?: { enabled: boolean };
  no_billing_changes?: boolean;
  recalculate_balances?: unknown;
  carry_over_usages?: unknown;
}): void {
  if (body.entity_id !== undefined) invalid("entity_id", "is not supported yet: plans are the customer's");
  if (body.license_quantities?.length) invalid("license_quantities", "is not supported: Tandem has no licenses");
  if (body.free_trial !== undefined || body.customize?.free_trial !== undefined) {
    invalid(body.free_trial !== undefined ? "free_trial" : "customize.free_trial", "cannot be changed by billing.update: a running subscription's trial was decided when it started");
  }
  if (body.customize?.upsert_licenses?.length) invalid("customize.upsert_licenses", "is not supported: Tandem has no licenses");
  if (body.customize?.remove_licenses?.length) invalid("customize.remove_licenses", "is not supported: Tandem has no licenses");
  if (body.custom_line_items?.length) invalid("custom_line_items", "are not supported yet");
  if (body.billing_cycle_anchor !== undefined) invalid("billing_cycle_anchor", "is not supported yet: the cycle keeps its anchor");
  if (body.invoice_mode?.enabled) invalid("invoice_mode", "is not supported by billing.update yet: changes are charged to the card on file");
  if (body.no_billing_changes) invalid("no_billing_changes", "is not supported yet");
  if (body.recalculate_balances !== undefined) invalid("recalculate_balances", "is not supported yet");
  if (body.carry_over_usages !== undefined) invalid("carry_over_usages", "is not supported yet: a quantity or version change keeps the usage");
  if (body.cancel_action !== undefined && (body.feature_quantities?.length || body.version !== undefined || body.customize !== undefined)) {
    invalid("cancel_action", "cannot be combined with feature_quantities, version or customize: cancel, or change the plan, in one call");
  }
  if (body.discounts?.length && body.cancel_action !== undefined) {
    invalid("discounts", "apply to a quantity or version change, not to a cancellation");
  }
  if (body.refund_last_payment !== undefined && body.cancel_action !== "cancel_immediately") {
    invalid("refund_last_payment", "is only for cancel_action cancel_immediately (a plan cancelled at the end of its cycle was used in full)");
  }
}

/**
 * The billing.update body of each update of a billing.multi_update (its cancel action, and the
 * top-level `refund_last_payment` for each `cancel_immediately`), checked as billing.update checks
 * its body; an entity (top-level or per update): 400 naming it. `proration_behavior` and
 * `subscription_params` are not used (see `MultiUpdateItemParams`).
 */
export function multiUpdateBodies(body: Schemas["MultiUpdateParams"]): Schemas["UpdateSubscriptionParams"][] {
  if (body.entity_id !== undefined) invalid("entity_id", "is not supported yet: plans are the customer's");
  if (body.refund_last_payment !== undefined && !body.updates.some((u) => u.cancel_action === "cancel_immediately")) {
    invalid("refund_last_payment", "is only for updates with cancel_action cancel_immediately (a plan cancelled at the end of its cycle was used in full)");
  }
  return body.updates.map((u, i) => {
    if (u.entity_id !== undefined) invalid(`updates[${i}].entity_id`, "is not supported yet: plans are the customer's");
    const b: Schemas["UpdateSubscriptionParams"] = { customer_id: body.customer_id, cancel_action: u.cancel_action, redirect_mode: "if_required" };
    if (u.plan_id !== undefined) b.plan_id = u.plan_id;
    if (u.subscription_id !== undefined) b.subscription_id = u.subscription_id;
    if (u.cancel_action === "cancel_immediately" && body.refund_last_payment !== undefined) b.refund_last_payment = body.refund_last_payment;
    checkUpdateBody(b);
    return b;
  });
}
