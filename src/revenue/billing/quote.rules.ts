import Big from "big.js";
import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import { BASE_CURRENCY, fraction, toMinor } from "../payments/money.rules.js";
import type { PlanState, StoredItem } from "../plans/plans.rules.js";
import { addInterval } from "../shared/interval.rules.js";
import type { CouponRedemption, LineDiscountPart } from "../rewards/discounts.rules.js";
import { assertInvoiceBound } from "./amounts.rules.js";
import { afterInvoice, applyCoupons, paidShare, subtotalOf, totalOf } from "./coupons.rules.js";

/**
 * What a paid attach charges, as pure functions: one computation for
 * billing.preview_attach and billing.attach, so a preview and the charge
 * agree to the minor unit. Amounts are integers in the currency's minor unit.
 */

/** How plan amounts reach the customer's currency: the plan's own price in it, else the base amount at `rate`. */
export interface PriceContext {
  currency: string;
  /** 1 BASE_CURRENCY = rate `currency` (the FX table), or null when there is none. */
  rate: Big | null;
}

export interface QuoteLine {
  description: string;
  plan_id: string | null;
  feature_id: string | null;
  feature_name: string | null;
  /** Units bought (prepaid lines), 1 for a base price, null for a proration credit. */
  quantity: number | null;
  /** Minor units; negative for a credit. After coupons, when `discounts` is set. */
  amount: number;
  period_start: number | null;
  period_end: number | null;
  /** What the line cost before coupons (set only on a discounted line; else `amount`). */
  subtotal?: number;
  /** Each coupon's part of the line's discount (coupons.rules). */
  discounts?: LineDiscountPart[];
}

/** A prepaid quantity bought with the plan: units beyond the item's included amount. */
export interface BoughtQuantity {
  feature_id: string;
  /** Index of the plan item (its balance row is `<subscription id>_<index>`). */
  item: number;
  /** Units bought (a multiple of the price's billing units). */
  units: number;
  /** included + units: what the wire calls the quantity. */
  quantity: number;
}

/** The customer's current plan of the group that the attach replaces, and what it paid for its period. */
export interface Replaced {
  planId: string;
  planName: string;
  periodStart: number | null;
  periodEnd: number | null;
  /** Minor units paid for the current period (0 for a free plan). */
  paid: number;
  /** The interval of its price (`month:1`), or null. */
  cadence: string | null;
}

export interface AttachQuoteInput {
  now: number;
  plan: { id: string; state: PlanState };
  featureName: (featureId: string) => string;
  quantities: { feature_id: string; quantity?: number }[] | undefined;
  prices: PriceContext;
  replaced: Replaced | null;
  proration: "prorate_immediately" | "none";
  /** The customer's coupon redemptions (held, and those the change redeems); the ones that apply at each invoice's time discount it. */
  coupons?: readonly CouponRedemption[];
  /** When the plan ends (attach's `ends_at`): periods running past it are charged pro rata up to it. */
  endsAt?: number | null;
}

export interface AttachQuote {
  currency: string;
  lines: QuoteLine[];
  /** The sum of the lines before coupons. */
  subtotal: number;
  /** What is due now: the sum of the lines (after coupons), never below 0 (a credit is capped at the charges). */
  total: number;
  /** The new subscription's current period (null: no billing cycle). */
  period: { start: number; end: number } | null;
  /**
   * The full-period value of what the new subscription holds for `period` (its price for a whole
   * period, not the prorated charge): the base of a later proration credit or refund, which takes
   * the unused fraction of it.
   */
  paidForPeriod: number;
  bought: BoughtQuantity[];
  /** What the next cycle charges in advance, after the coupons that apply then (null: nothing recurs). */
  nextCycle: { startsAt: number; lines: QuoteLine[]; subtotal: number; total: number } | null;
}

type CurrencyAmounts = { currency: string; amount: number }[] | Record<string, unknown>[] | undefined;

