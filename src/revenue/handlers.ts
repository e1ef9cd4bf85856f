import type { RevenueServices } from "./services.js";
import { analyticsHandlers } from "./analytics/analytics.handlers.js";
import { balanceHandlers } from "./balances/balances.handlers.js";
import { billingHandlers } from "./billing/billing.handlers.js";
import { costHandlers } from "./costs/costs.handlers.js";
import { customerHandlers } from "./customers/customers.handlers.js";
import { cycleHandlers } from "./cycle/cycle.handlers.js";
import { entityHandlers } from "./entities/entities.handlers.js";
import { eventHandlers } from "./events/events.handlers.js";
import { featureHandlers } from "./features/features.handlers.js";
import { planHandlers } from "./plans/plans.handlers.js";
import { invoiceHandlers } from "./invoices/invoices.handlers.js";
import { referralHandlers } from "./referrals/referrals.handlers.js";
import { rewardHandlers } from "./rewards/rewards.handlers.js";
import type { BillingWebhooksService } from "./webhooks/webhooks.service.js";
import { webhookHandlers } from "./webhooks/webhooks.handlers.js";
import type { RevenueHandlers } from "./types.js";

/**
 * Every operation of the contract, each implemented: the type makes a
 * forgotten operation a compile error.
 */
export function revenueHandlers(s: RevenueServices, webhooks: BillingWebhooksService): RevenueHandlers {
  return {
    ...customerHandlers(s.customers),
    ...featureHandlers(s.features),
    ...planHandlers(s.plans),
    ...entityHandlers(s.entities),
    ...balanceHandlers(s.balances),
    ...billingHandlers(s.billing, s.planChanges),
    ...eventHandlers(s.events),
    ...invoiceHandlers(s.invoices),
    ...rewardHandlers(s.rewards),
    ...referralHandlers(s.referrals),
    ...costHandlers(s.costs),
    ...cycleHandlers(s.cycle),
    ...webhookHandlers(webhooks),
    ...analyticsHandlers(s.analytics),
  };
}

