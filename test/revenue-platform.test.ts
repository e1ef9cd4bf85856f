/**
 * The Usage & Billing platform rules, end to end through the SDK: keys and
 * modes, idempotency, rate limits, per-customer billing serialisation,
 * unknown operations, short names, and no 501 left.
 */
import { freshWindow } from "./support/windows.js";
import { unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../src/platform/auth/keys.service.js";
import { afterCommit } from "../src/platform/db/after-commit.js";
import { loadOpenApi } from "../src/platform/spec/load.js";
import { rawPost, type RevenueHarness, startRevenue } from "./support/revenue.js";
import { type TestSql, testSql } from "./support/sql.js";

let h: RevenueHarness;
let sql: TestSql;
beforeAll(async () => {
  h = await startRevenue();
  sql = testSql(h.tandem);
});
afterAll(async () => {
  await sql.close();
  await h.close();
});

let n = 0;
const uid = (p: string) => `${p}-${++n}-${Math.random().toString(36).slice(2, 8)}`;
const customerCount = async () => (await sql.get<{ n: number }>("SELECT count(*) AS n FROM rv_customers"))!.n;

describe("keys", () => {
  it.each([
    ["no key", null],
    ["an unknown key", "rv_sk_test_nope"],
    ["a desk key", "dsk_test_abc"],
    ["garbage", "x"],
  ])("refuses %s with 401 invalid_api_key", async (_name, auth) => {
    const res = await rawPost(h, "/customers.list", {}, { auth });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String), code: "invalid_api_key" });
  });

  it("lets a publishable key read plans and features, and nothing else (403 secret_key_required)", async () => {
    for (const op of ["/plans.list", "/features.list"]) {
      expect((await rawPost(h, op, {}, { auth: h.keys.pkTest })).status, op).toBe(200);
    }
    for (const [op, body] of [
      ["/customers.get_or_create", { customer_id: "pk" }],
      ["/customers.list", {}],
      ["/features.create", { feature_id: "f", name: "F", type: "boolean" }],
      ["/balances.check", { customer_id: "c", feature_id: "f" }],
      ["/check", { customer_id: "c", feature_id: "f" }],
    ] as const) {
      const res = await rawPost(h, op, body, { auth: h.keys.pkLive });
      expect(res.status, op).toBe(403);
      expect(res.body.code, op).toBe("secret_key_required");
    }
  });

  it("stops accepting a revoked key", async () => {
    const k = await createApiKey(h.tandem, h.tandem.workspace.id, { api: "revenue", mode: "test", kind: "secret" });
    expect((await rawPost(h, "/customers.list", {}, { auth: k.key })).status).toBe(200);
    await h.tandem.keys.revoke(k.id, Date.now());
    expect((await rawPost(h, "/customers.list", {}, { auth: k.key })).status).toBe(401);
  });
});

describe("modes", () => {
  it("keeps test and live apart: customers and idempotency keys", async () => {
    const id = uid("mode");
    const key = uid("k");
    const test = await rawPost(h, "/customers.get_or_create", { customer_id: id, name: "Test" }, { headers: { "idempotency-key": key } });
    expect(test.status).toBe(200);
    const inLive = await rawPost(h, "/customers.get", { customer_id: id }, { auth: h.keys.live });
    expect(inLive.status).toBe(404);
    expect(inLive.body.code).toBe("customer_not_found");
    // The same idempotency key in live runs anew (and creates the live customer).
    const live = await rawPost(h, "/customers.get_or_create", { customer_id: id, name: "Live" }, { auth: h.keys.live, headers: { "idempotency-key": key } });
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ id, name: "Live", env: "live" });
    expect(test.body).toMatchObject({ id, name: "Test", env: "sandbox" });
  });
});

