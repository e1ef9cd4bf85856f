import type { Clock } from "../platform/clock.js";
import type { Db } from "../platform/db/database.js";
import type { Memos } from "../platform/db/read-memo.js";
import type { Platform } from "../platform/platform.js";
import { createGroupCommit, type WriteUnit } from "../platform/db/group-commit.js";
import { workspacesRepo } from "../platform/tenancy/workspaces.repo.js";
import { analyticsRepo } from "./analytics/analytics.repo.js";
import { balancesRepo } from "./balances/balances.repo.js";
import { billingRepo } from "./billing/billing.repo.js";
import { controlsRepo } from "./controls/controls.repo.js";
import { costsRepo } from "./costs/costs.repo.js";
import { cycleRepo } from "./cycle/cycle.repo.js";
import { customersRepo } from "./customers/customers.repo.js";
import { entitiesRepo } from "./entities/entities.repo.js";
import { eventsRepo } from "./events/events.repo.js";
import { featuresRepo } from "./features/features.repo.js";
import { invoicesRepo } from "./invoices/invoices.repo.js";
import { paymentsRepo } from "./payments/payments.repo.js";
import { plansRepo } from "./plans/plans.repo.js";
import { referralsRepo } from "./referrals/referrals.repo.js";
import { rewardsRepo } from "./rewards/rewards.repo.js";
import { sandboxRepo } from "./payments/sandbox/sandbox.repo.js";
import { type Notifier, silentNotifier } from "./notify.js";
import { clampTestClock } from "./shared/test-clock.rules.js";

/** Every repository of the domain, each built (its statements prepared) once per connection. */
function revenueRepos(db: Db) {
  return {
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
  };
}
export type RevenueRepos = ReturnType<typeof revenueRepos>;

/**
 * What every Usage & Billing service gets: the database, the clock, the
 * write transaction and the repositories (SQL stays in each domain's
 * *.repo.ts; they are built here once and shared).
 */
export function createRevenueContext(
  db: Db,
  clock: Clock,
  memos: Memos,
  notify: Notifier = silentNotifier,
  unit: WriteUnit = createGroupCommit(db),
  upkeep: Platform["upkeep"] = (fn) => unit.transaction(fn),
) {
  return {
    db,
    clock,
    /**
     * The time of one customer: its test clock's frozen time (customers.advance_test_clock), else
     * the platform's clock. Everything time-dependent for a customer reads this (a property read;
     * a frozen time stored out of the test clock's bounds reads as the nearest bound).
     */
    nowFor: (c: { frozen_time: number | null }): number => (c.frozen_time === null ? clock.now() : clampTestClock(c.frozen_time)),
    /** Makes the read memos of hot reads (the platform's: the connection's, or none). */
    memos,
    repos: revenueRepos(db),
    /** The platform's workspaces: the seller's identity on hosted pages and invoices. */
    workspaces: workspacesRepo(db),
    /** Billing events (notify.ts): emit inside the write transaction of the change announced. */
    notify,
    /** Runs `fn` in one write transaction: a savepoint of the running write unit, else a unit of the next group. */
    write: <T>(fn: () => T | Promise<T>): Promise<T> => unit.transaction(fn),
    /** Upkeep a read must write first: `write`, durable before the read answers (Platform.upkeep). */
    upkeep,
  };
}
export type RevenueContext = ReturnType<typeof createRevenueContext>;
