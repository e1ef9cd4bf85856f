import { randomBytes, randomUUID } from "node:crypto";
import { type DeskClient, type DeskOperations, type DeskSchemas, unwrap } from "@tandem/sdk";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DeskHarness, raw, startDesk } from "./support/desk.js";
import { type TestSql, testSql } from "./support/sql.js";

type Ticket = DeskSchemas["Ticket"];
type TicketCreate = DeskSchemas["TicketCreate"];

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

/** A contact external_id no other test uses. */
const uid = (prefix = "c") => `${prefix}-${randomUUID()}`;
/** A word no other ticket contains (one FTS token). */
const word = () => `w${randomBytes(6).toString("hex")}`;
const MISSING_ID = "0123456789abcdef01234567";

function createTicket(over: Partial<TicketCreate> = {}, client: DeskClient = h.desk): Promise<Ticket> {
  return unwrap(client.POST("/tickets", { body: { contact: { external_id: uid() }, type: "support", title: "Something broke", ...over } }));
}

const getTicket = (id: string, client: DeskClient = h.desk) => unwrap(client.GET("/tickets/{id}", { params: { path: { id } } }));
const patchTicket = (id: string, body: DeskSchemas["TicketUpdate"]) => unwrap(h.desk.PATCH("/tickets/{id}", { params: { path: { id } }, body }));
type TicketQuery = NonNullable<DeskOperations["tickets.list"]["parameters"]["query"]>;
const listTickets = (query: TicketQuery, client: DeskClient = h.desk) => unwrap(client.GET("/tickets", { params: { query } }));

/** Events whose data is the record `id` (or a comment of ticket `id`), oldest first. */
async function eventsOf(id: string): Promise<{ type: string; space_id: number; data: any }[]> {
  // The text holds the id (portable SQL); the data's own fields decide.
  const rows = await sql.all<{ type: string; space_id: number; data: string }>("SELECT type, space_id, data FROM events WHERE data LIKE ? ORDER BY seq", `%${id}%`);
  return rows.map((r) => ({ ...r, data: JSON.parse(r.data) })).filter((r) => r.data._id === id || r.data.ticketId === id);
}

