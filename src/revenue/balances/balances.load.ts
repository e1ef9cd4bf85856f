/**
 * Load: every read the balances operations make, the hot ones through the
 * read memo. Each remembered read has a typed key (`MemoKey`) and declares
 * the tables it reads (`LOADER_READS`); the memo watches exactly those
 * tables, so a change to any of them drops what was read from it
 * (test/balances.load.test.ts runs every loader and fails when one reads a
 * table it does not declare or the memo does not watch).
 */
import type { Handle } from "../../platform/db/handle.js";
import { EVERYTHING, type Memo, MISS, type WatchedTable } from "../../platform/db/read-memo.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { RevenueError } from "../errors.js";
import type { FeatureRow } from "../features/features.repo.js";
import type { BalanceRow, OutOfDateSubscription } from "./balances.repo.js";
import type { ControlSet } from "./controls.apply.js";
import { type Limits, limitsFor, windowStart } from "./balances.rules.js";

type Controls = Parameters<typeof limitsFor>[1][number];
type BillingControls = ControlSet["customer"];

/**
 * What the memo's values are read from, and whose entries a change drops: a
 * customer's own rows drop only that customer's entries (a track leaves every
 * other customer's checks remembered); features and plans drop everything,
 * and so does a new customer (a lookup by id may have remembered its absence).
 */
export const WATCHED = [
  { table: "rv_customers", scope: "seq", inserts: "all" },
  { table: "rv_entities", scope: "customer_seq" },
  { table: "rv_subscriptions", scope: "customer_seq" },
  { table: "rv_balances", scope: "customer_seq" },
  { table: "rv_locks", scope: "customer_seq" },
  { table: "rv_features" },
  { table: "rv_plans" },
] as const satisfies readonly WatchedTable[];
export type WatchedTableName = (typeof WATCHED)[number]["table"];

/** Every key the balances memo remembers under: the loader's name, then its arguments. */
export type MemoKey =
  | readonly ["customer", spaceId: number, customerId: string]
  | readonly ["feature", spaceId: number, featureId: string]
  | readonly ["catalog", spaceId: number]
  | readonly ["creditSystems", spaceId: number]
  | readonly ["entity", customerSeq: number, entityId: string]
  | readonly ["lockExpiry", customerSeq: number]
  | readonly ["stale", customerSeq: number]
  | readonly ["rows", customerSeq: number]
  | readonly ["featureRows", customerSeq: number, featureId: string]
  | readonly ["answer", customerSeq: number, entitySeq: number | null, featureSeq: number, needed: number];
export type LoaderName = MemoKey[0];

/** The memo's string key of a typed key (`\0` cannot occur in ids). */
export const memoKey = (k: MemoKey): string => k.join("\0");

/**
 * The tables each remembered read reads. `answer` is a whole plain check:
 * its decision reads the customer's rows, the catalog and the entity's
 * controls; with an enabled usage limit it also reads `rv_events`, and such
 * an answer is never remembered (it holds until `now`).
 */
export const LOADER_READS = {
  customer: ["rv_customers"],
  feature: ["rv_features"],
  catalog: ["rv_features"],
  creditSystems: ["rv_features"],
  entity: ["rv_entities", "rv_customers"],
  lockExpiry: ["rv_locks"],
  stale: ["rv_subscriptions", "rv_plans"],
  rows: ["rv_balances"],
  featureRows: ["rv_balances"],
  answer: ["rv_customers", "rv_features", "rv_entities", "rv_balances", "rv_locks", "rv_subscriptions", "rv_plans"],
} as const satisfies Record<LoaderName, readonly WatchedTableName[]>;

const NO_LIMITS: Limits = Object.freeze({ usage: null, spend: null });

/** The usage and spend limits of a usage's controls for a feature (the entity's rules first). */
export const limitsOf = (set: ControlSet | null, featureId: string, properties?: Record<string, unknown>): Limits =>
  set === null ? NO_LIMITS : limitsFor(featureId, (set.entity === null ? [set.customer] : [set.entity, set.customer]) as Controls[], properties);

