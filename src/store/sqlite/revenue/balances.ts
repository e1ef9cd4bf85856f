import type { Db } from "../../../platform/db/database.js";
import { shaped } from "../../../platform/db/shaped.js";
import type {
  BalanceReset,
  BalanceRow,
  BalancesRepo,
  BalanceUpdate,
  CheckSnapshot,
  LockRow,
  NewBalanceRow,
  NewEventRow,
  OutOfDateSubscription,
  RateRow,
  TrackWrites,
} from "../../../revenue/balances/balances.repo.js";
import type { CustomersRepo } from "../../../revenue/customers/customers.repo.js";
import type { EntitiesRepo } from "../../../revenue/entities/entities.repo.js";
import type { FeaturesRepo } from "../../../revenue/features/features.repo.js";
import { customersRepo } from "./customers.js";
import { entitiesRepo } from "./entities.js";
import { featuresRepo } from "./features.js";

const COLUMNS = `id, space_id, customer_seq, entity_seq, feature_id, flag, subscription_seq, plan_id, granted, prepaid, usage, held,
  unlimited, overage_allowed, price, reset_interval, reset_count, reset_anchor, next_reset_at, rollover, carried,
  carried_expires_at, expires_at, reason, created_at`;
const PARAMS = COLUMNS.split(",")
  .map((c) => `@${c.trim()}`)
  .join(", ");

