import { randomBytes, randomUUID } from "node:crypto";
import { type DeskClient, type DeskOperations, type DeskSchemas, unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type DeskHarness, raw, startDesk } from "./support/desk.js";
import { type TestSql, testSql } from "./support/sql.js";

type Feedback = DeskSchemas["Feedback"];
type FeedbackCreate = DeskSchemas["FeedbackCreate"];
type FeedbackQuery = NonNullable<DeskOperations["feedback.list"]["parameters"]["query"]>;

const clock = manualClock(Date.UTC(2026, 2, 1, 12, 0, 0));
let h: DeskHarness;
let sql: TestSql;
beforeAll(async () => {
  h = await startDesk({ clock });
  sql = testSql(h.tandem);
});
afterAll(async () => {
  await sql.close();
  await h.close();
});

/** A contact external_id no other test uses. */
const uid = (prefix = "c") => `${prefix}-${randomUUID()}`;
/** A word no other feedback contains (one FTS token). */
const word = () => `w${randomBytes(6).toString("hex")}`;
const MISSING_ID = "0123456789abcdef01234567";

function createFeedback(over: Partial<FeedbackCreate> = {}, client: DeskClient = h.desk): Promise<Feedback> {
  return unwrap(client.POST("/feedback", { body: { contact: { external_id: uid() }, kind: "idea", title: "Dark mode", ...over } }));
}
const getFeedback = (id: string, client: DeskClient = h.desk) => unwrap(client.GET("/feedback/{id}", { params: { path: { id } } }));
const patchFeedback = (id: string, body: DeskSchemas["FeedbackUpdate"]) =>
  unwrap(h.desk.PATCH("/feedback/{id}", { params: { path: { id } }, body }));
const vote = (id: string, external_id: string, client: DeskClient = h.desk) =>
  unwrap(client.POST("/feedback/{id}/votes", { params: { path: { id } }, body: { contact: { external_id } } }));
const unvote = (id: string, external_id: string, client: DeskClient = h.desk) =>
  unwrap(client.DELETE("/feedback/{id}/votes/{external_id}", { params: { path: { id, external_id } } }));
const listFeedback = (query: FeedbackQuery, client: DeskClient = h.desk) => unwrap(client.GET("/feedback", { params: { query } }));
const ids = (page: { items: Feedback[] }) => page.items.map((f) => f._id);

/** Events whose data is the record `id`, oldest first. */
async function eventsOf(id: string): Promise<{ type: string; data: any }[]> {
  // The text holds the id (portable SQL); the data's own _id decides.
  const rows = await sql.all<{ type: string; data: string }>("SELECT type, data FROM events WHERE data LIKE ? ORDER BY seq", `%${id}%`);
  return rows.map((r) => ({ type: r.type, data: JSON.parse(r.data) })).filter((r) => r.data._id === id);
}
const typesOf = async (id: string) => (await eventsOf(id)).map((e) => e.type);

/** Walks every page of a list and returns the ids in the order seen. */
async function walk(query: FeedbackQuery, client: DeskClient = h.desk): Promise<string[]> {
  const seen: string[] = [];
  let before: string | undefined;
  do {
    const page = await listFeedback({ ...query, before }, client);
    seen.push(...ids(page));
    before = page.nextCursor ?? undefined;
  } while (before);
  return seen;
}

