import type { RevenueServices } from "./services.js";
import { balanceHandlers } from "./balances/balances.handlers.js";
import { billingHandlers } from "./billing/billing.handlers.js";
import { customerHandlers } from "./customers/customers.handlers.js";
import { cycleHandlers } from "./cycle/cycle.handlers.js";
import { entityHandlers } from "./entities/entities.handlers.js";
import { eventHandlers } from "./events/events.handlers.js";
import { featureHandlers } from "./features/features.handlers.js";
import { planHandlers } from "./plans/plans.handlers.js";
import { invoiceHandlers } from "./invoices/invoices.handlers.js";
import { notImplemented } from "./not-implemented.js";
import type { RevenueHandlers } from "./types.js";

/**
 * Every operation of the contract, each either implemented or answering 501.
 * The type makes a forgotten operation a compile error.
 */
export function revenueHandlers(s: RevenueServices): RevenueHandlers {
  return {
    ...customerHandlers(s.customers),
    ...featureHandlers(s.features),
    ...planHandlers(s.plans),
    ...entityHandlers(s.entities),
    ...balanceHandlers(s.balances),
    ...billingHandlers(s.billing),
    ...eventHandlers(s.events),
    ...invoiceHandlers(s.invoices),
    ...cycleHandlers(s.cycle),
    ...notImplemented(NOT_YET),
  };
}

/** Operations of later issues (balances, billing, invoices, events, rewards, referrals, costs, analytics). */
export const NOT_YET = [
  "analytics.advisor",
  "analytics.margins",
  "analytics.overview",
  "billing.cancel",
  "billing.preview_update",
  "billing.update",
  "cancel",
  "costs.batch_track",
  "costs.list",
  "costs.track",
  "referrals.create_code",
  "referrals.create_program",
  "referrals.delete_program",
  "referrals.get_program",
  "referrals.list_programs",
  "referrals.redeem",
  "referrals.update_program",
  "rewards.create",
  "rewards.delete",
  "rewards.get",
  "rewards.list",
  "rewards.redeem",
  "rewards.update",
] as const;

