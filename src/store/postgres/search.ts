/**
 * Search on PostgreSQL with the results of SQLite's FTS5 (src/store/sqlite/search.ts).
 *
 * **Words.** FTS5's unicode61 tokenizer makes tokens of runs of letters, digits and private-use
 * characters, case-folded, with the diacritics of Latin letters removed. `searchTokens` does the
 * same in TypeScript, for the text indexed and for the terms searched, and the repository writes
 * the tokens as a `tsvector` of lexemes with their positions (`wordsVector`, the literal tsvector
 * text, cast with `::tsvector`: PostgreSQL's own parser and dictionaries never see the text, so
 * the result does not depend on the server's locale). A word term is a prefix of a token
 * (`'term':*`); a word FTS5 cuts into several tokens (`foo_bar`) is their phrase, the last one a
 * prefix (`'foo' <-> 'bar':*`), and a phrase never spans two columns (a position is left empty
 * between them). Lexemes are quoted: user text never becomes tsquery syntax.
 *
 * **CJK.** The `<x>_cjk` tables keep the pairs of `cjkGrams` as the text `grams` and as a tsvector
 * of those pairs without positions (`array_to_tsvector`). A CJK run of one character is the
 * prefix of a pair (`'c':*`); a longer run is its pairs (AND, what the GIN index answers) and
 * then its phrase, checked on `grams` (`strpos(grams, 'p1 p2 …') > 0`: pairs of one or two
 * characters separated by single spaces, so the phrase is only found at whole pairs, adjacent).
 * No positions: a 20 000-character message has more pairs than a tsvector may number (16 383).
 *
 * `searchTokens` equals FTS5 on every character of Latin, Greek, Cyrillic, kana, Hangul and the CJK
 * ideographs (test/store/pg-search.test.ts asks FTS5 itself); of all assigned code points about 3 %
 * differ, in characters FTS5's older Unicode tables do not know (newer letters, symbols and emoji,
 * case pairs added since, e.g. Cherokee and Georgian Mtavruli). A token is cut at `MAX_TOKEN`
 * characters (a lexeme has at most 2 KiB), and a lexeme keeps its first 256 positions (a phrase of
 * a word cut in several tokens is looked for among those; words past position 16 383 share it).
 */
import type { Search, SearchTerm } from "../../platform/search.js";

/** The combining marks FTS5 drops inside a token (those of Latin letters' decompositions); other marks separate tokens. */
const DROPPED = "\\u0300-\\u0304\\u0306-\\u030C\\u030F\\u0311\\u031B\\u0323-\\u0328\\u032D\\u032E\\u0330\\u0331";
/** Characters of a token: letters, digits, private use and unassigned (as FTS5), and the marks it drops. */
const TOKEN = new RegExp(`[\\p{L}\\p{N}\\p{Co}\\p{Cn}${DROPPED}]+`, "gu");
const MARKS = new RegExp(`[${DROPPED}]`, "gu");
/** Latin letters whose diacritic FTS5 removes (one mark on an ASCII letter). */
const LATIN = /[\u00C0-\u024F\u1E00-\u1EFF]/u;
const ASCII_LETTER = /^[A-Za-z]$/;
/** Where FTS5's case folding differs from `toLowerCase` (variant forms folded to the letter; Ϳ, newer than its tables, kept). */
const FOLD: Record<string, string> = {
  ſ: "s", ẛ: "s", µ: "μ", ς: "σ", ϐ: "β", ϑ: "θ", ϕ: "φ", ϖ: "π", ϰ: "κ", ϱ: "ρ", ϵ: "ε", "\u1FBE": "ι", Ϳ: "Ϳ",
};
/** The longest token kept (characters): a lexeme is at most 2 KiB. */
const MAX_TOKEN = 500;

const foldChar = (ch: string): string => {
  const fixed = FOLD[ch];
  if (fixed !== undefined) return fixed;
  if (LATIN.test(ch)) {
    const d = ch.normalize("NFD");
    const base = d.replace(/\p{M}/gu, "");
    if (d.length - base.length === 1 && ASCII_LETTER.test(base)) return base.toLowerCase();
  }
  const lower = ch.toLowerCase();
  return FOLD[lower] ?? lower;
};

