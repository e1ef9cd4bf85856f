/**
 * Seats: an entity uses one unit of its (non-consumable metered) feature on
 * its customer's stored balance, so `check`, `customers.get` and
 * `entities.create` read one number. Runs inside the caller's write (its `tx`).
 */
import type { Tx } from "../../platform/db/handle.js";
import type { Schemas } from "../types.js";
import type { BalancesParts } from "./balances.parts.js";
import { deductionOrder, MICRO, take } from "./balances.rules.js";
import { balanceView } from "./balances.view.js";

type BillingControls = Schemas["BillingControls"];

/** The customer as the seat operations need it. */
export interface SeatCustomer {
  seq: number;
  space_id: number;
  billing_controls: string;
  /** The customer's test clock (null: real time). */
  frozen_time: number | null;
}

export function seatsService({ ctx, apply }: BalancesParts) {
  const { ensure, releaseExpired, slots: liveRows } = apply;

  /** The customer-level breakdowns of the feature, in deduction order, resets stored. */
  async function slotsOf(tx: Tx, c: SeatCustomer, featureId: string, now: number) {
    await ensure(tx, c);
    await releaseExpired(tx, c.seq, now);
    return deductionOrder((await liveRows(tx, c.seq, null, now, true, featureId)).filter((r) => r.flag !== 1 && r.entity_seq === null));
  }

  return {
    /**
     * The customer's stored balance of the seat feature (undefined: no
     * breakdown of it), for the seat rule; then, when `use` is true and the
     * rule let it through, one unit more used.
     */
    async standing(tx: Tx, c: SeatCustomer, featureId: string): Promise<Schemas["Balance"] | undefined> {
      const slots = await slotsOf(tx, c, featureId, ctx.nowFor(c));
      return slots.length === 0 ? undefined : balanceView(featureId, slots, JSON.parse(c.billing_controls) as BillingControls);
    },

    /** One unit of the feature used by a new entity (overage goes to the first breakdown that allows it). */
    async use(tx: Tx, c: SeatCustomer, featureId: string): Promise<void> {
      const slots = await slotsOf(tx, c, featureId, ctx.nowFor(c));
      if (slots.length === 0) return;
      const repo = ctx.repos(tx).balances;
      for (const t of take(slots, MICRO, true).takes) await repo.addUsage(t.seq, t.value);
    },

    /** The unit a deleted entity used, given back (never below zero usage). */
    async free(tx: Tx, c: SeatCustomer, featureId: string): Promise<void> {
      const slots = await slotsOf(tx, c, featureId, ctx.nowFor(c));
      const repo = ctx.repos(tx).balances;
      for (const t of take(slots, -MICRO, false).takes) await repo.addUsage(t.seq, t.value);
    },
  };
}
export type SeatsService = ReturnType<typeof seatsService>;