/** A plan amount (major units of the base currency) in the context's currency, as a decimal of major units. */
export function amountIn(base: number, additional: CurrencyAmounts, p: PriceContext): Big {
  if (p.currency === BASE_CURRENCY) return new Big(base);
  const own = (additional ?? []).find((a) => (a as { currency?: unknown }).currency === p.currency) as { amount?: unknown } | undefined;
  if (own && typeof own.amount === "number") return new Big(own.amount);
  if (p.rate === null) throw new RevenueError("missing_fx_rate", `No exchange rate from ${BASE_CURRENCY} to ${p.currency}, and the plan has no price in ${p.currency}: add one with \`tandem fx set ${BASE_CURRENCY} ${p.currency} <rate>\`.`);
  return new Big(base).times(p.rate);
}

type ItemPrice = NonNullable<StoredItem["price"]>;

/** The price of `units` prepaid units (major units of the context's currency): flat per billing units, or tiered. */
export function prepaidCost(price: ItemPrice, units: number, p: PriceContext): Big {
  if (units <= 0) return new Big(0);
  const per = new Big(price.billing_units);
  if (price.tiers === undefined) return new Big(units).div(per).times(amountIn(price.amount ?? 0, price.additional_currencies, p));
  const tiers = price.tiers;
  const tierAmount = (t: (typeof tiers)[number]) => amountIn(t.amount, t.additional_currencies, p);
  const flat = (t: (typeof tiers)[number]) => (t.flat_amount ? amountIn(t.flat_amount, undefined, p) : new Big(0));
  if (price.tier_behavior === "volume") {
    const t = tiers.find((x) => x.to === "inf" || units <= x.to) ?? tiers[tiers.length - 1];
    return new Big(units).div(per).times(tierAmount(t)).plus(flat(t));
  }
  let cost = new Big(0);
  let previous = 0;
  for (const t of tiers) {
    const upTo = t.to === "inf" ? Infinity : t.to;
    const inTier = Math.min(units, upTo) - previous;
    if (inTier <= 0) break;
    cost = cost.plus(new Big(inTier).div(per).times(tierAmount(t))).plus(flat(t));
    previous = upTo;
  }
  return cost;
}

/** The prepaid units a subscription bought (`bought`: { feature_id: units }), per prepaid plan item. */
export function boughtFrom(state: PlanState, bought: string | null): BoughtQuantity[] {
  const units = JSON.parse(bought ?? "{}") as Record<string, number>;
  const out: BoughtQuantity[] = [];
  state.def.items.forEach((it, item) => {
    if (it.price?.billing_method !== "prepaid") return;
    const u = units[it.feature_id] ?? 0;
    out.push({ feature_id: it.feature_id, item, units: u, quantity: it.included + u });
  });
  return out;
}

/**
 * The prepaid quantities of an attach: for each prepaid priced item, the
 * units bought beyond the included amount, rounded up to the billing units.
 * A quantity for a feature without a prepaid item: 400 `invalid_request`;
 * above `max_purchase`: 400 `max_purchase_exceeded`.
 */
export function boughtQuantities(items: StoredItem[], sent: { feature_id: string; quantity?: number }[] | undefined): BoughtQuantity[] {
  const byFeature = new Map<string, number | undefined>();
  (sent ?? []).forEach((q, i) => {
    if (byFeature.has(q.feature_id)) invalid(`feature_quantities[${i}].feature_id`, `repeats ${q.feature_id}`);
    if (!items.some((it) => it.feature_id === q.feature_id && it.price?.billing_method === "prepaid")) {
      invalid(`feature_quantities[${i}].feature_id`, `names ${q.feature_id}, which has no prepaid price in the plan`);
    }
    byFeature.set(q.feature_id, q.quantity);
  });
  const out: BoughtQuantity[] = [];
  items.forEach((it, item) => {
    if (it.price?.billing_method !== "prepaid") return;
    const asked = byFeature.get(it.feature_id);
    const included = it.included;
    const beyond = asked === undefined ? 0 : Math.max(0, asked - included);
    const per = it.price.billing_units;
    const units = Number(new Big(beyond).div(per).round(0, Big.roundUp).times(per).toString());
    if (it.price.max_purchase !== null && units > it.price.max_purchase) {
      throw new RevenueError("max_purchase_exceeded", `${units} units of ${it.feature_id} is over the plan's maximum purchase of ${it.price.max_purchase}.`);
    }
    out.push({ feature_id: it.feature_id, item, units, quantity: included + units });
  });
  return out;
}

