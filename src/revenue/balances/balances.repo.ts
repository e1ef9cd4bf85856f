import type { CustomerRow } from "../customers/customers.repo.js";
import type { EntityRecord } from "../entities/entities.repo.js";
import type { EventRow } from "../events/events.repo.js";
import type { FeatureRow } from "../features/features.repo.js";
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

/** A reset to store: the row's new usage, carry and next reset, applied only if its `next_reset_at` is still `old`. */
export interface BalanceReset {
  seq: number;
  usage: number;
  carried: number;
  carried_expires_at: number | null;
  next_reset_at: number | null;
  /** The `next_reset_at` the reset was decided on (null matches null). */
  old: number | null;
  /** Overage (micro) of the period it closes, added to the row's arrears. */
  arrears: number;
}

/** What balances.update writes over a breakdown. */
export type BalanceUpdate = Pick<BalanceRow, "seq" | "granted" | "usage" | "next_reset_at" | "expires_at" | "reset_anchor">;

/** A usage event to insert (its seq is the store's). */
export type NewEventRow = Omit<EventRow, "seq">;

/** The writes of one track (balances.track's plan), stored at once by `applyTrack`. */
export interface TrackWrites {
  /** Held locks to settle as `expired` (the plan released their holds; each must still be held). */
  expire: readonly number[];
  /** Resets to store, each only while its row's next_reset_at is still `old`. */
  resets: readonly BalanceReset[];
  /** Usage and held changes, one per breakdown, added after the row's reset. */
  amounts: readonly { seq: number; usage: number; held: number }[];
  /** A lock to insert (a duplicate (space, id) throws). */
  lock: Omit<LockRow, "seq"> | null;
  /** Usage events to insert, their seqs in the order given (a duplicate id throws). */
  events: readonly NewEventRow[];
}

