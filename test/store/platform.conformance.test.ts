/**
 * The platform's repositories (src/platform/**\/*.repo.ts) on every engine of engines.ts, through
 * their interfaces only: API keys, workspaces, idempotency keys, leases, job periods, and one
 * domain's webhook outbox (endpoints, deliveries, delivery claims, attempts) over the desk's
 * tables. One store per file; each test uses its own ids, spaces, names and times.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tx } from "../../src/platform/db/handle.js";
import type { KeyScope } from "../../src/platform/idempotency/idempotency.repo.js";
import type { StoredKey } from "../../src/platform/idempotency/idempotency.rules.js";
import type { WorkspaceRow } from "../../src/platform/tenancy/workspaces.repo.js";
import type { EndpointRow, WebhookTables } from "../../src/platform/webhooks/webhooks.repo.js";
import type { Deferral } from "../../src/desk/repos.js";
import { ENGINES, type OpenStore } from "./engines.js";

const DESK_TABLES: WebhookTables = { endpoints: "webhook_endpoints", deliveries: "webhook_deliveries", attempts: "webhook_attempts", events: "events" };
const BIG = Number.MAX_SAFE_INTEGER; // 2^53 − 1
const UNICODE = "Ünïcødé 导出按钮 한국어 🚀👩‍💻";
/** What an attempt sent, as the sender logs it (logged-request.ts). */
const REQ = { request_headers: JSON.stringify({ "content-type": "application/json", "webhook-id": "msg_1" }), request_body: `{"note":"${UNICODE}"}` };
/** The desk's deferral, for the fixture's events only (inserting an event defers nothing). */
const NOW: Deferral = { defer: (work) => work(), runDeferred: () => {} };

