/**
 * The chat widget's API (issue 17, visitor side) through the SDK: public keys
 * only, visitor tokens that see only their own records, identity
 * verification, events from the desk's own services, long polling, CORS.
 */
import { createHmac } from "node:crypto";
import { createDeskClient, type DeskClient, type DeskSchemas, unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { apiError, type DeskHarness, raw, startDesk } from "./support/desk.js";

let h: DeskHarness;
let pkTest: string;
let pkLive: string;
/** The widget's client: the workspace's public test key as the bearer. */
let pk: DeskClient;

beforeAll(async () => {
  h = await startDesk({ webhooks: { widget: { pollMs: 50 } } });
  const ws = await unwrap(h.desk.GET("/workspace"));
  pkTest = ws.testPublicKey;
  pkLive = ws.publicKey;
  pk = createDeskClient({ baseUrl: h.baseUrl, apiKey: pkTest });
});
afterAll(() => h.close());

const header = (token: string) => ({ header: { "X-Visitor-Token": token } });
const session = (body: DeskSchemas["WidgetSessionCreate"] = {}, token?: string, client = pk) =>
  unwrap(client.POST("/widget/session", { params: token ? header(token) : {}, body }));
const startChat = (token: string, body = "Hi, the export fails") =>
  unwrap(pk.POST("/widget/conversations", { params: header(token), body: { body } }));
const feed = (token: string, id: string, query: { after?: string; wait?: number } = {}) =>
  unwrap(pk.GET("/widget/conversations/{id}/messages", { params: { ...header(token), path: { id }, query } }));
const eventsOfType = async (type: string) =>
  (await unwrap(h.desk.GET("/events", { params: { query: { type: type as never, limit: 100 } } }))).items as any[];

describe("public keys only", () => {
  it("refuses a secret key on the widget's routes (403 publishable_key_required) and a public key elsewhere (403 secret_key_required)", async () => {
    const err = await apiError(unwrap(h.desk.POST("/widget/session", { body: {} })));
    expect([err.status, err.code]).toEqual([403, "publishable_key_required"]);
    const other = await apiError(unwrap(pk.GET("/conversations")));
    expect([other.status, other.code]).toEqual([403, "secret_key_required"]);
    const settings = await apiError(unwrap(pk.GET("/widget_settings")));
    expect(settings.code).toBe("secret_key_required");
    expect((await raw(h, "POST", "/widget/session", { body: "{}", auth: "pk_test_nope" })).status).toBe(401);
  });

  it("writes to the key's mode: pk_test_ → test data, pk_live_ → live data", async () => {
    const live = createDeskClient({ baseUrl: h.baseUrl, apiKey: pkLive });
    const s = await session({}, undefined, live);
    const c = await unwrap(live.POST("/widget/conversations", { params: header(s.visitorToken), body: { body: "live hello" } }));
    expect((await h.live.GET("/conversations/{id}", { params: { path: { id: c._id } } })).response.status).toBe(200);
    expect((await h.desk.GET("/conversations/{id}", { params: { path: { id: c._id } } })).response.status).toBe(404);
  });
});

describe("visitors", () => {
  it("an anonymous visitor gets a contact of its own and a token that resumes it", async () => {
    const s = await session();
    expect(s.visitorToken).toMatch(/^vt_/);
    expect(s.visitor).toMatchObject({ identified: false, verified: false, name: null });
    const again = await session({}, s.visitorToken);
    expect(again).toEqual(s);
    const contact = await unwrap(h.desk.GET("/contacts/{id}", { params: { path: { id: s.visitor.contactId! } } }));
    expect(contact.external_id).toMatch(/^visitor:/);
    // An unknown token starts a new visitor rather than failing.
    const fresh = await session({}, "vt_unknown_token_000000000000");
    expect(fresh.visitor.contactId).not.toBe(s.visitor.contactId);
  });

  it("a visitor token sees only its own conversations", async () => {
    const a = await session();
    const b = await session();
    const c = await startChat(a.visitorToken);
    expect((await unwrap(pk.GET("/widget/conversations", { params: header(a.visitorToken) }))).items.map((x) => x._id)).toEqual([c._id]);
    expect((await unwrap(pk.GET("/widget/conversations", { params: header(b.visitorToken) }))).items).toEqual([]);
    // Thunks, one call at a time: an eager array would leave the later rejections unhandled while the first is awaited.
    for (const call of [
      () => feed(b.visitorToken, c._id),
      () => unwrap(pk.POST("/widget/conversations/{id}/messages", { params: { ...header(b.visitorToken), path: { id: c._id } }, body: { body: "mine now" } })),
      () => unwrap(pk.POST("/widget/conversations/{id}/csat", { params: { ...header(b.visitorToken), path: { id: c._id } }, body: { rating: 1 } })),
    ]) {
      const err = await apiError(call());
      expect([err.status, err.code]).toEqual([404, "conversation_not_found"]);
    }
    const bad = await apiError(unwrap(pk.GET("/widget/conversations", { params: header("vt_not_a_real_token_at_all_00") })));
    expect([bad.status, bad.code]).toEqual([401, "invalid_visitor_token"]);
    expect((await raw(h, "GET", "/widget/conversations", { auth: pkTest })).status).toBe(400); // no token at all
  });
});

describe("conversations from the widget", () => {
  it("the first message emits conversation.created and message.created (author contact); each next one message.created", async () => {
    const s = await session();
    const c = await startChat(s.visitorToken, "First words");
    const created = (await eventsOfType("conversation.created")).find((e) => e.data._id === c._id);
    expect(created.data.contact._id).toBe(s.visitor.contactId);
    const m = await unwrap(pk.POST("/widget/conversations/{id}/messages", { params: { ...header(s.visitorToken), path: { id: c._id } }, body: { body: "More words" } }));
    expect(m.author).toBe("contact");
    const messages = (await eventsOfType("message.created")).filter((e) => e.data.conversationId === c._id).map((e) => [e.data.body, e.data.author]);
    expect(messages.reverse()).toEqual([["First words", "contact"], ["More words", "contact"]]);
  });

  it("shows public replies, never internal notes; a waiting feed answers as soon as a reply arrives", async () => {
    const s = await session();
    const c = await startChat(s.visitorToken);
    await unwrap(h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "internal: VIP", visibility: "internal" } }));
    const first = await feed(s.visitorToken, c._id);
    expect(first.items.map((m) => m.body)).toEqual(["Hi, the export fails"]);
    const started = Date.now();
    const waiting = feed(s.visitorToken, c._id, { after: first.cursor, wait: 10 });
    await new Promise((r) => setTimeout(r, 150));
    await unwrap(h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "We are on it", author_name: "Sam" } }));
    const next = await waiting;
    expect(Date.now() - started).toBeLessThan(3000);
    expect(next.items.map((m) => [m.body, m.author, m.author_name])).toEqual([["We are on it", "team", "Sam"]]);
    // Nothing new: a feed without wait answers at once with no items and the same cursor.
    const idle = await feed(s.visitorToken, c._id, { after: next.cursor });
    expect([idle.items, idle.cursor]).toEqual([[], next.cursor]);
    expect((await raw(h, "GET", `/widget/conversations/${c._id}/messages?after=bad`, { auth: pkTest, headers: { "x-visitor-token": s.visitorToken } })).body.code).toBe("invalid_request");
  });

  it("resolving wakes the feed; the visitor rates once (csat.received)", async () => {
    const s = await session();
    const c = await startChat(s.visitorToken);
    const first = await feed(s.visitorToken, c._id);
    const early = await apiError(unwrap(pk.POST("/widget/conversations/{id}/csat", { params: { ...header(s.visitorToken), path: { id: c._id } }, body: { rating: 5 } })));
    expect(early.code).toBe("conversation_not_resolved");
    const waiting = feed(s.visitorToken, c._id, { after: first.cursor, wait: 10 });
    await unwrap(h.desk.PATCH("/conversations/{id}", { params: { path: { id: c._id } }, body: { status: "resolved" } }));
    expect((await waiting).conversation).toMatchObject({ status: "resolved", rated: false });
    const rating = await unwrap(pk.POST("/widget/conversations/{id}/csat", { params: { ...header(s.visitorToken), path: { id: c._id } }, body: { rating: 5, comment: "Quick!" } }));
    expect(rating).toMatchObject({ rating: 5, comment: "Quick!", conversationId: c._id });
    expect((await eventsOfType("csat.received")).some((e) => e.data._id === rating._id)).toBe(true);
    const twice = await apiError(unwrap(pk.POST("/widget/conversations/{id}/csat", { params: { ...header(s.visitorToken), path: { id: c._id } }, body: { rating: 4 } })));
    expect(twice.code).toBe("csat_already_received");
  });

  it("the comment follows the rating as an update of it, once (csat.updated); before a rating it is 404 csat_not_found", async () => {
    const s = await session();
    const c = await startChat(s.visitorToken);
    await unwrap(h.desk.PATCH("/conversations/{id}", { params: { path: { id: c._id } }, body: { status: "resolved" } }));
    const comment = (text: string) => unwrap(pk.POST("/widget/conversations/{id}/csat/comment", { params: { ...header(s.visitorToken), path: { id: c._id } }, body: { comment: text } }));
    expect(await apiError(comment("Too early"))).toMatchObject({ status: 404, code: "csat_not_found" });
    const rating = await unwrap(pk.POST("/widget/conversations/{id}/csat", { params: { ...header(s.visitorToken), path: { id: c._id } }, body: { rating: 4 } }));
    expect(rating).toMatchObject({ rating: 4, comment: null });
    const updated = await comment("Helpful, a bit slow");
    expect(updated).toEqual({ ...rating, comment: "Helpful, a bit slow" });
    expect((await eventsOfType("csat.updated")).find((e) => e.data._id === rating._id)?.data).toEqual(updated);
    expect(await apiError(comment("Changed my mind"))).toMatchObject({ status: 409, code: "csat_comment_exists" });
  });
});

