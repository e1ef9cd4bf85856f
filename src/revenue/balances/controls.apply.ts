/**
 * Billing controls that fire from inside a usage write (track, batch_track,
 * track_tokens, check with send_event or lock, finalize): usage alerts
 * crossed, limits reached, auto top-ups queued. What fired in which period is
 * stored in rv_controls_fired, and the event is emitted in the same write,
 * so each fires once per period. A refused track rolls back, but the limit
 * that refused it still fires: its hit is written after the rollback, in a
 * write of its own (`guarded`). An auto top-up is only queued here (a pending
 * row); it is charged after the write, outside it (controls/topups.service.ts).
 * The rules are spec/revenue/controls.tsp and controls/controls.rules.ts.
 */
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

/** An enabled usage limit as an alert's `usage_limit` basis sees it (micro-units). */
export interface UsageLimitState {
  limit: number;
  used: number;
  windowStart: number;
}

/** The controls of a usage write, built once per balances service. */
export function controlWrites(ctx: RevenueContext, write: <T>(fn: () => T | Promise<T>) => Promise<T>) {
  const { controls: repo, payments } = ctx.repos;
  const queuedListeners: ((customerSeq: number) => void)[] = [];
  /** Nesting of guarded writes (batch_track runs tracks inside its own). */
  let depth = 0;
  let hits: { space: Space; c: CustomerRow; scope: UsageScope; hit: LimitHit; now: number }[] | null = null;
  let queued: Set<number> | null = null;

  async function fireLimit(space: Space, c: CustomerRow, scope: UsageScope, h: LimitHit, now: number): Promise<void> {
    if (!(await repo.fire(c.seq, scope.entitySeq, limitKey(h.type, h.featureId), h.periodStart, now))) return;
    await ctx.notify.emit(space.spaceId, "balance.limit_reached", { customer_id: c.id, entity_id: scope.entityId, feature_id: h.featureId, limit_type: h.type, limit: h.limit, usage: h.usage });
  }

  /** Fires the hits of `list`, in order. */
  const fireHits = async (list: typeof hits): Promise<void> => {
    for (const h of list ?? []) await fireLimit(h.space, h.c, h.scope, h.hit, h.now);
  };

  const flushHits = async (): Promise<void> => {
    const list = hits;
    hits = null;
    await fireHits(list);
  };

  /** Fires the alerts of `controls` that the figures of `slots` have crossed, once per period. */
  async function fireAlerts(space: Space, c: CustomerRow, controls: Controls, scope: UsageScope, slots: SlotRow[], src: Source, trackedId: string, usageLimit: UsageLimitState | null, now: number): Promise<void> {
    for (const alert of controls.usage_alerts ?? []) {
      if (alert.enabled !== true) continue;
      const featureId = alert.basis === "usage_limit" ? trackedId : src.featureId;
      if (alert.feature_id !== undefined && alert.feature_id !== featureId) continue;
      const f = basisFigures(alert.basis, slots, usageLimit);
      if (f === null || !pastThreshold(alert, f)) continue;
      const period = alert.basis === "usage_limit" ? usageLimit!.windowStart : periodStart(slots);
      if (!(await repo.fire(c.seq, scope.entitySeq, alertKey(alert, featureId), period, now))) continue;
      await ctx.notify.emit(space.spaceId, "balance.usage_alert", {
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

  /** Queues an auto top-up of the source's feature when the customer's balance fell below the rule's threshold. */
  async function queueTopup(space: Space, c: CustomerRow, controls: Controls, src: Source, now: number): Promise<void> {
    const rule = topupOf(controls, src.featureId);
    if (rule === undefined) return;
    // Top-ups refill the customer's own balance (which entities draw from).
    const mine = src.slots.filter((s) => s.entity_seq === null);
    const f = balanceFigures(mine);
    if (!needsTopup(rule, f)) return;
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
    if (added) (queued ??= new Set()).add(c.seq);
  }

  return {
    /**
     * A usage write: `fn` in a write whose limit hits fire with it, or — when
     * a refusal rolls it back — in a write of their own after it (the
     * refusal then answers as before). Nested calls (a track inside
     * batch_track) leave that to the outermost. After the outermost write,
     * the customers with a newly queued top-up are handed to the listeners.
     *
     * `depth`, `hits` and `queued` are counted and read inside the write: the units of a group
     * run one at a time and nothing else runs meanwhile, so while a unit runs they are its own.
     * (Counted around the write, several requests waiting for the same group would share them.)
     * What the outermost call needs after its write (the hits of a rolled-back write, the
     * customers queued) it takes out of them before its unit ends.
     */
    async guarded<T>(fn: () => T | Promise<T>): Promise<T> {
      /** Whether this is the outermost call, and what its unit left when it ended: the hits it had not fired, the customers it queued. */
      const mine: { outermost: boolean; left: typeof hits; queued: Set<number> | null } = { outermost: false, left: null, queued: null };
      try {
        const out = await write(async () => {
          depth++;
          mine.outermost = depth === 1;
          try {
            const v = await fn();
            if (mine.outermost) await flushHits();
            return v;
          } finally {
            depth--;
            if (mine.outermost) {
              mine.left = hits;
              mine.queued = queued;
              hits = null;
              queued = null;
            }
          }
        });
        if (mine.outermost && mine.queued !== null) for (const seq of mine.queued) for (const l of queuedListeners) l(seq);
        return out;
      } catch (e) {
        if (mine.outermost && mine.left !== null && e instanceof RevenueError) {
          const list = mine.left;
          try {
            await write(() => fireHits(list));
          } catch {
            // The refusal answers as it would have; only its limit event is lost (the database refused the write).
          }
        }
        throw e;
      }
    },

    /** A limit capped or refused a usage: fires once per period, even when the usage is rolled back. */
    async limitReached(space: Space, c: CustomerRow, scope: UsageScope, hit: LimitHit, now: number): Promise<void> {
      if (depth === 0) await fireLimit(space, c, scope, hit, now);
      else (hits ??= []).push({ space, c, scope, hit, now });
    },

    /** The hit of a limit on the source's balance (`balance`, `spend_limit`): its usage (less `undone`, a take about to be rolled back), and its period. */
    balanceHit(type: "balance" | "spend_limit", src: Source, limit: number, undone = 0): LimitHit {
      return { type, featureId: src.featureId, limit, usage: toUnits(balanceFigures(src.slots).usage - undone), periodStart: periodStart(src.slots) };
    },

    /**
     * After a usage of the source (inside its write): the entity's alerts on
     * the entity's balance, the customer's on the customer's, and the
     * customer's auto top-up of the feature. Nothing for a usage without
     * alerts or top-ups.
     */
    async afterUse(space: Space, c: CustomerRow, set: ControlSet | null, scope: UsageScope, src: Source, trackedId: string, usageLimit: UsageLimitState | null, now: number): Promise<void> {
      if (set === null || !set.watches) return;
      if (set.entity !== null) await fireAlerts(space, c, set.entity, scope, src.slots, src, trackedId, usageLimit, now);
      if (set.customer.usage_alerts?.length) {
        const mine = scope.entitySeq === null ? src.slots : src.slots.filter((s) => s.entity_seq === null);
        await fireAlerts(space, c, set.customer, { entitySeq: null, entityId: null }, mine, src, trackedId, usageLimit, now);
      }
      if (set.customer.auto_topups?.length) await queueTopup(space, c, set.customer, src, now);
    },

    /** Called with the customer's seq after a usage write that queued an auto top-up has returned. */
    onTopupQueued(listener: (customerSeq: number) => void): void {
      queuedListeners.push(listener);
    },
  };
}
export type ControlWrites = ReturnType<typeof controlWrites>;
