import { invalid } from "./errors.js";

export const MAX_SEARCH_WORDS = 20;

/**
 * User text → an FTS5 query that can never be read as query syntax: each word
 * becomes a quoted prefix term, all of which must match. Returns undefined
 * when the text has no word characters (such a search matches nothing).
 */
export function ftsQuery(text: string): string | undefined {
  const words = text.match(/[\p{L}\p{N}\p{M}_]+/gu);
  if (!words) return undefined;
  if (words.length > MAX_SEARCH_WORDS) invalid("query.q", `has more than ${MAX_SEARCH_WORDS} words`);
  return words
    .map((w) => `"${w.replace(/"/g, '""')}"*`)
    .join(" ");
}
