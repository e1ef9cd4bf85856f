/** Pure webhook rules, table-tested without HTTP: excerpts, address classification, health, secrets. */
import { describe, expect, it } from "vitest";
import { excerpt } from "../src/desk/webhooks/excerpt.js";
import { DEFAULT_DISABLE_AFTER_MS, shouldDisable } from "../src/desk/webhooks/health.js";
import { isPublicAddress } from "../src/desk/webhooks/url-safety.js";
import { isStandardSecret, mintWebhookSecret, recoverRange } from "../src/desk/webhooks/webhooks.rules.js";
import { standardKey, standardSignatureHeader } from "../src/desk/webhooks/signature.js";
import { Webhook } from "standardwebhooks";

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

describe("isPublicAddress (registration and every connection)", () => {
  it.each([
    // IPv4
    ["93.184.216.34", true],
    ["8.8.8.8", true],
    ["127.0.0.1", false],
    ["10.0.0.1", false],
    ["172.16.5.4", false],
    ["192.168.1.5", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["255.255.255.255", false],
    ["224.0.0.1", false],
    ["192.0.2.1", false],
    // IPv6 proper
    ["2606:2800:220:1:248:1893:25c8:1946", true],
    ["2a00:1450:4001:82b::200e", true],
    ["::1", false],
    ["::", false],
    ["fe80::1", false],
    ["fd00::1", false],
    ["ff02::1", false],
    ["2001:db8::1", false],
    // IPv4-compatible ::a.b.c.d (issue 10, F6)
    ["::7f00:1", false],
    ["::127.0.0.1", false],
    ["::10.0.0.1", false],
    ["::169.254.169.254", false],
    ["::a9fe:a9fe", false],
    // IPv4-mapped and IPv4-translated
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:10.0.0.1", false],
    ["::ffff:0:127.0.0.1", false],
    ["::ffff:93.184.216.34", true],
    // NAT64
    ["64:ff9b::127.0.0.1", false],
    ["64:ff9b::a9fe:a9fe", false],
    ["64:ff9b::93.184.216.34", true],
    ["64:ff9b:1::5db8:d822", false],
    ["64:ff9b:1:ffff::1", false],
    // 6to4: 2002:AABB:CCDD::/48 embeds AA.BB.CC.DD
    ["2002:7f00:1::1", false],
    ["2002:a00:1::1", false],
    ["2002:a9fe:a9fe::1", false],
    ["2002:5db8:d822::1", true],
    // Teredo: 2001:0:SERVER:…:~CLIENT
    ["2001:0:5db8:d822::8000:f227:80ff:fffe", false], // client 127.0.0.1
    ["2001:0:a00:1::f227:a247:2dcb", false], // server 10.0.0.1
    ["2001:0:5db8:d822::f227:a247:2dcb", true], // server 93.184.216.34, client 93.184.216.34 … inverted
    // Not IP literals
    ["localhost", false],
    ["fe80::1%eth0", false],
    ["", false],
  ])("%s → %s", (address, want) => {
    expect(isPublicAddress(address)).toBe(want);
  });
});

const H = 3_600_000;
const NOW = Date.UTC(2026, 2, 10);

describe("shouldDisable (endpoint health)", () => {
  it.each([
    ["never failed", null, NOW, false],
    ["failing for a minute", NOW - 60_000, NOW, false],
    ["failing for 5 days less a second", NOW - DEFAULT_DISABLE_AFTER_MS + 1000, NOW, false],
    ["failing for exactly 5 days", NOW - DEFAULT_DISABLE_AFTER_MS, NOW, true],
    ["failing for 6 days", NOW - 6 * 24 * H, NOW, true],
  ])("%s → %s", (_, since, now, want) => {
    expect(shouldDisable(since, now, DEFAULT_DISABLE_AFTER_MS)).toBe(want);
  });
  it("follows the configured period", () => {
    expect(shouldDisable(NOW - 2 * H, NOW, 2 * H)).toBe(true);
    expect(shouldDisable(NOW - 2 * H, NOW, 3 * H)).toBe(false);
  });
});

describe("recoverRange", () => {
  const iso = (ms: number) => new Date(ms).toISOString();
  it.each([
    ["since only: until is now, inclusive", { since: iso(NOW - H) }, { since: NOW - H, until: NOW + 1 }],
    ["since and until", { since: iso(NOW - 2 * H), until: iso(NOW - H) }, { since: NOW - 2 * H, until: NOW - H }],
  ])("%s", (_, body, want) => {
    expect(recoverRange(body, NOW)).toEqual(want);
  });
  it.each([
    ["until before since", { since: iso(NOW - H), until: iso(NOW - 2 * H) }, /^body\.until must be after body\.since/],
    ["until equal to since", { since: iso(NOW - H), until: iso(NOW - H) }, /^body\.until /],
    ["since in the future", { since: iso(NOW + H) }, /^body\.since must be in the past/],
    ["since not a date", { since: "yesterday" }, /^body\.since /],
  ])("refuses %s with invalid_request", (_, body, why) => {
    expect(() => recoverRange(body, NOW)).toThrow(why);
  });
});

describe("webhook secrets and Standard Webhooks signatures", () => {
  it("mints whsec_ + 24 bytes of standard base64, which the standardwebhooks library accepts", () => {
    for (let i = 0; i < 50; i++) {
      const secret = mintWebhookSecret();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      expect(isStandardSecret(secret)).toBe(true);
      expect(standardKey(secret)).toHaveLength(24);
      expect(() => new Webhook(secret)).not.toThrow();
    }
  });

  it.each([
    ["whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", true],
    ["whsec_ab+/cd==", true],
    ["whsec_abc=", true],
    ["whsec_ab-cd_ef", false], // base64url, minted before
    ["whsec_", false],
    ["sk_abcd", false],
  ])("isStandardSecret(%s) → %s", (secret, want) => {
    expect(isStandardSecret(secret)).toBe(want);
  });

  it("matches the standardwebhooks library's own signature, one v1 per secret", () => {
    const [a, b] = [mintWebhookSecret(), mintWebhookSecret()];
    const t = 1_700_000_000;
    const body = '{"id":"evt_1","type":"ping"}';
    const header = standardSignatureHeader([a, b], "msg_1", t, body);
    expect(header.split(" ")).toEqual([new Webhook(a).sign("msg_1", new Date(t * 1000), body), new Webhook(b).sign("msg_1", new Date(t * 1000), body)]);
  });
});