/** Whether the plan bills usage in arrears (a recurring `usage_based` item price): a card must be on file for it. */
export const billsInArrears = (s: PlanState): boolean => s.def.items.some((it) => it.price?.billing_method === "usage_based" && it.price.interval !== "one_off");

/** `month:1`: what two prices must share for a period to carry over. */
export const cadenceOf = (s: PlanState): string | null => {
  const p = s.def.price;
  if (p && p.interval !== "one_off") return `${p.interval}:${p.interval_count ?? 1}`;
  const item = s.def.items.find((it) => it.price && it.price.interval !== "one_off");
  return item?.price ? `${item.price.interval}:${item.price.interval_count ?? 1}` : null;
};

/** The period of `s` that starts at `start` (null: the plan has no billing cycle). */
export function periodFrom(s: PlanState, start: number): { start: number; end: number } | null {
  const cadence = cadenceOf(s);
  if (cadence === null) return null;
  const [interval, count] = cadence.split(":");
  const end = addInterval(start, interval, Number(count));
  return end === null ? null : { start, end };
}

/**
 * Charges for a period that runs past `endsAt` (the plan's end: attach's `ends_at`), pro rata up
 * to it; credits and lines ending by then as they are. Attach and renewals share it.
 */
export function untilEnd(lines: QuoteLine[], endsAt: number | null | undefined): QuoteLine[] {
  if (endsAt === null || endsAt === undefined) return lines;
  const day = new Date(endsAt).toISOString().slice(0, 10);
  return lines.map((l) =>
    l.amount <= 0 || l.period_start === null || l.period_end === null || endsAt >= l.period_end || endsAt <= l.period_start
      ? l
      : { ...l, description: `${l.description} (until the plan ends on ${day})`, amount: fraction(l.amount, endsAt - l.period_start, l.period_end - l.period_start), period_end: endsAt },
  );
}

/** What pricing one plan needs: the plan, the currency context and feature names. */
export type Pricing = Pick<AttachQuoteInput, "plan" | "prices" | "featureName">;

/** The full charge lines of one period of the plan (base price, prepaid units), each rounded to the minor unit. */
export function fullLines(input: Pricing, bought: BoughtQuantity[], period: { start: number; end: number } | null, recurringOnly: boolean): QuoteLine[] {
  const { plan, prices } = input;
  const s = plan.state;
  const lines: QuoteLine[] = [];
  const at = { period_start: period?.start ?? null, period_end: period?.end ?? null };
  const price = s.def.price;
  if (price && !(recurringOnly && price.interval === "one_off")) {
    lines.push({ description: `${s.name}`, plan_id: plan.id, feature_id: null, feature_name: null, quantity: 1, amount: toMinor(amountIn(price.amount, price.additional_currencies, prices), prices.currency), ...at });
  }
  for (const b of bought) {
    const it = s.def.items[b.item];
    if (b.units === 0 || !it.price || (recurringOnly && it.price.interval === "one_off")) continue;
    const name = input.featureName(b.feature_id);
    lines.push({
      description: `${s.name}: ${b.units} × ${name}`,
      plan_id: plan.id,
      feature_id: b.feature_id,
      feature_name: name,
      quantity: b.units,
      amount: toMinor(prepaidCost(it.price, b.units, prices), prices.currency),
      ...at,
    });
  }
  return lines;
}

/** The recurring lines of one period of the plan (base price, prepaid units): what a renewal charges in advance. */
export function recurringLines(plan: { id: string; state: PlanState }, bought: BoughtQuantity[], period: { start: number; end: number }, prices: PriceContext, featureName: (id: string) => string): QuoteLine[] {
  return fullLines({ plan, featureName, prices }, bought, period, true);
}

/**
 * What attaching `plan` charges now and next cycle. Replacing a plan of the
 * same cadence mid-period keeps its period: the unused part of what was paid
 * is credited (never more than was paid, nor more than the new charges) and
 * the remaining part of the new plan charged. Another cadence starts a new
 * period now, with the same credit. `proration: none` keeps the period and
 * charges nothing now; the new price starts with the next cycle. The
 * coupons that apply now discount the charges (never the credit, which is
 * of what was paid: already after its coupons); those that apply at the
 * next cycle's start discount it. One whole period of the plan (every line
 * and their sum), the charge now and the next cycle are each within the
 * invoice bound (amounts.rules), else 400 `invalid_amount`.
 */