describe("ticket numbers", () => {
  let n: DeskHarness;
  beforeEach(async () => {
    n = await startDesk();
  });
  afterEach(() => n.close());

  it("numbers the tickets of a mode 1, 2, 3 in order of creation", async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) numbers.push((await createTicket({}, n.desk)).number);
    expect(numbers).toEqual([1, 2, 3]);
  });

  it("gives test and live independent sequences that both start at 1", async () => {
    const t1 = await createTicket({}, n.desk);
    const t2 = await createTicket({}, n.desk);
    const l1 = await createTicket({}, n.live);
    const t3 = await createTicket({}, n.desk);
    const l2 = await createTicket({}, n.live);
    expect([t1.number, t2.number, t3.number]).toEqual([1, 2, 3]);
    expect([l1.number, l2.number]).toEqual([1, 2]);
  });

  it("gives 30 parallel creations distinct consecutive numbers with no gaps or duplicates", async () => {
    const contact = { external_id: uid() };
    const created = await Promise.all(Array.from({ length: 30 }, (_, i) => createTicket({ contact, title: `parallel ${i}` }, n.desk)));
    const numbers = created.map((t) => t.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(new Set(created.map((t) => t._id)).size).toBe(30);
    // Parallel live creations in the same burst do not take test numbers.
    const mixed = await Promise.all([
      ...Array.from({ length: 10 }, () => createTicket({}, n.desk)),
      ...Array.from({ length: 10 }, () => createTicket({}, n.live)),
    ]);
    expect(mixed.slice(0, 10).map((t) => t.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 31));
    expect(mixed.slice(10).map((t) => t.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });
});

describe("POST /tickets", () => {
  it("files an open ticket with the given fields and an embedded contact", async () => {
    const external_id = uid();
    const t = await createTicket({ contact: { external_id }, type: "question", title: "How do I export?", description: "Details here" });
    expect(t).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      type: "question",
      title: "How do I export?",
      description: "Details here",
      status: "open",
      tags: [],
      assigneeId: null,
      context: null,
      commentCount: 0,
      contact: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), external_id, name: null, email: null },
    });
    expect(t.createdAt).toBe(t.updatedAt);
    expect(await getTicket(t._id)).toEqual(t);
  });

  it("answers 201", async () => {
    const res = await h.desk.POST("/tickets", { body: { contact: { external_id: uid() }, type: "bug", title: "x" } });
    expect(res.response.status).toBe(201);
  });

  it("defaults a bug to priority high", async () => {
    expect((await createTicket({ type: "bug" })).priority).toBe("high");
  });

  it.each(["support", "question", "feature"] as const)("defaults a %s ticket to priority normal", async (type) => {
    expect((await createTicket({ type })).priority).toBe("normal");
  });

  it("lets an explicit priority win over the default", async () => {
    expect((await createTicket({ type: "bug", priority: "low" })).priority).toBe("low");
    expect((await createTicket({ type: "feature", priority: "urgent" })).priority).toBe("urgent");
  });

  it("drops duplicate tags and keeps their order", async () => {
    const t = await createTicket({ tags: ["billing", "ui", "billing", "api", "ui"] });
    expect(t.tags).toEqual(["billing", "ui", "api"]);
    expect((await getTicket(t._id)).tags).toEqual(["billing", "ui", "api"]);
  });

  it("accepts 20 tags of up to 50 characters and refuses a 51-character tag", async () => {
    const tags = Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(50, "x"));
    expect((await createTicket({ tags })).tags).toEqual(tags);
    const res = await h.desk.POST("/tickets", { body: { contact: { external_id: uid() }, type: "bug", title: "x", tags: ["y".repeat(51)] } });
    expect(res.response.status).toBe(400);
    expect(res.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("body.tags") });
  });

  it("round-trips a context with pageUrl and consoleErrors", async () => {
    const context = {
      pageUrl: "https://app.example.com/settings?tab=billing#plan",
      consoleErrors: [{ message: "TypeError: x is undefined", source: "app.js:12:3" }, { message: "404 /api/me" }],
    };
    const t = await createTicket({ type: "bug", context });
    expect(t.context).toEqual(context);
    expect((await getTicket(t._id)).context).toEqual(context);
  });

  it.each(["ftp://example.com/file", "javascript:alert(1)", "example.com/page", "https://has space.com"])(
    "refuses pageUrl %s with 400 naming the field",
    async (pageUrl) => {
      const res = await h.desk.POST("/tickets", { body: { contact: { external_id: uid() }, type: "bug", title: "x", context: { pageUrl } } });
      expect(res.response.status).toBe(400);
      expect(res.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("body.context.pageUrl") });
    },
  );

  it("refuses an unknown type with 400 naming the field", async () => {
    const res = await raw(h, "POST", "/tickets", { body: JSON.stringify({ contact: { external_id: uid() }, type: "incident", title: "x" }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "invalid_request", message: "body.type must be one of: bug, support, question, feature" });
  });

  it("refuses a 201-character title and accepts a 200-character one", async () => {
    const res = await h.desk.POST("/tickets", { body: { contact: { external_id: uid() }, type: "bug", title: "a".repeat(201) } });
    expect(res.response.status).toBe(400);
    expect(res.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("body.title") });
    expect((await createTicket({ title: "a".repeat(200) })).title).toHaveLength(200);
  });

  it("refuses an empty title", async () => {
    const res = await h.desk.POST("/tickets", { body: { contact: { external_id: uid() }, type: "bug", title: "" } });
    expect(res.response.status).toBe(400);
  });

  it("refuses a missing contact with 400 naming it", async () => {
    const res = await raw(h, "POST", "/tickets", { body: JSON.stringify({ type: "bug", title: "x" }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "invalid_request", message: "body.contact is required" });
  });

  it("refuses unknown fields, also inside context", async () => {
    const top = await raw(h, "POST", "/tickets", { body: JSON.stringify({ contact: { external_id: uid() }, type: "bug", title: "x", severity: 1 }) });
    expect(top.body).toEqual({ code: "invalid_request", message: "body.severity is not a known field" });
    const nested = await raw(h, "POST", "/tickets", {
      body: JSON.stringify({ contact: { external_id: uid() }, type: "bug", title: "x", context: { userAgent: "curl" } }),
    });
    expect(nested.status).toBe(400);
    expect(nested.body.message).toBe("body.context.userAgent is not a known field");
  });

  it("refuses a title of the wrong type", async () => {
    const res = await raw(h, "POST", "/tickets", { body: JSON.stringify({ contact: { external_id: uid() }, type: "bug", title: 5 }) });
    expect(res.body).toEqual({ code: "invalid_request", message: "body.title must be string" });
  });

  it("creates an unknown contact, visible at GET /contacts/{external_id}", async () => {
    const external_id = uid("new");
    expect((await h.desk.GET("/contacts/{id}", { params: { path: { id: external_id } } })).response.status).toBe(404);
    const t = await createTicket({ contact: { external_id } });
    const contact = await unwrap(h.desk.GET("/contacts/{id}", { params: { path: { id: external_id } } }));
    expect(contact._id).toBe(t.contact._id);
    expect(contact.tickets.map((x) => x._id)).toEqual([t._id]);
  });

  it("reuses an existing contact", async () => {
    const external_id = uid();
    const a = await createTicket({ contact: { external_id } });
    const b = await createTicket({ contact: { external_id } });
    expect(b.contact._id).toBe(a.contact._id);
  });

  it("emits ticket.created carrying the ticket", async () => {
    const t = await createTicket({ type: "bug", title: "Checkout fails" });
    const events = await eventsOf(t._id);
    expect(events.map((e) => e.type)).toEqual(["ticket.created"]);
    expect(events[0].data).toMatchObject({ _id: t._id, number: t.number, type: "bug", title: "Checkout fails" });
    expect(events[0].data).toEqual(t);
  });

  it("emits nothing when the request is refused", async () => {
    const before = (await sql.get<{ n: number }>("SELECT count(*) AS n FROM events"))!;
    await raw(h, "POST", "/tickets", { body: JSON.stringify({ contact: { external_id: uid() }, type: "nope", title: "x" }) });
    const after = (await sql.get<{ n: number }>("SELECT count(*) AS n FROM events"))!;
    expect(after.n).toBe(before.n);
  });
});

