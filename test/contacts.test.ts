import { type DeskOperations, type DeskSchemas, unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DeskHarness, raw, startDesk } from "./support/desk.js";
import { type TestSql, testSql } from "./support/sql.js";

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
/** A fresh external_id per call, so tests never share contacts. */
const uid = (prefix = "contact") => `${prefix}-${++counter}`;

/** Upsert through the SDK, keeping the HTTP status. */
async function upsert(body: DeskSchemas["ContactUpsert"], client = h.desk) {
  const { data, error, response } = await client.POST("/contacts", { body });
  return { status: response.status, data: data?.data, error: error as { code: string; message: string } | undefined };
}

const getContact = (id: string, client = h.desk) => client.GET("/contacts/{id}", { params: { path: { id } } });

/** `contact.updated` events in the outbox for one contact `_id`. */
const contactUpdatedEvents = async (contactId: string) =>
  // The text holds the id (portable SQL); the data's own _id decides.
  (await sql.all<{ data: string }>("SELECT data FROM events WHERE type = 'contact.updated' AND data LIKE ? ORDER BY seq", `%${contactId}%`))
    .map((r) => JSON.parse(r.data))
    .filter((d) => d._id === contactId);

describe("GET /workspace", () => {
  it("answers the pk_live_ publicKey, the pk_test_ testPublicKey and mode test for a test key", async () => {
    const ws = await unwrap(h.desk.GET("/workspace"));
    expect(ws).toEqual({
      _id: h.tandem.workspace.id,
      name: h.tandem.workspace.name,
      publicKey: expect.stringMatching(/^pk_live_/),
      testPublicKey: expect.stringMatching(/^pk_test_/),
      ventureId: h.tandem.workspace.venture_id,
      mode: "test",
      // The workspace's identity (branding), unset on a new workspace.
      legalName: null,
      address: null,
      taxId: null,
      supportEmail: null,
      accentColor: null,
      widgetGreeting: null,
      logoUrl: null,
    });
    expect(ws._id).toMatch(/^[0-9a-f]{24}$/);
    expect(ws.ventureId).toMatch(/^[0-9a-f]{24}$/);
  });

  it("answers the same keys to a live key, only the mode differs", async () => {
    const test = await unwrap(h.desk.GET("/workspace"));
    const live = await unwrap(h.live.GET("/workspace"));
    expect(live.mode).toBe("live");
    expect(live).toEqual({ ...test, mode: "live" });
    expect(live.publicKey).not.toBe(live.testPublicKey);
  });
});

