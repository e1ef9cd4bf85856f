import type { Db } from "../../../platform/db/database.js";
import type { RevenueRepos } from "../../../revenue/repos.js";
// Not moved into the engine yet (helpers rev2 and track): their factories are still in the domain.
import { balancesRepo } from "../../../revenue/balances/balances.repo.js";
import { featuresRepo } from "../../../revenue/features/features.repo.js";
import { invoicesRepo } from "../../../revenue/invoices/invoices.repo.js";
import { paymentsRepo } from "../../../revenue/payments/payments.repo.js";
import { sandboxRepo } from "../../../revenue/payments/sandbox/sandbox.repo.js";
import { plansRepo } from "../../../revenue/plans/plans.repo.js";
import { referralsRepo } from "../../../revenue/referrals/referrals.repo.js";
import { rewardsRepo } from "../../../revenue/rewards/rewards.repo.js";
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
