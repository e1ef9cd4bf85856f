/**
 * Apply: every write of the balances operations, inside one transaction —
 * the write wrapper (409 balance_contention when another process holds the
 * database), plan items made into rows, resets stored, expired locks
 * released, takes added to usage, usage events recorded. A step that runs
 * inside its caller's unit takes that unit's `tx`; `write` and `upkeep` open
 * the unit (or a savepoint of the handle's).
 */
import { isBusy } from "../../platform/db/storage-fault.js";
import type { Handle, Tx } from "../../platform/db/handle.js";
import { prefixedId } from "../../platform/ids.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { RevenueError } from "../errors.js";
import type { FeatureRow } from "../features/features.repo.js";
import type { StoredItem } from "../plans/plans.rules.js";
import type { Schemas, Space } from "../types.js";
import type { BalanceLoads } from "./balances.load.js";
import { billedInArrears, chooseSource, controlsOf, type LockHolds, liveSlots, planRows, type Source, type SubscriptionGrant } from "./balances.decide.js";
import type { BalanceRow, OutOfDateSubscription } from "./balances.repo.js";
import { applyReset, arrearsAt, isLive, periodOverage, toUnits } from "./balances.rules.js";
import { type SlotRow, slotOf } from "./balances.view.js";

type Deduction = Schemas["BalanceDeduction"];
type BillingControls = Schemas["BillingControls"];

