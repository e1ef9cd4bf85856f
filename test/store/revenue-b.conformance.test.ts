/**
 * Conformance of the revenue repositories of the second half (features, plans, invoices, payments,
 * sandbox, referrals, rewards, billing events) on every engine: through their domain interfaces
 * only (`h.use(engine.revenue)`), pinning what a second engine could get wrong — JSON queries over
 * plan and feature definitions, orderings and tie-breaks, conflicts, counters, bounds of integers,
 * NULLs, Unicode, and exact (case-sensitive) code lookups.
 */
import { describe, expect, it } from "vitest";
import { newEndpointRow } from "../../src/platform/webhooks/webhooks.repo.js";
import type { NewInvoice } from "../../src/revenue/invoices/invoices.repo.js";
import type { PlanRow } from "../../src/revenue/plans/plans.repo.js";
import type { RevenueRepos } from "../../src/revenue/repos.js";
import { conformanceStore, ENGINES } from "./engines.js";

const MAX = Number.MAX_SAFE_INTEGER; // 2^53 − 1
const UNICODE = "Équipe 导出按钮 🚀 naïve";

describe.each(ENGINES)("revenue repositories (second half) on $name", (engine) => {
  const fx = conformanceStore(engine);
  const { read, write, uid } = fx;
  type Repos = RevenueRepos;
  /** A fresh workspace: its test and live spaces (so every test has spaces of its own). */
  const spaces = (): Promise<{ test: number; live: number }> => fx.workspace();
  const customer = (space: number, id = uid("cus"), anonymous = 0) =>
    write((r) =>
      r.customers.insert({
        space_id: space,
        id,
        anonymous,
        name: `Name ${id}`,
        email: `${id}@example.com`,
        fingerprint: null,
        stripe_id: null,
        metadata: "{}",
        send_email_receipts: 0,
        currency: null,
        billing_controls: "{}",
        config: "{}",
        created_at: 1,
      }),
    );
  const plan = (space: number, id: string, version: number, f: Partial<PlanRow> = {}): Omit<PlanRow, "seq"> => ({
    space_id: space,
    id,
    version,
    name: `Plan ${id}`,
    plan_group: null,
    add_on: 0,
    auto_enable: 0,
    definition: JSON.stringify({ items: [] }),
    archived: 0,
    created_at: 1000,
    ...f,
  });
  const subscription = (space: number, customerSeq: number, planSeq: number, startedAt: number, status = "active") =>
    write((r) =>
      r.customers.insertSubscription({
        id: uid("sub"),
        space_id: space,
        customer_seq: customerSeq,
        plan_seq: planSeq,
        status,
        quantity: 1,
        started_at: startedAt,
        canceled_at: null,
        created_at: startedAt,
        trial_ends_at: null,
        expires_at: null,
        current_period_start: null,
        current_period_end: null,
        past_due: 0,
      }),
    );
  const invoice = (space: number, customerSeq: number, number: number, f: Partial<NewInvoice> = {}): NewInvoice => ({
    id: uid("inv"),
    space_id: space,
    customer_seq: customerSeq,
    number,
    status: "open",
    collection: "charge_automatically",
    currency: "usd",
    subtotal: 1000,
    total: 1000,
    amount_paid: 0,
    refunded: 0,
    lines: "[]",
    plan_ids: "[]",
    provider: null,
    payment_ref: null,
    last_error: null,
    due_at: null,
    paid_at: null,
    voided_at: null,
    pending_change: null,
    created_at: 5000,
    source: "issued",
    ...f,
  });

  describe("features", () => {
    it("insert round-trips every column (Unicode, JSON text, 0/1 flags); list is in creation order; a duplicate id in a space throws, in another space it does not", async () => {
      const sp = await spaces();
      const definition = JSON.stringify({ event_names: ["导出", "🚀"], display: { singular: "crédit" } });
      const a = await write((r) => r.features.insert(sp.test, { id: "b_feat", name: UNICODE, type: "metered", consumable: 1, definition, archived: 0 }, 42));
      const b = await write((r) => r.features.insert(sp.test, { id: "a_feat", name: "A", type: "boolean", consumable: 0, definition: "{}", archived: 1 }, 41));
      expect(a).toEqual({ seq: a.seq, space_id: sp.test, id: "b_feat", name: UNICODE, type: "metered", consumable: 1, definition, archived: 0, created_at: 42 });
      expect(await read().features.byId(sp.test, "b_feat")).toEqual(a);
      expect(await read().features.byId(sp.live, "b_feat")).toBeUndefined();
      expect((await read().features.list(sp.test)).map((f) => f.id)).toEqual(["b_feat", "a_feat"]);
      expect(b.archived).toBe(1);
      await expect(write((r) => r.features.insert(sp.test, { id: "a_feat", name: "dup", type: "boolean", consumable: 0, definition: "{}", archived: 0 }, 43))).rejects.toThrow();
      await write((r) => r.features.insert(sp.live, { id: "a_feat", name: "live", type: "boolean", consumable: 0, definition: "{}", archived: 0 }, 43));
      expect(await read().features.list(sp.test)).toHaveLength(2);
    });

    it("update rewrites every column (its id too) and answers the stored row; setDefinition changes the definition only; delete removes the row", async () => {
      const sp = await spaces();
      const f = await write((r) => r.features.insert(sp.test, { id: "f", name: "F", type: "metered", consumable: 1, definition: "{}", archived: 0 }, 1));
      const u = await write((r) => r.features.update(f.seq, { id: "g", name: "G 🚀", type: "boolean", consumable: 0, definition: '{"x":1}', archived: 1 }));
      expect(u).toEqual({ ...f, id: "g", name: "G 🚀", type: "boolean", consumable: 0, definition: '{"x":1}', archived: 1 });
      await write((r) => r.features.setDefinition(f.seq, '{"y":"é"}'));
      expect(await read().features.byId(sp.test, "g")).toEqual({ ...u, definition: '{"y":"é"}' });
      expect(await read().features.byId(sp.test, "f")).toBeUndefined();
      await write((r) => r.features.delete(f.seq));
      expect(await read().features.byId(sp.test, "g")).toBeUndefined();
      await write((r) => r.features.delete(f.seq)); // nothing to delete: no error
    });

    it("plansUsing finds plans of any version by an item's feature_id or a credit-schema override naming it, distinct and ordered by plan id, only in the space", async () => {
      const sp = await spaces();
      const item = (feature_id: string, override?: string) => ({ feature_id, ...(override && { feature_override: { credit_schema: [{ metered_feature_id: override, credit_cost: 1 }] } }) });
      await write(async (r) => {
        await r.plans.insert(plan(sp.test, "zeta", 1, { definition: JSON.stringify({ items: [item("other"), item("tokens")] }) }));
        await r.plans.insert(plan(sp.test, "zeta", 2, { definition: JSON.stringify({ items: [item("tokens")] }) }));
        await r.plans.insert(plan(sp.test, "alpha", 1, { definition: JSON.stringify({ items: [item("credits", "tokens")] }) }));
        await r.plans.insert(plan(sp.test, "mid", 1, { definition: JSON.stringify({ items: [item("other", "else")] }) }));
        await r.plans.insert(plan(sp.test, "empty", 1, { definition: JSON.stringify({ items: [] }) }));
        await r.plans.insert(plan(sp.live, "live_only", 1, { definition: JSON.stringify({ items: [item("tokens")] }) }));
      });
      expect(await read().features.plansUsing(sp.test, "tokens")).toEqual(["alpha", "zeta"]);
      expect(await read().features.plansUsing(sp.test, "else")).toEqual(["mid"]);
      expect(await read().features.plansUsing(sp.test, "TOKENS")).toEqual([]);
      expect(await read().features.plansUsing(sp.live, "tokens")).toEqual(["live_only"]);
    });

    it("creditSystemsUsing answers the space's credit systems whose schema meters the feature, in creation order; entitiesUsing counts entities of the feature", async () => {
      const sp = await spaces();
      const schema = (...ids: string[]) => JSON.stringify({ credit_schema: ids.map((metered_feature_id) => ({ metered_feature_id, credit_cost: 2 })) });
      await write(async (r) => {
        await r.features.insert(sp.test, { id: "cs2", name: "CS2", type: "credit_system", consumable: 1, definition: schema("api", "tokens"), archived: 0 }, 1);
        await r.features.insert(sp.test, { id: "cs1", name: "CS1", type: "credit_system", consumable: 1, definition: schema("tokens"), archived: 0 }, 2);
        await r.features.insert(sp.test, { id: "cs3", name: "CS3", type: "credit_system", consumable: 1, definition: schema("api"), archived: 0 }, 3);
        // Not a credit system, even though its definition has the shape.
        await r.features.insert(sp.test, { id: "m", name: "M", type: "metered", consumable: 1, definition: schema("tokens"), archived: 0 }, 4);
      });
      expect((await read().features.creditSystemsUsing(sp.test, "tokens")).map((f) => f.id)).toEqual(["cs2", "cs1"]);
      expect(await read().features.creditSystemsUsing(sp.live, "tokens")).toEqual([]);
      const c = await customer(sp.test);
      await write(async (r) => {
        for (const [id, feature_id] of [["e1", "seats"], ["e2", "seats"], ["e3", null]] as const) {
          await r.entities.insert({ space_id: sp.test, customer_seq: c, id, name: null, feature_id, created_at: 1, billing_controls: "{}" });
        }
      });
      expect(await read().features.entitiesUsing(sp.test, "seats")).toBe(2);
      expect(await read().features.entitiesUsing(sp.test, "none")).toBe(0);
    });
  });

  describe("plans", () => {
    it("versions are newest first, latest is the highest version, byVersion/bySeq find one; a duplicate (id, version) throws", async () => {
      const sp = await spaces();
      const seqs = await write(async (r) => [
        await r.plans.insert(plan(sp.test, "pro", 1, { plan_group: "g", add_on: 1, auto_enable: 1, archived: 1, definition: JSON.stringify({ description: UNICODE }) })),
        await r.plans.insert(plan(sp.test, "pro", 3)),
        await r.plans.insert(plan(sp.test, "pro", 2)),
      ]);
      expect((await read().plans.versions(sp.test, "pro")).map((p) => p.version)).toEqual([3, 2, 1]);
      expect((await read().plans.latest(sp.test, "pro"))!.seq).toBe(seqs[1]);
      const v1 = await read().plans.byVersion(sp.test, "pro", 1);
      expect(v1).toEqual({ ...plan(sp.test, "pro", 1, { plan_group: "g", add_on: 1, auto_enable: 1, archived: 1, definition: JSON.stringify({ description: UNICODE }) }), seq: seqs[0] });
      expect(await read().plans.bySeq(seqs[0]!)).toEqual(v1);
      expect(await read().plans.versions(sp.test, "none")).toEqual([]);
      expect(await read().plans.latest(sp.live, "pro")).toBeUndefined();
      await expect(write((r) => r.plans.insert(plan(sp.test, "pro", 2)))).rejects.toThrow();
    });

    it("all lists plans by their first version's created_at then seq, each plan's versions newest first, marking the latest; autoEnable answers the newest unarchived auto-enabled versions oldest plan first", async () => {
      const sp = await spaces();
      await write(async (r) => {
        await r.plans.insert(plan(sp.test, "late", 1, { created_at: 300 }));
        await r.plans.insert(plan(sp.test, "early", 1, { created_at: 100, auto_enable: 1 }));
        await r.plans.insert(plan(sp.test, "early", 2, { created_at: 400, auto_enable: 1 }));
        await r.plans.insert(plan(sp.test, "tie", 1, { created_at: 300, auto_enable: 1 })); // same created_at as "late", later seq
        await r.plans.insert(plan(sp.test, "arch", 1, { created_at: 50, auto_enable: 1 }));
        await r.plans.insert(plan(sp.test, "arch", 2, { created_at: 60, auto_enable: 1, archived: 1 }));
        await r.plans.insert(plan(sp.test, "off", 1, { created_at: 10, auto_enable: 1 }));
        await r.plans.insert(plan(sp.test, "off", 2, { created_at: 20, auto_enable: 0 }));
      });
      const all = await read().plans.all(sp.test);
      expect(all.map((p) => [p.id, p.version, p.latest])).toEqual([
        ["off", 2, 1],
        ["off", 1, 0],
        ["arch", 2, 1],
        ["arch", 1, 0],
        ["early", 2, 1],
        ["early", 1, 0],
        ["late", 1, 1],
        ["tie", 1, 1],
      ]);
      expect((await read().plans.autoEnable(sp.test)).map((p) => [p.id, p.version])).toEqual([
        ["tie", 1],
        ["early", 2],
      ]);
    });

    it("update rewrites the definition columns, rename moves every version to the new id, delete removes one version", async () => {
      const sp = await spaces();
      const [s1, s2] = await write(async (r) => [await r.plans.insert(plan(sp.test, "old", 1)), await r.plans.insert(plan(sp.test, "old", 2))]);
      const v2 = (await read().plans.bySeq(s2!))!;
      await write((r) => r.plans.update({ ...v2, name: "新しい 🚀", plan_group: "grp", add_on: 1, auto_enable: 1, definition: '{"items":[1]}', archived: 1 }));
      await write((r) => r.plans.rename(sp.test, "old", "new"));
      expect(await read().plans.versions(sp.test, "old")).toEqual([]);
      expect(await read().plans.bySeq(s2!)).toEqual({ ...v2, id: "new", name: "新しい 🚀", plan_group: "grp", add_on: 1, auto_enable: 1, definition: '{"items":[1]}', archived: 1 });
      await write((r) => r.plans.delete(s1!));
      expect((await read().plans.versions(sp.test, "new")).map((p) => p.seq)).toEqual([s2]);
    });

    it("customersOn counts distinct customers active or scheduled; hasSubscriptions sees any status; movable lists oldest first within limit, of given customers only (never anonymous), customized only on request; a move drops the customization", async () => {
      const sp = await spaces();
      const [p1, p2] = await write(async (r) => [await r.plans.insert(plan(sp.test, "m", 1)), await r.plans.insert(plan(sp.test, "m", 2))]);
      const a = await customer(sp.test, "cus_a");
      const b = await customer(sp.test, "cus_b");
      const anon = await customer(sp.test, "anon_x", 1);
      const sa = await subscription(sp.test, a, p1!, 300);
      const sa2 = await subscription(sp.test, a, p1!, 100, "scheduled");
      const sb = await subscription(sp.test, b, p1!, 300); // ties with sa on started_at: seq breaks the tie
      const sAnon = await subscription(sp.test, anon, p1!, 200);
      await subscription(sp.test, b, p2!, 1, "expired");
      expect(await read().plans.customersOn(p1!)).toBe(3);
      expect(await read().plans.customersOn(p2!)).toBe(0);
      expect(await read().plans.hasSubscriptions(p2!)).toBe(true);
      expect(await read().plans.hasSubscriptions((await write((r) => r.plans.insert(plan(sp.test, "m", 3))))!)).toBe(false);

      await write((r) => r.billing.setCustom(sb, '{"items":[]}'));
      expect((await read().plans.movable(p1!, 10)).map((m) => m.seq)).toEqual([sa2, sAnon, sa]);
      expect((await read().plans.movable(p1!, 10, undefined, true)).map((m) => m.seq)).toEqual([sa2, sAnon, sa, sb]);
      expect((await read().plans.movable(p1!, 2)).map((m) => m.seq)).toEqual([sa2, sAnon]);
      expect(await read().plans.movable(p1!, 10, ["cus_b", "anon_x"], true)).toEqual([{ seq: sb, customer_seq: b, customer_id: "cus_b", anonymous: 0 }]);
      expect(await read().plans.movable(p1!, 10, [])).toEqual([]);

      await write((r) => r.plans.moveSubscription(sb, p2!));
      const moved = (await read().customers.subscriptionsOf([b])).find((x) => x.seq === sb)!;
      expect([moved.plan_seq, moved.custom_def]).toEqual([p2, null]);
      expect((await read().plans.movable(p2!, 10)).map((m) => m.seq)).toEqual([sb]);
    });

    it("feature, insertFeature and updateFeature read and write the features plan items name", async () => {
      const sp = await spaces();
      await write((r) => r.plans.insertFeature({ space_id: sp.live, id: "seats", name: "Seats", type: "credit_system", consumable: 0, definition: "{}", archived: 0, created_at: 7 }));
      const f = (await read().plans.feature(sp.live, "seats"))!;
      expect(f).toEqual({ seq: f.seq, space_id: sp.live, id: "seats", name: "Seats", type: "credit_system", consumable: 0, definition: "{}", archived: 0, created_at: 7 });
      await write((r) => r.plans.updateFeature({ seq: f.seq, name: "Sièges 🪑", consumable: 1, definition: '{"a":1}' }));
      expect(await read().plans.feature(sp.live, "seats")).toEqual({ ...f, name: "Sièges 🪑", consumable: 1, definition: '{"a":1}' });
      expect(await read().plans.feature(sp.test, "seats")).toBeUndefined();
    });
  });

  describe("invoices", () => {
    it("nextNumber counts 1, 2, 3 per space (test and live apart), and a rolled-back unit gives its number back (gap-free)", async () => {
      const sp = await spaces();
      expect(await write(async (r) => [await r.invoices.nextNumber(sp.test), await r.invoices.nextNumber(sp.test)])).toEqual([1, 2]);
      expect(await write((r) => r.invoices.nextNumber(sp.live))).toBe(1);
      await expect(
        write(async (r) => {
          expect(await r.invoices.nextNumber(sp.test)).toBe(3);
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      expect(await write((r) => r.invoices.nextNumber(sp.test))).toBe(3);
    });

    it("insert round-trips every column, totals up to 2^53−1, JSON lines with Unicode; a number taken in the space throws, the same number in the other mode does not", async () => {
      const sp = await spaces();
      const c = await customer(sp.test);
      const cl = await customer(sp.live);
      const lines = JSON.stringify([{ description: UNICODE, amount: MAX }]);
      const row = invoice(sp.test, c, 1, {
        status: "draft",
        collection: "send_invoice",
        subtotal: MAX,
        total: MAX,
        amount_paid: MAX - 1,
        refunded: 0,
        lines,
        plan_ids: '["pro","导出"]',
        provider: "sandbox",
        payment_ref: "pi_1",
        last_error: "déclinée",
        due_at: MAX,
        paid_at: 0,
        voided_at: null,
        pending_change: '{"plan":"pro"}',
        created_at: 1,
        source: "recorded",
      });
      const seq = await write((r) => r.invoices.insert(row));
      expect(await read().invoices.bySeq(seq)).toEqual({ ...row, seq, charge_attempts: 0 });
      await expect(write((r) => r.invoices.insert(invoice(sp.test, c, 1)))).rejects.toThrow();
      await write((r) => r.invoices.insert(invoice(sp.live, cl, 1)));
    });

    it("byId finds by id or payment reference (first by seq), byPaymentRef by reference; ofCustomer and list are newest first, list filters by customer and statuses and resumes strictly before a seq", async () => {
      const sp = await spaces();
      const c1 = await customer(sp.test);
      const c2 = await customer(sp.test);
      const i = await write(async (r) => [
        await r.invoices.insert(invoice(sp.test, c1, 1, { id: "in_a", status: "paid", payment_ref: "ref_a" })),
        await r.invoices.insert(invoice(sp.test, c2, 2, { id: "in_b", status: "open" })),
        await r.invoices.insert(invoice(sp.test, c1, 3, { id: "in_c", status: "void" })),
        await r.invoices.insert(invoice(sp.test, c1, 4, { id: "in_d", status: "open" })),
      ]);
      expect((await read().invoices.byId(sp.test, "in_b"))!.seq).toBe(i[1]);
      expect((await read().invoices.byId(sp.test, "ref_a"))!.seq).toBe(i[0]);
      expect(await read().invoices.byId(sp.live, "in_b")).toBeUndefined();
      expect((await read().invoices.byPaymentRef("ref_a"))!.id).toBe("in_a");
      expect((await read().invoices.ofCustomer(c1)).map((x) => x.id)).toEqual(["in_d", "in_c", "in_a"]);
      expect((await read().invoices.ofCustomer(c1, 1)).map((x) => x.id)).toEqual(["in_d"]);
      const list = (f: Partial<Parameters<Repos["invoices"]["list"]>[0]>) => read().invoices.list({ spaceId: sp.test, limit: 10, ...f }).then((xs) => xs.map((x) => x.id));
      expect(await list({})).toEqual(["in_d", "in_c", "in_b", "in_a"]);
      expect(await list({ limit: 2 })).toEqual(["in_d", "in_c"]);
      expect(await list({ before: i[2] })).toEqual(["in_b", "in_a"]);
      expect(await list({ customerSeq: c1, statuses: ["open", "paid"] })).toEqual(["in_d", "in_a"]);
      expect(await list({ statuses: [] })).toEqual([]);
    });

    it("customers.list overdueAt: only customers with an open invoice due before their own time (a test clock's frozen time, else the time given)", async () => {
      const sp = await spaces();
      const [late, early, paid, clocked, none] = [await customer(sp.test, "od-late"), await customer(sp.test, "od-early"), await customer(sp.test, "od-paid"), await customer(sp.test, "od-clock"), await customer(sp.test, "od-none")];
      await write(async (r) => {
        await r.invoices.insert(invoice(sp.test, late, 101, { due_at: 1000 }));
        await r.invoices.insert(invoice(sp.test, early, 102, { due_at: 9000 }));
        await r.invoices.insert(invoice(sp.test, paid, 103, { due_at: 1000, status: "paid" }));
        await r.invoices.insert(invoice(sp.test, clocked, 104, { due_at: 9000 }));
        await r.invoices.insert(invoice(sp.test, none, 105, { due_at: null }));
        await r.cycle.setFrozen(clocked, 10_000);
      });
      const ids = async (overdueAt: number) => (await read().customers.list({ spaceId: sp.test, order: "asc", limit: 10, overdueAt })).map((c) => c.id);
      expect(await ids(5000)).toEqual(["od-late", "od-clock"]);
      expect(await ids(9500)).toEqual(["od-late", "od-early", "od-clock"]);
      expect(await ids(500)).toEqual(["od-clock"]);
    });

    it("list filters by a created-at range (from inclusive, before exclusive) and by number, with the other filters and the keyset", async () => {
      const sp = await spaces();
      const c = await customer(sp.test);
      const i = await write(async (r) => [
        await r.invoices.insert(invoice(sp.test, c, 1, { id: "in_t1", created_at: 1000 })),
        await r.invoices.insert(invoice(sp.test, c, 2, { id: "in_t2", created_at: 2000, status: "paid" })),
        await r.invoices.insert(invoice(sp.test, c, 3, { id: "in_t3", created_at: 3000 })),
        await r.invoices.insert(invoice(sp.test, c, 4, { id: "in_t4", created_at: 4000 })),
      ]);
      const cl = await customer(sp.live);
      await write((r) => r.invoices.insert(invoice(sp.live, cl, 2, { id: "in_live2", created_at: 2000 })));
      const list = (f: Partial<Parameters<Repos["invoices"]["list"]>[0]>) => read().invoices.list({ spaceId: sp.test, limit: 10, ...f }).then((xs) => xs.map((x) => x.id));
      expect(await list({ createdFrom: 2000, createdBefore: 4000 })).toEqual(["in_t3", "in_t2"]);
      expect(await list({ createdFrom: 2000 })).toEqual(["in_t4", "in_t3", "in_t2"]);
      expect(await list({ createdBefore: 2000 })).toEqual(["in_t1"]);
      expect(await list({ createdFrom: 2000, createdBefore: 4000, before: i[2] })).toEqual(["in_t2"]);
      expect(await list({ createdFrom: 2000, statuses: ["open"] })).toEqual(["in_t4", "in_t3"]);
      expect(await list({ number: 2 })).toEqual(["in_t2"]);
      expect(await list({ number: 2, statuses: ["open"] })).toEqual([]);
      expect(await list({ number: 99 })).toEqual([]);
    });

    it("markPaid and void change an invoice once (answering whether they did), setPayment keeps what a null does not replace, pendingOf and clearPending handle the held plan change", async () => {
      const sp = await spaces();
      const c = await customer(sp.test);
      const [a, b, d] = await write(async (r) => [
        await r.invoices.insert(invoice(sp.test, c, 1, { total: 700, pending_change: '{"x":1}' })),
        await r.invoices.insert(invoice(sp.test, c, 2, { status: "draft", pending_change: '{"x":2}' })),
        await r.invoices.insert(invoice(sp.test, c, 3, { status: "paid", pending_change: '{"x":3}' })),
      ]);
      expect((await read().invoices.pendingOf(c)).map((x) => x.seq)).toEqual([b, a]);
      await write((r) => r.invoices.setPayment(a!, "stripe", "pi_9", "card declined"));
      await write((r) => r.invoices.setPayment(a!, null, null, null));
      expect(await read().invoices.bySeq(a!)).toMatchObject({ provider: "stripe", payment_ref: "pi_9", last_error: null });
      await write((r) => r.invoices.setPayment(a!, null, null, "again"));
      expect(await write((r) => r.invoices.markPaid(a!, 9000, null))).toBe(true);
      expect(await read().invoices.bySeq(a!)).toMatchObject({ status: "paid", amount_paid: 700, paid_at: 9000, payment_ref: "pi_9", last_error: null });
      expect(await write((r) => r.invoices.markPaid(a!, 9999, "pi_other"))).toBe(false);
      expect(await write((r) => r.invoices.void(d!, 1))).toBe(false);
      expect(await write((r) => r.invoices.void(b!, 8000))).toBe(true);
      expect(await read().invoices.bySeq(b!)).toMatchObject({ status: "void", voided_at: 8000, pending_change: null });
      expect(await write((r) => r.invoices.void(b!, 8001))).toBe(false);
      await write((r) => r.invoices.clearPending(a!));
      expect(await read().invoices.pendingOf(c)).toEqual([]);
      expect((await read().invoices.bySeq(d!))!.pending_change).toBe('{"x":3}');
    });

    it("endAttempt moves an invoice's charge attempts on once per attempt (a second report of the same attempt, or of an older one, moves nothing)", async () => {
      const sp = await spaces();
      const c = await customer(sp.test);
      const [a, b] = await write(async (r) => [await r.invoices.insert(invoice(sp.test, c, 1)), await r.invoices.insert(invoice(sp.test, c, 2))]);
      expect((await read().invoices.bySeq(a!))!.charge_attempts).toBe(0);
      expect(await write((r) => r.invoices.endAttempt(a!, 0))).toBe(true);
      expect(await write((r) => r.invoices.endAttempt(a!, 0))).toBe(false);
      expect(await write((r) => r.invoices.endAttempt(a!, 2))).toBe(false);
      expect(await write((r) => r.invoices.endAttempt(a!, 1))).toBe(true);
      expect((await read().invoices.bySeq(a!))!.charge_attempts).toBe(2);
      expect((await read().invoices.bySeq(b!))!.charge_attempts).toBe(0);
    });

    it("providerPayments answers paid provider invoices of a plan created at or after `since`, newest first; hasPaid needs a paid total above 0; addRefunded never refunds more than was paid", async () => {
      const sp = await spaces();
      const c = await customer(sp.test);
      expect(await read().invoices.hasPaid(c)).toBe(false);
      const paid = { status: "paid" as const, provider: "stripe", payment_ref: "pi", total: MAX, amount_paid: MAX };
      const [zero, p1, p2, p3] = await write(async (r) => [
        await r.invoices.insert(invoice(sp.test, c, 1, { status: "paid", total: 0, plan_ids: '["pro"]' })),
        await r.invoices.insert(invoice(sp.test, c, 2, { ...paid, payment_ref: "pi_1", plan_ids: '["pro"]', created_at: 100 })),
        await r.invoices.insert(invoice(sp.test, c, 3, { ...paid, payment_ref: "pi_2", plan_ids: '["basic","pro"]', created_at: 99 })),
        await r.invoices.insert(invoice(sp.test, c, 4, { ...paid, payment_ref: "pi_3", plan_ids: '["pro"]', created_at: 200 })),
        await r.invoices.insert(invoice(sp.test, c, 5, { ...paid, provider: null, plan_ids: '["pro"]', created_at: 300 })),
        await r.invoices.insert(invoice(sp.test, c, 6, { ...paid, payment_ref: "pi_4", plan_ids: '["probe"]', created_at: 300 })),
      ]);
      expect((await read().invoices.providerPayments(c, "pro", 100, 10)).map((x) => x.seq)).toEqual([p3, p1]);
      expect((await read().invoices.providerPayments(c, "pro", 0, 10)).map((x) => x.seq)).toEqual([p3, p2, p1]);
      expect((await read().invoices.providerPayments(c, "pro", 0, 1)).map((x) => x.seq)).toEqual([p3]);
      expect(zero).toBeGreaterThan(0);
      expect(await read().invoices.hasPaid(c)).toBe(true);
      expect(await write((r) => r.invoices.addRefunded(p1!, MAX - 1))).toBe(true);
      expect(await write((r) => r.invoices.addRefunded(p1!, 2))).toBe(false);
      expect(await write((r) => r.invoices.addRefunded(p1!, 1))).toBe(true);
      expect((await read().invoices.bySeq(p1!))!.refunded).toBe(MAX);
    });

    it("updateRecorded rewrites what an issuer reports of an invoice recorded from elsewhere (source `recorded`) and never touches one Tandem issued, whatever its provider and payment reference", async () => {
      const sp = await spaces();
      const c = await customer(sp.test);
      const [recorded, own, collected, referenced] = await write(async (r) => [
        await r.invoices.insert(invoice(sp.test, c, 1, { source: "recorded", payment_ref: "in_ext_1", collection: "send_invoice", plan_ids: '["pro"]' })),
        await r.invoices.insert(invoice(sp.test, c, 2)),
        await r.invoices.insert(invoice(sp.test, c, 3, { provider: "sandbox", payment_ref: "pi_9" })),
        // No provider and a reference: what the old inference took for recorded; its source says it is Tandem's.
        await r.invoices.insert(invoice(sp.test, c, 4, { payment_ref: "pi_10" })),
      ]);
      const u = { status: "paid" as const, currency: "eur", subtotal: MAX, total: MAX, amount_paid: MAX, refunded: 7, plan_ids: '["pro","导出"]', paid_at: MAX, voided_at: null };
      expect(await write((r) => r.invoices.updateRecorded(recorded!, u))).toBe(true);
      expect(await read().invoices.bySeq(recorded!)).toMatchObject({ ...u, payment_ref: "in_ext_1", provider: null, number: 1 });
      expect(await write((r) => r.invoices.updateRecorded(own!, u))).toBe(false);
      expect(await write((r) => r.invoices.updateRecorded(collected!, u))).toBe(false);
      expect(await read().invoices.bySeq(own!)).toMatchObject({ status: "open", total: 1000, currency: "usd" });
      expect(await read().invoices.bySeq(collected!)).toMatchObject({ status: "open", total: 1000 });
      expect(await write((r) => r.invoices.updateRecorded(referenced!, u))).toBe(false);
      expect(await read().invoices.bySeq(referenced!)).toMatchObject({ status: "open", total: 1000, source: "issued" });
    });
  });

  describe("payments", () => {
    it("saveMethod keeps a method saved twice as it was and makes only one default; methods list the default first then newest; setDefault and deleteMethod", async () => {
      const sp = await spaces();
      const c = await customer(sp.test);
      const m = (provider_id: string, last4: string | null) => ({
        space_id: sp.test,
        customer_seq: c,
        provider: "sandbox",
        provider_id,
        type: "card",
        brand: last4 === null ? null : "visa",
        last4,
        exp_month: last4 === null ? null : 12,
        exp_year: last4 === null ? null : 2030,
        created_at: 1,
      });
      await write((r) => r.payments.saveMethod(m("pm_1", "4242"), true));
      await write((r) => r.payments.saveMethod(m("pm_2", null), false));
      await write((r) => r.payments.saveMethod(m("pm_1", "0000"), false)); // already saved: kept as it was
      expect(await read().payments.method(c, "pm_1")).toMatchObject({ last4: "4242", is_default: 1, exp_year: 2030 });
      expect(await read().payments.method(c, "pm_2")).toMatchObject({ brand: null, last4: null, exp_month: null, is_default: 0 });
      expect((await read().payments.methods(c)).map((x) => x.provider_id)).toEqual(["pm_1", "pm_2"]);
      await write((r) => r.payments.saveMethod(m("pm_3", "1111"), true));
      expect((await read().payments.methods(c)).map((x) => [x.provider_id, x.is_default])).toEqual([
        ["pm_3", 1],
        ["pm_2", 0],
        ["pm_1", 0],
      ]);
      await write((r) => r.payments.setDefault(c, "pm_1"));
      expect((await read().payments.defaultMethod(c))!.provider_id).toBe("pm_1");
      expect(await write((r) => r.payments.deleteMethod(c, "pm_1"))).toBe(true);
      expect(await write((r) => r.payments.deleteMethod(c, "pm_1"))).toBe(false);
      expect(await read().payments.defaultMethod(c)).toBeUndefined();
    });

    it("setProviderCustomer inserts then replaces the customer's id at a provider; fixBillingCurrency fixes it once; billingCurrency and spaceMode read them back", async () => {
      const sp = await spaces();
      const c = await customer(sp.live);
      expect(await read().payments.providerCustomer(c, "stripe")).toBeNull();
      await write((r) => r.payments.setProviderCustomer(c, "stripe", "cus_1"));
      await write((r) => r.payments.setProviderCustomer(c, "stripe", "cus_2"));
      await write((r) => r.payments.setProviderCustomer(c, "sandbox", "sb_1"));
      expect(await read().payments.providerCustomer(c, "stripe")).toBe("cus_2");
      expect(await read().payments.billingCurrency(c)).toBeNull();
      await write((r) => r.payments.fixBillingCurrency(c, "eur"));
      await write((r) => r.payments.fixBillingCurrency(c, "usd"));
      expect(await read().payments.billingCurrency(c)).toBe("eur");
      expect(await read().payments.billingCurrency(987654321)).toBeNull();
      expect(await read().payments.spaceMode(sp.live)).toBe("live");
      expect(await read().payments.spaceMode(sp.test)).toBe("test");
      expect(await read().payments.spaceMode(987654321)).toBe("test");
    });

    it("checkout sessions: round trip, by provider session, openSessionOf needs a URL and expiry strictly after now (newest first), expireSessionsOf and setSessionState", async () => {
      const sp = await spaces();
      const c = await customer(sp.test);
      const inv = await write((r) => r.invoices.insert(invoice(sp.test, c, 1)));
      const session = (id: string, expires_at: number) => ({
        id,
        space_id: sp.test,
        customer_seq: c,
        mode: "payment" as const,
        invoice_seq: inv,
        status: "open" as const,
        provider: "stripe",
        provider_session_id: null,
        success_url: "https://example.com/✓",
        plan_name: UNICODE,
        auth: null,
        last_error: null,
        expires_at,
        created_at: 10,
      });
      const [s1, s2, s3] = await write(async (r) => [
        await r.payments.insertSession(session("cs_1", 1000)),
        await r.payments.insertSession(session("cs_2", 1000)),
        await r.payments.insertSession(session("cs_3", 500)),
      ]);
      expect(await read().payments.session("cs_1")).toEqual({ ...session("cs_1", 1000), seq: s1, provider_url: null });
      expect(await read().payments.openSessionOf(inv, "stripe", 0)).toBeUndefined(); // none handed to the provider yet
      await write(async (r) => {
        await r.payments.setProviderSession(s1!, "ps_1", "https://pay/1");
        await r.payments.setProviderSession(s2!, "ps_2", "https://pay/2");
        await r.payments.setProviderSession(s3!, "ps_3", "https://pay/3");
      });
      expect((await read().payments.sessionByProvider("ps_2"))!.seq).toBe(s2);
      expect((await read().payments.openSessionOf(inv, "stripe", 999))!.seq).toBe(s2);
      expect(await read().payments.openSessionOf(inv, "stripe", 1000)).toBeUndefined();
      expect(await read().payments.openSessionOf(inv, "sandbox", 0)).toBeUndefined();
      await write((r) => r.payments.setSessionState(s2!, "open", '{"card":"3ds"}', "needs auth"));
      expect(await read().payments.session("cs_2")).toMatchObject({ status: "open", auth: '{"card":"3ds"}', last_error: "needs auth" });
      await write((r) => r.payments.setSessionState(s1!, "complete", null, null));
      await write((r) => r.payments.expireSessionsOf(inv));
      expect([(await read().payments.session("cs_1"))!.status, (await read().payments.session("cs_2"))!.status, (await read().payments.session("cs_3"))!.status]).toEqual(["complete", "expired", "expired"]);
    });

    it("refunds due: owed once per invoice and payment, listed oldest first per customer or for all within a limit, done once, failures counted", async () => {
      const sp = await spaces();
      const c1 = await customer(sp.test);
      const c2 = await customer(sp.test);
      const due = (customer_seq: number, invoice_seq: number, payment_ref: string, amount = MAX) => ({
        space_id: sp.test,
        customer_seq,
        invoice_seq,
        provider: "stripe",
        payment_ref,
        amount,
        currency: "usd",
        credit_note: 1,
        reason: "plan change no longer applied",
        created_at: 5,
      });
      await write(async (r) => {
        await r.payments.insertRefundDue(due(c1, 900001, "pi_a"));
        await r.payments.insertRefundDue(due(c2, 900002, "pi_b"));
        await r.payments.insertRefundDue(due(c1, 900001, "pi_a", 5)); // the same refund owed again: ignored
        await r.payments.insertRefundDue(due(c1, 900001, "pi_c", 7));
      });
      const mine = await read().payments.refundsOfInvoice(900001);
      expect(mine.map((x) => [x.payment_ref, x.amount, x.status, x.attempts, x.refund_ref])).toEqual([
        ["pi_a", MAX, "due", 0, null],
        ["pi_c", 7, "due", 0, null],
      ]);
      expect((await read().payments.refundsDue(c1)).map((x) => x.payment_ref)).toEqual(["pi_a", "pi_c"]);
      const everyone = (await read().payments.refundsDue(null, 1000)).filter((x) => x.space_id === sp.test);
      expect(everyone.map((x) => x.payment_ref)).toEqual(["pi_a", "pi_b", "pi_c"]);
      expect(await read().payments.refundsDue(c1, 1)).toHaveLength(1);
      await write((r) => r.payments.refundFailed(mine[0]!.seq, "timeout"));
      await write((r) => r.payments.refundFailed(mine[0]!.seq, "timeout 2"));
      expect(await write((r) => r.payments.refundDone(mine[0]!.seq, "re_1"))).toBe(true);
      expect(await write((r) => r.payments.refundDone(mine[0]!.seq, "re_2"))).toBe(false);
      expect((await read().payments.refundsOfInvoice(900001))[0]).toMatchObject({ status: "done", refund_ref: "re_1", attempts: 2, last_error: null });
      expect((await read().payments.refundsDue(c1)).map((x) => x.payment_ref)).toEqual(["pi_c"]);
    });

    it("page tokens: the first stored under a hash stays, found by hash and kind, pruned only when expired strictly before now; link secrets: the first stays", async () => {
      const sp = await spaces();
      const c = await customer(sp.test);
      const t = (hash: string, expires_at: number, ref: string | null = null) => ({ hash, kind: "portal" as const, space_id: sp.test, customer_seq: c, ref, return_url: null, expires_at, created_at: 1 });
      await write(async (r) => {
        await r.payments.insertToken(t(`h_${c}_1`, 100, "first"));
        await r.payments.insertToken(t(`h_${c}_1`, 999, "second"));
        await r.payments.insertToken(t(`h_${c}_2`, 101));
      });
      expect(await read().payments.token(`h_${c}_1`, "portal")).toEqual(t(`h_${c}_1`, 100, "first"));
      expect(await read().payments.token(`h_${c}_1`, "invoice")).toBeUndefined();
      const pruned = await write((r) => r.payments.pruneTokens(101));
      expect(pruned).toBeGreaterThanOrEqual(1);
      expect(await read().payments.token(`h_${c}_1`, "portal")).toBeUndefined();
      expect(await read().payments.token(`h_${c}_2`, "portal")).toBeDefined();

      expect(await read().payments.linkSecret(sp.test)).toBeNull();
      await write((r) => r.payments.insertLinkSecret(sp.test, "s1"));
      await write((r) => r.payments.insertLinkSecret(sp.test, "s2"));
      expect(await read().payments.linkSecret(sp.test)).toBe("s1");
    });

    it("FX rates: set inserts then replaces, listed by from then to currency, deleted once", async () => {
      await write(async (r) => {
        await r.payments.setRate("usd", "eur", "0.9", 1);
        await r.payments.setRate("eur", "usd", "1.1", 1);
        await r.payments.setRate("usd", "eur", "0.92", 2);
        await r.payments.setRate("usd", "chf", "0.88123456789012345678", 3);
      });
      expect(await read().payments.rate("usd", "eur")).toBe("0.92");
      expect(await read().payments.rate("eur", "chf")).toBeNull();
      expect(await read().payments.rates()).toEqual([
        { from_currency: "eur", to_currency: "usd", rate: "1.1", updated_at: 1 },
        { from_currency: "usd", to_currency: "chf", rate: "0.88123456789012345678", updated_at: 3 },
        { from_currency: "usd", to_currency: "eur", rate: "0.92", updated_at: 2 },
      ]);
      expect(await write((r) => r.payments.deleteRate("usd", "eur"))).toBe(true);
      expect(await write((r) => r.payments.deleteRate("usd", "eur"))).toBe(false);
    });

    it("sandbox: a card's behaviour round-trips and is forgotten on delete; a charge's result is recorded once per idempotency key", async () => {
      const id = uid("pm_sb");
      await write((r) => r.sandbox.insert(id, "decline_after_3ds 🚫", 1));
      expect(await read().sandbox.behavior(id)).toBe("decline_after_3ds 🚫");
      await expect(write((r) => r.sandbox.insert(id, "other", 2))).rejects.toThrow();
      await write((r) => r.sandbox.delete(id));
      expect(await read().sandbox.behavior(id)).toBeUndefined();
      const key = uid("idem");
      expect(await read().sandbox.charge(key)).toBeUndefined();
      await write((r) => r.sandbox.recordCharge(key, '{"ok":true}', 1));
      await write((r) => r.sandbox.recordCharge(key, '{"ok":false}', 2));
      expect(await read().sandbox.charge(key)).toBe('{"ok":true}');
    });
  });

  describe("referrals and rewards", () => {
    const reward = (space: number, id: string, kind: "coupon" | "feature_grant" = "coupon") => ({ space_id: space, id, kind, name: `Reward ${id} 🎁`, definition: '{"type":"percentage_discount","value":10}', created_at: 3 });

    it("referral programs: round trip with NULLs and JSON plan ids, listed in creation order, updated, deleted; a duplicate id in a space throws", async () => {
      const sp = await spaces();
      const rw = await write((r) => r.rewards.insert(reward(sp.test, "r")));
      const prog = (id: string) => ({ space_id: sp.test, id, reward_seq: rw, redeem_on: "checkout" as const, received_by: "all" as const, max_redemptions: null, plan_ids: null, exclude_trial: 0 as const, created_at: 4 });
      const [p2, p1] = await write(async (r) => [await r.referrals.insert(prog("p2")), await r.referrals.insert(prog("p1"))]);
      expect(await read().referrals.byId(sp.test, "p2")).toEqual({ ...prog("p2"), seq: p2 });
      expect((await read().referrals.list(sp.test)).map((p) => p.id)).toEqual(["p2", "p1"]);
      await write((r) => r.referrals.update({ seq: p1!, reward_seq: rw, redeem_on: "customer_creation", received_by: "referrer", max_redemptions: MAX, plan_ids: '["pro","导出"]', exclude_trial: 1 }));
      expect(await read().referrals.bySeq(p1!)).toEqual({ ...prog("p1"), seq: p1, redeem_on: "customer_creation", received_by: "referrer", max_redemptions: MAX, plan_ids: '["pro","导出"]', exclude_trial: 1 });
      await expect(write((r) => r.referrals.insert(prog("p1")))).rejects.toThrow();
      expect(await read().rewards.programsUsing(rw)).toEqual(["p2", "p1"]);
      await write((r) => r.referrals.delete(p2!));
      expect(await read().referrals.byId(sp.test, "p2")).toBeUndefined();
    });

    it("referral codes are found by their exact text (case-sensitive; the service upper-cases), unique per space and one per customer and program; uses counts redemptions; pendingOf, markRewarded and involving", async () => {
      const sp = await spaces();
      const rw = await write((r) => r.rewards.insert(reward(sp.test, "r")));
      const program = await write((r) =>
        r.referrals.insert({ space_id: sp.test, id: "prog", reward_seq: rw, redeem_on: "checkout", received_by: "all", max_redemptions: null, plan_ids: null, exclude_trial: 0, created_at: 1 }),
      );
      const referrerId = uid("ref");
      const referrer = await customer(sp.test, referrerId);
      const referees = [await customer(sp.test, uid("ree")), await customer(sp.test, uid("ree"))];
      const code = await write((r) => r.referrals.insertCode({ space_id: sp.test, program_seq: program, customer_seq: referrer, code: "ABCD1234", created_at: 2 }));
      expect(await read().referrals.codeByText(sp.test, "ABCD1234")).toEqual({ seq: code, space_id: sp.test, program_seq: program, customer_seq: referrer, code: "ABCD1234", created_at: 2 });
      expect(await read().referrals.codeByText(sp.test, "abcd1234")).toBeUndefined();
      expect(await read().referrals.codeByText(sp.live, "ABCD1234")).toBeUndefined();
      expect((await read().referrals.codeOf(program, referrer))!.seq).toBe(code);
      expect((await read().referrals.codeBySeq(code))!.code).toBe("ABCD1234");
      await expect(write((r) => r.referrals.insertCode({ space_id: sp.test, program_seq: program, customer_seq: referees[0]!, code: "ABCD1234", created_at: 3 }))).rejects.toThrow();
      await expect(write((r) => r.referrals.insertCode({ space_id: sp.test, program_seq: program, customer_seq: referrer, code: "OTHER", created_at: 3 }))).rejects.toThrow();

      expect(await read().referrals.uses(code)).toBe(0);
      const redemption = (referee: number, id: string) => ({ id, space_id: sp.test, program_seq: program, program_id: "prog", code_seq: code, referrer_seq: referrer, referee_seq: referee, reward_id: "r", rewarded_at: null, created_at: 5 });
      await write(async (r) => {
        await r.referrals.insertReferral(redemption(referees[0]!, uid("rr")));
        await r.referrals.insertReferral(redemption(referees[1]!, uid("rr")));
      });
      expect(await read().referrals.uses(code)).toBe(2);
      await expect(write((r) => r.referrals.insertReferral(redemption(referees[0]!, uid("rr"))))).rejects.toThrow();
      const mine = (await read().referrals.ofReferee(program, referees[0]!))!;
      expect(mine).toMatchObject({ referrer_seq: referrer, rewarded_at: null, code_seq: code });
      expect((await read().referrals.pendingOf(referees[0]!)).map((x) => x.seq)).toEqual([mine.seq]);
      await write((r) => r.referrals.markRewarded(mine.seq, 77));
      expect(await read().referrals.pendingOf(referees[0]!)).toEqual([]);
      const involving = await read().referrals.involving(referrer);
      expect(involving.map((x) => [x.referee_seq, x.other_email])).toEqual([
        [referees[0], expect.stringContaining("@example.com")],
        [referees[1], expect.stringContaining("@example.com")],
      ]);
      expect((await read().referrals.involving(referees[1]!)).map((x) => [x.referrer_seq, x.other_id, x.other_name, x.rewarded_at])).toEqual([[referrer, referrerId, `Name ${referrerId}`, null]]);
    });

    it("referralsOfProgram: the program's codes newest first, each with its redemptions newest first (a code without any: one row of nulls), the customers' ids; keyset by (code, redemption) across that row; not another program's", async () => {
      const sp = await spaces();
      const rw = await write((r) => r.rewards.insert(reward(sp.test, "r")));
      const prog = (id: string) => ({ space_id: sp.test, id, reward_seq: rw, redeem_on: "customer_creation" as const, received_by: "all" as const, max_redemptions: null, plan_ids: null, exclude_trial: 0 as const, created_at: 1 });
      const [program, other] = await write(async (r) => [await r.referrals.insert(prog("prog")), await r.referrals.insert(prog("other"))]);
      const ids = Array.from({ length: 7 }, () => uid("cus"));
      const cs: number[] = [];
      for (const id of ids) cs.push((await customer(sp.test, id))!);
      // Codes: ids[0]'s (two redemptions), ids[1]'s (none), ids[2]'s (one); ids[3]'s code is of the other program.
      const [k0, k1, k2, k3] = await write(async (r) => [
        await r.referrals.insertCode({ space_id: sp.test, program_seq: program!, customer_seq: cs[0]!, code: uid("K0"), created_at: 2 }),
        await r.referrals.insertCode({ space_id: sp.test, program_seq: program!, customer_seq: cs[1]!, code: uid("K1"), created_at: 3 }),
        await r.referrals.insertCode({ space_id: sp.test, program_seq: program!, customer_seq: cs[2]!, code: uid("K2"), created_at: 4 }),
        await r.referrals.insertCode({ space_id: sp.test, program_seq: other!, customer_seq: cs[3]!, code: uid("K3"), created_at: 5 }),
      ]);
      const ref = (programSeq: number, codeSeq: number, referrer: number, referee: number, rewardedAt: number | null) => ({
        id: uid("ref"),
        space_id: sp.test,
        program_seq: programSeq,
        program_id: programSeq === program ? "prog" : "other",
        code_seq: codeSeq,
        referrer_seq: referrer,
        referee_seq: referee,
        reward_id: "r",
        rewarded_at: rewardedAt,
        created_at: 6,
      });
      await write(async (r) => {
        await r.referrals.insertReferral(ref(program!, k0!, cs[0]!, cs[4]!, 7));
        await r.referrals.insertReferral(ref(program!, k2!, cs[2]!, cs[6]!, null));
        await r.referrals.insertReferral(ref(program!, k0!, cs[0]!, cs[5]!, MAX));
        await r.referrals.insertReferral(ref(other!, k3!, cs[3]!, cs[5]!, 8));
      });
      const all = await read().referrals.referralsOfProgram(program!, undefined, 10);
      expect(all.map((x) => [x.code_seq, x.referrer_id, x.referee_id, x.rewarded_at])).toEqual([
        [k2, ids[2], ids[6], null],
        [k1, ids[1], null, null],
        [k0, ids[0], ids[5], MAX],
        [k0, ids[0], ids[4], 7],
      ]);
      expect(all[1]).toMatchObject({ code_created_at: 3, referral_seq: null, referral_id: null, redeemed_at: null, reward_id: null });
      expect(all[0]).toMatchObject({ code_created_at: 4, redeemed_at: 6, reward_id: "r", referral_id: expect.stringContaining("ref") });
      const seen: (string | null)[] = [];
      let after: { codeSeq: number; referralSeq: number } | undefined;
      for (let i = 0; i < 4; i++) {
        const [row] = await read().referrals.referralsOfProgram(program!, after, 1);
        seen.push(row!.referee_id);
        after = { codeSeq: row!.code_seq, referralSeq: row!.referral_seq ?? 0 };
      }
      expect(seen).toEqual([ids[6], null, ids[5], ids[4]]);
      expect(await read().referrals.referralsOfProgram(program!, after, 1)).toEqual([]);
    });

    it("rewards: round trip, update, list in creation order; promotion codes replaced as a set, found by key exactly (the service lower-cases), unique per space; redemptions counted", async () => {
      const sp = await spaces();
      const [r1, r2] = await write(async (r) => [await r.rewards.insert(reward(sp.test, "welcome")), await r.rewards.insert(reward(sp.test, "grant", "feature_grant"))]);
      expect(await read().rewards.byId(sp.test, "welcome")).toEqual({ ...reward(sp.test, "welcome"), seq: r1 });
      await write((r) => r.rewards.update(r1!, "Bienvenue 🎉", '{"type":"fixed","value":500}'));
      expect(await read().rewards.bySeq(r1!)).toMatchObject({ name: "Bienvenue 🎉", definition: '{"type":"fixed","value":500}' });
      expect((await read().rewards.list(sp.test)).map((x) => x.id)).toEqual(["welcome", "grant"]);
      await expect(write((r) => r.rewards.insert(reward(sp.test, "welcome")))).rejects.toThrow();

      const code = (c: string, redeemed = 0) => ({ code: c, code_key: c.toLowerCase(), max_redemptions: null, first_time_transaction: 0 as const, expires_at: null, redeemed });
      await write((r) => r.rewards.setCodes(sp.test, r1!, [code("SAVE10"), { ...code("Spring"), max_redemptions: 5, first_time_transaction: 1, expires_at: MAX }]));
      await write((r) => r.rewards.setCodes(sp.test, r2!, [code("GIFT")]));
      expect(await read().rewards.codeByKey(sp.test, "spring")).toMatchObject({ code: "Spring", reward_seq: r1, max_redemptions: 5, first_time_transaction: 1, expires_at: MAX, redeemed: 0 });
      expect(await read().rewards.codeByKey(sp.test, "SPRING")).toBeUndefined();
      await expect(write((r) => r.rewards.setCodes(sp.test, r2!, [code("GIFT"), code("save10")]))).rejects.toThrow();
      expect((await read().rewards.codesOf(r2!)).map((c) => c.code)).toEqual(["GIFT"]); // the failed replacement rolled back
      const save = (await read().rewards.codeByKey(sp.test, "save10"))!;
      await write(async (r) => {
        await r.rewards.countRedemption(save.seq);
        await r.rewards.countRedemption(save.seq);
      });
      expect((await read().rewards.codeByKey(sp.test, "save10"))!.redeemed).toBe(2);
      await write((r) => r.rewards.setCodes(sp.test, r1!, [code("SAVE10", 2), code("NEW")]));
      expect((await read().rewards.codesOf(r1!)).map((c) => [c.code, c.redeemed])).toEqual([
        ["SAVE10", 2],
        ["NEW", 0],
      ]);
      expect((await read().rewards.codesOfSpace(sp.test)).map((c) => c.code)).toEqual(["GIFT", "SAVE10", "NEW"]);
      await write((r) => r.rewards.delete(r2!));
      expect(await read().rewards.byId(sp.test, "grant")).toBeUndefined();
      expect(await read().rewards.codesOf(r2!)).toEqual([]);
    });

    it("redemptions: promotion-code and discount redemptions count for hasPromoRedemption (a referral's does not), a promotion code once per customer; coupons applied and released never below 0", async () => {
      const sp = await spaces();
      const rw = await write((r) => r.rewards.insert(reward(sp.test, "c10")));
      const c = await customer(sp.test);
      const red = (id: string, source: "promo_code" | "referral" | "discount", kind: "coupon" | "feature_grant" = "coupon") => ({
        id,
        space_id: sp.test,
        customer_seq: c,
        reward_seq: rw,
        reward_id: source === "referral" ? "ref_reward" : "c10",
        reward_name: "10 % 🎁",
        kind,
        terms: '{"value":10}',
        source,
        code: source === "promo_code" ? "SAVE10" : null,
        created_at: 9,
      });
      await write((r) => r.rewards.insertRedemption(red("rd_ref", "referral")));
      expect(await read().rewards.hasPromoRedemption(c, "ref_reward")).toBe(false);
      expect(await read().rewards.hasPromoRedemption(c, "c10")).toBe(false);
      await write((r) => r.rewards.insertRedemption(red("rd_promo", "promo_code")));
      expect(await read().rewards.hasPromoRedemption(c, "c10")).toBe(true);
      await expect(write((r) => r.rewards.insertRedemption(red("rd_promo2", "promo_code")))).rejects.toThrow();
      await write((r) => r.rewards.insertRedemption(red("rd_grant", "discount", "feature_grant")));
      expect((await read().rewards.couponsOf(c)).map((x) => [x.id, x.applied_count, x.discounted, x.code])).toEqual([
        ["rd_ref", 0, 0, null],
        ["rd_promo", 0, 0, "SAVE10"],
      ]);
      expect(await write((r) => r.rewards.recordApplied("rd_promo", MAX - 10))).toBe(true);
      expect(await write((r) => r.rewards.recordApplied("rd_grant", 5))).toBe(false);
      expect(await write((r) => r.rewards.recordApplied("nope", 5))).toBe(false);
      await write((r) => r.rewards.releaseApplied("rd_promo", 5));
      expect((await read().rewards.couponsOf(c)).find((x) => x.id === "rd_promo")).toMatchObject({ applied_count: 0, discounted: MAX - 15 });
      await write((r) => r.rewards.releaseApplied("rd_promo", MAX));
      expect((await read().rewards.couponsOf(c)).find((x) => x.id === "rd_promo")).toMatchObject({ applied_count: 0, discounted: 0 });
    });

    it("redemptionsOfCode: the code's promotion-code and discount redemptions of its reward, newest first, with the customer's id; keyset by `before`; not another code's, another reward's or a referral's", async () => {
      const sp = await spaces();
      const [rw, other] = await write(async (r) => [await r.rewards.insert(reward(sp.test, "c20")), await r.rewards.insert(reward(sp.test, "other"))]);
      const ids = [uid("cus"), uid("cus"), uid("cus"), uid("cus")];
      const cs: number[] = [];
      for (const id of ids) cs.push((await customer(sp.test, id))!);
      const rd = Object.fromEntries(["rd_1", "rd_2", "rd_3", "rd_ref", "rd_other_code", "rd_other_reward"].map((n) => [n, uid(n)])) as Record<string, string>;
      const red = (id: string, c: number, source: "promo_code" | "referral" | "discount", code: string | null, rewardSeq = rw!) => ({
        id,
        space_id: sp.test,
        customer_seq: c,
        reward_seq: rewardSeq,
        reward_id: rewardSeq === rw ? "c20" : "other",
        reward_name: "20 % 🎁",
        kind: "coupon" as const,
        terms: "{}",
        source,
        code,
        created_at: 9,
      });
      await write(async (r) => {
        await r.rewards.insertRedemption(red(rd["rd_1"], cs[0]!, "promo_code", "SAVE20"));
        await r.rewards.insertRedemption(red(rd["rd_ref"], cs[1]!, "referral", "SAVE20"));
        await r.rewards.insertRedemption(red(rd["rd_2"], cs[1]!, "discount", "SAVE20"));
        await r.rewards.insertRedemption(red(rd["rd_other_code"], cs[2]!, "promo_code", "ALT"));
        await r.rewards.insertRedemption(red(rd["rd_other_reward"], cs[2]!, "promo_code", "SAVE20", other!));
        await r.rewards.insertRedemption(red(rd["rd_3"], cs[3]!, "promo_code", "SAVE20"));
      });
      const code = { reward_seq: rw!, code: "SAVE20" };
      const all = await read().rewards.redemptionsOfCode(code, undefined, 10);
      expect(all.map((x) => [x.id, x.customer_id, x.source])).toEqual([
        [rd["rd_3"], ids[3], "promo_code"],
        [rd["rd_2"], ids[1], "discount"],
        [rd["rd_1"], ids[0], "promo_code"],
      ]);
      const first = await read().rewards.redemptionsOfCode(code, undefined, 2);
      expect(first.map((x) => x.id)).toEqual([rd["rd_3"], rd["rd_2"]]);
      expect((await read().rewards.redemptionsOfCode(code, first[1]!.seq, 2)).map((x) => x.id)).toEqual([rd["rd_1"]]);
      expect(await read().rewards.redemptionsOfCode({ reward_seq: rw!, code: "save20" }, undefined, 10)).toEqual([]);
    });
  });

  describe("billing events", () => {
    it("insert numbers events 1, 2, 3 per space in commit order, a rolled-back event gives its number back, a ping takes none; latest answers the newest of a type about a customer", async () => {
      const sp = await spaces();
      const ev = (space: number, type: string, customer: string | null = "cus_1") => ({ id: uid("evt"), space_id: space, type, customer_id: customer, data: JSON.stringify({ name: UNICODE }), created_at: 10 });
      const first = await write((r) => r.billingEvents.insert(ev(sp.test, "customer.products.updated")));
      const ping = await write((r) => r.billingEvents.insertPing({ id: uid("evt"), space_id: sp.test, data: "{}", created_at: 11 }));
      await expect(
        write(async (r) => {
          await r.billingEvents.insert(ev(sp.test, "invoice.paid"));
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      const second = await write((r) => r.billingEvents.insert(ev(sp.test, "customer.products.updated")));
      const live = await write((r) => r.billingEvents.insert(ev(sp.live, "invoice.paid")));
      expect(ping).toBeGreaterThan(first);
      const latest = (await read().billingEvents.latest(sp.test, "cus_1", "customer.products.updated"))!;
      expect(latest).toMatchObject({ seq: second, sequence: 2, data: JSON.stringify({ name: UNICODE }), customer_id: "cus_1" });
      expect((await read().billingEvents.latest(sp.live, "cus_1", "invoice.paid"))!).toMatchObject({ seq: live, sequence: 1 });
      expect(await read().billingEvents.latest(sp.test, "cus_1", "invoice.paid")).toBeUndefined();
      expect(await read().billingEvents.latest(sp.test, "cus_2", "customer.products.updated")).toBeUndefined();
    });

    it("prune deletes up to `limit` events created strictly before the cut that no delivery refers to, oldest first, and answers how many", async () => {
      const sp = await spaces();
      const ev = (created_at: number) => ({ id: uid("evt"), space_id: sp.test, type: "invoice.paid", customer_id: "c", data: "{}", created_at });
      // The other tests' events are at 10 or 11: these are older than all of them.
      const [, e2, e3, e4] = await write(async (r) => [await r.billingEvents.insert(ev(1)), await r.billingEvents.insert(ev(2)), await r.billingEvents.insert(ev(3)), await r.billingEvents.insert(ev(5))]);
      await write(async (r) => {
        const endpoint = await r.billingWebhooks.insertEndpoint(newEndpointRow({ id: uid("wh"), spaceId: sp.test, url: "https://example.com/hook", events: ["*"], description: null, standardWebhooks: true, now: 1 }));
        await r.billingWebhooks.insertDelivery(endpoint, e2!, 1);
      });
      expect(await write((r) => r.billingEvents.prune(5, 1))).toBe(1); // e1
      expect(await write((r) => r.billingEvents.prune(5, 10))).toBe(1); // e3; e2 is held by its delivery, e4 is not before 5
      expect(await write((r) => r.billingEvents.prune(5, 10))).toBe(0);
      expect(e4).toBeGreaterThan(e3!);
      expect((await read().billingEvents.latest(sp.test, "c", "invoice.paid"))!.seq).toBe(e4);
    });
  });

  // What a second engine could get wrong that the tests above do not pin: several units at once on
  // the counters and the default method (on PostgreSQL each unit is a READ COMMITTED transaction of
  // its own connection, all in flight together), text in byte order, integers up to 2^53 − 1.
  describe("under concurrency, byte order and integer bounds", () => {
    /** Runs `n` units at once (unit i gets i); answers what each came to. */
    const atOnce = <T>(n: number, unit: (r: Repos, i: number) => Promise<T>) =>
      Promise.allSettled(Array.from({ length: n }, (_, i) => write((r) => unit(r, i))));

    it("invoice numbers taken by eight units at once, one of them rolled back, are 1 … 7: unique and gap-free", async () => {
      const sp = await spaces();
      const c = await customer(sp.test);
      const results = await atOnce(8, async (r, i) => {
        const n = await r.invoices.nextNumber(sp.test);
        await r.invoices.insert(invoice(sp.test, c, n));
        if (i === 3) throw new Error("rolled back");
        return n;
      });
      expect(results.filter((x) => x.status === "rejected").map((x) => (x as PromiseRejectedResult).reason.message)).toEqual(["rolled back"]);
      const numbers = (await read().invoices.ofCustomer(c)).map((x) => x.number).sort((a, b) => a - b);
      expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(await write((r) => r.invoices.nextNumber(sp.test))).toBe(8);
    });

    it("billing events written by eight units at once, one rolled back, and pings among them: the events are numbered 1 … 7, every ping is stored, the next event is 8", async () => {
      const sp = await spaces();
      const results = await atOnce(12, async (r, i) => {
        if (i >= 8) return r.billingEvents.insertPing({ id: uid("evt"), space_id: sp.test, data: "{}", created_at: 10 });
        const seq = await r.billingEvents.insert({ id: uid("evt"), space_id: sp.test, type: "invoice.paid", customer_id: `cus_${i}`, data: "{}", created_at: 10 });
        if (i === 5) throw new Error("rolled back");
        return seq;
      });
      expect(results.map((x) => x.status)).toEqual([...Array(5).fill("fulfilled"), "rejected", ...Array(6).fill("fulfilled")]);
      const seqs = results.flatMap((x) => (x.status === "fulfilled" ? [x.value] : []));
      expect(new Set(seqs).size).toBe(11);
      const sequences: number[] = [];
      for (const i of [0, 1, 2, 3, 4, 6, 7]) sequences.push((await read().billingEvents.latest(sp.test, `cus_${i}`, "invoice.paid"))!.sequence);
      expect(sequences.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      await write((r) => r.billingEvents.insert({ id: uid("evt"), space_id: sp.test, type: "invoice.paid", customer_id: "cus_next", data: "{}", created_at: 10 }));
      expect((await read().billingEvents.latest(sp.test, "cus_next", "invoice.paid"))!.sequence).toBe(8);
    });

    it("units making different methods a customer's default at once leave exactly one default", async () => {
      const sp = await spaces();
      const c = await customer(sp.test);
      const m = (provider_id: string) => ({ space_id: sp.test, customer_seq: c, provider: "sandbox", provider_id, type: "card", brand: "visa", last4: "4242", exp_month: 1, exp_year: 2030, created_at: 1 });
      await write((r) => r.payments.saveMethod(m("pm_0"), true));
      for (let round = 1; round <= 4; round++) {
        const results = await atOnce(4, (r, i) => (i === 0 ? r.payments.setDefault(c, "pm_0") : r.payments.saveMethod(m(`pm_${round}_${i}`), true)));
        expect(results.map((x) => x.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
        const defaults = (await read().payments.methods(c)).filter((x) => x.is_default === 1);
        expect(defaults).toHaveLength(1);
        expect(await read().payments.defaultMethod(c)).toEqual(defaults[0]);
      }
    });

    it("text is ordered by bytes, as SQLite's BINARY: plan ids of plansUsing, currencies of rates", async () => {
      const sp = await spaces();
      const items = JSON.stringify({ items: [{ feature_id: "f" }] });
      await write(async (r) => {
        for (const id of ["é", "b", "_x", "B", "a b", "Z"]) await r.plans.insert(plan(sp.test, id, 1, { definition: items }));
      });
      expect(await read().features.plansUsing(sp.test, "f")).toEqual(["B", "Z", "_x", "a b", "b", "é"]);
      const tag = uid("fx");
      await write(async (r) => {
        for (const [from, to] of [["é", "a"], ["b", "B"], ["b", "_"], ["B", "a"], ["_", "z"]]) await r.payments.setRate(`${tag}${from}`, `${tag}${to}`, "1", 1);
      });
      const mine = (await read().payments.rates()).filter((x) => x.from_currency.startsWith(tag)).map((x) => [x.from_currency.slice(tag.length), x.to_currency.slice(tag.length)]);
      expect(mine).toEqual([["B", "a"], ["_", "z"], ["b", "B"], ["b", "_"], ["é", "a"]]);
    });

    it("integers up to 2^53 − 1 round-trip as numbers: plan versions and times, feature times, refunds due, promotion code counts", async () => {
      const sp = await spaces();
      const seq = await write((r) => r.plans.insert(plan(sp.test, "big", MAX, { created_at: MAX })));
      expect(await read().plans.byVersion(sp.test, "big", MAX)).toMatchObject({ seq, version: MAX, created_at: MAX });
      expect((await read().plans.all(sp.test)).map((p) => [p.version, p.latest])).toEqual([[MAX, 1]]);
      const f = await write((r) => r.features.insert(sp.test, { id: "t", name: "T", type: "metered", consumable: 1, definition: "{}", archived: 0 }, MAX));
      expect(f.created_at).toBe(MAX);
      const rw = await write((r) => r.rewards.insert({ space_id: sp.test, id: "big", kind: "coupon", name: "Big", definition: "{}", created_at: MAX }));
      await write((r) => r.rewards.setCodes(sp.test, rw, [{ code: "BIG", code_key: "big", max_redemptions: MAX, first_time_transaction: 1, expires_at: MAX, redeemed: MAX - 1 }]));
      const code = (await read().rewards.codesOf(rw))[0]!;
      await write((r) => r.rewards.countRedemption(code.seq));
      expect(await read().rewards.codeByKey(sp.test, "big")).toMatchObject({ max_redemptions: MAX, expires_at: MAX, redeemed: MAX, first_time_transaction: 1 });
      const c = await customer(sp.test);
      await write((r) =>
        r.payments.insertRefundDue({ space_id: sp.test, customer_seq: c, invoice_seq: MAX, provider: "stripe", payment_ref: "pi_big", amount: MAX, currency: "usd", credit_note: 0, reason: "r", created_at: MAX }),
      );
      expect(await read().payments.refundsOfInvoice(MAX)).toEqual([expect.objectContaining({ invoice_seq: MAX, amount: MAX, created_at: MAX, attempts: 0 })]);
    });
  });
});
