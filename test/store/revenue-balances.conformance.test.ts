/**
 * Conformance of the balances repository (rv_balances, the usage events it writes, rv_locks,
 * rv_track_keys, rv_cost_rates) for every engine of engines.ts, through its domain interface only
 * (`tx.use(engine.revenue).balances` in a unit, `store.read.use(…)` after it). It pins what a second
 * engine could get wrong: every column's round trip (NULLs, 0/1 flags, JSON text, Unicode, amounts up
 * to 2^53−1), the seq order the deduction rules start from, the one-statement batches (`addAmounts`,
 * `insertEvents`: order and seqs), conditional writes (resets, settling locks once), conflicts, and the
 * bounds of time windows (≤ vs <). One store for the file; each test makes its own space(s).
 *
 * pruneTrackKeys reads every space: its test uses times in 2001, before anything else of the file
 * (which lives in 2026).
 */
import { describe, expect, it } from "vitest";
import type { BalanceRow, LockRow, NewBalanceRow, NewEventRow } from "../../src/revenue/balances/balances.repo.js";
import { newBalanceRow, newCustomer } from "../support/rows.js";
import { conformanceStore, ENGINES } from "./engines.js";

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** 2026-04-01 00:00 UTC. */
const T = Date.UTC(2026, 3, 1);
/** The early era of the global (every space) pruning. */
const EARLY = Date.UTC(2001, 0, 1);
const MAX = Number.MAX_SAFE_INTEGER; // 2^53 − 1
const UNICODE = "Zoë 山田 🚀";

