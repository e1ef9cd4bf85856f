import { describe, expect, it } from "vitest";
import {
  automatedReason,
  inboundBody,
  INBOUND_MAX_TEXT,
  parseRecipient,
  replyAddress,
  sameAddress,
  trimReply,
  verifyReplyMac,
} from "../src/desk/mail/inbound.rules.js";

const BASE = "reply@in.acme.test";
const KEY = "k".repeat(43);
const ID = "65f1c0ffee00000000000001";

describe("reply addresses", () => {
  it("mint an address that names the conversation and verifies only with its key and id", () => {
    const addr = replyAddress(BASE, ID, KEY);
    expect(addr).toMatch(/^reply\+c_65f1c0ffee00000000000001\.[0-9a-f]{20}@in\.acme\.test$/);
    expect(addr.split("@")[0].length).toBeLessThanOrEqual(64);
    const r = parseRecipient(BASE, addr);
    expect(r).toMatchObject({ kind: "thread", conversationId: ID });
    if (r.kind !== "thread") throw new Error("not a thread");
    expect(verifyReplyMac(ID, r.mac, KEY)).toBe(true);
    expect(verifyReplyMac(ID, r.mac, "another key")).toBe(false);
    expect(verifyReplyMac("65f1c0ffee00000000000002", r.mac, KEY)).toBe(false);
    expect(verifyReplyMac(ID, r.mac.slice(0, -1), KEY)).toBe(false);
    // Servers that upper-case addresses still match.
    const upper = parseRecipient(BASE, addr.toUpperCase());
    expect(upper.kind === "thread" && verifyReplyMac(upper.conversationId, upper.mac, KEY)).toBe(true);
  });

  it.each([
    ["the base address", "reply@in.acme.test", "base"],
    ["the base address, display name and case", "Support <Reply@IN.acme.test>", "base"],
    ["a reply address", `reply+c_${ID}.0123456789abcdef0123@in.acme.test`, "thread"],
    ["another domain", `reply+c_${ID}.0123456789abcdef0123@acme.test`, "other"],
    ["another local part", "sales@in.acme.test", "other"],
    ["a tag that is no token", "reply+news@in.acme.test", "other"],
    ["a token without MAC", `reply+c_${ID}@in.acme.test`, "other"],
    ["not an address", "reply", "other"],
  ])("reads %s as %s", (_name, rcpt, kind) => {
    expect(parseRecipient(BASE, rcpt).kind).toBe(kind);
  });

  it("compares senders case-insensitively, never an empty one", () => {
    expect(sameAddress("Ann@Example.com", "ann@example.com")).toBe(true);
    expect(sameAddress("ann@example.com", "bob@example.com")).toBe(false);
    expect(sameAddress(null, "ann@example.com")).toBe(false);
    expect(sameAddress("", "")).toBe(false);
  });
});

describe("loop and bounce detection", () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name];
  it.each([
    ["a person's reply", {}, "ann@example.com", null],
    ["Auto-Submitted: no", { "auto-submitted": "no" }, "ann@example.com", null],
    ["the null sender", {}, "", "bounce"],
    ["MAILER-DAEMON", {}, "MAILER-DAEMON@mx.example.com", "bounce"],
    ["postmaster in From", { from: "Postmaster <postmaster@example.com>" }, "ann@example.com", "bounce"],
    ["a delivery report", { "content-type": 'multipart/report; report-type=delivery-status; boundary="x"' }, "ann@example.com", "bounce"],
    ["Return-Path <>", { "return-path": "<>" }, "ann@example.com", "bounce"],
    ["Auto-Submitted: auto-replied", { "auto-submitted": "auto-replied" }, "ann@example.com", "auto_submitted"],
    ["Auto-Submitted: auto-generated", { "auto-submitted": "auto-generated; owner-email=x@y" }, "ann@example.com", "auto_submitted"],
    ["X-Autoreply", { "x-autoreply": "yes" }, "ann@example.com", "auto_reply"],
    ["X-Auto-Response-Suppress", { "x-auto-response-suppress": "All" }, "ann@example.com", "auto_reply"],
    ["Precedence: bulk", { precedence: "bulk" }, "ann@example.com", "precedence"],
    ["Precedence: auto_reply", { precedence: "auto_reply" }, "ann@example.com", "precedence"],
    ["Precedence: first-class", { precedence: "first-class" }, "ann@example.com", null],
    ["List-Id", { "list-id": "<news.example.com>" }, "ann@example.com", "mailing_list"],
  ])("%s → %s", (_name, h, envelopeFrom, want) => {
    expect(automatedReason(headers(h), envelopeFrom)).toBe(want);
  });
});

describe("quote and signature trimming", () => {
  it.each([
    ["plain text", "Thanks, that works.", "Thanks, that works."],
    ["Gmail's quote", "Thanks!\n\nOn Mon, 2 Mar 2026 at 10:00, Acme Support <support@acme.test> wrote:\n> Fixed in 2.1\n> Reload.", "Thanks!"],
    ["a wrapped On … wrote:", "Yes.\n\nOn Mon, 2 Mar 2026 at 10:00, Acme Support <\nsupport@acme.test> wrote:\n> Fixed", "Yes."],
    ["a French client", "Merci\n\nLe lun. 2 mars 2026 à 10:00, Acme <s@acme.test> a écrit :\n> x", "Merci"],
    ["interleaved quotes", "> Does it work now?\nYes it does.\n> Anything else?\nNo.", "Yes it does.\nNo."],
    ["a signature", "Great.\n\n-- \nAnn Smith\nACME Corp", "Great."],
    ["a mobile footer", "ok\n\nSent from my iPhone", "ok"],
    ["Outlook's block", "Done.\n\n________________________________\nFrom: Acme Support\nSent: Monday\nTo: Ann\nSubject: Re: Export", "Done."],
    ["Outlook without the rule", "Done.\nFrom: Acme Support <support@acme.test>\nSent: Monday, March 2, 2026\nTo: Ann\n\nold text", "Done."],
    ["Original Message", "See below\n-----Original Message-----\nold", "See below"],
    ["CRLF and blank runs", "a\r\n\r\n\r\n\r\nb  \r\n", "a\n\nb"],
    ["only a quote", "On Mon, Acme wrote:\n> hi", ""],
    ["a line that mentions From: in prose", "From: my side it works.\nThanks", "From: my side it works.\nThanks"],
  ])("%s", (_name, text, want) => {
    expect(trimReply(text)).toBe(want);
  });

  it("notes attachments that were not kept, and cuts text to the API's bound", () => {
    expect(inboundBody("See attached", 0)).toBe("See attached");
    expect(inboundBody("See attached", 2)).toBe("See attached\n\n[2 attachments not kept: e-mail attachments are not accepted]");
    const long = inboundBody("x".repeat(30_000), 1);
    expect(Array.from(long)).toHaveLength(INBOUND_MAX_TEXT);
    expect(long).toMatch(/x…\n\n\[1 attachment not kept/);
  });
});
