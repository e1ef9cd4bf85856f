import { unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, expect, it } from "vitest";
import { deskMigrations } from "../src/desk/migrations.js";
import { migrate, openDatabase } from "../src/platform/db/database.js";
import { platformMigrations } from "../src/platform/db/migrations.js";
import { type DeskHarness, raw, startDesk } from "./support/desk.js";

let h: DeskHarness;
beforeAll(async () => {
  h = await startDesk();
});
afterAll(() => h.close());

const count = (table: string) => (h.tandem.db!.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

it("commits a change and its event together: if the event cannot be written, the change is rolled back", async () => {
  h.tandem.db!.exec("CREATE TRIGGER fail_events BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, 'outbox down'); END");
  const before = { tickets: count("tickets"), contacts: count("contacts"), events: count("events") };
  const res = await raw(h, "POST", "/tickets", { body: JSON.stringify({ contact: { external_id: "atomic" }, type: "bug", title: "t" }) });
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ message: "Internal error.", code: "internal_error" });
  expect({ tickets: count("tickets"), contacts: count("contacts"), events: count("events") }).toEqual(before);
  h.tandem.db!.exec("DROP TRIGGER fail_events");

  // The failed attempt consumed no ticket number.
  const t = await unwrap(h.desk.POST("/tickets", { body: { contact: { external_id: "atomic" }, type: "bug", title: "t" } }));
  expect(t.number).toBe(1);
});

it("records every event kind of a change with the record as the API returns it", async () => {
  const c = await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id: "ev" }, body: "hi" } }));
  const rows = h.tandem.db!
    .prepare("SELECT type, data FROM events WHERE data LIKE ? ORDER BY seq")
    .all(`%${c._id}%`) as { type: string; data: string }[];
  expect(rows.map((r) => r.type)).toEqual(["conversation.created", "message.created"]);
  expect(JSON.parse(rows[0].data)).toEqual(c);
  const api = await unwrap(h.desk.GET("/conversations/{id}", { params: { path: { id: c._id } } }));
  expect(JSON.parse(rows[0].data)).toEqual(api);
});

it("numbers the events of an existing database per space, in order, when it is upgraded (migration: events.sequence)", () => {
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