describe("GET /tickets/:id", () => {
  it("answers 404 ticket_not_found for an unknown id", async () => {
    const res = await h.desk.GET("/tickets/{id}", { params: { path: { id: MISSING_ID } } });
    expect(res.response.status).toBe(404);
    expect(res.error).toEqual({ code: "ticket_not_found", message: expect.any(String) });
  });

  it.each(["abc", "0123456789ABCDEF01234567", "0123456789abcdef012345678"])("answers 400 for the malformed id %s", async (id) => {
    const res = await raw(h, "GET", `/tickets/${id}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_request", message: expect.stringContaining("path.id") });
  });
});

describe("GET /tickets", () => {
  /** Tickets of one fresh contact, created oldest to newest. */
  async function ticketsOf(specs: Partial<TicketCreate>[]) {
    const external_id = uid();
    const made: Ticket[] = [];
    for (const s of specs) made.push(await createTicket({ contact: { external_id }, ...s }));
    return { external_id, contactId: made[0].contact._id, made };
  }
  const ids = (page: { items: Ticket[] }) => page.items.map((t) => t._id);

  it("lists newest first", async () => {
    const { external_id, made } = await ticketsOf([{}, {}, {}]);
    const page = await listTickets({ contact_id: external_id });
    expect(ids(page)).toEqual(made.map((t) => t._id).reverse());
    expect(page.nextCursor).toBeNull();
  });

  it("filters by status, with active = open or pending", async () => {
    const { external_id, made } = await ticketsOf([{}, {}, {}, {}]);
    const [open, pending, resolved, closed] = made;
    await patchTicket(pending._id, { status: "pending" });
    await patchTicket(resolved._id, { status: "resolved" });
    await patchTicket(closed._id, { status: "closed" });
    const by = async (status: "open" | "pending" | "resolved" | "closed" | "active") => ids(await listTickets({ contact_id: external_id, status }));
    expect(await by("open")).toEqual([open._id]);
    expect(await by("pending")).toEqual([pending._id]);
    expect(await by("resolved")).toEqual([resolved._id]);
    expect(await by("closed")).toEqual([closed._id]);
    expect(await by("active")).toEqual([pending._id, open._id]);
  });

  it("filters by type and by priority", async () => {
    const { external_id, made } = await ticketsOf([{ type: "bug" }, { type: "feature" }, { type: "feature", priority: "urgent" }]);
    const [bug, feature, urgentFeature] = made;
    expect(ids(await listTickets({ contact_id: external_id, type: "feature" }))).toEqual([urgentFeature._id, feature._id]);
    expect(ids(await listTickets({ contact_id: external_id, type: "bug" }))).toEqual([bug._id]);
    expect(ids(await listTickets({ contact_id: external_id, priority: "high" }))).toEqual([bug._id]);
    expect(ids(await listTickets({ contact_id: external_id, priority: "urgent", type: "feature" }))).toEqual([urgentFeature._id]);
    expect(ids(await listTickets({ contact_id: external_id, priority: "low" }))).toEqual([]);
  });

  it("filters by contact _id or external_id; an unknown contact gives an empty page", async () => {
    const a = await ticketsOf([{}, {}]);
    await ticketsOf([{}]);
    const expected = a.made.map((t) => t._id).reverse();
    expect(ids(await listTickets({ contact_id: a.external_id }))).toEqual(expected);
    expect(ids(await listTickets({ contact_id: a.contactId }))).toEqual(expected);
    expect(await listTickets({ contact_id: uid("nobody") })).toEqual({ items: [], nextCursor: null });
  });

  it("refuses an unknown status filter", async () => {
    const res = await raw(h, "GET", "/tickets?status=archived");
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("query.status");
  });

  it("searches title and description by word prefix, all words required", async () => {
    const w1 = word();
    const w2 = word();
    const inTitle = await createTicket({ title: `Crash in ${w1} screen` });
    const inDescription = await createTicket({ title: "Other", description: `It happens on ${w1} when ${w2} is set` });
    await createTicket({ title: "Unrelated" });
    expect(ids(await listTickets({ q: w1 }))).toEqual([inDescription._id, inTitle._id]);
    expect(ids(await listTickets({ q: w1.slice(0, 8) }))).toEqual([inDescription._id, inTitle._id]);
    expect(ids(await listTickets({ q: `${w1} ${w2}` }))).toEqual([inDescription._id]);
    expect(ids(await listTickets({ q: `${w1.toUpperCase()}` }))).toEqual([inDescription._id, inTitle._id]);
    expect(ids(await listTickets({ q: word() }))).toEqual([]);
  });

  it("finds CJK text inside a word in the title or description, also after a title change", async () => {
    const external_id = uid();
    const t = await createTicket({ contact: { external_id }, title: "导出按钮不工作", description: "点击后没有反应" });
    const find = async (q: string) => (await listTickets({ q, contact_id: external_id })).items.map((x) => x._id);
    expect(await find("按钮")).toEqual([t._id]);
    expect(await find("反应")).toEqual([t._id]);
    expect(await find("按钮 反应")).toEqual([t._id]);
    await patchTicket(t._id, { title: "画面が真っ白になる" });
    expect(await find("按钮")).toEqual([]);
    expect(await find("真っ白")).toEqual([t._id]);
    expect(await find("反应")).toEqual([t._id]);
  });

  it("matches a ticket whose search words are split between title and description", async () => {
    const w1 = word();
    const w2 = word();
    const t = await createTicket({ title: `Title ${w1}`, description: `Body ${w2}` });
    expect(ids(await listTickets({ q: `${w1} ${w2}` }))).toEqual([t._id]);
    expect(ids(await listTickets({ q: `${w2} ${w1}` }))).toEqual([t._id]);
  });

  it("searches the new title after a title change, not the old one", async () => {
    const before = word();
    const after = word();
    const t = await createTicket({ title: `Title ${before}` });
    await patchTicket(t._id, { title: `Title ${after}` });
    expect(ids(await listTickets({ q: after }))).toEqual([t._id]);
    expect(ids(await listTickets({ q: before }))).toEqual([]);
  });

  it("combines search with the other filters", async () => {
    const w = word();
    const { external_id, made } = await ticketsOf([{ title: `a ${w}`, type: "bug" }, { title: `b ${w}`, type: "question" }]);
    expect(ids(await listTickets({ q: w, contact_id: external_id, type: "question" }))).toEqual([made[1]._id]);
  });

  it.each([
    '"',
    "'",
    "*",
    "a*b",
    "NEAR(a b)",
    "title:x",
    "AND OR NOT",
    "^start",
    '"unterminated',
    "(((",
    "_",
    "-minus",
    "a + b",
    "\u0301",
    "🔥🔥",
    "%",
    "\\",
    "{col}: x",
    "'; DROP TABLE tickets; --",
    "x".repeat(200),
  ])("answers 200 to the hostile search %j", async (q) => {
    const res = await h.desk.GET("/tickets", { params: { query: { q } } });
    expect(res.response.status).toBe(200);
    expect(Array.isArray(res.data?.data.items)).toBe(true);
  });

  it("still finds tickets when the search words are wrapped in query syntax", async () => {
    const w = word();
    const t = await createTicket({ title: `Report ${w}` });
    expect(ids(await listTickets({ q: `"${w}" OR NOT*` }))).toEqual([]);
    expect(ids(await listTickets({ q: `("${w}")` }))).toEqual([t._id]);
  });

  it("refuses an empty or over-long search with 400", async () => {
    expect((await raw(h, "GET", "/tickets?q=")).status).toBe(400);
    expect((await raw(h, "GET", `/tickets?q=${"x".repeat(201)}`)).status).toBe(400);
  });

  it("pages 20 at a time by default", async () => {
    const { external_id, made } = await ticketsOf(Array.from({ length: 21 }, () => ({})));
    const page = await listTickets({ contact_id: external_id });
    expect(page.items).toHaveLength(20);
    expect(page.nextCursor).toEqual(expect.any(String));
    const rest = await listTickets({ contact_id: external_id, before: page.nextCursor! });
    expect(ids(rest)).toEqual([made[0]._id]);
    expect(rest.nextCursor).toBeNull();
  });

  it.each(["0", "101", "-1", "2.5", "ten"])("refuses limit=%s with 400", async (limit) => {
    const res = await raw(h, "GET", `/tickets?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_request", message: expect.stringContaining("query.limit") });
  });

  it("accepts limit 1 and 100", async () => {
    expect((await listTickets({ limit: 1 })).items).toHaveLength(1);
    expect((await h.desk.GET("/tickets", { params: { query: { limit: 100 } } })).response.status).toBe(200);
  });

  it("visits every ticket exactly once when walking all pages", async () => {
    const { external_id, made } = await ticketsOf(Array.from({ length: 23 }, (_, i) => ({ title: `walk ${i}` })));
    const seen: string[] = [];
    let before: string | undefined;
    let pages = 0;
    do {
      const page = await listTickets({ contact_id: external_id, limit: 5, before });
      seen.push(...ids(page));
      before = page.nextCursor ?? undefined;
      pages++;
    } while (before);
    expect(pages).toBe(5);
    expect(seen).toEqual(made.map((t) => t._id).reverse());
  });

  it("walks the whole filtered list exactly once, also across modes' noise", async () => {
    const { external_id, made } = await ticketsOf(Array.from({ length: 9 }, (_, i) => ({ type: i % 2 ? "bug" : "question" })));
    const bugs = made.filter((t) => t.type === "bug").map((t) => t._id).reverse();
    const seen: string[] = [];
    let before: string | undefined;
    do {
      const page = await listTickets({ contact_id: external_id, type: "bug", limit: 2, before });
      seen.push(...ids(page));
      before = page.nextCursor ?? undefined;
    } while (before);
    expect(seen).toEqual(bugs);
  });

  it.each(["not-a-cursor", "!!", "a".repeat(129)])("refuses the bad cursor %s with 400", async (before) => {
    const res = await raw(h, "GET", `/tickets?before=${encodeURIComponent(before)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_request", message: expect.stringContaining("query.before") });
  });

  it.each(["tickets:", "tickets:-5", "tickets:1e3", "tickets:1:2", "tickets:1.2", "tickets:99999999999999999999", "conversations:5"])(
    "refuses the forged cursor %s with 400",
    async (text) => {
      const res = await h.desk.GET("/tickets", { params: { query: { before: Buffer.from(text).toString("base64url") } } });
      expect(res.response.status).toBe(400);
      expect(res.error).toEqual({ code: "invalid_request", message: "query.before is not a cursor of this list" });
    },
  );

  it("refuses a cursor of the conversations list", async () => {
    const external_id = uid();
    for (let i = 0; i < 2; i++) {
      await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id }, body: `hello ${i}` } }));
    }
    const convs = await unwrap(h.desk.GET("/conversations", { params: { query: { contact_id: external_id, limit: 1 } } }));
    expect(convs.nextCursor).toEqual(expect.any(String));
    const res = await h.desk.GET("/tickets", { params: { query: { before: convs.nextCursor! } } });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: "query.before is not a cursor of this list" });
  });

  it("refuses a cursor of a ticket's comments", async () => {
    const t = await createTicket();
    for (let i = 0; i < 2; i++) await unwrap(h.desk.POST("/tickets/{id}/comments", { params: { path: { id: t._id } }, body: { body: `c${i}` } }));
    const comments = await unwrap(h.desk.GET("/tickets/{id}/comments", { params: { path: { id: t._id }, query: { limit: 1 } } }));
    const res = await h.desk.GET("/tickets", { params: { query: { before: comments.nextCursor! } } });
    expect(res.response.status).toBe(400);
  });
});

describe("PATCH /tickets/:id", () => {
  const typesOf = async (id: string) => (await eventsOf(id)).map((e) => e.type);

  it.each([
    ["status", { status: "pending" }],
    ["priority", { priority: "urgent" }],
    ["type", { type: "feature" }],
    ["assignee", { assigneeId: "agent_7" }],
  ] as const)("emits ticket.updated when the %s changes", async (_name, patch) => {
    const t = await createTicket({ type: "bug" });
    const updated = await patchTicket(t._id, patch);
    expect(updated).toMatchObject(patch);
    const events = await eventsOf(t._id);
    expect(events.map((e) => e.type)).toEqual(["ticket.created", "ticket.updated"]);
    expect(events[1].data).toEqual(updated);
    expect(await getTicket(t._id)).toEqual(updated);
  });

  it("changes title and tags without emitting ticket.updated", async () => {
    const t = await createTicket({ tags: ["a"] });
    const updated = await patchTicket(t._id, { title: "Renamed", tags: ["x", "y", "x"] });
    expect(updated).toMatchObject({ title: "Renamed", tags: ["x", "y"] });
    expect(await getTicket(t._id)).toMatchObject({ title: "Renamed", tags: ["x", "y"] });
    expect(await typesOf(t._id)).toEqual(["ticket.created"]);
  });

  it("emits once when a notifying field changes along with the title", async () => {
    const t = await createTicket();
    await patchTicket(t._id, { title: "New title", priority: "low" });
    expect(await typesOf(t._id)).toEqual(["ticket.created", "ticket.updated"]);
  });

  it("emits nothing for a patch that changes nothing", async () => {
    const t = await createTicket({ type: "bug", tags: ["a", "b"] });
    const same = await patchTicket(t._id, { status: "open", priority: "high", type: "bug", title: t.title, tags: ["a", "b", "a"], assigneeId: null });
    expect(same).toEqual(t);
    expect(await typesOf(t._id)).toEqual(["ticket.created"]);
  });

  it("unassigns with assigneeId null", async () => {
    const t = await createTicket();
    await patchTicket(t._id, { assigneeId: "agent_1" });
    const un = await patchTicket(t._id, { assigneeId: null });
    expect(un.assigneeId).toBeNull();
    expect((await getTicket(t._id)).assigneeId).toBeNull();
    expect(await typesOf(t._id)).toEqual(["ticket.created", "ticket.updated", "ticket.updated"]);
  });

  it("allows open → pending → resolved → open → closed", async () => {
    const t = await createTicket();
    for (const status of ["pending", "resolved", "open", "resolved", "pending", "open", "closed"] as const) {
      expect((await patchTicket(t._id, { status })).status).toBe(status);
    }
  });

  it.each(["open", "pending", "resolved"] as const)("closes a ticket from %s", async (from) => {
    const t = await createTicket();
    if (from !== "open") await patchTicket(t._id, { status: from });
    expect((await patchTicket(t._id, { status: "closed" })).status).toBe("closed");
  });

  it.each(["open", "pending", "resolved"] as const)("refuses to move a closed ticket to %s with 409 invalid_transition", async (to) => {
    const t = await createTicket();
    await patchTicket(t._id, { status: "closed" });
    const eventsBefore = await typesOf(t._id);
    await expect(patchTicket(t._id, { status: to })).rejects.toMatchObject({ status: 409, code: "invalid_transition" });
    expect((await getTicket(t._id)).status).toBe("closed");
    expect(await typesOf(t._id)).toEqual(eventsBefore);
  });

  it("applies nothing of a patch refused for its status", async () => {
    const t = await createTicket();
    await patchTicket(t._id, { status: "closed" });
    await expect(patchTicket(t._id, { status: "open", title: "Sneaky" })).rejects.toMatchObject({ status: 409 });
    expect((await getTicket(t._id)).title).toBe(t.title);
  });

  it("treats setting a closed ticket to closed again as a no-op", async () => {
    const t = await createTicket();
    const closed = await patchTicket(t._id, { status: "closed" });
    expect(await patchTicket(t._id, { status: "closed" })).toEqual(closed);
    expect(await typesOf(t._id)).toEqual(["ticket.created", "ticket.updated"]);
  });

  it.each<[string, DeskSchemas["TicketUpdate"]]>([
    ["priority", { priority: "low" }],
    ["type", { type: "feature" }],
    ["title", { title: "Renamed after closing" }],
    ["tags", { tags: ["late"] }],
    ["assignee", { assigneeId: "agent_9" }],
  ])("keeps a closed ticket read-only: changing its %s answers 409 ticket_closed and emits nothing", async (_name, patch) => {
    const t = await createTicket({ type: "bug", tags: ["a"] });
    const closed = await patchTicket(t._id, { status: "closed" });
    const eventsBefore = await typesOf(t._id);
    const res = await h.desk.PATCH("/tickets/{id}", { params: { path: { id: t._id } }, body: patch });
    expect(res.response.status).toBe(409);
    expect(res.error).toEqual({ code: "ticket_closed", message: expect.stringContaining("closed") });
    expect(await getTicket(t._id)).toEqual(closed);
    expect(await typesOf(t._id)).toEqual(eventsBefore);
  });

  it("answers a closed ticket's patch that changes nothing with 200 and the ticket", async () => {
    const t = await createTicket({ tags: ["a"] });
    const closed = await patchTicket(t._id, { status: "closed" });
    expect(await patchTicket(t._id, { title: t.title, tags: ["a"], assigneeId: null })).toEqual(closed);
  });

  it("unassigns with assigneeId null alone after an assignment", async () => {
    const t = await createTicket();
    await patchTicket(t._id, { assigneeId: "agent_2" });
    expect((await patchTicket(t._id, { assigneeId: null })).assigneeId).toBeNull();
  });

  it.each([
    ["spaces", "   "],
    ["a zero-width space", "\u200b"],
    ["Unicode whitespace and format characters", "\u00a0\u2003\u3000\ufeff\u2060\n\t"],
  ])("refuses a title of only %s with 400 naming body.title", async (_name, title) => {
    const t = await createTicket();
    const res = await h.desk.PATCH("/tickets/{id}", { params: { path: { id: t._id } }, body: { title } });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: "body.title must not be blank" });
    const created = await h.desk.POST("/tickets", { body: { contact: { external_id: uid() }, type: "bug", title } });
    expect(created.response.status).toBe(400);
    expect(created.error).toEqual({ code: "invalid_request", message: "body.title must not be blank" });
  });

  it("refuses an empty body with 400", async () => {
    const t = await createTicket();
    const res = await h.desk.PATCH("/tickets/{id}", { params: { path: { id: t._id } }, body: {} });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: "body must contain at least one field" });
  });

  it("refuses unknown and read-only fields", async () => {
    const t = await createTicket();
    for (const field of ["number", "description", "commentCount"]) {
      const res = await raw(h, "PATCH", `/tickets/${t._id}`, { body: JSON.stringify({ [field]: 1 }) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`body.${field} is not a known field`);
    }
  });

  it("refuses an empty assigneeId and an unknown status", async () => {
    const t = await createTicket();
    expect((await raw(h, "PATCH", `/tickets/${t._id}`, { body: JSON.stringify({ assigneeId: "" }) })).status).toBe(400);
    const res = await raw(h, "PATCH", `/tickets/${t._id}`, { body: JSON.stringify({ status: "archived" }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("body.status");
  });

  it("answers 404 ticket_not_found for an unknown ticket", async () => {
    await expect(patchTicket(MISSING_ID, { status: "open" })).rejects.toMatchObject({ status: 404, code: "ticket_not_found" });
  });
});

describe("ticket comments", () => {
  const comment = (id: string, body: DeskSchemas["TicketCommentCreate"]) =>
    unwrap(h.desk.POST("/tickets/{id}/comments", { params: { path: { id } }, body }));
  const comments = (id: string, query: { limit?: number; before?: string } = {}) =>
    unwrap(h.desk.GET("/tickets/{id}/comments", { params: { path: { id }, query } }));

  it("adds a public comment by default and emits ticket.commented", async () => {
    const t = await createTicket();
    const res = await h.desk.POST("/tickets/{id}/comments", { params: { path: { id: t._id } }, body: { body: "Looking into it" } });
    expect(res.response.status).toBe(201);
    const c = res.data!.data;
    expect(c).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      ticketId: t._id,
      body: "Looking into it",
      visibility: "public",
      author_name: null,
      createdAt: expect.any(String),
    });
    const events = await eventsOf(t._id);
    expect(events.map((e) => e.type)).toEqual(["ticket.created", "ticket.commented"]);
    expect(events[1].data).toEqual(c);
  });

  it("adds an internal comment with its author and emits no event (internal comments never leave the desk)", async () => {
    const t = await createTicket();
    const c = await comment(t._id, { body: "Note to self", visibility: "internal", author_name: "Ana" });
    expect(c).toMatchObject({ visibility: "internal", author_name: "Ana" });
    const events = await eventsOf(t._id);
    expect(events.map((e) => e.type)).toEqual(["ticket.created"]);
  });

  it("counts comments on the ticket", async () => {
    const t = await createTicket();
    await comment(t._id, { body: "one" });
    await comment(t._id, { body: "two", visibility: "internal" });
    const after = await getTicket(t._id);
    expect(after.commentCount).toBe(2);
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(t.updatedAt));
  });

  it("refuses a comment on a closed ticket with 409 ticket_closed", async () => {
    const t = await createTicket();
    await comment(t._id, { body: "before closing" });
    await patchTicket(t._id, { status: "closed" });
    await expect(comment(t._id, { body: "too late" })).rejects.toMatchObject({ status: 409, code: "ticket_closed" });
    expect((await getTicket(t._id)).commentCount).toBe(1);
    expect((await comments(t._id)).items.map((c) => c.body)).toEqual(["before closing"]);
    expect((await eventsOf(t._id)).filter((e) => e.type === "ticket.commented")).toHaveLength(1);
  });

  it("accepts comments on a resolved ticket", async () => {
    const t = await createTicket();
    await patchTicket(t._id, { status: "resolved" });
    expect((await comment(t._id, { body: "reopen?" })).body).toBe("reopen?");
  });

  it("lists comments newest first, page by page", async () => {
    const t = await createTicket();
    for (let i = 1; i <= 5; i++) await comment(t._id, { body: `c${i}` });
    const p1 = await comments(t._id, { limit: 2 });
    const p2 = await comments(t._id, { limit: 2, before: p1.nextCursor! });
    const p3 = await comments(t._id, { limit: 2, before: p2.nextCursor! });
    expect([p1, p2, p3].map((p) => p.items.map((c) => c.body))).toEqual([["c5", "c4"], ["c3", "c2"], ["c1"]]);
    expect(p3.nextCursor).toBeNull();
    expect((await comments(t._id)).items.map((c) => c.body)).toEqual(["c5", "c4", "c3", "c2", "c1"]);
  });

  it("lists only the comments of that ticket", async () => {
    const a = await createTicket();
    const b = await createTicket();
    await comment(a._id, { body: "on a" });
    await comment(b._id, { body: "on b" });
    expect((await comments(a._id)).items.map((c) => c.body)).toEqual(["on a"]);
  });

  it("lists an empty page for a ticket without comments", async () => {
    const t = await createTicket();
    expect(await comments(t._id)).toEqual({ items: [], nextCursor: null });
  });

  it("refuses a tickets cursor on the comments list", async () => {
    const t = await createTicket();
    await createTicket();
    const page = await listTickets({ limit: 1 });
    const res = await h.desk.GET("/tickets/{id}/comments", { params: { path: { id: t._id }, query: { before: page.nextCursor! } } });
    expect(res.response.status).toBe(400);
  });

  it("answers 404 ticket_not_found for comments of an unknown ticket", async () => {
    await expect(comments(MISSING_ID)).rejects.toMatchObject({ status: 404, code: "ticket_not_found" });
    await expect(comment(MISSING_ID, { body: "x" })).rejects.toMatchObject({ status: 404, code: "ticket_not_found" });
  });

  it.each([
    ["spaces", "   "],
    ["a zero-width space", "\u200b\u200b"],
    ["Unicode whitespace and format characters", "\u00a0\u2028\u3000\ufeff\u180e\r\n"],
  ])("refuses a comment of only %s with 400 naming body.body", async (_name, body) => {
    const t = await createTicket();
    const res = await h.desk.POST("/tickets/{id}/comments", { params: { path: { id: t._id } }, body: { body } });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: "body.body must not be blank" });
    expect((await getTicket(t._id)).commentCount).toBe(0);
  });

  it("refuses an empty body, an unknown visibility and unknown fields", async () => {
    const t = await createTicket();
    expect((await h.desk.POST("/tickets/{id}/comments", { params: { path: { id: t._id } }, body: { body: "" } })).response.status).toBe(400);
    const vis = await raw(h, "POST", `/tickets/${t._id}/comments`, { body: JSON.stringify({ body: "x", visibility: "private" }) });
    expect(vis.status).toBe(400);
    expect(vis.body.message).toContain("body.visibility");
    const extra = await raw(h, "POST", `/tickets/${t._id}/comments`, { body: JSON.stringify({ body: "x", author: "me" }) });
    expect(extra.body.message).toBe("body.author is not a known field");
    expect((await getTicket(t._id)).commentCount).toBe(0);
  });
});

describe("test and live isolation", () => {
  it("hides test tickets from the live key", async () => {
    const external_id = uid();
    const w = word();
    const t = await createTicket({ contact: { external_id }, title: `Isolated ${w}` });
    const res = await h.live.GET("/tickets/{id}", { params: { path: { id: t._id } } });
    expect(res.response.status).toBe(404);
    expect(res.error).toMatchObject({ code: "ticket_not_found" });
    const livePatch = await h.live.PATCH("/tickets/{id}", { params: { path: { id: t._id } }, body: { status: "closed" } });
    expect(livePatch.response.status).toBe(404);
    const liveComment = await h.live.POST("/tickets/{id}/comments", { params: { path: { id: t._id } }, body: { body: "x" } });
    expect(liveComment.response.status).toBe(404);
    expect((await h.live.GET("/tickets/{id}/comments", { params: { path: { id: t._id } } })).response.status).toBe(404);
    expect((await getTicket(t._id)).status).toBe("open");
  });

  it("keeps test tickets out of live lists, searches and contact filters", async () => {
    const external_id = uid();
    const w = word();
    const t = await createTicket({ contact: { external_id }, title: `Isolated ${w}` });
    const all: string[] = [];
    let before: string | undefined;
    do {
      const page = await listTickets({ limit: 100, before }, h.live);
      all.push(...page.items.map((x) => x._id));
      before = page.nextCursor ?? undefined;
    } while (before);
    expect(all).not.toContain(t._id);
    expect((await listTickets({ q: w }, h.live)).items).toEqual([]);
    expect((await listTickets({ contact_id: external_id }, h.live)).items).toEqual([]);
    expect((await listTickets({ contact_id: t.contact._id }, h.live)).items).toEqual([]);
    expect((await listTickets({ q: w })).items.map((x) => x._id)).toEqual([t._id]);
  });

  it("gives the same external_id a separate contact in each mode", async () => {
    const external_id = uid();
    const test = await createTicket({ contact: { external_id } });
    const live = await createTicket({ contact: { external_id } }, h.live);
    expect(live.contact._id).not.toBe(test.contact._id);
    expect((await listTickets({ contact_id: external_id }, h.live)).items.map((x) => x._id)).toEqual([live._id]);
    expect((await eventsOf(live._id))[0].space_id).not.toBe((await eventsOf(test._id))[0].space_id);
  });
});
