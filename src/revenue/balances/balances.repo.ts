import type { Db } from "../../platform/db/database.js";
import { shaped } from "../../platform/db/shaped.js";
import type { EventRow } from "../events/events.repo.js";
import type { Rate } from "./tokens.rules.js";

/** One stored breakdown (amounts in micro-units). */
export interface BalanceRow {
  seq: number;
  id: string;
  space_id: number;
  customer_seq: number;
  entity_seq: number | null;
  feature_id: string;
  flag: number;
  subscription_seq: number | null;
  plan_id: string | null;
  granted: number;
  prepaid: number;
  usage: number;
  held: number;
  unlimited: number;
  overage_allowed: number;
  /** JSON BalanceBreakdown.price or null */
  price: string | null;
  reset_interval: string | null;
  reset_count: number;
  reset_anchor: number | null;
  next_reset_at: number | null;
  /** JSON RolloverRule or null */
  rollover: string | null;
  carried: number;
  carried_expires_at: number | null;
  expires_at: number | null;
  reason: string | null;
  created_at: number;
  /** Overage (micro) of ended periods not yet billed by a renewal (see cycle/). */
  arrears: number;
}

export type NewBalanceRow = Omit<BalanceRow, "seq" | "arrears">;

export interface OutOfDateSubscription {
  seq: number;
  id: string;
  started_at: number;
  plan_id: string;
  /** The plan version's JSON definition. */
  definition: string;
}

export interface LockRow {
  seq: number;
  space_id: number;
  id: string;
  customer_seq: number;
  entity_id: string | null;
  feature_id: string;
  status: string;
  amount: number;
  /** JSON [{ balance_seq, amount }] */
  holds: string;
  properties: string;
  overage_behavior: string | null;
  expires_at: number;
  created_at: number;
}

/** A model's prices (the token rules' Rate) as stored, with where they came from. */
export interface RateRow extends Rate {
  model_id: string;
  origin: "seed" | "operator";
  updated_at: number;
}

const COLUMNS = `id, space_id, customer_seq, entity_seq, feature_id, flag, subscription_seq, plan_id, granted, prepaid, usage, held,
  unlimited, overage_allowed, price, reset_interval, reset_count, reset_anchor, next_reset_at, rollover, carried,
  carried_expires_at, expires_at, reason, created_at`;
const PARAMS = COLUMNS.split(",")
  .map((c) => `@${c.trim()}`)
  .join(", ");

