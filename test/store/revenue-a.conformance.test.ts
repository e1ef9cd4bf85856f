/**
 * Conformance of the Usage & Billing repositories of the first half (analytics, billing, controls,
 * costs, customers, cycle, entities, events) for every engine of engines.ts: each through its
 * domain interface only (`tx.use(engine.revenue).x` in a unit, `store.read.use(…)` after it), on
 * what a second engine could get wrong — column round trips (NULLs, 0/1 flags, JSON, Unicode,
 * integers up to 2^53−1), orderings and tie-breaks, keyset cursors, conflicts, counts, and the
 * bounds of time windows (≤ vs <). One store per engine; each test makes its own space(s).
 *
 * The cycle's job queries and the pruning of events, cost keys and top-ups read every space: the
 * tests of those use times in 2001, before anything else of the file (which lives in 2026).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../src/platform/clock.js";
import { noMemos } from "../../src/platform/db/read-memo.js";
import { analyticsService } from "../../src/revenue/analytics/analytics.service.js";
import { createRevenueContext } from "../../src/revenue/context.js";
import type { CustomerRow, NewCustomer, SubscriptionRow } from "../../src/revenue/customers/customers.repo.js";
import type { NewCost } from "../../src/revenue/costs/costs.repo.js";
import type { EventRow } from "../../src/revenue/events/events.repo.js";
import type { RevenueRepos } from "../../src/revenue/repos.js";
import { newBalanceRow, newCustomer } from "../support/rows.js";
import { conformanceStore, ENGINES, type OpenStore } from "./engines.js";

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Wednesday 2026-04-01 00:00 UTC. */
const T = Date.UTC(2026, 3, 1);
/** The early era of the global (every space) queries. */
const EARLY = Date.UTC(2001, 0, 1);
const MAX = Number.MAX_SAFE_INTEGER;
const UNICODE = "Zoë 山田 🚀";