describe("POST /feedback", () => {
  it.each([
    ["idea", { title: "Dark mode" }],
    ["problem", { message: "The export button does nothing" }],
    ["praise", { title: "Love it", message: "Great support" }],
    ["question", { message: "Is there an API?" }],
    ["rating", { rating: 4 }],
  ] as const)("accepts kind %s as new feedback with no votes and no reply", async (kind, fields) => {
    const external_id = uid();
    const res = await h.desk.POST("/feedback", { body: { contact: { external_id }, kind, ...fields } });
    expect(res.response.status).toBe(201);
    const f = res.data!.data;
    expect(f).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      contact: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), external_id, name: null, email: null },
      kind,
      title: null,
      message: null,
      rating: null,
      ...fields,
      status: "new",
      reply: null,
      repliedAt: null,
      tags: [],
      votes: 0,
      createdAt: new Date(clock.now()).toISOString(),
      updatedAt: new Date(clock.now()).toISOString(),
    });
    expect(await getFeedback(f._id)).toEqual(f);
  });

  it("emits feedback.created carrying the feedback", async () => {
    const f = await createFeedback({ kind: "problem", message: "Broken" });
    const events = await eventsOf(f._id);
    expect(events.map((e) => e.type)).toEqual(["feedback.created"]);
    expect(events[0].data).toEqual(f);
  });

  it("creates an unknown contact, visible at GET /contacts/{external_id}", async () => {
    const external_id = uid("new");
    const f = await createFeedback({ contact: { external_id } });
    const contact = await unwrap(h.desk.GET("/contacts/{id}", { params: { path: { id: external_id } } }));
    expect(contact._id).toBe(f.contact._id);
    expect(contact.feedback.map((x) => x._id)).toEqual([f._id]);
  });

  it("refuses kind rating without a rating, naming body.rating", async () => {
    const res = await h.desk.POST("/feedback", { body: { contact: { external_id: uid() }, kind: "rating", message: "meh" } });
    expect(res.response.status).toBe(400);
    expect(res.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("body.rating") });
  });

  it.each([0, 6, 4.5, -1, 100])("refuses the rating %s with 400 naming body.rating", async (rating) => {
    const res = await h.desk.POST("/feedback", { body: { contact: { external_id: uid() }, kind: "rating", rating } });
    expect(res.response.status).toBe(400);
    expect(res.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("body.rating") });
  });

  it("refuses a rating sent as a string", async () => {
    const res = await raw(h, "POST", "/feedback", { body: JSON.stringify({ contact: { external_id: uid() }, kind: "rating", rating: "5" }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("body.rating");
  });

  it.each([1, 2, 3, 4, 5])("accepts the whole-number rating %s", async (rating) => {
    expect((await createFeedback({ kind: "rating", rating, title: undefined })).rating).toBe(rating);
  });

  it("lets other kinds carry a rating too", async () => {
    const f = await createFeedback({ kind: "praise", message: "Nice", rating: 5 });
    expect(f).toMatchObject({ kind: "praise", rating: 5 });
  });

  it.each(["idea", "problem", "praise", "question"] as const)("refuses kind %s with neither title nor message", async (kind) => {
    const res = await h.desk.POST("/feedback", { body: { contact: { external_id: uid() }, kind } });
    expect(res.response.status).toBe(400);
    expect(res.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("body.message") });
  });

  it("refuses a non-rating kind with only a rating", async () => {
    const res = await h.desk.POST("/feedback", { body: { contact: { external_id: uid() }, kind: "idea", rating: 3 } });
    expect(res.response.status).toBe(400);
  });

  it("refuses an empty title or message", async () => {
    expect((await h.desk.POST("/feedback", { body: { contact: { external_id: uid() }, kind: "idea", title: "" } })).response.status).toBe(400);
    expect((await h.desk.POST("/feedback", { body: { contact: { external_id: uid() }, kind: "idea", message: "" } })).response.status).toBe(400);
  });

  it.each([
    ["title", { title: "   " }, "body.title"],
    ["message", { message: "\u200b" }, "body.message"],
    ["title beside a real message", { title: "\u3000\u00a0", message: "Real words" }, "body.title"],
    ["message beside a real title", { title: "Dark mode", message: "\ufeff\u2060 \n" }, "body.message"],
  ] as const)("refuses a blank %s with 400 naming the field", async (_name, fields, field) => {
    const res = await h.desk.POST("/feedback", { body: { contact: { external_id: uid() }, kind: "idea", ...fields } });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: `${field} must not be blank` });
  });

  it("refuses a blank reply with 400 naming body.reply", async () => {
    const f = await createFeedback();
    const res = await h.desk.PATCH("/feedback/{id}", { params: { path: { id: f._id } }, body: { reply: " \u200b " } });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: "body.reply must not be blank" });
  });

  it("refuses an unknown kind, unknown fields and a missing contact", async () => {
    const kind = await raw(h, "POST", "/feedback", { body: JSON.stringify({ contact: { external_id: uid() }, kind: "bug", title: "x" }) });
    expect(kind.body).toEqual({ code: "invalid_request", message: "body.kind must be one of: idea, problem, praise, question, rating" });
    const extra = await raw(h, "POST", "/feedback", { body: JSON.stringify({ contact: { external_id: uid() }, kind: "idea", title: "x", votes: 9 }) });
    expect(extra.body).toEqual({ code: "invalid_request", message: "body.votes is not a known field" });
    const noContact = await raw(h, "POST", "/feedback", { body: JSON.stringify({ kind: "idea", title: "x" }) });
    expect(noContact.body).toEqual({ code: "invalid_request", message: "body.contact is required" });
  });

  it("creates nothing and emits nothing when refused", async () => {
    const external_id = uid();
    const count = async () => (await sql.get<{ n: number }>("SELECT count(*) AS n FROM events"))!.n;
    const before = await count();
    await h.desk.POST("/feedback", { body: { contact: { external_id }, kind: "rating" } });
    expect(await count()).toBe(before);
    expect((await h.desk.GET("/contacts/{id}", { params: { path: { id: external_id } } })).response.status).toBe(404);
  });
});

