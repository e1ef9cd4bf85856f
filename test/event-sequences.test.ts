/**
 * Event sequence numbers (desk events and billing events) come from a counter row per space
 * (workspace and mode), bumped in the transaction that writes the event: parallel requests to two
 * servers on one file (two connections) get 1..N without a gap or a repeat, in commit order; an
 * existing database continues from its numbers after the migration, and a number never comes
 * back when the newest events are deleted.
 */
import { createDeskClient, createRevenueClient, type DeskClient, type RevenueClient, unwrap } from "@tandem/sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxRepo } from "../src/store/sqlite/desk/outbox.js";
import { webhooksRepo } from "../src/store/sqlite/desk/webhooks.js";
import { deskMigrations } from "../src/desk/migrations.js";
import { systemClock } from "../src/platform/clock.js";
import { type Db, migrate, openDatabase } from "../src/platform/db/database.js";
import { createGroupCommit } from "../src/platform/db/group-commit.js";
import { platformMigrations } from "../src/platform/db/migrations.js";
import { revenueMigrations } from "../src/revenue/migrations.js";
import { billingEventsRepo } from "../src/store/sqlite/revenue/billing-events.js";
import { buildDeskApi, buildRevenueApi, openTandem, type Tandem } from "../src/tandem.js";
import { type DeskHarness, startDesk } from "./support/desk.js";
import { ok, type RevenueHarness, startRevenue } from "./support/revenue.js";
import { testSql } from "./support/sql.js";
import { testEngine } from "./support/template-db.js";

const MODES = ["test", "live"] as const;
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** A second process's view of the same database: its own connection (pool) and its own server. */
async function secondServer(first: Tandem, build: (t: Tandem) => Promise<FastifyInstance>) {
  const tandem = await openTandem(first.database, systemClock, { desk: { production: false } });
  const app = await build(tandem);
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    baseUrl: `${origin}/v1`,
    async close() {
      await app.close();
      await tandem.close();
    },
  };
}

/** The numbered events of one mode of the workspace, in the order they were written (commit order). */
async function numbersInCommitOrder(t: Tandem, table: "events" | "rv_webhook_events", mode: "test" | "live"): Promise<number[]> {
  const space = (await t.platform.workspaces.space(t.workspace.id, mode))!.id;
  const numbered = table === "events" ? "sequence IS NOT NULL" : "sequence > 0";
  const sql = testSql(t);
  try {
    return (await sql.all<{ sequence: number }>(`SELECT sequence FROM ${table} WHERE space_id = ? AND ${numbered} ORDER BY seq`, space)).map((r) => r.sequence);
  } finally {
    await sql.close();
  }
}

