import type {
  BalanceRow,
  BalancesRepo,
  LockRow,
  NewBalanceRow,
  NewEventRow,
  OutOfDateSubscription,
  RateRow,
} from "../../../revenue/balances/balances.repo.js";
import type { CustomerRow } from "../../../revenue/customers/customers.repo.js";
import type { EntityRecord } from "../../../revenue/entities/entities.repo.js";
import type { FeatureRow } from "../../../revenue/features/features.repo.js";
import { type PgConn, stmt } from "../conn.js";
import { SELECT_ENTITY } from "./entities.js";

const COLUMNS = `id, space_id, customer_seq, entity_seq, feature_id, flag, subscription_seq, plan_id, granted, prepaid, usage, held,
  unlimited, overage_allowed, price, reset_interval, reset_count, reset_anchor, next_reset_at, rollover, carried,
  carried_expires_at, expires_at, reason, created_at`;
const KEYS = COLUMNS.split(",").map((k) => k.trim() as keyof NewBalanceRow);
const PARAMS = KEYS.map((_, i) => `$${i + 1}`).join(", ");
const EVENT_COLUMNS = "id, space_id, customer_seq, customer_id, entity_id, feature_id, event_name, value, properties, deductions, timestamp, created_at";
/** The record type of an event (or a list of them) given as JSON: `jsonb_to_recordset($n) AS e(${EVENT_RECORD})`. */
const EVENT_RECORD = `id text, space_id bigint, customer_seq bigint, customer_id text, entity_id text, feature_id text, event_name text, value bigint,
  properties text, deductions text, timestamp bigint, created_at bigint`;
const LOCK_COLUMNS = "space_id, id, customer_seq, entity_id, feature_id, status, amount, holds, properties, overage_behavior, expires_at, created_at";
const LOCK_RECORD = `space_id bigint, id text, customer_seq bigint, entity_id text, feature_id text, status text, amount bigint, holds text, properties text,
  overage_behavior text, expires_at bigint, created_at bigint`;
/** The customer's out-of-date subscriptions (`outOfDate`), the customer's seq an SQL expression. */
const outOfDateOf = (customerSeq: string) => `SELECT s.seq, s.id, coalesce(s.period_anchor, s.started_at) AS started_at, p.id AS plan_id, coalesce(s.custom_def, p.definition) AS definition
  FROM rv_subscriptions s JOIN rv_plans p ON p.seq = s.plan_seq
  WHERE s.customer_seq = ${customerSeq} AND s.status = 'active' AND s.balances_def IS DISTINCT FROM coalesce(s.custom_def, p.definition)`;
const OUT_OF_DATE = outOfDateOf("$1");
/** The customer's held locks expired at `now` (SQL expressions: the customer's seq, defaulting to $1, and the time). */
const expiredLocksAt = (now: string, customerSeq = "$1") => `SELECT * FROM rv_locks WHERE status = 'held' AND expires_at <= ${now} AND customer_seq = ${customerSeq}`;

