import type { Clock } from "../platform/clock.js";
import type { Db } from "../platform/db/database.js";
import type { Handle, Store } from "../platform/db/handle.js";
import type { Memos } from "../platform/db/read-memo.js";
import type { PlatformRepos } from "../platform/repos.js";
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

/** Every repository of the domain, each built (its statements prepared) once per connection (`ctx.repos(h)`). */
export function revenueRepos(db: Db) {
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
 * What every Usage & Billing service gets: the clock, the store's handles and units of work, and
 * the repositories of a handle (SQL stays in each domain's *.repo.ts). Every statement goes through
 * a handle (platform/db/handle.ts): `ctx.read` for reads of committed data, the `tx` of a unit for
 * everything inside it, so the code says which statements are in which transaction.
 */
export function createRevenueContext(store: Store, clock: Clock, memos: Memos, platformRepos: Pick<PlatformRepos, "workspaces">, notify: Notifier = silentNotifier) {
  return {
    clock,
    /**
     * The time of one customer: its test clock's frozen time (customers.advance_test_clock), else
     * the platform's clock. Everything time-dependent for a customer reads this (a property read;
     * a frozen time stored out of the test clock's bounds reads as the nearest bound).
     */
    nowFor: (c: { frozen_time: number | null }): number => (c.frozen_time === null ? clock.now() : clampTestClock(c.frozen_time)),
    /** Makes the read memos of hot reads (the platform's: the connection's, or none). Only for reads through `read`. */
    memos,
    /** The read handle: committed data, outside any unit. */
    read: store.read,
    /** The domain's repositories on handle `h` (the read handle or a unit's transaction). */
    repos: (h: Handle): RevenueRepos => h.use(revenueRepos),
    /** The platform's workspaces on handle `h`: the seller's identity on hosted pages and invoices. */
    workspaces: (h: Handle) => h.use(platformRepos.workspaces),
    /** Billing events (notify.ts): emitted with the transaction of the change announced. */
    notify,
    /** Runs `fn` as a unit of its own (jobs, after-commit work, a read's own write); never inside a running unit. */
    write: store.write,
    /** Runs `fn` in `h`'s transaction (a savepoint) when it is one, else in a unit of its own. */
    writeIn: store.writeIn,
    /** Upkeep a read must write first: in `h`'s transaction, or a unit of its own durable before the read answers. */
    upkeep: store.upkeep,
  };
}
export type RevenueContext = ReturnType<typeof createRevenueContext>;