describe("GET /feedback/:id", () => {
  it("answers 404 feedback_not_found for an unknown id", async () => {
    const res = await h.desk.GET("/feedback/{id}", { params: { path: { id: MISSING_ID } } });
    expect(res.response.status).toBe(404);
    expect(res.error).toEqual({ code: "feedback_not_found", message: expect.any(String) });
  });

  it("answers 400 for a malformed id", async () => {
    const res = await raw(h, "GET", "/feedback/not-an-id");
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("path.id");
  });
});

describe("PATCH /feedback/:id", () => {
  it("changes the status and emits feedback.updated", async () => {
    const f = await createFeedback();
    clock.advance(1000);
    const updated = await patchFeedback(f._id, { status: "planned" });
    expect(updated.status).toBe("planned");
    expect(updated.updatedAt).toBe(new Date(clock.now()).toISOString());
    const events = await eventsOf(f._id);
    expect(events.map((e) => e.type)).toEqual(["feedback.created", "feedback.updated"]);
    expect(events[1].data).toEqual(updated);
  });

  it("allows any move between triaged statuses", async () => {
    const f = await createFeedback();
    for (const status of ["in_progress", "done", "planned", "declined", "in_progress"] as const) {
      expect((await patchFeedback(f._id, { status })).status).toBe(status);
    }
  });

  it.each(["planned", "in_progress", "done", "declined"] as const)("refuses a return from %s to new with 409 invalid_transition", async (from) => {
    const f = await createFeedback();
    await patchFeedback(f._id, { status: from });
    await expect(patchFeedback(f._id, { status: "new" })).rejects.toMatchObject({ status: 409, code: "invalid_transition" });
    expect((await getFeedback(f._id)).status).toBe(from);
    expect(await typesOf(f._id)).toEqual(["feedback.created", "feedback.updated"]);
  });

  it("applies nothing of a patch refused for its status", async () => {
    const f = await createFeedback();
    await patchFeedback(f._id, { status: "done" });
    await expect(patchFeedback(f._id, { status: "new", reply: "sneaky" })).rejects.toMatchObject({ status: 409 });
    expect((await getFeedback(f._id)).reply).toBeNull();
  });

  it("sets a reply with repliedAt and emits feedback.updated", async () => {
    const f = await createFeedback();
    clock.advance(5000);
    const at = new Date(clock.now()).toISOString();
    const replied = await patchFeedback(f._id, { reply: "Thanks, we're on it" });
    expect(replied).toMatchObject({ reply: "Thanks, we're on it", repliedAt: at, status: "new" });
    expect(await getFeedback(f._id)).toEqual(replied);
    expect(await typesOf(f._id)).toEqual(["feedback.created", "feedback.updated"]);
  });

  it("moves repliedAt when the reply text changes, not when other fields do", async () => {
    const f = await createFeedback();
    clock.advance(1000);
    const first = await patchFeedback(f._id, { reply: "first" });
    clock.advance(1000);
    const statusOnly = await patchFeedback(f._id, { status: "planned", tags: ["ux"] });
    expect(statusOnly.repliedAt).toBe(first.repliedAt);
    expect(statusOnly.reply).toBe("first");
    clock.advance(1000);
    const second = await patchFeedback(f._id, { reply: "second" });
    expect(second.repliedAt).toBe(new Date(clock.now()).toISOString());
    expect(second.repliedAt).not.toBe(first.repliedAt);
  });

  it("removes the reply with reply null, clearing repliedAt, and emits", async () => {
    const f = await createFeedback();
    await patchFeedback(f._id, { reply: "Answer" });
    const removed = await patchFeedback(f._id, { reply: null });
    expect(removed).toMatchObject({ reply: null, repliedAt: null });
    expect(await getFeedback(f._id)).toMatchObject({ reply: null, repliedAt: null });
    expect(await typesOf(f._id)).toEqual(["feedback.created", "feedback.updated", "feedback.updated"]);
  });

  it("sets tags, dropping duplicates and keeping order, and emits", async () => {
    const f = await createFeedback();
    const tagged = await patchFeedback(f._id, { tags: ["ux", "mobile", "ux"] });
    expect(tagged.tags).toEqual(["ux", "mobile"]);
    expect(await typesOf(f._id)).toEqual(["feedback.created", "feedback.updated"]);
    await patchFeedback(f._id, { tags: ["mobile", "ux"] });
    expect((await getFeedback(f._id)).tags).toEqual(["mobile", "ux"]);
    expect(await typesOf(f._id)).toHaveLength(3);
  });

  it("emits nothing and keeps updatedAt for a patch that changes nothing", async () => {
    const f = await createFeedback();
    await patchFeedback(f._id, { status: "planned", reply: "Soon", tags: ["a", "b"] });
    const before = await getFeedback(f._id);
    clock.advance(1000);
    expect(await patchFeedback(f._id, { status: "planned" })).toEqual(before);
    expect(await patchFeedback(f._id, { reply: "Soon", tags: ["a", "b", "a"] })).toEqual(before);
    expect(await typesOf(f._id)).toEqual(["feedback.created", "feedback.updated"]);
  });

  it("treats new → new and removing an absent reply as no-ops", async () => {
    const f = await createFeedback();
    expect(await patchFeedback(f._id, { status: "new" })).toEqual(f);
    expect(await patchFeedback(f._id, { reply: null })).toEqual(f);
    expect(await typesOf(f._id)).toEqual(["feedback.created"]);
  });

  it("refuses an empty body with 400", async () => {
    const f = await createFeedback();
    const res = await h.desk.PATCH("/feedback/{id}", { params: { path: { id: f._id } }, body: {} });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ code: "invalid_request", message: "body must contain at least one field" });
  });

  it("refuses an empty reply and read-only fields", async () => {
    const f = await createFeedback();
    expect((await h.desk.PATCH("/feedback/{id}", { params: { path: { id: f._id } }, body: { reply: "" } })).response.status).toBe(400);
    const res = await raw(h, "PATCH", `/feedback/${f._id}`, { body: JSON.stringify({ votes: 100 }) });
    expect(res.body).toEqual({ code: "invalid_request", message: "body.votes is not a known field" });
    expect((await getFeedback(f._id)).votes).toBe(0);
  });

  it("answers 404 feedback_not_found for unknown feedback", async () => {
    await expect(patchFeedback(MISSING_ID, { status: "done" })).rejects.toMatchObject({ status: 404, code: "feedback_not_found" });
  });
});

