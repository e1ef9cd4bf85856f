import { createReadMemo } from "../../platform/db/read-memo.js";
import { AppError, invalid } from "../../platform/errors.js";
import { bodyHash } from "../../platform/idempotency/idempotency.rules.js";
import { prefixedId } from "../../platform/ids.js";
import type { RevenueContext } from "../context.js";
import { type CustomerRow, customersRepo } from "../customers/customers.repo.js";
import { addInterval, nextResetAt } from "../customers/customers.rules.js";
import { entitiesRepo } from "../entities/entities.repo.js";
import { type FeatureRow, featuresRepo } from "../features/features.repo.js";
import type { FeatureDefinition } from "../features/features.rules.js";
import type { StoredItem } from "../plans/plans.rules.js";
import type { Space } from "../plans/plans.view.js";
import type { Schemas } from "../types.js";
import { type BalanceRow, balancesRepo, type NewBalanceRow } from "./balances.repo.js";
import {
  answerExpiry,
  allows,
  applyReset,
  creditsFor,
  deductionOrder,
  isLive,
  limitsFor,
  overageCost,
  windowStart,
  overageOf,
  standingOf,
  take,
  toMicro,
  toUnits,
} from "./balances.rules.js";
import { plansRepo } from "../plans/plans.repo.js";
import { checkPreview } from "./preview.view.js";
import { credits, providerCost, type Rate, rateFromMarkup, withOverrides } from "./tokens.rules.js";
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
interface Source {
  /** The feature whose breakdowns are used (the credit system's id when drawn through credits). */
  featureId: string;
  /** Live breakdowns in deduction order, resets applied. */
  slots: SlotRow[];
  /** Micro-units of the source per micro-unit of the asked feature (credits per unit), as a converter. */
  convert: (micro: number) => number;
  overageAllowed: boolean;
}

/** What a lock holds: the feature drawn from, the units asked (micro) and the amounts held per breakdown (micro of the source). */
interface LockHolds {
  source: string;
  units: number;
  items: { balance_seq: number; amount: number }[];
}

const LOCK_DEFAULT_MS = 3_600_000;
const LOCK_MAX_MS = 7 * 86_400_000;

