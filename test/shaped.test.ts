import { setFlagsFromString } from "node:v8";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { shaped } from "../src/platform/db/shaped.js";

// V8's own test of an object's mode; the flag lets functions compiled from now on use it.
setFlagsFromString("--allow-natives-syntax");
const hasFastProperties = new Function("o", "return %HasFastProperties(o)") as (o: object) => boolean;

describe("shaped rows", () => {
  const db = new Database(":memory:");
  const cols = Array.from({ length: 20 }, (_, i) => `c${i}`);
  db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, ${cols.join(", ")}, "odd ""name""")`);
  db.prepare(`INSERT INTO t VALUES (1, ${cols.map((_, i) => i).join(", ")}, 'x'), (2, ${cols.map(() => "NULL").join(", ")}, NULL)`).run();

  it("answers the same rows as better-sqlite3, for get and all, with null and odd column names", () => {
    const plain = db.prepare<[number], Record<string, unknown>>("SELECT * FROM t WHERE id >= ? ORDER BY id");
    const fast = shaped(db.prepare<[number], Record<string, unknown>>("SELECT * FROM t WHERE id >= ? ORDER BY id"));
    expect(fast.all(1)).toEqual(plain.all(1));
    expect(fast.get(2)).toEqual(plain.get(2));
    expect(fast.get(3)).toBeUndefined();
    expect(fast.all(3)).toEqual([]);
    expect(Object.keys(fast.get(1)!)).toEqual(["id", ...cols, 'odd "name"']);
  });

  it("keeps the last value of a repeated column name, as better-sqlite3 does", () => {
    const sql = "SELECT 1 AS a, 2 AS a, 3 AS b";
    expect(shaped(db.prepare(sql)).get()).toEqual(db.prepare(sql).get());
  });

  it("builds objects V8 keeps in fast mode, where better-sqlite3's wide rows are not", () => {
    const sql = "SELECT * FROM t WHERE id = 1";
    expect(hasFastProperties(db.prepare(sql).get() as object)).toBe(false);
    expect(hasFastProperties(shaped(db.prepare(sql)).get() as object)).toBe(true);
  });
});
