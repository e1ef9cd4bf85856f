/**
 * The shared machinery of every balances operation: the repos, the read memo
 * and the `write` wrapper (one of each per balancesService), lookups,
 * subscription sync, resets and lock expiry on read, sources, takes, events
 * and the usage and spend limits.
 */
import { createReadMemo, EVERYTHING, type WatchedTable } from "../../platform/db/read-memo.js";
import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import { prefixedId } from "../../platform/ids.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { addInterval, nextResetAt } from "../shared/interval.rules.js";
import type { FeatureRow } from "../features/features.repo.js";
import type { FeatureDefinition } from "../features/features.rules.js";
import { breakdownPrice, type StoredItem } from "../plans/plans.rules.js";
import type { Schemas, Space } from "../types.js";
import type { BalanceRow, NewBalanceRow } from "./balances.repo.js";
import {
  applyReset,
  creditsFor,
  deductionOrder,
  isLive,
  limitsFor,
  overageCost,
  windowStart,
  standingOf,
  toMicro,
  toUnits,
} from "./balances.rules.js";
import { balanceView, flagView, type SlotRow, slotOf } from "./balances.view.js";

type Balance = Schemas["Balance"];
type BillingControls = Schemas["BillingControls"];
type Deduction = Schemas["BalanceDeduction"];

/** A subscription whose plan items become balances. */
export interface SubscriptionGrant {
  seq: number;
  id: string;
  planId: string;
  startedAt: number;
  items: StoredItem[];
}

/** What a feature draws from for one customer (or entity): its own breakdowns, or a credit system's. */
export interface Source {
  /** The feature whose breakdowns are used (the credit system's id when drawn through credits). */
  featureId: string;
  /** Live breakdowns in deduction order, resets applied. */
  slots: SlotRow[];
  /** Micro-units of the source per micro-unit of the asked feature (credits per unit), as a converter. */
  convert: (micro: number) => number;
  overageAllowed: boolean;
}

/** What a lock holds: the feature drawn from, the units asked (micro) and the amounts held per breakdown (micro of the source). */
export interface LockHolds {
  source: string;
  units: number;
  items: { balance_seq: number; amount: number }[];
}

/**
 * What the memo's values are read from, and whose entries a change drops: a
 * customer's own rows drop only that customer's entries (a track leaves every
 * other customer's checks remembered); features and plans drop everything,
 * and so does a new customer (a lookup by id may have remembered its absence).
 */
const WATCHED: WatchedTable[] = [
  { table: "rv_customers", scope: "seq", inserts: "all" },
  { table: "rv_entities", scope: "customer_seq" },
  { table: "rv_subscriptions", scope: "customer_seq" },
  { table: "rv_balances", scope: "customer_seq" },
  { table: "rv_locks", scope: "customer_seq" },
  { table: "rv_features" },
  { table: "rv_plans" },
];

