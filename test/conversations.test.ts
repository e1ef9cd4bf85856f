import { randomUUID } from "node:crypto";
import { type DeskOperations, type DeskSchemas, unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DeskHarness, raw, startDesk } from "./support/desk.js";
import { type TestSql, testSql } from "./support/sql.js";

type Conversation = DeskSchemas["Conversation"];
type ConversationCreate = DeskSchemas["ConversationCreate"];
type ConversationUpdate = DeskSchemas["ConversationUpdate"];
type ListQuery = NonNullable<DeskOperations["conversations.list"]["parameters"]["query"]>;

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
const uid = (prefix = "c") => `${prefix}-${++counter}`;
/** A word no other conversation contains (and no other word starts with). */
const word = () => `w${randomUUID().replace(/-/g, "")}`;

const FUTURE = () => new Date(Date.now() + 86_400_000).toISOString();
const PAST = "2020-01-01T00:00:00.000Z";

const create = (body: ConversationCreate, client = h.desk) => unwrap(client.POST("/conversations", { body }));
const start = (external_id = uid(), extra: Partial<ConversationCreate> = {}) =>
  create({ contact: { external_id }, body: "Hello, I need help", ...extra });
const get = (id: string, client = h.desk) => client.GET("/conversations/{id}", { params: { path: { id } } });
const patch = (id: string, body: ConversationUpdate, client = h.desk) =>
  client.PATCH("/conversations/{id}", { params: { path: { id } }, body });
const list = (query: ListQuery, client = h.desk) => unwrap(client.GET("/conversations", { params: { query } }));
const listRes = (query: ListQuery, client = h.desk) => client.GET("/conversations", { params: { query } });
const ids = (items: { _id: string }[]) => items.map((c) => c._id);

const spaceId = async (mode: "test" | "live") => (await h.tandem.workspaces.space(h.tandem.workspace.id, mode))!.id;

/** Events in the outbox about one conversation (its own events and its messages'), oldest first. */
async function eventsAbout(conversationId: string): Promise<{ type: string; data: any }[]> {
  // The text holds the id (portable SQL); the data's own fields decide.
  return (await sql.all<{ type: string; data: string }>("SELECT type, data FROM events WHERE data LIKE ? ORDER BY seq", `%${conversationId}%`))
    .map((e) => ({ type: e.type, data: JSON.parse(e.data) }))
    .filter((e) => e.data._id === conversationId || e.data.conversationId === conversationId);
}
const typesAbout = async (conversationId: string) => (await eventsAbout(conversationId)).map((e) => e.type);

/** Event types of one contact (by `_id`), oldest first. */
const contactEventTypes = async (contactId: string) =>
  (await sql.all<{ type: string }>("SELECT e.type FROM events e JOIN contacts c ON c.seq = e.contact_seq WHERE c.id = ? ORDER BY e.seq", contactId)).map((e) => e.type);

const count = async (statement: string, ...args: unknown[]) => (await sql.get<{ n: number }>(statement, ...args))!.n;

/** Walks a list from the first page, following nextCursor; returns every page. */
async function walk(query: ListQuery, client = h.desk): Promise<Conversation[][]> {
  const pages: Conversation[][] = [];
  let before: string | undefined;
  for (let i = 0; i < 1000; i++) {
    const page = await list({ ...query, before }, client);
    pages.push(page.items);
    if (page.nextCursor === null) return pages;
    before = page.nextCursor;
  }
  throw new Error("pagination never ended");
}

async function setStatus(id: string, status: Conversation["status"]) {
  return unwrap(patch(id, status === "snoozed" ? { status, snoozedUntil: FUTURE() } : { status }));
}