/** Balances: stored per (customer, entity?, feature, source); check, track, grants, list. */
export function balancesService(ctx: RevenueContext) {
  const repo = balancesRepo(ctx.db);
  const customers = customersRepo(ctx.db);
  const entities = entitiesRepo(ctx.db);
  const plans = plansRepo(ctx.db);
  const catalog = featuresRepo(ctx.db);
  /** Plain checks (the hottest read) serve these rows from a memo valid while the database is unchanged. */
  const memo = createReadMemo(ctx.db);
  const spaceFeatures = (spaceId: number) => memo.get(`F\0${spaceId}`, () => catalog.list(spaceId));
  /** Whether a held lock of the customer has expired (and must be released before reading). */
  const lockDue = (customerSeq: number, now: number) => (memo.get(`l\0${customerSeq}`, () => repo.nextHeldExpiry(customerSeq)) ?? Infinity) <= now;

  /**
   * A write transaction on the customer's balances. When SQLite cannot get
   * the write lock within its busy timeout (another writer holds the
   * database), the answer is 409 balance_contention: retry.
   */
  const write = <T>(fn: () => T): T => {
    try {
      return ctx.write(fn);
    } catch (e) {
      if ((e as { code?: string }).code === "SQLITE_BUSY") throw new AppError("balance_contention", "The balance is busy: another write holds it. Retry.");
      throw e;
    } finally {
      memo.changed();
    }
  };

  const def = (f: FeatureRow): FeatureDefinition => JSON.parse(f.definition) as FeatureDefinition;

  const findCustomer = (spaceId: number, id: string): CustomerRow => {
    const c = memo.get(`c\0${spaceId}\0${id}`, () => customers.byId(spaceId, id));
    if (!c) throw new AppError("customer_not_found", `No customer ${id}.`);
    return c;
  };
  const findFeature = (spaceId: number, id: string): FeatureRow => {
    const f = memo.get(`f\0${spaceId}\0${id}`, () => catalog.byId(spaceId, id));
    if (!f) throw new AppError("feature_not_found", `No feature ${id}.`);
    return f;
  };
  const findEntity = (c: CustomerRow, id: string | undefined): number | null => {
    if (id === undefined) return null;
    const e = memo.get(`e\0${c.seq}\0${id}`, () => entities.byCustomer(c.seq, id));
    if (!e) throw new AppError("entity_not_found", `No entity ${id} of customer ${c.id}.`);
    return e.seq;
  };

  /** Rows of a subscription's plan items (flags for boolean features). */
  function planRows(spaceId: number, customerSeq: number, sub: SubscriptionGrant, typeOf: (id: string) => string | undefined, now: number): NewBalanceRow[] {
    return sub.items.map((it, i) => {
      const flag = typeOf(it.feature_id) === "boolean";
      const interval = !flag && it.reset ? it.reset.interval : null;
      const count = it.reset?.interval_count ?? 1;
      const price = it.price
        ? {
            ...(it.price.amount !== undefined ? { amount: it.price.amount } : {}),
            ...(it.price.tiers !== undefined ? { tiers: it.price.tiers, tier_behavior: it.price.tier_behavior } : {}),
            billing_units: it.price.billing_units,
            billing_method: it.price.billing_method,
            max_purchase: it.price.max_purchase,
          }
        : null;
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
    const stale = memo.get(`o\0${c.seq}`, () => repo.outOfDate(c.seq));
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
      if (!again) throw new AppError("balance_contention", "The balance changed while it was being reset; retry.");
      return slotOf(again);
    }
    return next;
  }

  /** Live rows of a customer (entity: its own and the shared ones; else the shared ones only), resets applied. */
  function liveRows(customerSeq: number, entitySeq: number | null, now: number, persist: boolean, featureId?: string): SlotRow[] {
    const rows: BalanceRow[] =
      featureId === undefined
        ? memo.get(`B\0${customerSeq}`, () => repo.ofCustomer(customerSeq))
        : memo.get(`b\0${customerSeq}\0${featureId}`, () => repo.ofFeature(customerSeq, featureId));
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

  const service = {
    /** Call after attaching plans (inside the write): makes the new subscriptions' balances. */
    ensure,

    /** Customer-level balances and flags of customers (for customer answers); resets shown as of now. */
    forCustomers(rows: CustomerRow[]): Map<number, { balances: Record<string, Balance>; flags: Record<string, Schemas["Flag"]> }> {
      const now = ctx.clock.now();
      for (const r of rows) {
        ensure(r);
        // Expired locks release themselves on reads too.
        if (repo.expiredLocks(now, r.seq).length > 0) write(() => releaseExpired(r.seq, now));
      }
      const all = rows.length === 1 ? repo.ofCustomer(rows[0].seq).filter((r) => r.entity_seq === null) : repo.ofCustomers(rows.map((r) => r.seq));
      const out = new Map<number, { balances: Record<string, Balance>; flags: Record<string, Schemas["Flag"]> }>();
      for (const r of rows) {
        const mine = all.filter((b) => b.customer_seq === r.seq && isLive(b, now)).map((b) => (b.flag === 1 ? slotOf(b) : current(b, now, false)));
        out.set(r.seq, balancesAndFlags(mine, JSON.parse(r.billing_controls) as BillingControls));
      }
      return out;
    },

    check(space: Space, body: Schemas["CheckParams"]): Schemas["CheckResponse"] {
      const required = body.required_balance ?? 1;
      const needed = checkAmount(required, "required_balance");
      if (needed < 0) invalid("required_balance", "must be ≥ 0");
      if (body.lock) lockTimes(body.lock, ctx.clock.now());
      // A plain check only reads (no write lock, resets computed but not stored); send_event
      // and lock change balances, so they run in one write transaction with the decision.
      const mutates = body.send_event === true || body.lock !== undefined;
      const run = mutates ? write : <T>(fn: () => T): T => memo.session(fn);
      const answer: Schemas["CheckResponse"] = run(() => {
        const now = ctx.clock.now();
        const c = findCustomer(space.spaceId, body.customer_id);
        const feature = findFeature(space.spaceId, body.feature_id);
        if (body.lock && repo.lock(space.spaceId, body.lock.lock_id ?? "")) throw new AppError("lock_exists", `A lock ${body.lock.lock_id} exists.`);
        if (body.lock && feature.type === "boolean") invalid("lock", "needs a metered or credit feature");
        const entitySeq = findEntity(c, body.entity_id);
        ensure(c);
        if (mutates) releaseExpired(c.seq, now);
        else if (lockDue(c.seq, now)) write(() => releaseExpired(c.seq, now));
        if (mutates) return decide(c, feature, entitySeq, now);
        // A plain check's answer is a function of the stored rows (the memo's business) and of the
        // clock through the rows' resets and expiries (answerExpiry) and usage-limit windows.
        return memo.until(`a\0${c.seq}\0${entitySeq}\0${feature.seq}\0${needed}`, now, () => ({
          value: decide(c, feature, entitySeq, now),
          until: limitsOf(c, body.entity_id ?? null, feature.id).usage !== null ? now : answerExpiry(repo.ofCustomer(c.seq), now),
        }));
      });
      if (body.with_preview === true && !answer.allowed) {
        const feature = findFeature(space.spaceId, body.feature_id);
        const all = catalog.list(space.spaceId);
        const credit = all.filter((f) => (f.type === "credit_system" || f.type === "ai_credit_system") && def(f).credit_schema?.some((e) => e.metered_feature_id === feature.id));
        return { ...answer, preview: checkPreview(space, feature, credit.map((f) => f.id), plans.all(space.spaceId), new Map(all.map((f) => [f.id, f]))) };
      }
      return answer;

      /** The answer, and with send_event or lock the change, once customer, feature and entity are known. */
      function decide(c: CustomerRow, feature: FeatureRow, entitySeq: number | null, now: number): Schemas["CheckResponse"] {
        const base = { customer_id: c.id, entity_id: body.entity_id ?? null, required_balance: required };
        if (feature.type === "boolean") {
          const flag = hasFlag(c, entitySeq, feature.id, now);
          if (flag && body.send_event) recordEvent(space, c, { entity_id: body.entity_id, feature_id: feature.id, value: needed, properties: body.properties });
          return { ...base, allowed: flag !== undefined, balance: null, balances: {}, flag: flag ? flagView(flag) : null };
        }
        const src = sourceOf(space, c, entitySeq, feature, now, mutates);
        if (src === null) return { ...base, allowed: false, balance: null, balances: {}, flag: null };
        const cost = src.convert(needed);
        const st = { ...standingOf(src.slots), overage_allowed: src.overageAllowed };
        const entityId = body.entity_id ?? null;
        const fits = allows(st, cost);
        const limited = usageLimitBlocks(c, entityId, feature.id, needed, now) || spendLimitBlocks(c, entityId, feature.id, src, overageAfter(src, cost));
        const allowed = fits && !limited;
        if (body.lock) {
          const behavior = body.lock.overage_behavior;
          const lockId =
            !limited && (fits || behavior !== undefined)
              ? reserve(space, c, entityId, feature.id, src, needed, take(src.slots, cost, fits || behavior === "overflow").takes, body.lock, body.properties, now)
              : undefined;
          const view = viewOf(src, c);
          return {
            ...base,
            allowed: lockId !== undefined,
            balance: src.featureId === feature.id ? view : null,
            balances: { [src.featureId]: view },
            flag: null,
            ...(lockId !== undefined ? { lock_id: lockId } : {}),
          };
        }
        if (allowed && body.send_event) {
          const deductions = applyTakes(src, take(src.slots, cost, true).takes);
          recordEvent(space, c, { entity_id: body.entity_id, feature_id: feature.id, value: needed, properties: body.properties, deductions });
        }
        const view = viewOf(src, c);
        return {
          ...base,
          allowed,
          balance: src.featureId === feature.id ? view : null,
          balances: { [src.featureId]: view },
          flag: null,
        };
      }
    },

    track(space: Space, body: Schemas["TrackParams"]): Schemas["TrackResponse"] {
      if (body.feature_id === undefined && body.event_name === undefined) {
        throw new AppError("missing_feature_id", "Name the feature: feature_id or event_name.");
      }
      if (body.feature_id !== undefined && body.event_name !== undefined) invalid("event_name", "cannot be combined with feature_id");
      const value = body.value ?? 1;
      const micro = checkAmount(value, "value");
      if (body.lock) {
        if (micro < 0) invalid("value", "must be ≥ 0 with a lock");
        lockTimes(body.lock, ctx.clock.now());
      }
      const now0 = ctx.clock.now();
      if (body.timestamp !== undefined && body.timestamp > now0 + 5 * 60_000) invalid("timestamp", "must be at most 5 minutes in the future");
      return write(() => {
        const now = ctx.clock.now();
        const c = findCustomer(space.spaceId, body.customer_id);
        const entitySeq = findEntity(c, body.entity_id);
        const features =
          body.feature_id !== undefined
            ? [findFeature(space.spaceId, body.feature_id)]
            : catalog.list(space.spaceId).filter((f) => def(f).event_names?.includes(body.event_name!));
        if (features.length === 0) throw new AppError("feature_not_found", `No feature has the event name ${body.event_name}.`);
        ensure(c);
        releaseExpired(c.seq, now);
        if (body.lock) return trackLock(space, c, entitySeq, features, body, micro, value, now);
        const overflowAsked = body.overage_behavior === "overflow";
        const balances: Record<string, Balance> = {};
        const deductions: Deduction[] = [];
        let access = false;
        let single: Balance | null = null;
        const event = { entity_id: body.entity_id, event_name: body.event_name, value: micro, properties: body.properties, timestamp: body.timestamp };
        for (const feature of features) {
          if (feature.type === "boolean") {
            if (hasFlag(c, entitySeq, feature.id, now)) {
              access = true;
              recordEvent(space, c, { ...event, feature_id: feature.id });
            }
            continue;
          }
          const src = sourceOf(space, c, entitySeq, feature, now, true);
          if (src === null) continue;
          access = true;
          const amount = src.convert(micro);
          const overflow = overflowAsked || src.overageAllowed;
          const before = overageOf(src.slots);
          const taken = applyTakes(src, take(src.slots, amount, overflow).takes);
          deductions.push(...taken);
          recordEvent(space, c, { ...event, feature_id: feature.id, deductions: taken });
          const after = overageOf(src.slots);
          if (after > before) {
            if (spendLimitBlocks(c, body.entity_id ?? null, feature.id, src, after)) {
              throw new AppError("spend_limit_reached", `The overage of ${src.featureId} would pass the enabled spend limit.`);
            }
            const limit = purchaseLimit(src);
            if (limit !== null && after > limit) {
              throw new AppError("max_purchase_reached", `The overage of ${src.featureId} would pass its max_purchase of ${toUnits(limit)}.`);
            }
          }
          const view = viewOf(src, c);
          balances[src.featureId] = view;
          if (features.length === 1 && src.featureId === feature.id) single = view;
        }
        if (!access) {
          throw new AppError("no_access", `Customer ${c.id}${body.entity_id ? ` (entity ${body.entity_id})` : ""} has no balance for this feature.`);
        }
        return {
          customer_id: c.id,
          ...(body.entity_id !== undefined ? { entity_id: body.entity_id } : {}),
          ...(body.event_name !== undefined ? { event_name: body.event_name } : {}),
          value,
          balance: single,
          balances,
          deductions,
        };
      });
    },

    list(space: Space, body: Schemas["ListBalancesParams"]): Schemas["BalanceList"] {
      return write(() => {
        const now = ctx.clock.now();
        const c = findCustomer(space.spaceId, body.customer_id);
        const entitySeq = findEntity(c, body.entity_id);
        if (body.feature_id !== undefined) findFeature(space.spaceId, body.feature_id);
        ensure(c);
        releaseExpired(c.seq, now);
        const rows = liveRows(c.seq, entitySeq, now, true, body.feature_id);
        const { balances } = balancesAndFlags(rows, JSON.parse(c.billing_controls) as BillingControls);
        return { list: Object.keys(balances).sort().map((k) => balances[k]) };
      });
    },

    grant(space: Space, body: Schemas["GrantBalanceParams"]): Schemas["GrantBalanceResponse"] {
      if (!Number.isFinite(body.amount) || body.amount <= 0) throw new AppError("invalid_amount", "amount must be greater than 0.");
      return write(() => {
        const now = ctx.clock.now();
        const c = findCustomer(space.spaceId, body.customer_id);
        const feature = findFeature(space.spaceId, body.feature_id);
        if (feature.type === "boolean") invalid("feature_id", "names a boolean feature: grant a flag with balances.create");
        const entitySeq = findEntity(c, body.entity_id);
        if (body.expires_at !== undefined && body.expires_at <= now) invalid("expires_at", "must lie in the future");
        const id = body.balance_id ?? prefixedId("bal");
        if (repo.byId(c.seq, id)) invalid("balance_id", `is taken: customer ${c.id} has a balance ${id}`);
        ensure(c);
        repo.insert(grantRow(space, c.seq, entitySeq, feature, id, { granted: toMicro(body.amount), expires_at: body.expires_at ?? null, reason: body.reason ?? null }, now));
        const rows = liveRows(c.seq, entitySeq, now, true, feature.id).filter((r) => r.flag !== 1);
        return { balance_id: id, balance: balanceView(feature.id, rows, JSON.parse(c.billing_controls) as BillingControls) };
      });
    },

    create(space: Space, body: Schemas["CreateBalanceParams"]): Schemas["CreateBalanceResponse"] {
      if (body.included_grant !== undefined && body.unlimited === true) invalid("unlimited", "cannot be combined with included_grant");
      if (body.expires_at !== undefined && body.reset !== undefined) invalid("expires_at", "cannot be combined with reset");
      if (body.next_reset_at !== undefined && body.reset === undefined) invalid("next_reset_at", "needs reset");
      if (body.rollover !== undefined && body.reset === undefined) invalid("rollover", "needs reset");
      if (body.included_grant !== undefined && !Number.isFinite(body.included_grant)) invalid("included_grant", "must be a finite number");
      return write(() => {
        const now = ctx.clock.now();
        const c = findCustomer(space.spaceId, body.customer_id);
        const feature = findFeature(space.spaceId, body.feature_id);
        const entitySeq = findEntity(c, body.entity_id);
        const flag = feature.type === "boolean";
        if (flag && body.included_grant !== undefined) invalid("included_grant", "is not allowed for a boolean feature");
        if (flag && body.unlimited !== undefined) invalid("unlimited", "is not allowed for a boolean feature");
        if (flag && body.reset !== undefined) invalid("reset", "is not allowed for a boolean feature");
        if (body.expires_at !== undefined && body.expires_at <= now) invalid("expires_at", "must lie in the future");
        if (body.next_reset_at !== undefined && body.next_reset_at <= now) invalid("next_reset_at", "must lie in the future");
        const id = body.balance_id ?? prefixedId("bal");
        if (repo.byId(c.seq, id)) invalid("balance_id", `is taken: customer ${c.id} has a balance ${id}`);
        ensure(c);
        const reset = body.reset && body.reset.interval !== "one_off" ? body.reset : null;
        const count = reset?.interval_count ?? 1;
        const anchor = reset ? (body.next_reset_at ?? now) : null;
        const r = grantRow(space, c.seq, entitySeq, feature, id, {
          granted: body.unlimited ? 0 : toMicro(body.included_grant ?? 0),
          unlimited: body.unlimited === true,
          expires_at: body.expires_at ?? null,
          reason: null,
        }, now);
        if (reset) {
          r.reset_interval = reset.interval;
          r.reset_count = count;
          r.reset_anchor = anchor;
          r.next_reset_at = body.next_reset_at ?? nextResetAt(now, reset.interval, count, now);
        }
        if (body.rollover && reset) {
          r.rollover = JSON.stringify({
            max: body.rollover.max === null || body.rollover.max === undefined ? null : toMicro(body.rollover.max),
            max_percentage: body.rollover.max_percentage ?? null,
            duration: body.rollover.duration,
            length: body.rollover.length,
          });
        }
        repo.insert(r);
        return { success: true, balance_id: id };
      });
    },

    /**
     * All items or none, in order, in one transaction; the first failing
     * item's error answers with `data.index`. An item's own idempotency_key
     * (kept 24 h per mode) skips an item seen before with the same body and
     * refuses a different one (409 idempotency_mismatch).
     */
    batchTrack(space: Space, items: Schemas["TrackParams"][]): Schemas["BatchTrackResponse"] {
      const seen = new Set<string>();
      items.forEach((it, index) => {
        if (it.idempotency_key === undefined) return;
        if (seen.has(it.idempotency_key)) {
          throw new AppError("invalid_request", `[${index}].idempotency_key ${it.idempotency_key} appears twice in the batch`, { index });
        }
        seen.add(it.idempotency_key);
      });
      return write(() => {
        let tracked = 0;
        let replayed = 0;
        const now = ctx.clock.now();
        items.forEach((it, index) => {
          try {
            if (it.idempotency_key !== undefined) {
              const hash = bodyHash(it);
              const prior = repo.trackKey(space.spaceId, it.idempotency_key);
              if (prior && prior.created_at > now - 86_400_000) {
                if (prior.hash !== hash) throw new AppError("idempotency_mismatch", `idempotency_key ${it.idempotency_key} was used with a different item.`);
                replayed++;
                return;
              }
              repo.putTrackKey(space.spaceId, it.idempotency_key, hash, now);
            }
            service.track(space, it);
            tracked++;
          } catch (e) {
            if (e instanceof AppError) throw new AppError(e.code, `Item ${index}: ${e.message}`, { ...e.data, index });
            throw e;
          }
        });
        return { success: true as const, tracked, replayed };
      });
    },

    /**
     * Settles a held lock once (a conditional UPDATE on status = 'held'; a
     * second finalize finds it settled: 409 lock_finalized). confirm turns
     * the held amount (or override_value) into usage and records an event;
     * release returns it. An expired lock releases itself first.
     */
    finalize(space: Space, body: Schemas["FinalizeParams"]): Schemas["SuccessResult"] {
      if (body.action === "release" && body.override_value !== undefined) invalid("override_value", "is only allowed with action confirm");
      if (body.override_value !== undefined && !Number.isFinite(body.override_value)) invalid("override_value", "must be a finite number");
      const outcome = write(() => {
        const now = ctx.clock.now();
        const l = repo.lock(space.spaceId, body.lock_id);
        if (!l) invalid("lock_id", `names no lock: ${body.lock_id}`);
        releaseExpired(l.customer_seq, now);
        if (!repo.settleLock(l.seq, body.action === "confirm" ? "confirmed" : "released")) return "finalized" as const;
        const held = JSON.parse(l.holds) as LockHolds;
        for (const it of held.items) repo.addHeld(it.balance_seq, -it.amount);
        if (body.action === "release") return "ok" as const;
        const c = customers.bySeq(l.customer_seq);
        const units = body.override_value === undefined ? held.units : toMicro(body.override_value);
        const feature = catalog.byId(space.spaceId, l.feature_id);
        let entitySeq: number | null = null;
        if (l.entity_id !== null) entitySeq = entities.byCustomer(c.seq, l.entity_id)?.seq ?? null;
        const src = feature ? sourceOf(space, c, entitySeq, feature, now, true) : null;
        const deductions: Deduction[] = [];
        if (src !== null) {
          const heldTotal = held.items.reduce((n, it) => n + it.amount, 0);
          const target = body.override_value === undefined ? heldTotal : src.convert(units);
          // The held amount becomes usage in the order it was held; a smaller override returns the rest.
          let left = Math.min(target, heldTotal);
          for (const it of held.items) {
            const t = Math.min(left, it.amount);
            if (t > 0) deductions.push(...applyTakes(src, [{ seq: it.balance_seq, value: t }]));
            left -= t;
          }
          const extra = target - heldTotal;
          if (extra > 0) {
            const behavior = l.overage_behavior as "cap" | "overflow" | null;
            const fits = allows({ ...standingOf(src.slots), overage_allowed: src.overageAllowed }, extra);
            if (!fits && behavior === null) throw new AppError("insufficient_balance", `override_value ${body.override_value} does not fit the balance; the lock stays held.`);
            deductions.push(...applyTakes(src, take(src.slots, extra, fits || behavior === "overflow").takes));
          }
        }
        recordEvent(space, c, {
          entity_id: l.entity_id ?? undefined,
          feature_id: l.feature_id,
          value: units,
          properties: { ...(JSON.parse(l.properties) as Record<string, unknown>), ...(body.properties ?? {}) },
          deductions,
        });
        return "ok" as const;
      });
      if (outcome === "finalized") throw new AppError("lock_finalized", `The lock ${body.lock_id} is already confirmed, released or expired.`);
      return { success: true };
    },

    /**
     * balances.track_tokens: prices the tokens with the feature's
     * model_markups (input/output overrides) or the rate table, applies the
     * markup (model's, else provider's, else default_markup, else 0 %), and
     * tracks the resulting credits against the ai_credit_system feature.
     */
    trackTokens(space: Space, body: Schemas["TrackTokensParams"]): Schemas["TrackResponse"] {
      const c = findCustomer(space.spaceId, body.customer_id);
      let feature: FeatureRow;
      if (body.feature_id !== undefined) {
        feature = findFeature(space.spaceId, body.feature_id);
        if (feature.type !== "ai_credit_system") invalid("feature_id", `names a ${feature.type} feature, not an ai_credit_system one`);
      } else {
        const mine = new Set(repo.ofCustomer(c.seq).map((r) => r.feature_id));
        const candidates = catalog.list(space.spaceId).filter((f) => f.type === "ai_credit_system" && mine.has(f.id));
        if (candidates.length !== 1) {
          throw new AppError("missing_feature_id", `feature_id is required: customer ${c.id} has ${candidates.length} ai_credit_system balances.`);
        }
        feature = candidates[0];
      }
      const d = def(feature);
      const provider = body.model_id.split("/")[0];
      const markup = d.model_markups?.[body.model_id];
      const row = repo.rate(body.model_id);
      const base: Rate | null = row ? withOverrides(row, markup) : markup ? rateFromMarkup(markup) : null;
      if (base === null) invalid("model_id", `${body.model_id} is in neither the feature's model_markups nor the rate table (costs.rates.list)`);
      const percent = markup?.markup ?? d.provider_markups?.[provider]?.markup ?? d.default_markup ?? 0;
      const cost = credits(base, body, percent);
      return service.track(space, {
        customer_id: body.customer_id,
        feature_id: feature.id,
        ...(body.entity_id !== undefined ? { entity_id: body.entity_id } : {}),
        value: toUnits(cost),
        properties: { ...(body.properties ?? {}), model_id: body.model_id, provider_cost: toUnits(providerCost(base, body)) },
        ...(body.timestamp !== undefined ? { timestamp: body.timestamp } : {}),
        ...(body.overage_behavior !== undefined ? { overage_behavior: body.overage_behavior } : {}),
      });
    },

    /** costs.rates.list: the rate table, ordered by model_id, filtered by model or provider. */
    rates(body: Schemas["ListCostRatesParams"]): Schemas["CostRateList"] {
      const rows = repo.rates().filter((r) => (body.model_id === undefined || r.model_id === body.model_id) && (body.provider === undefined || r.model_id.startsWith(`${body.provider}/`)));
      const u = (v: number | null) => (v === null ? null : toUnits(v));
      return {
        list: rows.map((r) => ({
          model_id: r.model_id,
          provider: r.model_id.split("/")[0],
          input_cost: toUnits(r.input_cost),
          output_cost: toUnits(r.output_cost),
          cache_read_cost: u(r.cache_read_cost),
          cache_write_cost: u(r.cache_write_cost),
          audio_input_cost: u(r.audio_input_cost),
          audio_output_cost: u(r.audio_output_cost),
          reasoning_cost: u(r.reasoning_cost),
          currency: "usd",
          origin: r.origin,
          updated_at: r.updated_at,
        })),
      };
    },

    update(space: Space, body: Schemas["UpdateBalanceParams"]): Schemas["SuccessResult"] {
      const setters = (["remaining", "add_to_balance", "usage"] as const).filter((k) => body[k] !== undefined);
      if (setters.length > 1) invalid(setters[1], `cannot be combined with ${setters[0]}`);
      const changes = ["remaining", "add_to_balance", "usage", "included_grant", "next_reset_at", "expires_at"] as const;
      if (!changes.some((k) => body[k] !== undefined)) {
        invalid("body", "changes nothing: send remaining, add_to_balance, usage, included_grant, next_reset_at or expires_at");
      }
      for (const k of ["remaining", "add_to_balance", "usage", "included_grant"] as const) {
        if (body[k] !== undefined && !Number.isFinite(body[k])) invalid(k, "must be a finite number");
      }
      return write(() => {
        const now = ctx.clock.now();
        const c = findCustomer(space.spaceId, body.customer_id);
        findFeature(space.spaceId, body.feature_id);
        const entitySeq = findEntity(c, body.entity_id);
        ensure(c);
        const t = target(c, entitySeq, body.feature_id, body.balance_id, body.interval, now);
        const row = repo.bySeq(t.seq)!;
        let granted = row.granted;
        let usage = row.usage;
        if (body.included_grant !== undefined) granted = toMicro(body.included_grant);
        if (body.add_to_balance !== undefined) granted = Math.max(0, granted + toMicro(body.add_to_balance));
        if (body.usage !== undefined) usage = toMicro(body.usage);
        if (body.remaining !== undefined) {
          if (row.unlimited === 1) invalid("remaining", "cannot be set on an unlimited balance");
          usage = granted + row.prepaid + row.carried - row.held - toMicro(body.remaining);
        }
        if (body.next_reset_at !== undefined && row.reset_interval === null) invalid("next_reset_at", "needs a balance that resets");
        repo.update({
          seq: row.seq,
          granted,
          usage,
          next_reset_at: body.next_reset_at ?? row.next_reset_at,
          reset_anchor: body.next_reset_at ?? row.reset_anchor,
          expires_at: body.expires_at ?? row.expires_at,
        });
        return { success: true };
      });
    },

    delete(space: Space, body: Schemas["DeleteBalanceParams"]): Schemas["DeleteResult"] {
      if (body.balance_id === undefined && body.feature_id === undefined) invalid("balance_id", "or feature_id is required");
      return write(() => {
        const now = ctx.clock.now();
        const c = findCustomer(space.spaceId, body.customer_id);
        if (body.feature_id !== undefined) findFeature(space.spaceId, body.feature_id);
        const entitySeq = findEntity(c, body.entity_id);
        ensure(c);
        let row: BalanceRow | undefined;
        if (body.balance_id !== undefined) {
          row = repo.byId(c.seq, body.balance_id);
          if (!row || row.entity_seq !== entitySeq || (body.feature_id !== undefined && row.feature_id !== body.feature_id)) {
            invalid("balance_id", `names no balance of customer ${c.id}${body.entity_id ? ` entity ${body.entity_id}` : ""}`);
          }
        } else {
          const mine = repo
            .ofFeature(c.seq, body.feature_id!)
            .filter(
              (r) =>
                r.entity_seq === entitySeq && r.subscription_seq === null && (body.interval === undefined || (r.reset_interval ?? "one_off") === body.interval),
            );
          if (mine.length === 0) invalid("feature_id", `has no standalone balance of customer ${c.id} to delete`);
          if (mine.length > 1) invalid("balance_id", "is needed: several standalone balances match");
          row = mine[0];
        }
        if (row.subscription_seq !== null) invalid("balance_id", "names a balance that comes from a plan: change the plan instead");
        const absorbed = row.usage;
        repo.delete(row.seq);
        if (body.recalculate_balances === true && absorbed > 0 && row.flag === 0) {
          const others = deductionOrder(liveRows(c.seq, entitySeq, now, true, row.feature_id).filter((r) => r.flag !== 1));
          if (others.length > 0) for (const t of take(others, absorbed, true).takes) repo.addUsage(t.seq, t.value);
        }
        return { success: true };
      });
    },
  };
  return service;

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

  /** A lock's expiry: default an hour from now; in the future and at most 7 days ahead. */
  function lockTimes(lock: { expires_at?: number }, now: number): number {
    const at = lock.expires_at ?? now + LOCK_DEFAULT_MS;
    if (at <= now) invalid("lock.expires_at", "must lie in the future");
    if (at > now + LOCK_MAX_MS) invalid("lock.expires_at", "must be at most 7 days ahead");
    return at;
  }

  /** Holds the takes on the source's breakdowns under a new lock; returns its id. */
  function reserve(
    space: Space,
    c: CustomerRow,
    entityId: string | null,
    featureId: string,
    src: Source,
    units: number,
    takes: { seq: number; value: number }[],
    lock: { lock_id?: string; expires_at?: number; overage_behavior?: "cap" | "overflow" },
    properties: Record<string, unknown> | undefined,
    now: number,
  ): string {
    const id = lock.lock_id ?? prefixedId("lock");
    if (repo.lock(space.spaceId, id)) throw new AppError("lock_exists", `A lock ${id} exists.`);
    for (const t of takes) {
      repo.addHeld(t.seq, t.value);
      src.slots.find((s) => s.seq === t.seq)!.held += t.value;
    }
    const held: LockHolds = { source: src.featureId, units, items: takes.map((t) => ({ balance_seq: t.seq, amount: t.value })) };
    repo.insertLock({
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

  /** balances.track with a lock: reserves `value` of one feature, following overage_behavior, else 402 insufficient_balance. */
  function trackLock(
    space: Space,
    c: CustomerRow,
    entitySeq: number | null,
    features: FeatureRow[],
    body: Schemas["TrackParams"],
    micro: number,
    value: number,
    now: number,
  ): Schemas["TrackResponse"] {
    if (features.length !== 1) invalid("event_name", "matches several features: a lock needs one");
    const feature = features[0];
    if (feature.type === "boolean") invalid("lock", "needs a metered or credit feature");
    const src = sourceOf(space, c, entitySeq, feature, now, true);
    if (src === null) throw new AppError("no_access", `Customer ${c.id} has no balance for ${feature.id}.`);
    const cost = src.convert(micro);
    const behavior = body.overage_behavior;
    if (usageLimitBlocks(c, body.entity_id ?? null, feature.id, micro, now)) {
      throw new AppError("usage_limit_reached", `An enabled usage limit of ${feature.id} blocks reserving ${value}.`);
    }
    const fits = allows({ ...standingOf(src.slots), overage_allowed: src.overageAllowed }, cost);
    if (!fits && behavior === undefined) throw new AppError("insufficient_balance", `The balance of ${src.featureId} does not cover ${value}.`);
    const takes = take(src.slots, cost, fits || behavior === "overflow").takes;
    const lockId = reserve(space, c, body.entity_id ?? null, feature.id, src, micro, takes, { ...body.lock, overage_behavior: behavior }, body.properties, now);
    const view = viewOf(src, c);
    return {
      customer_id: c.id,
      ...(body.entity_id !== undefined ? { entity_id: body.entity_id } : {}),
      ...(body.event_name !== undefined ? { event_name: body.event_name } : {}),
      value,
      balance: src.featureId === feature.id ? view : null,
      balances: { [src.featureId]: view },
      deductions: [],
      lock_id: lockId,
    };
  }

  /** The breakdown balances.update changes: by balance_id, else by reset interval, else the feature's only one. */
  function target(c: CustomerRow, entitySeq: number | null, featureId: string, balanceId: string | undefined, interval: string | undefined, now: number): SlotRow {
    const mine = liveRows(c.seq, entitySeq, now, true, featureId).filter((r) => r.flag !== 1 && r.entity_seq === entitySeq);
    if (balanceId !== undefined) {
      const r = mine.find((x) => x.id === balanceId);
      if (!r) invalid("balance_id", `names no balance of ${featureId} of customer ${c.id}`);
      return r;
    }
    const matching = interval === undefined ? mine : mine.filter((r) => (r.reset_interval ?? "one_off") === interval);
    if (matching.length === 0) invalid(interval === undefined ? "feature_id" : "interval", `matches no balance of customer ${c.id}`);
    if (matching.length > 1) invalid("balance_id", "or interval is needed: several balances match");
    return matching[0];
  }


  function grantRow(
    space: Space,
    customerSeq: number,
    entitySeq: number | null,
    feature: FeatureRow,
    id: string,
    g: { granted: number; unlimited?: boolean; expires_at: number | null; reason: string | null },
    now: number,
  ): NewBalanceRow {
    return {
      id,
      space_id: space.spaceId,
      customer_seq: customerSeq,
      entity_seq: entitySeq,
      feature_id: feature.id,
      flag: feature.type === "boolean" ? 1 : 0,
      subscription_seq: null,
      plan_id: null,
      granted: g.granted,
      prepaid: 0,
      usage: 0,
      held: 0,
      unlimited: g.unlimited ? 1 : 0,
      overage_allowed: 0,
      price: null,
      reset_interval: null,
      reset_count: 1,
      reset_anchor: null,
      next_reset_at: null,
      rollover: null,
      carried: 0,
      carried_expires_at: null,
      expires_at: g.expires_at,
      reason: g.reason,
      created_at: now,
    };
  }
}
export type BalancesService = ReturnType<typeof balancesService>;
