import type { RevenueContext } from "../context.js";
import { balanceWrites } from "./balances.apply.js";
import { balanceLoads } from "./balances.load.js";
import { controlWrites } from "./controls.apply.js";
import type { BalancesParts } from "./balances.parts.js";
import { checkService } from "./check.service.js";
import { grantsService } from "./grants.service.js";
import { locksService } from "./locks.service.js";
import { seatsService } from "./seats.service.js";
import { trackService } from "./track.service.js";

export type { SubscriptionGrant } from "./balances.decide.js";

/**
 * Balances: stored per (customer, entity?, feature, source); check, track,
 * locks, grants, list, seats. Built once (services.ts): one set of loads
 * (with the read memo) and writes, shared by check.service, track.service,
 * locks.service, grants.service and seats.service; see README.md.
 */
export function balancesService(ctx: RevenueContext) {
  const load = balanceLoads(ctx);
  const apply = balanceWrites(ctx, load);
  const parts: BalancesParts = { ctx, load, apply, controls: controlWrites(ctx, apply.write) };
  const locks = locksService(parts);
  const checks = checkService(parts, locks);
  const tracking = trackService(parts, locks);
  const grants = grantsService(parts);
  const seats = seatsService(parts);
  const service = {
    /** Call after attaching plans (inside the write: `h` its `tx`): makes the new subscriptions' balances. */
    ensure: parts.apply.ensure,
    /** The billing cycle closes a subscription's period (inside the renewal's write, its `tx`): resets stored, arrears taken. */
    closePeriod: parts.apply.closePeriod,
    /** What a subscription's renewal will bill in arrears, from the usage so far (invoice previews). */
    pendingArrears: parts.apply.pendingArrears,
    forCustomers: checks.forCustomers,
    check: checks.check,
    track: tracking.track,
    list: grants.list,
    grant: grants.grant,
    giveReward: grants.giveReward,
    create: grants.create,
    batchTrack: tracking.batchTrack,
    finalize: locks.finalize,
    trackTokens: tracking.trackTokens,
    rates: tracking.rates,
    /** A model's rate row (exact id, else without its date snapshot). */
    rate: tracking.rate,
    update: grants.update,
    delete: grants.delete,
    /** Once a usage write that queued an auto top-up has committed (the top-ups service charges it). */
    onTopupQueued: parts.controls.onTopupQueued,
    /** An auto top-up paid: its units added to the customer's balance (inside the payment's write, its `tx`). */
    topUp: grants.topUp,
    /** Entities use seats of their customer's stored balance (inside the entity's write, its `tx`). */
    seats,
  };
  return service;
}
export type BalancesService = ReturnType<typeof balancesService>;