describe("POST /contacts", () => {
  it("creates a contact with 201, every field set and verified: true", async () => {
    const external_id = uid();
    const res = await upsert({
      external_id,
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+14155550123",
      avatar: "https://example.com/ada.png",
      attributes: { plan: "pro", seats: 3, trial: false },
    });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      external_id,
      name: "Ada Lovelace",
      email: "ada@example.com",
      emailVerified: true,
      phone: "+14155550123",
      avatar: "https://example.com/ada.png",
      attributes: { plan: "pro", seats: 3, trial: false },
      verified: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      erasedAt: null,
    });
    expect(res.data!.createdAt).toBe(res.data!.updatedAt);
    expect(Number.isNaN(Date.parse(res.data!.createdAt))).toBe(false);
  });

  it("creates a contact from external_id alone with null fields and empty attributes", async () => {
    const res = await upsert({ external_id: uid() });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ name: null, email: null, phone: null, avatar: null, attributes: {}, verified: true });
  });

  it("answers 200 with the same contact for a known external_id, updating sent fields and keeping absent ones", async () => {
    const external_id = uid();
    const created = await upsert({ external_id, name: "Old", email: "old@example.com", phone: "+442071838750" });
    const updated = await upsert({ external_id, name: "New" });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({
      _id: created.data!._id,
      external_id,
      name: "New",
      email: "old@example.com",
      phone: "+442071838750",
      verified: true,
      createdAt: created.data!.createdAt,
    });
    expect(Date.parse(updated.data!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.data!.updatedAt));
    const n = (await sql.get<{ n: number }>("SELECT COUNT(*) AS n FROM contacts WHERE external_id = ?", external_id))!;
    expect(n.n).toBe(1);
  });

  it("merges attributes key by key: new keys are added, sent keys overwritten, others kept", async () => {
    const external_id = uid();
    await upsert({ external_id, attributes: { a: 1, b: "x", keep: true } });
    const res = await upsert({ external_id, attributes: { b: "y", c: false } });
    expect(res.data!.attributes).toEqual({ a: 1, b: "y", keep: true, c: false });
    const detail = await unwrap(getContact(external_id));
    expect(detail.attributes).toEqual({ a: 1, b: "y", keep: true, c: false });
  });

  it("accepts 50 attributes after a merge but refuses one more with 400 and keeps the stored ones", async () => {
    const external_id = uid();
    const first = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i]));
    const second = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`m${i}`, `v${i}`]));
    expect((await upsert({ external_id, attributes: first })).status).toBe(201);
    const fifty = await upsert({ external_id, attributes: second });
    expect(fifty.status).toBe(200);
    expect(Object.keys(fifty.data!.attributes)).toHaveLength(50);

    // Overwriting existing keys stays at 50 and is fine.
    expect((await upsert({ external_id, attributes: { k0: "changed" } })).status).toBe(200);

    const over = await upsert({ external_id, attributes: { extra: 1 } });
    expect(over.status).toBe(400);
    expect(over.error).toEqual({ code: "invalid_request", message: expect.stringContaining("body.attributes") });
    const detail = await unwrap(getContact(external_id));
    expect(Object.keys(detail.attributes)).toHaveLength(50);
    expect(detail.attributes).not.toHaveProperty("extra");
    expect(detail.attributes.k0).toBe("changed");
  });

  it("refuses 51 attributes on create with 400 and creates nothing", async () => {
    const external_id = uid();
    const attributes = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    const res = await upsert({ external_id, attributes });
    expect(res.status).toBe(400);
    expect(res.error!.message).toContain("body.attributes");
    expect((await getContact(external_id)).response.status).toBe(404);
  });

  it.each([
    ["a key over 100 characters", { ["k".repeat(101)]: 1 }, "body.attributes"],
    ["an empty key", { "": 1 }, "body.attributes"],
    ["a text value over 1,000 characters", { long: "x".repeat(1001) }, "body.attributes.long"],
  ])("refuses attributes with %s with 400 invalid_request", async (_name, attributes, field) => {
    const res = await upsert({ external_id: uid(), attributes });
    expect(res.status).toBe(400);
    expect(res.error!.code).toBe("invalid_request");
    expect(res.error!.message).toContain(field);
  });

  it.each([
    ["a nested object", { nested: { a: 1 } }, "nested"],
    ["an array", { list: [1, 2] }, "list"],
  ])("refuses an attribute value that is %s, naming the value types allowed", async (_name, attributes, key) => {
    const res = await raw(h, "POST", "/contacts", { body: JSON.stringify({ external_id: uid(), attributes }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "invalid_request", message: `body.attributes.${key} must be string, number, boolean or null` });
  });

  it("stores string, number and boolean attribute values as sent", async () => {
    const attributes = { plan: "pro", seats: 12, ratio: -0.25, big: 1e15, trial: true, churned: false, empty: "" };
    const res = await upsert({ external_id: uid(), attributes });
    expect(res.status).toBe(201);
    expect(res.data!.attributes).toEqual(attributes);
  });

  it("removes an attribute sent as null, keeping the others, and emits contact.updated", async () => {
    const external_id = uid();
    const created = await upsert({ external_id, attributes: { seats: 3, plan: "pro", trial: true } });
    const res = await upsert({ external_id, attributes: { seats: null, trial: null } });
    expect(res.status).toBe(200);
    expect(res.data!.attributes).toEqual({ plan: "pro" });
    expect((await unwrap(getContact(external_id))).attributes).toEqual({ plan: "pro" });
    expect((await contactUpdatedEvents(created.data!._id)).map((e) => e.attributes)).toEqual([{ seats: 3, plan: "pro", trial: true }, { plan: "pro" }]);
  });

  it("treats removing an absent attribute as a no-op: 200, no event", async () => {
    const external_id = uid();
    const created = await upsert({ external_id, attributes: { plan: "pro" } });
    const res = await upsert({ external_id, attributes: { never: null } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual(created.data);
    expect(await contactUpdatedEvents(created.data!._id)).toHaveLength(1);
  });

  it("counts the 50-attribute limit after removals", async () => {
    const external_id = uid();
    await upsert({ external_id, attributes: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i])) });
    const res = await upsert({ external_id, attributes: { k0: null, extra: "fits" } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.data!.attributes)).toHaveLength(50);
  });

  it("clears name, email, phone and avatar sent as null and keeps fields not sent", async () => {
    const external_id = uid();
    const created = await upsert({ external_id, name: "Ann", email: "ann@example.com", phone: "+14155550123", avatar: "https://example.com/a.png" });
    const res = await upsert({ external_id, name: null, email: null });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: null, email: null, phone: "+14155550123", avatar: "https://example.com/a.png" });
    const res2 = await upsert({ external_id, phone: null, avatar: null });
    expect(res2.data).toMatchObject({ name: null, email: null, phone: null, avatar: null });
    expect(await contactUpdatedEvents(created.data!._id)).toHaveLength(3);
  });

  it("refuses a null external_id with 400 naming it", async () => {
    const res = await raw(h, "POST", "/contacts", { body: JSON.stringify({ external_id: null }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("body.external_id");
  });

  it.each([
    ["+14155550123"],
    ["+442071838750"],
    ["+12"],
    ["+123456789012345"],
  ])("accepts the E.164 phone %s", async (phone) => {
    const res = await upsert({ external_id: uid(), phone });
    expect(res.status).toBe(201);
    expect(res.data!.phone).toBe(phone);
  });

  it.each([
    ["http://example.com/a.png"],
    ["https://cdn.example.com/avatars/1?size=64"],
  ])("accepts the avatar URL %s", async (avatar) => {
    const res = await upsert({ external_id: uid(), avatar });
    expect(res.status).toBe(201);
    expect(res.data!.avatar).toBe(avatar);
  });

  it.each([
    ["email", '"not-an-email"', "not-an-email"],
    ["email", '"a@"', "a@"],
    ["email", "over 254 characters", `${"a".repeat(250)}@example.com`],
    ["phone", '"4155550123" (no +)', "4155550123"],
    ["phone", '"+0123" (country code 0)', "+0123"],
    ["phone", '"+1" (one digit)', "+1"],
    ["phone", "with spaces", "+1 415 555 0123"],
    ["phone", "of 16 digits", "+1234567890123456"],
    ["avatar", "with an ftp: scheme", "ftp://example.com/a.png"],
    ["avatar", "with a javascript: scheme", "javascript:alert(1)"],
    ["avatar", "without a scheme", "example.com/a.png"],
    ["avatar", "containing a space", "https://exa mple.com/a.png"],
    ["avatar", "over 2,048 characters", `https://example.com/${"a".repeat(2048)}`],
    ["name", "of 201 characters", "n".repeat(201)],
    ["name", "that is empty", ""],
    ["external_id", "of 256 characters", "e".repeat(256)],
    ["external_id", "that is empty", ""],
  ])("refuses %s %s with 400 invalid_request naming the field", async (field, _label, value) => {
    const res = await upsert({ external_id: uid(), [field]: value });
    expect(res.status).toBe(400);
    expect(res.error!.code).toBe("invalid_request");
    expect(res.error!.message).toContain(`body.${field}`);
  });

  it("accepts a name of exactly 200 characters", async () => {
    const res = await upsert({ external_id: uid(), name: "n".repeat(200) });
    expect(res.status).toBe(201);
    expect(res.data!.name).toHaveLength(200);
  });

  it("refuses an unknown field, including the read-only verified flag", async () => {
    for (const extra of [{ nickname: "x" }, { verified: true }, { _id: "0123456789abcdef01234567" }]) {
      const res = await raw(h, "POST", "/contacts", { body: JSON.stringify({ external_id: uid(), ...extra }) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: "invalid_request", message: `body.${Object.keys(extra)[0]} is not a known field` });
    }
  });

  it("refuses wrong JSON types with 400 naming the field instead of coercing", async () => {
    const cases: [object, string][] = [
      [{ external_id: uid(), name: 42 }, "body.name"],
      [{ external_id: uid(), attributes: [1, 2] }, "body.attributes"],
      [{ external_id: uid(), phone: 14155550123 }, "body.phone"],
    ];
    for (const [body, field] of cases) {
      const res = await raw(h, "POST", "/contacts", { body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("invalid_request");
      expect(res.body.message).toContain(field);
    }
  });

  it("stores strings exactly as sent, without trimming", async () => {
    const res = await upsert({ external_id: ` ${uid()} `, name: "  Spaced  " });
    expect(res.status).toBe(201);
    expect(res.data!.name).toBe("  Spaced  ");
    expect(res.data!.external_id).toMatch(/^ .* $/);
  });
});

describe("contact.updated events", () => {
  it("emits contact.updated on create, carrying the contact as the API answered it", async () => {
    const res = await upsert({ external_id: uid(), name: "Eve", attributes: { x: 1 } });
    const events = await contactUpdatedEvents(res.data!._id);
    expect(events).toEqual([res.data]);
  });

  it("emits nothing for an upsert that changes nothing and leaves updatedAt alone", async () => {
    const external_id = uid();
    const created = await upsert({ external_id, name: "Same", email: "same@example.com", attributes: { a: 1, b: "two" } });
    const again = await upsert({ external_id, name: "Same", email: "same@example.com", attributes: { a: 1, b: "two" } });
    const onlyId = await upsert({ external_id });
    const subset = await upsert({ external_id, attributes: { b: "two" } });
    for (const r of [again, onlyId, subset]) {
      expect(r.status).toBe(200);
      expect(r.data).toEqual(created.data);
    }
    expect(await contactUpdatedEvents(created.data!._id)).toHaveLength(1);
    const detail = await unwrap(getContact(external_id));
    expect(detail.recentEvents.map((e) => e.type)).toEqual(["contact.updated"]);
  });

  it("emits contact.updated for each upsert that actually changes a value", async () => {
    const external_id = uid();
    const created = await upsert({ external_id, name: "A" });
    await upsert({ external_id, name: "B" });
    await upsert({ external_id, attributes: { tier: "gold" } });
    await upsert({ external_id, attributes: { tier: "gold" } });
    await upsert({ external_id, avatar: "https://example.com/b.png" });
    const events = await contactUpdatedEvents(created.data!._id);
    expect(events.map((e) => [e.name, e.attributes, e.avatar])).toEqual([
      ["A", {}, null],
      ["B", {}, null],
      ["B", { tier: "gold" }, null],
      ["B", { tier: "gold" }, "https://example.com/b.png"],
    ]);
    const detail = await unwrap(getContact(external_id));
    expect(detail.recentEvents).toHaveLength(4);
    expect(detail.recentEvents.every((e) => e.type === "contact.updated")).toBe(true);
  });

  it("emits nothing and changes nothing when an upsert is refused", async () => {
    const external_id = uid();
    const created = await upsert({ external_id, name: "Valid" });
    const bad = await upsert({ external_id, name: "Changed", email: "nope" });
    expect(bad.status).toBe(400);
    expect(await contactUpdatedEvents(created.data!._id)).toHaveLength(1);
    expect((await unwrap(getContact(external_id))).name).toBe("Valid");
  });
});

describe("GET /contacts/:id", () => {
  it("finds the same contact by _id and by external_id", async () => {
    const external_id = uid();
    const created = await upsert({ external_id, name: "Both", email: "both@example.com" });
    const byId = await unwrap(getContact(created.data!._id));
    const byExternal = await unwrap(getContact(external_id));
    expect(byId).toEqual(byExternal);
    expect(byId).toMatchObject({ ...created.data, conversations: [], tickets: [], feedback: [] });
  });

  it("finds a contact whose external_id holds spaces, slashes, query characters and non-ASCII text", async () => {
    const external_id = `user 1/ü?x=1#frag&${uid()}`;
    const created = await upsert({ external_id });
    const found = await unwrap(getContact(external_id));
    expect(found._id).toBe(created.data!._id);
    expect(found.external_id).toBe(external_id);
  });

  it("embeds the contact's conversations, tickets, feedback and recent events, newest first", async () => {
    const external_id = uid();
    const other = uid("other");
    await upsert({ external_id, name: "Rich" });
    const conv = await unwrap(
      h.desk.POST("/conversations", { body: { contact: { external_id }, body: "Hi there", subject: "Hello" } }),
    );
    const ticket = await unwrap(
      h.desk.POST("/tickets", { body: { contact: { external_id }, type: "bug", title: "It broke" } }),
    );
    const fb = await unwrap(h.desk.POST("/feedback", { body: { contact: { external_id }, kind: "idea", title: "Dark mode" } }));
    // Records of another contact never show up.
    await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id: other }, body: "Not mine" } }));

    const before = Math.floor(Date.now() / 1000);
    const detail = await unwrap(getContact(external_id));
    expect(detail.conversations.map((c) => c._id)).toEqual([conv._id]);
    expect(detail.conversations[0]).toEqual(await unwrap(h.desk.GET("/conversations/{id}", { params: { path: { id: conv._id } } })));
    expect(detail.tickets.map((t) => t._id)).toEqual([ticket._id]);
    expect(detail.feedback.map((f) => f._id)).toEqual([fb._id]);
    expect(detail.recentEvents.map((e) => e.type)).toEqual([
      "feedback.created",
      "ticket.created",
      "message.created",
      "conversation.created",
      "contact.updated",
    ]);
    for (const e of detail.recentEvents) {
      expect(e.id).toMatch(/^evt_[0-9a-f]{24}$/);
      expect(Number.isInteger(e.created)).toBe(true);
      expect(e.created).toBeLessThanOrEqual(before + 1);
      expect(e.created).toBeGreaterThan(before - 600);
    }
  });

  it("embeds at most the 20 newest conversations and 20 newest events", async () => {
    const external_id = uid();
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      ids.push((await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id }, body: `msg ${i}` } })))._id);
    }
    const detail = await unwrap(getContact(external_id));
    expect(detail.conversations.map((c) => c._id)).toEqual(ids.reverse().slice(0, 20));
    expect(detail.recentEvents).toHaveLength(20);
    expect(detail.recentEvents[0].type).toBe("message.created");
  });

  it("answers 404 contact_not_found for an unknown external_id or _id", async () => {
    for (const id of ["nobody-here", "0123456789abcdef01234567"]) {
      const res = await getContact(id);
      expect(res.response.status).toBe(404);
      expect(res.error).toEqual({ code: "contact_not_found", message: expect.stringContaining(id) });
    }
  });

  it("finds a contact by a 100-character external_id", async () => {
    const external_id = `${uid()}-`.padEnd(100, "x");
    const created = await upsert({ external_id });
    expect((await unwrap(getContact(external_id)))._id).toBe(created.data!._id);
  });

  it("refuses a call without a key with 401", async () => {
    const external_id = uid();
    await upsert({ external_id });
    const res = await raw(h, "GET", `/contacts/${external_id}`, { auth: null });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("invalid_api_key");
  });
});