describe.each(ENGINES)("revenue balances repository ($name)", (engine) => {
  const fx = conformanceStore(engine);
  const { read, write, uid } = fx;
  /** A fresh workspace; its test space's id (distinct per test). */
  const space = async (): Promise<number> => (await fx.workspace()).test;
  const addCustomer = (spaceId: number, id = uid("cus")): Promise<number> => write((r) => r.customers.insert(newCustomer(spaceId, id, T)));
  const addEntity = async (spaceId: number, customerSeq: number, id = uid("ent")): Promise<number> =>
    (await write((r) => r.entities.insert({ space_id: spaceId, customer_seq: customerSeq, id, name: null, feature_id: null, created_at: T, billing_controls: "{}" }))).seq;
  const addPlan = (spaceId: number, id: string, definition: string): Promise<number> =>
    write((r) =>
      r.plans.insert({ space_id: spaceId, id, version: 1, name: id, plan_group: null, add_on: 0, auto_enable: 0, definition, archived: 0, created_at: T }),
    );
  const addSubscription = (spaceId: number, customerSeq: number, planSeq: number, over: { status?: string; started_at?: number } = {}): Promise<number> =>
    write((r) =>
      r.customers.insertSubscription({
        id: uid("sub"),
        space_id: spaceId,
        customer_seq: customerSeq,
        plan_seq: planSeq,
        status: over.status ?? "active",
        quantity: 1,
        started_at: over.started_at ?? T,
        canceled_at: null,
        created_at: T,
        trial_ends_at: null,
        expires_at: null,
        current_period_start: null,
        current_period_end: null,
        past_due: 0,
      }),
    );
  /** A plain breakdown of the customer (no entity, no subscription, nothing used). */
  const row = (spaceId: number, customerSeq: number, over: Partial<NewBalanceRow> = {}): NewBalanceRow =>
    newBalanceRow(uid("bal"), spaceId, customerSeq, "msgs", T, over);
  /** Inserts breakdowns in order; answers their seqs (by id). */
  async function addRows(rows: NewBalanceRow[]): Promise<Record<string, number>> {
    await write(async (r) => {
      for (const x of rows) expect(await r.balances.insert(x)).toBe(true);
    });
    const seqs: Record<string, number> = {};
    for (const x of rows) seqs[x.id] = (await read().balances.byId(x.customer_seq, x.id))!.seq;
    return seqs;
  }
  const ids = (rows: BalanceRow[]) => rows.map((x) => x.id);
  const event = (spaceId: number, customerSeq: number, over: Partial<NewEventRow> = {}): NewEventRow => ({
    id: uid("evt"),
    space_id: spaceId,
    customer_seq: customerSeq,
    customer_id: "c",
    entity_id: null,
    feature_id: "msgs",
    event_name: null,
    value: 1,
    properties: "{}",
    deductions: null,
    timestamp: T,
    created_at: T,
    ...over,
  });
  const lock = (spaceId: number, customerSeq: number, over: Partial<Omit<LockRow, "seq">> = {}): Omit<LockRow, "seq"> => ({
    space_id: spaceId,
    id: uid("lck"),
    customer_seq: customerSeq,
    entity_id: null,
    feature_id: "msgs",
    status: "held",
    amount: 1,
    holds: "[]",
    properties: "{}",
    overage_behavior: null,
    expires_at: T + HOUR,
    created_at: T,
    ...over,
  });
  /** Inserts locks in order; answers their seqs (by id). */
  async function addLocks(spaceId: number, locks: Omit<LockRow, "seq">[]): Promise<number[]> {
    await write(async (r) => {
      for (const l of locks) await r.balances.insertLock(l);
    });
    return Promise.all(locks.map(async (l) => (await read().balances.lock(spaceId, l.id))!.seq));
  }

  describe("breakdowns", () => {
    it("insert round-trips every column (NULLs, 0/1 flags, JSON text, Unicode, amounts up to 2^53−1) with arrears 0; a second row of the same customer and id is ignored (false), another customer's is not", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      const other = await addCustomer(sp);
      const ent = await addEntity(sp, c);
      const sub = await addSubscription(sp, c, await addPlan(sp, "pro", "{}"));
      const full = row(sp, c, {
        id: `bal_${UNICODE}`,
        entity_seq: ent,
        feature_id: `msgs_${UNICODE}`,
        flag: 1,
        subscription_seq: sub,
        plan_id: `pro_${UNICODE}`,
        granted: MAX,
        prepaid: MAX - 1,
        usage: MAX - 2,
        held: MAX - 3,
        unlimited: 1,
        overage_allowed: 1,
        price: JSON.stringify({ amount: 0.5, billing_method: "usage_based", note: "🚀" }),
        reset_interval: "month",
        reset_count: 3,
        reset_anchor: T - DAY,
        next_reset_at: MAX,
        rollover: JSON.stringify({ max: null, max_percentage: 50, duration: "month", length: 1 }),
        carried: MAX - 4,
        carried_expires_at: MAX - 5,
        expires_at: MAX - 6,
        reason: `gift ${UNICODE}`,
        created_at: MAX,
      });
      const bare = row(sp, c, { id: "bare" });
      const seqs = await addRows([full, bare]);
      expect(seqs.bare).toBeGreaterThan(seqs[full.id]);
      const stored = await read().balances.bySeq(seqs[full.id]);
      expect(stored).toEqual({ ...full, seq: seqs[full.id], arrears: 0 });
      expect(await read().balances.byId(c, full.id)).toEqual(stored);
      expect(await read().balances.bySeq(seqs.bare)).toEqual({ ...bare, seq: seqs.bare, arrears: 0 });

      expect(await write((r) => r.balances.insert({ ...full, granted: 1, reason: "again" }))).toBe(false);
      expect(await read().balances.byId(c, full.id)).toEqual(stored);
      expect(await write((r) => r.balances.insert(row(sp, other, { id: full.id })))).toBe(true);
      expect((await read().balances.byId(other, full.id))?.customer_seq).toBe(other);
      expect(await read().balances.byId(other, "bare")).toBeUndefined();
      expect(await read().balances.bySeq(MAX)).toBeUndefined();
    });

    it("every list is in seq order (the order deduction starts from), whatever the ids, creation times and expiries: ofCustomer with entities' rows, ofFeature, ofFeatures (one, many, none), ofSubscription; ofCustomers only customer-level rows of the customers given", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      const c2 = await addCustomer(sp);
      const ent = await addEntity(sp, c);
      const sub = await addSubscription(sp, c, await addPlan(sp, "p", "{}"));
      // Ids run backwards, creation times and expiries too: only seq orders them.
      const seqs = await addRows([
        row(sp, c, { id: "z", feature_id: "msgs", created_at: T + 5, expires_at: T + 5 * DAY, subscription_seq: sub }),
        row(sp, c2, { id: "y", feature_id: "msgs", created_at: T + 4 }),
        row(sp, c, { id: "x", feature_id: "credits", created_at: T + 3, expires_at: T + DAY }),
        row(sp, c, { id: "w", feature_id: "msgs", entity_seq: ent, created_at: T + 2 }),
        row(sp, c, { id: "v", feature_id: "seats", created_at: T + 1, subscription_seq: sub }),
        row(sp, c2, { id: "u", feature_id: "msgs", created_at: T }),
        row(sp, c, { id: "t", feature_id: "msgs", created_at: T - 1, expires_at: T + 1 }),
      ]);
      expect(Object.values(seqs)).toEqual(Object.values(seqs).sort((a, b) => a - b));
      const b = read().balances;
      expect(ids(await b.ofCustomer(c))).toEqual(["z", "x", "w", "v", "t"]);
      expect(ids(await b.ofFeature(c, "msgs"))).toEqual(["z", "w", "t"]);
      expect(ids(await b.ofFeatures(c, ["msgs"]))).toEqual(["z", "w", "t"]);
      expect(ids(await b.ofFeatures(c, ["seats", "msgs", "nothing"]))).toEqual(["z", "w", "v", "t"]);
      expect(ids(await b.ofFeatures(c, ["credits", "msgs"]))).toEqual(["z", "x", "w", "t"]);
      expect(await b.ofFeatures(c, [])).toEqual([]);
      expect(ids(await b.ofSubscription(sub))).toEqual(["z", "v"]);
      expect(ids(await b.ofCustomers([c2, c]))).toEqual(["z", "y", "x", "v", "u", "t"]);
      expect(ids(await b.ofCustomers([c2]))).toEqual(["y", "u"]);
      expect(await b.ofCustomers([])).toEqual([]);
      expect(await b.ofCustomer(MAX)).toEqual([]);
      // Rows come back whole, as bySeq answers them.
      expect((await b.ofFeatures(c, ["seats", "msgs"]))[2]).toEqual(await b.bySeq(seqs.v));
    });

    it("addUsage, addHeld and addPrepaid add (negative too) up to 2^53−1 exactly; update overwrites its five columns only; delete removes the row", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      const seqs = await addRows([row(sp, c, { id: "a", usage: MAX - 10, held: 10, prepaid: MAX - 1, granted: 5, reason: "kept" }), row(sp, c, { id: "b" })]);
      await write(async (r) => {
        await r.balances.addUsage(seqs.a, 10);
        await r.balances.addHeld(seqs.a, -10);
        await r.balances.addPrepaid(seqs.a, 1);
        await r.balances.addUsage(MAX, 1); // no such row: nothing
      });
      expect(await read().balances.bySeq(seqs.a)).toMatchObject({ usage: MAX, held: 0, prepaid: MAX, granted: 5 });
      await write((r) => r.balances.addUsage(seqs.a, -MAX));
      expect((await read().balances.bySeq(seqs.a))?.usage).toBe(0);

      const before = (await read().balances.bySeq(seqs.a))!;
      await write((r) => r.balances.update({ seq: seqs.a, granted: MAX, usage: 7, next_reset_at: T + DAY, expires_at: null, reset_anchor: T }));
      expect(await read().balances.bySeq(seqs.a)).toEqual({ ...before, granted: MAX, usage: 7, next_reset_at: T + DAY, expires_at: null, reset_anchor: T });
      await write((r) => r.balances.update({ seq: seqs.a, granted: 0, usage: 0, next_reset_at: null, expires_at: T + 2 * DAY, reset_anchor: null }));
      expect(await read().balances.bySeq(seqs.a)).toMatchObject({ granted: 0, usage: 0, next_reset_at: null, expires_at: T + 2 * DAY, reset_anchor: null, reason: "kept" });

      await write((r) => r.balances.delete(seqs.a));
      await write((r) => r.balances.delete(seqs.a));
      expect(await read().balances.bySeq(seqs.a)).toBeUndefined();
      expect(ids(await read().balances.ofCustomer(c))).toEqual(["b"]);
    });

    it("addAmounts changes usage and held of many rows at once (negative deltas, zeros, 2^53−1, unknown seqs ignored), and of a single row alone", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      const seqs = await addRows([
        row(sp, c, { id: "a", usage: 100, held: 50 }),
        row(sp, c, { id: "b", usage: MAX - 3, held: 0 }),
        row(sp, c, { id: "c", usage: 0, held: MAX - 1 }),
        row(sp, c, { id: "d", usage: 9, held: 9 }),
      ]);
      await write((r) =>
        r.balances.addAmounts([
          { seq: seqs.c, usage: 0, held: 1 },
          { seq: seqs.a, usage: -40, held: -50 },
          { seq: MAX, usage: 1, held: 1 },
          { seq: seqs.b, usage: 3, held: 0 },
        ]),
      );
      const amounts = async () => Object.fromEntries((await read().balances.ofCustomer(c)).map((x) => [x.id, [x.usage, x.held]]));
      expect(await amounts()).toEqual({ a: [60, 0], b: [MAX, 0], c: [0, MAX], d: [9, 9] });
      await write((r) => r.balances.addAmounts([{ seq: seqs.d, usage: 0, held: -9 }]));
      await write((r) => r.balances.addAmounts([{ seq: seqs.a, usage: 5, held: 0 }]));
      await write((r) => r.balances.addAmounts([{ seq: seqs.a, usage: -1, held: 2 }]));
      await write((r) => r.balances.addAmounts([]));
      expect(await amounts()).toEqual({ a: [64, 2], b: [MAX, 0], c: [0, MAX], d: [9, 0] });
    });

    it("reset stores usage, carry and next reset only while next_reset_at is still the old one (null matches null), adds arrears each time; a second reset from the same old answers false; clearArrears zeroes them", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      const seqs = await addRows([
        row(sp, c, { id: "m", usage: 80, reset_interval: "month", next_reset_at: T, granted: 100 }),
        row(sp, c, { id: "n", usage: 3, next_reset_at: null }),
      ]);
      const next = { usage: 0, carried: 20, carried_expires_at: T + 30 * DAY, next_reset_at: T + 30 * DAY };
      expect(await write((r) => r.balances.reset({ seq: seqs.m, ...next, old: T, arrears: 7 }))).toBe(true);
      expect(await read().balances.bySeq(seqs.m)).toMatchObject({ ...next, arrears: 7, granted: 100 });
      // Someone stored this reset first: the same old value no longer matches.
      expect(await write((r) => r.balances.reset({ seq: seqs.m, usage: 5, carried: 0, carried_expires_at: null, next_reset_at: T + 60 * DAY, old: T, arrears: 1 }))).toBe(false);
      expect(await write((r) => r.balances.reset({ seq: seqs.m, usage: 5, carried: 0, carried_expires_at: null, next_reset_at: T + 60 * DAY, old: null, arrears: 1 }))).toBe(false);
      expect(await read().balances.bySeq(seqs.m)).toMatchObject({ ...next, arrears: 7 });
      expect(await write((r) => r.balances.reset({ seq: seqs.m, usage: 0, carried: 0, carried_expires_at: null, next_reset_at: T + 60 * DAY, old: T + 30 * DAY, arrears: MAX - 7 }))).toBe(true);
      expect(await read().balances.bySeq(seqs.m)).toMatchObject({ usage: 0, carried: 0, carried_expires_at: null, next_reset_at: T + 60 * DAY, arrears: MAX });
      // A row without a next reset: old null matches it, a number does not.
      expect(await write((r) => r.balances.reset({ seq: seqs.n, usage: 1, carried: 0, carried_expires_at: null, next_reset_at: null, old: T, arrears: 0 }))).toBe(false);
      expect(await write((r) => r.balances.reset({ seq: seqs.n, usage: 1, carried: 0, carried_expires_at: null, next_reset_at: T + DAY, old: null, arrears: 0 }))).toBe(true);
      expect(await read().balances.bySeq(seqs.n)).toMatchObject({ usage: 1, next_reset_at: T + DAY, arrears: 0 });
      expect(await write((r) => r.balances.reset({ seq: MAX, usage: 0, carried: 0, carried_expires_at: null, next_reset_at: null, old: null, arrears: 0 }))).toBe(false);

      await write((r) => r.balances.clearArrears(seqs.m));
      expect(await read().balances.bySeq(seqs.m)).toMatchObject({ arrears: 0, next_reset_at: T + 60 * DAY });
    });

    it("reshape rewrites the plan-made columns only: amounts used, held, prepaid and carried, the id, reason, entity and subscription stay", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      const sub = await addSubscription(sp, c, await addPlan(sp, "p", "{}"));
      const made = row(sp, c, { id: "sub_0", subscription_seq: sub, plan_id: "p", granted: 10, usage: 4, held: 3, prepaid: 2, carried: 1, carried_expires_at: T + DAY, reason: "plan", created_at: T });
      const { sub_0: seq } = await addRows([made]);
      const shape = row(sp, c, {
        id: "ignored",
        subscription_seq: null,
        feature_id: `new_${UNICODE}`,
        flag: 1,
        plan_id: "p2",
        granted: MAX,
        usage: 99,
        held: 99,
        prepaid: 99,
        unlimited: 1,
        overage_allowed: 1,
        price: '{"amount":1}',
        reset_interval: "day",
        reset_count: 2,
        reset_anchor: T + 1,
        next_reset_at: T + DAY,
        rollover: '{"max":5}',
        carried: 99,
        carried_expires_at: null,
        expires_at: MAX,
        reason: "ignored",
        created_at: MAX,
      });
      await write((r) => r.balances.reshape(seq, shape));
      expect(await read().balances.bySeq(seq)).toEqual({
        ...made,
        seq,
        arrears: 0,
        feature_id: shape.feature_id,
        flag: 1,
        plan_id: "p2",
        granted: MAX,
        unlimited: 1,
        overage_allowed: 1,
        price: '{"amount":1}',
        reset_interval: "day",
        reset_count: 2,
        reset_anchor: T + 1,
        next_reset_at: T + DAY,
        rollover: '{"max":5}',
        expires_at: MAX,
      });
    });

    it("outOfDate lists the customer's active subscriptions not made from the current (or customized) definition, by seq, with the period anchor as start; markMade takes one off; scheduled ones never show", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      const other = await addCustomer(sp);
      const def = JSON.stringify({ items: [{ feature_id: "msgs", included: 5 }], note: UNICODE });
      const plan = await addPlan(sp, "pro", def);
      const s1 = await addSubscription(sp, c, plan, { started_at: T + 1 });
      const s2 = await addSubscription(sp, c, plan, { started_at: T + 2 });
      await addSubscription(sp, c, plan, { status: "scheduled" });
      await addSubscription(sp, other, plan);
      const stale = async () => (await read().balances.outOfDate(c)).map((x) => [x.seq, x.started_at, x.plan_id, x.definition]);
      expect(await stale()).toEqual([
        [s1, T + 1, "pro", def],
        [s2, T + 2, "pro", def],
      ]);
      const s1Id = (await read().balances.outOfDate(c))[0].id;
      await write((r) => r.billing.setAnchor(s1Id, T + 10 * DAY));
      expect((await stale())[0]).toEqual([s1, T + 10 * DAY, "pro", def]);

      await write((r) => r.balances.markMade(s2, def));
      expect((await stale()).map((x) => x[0])).toEqual([s1]);
      const custom = JSON.stringify({ items: [], custom: true });
      await write((r) => r.billing.setCustom(s2, custom));
      expect((await stale()).map((x) => x[0])).toEqual([s1, s2]);
      expect((await read().balances.outOfDate(c))[1].definition).toBe(custom);
      await write(async (r) => {
        await r.balances.markMade(s1, def);
        await r.balances.markMade(s2, custom);
      });
      expect(await read().balances.outOfDate(c)).toEqual([]);
      expect((await read().balances.outOfDate(other)).length).toBe(1);
    });
  });

  describe("usage events", () => {
    it("insertEvents stores a batch in one go, its seqs in the order given (not by id), every column round-tripped like insertEvent's (NULLs, JSON deductions, Unicode, values up to 2^53−1)", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      const batch = [
        event(sp, c, { id: "evt_z", value: MAX, entity_id: `seat_${UNICODE}`, event_name: `ev ${UNICODE}`, properties: JSON.stringify({ k: "🚀", n: 1 }), deductions: JSON.stringify([{ balance_id: "b", amount: MAX }]), created_at: MAX }),
        event(sp, c, { id: "evt_a", value: -5, feature_id: "credits" }),
        event(sp, c, { id: "evt_m", value: 0 }),
      ];
      const single = event(sp, c, { id: "evt_0", timestamp: T - 1, deductions: "[]" });
      await write(async (r) => {
        await r.balances.insertEvent(single);
        await r.balances.insertEvents(batch);
        await r.balances.insertEvents([event(sp, c, { id: "evt_one", timestamp: T + 1 })]);
        await r.balances.insertEvents([]);
      });
      const stored = await read().events.after({ spaceId: sp }, undefined, 10);
      expect(stored.map((e) => e.id)).toEqual(["evt_0", "evt_z", "evt_a", "evt_m", "evt_one"]);
      const seqs = stored.map((e) => e.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(stored.slice(0, 4)).toEqual([single, ...batch].map((e, i) => ({ ...e, seq: seqs[i] })));
    });

    it("an event id already stored (or twice in one batch) throws and stores none of the batch", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      await write((r) => r.balances.insertEvent(event(sp, c, { id: "evt_dup" })));
      await expect(write((r) => r.balances.insertEvents([event(sp, c, { id: "evt_new1" }), event(sp, c, { id: "evt_dup" })]))).rejects.toThrow();
      await expect(write((r) => r.balances.insertEvents([event(sp, c, { id: "evt_twice" }), event(sp, c, { id: "evt_twice" })]))).rejects.toThrow();
      await expect(write((r) => r.balances.insertEvent(event(sp, c, { id: "evt_dup" })))).rejects.toThrow();
      expect((await read().events.after({ spaceId: sp }, undefined, 10)).map((e) => e.id)).toEqual(["evt_dup"]);
    });

    it("usageSince sums the feature's values with timestamp ≥ since (not before), of the entity when given, 0 when none; sums reach 2^53−1 exactly", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      const c2 = await addCustomer(sp);
      await write((r) =>
        r.balances.insertEvents([
          event(sp, c, { value: 1, timestamp: T - 1 }),
          event(sp, c, { value: 10, timestamp: T }),
          event(sp, c, { value: 100, timestamp: T + HOUR, entity_id: "e1" }),
          event(sp, c, { value: 1000, timestamp: T + DAY, entity_id: "e2" }),
          event(sp, c, { value: 10_000, timestamp: T, feature_id: "other" }),
          event(sp, c2, { value: 100_000, timestamp: T }),
        ]),
      );
      const b = read().balances;
      expect(await b.usageSince(c, "msgs", null, T)).toBe(1110);
      expect(await b.usageSince(c, "msgs", null, T - 1)).toBe(1111);
      expect(await b.usageSince(c, "msgs", null, T + 1)).toBe(1100);
      expect(await b.usageSince(c, "msgs", "e1", T)).toBe(100);
      expect(await b.usageSince(c, "msgs", "e1", T + HOUR + 1)).toBe(0);
      expect(await b.usageSince(c, "msgs", "nobody", 0)).toBe(0);
      expect(await b.usageSince(c, "nothing", null, 0)).toBe(0);
      await write((r) => r.balances.insertEvents([event(sp, c2, { value: MAX - 200_000, feature_id: "big" }), event(sp, c2, { value: 200_000, feature_id: "big" })]));
      expect(await read().balances.usageSince(c2, "big", null, 0)).toBe(MAX);
    });

    it("usageSince with a filter counts only the events whose properties hold every key with the same text (numbers as their decimal text)", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      await write((r) =>
        r.balances.insertEvents([
          event(sp, c, { value: 1, properties: JSON.stringify({ key: "a" }) }),
          event(sp, c, { value: 10, properties: JSON.stringify({ key: "b" }) }),
          event(sp, c, { value: 100, properties: JSON.stringify({}) }),
          event(sp, c, { value: 1000, properties: JSON.stringify({ key: "a", n: 29384 }) }),
          event(sp, c, { value: 10_000, properties: JSON.stringify({ key: { nested: "a" } }) }),
        ]),
      );
      const b = read().balances;
      expect(await b.usageSince(c, "msgs", null, 0, { key: "a" })).toBe(1001);
      expect(await b.usageSince(c, "msgs", null, 0, { key: "a", n: "29384" })).toBe(1000);
      expect(await b.usageSince(c, "msgs", null, 0, { key: "c" })).toBe(0);
      expect(await b.usageSince(c, "msgs", null, 0, null)).toBe(11_111);
      expect(await b.usageSince(c, "msgs", null, 0)).toBe(11_111);
    });

    it("usageSince saturates at ±(2^53−1) past it (past 2^63 too: SQLite's sum() overflow), exact when partial sums pass 2^53 and the total is back within", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      // One a day: a day's analytics bucket of a feature (rv_an_buckets, bigint on PostgreSQL) holds one each.
      const many = (n: number, value: number, feature: string) => Array.from({ length: n }, (_, i) => event(sp, c, { value, feature_id: feature, timestamp: T + i * DAY }));
      await write((r) =>
        r.balances.insertEvents([
          ...many(2, MAX, "twice"), // 2^54 − 2: past 2^53 (PostgreSQL's numeric parser threw; SQLite rounded)
          event(sp, c, { value: MAX, feature_id: "one_past" }),
          event(sp, c, { value: 1, feature_id: "one_past" }), // 2^53 exactly
          ...many(1025, MAX, "past_int64"), // > 2^63: SQLite's sum() of integers fails with "integer overflow"
          ...many(1025, -MAX, "below"), // < −2^63
          ...many(2, MAX, "back"),
          event(sp, c, { value: -MAX, feature_id: "back" }),
          event(sp, c, { value: -5, feature_id: "back" }), // partial sums pass 2^53, the total is 2^53 − 6
        ]),
      );
      const b = read().balances;
      expect(await b.usageSince(c, "twice", null, 0)).toBe(MAX);
      expect(await b.usageSince(c, "one_past", null, 0)).toBe(MAX);
      expect(await b.usageSince(c, "past_int64", null, 0)).toBe(MAX);
      expect(await b.usageSince(c, "below", null, 0)).toBe(-MAX);
      expect(await b.usageSince(c, "back", null, 0)).toBe(MAX - 5);
    });
  });

  describe("a plain check's snapshot", () => {
    it("checkSnapshot answers what customers.byId, features.byId, the credit systems of features.list, entities.byCustomer, nextHeldExpiry, outOfDate and ofCustomer answer", async () => {
      const sp = await space();
      const c = await addCustomer(sp, `cus_${UNICODE}`);
      const other = await addCustomer(sp);
      const feature = (id: string, type: string) =>
        write((r) => r.features.insert(sp, { id, name: UNICODE, type: type as never, consumable: 1, definition: '{"credit_schema":[]}', archived: 0 }, T));
      await feature("msgs", "metered");
      await feature("credits", "credit_system");
      await feature("flag", "boolean");
      await feature("ai", "ai_credit_system");
      const ent = await addEntity(sp, c, "e1");
      await addRows([row(sp, c, { id: "m1", usage: MAX, granted: MAX }), row(sp, c, { id: "cr", feature_id: "credits", entity_seq: ent }), row(sp, other, { id: "o" })]);
      await addSubscription(sp, c, await addPlan(sp, uid("plan"), '{"items":[]}'));
      await addLocks(sp, [lock(sp, c, { expires_at: T + 5 }), lock(sp, c, { expires_at: T + 2 }), lock(sp, c, { expires_at: T + 1, status: "confirmed" })]);
      const r = read();
      const snap = await r.balances.checkSnapshot(sp, `cus_${UNICODE}`, "msgs", "e1");
      expect(snap).toEqual({
        customer: await r.customers.byId(sp, `cus_${UNICODE}`),
        feature: await r.features.byId(sp, "msgs"),
        creditSystems: (await r.features.list(sp)).filter((f) => f.type === "credit_system" || f.type === "ai_credit_system"),
        entity: await r.entities.byCustomer(c, "e1"),
        nextHeldExpiry: T + 2,
        stale: await r.balances.outOfDate(c),
        rows: await r.balances.ofCustomer(c),
      });
      expect([snap.creditSystems.map((f) => f.id), snap.rows.map((x) => x.id), snap.stale.length, snap.entity?.seq]).toEqual([["credits", "ai"], ["m1", "cr"], 1, ent]);
      // Without an entity id, an unknown entity, feature or customer: each answered as its read answers it.
      expect(await r.balances.checkSnapshot(sp, `cus_${UNICODE}`, "nope", null)).toMatchObject({ feature: undefined, entity: undefined, rows: snap.rows });
      expect((await r.balances.checkSnapshot(sp, `cus_${UNICODE}`, "msgs", "e2")).entity).toBeUndefined();
      expect(await r.balances.checkSnapshot(sp, "nobody", "msgs", "e1")).toEqual({
        customer: undefined,
        feature: snap.feature,
        creditSystems: snap.creditSystems,
        entity: undefined,
        nextHeldExpiry: null,
        stale: [],
        rows: [],
      });
    });
  });

  describe("a track's statements (lockFeatures, trackState, applyTrack)", () => {
    it("lockFeatures answers the rows ofFeatures does; trackState answers outOfDate's subscriptions and expiredLocks' locks at `now`", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      await addRows([row(sp, c, { id: "m1" }), row(sp, c, { id: "cr", feature_id: "credits" }), row(sp, c, { id: "m2" }), row(sp, c, { id: "x", feature_id: "other" })]);
      const plan = await addPlan(sp, uid("plan"), '{"items":[]}');
      await addSubscription(sp, c, plan);
      await addLocks(sp, [lock(sp, c, { id: "due", expires_at: T }), lock(sp, c, { id: "later", expires_at: T + 1 })]);
      const locked = await write((r) => r.balances.lockFeatures(c, ["msgs", "credits"]));
      expect(ids(locked)).toEqual(["m1", "cr", "m2"]);
      expect(locked).toEqual(await read().balances.ofFeatures(c, ["msgs", "credits"]));
      expect(await write((r) => r.balances.lockFeatures(c, []))).toEqual([]);
      const state = await write((r) => r.balances.trackState(c, ["msgs", "credits"], T));
      expect(state).toEqual({ rows: locked, stale: await read().balances.outOfDate(c), expiredLocks: await read().balances.expiredLocks(T, c) });
      expect(state.stale).toHaveLength(1);
      expect(state.expiredLocks.map((l) => l.id)).toEqual(["due"]);
      expect((await write((r) => r.balances.trackState(c, [], T))).rows).toEqual([]);
    });

    it("usageState answers usageContext's reads and trackState's for the feature and every credit system of the space; nothing more without the customer", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      await addEntity(sp, c, "e1");
      const feature = (id: string, type: string) => write((r) => r.features.insert(sp, { id, name: id, type: type as never, consumable: 1, definition: "{}", archived: 0 }, T));
      await feature("msgs", "metered");
      await feature("credits", "credit_system");
      await feature("other", "metered");
      await addRows([row(sp, c, { id: "m" }), row(sp, c, { id: "cr", feature_id: "credits" }), row(sp, c, { id: "o", feature_id: "other" })]);
      await addSubscription(sp, c, await addPlan(sp, uid("plan"), '{"items":[]}'));
      await addLocks(sp, [lock(sp, c, { id: "due", expires_at: T }), lock(sp, c, { id: "later", expires_at: T + 1 })]);
      const id = (await read().customers.bySeq(c)).id;
      const got = await write((r) => r.balances.usageState(sp, id, "e1", "msgs", T));
      const context = await read().balances.usageContext(sp, got.customer!.id, "e1");
      const state = await write((r) => r.balances.trackState(c, ["msgs", "credits"], T));
      expect(got).toEqual({ ...context, ...state });
      expect([ids(got.rows), got.stale.length, got.expiredLocks.map((l) => l.id)]).toEqual([["m", "cr"], 1, ["due"]]);
      expect(await write((r) => r.balances.usageState(sp, "nobody", null, "msgs", T))).toEqual({ customer: undefined, entity: undefined, catalog: context.catalog, rows: [], stale: [], expiredLocks: [] });
    });

    it("usageContext answers what customers.byId, entities.byCustomer and features.list answer", async () => {
      const sp = await space();
      const c = await addCustomer(sp, `cus_${UNICODE}`);
      await addEntity(sp, c, UNICODE);
      for (const id of ["b", "a"]) await write((r) => r.features.insert(sp, { id, name: UNICODE, type: "metered", consumable: 1, definition: "{}", archived: 0 }, T));
      const r = read();
      const ctx = await r.balances.usageContext(sp, `cus_${UNICODE}`, UNICODE);
      expect(ctx).toEqual({ customer: await r.customers.byId(sp, `cus_${UNICODE}`), entity: await r.entities.byCustomer(c, UNICODE), catalog: await r.features.list(sp) });
      expect([ctx.customer?.seq, ctx.entity?.id, ctx.catalog.map((f) => f.id)]).toEqual([c, UNICODE, ["b", "a"]]);
      expect((await r.balances.usageContext(sp, `cus_${UNICODE}`, null)).entity).toBeUndefined();
      expect((await r.balances.usageContext(sp, `cus_${UNICODE}`, "other")).entity).toBeUndefined();
      expect(await r.balances.usageContext(sp, "nobody", UNICODE)).toEqual({ customer: undefined, entity: undefined, catalog: ctx.catalog });
    });

    it("applyTrack stores a track at once: expired locks settled, a reset and then the amounts on one row, the lock, the events in order; false when a lock was settled or a reset stored first", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      const seqs = await addRows([row(sp, c, { id: "r", usage: 80, held: 5, granted: 100, next_reset_at: T }), row(sp, c, { id: "s", usage: 1, held: 0 })]);
      const [gone] = await addLocks(sp, [lock(sp, c, { id: "gone", expires_at: T - 1 })]);
      const evs = [event(sp, c, { id: uid("z"), value: MAX }), event(sp, c, { id: uid("a"), entity_id: UNICODE, properties: `{"u":"${UNICODE}"}`, deductions: "[]" })];
      const newLock = lock(sp, c, { id: "new", amount: 3 });
      const reset = { seq: seqs.r, usage: 0, carried: 20, carried_expires_at: T + DAY, next_reset_at: T + 30 * DAY, old: T, arrears: 9 };
      expect(
        await write((r) =>
          r.balances.applyTrack({ expire: [gone], resets: [reset], amounts: [{ seq: seqs.r, usage: 7, held: -5 }, { seq: seqs.s, usage: MAX - 1, held: 3 }], lock: newLock, events: evs }),
        ),
      ).toBe(true);
      expect(await read().balances.bySeq(seqs.r)).toMatchObject({ usage: 7, held: 0, carried: 20, carried_expires_at: T + DAY, next_reset_at: T + 30 * DAY, arrears: 9, granted: 100 });
      expect(await read().balances.bySeq(seqs.s)).toMatchObject({ usage: MAX, held: 3, next_reset_at: null, arrears: 0 });
      expect((await read().balances.lock(sp, "gone"))?.status).toBe("expired");
      expect(await read().balances.lock(sp, "new")).toMatchObject({ ...newLock });
      const stored = await read().events.after({ spaceId: sp }, undefined, 10);
      expect(stored.map((e) => e.id)).toEqual(evs.map((e) => e.id));
      expect(stored[1]).toEqual({ ...evs[1], seq: stored[1].seq });
      expect(stored[0].value).toBe(MAX);
      // Nothing to do is fine.
      expect(await write((r) => r.balances.applyTrack({ expire: [], resets: [], amounts: [], lock: null, events: [] }))).toBe(true);
      // A lock settled first, or a reset stored first: false, and nothing of it written.
      const [held] = await addLocks(sp, [lock(sp, c, { id: "held", expires_at: T - 1 })]);
      const rest = { amounts: [{ seq: seqs.s, usage: -1, held: -1 }], lock: lock(sp, c, { id: "never" }), events: [event(sp, c, { id: "never" })] };
      expect(await write((r) => r.balances.applyTrack({ expire: [held, gone], resets: [], ...rest }))).toBe(false);
      expect(await write((r) => r.balances.applyTrack({ expire: [held], resets: [{ ...reset, seq: seqs.s, old: null }, reset], ...rest }))).toBe(false);
      expect(await read().balances.bySeq(seqs.s)).toMatchObject({ usage: MAX, held: 3, next_reset_at: null });
      expect((await read().balances.lock(sp, "held"))?.status).toBe("held");
      expect(await read().balances.lock(sp, "never")).toBeUndefined();
      expect((await read().events.after({ spaceId: sp }, undefined, 10)).map((e) => e.id)).toEqual(evs.map((e) => e.id));
    });

    it("two units tracking one balance at once never lose an update nor overdraw it: each locks the rows, decides on what it read, and writes", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      const seqs = await addRows([row(sp, c, { id: "bal", granted: 3 })]);
      // A track's shape: lock, read after the lock, decide (a take only while the balance covers it), write.
      const track = () =>
        write(async (r) => {
          const [b] = (await r.balances.trackState(c, ["msgs"], T)).rows;
          if (b.granted - b.usage < 1) return false;
          expect(await r.balances.applyTrack({ expire: [], resets: [], amounts: [{ seq: b.seq, usage: 1, held: 0 }], lock: null, events: [event(sp, c)] })).toBe(true);
          return true;
        });
      const taken: boolean[] = [];
      for (let i = 0; i < 3; i++) taken.push(...(await Promise.all([track(), track()])));
      expect(taken.filter(Boolean)).toHaveLength(3);
      expect((await read().balances.bySeq(seqs.bal))?.usage).toBe(3);
      expect(await read().balances.usageSince(c, "msgs", null, T)).toBe(3);
      // A write of the usage as read plus one (read, then write): two at once, five times, lose none.
      const bump = () =>
        write(async (r) => {
          const [b] = await r.balances.lockFeatures(c, ["msgs"]);
          await r.balances.update({ seq: b.seq, granted: b.granted, usage: b.usage + 1, next_reset_at: b.next_reset_at, expires_at: b.expires_at, reset_anchor: b.reset_anchor });
        });
      for (let i = 0; i < 5; i++) await Promise.all([bump(), bump()]);
      expect((await read().balances.bySeq(seqs.bal))?.usage).toBe(13);
    });

    it("trackState sees what the unit that held the rows committed: a lock it settled is no longer expired", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      await addRows([row(sp, c, { id: "held", held: 4, granted: 10 })]);
      const [due] = await addLocks(sp, [lock(sp, c, { id: "due", expires_at: T - 1, holds: "[]" })]);
      // Two tracks at once: the first to lock settles the expired lock (its hold comes off the row);
      // the other, read after its lock, sees the row without the hold and no expired lock.
      const track = () =>
        write(async (r) => {
          const {
            rows: [b],
            expiredLocks,
          } = await r.balances.trackState(c, ["msgs"], T);
          if (expiredLocks.length === 0) return { settled: false, held: b.held };
          expect(expiredLocks.map((l) => l.seq)).toEqual([due]);
          expect(await r.balances.applyTrack({ expire: [due], resets: [], amounts: [{ seq: b.seq, usage: 0, held: -4 }], lock: null, events: [] })).toBe(true);
          return { settled: true, held: b.held };
        });
      await Promise.all([1, 2, 3].map(() => write(async (r) => r.balances.ofCustomer(c)))); // connections open, so both units start at once
      const seen = await Promise.all([track(), track()]);
      expect(seen.sort((x, y) => Number(y.settled) - Number(x.settled))).toEqual([
        { settled: true, held: 4 },
        { settled: false, held: 0 },
      ]);
    });

    it("trackState sees what the unit that held the rows committed: a subscription it brought in line is no longer stale", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      await addRows([row(sp, c, { id: "r" })]);
      const sub = await addSubscription(sp, c, await addPlan(sp, uid("plan"), '{"items":[]}'));
      const track = () =>
        write(async (r) => {
          const { stale } = await r.balances.trackState(c, ["msgs"], T);
          for (const s of stale) await r.balances.markMade(s.seq, s.definition);
          return stale.map((s) => s.seq);
        });
      // Connections open first, so the two units of each round start at once (the second waits for the first's lock).
      await Promise.all([1, 2, 3].map(() => write(async (r) => r.balances.ofCustomer(c))));
      for (let i = 0; i < 3; i++) {
        const seen = await Promise.all([track(), track()]);
        expect(seen.flat()).toEqual(i === 0 ? [sub] : []);
      }
    });
  });

  describe("locks", () => {
    it("insertLock round-trips every column (NULLs, JSON holds, Unicode, 2^53−1); lock finds it per space; a duplicate id in the space throws, in another space it does not", async () => {
      const sp = await space();
      const sp2 = await space();
      const c = await addCustomer(sp);
      const c2 = await addCustomer(sp2);
      const full = lock(sp, c, {
        id: `lck_${UNICODE}`,
        entity_id: `seat_${UNICODE}`,
        feature_id: `f_${UNICODE}`,
        amount: MAX,
        holds: JSON.stringify({ items: [{ balance_seq: 1, amount: MAX }] }),
        properties: JSON.stringify({ k: UNICODE }),
        overage_behavior: "reject",
        expires_at: MAX,
        created_at: MAX - 1,
      });
      const bare = lock(sp, c, { id: "bare" });
      const [a, b] = await addLocks(sp, [full, bare]);
      expect(b).toBeGreaterThan(a);
      expect(await read().balances.lock(sp, full.id)).toEqual({ ...full, seq: a });
      expect(await read().balances.lock(sp, "bare")).toEqual({ ...bare, seq: b });
      await expect(write((r) => r.balances.insertLock(lock(sp, c, { id: "bare" })))).rejects.toThrow();
      await write((r) => r.balances.insertLock(lock(sp2, c2, { id: "bare", amount: 2 })));
      expect((await read().balances.lock(sp2, "bare"))?.amount).toBe(2);
      expect((await read().balances.lock(sp, "bare"))?.amount).toBe(1);
      expect(await read().balances.lock(sp, "nothing")).toBeUndefined();
    });

    it("settleLock settles a held lock once (true, then false; the first status stays); settleLocks answers only the seqs still held (not settled ones, not unknown ones)", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      const [a, b, d, e] = await addLocks(sp, [lock(sp, c, { id: "a" }), lock(sp, c, { id: "b" }), lock(sp, c, { id: "d" }), lock(sp, c, { id: "e" })]);
      expect(await write((r) => r.balances.settleLock(a, "confirmed"))).toBe(true);
      expect(await write((r) => r.balances.settleLock(a, "released"))).toBe(false);
      expect(await write((r) => r.balances.settleLock(MAX, "released"))).toBe(false);
      expect((await read().balances.lock(sp, "a"))?.status).toBe("confirmed");

      const settled = await write((r) => r.balances.settleLocks([e, a, MAX, b], "expired"));
      expect([...settled].sort((x, y) => x - y)).toEqual([b, e]);
      expect(await write((r) => r.balances.settleLocks([b, e], "released"))).toEqual([]);
      expect(await write((r) => r.balances.settleLocks([], "expired"))).toEqual([]);
      const status = async (id: string) => (await read().balances.lock(sp, id))?.status;
      expect([await status("a"), await status("b"), await status("d"), await status("e")]).toEqual(["confirmed", "expired", "held", "expired"]);
      expect(await write((r) => r.balances.settleLocks([d], "released"))).toEqual([d]);
    });

    it("two units settling the same locks at once: each lock is settled by exactly one of them (settleLock, settleLocks)", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      const [a, b, d] = await addLocks(sp, [lock(sp, c, { id: "a" }), lock(sp, c, { id: "b" }), lock(sp, c, { id: "d" })]);
      const [one, two] = await Promise.all([write((r) => r.balances.settleLock(a, "confirmed")), write((r) => r.balances.settleLock(a, "released"))]);
      expect([one, two].filter(Boolean)).toHaveLength(1);
      expect((await read().balances.lock(sp, "a"))?.status).toBe(one ? "confirmed" : "released");
      const [x, y] = await Promise.all([write((r) => r.balances.settleLocks([b, d], "expired")), write((r) => r.balances.settleLocks([d, b], "released"))]);
      expect([...x, ...y].sort((p, q) => p - q)).toEqual([b, d]);
    });

    it("expiredLocks answers the customer's held locks with expires_at ≤ now (not later), by seq; nextHeldExpiry is the earliest held expiry, null when none is held", async () => {
      const sp = await space();
      const c = await addCustomer(sp);
      const c2 = await addCustomer(sp);
      expect(await read().balances.nextHeldExpiry(c)).toBeNull();
      const [late, exact, early, , settled] = await addLocks(sp, [
        lock(sp, c, { id: "late", expires_at: T + 2 }),
        lock(sp, c, { id: "exact", expires_at: T }),
        lock(sp, c, { id: "early", expires_at: T - HOUR }),
        lock(sp, c2, { id: "theirs", expires_at: T - 2 * HOUR }),
        lock(sp, c, { id: "settled", expires_at: T - 3 * HOUR }),
      ]);
      await write((r) => r.balances.settleLock(settled, "released"));
      const seqsAt = async (now: number) => (await read().balances.expiredLocks(now, c)).map((l) => l.seq);
      expect(await seqsAt(T - HOUR - 1)).toEqual([]);
      expect(await seqsAt(T - 1)).toEqual([early]);
      expect(await seqsAt(T)).toEqual([exact, early]);
      expect(await seqsAt(T + 2)).toEqual([late, exact, early]);
      expect((await read().balances.expiredLocks(T, c))[0]).toEqual(await read().balances.lock(sp, "exact"));
      expect(await read().balances.nextHeldExpiry(c)).toBe(T - HOUR);
      await write((r) => r.balances.settleLocks([early, exact], "expired"));
      expect(await read().balances.nextHeldExpiry(c)).toBe(T + 2);
      expect(await seqsAt(T + 2)).toEqual([late]);
      await write((r) => r.balances.settleLock(late, "confirmed"));
      expect(await read().balances.nextHeldExpiry(c)).toBeNull();
      expect(await read().balances.nextHeldExpiry(c2)).toBe(T - 2 * HOUR);
    });
  });

  describe("batch-track keys and model rates", () => {
    it("putTrackKey stores then overwrites a key per space; pruneTrackKeys deletes keys of every space created at or before the cut (≤) and counts them", async () => {
      const sp = await space();
      const sp2 = await space();
      await write(async (r) => {
        await r.balances.putTrackKey(sp, `k ${UNICODE}`, "h1", EARLY);
        await r.balances.putTrackKey(sp, `k ${UNICODE}`, "h2", EARLY + 2);
        await r.balances.putTrackKey(sp, "old", "h", EARLY);
        await r.balances.putTrackKey(sp2, "old", "h", EARLY + 1);
        await r.balances.putTrackKey(sp2, "new", "h", T);
      });
      expect(await read().balances.trackKey(sp, `k ${UNICODE}`)).toEqual({ hash: "h2", created_at: EARLY + 2 });
      expect(await read().balances.trackKey(sp2, `k ${UNICODE}`)).toBeUndefined();
      expect(await write((r) => r.balances.pruneTrackKeys(EARLY - 1))).toBe(0);
      expect(await write((r) => r.balances.pruneTrackKeys(EARLY + 1))).toBe(2);
      expect(await read().balances.trackKey(sp, "old")).toBeUndefined();
      expect(await read().balances.trackKey(sp2, "old")).toBeUndefined();
      expect(await read().balances.trackKey(sp, `k ${UNICODE}`)).toBeDefined();
      expect(await write((r) => r.balances.pruneTrackKeys(EARLY + 2))).toBe(1);
      expect(await read().balances.trackKey(sp2, "new")).toEqual({ hash: "h", created_at: T });
    });

    it("rates lists every model (the seeded ones included) by model_id; rate answers one model's row with NULL pool prices, or undefined", async () => {
      const rates = [
        { model_id: "zzz/last", input_cost: MAX, output_cost: 2, cache_read_cost: null, cache_write_cost: null, audio_input_cost: null, audio_output_cost: null, reasoning_cost: null, updated_at: T },
        { model_id: "aaa/first", input_cost: 1, output_cost: 2, cache_read_cost: 3, cache_write_cost: 4, audio_input_cost: 5, audio_output_cost: 6, reasoning_cost: 7, updated_at: MAX },
      ];
      await write(async (r) => {
        for (const x of rates) await r.costs.setRate(x);
      });
      const all = await read().balances.rates();
      const models = all.map((x) => x.model_id);
      expect(models[0]).toBe("aaa/first");
      expect(models.at(-1)).toBe("zzz/last");
      expect(models).toEqual([...models].sort());
      expect(models).toContain("openai/gpt-4o");
      expect(all.find((x) => x.model_id === "openai/gpt-4o")).toMatchObject({ origin: "seed", cache_write_cost: null });
      expect(await read().balances.rate("zzz/last")).toEqual({ ...rates[0], origin: "operator" });
      expect(await read().balances.rate("aaa/first")).toEqual({ ...rates[1], origin: "operator" });
      expect(await read().balances.rate("nobody/none")).toBeUndefined();
    });
  });
});