/** All SQL about balances, usage events, locks, batch-track keys and model rates. */
export function balancesRepo(db: Db): BalancesRepo {
  const q = {
    insert: db.prepare<NewBalanceRow>(`INSERT INTO rv_balances (${COLUMNS}) VALUES (${PARAMS}) ON CONFLICT DO NOTHING`),
    ofCustomer: shaped(db.prepare<[number], BalanceRow>("SELECT * FROM rv_balances WHERE customer_seq = ? ORDER BY seq")),
    ofCustomers: shaped(db.prepare<[string], BalanceRow>(
      "SELECT * FROM rv_balances WHERE customer_seq IN (SELECT value FROM json_each(?)) AND entity_seq IS NULL ORDER BY seq",
    )),
    ofFeature: shaped(db.prepare<[number, string], BalanceRow>("SELECT * FROM rv_balances WHERE customer_seq = ? AND feature_id = ? ORDER BY seq")),
    ofFeatures: shaped(db.prepare<[number, string], BalanceRow>(
      "SELECT * FROM rv_balances WHERE customer_seq = ? AND feature_id IN (SELECT value FROM json_each(?)) ORDER BY seq",
    )),
    bySeq: shaped(db.prepare<[number], BalanceRow>("SELECT * FROM rv_balances WHERE seq = ?")),
    byId: shaped(db.prepare<[number, string], BalanceRow>("SELECT * FROM rv_balances WHERE customer_seq = ? AND id = ?")),
    /** A reset, applied only if no one else applied it (the old next_reset_at is still there). */
    reset: db.prepare<BalanceReset>(
      `UPDATE rv_balances SET usage = @usage, carried = @carried, carried_expires_at = @carried_expires_at, next_reset_at = @next_reset_at,
         arrears = arrears + @arrears WHERE seq = @seq AND next_reset_at IS @old`,
    ),
    addUsage: db.prepare<[number, number]>("UPDATE rv_balances SET usage = usage + ? WHERE seq = ?"),
    addHeld: db.prepare<[number, number]>("UPDATE rv_balances SET held = held + ? WHERE seq = ?"),
    /** Many rows' usage and held changed in one statement: a JSON array of [seq, usage, held] (one entry per seq). */
    addMany: db.prepare<[string]>(
      `UPDATE rv_balances SET usage = rv_balances.usage + t.d_usage, held = rv_balances.held + t.d_held
       FROM (SELECT value ->> 0 AS d_seq, value ->> 1 AS d_usage, value ->> 2 AS d_held FROM json_each(?)) AS t WHERE rv_balances.seq = t.d_seq`,
    ),
    addPrepaid: db.prepare<[number, number]>("UPDATE rv_balances SET prepaid = prepaid + ? WHERE seq = ?"),
    update: db.prepare<BalanceUpdate>(
      `UPDATE rv_balances SET granted = @granted, usage = @usage, next_reset_at = @next_reset_at, expires_at = @expires_at,
         reset_anchor = @reset_anchor WHERE seq = @seq`,
    ),
    delete: db.prepare<[number]>("DELETE FROM rv_balances WHERE seq = ?"),
    /** What a renewal bills: the overage of ended periods, taken (zeroed) in the renewal's transaction. */
    clearArrears: db.prepare<[number]>("UPDATE rv_balances SET arrears = 0 WHERE seq = ?"),
    /**
     * Active subscriptions whose balance rows are not made from their plan's current definition (its
     * version's, or the one customized for the subscription).
     * A `scheduled` subscription has no balances until the billing cycle activates it.
     */
    outOfDate: db.prepare<[number], OutOfDateSubscription>(
      `SELECT s.seq, s.id, coalesce(s.period_anchor, s.started_at) AS started_at, p.id AS plan_id, coalesce(s.custom_def, p.definition) AS definition
       FROM rv_subscriptions s JOIN rv_plans p ON p.seq = s.plan_seq
       WHERE s.customer_seq = ? AND s.status = 'active' AND s.balances_def IS NOT coalesce(s.custom_def, p.definition) ORDER BY s.seq`,
    ),
    markMade: db.prepare<[string, number]>("UPDATE rv_subscriptions SET balances_def = ? WHERE seq = ?"),
    ofSubscription: shaped(db.prepare<[number], BalanceRow>("SELECT * FROM rv_balances WHERE subscription_seq = ? ORDER BY seq")),
    reshape: db.prepare<Omit<NewBalanceRow, "id" | "space_id" | "customer_seq" | "entity_seq" | "subscription_seq" | "usage" | "held" | "carried" | "carried_expires_at" | "reason" | "created_at" | "prepaid"> & { seq: number }>(
      `UPDATE rv_balances SET feature_id = @feature_id, flag = @flag, plan_id = @plan_id, granted = @granted, unlimited = @unlimited,
         overage_allowed = @overage_allowed, price = @price, reset_interval = @reset_interval, reset_count = @reset_count,
         reset_anchor = @reset_anchor, next_reset_at = @next_reset_at, rollover = @rollover, expires_at = @expires_at WHERE seq = @seq`,
    ),

    insertEvent: db.prepare<NewEventRow>(
      `INSERT INTO rv_events (id, space_id, customer_seq, customer_id, entity_id, feature_id, event_name, value, properties, deductions, timestamp, created_at)
       VALUES (@id, @space_id, @customer_seq, @customer_id, @entity_id, @feature_id, @event_name, @value, @properties, @deductions, @timestamp, @created_at)`,
    ),
    /** Many events in one statement, in the order of the JSON array (so their seqs follow it). */
    insertEvents: db.prepare<[string]>(
      `INSERT INTO rv_events (id, space_id, customer_seq, customer_id, entity_id, feature_id, event_name, value, properties, deductions, timestamp, created_at)
       SELECT value ->> 'id', value ->> 'space_id', value ->> 'customer_seq', value ->> 'customer_id', value ->> 'entity_id', value ->> 'feature_id',
         value ->> 'event_name', value ->> 'value', value ->> 'properties', value ->> 'deductions', value ->> 'timestamp', value ->> 'created_at'
       FROM json_each(?) ORDER BY key`,
    ),

    trackKey: db.prepare<[number, string], { hash: string; created_at: number }>("SELECT hash, created_at FROM rv_track_keys WHERE space_id = ? AND key = ?"),
    putTrackKey: db.prepare<[number, string, string, number]>(
      "INSERT INTO rv_track_keys (space_id, key, hash, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (space_id, key) DO UPDATE SET hash = excluded.hash, created_at = excluded.created_at",
    ),
    pruneTrackKeys: db.prepare<[number]>("DELETE FROM rv_track_keys WHERE created_at <= ?"),
    // total(), not sum(): sum() of integers fails with "integer overflow" past 2^63 (an error even in
    // an unchosen CASE branch: every aggregate is finalised). total() is the exact int64 sum as a float
    // until that, so it is exact within ±(2^53 − 1), and then saturated there (the interface's rule).
    usageSince: db.prepare<{ customer: number; feature: string; entity: string | null; since: number; filter: string | null }, { n: number }>(
      `SELECT CAST(min(max(total(value), -9007199254740991), 9007199254740991) AS INTEGER) AS n FROM rv_events e
       WHERE customer_seq = @customer AND feature_id = @feature AND timestamp >= @since AND (@entity IS NULL OR entity_id = @entity)
         AND (@filter IS NULL OR NOT EXISTS (
           SELECT 1 FROM json_each(@filter) f
           WHERE NOT EXISTS (SELECT 1 FROM json_each(e.properties) p WHERE p.key = f.key AND p.type IN ('text', 'integer', 'real') AND CAST(p.value AS TEXT) = f.value)))`,
    ),
    rate: db.prepare<[string], RateRow>("SELECT * FROM rv_cost_rates WHERE model_id = ?"),
    rates: db.prepare<[], RateRow>("SELECT * FROM rv_cost_rates ORDER BY model_id"),
    insertLock: db.prepare<Omit<LockRow, "seq">>(
      `INSERT INTO rv_locks (space_id, id, customer_seq, entity_id, feature_id, status, amount, holds, properties, overage_behavior, expires_at, created_at)
       VALUES (@space_id, @id, @customer_seq, @entity_id, @feature_id, @status, @amount, @holds, @properties, @overage_behavior, @expires_at, @created_at)`,
    ),
    lock: db.prepare<[number, string], LockRow>("SELECT * FROM rv_locks WHERE space_id = ? AND id = ?"),
    /** Settles a held lock once: 0 changes when someone settled it first. */
    settleLock: db.prepare<[string, number]>("UPDATE rv_locks SET status = ? WHERE seq = ? AND status = 'held'"),
    /** Settles held locks at once; answers the seqs it settled (not those someone settled first). */
    /** How many of the locks are still held (a track checks before it settles them). */
    heldCount: db.prepare<[string], number>("SELECT count(*) FROM rv_locks WHERE seq IN (SELECT value FROM json_each(?)) AND status = 'held'").pluck(),
    /** Whether the row's next_reset_at is still `old` (a track checks before it resets). */
    resetDue: db.prepare<[number, number | null], number>("SELECT count(*) FROM rv_balances WHERE seq = ? AND next_reset_at IS ?").pluck(),
    settleLocks: db.prepare<[string, string], number>("UPDATE rv_locks SET status = ? WHERE seq IN (SELECT value FROM json_each(?)) AND status = 'held' RETURNING seq").pluck(),
    nextHeldExpiry: db.prepare<[number], number | null>("SELECT MIN(expires_at) FROM rv_locks WHERE customer_seq = ? AND status = 'held'").pluck(),
    expiredLocks: db.prepare<[number, number], LockRow>(
      "SELECT * FROM rv_locks WHERE status = 'held' AND expires_at <= ? AND customer_seq = ? ORDER BY seq",
    ),
  };
  // The reads of the other repositories the whole-usage reads (checkSnapshot, usageContext) are made of, prepared on first use.
  let near: { customers: CustomersRepo; features: FeaturesRepo; entities: EntitiesRepo } | undefined;
  const nearby = () => (near ??= { customers: customersRepo(db), features: featuresRepo(db), entities: entitiesRepo(db) });
  const repo: BalancesRepo = {
    pruneTrackKeys: async (before) => q.pruneTrackKeys.run(before).changes,
    insert: async (r) => q.insert.run(r).changes === 1,
    ofCustomer: async (customerSeq) => q.ofCustomer.all(customerSeq),
    ofCustomers: async (customerSeqs) => q.ofCustomers.all(JSON.stringify(customerSeqs)),
    ofFeature: async (customerSeq, featureId) => q.ofFeature.all(customerSeq, featureId),
    ofFeatures: async (customerSeq, featureIds) =>
      featureIds.length === 1 ? q.ofFeature.all(customerSeq, featureIds[0]) : q.ofFeatures.all(customerSeq, JSON.stringify(featureIds)),
    // The unit holds SQLite's one write lock: the rows need no lock of their own.
    lockFeatures: async (customerSeq, featureIds) => repo.ofFeatures(customerSeq, featureIds),
    trackState: async (customerSeq, featureIds, now) => ({
      rows: await repo.lockFeatures(customerSeq, featureIds),
      stale: q.outOfDate.all(customerSeq),
      expiredLocks: q.expiredLocks.all(now, customerSeq),
    }),
    async usageState(spaceId, customerId, entityId, featureId, now) {
      const context = await repo.usageContext(spaceId, customerId, entityId);
      if (context.customer === undefined) return { ...context, rows: [], stale: [], expiredLocks: [] };
      const credit = context.catalog.filter((f) => f.type === "credit_system" || f.type === "ai_credit_system").map((f) => f.id);
      return { ...context, ...(await repo.trackState(context.customer.seq, [featureId, ...credit], now)) };
    },
    async usageContext(spaceId, customerId, entityId) {
      const others = nearby();
      const customer = await others.customers.byId(spaceId, customerId);
      const entity = customer === undefined || entityId === null ? undefined : await others.entities.byCustomer(customer.seq, entityId);
      return { customer, entity, catalog: await others.features.list(spaceId) };
    },
    // The statements a track ran one by one before, in the same order; checked first (only when
    // it settles locks or resets rows), so a refusal writes nothing.
    async applyTrack(w: TrackWrites) {
      const expire = w.expire.length > 0 ? JSON.stringify(w.expire) : "";
      if (w.expire.length > 0 && q.heldCount.get(expire) !== w.expire.length) return false;
      for (const r of w.resets) if (q.resetDue.get(r.seq, r.old) !== 1) return false;
      if (w.expire.length > 0) q.settleLocks.all("expired", expire);
      for (const r of w.resets) q.reset.run(r);
      if (w.amounts.length > 0) await repo.addAmounts(w.amounts);
      if (w.lock !== null) q.insertLock.run(w.lock);
      if (w.events.length > 0) await repo.insertEvents(w.events);
      return true;
    },
    bySeq: async (seq) => q.bySeq.get(seq),
    byId: async (customerSeq, id) => q.byId.get(customerSeq, id),
    reset: async (p) => q.reset.run(p).changes === 1,
    addUsage: async (seq, micro) => void q.addUsage.run(micro, seq),
    addHeld: async (seq, micro) => void q.addHeld.run(micro, seq),
    // One statement for many rows (`UPDATE … FROM json_each`); the two plain UPDATEs when one row changes.
    async addAmounts(changes) {
      if (changes.length === 1) {
        const [c] = changes;
        if (c.usage !== 0) q.addUsage.run(c.usage, c.seq);
        if (c.held !== 0) q.addHeld.run(c.held, c.seq);
      } else if (changes.length > 1) q.addMany.run(JSON.stringify(changes.map((c) => [c.seq, c.usage, c.held])));
    },
    addPrepaid: async (seq, micro) => void q.addPrepaid.run(micro, seq),
    update: async (r) => void q.update.run(r),
    delete: async (seq) => void q.delete.run(seq),
    clearArrears: async (seq) => void q.clearArrears.run(seq),
    outOfDate: async (customerSeq) => q.outOfDate.all(customerSeq),
    markMade: async (subscriptionSeq, definition) => void q.markMade.run(definition, subscriptionSeq),
    ofSubscription: async (subscriptionSeq) => q.ofSubscription.all(subscriptionSeq),
    reshape: async (seq, r) =>
      void q.reshape.run({
        seq,
        feature_id: r.feature_id,
        flag: r.flag,
        plan_id: r.plan_id,
        granted: r.granted,
        unlimited: r.unlimited,
        overage_allowed: r.overage_allowed,
        price: r.price,
        reset_interval: r.reset_interval,
        reset_count: r.reset_count,
        reset_anchor: r.reset_anchor,
        next_reset_at: r.next_reset_at,
        rollover: r.rollover,
        expires_at: r.expires_at,
      }),
    insertEvent: async (e) => void q.insertEvent.run(e),
    // One statement for many events (`INSERT … SELECT … FROM json_each … ORDER BY key`: seqs follow the array).
    async insertEvents(events) {
      if (events.length === 1) q.insertEvent.run(events[0]);
      else if (events.length > 1) q.insertEvents.run(JSON.stringify(events));
    },
    trackKey: async (spaceId, key) => q.trackKey.get(spaceId, key),
    putTrackKey: async (spaceId, key, hash, now) => void q.putTrackKey.run(spaceId, key, hash, now),
    usageSince: async (customer, feature, entity, since, filter = null) => q.usageSince.get({ customer, feature, entity, since, filter: filter === null ? null : JSON.stringify(filter) })!.n,
    rate: async (modelId) => q.rate.get(modelId),
    rates: async () => q.rates.all(),
    insertLock: async (l) => void q.insertLock.run(l),
    lock: async (spaceId, id) => q.lock.get(spaceId, id),
    settleLock: async (seq, status) => q.settleLock.run(status, seq).changes === 1,
    settleLocks: async (seqs, status) => q.settleLocks.all(status, JSON.stringify(seqs)),
    nextHeldExpiry: async (customerSeq) => q.nextHeldExpiry.get(customerSeq) ?? null,
    expiredLocks: async (now, customerSeq) => q.expiredLocks.all(now, customerSeq),
    // On SQLite the check's reads are memoised one by one and each costs no round trip: this is
    // those reads in turn (the contract's reference), not a statement of its own.
    async checkSnapshot(spaceId, customerId, featureId, entityId): Promise<CheckSnapshot> {
      const others = nearby();
      const customer = await others.customers.byId(spaceId, customerId);
      const feature = await others.features.byId(spaceId, featureId);
      const creditSystems = (await others.features.list(spaceId)).filter((f) => f.type === "credit_system" || f.type === "ai_credit_system");
      if (customer === undefined) return { customer, feature, creditSystems, entity: undefined, nextHeldExpiry: null, stale: [], rows: [] };
      return {
        customer,
        feature,
        creditSystems,
        entity: entityId === null ? undefined : await others.entities.byCustomer(customer.seq, entityId),
        nextHeldExpiry: await repo.nextHeldExpiry(customer.seq),
        stale: await repo.outOfDate(customer.seq),
        rows: await repo.ofCustomer(customer.seq),
      };
    },
  };
  return repo;
}
