import { invalid } from "./errors.js";

/**
 * Opaque keyset cursors: `<list>:<n>.<n>…` in base64url. A cursor only works
 * on the list (and sort) that issued it; anything else is a 400 naming `before`.
 */
export function encodeCursor(list: string, keys: number[]): string {
  return Buffer.from(`${list}:${keys.join(".")}`).toString("base64url");
}

export function decodeCursor(list: string, cursor: string | undefined, arity: number): number[] | undefined {
  if (cursor === undefined) return undefined;
  const m = /^([a-z-]+):(\d{1,15}(?:\.\d{1,15})*)$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  const keys = m?.[2].split(".").map(Number) ?? [];
  if (m?.[1] !== list || keys.length !== arity) invalid("query.before", "is not a cursor of this list");
  return keys;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Rows fetched with `limit + 1` → a page; the extra row only says there is more. */
export function toPage<R, T>(rows: R[], limit: number, view: (r: R) => T, cursorOf: (r: R) => string): Page<T> {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  return { items: kept.map(view), nextCursor: more ? cursorOf(kept[kept.length - 1]) : null };
}