describe("desk events", () => {
  let h: DeskHarness;
  let second: Awaited<ReturnType<typeof secondServer>>;
  let clients: DeskClient[];
  beforeAll(async () => {
    h = await startDesk();
    second = await secondServer(h.tandem, (t) => buildDeskApi(t, { rateLimitPerMinute: 100_000 }));
    clients = [h.desk, h.live, createDeskClient({ baseUrl: second.baseUrl, apiKey: h.testKey }), createDeskClient({ baseUrl: second.baseUrl, apiKey: h.liveKey })];
  });
  afterAll(async () => {
    await second.close();
    await h.close();
  });

  it("parallel requests to two servers on one file number each mode's events 1..N without a gap or a repeat, in commit order, as GET /events lists them", async () => {
    const N = 48;
    await Promise.all(
      Array.from({ length: N }, (_, i) =>
        unwrap(clients[i % clients.length].POST("/tickets", { body: { contact: { external_id: `seq-${i}` }, type: "bug", title: `ticket ${i}` } })),
      ),
    );
    for (const [mode, client] of [["test", h.desk], ["live", h.live]] as const) {
      const numbers = await numbersInCommitOrder(h.tandem, "events", mode);
      // Each ticket announces itself (and its new contact): at least one event per request of the mode.
      expect(numbers.length).toBeGreaterThanOrEqual(N / 2);
      expect(numbers).toEqual(oneTo(numbers.length));
      const listed: number[] = [];
      let before: string | undefined;
      do {
        const page = await unwrap(client.GET("/events", { params: { query: { limit: 100, before } } }));
        listed.push(...page.items.map((e) => e.sequence));
        before = page.nextCursor ?? undefined;
      } while (before);
      expect(listed).toEqual(oneTo(numbers.length).reverse());
    }
  });

  it("never gives a number again when the newest events of a mode are deleted (retention, or by hand)", async () => {
    const ticket = (client: DeskClient, i: number) => unwrap(client.POST("/tickets", { body: { contact: { external_id: `del-${i}` }, type: "bug", title: `after ${i}` } }));
    await ticket(h.desk, 0);
    const before = await numbersInCommitOrder(h.tandem, "events", "test");
    const last = before[before.length - 1]!;
    const space = (await h.tandem.platform.workspaces.space(h.tandem.workspace.id, "test"))!.id;
    const sql = testSql(h.tandem);
    try {
      // The newest half of the mode's numbered events go (the oldest stay, as retention would leave them).
      expect(await sql.run("DELETE FROM events WHERE space_id = ? AND sequence > ?", space, Math.floor(last / 2))).toBe(last - Math.floor(last / 2));
    } finally {
      await sql.close();
    }
    await ticket(h.desk, 1);
    const after = await numbersInCommitOrder(h.tandem, "events", "test");
    expect(after.slice(0, Math.floor(last / 2))).toEqual(oneTo(Math.floor(last / 2)));
    const added = after.slice(Math.floor(last / 2));
    expect(added.length).toBeGreaterThanOrEqual(1);
    expect(added).toEqual(oneTo(added.length).map((n) => last + n));
  });
});

describe("billing events", () => {
  let h: RevenueHarness;
  let second: Awaited<ReturnType<typeof secondServer>>;
  beforeAll(async () => {
    h = await startRevenue();
    second = await secondServer(h.tandem, (t) => buildRevenueApi(t, { rateLimits: { usage: 1e6, default: 1e6 } }));
  });
  afterAll(async () => {
    await second.close();
    await h.close();
  });

  it("parallel plan attaches through two servers on one file number each mode's billing events 1..N without a gap or a repeat, in commit order; a test ping takes no number", async () => {
    const byMode: Record<(typeof MODES)[number], RevenueClient[]> = {
      test: [h.rv, createRevenueClient({ baseUrl: second.baseUrl, apiKey: h.keys.test })],
      live: [h.live, createRevenueClient({ baseUrl: second.baseUrl, apiKey: h.keys.live })],
    };
    let hookId = "";
    for (const mode of MODES) {
      const [client] = byMode[mode];
      const hook = await ok(client.POST("/webhooks.create", { body: { id: "seq-hook", url: "http://127.0.0.1:9/hook", events: ["*"] } }));
      if (mode === "test") hookId = hook.id;
      await ok(client.POST("/plans.create", { body: { plan_id: "seq-free", name: "Free" } }));
    }
    const N = 40;
    await Promise.all([
      ...Array.from({ length: N }, async (_, i) => {
        const client = byMode[MODES[i % 2]][Math.floor(i / 2) % 2];
        const customer_id = `seq-cus-${i}`;
        await ok(client.POST("/customers.get_or_create", { body: { customer_id } }));
        await ok(client.POST("/billing.attach", { body: { customer_id, plan_id: "seq-free" } }));
      }),
      ok(h.rv.POST("/webhooks.test", { body: { id: hookId } })),
    ]);
    for (const mode of MODES) {
      const numbers = await numbersInCommitOrder(h.tandem, "rv_webhook_events", mode);
      expect(numbers.length).toBeGreaterThanOrEqual(N / 2);
      expect(numbers).toEqual(oneTo(numbers.length));
    }
    const testSpace = (await h.tandem.platform.workspaces.space(h.tandem.workspace.id, "test"))!.id;
    const sql = testSql(h.tandem);
    try {
      expect(await sql.get("SELECT count(*) AS n FROM rv_webhook_events WHERE space_id = ? AND type = 'ping' AND sequence < 0", testSpace)).toEqual({ n: 1 });
    } finally {
      await sql.close();
    }
  });
});

