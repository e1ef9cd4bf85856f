import { type DeskClient, type DeskSchemas, unwrap, verifyWebhook } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { apiError, type DeskHarness, raw, startDesk } from "./support/desk.js";
import { type Receiver, startReceiver } from "./support/receiver.js";
import { type TestSql, testSql } from "./support/sql.js";

type Conversation = DeskSchemas["Conversation"];

const T0 = Date.UTC(2026, 3, 1, 12, 0, 0);
const MISSING_ID = "0123456789abcdef01234567";

let h: DeskHarness;
let sql: TestSql;
const clock = manualClock(T0);
let testHooks: Receiver;
let liveHooks: Receiver;
let testSecret: string;
let liveSecret: string;

beforeAll(async () => {
  h = await startDesk({ clock });
  sql = testSql(h.tandem);
  [testHooks, liveHooks] = [await startReceiver(), await startReceiver()];
  testSecret = (await unwrap(h.desk.POST("/webhook_endpoints", { body: { url: testHooks.url, events: ["csat.received"] } }))).secret;
  liveSecret = (await unwrap(h.live.POST("/webhook_endpoints", { body: { url: liveHooks.url, events: ["csat.received"] } }))).secret;
});
afterAll(async () => {
  await testHooks.close();
  await liveHooks.close();
  await sql.close();
  await h.close();
});

let n = 0;
async function conversation(client: DeskClient = h.desk, status?: Conversation["status"]): Promise<Conversation> {
  const c = await unwrap(
    client.POST("/conversations", { body: { contact: { external_id: `csat-${++n}`, name: "Ada", email: "ada@example.com" }, body: "Help" } }),
  );
  if (!status || status === "open") return c;
  const body: DeskSchemas["ConversationUpdate"] =
    status === "snoozed" ? { status, snoozedUntil: new Date(clock.now() + 3_600_000).toISOString() } : { status };
  return unwrap(client.PATCH("/conversations/{id}", { params: { path: { id: c._id } }, body }));
}
const resolved = (client: DeskClient = h.desk) => conversation(client, "resolved");
const rate = (id: string, body: DeskSchemas["CsatCreate"], client: DeskClient = h.desk) =>
  unwrap(client.POST("/conversations/{id}/csat", { params: { path: { id } }, body }));


/** Sends what is due and answers the csat.received events each receiver got for `conversationId`. */
async function deliveredFor(conversationId: string) {
  for (let started = await h.deskApp.sender.tick(); started > 0; started = await h.deskApp.sender.tick()) await h.deskApp.sender.drain();
  const pick = (r: Receiver, secret: string) =>
    r.requests
      .map((q) => verifyWebhook<any>(q.raw, q.headers["desk-signature"] as string, secret, { now: Math.floor(clock.now() / 1000) }))
      .filter((e) => e.data.conversationId === conversationId);
  return { test: pick(testHooks, testSecret), live: pick(liveHooks, liveSecret) };
}

