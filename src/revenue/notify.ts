/**
 * Billing events: what the Usage & Billing domain announces (plan changes,
 * invoices, usage alerts, limits, auto top-ups). A service calls
 * `ctx.notify.emit(spaceId, kind, data)` inside the write transaction of the
 * change it announces, so a change is never committed without its event (the
 * outbox's rule, as the desk's). Delivery (endpoints, signatures, retries, the
 * delivery log) is the notifier's business, not the caller's.
 *
 * The `data` of each kind is typed here; the TypeSpec models of the billing
 * webhooks mirror these shapes (snake_case, Unix ms, money in major units as
 * the rest of the billing API).
 */

/** A customer's plan changed. `scenario` says how (Autumn's `customer.products.updated` scenarios, named as events). */
export interface PlanEventData {
  customer_id: string;
  entity_id: string | null;
  plan_id: string;
  /** The plan it replaced (upgrades, downgrades), else null. */
  previous_plan_id: string | null;
  /** The subscription (`sub_…`) that changed. */
  subscription_id?: string | null;
  /** The subscription's status after the change (`active`, `scheduled`, `past_due`, `expired`, `trialing`…). */
  status: string;
  current_period_start: number | null;
  current_period_end: number | null;
  /** When a scheduled change or a cancel at the end of the cycle takes effect; null otherwise. */
  effective_at: number | null;
}

/** An invoice was created, paid, or a payment of it failed. */
export interface InvoiceEventData {
  customer_id: string;
  invoice_id: string;
  number: string | null;
  status: string;
  /** Major units of `currency`. */
  total: number;
  amount_paid: number;
  currency: string;
  /** Why a payment failed (`card_declined`, `authentication_required`…); null otherwise. */
  failure_code: string | null;
  hosted_invoice_url: string | null;
}

/** A `billing_controls.usage_alerts` threshold was crossed (once per alert and period). */
export interface UsageAlertEventData {
  customer_id: string;
  entity_id: string | null;
  feature_id: string;
  /** The alert's `name`, when it has one. */
  name: string | null;
  threshold: number;
  threshold_type: "usage" | "usage_percentage" | "remaining" | "remaining_percentage";
  /** Usage and remaining balance right after the track that crossed it. */
  usage: number;
  remaining: number | null;
}

/** A track was refused (or capped) by a limit: the balance, a usage limit or a spend limit. */
export interface LimitReachedEventData {
  customer_id: string;
  entity_id: string | null;
  feature_id: string;
  limit_type: "balance" | "usage_limit" | "spend_limit";
  /** The limit's value in the feature's units (`spend_limit`: in money, major units). */
  limit: number;
  /**
   * The balance's usage (`usage_limit`: the usage of the limit's window) after a capped track,
   * or as it stood before a refused one (which changed nothing).
   */
  usage: number;
}

/** An auto top-up ran: a prepaid quantity bought with the card on file, or the attempt failed. */
export interface AutoTopupEventData {
  customer_id: string;
  feature_id: string;
  quantity: number;
  status: "succeeded" | "failed";
  invoice_id: string | null;
  /** The balance after the top-up (unchanged when it failed). */
  balance: number;
  /** Why it failed; null when it succeeded. */
  failure_code: string | null;
}

export interface BillingEventData {
  "customer.plan.attached": PlanEventData;
  "customer.plan.upgraded": PlanEventData;
  "customer.plan.downgraded": PlanEventData;
  "customer.plan.scheduled": PlanEventData;
  "customer.plan.canceled": PlanEventData;
  /** A pending end (a cancel at the end of the cycle, a scheduled downgrade) was undone. */
  "customer.plan.uncanceled": PlanEventData;
  "customer.plan.renewed": PlanEventData;
  "customer.plan.past_due": PlanEventData;
  "customer.plan.expired": PlanEventData;
  "invoice.created": InvoiceEventData;
  "invoice.paid": InvoiceEventData;
  "invoice.payment_failed": InvoiceEventData;
  "balance.usage_alert": UsageAlertEventData;
  "balance.limit_reached": LimitReachedEventData;
  "balance.auto_topup": AutoTopupEventData;
}
export type BillingEventKind = keyof BillingEventData;

export interface Notifier {
  /** Records the event (and its deliveries) in the current write transaction. */
  emit<K extends BillingEventKind>(spaceId: number, kind: K, data: BillingEventData[K]): void;
}

/** Announces nothing: the default until the billing webhooks' outbox is wired in. */
export const silentNotifier: Notifier = { emit() {} };