describe.each(ENGINES)("revenue repositories, first half ($name)", (engine) => {
  const fx = conformanceStore(engine);
  const { read, write } = fx;
  /** A fresh workspace; its test space's id (distinct per test, so nothing else of the file is in it). */
  const space = async (): Promise<number> => (await fx.workspace()).test;
  const customer = (spaceId: number, id: string, over: Partial<NewCustomer> = {}): NewCustomer => newCustomer(spaceId, id, T, over);
  const addCustomer = (spaceId: number, id: string, over: Partial<NewCustomer> = {}): Promise<number> => write((r) => r.customers.insert(customer(spaceId, id, over)));
  const addPlan = (spaceId: number, id: string, over: { version?: number; group?: string | null; addOn?: boolean } = {}): Promise<number> =>
    write((r) =>
      r.plans.insert({
        space_id: spaceId,
        id,
        version: over.version ?? 1,
        name: id,
        plan_group: over.group ?? null,
        add_on: over.addOn ? 1 : 0,
        auto_enable: 0,
        definition: "{}",
        archived: 0,
        created_at: T,
      }),
    );
  let subs = 0;
  const subscription = (spaceId: number, customerSeq: number, planSeq: number, over: Partial<SubscriptionRow> = {}): Omit<SubscriptionRow, "seq"> => ({
    id: `sub_a_${++subs}`,
    space_id: spaceId,
    customer_seq: customerSeq,
    plan_seq: planSeq,
    status: "active",
    quantity: 1,
    started_at: T,
    canceled_at: null,
    created_at: T,
    trial_ends_at: null,
    expires_at: null,
    current_period_start: null,
    current_period_end: null,
    past_due: 0,
    ...over,
  });
  const addSubscription = (spaceId: number, customerSeq: number, planSeq: number, over: Partial<SubscriptionRow> = {}): Promise<number> =>
    write((r) => r.customers.insertSubscription(subscription(spaceId, customerSeq, planSeq, over)));
  let events = 0;
  const addEvent = (spaceId: number, customerSeq: number, over: Partial<EventRow> = {}) =>
    write(async (r) => {
      await r.balances.insertEvent({
        id: `ev_a_${++events}`,
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
    });
  let costs = 0;
  const cost = (spaceId: number, customerSeq: number, over: Partial<NewCost> = {}): NewCost => ({
    id: `cost_a_${++costs}`,
    space_id: spaceId,
    customer_seq: customerSeq,
    customer_id: "c",
    entity_id: null,
    feature_id: null,
    source: null,
    model_id: null,
    amount: 1,
    currency: "usd",
    original_amount: 1,
    original_currency: "usd",
    tokens: null,
    properties: "{}",
    timestamp: T,
    created_at: T,
    ...over,
  });
  let invoices = 0;
  const addInvoice = (spaceId: number, customerSeq: number, over: { status?: "open" | "paid"; paid?: number; at?: number; lines?: { feature_id: string | null; amount: number }[]; currency?: string } = {}) =>
    write((r) =>
      r.invoices.insert({
        id: `in_a_${++invoices}`,
        space_id: spaceId,
        customer_seq: customerSeq,
        number: invoices,
        status: over.status ?? "open",
        collection: "charge_automatically",
        currency: over.currency ?? "usd",
        subtotal: over.paid ?? 0,
        total: over.paid ?? 0,
        amount_paid: over.status === "paid" ? (over.paid ?? 0) : 0,
        refunded: 0,
        lines: JSON.stringify(over.lines ?? []),
        plan_ids: "[]",
        provider: null,
        payment_ref: null,
        last_error: null,
        due_at: null,
        paid_at: over.status === "paid" ? (over.at ?? T) : null,
        voided_at: null,
        pending_change: null,
        created_at: T,
        source: "issued",
      }),
    );

  describe("customers", () => {
    it("insert answers increasing seqs; bySeq and byId give back every column (NULLs, flags, JSON, Unicode); byId skips anonymous customers and other spaces", async () => {
      const sp = await space();
      const other = await space();
      const full = customer(sp, `cus_${UNICODE}`, {
        name: UNICODE,
        email: "zoë@例え.jp",
        fingerprint: "fp",
        stripe_id: "cus_stripe",
        metadata: JSON.stringify({ k: "🚀", n: MAX }),
        send_email_receipts: 1,
        currency: "eur",
        billing_controls: '{"spend_limits":[]}',
        config: '{"disable_pooled_balance":true}',
        created_at: MAX,
      });
      const a = await write((r) => r.customers.insert(full));
      const b = await write((r) => r.customers.insert(customer(sp, "anon-private", { anonymous: 1 })));
      const c = await write((r) => r.customers.insert(customer(other, `cus_${UNICODE}`)));
      expect(b).toBeGreaterThan(a);
      expect(c).toBeGreaterThan(b);
      const row = await read().customers.bySeq(a);
      expect(row).toMatchObject({ ...full, seq: a, frozen_time: null });
      expect(await read().customers.byId(sp, `cus_${UNICODE}`)).toEqual(row);
      expect((await read().customers.byId(other, `cus_${UNICODE}`))?.seq).toBe(c);
      expect((await read().customers.bySeq(b)).anonymous).toBe(1);
      expect(await read().customers.byId(sp, "anon-private")).toBeUndefined();
      expect(await read().customers.byId(sp, "nobody")).toBeUndefined();
    });

    it("insert of an id the space already has throws and stores nothing of its unit", async () => {
      const sp = await space();
      await addCustomer(sp, "dup", { name: "first" });
      await expect(
        write(async (r) => {
          await r.customers.insert(customer(sp, "other-in-unit"));
          return await r.customers.insert(customer(sp, "dup", { name: "second" }));
        }),
      ).rejects.toThrow();
      expect((await read().customers.byId(sp, "dup"))?.name).toBe("first");
      expect(await read().customers.byId(sp, "other-in-unit")).toBeUndefined();
    });

    it("update overwrites the editable columns by seq (not created_at, anonymous, frozen time); delete takes its subscriptions and entities with it", async () => {
      const sp = await space();
      const seq = await addCustomer(sp, "u1", { created_at: T });
      const plan = await addPlan(sp, "p");
      await addSubscription(sp, seq, plan);
      await write((r) => r.entities.insert({ space_id: sp, customer_seq: seq, id: "e1", name: null, feature_id: null, created_at: T, billing_controls: "{}" }));
      const before = await read().customers.bySeq(seq);
      const changed: CustomerRow = {
        ...before,
        id: "u1-renamed",
        name: "名前",
        email: "e@x.io",
        fingerprint: null,
        stripe_id: "cus_9",
        metadata: '{"a":1}',
        send_email_receipts: 1,
        currency: "gbp",
        billing_controls: '{"x":true}',
        config: '{"y":2}',
        created_at: 1,
        anonymous: 1,
      };
      await write((r) => r.customers.update(changed));
      expect(await read().customers.bySeq(seq)).toEqual({ ...changed, created_at: T, anonymous: 0 });
      expect(await read().customers.byId(sp, "u1")).toBeUndefined();
      await write((r) => r.customers.delete(seq));
      expect(await read().customers.subscriptions(seq)).toEqual([]);
      expect(await read().customers.entities(seq)).toEqual([]);
      expect(await read().customers.byId(sp, "u1-renamed")).toBeUndefined();
    });

    it("subscriptions lists a customer's active and scheduled ones by seq with every column; subscriptionsOf several customers; other statuses are left out", async () => {
      const sp = await space();
      const [c1, c2, c3] = [await addCustomer(sp, "s1"), await addCustomer(sp, "s2"), await addCustomer(sp, "s3")];
      const plan = await addPlan(sp, "p");
      const full = subscription(sp, c1, plan, {
        status: "scheduled",
        quantity: 3,
        started_at: T + 1,
        canceled_at: T + 2,
        trial_ends_at: T + 3,
        expires_at: MAX,
        current_period_start: T + 4,
        current_period_end: T + 5,
        past_due: 1,
      });
      const a = await write((r) => r.customers.insertSubscription(full));
      const b = await addSubscription(sp, c1, plan);
      await addSubscription(sp, c1, plan, { status: "expired" });
      const d = await addSubscription(sp, c2, plan);
      await addSubscription(sp, c3, plan);
      expect(b).toBeGreaterThan(a);
      const mine = await read().customers.subscriptions(c1);
      expect(mine.map((x) => x.seq)).toEqual([a, b]);
      expect(mine[0]).toMatchObject({ ...full, seq: a });
      expect((await read().customers.subscriptionsOf([c2, c1])).map((x) => x.seq)).toEqual([a, b, d]);
      expect(await read().customers.subscriptionsOf([])).toEqual([]);
    });

    it("entities lists a customer's entity summaries oldest first; entityExists; features lists the space's features by seq", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "ent");
      for (const [id, name] of [["b", UNICODE], ["a", null]] as const) {
        await write((r) => r.entities.insert({ space_id: sp, customer_seq: c, id, name, feature_id: "seats", created_at: T, billing_controls: "{}" }));
      }
      expect(await read().customers.entities(c)).toEqual([
        { id: "b", name: UNICODE, feature_id: "seats", created_at: T },
        { id: "a", name: null, feature_id: "seats", created_at: T },
      ]);
      expect(await read().customers.entityExists(c, "a")).toBe(true);
      expect(await read().customers.entityExists(c, "z")).toBe(false);
      for (const id of ["zeta", "alpha"]) {
        await write((r) => r.features.insert(sp, { id, name: id, type: "metered", consumable: 1, definition: "{}", archived: 0 }, T));
      }
      expect((await read().customers.features(sp)).map((f) => f.id)).toEqual(["zeta", "alpha"]);
    });

    it("list orders by created_at then seq in either direction, and the cursor resumes strictly after the last row", async () => {
      const sp = await space();
      const seqs: number[] = [];
      // Two pairs with equal created_at: the seq breaks the tie.
      for (const [id, at] of [["l1", T + 2], ["l2", T + 1], ["l3", T + 1], ["l4", T + 3], ["l5", T + 3]] as const) seqs.push(await addCustomer(sp, id, { created_at: at }));
      const ids = async (f: Partial<Parameters<RevenueRepos["customers"]["list"]>[0]>) =>
        (await read().customers.list({ spaceId: sp, order: "desc", limit: 10, ...f })).map((c) => c.id);
      expect(await ids({ order: "asc" })).toEqual(["l2", "l3", "l1", "l4", "l5"]);
      expect(await ids({ order: "desc" })).toEqual(["l5", "l4", "l1", "l3", "l2"]);
      expect(await ids({ order: "desc", limit: 2 })).toEqual(["l5", "l4"]);
      expect(await ids({ order: "desc", limit: 2, after: [T + 3, seqs[3]] })).toEqual(["l1", "l3"]);
      expect(await ids({ order: "asc", limit: 2, after: [T + 1, seqs[1]] })).toEqual(["l3", "l1"]);
      expect(await ids({ order: "asc", after: [T + 3, seqs[4]] })).toEqual([]);
    });

    it("list filters: search is a substring of the id (not an anonymous one's), name or email, given in lower case; Stripe link; created_at in [from, to] inclusive", async () => {
      const sp = await space();
      await addCustomer(sp, "Alpha-ONE", { created_at: T, stripe_id: "cus_1" });
      await addCustomer(sp, "b2", { name: "Beta Ωmega", created_at: T + 1 });
      await addCustomer(sp, "c3", { email: "Carol@Example.com", created_at: T + 2 });
      await addCustomer(sp, "one-anon", { anonymous: 1, created_at: T + 3 });
      const ids = async (f: Partial<Parameters<RevenueRepos["customers"]["list"]>[0]>) =>
        (await read().customers.list({ spaceId: sp, order: "asc", limit: 10, ...f })).map((c) => c.id);
      expect(await ids({ search: "one" })).toEqual(["Alpha-ONE"]);
      expect(await ids({ search: "beta" })).toEqual(["b2"]);
      expect(await ids({ search: "example.com" })).toEqual(["c3"]);
      expect(await ids({ search: "nothing" })).toEqual([]);
      expect(await ids({ stripe: true })).toEqual(["Alpha-ONE"]);
      expect(await ids({ stripe: false })).toEqual([]);
      expect(await ids({ createdFrom: T + 1, createdTo: T + 2 })).toEqual(["b2", "c3"]);
      expect(await ids({ createdFrom: T + 2 })).toEqual(["c3", "one-anon"]);
    });

    it("list filters by plans (any version, or listed versions) with statuses, and by statuses alone", async () => {
      const sp = await space();
      const [c1, c2, c3, c4] = [await addCustomer(sp, "p1"), await addCustomer(sp, "p2"), await addCustomer(sp, "p3"), await addCustomer(sp, "p4")];
      const pro1 = await addPlan(sp, "pro", { version: 1 });
      const pro2 = await addPlan(sp, "pro", { version: 2 });
      const free = await addPlan(sp, "free");
      await addSubscription(sp, c1, pro1);
      await addSubscription(sp, c2, pro2, { status: "scheduled" });
      await addSubscription(sp, c3, free);
      await addSubscription(sp, c4, pro2, { status: "expired" });
      const ids = async (f: Partial<Parameters<RevenueRepos["customers"]["list"]>[0]>) =>
        (await read().customers.list({ spaceId: sp, order: "asc", limit: 10, ...f })).map((c) => c.id);
      expect(await ids({ plans: JSON.stringify([{ id: "pro" }]), statuses: ["active", "scheduled"] })).toEqual(["p1", "p2"]);
      expect(await ids({ plans: JSON.stringify([{ id: "pro", versions: [2] }]), statuses: ["active", "scheduled", "expired"] })).toEqual(["p2", "p4"]);
      expect(await ids({ plans: JSON.stringify([{ id: "pro" }, { id: "free" }]), statuses: ["active"] })).toEqual(["p1", "p3"]);
      expect(await ids({ statuses: ["expired"] })).toEqual(["p4"]);
    });
  });

  describe("entities", () => {
    it("insert answers the entity read back with its customer's public id (null for an anonymous customer); byCustomer, byId (at most two, by seq), customer and customerBySeq", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "ec", { billing_controls: '{"a":1}', created_at: T });
      const anon = await addCustomer(sp, "anon-ec", { anonymous: 1 });
      const e1 = await write((r) => r.entities.insert({ space_id: sp, customer_seq: c, id: "seat", name: UNICODE, feature_id: "seats", created_at: MAX, billing_controls: '{"b":2}' }));
      expect(e1).toEqual({ seq: e1.seq, space_id: sp, customer_seq: c, id: "seat", name: UNICODE, feature_id: "seats", created_at: MAX, billing_controls: '{"b":2}', customer_id: "ec" });
      const e2 = await write((r) => r.entities.insert({ space_id: sp, customer_seq: anon, id: "seat", name: null, feature_id: null, created_at: T, billing_controls: "{}" }));
      expect(e2.customer_id).toBeNull();
      const e3 = await write(async (r) => r.entities.insert({ space_id: sp, customer_seq: await r.customers.insert(customer(sp, "third")), id: "seat", name: null, feature_id: null, created_at: T, billing_controls: "{}" }));
      expect(await read().entities.byCustomer(c, "seat")).toEqual(e1);
      expect(await read().entities.byCustomer(c, "none")).toBeUndefined();
      expect((await read().entities.byId(sp, "seat")).map((e) => e.seq)).toEqual([e1.seq, e2.seq]);
      expect(e3.seq).toBeGreaterThan(e2.seq);
      expect(await read().entities.customer(sp, "ec")).toEqual({ seq: c, id: "ec", billing_controls: '{"a":1}', frozen_time: null });
      expect(await read().entities.customer(sp, "anon-ec")).toBeUndefined();
      expect(await read().entities.customerBySeq(anon)).toMatchObject({ seq: anon, id: "anon-ec" });
      expect(await read().entities.customerBySeq(-1)).toBeUndefined();
    });

    it("update changes only name and controls and answers the row; delete removes it; a duplicate (customer, id) throws", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "eu");
      const e = await write((r) => r.entities.insert({ space_id: sp, customer_seq: c, id: "e", name: "old", feature_id: "f", created_at: T, billing_controls: "{}" }));
      const updated = await write((r) => r.entities.update({ seq: e.seq, name: null, billing_controls: '{"z":"🚀"}' }));
      expect(updated).toEqual({ ...e, name: null, billing_controls: '{"z":"🚀"}' });
      await expect(write((r) => r.entities.insert({ space_id: sp, customer_seq: c, id: "e", name: null, feature_id: null, created_at: T, billing_controls: "{}" }))).rejects.toThrow();
      await write((r) => r.entities.delete(e.seq));
      expect(await read().entities.byCustomer(c, "e")).toBeUndefined();
    });

    it("list is newest first, resumes strictly before beforeSeq, and filters by customer, search (either case), Stripe link and plans with statuses", async () => {
      const sp = await space();
      const c1 = await addCustomer(sp, "l1", { stripe_id: "cus_s" });
      const c2 = await addCustomer(sp, "l2");
      const plan = await addPlan(sp, "pro", { version: 3 });
      await addSubscription(sp, c2, plan, { status: "past_due" });
      const ins = (c: number, id: string, name: string | null) =>
        write((r) => r.entities.insert({ space_id: sp, customer_seq: c, id, name, feature_id: null, created_at: T, billing_controls: "{}" }));
      const a = await ins(c1, "Seat-A", null);
      const b = await ins(c1, "b", "Bob's SEAT");
      const c = await ins(c2, "c", null);
      const ids = async (f: Partial<Parameters<RevenueRepos["entities"]["list"]>[0]>) =>
        (await read().entities.list({ spaceId: sp, statuses: '["active"]', limit: 10, ...f })).map((e) => e.id);
      expect(await ids({})).toEqual(["c", "b", "Seat-A"]);
      expect(await ids({ limit: 1, beforeSeq: c.seq })).toEqual(["b"]);
      expect(await ids({ beforeSeq: a.seq })).toEqual([]);
      expect(await ids({ customerSeq: c1 })).toEqual(["b", "Seat-A"]);
      expect(await ids({ search: "sEaT" })).toEqual(["b", "Seat-A"]);
      expect(await ids({ stripeOnly: true })).toEqual(["b", "Seat-A"]);
      expect(await ids({ plans: '[{"id":"pro"}]', statuses: '["past_due"]' })).toEqual(["c"]);
      expect(await ids({ plans: '[{"id":"pro","versions":[1,2]}]', statuses: '["past_due"]' })).toEqual([]);
      expect(await ids({ plans: '[{"id":"pro"}]', statuses: '["active"]' })).toEqual([]);
      expect(b.seq).toBeGreaterThan(a.seq);
    });
  });

  describe("billing", () => {
    it("subscriptionIdTaken and subscriptionSeq by id; setPaid and paidOf round trip the bought JSON; basisOf; setCustom and customOf; setAnchor", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "b");
      const plan = await addPlan(sp, "p");
      const seq = await addSubscription(sp, c, plan, { id: "sub_billing_1" });
      expect(await read().billing.subscriptionIdTaken("sub_billing_1")).toBe(true);
      expect(await read().billing.subscriptionIdTaken("sub_billing_none")).toBe(false);
      expect(await read().billing.subscriptionSeq("sub_billing_1")).toBe(seq);
      expect(await read().billing.subscriptionSeq("sub_billing_none")).toBeUndefined();
      expect(await read().billing.paidOf(seq)).toEqual({ period_paid: 0, currency: null, bought: null });
      await write((r) => r.billing.setPaid("sub_billing_1", { start: T, end: MAX, paid: MAX, currency: "jpy", bought: { "msgs 🚀": 5 } }));
      expect(await read().billing.paidOf(seq)).toEqual({ period_paid: MAX, currency: "jpy", bought: '{"msgs 🚀":5}' });
      expect(await read().billing.basisOf(seq)).toEqual({ seq, plan_seq: plan, custom_def: null, current_period_start: T, bought: '{"msgs 🚀":5}' });
      expect(await read().billing.basisOf(-1)).toBeUndefined();
      expect(await read().billing.paidOf(-1)).toBeUndefined();
      expect(await read().billing.customOf(seq)).toBeNull();
      await write((r) => r.billing.setCustom(seq, '{"items":["山"]}'));
      expect(await read().billing.customOf(seq)).toBe('{"items":["山"]}');
      await write((r) => r.billing.setCustom(seq, null));
      expect(await read().billing.customOf(seq)).toBeNull();
      expect(await read().billing.customOf(-1)).toBeNull();
      await write((r) => r.billing.setAnchor("sub_billing_1", T - DAY));
      expect((await read().cycle.subscription(seq))?.period_anchor).toBe(T - DAY);
      expect((await read().cycle.subscription(seq))?.current_period_end).toBe(MAX);
    });

    it("scheduledAt and scheduledOfGroup find scheduled base-plan subscriptions of a group (a NULL group matches NULL), not add-ons or active ones; setEnd, moveSubscription and endSubscription", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "sched");
      const base = await addPlan(sp, "base");
      const grouped = await addPlan(sp, "g", { group: "tier" });
      const addon = await addPlan(sp, "addon", { addOn: true });
      const s1 = await addSubscription(sp, c, base, { status: "scheduled", started_at: T + DAY });
      const s2 = await addSubscription(sp, c, base, { status: "scheduled", started_at: T + 2 * DAY });
      const s3 = await addSubscription(sp, c, grouped, { status: "scheduled", started_at: T + DAY });
      await addSubscription(sp, c, addon, { status: "scheduled", started_at: T + DAY });
      const active = await addSubscription(sp, c, base, { started_at: T + DAY });
      expect(await read().billing.scheduledAt(c, null, T + DAY)).toEqual([s1]);
      expect(await read().billing.scheduledAt(c, "tier", T + DAY)).toEqual([s3]);
      expect(await read().billing.scheduledAt(c, null, T + DAY + 1)).toEqual([]);
      expect((await read().billing.scheduledOfGroup(c, null)).sort((a, b) => a - b)).toEqual([s1, s2]);
      expect(await read().billing.scheduledOfGroup(c, "other")).toEqual([]);
      await write((r) => r.billing.setEnd(active, T + 5 * DAY, T));
      expect(await read().cycle.subscription(active)).toMatchObject({ expires_at: T + 5 * DAY, canceled_at: T });
      await write((r) => r.billing.setEnd(active, null, null));
      expect(await read().cycle.subscription(active)).toMatchObject({ expires_at: null, canceled_at: null });
      await write((r) => r.billing.moveSubscription(active, grouped));
      expect((await read().cycle.subscription(active))?.plan_seq).toBe(grouped);
      await write((r) => r.billing.endSubscription(s2));
      expect(await read().cycle.subscription(s2)).toBeUndefined();
      await write((r) => r.billing.endSubscription(s2));
    });

    it("setPrepaid sets the units on the subscription's prepaid row of the feature only", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "pp");
      const sub = await addSubscription(sp, c, await addPlan(sp, "p"));
      const row = (id: string, feature: string, method: string | null) => ({
        id, space_id: sp, customer_seq: c, entity_seq: null, feature_id: feature, flag: 0, subscription_seq: sub, plan_id: "p", granted: 0, prepaid: 0,
        usage: 0, held: 0, unlimited: 0, overage_allowed: 0, price: method && JSON.stringify({ billing_method: method }), reset_interval: null, reset_count: 1,
        reset_anchor: null, next_reset_at: null, rollover: null, carried: 0, carried_expires_at: null, expires_at: null, reason: null, created_at: T,
      });
      await write(async (r) => {
        await r.balances.insert(row("b1", "msgs", "prepaid"));
        await r.balances.insert(row("b2", "msgs", "usage_based"));
        await r.balances.insert(row("b3", "seats", "prepaid"));
      });
      await write((r) => r.billing.setPrepaid(sub, "msgs", MAX));
      const prepaid = Object.fromEntries((await read().balances.ofSubscription(sub)).map((b) => [b.id, b.prepaid]));
      expect(prepaid).toEqual({ b1: MAX, b2: 0, b3: 0 });
    });
  });

  describe("cycle", () => {
    /** After every time the job's due queries of the first tests are asked at (so they never see these rows). */
    const LATER = EARLY + 365 * DAY;
    /** A customer of the early era, with a plan. */
    async function early(id: string) {
      const sp = await space();
      const c = await addCustomer(sp, id, { created_at: EARLY });
      const plan = await addPlan(sp, `plan_${id}`);
      return { sp, c, plan };
    }

    it("the job's due queries include `now` (≤), order by their time, honour limit and skip, and leave customers on a test clock out", async () => {
      const { sp, c, plan } = await early("due1");
      const frozen = await addCustomer(sp, "due-frozen", { created_at: EARLY });
      const other = await addCustomer(sp, "due-other", { created_at: EARLY });
      const now = EARLY + 10 * DAY;
      const e2 = await addSubscription(sp, c, plan, { expires_at: now });
      const e1 = await addSubscription(sp, c, plan, { expires_at: now - DAY });
      await addSubscription(sp, c, plan, { expires_at: now + 1 });
      const st = await addSubscription(sp, c, plan, { status: "scheduled", started_at: now });
      await addSubscription(sp, c, plan, { status: "scheduled", started_at: now + 1 });
      const p1 = await addSubscription(sp, other, plan, { current_period_end: now - 5 });
      const p2 = await addSubscription(sp, c, plan, { current_period_end: now });
      await addSubscription(sp, c, plan, { current_period_end: now - 9, status: "scheduled", started_at: now + 5 });
      await addSubscription(sp, frozen, plan, { expires_at: now - 2 * DAY, current_period_end: now - 2 * DAY });
      await write((r) => r.cycle.setFrozen(frozen, EARLY));
      const seqs = (rows: { seq: number }[]) => rows.map((x) => x.seq);
      expect(seqs(await read().cycle.dueEnds(now, 10))).toEqual([e1, e2]);
      expect(seqs(await read().cycle.dueEnds(now, 1))).toEqual([e1]);
      expect(seqs(await read().cycle.dueEnds(now - 1, 10))).toEqual([e1]);
      expect(seqs(await read().cycle.dueStarts(now, 10))).toEqual([st]);
      expect(seqs(await read().cycle.duePeriods(now, 10))).toEqual([p1, p2]);
      expect(seqs(await read().cycle.duePeriods(now, 10, new Set([other])))).toEqual([p2]);
      expect(seqs(await read().cycle.dueEnds(now, 10, new Set([c])))).toEqual([]);
      const claim = (sub: number, customerSeq: number) =>
        write((r) => r.cycle.claim({ subscription_seq: sub, period_end: now, customer_seq: customerSeq, kind: "renewal", status: "due", created_at: EARLY }));
      await claim(p1, other);
      await claim(p2, c);
      await write(async (r) => {
        await r.cycle.setRenewal(p1, now, { status: "failed", attempts: 1, next: now });
        await r.cycle.setRenewal(p2, now, { status: "due", attempts: 0, next: now - 1 });
      });
      const charges = await read().cycle.dueCharges(now, 10);
      expect(charges.map((x) => x.subscription_seq)).toEqual([p2, p1]);
      expect((await read().cycle.dueCharges(now - 1, 10)).map((x) => x.subscription_seq)).toEqual([p2]);
      expect((await read().cycle.dueCharges(now, 10, new Set([c]))).map((x) => x.subscription_seq)).toEqual([p1]);
      // The test-clock customer's own queries find what the job leaves out.
      expect((await read().cycle.customerEnds(frozen, now)).length).toBe(1);
    });

    it("one customer's due queries include `at` and order by their time then seq", async () => {
      const { sp, c, plan } = await early("due2");
      const at = EARLY + 20 * DAY;
      const b = await addSubscription(sp, c, plan, { expires_at: at });
      const a = await addSubscription(sp, c, plan, { expires_at: at - 1 });
      const b2 = await addSubscription(sp, c, plan, { expires_at: at });
      await addSubscription(sp, c, plan, { expires_at: at + 1 });
      const s1 = await addSubscription(sp, c, plan, { status: "scheduled", started_at: at });
      const p1 = await addSubscription(sp, c, plan, { current_period_end: at });
      const seqs = (rows: { seq: number }[]) => rows.map((x) => x.seq);
      expect(seqs(await read().cycle.customerEnds(c, at))).toEqual([a, b, b2]);
      expect(seqs(await read().cycle.customerStarts(c, at))).toEqual([s1]);
      expect(seqs(await read().cycle.customerStarts(c, at - 1))).toEqual([]);
      expect(seqs(await read().cycle.customerPeriods(c, at))).toEqual([p1]);
      await write((r) => r.cycle.claim({ subscription_seq: p1, period_end: at, customer_seq: c, kind: "renewal", status: "due", created_at: at }));
      await write((r) => r.cycle.setRenewal(p1, at, { status: "due", attempts: 0, next: at }));
      expect((await read().cycle.customerCharges(c, at)).map((x) => x.period_end)).toEqual([at]);
      expect(await read().cycle.customerCharges(c, at - 1)).toEqual([]);
    });

    it("nextDue is the earliest moment strictly after `after` among period ends, ends, scheduled starts and renewal attempts; null when none", async () => {
      const { sp, c, plan } = await early("next");
      const at = EARLY + 30 * DAY;
      expect(await read().cycle.nextDue(c, at)).toBeNull();
      await addSubscription(sp, c, plan, { current_period_end: at + 50 });
      await addSubscription(sp, c, plan, { expires_at: at + 40 });
      const s = await addSubscription(sp, c, plan, { status: "scheduled", started_at: at + 30 });
      expect(await read().cycle.nextDue(c, at)).toBe(at + 30);
      expect(await read().cycle.nextDue(c, at + 30)).toBe(at + 40);
      await write((r) => r.cycle.claim({ subscription_seq: s, period_end: at, customer_seq: c, kind: "renewal", status: "due", created_at: at }));
      await write((r) => r.cycle.setRenewal(s, at, { status: "failed", attempts: 1, next: at + 10 }));
      expect(await read().cycle.nextDue(c, at)).toBe(at + 10);
      expect(await read().cycle.nextDue(c, at + 50)).toBeNull();
    });

    it("claim once per (subscription, period end); setRenewal keeps the invoice unless given; renewal, renewalOfInvoice, renewalsOf by period end; retryNow moves only failed ones and counts them", async () => {
      const { sp, c, plan } = await early("claims");
      const sub = await addSubscription(sp, c, plan);
      const claim = (end: number, kind = "renewal") => write((r) => r.cycle.claim({ subscription_seq: sub, period_end: end, customer_seq: c, kind, status: "due", created_at: LATER }));
      expect(await claim(LATER + 2 * DAY)).toBe(true);
      expect(await claim(LATER + 2 * DAY, "trial_end")).toBe(false);
      expect(await claim(LATER + DAY, "trial_end")).toBe(true);
      const inv = await addInvoice(sp, c);
      await write((r) => r.cycle.setRenewal(sub, LATER + 2 * DAY, { status: "failed", invoice: inv, attempts: 2, next: LATER + 3 * DAY }));
      await write((r) => r.cycle.setRenewal(sub, LATER + 2 * DAY, { status: "failed", attempts: 3, next: LATER + 4 * DAY }));
      expect(await read().cycle.renewal(sub, LATER + 2 * DAY)).toEqual({
        subscription_seq: sub, period_end: LATER + 2 * DAY, customer_seq: c, invoice_seq: inv, kind: "renewal", status: "failed", attempts: 3,
        next_attempt_at: LATER + 4 * DAY, created_at: LATER,
      });
      expect((await read().cycle.renewalOfInvoice(inv))?.period_end).toBe(LATER + 2 * DAY);
      expect(await read().cycle.renewalOfInvoice(-1)).toBeUndefined();
      expect(await read().cycle.renewal(sub, LATER)).toBeUndefined();
      expect((await read().cycle.renewalsOf(c)).map((x) => [x.period_end, x.kind, x.next_attempt_at])).toEqual([
        [LATER + DAY, "trial_end", null],
        [LATER + 2 * DAY, "renewal", LATER + 4 * DAY],
      ]);
      expect(await write((r) => r.cycle.retryNow(c, LATER + 5))).toBe(1);
      expect((await read().cycle.renewal(sub, LATER + 2 * DAY))?.next_attempt_at).toBe(LATER + 5);
      expect((await read().cycle.renewal(sub, LATER + DAY))?.next_attempt_at).toBeNull();
    });

    it("advance moves a period only while it still ends at `old`; activate only a scheduled subscription; setPastDue marks nothing for a plan's last invoice (kind end)", async () => {
      const { sp, c, plan } = await early("adv");
      const sub = await addSubscription(sp, c, plan, { id: "sub_adv", current_period_start: LATER, current_period_end: LATER + DAY });
      await write((r) => r.billing.setAnchor("sub_adv", LATER - DAY));
      const adv = (old: number, anchor: number | null) => write((r) => r.cycle.advance({ seq: sub, old, start: old, end: old + DAY, paid: MAX, anchor }));
      expect(await adv(LATER + DAY, null)).toBe(true);
      expect(await adv(LATER + DAY, null)).toBe(false);
      expect(await read().cycle.subscription(sub)).toMatchObject({ current_period_start: LATER + DAY, current_period_end: LATER + 2 * DAY, period_paid: MAX, period_anchor: LATER - DAY });
      expect(await adv(LATER + 2 * DAY, LATER)).toBe(true);
      expect((await read().cycle.subscription(sub))?.period_anchor).toBe(LATER);
      const sched = await addSubscription(sp, c, plan, { status: "scheduled", started_at: LATER });
      const act = () => write((r) => r.cycle.activate({ seq: sched, start: LATER, end: null, anchor: LATER, trial: LATER + DAY }));
      expect(await act()).toBe(true);
      expect(await act()).toBe(false);
      expect(await read().cycle.subscription(sched)).toMatchObject({ status: "active", current_period_start: LATER, current_period_end: null, period_anchor: LATER, trial_ends_at: LATER + DAY });
      await write((r) => r.cycle.setPastDue({ subscription_seq: sub, kind: "renewal" }, true));
      expect((await read().cycle.subscription(sub))?.past_due).toBe(1);
      await write((r) => r.cycle.setPastDue({ subscription_seq: sub, kind: "end" }, false));
      expect((await read().cycle.subscription(sub))?.past_due).toBe(1);
      await write((r) => r.cycle.setPastDue({ subscription_seq: sub, kind: "trial_end" }, false));
      expect((await read().cycle.subscription(sub))?.past_due).toBe(0);
    });

    it("reanchor restarts only the subscription's rows resetting with the given cadence; uncollectible changes only an open invoice", async () => {
      const { sp, c, plan } = await early("reanchor");
      const sub = await addSubscription(sp, c, plan);
      const row = (id: string, interval: string, count: number) => ({
        id, space_id: sp, customer_seq: c, entity_seq: null, feature_id: id, flag: 0, subscription_seq: sub, plan_id: "p", granted: 10, prepaid: 0,
        usage: 7, held: 0, unlimited: 0, overage_allowed: 0, price: null, reset_interval: interval, reset_count: count,
        reset_anchor: LATER, next_reset_at: LATER + DAY, rollover: null, carried: 0, carried_expires_at: null, expires_at: null, reason: null, created_at: LATER,
      });
      await write(async (r) => {
        await r.balances.insert(row("m1", "month", 1));
        await r.balances.insert(row("m3", "month", 3));
        await r.balances.insert(row("d1", "day", 1));
      });
      await write((r) => r.cycle.reanchor({ sub, anchor: LATER + 5, next: LATER + 40 * DAY, interval: "month", count: 1 }));
      const rows = Object.fromEntries((await read().balances.ofSubscription(sub)).map((b) => [b.id, [b.usage, b.reset_anchor, b.next_reset_at]]));
      expect(rows).toEqual({ m1: [0, LATER + 5, LATER + 40 * DAY], m3: [7, LATER, LATER + DAY], d1: [7, LATER, LATER + DAY] });
      const open = await addInvoice(sp, c);
      const paid = await addInvoice(sp, c, { status: "paid", paid: 100, at: LATER });
      await write(async (r) => {
        await r.cycle.uncollectible(open);
        await r.cycle.uncollectible(paid);
      });
      expect((await read().invoices.bySeq(open))?.status).toBe("uncollectible");
      expect((await read().invoices.bySeq(paid))?.status).toBe("paid");
    });

    it("useTrial records a plan's trial once (the first time kept); trialUsed; trialsUsed by time of use then plan id; setFrozen sets the test clock", async () => {
      const { c } = await early("trials");
      await write(async (r) => {
        await r.cycle.useTrial(c, "zeta", LATER);
        await r.cycle.useTrial(c, "beta", LATER + 1);
        await r.cycle.useTrial(c, "alpha", LATER + 1);
        await r.cycle.useTrial(c, "zeta", LATER + 9);
      });
      expect(await read().cycle.trialUsed(c, "zeta")).toBe(true);
      expect(await read().cycle.trialUsed(c, "gamma")).toBe(false);
      expect(await read().cycle.trialsUsed(c)).toEqual(["zeta", "alpha", "beta"]);
      await write((r) => r.cycle.setFrozen(c, MAX));
      expect((await read().customers.bySeq(c)).frozen_time).toBe(MAX);
    });
  });

  describe("controls", () => {
    it("fire records a control once per (customer, entity, control, period start); no entity is one key of its own", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "fire");
      const fire = (entity: number | null, control: string, period: number) => write((r) => r.controls.fire(c, entity, control, period, T));
      expect(await fire(null, "limit:balance:msgs", 0)).toBe(true);
      expect(await fire(null, "limit:balance:msgs", 0)).toBe(false);
      expect(await fire(7, "limit:balance:msgs", 0)).toBe(true);
      expect(await fire(null, "limit:balance:msgs", T)).toBe(true);
      expect(await fire(null, "alert:🚀:msgs", 0)).toBe(true);
      expect(await fire(7, "limit:balance:msgs", 0)).toBe(false);
    });

    it("top-ups: one pending per customer and feature; attempt only while pending; finish a pending or failed one once; requeue only a failed one; lastTopup, byInvoice, succeededSince (strictly after)", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "topups");
      const topup = (id: string, feature = "msgs") => ({ id, space_id: sp, customer_seq: c, feature_id: feature, status: "pending" as const, quantity: MAX, granted_at_queue: 5, reset_at_queue: null, created_at: T });
      expect(await write((r) => r.controls.insertTopup(topup("tu_a_1")))).toBe(true);
      expect(await write((r) => r.controls.insertTopup(topup("tu_a_2")))).toBe(false);
      expect(await write((r) => r.controls.insertTopup(topup("tu_a_3", "seats")))).toBe(true);
      const first = (await read().controls.lastTopup(c, "msgs"))!;
      expect(first).toEqual({ ...topup("tu_a_1"), seq: first.seq, invoice_seq: null, attempts: 0, round: 0, payment_method_seq: null, failure_code: null, completed_at: null });
      expect(await read().controls.bySeq(first.seq)).toEqual(first);
      const inv = await addInvoice(sp, c);
      expect(await write((r) => r.controls.attempt(first.seq, 10, inv, null))).toBe(true);
      expect(await read().controls.byInvoice(inv)).toMatchObject({ seq: first.seq, quantity: 10, attempts: 1, invoice_seq: inv });
      expect(await write((r) => r.controls.requeue(first.seq, 11, 6, T + 1))).toBe(false);
      expect(await write((r) => r.controls.finish(first.seq, "failed", "card_declined", T + 1))).toBe(true);
      expect(await write((r) => r.controls.attempt(first.seq, 10, inv, null))).toBe(false);
      expect(await write((r) => r.controls.requeue(first.seq, 12, 6, T + 2))).toBe(true);
      expect(await read().controls.bySeq(first.seq)).toMatchObject({ status: "pending", quantity: 12, granted_at_queue: 6, reset_at_queue: T + 2, failure_code: null, completed_at: null, attempts: 0, round: 1 });
      expect(await write((r) => r.controls.finish(first.seq, "succeeded", null, T + 10))).toBe(true);
      expect(await write((r) => r.controls.finish(first.seq, "failed", "late", T + 11))).toBe(false);
      expect(await write((r) => r.controls.insertTopup(topup("tu_a_4")))).toBe(true);
      expect((await read().controls.lastTopup(c, "msgs"))?.id).toBe("tu_a_4");
      expect(await read().controls.succeededSince(c, "msgs", T + 9)).toBe(1);
      expect(await read().controls.succeededSince(c, "msgs", T + 10)).toBe(0);
      expect(await read().controls.byInvoice(-1)).toBeUndefined();
    });

    it("pending top-ups of every space oldest first, pendingCustomers distinct by customer seq, pendingOf one customer's, each bounded by its limit", async () => {
      const sp = await space();
      const c1 = await addCustomer(sp, "pend1");
      const c2 = await addCustomer(sp, "pend2");
      const ins = (id: string, c: number, feature: string) =>
        write((r) => r.controls.insertTopup({ id, space_id: sp, customer_seq: c, feature_id: feature, status: "pending", quantity: 1, granted_at_queue: 0, reset_at_queue: null, created_at: T }));
      await ins("tu_p_1", c2, "a");
      await ins("tu_p_2", c1, "a");
      await ins("tu_p_3", c2, "b");
      const mine = (rows: { customer_seq: number; id: string }[]) => rows.filter((x) => x.customer_seq === c1 || x.customer_seq === c2).map((x) => x.id);
      expect(mine(await read().controls.pending(1000))).toEqual(["tu_p_1", "tu_p_2", "tu_p_3"]);
      expect((await read().controls.pendingCustomers(1000)).filter((x) => x === c1 || x === c2)).toEqual([c1, c2]);
      expect((await read().controls.pendingOf(c2)).map((x) => x.id)).toEqual(["tu_p_1", "tu_p_3"]);
      expect((await read().controls.pending(1)).length).toBe(1);
      expect((await read().controls.pendingCustomers(1)).length).toBe(1);
    });
  });

  describe("costs", () => {
    it("insert answers the seq; bySeq gives back every column (NULLs, JSON tokens, Unicode, amounts up to 2^53−1)", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "cost");
      const full = cost(sp, c, {
        customer_id: `cus_${UNICODE}`,
        entity_id: "e",
        feature_id: "ai",
        source: "openai",
        model_id: "openai/gpt-4o",
        amount: MAX,
        currency: "usd",
        original_amount: -MAX,
        original_currency: "jpy",
        tokens: '{"input":12,"output":3}',
        properties: `{"note":"${UNICODE}"}`,
        timestamp: T - 1,
        created_at: T,
      });
      const seq = await write((r) => r.costs.insert(full));
      const bare = await write((r) => r.costs.insert(cost(sp, c)));
      expect(bare).toBeGreaterThan(seq);
      expect(await read().costs.bySeq(seq)).toEqual({ ...full, seq });
      expect(await read().costs.bySeq(bare)).toMatchObject({ entity_id: null, feature_id: null, source: null, model_id: null, tokens: null });
      expect(await read().costs.bySeq(-1)).toBeUndefined();
    });

    it("page is newest first by timestamp then seq, resumes strictly before the keyset, and filters by customer, entity, feature, source and [from, to)", async () => {
      const sp = await space();
      const c1 = await addCustomer(sp, "cp1");
      const c2 = await addCustomer(sp, "cp2");
      const add = (c: number, at: number, over: Partial<NewCost> = {}) => write((r) => r.costs.insert(cost(sp, c, { timestamp: at, ...over })));
      const a = await add(c1, T, { feature_id: "f", source: "s" });
      const b = await add(c1, T + 1, { entity_id: "e" });
      const b2 = await add(c2, T + 1);
      const d = await add(c2, T + 2, { feature_id: "f" });
      const page = async (f: object, before?: [number, number], limit = 10) => (await read().costs.page({ spaceId: sp, ...f }, before, limit)).map((x) => x.seq);
      expect(await page({})).toEqual([d, b2, b, a]);
      expect(await page({}, undefined, 2)).toEqual([d, b2]);
      expect(await page({}, [T + 1, b2], 2)).toEqual([b, a]);
      expect(await page({ customerSeq: c2 })).toEqual([d, b2]);
      expect(await page({ entityId: "e" })).toEqual([b]);
      expect(await page({ featureId: "f" })).toEqual([d, a]);
      expect(await page({ source: "s" })).toEqual([a]);
      expect(await page({ from: T + 1, to: T + 2 })).toEqual([b2, b]);
    });

    it("putKey stores and then overwrites an item key; key reads it per space; pruneKeys deletes those created strictly before a time and counts them", async () => {
      const sp = await space();
      const other = await space();
      await write((r) => r.costs.putKey(sp, "k🚀", "h1", 1, EARLY));
      await write((r) => r.costs.putKey(sp, "k🚀", "h2", MAX, EARLY + 1));
      await write((r) => r.costs.putKey(sp, "old", "h", 3, EARLY - 1));
      expect(await read().costs.key(sp, "k🚀")).toEqual({ hash: "h2", cost_seq: MAX, created_at: EARLY + 1 });
      expect(await read().costs.key(other, "k🚀")).toBeUndefined();
      expect(await write((r) => r.costs.pruneKeys(EARLY + 1))).toBe(1);
      expect(await read().costs.key(sp, "old")).toBeUndefined();
      expect(await read().costs.key(sp, "k🚀")).toBeDefined();
    });

    it("setRate inserts a model's rates as the operator's, then replaces every rate of it; deleteRate answers whether the model existed", async () => {
      const model = `acme/模型-${UNICODE}`;
      const rate = { model_id: model, input_cost: 1, output_cost: 2, cache_read_cost: 3, cache_write_cost: 4, audio_input_cost: 5, audio_output_cost: 6, reasoning_cost: MAX, updated_at: T };
      await write((r) => r.costs.setRate(rate));
      expect(await read().balances.rate(model)).toMatchObject({ ...rate, origin: "operator" });
      const again = { ...rate, input_cost: 10, cache_read_cost: null, audio_input_cost: null, audio_output_cost: null, reasoning_cost: null, updated_at: T + 1 };
      await write((r) => r.costs.setRate(again));
      expect(await read().balances.rate(model)).toMatchObject({ ...again, origin: "operator" });
      expect(await write((r) => r.costs.deleteRate(model))).toBe(true);
      expect(await write((r) => r.costs.deleteRate(model))).toBe(false);
      expect(await read().balances.rate(model)).toBeUndefined();
    });
  });

  describe("events", () => {
    it("page is newest first by timestamp then seq, resumes strictly before the keyset, and filters by customer, entity, features, [from, to) and property text", async () => {
      const sp = await space();
      const c1 = await addCustomer(sp, "ev1");
      const c2 = await addCustomer(sp, "ev2");
      await addEvent(sp, c1, { id: "e_a", timestamp: T, feature_id: "msgs", properties: '{"plan":"pro","n":3,"ok":true}' });
      await addEvent(sp, c1, { id: "e_b", timestamp: T + 1, feature_id: "seats", entity_id: "ent", properties: '{"plan":"free","n":3.5,"ok":false}' });
      await addEvent(sp, c2, { id: "e_c", timestamp: T + 1, feature_id: "msgs", properties: '{"plan":null,"n":"3"}' });
      await addEvent(sp, c2, { id: "e_d", timestamp: T + 2, feature_id: "ai", properties: `{"plan":"${UNICODE}"}` });
      const ids = async (f: object, before?: [number, number], limit = 10) => (await read().events.page({ spaceId: sp, ...f }, before, limit)).map((e) => e.id);
      expect(await ids({})).toEqual(["e_d", "e_c", "e_b", "e_a"]);
      const all = await read().events.page({ spaceId: sp }, undefined, 10);
      expect(await ids({}, [T + 1, all[1].seq], 10)).toEqual(["e_b", "e_a"]);
      expect(await ids({ customerSeq: c1 })).toEqual(["e_b", "e_a"]);
      expect(await ids({ entityId: "ent" })).toEqual(["e_b"]);
      expect(await ids({ featureIds: ["msgs", "ai"] })).toEqual(["e_d", "e_c", "e_a"]);
      expect(await ids({ from: T + 1, to: T + 2 })).toEqual(["e_c", "e_b"]);
      expect(await ids({ filterBy: [["plan", "pro"]] })).toEqual(["e_a"]);
      expect(await ids({ filterBy: [["plan", UNICODE]] })).toEqual(["e_d"]);
      expect(await ids({ filterBy: [["plan", "null"]] })).toEqual(["e_c"]);
      expect(await ids({ filterBy: [["ok", "true"]] })).toEqual(["e_a"]);
      expect(await ids({ filterBy: [["ok", "false"]] })).toEqual(["e_b"]);
      expect(await ids({ filterBy: [["n", "3"]] })).toEqual(["e_c", "e_a"]);
      expect(await ids({ filterBy: [["n", "3.5"], ["plan", "free"]] })).toEqual(["e_b"]);
      expect(all[0]).toMatchObject({ id: "e_d", space_id: sp, customer_seq: c2, entity_id: null, feature_id: "ai", event_name: null, value: 1, deductions: null, timestamp: T + 2 });
    });

    it("after is oldest first strictly after the keyset; chunkEnd answers the n-th event's keyset after it, undefined when fewer are left", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "ev-after");
      for (const [id, at] of [["x1", T], ["x2", T + 1], ["x3", T + 1], ["x4", T + 5]] as const) await addEvent(sp, c, { id, timestamp: at });
      const rows = await read().events.after({ spaceId: sp }, undefined, 10);
      expect(rows.map((e) => e.id)).toEqual(["x1", "x2", "x3", "x4"]);
      const k2: [number, number] = [T + 1, rows[1].seq];
      expect((await read().events.after({ spaceId: sp }, k2, 10)).map((e) => e.id)).toEqual(["x3", "x4"]);
      expect((await read().events.after({ spaceId: sp, to: T + 5 }, k2, 10)).map((e) => e.id)).toEqual(["x3"]);
      expect(await read().events.chunkEnd({ spaceId: sp }, undefined, 2)).toEqual(k2);
      expect(await read().events.chunkEnd({ spaceId: sp }, k2, 2)).toEqual([T + 5, rows[3].seq]);
      expect(await read().events.chunkEnd({ spaceId: sp }, k2, 3)).toBeUndefined();
    });

    it("sums group by UTC bin (hours, days, Monday weeks, months), feature and group in the keyset range (from, to], as exact integers past 2^53", async () => {
      const sp = await space();
      const c1 = await addCustomer(sp, "sum1");
      const c2 = await addCustomer(sp, "sum2");
      // Wednesday T; a Sunday 23:30 and the Monday after; another month.
      const sunday = T + 4 * DAY + 23 * HOUR + 30 * 60_000;
      await addEvent(sp, c1, { id: "s1", customer_id: "sum1", timestamp: T + 10, value: MAX, properties: '{"region":"eu"}', deductions: '[{"plan_id":"pro"}]' });
      await addEvent(sp, c1, { id: "s2", customer_id: "sum1", timestamp: T + 20, value: MAX, properties: '{"region":"eu"}', entity_id: "e1" });
      await addEvent(sp, c2, { id: "s3", customer_id: "sum2", timestamp: sunday, value: 5, properties: '{"region":true}' });
      await addEvent(sp, c2, { id: "s4", customer_id: "sum2", timestamp: sunday + HOUR, value: 7, feature_id: "ai" });
      await addEvent(sp, c2, { id: "s5", customer_id: "sum2", timestamp: Date.UTC(2026, 4, 3), value: -2 });
      const sums = async (size: "hour" | "day" | "week" | "month", groupBy?: string, from?: [number, number], to?: [number, number]) =>
        (await read().events.sums({ spaceId: sp }, size, groupBy, from, to))
          .map((x) => [Number(x.bin), x.feature_id, x.g, Number(x.n), BigInt(x.total)] as const)
          .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]) || String(a[2]).localeCompare(String(b[2])));
      const big = BigInt(MAX) * 2n;
      expect(await sums("week")).toEqual([
        [T - 2 * DAY, "msgs", null, 3, big + 5n],
        [T + 5 * DAY, "ai", null, 1, 7n],
        [Date.UTC(2026, 3, 27), "msgs", null, 1, -2n],
      ]);
      expect(await sums("month")).toEqual([
        [T, "ai", null, 1, 7n],
        [T, "msgs", null, 3, big + 5n],
        [Date.UTC(2026, 4, 1), "msgs", null, 1, -2n],
      ]);
      expect((await sums("day")).map((x) => x[0])).toEqual([T, T + 4 * DAY, T + 5 * DAY, Date.UTC(2026, 4, 3)]);
      expect((await sums("hour")).map((x) => x[0])).toEqual([T, T + 4 * DAY + 23 * HOUR, T + 5 * DAY, Date.UTC(2026, 4, 3)]);
      expect(await sums("month", "properties.region")).toEqual([
        [T, "ai", "null", 1, 7n],
        [T, "msgs", "eu", 2, big],
        [T, "msgs", "true", 1, 5n],
        [Date.UTC(2026, 4, 1), "msgs", "null", 1, -2n],
      ]);
      expect((await sums("month", "$customer_id")).map((x) => x[2])).toEqual(["sum2", "sum1", "sum2", "sum2"]);
      expect((await sums("month", "$entity_id")).filter((x) => x[2] === "e1").map((x) => x[4])).toEqual([BigInt(MAX)]);
      expect((await sums("month", "$plan_id")).filter((x) => x[2] === "pro").length).toBe(1);
      const rows = await read().events.after({ spaceId: sp }, undefined, 10);
      // (from, to]: the first event excluded, the fourth included.
      expect(await sums("month", undefined, [rows[0].timestamp, rows[0].seq], [rows[3].timestamp, rows[3].seq])).toEqual([
        [T, "ai", null, 1, 7n],
        [T, "msgs", null, 2, BigInt(MAX) + 5n],
      ]);
    });

    it("prune deletes up to `limit` events strictly before a time and answers how many", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "prune", { created_at: EARLY });
      for (const [id, at] of [["p1", EARLY], ["p2", EARLY + 1], ["p3", EARLY + 2], ["p4", EARLY + 3]] as const) await addEvent(sp, c, { id, timestamp: at });
      expect(await write((r) => r.events.prune(EARLY + 3, 2))).toBe(2);
      expect(await write((r) => r.events.prune(EARLY + 3, 10))).toBe(1);
      expect((await read().events.after({ spaceId: sp }, undefined, 10)).map((e) => e.id)).toEqual(["p4"]);
    });
  });

  describe("analytics", () => {
    it("buckets hold the same sums as the records they come from: usage per feature, costs per feature ('$unattributed') and currency, at hour and day grains over [from, to)", async () => {
      const sp = await space();
      const c1 = await addCustomer(sp, "an1");
      const c2 = await addCustomer(sp, "an2");
      await addEvent(sp, c1, { timestamp: T, value: MAX });
      await addEvent(sp, c2, { timestamp: T + HOUR - 1, value: MAX });
      await addEvent(sp, c2, { timestamp: T + HOUR, value: 3, feature_id: "ai" });
      await write(async (r) => {
        await r.costs.insert(cost(sp, c1, { timestamp: T + 5, amount: MAX, feature_id: "ai" }));
        await r.costs.insert(cost(sp, c2, { timestamp: T + 6, amount: MAX, feature_id: "ai" }));
        await r.costs.insert(cost(sp, c2, { timestamp: T + 7, amount: 4, currency: "eur" }));
      });
      const big = BigInt(MAX);
      const norm = (rows: { key: string; currency: string; n: bigint; amount: bigint }[]) => rows.map((x) => ({ ...x })).sort((a, b) => (a.key + a.currency).localeCompare(b.key + b.currency));
      expect(norm(await read().analytics.buckets(sp, "usage", HOUR, T, T + HOUR))).toEqual([{ key: "msgs", currency: "", n: 2n, amount: 2n * big }]);
      expect(norm(await read().analytics.events(sp, T, T + HOUR))).toEqual(norm(await read().analytics.buckets(sp, "usage", HOUR, T, T + HOUR)));
      expect(norm(await read().analytics.buckets(sp, "usage", DAY, T, T + DAY))).toEqual([
        { key: "ai", currency: "", n: 1n, amount: 3n },
        { key: "msgs", currency: "", n: 2n, amount: 2n * big },
      ]);
      expect(await read().analytics.buckets(sp, "usage", HOUR, T + HOUR, T + HOUR)).toEqual([]);
      expect(norm(await read().analytics.buckets(sp, "cost", HOUR, T, T + HOUR))).toEqual([
        { key: "$unattributed", currency: "eur", n: 1n, amount: 4n },
        { key: "ai", currency: "usd", n: 2n, amount: 2n * big },
      ]);
      const perCustomer = (await read().analytics.costs(sp, T, T + HOUR)).map((x) => ({ ...x })).sort((a, b) => Number(a.customer_seq - b.customer_seq) || a.currency.localeCompare(b.currency));
      expect(perCustomer).toEqual([
        { customer_seq: BigInt(c1), key: "ai", currency: "usd", n: 1n, amount: big },
        { customer_seq: BigInt(c2), key: "$unattributed", currency: "eur", n: 1n, amount: 4n },
        { customer_seq: BigInt(c2), key: "ai", currency: "usd", n: 1n, amount: big },
      ]);
      expect(await read().analytics.costs(sp, T + 8, T + HOUR)).toEqual([]);
      expect(await read().analytics.revenue(sp, T, T + HOUR)).toEqual([]);
    });

    it("revenue atoms of a paid invoice are shared over its lines' features ('$base' for none); daily and recordsOf answer one customer's costs and revenue", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "rev");
      await addInvoice(sp, c, { status: "paid", paid: 1000, at: T + 30, lines: [{ feature_id: "ai", amount: 750 }, { feature_id: null, amount: 250 }] });
      await addInvoice(sp, c, { status: "open", paid: 500 });
      await write((r) => r.costs.insert(cost(sp, c, { timestamp: T + DAY + 1, amount: 9, feature_id: "ai" })));
      const norm = <R extends { key: string }>(rows: R[]) => rows.map((x) => ({ ...x })).sort((a, b) => a.key.localeCompare(b.key));
      expect(norm(await read().analytics.revenue(sp, T, T + HOUR))).toEqual([
        { customer_seq: BigInt(c), key: "$base", currency: "usd", n: 1n, amount: 250n },
        { customer_seq: BigInt(c), key: "ai", currency: "usd", n: 1n, amount: 750n },
      ]);
      expect(norm(await read().analytics.buckets(sp, "revenue", DAY, T, T + DAY))).toEqual([
        { key: "$base", currency: "usd", n: 1n, amount: 250n },
        { key: "ai", currency: "usd", n: 1n, amount: 750n },
      ]);
      const metric = <R extends { metric: string; key: string }>(rows: R[]) => rows.map((x) => ({ ...x })).sort((a, b) => (a.metric + a.key).localeCompare(b.metric + b.key));
      expect(metric(await read().analytics.daily(c, T, T + 2 * DAY))).toEqual([
        { metric: "cost", key: "ai", currency: "usd", n: 0n, amount: 9n },
        { metric: "revenue", key: "$base", currency: "usd", n: 0n, amount: 250n },
        { metric: "revenue", key: "ai", currency: "usd", n: 0n, amount: 750n },
      ]);
      expect(metric(await read().analytics.daily(c, T + DAY, T + 2 * DAY)).map((x) => x.metric)).toEqual(["cost"]);
      expect(metric(await read().analytics.recordsOf(c, T, T + DAY + 1))).toEqual([
        { metric: "revenue", key: "$base", currency: "usd", n: 1n, amount: 250n },
        { metric: "revenue", key: "ai", currency: "usd", n: 1n, amount: 750n },
      ]);
    });

    it("series walks (customer, currency) keysets in order with the running sums before hi and before lo over whole hours (none when hi ≤ lo), with or without ids", async () => {
      const sp = await space();
      const c1 = await addCustomer(sp, "se1");
      const c2 = await addCustomer(sp, "se2", { anonymous: 1 });
      await write(async (r) => {
        await r.costs.insert(cost(sp, c1, { timestamp: T, amount: 10 }));
        await r.costs.insert(cost(sp, c1, { timestamp: T + HOUR, amount: 20 }));
        await r.costs.insert(cost(sp, c1, { timestamp: T + 2 * HOUR, amount: MAX - 30, currency: "eur" }));
        await r.costs.insert(cost(sp, c2, { timestamp: T + 3 * HOUR, amount: 1 }));
      });
      const p = { space: sp, lo: T + HOUR, hi: T + 2 * HOUR, since: T, until: T + 4 * HOUR, after: null, limit: 10, ids: true };
      expect(await read().analytics.series(p)).toEqual([
        [c1, "se1", 0, "eur", null, null],
        [c1, "se1", 0, "usd", "0,30", "0,10"],
        [c2, "se2", 1, "usd", null, null],
      ]);
      // hi ≥ the last hour with records: the series' total; lo at or before the first: none before it.
      expect(await read().analytics.series({ ...p, lo: T, hi: T + 5 * HOUR, ids: false })).toEqual([
        [c1, null, 0, "eur", `0,${MAX - 30}`, null],
        [c1, null, 0, "usd", "0,30", null],
        [c2, null, 0, "usd", "0,1", null],
      ]);
      expect((await read().analytics.series({ ...p, hi: p.lo })).map((x) => [x[4], x[5]])).toEqual([[null, null], [null, null], [null, null]]);
      expect((await read().analytics.series({ ...p, after: [c1, "eur"], limit: 1 })).map((x) => [x[0], x[3]])).toEqual([[c1, "usd"]]);
      // Records in [since, until): a series whose hours all fall outside is left out.
      expect((await read().analytics.series({ ...p, since: T + 3 * HOUR })).map((x) => x[0])).toEqual([c2]);
      expect((await read().analytics.series({ ...p, until: T + HOUR })).map((x) => x[3])).toEqual(["usd"]);
      expect((await read().analytics.ids([c2, c1, -1])).sort((a, b) => a.seq - b.seq)).toEqual([
        { seq: c1, id: "se1", anonymous: 0 },
        { seq: c2, id: "se2", anonymous: 1 },
      ]);
    });

    it("customerCounts counts customers created before `end` and in [start, end); customersCreatedIn counts those in [start, end) alone; customersChunkEnd answers the n-th customer seq after one, undefined when fewer are left", async () => {
      const sp = await space();
      const seqs: number[] = [];
      for (const [id, at] of [["cc1", T - 1], ["cc2", T], ["cc3", T + 1], ["cc4", T + 2]] as const) seqs.push(await addCustomer(sp, id, { created_at: at }));
      expect(await read().analytics.customerCounts(sp, T, T + 2)).toEqual({ total: 3, new: 2 });
      expect(await read().analytics.customerCounts(sp, T + 3, T + 3)).toEqual({ total: 4, new: 0 });
      expect([await read().analytics.customersCreatedIn(sp, T, T + 2), await read().analytics.customersCreatedIn(sp, T - 1, T + 3), await read().analytics.customersCreatedIn(sp, T + 3, T + 9)]).toEqual([2, 4, 0]);
      expect(await read().analytics.customersChunkEnd(sp, 0, 2)).toBe(seqs[1]);
      expect(await read().analytics.customersChunkEnd(sp, seqs[1], 2)).toBe(seqs[3]);
      expect(await read().analytics.customersChunkEnd(sp, seqs[1], 3)).toBeUndefined();
    });

    it("subscriptions active at `at` (started ≤ at < expiry, trial over ≤ at) grouped by plan, currency and prepaid units; payingIn; coupon holders apart; subscriptionsOf; coupons by seq", async () => {
      const sp = await space();
      const plan = await addPlan(sp, "pro");
      const at = T + DAY;
      const [a, b, cpn, d, e] = [
        await addCustomer(sp, "g1", { currency: "EUR" }),
        await addCustomer(sp, "g2"),
        await addCustomer(sp, "g3"),
        await addCustomer(sp, "g4"),
        await addCustomer(sp, "g5"),
      ];
      await addSubscription(sp, a, plan, { started_at: at });
      await addSubscription(sp, b, plan, { id: "sub_g2", expires_at: at + 1, trial_ends_at: at });
      await write((r) => r.billing.setPaid("sub_g2", { start: null, end: null, paid: 0, currency: "usd", bought: { msgs: 2 } }));
      await addSubscription(sp, cpn, plan);
      await addSubscription(sp, d, plan, { expires_at: at });
      await addSubscription(sp, e, plan, { trial_ends_at: at + 1 });
      await addSubscription(sp, e, plan, { started_at: at + 1 });
      await write(async (r) => {
        for (const [id, kind] of [["rd_a_1", "coupon"], ["rd_a_2", "feature_grant"]] as const) {
          await r.rewards.insertRedemption({ id, space_id: sp, customer_seq: id === "rd_a_1" ? cpn : b, reward_seq: null, reward_id: "r", reward_name: "R", kind, terms: "{}", source: "discount", code: null, created_at: T });
        }
      });
      const groups = (await read().analytics.subscriptionGroups(sp, at, 0, MAX)).map((g) => ({ ...g })).sort((x, y) => x.currency.localeCompare(y.currency));
      expect(groups).toEqual([
        { plan_seq: plan, currency: "eur", bought: null, n: 1 },
        { plan_seq: plan, currency: "usd", bought: '{"msgs":2}', n: 1 },
      ]);
      expect(await read().analytics.payingIn(sp, at, 0, MAX, groups.map((g) => `${g.plan_seq}|${g.currency}|${g.bought ?? ""}`))).toBe(2);
      expect(await read().analytics.payingIn(sp, at, a, MAX, [`${plan}|eur|`])).toBe(0);
      expect(await read().analytics.subscriptionGroups(sp, at, a, b - 1)).toEqual([]);
      expect((await read().analytics.subscriptionsWithCoupons(sp, at)).map((x) => ({ ...x }))).toEqual([{ customer_seq: cpn, plan_seq: plan, currency: "usd", bought: null }]);
      expect((await read().analytics.subscriptionsOf([a, d, e], at)).map((x) => x.customer_seq)).toEqual([a]);
      expect((await read().analytics.coupons(sp)).map((x) => x.id)).toEqual(["rd_a_1"]);
      expect((await read().analytics.couponsOf([cpn, b])).map((x) => x.id)).toEqual(["rd_a_1"]);
    });

    it("resettingBalances answers the customer-level resetting rows a rule can fire on, by seq; balancesChunkEnd walks only resetting rows", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "rb");
      const now = T + 10 * DAY;
      const row = (id: string, over: object) => ({
        id, space_id: sp, customer_seq: c, entity_seq: null, feature_id: id, flag: 0, subscription_seq: null, plan_id: null, granted: 100, prepaid: 0,
        usage: 0, held: 0, unlimited: 0, overage_allowed: 0, price: null, reset_interval: "month", reset_count: 1, reset_anchor: T,
        next_reset_at: now + DAY, rollover: null, carried: 0, carried_expires_at: null, expires_at: null, reason: null, created_at: T, ...over,
      });
      await write(async (r) => {
        await r.balances.insert(row("low", { usage: 95 }));
        await r.balances.insert(row("plenty", { usage: 50 }));
        await r.balances.insert(row("noreset", { usage: 95, reset_interval: null }));
        await r.balances.insert(row("expired", { usage: 95, expires_at: now }));
        await r.balances.insert(row("low2", { usage: 91, held: 0 }));
      });
      const found = await read().analytics.resettingBalances(sp, 0, MAX, now);
      expect(found.map((b) => b.feature_id)).toEqual(["low", "low2"]);
      expect(found[0]).toMatchObject({ customer_seq: c, customer_id: "rb", anonymous: 0, frozen_time: null, granted: 100, usage: 95, reset_interval: "month", next_reset_at: now + DAY, last_end: null });
      const all = await read().balances.ofCustomer(c);
      const seq = (id: string) => all.find((b) => b.id === id)!.seq;
      expect(await read().analytics.balancesChunkEnd(sp, 0, 3)).toBe(seq("expired"));
      expect(await read().analytics.balancesChunkEnd(sp, seq("plenty"), 2)).toBe(seq("low2"));
      expect(await read().analytics.balancesChunkEnd(sp, seq("plenty"), 3)).toBeUndefined();
      expect((await read().analytics.resettingBalances(sp, seq("low"), MAX, now)).map((b) => b.feature_id)).toEqual(["low2"]);
    });
  });

  /**
   * What only a second engine with units running at once (PostgreSQL, READ COMMITTED) could get
   * wrong: every claim of the billing cycle and of top-ups decided by one statement (a conflict or a
   * conditional update) has one winner among units started together, and the reads the cycle and
   * top-ups decide a write on lock their row. On SQLite units run one after another: the same
   * assertions hold trivially.
   */
  describe("units at once", () => {
    /** `n` units started together, each running `fn`; their answers. */
    const together = <T>(n: number, fn: (r: RevenueRepos, i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => write((r) => fn(r, i))));
    const winners = (xs: boolean[]) => xs.filter(Boolean).length;
    /** On PostgreSQL the first unit waits until the second has sent its read (on SQLite units never overlap). */
    const overlapping = engine.name === "postgres";

    it("claim, fire and insertTopup: of three units claiming the same key at once exactly one wins, every round", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "race-claim");
      for (let round = 0; round < 5; round++) {
        const at = T + round;
        expect(winners(await together(3, (r) => r.cycle.claim({ subscription_seq: 7_000 + round, period_end: at, customer_seq: c, kind: "renewal", status: "due", created_at: at })))).toBe(1);
        expect(winners(await together(3, (r) => r.controls.fire(c, null, `limit:balance:f${round}`, at, at)))).toBe(1);
        expect(
          winners(
            await together(3, (r, i) =>
              r.controls.insertTopup({ id: `tu_race_${round}_${i}`, space_id: sp, customer_seq: c, feature_id: `f${round}`, status: "pending", quantity: 5, granted_at_queue: 0, reset_at_queue: null, created_at: at }),
            ),
          ),
        ).toBe(1);
      }
      expect((await read().cycle.renewalsOf(c)).map((x) => x.period_end)).toEqual([T, T + 1, T + 2, T + 3, T + 4]);
      expect(await read().controls.pendingOf(c)).toHaveLength(5);
    });

    it("advance and activate: of units moving the same subscription at once one wins; finish and requeue likewise; attempt counts every attempt", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "race-move");
      const plan = await addPlan(sp, "race-plan");
      const active = await addSubscription(sp, c, plan, { current_period_start: T, current_period_end: T + DAY });
      const scheduled = await addSubscription(sp, c, plan, { status: "scheduled", started_at: T + DAY });
      expect(winners(await together(3, (r, i) => r.cycle.advance({ seq: active, old: T + DAY, start: T + DAY, end: T + (2 + i) * DAY, paid: i, anchor: null })))).toBe(1);
      expect(winners(await together(3, (r, i) => r.cycle.activate({ seq: scheduled, start: T + DAY, end: T + (2 + i) * DAY, anchor: T + DAY, trial: null })))).toBe(1);
      expect((await read().customers.subscriptions(c)).map((s) => s.status)).toEqual(["active", "active"]);
      await write((r) =>
        r.controls.insertTopup({ id: "tu_race_fin", space_id: sp, customer_seq: c, feature_id: "f", status: "pending", quantity: 5, granted_at_queue: 0, reset_at_queue: null, created_at: T }),
      );
      const t = (await read().controls.pendingOf(c))[0];
      expect(winners(await together(4, (r) => r.controls.attempt(t.seq, 5, null, null)))).toBe(4);
      expect((await read().controls.bySeq(t.seq))!.attempts).toBe(4);
      expect(winners(await together(3, (r, i) => r.controls.finish(t.seq, "succeeded", null, T + i)))).toBe(1);
      expect((await read().controls.bySeq(t.seq))!.status).toBe("succeeded");
    });

    it("requeue: of three units setting the same failed top-up pending again at once one wins (its round counted once)", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "race-requeue");
      await write(async (r) => {
        await r.controls.insertTopup({ id: "tu_rq", space_id: sp, customer_seq: c, feature_id: "f", status: "pending", quantity: 5, granted_at_queue: 0, reset_at_queue: null, created_at: T });
        const t = (await r.controls.pendingOf(c))[0];
        await r.controls.finish(t.seq, "failed", "card_declined", T);
      });
      const seq = (await read().controls.lastTopup(c, "f"))!.seq;
      expect(winners(await together(3, (r, i) => r.controls.requeue(seq, 10 + i, 1, null)))).toBe(1);
      expect(await read().controls.bySeq(seq)).toMatchObject({ status: "pending", round: 1, attempts: 0 });
    });

    /**
     * Two units each read a row, decide on what they read and write it: the second must read what
     * the first wrote (its read waits for the first unit), else both decide on the same old row.
     */
    async function readDecideWrite(decide: (r: RevenueRepos) => Promise<boolean>, ping: (r: RevenueRepos) => Promise<unknown>): Promise<string[]> {
      const won: string[] = [];
      let aRead!: () => void;
      const aHasRead = new Promise<void>((res) => (aRead = res));
      let bReading!: () => void;
      const bSends = new Promise<void>((res) => (bReading = res));
      const a = write(async (r) => {
        const go = await decide(r);
        aRead();
        if (overlapping) {
          await bSends;
          await ping(r); // a round trip of its own: the second unit's read reaches the server first
        }
        if (go) won.push("a");
      });
      // On SQLite a unit asked for while another runs is refused (strict mode): the second starts after the first.
      const b = (overlapping ? aHasRead : a).then(() =>
        write(async (r) => {
          bReading();
          if (await decide(r)) won.push("b");
        }),
      );
      await Promise.all([a, b]);
      return won;
    }

    it("a renewal read to settle it (dunning) waits for a unit settling it: the second unit reads the attempt the first wrote", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "race-dun");
      await write((r) => r.cycle.claim({ subscription_seq: 8_001, period_end: T, customer_seq: c, kind: "renewal", status: "due", created_at: T }));
      const won = await readDecideWrite(
        async (r) => {
          const x = (await r.cycle.renewal(8_001, T))!;
          if (x.attempts !== 0) return false;
          await r.cycle.setRenewal(8_001, T, { status: "failed", attempts: x.attempts + 1, next: T + DAY });
          return true;
        },
        (r) => r.cycle.renewalsOf(c),
      );
      expect(won).toEqual(["a"]);
      expect((await read().cycle.renewal(8_001, T))!.attempts).toBe(1);
    });

    it("a top-up read to attempt it waits for a unit attempting it: the second unit reads the attempt the first counted", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "race-tu");
      await write((r) =>
        r.controls.insertTopup({ id: "tu_rdw", space_id: sp, customer_seq: c, feature_id: "f", status: "pending", quantity: 5, granted_at_queue: 0, reset_at_queue: null, created_at: T }),
      );
      const seq = (await read().controls.lastTopup(c, "f"))!.seq;
      const won = await readDecideWrite(
        async (r) => {
          const t = (await r.controls.bySeq(seq))!;
          if (t.attempts !== 0) return false;
          return await r.controls.attempt(seq, 5, null, null);
        },
        (r) => r.controls.pendingOf(c),
      );
      expect(won).toEqual(["a"]);
      expect((await read().controls.bySeq(seq))!.attempts).toBe(1);
    });
  });

  describe("text order, case folding and integer bounds", () => {
    it("trialsUsed breaks a tie of times by plan id byte by byte (upper case, then '_', then lower case)", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "collate-trials");
      await write(async (r) => {
        for (const id of ["b", "_a", "a", "B", "Z", "é"]) await r.cycle.useTrial(c, id, T);
      });
      expect(await read().cycle.trialsUsed(c)).toEqual(["B", "Z", "_a", "a", "b", "é"]);
    });

    it("series orders a customer's currencies byte by byte and resumes after a keyset by the same order", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "collate-series");
      await write(async (r) => {
        for (const currency of ["eur", "EUR", "_x", "Usd"]) await r.costs.insert(cost(sp, c, { timestamp: T, amount: 1, currency }));
      });
      const p = { space: sp, lo: T, hi: T, since: T, until: T + HOUR, after: null, limit: 10, ids: false };
      expect((await read().analytics.series(p)).map((x) => x[3])).toEqual(["EUR", "Usd", "_x", "eur"]);
      expect((await read().analytics.series({ ...p, after: [c, "Usd"] })).map((x) => x[3])).toEqual(["_x", "eur"]);
    });

    it("entities and customers search fold ASCII letters only (as SQLite's lower): 'É' matches only 'É'", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "fold", { name: "ÉCOLE Zoë" });
      await write((r) => r.entities.insert({ space_id: sp, customer_seq: c, id: "Seat-É", name: "ÀLPHA", feature_id: null, created_at: T, billing_controls: "{}" }));
      const entities = async (search: string) => (await read().entities.list({ spaceId: sp, statuses: "[]", search, limit: 10 })).map((e) => e.id);
      expect(await entities("seat-É")).toEqual(["Seat-É"]);
      expect(await entities("SEAT-é")).toEqual([]);
      expect(await entities("Àlpha")).toEqual(["Seat-É"]);
      expect(await entities("àlpha")).toEqual([]);
      const customers = async (search: string) => (await read().customers.list({ spaceId: sp, order: "asc", search, limit: 10 })).map((x) => x.id);
      expect(await customers("école zoë")).toEqual([]);
      expect(await customers("École zoë")).toEqual(["fold"]);
      expect(await customers("cole zoë")).toEqual(["fold"]);
    });

    it("the cycle's and controls' times and amounts round trip up to 2^53−1: renewals, nextDue, fired periods, top-up quantities and purchase windows", async () => {
      const sp = await space();
      const c = await addCustomer(sp, "bounds");
      await write(async (r) => {
        await r.cycle.claim({ subscription_seq: MAX, period_end: MAX, customer_seq: c, kind: "renewal", status: "due", created_at: MAX });
        await r.cycle.setRenewal(MAX, MAX, { status: "failed", invoice: null, attempts: MAX, next: MAX - 1 });
      });
      expect(await read().cycle.renewal(MAX, MAX)).toEqual({
        subscription_seq: MAX, period_end: MAX, customer_seq: c, invoice_seq: null, kind: "renewal", status: "failed", attempts: MAX, next_attempt_at: MAX - 1, created_at: MAX,
      });
      expect(await read().cycle.nextDue(c, MAX - 2)).toBe(MAX - 1);
      expect(await read().cycle.nextDue(c, MAX - 1)).toBeNull();
      expect(await write((r) => r.cycle.retryNow(c, -MAX))).toBe(1);
      expect((await read().cycle.customerCharges(c, -MAX)).map((x) => x.next_attempt_at)).toEqual([-MAX]);
      expect(await write((r) => r.controls.fire(c, MAX, "alert:x:f", MAX, MAX))).toBe(true);
      expect(await write((r) => r.controls.fire(c, MAX, "alert:x:f", MAX, 0))).toBe(false);
      await write(async (r) => {
        await r.controls.insertTopup({ id: "tu_max", space_id: sp, customer_seq: c, feature_id: "f", status: "pending", quantity: MAX, granted_at_queue: MAX, reset_at_queue: MAX, created_at: MAX });
        const t = (await r.controls.pendingOf(c))[0];
        await r.controls.finish(t.seq, "succeeded", null, MAX);
      });
      expect(await read().controls.lastTopup(c, "f")).toMatchObject({ quantity: MAX, granted_at_queue: MAX, reset_at_queue: MAX, created_at: MAX, completed_at: MAX });
      expect(await read().controls.succeededSince(c, "f", MAX - 1)).toBe(1);
      expect(await read().controls.succeededSince(c, "f", MAX)).toBe(0);
    });
  });
});