/** The machinery the balances operations share; build it once per balancesService. */
export function balancesCore(ctx: RevenueContext) {
  const { balances: repo, customers, entities, plans, features: catalog } = ctx.repos;
  /** Plain checks (the hottest read) serve these rows from a memo valid while the database is unchanged (one per balances service, which is built once). */
  const memo = createReadMemo(ctx.changes, { watch: WATCHED });
  const spaceFeatures = (spaceId: number) => memo.get(`F\0${spaceId}`, () => catalog.list(spaceId));
  /** Whether a held lock of the customer has expired (and must be released before reading). */
  const lockDue = (customerSeq: number, now: number) => (memo.get(`l\0${customerSeq}`, () => repo.nextHeldExpiry(customerSeq), customerSeq) ?? Infinity) <= now;

  /**
   * A write transaction on the customer's balances. When SQLite cannot get
   * the write lock within its busy timeout (another writer holds the
   * database), the answer is 409 balance_contention: retry.
   */
  const write = <T>(fn: () => T): T => {
    try {
      return ctx.write(fn);
    } catch (e) {
      if ((e as { code?: string }).code === "SQLITE_BUSY") throw new RevenueError("balance_contention", "The balance is busy: another write holds it. Retry.");
      throw e;
    } finally {
      memo.changed();
    }
  };

  const def = (f: FeatureRow): FeatureDefinition => JSON.parse(f.definition) as FeatureDefinition;

  const findCustomer = (spaceId: number, id: string): CustomerRow => {
    const c = memo.get(`c\0${spaceId}\0${id}`, () => customers.byId(spaceId, id), (row) => row?.seq ?? EVERYTHING);
    if (!c) throw new RevenueError("customer_not_found", `No customer ${id}.`);
    return c;
  };
  const findFeature = (spaceId: number, id: string): FeatureRow => {
    const f = memo.get(`f\0${spaceId}\0${id}`, () => catalog.byId(spaceId, id));
    if (!f) throw new RevenueError("feature_not_found", `No feature ${id}.`);
    return f;
  };
  const findEntity = (c: CustomerRow, id: string | undefined): number | null => {
    if (id === undefined) return null;
    const e = memo.get(`e\0${c.seq}\0${id}`, () => entities.byCustomer(c.seq, id), c.seq);
    if (!e) throw new RevenueError("entity_not_found", `No entity ${id} of customer ${c.id}.`);
    return e.seq;
  };

  /** Rows of a subscription's plan items (flags for boolean features). */
  function planRows(spaceId: number, customerSeq: number, sub: SubscriptionGrant, typeOf: (id: string) => string | undefined, now: number): NewBalanceRow[] {
    return sub.items.map((it, i) => {
      const flag = typeOf(it.feature_id) === "boolean";
      const interval = !flag && it.reset ? it.reset.interval : null;
      const count = it.reset?.interval_count ?? 1;
      const price = breakdownPrice(it.price);
      const rollover = it.rollover
        ? {
            max: it.rollover.max === null || it.rollover.max === undefined ? null : toMicro(it.rollover.max),
            max_percentage: it.rollover.max_percentage ?? null,
            duration: it.rollover.expiry_duration_type,
            length: it.rollover.expiry_duration_length ?? 1,
          }
        : null;
      return {
        id: `${sub.id}_${i}`,
        space_id: spaceId,
        customer_seq: customerSeq,
        entity_seq: null,
        feature_id: it.feature_id,
        flag: flag ? 1 : 0,
        subscription_seq: sub.seq,
        plan_id: sub.planId,
        granted: flag || it.unlimited ? 0 : toMicro(it.included),
        prepaid: 0,
        usage: 0,
        held: 0,
        unlimited: it.unlimited ? 1 : 0,
        overage_allowed: !flag && it.price?.billing_method === "usage_based" ? 1 : 0,
        price: flag || price === null ? null : JSON.stringify(price),
        reset_interval: interval,
        reset_count: count,
        reset_anchor: interval === null ? null : sub.startedAt,
        next_reset_at: interval === null ? null : nextResetAt(sub.startedAt, interval, count, Math.max(now, sub.startedAt)),
        rollover: rollover && !flag ? JSON.stringify(rollover) : null,
        carried: 0,
        carried_expires_at: null,
        expires_at: it.expiry ? addInterval(sub.startedAt, it.expiry.duration, it.expiry.length) : null,
        reason: null,
        created_at: now,
      };
    });
  }

  /**
   * Brings a subscription's balance rows in line with its plan items: a row
   * per item (matched to an existing row by feature and reset interval, then
   * by feature, keeping its usage), rows of items no longer there removed.
   * Call inside a write.
   */
  function syncSubscription(spaceId: number, customerSeq: number, sub: SubscriptionGrant, definition: string): void {
    const now = ctx.clock.now();
    const types = new Map(catalog.list(spaceId).map((f) => [f.id, f.type as string]));
    const existing = repo.ofSubscription(sub.seq);
    const used = new Set<number>();
    for (const row of planRows(spaceId, customerSeq, sub, (id) => types.get(id), now)) {
      const match =
        existing.find((e) => !used.has(e.seq) && e.feature_id === row.feature_id && e.reset_interval === row.reset_interval) ??
        existing.find((e) => !used.has(e.seq) && e.feature_id === row.feature_id);
      if (match) {
        used.add(match.seq);
        // A reset schedule that did not change keeps its stored next reset.
        const keep = match.reset_interval === row.reset_interval && match.reset_count === row.reset_count;
        repo.reshape(match.seq, keep ? { ...row, next_reset_at: match.next_reset_at } : row);
      } else {
        let id = row.id;
        for (let n = 1; repo.byId(customerSeq, id); n++) id = `${row.id}_${n}`;
        repo.insert({ ...row, id });
      }
    }
    for (const e of existing) if (!used.has(e.seq)) repo.delete(e.seq);
    repo.markMade(sub.seq, definition);
  }

  /** Makes or reshapes the balance rows of the customer's subscriptions whose plan definition changed (or which have none yet). */
  function ensure(c: { seq: number; space_id: number }): void {
    const stale = memo.get(`o\0${c.seq}`, () => repo.outOfDate(c.seq), c.seq);
    if (stale.length === 0) return;
    write(() => {
      for (const s of stale) {
        const items = (JSON.parse(s.definition) as { items: StoredItem[] }).items;
        syncSubscription(c.space_id, c.seq, { seq: s.seq, id: s.id, planId: s.plan_id, startedAt: s.started_at, items }, s.definition);
      }
    });
  }

  /** Releases a customer's expired locks (inside a write). */
  function releaseExpired(customerSeq: number, now: number): void {
    for (const l of repo.expiredLocks(now, customerSeq)) {
      if (!repo.settleLock(l.seq, "expired")) continue;
      for (const h of (JSON.parse(l.holds) as LockHolds).items) repo.addHeld(h.balance_seq, -h.amount);
    }
  }

  /**
   * A row as it is now. In a write the reset is stored, conditionally on the
   * old next_reset_at (a second writer finds it applied and re-reads).
   */
  function current(r: BalanceRow, now: number, persist: boolean): SlotRow {
    const s = slotOf(r);
    const next = applyReset(s, now);
    if (next === s || !persist) return next;
    if (!repo.reset({ seq: s.seq, usage: next.usage, carried: next.carried, carried_expires_at: next.carried_expires_at, next_reset_at: next.next_reset_at, old: s.next_reset_at })) {
      const again = repo.bySeq(s.seq);
      if (!again) throw new RevenueError("balance_contention", "The balance changed while it was being reset; retry.");
      return slotOf(again);
    }
    return next;
  }

  /** Live rows of a customer (entity: its own and the shared ones; else the shared ones only), resets applied. */
  function liveRows(customerSeq: number, entitySeq: number | null, now: number, persist: boolean, featureId?: string): SlotRow[] {
    const rows: BalanceRow[] =
      featureId === undefined
        ? memo.get(`B\0${customerSeq}`, () => repo.ofCustomer(customerSeq), customerSeq)
        : memo.get(`b\0${customerSeq}\0${featureId}`, () => repo.ofFeature(customerSeq, featureId), customerSeq);
    return rows
      .filter((r) => (r.entity_seq === null || r.entity_seq === entitySeq) && isLive(r, now))
      .map((r) => (r.flag === 1 ? slotOf(r) : current(r, now, persist)));
  }

  const effectiveOverage = (featureId: string, slots: SlotRow[], controls: BillingControls): boolean => {
    const rule = controls.overage_allowed?.find((r) => r.feature_id === featureId);
    if (rule && typeof rule.enabled === "boolean") return rule.enabled;
    return slots.some((s) => s.overage_allowed);
  };

  /** The customer's answer parts from storage: balances (metered and credit) and flags, customer-level. */
  function balancesAndFlags(rows: SlotRow[], controls: BillingControls): { balances: Record<string, Balance>; flags: Record<string, Schemas["Flag"]> } {
    const flags: Record<string, Schemas["Flag"]> = {};
    const byFeature = new Map<string, SlotRow[]>();
    for (const r of rows) {
      if (r.flag === 1) flags[r.feature_id] ??= flagView(r);
      else byFeature.set(r.feature_id, [...(byFeature.get(r.feature_id) ?? []), r]);
    }
    const balances: Record<string, Balance> = {};
    for (const [f, slots] of byFeature) balances[f] = balanceView(f, slots, controls);
    return { balances, flags };
  }

  /**
   * What `feature` draws from: its own metered breakdowns, else (a metered
   * feature) the first credit system naming it in its credit_schema that the
   * customer has breakdowns of, converting units to credits.
   */
  function sourceOf(space: Space, c: CustomerRow, entitySeq: number | null, feature: FeatureRow, now: number, persist: boolean): Source | null {
    const controls = JSON.parse(c.billing_controls) as BillingControls;
    const own = liveRows(c.seq, entitySeq, now, persist, feature.id).filter((r) => r.flag !== 1);
    if (own.length > 0) {
      return { featureId: feature.id, slots: deductionOrder(own), convert: (m) => m, overageAllowed: effectiveOverage(feature.id, own, controls) };
    }
    if (feature.type !== "metered") return null;
    for (const cs of spaceFeatures(space.spaceId)) {
      if (cs.type !== "credit_system" && cs.type !== "ai_credit_system") continue;
      const entry = def(cs).credit_schema?.find((e) => e.metered_feature_id === feature.id);
      if (!entry) continue;
      const slots = liveRows(c.seq, entitySeq, now, persist, cs.id).filter((r) => r.flag !== 1);
      if (slots.length === 0) continue;
      return { featureId: cs.id, slots: deductionOrder(slots), convert: (m) => creditsFor(m, entry), overageAllowed: effectiveOverage(cs.id, slots, controls) };
    }
    return null;
  }

  const hasFlag = (c: CustomerRow, entitySeq: number | null, featureId: string, now: number): SlotRow | undefined =>
    liveRows(c.seq, entitySeq, now, false, featureId).find((r) => r.flag === 1);

  /** Applies takes to the rows and returns the deductions. */
  function applyTakes(src: Source, takes: { seq: number; value: number }[]): Deduction[] {
    const bySeq = new Map(src.slots.map((s) => [s.seq, s]));
    return takes.map((t) => {
      repo.addUsage(t.seq, t.value);
      const s = bySeq.get(t.seq)!;
      s.usage += t.value;
      return {
        balance_id: s.id,
        feature_id: src.featureId,
        plan_id: s.plan_id,
        reset: s.reset_interval === null ? null : { interval: s.reset_interval as Schemas["ResetInterval"], interval_count: s.reset_count, resets_at: s.next_reset_at },
        value: toUnits(t.value),
      };
    });
  }

  /** The most overage the source's prices allow (micro); null: no limit (no price, or a price without max_purchase). */
  function purchaseLimit(src: Source): number | null {
    let limit = 0;
    let priced = false;
    for (const s of src.slots) {
      if (s.price === null) continue;
      const p = JSON.parse(s.price) as { max_purchase: number | null };
      if (p.max_purchase === null) return null;
      priced = true;
      limit += toMicro(p.max_purchase);
    }
    return priced ? limit : null;
  }

  /** One usage event per feature used, with what it took (null when it took nothing). */
  function recordEvent(
    space: Space,
    c: CustomerRow,
    e: { entity_id?: string; feature_id: string; event_name?: string; value: number; properties?: Record<string, unknown>; timestamp?: number; deductions?: Deduction[] },
  ) {
    const now = ctx.clock.now();
    repo.insertEvent({
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
  }

  const viewOf = (src: Source, c: CustomerRow): Balance => balanceView(src.featureId, src.slots, JSON.parse(c.billing_controls) as BillingControls);

  function checkAmount(value: number, field: string): number {
    if (!Number.isFinite(value)) invalid(field, "must be a finite number");
    return toMicro(value);
  }

  /** The usage and spend limits of the customer (and the entity, whose rules come first) for a feature. */
  function limitsOf(c: CustomerRow, entityId: string | null, featureId: string) {
    const controls = [JSON.parse(c.billing_controls) as BillingControls];
    if (entityId !== null) {
      const e = entities.byCustomer(c.seq, entityId);
      if (e) controls.unshift(JSON.parse(e.billing_controls) as BillingControls);
    }
    return limitsFor(featureId, controls);
  }

  /** Whether using `units` (micro) more of the feature would pass an enabled usage limit in its window. */
  function usageLimitBlocks(c: CustomerRow, entityId: string | null, featureId: string, units: number, now: number): boolean {
    const { usage } = limitsOf(c, entityId, featureId);
    if (usage === null) return false;
    return repo.usageSince(c.seq, featureId, entityId, windowStart(now, usage.interval)) + units > usage.limit;
  }

  /** Whether an overage of `overage` micro-units of the source would cost more than an enabled spend limit. */
  function spendLimitBlocks(c: CustomerRow, entityId: string | null, featureId: string, src: Source, overage: number): boolean {
    if (overage <= 0) return false;
    const { spend } = limitsOf(c, entityId, featureId);
    if (spend === null) return false;
    const priced = src.slots.find((s) => s.price !== null);
    const price = priced ? (JSON.parse(priced.price!) as { amount?: number; billing_units?: number }) : null;
    return overageCost(overage, price) > spend.limit;
  }

  /** The overage (micro) the source would have after taking `cost` more. */
  function overageAfter(src: Source, cost: number): number {
    const st = standingOf(src.slots);
    return st.unlimited ? 0 : Math.max(0, cost - st.remaining);
  }

  return {
    ctx,
    repo,
    customers,
    entities,
    plans,
    catalog,
    memo,
    lockDue,
    write,
    def,
    findCustomer,
    findFeature,
    findEntity,
    planRows,
    syncSubscription,
    ensure,
    releaseExpired,
    current,
    liveRows,
    effectiveOverage,
    balancesAndFlags,
    sourceOf,
    hasFlag,
    applyTakes,
    purchaseLimit,
    recordEvent,
    viewOf,
    checkAmount,
    limitsOf,
    usageLimitBlocks,
    spendLimitBlocks,
    overageAfter,
  };
}
export type BalancesCore = ReturnType<typeof balancesCore>;
