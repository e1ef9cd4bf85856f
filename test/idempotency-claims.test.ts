/**
 * Idempotency is claimed first (src/platform/idempotency/README.md): one insert-or-conflict
 * decides which request with a key runs, and a concurrent duplicate answers from the claim row
 * (replay, or idempotency_in_progress while the first runs), whatever runs the units.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../src/platform/db/database.js";
import { platformMigrations } from "../src/platform/db/migrations.js";
import type { IdempotencyRepo, KeyScope } from "../src/platform/idempotency/idempotency.repo.js";
import { createIdempotency } from "../src/platform/idempotency/idempotency.js";
import { decide, IDEMPOTENCY_TTL_MS } from "../src/platform/idempotency/idempotency.rules.js";
import { manualClock } from "../src/platform/clock.js";
import type { Store, Tx } from "../src/platform/db/handle.js";
import type { Answer } from "../src/platform/http/answer.js";
import { sqliteEngine } from "../src/store/sqlite/index.js";
import { type DeskHarness, raw, startDesk } from "./support/desk.js";
import { startReceiver } from "./support/receiver.js";
import { ok, rawPost, type RevenueHarness, startRevenue } from "./support/revenue.js";

const PARALLEL = 20;

/** The 409 codes a duplicate may answer while or after the one that runs. */
const DUPLICATE_CODES = ["idempotency_replay", "idempotency_in_progress"];

