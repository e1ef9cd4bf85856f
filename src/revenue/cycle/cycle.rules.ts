/**
 * The billing cycle's rules, pure (no SQL, no clock): the next period of a
 * subscription, the lines of a renewal invoice (the next period's fixed
 * price in advance, the ended period's overage in arrears), the dunning
 * schedule and what a trial does at its end (which default plan comes back
 * when a plan ends: subscriptions/subscriptions.rules.ts). Amounts are integers in the currency's minor unit.
 */
import Big from "big.js";
import { toMinor } from "../payments/money.rules.js";
import type { FreeTrial, PlanState, StoredItem } from "../plans/plans.rules.js";
import { billsInArrears, type BoughtQuantity, cadenceOf, type PriceContext, prepaidCost, type QuoteLine, recurringLines, untilEnd } from "../billing/quote.rules.js";
import { nextResetAt } from "../shared/interval.rules.js";

export const DAY_MS = 86_400_000;

/**
 * Dunning: a renewal whose charge fails is retried 1, 3 and 5 days after the
 * period boundary (three retries after the first attempt). After the last
 * failure the plan ends (see `planEnd`) and the invoice is `uncollectible`.
 */
export const DUNNING_RETRY_DAYS = [1, 3, 5] as const;

/**
 * When to try a failed renewal charge next: `attempts` charges have failed
 * so far (1 after the first); null when the schedule is exhausted (the plan
 * ends).
 */
export function nextAttemptAt(boundary: number, attempts: number, schedule: readonly number[] = DUNNING_RETRY_DAYS): number | null {
  if (attempts < 1) return boundary;
  const days = schedule[attempts - 1];
  return days === undefined ? null : boundary + days * DAY_MS;
}

/** The idempotency key of a renewal charge: the invoice id for the first attempt, one key per retry after it. */
export const chargeKey = (invoiceId: string, attempt: number): string => (attempt === 0 ? invoiceId : `${invoiceId}_retry_${attempt}`);

/**
 * The end of the period that starts at `boundary` for a plan of `cadence`
 * (`month:1`): the first anchor + k intervals strictly after the boundary
 * (whole intervals from the anchor: Jan 31 → Feb 28 → Mar 31, no drift).
 */
export function nextPeriodEnd(anchor: number, cadence: string, boundary: number): number | null {
  const [interval, count] = cadence.split(":");
  return nextResetAt(anchor, interval, Number(count), boundary);
}

/**
 * The charge of usage in arrears: `micro` units (micro-units) beyond what was
 * included, rounded up to whole billing units, priced per unit or by tiers
 * (tiers count overage units, as prepaid tiers count bought units).
 */
export function overageUnits(micro: number, billingUnits: number): number {
  const units = new Big(micro).div(1_000_000);
  return Number(units.div(billingUnits).round(0, Big.roundUp).times(billingUnits).toString());
}

export interface ArrearsInput {
  /** The plan item the balance row was made from (its index in the plan's items). */
  item: number;
  feature_id: string;
  /** Micro-units of usage beyond the grant, closed by the period's resets. */
  micro: number;
}

/**
 * Balance rows' arrears as the renewal lines take them: each with its feature's usage-priced
 * plan item (by feature, not by the row's id: rows keep their id when a plan change reshapes them).
 */
export const arrearsOf = (state: PlanState, rows: { row: { feature_id: string }; arrears: number }[]): ArrearsInput[] =>
  rows.map((x) => ({ item: state.def.items.findIndex((it) => it.feature_id === x.row.feature_id && it.price?.billing_method === "usage_based"), feature_id: x.row.feature_id, micro: x.arrears }));

/** Whether a subscription ending at `at` gets a last invoice: an active, paid-up plan (not in its trial) billing usage in arrears. */
export const endsWithInvoice = (sub: { status: string; trial_ends_at: number | null }, state: PlanState, at: number): boolean =>
  sub.status === "active" && billsInArrears(state) && !(sub.trial_ends_at !== null && sub.trial_ends_at >= at);

export interface RenewalInput {
  plan: { id: string; state: PlanState };
  featureName: (featureId: string) => string;
  prices: PriceContext;
  /** Prepaid units bought with the plan (renewed in advance). */
  bought: BoughtQuantity[];
  /** The period that ended (arrears) and the one that starts (advance). */
  ended: { start: number; end: number };
  next: { start: number; end: number } | null;
  /** When the plan ends (`expires_at`, e.g. attach's `ends_at`): a `next` period running past it is charged pro rata, up to it. */
  endsAt?: number | null;
  arrears: ArrearsInput[];
}

/**
 * The lines of one renewal invoice: the next period's base price and prepaid
 * units in advance (none when the plan does not continue; pro rata up to
 * `endsAt` when the plan ends within it), then the ended period's overage of
 * each usage-priced item in arrears.
 */
export function renewalLines(r: RenewalInput): { advance: QuoteLine[]; arrears: QuoteLine[] } {
  const advance = r.next === null ? [] : untilEnd(recurringLines(r.plan, r.bought, r.next, r.prices, r.featureName), r.endsAt);
  const arrears: QuoteLine[] = [];
  for (const a of r.arrears) {
    const it: StoredItem | undefined = r.plan.state.def.items[a.item];
    if (!it?.price || it.price.billing_method !== "usage_based" || a.micro <= 0) continue;
    const units = overageUnits(a.micro, it.price.billing_units);
    const name = r.featureName(a.feature_id);
    arrears.push({
      description: `${r.plan.state.name}: ${units} × ${name} beyond the included amount`,
      plan_id: r.plan.id,
      feature_id: a.feature_id,
      feature_name: name,
      quantity: units,
      amount: toMinor(prepaidCost(it.price, units, r.prices), r.prices.currency),
      period_start: r.ended.start,
      period_end: r.ended.end,
    });
  }
  return { advance, arrears };
}

/**
 * What a trial does at its end: `bill` (the first paid period starts and is
 * invoiced to the card on file) or `revert` (the plan ends; the group's
 * default plan comes back). A trial without a card on file reverts whatever
 * its `on_end` (nothing could be charged); `on_end: revert` reverts with one.
 */
export function trialEnd(trial: Pick<FreeTrial, "on_end"> | null, hasCard: boolean): "bill" | "revert" {
  if (!hasCard) return "revert";
  return trial?.on_end === "revert" ? "revert" : "bill";
}

/** Whether a plan bills in cycles (a recurring base price or a recurring item price). */
export const recurs = (s: PlanState): boolean => cadenceOf(s) !== null;

/**
 * What a `past_due` customer may still use: everything its plans grant,
 * until the plan ends after the last failed retry (as Autumn, whose balances
 * keep working while Stripe retries). Plans with `config.ignore_past_due`
 * behave the same; the flag only matters to callers reading `past_due`.
 */
export const PAST_DUE_KEEPS_ACCESS = true;
