import { RevenueError } from "../errors.js";
import { emptyBalance } from "../balances/balances.view.js";
import { breakdownPrice, type PlanState, type StoredItem } from "../plans/plans.rules.js";
import type { Schemas } from "../types.js";
import type { SubscriptionRow } from "./customers.repo.js";

type Balance = Schemas["Balance"];
type BalanceBreakdown = Schemas["BalanceBreakdown"];
type Flag = Schemas["Flag"];
type BillingControls = Schemas["BillingControls"];
type CustomerConfig = Schemas["CustomerConfig"];

// ───────────────────────────── customer fields ─────────────────────────────

/** A customer's own fields, decoded. */
export interface CustomerState {
  id: string;
  name: string | null;
  email: string | null;
  fingerprint: string | null;
  stripe_id: string | null;
  metadata: Record<string, unknown>;
  send_email_receipts: boolean;
  currency: string | null;
  billing_controls: BillingControls;
  config: CustomerConfig;
}

export type CustomerFields = Schemas["CustomerFields"];

/** Receipts go to the customer's email: true with no email is refused. */
export function checkEmailRequirement(s: Pick<CustomerState, "send_email_receipts" | "email">): void {
  if (s.send_email_receipts && s.email === null) {
    throw new RevenueError("customer_email_required", "send_email_receipts needs the customer's email; set email first.");
  }
}

/** The stored controls with the lists that were sent replaced (absent lists are kept). */
export const mergeBillingControls = (current: BillingControls, sent: BillingControls | undefined): BillingControls =>
  sent === undefined ? current : { ...current, ...sent };

/** A new customer's fields from get_or_create. */
export function newCustomerState(id: string, body: CustomerFields): CustomerState {
  const s: CustomerState = {
    id,
    name: body.name ?? null,
    email: body.email ?? null,
    fingerprint: body.fingerprint ?? null,
    stripe_id: body.stripe_id ?? null,
    metadata: body.metadata ?? {},
    send_email_receipts: body.send_email_receipts ?? false,
    currency: body.currency ?? null,
    billing_controls: body.billing_controls ?? {},
    config: body.config ?? {},
  };
  checkEmailRequirement(s);
  return s;
}

/** customers.update: absent fields keep their value, null clears a nullable one, metadata is replaced. */
export function patchCustomerState(current: CustomerState, body: CustomerFields & { new_customer_id?: string }): CustomerState {
  const keep = <T>(sent: T | undefined, was: T): T => (sent === undefined ? was : sent);
  const next: CustomerState = {
    id: body.new_customer_id ?? current.id,
    name: keep(body.name, current.name),
    email: keep(body.email, current.email),
    fingerprint: keep(body.fingerprint, current.fingerprint),
    stripe_id: keep(body.stripe_id, current.stripe_id),
    metadata: body.metadata === undefined ? current.metadata : (body.metadata ?? {}),
    send_email_receipts: keep(body.send_email_receipts, current.send_email_receipts),
    currency: keep(body.currency, current.currency),
    billing_controls: mergeBillingControls(current.billing_controls, body.billing_controls),
    config: body.config === undefined ? current.config : { ...current.config, ...body.config },
  };
  checkEmailRequirement(next);
  return next;
}

// ───────────────────────────── auto-enabled plans ─────────────────────────────

/**
 * The auto_enable plans a new customer gets: plans of one group exclude each
 * other (plans without a group share the default group), so one per group —
 * a no-card trial plan before a free one, else the oldest — plus every add-on.
 */
export function chooseAutoEnabled<P extends { state: PlanState }>(candidates: P[]): P[] {
  const byGroup = new Map<string | null, P>();
  const addOns: P[] = [];
  for (const c of candidates) {
    if (c.state.add_on) {
      addOns.push(c);
      continue;
    }
    const chosen = byGroup.get(c.state.group);
    if (!chosen || (chosen.state.def.free_trial === null && c.state.def.free_trial !== null)) byGroup.set(c.state.group, c);
  }
  return [...byGroup.values(), ...addOns];
}

// ───────────────────────────── time ─────────────────────────────

const FIXED_MS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 604_800_000 };
const MONTHS: Record<string, number> = { month: 1, quarter: 3, semi_annual: 6, year: 12 };

/** `ms` plus `n` calendar months (UTC), the day clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(ms: number, n: number): number {
  const d = new Date(ms);
  const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  const t = new Date(first);
  const lastDay = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  t.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return t.getTime();
}

/** `ms` plus `count` intervals (minute … year); `one_off` never ends (null). */
export function addInterval(ms: number, interval: string, count = 1): number | null {
  if (interval in FIXED_MS) return ms + FIXED_MS[interval] * count;
  if (interval in MONTHS) return addMonths(ms, MONTHS[interval] * count);
  return null;
}