describe("identity verification", () => {
  const hashOf = (secret: string, externalId: string) => createHmac("sha256", secret).update(externalId).digest("hex");

  it("verifies user_hash with the workspace's identity secret; a bad hash is refused; rotation invalidates old hashes", async () => {
    const { identitySecret } = await unwrap(h.desk.GET("/widget_settings"));
    expect(identitySecret).toMatch(/^wis_/);
    const good = await session({ identity: { external_id: "user-7", name: "Ann", email: "ann@example.com", user_hash: hashOf(identitySecret, "user-7") } });
    expect(good.visitor).toMatchObject({ identified: true, verified: true, name: "Ann", email: "ann@example.com" });
    const bad = await apiError(session({ identity: { external_id: "user-7", user_hash: hashOf(identitySecret, "user-8") } }));
    expect([bad.status, bad.code]).toEqual([401, "identity_verification_failed"]);
    const rotated = await unwrap(h.desk.POST("/widget_settings/rotate_secret"));
    expect(rotated.identitySecret).not.toBe(identitySecret);
    expect((await apiError(session({ identity: { external_id: "user-7", user_hash: hashOf(identitySecret, "user-7") } }))).code).toBe("identity_verification_failed");
    expect((await session({ identity: { external_id: "user-7", user_hash: hashOf(rotated.identitySecret, "user-7") } })).visitor.verified).toBe(true);
  });

  it("when verification is required, an identity without a hash is refused", async () => {
    await unwrap(h.desk.PATCH("/widget_settings", { body: { identityVerificationRequired: true } }));
    try {
      const err = await apiError(session({ identity: { external_id: "user-9" } }));
      expect([err.status, err.code]).toEqual([401, "identity_verification_failed"]);
      // Anonymous visitors are still welcome.
      expect((await session()).visitor.identified).toBe(false);
    } finally {
      await unwrap(h.desk.PATCH("/widget_settings", { body: { identityVerificationRequired: false } }));
    }
  });

  it("a verified visitor sees the contact's conversations and tickets (public comments only); an unverified one only what it started", async () => {
    const { identitySecret } = await unwrap(h.desk.GET("/widget_settings"));
    const server = await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id: "user-42", name: "Bo" }, body: "via the API" } }));
    const ticket = await unwrap(h.desk.POST("/tickets", { body: { contact: { external_id: "user-42" }, type: "bug", title: "Export fails" } }));
    await unwrap(h.desk.POST("/tickets/{id}/comments", { params: { path: { id: ticket._id } }, body: { body: "Fixed in 1.2", author_name: "Sam" } }));
    await unwrap(h.desk.POST("/tickets/{id}/comments", { params: { path: { id: ticket._id } }, body: { body: "internal only", visibility: "internal" } }));

    const unverified = await session({ identity: { external_id: "user-42", name: "Mallory" } });
    // Answered only what it sent; the known contact is not renamed.
    expect(unverified.visitor).toEqual({ contactId: null, identified: true, verified: false, name: "Mallory", email: null });
    expect((await unwrap(h.desk.GET("/contacts/{id}", { params: { path: { id: "user-42" } } }))).name).toBe("Bo");
    expect((await unwrap(pk.GET("/widget/conversations", { params: header(unverified.visitorToken) }))).items).toEqual([]);
    expect((await apiError(feed(unverified.visitorToken, server._id))).code).toBe("conversation_not_found");
    expect((await unwrap(pk.GET("/widget/tickets", { params: header(unverified.visitorToken) }))).items).toEqual([]);
    const own = await startChat(unverified.visitorToken);
    expect((await unwrap(pk.GET("/widget/conversations", { params: header(unverified.visitorToken) }))).items.map((c) => c._id)).toEqual([own._id]);

    const verified = await session({ identity: { external_id: "user-42", user_hash: hashOf(identitySecret, "user-42") } }, unverified.visitorToken);
    expect(verified.visitorToken).not.toBe(unverified.visitorToken); // more trust, new token
    expect((await unwrap(pk.GET("/widget/conversations", { params: header(verified.visitorToken) }))).items.map((c) => c._id)).toEqual([own._id, server._id]);
    const tickets = await unwrap(pk.GET("/widget/tickets", { params: header(verified.visitorToken) }));
    expect(tickets.items.map((t) => [t.number, t.title, t.comments.map((c) => c.body)])).toEqual([[ticket.number, "Export fails", ["Fixed in 1.2"]]]);
  });
});