/** The tokens FTS5's unicode61 tokenizer makes of `text` (case-folded, Latin diacritics removed). */
export function searchTokens(text: string): string[] {
  const out: string[] = [];
  for (const m of text.match(TOKEN) ?? []) {
    let t = "";
    for (const ch of m.replace(MARKS, "")) t += foldChar(ch);
    t = t.replace(MARKS, "");
    if (t) out.push(Array.from(t).slice(0, MAX_TOKEN).join(""));
  }
  return out;
}

/** `s` as a quoted lexeme of tsvector/tsquery text. */
const lexeme = (s: string): string => `'${s.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** The highest position a tsvector records. */
const MAX_POSITION = 16383;

/**
 * The word index of a record's columns as tsvector text (cast it with `::tsvector`): each token of
 * each column at its position, a free position between columns (a phrase never spans two).
 */
export function wordsVector(...columns: (string | null | undefined)[]): string {
  const parts: string[] = [];
  let pos = 0;
  for (const col of columns) {
    for (const t of searchTokens(col ?? "")) parts.push(`${lexeme(t)}:${Math.min(++pos, MAX_POSITION)}`);
    pos++;
  }
  return parts.join(" ");
}

/** A word term as tsquery text: its tokens' phrase, the last one a prefix; undefined when it has none (FTS5 ignores it beside others). */
function wordQuery(text: string): string | undefined {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return undefined;
  return tokens.map((t, i) => (i === tokens.length - 1 ? `${lexeme(t)}:*` : lexeme(t))).join(" <-> ");
}

/**
 * The word terms of a search as one tsquery text (AND). `null`: the search has word terms but none
 * has a token (FTS5 then matches nothing); undefined: no word terms (no condition).
 */
export function wordsQuery(terms: readonly SearchTerm[]): string | null | undefined {
  const words = terms.filter((t) => t.index === "words");
  if (words.length === 0) return undefined;
  const qs = words.map((t) => wordQuery(t.text)).filter((q): q is string => q !== undefined);
  return qs.length ? qs.map((q) => `(${q})`).join(" & ") : null;
}

/** The pairs of a CJK run (its phrase), or the run itself when it is one character. */
const pairs = (run: string): string[] => {
  const chars = Array.from(run);
  return chars.length === 1 ? chars : chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
};

/** A CJK run as the tsquery text of its pairs (AND; one character: a prefix) and the phrase to find in `grams`. */
export function cjkQuery(run: string): { query: string; phrase: string } {
  const ps = pairs(run);
  return Array.from(run).length === 1 ? { query: `${lexeme(ps[0])}:*`, phrase: ps[0] } : { query: ps.map(lexeme).join(" & "), phrase: ps.join(" ") };
}

/** The tsvector of a record's CJK pairs (`cjkGrams`), in SQL from the grams text parameter `$n`. */
export const cjkVector = (param: string): string => `array_to_tsvector(string_to_array(${param}, ' '))`;

/** A `listStmt` filter clause (with `?` for its values). */
export type SearchClause = readonly [string, ...unknown[]];

/**
 * The WHERE clauses of a search over a record whose word index and CJK index are tables keyed by
 * the record's seq (`<key>`): one clause for the words, one per CJK run.
 */
export function searchClauses(search: Search | undefined, column: string, t: { words: string; cjk: string; key: string }): SearchClause[] {
  if (!search) return [];
  const clauses: SearchClause[] = [];
  const words = wordsQuery(search.terms);
  if (words === null) clauses.push(["false"]);
  else if (words !== undefined) clauses.push([`${column} IN (SELECT ${t.key} FROM ${t.words} WHERE words @@ ?::tsquery)`, words]);
  for (const term of search.terms) {
    if (term.index !== "cjk") continue;
    const { query, phrase } = cjkQuery(term.text);
    clauses.push([`${column} IN (SELECT ${t.key} FROM ${t.cjk} WHERE words @@ ?::tsquery AND strpos(grams, ?) > 0)`, query, phrase]);
  }
  return clauses;
}