/** All SQL about balances, usage events and locks. */
export function balancesRepo(db: Db) {
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
    reset: db.prepare<{ seq: number; usage: number; carried: number; carried_expires_at: number | null; next_reset_at: number | null; old: number | null; arrears: number }>(
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
    update: db.prepare<Pick<BalanceRow, "seq" | "granted" | "usage" | "next_reset_at" | "expires_at" | "reset_anchor">>(
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

    insertEvent: db.prepare<Omit<EventRow, "seq">>(
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
    usageSince: db.prepare<{ customer: number; feature: string; entity: string | null; since: number }, { n: number }>(
      `SELECT COALESCE(SUM(value), 0) AS n FROM rv_events
       WHERE customer_seq = @customer AND feature_id = @feature AND timestamp >= @since AND (@entity IS NULL OR entity_id = @entity)`,
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
    settleLocks: db.prepare<[string, string], number>("UPDATE rv_locks SET status = ? WHERE seq IN (SELECT value FROM json_each(?)) AND status = 'held' RETURNING seq").pluck(),
    nextHeldExpiry: db.prepare<[number], number | null>("SELECT MIN(expires_at) FROM rv_locks WHERE customer_seq = ? AND status = 'held'").pluck(),
    expiredLocks: db.prepare<[number, number], LockRow>(
      "SELECT * FROM rv_locks WHERE status = 'held' AND expires_at <= ? AND customer_seq = ? ORDER BY seq",
    ),
  };
  return {
    /** Deletes batch-track keys stored at or before `before` (retention); answers how many. */
    pruneTrackKeys: async (before: number): Promise<number> => q.pruneTrackKeys.run(before).changes,
    insert: async (r: NewBalanceRow): Promise<boolean> => q.insert.run(r).changes === 1,
    ofCustomer: async (customerSeq: number) => q.ofCustomer.all(customerSeq),
    /** Customer-level balances of many customers (for lists). */
    ofCustomers: async (customerSeqs: number[]) => q.ofCustomers.all(JSON.stringify(customerSeqs)),
    ofFeature: async (customerSeq: number, featureId: string) => q.ofFeature.all(customerSeq, featureId),
    /** The customer's breakdowns (entities' included) of any of the features, in seq order. */
    ofFeatures: async (customerSeq: number, featureIds: readonly string[]) =>
      featureIds.length === 1 ? q.ofFeature.all(customerSeq, featureIds[0]) : q.ofFeatures.all(customerSeq, JSON.stringify(featureIds)),
    bySeq: async (seq: number) => q.bySeq.get(seq),
    byId: async (customerSeq: number, id: string) => q.byId.get(customerSeq, id),
    reset: async (p: { seq: number; usage: number; carried: number; carried_expires_at: number | null; next_reset_at: number | null; old: number | null; arrears: number }) =>
      q.reset.run(p).changes === 1,
    addUsage: async (seq: number, micro: number) => q.addUsage.run(micro, seq),
    addHeld: async (seq: number, micro: number) => q.addHeld.run(micro, seq),
    /**
     * Adds to the usage and held amounts of many rows (micro; one entry per seq), in one statement
     * (one per change when there is a single one).
     */
    async addAmounts(changes: readonly { seq: number; usage: number; held: number }[]): Promise<void> {
      if (changes.length === 1) {
        const [c] = changes;
        if (c.usage !== 0) q.addUsage.run(c.usage, c.seq);
        if (c.held !== 0) q.addHeld.run(c.held, c.seq);
      } else if (changes.length > 1) q.addMany.run(JSON.stringify(changes.map((c) => [c.seq, c.usage, c.held])));
    },
    /** Units bought added to a breakdown (an auto top-up). */
    addPrepaid: async (seq: number, micro: number) => void q.addPrepaid.run(micro, seq),
    update: async (r: Pick<BalanceRow, "seq" | "granted" | "usage" | "next_reset_at" | "expires_at" | "reset_anchor">) => q.update.run(r),
    delete: async (seq: number) => q.delete.run(seq),
    /** A renewal has billed the row's arrears (inside its transaction). */
    clearArrears: async (seq: number) => void q.clearArrears.run(seq),
    outOfDate: async (customerSeq: number) => q.outOfDate.all(customerSeq),
    markMade: async (subscriptionSeq: number, definition: string) => q.markMade.run(definition, subscriptionSeq),
    ofSubscription: async (subscriptionSeq: number) => q.ofSubscription.all(subscriptionSeq),
    reshape: async (seq: number, r: NewBalanceRow) =>
      q.reshape.run({
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
    insertEvent: async (e: Omit<EventRow, "seq">) => q.insertEvent.run(e),
    /** Usage events, in order. */
    async insertEvents(events: readonly Omit<EventRow, "seq">[]): Promise<void> {
      if (events.length === 1) q.insertEvent.run(events[0]);
      else if (events.length > 1) q.insertEvents.run(JSON.stringify(events));
    },
    trackKey: async (spaceId: number, key: string) => q.trackKey.get(spaceId, key),
    putTrackKey: async (spaceId: number, key: string, hash: string, now: number) => q.putTrackKey.run(spaceId, key, hash, now),
    /** Usage (micro) recorded for the feature since `since` (an entity's only, when given). */
    usageSince: async (customer: number, feature: string, entity: string | null, since: number): Promise<number> => q.usageSince.get({ customer, feature, entity, since })!.n,
    rate: async (modelId: string) => q.rate.get(modelId),
    rates: async () => q.rates.all(),
    insertLock: async (l: Omit<LockRow, "seq">) => q.insertLock.run(l),
    lock: async (spaceId: number, id: string) => q.lock.get(spaceId, id),
    settleLock: async (seq: number, status: string): Promise<boolean> => q.settleLock.run(status, seq).changes === 1,
    /** Settles the held locks of `seqs`; answers those it settled. */
    settleLocks: async (seqs: readonly number[], status: string): Promise<number[]> => q.settleLocks.all(status, JSON.stringify(seqs)),
    /** When the customer's first held lock expires (null: none held). */
    nextHeldExpiry: async (customerSeq: number) => q.nextHeldExpiry.get(customerSeq) ?? null,
    expiredLocks: async (now: number, customerSeq: number) => q.expiredLocks.all(now, customerSeq),
  };
}
export type BalancesRepo = ReturnType<typeof balancesRepo>;