const NO_CONTROLS: BillingControls = Object.freeze({});

/**
 * The controls that shape a usage's balances (overage allowed, and the views' figures): the
 * customer's, with an entity's own `overage_allowed` rules ahead of the customer's (the first
 * rule naming a feature decides, so the entity's overrides). From the control set already loaded
 * for the usage: nothing is parsed for a customer and entity without controls.
 */
export function usageBilling(set: ControlSet | null): BillingControls {
  if (set === null) return NO_CONTROLS;
  if (set.entity === null || set.entity.overage_allowed === undefined) return set.customer;
  return { ...set.customer, overage_allowed: [...set.entity.overage_allowed, ...(set.customer.overage_allowed ?? [])] };
}

/** Whether any enabled usage limit names the feature, whatever its filter (an answer under one is never remembered). */
export const anyUsageLimit = (set: ControlSet | null, featureId: string): boolean =>
  set !== null && [set.entity, set.customer].some((c) => ((c as Controls | null)?.usage_limits ?? []).some((r) => r.enabled === true && r.feature_id === featureId));

/** The billing controls of a usage from the customer's and the entity's stored JSON (null: none; `{}` is parsed for no one). */
export function controlSetOf(customerJson: string, entityJson: string | undefined): ControlSet | null {
  if (customerJson === "{}" && (entityJson === undefined || entityJson === "{}")) return null;
  const customer = JSON.parse(customerJson) as ControlSet["customer"];
  const entity = entityJson === undefined || entityJson === "{}" ? null : (JSON.parse(entityJson) as ControlSet["customer"]);
  const watches = (customer.usage_alerts?.length ?? 0) > 0 || (customer.auto_topups?.length ?? 0) > 0 || (entity?.usage_alerts?.length ?? 0) > 0;
  return { customer, entity, watches };
}

/**
 * The reads of the balances operations; build once per balances service (one memo per connection).
 * Each read goes through the handle it is given: the read handle (a read request; the memo
 * answers in its sessions) or a unit's transaction (inside a write: the memo is off).
 */
