import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { walDbPerTest } from "./support/wal-db.js";
import { type ChangeNotes, createChangeNotes, createReadMemo } from "../src/platform/db/read-memo.js";
import type { Db } from "../src/platform/db/database.js";
import { createGroupCommit } from "../src/platform/db/group-commit.js";
import type { Reader } from "../src/platform/db/handle.js";

/** The read handle as the memo sees it (it asks only whether a handle writes). */
const reader = { writing: false } as Reader;

/** One ChangeNotes per connection, as the platform keeps it. */
const notesByDb = new Map<Db, ChangeNotes>();
const notesOf = (db: Db): ChangeNotes => {
  let n = notesByDb.get(db);
  if (!n) notesByDb.set(db, (n = createChangeNotes(db)));
  return n;
};

const t = walDbPerTest("CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER NOT NULL); INSERT INTO t VALUES ('a', 1)");

function counting() {
  const memo = createReadMemo(notesOf(t.db), { watch: [{ table: "t" }] });
  const q = t.db.prepare<[string], { v: number }>("SELECT v FROM t WHERE k = ?");
  let loads = 0;
  const read = (k: string) =>
    memo.get(`v:${k}`, () => {
      loads++;
      return q.get(k);
    });
  return { memo, read, loads: () => loads };
}

describe("read memo", () => {
  it("serves a repeated read from memory while the database is unchanged, misses included", async () => {
    const { memo, read, loads } = counting();
    expect(await memo.session(reader, () => read("a"))).toEqual({ v: 1 });
    expect(await memo.session(reader, () => read("a"))).toEqual({ v: 1 });
    expect(await memo.session(reader, () => read("zz"))).toBeUndefined();
    expect(await memo.session(reader, () => read("zz"))).toBeUndefined();
    expect(loads()).toBe(2);
  });

  it("reads afresh after a write on the same connection", async () => {
    const { memo, read, loads } = counting();
    await memo.session(reader, () => read("a"));
    t.db.prepare("UPDATE t SET v = 2 WHERE k = 'a'").run();
    expect(await memo.session(reader, () => read("a"))).toEqual({ v: 2 });
    expect(loads()).toBe(2);
  });

  it("reads afresh from the next event-loop turn after another connection commits (e.g. the CLI)", async () => {
    const { memo, read } = counting();
    await memo.session(reader, () => read("a"));
    const other = new Database(join(t.dir, "t.db"));
    other.prepare("UPDATE t SET v = 3 WHERE k = 'a'").run();
    other.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await memo.session(reader, () => read("a"))).toEqual({ v: 3 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await memo.session(reader, () => read("a"))).toEqual({ v: 3 });
  });

  it("is off outside a session, inside a transaction, and after a write in the session", async () => {
    const { memo, read, loads } = counting();
    await read("a");
    await read("a");
    expect(loads()).toBe(2);
    await createGroupCommit(t.db)((tx) => memo.session(tx, async () => [await read("a"), await read("a")]));
    expect(loads()).toBe(4);
    await memo.session(reader, async () => {
      await read("a");
      t.db.prepare("UPDATE t SET v = 4 WHERE k = 'a'").run();
      memo.changed();
      expect(await read("a")).toEqual({ v: 4 });
    });
    expect(loads()).toBe(6);
  });

  it("freezes what it remembers, so a caller cannot corrupt it", async () => {
    const { memo, read } = counting();
    const row = (await memo.session(reader, () => read("a")))!;
    expect(() => {
      (row as { v: number }).v = 99;
    }).toThrow(TypeError);
    expect(await memo.session(reader, () => read("a"))).toEqual({ v: 1 });
  });

  it("keeps a value that goes stale with the clock only until the time its loader gave", async () => {
    const memo = createReadMemo(notesOf(t.db), { watch: [{ table: "t" }] });
    let loads = 0;
    const at = (now: number, until: number) =>
      memo.session(reader, () => memo.until("k", now, () => ({ value: { n: ++loads }, until })));
    expect(await at(100, 200)).toEqual({ n: 1 });
    expect(await at(199, 200)).toEqual({ n: 1 });
    expect(await at(200, 300)).toEqual({ n: 2 }); // reached its time: loaded again
    expect(await at(250, 250)).toEqual({ n: 2 });
    // A loader answering a time not after now is not remembered at all.
    expect(await at(300, 300)).toEqual({ n: 3 });
    expect(await at(300, 300)).toEqual({ n: 4 });
    // Outside a session nothing is remembered.
    expect(await memo.until("k", 0, () => ({ value: { n: ++loads }, until: 1e9 }))).toEqual({ n: 5 });
  });

  it("freezes remembered values all the way down", async () => {
    const memo = createReadMemo(notesOf(t.db), { watch: [{ table: "t" }] });
    const v = await memo.session(reader, () => memo.until("deep", 0, () => ({ value: { a: { b: [{ c: 1 }] } }, until: 10 })));
    expect(() => {
      v.a.b[0].c = 2;
    }).toThrow(TypeError);
    expect(() => {
      v.a.b.push({ c: 3 });
    }).toThrow(TypeError);
  });
});