describe("POST /conversations", () => {
  it("starts an open, normal-priority conversation with one message from the contact", async () => {
    const external_id = uid();
    const c = await create({
      contact: { external_id, name: "Grace", email: "grace@example.com" },
      body: "My invoice is wrong",
      subject: "Invoice",
      clientId: uid("cid"),
    });
    expect(c).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      contact: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), external_id, name: "Grace", email: "grace@example.com" },
      status: "open",
      priority: "normal",
      assigneeId: null,
      assigneeName: null,
      tags: [],
      subject: "Invoice",
      snoozedUntil: null,
      clientId: expect.stringMatching(/^cid-/),
      messageCount: 1,
      lastMessageAt: c.createdAt,
      createdAt: expect.any(String),
      updatedAt: c.createdAt,
    });
    const messages = await unwrap(h.desk.GET("/conversations/{id}/messages", { params: { path: { id: c._id } } }));
    expect(messages.items).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        conversationId: c._id,
        body: "My invoice is wrong",
        author: "contact",
        author_name: "Grace",
        visibility: "public",
        // The clientId belongs to the conversation, so a team reply may reuse it.
        clientId: null,
        createdAt: c.createdAt,
      },
    ]);
    expect(await unwrap(get(c._id))).toEqual(c);
  });

  it("starts a conversation without subject or clientId, both null", async () => {
    const c = await start();
    expect(c.subject).toBeNull();
    expect(c.clientId).toBeNull();
  });

  it("creates the contact when unknown and updates its name and email when known, keeping other fields", async () => {
    const external_id = uid();
    const contact = await unwrap(h.desk.POST("/contacts", { body: { external_id, name: "Old", phone: "+14155550123" } }));
    const c = await create({ contact: { external_id, name: "New", email: "new@example.com" }, body: "hi" });
    expect(c.contact).toEqual({ _id: contact._id, external_id, name: "New", email: "new@example.com" });
    const after = await unwrap(h.desk.GET("/contacts/{id}", { params: { path: { id: external_id } } }));
    expect(after).toMatchObject({ _id: contact._id, name: "New", email: "new@example.com", phone: "+14155550123" });

    const fresh = uid();
    const c2 = await create({ contact: { external_id: fresh }, body: "first time" });
    const created = await unwrap(h.desk.GET("/contacts/{id}", { params: { path: { id: fresh } } }));
    expect(c2.contact._id).toBe(created._id);
    expect(created.name).toBeNull();
  });

  it("writes contact.updated, conversation.created and message.created to the outbox in that order", async () => {
    const c = await create({ contact: { external_id: uid(), name: "Order" }, body: "ordered events" });
    expect(await contactEventTypes(c.contact._id)).toEqual(["contact.updated", "conversation.created", "message.created"]);
    const [created, message] = await eventsAbout(c._id);
    expect(created).toEqual({ type: "conversation.created", data: c });
    expect(message.type).toBe("message.created");
    expect(message.data).toMatchObject({ conversationId: c._id, body: "ordered events", author: "contact", visibility: "public" });
  });

  it("emits no contact.updated when starting a conversation changes nothing about the contact", async () => {
    const external_id = uid();
    const first = await create({ contact: { external_id, name: "Same" }, body: "one" });
    const second = await create({ contact: { external_id, name: "Same" }, body: "two" });
    expect(await contactEventTypes(first.contact._id)).toEqual([
      "contact.updated",
      "conversation.created",
      "message.created",
      "conversation.created",
      "message.created",
    ]);
    expect(await typesAbout(second._id)).toEqual(["conversation.created", "message.created"]);
  });

  it("answers a retried clientId with the same payload with 201 and the first conversation, creating no second conversation, message or event", async () => {
    const clientId = uid("cid");
    const external_id = uid();
    const body = { contact: { external_id, name: "Ann" }, body: "first", clientId, subject: "Export" };
    const first = await h.desk.POST("/conversations", { body });
    const retry = await h.desk.POST("/conversations", { body: { subject: "Export", clientId, body: "first", contact: { name: "Ann", external_id } } });
    expect(first.response.status).toBe(201);
    expect(retry.response.status).toBe(201);
    expect(retry.data!.data).toEqual(first.data!.data);
    const id = first.data!.data._id;
    expect(await count("SELECT COUNT(*) AS n FROM conversations WHERE client_id = ?", clientId)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM messages m JOIN conversations c ON c.seq = m.conversation_seq WHERE c.id = ?", id)).toBe(1);
    expect(await typesAbout(id)).toEqual(["conversation.created", "message.created"]);
    expect((await unwrap(get(id))).messageCount).toBe(1);
  });

  it.each<[string, (external_id: string, clientId: string) => ConversationCreate]>([
    ["another body", (external_id, clientId) => ({ contact: { external_id }, body: "second", clientId })],
    ["another contact", (_external_id, clientId) => ({ contact: { external_id: uid() }, body: "first", clientId })],
    ["another contact name", (external_id, clientId) => ({ contact: { external_id, name: "Changed" }, body: "first", clientId })],
    ["a subject added", (external_id, clientId) => ({ contact: { external_id }, body: "first", clientId, subject: "Other" })],
  ])("refuses a used clientId with %s with 409 client_id_mismatch, changing nothing", async (_name, other) => {
    const clientId = uid("cid");
    const external_id = uid();
    const first = await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id }, body: "first", clientId } }));
    const contactsBefore = await count("SELECT COUNT(*) AS n FROM contacts");
    const eventsBefore = await count("SELECT COUNT(*) AS n FROM events");
    const res = await h.desk.POST("/conversations", { body: other(external_id, clientId) });
    expect(res.response.status).toBe(409);
    expect(res.error).toEqual({ code: "client_id_mismatch", message: expect.stringContaining(clientId) });
    expect(await count("SELECT COUNT(*) AS n FROM conversations WHERE client_id = ?", clientId)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM contacts")).toBe(contactsBefore);
    expect(await count("SELECT COUNT(*) AS n FROM events")).toBe(eventsBefore);
    expect(await unwrap(get(first._id))).toEqual(first);
  });

  it("creates exactly one conversation and one message for 20 parallel requests with one clientId", async () => {
    const clientId = uid("parallel");
    const external_id = uid();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => h.desk.POST("/conversations", { body: { contact: { external_id }, body: "attempt", clientId } })),
    );
    expect(results.map((r) => r.response.status)).toEqual(Array(20).fill(201));
    const idSet = new Set(results.map((r) => r.data!.data._id));
    expect(idSet.size).toBe(1);
    const [id] = idSet;
    expect(await count("SELECT COUNT(*) AS n FROM conversations WHERE client_id = ?", clientId)).toBe(1);
    const messages = await unwrap(h.desk.GET("/conversations/{id}/messages", { params: { path: { id } } }));
    expect(messages.items).toHaveLength(1);
    expect(messages.items[0].body).toBe("attempt");
    expect(await typesAbout(id)).toEqual(["conversation.created", "message.created"]);
    const detail = await unwrap(h.desk.GET("/contacts/{id}", { params: { path: { id: external_id } } }));
    expect(detail.conversations).toHaveLength(1);
  });

  it.each([
    ["spaces", "   "],
    ["a zero-width space", "\u200b"],
    ["Unicode whitespace and format characters", "\u00a0\u2003\u3000\ufeff\u2060\u200d\n"],
  ])("refuses a first body of only %s with 400 naming body.body", async (_name, text) => {
    const before = await count("SELECT COUNT(*) AS n FROM conversations");
    const res = await h.desk.POST("/conversations", { body: { contact: { external_id: uid() }, body: text } });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: "body.body must not be blank" });
    expect(await count("SELECT COUNT(*) AS n FROM conversations")).toBe(before);
  });

  it.each<[string, ConversationCreate, string]>([
    ["an empty body", { contact: { external_id: "x" }, body: "" }, "body.body"],
    ["a body over 20,000 characters", { contact: { external_id: "x" }, body: "b".repeat(20_001) }, "body.body"],
    ["an empty external_id", { contact: { external_id: "" }, body: "hi" }, "body.contact.external_id"],
    ["a bad contact email", { contact: { external_id: "x", email: "nope" }, body: "hi" }, "body.contact.email"],
    ["a contact name over 200 characters", { contact: { external_id: "x", name: "n".repeat(201) }, body: "hi" }, "body.contact.name"],
    ["a clientId over 128 characters", { contact: { external_id: "x" }, body: "hi", clientId: "c".repeat(129) }, "body.clientId"],
    ["an empty clientId", { contact: { external_id: "x" }, body: "hi", clientId: "" }, "body.clientId"],
    ["a subject over 200 characters", { contact: { external_id: "x" }, body: "hi", subject: "s".repeat(201) }, "body.subject"],
  ])("refuses %s with 400 invalid_request naming the field", async (_name, body, field) => {
    const before = await count("SELECT COUNT(*) AS n FROM conversations");
    const res = await h.desk.POST("/conversations", { body });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: expect.stringContaining(field) });
    expect(await count("SELECT COUNT(*) AS n FROM conversations")).toBe(before);
  });

  it.each([
    ["no contact", { body: "hi" }, "body.contact is required"],
    ["no body", { contact: { external_id: "x" } }, "body.body is required"],
    ["an unknown top-level field", { contact: { external_id: "x" }, body: "hi", status: "open" }, "body.status is not a known field"],
    ["an unknown contact field", { contact: { external_id: "x", phone: "+14155550123" }, body: "hi" }, "body.contact.phone is not a known field"],
    ["a number as body", { contact: { external_id: "x" }, body: 5 }, "body.body must be string"],
    ["a string as contact", { contact: "x", body: "hi" }, "body.contact must be object"],
  ])("refuses a request with %s with 400 invalid_request", async (_name, body, message) => {
    const res = await raw(h, "POST", "/conversations", { body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "invalid_request", message });
  });
});

