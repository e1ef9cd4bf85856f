/**
 * Billing events: what the Usage & Billing domain announces (plan changes,
 * invoices, usage alerts, limits, auto top-ups). A service calls
 * `ctx.notify.emit(tx, spaceId, kind, data)` with the transaction of the
 * change it announces, so a change is never committed without its event (the
 * outbox's rule, as the desk's). Delivery (endpoints, signatures, retries, the
 * delivery log) is the notifier's business, not the caller's.
 *
 * The kinds and the `data` of each come from the contract
 * (`spec/revenue/webhooks.tsp`: the `BillingEvent` union), so what is emitted
 * is what the SDK's `BillingEvent` types.
 */
import type { Tx } from "../platform/db/handle.js";
import type { Schemas } from "./types.js";

export type PlanEventData = Schemas["PlanEventData"];
export type PlanMigratedEventData = Schemas["PlanMigratedEventData"];
export type InvoiceEventData = Schemas["InvoiceEventData"];
export type UsageAlertEventData = Schemas["UsageAlertEventData"];
export type LimitReachedEventData = Schemas["LimitReachedEventData"];
export type AutoTopupEventData = Schemas["AutoTopupEventData"];

/** Each event kind's `data` (the test ping is the sender's, not an announced change). */
export type BillingEventData = { [E in Exclude<Schemas["BillingEvent"], { type: "ping" }> as E["type"]]: E["data"] };
export type BillingEventKind = keyof BillingEventData;

/** An event's `data`, or what builds it: built only when someone receives the event (renewals announce two per invoice). */
export type EventData<K extends BillingEventKind> = BillingEventData[K] | (() => BillingEventData[K] | Promise<BillingEventData[K]>);

export interface Notifier {
  /** Records the event (and its deliveries) in `tx`, the unit of the change it announces: await it inside that unit. */
  emit<K extends BillingEventKind>(tx: Tx, spaceId: number, kind: K, data: EventData<K>): Promise<void>;
}

/** The data of an event, built if it was given as a function. */
export const dataOf = async <K extends BillingEventKind>(data: EventData<K>): Promise<BillingEventData[K]> => (typeof data === "function" ? await data() : data);

/** Announces nothing: the default when no outbox is wired in (tests of a service alone). */
export const silentNotifier: Notifier = { async emit() {} };