describe("votes", () => {
  it("counts one vote per contact: voting twice keeps 1", async () => {
    const f = await createFeedback();
    const voter = uid("voter");
    expect((await vote(f._id, voter)).votes).toBe(1);
    expect((await vote(f._id, voter)).votes).toBe(1);
    expect((await vote(f._id, uid("voter"))).votes).toBe(2);
    expect((await getFeedback(f._id)).votes).toBe(2);
  });

  it("counts 10 parallel votes from 10 different contacts as 10", async () => {
    const f = await createFeedback();
    const voters = Array.from({ length: 10 }, () => uid("voter"));
    const answers = await Promise.all(voters.map((v) => vote(f._id, v)));
    expect(answers.map((a) => a.votes).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await getFeedback(f._id)).votes).toBe(10);
  });

  it("counts parallel repeat votes of one contact once", async () => {
    const f = await createFeedback();
    const voter = uid("voter");
    await Promise.all(Array.from({ length: 5 }, () => vote(f._id, voter)));
    expect((await getFeedback(f._id)).votes).toBe(1);
  });

  it("creates an unknown voter as a contact", async () => {
    const f = await createFeedback();
    const voter = uid("voter");
    await vote(f._id, voter);
    expect((await h.desk.GET("/contacts/{id}", { params: { path: { id: voter } } })).response.status).toBe(200);
  });

  it("removes a vote with DELETE, and a second DELETE changes nothing", async () => {
    const f = await createFeedback();
    const a = uid("voter");
    const b = uid("voter");
    await vote(f._id, a);
    await vote(f._id, b);
    const after = await unvote(f._id, a);
    expect(after.votes).toBe(1);
    expect((await unvote(f._id, a)).votes).toBe(1);
    expect((await getFeedback(f._id)).votes).toBe(1);
    expect((await vote(f._id, a)).votes).toBe(2);
  });

  it("treats removing the vote of an unknown or non-voting contact as a no-op", async () => {
    const f = await createFeedback();
    await vote(f._id, uid("voter"));
    const res = await h.desk.DELETE("/feedback/{id}/votes/{external_id}", { params: { path: { id: f._id, external_id: uid("ghost") } } });
    expect(res.response.status).toBe(200);
    expect(res.data!.data.votes).toBe(1);
    const bystander = uid("bystander");
    await createFeedback({ contact: { external_id: bystander } });
    expect((await unvote(f._id, bystander)).votes).toBe(1);
    expect((await h.desk.GET("/contacts/{id}", { params: { path: { id: uid("ghost") } } })).response.status).toBe(404);
  });

  it("does not touch other feedback's votes", async () => {
    const a = await createFeedback();
    const b = await createFeedback();
    const voter = uid("voter");
    await vote(a._id, voter);
    await vote(b._id, voter);
    await unvote(a._id, voter);
    expect((await getFeedback(a._id)).votes).toBe(0);
    expect((await getFeedback(b._id)).votes).toBe(1);
  });

  it("does not emit feedback.updated for a vote or its removal", async () => {
    const f = await createFeedback();
    const voter = uid("voter");
    expect((await vote(f._id, voter)).votes).toBe(1);
    expect((await unvote(f._id, voter)).votes).toBe(0);
    expect(await typesOf(f._id)).toEqual(["feedback.created"]);
  });

  it("addresses voters with slashes, spaces, query characters and non-ASCII in their external_id", async () => {
    const f = await createFeedback();
    const voter = `team/é 1?#%&+${uid()}`;
    expect((await vote(f._id, voter)).votes).toBe(1);
    expect((await unvote(f._id, voter)).votes).toBe(0);
  });

  it("removes the vote of a contact whose external_id is 100 characters long", async () => {
    const f = await createFeedback();
    const voter = "v".repeat(64) + randomBytes(18).toString("hex");
    expect(voter).toHaveLength(100);
    expect((await vote(f._id, voter)).votes).toBe(1);
    expect((await unvote(f._id, voter)).votes).toBe(0);
  });

  it("removes the vote of a contact whose external_id is 255 characters long", async () => {
    const f = await createFeedback();
    const voter = "v".repeat(219) + randomUUID();
    expect(voter).toHaveLength(255);
    expect((await vote(f._id, voter)).votes).toBe(1);
    expect((await unvote(f._id, voter)).votes).toBe(0);
  });

  it("refuses removing the vote of a 256-character external_id with 400 naming it", async () => {
    const f = await createFeedback();
    const res = await raw(h, "DELETE", `/feedback/${f._id}/votes/${"v".repeat(256)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_request", message: expect.stringContaining("path.external_id") });
  });

  it("answers 404 feedback_not_found for votes on unknown feedback, creating no contact", async () => {
    const voter = uid("voter");
    await expect(vote(MISSING_ID, voter)).rejects.toMatchObject({ status: 404, code: "feedback_not_found" });
    await expect(unvote(MISSING_ID, voter)).rejects.toMatchObject({ status: 404, code: "feedback_not_found" });
    expect((await h.desk.GET("/contacts/{id}", { params: { path: { id: voter } } })).response.status).toBe(404);
  });

  it("refuses a vote without a contact", async () => {
    const f = await createFeedback();
    const res = await raw(h, "POST", `/feedback/${f._id}/votes`, { body: "{}" });
    expect(res.body).toEqual({ code: "invalid_request", message: "body.contact is required" });
  });
});

describe("GET /feedback", () => {
  /** Feedback of one fresh contact, created oldest to newest. */
  async function feedbackOf(specs: Partial<FeedbackCreate>[]) {
    const external_id = uid();
    const made: Feedback[] = [];
    for (const s of specs) made.push(await createFeedback({ contact: { external_id }, ...s }));
    return { external_id, contactId: made[0].contact._id, made };
  }
  const voteN = async (id: string, n: number) => {
    for (let i = 0; i < n; i++) await vote(id, uid("voter"));
  };

  it("lists newest first by default", async () => {
    const { external_id, made } = await feedbackOf([{}, {}, {}]);
    const page = await listFeedback({ contact_id: external_id });
    expect(ids(page)).toEqual(made.map((f) => f._id).reverse());
    expect(page.nextCursor).toBeNull();
    expect(ids(await listFeedback({ contact_id: external_id, sort: "newest" }))).toEqual(ids(page));
  });

  it("filters by kind", async () => {
    const { external_id, made } = await feedbackOf([{ kind: "idea" }, { kind: "problem" }, { kind: "idea" }, { kind: "rating", rating: 2 }]);
    expect(ids(await listFeedback({ contact_id: external_id, kind: "idea" }))).toEqual([made[2]._id, made[0]._id]);
    expect(ids(await listFeedback({ contact_id: external_id, kind: "rating" }))).toEqual([made[3]._id]);
    expect(ids(await listFeedback({ contact_id: external_id, kind: "question" }))).toEqual([]);
  });

  it("filters by status", async () => {
    const { external_id, made } = await feedbackOf([{}, {}, {}]);
    await patchFeedback(made[0]._id, { status: "planned" });
    await patchFeedback(made[2]._id, { status: "planned" });
    expect(ids(await listFeedback({ contact_id: external_id, status: "planned" }))).toEqual([made[2]._id, made[0]._id]);
    expect(ids(await listFeedback({ contact_id: external_id, status: "new" }))).toEqual([made[1]._id]);
    expect(ids(await listFeedback({ contact_id: external_id, status: "done" }))).toEqual([]);
  });

  it("filters by contact _id or external_id; an unknown contact gives an empty page", async () => {
    const a = await feedbackOf([{}, {}]);
    await feedbackOf([{}]);
    const expected = a.made.map((f) => f._id).reverse();
    expect(ids(await listFeedback({ contact_id: a.external_id }))).toEqual(expected);
    expect(ids(await listFeedback({ contact_id: a.contactId }))).toEqual(expected);
    expect(await listFeedback({ contact_id: uid("nobody") })).toEqual({ items: [], nextCursor: null });
  });

  it("does not count a vote as feedback of the voter", async () => {
    const f = await createFeedback();
    const voter = uid("voter");
    await vote(f._id, voter);
    expect(await listFeedback({ contact_id: voter })).toEqual({ items: [], nextCursor: null });
  });

  it("searches title and message by word prefix, all words required", async () => {
    const w1 = word();
    const w2 = word();
    const inTitle = await createFeedback({ title: `Add ${w1} export` });
    const both = await createFeedback({ kind: "problem", title: `About ${w2}`, message: `The ${w1} page` });
    await createFeedback({ title: "unrelated" });
    expect(ids(await listFeedback({ q: w1 }))).toEqual([both._id, inTitle._id]);
    expect(ids(await listFeedback({ q: w1.slice(0, 7) }))).toEqual([both._id, inTitle._id]);
    expect(ids(await listFeedback({ q: `${w2} ${w1}` }))).toEqual([both._id]);
    expect(ids(await listFeedback({ q: word() }))).toEqual([]);
  });

  it("combines search with kind and sort", async () => {
    const w = word();
    const idea = await createFeedback({ kind: "idea", title: `x ${w}` });
    const problem = await createFeedback({ kind: "problem", message: `y ${w}` });
    await vote(idea._id, uid("voter"));
    expect(ids(await listFeedback({ q: w, kind: "problem" }))).toEqual([problem._id]);
    expect(ids(await listFeedback({ q: w, sort: "votes" }))).toEqual([idea._id, problem._id]);
  });

  it.each(['"', "*", "NEAR(a b)", "title:x", "AND OR NOT", '"open', "_", "\u0301", "🙂", "'; DROP TABLE feedback; --"])(
    "answers 200 to the hostile search %j",
    async (q) => {
      const res = await h.desk.GET("/feedback", { params: { query: { q } } });
      expect(res.response.status).toBe(200);
      expect(Array.isArray(res.data?.data.items)).toBe(true);
    },
  );

  it("sorts by votes, most first, then newest first among equal counts", async () => {
    const { external_id, made } = await feedbackOf([{}, {}, {}, {}, {}]);
    const [a, b, c, d, e] = made;
    await voteN(a._id, 2);
    await voteN(b._id, 0);
    await voteN(c._id, 2);
    await voteN(d._id, 1);
    await voteN(e._id, 0);
    const page = await listFeedback({ contact_id: external_id, sort: "votes" });
    expect(ids(page)).toEqual([c._id, a._id, d._id, e._id, b._id]);
    expect(page.items.map((f) => f.votes)).toEqual([2, 2, 1, 0, 0]);
  });

  it("visits every item exactly once when paging through sort=votes", async () => {
    const votes = [3, 0, 1, 3, 1, 0, 2, 1, 0, 3, 2];
    const { external_id, made } = await feedbackOf(votes.map(() => ({})));
    for (let i = 0; i < made.length; i++) await voteN(made[i]._id, votes[i]);
    const expected = made
      .map((f, i) => ({ id: f._id, votes: votes[i], i }))
      .sort((x, y) => y.votes - x.votes || y.i - x.i)
      .map((x) => x.id);
    expect(ids(await listFeedback({ contact_id: external_id, sort: "votes", limit: 100 }))).toEqual(expected);
    for (const limit of [1, 2, 3, 4]) {
      expect(await walk({ contact_id: external_id, sort: "votes", limit })).toEqual(expected);
    }
  });

  it("sees every item exactly once, in the order of the first page's snapshot, while votes arrive between sort=votes pages", async () => {
    // 10 items with 9..0 votes; page size 3. Between pages, items not yet seen
    // gain votes (jumping above the cursor) and items already seen lose theirs
    // (falling below it): a plain (votes, id) keyset would skip or repeat them.
    const { external_id, made } = await feedbackOf(Array.from({ length: 10 }, () => ({})));
    const voters = made.map(() => [] as string[]);
    for (let i = 0; i < made.length; i++) {
      for (let v = 0; v < 9 - i; v++) {
        const voter = uid("voter");
        voters[i].push(voter);
        await vote(made[i]._id, voter);
      }
    }
    const expected = made.map((f) => f._id); // 9 votes first … 0 votes last
    const seen: string[] = [];
    let before: string | undefined;
    let round = 0;
    do {
      const page = await listFeedback({ contact_id: external_id, sort: "votes", limit: 3, before });
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...ids(page));
      before = page.nextCursor ?? undefined;
      round++;
      // The last item gains 20 votes; the first one seen loses all of its own.
      await voteN(made[made.length - round]._id, 20);
      for (const voter of voters[round - 1]) await unvote(made[round - 1]._id, voter);
      voters[round - 1] = [];
    } while (before);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(10);
    // A new walk takes a new snapshot: the current counts.
    const now = await listFeedback({ contact_id: external_id, sort: "votes", limit: 100 });
    expect(now.items[0].votes).toBeGreaterThanOrEqual(20);
  });

  it("leaves feedback created after the first sort=votes page out of that walk", async () => {
    const { external_id, made } = await feedbackOf([{}, {}, {}]);
    const first = await listFeedback({ contact_id: external_id, sort: "votes", limit: 2 });
    const late = await createFeedback({ contact: { external_id } });
    const second = await listFeedback({ contact_id: external_id, sort: "votes", limit: 2, before: first.nextCursor! });
    expect([...ids(first), ...ids(second)]).toEqual(made.map((f) => f._id).reverse());
    expect(ids(await listFeedback({ contact_id: external_id, sort: "votes" }))).toContain(late._id);
  });

  it("finds CJK text inside a word in the title or message", async () => {
    const { external_id, made } = await feedbackOf([{ title: "希望支持深色模式", message: "晚上看屏幕太亮" }, { title: "other" }]);
    const find = async (q: string) => ids(await listFeedback({ q, contact_id: external_id }));
    expect(await find("深色")).toEqual([made[0]._id]);
    expect(await find("太亮")).toEqual([made[0]._id]);
    expect(await find("深色 太亮")).toEqual([made[0]._id]);
    expect(await find("浅色")).toEqual([]);
  });

  it("visits every item exactly once when paging newest first", async () => {
    const { external_id, made } = await feedbackOf(Array.from({ length: 7 }, () => ({})));
    expect(await walk({ contact_id: external_id, limit: 3 })).toEqual(made.map((f) => f._id).reverse());
  });

  it("pages 20 at a time by default", async () => {
    const { external_id } = await feedbackOf(Array.from({ length: 21 }, () => ({})));
    const page = await listFeedback({ contact_id: external_id });
    expect(page.items).toHaveLength(20);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it("refuses a newest-sort cursor with sort=votes, and the reverse", async () => {
    const { external_id } = await feedbackOf([{}, {}, {}]);
    const newest = await listFeedback({ contact_id: external_id, limit: 1 });
    const byVotes = await listFeedback({ contact_id: external_id, limit: 1, sort: "votes" });
    const a = await h.desk.GET("/feedback", { params: { query: { sort: "votes", before: newest.nextCursor! } } });
    expect(a.response.status).toBe(400);
    expect(a.error).toEqual({ code: "invalid_request", message: "query.before is not a cursor of this list" });
    const b = await h.desk.GET("/feedback", { params: { query: { before: byVotes.nextCursor! } } });
    expect(b.response.status).toBe(400);
    expect(b.error).toMatchObject({ code: "invalid_request" });
  });

  it("refuses a tickets cursor and a garbage cursor", async () => {
    for (let i = 0; i < 2; i++) await unwrap(h.desk.POST("/tickets", { body: { contact: { external_id: uid() }, type: "bug", title: "t" } }));
    const tickets = await unwrap(h.desk.GET("/tickets", { params: { query: { limit: 1 } } }));
    expect((await h.desk.GET("/feedback", { params: { query: { before: tickets.nextCursor! } } })).response.status).toBe(400);
    expect((await raw(h, "GET", "/feedback?before=garbage")).status).toBe(400);
  });

  it.each(["sort=popular", "kind=bug", "status=open", "limit=0", "limit=101"])("refuses %s with 400", async (qs) => {
    const res = await raw(h, "GET", `/feedback?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`query.${qs.split("=")[0]}`);
  });
});