describe("unverified identities and stored personal data", () => {
  it("an unverified identity is answered only what it sent, never the stored contact's name, e-mail or id; known and unknown ids answer alike", async () => {
    await unwrap(h.desk.POST("/contacts", { body: { external_id: "user-500", name: "Carol Real", email: "carol@example.com" } }));
    const known = await session({ identity: { external_id: "user-500" } });
    const unknown = await session({ identity: { external_id: "user-nobody-500" } });
    const blank = { contactId: null, name: null, email: null, identified: true, verified: false };
    expect(known.visitor).toEqual(blank);
    expect(unknown.visitor).toEqual(blank);
    // With claims: each is told its own claims back, whatever the contact holds.
    const claims = { name: "Mallory", email: "mallory@example.com" };
    const knownWithClaims = await session({ identity: { external_id: "user-500", ...claims } });
    const unknownWithClaims = await session({ identity: { external_id: "user-nobody-501", ...claims } });
    expect(knownWithClaims.visitor).toEqual({ ...blank, ...claims });
    expect(unknownWithClaims.visitor).toEqual({ ...blank, ...claims });
    // Resuming the token (no identity) answers the same, and so do its messages' author names.
    expect((await session({}, knownWithClaims.visitorToken)).visitor).toEqual({ ...blank, ...claims });
    const c = await startChat(knownWithClaims.visitorToken);
    await unwrap(pk.POST("/widget/conversations/{id}/messages", { params: { ...header(knownWithClaims.visitorToken), path: { id: c._id } }, body: { body: "again" } }));
    expect((await feed(knownWithClaims.visitorToken, c._id)).items.map((m) => m.author_name)).toEqual(["Mallory", "Mallory"]);
    // The stored contact is untouched and still the one the team sees.
    const stored = await unwrap(h.desk.GET("/contacts/{id}", { params: { path: { id: "user-500" } } }));
    expect([stored.name, stored.email]).toEqual(["Carol Real", "carol@example.com"]);
    // A verified identity still gets its contact's data.
    const { identitySecret } = await unwrap(h.desk.GET("/widget_settings"));
    const hash = createHmac("sha256", identitySecret).update("user-500").digest("hex");
    const verified = await session({ identity: { external_id: "user-500", user_hash: hash } });
    expect(verified.visitor).toEqual({ contactId: stored._id, name: "Carol Real", email: "carol@example.com", identified: true, verified: true });
  });
});

