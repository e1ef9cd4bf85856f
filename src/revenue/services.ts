import { balancesService } from "./balances/balances.service.js";
import { billingService } from "./billing/billing.service.js";
import type { RevenueContext } from "./context.js";
import { costsService } from "./costs/costs.service.js";
import { customersService } from "./customers/customers.service.js";
import { entitiesService } from "./entities/entities.service.js";
import { eventsService } from "./events/events.service.js";
import { featuresService } from "./features/features.service.js";
import { plansService } from "./plans/plans.service.js";
import { referralsService } from "./referrals/referrals.service.js";
import { rewardsService } from "./rewards/rewards.service.js";

/**
 * Every service of the Usage & Billing domain, each built once here (one
 * balances service, hence one read memo per connection) and handed to the
 * services that need it.
 */
export function createRevenueServices(ctx: RevenueContext) {
  const balances = balancesService(ctx);
  const rewards = rewardsService(ctx, balances);
  const referrals = referralsService(ctx, rewards);
  const customers = customersService(ctx, balances, {
    rewards: (customerSeq, now) => rewards.customerRewards(customerSeq, now),
    referrals: (customerSeq) => referrals.customerReferrals(customerSeq),
  });
  return {
    balances,
    customers,
    rewards,
    referrals,
    costs: costsService(ctx, balances),
    features: featuresService(ctx),
    plans: plansService(ctx),
    entities: entitiesService(ctx, customers, balances),
    billing: billingService(ctx, balances),
    events: eventsService(ctx),
  };
}
export type RevenueServices = ReturnType<typeof createRevenueServices>;
