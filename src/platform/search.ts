/**
 * User text → an FTS5 query that can never be read as query syntax: each word
 * becomes a quoted prefix term, all of which must match. Returns undefined
 * when the text has no word characters (such a search matches nothing).
 */
export function ftsQuery(text: string): string | undefined {
  const words = text.match(/[\p{L}\p{N}\p{M}_]+/gu);
  if (!words) return undefined;
  return words
    .slice(0, 20)
    .map((w) => `"${w.replace(/"/g, '""')}"*`)
    .join(" ");
}