describe("POST /conversations/{id}/csat", () => {
  it("records a rating of a resolved conversation with 201 and the Csat record", async () => {
    const c = await resolved();
    clock.advance(1000);
    const res = await h.desk.POST("/conversations/{id}/csat", { params: { path: { id: c._id } }, body: { rating: 5, comment: "Fast and kind" } });
    expect(res.response.status).toBe(201);
    expect(res.data!.data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      conversationId: c._id,
      contact: c.contact,
      rating: 5,
      comment: "Fast and kind",
      createdAt: new Date(clock.now()).toISOString(),
    });
    expect(c.contact).toMatchObject({ name: "Ada", email: "ada@example.com" });
  });

  it("stores a missing comment as null", async () => {
    const c = await resolved();
    expect((await rate(c._id, { rating: 3 })).comment).toBeNull();
  });

  it.each([1, 2, 3, 4, 5])("accepts the whole rating %i", async (rating) => {
    const c = await resolved();
    expect((await rate(c._id, { rating })).rating).toBe(rating);
  });

  it.each(["open", "pending", "snoozed"] as const)("refuses to rate a conversation that is %s with 409 conversation_not_resolved", async (status) => {
    const c = await conversation(h.desk, status);
    expect(c.status).toBe(status);
    const err = await apiError(rate(c._id, { rating: 4 }));
    expect({ status: err.status, code: err.code }).toEqual({ status: 409, code: "conversation_not_resolved" });
    expect((await deliveredFor(c._id)).test).toEqual([]);
  });

  it("accepts only one rating per conversation: the second answers 409 csat_already_received and keeps the first", async () => {
    const c = await resolved();
    const first = await rate(c._id, { rating: 2, comment: "Slow" });
    const err = await apiError(rate(c._id, { rating: 5 }));
    expect({ status: err.status, code: err.code }).toEqual({ status: 409, code: "csat_already_received" });
    const events = (await deliveredFor(c._id)).test;
    expect(events.map((e) => e.data)).toEqual([first]);
  });

  it("still refuses a second rating after the conversation is reopened and resolved again", async () => {
    const c = await resolved();
    await rate(c._id, { rating: 4 });
    await unwrap(h.desk.PATCH("/conversations/{id}", { params: { path: { id: c._id } }, body: { status: "open" } }));
    expect((await apiError(rate(c._id, { rating: 1 }))).code).toBe("conversation_not_resolved");
    await unwrap(h.desk.PATCH("/conversations/{id}", { params: { path: { id: c._id } }, body: { status: "resolved" } }));
    expect((await apiError(rate(c._id, { rating: 1 }))).code).toBe("csat_already_received");
  });

  it("lets exactly one of several simultaneous ratings through", async () => {
    const c = await resolved();
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((rating) => rate(c._id, { rating })));
    const ok = results.filter((r) => r.status === "fulfilled");
    expect(ok).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) expect((r as PromiseRejectedResult).reason.code).toBe("csat_already_received");
    expect((await deliveredFor(c._id)).test).toHaveLength(1);
  });

  it.each([
    ["0", 0],
    ["6", 6],
    ["2.5", 2.5],
    ["-1", -1],
    ['"5" (a string)', "5"],
    ["null", null],
  ])("refuses the rating %s with 400 naming body.rating", async (_, rating) => {
    const c = await resolved();
    const res = await raw(h, "POST", `/conversations/${c._id}/csat`, { body: JSON.stringify({ rating }) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_request");
    expect(res.body.message).toMatch(/^body\.rating /);
    // Nothing was recorded: a valid rating is still accepted.
    expect((await rate(c._id, { rating: 3 })).rating).toBe(3);
  });

  it("refuses a missing rating with 400", async () => {
    const c = await resolved();
    const res = await raw(h, "POST", `/conversations/${c._id}/csat`, { body: JSON.stringify({ comment: "no rating" }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/rating/);
  });

  it("accepts a comment of 2,000 characters and refuses 2,001 or an empty one", async () => {
    const c = await resolved();
    const tooLong = await apiError(rate(c._id, { rating: 4, comment: "x".repeat(2001) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.message).toMatch(/^body\.comment /);
    const empty = await apiError(rate(c._id, { rating: 4, comment: "" }));
    expect(empty.message).toMatch(/^body\.comment /);
    const comment = "é".repeat(2000);
    expect((await rate(c._id, { rating: 4, comment })).comment).toBe(comment);
  });

  it("refuses unknown fields", async () => {
    const c = await resolved();
    const res = await raw(h, "POST", `/conversations/${c._id}/csat`, { body: JSON.stringify({ rating: 4, score: 4 }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("body.score is not a known field");
  });

  it("answers 404 conversation_not_found for an unknown conversation", async () => {
    const err = await apiError(rate(MISSING_ID, { rating: 4 }));
    expect({ status: err.status, code: err.code }).toEqual({ status: 404, code: "conversation_not_found" });
  });
});

describe("csat.received", () => {
  it("is emitted with the Csat record as the API answered it, signed, to subscribed endpoints", async () => {
    const c = await resolved();
    const csat = await rate(c._id, { rating: 4, comment: "Thanks" });
    const { test, live } = await deliveredFor(c._id);
    expect(test).toHaveLength(1);
    expect(test[0]).toMatchObject({ type: "csat.received", created: Math.floor(clock.now() / 1000) });
    expect(test[0].data).toEqual(csat);
    expect(live).toEqual([]);
    // The text holds the id (portable SQL); the data's own _id decides.
    const stored = await sql.all<{ type: string; data: string }>("SELECT type, data FROM events WHERE data LIKE ?", `%${csat._id}%`);
    expect(stored.map((r) => [r.type, JSON.parse(r.data)]).filter(([, d]) => d._id === csat._id)).toEqual([["csat.received", csat]]);
  });

  it("is not emitted for a refused rating", async () => {
    const c = await conversation();
    await apiError(rate(c._id, { rating: 4 }));
    const stored = await sql.all<{ data: string }>("SELECT data FROM events WHERE type = 'csat.received' AND data LIKE ?", `%${c._id}%`);
    expect(stored.map((r) => JSON.parse(r.data)).filter((d) => d.conversationId === c._id)).toEqual([]);
  });
});

describe("test and live modes", () => {
  it("keeps ratings apart: a live conversation is unknown to a test key and its event goes to live endpoints only", async () => {
    const liveConv = await resolved(h.live);
    const err = await apiError(rate(liveConv._id, { rating: 5 }));
    expect(err.code).toBe("conversation_not_found");
    const csat = await rate(liveConv._id, { rating: 5 }, h.live);
    const { test, live } = await deliveredFor(liveConv._id);
    expect(test).toEqual([]);
    expect(live.map((e) => e.data)).toEqual([csat]);

    const testConv = await resolved(h.desk);
    expect((await apiError(rate(testConv._id, { rating: 1 }, h.live))).code).toBe("conversation_not_found");
    const testCsat = await rate(testConv._id, { rating: 1 });
    const after = await deliveredFor(testConv._id);
    expect(after.test.map((e) => e.data)).toEqual([testCsat]);
    expect(after.live).toEqual([]);
  });
});