describe.each(ENGINES)("platform repositories on $name", (engine) => {
  let s: OpenStore;
  let n = 0;
  const uid = (p: string) => `${p}_${++n}`;
  const write = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => s.store.write(fn);
  const P = () => s.engine.platform;
  /** A workspace with its two spaces; answers the row and the spaces' ids. */
  async function workspace(created_at = 0, id = uid("ws")) {
    const w: WorkspaceRow = { id, name: `W ${id}`, venture_id: uid("v"), created_at };
    await write((tx) => tx.use(P().workspaces).create(w, { test: uid("pk_test"), live: uid("pk_live") }));
    const r = s.store.read.use(P().workspaces);
    return { w, test: (await r.space(w.id, "test"))!.id, live: (await r.space(w.id, "live"))!.id };
  }

  beforeAll(async () => {
    s = await engine.open();
  });
  afterAll(async () => {
    await s?.close();
  });

  describe("keys", () => {
    const key = (spaceId: number, id: string, created: number, hash = uid("hash")) => ({
      id,
      spaceId,
      api: "revenue" as const,
      kind: "secret" as const,
      hash,
      display: `sk_…${id.slice(-4)} ${UNICODE}`,
      name: `Key ${id} ${UNICODE}`,
      now: created,
    });

    it("insert then activeByHash answers the key with its space's workspace and mode; a revoked key is not active, and a second revoke answers false", async () => {
      const { w, live } = await workspace();
      const id = uid("key");
      await write((tx) => tx.use(P().keys).insert(key(live, id, BIG, "h-active")));
      const keys = s.store.read.use(P().keys);
      expect(await keys.activeByHash("h-active")).toEqual({
        id,
        space_id: live,
        workspace_id: w.id,
        mode: "live",
        api: "revenue",
        kind: "secret",
        display: `sk_…${id.slice(-4)} ${UNICODE}`,
        name: `Key ${id} ${UNICODE}`,
        created_at: BIG,
        revoked_at: null,
        last_used_at: null,
      });
      expect(await keys.activeByHash("h-unknown")).toBeUndefined();
      const epoch = keys.revocationEpoch();
      expect(await write((tx) => tx.use(P().keys).revoke(id, 77))).toBe(true);
      expect(keys.revocationEpoch()).toBeGreaterThan(epoch);
      expect(await keys.activeByHash("h-active")).toBeUndefined();
      expect((await keys.list()).find((k) => k.id === id)?.revoked_at).toBe(77);
      expect(await write((tx) => tx.use(P().keys).revoke(id, 78))).toBe(false);
      expect(await write((tx) => tx.use(P().keys).revoke("key_missing", 78))).toBe(false);
      expect((await keys.list()).find((k) => k.id === id)?.revoked_at).toBe(77);
    });

    it("recordUse sets last_used_at and never moves it back (a late or repeated record changes nothing), revoked keys too", async () => {
      const { test } = await workspace();
      const [a, b] = [uid("key"), uid("key")];
      await write(async (tx) => {
        await tx.use(P().keys).insert(key(test, a, 1));
        await tx.use(P().keys).insert(key(test, b, 1));
      });
      const lastUsed = async (id: string) => (await s.store.read.use(P().keys).list()).find((k) => k.id === id)?.last_used_at;
      expect(await lastUsed(a)).toBeNull();
      await write((tx) => tx.use(P().keys).recordUse(a, 60_000));
      expect(await lastUsed(a)).toBe(60_000);
      await write((tx) => tx.use(P().keys).recordUse(a, 30_000));
      await write((tx) => tx.use(P().keys).recordUse(a, 60_000));
      expect(await lastUsed(a)).toBe(60_000);
      await write((tx) => tx.use(P().keys).recordUse(a, BIG));
      expect(await lastUsed(a)).toBe(BIG);
      expect(await lastUsed(b)).toBeNull();
      await write((tx) => tx.use(P().keys).recordUse("key_missing", 5));
      await write((tx) => tx.use(P().keys).revoke(b, 10));
      await write((tx) => tx.use(P().keys).recordUse(b, 9));
      expect(await lastUsed(b)).toBe(9);
    });

    it("list orders by created_at then id (revoked keys included), and count counts every key", async () => {
      const { test } = await workspace();
      const before = await s.store.read.use(P().keys).count();
      const p = uid("ord");
      // Inserted out of order; two share created_at, so the id breaks the tie.
      await write(async (tx) => {
        const keys = tx.use(P().keys);
        await keys.insert(key(test, `${p}_c`, 2000));
        await keys.insert(key(test, `${p}_b`, 1000));
        await keys.insert(key(test, `${p}_a`, 2000));
        await keys.revoke(`${p}_b`, 3000);
      });
      const keys = s.store.read.use(P().keys);
      expect((await keys.list()).filter((k) => k.id.startsWith(p)).map((k) => k.id)).toEqual([`${p}_b`, `${p}_a`, `${p}_c`]);
      expect(await keys.count()).toBe(before + 3);
    });

    it("keys created at the same time list by id bytewise (uppercase before lowercase before non-ASCII), as SQLite's BINARY compares", async () => {
      const { test } = await workspace();
      const p = uid("bytes");
      await write(async (tx) => {
        for (const id of [`${p}_é`, `${p}_a`, `${p}_Z`, `${p}_B`]) await tx.use(P().keys).insert(key(test, id, -5));
      });
      const listed = (await s.store.read.use(P().keys).list()).filter((k) => k.id.startsWith(`${p}_`)).map((k) => k.id);
      expect(listed).toEqual([`${p}_B`, `${p}_Z`, `${p}_a`, `${p}_é`]);
    });

    it("a duplicate hash or id is refused and stores nothing", async () => {
      const { test } = await workspace();
      const id = uid("key");
      await write((tx) => tx.use(P().keys).insert(key(test, id, 1, "h-dup")));
      const count = await s.store.read.use(P().keys).count();
      await expect(write((tx) => tx.use(P().keys).insert(key(test, uid("key"), 1, "h-dup")))).rejects.toThrow();
      await expect(write((tx) => tx.use(P().keys).insert(key(test, id, 1, "h-other")))).rejects.toThrow();
      expect(await s.store.read.use(P().keys).count()).toBe(count);
    });

    it("spaceByPublicKey finds the space of a public key; undefined for another token", async () => {
      const { w, test } = await workspace();
      const pk = (await s.store.read.use(P().workspaces).space(w.id, "test"))!.public_key;
      expect(await s.store.read.use(P().keys).spaceByPublicKey(pk)).toEqual({ id: test, workspace_id: w.id, mode: "test" });
      expect(await s.store.read.use(P().keys).spaceByPublicKey(`${pk}x`)).toBeUndefined();
    });
  });

  describe("workspaces", () => {
    it("create makes the workspace and its test and live spaces; byId, bySpace and space read them back, identity fields NULL until set", async () => {
      const { w, test, live } = await workspace(5);
      const r = s.store.read.use(P().workspaces);
      const expected = {
        ...w,
        legal_name: null,
        address: null,
        tax_id: null,
        support_email: null,
        accent_color: null,
        widget_greeting: null,
        logo_type: null,
        logo_etag: null,
      };
      expect(await r.byId(w.id)).toEqual(expected);
      expect(await r.bySpace(test)).toEqual(expected);
      expect(await r.bySpace(live)).toEqual(expected);
      expect(await r.space(w.id, "test")).toMatchObject({ id: test, workspace_id: w.id, mode: "test" });
      expect(test).not.toBe(live);
      expect(await r.byId("ws_missing")).toBeUndefined();
      expect(await r.space("ws_missing", "live")).toBeUndefined();
      expect(await r.logo(w.id)).toBeUndefined();
    });

    it("first answers the oldest workspace, the smaller id on a tie of created_at", async () => {
      await workspace(-1000, "ws_first_b");
      await workspace(-1000, "ws_first_a");
      expect((await s.store.read.use(P().workspaces).first())?.id).toBe("ws_first_a");
    });

    it("update writes every identity field (Unicode kept, null clears), setLogo stores bytes, type and ETag and null removes them", async () => {
      const { w } = await workspace();
      const fields = {
        name: `Name ${UNICODE}`,
        legal_name: "株式会社 タンデム",
        address: "1 Rue 🚀\nLine 2",
        tax_id: "FR123",
        support_email: "help@example.com",
        accent_color: "#ff8800",
        widget_greeting: "👋 你好",
      };
      await write((tx) => tx.use(P().workspaces).update(w.id, fields, 10));
      const r = s.store.read.use(P().workspaces);
      expect(await r.byId(w.id)).toMatchObject(fields);
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 1, 2]);
      await write((tx) => tx.use(P().workspaces).setLogo(w.id, { bytes, type: "image/png", etag: "etag-1" }, 11));
      const logo = (await r.logo(w.id))!;
      expect(Buffer.from(logo.logo).equals(bytes)).toBe(true);
      expect([logo.logo_type, logo.logo_etag]).toEqual(["image/png", "etag-1"]);
      expect(await r.byId(w.id)).toMatchObject({ logo_type: "image/png", logo_etag: "etag-1" });
      await write(async (tx) => {
        await tx.use(P().workspaces).setLogo(w.id, null, 12);
        await tx.use(P().workspaces).update(w.id, { ...fields, legal_name: null, widget_greeting: null }, 12);
      });
      expect(await r.logo(w.id)).toBeUndefined();
      expect(await r.byId(w.id)).toMatchObject({ legal_name: null, widget_greeting: null, logo_type: null, logo_etag: null, tax_id: "FR123" });
    });

    it("create with a public key already taken fails and leaves no workspace behind (all or nothing)", async () => {
      const { w } = await workspace();
      const taken = (await s.store.read.use(P().workspaces).space(w.id, "test"))!.public_key;
      const id = uid("ws");
      await expect(
        write((tx) => tx.use(P().workspaces).create({ id, name: "X", venture_id: "v", created_at: 0 }, { test: uid("pk"), live: taken })),
      ).rejects.toThrow();
      expect(await s.store.read.use(P().workspaces).byId(id)).toBeUndefined();
      expect(await s.store.read.use(P().workspaces).space(id, "test")).toBeUndefined();
    });
  });

  describe("idempotency keys", () => {
    const FAR = 10 ** 12; // every key of these tests expires long after the prune test's `now`
    let space: number;
    beforeAll(async () => {
      space = (await workspace()).test;
    });
    const scope = (): KeyScope => ({ spaceId: space, operation: "track", key: uid("idem") });
    const get = (sc: KeyScope) => s.store.read.use(P().idempotency).get(sc);

    it("a unit's last statement (tx.last) commits with the unit; one that fails rolls the whole unit back with its error; one that sends nothing at once is awaited before the commit", async () => {
      const [a, b, c] = [scope(), scope(), scope()];
      const answer = await write(async (tx) => {
        const repo = tx.use(P().idempotency);
        expect(await repo.claim(a, "h", 100, FAR, "host:1:a")).toBe(true);
        await tx.last(() => repo.complete(a, "host:1:a", 200, '{"n":1}'));
        return "answered";
      });
      expect([answer, await get(a)]).toEqual(["answered", expect.objectContaining({ status: 200, response: '{"n":1}', owner: null })]);
      await expect(
        write(async (tx) => {
          const repo = tx.use(P().idempotency);
          await repo.claim(b, "h", 100, FAR, "host:1:a");
          // A NOT NULL column given null: the statement fails (on PostgreSQL, after COMMIT was sent behind it).
          await tx.last(() => repo.claim(scope(), null as unknown as string, 100, FAR, "host:1:a"));
        }),
      ).rejects.toThrow();
      expect(await get(b)).toBeUndefined();
      await write(async (tx) => {
        const repo = tx.use(P().idempotency);
        await repo.claim(c, "h", 100, FAR, "host:1:a");
        await tx.last(async () => {
          await Promise.resolve(); // sends nothing at once: awaited before the commit
          await repo.complete(c, "host:1:a", 201, "{}");
        });
      });
      expect(await get(c)).toMatchObject({ status: 201, owner: null });
      // One last statement per unit.
      await expect(write(async (tx) => (await tx.last(async () => {}), await tx.last(async () => {})))).rejects.toThrow(/one last statement/);
    });

    it("the first claim wins and stores a running row; a second claim of the key answers false and leaves the row", async () => {
      const sc = scope();
      expect(await write((tx) => tx.use(P().idempotency).claim(sc, "hash-1", 100, FAR, "host:1:a"))).toBe(true);
      expect(await write((tx) => tx.use(P().idempotency).claim(sc, "hash-2", 101, FAR + 1, "host:2:b"))).toBe(false);
      expect(await get(sc)).toEqual({ body_hash: "hash-1", status: null, response: null, expires_at: FAR, created_at: 100, owner: "host:1:a" });
      // Same key in another operation or space is another key.
      expect(await write((tx) => tx.use(P().idempotency).claim({ ...sc, operation: "attach" }, "hash-1", 100, FAR, "host:1:a"))).toBe(true);
      expect(await get({ ...sc, key: `${sc.key}-other` })).toBeUndefined();
    });

    it("complete stores the owner's answer and clears the owner; another owner's complete or release changes nothing", async () => {
      const sc = scope();
      await write((tx) => tx.use(P().idempotency).claim(sc, "h", 100, FAR, "host:1:a"));
      await write(async (tx) => {
        await tx.use(P().idempotency).complete(sc, "host:9:z", 500, "{}");
        await tx.use(P().idempotency).release(sc, "host:9:z");
      });
      expect(await get(sc)).toMatchObject({ status: null, owner: "host:1:a" });
      const response = JSON.stringify({ ok: true, name: UNICODE });
      await write((tx) => tx.use(P().idempotency).complete(sc, "host:1:a", 201, response));
      expect(await get(sc)).toEqual({ body_hash: "h", status: 201, response, expires_at: FAR, created_at: 100, owner: null });
    });

    it("release deletes only the owner's running claim (the key can be claimed again), never a stored answer", async () => {
      const running = scope();
      await write((tx) => tx.use(P().idempotency).claim(running, "h", 100, FAR, "host:1:a"));
      await write((tx) => tx.use(P().idempotency).release(running, "host:1:a"));
      expect(await get(running)).toBeUndefined();
      expect(await write((tx) => tx.use(P().idempotency).claim(running, "h", 101, FAR, "host:2:b"))).toBe(true);
      const done = scope();
      await write(async (tx) => {
        await tx.use(P().idempotency).claim(done, "h", 100, FAR, "host:1:a");
        await tx.use(P().idempotency).complete(done, "host:1:a", 200, "{}");
        await tx.use(P().idempotency).release(done, "host:1:a");
      });
      expect(await get(done)).toMatchObject({ status: 200 });
    });

    it("takeOver replaces the row only while it is the one seen (created_at and owner, a NULL owner too), and takes a vanished key", async () => {
      const sc = scope();
      await write((tx) => tx.use(P().idempotency).claim(sc, "h1", 100, FAR, "host:1:a"));
      const seen = (await get(sc))!;
      const stale: StoredKey = { ...seen, created_at: 99 };
      expect(await write((tx) => tx.use(P().idempotency).takeOver(sc, stale, "h2", 200, FAR, "host:2:b"))).toBe(false);
      expect(await write((tx) => tx.use(P().idempotency).takeOver(sc, { ...seen, owner: "host:3:c" }, "h2", 200, FAR, "host:2:b"))).toBe(false);
      expect(await write((tx) => tx.use(P().idempotency).takeOver(sc, seen, "h2", 200, FAR + 5, "host:2:b"))).toBe(true);
      expect(await get(sc)).toEqual({ body_hash: "h2", status: null, response: null, expires_at: FAR + 5, created_at: 200, owner: "host:2:b" });
      // The first taker won: a second one with the same (now stale) view loses.
      expect(await write((tx) => tx.use(P().idempotency).takeOver(sc, seen, "h3", 300, FAR, "host:3:c"))).toBe(false);
      // A completed row (owner NULL) is taken over by a view with owner null.
      await write((tx) => tx.use(P().idempotency).complete(sc, "host:2:b", 200, "{}"));
      const answered = (await get(sc))!;
      expect(answered.owner).toBeNull();
      expect(await write((tx) => tx.use(P().idempotency).takeOver(sc, answered, "h4", 400, FAR, "host:4:d"))).toBe(true);
      expect(await get(sc)).toMatchObject({ body_hash: "h4", status: null, owner: "host:4:d" });
      const gone = scope();
      expect(await write((tx) => tx.use(P().idempotency).takeOver(gone, seen, "h5", 500, FAR, "host:5:e"))).toBe(true);
      expect(await get(gone)).toMatchObject({ body_hash: "h5", owner: "host:5:e" });
    });

    it("prune deletes the keys whose expires_at ≤ now and keeps later ones; answers how many", async () => {
      const [a, b, c] = [scope(), scope(), scope()];
      await write(async (tx) => {
        const repo = tx.use(P().idempotency);
        await repo.claim(a, "h", 1, 500, "o");
        await repo.claim(b, "h", 1, 501, "o");
        await repo.claim(c, "h", 1, 502, "o");
      });
      expect(await write((tx) => tx.use(P().idempotency).prune(501))).toBe(2);
      expect([await get(a), await get(b), (await get(c))?.expires_at]).toEqual([undefined, undefined, 502]);
      expect(await write((tx) => tx.use(P().idempotency).prune(501))).toBe(0);
    });
  });

  describe("leases", () => {
    const leases = () => s.store.read.use(P().leases);

    it("take: a free name is taken, the holder renews it, another holder is refused while it runs and takes it once expired (expires_at ≤ now)", async () => {
      const name = uid("lease");
      expect(await leases().take(name, "a", 0, 100)).toBe(true);
      expect(await leases().take(name, "a", 50, 150)).toBe(true);
      expect(await leases().get(name)).toEqual({ holder: "a", expires_at: 150 });
      expect(await leases().take(name, "b", 149, 300)).toBe(false);
      expect(await leases().get(name)).toEqual({ holder: "a", expires_at: 150 });
      expect(await leases().take(name, "b", 150, 300)).toBe(true);
      expect(await leases().get(name)).toEqual({ holder: "b", expires_at: 300 });
      expect(await leases().take(name, "a", 200, 400)).toBe(false);
    });

    it("release frees the lease only for its holder; replace takes it only from the named holder", async () => {
      const name = uid("lease");
      await leases().take(name, "a", 0, BIG);
      await leases().release(name, "b");
      expect(await leases().get(name)).toEqual({ holder: "a", expires_at: BIG });
      expect(await leases().replace(name, "c", "b", 10)).toBe(false);
      expect(await leases().replace(name, "a", "b", 10)).toBe(true);
      expect(await leases().get(name)).toEqual({ holder: "b", expires_at: 10 });
      await leases().release(name, "b");
      expect(await leases().get(name)).toBeUndefined();
      expect(await leases().replace(name, "b", "c", 10)).toBe(false);
    });
  });

  describe("job periods", () => {
    it("a period is claimed once; a later period claims again, an equal or earlier one never", async () => {
      const name = uid("job");
      const periods = s.store.read.use(P().jobPeriods);
      expect(await periods.claim(name, 1000)).toBe(true);
      expect(await periods.claim(name, 1000)).toBe(false);
      expect(await periods.claim(name, 999)).toBe(false);
      expect(await periods.claim(name, 2000)).toBe(true);
      expect(await periods.claim(name, 1500)).toBe(false);
      expect(await periods.claim(uid("job"), 1000)).toBe(true);
    });
  });

  describe("several units at once (each its own transaction; on PostgreSQL, concurrent ones)", () => {
    const RACERS = 6;
    /** `RACERS` units started together, the i-th running `fn(tx, i)`; answers their results. */
    const race = <T>(fn: (tx: Tx, i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: RACERS }, (_, i) => write((tx) => fn(tx, i))));
    const ones = (won: boolean[]) => won.filter(Boolean).length;

    it("claimers of one idempotency key: exactly one claims it, and its row is the one stored; takers-over of one seen row: exactly one wins", async () => {
      const space = (await workspace()).test;
      const sc: KeyScope = { spaceId: space, operation: "track", key: uid("race") };
      const won = await race((tx, i) => tx.use(P().idempotency).claim(sc, `hash-${i}`, BIG - 1, BIG, `host:${i}:x`));
      expect(ones(won)).toBe(1);
      const winner = won.indexOf(true);
      const seen = (await s.store.read.use(P().idempotency).get(sc))!;
      expect(seen).toEqual({ body_hash: `hash-${winner}`, status: null, response: null, expires_at: BIG, created_at: BIG - 1, owner: `host:${winner}:x` });
      const took = await race((tx, i) => tx.use(P().idempotency).takeOver(sc, seen, `taken-${i}`, BIG, BIG, `host:${i}:y`));
      expect(ones(took)).toBe(1);
      expect((await s.store.read.use(P().idempotency).get(sc))!.owner).toBe(`host:${took.indexOf(true)}:y`);
    });

    it("takers of one free lease: exactly one holds it; claimers of one job period (at 2^53 − 1): exactly one runs it", async () => {
      const name = uid("lease");
      const took = await race((tx, i) => tx.use(P().leases).take(name, `h${i}`, 0, BIG));
      expect(ones(took)).toBe(1);
      expect(await s.store.read.use(P().leases).get(name)).toEqual({ holder: `h${took.indexOf(true)}`, expires_at: BIG });
      const job = uid("job");
      expect(ones(await race((tx) => tx.use(P().jobPeriods).claim(job, BIG - 1)))).toBe(1);
      expect(ones(await race((tx) => tx.use(P().jobPeriods).claim(job, BIG)))).toBe(1);
      expect(await s.store.read.use(P().jobPeriods).claim(job, BIG)).toBe(false);
    });
  });

  describe("webhook outbox (the desk's tables)", () => {
    let deliveryN = 0;
    let outbox: ReturnType<OpenStore["engine"]["platform"]["webhookOutbox"]>;
    let space: { w: WorkspaceRow; test: number; live: number };
    let deskRepos: ReturnType<OpenStore["engine"]["desk"]>;
    beforeAll(async () => {
      outbox = P().webhookOutbox(DESK_TABLES, () => `dlv_${++deliveryN}`);
      deskRepos = s.engine.desk(NOW);
      space = await workspace();
    });
    const read = () => s.store.read.use(outbox);
    const endpoint = (o: Partial<Omit<EndpointRow, "seq">> = {}): Omit<EndpointRow, "seq"> => ({
      id: uid("ep"),
      space_id: space.test,
      url: "https://example.com/hook?q=1",
      events: JSON.stringify(["ticket.created", "conversation.*"]),
      description: null,
      enabled: 1,
      secret: "whsec_abc",
      previous_secret: null,
      previous_secret_expires_at: null,
      disabled_reason: null,
      failing_since: null,
      standard_webhooks: 0,
      created_at: 1,
      updated_at: 1,
      ...o,
    });
    const addEndpoint = (o: Partial<Omit<EndpointRow, "seq">> = {}) => write((tx) => tx.use(outbox).insertEndpoint(endpoint(o)));
    /** An event of the space for deliveries to point at (a numbered one, or a ping): the engine's desk outbox, a fixture not under test here. */
    const event = (type = "ticket.created", ping = false) =>
      write((tx) =>
        ping
          ? tx.use(deskRepos).outbox.insertPing({ id: uid("ev"), space_id: space.test, data: "{}", created_at: 3 })
          : tx.use(deskRepos).outbox.insert({ id: uid("ev"), space_id: space.test, type, contact_seq: null, data: JSON.stringify({ text: UNICODE }), created_at: 3 }),
      );
    const delivery = async (endpointSeq: number, now = 10, eventSeq?: number) => {
      const ev = eventSeq ?? (await event());
      return await write((tx) => tx.use(outbox).insertDelivery(endpointSeq, ev, now));
    };

    it("insertEndpoint answers the seq; endpointById and endpointBySeq round-trip every column (NULLs, 0/1 flags, JSON, Unicode, large integers); another space's id is not found", async () => {
      const row = endpoint({
        description: `Hook ${UNICODE}`,
        enabled: 0,
        standard_webhooks: 1,
        previous_secret: "whsec_old",
        previous_secret_expires_at: BIG,
        disabled_reason: "manual",
        failing_since: BIG - 1,
        events: JSON.stringify(["*"]),
        created_at: BIG,
        updated_at: BIG,
      });
      const seq = await write((tx) => tx.use(outbox).insertEndpoint(row));
      expect(typeof seq).toBe("number");
      expect(await read().endpointById(space.test, row.id)).toEqual({ seq, ...row });
      expect(await read().endpointBySeq(seq)).toEqual({ seq, ...row });
      expect(await read().endpointById(space.live, row.id)).toBeUndefined();
      expect(await read().endpointBySeq(seq + 10_000)).toBeUndefined();
    });

    it("a second webhookOutbox over the same tables is a factory of its own and reads alike, whichever list filters each runs first", async () => {
      const other = P().webhookOutbox(DESK_TABLES, () => uid("dlv"));
      expect(other).not.toBe(outbox);
      const ep = await addEndpoint();
      const again = s.store.read.use(other);
      expect(await again.deliveries(ep, { status: "failed", eventType: "ticket.created" }, BIG, 10)).toEqual([]);
      expect(await again.deliveries(ep, { until: BIG }, undefined, 10)).toEqual([]);
      expect(await read().deliveries(ep, { status: "failed" }, undefined, 10)).toEqual([]);
      expect(await again.deliveries(ep, {}, undefined, 10)).toEqual([]);
      expect((await again.endpointBySeq(ep))?.seq).toBe(ep);
    });

    it("endpoints list newest first (seq descending), per space, and the cursor resumes after the last row; updateEndpoint writes every column; deleteEndpoint takes its deliveries with it", async () => {
      const other = await workspace();
      const seqs: number[] = [];
      for (let i = 0; i < 3; i++) seqs.push(await addEndpoint({ space_id: other.test }));
      await addEndpoint({ space_id: other.live });
      const page1 = await read().endpoints(other.test, undefined, 2);
      expect(page1.map((e) => e.seq)).toEqual([seqs[2], seqs[1]]);
      expect((await read().endpoints(other.test, page1[1].seq, 2)).map((e) => e.seq)).toEqual([seqs[0]]);
      const current = (await read().endpointBySeq(seqs[0]))!;
      const changed: EndpointRow = {
        ...current,
        url: "https://例え.jp/🚀",
        events: JSON.stringify(["*"]),
        description: "changed",
        enabled: 0,
        secret: "whsec_new",
        previous_secret: "whsec_abc",
        previous_secret_expires_at: 99,
        disabled_reason: "failing",
        failing_since: 50,
        standard_webhooks: 1,
        updated_at: 60,
      };
      await write((tx) => tx.use(outbox).updateEndpoint(changed));
      expect(await read().endpointBySeq(seqs[0])).toEqual(changed);
      expect(await read().enabledEndpoints(other.test)).toEqual(
        expect.arrayContaining([{ seq: seqs[1], events: expect.any(String) }, { seq: seqs[2], events: expect.any(String) }]),
      );
      expect((await read().enabledEndpoints(other.test)).map((e) => e.seq)).not.toContain(seqs[0]);
      const d = await delivery(seqs[1]);
      expect((await read().deliveries(seqs[1], {}, undefined, 10)).map((x) => x.seq)).toEqual([d]);
      await write((tx) => tx.use(outbox).deleteEndpoint(seqs[1]));
      expect(await read().endpointBySeq(seqs[1])).toBeUndefined();
      expect(await read().deliveries(seqs[1], {}, undefined, 10)).toEqual([]);
    });

    it("fanOut makes one pending delivery, due at once, per enabled endpoint of the space subscribed to the kind (or to *), none for a disabled or unsubscribed one or another space's; deliverTo makes one per endpoint given", async () => {
      const fan = await workspace();
      const exact = await addEndpoint({ space_id: fan.test, events: JSON.stringify(["ticket.created"]) });
      const wildcard = await addEndpoint({ space_id: fan.test, events: JSON.stringify(["*"]) });
      await addEndpoint({ space_id: fan.test, events: JSON.stringify(["ticket.created"]), enabled: 0, disabled_reason: "manual" });
      await addEndpoint({ space_id: fan.test, events: JSON.stringify(["contact.created"]) });
      await addEndpoint({ space_id: fan.live, events: JSON.stringify(["*"]) });
      const subscribed = await read().subscribers(fan.test, "ticket.created");
      expect([...subscribed].sort((a, b) => a - b)).toEqual([exact, wildcard]);
      const ev = await event();
      const made = await write((tx) => tx.use(outbox).fanOut(fan.test, "ticket.created", ev, 40));
      expect(made).toBe(subscribed.length);
      const pages = await Promise.all(subscribed.map((e) => read().deliveries(e, {}, undefined, 10)));
      for (const page of pages) {
        expect(page).toHaveLength(1);
        expect(page[0]).toMatchObject({ status: "pending", attempt_count: 0, next_attempt_at: 40, retry_base: 0, created_at: 40, event_seq: ev });
      }
      expect(await write((tx) => tx.use(outbox).deliverTo([exact, wildcard], ev, 41))).toBe(2);
      expect(await write((tx) => tx.use(outbox).deliverTo([], ev, 41))).toBe(0);
      expect(await read().deliveries(exact, {}, undefined, 10)).toHaveLength(2);
    });

    it("deliveries list newest first, filtered by status, event kind and time (since ≤ created_at < until), the cursor resuming after the last row; deliveryById is per space, with the endpoint's and event's ids", async () => {
      const ep = await addEndpoint();
      const epRow = (await read().endpointBySeq(ep))!;
      const evA = await event("ticket.created");
      const evB = await event("conversation.closed");
      const d1 = await delivery(ep, 100, evA);
      const d2 = await delivery(ep, 200, evB);
      const d3 = await delivery(ep, 300, evA);
      await write((tx) => tx.use(outbox).stopDelivery(d2, 250));
      const seqsOf = (f: Parameters<ReturnType<typeof read>["deliveries"]>[1], before?: number, limit = 10) =>
        read()
          .deliveries(ep, f, before, limit)
          .then((r) => r.map((d) => d.seq));
      expect(await seqsOf({})).toEqual([d3, d2, d1]);
      expect(await seqsOf({}, d3, 1)).toEqual([d2]);
      expect(await seqsOf({ status: "pending" })).toEqual([d3, d1]);
      expect(await seqsOf({ status: "failed" })).toEqual([d2]);
      expect(await seqsOf({ eventType: "ticket.created" })).toEqual([d3, d1]);
      expect(await seqsOf({ since: 200, until: 300 })).toEqual([d2]);
      expect(await seqsOf({ since: 100, until: 301 })).toEqual([d3, d2, d1]);
      const record = (await read().deliveryBySeq(d1))!;
      expect(record).toMatchObject({ seq: d1, endpoint_seq: ep, endpoint_id: epRow.id, event_type: "ticket.created", status: "pending", lease_until: null });
      expect(await read().deliveryById(space.test, record.id)).toEqual(record);
      expect(await read().deliveryById(space.live, record.id)).toBeUndefined();
    });

    it("claim takes a pending delivery once: another holder is refused while the claim lives and takes it after expiry; a finished delivery is refused, claimNow takes it; release answers whether the holder held it", async () => {
      const ep = await addEndpoint();
      const d = await delivery(ep);
      const r = read();
      expect(await r.claim(d, "A", 1000, 2000)).toBe(true);
      expect(await r.claim(d, "B", 1999, 3000)).toBe(false);
      expect(await r.claimNow(d, "B", 1999, 3000)).toBe(false);
      expect(await r.claim(d, "B", 2000, 3000)).toBe(true);
      expect(await r.release(d, "A")).toBe(false);
      expect(await r.release(d, "B")).toBe(true);
      expect(await r.release(d, "B")).toBe(false);
      await write((tx) => tx.use(outbox).stopDelivery(d, 10));
      expect(await r.claim(d, "C", 3000, 4000)).toBe(false);
      expect(await r.claimNow(d, "C", 3000, 4000)).toBe(true);
      expect(await r.release(d, "C")).toBe(true);
    });

    it("perEndpoint bounds the live claims of an endpoint across holders; claimsPerEndpoint counts live claims only; due answers pending deliveries due by now, oldest due first, without claimed ones or skipped endpoints", async () => {
      const T = 10 ** 9; // past every other test's times, so only this test's deliveries are due near T
      const ep1 = await addEndpoint();
      const ep2 = await addEndpoint();
      const a = await delivery(ep1, T + 3);
      const b = await delivery(ep1, T + 1);
      const c = await delivery(ep1, T + 2);
      const e = await delivery(ep2, T + 5);
      const mine = (rows: { seq: number }[]) => rows.map((x) => x.seq).filter((seq) => [a, b, c, e].includes(seq));
      expect(mine(await read().due(T + 4, 1000))).toEqual([b, c, a]);
      expect(mine(await read().due(T + 5, 1000))).toEqual([b, c, a, e]);
      expect(mine(await read().due(T + 5, 1000, [ep1]))).toEqual([e]);
      expect(await read().claim(b, "H1", T + 5, T + 100, 2)).toBe(true);
      expect(await read().claim(c, "H2", T + 5, T + 100, 2)).toBe(true);
      expect(await read().claim(a, "H3", T + 5, T + 100, 2)).toBe(false);
      expect(await read().claim(e, "H3", T + 5, T + 100, 2)).toBe(true);
      const counts = await read().claimsPerEndpoint(T + 5);
      expect([counts.get(ep1), counts.get(ep2)]).toEqual([2, 1]);
      expect(mine(await read().due(T + 5, 1000))).toEqual([a]);
      // Expired claims count no more, and their deliveries are due again.
      const later = await read().claimsPerEndpoint(T + 100);
      expect([later.get(ep1), later.get(ep2)]).toEqual([undefined, undefined]);
      expect(mine(await read().due(T + 100, 1000))).toEqual([b, c, a, e]);
      expect(await read().claim(a, "H3", T + 100, T + 200, 2)).toBe(true);
      for (const [seq, h] of [
        [a, "H3"],
        [b, "H1"],
        [c, "H2"],
        [e, "H3"],
      ] as const)
        await read().release(seq, h);
    });

    it("senders claiming one delivery at once: exactly one claim wins (claim and claimNow alike); a claim until 2^53 − 1 counts", async () => {
      const ep = await addEndpoint();
      const d = await delivery(ep);
      const won = await Promise.all(Array.from({ length: 6 }, (_, i) => write((tx) => tx.use(outbox).claim(d, `S${i}`, 10, BIG))));
      expect(won.filter(Boolean)).toHaveLength(1);
      expect((await read().claimsPerEndpoint(BIG - 1)).get(ep)).toBe(1);
      expect(await read().release(d, `S${won.indexOf(true)}`)).toBe(true);
      const now = await Promise.all(Array.from({ length: 6 }, (_, i) => write((tx) => tx.use(outbox).claimNow(d, `N${i}`, 10, 20))));
      expect(now.filter(Boolean)).toHaveLength(1);
      expect(await read().release(d, `N${now.indexOf(true)}`)).toBe(true);
    });

    it("senders claiming different deliveries of one endpoint at once never exceed perEndpoint together", async () => {
      const T = 4 * 10 ** 9;
      const ep = await addEndpoint();
      const ds: number[] = [];
      for (let i = 0; i < 8; i++) ds.push(await delivery(ep, T));
      const won = await Promise.all(ds.map((d, i) => write((tx) => tx.use(outbox).claim(d, `P${i}`, T, T + 100, 3))));
      expect(won.filter(Boolean)).toHaveLength(3);
      expect((await read().claimsPerEndpoint(T)).get(ep)).toBe(3);
      // Once they expire, the endpoint's share is free again.
      expect(await read().claim(ds[won.indexOf(false)], "later", T + 100, T + 200, 3)).toBe(true);
      for (const [i, d] of ds.entries()) await read().release(d, won[i] ? `P${i}` : "later");
    });

    // The batch claim takes every due delivery of the database: these tests' deliveries are due at
    // negative times, before every other test's, and are stopped at the end (only they are due then).
    it("claimDue claims the oldest due deliveries first, each endpoint to its share across holders (another's live claims counted), one endpoint's backlog never starving another; never a claimed, finished or not yet due one; expired claims are taken over", async () => {
      const T = -(10 ** 12);
      const [busy, quiet, later] = [await addEndpoint(), await addEndpoint(), await addEndpoint()];
      const backlog: number[] = [];
      for (let i = 0; i < 12; i++) backlog.push(await delivery(busy, T + i));
      const q1 = await delivery(quiet, T + 50);
      const q2 = await delivery(quiet, T + 51);
      const finished = await delivery(quiet, T + 1);
      await write((tx) => tx.use(outbox).stopDelivery(finished, T));
      await delivery(later, T + 500);
      const now = T + 100;
      const r = read();
      expect(await r.claim(backlog[0], "X", now, now + 50, 3)).toBe(true);
      // Limit 2, share 3: the busy endpoint's two oldest unclaimed (its share with X's), then nothing more of it.
      expect(await r.claimDue("A", now, now + 50, 2, 3)).toEqual([backlog[1], backlog[2]]);
      // Its share is full: the quiet endpoint's, however deep the busy backlog before them.
      expect((await r.claimDue("B", now, now + 50, 10, 3)).sort((a, b) => a - b)).toEqual([q1, q2]);
      expect(await r.claimDue("C", now, now + 50, 10, 3)).toEqual([]);
      expect((await r.claimsPerEndpoint(now)).get(busy)).toBe(3);
      // Once the claims expire, the oldest are claimed again, by another holder.
      expect(await r.claimDue("D", now + 50, now + 100, 4, 3)).toEqual([backlog[0], backlog[1], backlog[2], q1]);
      await write((tx) => tx.use(outbox).stopPending(busy, T));
      await write((tx) => tx.use(outbox).stopPending(quiet, T));
      await write((tx) => tx.use(outbox).stopPending(later, T));
    });

    it("senders batch-claiming from one due set at once (units of work and single statements alike) never claim one delivery twice and never exceed an endpoint's share together", async () => {
      const T = -(10 ** 11);
      const endpoints = [await addEndpoint(), await addEndpoint(), await addEndpoint()];
      const of = new Map<number, number>();
      for (let i = 0; i < 10; i++) for (const ep of endpoints) of.set(await delivery(ep, T + i), ep);
      // Round 0 in units of work, round 1 as single statements (the sender's), after round 0's claims expired.
      const rounds = [
        () => Array.from({ length: 6 }, (_, i) => write((tx) => tx.use(outbox).claimDue(`W${i}`, T + 100, T + 200, 4, 3))),
        () => Array.from({ length: 6 }, (_, i) => read().claimDue(`R${i}`, T + 300, T + 400, 4, 3)),
      ];
      for (const [round, claimers] of rounds.entries()) {
        const claimed = (await Promise.all(claimers())).flat();
        expect(claimed.length, `round ${round}`).toBeGreaterThan(0);
        expect(new Set(claimed).size, `round ${round}: a delivery claimed twice`).toBe(claimed.length);
        const perEndpoint = new Map<number, number>();
        for (const seq of claimed) perEndpoint.set(of.get(seq)!, (perEndpoint.get(of.get(seq)!) ?? 0) + 1);
        for (const ep of endpoints) expect(perEndpoint.get(ep) ?? 0, `round ${round}: endpoint ${ep}`).toBeLessThanOrEqual(3);
        const live = await read().claimsPerEndpoint(T + 100 + round * 200);
        for (const ep of endpoints) expect(live.get(ep) ?? 0).toBeLessThanOrEqual(3);
      }
      for (const ep of endpoints) await write((tx) => tx.use(outbox).stopPending(ep, T));
    });

    it("startAttempt logs an in-flight attempt and counts it only for the live holder, interrupting an earlier in-flight one; completeAttempt by the holder logs the outcome, settles the delivery and releases the claim, by a stale holder writes nothing", async () => {
      const ep = await addEndpoint();
      const d = await delivery(ep);
      const r = read();
      expect(await r.startAttempt({ delivery_seq: d, number: 1, trigger: "scheduled", started_at: 100, ...REQ }, "A")).toBeNull();
      expect(await r.attempts(d)).toEqual([]);
      expect(await r.claim(d, "A", 100, 1000)).toBe(true);
      const first = (await r.startAttempt({ delivery_seq: d, number: 1, trigger: "scheduled", started_at: 100, ...REQ }, "A"))!;
      const second = (await r.startAttempt({ delivery_seq: d, number: 2, trigger: "manual", started_at: 110, ...REQ }, "A"))!;
      expect(second).toBeGreaterThan(first);
      const attempts = await r.attempts(d);
      expect(attempts.map((x) => [x.seq, x.number, x.trigger, x.state])).toEqual([
        [first, 1, "scheduled", "interrupted"],
        [second, 2, "manual", "in_flight"],
      ]);
      expect(attempts[0].error).toMatch(/stopped before an answer arrived/);
      // The request it sent is logged with it, byte for byte.
      expect(attempts[1]).toMatchObject(REQ);
      expect((await r.deliveryBySeq(d)).attempt_count).toBe(2);
      const outcome = { duration_ms: 42, status_code: 500, response_body: `oops ${UNICODE}`, error: null };
      const next = { status: "pending" as const, next_attempt_at: 5000, now: 120 };
      expect(await r.completeAttempt(second, d, outcome, next, "B")).toBeUndefined();
      expect((await r.attempts(d))[1].state).toBe("in_flight");
      // The failure is noted on the endpoint, from the attempt's start.
      expect(await r.completeAttempt(second, d, outcome, next, "A")).toEqual({ failing_since: 110 });
      expect((await r.endpointBySeq(ep))!.failing_since).toBe(110);
      expect((await r.attempts(d))[1]).toMatchObject({ state: "completed", ...outcome });
      expect(await r.deliveryBySeq(d)).toMatchObject({ status: "pending", next_attempt_at: 5000, updated_at: 120 });
      // The claim went with it: another holder may claim at once, and the old one may not start.
      expect(await r.startAttempt({ delivery_seq: d, number: 3, trigger: "scheduled", started_at: 130, ...REQ }, "A")).toBeNull();
      expect(await r.claim(d, "B", 5000, 6000)).toBe(true);
      expect(await r.release(d, "B")).toBe(true);
    });

    it("job answers what one attempt needs: the delivery, its endpoint, its event with its sequence (null for a ping) and the space's workspace and mode", async () => {
      const ep = await addEndpoint({ standard_webhooks: 1, previous_secret: "whsec_prev", previous_secret_expires_at: 77 });
      const ev = await event("ticket.created");
      const ping = await event("ping", true);
      const d = await delivery(ep, 10, ev);
      const p = await delivery(ep, 10, ping);
      const job = (await read().job(d))!;
      expect(job).toMatchObject({
        delivery_seq: d,
        attempt_count: 0,
        retry_base: 0,
        status: "pending",
        endpoint_seq: ep,
        enabled: 1,
        space_id: space.test,
        url: "https://example.com/hook?q=1",
        standard_webhooks: 1,
        secret: "whsec_abc",
        previous_secret: "whsec_prev",
        previous_secret_expires_at: 77,
        event_type: "ticket.created",
        event_created_at: 3,
        event_data: JSON.stringify({ text: UNICODE }),
        workspace_id: space.w.id,
        mode: "test",
      });
      expect(job.event_sequence).toBeGreaterThan(0);
      expect((await read().job(p))!.event_sequence).toBeNull();
      expect(await read().job(p + 10_000)).toBeUndefined();
    });

    it("takeOver frees the claims that expired or whose holder is gone and marks their in-flight attempts interrupted; a live holder's claim and attempt are left", async () => {
      const T = 2 * 10 ** 9;
      const ep = await addEndpoint();
      const [expired, dead, live] = [await delivery(ep, T), await delivery(ep, T), await delivery(ep, T)];
      const r = read();
      expect(await r.claim(expired, "old", T, T + 10)).toBe(true);
      expect(await r.claim(dead, "dead", T, T + 1000)).toBe(true);
      expect(await r.claim(live, "live", T, T + 1000)).toBe(true);
      for (const [d, h] of [
        [expired, "old"],
        [dead, "dead"],
        [live, "live"],
      ] as const)
        await r.startAttempt({ delivery_seq: d, number: 1, trigger: "scheduled", started_at: T, ...REQ }, h);
      const freed = await r.takeOver(T + 10, (h) => h === "dead");
      expect(freed).toBeGreaterThanOrEqual(2);
      const state = async (d: number) => (await r.attempts(d)).map((x) => x.state);
      expect([await state(expired), await state(dead), await state(live)]).toEqual([["interrupted"], ["interrupted"], ["in_flight"]]);
      expect(await r.claim(expired, "new", T + 10, T + 20)).toBe(true);
      expect(await r.claim(dead, "new", T + 10, T + 20)).toBe(true);
      expect(await r.claim(live, "new", T + 10, T + 20)).toBe(false);
      expect(await r.release(live, "live")).toBe(true);
    });

    it("stopPending fails an endpoint's pending deliveries, recover brings back the failed ones created in [since, until) as pending with a new round (retry_base = attempt_count); noteOutcome keeps when failing began and clears it after a success", async () => {
      const ep = await addEndpoint();
      const [d1, d2, d3] = [await delivery(ep, 100), await delivery(ep, 200), await delivery(ep, 300)];
      expect(await read().claim(d1, "A", 100, 1000)).toBe(true);
      await read().startAttempt({ delivery_seq: d1, number: 1, trigger: "scheduled", started_at: 100, ...REQ }, "A");
      await read().release(d1, "A");
      expect(await write((tx) => tx.use(outbox).stopPending(ep, 400))).toBe(3);
      expect(await write((tx) => tx.use(outbox).stopPending(ep, 400))).toBe(0);
      expect(await read().deliveryBySeq(d1)).toMatchObject({ status: "failed", next_attempt_at: null, updated_at: 400 });
      expect(await write((tx) => tx.use(outbox).recover(ep, 100, 300, 500))).toBe(2);
      expect(await read().deliveryBySeq(d1)).toMatchObject({ status: "pending", next_attempt_at: 500, retry_base: 1, attempt_count: 1 });
      expect(await read().deliveryBySeq(d2)).toMatchObject({ status: "pending", retry_base: 0 });
      expect((await read().deliveryBySeq(d3)).status).toBe("failed");
      expect(await write((tx) => tx.use(outbox).noteOutcome(ep, false, 600))).toBe(600);
      expect(await write((tx) => tx.use(outbox).noteOutcome(ep, false, 700))).toBe(600);
      expect((await read().endpointBySeq(ep))!.failing_since).toBe(600);
      expect(await write((tx) => tx.use(outbox).noteOutcome(ep, true, 800))).toBeNull();
      expect((await read().endpointBySeq(ep))!.failing_since).toBeNull();
      expect(await write((tx) => tx.use(outbox).noteOutcome(ep, false, 900))).toBe(900);
    });

    it("backlog counts pending deliveries; pruneFinished deletes at most `limit` finished deliveries changed before `before`, oldest first, with their attempts, never a pending one", async () => {
      const T = 3 * 10 ** 9;
      const ep = await addEndpoint();
      const backlog = await read().backlog();
      const [f1, f2, f3, p] = [await delivery(ep, 10), await delivery(ep, 10), await delivery(ep, 10), await delivery(ep, 10)];
      expect(await read().backlog()).toBe(backlog + 4);
      expect(await read().claim(f1, "A", T, T + 10)).toBe(true);
      await read().startAttempt({ delivery_seq: f1, number: 1, trigger: "scheduled", started_at: T, ...REQ }, "A");
      await read().completeAttempt((await read().attempts(f1))[0].seq, f1, { duration_ms: 1, status_code: 200, response_body: "", error: null }, { status: "succeeded", next_attempt_at: null, now: 20 }, "A");
      await write(async (tx) => {
        await tx.use(outbox).stopDelivery(f2, 20);
        await tx.use(outbox).stopDelivery(f3, 30);
      });
      expect(await read().backlog()).toBe(backlog + 1);
      // Other tests' finished deliveries were changed at other times; 21 takes f1 and f2 (and any before 21).
      const pruned = await write((tx) => tx.use(outbox).pruneFinished(21, 1000));
      expect(pruned).toBeGreaterThanOrEqual(2);
      expect((await read().deliveries(ep, {}, undefined, 10)).map((d) => d.seq)).toEqual([p, f3]);
      expect(await read().attempts(f1)).toEqual([]);
      expect(await write((tx) => tx.use(outbox).pruneFinished(31, 1))).toBe(1);
      expect((await read().deliveries(ep, {}, undefined, 10)).map((d) => d.seq)).toEqual([p]);
    });
  });
});
