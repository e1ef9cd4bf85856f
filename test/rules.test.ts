/** Pure domain rules, table-tested without HTTP. */
import { describe, expect, it } from "vitest";
import { SIGN_IN_FAILURE_MEMORY_MS, signInAllowedAt, signInFailed } from "../src/console/operators.rules.js";
import { applyContactPatch, EMPTY_CONTACT } from "../src/desk/contacts/contacts.rules.js";
import { type ConversationState, planConversationUpdate } from "../src/desk/conversations/conversations.rules.js";
import { checkFeedbackCreate, planFeedbackUpdate } from "../src/desk/feedback/feedback.rules.js";
import { checkTicketTransition, defaultTicketPriority, planTicketUpdate, type TicketState } from "../src/desk/tickets/tickets.rules.js";
import { decodeCursor, encodeCursor } from "../src/platform/pagination.js";
import { cjkGrams, searchQuery } from "../src/platform/search.js";
import { bearerToken, classifyKey } from "../src/platform/auth/keys.rules.js";
import { DOMAINS } from "../src/tandem.js";

const NOW = Date.UTC(2026, 0, 1);
const conv: ConversationState = {
  status: "open",
  priority: "normal",
  assigneeId: null,
  assigneeName: null,
  tags: [],
  subject: null,
  snoozedUntil: null,
};

describe("planConversationUpdate", () => {
  it.each([
    ["an empty patch", {}, "body must contain at least one field"],
    ["snoozed without a time", { status: "snoozed" }, "body.snoozedUntil is required with status snoozed"],
    ["snoozed until the past", { status: "snoozed", snoozedUntil: NOW - 1 }, "body.snoozedUntil must be in the future"],
    ["snoozedUntil alone", { snoozedUntil: NOW + 1000 }, "body.snoozedUntil needs body.status: snoozed in the same request"],
    ["assigneeId without a name", { assigneeId: "u1" }, "body.assigneeName is required when assigning (with body.assigneeId)"],
    ["assigneeName alone", { assigneeName: "Ann" }, "body.assigneeName needs body.assigneeId in the same request"],
    ["unassigning with a name", { assigneeId: null, assigneeName: "Ann" }, "body.assigneeName must be null when unassigning"],
  ] as const)("refuses %s", (_n, patch, message) => {
    expect(() => planConversationUpdate(conv, patch as never, NOW)).toThrow(message);
  });

  it("emits conversation.assigned on assign and on unassign, not when unchanged", () => {
    const assigned = planConversationUpdate(conv, { assigneeId: "u1", assigneeName: "Ann" }, NOW);
    expect(assigned.events).toEqual(["conversation.assigned"]);
    expect(planConversationUpdate(assigned.next, { assigneeId: "u1", assigneeName: "Ann" }, NOW).events).toEqual([]);
    const unassigned = planConversationUpdate(assigned.next, { assigneeId: null, assigneeName: null }, NOW);
    expect(unassigned.events).toEqual(["conversation.assigned"]);
    expect(unassigned.next.assigneeName).toBeNull();
  });

  it("does not emit conversation.assigned when only the assignee's display name changes", () => {
    const a = planConversationUpdate(conv, { assigneeId: "u1", assigneeName: "Ann" }, NOW).next;
    const renamed = planConversationUpdate(a, { assigneeId: "u1", assigneeName: "Ann B." }, NOW);
    expect(renamed.events).toEqual([]);
    expect(renamed.next.assigneeName).toBe("Ann B.");
  });

  it("emits conversation.resolved only when entering resolved", () => {
    const r = planConversationUpdate(conv, { status: "resolved" }, NOW);
    expect(r.events).toEqual(["conversation.resolved"]);
    expect(planConversationUpdate(r.next, { status: "resolved" }, NOW).events).toEqual([]);
  });

  it("clears snoozedUntil when leaving snoozed", () => {
    const s = planConversationUpdate(conv, { status: "snoozed", snoozedUntil: NOW + 60_000 }, NOW).next;
    expect(s.snoozedUntil).toBe(NOW + 60_000);
    expect(planConversationUpdate(s, { status: "open" }, NOW).next.snoozedUntil).toBeNull();
  });
});

