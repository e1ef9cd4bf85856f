import type { Tx } from "../../platform/db/handle.js";
import { prefixedId } from "../../platform/ids.js";
import { type BillingEventKind, dataOf, type EventData, type Notifier } from "../notify.js";
import type { BillingWebhookRepos } from "./webhooks.repo.js";

/**
 * The billing events' outbox: `emit` writes the event and one pending
 * delivery per enabled webhook of its space subscribed to its kind, through
 * the transaction of the change (a change is never committed without its
 * event, and a change rolled back takes its event with it). The sender
 * delivers them.
 */
export function createBillingNotifier(now: () => number, repos: BillingWebhookRepos): Notifier {
  return {
    async emit<K extends BillingEventKind>(tx: Tx, spaceId: number, kind: K, data: EventData<K>): Promise<void> {
      const { billingWebhooks: webhooks, billingEvents } = repos(tx);
      // An event no webhook would receive is not recorded (a webhook added later gets the events from then on).
      const to = await webhooks.subscribers(spaceId, kind);
      if (to.length === 0) return;
      const at = now();
      const d = await dataOf(data);
      const seq = await billingEvents.insert({ id: prefixedId("evt"), space_id: spaceId, type: kind, customer_id: d.customer_id, data: JSON.stringify(d), created_at: at });
      await webhooks.deliverTo(to, seq, at);
    },
  };
}
