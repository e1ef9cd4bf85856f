import { invalid } from "./errors.js";

export const MAX_SEARCH_WORDS = 20;

/**
 * Characters of scripts written without spaces between words (Chinese,
 * Japanese kana and kanji) and Hangul syllables. FTS5's word tokenizer takes
 * a whole run of them as one "word", so `按钮` could not find `导出按钮不工作`;
 * these runs are indexed a second way, as overlapping pairs (`cjkGrams`).
 * The same ranges, as code points, are in the desk migration that indexes
 * text stored before (keep them equal).
 */
const CJK =
  /[\u3005\u3006\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF66-\uFF9F\u{20000}-\u{2FFFF}]/u;
const CJK_RUNS = new RegExp(`${CJK.source}+`, "gu");
const isCjk = (ch: string | undefined): boolean => ch !== undefined && CJK.test(ch);

/**
 * The CJK index text of `text`: for each CJK character, the pair it starts
 * when a CJK character follows, else the character alone (so each run ends in
 * its last character). `导出按钮` → `导出 出按 按钮 钮`. A run of n characters is
 * then found by the phrase of its n-1 pairs, one character by the prefix
 * `"c"*`. Empty when the text has no CJK.
 */
export function cjkGrams(text: string): string {
  if (!CJK.test(text)) return "";
  const chars = Array.from(text);
  const grams: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    if (isCjk(chars[i])) grams.push(isCjk(chars[i + 1]) ? chars[i] + chars[i + 1] : chars[i]);
  }
  return grams.join(" ");
}

/**
 * One condition of a search, for the word index or for the CJK index. `text` is the term as the
 * user wrote it (a word part: the letters and digits of a word between its CJK runs; or one CJK
 * run), from which each engine builds its own query with bound parameters; `expr` is the term as
 * an FTS5 expression (quoted: never query syntax), what the SQLite engine matches.
 */
export interface SearchTerm {
  index: "words" | "cjk";
  text: string;
  expr: string;
}

/**
 * A search: terms that every record found must match (engine-neutral: `terms[i].text`), with
 * the FTS5 expressions of each index (what SQLite matches).
 */
export interface Search {
  terms: SearchTerm[];
  /** All word-index terms as one FTS5 expression (AND), or undefined. */
  words?: string;
  /** All CJK-index terms as one FTS5 expression (AND), or undefined. */
  cjk?: string;
}

const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;

/**
 * User text → FTS5 expressions that can never be read as query syntax. Each
 * word becomes a quoted prefix term of the word index; each CJK run inside a
 * word becomes a term of the CJK index (a phrase of its pairs, or one
 * character as a prefix), so CJK text matches anywhere inside a word.
 * Every term must match. Returns undefined when the text has no word
 * characters (such a search matches nothing).
 */
export function searchQuery(text: string): Search | undefined {
  const words = text.match(/[\p{L}\p{N}\p{M}_]+/gu);
  if (!words) return undefined;
  const terms: SearchTerm[] = [];
  for (const word of words) {
    for (const part of word.split(CJK_RUNS)) if (part) terms.push({ index: "words", text: part, expr: `${quote(part)}*` });
    for (const run of word.match(CJK_RUNS) ?? []) {
      const chars = Array.from(run);
      const expr =
        chars.length === 1 ? `${quote(run)}*` : quote(chars.slice(0, -1).map((c, i) => c + chars[i + 1]).join(" "));
      terms.push({ index: "cjk", text: run, expr });
    }
  }
  if (terms.length > MAX_SEARCH_WORDS) invalid("query.q", `has more than ${MAX_SEARCH_WORDS} words`);
  const join = (index: SearchTerm["index"]) => {
    const exprs = terms.filter((t) => t.index === index).map((t) => t.expr);
    return exprs.length ? exprs.join(" ") : undefined;
  };
  return { terms, words: join("words"), cjk: join("cjk") };
}
