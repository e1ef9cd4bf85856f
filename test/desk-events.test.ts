/** The Events API: receivers that were down catch up on what endpoints were sent. */
import { unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { apiError, type DeskHarness, raw, startDesk } from "./support/desk.js";
import { startReceiver } from "./support/receiver.js";

const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

let h: DeskHarness;
const clock = manualClock(T0);
beforeAll(async () => {
  h = await startDesk({ clock });
});
afterAll(() => h.close());

const list = (query: { type?: "ticket.created" | "ticket.updated" | "contact.updated"; since?: string; until?: string; before?: string; limit?: number } = {}) =>
  unwrap(h.desk.GET("/events", { params: { query: { limit: 100, ...query } } }));
const ticket = (title: string) => unwrap(h.desk.POST("/tickets", { body: { contact: { external_id: "ev-c" }, type: "bug", title } }));

describe("GET /events and /events/{id}", () => {
  it("lists the events exactly as endpoints receive them, newest first by sequence, filtered by type and time, page by page", async () => {
    const r = await startReceiver();
    try {
      await unwrap(h.desk.POST("/webhook_endpoints", { body: { url: r.url, events: ["*"] } }));
      const t1 = await ticket("one");
      clock.advance(HOUR);
      await unwrap(h.desk.PATCH("/tickets/{id}", { params: { path: { id: t1._id } }, body: { priority: "low" } }));
      clock.advance(HOUR);
      const t2 = await ticket("two");
      await h.deskApp.sender.tick();
      await h.deskApp.sender.drain();

      const all = await list();
      expect(all.items.map((e) => e.type)).toEqual(["ticket.created", "ticket.updated", "ticket.created", "contact.updated"]);
      expect(all.items.map((e) => e.sequence)).toEqual([4, 3, 2, 1]);
      expect(all.nextCursor).toBeNull();
      // The same bodies the endpoint received.
      const received = r.events().sort((a, b) => b.sequence - a.sequence);
      expect(all.items).toEqual(received);
      expect(all.items[0]).toMatchObject({ type: "ticket.created", livemode: false, data: { _id: t2._id } });

      expect((await list({ type: "ticket.created" })).items.map((e) => (e.data as { _id: string })._id)).toEqual([t2._id, t1._id]);
      expect((await list({ since: iso(T0 + HOUR) })).items.map((e) => e.type)).toEqual(["ticket.created", "ticket.updated"]);
      expect((await list({ since: iso(T0 + HOUR), until: iso(T0 + 2 * HOUR) })).items.map((e) => e.type)).toEqual(["ticket.updated"]);

      const p1 = await list({ limit: 3 });
      expect(p1.items.map((e) => e.sequence)).toEqual([4, 3, 2]);
      const p2 = await list({ limit: 3, before: p1.nextCursor! });
      expect(p2.items.map((e) => e.sequence)).toEqual([1]);
      expect(p2.nextCursor).toBeNull();

      const one = await unwrap(h.desk.GET("/events/{id}", { params: { path: { id: all.items[1].id } } }));
      expect(one).toEqual(all.items[1]);
    } finally {
      await r.close();
    }
  });

  it("keeps test and live apart, leaves test pings out, and answers 404 event_not_found for unknown ids", async () => {
    const liveTicket = await unwrap(h.live.POST("/tickets", { body: { contact: { external_id: "live-c" }, type: "bug", title: "live" } }));
    const live = await unwrap(h.live.GET("/events", { params: { query: {} } }));
    expect(live.items.map((e) => [e.type, e.livemode, e.sequence])).toEqual([["ticket.created", true, 2], ["contact.updated", true, 1]]);
    expect(live.items[0].data).toMatchObject({ _id: liveTicket._id });
    const err = await apiError(unwrap(h.desk.GET("/events/{id}", { params: { path: { id: live.items[0].id } } })));
    expect({ status: err.status, code: err.code }).toEqual({ status: 404, code: "event_not_found" });

    const ep = await unwrap(h.desk.POST("/webhook_endpoints", { body: { url: "http://127.0.0.1:9/x", events: ["*"] } }));
    const pinged = await unwrap(h.desk.POST("/webhook_endpoints/{id}/test", { params: { path: { id: ep._id } } }));
    expect((await list()).items.map((e) => e.type)).not.toContain("ping");
    expect((await raw(h, "GET", `/events/${pinged.eventId}`)).status).toBe(404);
    expect((await raw(h, "GET", "/events/evt_nope")).body).toMatchObject({ code: "event_not_found" });
  });

  it("a test ping takes no sequence number: the endpoint receives it with sequence null, and the events before and after it are consecutive, as GET /events lists them", async () => {
    const r = await startReceiver();
    try {
      const ep = await unwrap(h.desk.POST("/webhook_endpoints", { body: { url: r.url, events: ["*"] } }));
      await ticket("before the ping");
      await h.deskApp.sender.tick();
      await h.deskApp.sender.drain();
      await unwrap(h.desk.POST("/webhook_endpoints/{id}/test", { params: { path: { id: ep._id } } }));
      await ticket("after the ping");
      await h.deskApp.sender.tick();
      await h.deskApp.sender.drain();

      const received = r.events();
      expect(received.find((e) => e.type === "ping")?.sequence).toBeNull();
      const numbered = received.filter((e) => e.type !== "ping").map((e) => e.sequence!).sort((a, b) => b - a);
      const listed = (await list()).items.map((e) => e.sequence);
      expect(listed.slice(0, numbered.length)).toEqual(numbered);
      // No gap: every number from 1 to the newest is an event GET /events lists.
      expect(listed).toEqual(listed.map((_, i) => listed.length - i));
    } finally {
      await r.close();
    }
  });

  it("refuses bad filters with 400, never 500", async () => {
    for (const query of ["type=ping", "type=ticket.exploded", "since=yesterday", "until=2026-13-01T00:00:00Z", "limit=0", "before=%%%"]) {
      const res = await raw(h, "GET", `/events?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe("invalid_request");
    }
  });

  it("keeps events for 30 days: older ones are neither listed nor found", async () => {
    const c = manualClock(T0);
    const n = await startDesk({ clock: c });
    try {
      const t = await unwrap(n.desk.POST("/tickets", { body: { contact: { external_id: "old" }, type: "bug", title: "old" } }));
      const [e] = (await unwrap(n.desk.GET("/events", { params: { query: { type: "ticket.created" } } }))).items;
      expect(e.data).toMatchObject({ _id: t._id });
      c.set(T0 + 30 * DAY);
      expect((await unwrap(n.desk.GET("/events/{id}", { params: { path: { id: e.id } } }))).id).toBe(e.id);
      c.set(T0 + 30 * DAY + 1);
      expect((await unwrap(n.desk.GET("/events", { params: { query: { since: iso(T0 - DAY) } } }))).items).toEqual([]);
      expect((await raw(n, "GET", `/events/${e.id}`)).body).toMatchObject({ code: "event_not_found" });
    } finally {
      await n.close();
    }
  });
});
