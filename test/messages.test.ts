import { type DeskSchemas, unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DeskHarness, raw, startDesk } from "./support/desk.js";
import { type TestSql, testSql } from "./support/sql.js";

type Message = DeskSchemas["Message"];
type MessageCreate = DeskSchemas["MessageCreate"];

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

let counter = 0;
const uid = (prefix = "m") => `${prefix}-${++counter}`;
const UNKNOWN_ID = "0123456789abcdef01234567";

const start = (client = h.desk, external_id = uid("contact")) =>
  unwrap(client.POST("/conversations", { body: { contact: { external_id, name: "Visitor" }, body: "Help please" } }));
const reply = (id: string, body: MessageCreate, client = h.desk) =>
  client.POST("/conversations/{id}/messages", { params: { path: { id } }, body });
const messages = (id: string, query: { before?: string; limit?: number } = {}, client = h.desk) =>
  client.GET("/conversations/{id}/messages", { params: { path: { id }, query } });
const conversation = (id: string, client = h.desk) =>
  unwrap(client.GET("/conversations/{id}", { params: { path: { id } } }));

/** `message.created` events in the outbox for one conversation, oldest first. */
const messageEvents = async (conversationId: string): Promise<Message[]> =>
  // The text holds the id (portable SQL); the data's own conversationId decides.
  (await sql.all<{ data: string }>("SELECT data FROM events WHERE type = 'message.created' AND data LIKE ? ORDER BY seq", `%${conversationId}%`))
    .map((r) => JSON.parse(r.data) as Message)
    .filter((m) => m.conversationId === conversationId);

const storedMessages = async (conversationId: string) =>
  (await sql.get<{ n: number }>("SELECT COUNT(*) AS n FROM messages m JOIN conversations c ON c.seq = m.conversation_seq WHERE c.id = ?", conversationId))!.n;

async function walk(id: string, limit: number): Promise<Message[][]> {
  const pages: Message[][] = [];
  let before: string | undefined;
  for (let i = 0; i < 1000; i++) {
    const page = await unwrap(messages(id, { before, limit }));
    pages.push(page.items);
    if (page.nextCursor === null) return pages;
    before = page.nextCursor;
  }
  throw new Error("pagination never ended");
}

