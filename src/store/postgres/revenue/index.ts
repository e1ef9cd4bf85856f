import type { RevenueRepos } from "../../../revenue/repos.js";
import type { PgConn } from "../conn.js";
import { notYet } from "../not-yet.js";
import { billingEventsRepo } from "./billing-events.js";
import { billingWebhooksRepo } from "./billing-webhooks.js";
import { featuresRepo } from "./features.js";
import { invoicesRepo } from "./invoices.js";
import { paymentsRepo } from "./payments.js";
import { plansRepo } from "./plans.js";
import { referralsRepo } from "./referrals.js";
import { rewardsRepo } from "./rewards.js";

/** Every repository of the Usage & Billing domain over one PostgreSQL connection (the pool or a unit's client). */
export const pgRevenueRepos = (c: PgConn): RevenueRepos => ({
  analytics: notYet("analytics"),
  balances: notYet("balances"),
  billing: notYet("billing"),
  billingEvents: billingEventsRepo(c),
  billingWebhooks: billingWebhooksRepo(c),
  controls: notYet("controls"),
  costs: notYet("costs"),
  customers: notYet("customers"),
  cycle: notYet("cycle"),
  entities: notYet("entities"),
  events: notYet("events"),
  features: featuresRepo(c),
  invoices: invoicesRepo(c),
  payments: paymentsRepo(c),
  plans: plansRepo(c),
  referrals: referralsRepo(c),
  rewards: rewardsRepo(c),
  sandbox: notYet("sandbox"),
  ...{ c: void c },
});