export function balanceLoads(ctx: RevenueContext) {
  /** Plain checks (the hottest read) serve these reads from a memo valid while what they read is unchanged. */
  const memo: Memo = ctx.memos({ watch: [...WATCHED] });
  /**
   * `load()` through the memo under `key` — through the read handle only: a read inside a unit
   * (`h` its transaction) goes to the database, so a write re-reads what it is about to change
   * even while a read's session has the memo on (a read's upkeep runs inside that session).
   */
  const get = <T>(h: Handle, key: MemoKey, load: () => T | Promise<T>, scope?: number | ((value: T) => number)): Promise<T> =>
    h.writing ? Promise.resolve(load()) : memo.get(memoKey(key), load, scope);

  /**
   * The billing controls of a usage: the customer's and (for an entity) the entity's; null when
   * there are none. Every track asks: most customers have no controls at all, so no JSON is
   * parsed for them.
   */
  async function controls(h: Handle, c: CustomerRow, entityId: string | null): Promise<ControlSet | null> {
    const own = entityId === null ? undefined : (await entityRow(h, c.seq, entityId))?.billing_controls;
    return controlSetOf(c.billing_controls, own);
  }
  /** The customer's entity by id (its row: seq, billing controls…), through the memo on the read handle. */
  const entityRow = (h: Handle, customerSeq: number, id: string) => get(h, ["entity", customerSeq, id], () => ctx.repos(h).entities.byCustomer(customerSeq, id), customerSeq);
  const isCreditSystem = (f: FeatureRow) => f.type === "credit_system" || f.type === "ai_credit_system";

  return {
    memo,

    /** The customer by id; 404 customer_not_found. */
    async customer(h: Handle, spaceId: number, id: string): Promise<CustomerRow> {
      const c = await get(h, ["customer", spaceId, id], () => ctx.repos(h).customers.byId(spaceId, id), (row) => row?.seq ?? EVERYTHING);
      if (!c) throw new RevenueError("customer_not_found", `No customer ${id}.`);
      return c;
    },

    /** The feature by id; 404 feature_not_found. */
    async feature(h: Handle, spaceId: number, id: string): Promise<FeatureRow> {
      const f = await get(h, ["feature", spaceId, id], () => ctx.repos(h).features.byId(spaceId, id));
      if (!f) throw new RevenueError("feature_not_found", `No feature ${id}.`);
      return f;
    },

    /** Every feature of the space (credit systems are looked for among them). */
    catalog: async (h: Handle, spaceId: number): Promise<FeatureRow[]> => await get(h, ["catalog", spaceId], () => ctx.repos(h).features.list(spaceId)),

    /** The space's credit systems, in seq order (what a metered feature may also draw from). */
    creditSystems: async (h: Handle, spaceId: number): Promise<FeatureRow[]> =>
      await get(h, ["creditSystems", spaceId], async () => (await ctx.repos(h).features.list(spaceId)).filter(isCreditSystem)),

    /**
     * Before a plain check's reads (on the read handle, in its memo session): when the memo
     * remembers for one session only (PostgreSQL), everything the check reads is read in one
     * statement and seeded, so the reads after it cost no round trip; otherwise nothing (SQLite's
     * memo already answers them, each read costing no round trip).
     */
    async prime(h: Handle, spaceId: number, customerId: string, featureId: string, entityId: string | undefined): Promise<void> {
      if (!memo.seeded || h.writing) return;
      const snap = await ctx.repos(h).balances.checkSnapshot(spaceId, customerId, featureId, entityId ?? null);
      const seed = (key: MemoKey, value: unknown) => memo.seed(memoKey(key), value);
      seed(["customer", spaceId, customerId], snap.customer);
      seed(["feature", spaceId, featureId], snap.feature);
      seed(["creditSystems", spaceId], snap.creditSystems);
      const c = snap.customer;
      if (c === undefined) return;
      if (entityId !== undefined) seed(["entity", c.seq, entityId], snap.entity);
      seed(["lockExpiry", c.seq], snap.nextHeldExpiry);
      seed(["stale", c.seq], snap.stale);
      seed(["rows", c.seq], snap.rows);
      for (const id of new Set([featureId, ...snap.creditSystems.map((f) => f.id)])) seed(["featureRows", c.seq, id], snap.rows.filter((r) => r.feature_id === id));
    },

    /** The entity's seq (null without an entity id); 404 entity_not_found. */
    async entity(h: Handle, c: CustomerRow, id: string | undefined): Promise<number | null> {
      if (id === undefined) return null;
      const e = await entityRow(h, c.seq, id);
      if (!e) throw new RevenueError("entity_not_found", `No entity ${id} of customer ${c.id}.`);
      return e.seq;
    },

    /** Whether a held lock of the customer has expired (and must be released before reading). */
    lockDue: async (h: Handle, customerSeq: number, now: number): Promise<boolean> =>
      ((await get(h, ["lockExpiry", customerSeq], () => ctx.repos(h).balances.nextHeldExpiry(customerSeq), customerSeq)) ?? Infinity) <= now,

    /** The customer's subscriptions whose balance rows are not made from their plan's current definition. */
    stale: async (h: Handle, customerSeq: number): Promise<OutOfDateSubscription[]> => await get(h, ["stale", customerSeq], () => ctx.repos(h).balances.outOfDate(customerSeq), customerSeq),

    /** The customer's stored breakdowns (entities' included), of one feature when given. */
    rows: async (h: Handle, customerSeq: number, featureId?: string): Promise<BalanceRow[]> =>
      featureId === undefined
        ? await get(h, ["rows", customerSeq], () => ctx.repos(h).balances.ofCustomer(customerSeq), customerSeq)
        : await get(h, ["featureRows", customerSeq, featureId], () => ctx.repos(h).balances.ofFeature(customerSeq, featureId), customerSeq),

    /**
     * A plain check answered from memory alone, synchronously (the hot path): its customer,
     * feature, entity and answer remembered, and no upkeep due (no stale rows, no expired lock),
     * under the keys the loaders above remember them by. Undefined otherwise: the check then takes
     * its async path, which loads what is missing and remembers it for the next one.
     */
    plainAnswer<T>(h: Handle, spaceId: number, customerId: string, featureId: string, entityId: string | undefined, needed: number): T | undefined {
      return memo.peek(h, (peek, peekUntil) => {
        const c = peek(memoKey(["customer", spaceId, customerId])) as CustomerRow | undefined | typeof MISS;
        if (c === MISS || c === undefined) return undefined;
        const f = peek(memoKey(["feature", spaceId, featureId])) as FeatureRow | undefined | typeof MISS;
        if (f === MISS || f === undefined) return undefined;
        let entitySeq: number | null = null;
        if (entityId !== undefined) {
          const e = peek(memoKey(["entity", c.seq, entityId])) as { seq: number } | undefined | typeof MISS;
          if (e === MISS || e === undefined) return undefined;
          entitySeq = e.seq;
        }
        const now = ctx.nowFor(c);
        const stale = peek(memoKey(["stale", c.seq])) as OutOfDateSubscription[] | typeof MISS;
        if (stale === MISS || stale.length > 0) return undefined;
        const lockAt = peek(memoKey(["lockExpiry", c.seq])) as number | null | undefined | typeof MISS;
        if (lockAt === MISS || (lockAt ?? Infinity) <= now) return undefined;
        const answer = peekUntil(memoKey(["answer", c.seq, entitySeq, f.seq, needed]), now);
        return answer === MISS ? undefined : (answer as T);
      });
    },

    /** A plain check's whole answer, remembered until `until` (see balances.rules' answerExpiry). */
    answer: <T>(key: Extract<MemoKey, readonly ["answer", ...unknown[]]>, now: number, load: () => { value: T; until: number } | Promise<{ value: T; until: number }>): Promise<T> =>
      memo.until(memoKey(key), now, load, key[1]),

    // Reads that are never remembered.
    controls,
    /** The usage and spend limits of the customer (and the entity, whose rules come first) for a feature. */
    async limits(h: Handle, c: CustomerRow, entityId: string | null, featureId: string, properties?: Record<string, unknown>): Promise<Limits> {
      return limitsOf(await controls(h, c, entityId), featureId, properties);
    },
    /** Whether an enabled usage limit names the feature (any filter). */
    async usageLimited(h: Handle, c: CustomerRow, entityId: string | null, featureId: string): Promise<boolean> {
      return anyUsageLimit(await controls(h, c, entityId), featureId);
    },
    /** Usage (micro) recorded for the feature in the usage limit's current window, of the events its filter matches (0 without a limit). */
    windowUsage: async (h: Handle, c: CustomerRow, entityId: string | null, featureId: string, limits: Limits, now: number): Promise<number> =>
      limits.usage === null ? 0 : await ctx.repos(h).balances.usageSince(c.seq, featureId, entityId, windowStart(now, limits.usage.interval), limits.usage.filter),
    /** Every breakdown of the customer (for an answer's expiry and for writes: inside a unit, read from the database). */
    allRows: async (h: Handle, customerSeq: number): Promise<BalanceRow[]> => await get(h, ["rows", customerSeq], () => ctx.repos(h).balances.ofCustomer(customerSeq), customerSeq),
    /** The customer-level breakdowns of customers (customer answers and lists). */
    async customerLevelRows(h: Handle, customerSeqs: number[]): Promise<BalanceRow[]> {
      const repo = ctx.repos(h).balances;
      return customerSeqs.length === 1 ? (await repo.ofCustomer(customerSeqs[0])).filter((r) => r.entity_seq === null) : await repo.ofCustomers(customerSeqs);
    },
    /** A lock by id (any status). */
    lock: (h: Handle, spaceId: number, id: string) => ctx.repos(h).balances.lock(spaceId, id),
    /** The space's plans, every version (a denied check's paywall). */
    plans: (h: Handle, spaceId: number) => ctx.repos(h).plans.all(spaceId),
  };
}
export type BalanceLoads = ReturnType<typeof balanceLoads>;