/** The writes of the balances operations, over the loads (whose memo each write tells). */
export function balanceWrites(ctx: RevenueContext, load: BalanceLoads) {
  const { memo } = load;

  /**
   * A write transaction on the customer's balances: a savepoint of `h` when it is a unit's
   * transaction, else a unit of its own. When SQLite cannot get the write lock within its busy
   * timeout (another writer holds the database), the answer is 409 balance_contention: retry.
   */
  const write = <T>(h: Handle, fn: (tx: Tx) => T | Promise<T>): Promise<T> => writeWith(ctx.writeIn, h, fn);
  /** Upkeep a read must write first: in `h`'s unit, or a unit of its own durable before the read answers (see `ensure`). */
  const upkeep = <T>(h: Handle, fn: (tx: Tx) => T | Promise<T>): Promise<T> => writeWith(ctx.upkeep, h, fn);
  /** Runs `fn` through `run` (a write or an upkeep) on `h`, mapping a busy database to balance_contention. */
  async function writeWith<T>(run: RevenueContext["writeIn"], h: Handle, fn: (tx: Tx) => T | Promise<T>): Promise<T> {
    try {
      return await run(h, fn);
    } catch (e) {
      if (isBusy(e)) throw new RevenueError("balance_contention", "The balance is busy: another write holds it. Retry.");
      throw e;
    } finally {
      memo.changed();
    }
  }

  /**
   * Brings a subscription's balance rows in line with its plan items: a row
   * per item (matched to an existing row by feature and reset interval, then
   * by feature, keeping its usage), rows of items no longer there removed.
   */
  async function syncSubscription(tx: Tx, spaceId: number, customerSeq: number, sub: SubscriptionGrant, definition: string): Promise<void> {
    const { balances: repo, customers, features: catalog } = ctx.repos(tx);
    const now = ctx.nowFor(await customers.bySeq(customerSeq));
    const types = new Map((await catalog.list(spaceId)).map((f) => [f.id, f.type as string]));
    const existing = await repo.ofSubscription(sub.seq);
    const used = new Set<number>();
    const planOverage = planOverageRules(definition);
    for (const made of planRows(spaceId, customerSeq, sub, (id) => types.get(id), now)) {
      // The plan's own `billing_controls.overage_allowed` for the feature decides its rows' overage (Autumn's plan default).
      const rule = made.flag === 1 ? undefined : planOverage.get(made.feature_id);
      const row = rule === undefined ? made : { ...made, overage_allowed: rule ? 1 : 0 };
      const match =
        existing.find((e) => !used.has(e.seq) && e.feature_id === row.feature_id && e.reset_interval === row.reset_interval) ??
        existing.find((e) => !used.has(e.seq) && e.feature_id === row.feature_id);
      if (match) {
        used.add(match.seq);
        // A reset schedule that did not change keeps its stored next reset.
        const keep = match.reset_interval === row.reset_interval && match.reset_count === row.reset_count;
        await repo.reshape(match.seq, keep ? { ...row, next_reset_at: match.next_reset_at } : row);
      } else {
        let id = row.id;
        for (let n = 1; await repo.byId(customerSeq, id); n++) id = `${row.id}_${n}`;
        await repo.insert({ ...row, id });
      }
    }
    for (const e of existing) if (!used.has(e.seq)) await repo.delete(e.seq);
    await repo.markMade(sub.seq, definition);
  }

  /** A plan definition's `billing_controls.overage_allowed` rules: feature id → enabled. */
  function planOverageRules(definition: string): Map<string, boolean> {
    const rules = (JSON.parse(definition) as { billing_controls?: { overage_allowed?: { feature_id?: string; enabled?: boolean }[] } | null }).billing_controls?.overage_allowed ?? [];
    return new Map(rules.filter((r) => typeof r.feature_id === "string" && typeof r.enabled === "boolean").map((r) => [r.feature_id!, r.enabled!]));
  }

  /** Stores a reset computed on read, conditionally on the old next_reset_at (a second writer finds it applied and re-reads). */
  async function storeReset(tx: Tx, r: BalanceRow, now: number): Promise<SlotRow> {
    const s = slotOf(r);
    const next = applyReset(s, now);
    if (next === s) return next;
    const repo = ctx.repos(tx).balances;
    // The ended period's overage of a breakdown priced in arrears waits for its renewal invoice.
    const arrears = next.next_reset_at !== s.next_reset_at && billedInArrears(r) ? periodOverage(s) : 0;
    if (!(await repo.reset({ seq: s.seq, usage: next.usage, carried: next.carried, carried_expires_at: next.carried_expires_at, next_reset_at: next.next_reset_at, old: s.next_reset_at, arrears }))) {
      const again = await repo.bySeq(s.seq);
      if (!again) throw new RevenueError("balance_contention", "The balance changed while it was being reset; retry.");
      return slotOf(again);
    }
    return next;
  }

  /**
   * Live breakdowns of a customer (entity: its own and the shared ones),
   * resets applied — and, when `persist` (inside a write: `h` is its `tx`), stored.
   */
  function slots(h: Handle, customerSeq: number, entitySeq: number | null, now: number, persist: false, featureId?: string): Promise<SlotRow[]>;
  function slots(tx: Tx, customerSeq: number, entitySeq: number | null, now: number, persist: boolean, featureId?: string): Promise<SlotRow[]>;
  async function slots(h: Handle, customerSeq: number, entitySeq: number | null, now: number, persist: boolean, featureId?: string): Promise<SlotRow[]> {
    if (!persist) return liveSlots(await load.rows(h, customerSeq, featureId), entitySeq, now);
    // Inside a write the feature's rows are locked for it (`lockFeatures`): a concurrent usage of
    // them waits for this one's commit instead of deciding on the same numbers.
    const rows = featureId === undefined ? await load.rows(h, customerSeq) : await ctx.repos(h).balances.lockFeatures(customerSeq, [featureId]);
    // In order, one after another: each reset is a write.
    const out: SlotRow[] = [];
    for (const r of rows) {
      if ((r.entity_seq === null || r.entity_seq === entitySeq) && isLive(r, now)) out.push(r.flag === 1 ? slotOf(r) : await storeReset(h as Tx, r, now));
    }
    return out;
  }

  /**
   * Makes or reshapes the balance rows of the customer's subscriptions whose plan definition
   * changed (or which have none yet). Called by a read (a check, `h` the read handle), the work
   * is a write of its own, on the disk before the read answers; inside a write (`h` its `tx`), a
   * savepoint of it. The stale rows are read again inside the write, so a concurrent read that
   * did the same work first leaves nothing to do.
   */
  async function ensure(h: Handle, c: { seq: number; space_id: number }): Promise<void> {
    if ((await load.stale(h, c.seq)).length === 0) return;
    await upkeep(h, async (tx) => bringInLine(tx, c, await load.stale(tx, c.seq)));
  }

  /** Makes or reshapes the balance rows of the customer's `stale` subscriptions (read in `tx`) from their plans' current definitions. */
  async function bringInLine(tx: Tx, c: { seq: number; space_id: number }, stale: readonly OutOfDateSubscription[]): Promise<void> {
    for (const s of stale) {
      const items = (JSON.parse(s.definition) as { items: StoredItem[] }).items;
      await syncSubscription(tx, c.space_id, c.seq, { seq: s.seq, id: s.id, planId: s.plan_id, startedAt: s.started_at, items }, s.definition);
    }
  }

  /** What `feature` draws from for the customer (entity), resets stored when `persist` (then `h` is the write's `tx`). */
  /** `billing`: the controls deciding overage (default the customer's; a usage of an entity passes `usageBilling`'s). */
  function sourceOf(h: Handle, space: Space, c: CustomerRow, entitySeq: number | null, feature: FeatureRow, now: number, persist: false, billing?: BillingControls): Promise<Source | null>;
  function sourceOf(tx: Tx, space: Space, c: CustomerRow, entitySeq: number | null, feature: FeatureRow, now: number, persist: boolean, billing?: BillingControls): Promise<Source | null>;
  async function sourceOf(h: Handle, space: Space, c: CustomerRow, entitySeq: number | null, feature: FeatureRow, now: number, persist: boolean, billing?: BillingControls): Promise<Source | null> {
    const own = async (featureId: string) => (await slots(h as Tx, c.seq, entitySeq, now, persist, featureId)).filter((r) => r.flag !== 1);
    return await chooseSource(feature, await load.creditSystems(h, space.spaceId), own, billing ?? controlsOf(c));
  }

  /** Releases a customer's expired locks (inside a write). */
  async function releaseExpired(tx: Tx, customerSeq: number, now: number): Promise<void> {
    const repo = ctx.repos(tx).balances;
    for (const l of await repo.expiredLocks(now, customerSeq)) {
      if (!(await repo.settleLock(l.seq, "expired"))) continue;
      for (const h of (JSON.parse(l.holds) as LockHolds).items) await repo.addHeld(h.balance_seq, -h.amount);
    }
  }

  return {
    write,
    slots,
    ensure,
    bringInLine,
    releaseExpired,

    /**
     * What a read does before it reads a customer's balances: `ensure`, and the release of locks
     * that have expired; each a write of its own when a read calls it (see `ensure`).
     */
    async maintain(h: Handle, c: { seq: number; space_id: number }, now: number): Promise<void> {
      await ensure(h, c);
      if (!(await load.lockDue(h, c.seq, now))) return;
      await upkeep(h, (tx) => releaseExpired(tx, c.seq, now));
    },

    /**
     * Closes a billing period of a subscription at `at` (inside the renewal's write): the resets
     * due by `at` of its rows are stored (their overage moves to `arrears`), then the arrears are
     * taken — answered per row and zeroed — so the invoice bills exactly what the resets closed.
     * `final` (the subscription ends at `at`): the running period's overage is taken too.
     */
    async closePeriod(tx: Tx, subscriptionSeq: number, at: number, final = false): Promise<{ row: BalanceRow; arrears: number }[]> {
      const repo = ctx.repos(tx).balances;
      const out: { row: BalanceRow; arrears: number }[] = [];
      for (const r of await repo.ofSubscription(subscriptionSeq)) {
        if (r.flag === 1) continue;
        await storeReset(tx, r, at);
        const fresh = (await repo.bySeq(r.seq))!;
        const micro = final ? arrearsAt({ ...slotOf(fresh), arrears: fresh.arrears }, billedInArrears(fresh), at, at, true) : fresh.arrears;
        if (micro > 0) {
          await repo.clearArrears(r.seq);
          out.push({ row: fresh, arrears: micro });
        }
      }
      memo.changed();
      return out;
    },

    /**
     * What the renewal of a subscription at `boundary` will bill in arrears, per row, from its
     * usage at `now` (a read: nothing is stored). `final`: the subscription ends at the boundary.
     */
    async pendingArrears(h: Handle, subscriptionSeq: number, now: number, boundary: number, final = false): Promise<{ row: BalanceRow; arrears: number }[]> {
      const out: { row: BalanceRow; arrears: number }[] = [];
      for (const r of await ctx.repos(h).balances.ofSubscription(subscriptionSeq)) {
        if (r.flag === 1) continue;
        const micro = arrearsAt({ ...slotOf(r), arrears: r.arrears }, billedInArrears(r), now, boundary, final);
        if (micro > 0) out.push({ row: r, arrears: micro });
      }
      return out;
    },

    sourceOf,

    /** The customer's (entity's) flag of a boolean feature, if it has one. */
    flagOf: async (h: Handle, c: CustomerRow, entitySeq: number | null, featureId: string, now: number): Promise<SlotRow | undefined> =>
      (await slots(h, c.seq, entitySeq, now, false, featureId)).find((r) => r.flag === 1),

    /** Adds takes to the source's rows (stored and in `src.slots`); returns the deductions. */
    async applyTakes(tx: Tx, src: Source, takes: { seq: number; value: number }[]): Promise<Deduction[]> {
      const repo = ctx.repos(tx).balances;
      const bySeq = new Map(src.slots.map((s) => [s.seq, s]));
      const out: Deduction[] = [];
      for (const t of takes) {
        await repo.addUsage(t.seq, t.value);
        const s = bySeq.get(t.seq)!;
        s.usage += t.value;
        out.push({
          balance_id: s.id,
          feature_id: src.featureId,
          plan_id: s.plan_id,
          reset: s.reset_interval === null ? null : { interval: s.reset_interval as Schemas["ResetInterval"], interval_count: s.reset_count, resets_at: s.next_reset_at },
          value: toUnits(t.value),
        });
      }
      return out;
    },

    /** Adds held amounts to the source's rows (stored and in `src.slots`). */
    async hold(tx: Tx, src: Source, takes: { seq: number; value: number }[]): Promise<void> {
      const repo = ctx.repos(tx).balances;
      for (const t of takes) {
        await repo.addHeld(t.seq, t.value);
        src.slots.find((s) => s.seq === t.seq)!.held += t.value;
      }
    },

    /** One usage event per feature used, with what it took (null when it took nothing). */
    async recordEvent(
      tx: Tx,
      space: Space,
      c: CustomerRow,
      e: { entity_id?: string; feature_id: string; event_name?: string; value: number; properties?: Record<string, unknown>; timestamp?: number; deductions?: Deduction[] },
    ): Promise<void> {
      const now = ctx.nowFor(c);
      await ctx.repos(tx).balances.insertEvent({
        id: prefixedId("evt"),
        space_id: space.spaceId,
        customer_seq: c.seq,
        customer_id: c.id,
        entity_id: e.entity_id ?? null,
        feature_id: e.feature_id,
        event_name: e.event_name ?? null,
        deductions: e.deductions && e.deductions.length > 0 ? JSON.stringify(e.deductions) : null,
        value: e.value,
        properties: JSON.stringify(e.properties ?? {}),
        timestamp: e.timestamp ?? now,
        created_at: now,
      });
    },
  };
}
export type BalanceWrites = ReturnType<typeof balanceWrites>;