describe("idempotency", () => {
  const create = (customer_id: string, headers: Record<string, string> = {}, extra: object = {}) =>
    rawPost(h, "/customers.get_or_create", { customer_id, name: "Ann", ...extra }, { headers });

  it("runs the first request, replays the same key and body as 409 idempotency_replay with the first answer", async () => {
    const key = uid("k");
    const id = uid("c");
    const first = await create(id, { "idempotency-key": key });
    expect(first.status).toBe(200);
    const again = await create(id, { "idempotency-key": key });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: expect.any(String), code: "idempotency_replay", data: { response: first.body } });
  });

  it("treats the body's idempotency_key like the header, and key order in the body does not matter", async () => {
    const key = uid("k");
    const id = uid("c");
    const first = rawPost(h, "/customers.get_or_create", { customer_id: id, name: "B", idempotency_key: key });
    expect((await first).status).toBe(200);
    const reordered = await rawPost(h, "/customers.get_or_create", { idempotency_key: key, name: "B", customer_id: id });
    expect(reordered.body.code).toBe("idempotency_replay");
    const viaHeader = await rawPost(h, "/customers.get_or_create", { customer_id: id, name: "B" }, { headers: { "idempotency-key": key } });
    expect(viaHeader.body.code).toBe("idempotency_replay");
  });

  it("answers 409 idempotency_mismatch for the same key with another body", async () => {
    const key = uid("k");
    expect((await create(uid("c"), { "idempotency-key": key })).status).toBe(200);
    const other = await create(uid("c"), { "idempotency-key": key });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe("idempotency_mismatch");
  });

  it("scopes keys per operation", async () => {
    const key = uid("k");
    const id = uid("c");
    expect((await create(id, { "idempotency-key": key })).status).toBe(200);
    const update = await rawPost(h, "/customers.update", { customer_id: id, name: "Renamed" }, { headers: { "idempotency-key": key } });
    expect(update.status).toBe(200);
  });

  it("runs exactly one of 20 concurrent identical requests", async () => {
    const key = uid("k");
    const id = uid("c");
    const before = await customerCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(id, { "idempotency-key": key })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => ["idempotency_replay", "idempotency_in_progress"].includes(a.body.code))).toBe(true);
    expect(await customerCount()).toBe(before + 1);
  });

  it("releases the key when the first answer is an error, so a corrected retry runs", async () => {
    const key = uid("k");
    const bad = await rawPost(h, "/customers.get", { customer_id: uid("missing") }, { headers: { "idempotency-key": key } });
    expect(bad.status).toBe(404);
    // customers.get is a read: no idempotency at all. A write that fails:
    const failing = await rawPost(h, "/customers.update", { customer_id: uid("missing"), name: "x" }, { headers: { "idempotency-key": key } });
    expect(failing.status).toBe(404);
    const id = uid("c");
    await create(id);
    const retry = await rawPost(h, "/customers.update", { customer_id: id, name: "x" }, { headers: { "idempotency-key": key } });
    expect(retry.status).toBe(200);
  });

  it("answers 409 idempotency_in_progress while the first request with the key still runs, then replays it", async () => {
    let open!: () => void;
    const r = await startRevenue({
      handlerOverrides: {
        // The provider call runs after the request's write unit commits, as billing's does.
        "billing.attach": ({ body }) =>
          afterCommit(async () => {
            await new Promise<void>((resolve) => (open = resolve));
            return { customer_id: body.customer_id, payment_url: null };
          }),
      },
    });
    try {
      const body = { customer_id: "c1", plan_id: "p" };
      const first = rawPost(r, "/billing.attach", body, { headers: { "idempotency-key": "k-running" } });
      while (!open) await new Promise((res) => setTimeout(res, 5));
      const second = await rawPost(r, "/billing.attach", body, { headers: { "idempotency-key": "k-running" } });
      expect(second.status).toBe(409);
      expect(second.body.code).toBe("idempotency_in_progress");
      open();
      expect((await first).status).toBe(200);
      const third = await rawPost(r, "/billing.attach", body, { headers: { "idempotency-key": "k-running" } });
      expect(third.body).toMatchObject({ code: "idempotency_replay", data: { response: { customer_id: "c1", payment_url: null } } });
    } finally {
      await r.close();
    }
  });

  it("releases the key when the first answer is a 5xx, so the retry runs", async () => {
    let calls = 0;
    const r = await startRevenue({
      handlerOverrides: {
        "billing.attach": async ({ body }) => {
          calls++;
          if (calls === 1) throw new Error("provider down");
          return { customer_id: body.customer_id, payment_url: null };
        },
      },
    });
    try {
      const body = { customer_id: "c1", plan_id: "p" };
      expect((await rawPost(r, "/billing.attach", body, { headers: { "idempotency-key": "k5" } })).status).toBe(500);
      expect((await rawPost(r, "/billing.attach", body, { headers: { "idempotency-key": "k5" } })).status).toBe(200);
      expect(calls).toBe(2);
    } finally {
      await r.close();
    }
  });

  it("refuses an empty or over-long key", async () => {
    expect((await create(uid("c"), { "idempotency-key": "x".repeat(256) })).status).toBe(400);
    expect((await rawPost(h, "/customers.get_or_create", { customer_id: uid("c"), idempotency_key: "" })).status).toBe(400);
  });
});

describe("request bodies", () => {
  it("refuses unknown keys in nested objects too (config, billing_controls)", async () => {
    const config = await rawPost(h, "/customers.get_or_create", { customer_id: uid("c"), config: { turbo: true } });
    expect(config.body).toEqual({ code: "invalid_request", message: "body.config.turbo is not a known field" });
    const controls = await rawPost(h, "/customers.get_or_create", { customer_id: uid("c"), billing_controls: { nonsense: [] } });
    expect(controls.body.message).toBe("body.billing_controls.nonsense is not a known field");
  });
});

