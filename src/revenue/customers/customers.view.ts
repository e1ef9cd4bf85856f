import type { PlanState } from "../plans/plans.rules.js";
import type { Environment } from "../plans/plans.view.js";
import type { Schemas } from "../types.js";
import type { CustomerRow, EntitySummaryRow, SubscriptionRow } from "./customers.repo.js";
import type { CustomerState } from "./customers.rules.js";

type Customer = Schemas["Customer"];
type BillingControls = Schemas["BillingControls"];

export const customerState = (r: CustomerRow): CustomerState => ({
  id: r.id,
  name: r.name,
  email: r.email,
  fingerprint: r.fingerprint,
  stripe_id: r.stripe_id,
  metadata: JSON.parse(r.metadata),
  send_email_receipts: r.send_email_receipts === 1,
  currency: r.currency,
  billing_controls: JSON.parse(r.billing_controls),
  config: JSON.parse(r.config),
});

/** The row columns of a customer's state (everything but seq, space, anonymity and creation time). */
export const customerColumns = (s: CustomerState) => ({
  id: s.id,
  name: s.name,
  email: s.email,
  fingerprint: s.fingerprint,
  stripe_id: s.stripe_id,
  metadata: JSON.stringify(s.metadata),
  send_email_receipts: s.send_email_receipts ? 1 : 0,
  currency: s.currency,
  billing_controls: JSON.stringify(s.billing_controls),
  config: JSON.stringify(s.config),
});

type PurchaseLimit = NonNullable<Schemas["AutoTopup"]["purchase_limit"]>;
/** The top-ups of a feature that succeeded in a purchase limit's current window. */
type PurchaseCount = (featureId: string, limit: PurchaseLimit) => number;

/**
 * Auto top-ups answer `purchase_limit` (with its running `count`: the top-ups that
 * succeeded in its current window) only with `expand: ["billing_controls.auto_topups.purchase_limit"]`.
 */
function billingControlsView(c: BillingControls, count: PurchaseCount | null): BillingControls {
  if (!c.auto_topups) return c;
  return {
    ...c,
    auto_topups: c.auto_topups.map(({ purchase_limit, ...topup }) =>
      count !== null && purchase_limit !== undefined && purchase_limit !== null
        ? { ...topup, purchase_limit: { ...purchase_limit, count: count(topup.feature_id, purchase_limit) } }
        : topup,
    ),
  };
}

export function subscriptionView(s: SubscriptionRow, planId: string, plan: PlanState, embedded?: Schemas["Plan"]): Schemas["Subscription"] {
  return {
    id: s.id,
    ...(embedded ? { plan: embedded } : {}),
    plan_id: planId,
    auto_enable: plan.auto_enable,
    add_on: plan.add_on,
    status: s.status as Schemas["Subscription"]["status"],
    past_due: s.past_due === 1,
    canceled_at: s.canceled_at,
    expires_at: s.expires_at,
    trial_ends_at: s.trial_ends_at,
    started_at: s.started_at,
    current_period_start: s.current_period_start,
    current_period_end: s.current_period_end,
    quantity: s.quantity,
    scope: "customer",
  };
}

export const entitySummaryView = (e: EntitySummaryRow, customerId: string | null, env: Environment): Schemas["EntitySummary"] => ({
  id: e.id,
  name: e.name,
  customer_id: customerId,
  feature_id: e.feature_id,
  created_at: e.created_at,
  env,
});

/** What a customer answer is made of besides its row. */
export interface CustomerParts {
  subscriptions: Schemas["Subscription"][];
  balances: Customer["balances"];
  flags: Customer["flags"];
  /** Expansions that were asked for, already built. */
  expanded: Partial<Pick<Customer, "invoices" | "invoice_previews" | "entities" | "trials_used" | "rewards" | "referrals" | "payment_method">>;
  /** With the expansion `billing_controls.auto_topups.purchase_limit`: the running counts. */
  purchaseCount: PurchaseCount | null;
  /** The usage limits with each one's window `usage` (balances' forCustomers); absent without any. */
  usageLimits?: Record<string, unknown>[];
}

export function customerView(r: CustomerRow, env: Environment, parts: CustomerParts): Customer {
  const s = customerState(r);
  return {
    id: r.anonymous === 1 ? null : r.id,
    name: s.name,
    email: s.email,
    created_at: r.created_at,
    fingerprint: s.fingerprint,
    stripe_id: s.stripe_id,
    env,
    metadata: s.metadata,
    send_email_receipts: s.send_email_receipts,
    billing_controls: parts.usageLimits ? { ...billingControlsView(s.billing_controls, parts.purchaseCount), usage_limits: parts.usageLimits } : billingControlsView(s.billing_controls, parts.purchaseCount),
    subscriptions: parts.subscriptions,
    purchases: [],
    licenses: [],
    balances: parts.balances,
    flags: parts.flags,
    // Only the flags that were set (Autumn's answer): an unset flag is absent, not `false`.
    config: { ...s.config },
    ...(s.stripe_id !== null ? { processors: { stripe: { id: s.stripe_id } } } : {}),
    ...parts.expanded,
  };
}
