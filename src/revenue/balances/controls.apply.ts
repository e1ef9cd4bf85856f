/**
 * Billing controls that fire from inside a usage write (track, batch_track,
 * track_tokens, check with send_event or lock, finalize): usage alerts
 * crossed, limits reached, auto top-ups queued. What fired in which period is
 * stored in rv_controls_fired, and the event is emitted in the same write,
 * so each fires once per period. A refused track rolls back, but the limit
 * that refused it still fires: its hit is written after the rollback, in a
 * write of its own (`guarded`). An auto top-up is only queued here (a pending
 * row); it is charged once the write has committed, outside it
 * (`tx.afterCommit`, controls/topups.service.ts).
 * The rules are spec/revenue/controls.tsp and controls/controls.rules.ts.
 */
import type { Handle, Tx } from "../../platform/db/handle.js";
import type { RevenueContext } from "../context.js";
import { alertKey, balanceFigures, basisFigures, limitKey, mayRetry, needsTopup, nextReset, pastThreshold, periodStart, purchaseWindowStart, topupOf } from "../controls/controls.rules.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { RevenueError } from "../errors.js";
import { prefixedId } from "../../platform/ids.js";
import type { Schemas, Space } from "../types.js";
import type { Source } from "./balances.decide.js";
import { toMicro, toUnits } from "./balances.rules.js";
import type { SlotRow } from "./balances.view.js";

type Controls = Schemas["BillingControls"];

/** A usage's billing controls: the customer's, and the entity's when the usage is an entity's. */
export interface ControlSet {
  customer: Controls;
  entity: Controls | null;
  /** Whether any usage alert or auto top-up is set (else nothing but limits is read). */
  watches: boolean;
}

/** Who used: the customer (entity null) or one of its entities. */
export interface UsageScope {
  entitySeq: number | null;
  entityId: string | null;
}

/** A limit that capped or refused a usage. `limit` and `usage` as the event announces them (units; a spend limit in money). */
export interface LimitHit {
  type: "balance" | "usage_limit" | "spend_limit";
  featureId: string;
  limit: number;
  usage: number;
  periodStart: number;
}

/** A limit hit of a usage write, fired with it (or after its rollback). */
interface PendingHit {
  space: Space;
  c: CustomerRow;
  scope: UsageScope;
  hit: LimitHit;
  now: number;
}

/**
 * One usage write (`guarded`): its transaction, and the limit hits that fire with it — or, when
 * a refusal rolls it back, in a write of their own after it. Passed down to every step of the
 * write (a track inside batch_track uses its batch's).
 */
export interface UsageWrite {
  readonly tx: Tx;
  readonly hits: PendingHit[];
}

/** An enabled usage limit as an alert's `usage_limit` basis sees it (micro-units). */
export interface UsageLimitState {
  limit: number;
  used: number;
  windowStart: number;
}

/**
 * Whether `e` refused a usage (its limit hits then fire after the rollback): a RevenueError, or an
 * error re-thrown with one as its `cause` (batch_track's item error, which adds the item's index).
 */
const refusal = (e: unknown): boolean => e instanceof RevenueError || (e instanceof Error && e.cause instanceof RevenueError);

/** The hit of a limit on the source's balance (`balance`, `spend_limit`): its usage (less `undone`, a take about to be rolled back), and its period. */
export function balanceHit(type: "balance" | "spend_limit", src: Source, limit: number, undone = 0): LimitHit {
  return { type, featureId: src.featureId, limit, usage: toUnits(balanceFigures(src.slots).usage - undone), periodStart: periodStart(src.slots) };
}