export function quoteAttach(input: AttachQuoteInput): AttachQuote {
  const { now, plan, replaced, prices } = input;
  const coupons = input.coupons ?? [];
  const discount = (lines: QuoteLine[]) => applyCoupons(lines, coupons, now, prices.currency);
  const bought = boughtQuantities(plan.state.def.items, input.quantities);
  // Before any proration or coupon maths: a whole period's charges (the period only labels lines).
  assertInvoiceBound(fullLines(input, bought, null, false), prices.currency, `One period of ${plan.id}`);
  const cadence = cadenceOf(plan.state);
  const running = replaced && replaced.periodStart !== null && replaced.periodEnd !== null && replaced.periodEnd > now && replaced.periodStart <= now ? replaced : null;
  let lines: QuoteLine[];
  let period: { start: number; end: number } | null;
  let paidForPeriod: number;
  if (running && input.proration === "none") {
    period = cadence === null ? null : { start: running.periodStart!, end: running.periodEnd! };
    lines = [];
    paidForPeriod = running.paid;
  } else if (running && cadence !== null && cadence === running.cadence) {
    period = { start: running.periodStart!, end: running.periodEnd! };
    const length = period.end - period.start;
    const left = period.end - now;
    const charges = discount(
      untilEnd(
        fullLines(input, bought, period, false).map((l) => ({
          ...l,
          description: `Remaining time on ${l.description}`,
          amount: fraction(l.amount, left, length),
          period_start: now,
        })),
        input.endsAt,
      ),
    );
    lines = withCredit(charges, running, now, prices.currency);
    // The full-period value of what the subscription holds (not the prorated charge): the base of
    // a later proration credit, which takes the unused fraction of it (after coupons: what it cost).
    paidForPeriod = paidShare(fullLines(input, bought, period, false).reduce((a, l) => a + l.amount, 0), charges);
  } else {
    period = periodFrom(plan.state, now);
    const full = fullLines(input, bought, period, false);
    const charges = discount(untilEnd(full, input.endsAt));
    lines = running ? withCredit(charges, running, now, prices.currency) : charges;
    // The full period's value after coupons (the base of a later proration credit), also when the plan ends early.
    paidForPeriod = paidShare(full.reduce((a, l) => a + l.amount, 0), charges);
  }
  const ends = input.endsAt ?? null;
  const next =
    period === null || (ends !== null && ends <= period.end)
      ? []
      : applyCoupons(untilEnd(fullLines(input, bought, periodFrom(plan.state, period.end), true), ends), afterInvoice(coupons, lines), period.end, prices.currency);
  assertInvoiceBound(lines, prices.currency, "The charge now");
  assertInvoiceBound(next, prices.currency, "The next cycle's invoice");
  return {
    currency: prices.currency,
    lines,
    subtotal: subtotalOf(lines),
    total: totalOf(lines),
    period,
    paidForPeriod,
    bought,
    nextCycle: period === null || next.length === 0 ? null : { startsAt: period.end, lines: next, subtotal: subtotalOf(next), total: totalOf(next) },
  };
}

/** The unused part of what the replaced plan paid for its period: at most what was paid and at most the new charges. */
export function prorationCredit(paid: number, periodStart: number, periodEnd: number, now: number, cap: number): number {
  if (paid <= 0 || now >= periodEnd) return 0;
  const unused = fraction(paid, periodEnd - Math.max(now, periodStart), periodEnd - periodStart);
  return Math.max(0, Math.min(unused, paid, cap));
}

function withCredit(charges: QuoteLine[], running: Replaced, now: number, _currency: string): QuoteLine[] {
  // At most the charges after their coupons: the total never goes below zero.
  const cap = totalOf(charges);
  const credit = prorationCredit(running.paid, running.periodStart!, running.periodEnd!, now, cap);
  if (credit === 0) return charges;
  return [
    { description: `Unused time on ${running.planName}`, plan_id: running.planId, feature_id: null, feature_name: null, quantity: null, amount: -credit, period_start: now, period_end: running.periodEnd },
    ...charges,
  ];
}
