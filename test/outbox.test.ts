import { unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DeskHarness, raw, startDesk } from "./support/desk.js";

let h: DeskHarness;
beforeAll(async () => {
  h = await startDesk();
});
afterAll(() => h.close());

const count = (table: string) => (h.tandem.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

it("commits a change and its event together: if the event cannot be written, the change is rolled back", async () => {
  h.tandem.db.exec("CREATE TRIGGER fail_events BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, 'outbox down'); END");
  const before = { tickets: count("tickets"), contacts: count("contacts"), events: count("events") };
  const res = await raw(h, "POST", "/tickets", { body: JSON.stringify({ contact: { external_id: "atomic" }, type: "bug", title: "t" }) });
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ message: "Internal error.", code: "internal_error" });
  expect({ tickets: count("tickets"), contacts: count("contacts"), events: count("events") }).toEqual(before);
  h.tandem.db.exec("DROP TRIGGER fail_events");

  // The failed attempt consumed no ticket number.
  const t = await unwrap(h.desk.POST("/tickets", { body: { contact: { external_id: "atomic" }, type: "bug", title: "t" } }));
  expect(t.number).toBe(1);
});

it("records every event kind of a change with the record as the API returns it", async () => {
  const c = await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id: "ev" }, body: "hi" } }));
  const rows = h.tandem.db
    .prepare("SELECT type, data FROM events WHERE data LIKE ? ORDER BY seq")
    .all(`%${c._id}%`) as { type: string; data: string }[];
  expect(rows.map((r) => r.type)).toEqual(["conversation.created", "message.created"]);
  expect(JSON.parse(rows[0].data)).toEqual(c);
  const api = await unwrap(h.desk.GET("/conversations/{id}", { params: { path: { id: c._id } } }));
  expect(JSON.parse(rows[0].data)).toEqual(api);
});