describe("GET /conversations/:id", () => {
  it("answers the conversation by id", async () => {
    const c = await start(uid(), { subject: "Read me" });
    const res = await get(c._id);
    expect(res.response.status).toBe(200);
    expect(res.data!.data).toEqual(c);
  });

  it.each([["123"], ["ABCDEF0123456789ABCDEF01"], ["0123456789abcdef0123456"], ["0123456789abcdef012345678"], ["zzzzzzzzzzzzzzzzzzzzzzzz"]])(
    "refuses the malformed id %s with 400 invalid_request naming path.id",
    async (id) => {
      const res = await get(id);
      expect(res.response.status).toBe(400);
      expect(res.error).toEqual({ code: "invalid_request", message: expect.stringContaining("path.id") });
    },
  );

  it("answers 404 conversation_not_found for a well-formed unknown id", async () => {
    const res = await get("0123456789abcdef01234567");
    expect(res.response.status).toBe(404);
    expect(res.error).toEqual({ code: "conversation_not_found", message: expect.stringContaining("0123456789abcdef01234567") });
  });

  it("answers 404 for a contact's id used as a conversation id", async () => {
    const c = await start();
    expect((await get(c.contact._id)).response.status).toBe(404);
  });
});

describe("GET /conversations filters", () => {
  it("filters by each status, and by active = every status but resolved", async () => {
    const external_id = uid("status");
    const byStatus: Record<string, string> = {};
    for (const status of ["open", "pending", "snoozed", "resolved"] as const) {
      const c = await start(external_id);
      if (status !== "open") await setStatus(c._id, status);
      byStatus[status] = c._id;
    }
    for (const status of ["open", "pending", "snoozed", "resolved"] as const) {
      const page = await list({ status, contact_id: external_id });
      expect(ids(page.items)).toEqual([byStatus[status]]);
      expect(page.items[0].status).toBe(status);
    }
    const active = await list({ status: "active", contact_id: external_id });
    expect(ids(active.items)).toEqual([byStatus.snoozed, byStatus.pending, byStatus.open]);
    const all = await list({ contact_id: external_id });
    expect(all.items).toHaveLength(4);
  });

  it("never lists a resolved conversation under active, across the whole workspace", async () => {
    const c = await start();
    await setStatus(c._id, "resolved");
    const pages = await walk({ status: "active", limit: 100 });
    const items = pages.flat();
    expect(items.every((i) => i.status !== "resolved")).toBe(true);
    expect(ids(items)).not.toContain(c._id);
    const active = await count(
      "SELECT COUNT(*) AS n FROM conversations WHERE space_id = ? AND status != 'resolved'",
      await spaceId("test"),
    );
    expect(items).toHaveLength(active);
  });

  it("refuses an unknown status filter with 400 naming query.status", async () => {
    const res = await raw(h, "GET", "/conversations?status=closed");
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_request");
    expect(res.body.message).toContain("query.status");
  });

  it("filters by contact_id given as the contact's _id or its external_id", async () => {
    const external_id = uid("owner");
    const a = await start(external_id);
    await start(uid("someone-else"));
    const b = await start(external_id);
    const byExternal = await list({ contact_id: external_id });
    const byId = await list({ contact_id: a.contact._id });
    expect(ids(byExternal.items)).toEqual([b._id, a._id]);
    expect(byId).toEqual(byExternal);
  });

  it("answers an empty page for an unknown contact_id", async () => {
    for (const contact_id of ["nobody", "0123456789abcdef01234567"]) {
      expect(await list({ contact_id })).toEqual({ items: [], nextCursor: null });
    }
  });

  it("combines contact_id, status and q filters", async () => {
    const external_id = uid();
    const w = word();
    const match = await start(external_id, { body: `about ${w}` });
    const resolved = await start(external_id, { body: `also ${w}` });
    await setStatus(resolved._id, "resolved");
    await start(uid(), { body: `other contact ${w}` });
    await start(external_id, { body: "no keyword" });
    expect(ids((await list({ contact_id: external_id, status: "open", q: w })).items)).toEqual([match._id]);
  });
});

