/**
 * Inbound e-mail, the pure part: per-conversation reply addresses (mint and
 * verify), which mails are machines talking (loops, bounces, lists), and what
 * of a reply's text is the visitor's own (quoted history and signatures cut).
 * No clock, no SMTP, no SQL here.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** Largest mail the inbound listener takes (SMTP `SIZE`; more is refused with 552). */
export const INBOUND_MAX_BYTES = 1024 * 1024;
/** Recipients one inbound mail may name (more are refused with 452). */
export const INBOUND_MAX_RECIPIENTS = 5;
/** SMTP connections the inbound listener holds at once. */
export const INBOUND_MAX_CLIENTS = 20;
/** A message's body bound (the API's `MessageCreate.body`): longer text is cut. */
export const INBOUND_MAX_TEXT = 20_000;
/** The base address's local part is at most this long, so that `<local>+c_<id>.<mac>` fits RFC 5321's 64. */
export const REPLY_LOCAL_MAX = 16;
/** Hex characters of the reply token's MAC (80 bits). */
const MAC_HEX = 20;

/** `Name <local@domain>` or `local@domain` → `{ local, domain }` (lower-cased domain); null when not one address. */
export function splitAddress(address: string): { local: string; domain: string } | null {
  const m = /<([^<>\s@]+)@([^<>\s@]+)>\s*$/.exec(address) ?? /^\s*([^<>\s@]+)@([^<>\s@]+)\s*$/.exec(address);
  return m ? { local: m[1], domain: m[2].toLowerCase() } : null;
}

/** Same mailbox: the domain always case-insensitive, the local part too (as every mail provider treats it in practice). */
export const sameAddress = (a: string | null | undefined, b: string | null | undefined): boolean =>
  typeof a === "string" && typeof b === "string" && a.trim() !== "" && a.trim().toLowerCase() === b.trim().toLowerCase();

const mac = (secret: string, conversationId: string): string =>
  createHmac("sha256", secret).update(`conversation:${conversationId.toLowerCase()}`).digest("hex").slice(0, MAC_HEX);

/**
 * The reply address of one conversation: `<local>+c_<conversation id>.<mac>@<domain>`
 * from the base address `<local>@<domain>` (TANDEM_SMTP_INBOUND_ADDRESS); the MAC
 * (HMAC-SHA256 of the id under the space's reply key, 80 bits) makes it unguessable.
 */
export function replyAddress(base: string, conversationId: string, secret: string): string {
  const b = splitAddress(base)!;
  return `${b.local}+c_${conversationId.toLowerCase()}.${mac(secret, conversationId)}@${b.domain}`;
}

/** What a recipient of an inbound mail is: a conversation's reply address (still to verify), the bare base address, or not ours. */
export type Recipient = { kind: "thread"; conversationId: string; mac: string } | { kind: "base" } | { kind: "other" };

/** Reads a recipient against the base address (case-insensitive: some servers lower-case local parts). */
export function parseRecipient(base: string, recipient: string): Recipient {
  const b = splitAddress(base);
  const r = splitAddress(recipient);
  if (!b || !r || r.domain !== b.domain) return { kind: "other" };
  const local = r.local.toLowerCase();
  const baseLocal = b.local.toLowerCase();
  if (local === baseLocal) return { kind: "base" };
  const m = /^c_([0-9a-z]{1,40})\.([0-9a-f]+)$/.exec(local.startsWith(`${baseLocal}+`) ? local.slice(baseLocal.length + 1) : "");
  return m ? { kind: "thread", conversationId: m[1], mac: m[2] } : { kind: "other" };
}

/** Whether the token's MAC is the conversation's under `secret` (constant time). */
export function verifyReplyMac(conversationId: string, givenMac: string, secret: string): boolean {
  const want = Buffer.from(mac(secret, conversationId));
  const given = Buffer.from(givenMac.toLowerCase());
  return want.length === given.length && timingSafeEqual(want, given);
}

/** Why a mail is taken for a machine's (never attached): a bounce, an auto-reply, a list or bulk mail. */
export type AutomatedReason = "bounce" | "auto_submitted" | "auto_reply" | "precedence" | "mailing_list";