describe("tickets", () => {
  it.each([
    ["bug", "high"],
    ["support", "normal"],
    ["question", "normal"],
    ["feature", "normal"],
  ] as const)("a %s defaults to priority %s", (type, priority) => {
    expect(defaultTicketPriority(type)).toBe(priority);
  });

  it("treats closed as final", () => {
    for (const to of ["open", "pending", "resolved"] as const) {
      expect(() => checkTicketTransition("closed", to)).toThrow(/closed/);
    }
    expect(() => checkTicketTransition("closed", "closed")).not.toThrow();
    expect(() => checkTicketTransition("resolved", "open")).not.toThrow();
  });

  const ticket: TicketState = { status: "open", priority: "normal", type: "bug", title: "t", tags: [], assigneeId: null };
  it.each([
    [{ status: "pending" }, true],
    [{ priority: "urgent" }, true],
    [{ type: "feature" }, true],
    [{ assigneeId: "u1" }, true],
    [{ title: "new title" }, false],
    [{ tags: ["a"] as string[] }, false],
  ] as const)("patch %j notifies: %s", (patch, notify) => {
    expect(planTicketUpdate(ticket, patch as Partial<TicketState>).notify).toBe(notify);
  });
});

describe("feedback", () => {
  it("requires a rating for kind rating and words for other kinds", () => {
    expect(() => checkFeedbackCreate({ kind: "rating" })).toThrow("body.rating is required for kind rating");
    expect(() => checkFeedbackCreate({ kind: "idea" })).toThrow(/body.message/);
    expect(() => checkFeedbackCreate({ kind: "idea", title: "x" })).not.toThrow();
  });

  it("never returns to new", () => {
    expect(() => planFeedbackUpdate({ status: "planned", reply: null, tags: [] }, { status: "new" })).toThrow(/new/);
    expect(planFeedbackUpdate({ status: "new", reply: null, tags: [] }, { status: "new" }).changed).toBe(false);
  });
});

describe("contacts", () => {
  it("merges attributes and reports no change for a no-op", () => {
    const a = applyContactPatch(EMPTY_CONTACT, { name: "Ann", attributes: { plan: "pro" } });
    expect(a.changed).toBe(true);
    const b = applyContactPatch(a.next, { attributes: { seats: 3 } });
    expect(b.next.attributes).toEqual({ plan: "pro", seats: 3 });
    expect(applyContactPatch(b.next, { name: "Ann", attributes: { plan: "pro" } }).changed).toBe(false);
  });

  it("an address from an unverified visitor is stored unverified; a trusted caller verifies it; clearing or omitting it keeps the rule", () => {
    const asserted = applyContactPatch(EMPTY_CONTACT, { email: "victim@example.com" }, false);
    expect([asserted.next.email, asserted.next.email_verified]).toEqual(["victim@example.com", 0]);
    // The same address from the server API: only the trust changes, and that is a change.
    const trusted = applyContactPatch(asserted.next, { email: "victim@example.com" });
    expect([trusted.next.email_verified, trusted.changed]).toEqual([1, true]);
    expect(applyContactPatch(asserted.next, { name: "Eve" }).next.email_verified).toBe(0);
    expect(applyContactPatch(trusted.next, { email: "victim@example.com" }, false).next.email_verified).toBe(1);
    expect(applyContactPatch(trusted.next, { email: "other@example.com" }, false).next.email_verified).toBe(0);
    expect(applyContactPatch(asserted.next, { email: null }, false).next.email_verified).toBe(1);
  });

  it("caps a contact at 50 attributes", () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    expect(() => applyContactPatch(EMPTY_CONTACT, { attributes: many })).toThrow(/more than 50/);
  });
});

