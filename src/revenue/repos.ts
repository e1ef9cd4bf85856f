import type { AnalyticsRepo } from "./analytics/analytics.repo.js";
import type { BalancesRepo } from "./balances/balances.repo.js";
import type { BillingRepo } from "./billing/billing.repo.js";
import type { BillingEventsRepo } from "./webhooks/events.repo.js";
import type { BillingWebhooksRepo } from "./webhooks/webhooks.repo.js";
import type { ControlsRepo } from "./controls/controls.repo.js";
import type { CostsRepo } from "./costs/costs.repo.js";
import type { CustomersRepo } from "./customers/customers.repo.js";
import type { CycleRepo } from "./cycle/cycle.repo.js";
import type { EntitiesRepo } from "./entities/entities.repo.js";
import type { EventsRepo } from "./events/events.repo.js";
import type { FeaturesRepo } from "./features/features.repo.js";
import type { InvoicesRepo } from "./invoices/invoices.repo.js";
import type { PaymentsRepo } from "./payments/payments.repo.js";
import type { SandboxRepo } from "./payments/sandbox/sandbox.repo.js";
import type { PlansRepo } from "./plans/plans.repo.js";
import type { ReferralsRepo } from "./referrals/referrals.repo.js";
import type { RewardsRepo } from "./rewards/rewards.repo.js";

/**
 * Every repository of the Usage & Billing domain, as services get them on a handle
 * (`ctx.repos(h)`). Each is an interface of its domain folder (`<x>.repo.ts`); an engine implements
 * the set (the SQLite one: src/store/sqlite/revenue/index.ts) and the composition root hands its
 * factory to `createRevenue`.
 */
export interface RevenueRepos {
  analytics: AnalyticsRepo;
  balances: BalancesRepo;
  billing: BillingRepo;
  /** The billing events' outbox (webhooks/events.repo.ts). */
  billingEvents: BillingEventsRepo;
  /** The billing webhooks' endpoints, deliveries and attempts (webhooks/webhooks.repo.ts). */
  billingWebhooks: BillingWebhooksRepo;
  controls: ControlsRepo;
  costs: CostsRepo;
  customers: CustomersRepo;
  cycle: CycleRepo;
  entities: EntitiesRepo;
  events: EventsRepo;
  features: FeaturesRepo;
  invoices: InvoicesRepo;
  payments: PaymentsRepo;
  plans: PlansRepo;
  referrals: ReferralsRepo;
  rewards: RewardsRepo;
  sandbox: SandboxRepo;
}