/**
 * Loop and bounce detection (RFC 3834 and the headers mail systems use in
 * practice). `header(name)` answers a header's value (name lower-case) or
 * undefined; `envelopeFrom` is SMTP's MAIL FROM, "" for the null sender `<>`.
 * - bounce: the null sender, MAILER-DAEMON or postmaster, a delivery report (`multipart/report`), `Return-Path: <>`
 * - auto_submitted: `Auto-Submitted` other than `no`
 * - auto_reply: `X-Autoreply`, `X-Autorespond`, `X-Auto-Response-Suppress`
 * - precedence: `Precedence: bulk | junk | list | auto_reply`
 * - mailing_list: `List-Id` or `List-Unsubscribe`
 */
export function automatedReason(header: (name: string) => string | undefined, envelopeFrom: string): AutomatedReason | null {
  const sender = splitAddress(envelopeFrom)?.local.toLowerCase();
  if (envelopeFrom.trim() === "" || envelopeFrom.trim() === "<>" || sender === "mailer-daemon" || sender === "postmaster") return "bounce";
  const from = splitAddress(header("from") ?? "")?.local.toLowerCase();
  if (from === "mailer-daemon" || from === "postmaster") return "bounce";
  if (/^\s*multipart\/report\b/i.test(header("content-type") ?? "")) return "bounce";
  if (/^\s*<\s*>\s*$/.test(header("return-path") ?? "")) return "bounce";
  const auto = header("auto-submitted");
  if (auto !== undefined && auto.split(";")[0].trim().toLowerCase() !== "no") return "auto_submitted";
  if (["x-autoreply", "x-autorespond", "x-auto-response-suppress"].some((h) => header(h) !== undefined)) return "auto_reply";
  if (/^\s*(bulk|junk|list|auto_reply)\s*$/i.test(header("precedence") ?? "")) return "precedence";
  if (header("list-id") !== undefined || header("list-unsubscribe") !== undefined) return "mailing_list";
  return null;
}

/** Lines that start what a reply quotes or signs: everything from the first one on is cut. */
const CUT_AT: RegExp[] = [
  /^-- ?$/, // the signature delimiter ("-- ")
  /^_{10,}\s*$/, // Outlook's rule above the quoted header block
  /^-{3,}\s*(original message|forwarded message)\s*-{3,}/i,
  /^sent from my \w/i,
  /^(get outlook for|sent from outlook)\b/i,
];

/** `On <date>, <someone> wrote:` on one line, or its first line when a client wrapped it (the second ends in `wrote:`). */
const ON_WROTE = /^(on|le|am|el|il|op)\s.+\b(wrote|a écrit|schrieb|escribió|ha scritto|schreef)\s*:\s*$/i;
const ON_START = /^(on|le|am|el|il|op)\s/i;
const WROTE_END = /\b(wrote|a écrit|schrieb|escribió|ha scritto|schreef)\s*:\s*$/i;

/**
 * The visitor's own words of a reply: the text up to the quoted history
 * (`On … wrote:`, Outlook's `From:`/`Sent:` block, `-----Original Message-----`)
 * or the signature (`-- `, "Sent from my …"), without quoted lines (`>`),
 * trailing spaces, or runs of blank lines; "" when nothing is left.
 */
export function trimReply(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const t = line.trim();
    if (CUT_AT.some((re) => re.test(line.trimEnd())) || ON_WROTE.test(t)) break;
    if (ON_START.test(t) && i + 1 < lines.length && WROTE_END.test(lines[i + 1].trim()) && !ON_START.test(lines[i + 1].trim())) break;
    // Outlook without the rule: "From: …" followed within four lines by "Sent:"/"Date:" and "To:"/"Subject:".
    if (/^from:\s.+/i.test(t)) {
      const next = lines.slice(i + 1, i + 5).map((l) => l.trim());
      if (next.some((l) => /^(sent|date):\s/i.test(l)) && next.some((l) => /^(to|subject):\s/i.test(l))) break;
    }
    if (t.startsWith(">")) continue;
    kept.push(line.trimEnd());
  }
  return kept.join("\n").replace(/\n{3,}/g, "\n\n").trim();
}

/**
 * The message a reply becomes: the trimmed text, cut to the API's 20,000
 * characters, and one line noting attachments that were not kept (inbound
 * attachments are refused: never stored, their names not either).
 */
export function inboundBody(trimmed: string, attachments: number): string {
  const note = attachments === 0 ? "" : `\n\n[${attachments} attachment${attachments === 1 ? "" : "s"} not kept: e-mail attachments are not accepted]`;
  const chars = Array.from(trimmed);
  const room = INBOUND_MAX_TEXT - note.length;
  const text = chars.length <= room ? trimmed : `${chars.slice(0, room - 1).join("")}…`;
  return `${text}${note}`;
}