/** The controls of a usage write, built once per balances service. */
export function controlWrites(ctx: RevenueContext, write: <T>(h: Handle, fn: (tx: Tx) => T | Promise<T>) => Promise<T>) {
  const queuedListeners: ((customerSeq: number) => void)[] = [];

  async function fireLimit(tx: Tx, space: Space, c: CustomerRow, scope: UsageScope, h: LimitHit, now: number): Promise<void> {
    if (!(await ctx.repos(tx).controls.fire(c.seq, scope.entitySeq, limitKey(h.type, h.featureId), h.periodStart, now))) return;
    await ctx.notify.emit(tx, space.spaceId, "balance.limit_reached", { customer_id: c.id, entity_id: scope.entityId, feature_id: h.featureId, limit_type: h.type, limit: h.limit, usage: h.usage });
  }

  /** Fires the hits of `list`, in order. */
  const fireHits = async (tx: Tx, list: readonly PendingHit[]): Promise<void> => {
    for (const h of list) await fireLimit(tx, h.space, h.c, h.scope, h.hit, h.now);
  };

  /** Fires the alerts of `controls` that the figures of `slots` have crossed, once per period. */
  async function fireAlerts(tx: Tx, space: Space, c: CustomerRow, controls: Controls, scope: UsageScope, slots: SlotRow[], src: Source, trackedId: string, usageLimit: UsageLimitState | null, now: number): Promise<void> {
    for (const alert of controls.usage_alerts ?? []) {
      if (alert.enabled !== true) continue;
      const featureId = alert.basis === "usage_limit" ? trackedId : src.featureId;
      if (alert.feature_id !== undefined && alert.feature_id !== featureId) continue;
      const f = basisFigures(alert.basis, slots, usageLimit);
      if (f === null || !pastThreshold(alert, f)) continue;
      const period = alert.basis === "usage_limit" ? usageLimit!.windowStart : periodStart(slots);
      if (!(await ctx.repos(tx).controls.fire(c.seq, scope.entitySeq, alertKey(alert, featureId), period, now))) continue;
      await ctx.notify.emit(tx, space.spaceId, "balance.usage_alert", {
        customer_id: c.id,
        entity_id: scope.entityId,
        feature_id: featureId,
        name: alert.name ?? null,
        threshold: alert.threshold,
        threshold_type: alert.threshold_type,
        usage: toUnits(f.usage),
        remaining: f.unlimited ? null : toUnits(f.remaining),
      });
    }
  }

  /**
   * Queues an auto top-up of the source's feature when the customer's balance fell below the
   * rule's threshold; once the write commits (not if it rolls back), the customer is handed to the
   * listeners, which charge it.
   */
  async function queueTopup(tx: Tx, space: Space, c: CustomerRow, controls: Controls, src: Source, now: number): Promise<void> {
    const rule = topupOf(controls, src.featureId);
    if (rule === undefined) return;
    // Top-ups refill the customer's own balance (which entities draw from).
    const mine = src.slots.filter((s) => s.entity_seq === null);
    const f = balanceFigures(mine);
    if (!needsTopup(rule, f)) return;
    const { controls: repo, payments } = ctx.repos(tx);
    const last = await repo.lastTopup(c.seq, src.featureId);
    if (last?.status === "pending") return;
    const reset = nextReset(mine);
    if (last?.status === "failed" && !mayRetry(last, { methodSeq: (await payments.defaultMethod(c.seq))?.seq ?? null, total: f.total, reset })) return;
    const pl = rule.purchase_limit;
    if (pl !== undefined && (await repo.succeededSince(c.seq, src.featureId, purchaseWindowStart(now, pl))) >= pl.limit) return;
    const quantity = toMicro(rule.quantity);
    const added =
      last?.status === "failed"
        ? await repo.requeue(last.seq, quantity, f.total, reset)
        : await repo.insertTopup({ id: prefixedId("topup"), space_id: space.spaceId, customer_seq: c.seq, feature_id: src.featureId, status: "pending", quantity, granted_at_queue: f.total, reset_at_queue: reset, created_at: now });
    if (added) tx.afterCommit(() => topupQueued(c.seq));
  }

  /** Hands a customer with a newly queued top-up to the listeners (after the commit). */
  const topupQueued = (customerSeq: number): void => {
    for (const l of queuedListeners) l(customerSeq);
  };

  return {
    /**
     * A usage write: `fn` in a write (a savepoint of `h` when it is a unit's transaction, else a
     * unit of its own) whose limit hits fire with it, or — when a refusal rolls it back — in a
     * write of their own after it (the refusal then answers as before). Steps of the write get
     * its `UsageWrite` (a track inside batch_track runs in its batch's, and leaves the hits to
     * it). What belongs to this write (its hits) lives in the `UsageWrite` of this call, never
     * in the service, so concurrent writes never share it.
     */
    async guarded<T>(h: Handle, fn: (u: UsageWrite) => T | Promise<T>): Promise<T> {
      const hits: PendingHit[] = [];
      try {
        return await write(h, async (tx) => {
          const v = await fn({ tx, hits });
          await fireHits(tx, hits.splice(0));
          return v;
        });
      } catch (e) {
        if (hits.length > 0 && refusal(e)) {
          try {
            await write(h, (tx) => fireHits(tx, hits));
          } catch {
            // The refusal answers as it would have; only its limit event is lost (the database refused the write).
          }
        }
        throw e;
      }
    },

    /**
     * A usage write in the caller's unit `tx` without a savepoint of its own, for a write that
     * decides before it writes (a track's plan, track.decide.ts): when `fn` is refused it has
     * written nothing, so there is nothing to roll back; its limit hits fire in `tx` all the same
     * (the request's unit answers the refusal and commits them), then the refusal answers.
     */
    async within<T>(tx: Tx, fn: (u: UsageWrite) => T | Promise<T>): Promise<T> {
      const hits: PendingHit[] = [];
      try {
        const v = await fn({ tx, hits });
        await fireHits(tx, hits.splice(0));
        return v;
      } catch (e) {
        if (hits.length > 0 && refusal(e)) await fireHits(tx, hits);
        throw e;
      }
    },

    /** A limit capped or refused a usage: fires once per period with its write, even when the usage is rolled back. */
    limitReached(u: UsageWrite, space: Space, c: CustomerRow, scope: UsageScope, hit: LimitHit, now: number): void {
      u.hits.push({ space, c, scope, hit, now });
    },

    balanceHit,

    /**
     * After a usage of the source (inside its write): the entity's alerts on
     * the entity's balance, the customer's on the customer's, and the
     * customer's auto top-up of the feature. Nothing for a usage without
     * alerts or top-ups.
     */
    async afterUse(tx: Tx, space: Space, c: CustomerRow, set: ControlSet | null, scope: UsageScope, src: Source, trackedId: string, usageLimit: UsageLimitState | null, now: number): Promise<void> {
      if (set === null || !set.watches) return;
      if (set.entity !== null) await fireAlerts(tx, space, c, set.entity, scope, src.slots, src, trackedId, usageLimit, now);
      if (set.customer.usage_alerts?.length) {
        const mine = scope.entitySeq === null ? src.slots : src.slots.filter((s) => s.entity_seq === null);
        await fireAlerts(tx, space, c, set.customer, { entitySeq: null, entityId: null }, mine, src, trackedId, usageLimit, now);
      }
      if (set.customer.auto_topups?.length) await queueTopup(tx, space, c, set.customer, src, now);
    },

    /** Called with the customer's seq once a usage write that queued an auto top-up has committed (outside any unit). */
    onTopupQueued(listener: (customerSeq: number) => void): void {
      queuedListeners.push(listener);
    },
  };
}
export type ControlWrites = ReturnType<typeof controlWrites>;
