import type { Db } from "../../../platform/db/database.js";
import type { RevenueRepos } from "../../../revenue/repos.js";
import { balancesRepo } from "./balances.js";
import { billingEventsRepo } from "./billing-events.js";
import { billingWebhooksRepo } from "./billing-webhooks.js";
import { featuresRepo } from "./features.js";
import { invoicesRepo } from "./invoices.js";
import { paymentsRepo } from "./payments.js";
import { sandboxRepo } from "./sandbox.js";
import { plansRepo } from "./plans.js";
import { referralsRepo } from "./referrals.js";
import { rewardsRepo } from "./rewards.js";
import { analyticsRepo } from "./analytics.js";
import { billingRepo } from "./billing.js";
import { controlsRepo } from "./controls.js";
import { costsRepo } from "./costs.js";
import { customersRepo } from "./customers.js";
import { cycleRepo } from "./cycle.js";
import { entitiesRepo } from "./entities.js";
import { eventsRepo } from "./events.js";

/** Every repository of the Usage & Billing domain over one SQLite connection (`Handle.use` builds it once per connection). */
export const revenueRepos = (db: Db): RevenueRepos => ({
  analytics: analyticsRepo(db),
  balances: balancesRepo(db),
  billing: billingRepo(db),
  billingEvents: billingEventsRepo(db),
  billingWebhooks: billingWebhooksRepo(db),
  controls: controlsRepo(db),
  costs: costsRepo(db),
  customers: customersRepo(db),
  cycle: cycleRepo(db),
  entities: entitiesRepo(db),
  events: eventsRepo(db),
  features: featuresRepo(db),
  invoices: invoicesRepo(db),
  payments: paymentsRepo(db),
  plans: plansRepo(db),
  referrals: referralsRepo(db),
  rewards: rewardsRepo(db),
  sandbox: sandboxRepo(db),
});
