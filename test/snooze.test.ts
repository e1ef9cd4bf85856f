import { unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type DeskHarness, startDesk } from "./support/desk.js";

const clock = manualClock(Date.UTC(2026, 5, 1, 9, 0, 0));
let h: DeskHarness;
beforeAll(async () => {
  h = await startDesk({ clock });
});
afterAll(() => h.close());

const start = (id: string) => unwrap(h.desk.POST("/conversations", { body: { contact: { external_id: id }, body: "ping" } }));
const snooze = (id: string, until: number) =>
  unwrap(h.desk.PATCH("/conversations/{id}", { params: { path: { id } }, body: { status: "snoozed", snoozedUntil: new Date(until).toISOString() } }));
const get = (id: string) => unwrap(h.desk.GET("/conversations/{id}", { params: { path: { id } } }));

it("wakes a snoozed conversation back to open once snoozedUntil has passed, and not before", async () => {
  const early = await start("s1");
  const late = await start("s2");
  await snooze(early._id, clock.now() + 60_000);
  await snooze(late._id, clock.now() + 3_600_000);

  clock.advance(59_999);
  expect(await h.deskApp.jobs.tick()).toEqual({ woken: 0 });
  expect((await get(early._id)).status).toBe("snoozed");

  clock.advance(1);
  expect(await h.deskApp.jobs.tick()).toEqual({ woken: 1 });
  expect(await get(early._id)).toMatchObject({ status: "open", snoozedUntil: null, updatedAt: new Date(clock.now()).toISOString() });
  expect((await get(late._id)).status).toBe("snoozed");

  const snoozedList = await unwrap(h.desk.GET("/conversations", { params: { query: { status: "snoozed" } } }));
  expect(snoozedList.items.map((c) => c._id)).toEqual([late._id]);
  expect(await h.deskApp.jobs.tick()).toEqual({ woken: 0 });
});

it("leaves conversations that were un-snoozed by hand alone", async () => {
  const c = await start("s3");
  await snooze(c._id, clock.now() + 1000);
  await unwrap(h.desk.PATCH("/conversations/{id}", { params: { path: { id: c._id } }, body: { status: "pending" } }));
  clock.advance(2000);
  await h.deskApp.jobs.tick();
  expect((await get(c._id)).status).toBe("pending");
});