describe("POST /conversations/:id/messages", () => {
  it("adds a public team reply with author_name, answering 201 and emitting message.created", async () => {
    const c = await start();
    const res = await reply(c._id, { body: "We are on it", author_name: "Sam from Support" });
    expect(res.response.status).toBe(201);
    const m = res.data!.data;
    expect(m).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      conversationId: c._id,
      body: "We are on it",
      author: "team",
      author_name: "Sam from Support",
      visibility: "public",
      clientId: null,
      createdAt: expect.any(String),
    });
    const events = await messageEvents(c._id);
    expect(events).toHaveLength(2);
    expect(events[1]).toEqual(m);
    const after = await conversation(c._id);
    expect(after.messageCount).toBe(2);
    expect(after.lastMessageAt).toBe(m.createdAt);
  });

  it("adds a team reply without author_name as null", async () => {
    const c = await start();
    const m = await unwrap(reply(c._id, { body: "anonymous team" }));
    expect(m.author).toBe("team");
    expect(m.author_name).toBeNull();
  });

  it("adds an internal note that counts as a message but emits no message.created", async () => {
    const c = await start();
    const note = await unwrap(reply(c._id, { body: "Customer is a VIP", visibility: "internal", author_name: "Lee" }));
    expect(note).toMatchObject({ visibility: "internal", author: "team", author_name: "Lee", body: "Customer is a VIP" });
    expect((await messageEvents(c._id)).map((e) => e.author)).toEqual(["contact"]);
    expect((await conversation(c._id)).messageCount).toBe(2);
    const listed = await unwrap(messages(c._id));
    expect(listed.items[0]).toEqual(note);
    // An explicit public reply afterwards is announced.
    const pub = await unwrap(reply(c._id, { body: "Visible", visibility: "public" }));
    expect((await messageEvents(c._id)).map((e) => e._id)).toEqual([listed.items[1]._id, pub._id]);
  });

  it("does not change the conversation's status, assignee or tags", async () => {
    for (const status of ["pending", "resolved", "snoozed"] as const) {
      const c = await start();
      const body = status === "snoozed" ? { status, snoozedUntil: new Date(Date.now() + 86_400_000).toISOString() } : { status };
      const before = await unwrap(
        h.desk.PATCH("/conversations/{id}", {
          params: { path: { id: c._id } },
          body: { ...body, assigneeId: "u1", assigneeName: "Ann", tags: ["x"] },
        }),
      );
      await unwrap(reply(c._id, { body: "reply" }));
      await unwrap(reply(c._id, { body: "note", visibility: "internal" }));
      const after = await conversation(c._id);
      expect(after).toMatchObject({
        status,
        snoozedUntil: before.snoozedUntil,
        assigneeId: "u1",
        assigneeName: "Ann",
        tags: ["x"],
        messageCount: 3,
      });
    }
  });

  it("answers a retried clientId with the same payload with 201 and the first message, creating no second message or event", async () => {
    const c = await start();
    const first = await reply(c._id, { body: "first", clientId: "reply-1", author_name: "A" });
    const retry = await reply(c._id, { author_name: "A", clientId: "reply-1", body: "first", visibility: "public" });
    expect(first.response.status).toBe(201);
    expect(retry.response.status).toBe(201);
    expect(retry.data!.data).toEqual(first.data!.data);
    expect(first.data!.data.clientId).toBe("reply-1");
    expect(await storedMessages(c._id)).toBe(2);
    expect(await messageEvents(c._id)).toHaveLength(2);
    expect((await conversation(c._id)).messageCount).toBe(2);
  });

  it.each<[string, MessageCreate]>([
    ["another body", { body: "second", clientId: "reply-x", author_name: "A" }],
    ["another visibility", { body: "first", clientId: "reply-x", author_name: "A", visibility: "internal" }],
    ["another author", { body: "first", clientId: "reply-x", author_name: "B" }],
  ])("refuses a used clientId with %s with 409 client_id_mismatch, adding nothing", async (_name, other) => {
    const c = await start();
    await unwrap(reply(c._id, { body: "first", clientId: "reply-x", author_name: "A" }));
    const res = await reply(c._id, other);
    expect(res.response.status).toBe(409);
    expect(res.error).toEqual({ code: "client_id_mismatch", message: expect.stringContaining("reply-x") });
    expect(await storedMessages(c._id)).toBe(2);
    expect(await messageEvents(c._id)).toHaveLength(2);
  });

  it.each([
    ["spaces", "   "],
    ["a zero-width space", "\u200b"],
    ["Unicode whitespace and format characters", "\u00a0\u2003\u3000\ufeff\u2060\u200c\t"],
  ])("refuses a message of only %s with 400 naming body.body", async (_name, body) => {
    const c = await start();
    const res = await reply(c._id, { body });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: "body.body must not be blank" });
    expect(await storedMessages(c._id)).toBe(1);
  });

  it("treats a reply's clientId apart from the conversation's: reusing it creates a real team reply", async () => {
    const c = await unwrap(
      h.desk.POST("/conversations", { body: { contact: { external_id: uid("contact") }, body: "Help", clientId: "shared-id" } }),
    );
    const r = await reply(c._id, { body: "team answer", clientId: "shared-id", author_name: "T" });
    expect(r.response.status).toBe(201);
    expect(r.data!.data).toMatchObject({ author: "team", body: "team answer", clientId: "shared-id" });
    expect(await storedMessages(c._id)).toBe(2);
  });

  it("creates exactly one message for 20 parallel replies with one clientId", async () => {
    const c = await start();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => reply(c._id, { body: "attempt", clientId: "parallel-reply" })),
    );
    expect(results.map((r) => r.response.status)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.data!.data._id)).size).toBe(1);
    expect(await storedMessages(c._id)).toBe(2);
    expect(await messageEvents(c._id)).toHaveLength(2);
    expect((await conversation(c._id)).messageCount).toBe(2);
  });

  it("scopes clientId to the conversation: the same clientId in another conversation adds a message there", async () => {
    const a = await start();
    const b = await start();
    const ma = await unwrap(reply(a._id, { body: "to a", clientId: "shared" }));
    const mb = await unwrap(reply(b._id, { body: "to b", clientId: "shared" }));
    expect(mb._id).not.toBe(ma._id);
    expect(mb).toMatchObject({ conversationId: b._id, body: "to b" });
    expect(await storedMessages(a._id)).toBe(2);
    expect(await storedMessages(b._id)).toBe(2);
  });

  it("answers 404 conversation_not_found for an unknown conversation and creates nothing", async () => {
    const before = (await sql.get<{ n: number }>("SELECT COUNT(*) AS n FROM messages"))!.n;
    const res = await reply(UNKNOWN_ID, { body: "lost" });
    expect(res.response.status).toBe(404);
    expect(res.error).toEqual({ code: "conversation_not_found", message: expect.stringContaining(UNKNOWN_ID) });
    expect((await sql.get<{ n: number }>("SELECT COUNT(*) AS n FROM messages"))!.n).toBe(before);
  });

  it("refuses a malformed conversation id with 400 naming path.id", async () => {
    const res = await reply("not-an-id", { body: "x" });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: expect.stringContaining("path.id") });
  });

  it.each<[string, MessageCreate, string]>([
    ["an empty body", { body: "" }, "body.body"],
    ["a body over 20,000 characters", { body: "b".repeat(20_001) }, "body.body"],
    ["an empty author_name", { body: "x", author_name: "" }, "body.author_name"],
    ["an author_name over 200 characters", { body: "x", author_name: "a".repeat(201) }, "body.author_name"],
    ["a clientId over 128 characters", { body: "x", clientId: "c".repeat(129) }, "body.clientId"],
  ])("refuses %s with 400 invalid_request naming the field", async (_name, body, field) => {
    const c = await start();
    const res = await reply(c._id, body);
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: expect.stringContaining(field) });
    expect(await storedMessages(c._id)).toBe(1);
  });

  it("accepts a body of exactly 20,000 characters", async () => {
    const c = await start();
    const m = await unwrap(reply(c._id, { body: "b".repeat(20_000) }));
    expect(m.body).toHaveLength(20_000);
  });

  it.each([
    ["an unknown visibility", { body: "x", visibility: "secret" }, "body.visibility must be one of: public, internal"],
    ["an author field", { body: "x", author: "contact" }, "body.author is not a known field"],
    ["a conversationId field", { body: "x", conversationId: UNKNOWN_ID }, "body.conversationId is not a known field"],
    ["a number as body", { body: 12 }, "body.body must be string"],
    ["no body", { author_name: "A" }, "body.body is required"],
  ])("refuses %s with 400 invalid_request", async (_name, body, message) => {
    const c = await start();
    const res = await raw(h, "POST", `/conversations/${c._id}/messages`, { body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "invalid_request", message });
    expect(await storedMessages(c._id)).toBe(1);
  });
});

