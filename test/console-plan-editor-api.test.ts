/**
 * The plan editor never loses a plan's terms (issue 31 §1): a plan made through the billing API
 * with every kind of term, read by the console's catalog, edited with the editor's own body
 * builder (console/src/plan-terms.ts) and saved through the console API, reads back from
 * billing's plans.get with every term the operator did not change as it was. Also the Customers
 * list filtered by plan version (the Plans page's count per version links there), keyset paged.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleClient, unwrap } from "../console/src/client.js";
import { draftOf, updateBody } from "../console/src/plan-terms.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";
import { PLAN_FEATURES, RICH_PLAN } from "./support/rich-plan.js";

/** A plan as billing answers it, without what an edit of one field may change (the version's own fields). */
const terms = (p: Record<string, unknown>) => {
  const { version: _v, created_at: _c, active: _a, ...rest } = p;
  return rest;
};

describe("console API: the plan editor keeps every term", () => {
  let h: ConsoleHarness;
  let c: ConsoleClient;
  const test = { mode: "test" as const };
  const rv = async (op: string, body: unknown) => {
    const res = await fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(res.status, `${op}: ${await res.clone().text()}`).toBe(200);
    return (await res.json()) as Record<string, unknown> & { items: Record<string, unknown>[] };
  };
  const catalogPlan = async (id: string) => (await unwrap(c.GET("/catalog", { params: { query: test } }))).plans.find((p) => p.id === id)!;

  beforeAll(async () => {
    h = await startConsole();
    c = h.client();
    c.setSession(await unwrap(c.POST("/session", { body: OPERATOR })));
    for (const f of PLAN_FEATURES) await rv("features.create", f);
    await rv("plans.create", RICH_PLAN);
    // A customer on v1: an edit of the items makes v2, which must carry every other term.
    await rv("customers.get_or_create", { customer_id: "on-rich", name: "On Rich" });
    await rv("billing.attach", { customer_id: "on-rich", plan_id: "rich" });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it("the catalog reads each item's proration, which billing keeps but does not answer", async () => {
    const plan = await catalogPlan("rich");
    expect(plan.items.find((i) => i.feature_id === "seats")!.proration).toEqual({ on_increase: "bill_immediately", on_decrease: "none" });
    expect(plan.items.find((i) => i.feature_id === "messages")!.proration).toBeUndefined();
  });

  it("an untouched plan sends only its id; a month trial without a card and every item stay", () => {
    return catalogPlan("rich").then((plan) => expect(updateBody(plan, draftOf(plan))).toEqual({ plan_id: "rich" }));
  });

  it("changing only the name: plans.get shows every other term unchanged, no new version", async () => {
    const before = await rv("plans.get", { plan_id: "rich" });
    const plan = await catalogPlan("rich");
    const body = updateBody(plan, { ...draftOf(plan), name: "Rich renamed" });
    expect(body).toEqual({ plan_id: "rich", name: "Rich renamed" });
    const saved = await unwrap(c.POST("/plans/update", { params: { query: test }, body }));
    expect(saved.version).toBe(1);
    const after = await rv("plans.get", { plan_id: "rich" });
    expect(after).toEqual({ ...before, name: "Rich renamed" });
    expect(after.free_trial).toEqual({ duration_length: 1, duration_type: "month", card_required: false, on_end: "bill" });
  });

  it("changing only one item's included amount: a new version whose other terms (tiers, unlimited, pooled, billing units, prepaid, interval counts, rollover, proration, trial) are as before", async () => {
    const before = await rv("plans.get", { plan_id: "rich" });
    const plan = await catalogPlan("rich");
    const draft = draftOf(plan);
    const k = draft.items.findIndex((i) => i.featureId === "credits");
    draft.items[k] = { ...draft.items[k], included: "750" };
    const body = updateBody(plan, draft);
    expect(Object.keys(body).sort()).toEqual(["items", "plan_id"]);
    const saved = await unwrap(c.POST("/plans/update", { params: { query: test }, body }));
    expect(saved.version).toBe(2); // a customer is on v1
    const after = await rv("plans.get", { plan_id: "rich" });
    expect(after.version).toBe(2);
    const changed = before.items.map((it, i) => (i === k ? { ...it, included: 750 } : it));
    expect(after.items).toEqual(changed);
    expect(terms(after)).toEqual(terms({ ...before, items: changed }));
    // The version the customer is on is as it was.
    expect(await rv("plans.get", { plan_id: "rich", version: 1 })).toEqual({ ...before, active: false });
    // Proration, which plans.get does not answer, is kept too.
    expect((await catalogPlan("rich")).items.map((i) => i.proration ?? null)).toEqual(plan.items.map((i) => i.proration ?? null));
  });

  it("changing the trial to 14 days with a card changes only the trial", async () => {
    const before = await rv("plans.get", { plan_id: "rich" });
    const plan = await catalogPlan("rich");
    const body = updateBody(plan, { ...draftOf(plan), trialLength: "14", trialUnit: "day", trialCard: true });
    expect(body).toEqual({ plan_id: "rich", free_trial: { duration_length: 14, duration_type: "day", card_required: true, on_end: "bill" } });
    await unwrap(c.POST("/plans/update", { params: { query: test }, body }));
    const after = await rv("plans.get", { plan_id: "rich" });
    expect(terms(after)).toEqual(terms({ ...before, free_trial: { duration_length: 14, duration_type: "day", card_required: true, on_end: "bill" } }));
  });

  it("Customers by plan version: each version's customers, keyset paged; a version without a plan is 400", async () => {
    await rv("plans.create", { plan_id: "free", name: "Free", items: [{ feature_id: "messages", included: 10, reset: { interval: "month" } }] });
    for (const id of ["f1", "f2", "f3"]) {
      await rv("customers.get_or_create", { customer_id: id, name: id });
      await rv("billing.attach", { customer_id: id, plan_id: "free" });
    }
    await unwrap(c.POST("/plans/update", { params: { query: test }, body: { plan_id: "free", items: [{ feature_id: "messages", included: 20, reset: { interval: "month" } }] } }));
    await rv("customers.get_or_create", { customer_id: "f4", name: "f4" });
    await rv("billing.attach", { customer_id: "f4", plan_id: "free" });

    const ids = async (query: Record<string, unknown>) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await unwrap(c.GET("/customers", { params: { query: { ...test, limit: 2, ...query, ...(cursor && { cursor }) } } }));
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((x) => x.id!));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return seen;
    };
    expect(await ids({ plan: "free", version: 1 })).toEqual(["f3", "f2", "f1"]);
    expect(await ids({ plan: "free", version: 2 })).toEqual(["f4"]);
    expect(await ids({ plan: "free" })).toEqual(["f4", "f3", "f2", "f1"]);
    expect(await ids({ plan: "free", version: 3 })).toEqual([]);
    // The count per version on the Plans page agrees with the list it links to.
    const versions = await unwrap(c.GET("/plans/{id}/versions", { params: { path: { id: "free" }, query: test } }));
    expect(versions.items.map((v) => [v.plan.version, v.customers])).toEqual([
      [2, 1],
      [1, 3],
    ]);
    const res = await c.GET("/customers", { params: { query: { ...test, version: 1 } } });
    expect(res.response.status).toBe(400);
    expect(res.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("version") });
  });
});
