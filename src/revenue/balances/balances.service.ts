import { AppError, invalid } from "../../platform/errors.js";
import { prefixedId } from "../../platform/ids.js";
import type { RevenueContext } from "../context.js";
import { type CustomerRow, customersRepo } from "../customers/customers.repo.js";
import { addInterval, nextResetAt } from "../customers/customers.rules.js";
import { entitiesRepo } from "../entities/entities.repo.js";
import type { FeatureRow } from "../features/features.repo.js";
import type { FeatureDefinition } from "../features/features.rules.js";
import type { StoredItem } from "../plans/plans.rules.js";
import type { Space } from "../plans/plans.view.js";
import type { Schemas } from "../types.js";
import { type BalanceRow, balancesRepo, type NewBalanceRow } from "./balances.repo.js";
import {
  allows,
  applyReset,
  creditsFor,
  deductionOrder,
  isLive,
  overageOf,
  remainingOf,
  standingOf,
  take,
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
interface Source {
  /** The feature whose breakdowns are used (the credit system's id when drawn through credits). */
  featureId: string;
  /** Live breakdowns in deduction order, resets applied. */
  slots: SlotRow[];
  /** Micro-units of the source per micro-unit of the asked feature (credits per unit), as a converter. */
  convert: (micro: number) => number;
  overageAllowed: boolean;
}

/** Balances: stored per (customer, entity?, feature, source); check, track, grants, list. */
export function balancesService(ctx: RevenueContext) {
  const repo = balancesRepo(ctx.db);
  const customers = customersRepo(ctx.db);
  const entities = entitiesRepo(ctx.db);
  const featureQ = ctx.db.prepare<[number, string], FeatureRow>("SELECT * FROM rv_features WHERE space_id = ? AND id = ?");
  const featuresQ = ctx.db.prepare<[number], FeatureRow>("SELECT * FROM rv_features WHERE space_id = ? ORDER BY seq");

  const def = (f: FeatureRow): FeatureDefinition => JSON.parse(f.definition) as FeatureDefinition;

  const findCustomer = (spaceId: number, id: string): CustomerRow => {
    const c = customers.byId(spaceId, id);
    if (!c) throw new AppError("customer_not_found", `No customer ${id}.`);
    return c;
  };
  const findFeature = (spaceId: number, id: string): FeatureRow => {
    const f = featureQ.get(spaceId, id);
    if (!f) throw new AppError("feature_not_found", `No feature ${id}.`);
    return f;
  };
  const findEntity = (c: CustomerRow, id: string | undefined): number | null => {
    if (id === undefined) return null;
    const e = entities.byCustomer(c.seq, id);
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
    const types = new Map(featuresQ.all(spaceId).map((f) => [f.id, f.type as string]));
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
    const stale = repo.outOfDate(c.seq);
    if (stale.length === 0) return;
    ctx.write(() => {
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
      for (const h of JSON.parse(l.holds) as { balance_seq: number; amount: number }[]) repo.addHeld(h.balance_seq, -h.amount);
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
    const rows = featureId === undefined ? repo.ofCustomer(customerSeq) : repo.ofFeature(customerSeq, featureId);
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
    for (const cs of featuresQ.all(space.spaceId)) {
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

  function recordEvent(space: Space, c: CustomerRow, e: { entity_id?: string; feature_id?: string; event_name?: string; value: number; properties?: Record<string, unknown>; timestamp?: number }) {
    const now = ctx.clock.now();
    repo.insertEvent({
      id: prefixedId("evt"),
      space_id: space.spaceId,
      customer_seq: c.seq,
      customer_id: c.id,
      entity_id: e.entity_id ?? null,
      feature_id: e.feature_id ?? null,
      event_name: e.event_name ?? null,
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

  return {
    /** Call after attaching plans (inside the write): makes the new subscriptions' balances. */
    ensure,

    /** Customer-level balances and flags of customers (for customer answers); resets shown as of now. */
    forCustomers(rows: CustomerRow[]): Map<number, { balances: Record<string, Balance>; flags: Record<string, Schemas["Flag"]> }> {
      const now = ctx.clock.now();
      for (const r of rows) ensure(r);
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
      if (body.lock) throw new AppError("not_implemented", "lock is not implemented in this Tandem build yet.");
      return ctx.write(() => {
        const now = ctx.clock.now();
        const c = findCustomer(space.spaceId, body.customer_id);
        const feature = findFeature(space.spaceId, body.feature_id);
        const entitySeq = findEntity(c, body.entity_id);
        ensure(c);
        releaseExpired(c.seq, now);
        const base = { customer_id: c.id, entity_id: body.entity_id ?? null, required_balance: required };
        if (feature.type === "boolean") {
          const flag = hasFlag(c, entitySeq, feature.id, now);
          if (flag && body.send_event) recordEvent(space, c, { entity_id: body.entity_id, feature_id: feature.id, value: needed, properties: body.properties });
          return { ...base, allowed: flag !== undefined, balance: null, balances: {}, flag: flag ? flagView(flag) : null };
        }
        const src = sourceOf(space, c, entitySeq, feature, now, true);
        if (src === null) return { ...base, allowed: false, balance: null, balances: {}, flag: null };
        const cost = src.convert(needed);
        const st = { ...standingOf(src.slots), overage_allowed: src.overageAllowed };
        const allowed = allows(st, cost);
        if (allowed && body.send_event) {
          applyTakes(src, take(src.slots, cost, true).takes);
          recordEvent(space, c, { entity_id: body.entity_id, feature_id: feature.id, value: needed, properties: body.properties });
        }
        const view = viewOf(src, c);
        return {
          ...base,
          allowed,
          balance: src.featureId === feature.id ? view : null,
          balances: { [src.featureId]: view },
          flag: null,
        };
      });
    },

    track(space: Space, body: Schemas["TrackParams"]): Schemas["TrackResponse"] {
      if (body.feature_id === undefined && body.event_name === undefined) {
        throw new AppError("missing_feature_id", "Name the feature: feature_id or event_name.");
      }
      if (body.feature_id !== undefined && body.event_name !== undefined) invalid("event_name", "cannot be combined with feature_id");
      if (body.lock) throw new AppError("not_implemented", "lock is not implemented in this Tandem build yet.");
      const value = body.value ?? 1;
      const micro = checkAmount(value, "value");
      const now0 = ctx.clock.now();
      if (body.timestamp !== undefined && body.timestamp > now0 + 5 * 60_000) invalid("timestamp", "must be at most 5 minutes in the future");
      return ctx.write(() => {
        const now = ctx.clock.now();
        const c = findCustomer(space.spaceId, body.customer_id);
        const entitySeq = findEntity(c, body.entity_id);
        const features =
          body.feature_id !== undefined
            ? [findFeature(space.spaceId, body.feature_id)]
            : featuresQ.all(space.spaceId).filter((f) => def(f).event_names?.includes(body.event_name!));
        if (features.length === 0) throw new AppError("feature_not_found", `No feature has the event name ${body.event_name}.`);
        ensure(c);
        releaseExpired(c.seq, now);
        const overflowAsked = body.overage_behavior === "overflow";
        const balances: Record<string, Balance> = {};
        const deductions: Deduction[] = [];
        let access = false;
        let single: Balance | null = null;
        for (const feature of features) {
          if (feature.type === "boolean") {
            if (hasFlag(c, entitySeq, feature.id, now)) access = true;
            continue;
          }
          const src = sourceOf(space, c, entitySeq, feature, now, true);
          if (src === null) continue;
          access = true;
          const amount = src.convert(micro);
          const overflow = overflowAsked || src.overageAllowed;
          const before = overageOf(src.slots);
          deductions.push(...applyTakes(src, take(src.slots, amount, overflow).takes));
          const after = overageOf(src.slots);
          if (after > before) {
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
        recordEvent(space, c, {
          entity_id: body.entity_id,
          feature_id: body.feature_id,
          event_name: body.event_name,
          value: micro,
          properties: body.properties,
          timestamp: body.timestamp,
        });
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
      return ctx.write(() => {
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
      return ctx.write(() => {
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
      return ctx.write(() => {
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

    /** For tests and the customers answer: the remaining of a row in units. */
    remainingUnits: (r: SlotRow) => toUnits(remainingOf(r)),
  };

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