describe("GET /conversations?q= search", () => {
  it("finds conversations by a word of the subject or of any message", async () => {
    const inSubject = word();
    const inFirst = word();
    const inReply = word();
    const inNote = word();
    const a = await start(uid(), { subject: `Problem ${inSubject}`, body: `first ${inFirst}` });
    await unwrap(h.desk.POST("/conversations/{id}/messages", { params: { path: { id: a._id } }, body: { body: `reply ${inReply}` } }));
    await unwrap(
      h.desk.POST("/conversations/{id}/messages", {
        params: { path: { id: a._id } },
        body: { body: `note ${inNote}`, visibility: "internal" },
      }),
    );
    await start(uid(), { body: "unrelated" });
    for (const q of [inSubject, inFirst, inReply, inNote]) {
      expect(ids((await list({ q })).items)).toEqual([a._id]);
    }
  });

  it("finds Chinese, Japanese and Korean text inside a word, in messages and subjects", async () => {
    const external_id = uid("cjk");
    const zh = await start(external_id, { body: "导出按钮不工作", subject: "报表页面" });
    const ja = await start(external_id, { body: "エクスポートのボタンが動かない" });
    const ko = await start(external_id, { body: "내보내기버튼이 작동하지 않습니다" });
    const find = async (q: string) => ids((await list({ q, contact_id: external_id })).items);
    expect(await find("按钮")).toEqual([zh._id]);
    expect(await find("导出按钮不工作")).toEqual([zh._id]);
    expect(await find("工作")).toEqual([zh._id]);
    expect(await find("作")).toEqual([zh._id]);
    expect(await find("页面")).toEqual([zh._id]);
    expect(await find("按钮 页面")).toEqual([zh._id]);
    expect(await find("按钮 不存在")).toEqual([]);
    expect(await find("钮按")).toEqual([]);
    expect(await find("ボタン")).toEqual([ja._id]);
    expect(await find("動かない")).toEqual([ja._id]);
    expect(await find("버튼")).toEqual([ko._id]);
    expect(await find("작동")).toEqual([ko._id]);
    // The word index still works beside it, also mixed in one query.
    await unwrap(h.desk.POST("/conversations/{id}/messages", { params: { path: { id: zh._id } }, body: { body: "export fails" } }));
    expect(await find("export 按钮")).toEqual([zh._id]);
    expect(await find("export按钮")).toEqual([zh._id]);
  });

  it("finds CJK text of a new subject and not of the old one", async () => {
    const external_id = uid("cjk");
    const c = await start(external_id, { subject: "旧的标题" });
    await unwrap(patch(c._id, { subject: "新的主题" }));
    expect(ids((await list({ q: "标题", contact_id: external_id })).items)).toEqual([]);
    expect(ids((await list({ q: "主题", contact_id: external_id })).items)).toEqual([c._id]);
  });

  it("matches word prefixes, but not the middle of a word", async () => {
    const w = word();
    const c = await start(uid(), { body: `Talking about ${w}ing here` });
    expect(ids((await list({ q: w.slice(0, 12) })).items)).toEqual([c._id]);
    expect(ids((await list({ q: `${w}ing` })).items)).toEqual([c._id]);
    expect((await list({ q: `${w}ingx` })).items).toEqual([]);
    expect((await list({ q: w.slice(3) })).items).toEqual([]);
  });

  it("is case-insensitive", async () => {
    const w = word();
    const c = await start(uid(), { subject: w.toUpperCase() });
    expect(ids((await list({ q: w.toLowerCase() })).items)).toEqual([c._id]);
  });

  it("requires every word to match", async () => {
    const [x, y, z] = [word(), word(), word()];
    const both = await start(uid(), { body: `${x} and ${y}` });
    const onlyX = await start(uid(), { body: `${x} alone` });
    expect(ids((await list({ q: `${x} ${y}` })).items)).toEqual([both._id]);
    expect(ids((await list({ q: x })).items)).toEqual([onlyX._id, both._id]);
    expect((await list({ q: `${x} ${z}` })).items).toEqual([]);
  });

  it("matches words spread over the subject and different messages of one conversation", async () => {
    const [s, m1, m2] = [word(), word(), word()];
    const c = await start(uid(), { subject: `Refund ${s}`, body: `order ${m1}` });
    await unwrap(h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: `ship ${m2}` } }));
    expect(ids((await list({ q: `${s} ${m1}` })).items)).toEqual([c._id]);
    expect(ids((await list({ q: `${m1} ${m2} ${s}` })).items)).toEqual([c._id]);
  });

  it("lists each matching conversation once even when several of its messages match", async () => {
    const w = word();
    const c = await start(uid(), { subject: w, body: `${w} one` });
    await unwrap(h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: `${w} two` } }));
    expect(ids((await list({ q: w })).items)).toEqual([c._id]);
  });

  it("reads query syntax in the text as plain words", async () => {
    const w = word();
    const c = await start(uid(), { body: `say "${w}" NEAR(that) OR this` });
    expect(ids((await list({ q: `"${w}" NEAR(` })).items)).toEqual([c._id]);
    expect(ids((await list({ q: `${w}* OR` })).items)).toEqual([c._id]);
    expect((await list({ q: `${w} OR nothingmatchesthis` })).items).toEqual([]);
  });

  it.each(
    [
      '"',
      '""',
      "*",
      "AND OR NOT (",
      "NEAR(",
      "NEAR(a b, 2)",
      "'; DROP TABLE conversations; --",
      "subject:hello",
      "text:x OR kind:m",
      "^start",
      "-minus +plus",
      "😀",
      "❤️",
      "👍🏽 🇫🇷",
      "\u0301",
      "...!!!???",
      "()[]{}<>",
      "\\",
      "%_",
      "a".repeat(200),
      "x ".repeat(20),
      "ünïcödé 中文 العربية",
    ].map((q) => [q.length > 40 ? `${q.length} characters starting ${JSON.stringify(q.slice(0, 4))}` : JSON.stringify(q), q]),
  )("answers 200 for the hostile search %s", async (_label, q) => {
    const before = await count("SELECT COUNT(*) AS n FROM conversations");
    const res = await listRes({ q });
    expect(res.response.status).toBe(200);
    expect(Array.isArray(res.data!.data.items)).toBe(true);
    expect(await count("SELECT COUNT(*) AS n FROM conversations")).toBe(before);
  });

  it("refuses a search of more than 20 words with a 400 naming q, rather than ignoring words", async () => {
    const res = await listRes({ q: "x ".repeat(21) });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: "query.q has more than 20 words" });
  });

  it("answers an empty page for a search with no word characters", async () => {
    await start(uid(), { body: "punctuation ... !!! ???" });
    for (const q of ["...", "!!! ???", '"*"', "😀"]) {
      expect(await list({ q })).toEqual({ items: [], nextCursor: null });
    }
  });

  it("refuses an empty q and a q over 200 characters with 400 naming query.q", async () => {
    for (const path of ["/conversations?q=", `/conversations?q=${"a".repeat(201)}`]) {
      const res = await raw(h, "GET", path);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("invalid_request");
      expect(res.body.message).toContain("query.q");
    }
  });
});