describe("test and live isolation", () => {
  it("hides test feedback from the live key", async () => {
    const f = await createFeedback();
    const get = await h.live.GET("/feedback/{id}", { params: { path: { id: f._id } } });
    expect(get.response.status).toBe(404);
    expect(get.error).toMatchObject({ code: "feedback_not_found" });
    expect((await h.live.PATCH("/feedback/{id}", { params: { path: { id: f._id } }, body: { status: "done" } })).response.status).toBe(404);
    await expect(vote(f._id, uid("voter"), h.live)).rejects.toMatchObject({ status: 404 });
    await expect(unvote(f._id, uid("voter"), h.live)).rejects.toMatchObject({ status: 404 });
    expect(await getFeedback(f._id)).toEqual(f);
  });

  it("keeps test feedback out of live lists, searches and contact filters", async () => {
    const w = word();
    const external_id = uid();
    const f = await createFeedback({ contact: { external_id }, title: `Isolated ${w}` });
    expect(await walk({ limit: 100 }, h.live)).not.toContain(f._id);
    expect(await walk({ limit: 100, sort: "votes" }, h.live)).not.toContain(f._id);
    expect((await listFeedback({ q: w }, h.live)).items).toEqual([]);
    expect((await listFeedback({ contact_id: external_id }, h.live)).items).toEqual([]);
    expect((await listFeedback({ contact_id: f.contact._id }, h.live)).items).toEqual([]);
    expect(ids(await listFeedback({ q: w }))).toEqual([f._id]);
  });

  it("counts a voter's vote in each mode separately", async () => {
    const voter = uid("voter");
    const test = await createFeedback();
    const live = await createFeedback({}, h.live);
    await vote(test._id, voter);
    expect((await vote(live._id, voter, h.live)).votes).toBe(1);
    await unvote(live._id, voter, h.live);
    expect((await getFeedback(test._id)).votes).toBe(1);
    expect((await getFeedback(live._id, h.live)).votes).toBe(0);
  });
});