/** The first reset strictly after `now` of a grant that resets every `count` `interval`s since `anchor`; null for `one_off`. */
export function nextResetAt(anchor: number, interval: string, count: number, now: number): number | null {
  if (interval in FIXED_MS) {
    const step = FIXED_MS[interval] * count;
    const k = Math.max(1, Math.floor((now - anchor) / step) + 1);
    return anchor + k * step;
  }
  if (!(interval in MONTHS)) return null;
  const m = MONTHS[interval] * count;
  const a = new Date(anchor);
  const n = new Date(now);
  const monthsBetween = (n.getUTCFullYear() - a.getUTCFullYear()) * 12 + (n.getUTCMonth() - a.getUTCMonth());
  let k = Math.max(1, Math.floor(monthsBetween / m));
  while (addMonths(anchor, k * m) <= now) k++;
  return addMonths(anchor, k * m);
}

/**
 * A subscription to `plan` starting `now`: active, quantity 1, with its trial
 * and first period (periods only for a recurring base price).
 */
export function newSubscription(s: { id: string; spaceId: number; customerSeq: number; planSeq: number; plan: PlanState; now: number }): Omit<SubscriptionRow, "seq"> {
  return {
    id: s.id,
    space_id: s.spaceId,
    customer_seq: s.customerSeq,
    plan_seq: s.planSeq,
    status: "active",
    quantity: 1,
    started_at: s.now,
    canceled_at: null,
    created_at: s.now,
    expires_at: null,
    past_due: 0,
    ...subscriptionTimes(s.plan, s.now),
  };
}

/** When a new subscription's trial and first period end (periods only for a recurring base price). */
function subscriptionTimes(plan: PlanState, startedAt: number) {
  const trial = plan.def.free_trial;
  const price = plan.def.price;
  const periodEnd = price && price.interval !== "one_off" ? addInterval(startedAt, price.interval, price.interval_count ?? 1) : null;
  return {
    trial_ends_at: trial ? addInterval(startedAt, trial.duration_type, trial.duration_length) : null,
    current_period_start: periodEnd === null ? null : startedAt,
    current_period_end: periodEnd,
  };
}

// ───────────────────────────── balances and flags ─────────────────────────────

/** What one active subscription grants: its plan version's items from `startedAt`. */
export interface Grant {
  subscriptionId: string;
  planId: string;
  startedAt: number;
  items: StoredItem[];
}

/**
 * Balances and flags from the items of the customer's plans. This issue has
 * no usage yet: each grant is its `included` units (usage 0, remaining =
 * granted). Boolean features become flags; a feature the catalog no longer
 * has is treated as metered. Grants past their `expiry` are left out.
 */
export function balancesAndFlags(
  grants: Grant[],
  featureType: (featureId: string) => string | undefined,
  controls: BillingControls,
  now: number,
): { balances: Record<string, Balance>; flags: Record<string, Flag> } {
  const balances: Record<string, Balance> = {};
  const flags: Record<string, Flag> = {};
  const limits = new Map<string, { priced: boolean; noLimit: boolean; sum: number }>();

  for (const g of grants) {
    g.items.forEach((it, i) => {
      const id = `${g.subscriptionId}_${i}`;
      if (featureType(it.feature_id) === "boolean") {
        flags[it.feature_id] ??= { id, plan_id: g.planId, expires_at: null, feature_id: it.feature_id };
        return;
      }
      const expiresAt = it.expiry ? addInterval(g.startedAt, it.expiry.duration, it.expiry.length) : null;
      if (expiresAt !== null && expiresAt <= now) return;
      const included = it.unlimited ? 0 : it.included;
      const part: BalanceBreakdown = {
        id,
        plan_id: g.planId,
        included_grant: included,
        prepaid_grant: 0,
        remaining: included,
        usage: 0,
        unlimited: it.unlimited,
        reset: it.reset
          ? {
              interval: it.reset.interval,
              interval_count: it.reset.interval_count ?? 1,
              resets_at: nextResetAt(g.startedAt, it.reset.interval, it.reset.interval_count ?? 1, now),
            }
          : null,
        price: breakdownPrice(it.price),
        expires_at: expiresAt,
      };
      const b = (balances[it.feature_id] ??= emptyBalance(it.feature_id));
      b.granted += part.included_grant + part.prepaid_grant;
      b.remaining += part.remaining;
      b.unlimited ||= part.unlimited;
      b.overage_allowed ||= it.price?.billing_method === "usage_based";
      const resetsAt = part.reset?.resets_at ?? null;
      if (resetsAt !== null && (b.next_reset_at === null || resetsAt < b.next_reset_at)) b.next_reset_at = resetsAt;
      b.breakdown!.push(part);
      const l = limits.get(it.feature_id) ?? { priced: false, noLimit: false, sum: 0 };
      if (it.price) {
        l.priced = true;
        if (it.price.max_purchase === null) l.noLimit = true;
        else l.sum += it.price.max_purchase;
      }
      limits.set(it.feature_id, l);
    });
  }

  for (const [featureId, b] of Object.entries(balances)) {
    const l = limits.get(featureId)!;
    // Nothing can be bought without a price; a price without max_purchase has no limit.
    b.max_purchase = b.unlimited || l.noLimit ? null : l.priced ? l.sum : 0;
    const rule = controls.overage_allowed?.find((r) => r.feature_id === featureId);
    if (rule && typeof rule.enabled === "boolean") b.overage_allowed = rule.enabled;
  }
  return { balances, flags };
}