describe("CORS", () => {
  it("answers preflights and requests of the widget's routes for any origin when none are configured; other routes send no CORS headers", async () => {
    const pre = await fetch(`${h.baseUrl}/widget/session`, {
      method: "OPTIONS",
      headers: { origin: "https://shop.example", "access-control-request-method": "POST", "access-control-request-headers": "authorization,content-type,x-visitor-token" },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("*");
    expect(pre.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("x-visitor-token");
    const res = await fetch(`${h.baseUrl}/widget/session`, {
      method: "POST",
      headers: { origin: "https://shop.example", authorization: `Bearer ${pkTest}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const other = await fetch(`${h.baseUrl}/conversations`, { headers: { origin: "https://shop.example", authorization: `Bearer ${h.testKey}` } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const otherPre = await fetch(`${h.baseUrl}/conversations`, { method: "OPTIONS", headers: { origin: "https://shop.example", "access-control-request-method": "GET" } });
    expect(otherPre.status).toBe(404);
  });

  it("allows only the configured origins", async () => {
    const limited = await startDesk({ http: { widgetOrigins: ["https://shop.example"] } });
    try {
      const ws = await unwrap(limited.desk.GET("/workspace"));
      const ask = (origin: string) =>
        fetch(`${limited.baseUrl}/widget/session`, {
          method: "POST",
          headers: { origin, authorization: `Bearer ${ws.testPublicKey}`, "content-type": "application/json" },
          body: "{}",
        });
      expect((await ask("https://shop.example")).headers.get("access-control-allow-origin")).toBe("https://shop.example");
      expect((await ask("https://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
    } finally {
      await limited.close();
    }
  });
});

describe("rate limits", () => {
  it("limits each visitor, and each address, per minute", async () => {
    const limited = await startDesk({ webhooks: { widget: { perVisitorPerMinute: 3 } }, http: { widgetPerAddressPerMinute: 8 } });
    try {
      const ws = await unwrap(limited.desk.GET("/workspace"));
      const client = createDeskClient({ baseUrl: limited.baseUrl, apiKey: ws.testPublicKey });
      const s = await unwrap(client.POST("/widget/session", { body: {} }));
      const list = () => client.GET("/widget/conversations", { params: header(s.visitorToken) });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await list()).response.status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const more: number[] = [];
      for (let i = 0; i < 4; i++) more.push((await client.POST("/widget/session", { body: {} })).response.status);
      expect(more).toEqual([201, 201, 201, 429]); // 8 per address: 1 + 4 + 3
    } finally {
      await limited.close();
    }
  });
});

describe("new visitors per workspace", () => {
  it("caps new anonymous or unverified visitors per workspace mode and minute (429 too_many_new_visitors); resumed tokens, verified identities and the other mode pass", async () => {
    const clock = manualClock(Date.UTC(2026, 2, 1, 9, 0, 0));
    const capped = await startDesk({ clock, webhooks: { widget: { newVisitorsPerMinute: 3 } } });
    try {
      const ws = await unwrap(capped.desk.GET("/workspace"));
      const test = createDeskClient({ baseUrl: capped.baseUrl, apiKey: ws.testPublicKey });
      const live = createDeskClient({ baseUrl: capped.baseUrl, apiKey: ws.publicKey });
      const start = (body: DeskSchemas["WidgetSessionCreate"], client = test, token?: string) =>
        client.POST("/widget/session", { params: token ? header(token) : {}, body });
      const first = await unwrap(start({}));
      await unwrap(start({ identity: { external_id: "cap-1" } }));
      await unwrap(start({}));
      const over = await start({});
      expect(over.response.status).toBe(429);
      expect(over.error).toMatchObject({ code: "too_many_new_visitors", data: { retryAfterSeconds: 60 } });
      expect(over.response.headers.get("retry-after")).toBe("60");
      expect((await start({ identity: { external_id: "cap-2", name: "Eve" } })).error).toMatchObject({ code: "too_many_new_visitors" });
      const contacts = await unwrap(capped.desk.GET("/contacts", { params: { query: { limit: 100 } } }));
      expect(contacts.items).toHaveLength(3); // the refused ones made no contact
      // A returning visitor resumes; a verified identity is not counted; the live key has its own cap.
      expect((await unwrap(start({}, test, first.visitorToken))).visitorToken).toBe(first.visitorToken);
      const { identitySecret } = await unwrap(capped.desk.GET("/widget_settings"));
      const hash = createHmac("sha256", identitySecret).update("cap-3").digest("hex");
      expect((await unwrap(start({ identity: { external_id: "cap-3", user_hash: hash } }))).visitor.verified).toBe(true);
      expect((await start({}, live)).response.status).toBe(201);
      // The next minute admits new visitors again.
      clock.advance(60_000);
      expect((await start({})).response.status).toBe(201);
    } finally {
      await capped.close();
    }
  });
});

describe("TANDEM_WIDGET_ORIGINS", () => {
  it("reads comma-separated origins; anything that is not a bare origin stops the start", async () => {
    const { origins } = await import("../src/platform/config.js");
    expect(origins(" https://shop.example, http://localhost:3000 ,", "X")).toEqual(["https://shop.example", "http://localhost:3000"]);
    expect(origins(undefined, "X")).toEqual([]);
    for (const bad of ["shop.example", "https://shop.example/path", "ftp://shop.example"]) expect(() => origins(bad, "X")).toThrow(/X must list origins/);
  });
});