describe("test and live isolation", () => {
  it("hides a test-mode contact from the live key, by _id and by external_id", async () => {
    const external_id = uid("iso");
    const created = await upsert({ external_id, name: "Test only" });
    for (const id of [created.data!._id, external_id]) {
      const res = await getContact(id, h.live);
      expect(res.response.status).toBe(404);
      expect(res.error!.code).toBe("contact_not_found");
    }
  });

  it("creates a separate live contact for the same external_id and leaves the test one alone", async () => {
    const external_id = uid("iso");
    const test = await upsert({ external_id, name: "Test", attributes: { t: 1 } });
    const live = await upsert({ external_id, name: "Live" }, h.live);
    expect(live.status).toBe(201);
    expect(live.data!._id).not.toBe(test.data!._id);
    expect(live.data!.attributes).toEqual({});
    expect((await unwrap(getContact(external_id))).name).toBe("Test");
    expect((await unwrap(getContact(external_id, h.live))).name).toBe("Live");
    expect((await getContact(live.data!._id)).response.status).toBe(404);
  });
});

describe("GET /contacts/:id lookup rule (_id wins; ?external_id= is exact)", () => {
  it("answers the contact with that _id when another contact's external_id equals it, and ?external_id= finds the other", async () => {
    const a = await upsert({ external_id: uid("a"), name: "Owner of the _id" });
    const b = await upsert({ external_id: a.data!._id, name: "External id looks like an _id" });
    expect(b.status).toBe(201);
    expect((await unwrap(getContact(a.data!._id))).name).toBe("Owner of the _id");
    const page = await unwrap(h.desk.GET("/contacts", { params: { query: { external_id: a.data!._id } } }));
    expect(page.items.map((c) => c._id)).toEqual([b.data!._id]);
    expect(page.nextCursor).toBeNull();
  });

  it("still finds a contact by a 24-hex external_id that is no contact's _id", async () => {
    const external_id = "abcdefabcdefabcdefabcdef";
    const created = await upsert({ external_id });
    expect((await unwrap(getContact(external_id)))._id).toBe(created.data!._id);
  });

  it("answers an empty page for an unknown ?external_id=", async () => {
    const page = await unwrap(h.desk.GET("/contacts", { params: { query: { external_id: uid("nobody") } } }));
    expect(page).toEqual({ items: [], nextCursor: null });
  });
});

