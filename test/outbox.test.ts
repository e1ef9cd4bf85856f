import { unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, expect, it } from "vitest";
import { deskMigrations } from "../src/desk/migrations.js";
import { migrate, openDatabase } from "../src/platform/db/database.js";
import { platformMigrations } from "../src/platform/db/migrations.js";
import { type DeskHarness, raw, startDesk } from "./support/desk.js";
import { type TestSql, testSql } from "./support/sql.js";
import { testEngine } from "./support/template-db.js";

let h: DeskHarness;
let sql: TestSql;
beforeAll(async () => {
  h = await startDesk();
  sql = testSql(h.tandem);
});
afterAll(async () => {
  await sql.close();
  await h.close();
});

const count = async (table: string) => (await sql.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n;
const counts = async () => ({ tickets: await count("tickets"), contacts: await count("contacts"), events: await count("events") });

/** Makes every insert into events fail (the outbox is down) until `restore`. */
async function breakOutbox(): Promise<() => Promise<unknown>> {
  if (sql.engine === "sqlite") {
    await sql.run("CREATE TRIGGER fail_events BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, 'outbox down'); END");
    return () => sql.run("DROP TRIGGER fail_events");
  }
  await sql.run("CREATE FUNCTION fail_events() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox down'; END $$");
  await sql.run("CREATE TRIGGER fail_events BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION fail_events()");
  return async () => {
    await sql.run("DROP TRIGGER fail_events ON events");
    await sql.run("DROP FUNCTION fail_events()");
  };
}

it("commits a change and its event together: if the event cannot be written, the change is rolled back", async () => {
  const restore = await breakOutbox();
  const before = await counts();
  const res = await raw(h, "POST", "/tickets", { body: JSON.stringify({ contact: { external_id: "atomic" }, type: "bug", title: "t" }) });
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ message: "Internal error.", code: "internal_error" });
  expect(await counts()).toEqual(before);
  await restore();

  // The failed attempt consumed no ticket number.
  const t = await unwrap(h.desk.POST("/tickets", { body: { contact: { external_id: "atomic" }, type: "bug", title: "t" } }));
  expect(t.number).toBe(1);
});

it("records every event kind of a change with the record as the API returns it", async () => {
  const c = await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id: "ev" }, body: "hi" } }));
  const rows = await sql.all<{ type: string; data: string }>("SELECT type, data FROM events WHERE data LIKE ? ORDER BY seq", `%${c._id}%`);
  expect(rows.map((r) => r.type)).toEqual(["conversation.created", "message.created"]);
  expect(JSON.parse(rows[0].data)).toEqual(c);
  const api = await unwrap(h.desk.GET("/conversations/{id}", { params: { path: { id: c._id } } }));
  expect(JSON.parse(rows[0].data)).toEqual(api);
});

// A SQLite migration of an older file: the PostgreSQL schema (src/store/postgres/schema/) was born with events.sequence.
it.skipIf(testEngine() === "postgres")("numbers the events of an existing database per space, in order, when it is upgraded (migration: events.sequence)", () => {
  const sequenceAt = deskMigrations.find((m) => m.sql.includes("ADD COLUMN sequence"))!.version;
  const db = openDatabase(":memory:", { platform: platformMigrations, desk: deskMigrations.filter((m) => m.version < sequenceAt) });
  try {
    db.prepare("INSERT INTO workspaces (id, name, venture_id, created_at) VALUES ('w', 'W', 'v', 0)").run();
    db.prepare("INSERT INTO spaces (id, workspace_id, mode, public_key) VALUES (1, 'w', 'test', 'pk_t'), (2, 'w', 'live', 'pk_l')").run();
    const insert = db.prepare("INSERT INTO events (id, space_id, type, data, created_at) VALUES (?, ?, 'ticket.created', '{}', 0)");
    for (const [id, space] of [["e1", 1], ["e2", 2], ["e3", 1], ["e4", 1], ["e5", 2]] as const) insert.run(id, space);
    migrate(db, { platform: platformMigrations, desk: deskMigrations });
    expect(db.prepare("SELECT id, space_id, sequence FROM events ORDER BY seq").all()).toEqual([
      { id: "e1", space_id: 1, sequence: 1 },
      { id: "e2", space_id: 2, sequence: 1 },
      { id: "e3", space_id: 1, sequence: 2 },
      { id: "e4", space_id: 1, sequence: 3 },
      { id: "e5", space_id: 2, sequence: 2 },
    ]);
  } finally {
    db.close();
  }
});
