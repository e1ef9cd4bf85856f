/** Pure webhook rules, table-tested without HTTP: excerpts, address classification, health, secrets. */
import { describe, expect, it } from "vitest";
import { excerpt } from "../src/desk/webhooks/excerpt.js";

const FAMILY = "👨‍👩‍👧‍👦"; // 7 code points, one grapheme
const FLAG = "🇫🇷"; // 2 code points, one grapheme
const isWellFormed = (s: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

describe("excerpt (the delivery log's response body)", () => {
  it.each([
    ["short text, unchanged", "ok", 500, "ok"],
    ["ASCII cut at max", "a".repeat(600), 500, "a".repeat(500)],
    ["an emoji as the 500th character is kept whole (slice(0, 500) split it)", `${"a".repeat(499)}😀b`, 500, `${"a".repeat(499)}😀`],
    ["an emoji as the 501st character is left out", `${"a".repeat(500)}😀`, 500, "a".repeat(500)],
    ["emoji count as one character each", "😀".repeat(600), 500, "😀".repeat(500)],
    ["a ZWJ family is kept whole or left out", `${"a".repeat(495)}${FAMILY}`, 500, "a".repeat(495)],
    ["a flag is never split into regional letters", `${"a".repeat(499)}${FLAG}`, 500, "a".repeat(499)],
    ["an accent stays with its letter", `${"a".repeat(499)}e\u0301`, 500, "a".repeat(499)],
    ["a single grapheme longer than max is cut at a code point", `x${"\u0301".repeat(600)}`, 5, `x${"\u0301".repeat(4)}`],
    ["a lone high surrogate becomes U+FFFD", "ab\uD83D", 500, "ab\uFFFD"],
    ["a lone low surrogate becomes U+FFFD", "\uDE00ab", 500, "\uFFFDab"],
    ["empty", "", 500, ""],
  ])("%s", (_, text, max, want) => {
    const got = excerpt(text, max);
    expect(got).toBe(want);
    expect(isWellFormed(got)).toBe(true);
    expect([...got].length).toBeLessThanOrEqual(max);
  });

  it("never produces invalid UTF-16 whatever the cut", () => {
    const text = `${FAMILY}😀${FLAG}é`.repeat(40);
    for (let max = 0; max < 120; max++) {
      const got = excerpt(text, max);
      expect(isWellFormed(got), String(max)).toBe(true);
      expect(text.startsWith(got)).toBe(true);
      expect(Buffer.from(got, "utf8").toString("utf8")).toBe(got);
    }
  });
});