// A SQLite database of an older schema migrated forward (PostgreSQL starts from its baseline, already numbered).
describe.skipIf(testEngine() === "postgres")("an existing database", () => {
  const deskAt = 18;
  const revenueAt = 17;
  function oldDatabase(): Db {
    const db = openDatabase(":memory:", {
      platform: platformMigrations,
      desk: deskMigrations.filter((m) => m.version < deskAt),
      revenue: revenueMigrations.filter((m) => m.version < revenueAt),
    });
    db.prepare("INSERT INTO workspaces (id, name, venture_id, created_at) VALUES ('w', 'W', 'v', 0)").run();
    db.prepare("INSERT INTO spaces (id, workspace_id, mode, public_key) VALUES (1, 'w', 'test', 'pk_t'), (2, 'w', 'live', 'pk_l')").run();
    const desk = db.prepare("INSERT INTO events (id, space_id, type, data, created_at, sequence) VALUES (?, ?, ?, '{}', 0, ?)");
    for (const [id, space, type, n] of [
      ["e1", 1, "ticket.created", 1],
      ["e2", 1, "ticket.created", 2],
      ["p1", 1, "ping", null],
      ["e3", 1, "ticket.created", 3],
      ["e4", 2, "ticket.created", 1],
    ] as const) {
      desk.run(id, space, type, n);
    }
    const billing = db.prepare("INSERT INTO rv_webhook_events (seq, id, space_id, type, customer_id, data, created_at, sequence) VALUES (?, ?, ?, ?, ?, '{}', 0, ?)");
    for (const [seq, id, space, type, n] of [
      [1, "b1", 1, "invoice.paid", 1],
      [2, "b2", 1, "invoice.paid", 2],
      [3, "bp", 1, "ping", -3],
      [4, "b3", 2, "invoice.paid", 1],
    ] as const) {
      billing.run(seq, id, space, type, type === "ping" ? null : "c", n);
    }
    return db;
  }
  const deskEvent = (db: Db, space: number) =>
    createGroupCommit(db)(() => outboxRepo(db, webhooksRepo(db)).insert({ id: `e-${Math.random()}`, space_id: space, type: "ticket.created", contact_seq: null, data: "{}", created_at: 1 }));
  const billingEvent = (db: Db, space: number) =>
    createGroupCommit(db)(() => billingEventsRepo(db).insert({ id: `b-${Math.random()}`, space_id: space, type: "invoice.paid", customer_id: "c", data: "{}", created_at: 1 }));
  const sequenceOf = (db: Db, table: string, seq: number) => db.prepare(`SELECT sequence FROM ${table} WHERE seq = ?`).pluck().get(seq);

  it("continues each mode's numbers from its largest after the migration, pings left as they were", async () => {
    const db = oldDatabase();
    try {
      migrate(db, { platform: platformMigrations, desk: deskMigrations, revenue: revenueMigrations });
      expect(sequenceOf(db, "events", await deskEvent(db, 1))).toBe(4);
      expect(sequenceOf(db, "events", await deskEvent(db, 2))).toBe(2);
      expect(sequenceOf(db, "rv_webhook_events", await billingEvent(db, 1))).toBe(3);
      expect(sequenceOf(db, "rv_webhook_events", await billingEvent(db, 2))).toBe(2);
      expect(db.prepare("SELECT sequence FROM events WHERE id = 'p1'").pluck().get()).toBeNull();
      expect(db.prepare("SELECT sequence FROM rv_webhook_events WHERE id = 'bp'").pluck().get()).toBe(-3);
    } finally {
      db.close();
    }
  });

  it("never gives a number again when the newest events of a mode are deleted (retention, or by hand)", async () => {
    const db = oldDatabase();
    try {
      migrate(db, { platform: platformMigrations, desk: deskMigrations, revenue: revenueMigrations });
      db.prepare("DELETE FROM events WHERE space_id = 1 AND sequence IS NOT NULL").run();
      db.prepare("DELETE FROM rv_webhook_events WHERE space_id = 1 AND sequence > 0").run();
      expect(sequenceOf(db, "events", await deskEvent(db, 1))).toBe(4);
      expect(sequenceOf(db, "rv_webhook_events", await billingEvent(db, 1))).toBe(3);
    } finally {
      db.close();
    }
  });
});