describe("GET /conversations/:id/messages", () => {
  it("lists messages newest first, internal notes included, 20 by default", async () => {
    const c = await start();
    const made: Message[] = [];
    for (let i = 0; i < 24; i++) {
      made.push(await unwrap(reply(c._id, { body: `reply ${i}`, visibility: i % 3 === 0 ? "internal" : "public" })));
    }
    const page = await unwrap(messages(c._id));
    expect(page.items).toEqual([...made].reverse().slice(0, 20));
    expect(page.nextCursor).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/));
  });

  it("walks every message exactly once, newest first, ending with the contact's first message", async () => {
    const c = await start();
    const made: string[] = [];
    for (let i = 0; i < 11; i++) made.push((await unwrap(reply(c._id, { body: `r${i}` })))._id);
    const pages = await walk(c._id, 4);
    expect(pages.map((p) => p.length)).toEqual([4, 4, 4]);
    const all = pages.flat();
    expect(all.slice(0, 11).map((m) => m._id)).toEqual(made.reverse());
    expect(all[11]).toMatchObject({ author: "contact", body: "Help please", author_name: "Visitor" });
    expect(new Set(all.map((m) => m._id)).size).toBe(12);
  });

  it("answers nextCursor null when everything fits, and accepts limit 100", async () => {
    const c = await start();
    await unwrap(reply(c._id, { body: "one" }));
    const page = await unwrap(messages(c._id, { limit: 2 }));
    expect(page.items.map((m) => m.body)).toEqual(["one", "Help please"]);
    expect(page.nextCursor).toBeNull();
    expect((await unwrap(messages(c._id, { limit: 100 }))).items).toHaveLength(2);
  });

  it("only lists the messages of its own conversation", async () => {
    const a = await start();
    const b = await start();
    await unwrap(reply(b._id, { body: "for b only" }));
    const listed = await unwrap(messages(a._id, { limit: 100 }));
    expect(listed.items.every((m) => m.conversationId === a._id)).toBe(true);
    expect(listed.items).toHaveLength(1);
  });

  it.each([["0"], ["101"], ["x"]])("refuses limit=%s with 400 naming query.limit", async (limit) => {
    const c = await start();
    const res = await raw(h, "GET", `/conversations/${c._id}/messages?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_request");
    expect(res.body.message).toContain("query.limit");
  });

  it("refuses a cursor of another list with 400 mentioning before", async () => {
    const c = await start();
    await start();
    const convCursor = (await unwrap(h.desk.GET("/conversations", { params: { query: { limit: 1 } } }))).nextCursor!;
    expect(convCursor).toBeTruthy();
    for (const before of [convCursor, "Zm9vOjE", "!!!"]) {
      const res = await raw(h, "GET", `/conversations/${c._id}/messages?before=${encodeURIComponent(before)}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("invalid_request");
      expect(res.body.message).toContain("before");
    }
  });

  it("answers 404 conversation_not_found for an unknown conversation", async () => {
    const res = await messages(UNKNOWN_ID);
    expect(res.response.status).toBe(404);
    expect(res.error!.code).toBe("conversation_not_found");
  });
});

describe("test and live isolation", () => {
  it("hides a test conversation's messages from the live key and refuses live replies to it", async () => {
    const c = await start();
    const list = await messages(c._id, {}, h.live);
    expect(list.response.status).toBe(404);
    expect(list.error!.code).toBe("conversation_not_found");
    const post = await reply(c._id, { body: "from live" }, h.live);
    expect(post.response.status).toBe(404);
    expect(await storedMessages(c._id)).toBe(1);
  });

  it("keeps clientIds of test and live conversations apart", async () => {
    const test = await start(h.desk, "same-person");
    const live = await start(h.live, "same-person");
    const mt = await unwrap(reply(test._id, { body: "test", clientId: "same-cid" }));
    const ml = await unwrap(reply(live._id, { body: "live", clientId: "same-cid" }, h.live));
    expect(ml._id).not.toBe(mt._id);
    expect(ml).toMatchObject({ conversationId: live._id, body: "live" });
    expect((await unwrap(messages(test._id))).items.map((m) => m.body)).toEqual(["test", "Help please"]);
    expect((await unwrap(messages(live._id, {}, h.live))).items.map((m) => m.body)).toEqual(["live", "Help please"]);
  });
});