const q = {
  /**
   * A plain check's reads in one statement (one snapshot): each column is the read the contract
   * names, rows as JSON (every column of these tables is bigint or text, so JSON gives back the
   * same values as the row reads).
   */
  checkSnapshot: stmt<{
    customer: CustomerRow | null;
    feature: FeatureRow | null;
    credit_systems: FeatureRow[];
    entity: EntityRecord | null;
    next_held_expiry: number | null;
    stale: OutOfDateSubscription[];
    rows: BalanceRow[];
  }>(
    "balances.checkSnapshot",
    `WITH cu AS (SELECT * FROM rv_customers WHERE space_id = $1 AND id = $2 AND anonymous = 0)
     SELECT (SELECT row_to_json(cu) FROM cu) AS customer,
            (SELECT row_to_json(f) FROM rv_features f WHERE f.space_id = $1 AND f.id = $3) AS feature,
            (SELECT coalesce(json_agg(f ORDER BY f.seq), '[]') FROM rv_features f
              WHERE f.space_id = $1 AND f.type IN ('credit_system', 'ai_credit_system')) AS credit_systems,
            (SELECT row_to_json(e) FROM (${SELECT_ENTITY} WHERE e.customer_seq = (SELECT seq FROM cu) AND e.id = $4) e) AS entity,
            (SELECT min(expires_at) FROM rv_locks WHERE customer_seq = (SELECT seq FROM cu) AND status = 'held') AS next_held_expiry,
            (SELECT coalesce(json_agg(s ORDER BY s.seq), '[]') FROM (${outOfDateOf("(SELECT seq FROM cu)")}) s) AS stale,
            (SELECT coalesce(json_agg(b ORDER BY b.seq), '[]') FROM rv_balances b WHERE b.customer_seq = (SELECT seq FROM cu)) AS rows`,
  ),
  /** Who a usage is about, in one statement: the customer, its entity and the space's features (as their own reads answer them). */
  usageContext: stmt<{ customer: CustomerRow | null; entity: EntityRecord | null; catalog: FeatureRow[] }>(
    "balances.usageContext",
    `WITH cu AS (SELECT * FROM rv_customers WHERE space_id = $1 AND id = $2 AND anonymous = 0)
     SELECT (SELECT row_to_json(cu) FROM cu) AS customer,
            (SELECT row_to_json(e) FROM (${SELECT_ENTITY} WHERE e.customer_seq = (SELECT seq FROM cu) AND e.id = $3) e) AS entity,
            (SELECT coalesce(json_agg(f ORDER BY f.seq), '[]') FROM rv_features f WHERE f.space_id = $1) AS catalog`,
  ),
  /**
   * usageContext and trackState at once, for a track of one feature ($4) at $5: the customer's rows
   * of it and of every credit system of the space, locked in seq order (see trackState for what is
   * read after the lock).
   */
  usageState: stmt<{
    customer: CustomerRow | null;
    entity: EntityRecord | null;
    catalog: FeatureRow[];
    rows: BalanceRow[];
    stale: OutOfDateSubscription[];
    expired: LockRow[];
  }>(
    "balances.usageState",
    `WITH cu AS (SELECT * FROM rv_customers WHERE space_id = $1 AND id = $2 AND anonymous = 0),
     locked AS (SELECT b.* FROM rv_balances b WHERE b.customer_seq = (SELECT seq FROM cu)
                  AND (b.feature_id = $4 OR b.feature_id IN (SELECT f.id FROM rv_features f WHERE f.space_id = $1 AND f.type IN ('credit_system', 'ai_credit_system')))
                ORDER BY b.seq FOR UPDATE OF b)
     SELECT (SELECT row_to_json(cu) FROM cu) AS customer,
            (SELECT row_to_json(e) FROM (${SELECT_ENTITY} WHERE e.customer_seq = (SELECT seq FROM cu) AND e.id = $3) e) AS entity,
            (SELECT coalesce(json_agg(f ORDER BY f.seq), '[]') FROM rv_features f WHERE f.space_id = $1) AS catalog,
            (SELECT coalesce(json_agg(b ORDER BY b.seq), '[]') FROM locked b) AS rows,
            (SELECT coalesce(json_agg(s ORDER BY s.seq), '[]') FROM (${outOfDateOf("(SELECT seq FROM cu)")} FOR UPDATE OF s) s) AS stale,
            (SELECT coalesce(json_agg(l ORDER BY l.seq), '[]') FROM (${expiredLocksAt("$5", "(SELECT seq FROM cu)")} FOR UPDATE) l) AS expired`,
  ),
  insert: stmt("balances.insert", `INSERT INTO rv_balances (${COLUMNS}) VALUES (${PARAMS}) ON CONFLICT DO NOTHING`),
  ofCustomer: stmt<BalanceRow>("balances.ofCustomer", "SELECT * FROM rv_balances WHERE customer_seq = $1 ORDER BY seq"),
  ofCustomers: stmt<BalanceRow>("balances.ofCustomers", "SELECT * FROM rv_balances WHERE customer_seq = ANY($1::bigint[]) AND entity_seq IS NULL ORDER BY seq"),
  ofFeature: stmt<BalanceRow>("balances.ofFeature", "SELECT * FROM rv_balances WHERE customer_seq = $1 AND feature_id = $2 ORDER BY seq"),
  ofFeatures: stmt<BalanceRow>("balances.ofFeatures", "SELECT * FROM rv_balances WHERE customer_seq = $1 AND feature_id = ANY($2::text[]) ORDER BY seq"),
  /**
   * A track's rows, locked in seq order (every track locks in the same order, so two tracks of
   * overlapping rows queue rather than deadlock). Under READ COMMITTED a row another unit changed
   * is read as that unit committed it, once it has.
   */
  lockFeatures: stmt<BalanceRow>(
    "balances.lockFeatures",
    "SELECT * FROM rv_balances WHERE customer_seq = $1 AND feature_id = ANY($2::text[]) ORDER BY seq FOR UPDATE",
  ),
  /**
   * A track's reads in one statement: its rows locked in seq order (every track locks in the same
   * order, so two tracks of overlapping rows queue rather than deadlock), then the out-of-date
   * subscriptions and the expired held locks, each as a JSON array. The statement's snapshot is
   * taken before it waits for a lock; what another unit changed meanwhile is still read as that
   * unit committed it, because every row read here is locked (`FOR UPDATE`), and READ COMMITTED
   * re-reads a locked row that changed, and re-checks the WHERE on it: a lock someone settled or a
   * subscription someone brought in line while this waited is left out. (A row that only came into
   * existence meanwhile is not seen, as a statement just before the commit would not have seen it.)
   */
  trackState: stmt<{ rows: BalanceRow[]; stale: OutOfDateSubscription[]; expired: LockRow[] }>(
    "balances.trackState",
    `WITH locked AS (SELECT * FROM rv_balances WHERE customer_seq = $1 AND feature_id = ANY($2::text[]) ORDER BY seq FOR UPDATE)
     SELECT (SELECT coalesce(json_agg(b ORDER BY b.seq), '[]') FROM locked b) AS rows,
            (SELECT coalesce(json_agg(s ORDER BY s.seq), '[]') FROM (${OUT_OF_DATE} FOR UPDATE OF s) s) AS stale,
            (SELECT coalesce(json_agg(l ORDER BY l.seq), '[]') FROM (${expiredLocksAt("$3")} FOR UPDATE) l) AS expired`,
  ),
  /**
   * A track's resets, all or none, in a statement of their own before its other writes (a reset
   * is its own UPDATE of the row, as on SQLite: the analytics trigger records the closed period
   * when the reset leaves usage at 0, before the track's amounts are added). Stored only when
   * every lock of $1 is still held and every row of $2 (JSON [{ seq, usage, carried, … , old }])
   * still has its old next_reset_at; answers that check and how many it stored.
   */
  resetMany: stmt<{ ok: boolean; resets: number }>(
    "balances.resetMany",
    `WITH r AS (
       SELECT * FROM jsonb_to_recordset($2::jsonb) AS t (seq bigint, usage bigint, carried bigint, carried_expires_at bigint, next_reset_at bigint, old bigint, arrears bigint)
     ), ok AS (
       SELECT (SELECT count(*) FROM rv_locks WHERE seq = ANY($1::bigint[]) AND status = 'held') = cardinality($1::bigint[])
         AND (SELECT count(*) FROM r JOIN rv_balances b ON b.seq = r.seq AND b.next_reset_at IS NOT DISTINCT FROM r.old) = (SELECT count(*) FROM r) AS ok
     ), done AS (
       UPDATE rv_balances b SET usage = r.usage, carried = r.carried, carried_expires_at = r.carried_expires_at, next_reset_at = r.next_reset_at,
         arrears = b.arrears + r.arrears
       FROM r WHERE b.seq = r.seq AND b.next_reset_at IS NOT DISTINCT FROM r.old AND (SELECT ok FROM ok) RETURNING b.seq
     )
     SELECT (SELECT ok FROM ok) AS ok, (SELECT count(*) FROM done) AS resets`,
  ),
  /**
   * A track's other writes in one statement, all or nothing: `ok` checks first (on the
   * statement's snapshot, taken after the track locked its rows and expired locks) that every
   * lock of $1 is still held; only then are they settled, every row's usage and held changed
   * ($2, $3, $4: seqs and deltas, one entry per row), the lock inserted ($5: JSON [] or [lock])
   * and the events ($6: JSON array, seqs in its order). Answers `ok` and how many it settled.
   */
  applyTrack: stmt<{ ok: boolean; settled: number }>(
    "balances.applyTrack",
    `WITH ok AS (
       SELECT (SELECT count(*) FROM rv_locks WHERE seq = ANY($1::bigint[]) AND status = 'held') = cardinality($1::bigint[]) AS ok
     ), settled AS (
       UPDATE rv_locks SET status = 'expired' WHERE seq = ANY($1::bigint[]) AND status = 'held' AND (SELECT ok FROM ok) RETURNING seq
     ), changed AS (
       UPDATE rv_balances b SET usage = b.usage + t.usage, held = b.held + t.held
       FROM unnest($2::bigint[], $3::bigint[], $4::bigint[]) AS t (seq, usage, held) WHERE b.seq = t.seq AND (SELECT ok FROM ok)
     ), locked AS (
       INSERT INTO rv_locks (${LOCK_COLUMNS})
       SELECT ${LOCK_COLUMNS} FROM jsonb_to_recordset($5::jsonb) AS l (${LOCK_RECORD}) WHERE (SELECT ok FROM ok)
     ), events AS (
       INSERT INTO rv_events (${EVENT_COLUMNS})
       SELECT ${EVENT_COLUMNS} FROM ROWS FROM (jsonb_to_recordset($6::jsonb) AS (${EVENT_RECORD})) WITH ORDINALITY AS e
       WHERE (SELECT ok FROM ok) ORDER BY e.ordinality
     )
     SELECT (SELECT ok FROM ok) AS ok, (SELECT count(*) FROM settled) AS settled`,
  ),
  bySeq: stmt<BalanceRow>("balances.bySeq", "SELECT * FROM rv_balances WHERE seq = $1"),
  byId: stmt<BalanceRow>("balances.byId", "SELECT * FROM rv_balances WHERE customer_seq = $1 AND id = $2"),
  /** A reset, applied only if no one else applied it (the old next_reset_at is still there). */
  reset: stmt(
    "balances.reset",
    `UPDATE rv_balances SET usage = $2, carried = $3, carried_expires_at = $4, next_reset_at = $5, arrears = arrears + $6
     WHERE seq = $1 AND next_reset_at IS NOT DISTINCT FROM $7::bigint`,
  ),
  addUsage: stmt("balances.addUsage", "UPDATE rv_balances SET usage = usage + $2 WHERE seq = $1"),
  addHeld: stmt("balances.addHeld", "UPDATE rv_balances SET held = held + $2 WHERE seq = $1"),
  /** Many rows' usage and held changed in one statement (one entry per seq). */
  addMany: stmt(
    "balances.addMany",
    `UPDATE rv_balances b SET usage = b.usage + t.usage, held = b.held + t.held
     FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS t (seq, usage, held) WHERE b.seq = t.seq`,
  ),
  addPrepaid: stmt("balances.addPrepaid", "UPDATE rv_balances SET prepaid = prepaid + $2 WHERE seq = $1"),
  update: stmt("balances.update", "UPDATE rv_balances SET granted = $2, usage = $3, next_reset_at = $4, expires_at = $5, reset_anchor = $6 WHERE seq = $1"),
  delete: stmt("balances.delete", "DELETE FROM rv_balances WHERE seq = $1"),
  clearArrears: stmt("balances.clearArrears", "UPDATE rv_balances SET arrears = 0 WHERE seq = $1"),
  outOfDate: stmt<OutOfDateSubscription>("balances.outOfDate", `${OUT_OF_DATE} ORDER BY s.seq`),
  markMade: stmt("balances.markMade", "UPDATE rv_subscriptions SET balances_def = $2 WHERE seq = $1"),
  ofSubscription: stmt<BalanceRow>("balances.ofSubscription", "SELECT * FROM rv_balances WHERE subscription_seq = $1 ORDER BY seq"),
  reshape: stmt(
    "balances.reshape",
    `UPDATE rv_balances SET feature_id = $2, flag = $3, plan_id = $4, granted = $5, unlimited = $6, overage_allowed = $7, price = $8,
       reset_interval = $9, reset_count = $10, reset_anchor = $11, next_reset_at = $12, rollover = $13, expires_at = $14 WHERE seq = $1`,
  ),
  insertEvent: stmt("balances.insertEvent", `INSERT INTO rv_events (${EVENT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`),
  /** Many events in one statement, in the order of the JSON array (so their seqs follow it). */
  insertEvents: stmt(
    "balances.insertEvents",
    `INSERT INTO rv_events (${EVENT_COLUMNS})
     SELECT ${EVENT_COLUMNS} FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (${EVENT_RECORD})) WITH ORDINALITY AS e ORDER BY e.ordinality`,
  ),
  trackKey: stmt<{ hash: string; created_at: number }>("balances.trackKey", "SELECT hash, created_at FROM rv_track_keys WHERE space_id = $1 AND key = $2"),
  putTrackKey: stmt(
    "balances.putTrackKey",
    `INSERT INTO rv_track_keys (space_id, key, hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (space_id, key) DO UPDATE SET hash = excluded.hash, created_at = excluded.created_at`,
  ),
  pruneTrackKeys: stmt("balances.pruneTrackKeys", "DELETE FROM rv_track_keys WHERE created_at <= $1"),
  /** The exact sum (numeric: no overflow) saturated at ±(2^53 − 1), as the interface says. */
  usageSince: stmt<{ n: number }>(
    "balances.usageSince",
    `SELECT least(greatest(coalesce(sum(value), 0), -9007199254740991), 9007199254740991)::bigint AS n FROM rv_events
     WHERE customer_seq = $1 AND feature_id = $2 AND timestamp >= $4 AND ($3::text IS NULL OR entity_id = $3::text)
       AND ($5::jsonb IS NULL OR NOT EXISTS (
         SELECT 1 FROM jsonb_each_text($5::jsonb) f
         WHERE jsonb_typeof(rv_events.properties::jsonb -> f.key) NOT IN ('string', 'number')
            OR (rv_events.properties::jsonb ->> f.key) IS DISTINCT FROM f.value))`,
  ),
  rate: stmt<RateRow>("balances.rate", "SELECT * FROM rv_cost_rates WHERE model_id = $1"),
  rates: stmt<RateRow>("balances.rates", `SELECT * FROM rv_cost_rates ORDER BY model_id COLLATE "C"`),
  insertLock: stmt("balances.insertLock", `INSERT INTO rv_locks (${LOCK_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`),
  lock: stmt<LockRow>("balances.lock", "SELECT * FROM rv_locks WHERE space_id = $1 AND id = $2"),
  /** Settles a held lock once: 0 rows when someone settled it first. */
  settleLock: stmt("balances.settleLock", "UPDATE rv_locks SET status = $2 WHERE seq = $1 AND status = 'held'"),
  /** Settles held locks at once; answers the seqs it settled (not those someone settled first). */
  settleLocks: stmt<{ seq: number }>("balances.settleLocks", "UPDATE rv_locks SET status = $2 WHERE seq = ANY($1::bigint[]) AND status = 'held' RETURNING seq"),
  nextHeldExpiry: stmt<{ at: number | null }>("balances.nextHeldExpiry", "SELECT min(expires_at) AS at FROM rv_locks WHERE customer_seq = $1 AND status = 'held'"),
  expiredLocks: stmt<LockRow>("balances.expiredLocks", `${expiredLocksAt("$2")} ORDER BY seq`),
};

