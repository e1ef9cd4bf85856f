/**
 * Seats: an entity uses one unit of its (non-consumable metered) feature on
 * its customer's stored balance, so `check`, `customers.get` and
 * `entities.create` read one number. Creating and deleting an entity are
 * usage events of the feature (+1 / −1 in rv_events, with the breakdowns
 * they changed), written as track writes them, so events.list, aggregates,
 * usage-limit windows and the customer's usage alerts see them. Runs inside
 * the caller's write (its `tx`).
 */
import type { Tx } from "../../platform/db/handle.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import type { Schemas, Space } from "../types.js";
import { controlsOf, sourceFrom } from "./balances.decide.js";
import { controlSetOf } from "./balances.load.js";
import type { BalancesParts } from "./balances.parts.js";
import { deductionOrder, MICRO, take } from "./balances.rules.js";
import { balanceView } from "./balances.view.js";
import { seatEvent } from "../entities/entities.rules.js";

/** The customer as the seat rule needs it. */
export interface SeatCustomer {
  seq: number;
  space_id: number;
  billing_controls: string;
  /** The customer's test clock (null: real time). */
  frozen_time: number | null;
}

export function seatsService({ ctx, apply, controls }: BalancesParts) {
  const { ensure, releaseExpired, slots: liveRows } = apply;

  /** The customer-level breakdowns of the feature, in deduction order, resets stored. */
  async function slotsOf(tx: Tx, c: SeatCustomer, featureId: string, now: number) {
    await ensure(tx, c);
    await releaseExpired(tx, c.seq, now);
    return deductionOrder((await liveRows(tx, c.seq, null, now, true, featureId)).filter((r) => r.flag !== 1 && r.entity_seq === null));
  }

  /**
   * One unit used (`sign` 1: overage goes to the first breakdown that allows it) or given back
   * (−1: never below zero usage) on the customer's balance, and its usage event; a use is looked at
   * by the customer's usage alerts and auto top-ups as a track's is.
   */
  async function change(tx: Tx, space: Space, c: CustomerRow, featureId: string, entityId: string, sign: 1 | -1): Promise<void> {
    const now = ctx.nowFor(c);
    const slots = await slotsOf(tx, c, featureId, now);
    const src = slots.length === 0 ? null : sourceFrom({ featureId, convert: (m) => m }, slots, controlsOf(c));
    const deductions = src === null ? [] : await apply.applyTakes(tx, src, take(src.slots, sign * MICRO, sign === 1).takes);
    await apply.recordEvent(tx, space, c, seatEvent(sign, featureId, entityId, deductions));
    if (sign === 1 && src !== null) {
      await controls.afterUse(tx, space, c, controlSetOf(c.billing_controls, undefined), { entitySeq: null, entityId: null }, src, featureId, null, now);
    }
  }

  return {
    /** The customer's stored balance of the seat feature (undefined: no breakdown of it), for the seat rule. */
    async standing(tx: Tx, c: SeatCustomer, featureId: string): Promise<Schemas["Balance"] | undefined> {
      const slots = await slotsOf(tx, c, featureId, ctx.nowFor(c));
      return slots.length === 0 ? undefined : balanceView(featureId, slots, JSON.parse(c.billing_controls) as Schemas["BillingControls"]);
    },

    /** One unit of the feature used by the new entity `entityId`, and its +1 usage event (written even when no breakdown took it). */
    use: (tx: Tx, space: Space, c: CustomerRow, featureId: string, entityId: string): Promise<void> => change(tx, space, c, featureId, entityId, 1),

    /** The unit the deleted entity `entityId` used, given back, and its −1 usage event. */
    free: (tx: Tx, space: Space, c: CustomerRow, featureId: string, entityId: string): Promise<void> => change(tx, space, c, featureId, entityId, -1),
  };
}
export type SeatsService = ReturnType<typeof seatsService>;