describe("GET /contacts", () => {
  let l: DeskHarness;
  beforeAll(async () => {
    l = await startDesk();
  });
  afterAll(() => l.close());
  const list = (query: NonNullable<DeskOperations["contacts.list"]["parameters"]["query"]>) =>
    l.desk.GET("/contacts", { params: { query } });

  it("lists contacts newest first with keyset pagination, every contact exactly once", async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push((await upsert({ external_id: `page-${i}` }, l.desk)).data!._id);
    const seen: string[] = [];
    let before: string | undefined;
    do {
      const page = await unwrap(list({ limit: 3, before }));
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((c) => c._id));
      before = page.nextCursor ?? undefined;
    } while (before);
    expect(seen).toEqual([...made].reverse());
  });

  it("searches name, email and external_id by word prefix", async () => {
    const ann = await upsert({ external_id: "crm-9001", name: "Annabel Quince", email: "annabel@quince.example" }, l.desk);
    const bob = await upsert({ external_id: "crm-9002", name: "Bob Stone", email: "bob@stone.example" }, l.desk);
    const q = async (text: string) => (await unwrap(list({ q: text }))).items.map((c) => c._id);
    expect(await q("quince")).toEqual([ann.data!._id]);
    expect(await q("annabel@quince.example")).toEqual([ann.data!._id]);
    expect(await q("Ston")).toEqual([bob.data!._id]);
    expect(await q("crm 9002")).toEqual([bob.data!._id]);
    expect(await q("crm")).toEqual([bob.data!._id, ann.data!._id]);
    expect(await q("nobody-here")).toEqual([]);
  });

  it("finds CJK names inside a word", async () => {
    const c = await upsert({ external_id: "cjk-name", name: "山田太郎" }, l.desk);
    expect((await unwrap(list({ q: "太郎" }))).items.map((x) => x._id)).toEqual([c.data!._id]);
    expect((await unwrap(list({ q: "田" }))).items.map((x) => x._id)).toEqual([c.data!._id]);
  });

  it("finds a contact by its new name after an update and not by the old one, and not once its name is cleared", async () => {
    await upsert({ external_id: "renamed", name: "Oldname" }, l.desk);
    await upsert({ external_id: "renamed", name: "Newname" }, l.desk);
    expect((await unwrap(list({ q: "Oldname" }))).items).toEqual([]);
    expect((await unwrap(list({ q: "Newname" }))).items.map((c) => c.external_id)).toEqual(["renamed"]);
    await upsert({ external_id: "renamed", name: null }, l.desk);
    expect((await unwrap(list({ q: "Newname" }))).items).toEqual([]);
  });

  it("filters by attribute key, and by key and value for text, numbers and booleans", async () => {
    const a = await upsert({ external_id: "attr-a", attributes: { tier: "gold", seats: 3, beta: true } }, l.desk);
    const b = await upsert({ external_id: "attr-b", attributes: { tier: "silver", seats: 2.5, beta: false } }, l.desk);
    const ids = async (query: { attribute_key?: string; attribute_value?: string }) =>
      (await unwrap(list(query))).items.map((c) => c.external_id);
    expect(await ids({ attribute_key: "tier" })).toEqual(["attr-b", "attr-a"]);
    expect(await ids({ attribute_key: "tier", attribute_value: "gold" })).toEqual(["attr-a"]);
    expect(await ids({ attribute_key: "seats", attribute_value: "3" })).toEqual(["attr-a"]);
    expect(await ids({ attribute_key: "seats", attribute_value: "2.5" })).toEqual(["attr-b"]);
    expect(await ids({ attribute_key: "beta", attribute_value: "true" })).toEqual(["attr-a"]);
    expect(await ids({ attribute_key: "beta", attribute_value: "false" })).toEqual(["attr-b"]);
    expect(await ids({ attribute_key: "tier", attribute_value: "3" })).toEqual([]);
    expect(await ids({ attribute_key: "missing" })).toEqual([]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
  });

  it("refuses attribute_value without attribute_key, and a foreign cursor, with 400 naming the parameter", async () => {
    const res = await list({ attribute_value: "gold" });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: "query.attribute_value needs query.attribute_key" });
    const conversations = await unwrap(l.desk.GET("/conversations", { params: { query: {} } }));
    expect(conversations.nextCursor).toBeNull();
    const foreign = await list({ before: Buffer.from("tickets:5").toString("base64url") });
    expect(foreign.response.status).toBe(400);
    expect(foreign.error!.message).toContain("before");
  });

  it("keeps test and live contacts apart", async () => {
    await upsert({ external_id: "mode-check" }, l.live);
    const test = await unwrap(list({ external_id: "mode-check" }));
    const live = await unwrap(l.live.GET("/contacts", { params: { query: { external_id: "mode-check" } } }));
    expect(test.items).toEqual([]);
    expect(live.items).toHaveLength(1);
  });
});

