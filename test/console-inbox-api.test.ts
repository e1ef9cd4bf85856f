/**
 * The console's inbox API (issue 31 §3, §5) through the app's own client on a real server: inbox
 * rows (preview, contact, last message time, unread per operator), the live refresh's changes (the
 * desk's event sequence, from the database: two nodes on one PostgreSQL agree), assignees, the
 * operator's name on what it writes, ticket and feedback triage, CSAT, keyset paging.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN } from "./support/cli.js";
import { unwrap } from "../console/src/client.js";
import { buildDeskApi, openTandem, type Tandem } from "../src/tandem.js";
import { manualClock } from "../src/platform/clock.js";
import { createApiKey } from "../src/platform/auth/keys.service.js";
import { csatScores, isUnread, preview } from "../src/console/inbox.rules.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";
import { type FreshPostgres, freshPostgres } from "./support/postgres.js";

const q = { mode: "test" as const };
const DANA = { email: "dana.scully@example.com", password: "a long enough passphrase", name: "Dana Scully" };

describe("console inbox API", () => {
  const clock = manualClock(Date.UTC(2026, 10, 20, 9, 0, 0));
  let h: ConsoleHarness;
  beforeAll(async () => {
    h = await startConsole({ clock });
    await h.tandem.console.operators.create(h.tandem.store.read, DANA.email, DANA.password, { name: DANA.name });
  });
  afterAll(() => h.close());

  // One session per operator while it lasts (12 hours of the test clock): sign-ins are rate limited (10 a minute).
  const sessions = new Map<string, { client: ReturnType<ConsoleHarness["client"]>; at: number }>();
  const signIn = async (who: { email: string; password: string } = OPERATOR) => {
    const open = sessions.get(who.email);
    if (open && clock.now() - open.at < 11 * 3_600_000) return open.client;
    const c = h.client();
    c.setSession(await unwrap(c.POST("/session", { body: { email: who.email, password: who.password } })));
    sessions.set(who.email, { client: c, at: clock.now() });
    return c;
  };
  const desk = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${h.deskOrigin}/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${h.deskKey}`, ...(body !== undefined && { "content-type": "application/json" }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as { data: T };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  /** A conversation started by a contact through the Support Desk API (as a visitor's form would). */
  const start = (externalId: string, body: string, subject?: string) =>
    desk<{ _id: string }>("POST", "/conversations", { contact: { external_id: externalId, name: `Name ${externalId}`, email: `${externalId}@example.com` }, body, ...(subject && { subject }) });
  /** A visitor of the chat widget (its public key and a visitor token): starts conversations and writes in them. */
  const visitor = async () => {
    const pk = (await desk<{ testPublicKey: string }>("GET", "/workspace")).testPublicKey;
    const call = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
      const res = await fetch(`${h.deskOrigin}/v1/widget${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${pk}`, "content-type": "application/json", ...(token && { "x-visitor-token": token }) },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { data: T };
      if (!res.ok) throw new Error(`widget ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    const { visitorToken } = await call<{ visitorToken: string }>("/session", {});
    return {
      start: (body: string) => call<{ _id: string }>("/conversations", { body }, visitorToken),
      write: (id: string, body: string) => call<{ _id: string }>(`/conversations/${id}/messages`, { body }, visitorToken),
    };
  };

  it("rows show the subject or the first message's text, the contact and the last message time; unread per operator until it opens the conversation", async () => {
    const withSubject = await start("row-1", "Body of the first", "Billing question");
    clock.advance(1_000);
    const withoutSubject = await start("row-2", "  The export\n button   does nothing  ");
    const ops = await signIn();
    const dana = await signIn(DANA);
    const list = await unwrap(ops.GET("/conversations", { params: { query: { ...q, limit: 2 } } }));
    expect(list.items.map((r) => [r._id, r.preview, r.contact.name, r.unread])).toEqual([
      [withoutSubject._id, "The export button does nothing", "Name row-2", true],
      [withSubject._id, "Billing question", "Name row-1", true],
    ]);
    expect(list.items[0]!.lastMessageAt).toBe(new Date(clock.now()).toISOString());
    expect(list.items[0]!.lastContactMessageAt).toBe(new Date(clock.now()).toISOString());

    // Opening marks it read for this operator only.
    clock.advance(1_000);
    const opened = await unwrap(ops.POST("/conversations/{id}/read", { params: { path: { id: withoutSubject._id }, query: q } }));
    expect(opened.unread).toBe(false);
    const unreadOf = async (c: typeof ops, id: string) => (await unwrap(c.GET("/conversations", { params: { query: q } }))).items.find((r) => r._id === id)!.unread;
    expect(await unreadOf(ops, withoutSubject._id)).toBe(false);
    expect(await unreadOf(dana, withoutSubject._id)).toBe(true);

    // The team's reply does not make it unread; the contact's next message does.
    clock.advance(1_000);
    await unwrap(dana.POST("/conversations/{id}/messages", { params: { path: { id: withoutSubject._id }, query: q }, body: { body: "Looking into it" } }));
    expect(await unreadOf(ops, withoutSubject._id)).toBe(false);
    // A widget visitor's conversation: unread until opened, and again after the visitor writes.
    const v = await visitor();
    const chat = await v.start("Hi from the widget");
    expect(await unreadOf(ops, chat._id)).toBe(true);
    await unwrap(ops.POST("/conversations/{id}/read", { params: { path: { id: chat._id }, query: q } }));
    expect(await unreadOf(ops, chat._id)).toBe(false);
    clock.advance(1_000);
    await v.write(chat._id, "Anyone there?");
    expect(await unreadOf(ops, chat._id)).toBe(true);
    expect(await unreadOf(dana, chat._id)).toBe(true);

    const missing = await ops.POST("/conversations/{id}/read", { params: { path: { id: "0".repeat(24) }, query: q } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ code: "conversation_not_found" });
  });

  it("replies, notes and ticket comments from the console carry the operator's display name, else its e-mail's local part (an author_name sent is replaced)", async () => {
    const conv = await start("author-1", "Need help");
    const ops = await signIn();
    const dana = await signIn(DANA);
    const reply = await unwrap(dana.POST("/conversations/{id}/messages", { params: { path: { id: conv._id }, query: q }, body: { body: "On it", author_name: "Someone Else" } }));
    expect(reply).toMatchObject({ author: "team", author_name: "Dana Scully", visibility: "public" });
    const note = await unwrap(ops.POST("/conversations/{id}/messages", { params: { path: { id: conv._id }, query: q }, body: { body: "Known bug", visibility: "internal" } }));
    expect(note).toMatchObject({ author_name: "ops", visibility: "internal" });
    // What the visitor's side (the desk API) reads back.
    const msgs = await desk<{ items: { author_name: string | null }[] }>("GET", `/conversations/${conv._id}/messages`);
    expect(msgs.items.map((m) => m.author_name)).toEqual(["ops", "Dana Scully", "Name author-1"]);

    const ticket = await desk<{ _id: string }>("POST", "/tickets", { contact: { external_id: "author-1" }, type: "bug", title: "Export broken" });
    const comment = await unwrap(dana.POST("/tickets/{id}/comments", { params: { path: { id: ticket._id }, query: q }, body: { body: "Reproduced", visibility: "internal" } }));
    expect(comment).toMatchObject({ author_name: "Dana Scully", visibility: "internal", ticketId: ticket._id });
    const publicComment = await unwrap(ops.POST("/tickets/{id}/comments", { params: { path: { id: ticket._id }, query: q }, body: { body: "Fixed in 2.1" } }));
    expect(publicComment).toMatchObject({ author_name: "ops", visibility: "public" });
    const blank = await ops.POST("/tickets/{id}/comments", { params: { path: { id: ticket._id }, query: q }, body: { body: "   " } });
    expect(blank.response.status).toBe(400);
    expect(blank.error).toMatchObject({ code: "invalid_request" });
  });

  it("assignees are the workspace's operators with their display names; assigning a conversation and a ticket to one", async () => {
    const ops = await signIn();
    const assignees = (await unwrap(ops.GET("/inbox/assignees"))).items;
    expect(assignees.map((a) => [a.email, a.displayName])).toEqual([
      [OPERATOR.email, "ops"],
      [DANA.email, "Dana Scully"],
    ]);
    const dana = assignees[1]!;
    const conv = await start("assign-1", "Please assign me");
    const assigned = await unwrap(ops.PATCH("/conversations/{id}", { params: { path: { id: conv._id }, query: q }, body: { assigneeId: dana.id, assigneeName: dana.displayName } }));
    expect(assigned).toMatchObject({ assigneeId: dana.id, assigneeName: "Dana Scully" });
    const row = (await unwrap(ops.GET("/conversations", { params: { query: q } }))).items.find((r) => r._id === conv._id)!;
    expect(row).toMatchObject({ assigneeName: "Dana Scully", status: "open" });

    const ticket = await desk<{ _id: string }>("POST", "/tickets", { contact: { external_id: "assign-1" }, type: "question", title: "How do I export?" });
    const updated = await unwrap(
      ops.PATCH("/tickets/{id}", { params: { path: { id: ticket._id }, query: q }, body: { status: "pending", priority: "urgent", type: "bug", tags: ["export"], assigneeId: dana.id } }),
    );
    expect(updated).toMatchObject({ status: "pending", priority: "urgent", type: "bug", tags: ["export"], assigneeId: dana.id });
    const empty = await ops.PATCH("/tickets/{id}", { params: { path: { id: ticket._id }, query: q }, body: {} });
    expect(empty.response.status).toBe(400);
    const bad = await ops.PATCH("/tickets/{id}", { params: { path: { id: ticket._id }, query: q }, body: { status: "nonsense" as never } });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ code: "invalid_request" });
  });

  it("feedback triage: status, the public reply and tags; votes shown", async () => {
    const ops = await signIn();
    const fb = await desk<{ _id: string }>("POST", "/feedback", { contact: { external_id: "fb-1" }, kind: "idea", title: "Dark mode" });
    await desk("POST", `/feedback/${fb._id}/votes`, { contact: { external_id: "fb-2" } });
    const triaged = await unwrap(ops.PATCH("/feedback/{id}", { params: { path: { id: fb._id }, query: q }, body: { status: "planned", reply: "Coming in March", tags: ["ui"] } }));
    expect(triaged).toMatchObject({ status: "planned", reply: "Coming in March", tags: ["ui"], votes: 1 });
    const listed = (await unwrap(ops.GET("/feedback", { params: { query: { ...q, status: "planned" } } }))).items;
    expect(listed.map((f) => [f._id, f.votes])).toEqual([[fb._id, 1]]);
    const unknown = await ops.PATCH("/feedback/{id}", { params: { path: { id: "0".repeat(24) }, query: q }, body: { status: "planned" } });
    expect(unknown.response.status).toBe(404);
  });

  it("changes: the mode's event sequence; what a visitor or the API wrote after it names its conversation; more than 100 events says reload", async () => {
    const ops = await signIn();
    const first = await unwrap(ops.GET("/inbox/changes", { params: { query: q } }));
    expect(first.conversationIds).toEqual([]);
    expect(await unwrap(ops.GET("/inbox/changes", { params: { query: { ...q, after: first.sequence } } }))).toEqual({ sequence: first.sequence, conversationIds: [], more: false });
    const a = await start("live-1", "hello");
    const b = await start("live-2", "hi");
    await desk("POST", `/conversations/${a._id}/messages`, { body: "reply" });
    const changed = await unwrap(ops.GET("/inbox/changes", { params: { query: { ...q, after: first.sequence } } }));
    expect(changed.conversationIds).toEqual([a._id, b._id]);
    expect(changed.sequence).toBeGreaterThan(first.sequence);
    expect(changed.more).toBe(false);
    // Live mode has events of its own (none here).
    expect((await unwrap(ops.GET("/inbox/changes", { params: { query: { mode: "live", after: 0 } } }))).conversationIds).toEqual([]);
    for (let i = 0; i < 51; i++) await start(`many-${i}`, "x"); // two events each
    expect((await unwrap(ops.GET("/inbox/changes", { params: { query: { ...q, after: changed.sequence } } }))).more).toBe(true);
    const negative = await ops.GET("/inbox/changes", { params: { query: { ...q, after: -1 } } });
    expect(negative.response.status).toBe(400);
  });

  it("lists page by keyset (Next with nextCursor, Previous by the cursor before) and filter by status and search", async () => {
    const ops = await signIn();
    const mine = [];
    for (let i = 0; i < 5; i++) mine.push((await start(`page-${i}`, `paging needle ${i}`))._id);
    const p1 = await unwrap(ops.GET("/conversations", { params: { query: { ...q, q: "needle", limit: 2 } } }));
    const p2 = await unwrap(ops.GET("/conversations", { params: { query: { ...q, q: "needle", limit: 2, before: p1.nextCursor! } } }));
    const p3 = await unwrap(ops.GET("/conversations", { params: { query: { ...q, q: "needle", limit: 2, before: p2.nextCursor! } } }));
    expect([...p1.items, ...p2.items, ...p3.items].map((r) => r._id)).toEqual([...mine].reverse());
    expect(p3.nextCursor).toBeNull();
    await unwrap(ops.PATCH("/conversations/{id}", { params: { path: { id: mine[0]! }, query: q }, body: { status: "resolved" } }));
    expect((await unwrap(ops.GET("/conversations", { params: { query: { ...q, q: "needle", status: "resolved" } } }))).items.map((r) => r._id)).toEqual([mine[0]]);
    const tooMany = await ops.GET("/conversations", { params: { query: { ...q, limit: 101 } } });
    expect(tooMany.response.status).toBe(400);
  });

  it("the list orders by the last message: a new message on an old conversation brings it first and the poll names it; the Support Desk API still orders by creation", async () => {
    const ops = await signIn();
    clock.advance(60_000);
    const old = await start("activity-old", "activity needle old");
    clock.advance(1_000);
    const young = await start("activity-young", "activity needle young");
    const ids = async () => (await unwrap(ops.GET("/conversations", { params: { query: { ...q, q: "activity" } } }))).items.map((r) => r._id);
    expect(await ids()).toEqual([young._id, old._id]);
    const seen = await unwrap(ops.GET("/inbox/changes", { params: { query: q } }));
    clock.advance(1_000);
    await desk("POST", `/conversations/${old._id}/messages`, { body: "a reply on the old one" });
    // What the app's 2 s poll sees, then what its reload answers: the old conversation first.
    expect((await unwrap(ops.GET("/inbox/changes", { params: { query: { ...q, after: seen.sequence } } }))).conversationIds).toEqual([old._id]);
    expect(await ids()).toEqual([old._id, young._id]);
    expect((await unwrap(ops.GET("/conversations", { params: { query: { ...q, limit: 1 } } }))).items[0]!._id).toBe(old._id);
    const byCreation = await desk<{ items: { _id: string }[]; nextCursor: string | null }>("GET", "/conversations?q=activity");
    expect(byCreation.items.map((c) => c._id)).toEqual([young._id, old._id]);
    // Each order's cursor is its own: the Support Desk API's is refused here.
    const deskPage = await desk<{ nextCursor: string | null }>("GET", "/conversations?limit=1");
    const mixed = await ops.GET("/conversations", { params: { query: { ...q, before: deskPage.nextCursor! } } });
    expect(mixed.response.status).toBe(400);
  });

  it("CSAT: a conversation's rating, and the score per UTC day over the last days", async () => {
    const ops = await signIn();
    const conv = await start("csat-1", "rate me");
    expect(await unwrap(ops.GET("/conversations/{id}/csat", { params: { path: { id: conv._id }, query: q } }))).toEqual({ csat: null });
    await unwrap(ops.PATCH("/conversations/{id}", { params: { path: { id: conv._id }, query: q }, body: { status: "resolved" } }));
    await desk("POST", `/conversations/${conv._id}/csat`, { rating: 4, comment: "quick" });
    expect(await unwrap(ops.GET("/conversations/{id}/csat", { params: { path: { id: conv._id }, query: q } }))).toEqual({
      csat: { rating: 4, comment: "quick", createdAt: new Date(clock.now()).toISOString() },
    });
    clock.advance(86_400_000);
    const ops2 = await signIn(); // the first session ended after 12 hours
    const other = await start("csat-2", "rate me too");
    await unwrap(ops2.PATCH("/conversations/{id}", { params: { path: { id: other._id }, query: q }, body: { status: "resolved" } }));
    await desk("POST", `/conversations/${other._id}/csat`, { rating: 1 });
    const scores = await unwrap(ops2.GET("/csat/scores", { params: { query: { ...q, days: 7 } } }));
    expect(scores).toEqual({
      days: [
        { day: "2026-11-20", ratings: 1, average: 4, score: 100 },
        { day: "2026-11-21", ratings: 1, average: 1, score: 0 },
      ],
      ratings: 2,
      average: 2.5,
      score: 50,
    });
    expect((await unwrap(ops2.GET("/csat/scores", { params: { query: { ...q, days: 1 } } }))).days.map((d) => d.day)).toEqual(["2026-11-21"]);
    expect((await ops2.GET("/csat/scores", { params: { query: { ...q, days: 367 } } })).response.status).toBe(400);
    expect((await ops2.GET("/conversations/{id}/csat", { params: { path: { id: "0".repeat(24) }, query: q } })).error).toMatchObject({ code: "conversation_not_found" });
  });
});

describe("tandem operators create --name", () => {
  const dir = mkdtempSync(join(tmpdir(), "tandem-operator-names-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (args: string[], input = "") => spawnSync("node", [BIN, ...args, "--db", join(dir, "t.db")], { encoding: "utf8", input });

  it("stores the display name (trimmed) and lists it; without one the e-mail's local part is shown; a blank name is refused", () => {
    const named = run(["operators", "create", "--email", "ada@example.com", "--name", "  Ada Lovelace ", "--json"], "a long passphrase\n");
    expect(named.status, named.stderr).toBe(0);
    expect(JSON.parse(named.stdout)).toMatchObject({ email: "ada@example.com", name: "Ada Lovelace" });
    expect(run(["operators", "create", "--email", "grace.hopper@example.com"], "a long passphrase\n").status).toBe(0);
    const blank = run(["operators", "create", "--email", "blank@example.com", "--name", "   "], "a long passphrase\n");
    expect(blank.status).toBe(2);
    expect(blank.stderr).toContain("--name must have 1 to 200 characters");
    const list = JSON.parse(run(["operators", "list", "--json"]).stdout) as { email: string; name: string | null; displayName: string }[];
    expect(list.map((o) => [o.email, o.name, o.displayName])).toEqual([
      ["ada@example.com", "Ada Lovelace", "Ada Lovelace"],
      ["grace.hopper@example.com", null, "grace.hopper"],
    ]);
  });
});

describe("inbox rules", () => {
  it("a preview is the subject, else the first message, whitespace folded, cut at 140 characters with an ellipsis", () => {
    expect(preview("Subject", "body")).toBe("Subject");
    expect(preview(null, " a\n\tb ")).toBe("a b");
    expect(preview(null, null)).toBe("");
    const long = preview(null, "😀".repeat(200));
    expect([...long]).toHaveLength(140);
    expect(long.endsWith("…")).toBe(true);
  });
  it("unread: the contact wrote after the operator last opened it, or it was never opened", () => {
    expect(isUnread(null, null)).toBe(false);
    expect(isUnread(10, null)).toBe(true);
    expect(isUnread(10, 10)).toBe(false);
    expect(isUnread(11, 10)).toBe(true);
  });
  it("the CSAT score is the share of 4 and 5 over the period", () => {
    expect(csatScores([])).toEqual({ days: [], ratings: 0, average: null, score: null });
    expect(csatScores([{ day: Date.UTC(2026, 0, 2), ratings: 3, rating_sum: 10, satisfied: 2 }])).toEqual({
      days: [{ day: "2026-01-02", ratings: 3, average: 3.33, score: 66.7 }],
      ratings: 3,
      average: 3.33,
      score: 66.7,
    });
  });
});

describe.runIf(process.env.TANDEM_TEST_ENGINE === "postgres")("the inbox's changes across two nodes on one PostgreSQL", () => {
  let db: FreshPostgres;
  let a: Tandem;
  let b: Tandem;
  beforeAll(async () => {
    db = await freshPostgres("console_inbox_nodes");
    a = await openTandem(db.url, manualClock(Date.UTC(2026, 5, 1)));
    b = await openTandem(db.url, manualClock(Date.UTC(2026, 5, 1)));
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled([a?.close(), b?.close()]);
    await db?.stop();
  });

  it("a conversation written through node B's desk API is in node A's changes", async () => {
    const { buildConsoleApi } = await import("../src/tandem.js");
    await a.console.operators.create(a.store.read, OPERATOR.email, OPERATOR.password);
    const consoleA = await buildConsoleApi(a);
    const deskB = await buildDeskApi(b, { rateLimitPerMinute: 100_000 });
    try {
      const key = (await createApiKey(b, b.workspace.id, { api: "desk", mode: "test", kind: "secret" })).key;
      const signIn = await consoleA.inject({ method: "POST", url: "/v1/session", payload: OPERATOR });
      const cookie = String(signIn.headers["set-cookie"]).split(";")[0]!;
      const changes = async (after?: number) =>
        (await consoleA.inject({ method: "GET", url: `/v1/inbox/changes?mode=test${after === undefined ? "" : `&after=${after}`}`, headers: { cookie } })).json<{
          data: { sequence: number; conversationIds: string[] };
        }>().data;
      const before = await changes();
      const made = await deskB.inject({
        method: "POST",
        url: "/v1/conversations",
        headers: { authorization: `Bearer ${key}` },
        payload: { contact: { external_id: "node-b" }, body: "written on node B" },
      });
      expect(made.statusCode).toBe(201);
      const id = made.json<{ data: { _id: string } }>().data._id;
      expect((await changes(before.sequence)).conversationIds).toEqual([id]);
    } finally {
      await Promise.allSettled([consoleA.close(), deskB.close()]);
    }
  });
});
