import type { RevenueRepos } from "../../../revenue/repos.js";
import type { PgConn } from "../conn.js";
import { billingEventsRepo } from "./billing-events.js";
import { billingWebhooksRepo } from "./billing-webhooks.js";
import { featuresRepo } from "./features.js";
import { invoicesRepo } from "./invoices.js";
import { paymentsRepo } from "./payments.js";
import { plansRepo } from "./plans.js";
import { referralsRepo } from "./referrals.js";
import { rewardsRepo } from "./rewards.js";
import { analyticsRepo } from "./analytics.js";
import { balancesRepo } from "./balances.js";
import { billingRepo } from "./billing.js";
import { controlsRepo } from "./controls.js";
import { costsRepo } from "./costs.js";
import { customersRepo } from "./customers.js";
import { cycleRepo } from "./cycle.js";
import { entitiesRepo } from "./entities.js";
import { eventsRepo } from "./events.js";
import { sandboxRepo } from "./sandbox.js";

/** Every repository of the Usage & Billing domain over one PostgreSQL connection (the pool or a unit's client). */
export const pgRevenueRepos = (c: PgConn): RevenueRepos => ({
  analytics: analyticsRepo(c),
  balances: balancesRepo(c),
  billing: billingRepo(c),
  billingEvents: billingEventsRepo(c),
  billingWebhooks: billingWebhooksRepo(c),
  controls: controlsRepo(c),
  costs: costsRepo(c),
  customers: customersRepo(c),
  cycle: cycleRepo(c),
  entities: entitiesRepo(c),
  events: eventsRepo(c),
  features: featuresRepo(c),
  invoices: invoicesRepo(c),
  payments: paymentsRepo(c),
  plans: plansRepo(c),
  referrals: referralsRepo(c),
  rewards: rewardsRepo(c),
  sandbox: sandboxRepo(c),
});
