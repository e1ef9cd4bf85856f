import { type CustomerLocks, inProcessCustomerLocks } from "../platform/idempotency/customer-locks.js";
import { analyticsService } from "./analytics/analytics.service.js";
import { balancesService } from "./balances/balances.service.js";
import { billingService } from "./billing/billing.service.js";
import { planChangeService } from "./billing/update.service.js";
import type { RevenueContext } from "./context.js";
import { autoTopupsService, topupPaid } from "./controls/topups.service.js";
import { dashboardService } from "./analytics/dashboard.service.js";
import { costsService } from "./costs/costs.service.js";
import { customersService } from "./customers/customers.service.js";
import { cycleService } from "./cycle/cycle.service.js";
import { entitiesService } from "./entities/entities.service.js";
import { eventsService } from "./events/events.service.js";
import { featuresService } from "./features/features.service.js";
import { invoicesService } from "./invoices/invoices.service.js";
import { fxService } from "./payments/fx.service.js";
import { hostedService } from "./payments/hosted.service.js";
import { paymentEventsService } from "./payments/payment-events.service.js";
import { paymentsCore } from "./payments/payments.core.js";
import { createProviders, type PaymentsOptions } from "./payments/providers.js";
import { plansService } from "./plans/plans.service.js";
import { referralsService } from "./referrals/referrals.service.js";
import { rewardsService } from "./rewards/rewards.service.js";
import { subscriptionsService } from "./subscriptions/subscriptions.service.js";

/**
 * Every service of the Usage & Billing domain, each built once here (one
 * balances service, hence one read memo per connection) and handed to the
 * services that need it. `hosted` (the hosted pages' HostedBilling) and
 * `paymentEvents` (what providers report) are for the pages and the Stripe
 * webhook.
 */
export function createRevenueServices(
  ctx: RevenueContext,
  opts: { locks: CustomerLocks; payments: PaymentsOptions & { publicUrl: () => string } } = { locks: inProcessCustomerLocks(), payments: { publicUrl: () => "http://127.0.0.1:4100" } },
) {
  const balances = balancesService(ctx);
  const providers = createProviders(ctx, opts.payments);
  const rewards = rewardsService(ctx, balances);
  const referrals = referralsService(ctx, rewards);
  // Every subscription's start, move, schedule, activation and end (its events and balances with it).
  const subscriptions = subscriptionsService(ctx, balances);
  // Effects are explicit calls, not listeners: a paid change applied (core.applyChange) pays out a referee's referrals and
  // announces the plan; a settled invoice of an auto top-up adds its units (core.settle → topupPaid).
  const core = paymentsCore(ctx, subscriptions, referrals, providers, opts.locks, opts.payments.publicUrl, topupPaid(ctx, balances));
  const invoices = invoicesService(ctx, core, opts.locks);
  // A usage write that queued an auto top-up hands it over right after it: charged on the next turn.
  const autoTopups = autoTopupsService(ctx, balances, core);
  balances.onTopupQueued((customerSeq) => autoTopups.kick(customerSeq));
  const customers = customersService(ctx, balances, subscriptions, {
    invoicesOf: invoices.invoicesOf,
    defaultMethodOf: invoices.defaultMethodOf,
    purchaseCount: autoTopups.purchaseCount,
    rewards: async (h, customerSeq, now) => await rewards.customerRewards(h, customerSeq, now),
    referrals: async (h, customerSeq) => await referrals.customerReferrals(h, customerSeq),
    invoicePreviews: async (h, customerSeq) => await cycle.invoicePreviews(h, customerSeq),
  });
  const cycle = cycleService(ctx, balances, core, subscriptions);
  // A plan ended now (cancel_immediately) gets the cycle's last invoice of its usage in arrears.
  const planChanges = planChangeService(ctx, core, subscriptions, rewards, cycle);
  return {
    balances,
    subscriptions,
    customers,
    rewards,
    referrals,
    costs: costsService(ctx, balances),
    features: featuresService(ctx),
    plans: plansService(ctx, core.tryLock),
    entities: entitiesService(ctx, customers, balances),
    billing: billingService(ctx, core, subscriptions, rewards),
    planChanges,
    events: eventsService(ctx),
    invoices,
    providers,
    fx: fxService(ctx),
    hosted: hostedService(ctx, core, planChanges),
    paymentEvents: paymentEventsService(ctx, core),
    /** Auto top-ups: charging what usage queued (kicked after each such write, and the job). */
    autoTopups,
    /** Overview, margins and the advisor (reads of pre-aggregated figures). */
    analytics: analyticsService(ctx),
    /** The console's Home page and customer usage charts (analytics over a period). */
    dashboard: dashboardService(ctx),
    /** The billing cycle: renewals, dunning, trial ends, scheduled changes, test clocks. */
    cycle,
    /** Pays back money collected for changes that were in place or superseded when it arrived (kicked after each such write, and the job). */
    refundsDue: (customerSeq: number | null) => core.refundsDue(customerSeq),
  };
}
export type RevenueServices = ReturnType<typeof createRevenueServices>;
