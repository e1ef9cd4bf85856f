/**
 * E-mail to visitors, the pure part: who gets a mail, when it is retried, and
 * what it says. No clock, no SMTP, no SQL here.
 */

/**
 * After a failed attempt (the SMTP server refused with a 4xx or 5xx, or could
 * not be reached), wait 1 min, 5 min, 30 min, 2 h, 12 h: six attempts in all
 * (as webhooks), then the mail is `failed`.
 */
export const MAIL_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;

/** When attempt `attempt + 1` is due after attempt `attempt` (1-based) failed at `failedAt`; null when none is left. */
export function nextMailAttemptAt(attempt: number, failedAt: number): number | null {
  return attempt < MAIL_MAX_ATTEMPTS ? failedAt + MAIL_RETRY_DELAYS_MS[attempt - 1] : null;
}

/** Characters of the SMTP server's answer (or of the error) kept in the mail log. */
export const LOGGED_RESPONSE_CHARS = 500;

/** What the outbox knows of the visitor when the team writes. */
export interface Recipient {
  email: string | null;
  /** 0: the address was asserted by a widget visitor without a valid identity hash. */
  email_verified: 0 | 1;
  erased_at: number | null;
  /** Last time the widget saw the visitor (the widget calls `mail.seen`); null if never. */
  last_seen_at: number | null;
}

/** Why a visible reply or comment is not mailed; null when it is. */
export type NoMail = "no_address" | "erased" | SkipReason;

/** Why a mail is logged as `skipped` (queued, never sent). */
export type SkipReason = "unverified_address" | "online";

/**
 * The policy. A contact that was erased, or has no address, gets nothing (and
 * nothing is logged: there is no one to write to). An address a widget visitor
 * asserted without a valid identity hash is never mailed (anyone can type
 * anyone's address): logged as `skipped`, reason `unverified_address`, for
 * replies and comments alike. A conversation reply is not mailed to a visitor
 * seen in the widget within `onlineWindowMs` (they read it there; logged as
 * `skipped`, reason `online`); `onlineWindowMs` 0 mails always. Ticket comments
 * are mailed whether or not the visitor is online: a ticket is followed over
 * days, and the mail is its record.
 */
export function noMailReason(r: Recipient, kind: "reply" | "comment", now: number, onlineWindowMs: number): NoMail | null {
  if (r.erased_at !== null) return "erased";
  if (r.email === null || r.email.trim() === "") return "no_address";
  if (r.email_verified !== 1) return "unverified_address";
  if (kind === "reply" && isOnline(r.last_seen_at, now, onlineWindowMs)) return "online";
  return null;
}

/** Seen in the widget within the window (a seen time in the future counts as now). */
export const isOnline = (lastSeenAt: number | null, now: number, windowMs: number): boolean =>
  windowMs > 0 && lastSeenAt !== null && now - lastSeenAt < windowMs;

/** The domain of a From address (`Name <a@b.c>` or `a@b.c`), for Message-IDs. */
export function fromDomain(from: string): string {
  const m = /@([^\s<>@,]+?)>?\s*$/.exec(from);
  return (m?.[1] ?? "tandem.invalid").toLowerCase();
}

/**
 * The From header of a workspace's mails: `TANDEM_SMTP_FROM` as configured when it names itself
 * (`Acme Support <support@acme.test>`), else its address under the workspace's name
 * (`"Acme" <support@acme.test>`). Quotes, backslashes and line breaks are dropped from the name.
 */
export function fromWithName(from: string, name: string | null | undefined): string {
  const clean = (name ?? "").replace(/["\\\r\n]/g, "").trim();
  if (clean === "" || /<[^<>]+>\s*$/.test(from)) return from;
  return `"${clean}" <${from.trim()}>`;
}

/** The mail's own Message-ID: one per mail, the same on every attempt, so a duplicate is recognisable. */
export const messageIdFor = (mailId: string, domain: string): string => `<${mailId}@${domain}>`;

/** A stable id of the whole conversation or ticket: every mail of it refers to it, so mail clients thread them. */
export const threadIdFor = (kind: "reply" | "comment", threadId: string, domain: string): string =>
  `<${kind === "reply" ? "conversation" : "ticket"}.${threadId}@${domain}>`;

/** One line, at most `max` characters (header safety: no CR/LF). */
export function oneLine(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join("").trimEnd()}…`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** The widget link of a conversation or ticket: `<widgetUrl>` with `tandem_conversation=<id>` (or `tandem_ticket=<id>`) added. */
export function widgetLink(widgetUrl: string | undefined, kind: "reply" | "comment", threadId: string): string | null {
  if (widgetUrl === undefined) return null;
  const u = new URL(widgetUrl);
  u.searchParams.set(kind === "reply" ? "tandem_conversation" : "tandem_ticket", threadId);
  return u.href;
}

/** What a mail is about (read in the transaction of the reply or comment). */
export type MailTopic = (
  | { kind: "reply"; threadId: string; subject: string | null; workspaceName: string }
  | { kind: "comment"; threadId: string; number: number; title: string; workspaceName: string }
) & {
  /** The workspace's support address, signed under its name; null or absent: none. */
  supportEmail?: string | null;
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The mail of a team reply or a public comment: "Re: <subject>" or
 * "Ticket #12: <title>" (a conversation without a subject: "Re: your conversation with
 * <workspace name>"); signed with the workspace's name and support address; a plain-text part and an HTML part (the same text,
 * HTML-escaped, line breaks kept) with a link back to the widget when one is
 * configured.
 */
export function renderMail(topic: MailTopic, body: string, authorName: string | null, link: string | null): RenderedMail {
  const who = authorName?.trim() ? oneLine(authorName, 100) : topic.workspaceName;
  const subject =
    topic.kind === "reply"
      ? `Re: ${topic.subject?.trim() ? oneLine(topic.subject) : `your conversation with ${topic.workspaceName}`}`
      : `Ticket #${topic.number}: ${oneLine(topic.title) || "(no title)"}`;
  const intro = topic.kind === "reply" ? `${who} replied:` : `${who} commented on ticket #${topic.number}:`;
  const linkText = topic.kind === "reply" ? "View the conversation" : "View the ticket";
  const support = topic.supportEmail ? [topic.supportEmail] : [];
  const text = [intro, "", body, "", "-- ", ...(link ? [`${linkText}: ${link}`] : []), topic.workspaceName, ...support, ""].join("\n");
  const para = (t: string) => escapeHtml(t).replace(/\r?\n/g, "<br>\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${para(body)}</p>`,
    ...(link ? [`<p><a href="${escapeHtml(link)}">${linkText}</a></p>`] : []),
    `<p style="color: #666">${escapeHtml(topic.workspaceName)}${topic.supportEmail ? `<br>\n<a href="mailto:${escapeHtml(topic.supportEmail)}">${escapeHtml(topic.supportEmail)}</a>` : ""}</p>`,
    "</body></html>",
    "",
  ].join("\n");
  return { subject, text, html };
}