describe("search text is never query syntax", () => {
  it.each([
    ["hello world", '"hello"* "world"*'],
    ['say "hi"', '"say"* "hi"*'],
    ["NEAR(a b)", '"NEAR"* "a"* "b"*'],
    ["***", undefined],
    ["", undefined],
    ["héllo wörld", '"héllo"* "wörld"*'],
  ])("%j → %j", (text, query) => {
    expect(searchQuery(text)?.words).toBe(query);
  });

  it.each([
    ["按钮", undefined, '"按钮"'],
    ["导出按钮不", undefined, '"导出 出按 按钮 钮不"'],
    ["钮", undefined, '"钮"*'],
    ["export按钮 ok", '"export"* "ok"*', '"按钮"'],
    ["ボタンが 動かない", undefined, '"ボタ タン ンが" "動か かな ない"'],
    ['"按钮"*', undefined, '"按钮"'],
  ])("CJK runs become terms of the CJK index: %j", (text, words, cjk) => {
    expect(searchQuery(text)).toMatchObject({ words, cjk });
  });
});

describe("CJK index text", () => {
  it.each([
    ["导出按钮不工作", "导出 出按 按钮 钮不 不工 工作 作"],
    ["按", "按"],
    ["hello world", ""],
    ["a导出b 按钮!", "导出 出 按钮 钮"],
    ["𠀀𠀁", "𠀀𠀁 𠀁"],
    ["ボタンが動かない", "ボタ タン ンが が動 動か かな ない い"],
  ])("%j → %j", (text, grams) => {
    expect(cjkGrams(text)).toBe(grams);
  });
});

describe("cursors", () => {
  it("round-trip and refuse cursors of other lists", () => {
    const c = encodeCursor("tickets", [42]);
    expect(decodeCursor("tickets", c, 1)).toEqual([42]);
    expect(() => decodeCursor("conversations", c, 1)).toThrow(/before/);
    expect(() => decodeCursor("tickets", "Zm9vOjE", 1)).toThrow(/before/);
    expect(() => decodeCursor("tickets", encodeCursor("tickets", [1, 2]), 1)).toThrow(/before/);
    const rawCursor = (text: string) => Buffer.from(text).toString("base64url");
    for (const text of ["tickets:", "tickets:1:junk", "tickets:1.", "tickets:-1", "tickets:1e3", "tickets:99999999999999999"]) {
      expect(() => decodeCursor("tickets", rawCursor(text), 1), text).toThrow(/before/);
    }
  });
});

describe("keys", () => {
  it("reads bearer tokens and classifies prefixes per API", () => {
    expect(bearerToken("Bearer dsk_test_x")).toBe("dsk_test_x");
    expect(bearerToken("bearer  abc ")).toBe("abc");
    expect(bearerToken("Basic abc")).toBeUndefined();
    expect(classifyKey(DOMAINS.flatMap((d) => d.keyFormats), "desk", "dsk_live_abc")).toMatchObject({ kind: "secret", mode: "live" });
    expect(classifyKey(DOMAINS.flatMap((d) => d.keyFormats), "desk", "pk_live_abc")).toMatchObject({ kind: "publishable" });
    expect(classifyKey(DOMAINS.flatMap((d) => d.keyFormats), "desk", "rv_sk_test_abc")).toBeUndefined();
  });
});

describe("console sign-in back-off", () => {
  const T = 1_000_000_000;
  it.each([
    [0, 0],
    [4, 0],
    [5, T + 1_000],
    [6, T + 2_000],
    [8, T + 8_000],
    [11, T + 60_000],
    [50, T + 60_000],
  ])("after %i failures in a row the next attempt may come at %i", (count, want) => {
    expect(signInAllowedAt({ count, lastAt: T }, T)).toBe(want);
  });

  it("forgets failures after 15 minutes; a failure after that counts from one", () => {
    expect(signInAllowedAt({ count: 9, lastAt: T }, T + SIGN_IN_FAILURE_MEMORY_MS)).toBe(0);
    expect(signInFailed({ count: 9, lastAt: T }, T + SIGN_IN_FAILURE_MEMORY_MS)).toEqual({ count: 1, lastAt: T + SIGN_IN_FAILURE_MEMORY_MS });
    expect(signInFailed({ count: 9, lastAt: T }, T + 1)).toEqual({ count: 10, lastAt: T + 1 });
  });
});