describe("parallel duplicates with one key", () => {
  let rv: RevenueHarness;
  let desk: DeskHarness;
  beforeAll(async () => {
    [rv, desk] = await Promise.all([startRevenue(), startDesk()]);
  });
  afterAll(async () => {
    await Promise.all([rv?.close(), desk?.close()]);
  });

  it("track through the billing API: 20 identical requests deduct once, the others replay or answer in progress", async () => {
    const h = rv;
    await ok(
      h.rv.POST("/features.create", {
        body: {
          feature_id: "messages",
          name: "Messages",
          type: "metered",
          consumable: true,
        },
      }),
    );
    await ok(
      h.rv.POST("/plans.create", {
        body: {
          plan_id: "free",
          name: "Free",
          auto_enable: true,
          items: [{ feature_id: "messages", included: 100 }],
        },
      }),
    );
    await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: "ann" } }));
    const body = { customer_id: "ann", feature_id: "messages", value: 3 };
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        rawPost(h, "/balances.track", body, {
          headers: { "idempotency-key": "track-1" },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 200)) {
      expect(a.status).toBe(409);
      expect(DUPLICATE_CODES).toContain(a.body.code);
    }
    const check = await ok(
      h.rv.POST("/balances.check", {
        body: { customer_id: "ann", feature_id: "messages" },
      }),
    );
    expect(check.balance?.remaining).toBe(97);
  });

  it("get_or_create through the billing API: 20 identical requests for a customer without id create one", async () => {
    const h = rv;
    const body = {
      customer_id: null,
      name: "Parallel Pat",
      idempotency_key: "create-1",
    };
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => rawPost(h, "/customers.get_or_create", body)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 200)) expect(DUPLICATE_CODES).toContain(a.body.code);
    const found = await ok(h.rv.POST("/customers.list", { body: { search: "Parallel Pat" } }));
    expect(found.list).toHaveLength(1);
  });

  it("ticket through the desk API: 20 identical requests file one ticket, the others replay it", async () => {
    const h = desk;
    const body = JSON.stringify({
      contact: { external_id: "u1" },
      type: "bug",
      title: "Export fails",
    });
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        raw(h, "POST", "/tickets", {
          body,
          headers: { "idempotency-key": "ticket-1" },
        }),
      ),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 201)) {
      expect(a.status).toBe(409);
      expect(DUPLICATE_CODES).toContain(a.body.code);
      if (a.body.code === "idempotency_replay") expect(a.body.data.response).toEqual(created[0].body);
    }
    expect((await raw(h, "GET", "/tickets")).body.data.items).toHaveLength(1);
  });

  it("webhook test ping through the desk API (an awaiting handler): 20 identical requests send one ping, the others answer in progress", async () => {
    let answerPing: () => void = () => {};
    const receiver = await startReceiver({
      after: new Promise<void>((r) => (answerPing = r)),
    });
    const h = desk;
    try {
      const ep = (
        await raw(h, "POST", "/webhook_endpoints", {
          body: JSON.stringify({ url: receiver.url, events: ["*"] }),
        })
      ).body.data;
      const pings = Promise.all(
        Array.from({ length: PARALLEL }, () =>
          raw(h, "POST", `/webhook_endpoints/${ep._id}/test`, {
            headers: { "idempotency-key": "ping-1" },
          }),
        ),
      );
      // Duplicates that arrive while the ping waits for the receiver answer in progress; later ones replay.
      while (receiver.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
      answerPing();
      const answers = await pings;
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers.filter((a) => a.status !== 200)) expect(DUPLICATE_CODES).toContain(a.body.code);
      expect(receiver.requests).toHaveLength(1);
      expect((await raw(h, "GET", `/webhook_endpoints/${ep._id}/deliveries`)).body.data.items).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});

describe("the idempotency repository with two connections on one file", () => {
  let dir = "";
  let dbs: Db[] = [];
  afterEach(() => {
    for (const db of dbs) db.close();
    dbs = [];
    rmSync(dir, { recursive: true, force: true });
  });

  /** Two connections (as two processes would open) on one migrated file, and a key scope in its test space. */
  async function twoConnections() {
    dir = mkdtempSync(join(tmpdir(), "tandem-claims-"));
    const file = join(dir, "tandem.db");
    const a = openDatabase(file, { platform: platformMigrations });
    const b = openDatabase(file, { platform: platformMigrations });
    dbs = [a, b];
    const workspaces = sqliteEngine.platform.workspaces(a);
    await workspaces.create({ id: "w1", name: "W", venture_id: "v1", created_at: 0 }, { test: "pk_test_1", live: "pk_live_1" });
    const scope: KeyScope = {
      spaceId: (await workspaces.space("w1", "test"))!.id,
      operation: "track",
      key: "k-1",
    };
    return { a: sqliteEngine.platform.idempotency(a), b: sqliteEngine.platform.idempotency(b), scope };
  }
  const T = 1_000_000;

  it("of two claimers of one key exactly one wins, and the row stays the winner's", async () => {
    const { a, b, scope } = await twoConnections();
    const claims = await Promise.all([a.claim(scope, "h", T, T + IDEMPOTENCY_TTL_MS, "host:1:a"), b.claim(scope, "h", T + 1, T + 1 + IDEMPOTENCY_TTL_MS, "host:2:b")]);
    expect(claims).toEqual([true, false]);
    expect(await b.get(scope)).toMatchObject({
      owner: "host:1:a",
      status: null,
      created_at: T,
    });
    // The loser cannot complete or release the winner's claim.
    await b.complete(scope, "host:2:b", 200, "{}");
    await b.release(scope, "host:2:b");
    expect(await a.get(scope)).toMatchObject({ owner: "host:1:a", status: null });
    await a.complete(scope, "host:1:a", 200, '{"ok":true}');
    expect(await b.get(scope)).toMatchObject({
      owner: null,
      status: 200,
      response: '{"ok":true}',
    });
  });

  it("of two takers of a dead owner's claim exactly one wins", async () => {
    const { a, b, scope } = await twoConnections();
    expect(await a.claim(scope, "h", T, T + IDEMPOTENCY_TTL_MS, "host:9:dead")).toBe(true);
    const owners = (self: string) => ({
      self,
      gone: (o: string) => o === "host:9:dead",
    });
    // Both read the dead claim and decide to take it over.
    const seenByA = (await a.get(scope))!;
    const seenByB = (await b.get(scope))!;
    expect(decide(seenByA, "h", T + 5, owners("host:1:a"))).toBe("run");
    expect(decide(seenByB, "h", T + 5, owners("host:2:b"))).toBe("run");
    const taken = [
      await a.takeOver(scope, seenByA, "h", T + 5, T + 5 + IDEMPOTENCY_TTL_MS, "host:1:a"),
      await b.takeOver(scope, seenByB, "h", T + 6, T + 6 + IDEMPOTENCY_TTL_MS, "host:2:b"),
    ];
    expect(taken).toEqual([true, false]);
    // The loser now reads a live claim of another process: in progress, not a run.
    const now = await b.get(scope)!;
    expect(now).toMatchObject({ owner: "host:1:a", created_at: T + 5 });
    expect(decide(now, "h", T + 6, owners("host:2:b"))).toBe("in_progress");
  });

  it("takes over an expired answer once, and claims again a key whose row was deleted meanwhile", async () => {
    const { a, b, scope } = await twoConnections();
    expect(await a.claim(scope, "h", T, T + 10, "host:1:a")).toBe(true);
    await a.complete(scope, "host:1:a", 200, "{}");
    const seen = (await b.get(scope))!;
    expect(decide(seen, "h2", T + 10, { self: "host:2:b", gone: () => false })).toBe("run");
    expect(await b.takeOver(scope, seen, "h2", T + 10, T + 10 + IDEMPOTENCY_TTL_MS, "host:2:b")).toBe(true);
    expect(await a.takeOver(scope, seen, "h2", T + 10, T + 10 + IDEMPOTENCY_TTL_MS, "host:1:a")).toBe(false);
    await b.release(scope, "host:2:b");
    // The row the taker read is gone: its takeover inserts a fresh claim.
    expect(await a.takeOver(scope, seen, "h2", T + 11, T + 11 + IDEMPOTENCY_TTL_MS, "host:1:a")).toBe(true);
    expect(await b.get(scope)).toMatchObject({ owner: "host:1:a", body_hash: "h2" });
  });

  it("a duplicate from another process arriving while the first request runs does not run again", async () => {
    const { a, b, scope } = await twoConnections();
    // Units without a shared write lock, as two processes on another engine would run them: the
    // second process's request is decided while the first one's handler runs.
    const storeOf = (repo: IdempotencyRepo): Store => {
      const tx = { writing: true, use: () => repo, last: async (statement: () => Promise<unknown>) => void (await statement()) } as unknown as Tx;
      return { write: <R>(fn: (tx: Tx) => R): Promise<R> => Promise.resolve(fn(tx)) } as Store;
    };
    const clock = manualClock(T);
    const alive = (self: string) => ({ self, gone: () => false });
    const first = createIdempotency(clock, storeOf(a), alive("host:1:a"), sqliteEngine.platform.idempotency);
    const second = createIdempotency(clock, storeOf(b), alive("host:2:b"), sqliteEngine.platform.idempotency);
    const req = { spaceId: scope.spaceId, operation: scope.operation, key: scope.key, body: { value: 1 } };
    let effects = 0;
    let duplicate: Promise<Answer> | undefined;
    const answer = await first(req, async () => {
      effects++;
      duplicate = second(req, () => (effects++, { status: 200, body: { n: effects } }));
      // The duplicate is decided while this handler still runs.
      await duplicate;
      return { status: 200, body: { n: effects } };
    });
    expect(answer).toEqual({ status: 200, body: { n: 1 } });
    expect(await duplicate).toMatchObject({ status: 409, body: { code: "idempotency_in_progress" } });
    expect(effects).toBe(1);
    // Once the first answer is stored, a duplicate from either process replays it.
    expect(await second(req, () => (effects++, { status: 200, body: {} }))).toMatchObject({
      status: 409,
      body: { code: "idempotency_replay", data: { response: { n: 1 } } },
    });
    expect(effects).toBe(1);
  });
});