describe("GET /conversations pagination", () => {
  const owner = uid("pages");
  const created: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 45; i++) created.push((await start(owner, { body: `page item ${i}` }))._id);
  });
  const newestFirst = () => [...created].reverse();

  it("answers 20 items by default, newest first, with a nextCursor", async () => {
    const page = await list({ contact_id: owner });
    expect(ids(page.items)).toEqual(newestFirst().slice(0, 20));
    expect(page.nextCursor).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/));
  });

  it("walks every item exactly once, newest first, following nextCursor as before", async () => {
    const pages = await walk({ contact_id: owner, limit: 10 });
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 10, 5]);
    expect(ids(pages.flat())).toEqual(newestFirst());
  });

  it("answers nextCursor null when the last page is exactly full", async () => {
    const page = await list({ contact_id: owner, limit: 45 });
    expect(page.items).toHaveLength(45);
    expect(page.nextCursor).toBeNull();
    const short = await list({ contact_id: owner, limit: 44 });
    expect(short.nextCursor).not.toBeNull();
    const last = await list({ contact_id: owner, limit: 44, before: short.nextCursor! });
    expect(ids(last.items)).toEqual([created[0]]);
    expect(last.nextCursor).toBeNull();
  });

  it("accepts limit 1 and limit 100", async () => {
    expect((await list({ contact_id: owner, limit: 1 })).items).toHaveLength(1);
    const hundred = await list({ contact_id: owner, limit: 100 });
    expect(ids(hundred.items)).toEqual(newestFirst());
    expect(hundred.nextCursor).toBeNull();
  });

  it.each([["0"], ["101"], ["-1"], ["abc"], ["1.5"]])("refuses limit=%s with 400 naming query.limit", async (limit) => {
    const res = await raw(h, "GET", `/conversations?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_request");
    expect(res.body.message).toContain("query.limit");
  });

  it("walks the whole unfiltered list exactly once, matching the stored conversations newest first", async () => {
    const pages = await walk({ limit: 7 });
    const stored = (await sql.all<{ id: string }>("SELECT id FROM conversations WHERE space_id = ? ORDER BY seq DESC", await spaceId("test"))).map((r) => r.id);
    expect(ids(pages.flat())).toEqual(stored);
    expect(new Set(ids(pages.flat())).size).toBe(stored.length);
    expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
  });

  it("keeps a cursor stable when newer conversations arrive between pages", async () => {
    const first = await list({ contact_id: owner, limit: 5 });
    const newer = await start(owner, { body: "arrived late" });
    const second = await list({ contact_id: owner, limit: 5, before: first.nextCursor! });
    expect(ids(second.items)).toEqual(newestFirst().slice(5, 10));
    expect(ids(second.items)).not.toContain(newer._id);
    created.push(newer._id);
  });

  it("pages a filtered search with the same guarantees", async () => {
    const w = word();
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push((await start(uid(), { body: `${w} number ${i}` }))._id);
    const pages = await walk({ q: w, limit: 3 });
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(ids(pages.flat())).toEqual(made.reverse());
  });

  it("refuses malformed and foreign cursors with 400 invalid_request mentioning before", async () => {
    // Real cursors of other lists.
    for (let i = 0; i < 2; i++) {
      await unwrap(h.desk.POST("/tickets", { body: { contact: { external_id: owner }, type: "question", title: `t${i}` } }));
    }
    const ticketCursor = (await unwrap(h.desk.GET("/tickets", { params: { query: { limit: 1 } } }))).nextCursor!;
    await unwrap(h.desk.POST("/conversations/{id}/messages", { params: { path: { id: created[0] } }, body: { body: "x" } }));
    const messageCursor = (
      await unwrap(h.desk.GET("/conversations/{id}/messages", { params: { path: { id: created[0] }, query: { limit: 1 } } }))
    ).nextCursor!;
    expect(ticketCursor).toBeTruthy();
    expect(messageCursor).toBeTruthy();
    for (const before of [
      "!!!",
      "Zm9vOjE",
      ticketCursor,
      messageCursor,
      Buffer.from("conversations:abc").toString("base64url"),
      Buffer.from("conversations:1.2").toString("base64url"),
      "a".repeat(129),
    ]) {
      const res = await raw(h, "GET", `/conversations?before=${encodeURIComponent(before)}`);
      expect(res.status, before).toBe(400);
      expect(res.body.code).toBe("invalid_request");
      expect(res.body.message).toContain("before");
    }
  });
});

describe("PATCH /conversations/:id", () => {
  it("snoozes until a future time, then clears snoozedUntil when leaving snoozed", async () => {
    const c = await start();
    const until = FUTURE();
    const snoozed = await unwrap(patch(c._id, { status: "snoozed", snoozedUntil: until }));
    expect(snoozed.status).toBe("snoozed");
    expect(snoozed.snoozedUntil).toBe(until);
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect((await unwrap(patch(c._id, { status: "snoozed", snoozedUntil: later }))).snoozedUntil).toBe(later);
    const prioritised = await unwrap(patch(c._id, { priority: "high" }));
    expect(prioritised).toMatchObject({ status: "snoozed", snoozedUntil: later, priority: "high" });
    const open = await unwrap(patch(c._id, { status: "open" }));
    expect(open.status).toBe("open");
    expect(open.snoozedUntil).toBeNull();
  });

  it("clears snoozedUntil when a snoozed conversation is resolved", async () => {
    const c = await start();
    await setStatus(c._id, "snoozed");
    const resolved = await unwrap(patch(c._id, { status: "resolved" }));
    expect(resolved).toMatchObject({ status: "resolved", snoozedUntil: null });
  });

  it.each<[string, ConversationUpdate, string]>([
    ["snoozed until a past time", { status: "snoozed", snoozedUntil: PAST }, "body.snoozedUntil must be in the future"],
    ["snoozed without snoozedUntil", { status: "snoozed" }, "body.snoozedUntil is required with status snoozed"],
    ["snoozedUntil without a status", { snoozedUntil: "2099-01-01T00:00:00.000Z" }, "body.snoozedUntil needs body.status: snoozed"],
    ["snoozedUntil with status open", { status: "open", snoozedUntil: "2099-01-01T00:00:00.000Z" }, "body.snoozedUntil needs body.status: snoozed"],
    ["snoozedUntil that is not a date-time", { status: "snoozed", snoozedUntil: "tomorrow" }, "body.snoozedUntil"],
    ["snoozedUntil without a time zone", { status: "snoozed", snoozedUntil: "2099-01-01T00:00:00" }, "body.snoozedUntil"],
    ["snoozedUntil on a leap second", { status: "snoozed", snoozedUntil: "2099-12-31T23:59:60Z" }, "body.snoozedUntil"],
    ["assigneeId without assigneeName", { assigneeId: "u1" }, "body.assigneeName is required when assigning"],
    ["assigneeId with a null assigneeName", { assigneeId: "u1", assigneeName: null }, "body.assigneeName is required when assigning"],
    ["assigneeName without assigneeId", { assigneeName: "Ann" }, "body.assigneeName needs body.assigneeId"],
    ["a null assigneeId with a name", { assigneeId: null, assigneeName: "Ann" }, "body.assigneeName must be null when unassigning"],
    ["an empty body", {}, "body must contain at least one field"],
    ["more than 20 tags", { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, "body.tags"],
    ["an empty tag", { tags: ["ok", ""] }, "body.tags.1"],
    ["a tag over 50 characters", { tags: ["t".repeat(51)] }, "body.tags.0"],
    ["an empty subject", { subject: "" }, "body.subject"],
    ["an assigneeId over 128 characters", { assigneeId: "a".repeat(129), assigneeName: "A" }, "body.assigneeId"],
  ])("refuses %s with 400 invalid_request and changes nothing", async (_name, body, message) => {
    const c = await start();
    const res = await patch(c._id, body);
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: expect.stringContaining(message) });
    expect(await unwrap(get(c._id))).toEqual(c);
    expect(await typesAbout(c._id)).toEqual(["conversation.created", "message.created"]);
  });

  it.each([
    ["status", { status: "closed" }, "body.status must be one of: open, pending, snoozed, resolved"],
    ["priority", { priority: "critical" }, "body.priority must be one of: low, normal, high, urgent"],
  ])("refuses an unknown %s value with 400 naming the field and its values", async (_field, body, message) => {
    const c = await start();
    const res = await raw(h, "PATCH", `/conversations/${c._id}`, { body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "invalid_request", message });
  });

  it("refuses unknown and read-only fields and wrong types with 400", async () => {
    const c = await start();
    for (const [body, message] of [
      [{ messageCount: 5 }, "body.messageCount is not a known field"],
      [{ contact: { external_id: "x" } }, "body.contact is not a known field"],
      [{ tags: "a" }, "body.tags must be array"],
      [{ status: null }, "body.status"],
    ] as const) {
      const res = await raw(h, "PATCH", `/conversations/${c._id}`, { body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("invalid_request");
      expect(res.body.message).toContain(message);
    }
  });

  it("allows every status transition, including reopening a resolved conversation", async () => {
    const statuses = ["open", "pending", "snoozed", "resolved"] as const;
    for (const from of statuses) {
      for (const to of statuses) {
        const c = await start();
        if (from !== "open") await setStatus(c._id, from);
        const next = await setStatus(c._id, to);
        expect(next.status, `${from} → ${to}`).toBe(to);
        expect(next.snoozedUntil === null, `${from} → ${to}`).toBe(to !== "snoozed");
      }
    }
  });

  it("emits conversation.resolved when entering resolved only", async () => {
    const c = await start();
    const resolved = await setStatus(c._id, "resolved");
    expect((await eventsAbout(c._id)).filter((e) => e.type === "conversation.resolved")).toEqual([
      { type: "conversation.resolved", data: resolved },
    ]);
    await unwrap(patch(c._id, { status: "resolved" }));
    await unwrap(patch(c._id, { status: "resolved", priority: "low" }));
    const reopened = await setStatus(c._id, "open");
    expect(reopened.status).toBe("open");
    await setStatus(c._id, "pending");
    await setStatus(c._id, "snoozed");
    expect((await typesAbout(c._id)).filter((t) => t === "conversation.resolved")).toHaveLength(1);
    await setStatus(c._id, "resolved");
    expect((await typesAbout(c._id)).filter((t) => t === "conversation.resolved")).toHaveLength(2);
  });

  it("emits conversation.assigned on assign, reassign and unassign, but not when the assignee is unchanged", async () => {
    const c = await start();
    const assigned = await unwrap(patch(c._id, { assigneeId: "u1", assigneeName: "Ann" }));
    expect(assigned).toMatchObject({ assigneeId: "u1", assigneeName: "Ann" });
    const same = await unwrap(patch(c._id, { assigneeId: "u1", assigneeName: "Ann" }));
    expect(same).toEqual(assigned);
    const reassigned = await unwrap(patch(c._id, { assigneeId: "u2", assigneeName: "Bob" }));
    const unassigned = await unwrap(patch(c._id, { assigneeId: null, assigneeName: null }));
    expect(unassigned).toMatchObject({ assigneeId: null, assigneeName: null });
    await unwrap(patch(c._id, { assigneeId: null, assigneeName: null }));
    await unwrap(patch(c._id, { priority: "urgent", tags: ["vip"] }));
    expect((await eventsAbout(c._id)).filter((e) => e.type === "conversation.assigned")).toEqual([
      { type: "conversation.assigned", data: assigned },
      { type: "conversation.assigned", data: reassigned },
      { type: "conversation.assigned", data: unassigned },
    ]);
  });

  it("unassigns with assigneeId null alone, clearing assigneeName and emitting conversation.assigned", async () => {
    const c = await start();
    await unwrap(patch(c._id, { assigneeId: "u3", assigneeName: "Cy" }));
    const res = await patch(c._id, { assigneeId: null });
    expect(res.response.status).toBe(200);
    expect(res.data!.data).toMatchObject({ assigneeId: null, assigneeName: null });
    expect((await typesAbout(c._id)).filter((t) => t === "conversation.assigned")).toHaveLength(2);
  });

  it("refuses a blank subject with 400 naming body.subject, on create and on update", async () => {
    const c = await start();
    const res = await patch(c._id, { subject: "\u200b \u3000" });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: "body.subject must not be blank" });
    const created = await h.desk.POST("/conversations", { body: { contact: { external_id: uid() }, body: "hi", subject: "  " } });
    expect(created.error).toEqual({ code: "invalid_request", message: "body.subject must not be blank" });
  });

  it("keeps the assignee when other fields change", async () => {
    const c = await start();
    await unwrap(patch(c._id, { assigneeId: "u9", assigneeName: "Zoe" }));
    const next = await unwrap(patch(c._id, { status: "pending", priority: "low" }));
    expect(next).toMatchObject({ assigneeId: "u9", assigneeName: "Zoe", status: "pending", priority: "low" });
  });

  it("drops duplicate tags, keeping the first-seen order, and replaces the tag list", async () => {
    const c = await start();
    const tagged = await unwrap(patch(c._id, { tags: ["b", "a", "b", "c", "a"] }));
    expect(tagged.tags).toEqual(["b", "a", "c"]);
    expect((await unwrap(get(c._id))).tags).toEqual(["b", "a", "c"]);
    expect((await unwrap(patch(c._id, { tags: ["z"] }))).tags).toEqual(["z"]);
    expect((await unwrap(patch(c._id, { tags: [] }))).tags).toEqual([]);
  });

  it("makes a new subject searchable and the old one not, and null removes the subject", async () => {
    const [oldWord, newWord] = [word(), word()];
    const c = await start(uid(), { subject: `About ${oldWord}` });
    expect(ids((await list({ q: oldWord })).items)).toEqual([c._id]);
    const renamed = await unwrap(patch(c._id, { subject: `Now ${newWord}` }));
    expect(renamed.subject).toBe(`Now ${newWord}`);
    expect(ids((await list({ q: newWord })).items)).toEqual([c._id]);
    expect((await list({ q: oldWord })).items).toEqual([]);
    const cleared = await unwrap(patch(c._id, { subject: null }));
    expect(cleared.subject).toBeNull();
    expect((await list({ q: newWord })).items).toEqual([]);
    // The messages stay searchable.
    expect(ids((await list({ q: "Hello need help", contact_id: c.contact._id })).items)).toEqual([c._id]);
  });

  it("answers an unchanged patch with 200, the same conversation and no event", async () => {
    const c = await start();
    const same = await patch(c._id, { status: "open", priority: "normal", tags: [], subject: null });
    expect(same.response.status).toBe(200);
    expect(same.data!.data).toEqual(c);
    expect(await typesAbout(c._id)).toEqual(["conversation.created", "message.created"]);
  });

  it("updates updatedAt and keeps createdAt on a real change", async () => {
    const c = await start();
    const next = await unwrap(patch(c._id, { priority: "urgent" }));
    expect(next.priority).toBe("urgent");
    expect(next.createdAt).toBe(c.createdAt);
    expect(Date.parse(next.updatedAt)).toBeGreaterThanOrEqual(Date.parse(c.updatedAt));
  });

  it("answers 404 conversation_not_found for an unknown id and 400 for a malformed one", async () => {
    const unknown = await patch("0123456789abcdef01234567", { status: "open" });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error!.code).toBe("conversation_not_found");
    const bad = await patch("nope", { status: "open" });
    expect(bad.response.status).toBe(400);
    expect(bad.error!.message).toContain("path.id");
  });
});

describe("test and live isolation", () => {
  it("hides a test conversation from the live key: 404 on read and update, absent from lists", async () => {
    const external_id = uid("iso");
    const w = word();
    const c = await start(external_id, { body: `secret ${w}` });
    const read = await get(c._id, h.live);
    expect(read.response.status).toBe(404);
    expect(read.error!.code).toBe("conversation_not_found");
    expect((await patch(c._id, { status: "resolved" }, h.live)).response.status).toBe(404);
    expect((await unwrap(get(c._id))).status).toBe("open");
    const livePages = await walk({ limit: 100 }, h.live);
    expect(ids(livePages.flat())).not.toContain(c._id);
    expect((await list({ q: w }, h.live)).items).toEqual([]);
    expect((await list({ contact_id: external_id }, h.live)).items).toEqual([]);
    expect((await list({ contact_id: c.contact._id }, h.live)).items).toEqual([]);
  });

  it("creates a separate live conversation and contact for the same clientId and external_id", async () => {
    const external_id = uid("iso");
    const clientId = uid("iso-cid");
    const test = await create({ contact: { external_id, name: "T" }, body: "test mode", clientId });
    const live = await create({ contact: { external_id, name: "L" }, body: "live mode", clientId }, h.live);
    expect(live._id).not.toBe(test._id);
    expect(live.contact._id).not.toBe(test.contact._id);
    expect(live.contact.name).toBe("L");
    const liveAgain = await create({ contact: { external_id, name: "L" }, body: "live mode", clientId }, h.live);
    expect(liveAgain._id).toBe(live._id);
    expect(ids((await list({ contact_id: external_id }, h.live)).items)).toEqual([live._id]);
    expect(ids((await list({ contact_id: external_id })).items)).toEqual([test._id]);
    expect((await unwrap(get(test._id))).contact.name).toBe("T");
  });
});
