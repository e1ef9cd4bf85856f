/**
 * The PostgreSQL engine's search tokens (src/store/postgres/search.ts) against FTS5's unicode61
 * tokenizer itself, character by character over the scripts customers write in.
 */
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { searchTokens } from "../../src/store/postgres/search.js";

function fts5Tokens(texts: string[]): string[][] {
  const db = new Database(":memory:");
  db.exec("CREATE VIRTUAL TABLE t USING fts5 (x); CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance');");
  const ins = db.prepare("INSERT INTO t (rowid, x) VALUES (?, ?)");
  db.transaction(() => texts.forEach((t, i) => ins.run(i + 1, t)))();
  const out: string[][] = texts.map(() => []);
  for (const r of db.prepare<[], { doc: number; term: string }>("SELECT doc, term FROM v ORDER BY doc, offset").all()) out[r.doc - 1].push(r.term);
  db.close();
  return out;
}

describe("search tokens as FTS5 makes them", () => {
  it("every character of Latin, Greek, Cyrillic and the CJK ranges folds and splits as FTS5", () => {
    const ranges = [[0x20, 0x24f], [0x370, 0x4ff], [0x1e00, 0x1fff], [0x3040, 0x30ff], [0x4e00, 0x4fff], [0xac00, 0xadff], [0xff00, 0xffef]];
    const chars = ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).filter((c) => !/\p{Cn}/u.test(c));
    const texts = chars.map((c) => `a${c}a`);
    const fts = fts5Tokens(texts);
    const differ = texts.filter((t, i) => searchTokens(t).join("|") !== fts[i].join("|")).map((t) => t.codePointAt(1)!.toString(16));
    expect(differ).toEqual([]);
  });

  it("words of real text: case, accents composed or not, digits, e-mails, ids", () => {
    const texts = ["Crème Brûlée", "cafe\u0301 CAFÉ", "ada@analytical.example", "user-7781_x", "Ὀδυσσεύς", "Ёлка ёлка", "Straße STRASSE", "İstanbul", "ǅemal", "№5 ½ ²"];
    const fts = fts5Tokens(texts);
    texts.forEach((t, i) => expect([t, searchTokens(t)]).toEqual([t, fts[i]]));
  });
});