const eventParams = (e: NewEventRow) => [
  e.id,
  e.space_id,
  e.customer_seq,
  e.customer_id,
  e.entity_id,
  e.feature_id,
  e.event_name,
  e.value,
  e.properties,
  e.deductions,
  e.timestamp,
  e.created_at,
];
const lockParams = (l: Omit<LockRow, "seq">) => [
  l.space_id,
  l.id,
  l.customer_seq,
  l.entity_id,
  l.feature_id,
  l.status,
  l.amount,
  l.holds,
  l.properties,
  l.overage_behavior,
  l.expires_at,
  l.created_at,
];

/**
 * What a track's statements found changed although it had checked first (only when the caller
 * did not lock what it decided on): what they wrote cannot be taken back here, so the store rolls
 * the unit back and runs it again, as after any serialization failure.
 */
const changedUnderneath = () => Object.assign(new Error("a track's locks or resets changed while it was written"), { code: "40001" });

/** All SQL about balances, usage events, locks, batch-track keys and model rates. */
export function balancesRepo(c: PgConn): BalancesRepo {
  return {
    pruneTrackKeys: (before) => q.pruneTrackKeys.run(c, before),
    insert: async (r) => (await q.insert.run(c, ...KEYS.map((k) => r[k]))) === 1,
    ofCustomer: (customerSeq) => q.ofCustomer.all(c, customerSeq),
    ofCustomers: (customerSeqs) => q.ofCustomers.all(c, customerSeqs),
    ofFeature: (customerSeq, featureId) => q.ofFeature.all(c, customerSeq, featureId),
    ofFeatures: (customerSeq, featureIds) => q.ofFeatures.all(c, customerSeq, featureIds),
    lockFeatures: (customerSeq, featureIds) => q.lockFeatures.all(c, customerSeq, featureIds),
    async trackState(customerSeq, featureIds, now) {
      const r = (await q.trackState.one(c, customerSeq, featureIds, now))!;
      return { rows: r.rows, stale: r.stale, expiredLocks: r.expired };
    },
    // The resets (rare: once a period) in a statement of their own first, then the rest in one.
    async applyTrack(w) {
      if (w.resets.length > 0) {
        const r = (await q.resetMany.one(c, w.expire, JSON.stringify(w.resets)))!;
        if (!r.ok) return false;
        if (r.resets !== w.resets.length) throw changedUnderneath();
      }
      const a = w.amounts;
      const r = (await q.applyTrack.one(
        c,
        w.expire,
        a.map((x) => x.seq),
        a.map((x) => x.usage),
        a.map((x) => x.held),
        JSON.stringify(w.lock === null ? [] : [w.lock]),
        JSON.stringify(w.events),
      ))!;
      if (!r.ok && w.resets.length === 0) return false;
      if (!r.ok || r.settled !== w.expire.length) throw changedUnderneath();
      return true;
    },
    bySeq: (seq) => q.bySeq.one(c, seq),
    byId: (customerSeq, id) => q.byId.one(c, customerSeq, id),
    reset: async (p) => (await q.reset.run(c, p.seq, p.usage, p.carried, p.carried_expires_at, p.next_reset_at, p.arrears, p.old)) === 1,
    addUsage: async (seq, micro) => void (await q.addUsage.run(c, seq, micro)),
    addHeld: async (seq, micro) => void (await q.addHeld.run(c, seq, micro)),
    // One statement for one row or many (`UPDATE … FROM unnest`).
    async addAmounts(changes) {
      if (changes.length === 0) return;
      await q.addMany.run(
        c,
        changes.map((x) => x.seq),
        changes.map((x) => x.usage),
        changes.map((x) => x.held),
      );
    },
    addPrepaid: async (seq, micro) => void (await q.addPrepaid.run(c, seq, micro)),
    update: async (r) => void (await q.update.run(c, r.seq, r.granted, r.usage, r.next_reset_at, r.expires_at, r.reset_anchor)),
    delete: async (seq) => void (await q.delete.run(c, seq)),
    clearArrears: async (seq) => void (await q.clearArrears.run(c, seq)),
    outOfDate: (customerSeq) => q.outOfDate.all(c, customerSeq),
    markMade: async (subscriptionSeq, definition) => void (await q.markMade.run(c, subscriptionSeq, definition)),
    ofSubscription: (subscriptionSeq) => q.ofSubscription.all(c, subscriptionSeq),
    reshape: async (seq, r) =>
      void (await q.reshape.run(
        c,
        seq,
        r.feature_id,
        r.flag,
        r.plan_id,
        r.granted,
        r.unlimited,
        r.overage_allowed,
        r.price,
        r.reset_interval,
        r.reset_count,
        r.reset_anchor,
        r.next_reset_at,
        r.rollover,
        r.expires_at,
      )),
    insertEvent: async (e) => void (await q.insertEvent.run(c, ...eventParams(e))),
    // One statement for many events (`INSERT … SELECT … FROM jsonb_to_recordset … ORDER BY` ordinality: seqs follow the array).
    async insertEvents(events) {
      if (events.length === 1) await q.insertEvent.run(c, ...eventParams(events[0]));
      else if (events.length > 1) await q.insertEvents.run(c, JSON.stringify(events));
    },
    trackKey: (spaceId, key) => q.trackKey.one(c, spaceId, key),
    putTrackKey: async (spaceId, key, hash, now) => void (await q.putTrackKey.run(c, spaceId, key, hash, now)),
    usageSince: async (customer, feature, entity, since, filter = null) => (await q.usageSince.one(c, customer, feature, entity, since, filter === null ? null : JSON.stringify(filter)))!.n,
    rate: (modelId) => q.rate.one(c, modelId),
    rates: () => q.rates.all(c),
    insertLock: async (l) => void (await q.insertLock.run(c, ...lockParams(l))),
    lock: (spaceId, id) => q.lock.one(c, spaceId, id),
    settleLock: async (seq, status) => (await q.settleLock.run(c, seq, status)) === 1,
    settleLocks: async (seqs, status) => (await q.settleLocks.all(c, seqs, status)).map((r) => r.seq),
    nextHeldExpiry: async (customerSeq) => (await q.nextHeldExpiry.one(c, customerSeq))!.at,
    expiredLocks: (now, customerSeq) => q.expiredLocks.all(c, customerSeq, now),
    async usageState(spaceId, customerId, entityId, featureId, now) {
      const r = (await q.usageState.one(c, spaceId, customerId, entityId, featureId, now))!;
      return { customer: r.customer ?? undefined, entity: r.entity ?? undefined, catalog: r.catalog, rows: r.rows, stale: r.stale, expiredLocks: r.expired };
    },
    async usageContext(spaceId, customerId, entityId) {
      const r = (await q.usageContext.one(c, spaceId, customerId, entityId))!;
      return { customer: r.customer ?? undefined, entity: r.entity ?? undefined, catalog: r.catalog };
    },
    async checkSnapshot(spaceId, customerId, featureId, entityId) {
      const r = (await q.checkSnapshot.one(c, spaceId, customerId, featureId, entityId))!;
      return {
        customer: r.customer ?? undefined,
        feature: r.feature ?? undefined,
        creditSystems: r.credit_systems,
        entity: r.entity ?? undefined,
        nextHeldExpiry: r.next_held_expiry,
        stale: r.stale,
        rows: r.rows,
      };
    },
  };
}
