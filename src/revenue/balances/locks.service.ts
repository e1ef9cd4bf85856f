/**
 * Locks: reserving balance under a lock (from balances.check and
 * balances.track) and settling it once with balances.finalize.
 */
import type { Handle, Tx } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import { prefixedId } from "../../platform/ids.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import type { Schemas, Space } from "../types.js";
import { amountMicro, assertTotals, checkProperties, lockExpiry, type LockHolds, type Source } from "./balances.decide.js";
import type { BalancesParts } from "./balances.parts.js";
import { allows, standingOf, take, toMicro } from "./balances.rules.js";

type Deduction = Schemas["BalanceDeduction"];

/** Lock creation (from check and track) and settlement (finalize): load, decide the hold, apply it. */
export function locksService({ ctx, load, apply, controls }: BalancesParts) {
  const { releaseExpired, sourceOf, applyTakes } = apply;
  const { guarded } = controls;

  const lockTimes = lockExpiry;

  /** Holds the takes on the source's breakdowns under a new lock (inside the usage write; a null source holds nothing); returns its id. */
  async function reserve(
    tx: Tx,
    space: Space,
    c: CustomerRow,
    entityId: string | null,
    featureId: string,
    src: Source | null,
    units: number,
    takes: { seq: number; value: number }[],
    lock: { lock_id?: string; expires_at?: number; overage_behavior?: "cap" | "overflow" },
    properties: Record<string, unknown> | undefined,
    now: number,
  ): Promise<string> {
    const repo = ctx.repos(tx).balances;
    const id = lock.lock_id ?? prefixedId("lock");
    if (await repo.lock(space.spaceId, id)) throw new RevenueError("lock_exists", `A lock ${id} exists.`);
    // No source (no entitlement, nothing asked): a lock that holds nothing.
    if (src !== null) {
      await apply.hold(tx, src, takes);
      assertTotals(src.featureId, src.slots);
    }
    const held: LockHolds = { source: src?.featureId ?? featureId, units, items: takes.map((t) => ({ balance_seq: t.seq, amount: t.value })) };
    await repo.insertLock({
      space_id: space.spaceId,
      id,
      customer_seq: c.seq,
      entity_id: entityId,
      feature_id: featureId,
      status: "held",
      amount: takes.reduce((n, t) => n + t.value, 0),
      holds: JSON.stringify(held),
      properties: JSON.stringify(properties ?? {}),
      overage_behavior: lock.overage_behavior ?? null,
      expires_at: lockTimes(lock, now),
      created_at: now,
    });
    return id;
  }

  return {
    lockTimes,
    reserve,

    /**
     * Settles a held lock once (a conditional UPDATE on status = 'held'; a
     * second finalize finds it settled: 409 lock_finalized). confirm turns
     * the held amount (or override_value) into usage and records an event;
     * release returns it. An expired lock releases itself first.
     */
    async finalize(h: Handle, space: Space, body: Schemas["FinalizeParams"]): Promise<Schemas["SuccessResult"]> {
      if (body.action === "release" && body.override_value !== undefined) invalid("override_value", "is only allowed with action confirm");
      if (body.override_value !== undefined) amountMicro(body.override_value, "override_value");
      checkProperties(body.properties);
      const outcome = await guarded(h, async ({ tx }) => {
        const { balances: repo, customers, entities, features: catalog } = ctx.repos(tx);
        const l = await repo.lock(space.spaceId, body.lock_id);
        if (!l) invalid("lock_id", `names no lock: ${body.lock_id}`);
        const now = ctx.nowFor(await customers.bySeq(l.customer_seq));
        await releaseExpired(tx, l.customer_seq, now);
        if (!(await repo.settleLock(l.seq, body.action === "confirm" ? "confirmed" : "released"))) return "finalized" as const;
        const held = JSON.parse(l.holds) as LockHolds;
        for (const it of held.items) await repo.addHeld(it.balance_seq, -it.amount);
        if (body.action === "release") return "ok" as const;
        const c = await customers.bySeq(l.customer_seq);
        const units = body.override_value === undefined ? held.units : toMicro(body.override_value);
        const feature = await catalog.byId(space.spaceId, l.feature_id);
        let entitySeq: number | null = null;
        if (l.entity_id !== null) entitySeq = (await entities.byCustomer(c.seq, l.entity_id))?.seq ?? null;
        const src = feature ? await sourceOf(tx, space, c, entitySeq, feature, now, true) : null;
        const deductions: Deduction[] = [];
        if (src !== null) {
          const heldTotal = held.items.reduce((n, it) => n + it.amount, 0);
          const target = body.override_value === undefined ? heldTotal : src.convert(units);
          // The held amount becomes usage in the order it was held; a smaller override returns the rest.
          let left = Math.min(target, heldTotal);
          for (const it of held.items) {
            const t = Math.min(left, it.amount);
            if (t > 0) deductions.push(...(await applyTakes(tx, src, [{ seq: it.balance_seq, value: t }])));
            left -= t;
          }
          const extra = target - heldTotal;
          if (extra > 0) {
            const behavior = l.overage_behavior as "cap" | "overflow" | null;
            const fits = allows({ ...standingOf(src.slots), overage_allowed: src.overageAllowed }, extra);
            if (!fits && behavior === null) throw new RevenueError("insufficient_balance", `override_value ${body.override_value} does not fit the balance; the lock stays held.`);
            deductions.push(...(await applyTakes(tx, src, take(src.slots, extra, fits || behavior === "overflow").takes)));
          }
          assertTotals(src.featureId, src.slots);
          // What the lock held was counted already; the usage it became is looked at again (a larger override).
          const scope = { entitySeq, entityId: l.entity_id };
          await controls.afterUse(tx, space, c, await load.controls(tx, c, scope.entityId), scope, src, l.feature_id, null, now);
        }
        await apply.recordEvent(tx, space, c, {
          entity_id: l.entity_id ?? undefined,
          feature_id: l.feature_id,
          value: units,
          properties: { ...(JSON.parse(l.properties) as Record<string, unknown>), ...(body.properties ?? {}) },
          deductions,
        });
        return "ok" as const;
      });
      if (outcome === "finalized") throw new RevenueError("lock_finalized", `The lock ${body.lock_id} is already confirmed, released or expired.`);
      return { success: true };
    },
  };
}
export type LocksService = ReturnType<typeof locksService>;
