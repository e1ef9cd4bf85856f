/**
 * A message's search text is written at the end of its write group (platform/db/group-commit.ts,
 * `defer`): FTS5 writes a segment at every savepoint, one per unit otherwise. What a group's
 * units do to search text must still come out as if each unit had written it at once.
 */
import { unwrap } from "@tandem/sdk";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactsService } from "../src/desk/contacts/contacts.service.js";
import { conversationsService } from "../src/desk/conversations/conversations.service.js";
import { type DeskHarness, startDesk } from "./support/desk.js";

let h: DeskHarness;
beforeEach(async () => {
  h = await startDesk();
});
afterEach(() => h.close());

const found = async (q: string) => (await unwrap(h.desk.GET("/conversations", { params: { query: { q, limit: 50 } } }))).items.map((c) => c._id);

describe("search text written at the end of the write group", () => {
  it("finds every message of concurrent replies, and none of a reply that failed", async () => {
    const c = await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id: "v1" }, subject: "Printer", body: "It jams" } }));
    const words = Array.from({ length: 12 }, (_, i) => `zebra${i}x`);
    const replies = await Promise.all(
      words.map((w) => h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: `try ${w}` } })),
    );
    expect(replies.map((r) => r.response.status)).toEqual(words.map(() => 201));
    for (const w of words) expect(await found(w)).toEqual([c._id]);
    const bad = await h.desk.POST("/conversations/{id}/messages", { params: { path: { id: "000000000000000000000000" } }, body: { body: "orphanword" } });
    expect(bad.response.status).toBe(404);
    expect(await found("orphanword")).toEqual([]);
  });

  it("a contact erased in the same group as its message: the erased words are not searchable", async () => {
    const { ctx } = h.deskApp;
    const spaceId = h.tandem.db!.prepare("SELECT id FROM spaces WHERE mode = 'test'").pluck().get() as number;
    const conversations = conversationsService(ctx);
    const contacts = contactsService(ctx);
    const c = await conversations.create(ctx.read, spaceId, { contact: { external_id: "v2", name: "Vera" }, subject: "Hello", body: "first" });
    const unit = h.tandem.platform.unit!;
    // One turn: both units in one group, the message's text still deferred when the erasure runs.
    await Promise.all([
      unit((tx) => conversations.contactMessage(tx, spaceId, c._id, { body: "secretword from the visitor" })),
      unit((tx) => conversations.reply(tx, spaceId, c._id, { body: "teamword answer" })),
      unit(async (tx) => await contacts.erase(tx, spaceId, c.contact._id)),
    ]);
    expect(await found("secretword")).toEqual([]);
    expect(await found("teamword")).toEqual([c._id]);
  });
});
