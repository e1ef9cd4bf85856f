import { invalid } from "../../platform/errors.js";

/**
 * The widget's message feed cursor: the last public message seen, and the
 * conversation's status and rating as they were then. Anything else
 * (internal notes, assignment) does not move it, so it never hints at them.
 */
export interface FeedPosition {
  lastSeq: number;
  status: number;
  rated: 0 | 1;
}

const STATUSES = ["open", "pending", "snoozed", "resolved"];
export const statusCode = (status: string): number => STATUSES.indexOf(status);

export function encodeFeedCursor(p: FeedPosition): string {
  return Buffer.from(`feed:${p.lastSeq}.${p.status}.${p.rated}`).toString("base64url");
}

export function decodeFeedCursor(cursor: string | undefined): FeedPosition | undefined {
  if (cursor === undefined) return undefined;
  const m = /^feed:(\d{1,15})\.(\d)\.([01])$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!m) invalid("query.after", "is not a cursor of this feed");
  return { lastSeq: Number(m[1]), status: Number(m[2]), rated: Number(m[3]) as 0 | 1 };
}

/** Whether the feed has something new for a reader at `since` (always, for a first read). */
export const feedChanged = (since: FeedPosition | undefined, now: FeedPosition): boolean =>
  since === undefined || now.lastSeq > since.lastSeq || now.status !== since.status || now.rated !== since.rated;
