import type { RevenueRepos } from "../../../revenue/repos.js";
import type { PgConn } from "../conn.js";
import { notYet } from "../not-yet.js";
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
  billingEvents: notYet("billingEvents"),
  billingWebhooks: notYet("billingWebhooks"),
  controls: controlsRepo(c),
  costs: costsRepo(c),
  customers: customersRepo(c),
  cycle: cycleRepo(c),
  entities: entitiesRepo(c),
  events: eventsRepo(c),
  features: notYet("features"),
  invoices: notYet("invoices"),
  payments: notYet("payments"),
  plans: notYet("plans"),
  referrals: notYet("referrals"),
  rewards: notYet("rewards"),
  sandbox: sandboxRepo(c),
  ...{ c: void c },
});
