import type { RevenueRepos } from "../../../revenue/repos.js";
import type { PgConn } from "../conn.js";
import { notYet } from "../not-yet.js";
import { balancesRepo } from "./balances.js";
import { eventsRepo } from "./events.js";

/** Every repository of the Usage & Billing domain over one PostgreSQL connection (the pool or a unit's client). */
export const pgRevenueRepos = (c: PgConn): RevenueRepos => ({
  analytics: notYet("analytics"),
  balances: balancesRepo(c),
  billing: notYet("billing"),
  billingEvents: notYet("billingEvents"),
  billingWebhooks: notYet("billingWebhooks"),
  controls: notYet("controls"),
  costs: notYet("costs"),
  customers: notYet("customers"),
  cycle: notYet("cycle"),
  entities: notYet("entities"),
  events: eventsRepo(c),
  features: notYet("features"),
  invoices: notYet("invoices"),
  payments: notYet("payments"),
  plans: notYet("plans"),
  referrals: notYet("referrals"),
  rewards: notYet("rewards"),
  sandbox: notYet("sandbox"),
  ...{ c: void c },
});
