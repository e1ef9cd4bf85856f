import { describe, expect, it } from "vitest";
import { auditFacts, DETAILS_MAX_JSON, DETAILS_MAX_STRING, detailsJson, safeUrl } from "../src/console/audit.rules.js";

describe("audit rules: what an entry says of a change", () => {
  it.each([
    ["secret-named fields are dropped at any depth", { name: "a", secret: "whsec_x", nested: { password: "p", token: "t", ok: 1 } }, { name: "a", nested: { ok: 1 } }],
    ["strings are cut to the bound", { reason: "x".repeat(500) }, { reason: `${"x".repeat(DETAILS_MAX_STRING - 1)}…` }],
    ["lists are cut to 20 items", { tags: Array.from({ length: 30 }, (_, i) => i) }, { tags: Array.from({ length: 20 }, (_, i) => i) }],
  ] as const)("%s", (_name, given, want) => {
    expect(JSON.parse(detailsJson(given as never)!)).toEqual(want);
  });

  it("too much JSON in all is { truncated: true }; nothing to say is null", () => {
    const big = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, "y".repeat(199)]));
    expect(JSON.parse(detailsJson(big)!)).toEqual({ truncated: true });
    expect(JSON.stringify(big).length).toBeGreaterThan(DETAILS_MAX_JSON);
    expect(detailsJson({})).toBeNull();
    expect(detailsJson(null)).toBeNull();
  });

  it("a URL keeps scheme, host and path only", () => {
    expect(safeUrl("https://user:pw@hooks.example.com/in?token=abc#x")).toBe("https://hooks.example.com/in");
    expect(safeUrl("not a url")).toBeUndefined();
  });

  it("a created object is the target; the path's ids otherwise; a key's details never hold the key", () => {
    const key = auditFacts("keys.create", { params: {}, query: {}, body: { api: "desk", mode: "test" }, answer: { id: "k1", api: "desk", mode: "test", kind: "secret", key: "sk_test_secret" } });
    expect(key.target).toBe("id=k1");
    expect(key.details).not.toContain("sk_test_secret");
    expect(auditFacts("team.revokeSession", { params: { id: "o1", sessionId: "s1" }, query: {}, body: undefined, answer: { revoked: 1 } })).toEqual({ target: "id=o1&sessionId=s1", details: '{"revoked":1}' });
    expect(auditFacts("team.update", { params: { id: "o1" }, query: {}, body: { role: "admin" }, answer: {}, before: { email: "a@x", role: "agent", disabled_at: null } }).details).toBe(
      '{"email":"a@x","role":{"from":"agent","to":"admin"}}',
    );
  });
});
