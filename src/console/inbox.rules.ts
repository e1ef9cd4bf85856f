/** The inbox's pure rules: a row's preview and unread marker, the CSAT score, the changes' bounds. */
import type { CsatDay } from "../desk/csat/csat.repo.js";

/** A preview's length in characters (the subject, else the first message, whitespace folded). */
export const PREVIEW_LENGTH = 140;

/** Events read per poll of `inbox.changes`; more since `after` answers `more: true` (reload everything). */
export const CHANGES_LIMIT = 100;

const DAY_MS = 86_400_000;

export interface InboxRowParts {
  /** The first message's body; null when the conversation has none. */
  firstBody: string | null;
  /** When the contact last wrote (ms); null when only the team has. */
  lastContactAt: number | null;
  /** When the operator last opened the conversation (ms); null when never. */
  readAt: number | null;
}

/** The subject, else the first message's text, whitespace folded, at most PREVIEW_LENGTH characters (an ellipsis ends a cut one). */
export function preview(subject: string | null, firstBody: string | null): string {
  const text = (subject ?? firstBody ?? "").replace(/\s+/gu, " ").trim();
  const chars = [...text];
  return chars.length <= PREVIEW_LENGTH ? text : `${chars.slice(0, PREVIEW_LENGTH - 1).join("")}…`;
}

/** Unread for an operator: the contact wrote after the operator last opened it (or it was never opened). */
export function isUnread(lastContactAt: number | null, readAt: number | null): boolean {
  return lastContactAt !== null && (readAt === null || lastContactAt > readAt);
}

/** A desk conversation as an inbox row. */
export function inboxRow<C extends { subject: string | null }>(c: C, parts: InboxRowParts): C & { preview: string; lastContactMessageAt: string | null; unread: boolean } {
  return {
    ...c,
    preview: preview(c.subject, parts.firstBody),
    lastContactMessageAt: parts.lastContactAt === null ? null : new Date(parts.lastContactAt).toISOString(),
    unread: isUnread(parts.lastContactAt, parts.readAt),
  };
}

/** The last `days` UTC days, today included: [since, until). */
export function csatWindow(now: number, days: number): { since: number; until: number } {
  const until = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
  return { since: until - days * DAY_MS, until };
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Per day and over the period: ratings, mean rating (2 decimals), and the CSAT score (share of 4 and 5, percent, 1 decimal). */
export function csatScores(days: CsatDay[]) {
  const total = days.reduce((t, d) => ({ n: t.n + d.ratings, sum: t.sum + d.rating_sum, ok: t.ok + d.satisfied }), { n: 0, sum: 0, ok: 0 });
  return {
    days: days.map((d) => ({
      day: new Date(d.day).toISOString().slice(0, 10),
      ratings: d.ratings,
      average: round(d.rating_sum / d.ratings, 2),
      score: round((100 * d.satisfied) / d.ratings, 1),
    })),
    ratings: total.n,
    average: total.n === 0 ? null : round(total.sum / total.n, 2),
    score: total.n === 0 ? null : round((100 * total.ok) / total.n, 1),
  };
}
