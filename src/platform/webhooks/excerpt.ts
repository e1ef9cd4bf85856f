const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The first `max` characters (Unicode code points) of `text` for the delivery
 * log, cut at a grapheme boundary: an emoji, a flag, a ZWJ family or a letter
 * with its accents is kept whole or left out, never split. A single grapheme
 * longer than `max` (e.g. stacked combining marks) is cut at a code point.
 * Lone surrogates become U+FFFD, so what is stored is always valid UTF-8.
 */
export function excerpt(text: string, max: number): string {
  // Enough of the text to hold `max` code points and the grapheme that straddles the cut.
  const head = text.length > 2 * max + 2 ? text.slice(0, 2 * max + 2) : text;
  let out = "";
  let count = 0;
  for (const { segment } of graphemes.segment(head)) {
    const n = codePoints(segment);
    if (count + n > max) {
      if (count === 0) out = Array.from(segment).slice(0, max).join("");
      break;
    }
    out += segment;
    count += n;
  }
  return out.replace(LONE_SURROGATE, "\uFFFD");
}

function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}