describe("read memo watching tables (scoped invalidation)", () => {
  const w = walDbPerTest(`
    CREATE TABLE rows (id INTEGER PRIMARY KEY, owner INTEGER NOT NULL, v INTEGER NOT NULL);
    INSERT INTO rows (owner, v) VALUES (1, 10), (2, 20);
    CREATE TABLE shared (k TEXT PRIMARY KEY, v INTEGER NOT NULL);
    INSERT INTO shared VALUES ('x', 1);
    CREATE TABLE other (v INTEGER);
  `);
  const setup = () => {
    const memo = createReadMemo(notesOf(w.db), { watch: [{ table: "rows", scope: "owner" }, { table: "shared" }] });
    const q = w.db.prepare<[number], { v: number }>("SELECT sum(v) AS v FROM rows WHERE owner = ?");
    const sq = w.db.prepare<[], { v: number }>("SELECT v FROM shared WHERE k = 'x'");
    const loads: string[] = [];
    const owner = (n: number) => memo.session(reader, () => memo.get(`o${n}`, () => (loads.push(`o${n}`), q.get(n)), n));
    const shared = () => memo.session(reader, () => memo.get("s", () => (loads.push("s"), sq.get())));
    return { memo, owner, shared, loads };
  };

  it("drops only the entries of the scope whose rows changed", async () => {
    const { owner, shared, loads } = setup();
    await owner(1);
    await owner(2);
    await shared();
    w.db.prepare("UPDATE rows SET v = v + 1 WHERE owner = 1").run();
    expect(await owner(1)).toEqual({ v: 11 });
    expect(await owner(2)).toEqual({ v: 20 });
    expect(await shared()).toEqual({ v: 1 });
    expect(loads).toEqual(["o1", "o2", "s", "o1"]);
  });

  it("drops everything for a change to a table without a scope column, and nothing for an unwatched table", async () => {
    const { owner, shared, loads } = setup();
    await owner(1);
    await shared();
    w.db.prepare("INSERT INTO other VALUES (1)").run();
    await owner(1);
    await shared();
    expect(loads).toEqual(["o1", "s"]);
    w.db.prepare("UPDATE shared SET v = 2").run();
    expect(await shared()).toEqual({ v: 2 });
    expect(await owner(1)).toEqual({ v: 10 });
    expect(loads).toEqual(["o1", "s", "s", "o1"]);
  });

  it("sees inserts and deletes, inside transactions too, and another connection's commits from the next turn", async () => {
    const { owner } = setup();
    expect(await owner(2)).toEqual({ v: 20 });
    w.db.transaction(() => {
      w.db.prepare("INSERT INTO rows (owner, v) VALUES (2, 5)").run();
      w.db.prepare("DELETE FROM rows WHERE owner = 2 AND v = 20").run();
    })();
    expect(await owner(2)).toEqual({ v: 5 });
    const other = new Database(join(w.dir, "t.db"));
    other.prepare("UPDATE rows SET v = 7 WHERE owner = 2").run();
    other.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await owner(2)).toEqual({ v: 7 });
  });
});