describe("unknown operations, short names, no 501", () => {
  it.each(["/customers.frobnicate", "/nothing", "/balances.check2", "/a.b"])("answers POST %s with 404 unknown_operation", async (path) => {
    const res = await rawPost(h, path, {});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String), code: "unknown_operation" });
  });

  it("answers other routes with 404 not_found", async () => {
    const res = await fetch(`${h.baseUrl}/customers.get`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe("not_found");
  });

  it.each([
    ["/check", "/balances.check", { customer_id: "c", feature_id: "f" }],
    ["/track", "/balances.track", { customer_id: "c", feature_id: "f", value: 1 }],
    ["/attach", "/billing.attach", { customer_id: "c", plan_id: "p" }],
    ["/checkout", "/billing.preview_attach", { customer_id: "c", plan_id: "p" }],
    ["/cancel", "/billing.cancel", { customer_id: "c", plan_id: "p" }],
  ])("answers %s exactly as %s, for good and bad bodies", async (short, full, body) => {
    for (const b of [body, { ...body, customer_id: 7 }, { ...body, surprise: true }, {}]) {
      const [a, c] = [await rawPost(h, short, b), await rawPost(h, full, b)];
      expect({ status: a.status, body: a.body.message ? { code: a.body.code } : a.body }).toEqual({
        status: c.status,
        body: c.body.message ? { code: c.body.code } : c.body,
      });
      expect(a.status).not.toBe(500);
    }
  });

  it("implements every operation of the contract: none answers 501, an empty body answers 200 or a 4xx", async () => {
    const doc = loadOpenApi("revenue");
    const ids = Object.values(doc.paths)
      .flatMap((i) => Object.values(i ?? {}))
      .map((o) => o!.operationId!);
    expect(ids.length).toBeGreaterThan(70);
    for (const id of ids) {
      const res = await rawPost(h, `/${id}`, {});
      expect(res.status, `${id}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
    }
  });
});

describe("rate limits", () => {
  it("limits each key per second: 100-class operations and usage operations in separate buckets", async () => {
    const r = await startRevenue({ rateLimits: { usage: 3, default: 2 } });
    try {
      await freshWindow(1000, 600);
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await rawPost(r, "/customers.list", {})).status);
      expect(statuses).toEqual([200, 200, 429]);
      const limited = await rawPost(r, "/customers.list", {});
      expect(limited.body.code).toBe("rate_limited");
      expect(limited.headers.get("retry-after")).toBe("1");
      expect([limited.headers.get("x-ratelimit-limit"), limited.headers.get("x-ratelimit-remaining"), limited.headers.get("x-ratelimit-reset")]).toEqual(["2", "0", "1"]);
      // The usage bucket is separate and larger.
      const usage = [];
      for (let i = 0; i < 4; i++) usage.push((await rawPost(r, "/check", { customer_id: "c", feature_id: "f" })).status);
      expect(usage.slice(0, 3).every((s) => s !== 429)).toBe(true);
      expect(usage[3]).toBe(429);
      // Another key has its own buckets.
      expect((await rawPost(r, "/customers.list", {}, { auth: r.keys.live })).status).toBe(200);
    } finally {
      await r.close();
    }
  });
});

describe("billing changes are serialised per customer", () => {
  it("answers 429 billing_busy to a second concurrent change of one customer, never leaking the lock", async () => {
    const gates: Array<() => void> = [];
    const r = await startRevenue({
      handlerOverrides: {
        "billing.attach": ({ body }) =>
          afterCommit(async () => {
            if (body.plan_id === "boom") throw new Error("provider down");
            await new Promise<void>((resolve) => gates.push(resolve));
            return { customer_id: body.customer_id, payment_url: null };
          }),
      },
    });
    try {
      const first = rawPost(r, "/billing.attach", { customer_id: "c1", plan_id: "p" });
      while (gates.length === 0) await new Promise((res) => setTimeout(res, 5));
      const second = await rawPost(r, "/billing.attach", { customer_id: "c1", plan_id: "p" });
      expect(second.status).toBe(429);
      expect(second.body.code).toBe("billing_busy");
      const shortName = await rawPost(r, "/attach", { customer_id: "c1", plan_id: "p" });
      expect(shortName.body.code).toBe("billing_busy");
      // Another customer is not blocked.
      const other = rawPost(r, "/billing.attach", { customer_id: "c2", plan_id: "p" });
      while (gates.length < 2) await new Promise((res) => setTimeout(res, 5));
      for (const g of gates) g();
      expect((await first).status).toBe(200);
      expect((await other).status).toBe(200);
      // A change that throws releases the lock: the next one runs.
      expect((await rawPost(r, "/billing.attach", { customer_id: "c1", plan_id: "boom" })).status).toBe(500);
      const after = rawPost(r, "/billing.attach", { customer_id: "c1", plan_id: "p" });
      while (gates.length < 3) await new Promise((res) => setTimeout(res, 5));
      gates[2]();
      expect((await after).status).toBe(200);
    } finally {
      await r.close();
    }
  });
});

describe("SDK", () => {
  it("reaches the revenue API typed from its contract", async () => {
    const id = uid("sdk");
    const c = await h.rv.POST("/customers.get_or_create", { body: { customer_id: id, name: "Typed" } });
    expect(c.response.status).toBe(200);
    expect(c.data?.id).toBe(id);
    const list = await h.rv.POST("/customers.list", { body: {} });
    expect(list.data?.list.map((x) => x.id)).toContain(id);
    expect(unwrap).toBeTypeOf("function");
  });
});
