import { describe, expect, it } from "vitest";
import { defaultKeyName, KEY_NAME_MAX, KEY_USE_RECORD_MS, keyName, useDue } from "../src/platform/auth/keys.rules.js";

const spec = { api: "desk", mode: "live", kind: "secret" } as const;

describe("keyName", () => {
  const cases: [string, { given: string | undefined; want: string | { problem: string } }][] = [
    ["absent: the API, mode and kind", { given: undefined, want: "desk live secret" }],
    ["trimmed", { given: "  Zapier sync  ", want: "Zapier sync" }],
    ["Unicode counted by characters, at the bound", { given: "🚀".repeat(KEY_NAME_MAX), want: "🚀".repeat(KEY_NAME_MAX) }],
    ["one character over the bound", { given: "a".repeat(KEY_NAME_MAX + 1), want: { problem: "name must have at most 100 characters" } }],
    ["empty", { given: "", want: { problem: "name must not be empty" } }],
    ["only spaces", { given: "   ", want: { problem: "name must not be empty" } }],
    ["a line break inside", { given: "a\nb", want: { problem: "name must not contain control characters" } }],
    ["a DEL character", { given: "a\u007fb", want: { problem: "name must not contain control characters" } }],
  ];
  it.each(cases)("%s", (_name, { given, want }) => expect(keyName(given, spec)).toEqual(want));

  it("the default names a publishable billing test key", () => {
    expect(defaultKeyName({ api: "revenue", mode: "test", kind: "publishable" })).toBe("revenue test publishable");
  });
});

describe("useDue", () => {
  const cases: [string, { last: number | undefined; now: number; want: boolean }][] = [
    ["never recorded", { last: undefined, now: 5, want: true }],
    ["just recorded", { last: 1000, now: 1000, want: false }],
    ["a millisecond short of the granularity", { last: 1000, now: 1000 + KEY_USE_RECORD_MS - 1, want: false }],
    ["at the granularity", { last: 1000, now: 1000 + KEY_USE_RECORD_MS, want: true }],
    ["the clock went back", { last: 1000, now: 999, want: true }],
  ];
  it.each(cases)("%s", (_name, { last, now, want }) => expect(useDue(last, now)).toBe(want));
});
