import { describe, expect, it } from "vitest";
import {
  escapeHtml,
  fromDomain,
  isOnline,
  MAIL_MAX_ATTEMPTS,
  nextMailAttemptAt,
  noMailReason,
  oneLine,
  renderMail,
  widgetLink,
} from "../src/desk/mail/mail.rules.js";

const T = 1_000_000_000;
const MIN = 60_000;

describe("mail rules", () => {
  it("retries after 1 min, 5 min, 30 min, 2 h and 12 h: six attempts, then none", () => {
    expect(MAIL_MAX_ATTEMPTS).toBe(6);
    expect([1, 2, 3, 4, 5, 6].map((n) => nextMailAttemptAt(n, T))).toEqual([T + MIN, T + 5 * MIN, T + 30 * MIN, T + 120 * MIN, T + 720 * MIN, null]);
  });

  it.each([
    ["an address, never seen", { email: "a@x.test", email_verified: 1, erased_at: null, last_seen_at: null }, "reply", null],
    ["no address", { email: null, email_verified: 1, erased_at: null, last_seen_at: null }, "reply", "no_address"],
    ["a blank address", { email: " ", email_verified: 1, erased_at: null, last_seen_at: null }, "comment", "no_address"],
    ["erased", { email: "a@x.test", email_verified: 1, erased_at: T - 1, last_seen_at: null }, "comment", "erased"],
    ["seen 59 s ago (reply)", { email: "a@x.test", email_verified: 1, erased_at: null, last_seen_at: T - 59_000 }, "reply", "online"],
    ["seen 59 s ago (comment)", { email: "a@x.test", email_verified: 1, erased_at: null, last_seen_at: T - 59_000 }, "comment", null],
    ["seen 60 s ago", { email: "a@x.test", email_verified: 1, erased_at: null, last_seen_at: T - 60_000 }, "reply", null],
    ["seen in the future (clock skew)", { email: "a@x.test", email_verified: 1, erased_at: null, last_seen_at: T + 5_000 }, "reply", "online"],
    ["an address a visitor asserted unverified (reply)", { email: "a@x.test", email_verified: 0, erased_at: null, last_seen_at: null }, "reply", "unverified_address"],
    ["an address a visitor asserted unverified (comment)", { email: "a@x.test", email_verified: 0, erased_at: null, last_seen_at: null }, "comment", "unverified_address"],
    ["unverified and online: the address is the reason", { email: "a@x.test", email_verified: 0, erased_at: null, last_seen_at: T }, "reply", "unverified_address"],
    ["unverified but erased", { email: "a@x.test", email_verified: 0, erased_at: T - 1, last_seen_at: null }, "reply", "erased"],
  ] as const)("who gets mail: %s", (_name, recipient, kind, want) => {
    expect(noMailReason(recipient, kind, T, 60_000)).toBe(want);
  });

  it("a window of 0 means always mail", () => {
    expect(isOnline(T, T, 0)).toBe(false);
  });

  it.each([
    ["support@acme.test", "acme.test"],
    ["Acme Support <Support@Mail.Acme.TEST>", "mail.acme.test"],
    ['"Acme, Inc." <a@acme.test>', "acme.test"],
  ])("Message-IDs use the From domain: %s", (from, want) => {
    expect(fromDomain(from)).toBe(want);
  });

  it("subjects are one line and bounded; HTML is escaped", () => {
    expect(oneLine("a\r\nBcc: evil@x.test\tb")).toBe("a Bcc: evil@x.test b");
    expect(Array.from(oneLine("😀".repeat(300)))).toHaveLength(200);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("links to the widget with the conversation or ticket id added to the configured URL", () => {
    expect(widgetLink(undefined, "reply", "c1")).toBeNull();
    expect(widgetLink("https://app.test/help?lang=en", "reply", "c1")).toBe("https://app.test/help?lang=en&tandem_conversation=c1");
    expect(widgetLink("https://app.test", "comment", "t1")).toBe("https://app.test/?tandem_ticket=t1");
  });

  it("renders a reply and a comment", () => {
    const reply = renderMail({ kind: "reply", threadId: "c1", subject: "Export\nfails", workspaceName: "Acme" }, "Hi <you>", null, null);
    expect(reply).toEqual({
      subject: "Re: Export fails",
      text: "Acme replied:\n\nHi <you>\n\n-- \nAcme\n",
      html: expect.stringContaining("<p>Hi &lt;you&gt;</p>"),
    });
    const comment = renderMail({ kind: "comment", threadId: "t1", number: 12, title: "Crash", workspaceName: "Acme" }, "Fixed", "Bo", "https://w.test/?tandem_ticket=t1");
    expect(comment.subject).toBe("Ticket #12: Crash");
    expect(comment.text).toBe("Bo commented on ticket #12:\n\nFixed\n\n-- \nView the ticket: https://w.test/?tandem_ticket=t1\nAcme\n");
    expect(comment.html).toContain('<a href="https://w.test/?tandem_ticket=t1">View the ticket</a>');
  });
});
