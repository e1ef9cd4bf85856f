/**
 * The Support Desk API's assignee filter on conversations and tickets (`assigneeId`, `assigned`):
 * through the SDK, paged with a small `limit`, on either engine.
 */
import { type DeskOperations, unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assigneeMatch } from "../src/desk/shared.rules.js";
import { apiError, type DeskHarness, startDesk } from "./support/desk.js";

type ConversationQuery = NonNullable<DeskOperations["conversations.list"]["parameters"]["query"]>;
type TicketQuery = NonNullable<DeskOperations["tickets.list"]["parameters"]["query"]>;

let h: DeskHarness;
beforeAll(async () => {
  h = await startDesk();
});
afterAll(async () => {
  await h?.close();
});

/** Every id of a list, walked page by page from the first (`limit` 2). */
async function walk(path: "/conversations" | "/tickets", query: ConversationQuery & TicketQuery): Promise<string[]> {
  const ids: string[] = [];
  let before: string | undefined;
  do {
    const page = await unwrap(h.desk.GET(path, { params: { query: { ...query, limit: 2, ...(before && { before }) } } }));
    ids.push(...page.items.map((i) => i._id));
    before = page.nextCursor ?? undefined;
  } while (before);
  return ids;
}

describe("assigneeMatch", () => {
  it.each([
    ["nothing keeps everything", {}, undefined],
    ["an id", { assigneeId: "op-1" }, { assigneeId: "op-1" }],
    ["an id with assigned=true is the id", { assigneeId: "op-1", assigned: true }, { assigneeId: "op-1" }],
    ["assigned=false", { assigned: false }, { assigned: false }],
    ["assigned=true", { assigned: true }, { assigned: true }],
  ])("%s", (_name, given, want) => expect(assigneeMatch(given)).toEqual(want));

  it("an id with assigned=false is a 400 naming assigned", () => {
    expect(() => assigneeMatch({ assigneeId: "op-1", assigned: false })).toThrow(/assigned/);
  });
});

describe("the assignee filter of the lists", () => {
  it("conversations: by assignee id, unassigned, assigned, across pages", async () => {
    const make = async (n: number, assignee: string | null) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        const c = await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id: `ca-${assignee}-${i}` }, body: "Help" } }));
        if (assignee) await unwrap(h.desk.PATCH("/conversations/{id}", { params: { path: { id: c._id } }, body: { assigneeId: assignee, assigneeName: assignee } }));
        ids.push(c._id);
      }
      return ids.reverse(); // newest first, as the list
    };
    const ann = await make(3, "op-ann");
    const bob = await make(2, "op-bob");
    const none = await make(3, null);
    expect(await walk("/conversations", { assigneeId: "op-ann" })).toEqual(ann);
    expect(await walk("/conversations", { assigneeId: "op-bob", assigned: true })).toEqual(bob);
    expect(await walk("/conversations", { assigned: false })).toEqual(none);
    expect(await walk("/conversations", { assigned: true })).toEqual([...bob, ...ann]);
    expect(await walk("/conversations", { assigneeId: "op-nobody" })).toEqual([]);
    // Combined with another filter.
    expect(await walk("/conversations", { assigneeId: "op-ann", status: "resolved" })).toEqual([]);

    const err = await apiError(unwrap(h.desk.GET("/conversations", { params: { query: { assigneeId: "op-ann", assigned: false } } })));
    expect(err.status).toBe(400);
    expect(err.code).toBe("invalid_request");
    expect(err.message).toMatch(/assigned/);
  });

  it("tickets: by assignee id, unassigned, assigned, across pages; unassigning moves a ticket to the unassigned", async () => {
    const make = async (n: number, assignee: string | null) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        const t = await unwrap(h.desk.POST("/tickets", { body: { contact: { external_id: `ta-${assignee}-${i}` }, type: "question", title: `Q ${i}` } }));
        if (assignee) await unwrap(h.desk.PATCH("/tickets/{id}", { params: { path: { id: t._id } }, body: { assigneeId: assignee } }));
        ids.push(t._id);
      }
      return ids.reverse();
    };
    const ann = await make(3, "op-ann");
    const none = await make(3, null);
    expect(await walk("/tickets", { assigneeId: "op-ann" })).toEqual(ann);
    expect(await walk("/tickets", { assigned: false })).toEqual(none);
    expect(await walk("/tickets", { assigned: true })).toEqual(ann);

    await unwrap(h.desk.PATCH("/tickets/{id}", { params: { path: { id: ann[0]! } }, body: { assigneeId: null } }));
    expect(await walk("/tickets", { assigneeId: "op-ann" })).toEqual(ann.slice(1));
    expect(await walk("/tickets", { assigned: false })).toEqual([...none, ann[0]!]); // newest created first: the unassigned ones are newer

    const err = await apiError(unwrap(h.desk.GET("/tickets", { params: { query: { assigneeId: "op-ann", assigned: false } } })));
    expect(err.status).toBe(400);
    expect(err.code).toBe("invalid_request");
  });
});