/** Balances (rv_balances), usage events written (rv_events), locks (rv_locks), batch-track keys (rv_track_keys) and model rates (rv_cost_rates). Amounts in micro-units. */
export interface BalancesRepo {
  /** Deletes batch-track keys stored at or before `before` (retention, every space); answers how many. */
  pruneTrackKeys(before: number): Promise<number>;
  /** Inserts a breakdown; answers false (and stores nothing) when the customer already has one with this id. */
  insert(r: NewBalanceRow): Promise<boolean>;
  /** Every breakdown of the customer (its entities' included), in seq order. */
  ofCustomer(customerSeq: number): Promise<BalanceRow[]>;
  /** The customer-level breakdowns (entity_seq null) of any of the customers (for lists), in seq order. */
  ofCustomers(customerSeqs: number[]): Promise<BalanceRow[]>;
  /** The customer's breakdowns (entities' included) of the feature, in seq order. */
  ofFeature(customerSeq: number, featureId: string): Promise<BalanceRow[]>;
  /** The customer's breakdowns (entities' included) of any of the features, in seq order. */
  ofFeatures(customerSeq: number, featureIds: readonly string[]): Promise<BalanceRow[]>;
  /**
   * The customer's breakdowns (entities' included) of any of the features, in seq order, locked
   * for the rest of the unit: another unit's lockFeatures or write of them waits until this unit
   * ends, and then reads them as this unit left them (a track decides on what it read). Only
   * inside a unit.
   */
  lockFeatures(customerSeq: number, featureIds: readonly string[]): Promise<BalanceRow[]>;
  /**
   * What a track reads, in one round trip: the breakdowns of the features, locked first (as
   * `lockFeatures`), then, read after the lock (so as the unit that held them committed them), the
   * customer's out-of-date subscriptions (as `outOfDate`) and held locks expired at `now` (as
   * `expiredLocks`), those locked for the unit too (no one else settles them before it ends).
   * Only inside a unit.
   */
  trackState(customerSeq: number, featureIds: readonly string[], now: number): Promise<{ rows: BalanceRow[]; stale: OutOfDateSubscription[]; expiredLocks: LockRow[] }>;
  /**
   * Who a usage is about, at once (one statement on PostgreSQL): the customer (as customers.byId),
   * its entity (entities.byCustomer; undefined without an entity id or the customer) and the
   * space's features (features.list).
   */
  usageContext(spaceId: number, customerId: string, entityId: string | null): Promise<{ customer: CustomerRow | undefined; entity: EntityRecord | undefined; catalog: FeatureRow[] }>;
  /**
   * A track of one feature's reads in one round trip: `usageContext`'s, and for the customer (when
   * found) `trackState`'s for the feature and every credit system of the space (a superset of what
   * may pay for it: the caller keeps the rows it needs), read at `now`. Only inside a unit.
   */
  usageState(
    spaceId: number,
    customerId: string,
    entityId: string | null,
    featureId: string,
    now: number,
  ): Promise<{ customer: CustomerRow | undefined; entity: EntityRecord | undefined; catalog: FeatureRow[]; rows: BalanceRow[]; stale: OutOfDateSubscription[]; expiredLocks: LockRow[] }>;
  /**
   * A track's writes at once: the expired locks settled, the resets stored, the amounts added, the
   * lock and the events inserted, all or nothing. Answers false (and writes nothing) when a lock
   * was no longer held or a reset was stored first: someone else changed what the track decided
   * on, and it must fail. Inside a unit that locked its rows (lockFeatures or trackState) that
   * cannot happen.
   */
  applyTrack(w: TrackWrites): Promise<boolean>;
  /** The breakdown `seq`, or undefined. */
  bySeq(seq: number): Promise<BalanceRow | undefined>;
  /** The customer's breakdown with this id, or undefined. */
  byId(customerSeq: number, id: string): Promise<BalanceRow | undefined>;
  /** Stores a reset when the row's next_reset_at is still `old` (arrears added); answers false when someone stored one first (nothing written). */
  reset(p: BalanceReset): Promise<boolean>;
  /** Adds `micro` (may be negative) to the breakdown's usage. */
  addUsage(seq: number, micro: number): Promise<void>;
  /** Adds `micro` (may be negative) to the breakdown's held amount. */
  addHeld(seq: number, micro: number): Promise<void>;
  /** Adds to the usage and held amounts of many breakdowns (one entry per seq; unknown seqs change nothing), all at once. */
  addAmounts(changes: readonly { seq: number; usage: number; held: number }[]): Promise<void>;
  /** Adds units bought (an auto top-up) to the breakdown's prepaid amount. */
  addPrepaid(seq: number, micro: number): Promise<void>;
  /** Overwrites granted, usage, next_reset_at, expires_at and reset_anchor of the breakdown `seq`. */
  update(r: BalanceUpdate): Promise<void>;
  /** Deletes the breakdown (nothing when there is no such seq). */
  delete(seq: number): Promise<void>;
  /** Zeroes the breakdown's arrears (a renewal billed them, inside its transaction). */
  clearArrears(seq: number): Promise<void>;
  /**
   * The customer's active subscriptions whose breakdowns were not made from the plan's current
   * definition (the version's, or the one customized for the subscription), in seq order;
   * `started_at` is the period anchor when set. Scheduled subscriptions are never listed.
   */
  outOfDate(customerSeq: number): Promise<OutOfDateSubscription[]>;
  /** Records that the subscription's breakdowns are made from `definition`. */
  markMade(subscriptionSeq: number, definition: string): Promise<void>;
  /** The subscription's breakdowns, in seq order. */
  ofSubscription(subscriptionSeq: number): Promise<BalanceRow[]>;
  /**
   * Rewrites the plan-made columns of breakdown `seq` from `r` (feature_id, flag, plan_id, granted,
   * unlimited, overage_allowed, price, reset_interval, reset_count, reset_anchor, next_reset_at,
   * rollover, expires_at); amounts used, held, prepaid, carried and the row's identity stay.
   */
  reshape(seq: number, r: NewBalanceRow): Promise<void>;
  /** Inserts one usage event. A duplicate id throws. */
  insertEvent(e: NewEventRow): Promise<void>;
  /** Inserts usage events, their seqs in the order given. A duplicate id throws (none inserted). */
  insertEvents(events: readonly NewEventRow[]): Promise<void>;
  /** The batch-track key of the space, or undefined. */
  trackKey(spaceId: number, key: string): Promise<{ hash: string; created_at: number } | undefined>;
  /** Stores a batch-track key; an existing (space, key) gets the new hash and time. */
  putTrackKey(spaceId: number, key: string, hash: string, now: number): Promise<void>;
  /**
   * Usage (micro) recorded for the feature since `since` (timestamp ≥ since; an entity's only, when given); 0 when none.
   * The sum saturates at ±Number.MAX_SAFE_INTEGER (2^53 − 1 micro, ~9.0e9 units) on every engine, never throws nor
   * rounds: events' values are user-controlled (|value| ≤ 1e9 units each, any number of them), while an enabled usage
   * limit, what it is read for, is an amount, |limit| ≤ 1e9 units = 1e15 micro (BillingControls, spec/revenue/customers.tsp),
   * ~9× inside the saturation point: a saturated sum, even plus or minus one more track, compares with every limit as
   * the true sum does. With `filter`, only the events whose properties hold every key with the same text (a number
   * property matches its decimal text: 29384 matches "29384") count.
   */
  usageSince(customer: number, feature: string, entity: string | null, since: number, filter?: Record<string, string> | null): Promise<number>;
  /** The model's rates, or undefined. */
  rate(modelId: string): Promise<RateRow | undefined>;
  /** Every model's rates, by model_id. */
  rates(): Promise<RateRow[]>;
  /** Inserts a lock. A duplicate (space, id) throws. */
  insertLock(l: Omit<LockRow, "seq">): Promise<void>;
  /** The space's lock with this id (any status), or undefined. */
  lock(spaceId: number, id: string): Promise<LockRow | undefined>;
  /** Sets the status of lock `seq` if it is still held; answers false when it was not (settled first, or no such lock). */
  settleLock(seq: number, status: string): Promise<boolean>;
  /** Sets the status of the locks of `seqs` that are still held; answers the seqs it settled (in no order). */
  settleLocks(seqs: readonly number[], status: string): Promise<number[]>;
  /** When the customer's first held lock expires (null: none held). */
  nextHeldExpiry(customerSeq: number): Promise<number | null>;
  /** The customer's held locks with expires_at ≤ now, in seq order. */
  expiredLocks(now: number, customerSeq: number): Promise<LockRow[]>;
  /**
   * Everything a plain balances.check reads, at once (one statement on PostgreSQL, so a check is
   * one round trip): the rows each read below answers on its own, from one snapshot.
   */
  checkSnapshot(spaceId: number, customerId: string, featureId: string, entityId: string | null): Promise<CheckSnapshot>;
}

/** What `checkSnapshot` answers: each field as the read named beside it answers it. */
export interface CheckSnapshot {
  /** customers.byId. */
  customer: CustomerRow | undefined;
  /** features.byId. */
  feature: FeatureRow | undefined;
  /** The space's credit systems (credit_system, ai_credit_system), as features.list lists them (seq order). */
  creditSystems: FeatureRow[];
  /** entities.byCustomer; undefined without an entity id or without the customer. */
  entity: EntityRecord | undefined;
  /** The customer's nextHeldExpiry (null without the customer). */
  nextHeldExpiry: number | null;
  /** The customer's outOfDate subscriptions (empty without the customer). */
  stale: OutOfDateSubscription[];
  /** The customer's ofCustomer breakdowns (empty without the customer). */
  rows: BalanceRow[];
}