/**
 * The same rows give the same analytics on every engine (when TANDEM_TEST_ENGINES names two or
 * more): the overview, margins per customer, per feature and of one customer, and the advisor,
 * answered by the analytics service over each engine's repositories. Its ranges start and end
 * inside hours and days, so every read of the rollup tables the triggers keep (day and hour
 * buckets, running sums, revenue atoms, daily sums, closed periods) and of the records at the
 * ragged ends is on the path; a refund, an anonymous customer, a trial, a test clock and sums past
 * 2^53 are in the rows.
 */
describe.runIf(ENGINES.length > 1)("analytics agree across engines", () => {
  const opened: OpenStore[] = [];
  beforeAll(async () => {
    for (const e of ENGINES) opened.push(await e.open());
  });
  afterAll(async () => {
    for (const o of opened) await o.close();
  });
  /** Wednesday 2026-04-01 10:17 UTC. */
  const NOW = T + 10 * HOUR + 17 * 60_000;
  const MINUTE = 60_000;

  async function figures(o: OpenStore) {
    const ctx = createRevenueContext(o.store, manualClock(NOW), noMemos, o.engine.platform, o.engine.revenue);
    const w = <X>(fn: (r: RevenueRepos) => Promise<X>) => o.store.write((tx) => fn(ctx.repos(tx)));
    await o.store.write((tx) => tx.use(o.engine.platform.workspaces).create({ id: "ws_x", name: "X", venture_id: "v_x", created_at: 0 }, { test: "pk_test_x", live: "pk_live_x" }));
    const sp = (await o.store.read.use(o.engine.platform.workspaces).space("ws_x", "test"))!.id;
    const definition = JSON.stringify({
      description: null, price: { amount: 20, interval: "month", interval_count: 1 }, items: [], free_trial: null, config: { ignore_past_due: false },
      billing_controls: null, metadata: {}, licenses: [], base_variant_id: null, variants: null,
    });
    const plan = await w((r) => r.plans.insert({ space_id: sp, id: "pro", version: 1, name: "Pro", plan_group: null, add_on: 0, auto_enable: 0, definition, archived: 0, created_at: T - 20 * DAY }));
    const customers: Record<string, number> = {};
    for (const [id, over] of [
      ["alice", { created_at: T - 10 * DAY }],
      ["bob", { created_at: T - 2 * DAY, email: "bob@example.com" }],
      ["anon", { created_at: T - DAY, anonymous: 1 }],
      ["dave", { created_at: T - 3 * DAY + 5 }],
    ] as const) customers[id] = await w((r) => r.customers.insert(newCustomer(sp, id, over.created_at, over)));
    await w((r) => r.cycle.setFrozen(customers.dave, NOW - 2 * HOUR));
    let subs = 0;
    const sub = (customer: number, over: Partial<SubscriptionRow>) =>
      w((r) =>
        r.customers.insertSubscription({
          id: `sub_x_${++subs}`, space_id: sp, customer_seq: customer, plan_seq: plan, status: "active", quantity: 1, started_at: T - 10 * DAY, canceled_at: null,
          created_at: T - 10 * DAY, trial_ends_at: null, expires_at: null, current_period_start: null, current_period_end: null, past_due: 0, ...over,
        }),
      );
    await sub(customers.alice, {});
    const bobSub = await sub(customers.bob, { started_at: T - 2 * DAY, trial_ends_at: T - DAY });
    await sub(customers.dave, { started_at: T - DAY, trial_ends_at: NOW + DAY });
    await sub(customers.anon, { status: "scheduled", started_at: NOW + DAY });
    // Usage events, the first before the range, two at its ragged start and end.
    let n = 0;
    const start = T - 4 * DAY + 7 * MINUTE + 3;
    for (const [who, feature, at, value] of [
      ["alice", "msgs", start - 1, 5],
      ["alice", "msgs", start, 7],
      ["bob", "ai", T - 3 * DAY + 5 * HOUR, 2 ** 52],
      ["bob", "ai", T - 3 * DAY + 5 * HOUR + 1, 2 ** 52],
      ["anon", "msgs", T - DAY, 11],
      ["dave", "ai", T + 2 * MINUTE, 13],
      ["alice", "ai", T + 9 * HOUR + 59 * MINUTE, 17],
      ["bob", "msgs", NOW, 19],
    ] as const) {
      await w((r) =>
        r.balances.insertEvent({
          id: `ev_x_${++n}`, space_id: sp, customer_seq: customers[who], customer_id: who, entity_id: null, feature_id: feature, event_name: null, value, properties: "{}",
          deductions: null, timestamp: at, created_at: at,
        }),
      );
    }
    for (const [who, feature, at, amount] of [
      ["alice", "ai", start - 1, 1_000],
      ["alice", "ai", start + 1, 123_456_789],
      ["alice", null, T - 2 * DAY + 30 * MINUTE, 987_654_321],
      ["bob", "ai", T - 3 * DAY + 5 * HOUR, 2 ** 52],
      ["bob", "ai", T - HOUR, 2 ** 52],
      ["anon", "msgs", T - DAY + 1, 55_555],
      ["dave", "ai", T + 3 * MINUTE, 7_777_777],
      ["alice", "msgs", NOW - 1, 31_000_000_000],
    ] as const) {
      await w((r) =>
        r.costs.insert({
          id: `cost_x_${++n}`, space_id: sp, customer_seq: customers[who], customer_id: who, entity_id: null, feature_id: feature, source: null, model_id: null, amount,
          currency: "usd", original_amount: amount, original_currency: "usd", tokens: null, properties: "{}", timestamp: at, created_at: at,
        }),
      );
    }
    let inv = 0;
    for (const [who, at, paid, refunded, lines] of [
      ["alice", T - 3 * DAY + 13 * MINUTE, 2000, 0, [{ feature_id: "ai", amount: 1500 }, { feature_id: null, amount: 500 }]],
      ["bob", T + 3 * HOUR + 1, 999, 100, [{ feature_id: "ai", amount: 333 }, { feature_id: "msgs", amount: 666 }]],
      ["anon", T - DAY + 2, 50, 0, []],
      ["dave", start - 5, 70, 0, [{ feature_id: "ai", amount: 70 }]],
    ] as const) {
      await w((r) =>
        r.invoices.insert({
          id: `in_x_${++inv}`, space_id: sp, customer_seq: customers[who], number: inv, status: "paid", collection: "charge_automatically", currency: "usd", subtotal: paid,
          total: paid, amount_paid: paid, refunded, lines: JSON.stringify(lines), plan_ids: "[]", provider: null, payment_ref: null, last_error: null, due_at: null,
          paid_at: at, voided_at: null, pending_change: null, created_at: at, source: "issued",
        }),
      );
    }
    // Balances a rule fires on: nearly used up; a period closed by a reset (rv_an_periods) that used a twentieth.
    await w(async (r) => {
      await r.balances.insert(newBalanceRow("bal_x_1", sp, customers.alice, "msgs", T - 10 * DAY, { granted: 100, usage: 95, reset_interval: "month", reset_anchor: T - 10 * DAY, next_reset_at: T + 20 * DAY }));
      await r.balances.insert(
        newBalanceRow("bal_x_2", sp, customers.bob, "ai", T - 2 * DAY, { granted: 200, usage: 10, reset_interval: "day", reset_anchor: T - 2 * DAY, next_reset_at: T - DAY, subscription_seq: bobSub, plan_id: "pro" }),
      );
    });
    const bobRow = (await ctx.repos(ctx.read).balances.ofCustomer(customers.bob))[0];
    expect(await w((r) => r.balances.reset({ seq: bobRow.seq, usage: 0, carried: 0, carried_expires_at: null, next_reset_at: T + DAY, old: T - DAY, arrears: 0 }))).toBe(true);

    const svc = analyticsService(ctx);
    const space = { spaceId: sp, mode: "test" as const };
    const custom_range = { start, end: NOW + 1 };
    return {
      overview: await svc.overview(ctx.read, space, { custom_range }),
      overview7d: await svc.overview(ctx.read, space, { range: "7d" }),
      byCustomer: await svc.margins(ctx.read, space, { custom_range }),
      byFeature: await svc.margins(ctx.read, space, { custom_range, group_by: "feature", sort: "revenue_desc" }),
      ofAlice: await svc.margins(ctx.read, space, { custom_range, customer_id: "alice", group_by: "feature" }),
      advisor: await svc.advisor(ctx.read, space, { custom_range }),
    };
  }

  it("the overview, margins and advisor of the same rows are equal on every engine", async () => {
    const all = [];
    for (const o of opened) all.push(await figures(o));
    const [first] = all;
    // Not trivially equal: every figure has something in it.
    expect(first.overview.events).toBe(7);
    expect(first.overview.customers).toEqual({ total: 4, new: 3, paying: 2 });
    expect(first.overview.revenue).not.toBe("0");
    expect(first.byCustomer.list.map((x) => x.key).sort()).toEqual(["$anonymous", "alice", "bob", "dave"]);
    expect(first.ofAlice.list.length).toBeGreaterThan(1);
    expect(first.advisor.suggestions.length).toBeGreaterThan(0);
    for (const other of all.slice(1)) expect(other).toEqual(first);
  });
});
