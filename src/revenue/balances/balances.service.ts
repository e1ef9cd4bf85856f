import type { RevenueContext } from "../context.js";
import { balancesCore } from "./balances.core.js";
import { checkService } from "./check.service.js";
import { grantsService } from "./grants.service.js";
import { locksService } from "./locks.service.js";
import { seatsService } from "./seats.service.js";
import { trackService } from "./track.service.js";

export type { SubscriptionGrant } from "./balances.core.js";

/**
 * Balances: stored per (customer, entity?, feature, source); check, track, grants, list.
 * One core (repos, read memo, write) shared by the operations of
 * check.service, track.service, locks.service and grants.service.
 */
export function balancesService(ctx: RevenueContext) {
  const core = balancesCore(ctx);
  const locks = locksService(core);
  const checks = checkService(core, locks);
  const tracking = trackService(core, locks);
  const grants = grantsService(core);
  const seats = seatsService(core);
  const service = {
    /** Call after attaching plans (inside the write): makes the new subscriptions' balances. */
    ensure: core.ensure,
    forCustomers: checks.forCustomers,
    check: checks.check,
    track: tracking.track,
    list: grants.list,
    grant: grants.grant,
    create: grants.create,
    batchTrack: tracking.batchTrack,
    finalize: locks.finalize,
    trackTokens: tracking.trackTokens,
    rates: tracking.rates,
    update: grants.update,
    delete: grants.delete,
    /** Entities use seats of their customer's stored balance (inside the entity's write). */
    seats,
  };
  return service;
}
export type BalancesService = ReturnType<typeof balancesService>;