describe("DELETE /contacts/:id (erasure)", () => {
  const erase = (id: string, client = h.desk) => client.DELETE("/contacts/{id}", { params: { path: { id } } });
  const allEventData = async (contactSeq: number) =>
    (await sql.all<{ data: string }>("SELECT data FROM events WHERE contact_seq = ?", contactSeq)).map((r) => r.data).join("\n");

  it("erases personal data and authored text, keeps the records and the team's text, redacts events and emits contact.updated", async () => {
    const external_id = uid("erase");
    const created = await upsert({ external_id, name: "Zelda Secret", email: "zelda@secret.example", phone: "+14155550199", attributes: { ssn: "123" } });
    const conv = await unwrap(
      h.desk.POST("/conversations", { body: { contact: { external_id }, body: "My card zeldacard is stolen", subject: "Zeldasubject", clientId: uid("cid") } }),
    );
    await unwrap(h.desk.POST("/conversations/{id}/messages", { params: { path: { id: conv._id } }, body: { body: "Team teamreplyword here", author_name: "Sam" } }));
    const ticket = await unwrap(
      h.desk.POST("/tickets", { body: { contact: { external_id }, type: "bug", title: "Zeldaticket", description: "zeldadesc", context: { pageUrl: "https://x.example/zelda" } } }),
    );
    const fb = await unwrap(h.desk.POST("/feedback", { body: { contact: { external_id }, kind: "idea", title: "Zeldaidea", message: "zeldamsg" } }));
    await unwrap(h.desk.POST("/feedback/{id}/votes", { params: { path: { id: fb._id } }, body: { contact: { external_id } } }));
    await unwrap(h.desk.PATCH("/conversations/{id}", { params: { path: { id: conv._id } }, body: { status: "resolved" } }));
    await unwrap(h.desk.POST("/conversations/{id}/csat", { params: { path: { id: conv._id } }, body: { rating: 2, comment: "zeldacsat" } }));

    const res = await erase(external_id);
    expect(res.response.status).toBe(200);
    const erased = res.data!.data;
    expect(erased).toMatchObject({
      _id: created.data!._id,
      external_id: null,
      name: null,
      email: null,
      phone: null,
      avatar: null,
      attributes: {},
      verified: true,
      createdAt: created.data!.createdAt,
      erasedAt: expect.any(String),
    });

    const detail = await unwrap(getContact(created.data!._id));
    expect(detail.erasedAt).toBe(erased.erasedAt);
    expect(detail.conversations.map((c) => c._id)).toEqual([conv._id]);
    expect(detail.conversations[0]).toMatchObject({ subject: null, contact: { _id: created.data!._id, external_id: null, name: null, email: null } });
    const msgs = await unwrap(h.desk.GET("/conversations/{id}/messages", { params: { path: { id: conv._id } } }));
    expect(msgs.items.map((m) => [m.author, m.body, m.author_name])).toEqual([
      ["team", "Team teamreplyword here", "Sam"],
      ["contact", "", null],
    ]);
    expect(await unwrap(h.desk.GET("/tickets/{id}", { params: { path: { id: ticket._id } } }))).toMatchObject({
      title: "",
      description: null,
      context: null,
      number: ticket.number,
    });
    expect(await unwrap(h.desk.GET("/feedback/{id}", { params: { path: { id: fb._id } } }))).toMatchObject({ title: null, message: null, votes: 1 });

    // Search finds the team's words but nothing the contact wrote or was.
    for (const [path, q] of [["/conversations", "zeldacard"], ["/conversations", "Zeldasubject"], ["/tickets", "zeldadesc"], ["/feedback", "zeldamsg"], ["/contacts", "Zelda"]] as const) {
      const page = await raw(h, "GET", `${path}?q=${encodeURIComponent(q)}`);
      expect(page.body.data.items, `${path}?q=${q}`).toEqual([]);
    }
    expect((await unwrap(h.desk.GET("/conversations", { params: { query: { q: "teamreplyword" } } }))).items.map((c) => c._id)).toEqual([conv._id]);

    // The outbox no longer holds anything personal; the last event is the erased contact.
    const seq = (await sql.get<{ seq: number }>("SELECT seq FROM contacts WHERE id = ?", created.data!._id))!.seq;
    const text = await allEventData(seq);
    for (const secret of ["Zelda", "zelda", external_id, "4155550199", "ssn", "stolen"]) expect(text).not.toContain(secret);
    const events = await contactUpdatedEvents(created.data!._id);
    expect(events[events.length - 1]).toEqual(erased);

    // The external_id is free again: an upsert makes a new, unrelated contact.
    const again = await upsert({ external_id, name: "Someone new" });
    expect(again.status).toBe(201);
    expect(again.data!._id).not.toBe(created.data!._id);
  });

  it("answers an erased contact again with 200 and emits nothing more", async () => {
    const created = await upsert({ external_id: uid("erase"), name: "Twice" });
    const first = await unwrap(erase(created.data!._id));
    const second = await erase(created.data!._id);
    expect(second.response.status).toBe(200);
    expect(second.data!.data).toEqual(first);
    expect(await contactUpdatedEvents(created.data!._id)).toHaveLength(2);
  });

  it("answers 404 contact_not_found for an unknown contact and hides test contacts from live keys", async () => {
    const res = await erase(uid("nobody"));
    expect(res.response.status).toBe(404);
    expect(res.error!.code).toBe("contact_not_found");
    const created = await upsert({ external_id: uid("erase") });
    expect((await erase(created.data!._id, h.live)).response.status).toBe(404);
    expect((await unwrap(getContact(created.data!._id))).erasedAt).toBeNull();
  });
});
