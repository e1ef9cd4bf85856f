import type { Clock } from "../platform/clock.js";
import type { Handle, RepoFactory, Store } from "../platform/db/handle.js";
import type { Memos } from "../platform/db/read-memo.js";
import type { PlatformRepos } from "../platform/repos.js";
import type { RevenueRepos } from "./repos.js";
import { type Notifier, silentNotifier } from "./notify.js";
import { clampTestClock } from "./shared/test-clock.rules.js";

/**
 * What every Usage & Billing service gets: the clock, the store's handles and units of work, and
 * the repositories of a handle (the interfaces of repos.ts, built by the engine's factory). Every
 * statement goes through a handle (platform/db/handle.ts): `ctx.read` for reads of committed data,
 * the `tx` of a unit for everything inside it, so the code says which statements are in which transaction.
 */
export function createRevenueContext(
  store: Store,
  clock: Clock,
  memos: Memos,
  /** The platform's repositories the domain uses (the workspaces). */
  platformRepos: Pick<PlatformRepos, "workspaces">,
  /** The engine's factory of the domain's repositories (the composition root's: `sqliteEngine.revenue`). */
  repos: RepoFactory<RevenueRepos>,
  notify: Notifier = silentNotifier,
) {
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
    repos: (h: Handle): RevenueRepos => h.use(repos),
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
