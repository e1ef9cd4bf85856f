/**
 * Keyset pagination only pays off if SQLite walks an index in order: every
 * list query the API issues must run without a temporary B-tree sort, so a
 * page costs the same at any depth and any table size.
 */
import type { Database } from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DeskHarness, raw, startDesk } from "./support/desk.js";

let h: DeskHarness;
const listSql = new Set<string>();
beforeAll(async () => {
  h = await startDesk();
  const db = h.tandem.db as Database;
  const prepare = db.prepare;
  db.prepare = ((sql: string) => {
    if (/ORDER BY .* LIMIT @limit$/s.test(sql)) listSql.add(sql);
    return prepare.call(db, sql);
  }) as typeof db.prepare;
  const c = await raw(h, "POST", "/conversations", { body: JSON.stringify({ contact: { external_id: "qp" }, body: "hello world" }) });
  const contact = c.body.data.contact._id;
  for (const title of ["dark mode", "export"]) {
    await raw(h, "POST", "/feedback", { body: JSON.stringify({ contact: { external_id: "qp" }, kind: "idea", title }) });
  }
  const first = await raw(h, "GET", "/feedback?sort=votes&limit=1");
  const page = await raw(h, "GET", `/feedback?sort=votes&limit=1&before=${first.body.data.nextCursor}`);
  const queries = [
    "/conversations",
    "/conversations?status=open",
    "/conversations?status=active",
    `/conversations?contact_id=${contact}`,
    "/conversations?q=hello",
    "/tickets?status=active&type=bug",
    "/tickets?priority=high",
    `/tickets?contact_id=${contact}`,
    "/tickets?q=crash",
    "/feedback?kind=idea&status=new",
    "/feedback?sort=votes",
    `/feedback?sort=votes&contact_id=${contact}`,
    "/feedback?q=dark",
    "/contacts",
    "/contacts?q=qp",
    "/contacts?external_id=qp",
    "/contacts?attribute_key=plan&attribute_value=pro",
  ];
  for (const q of queries) expect((await raw(h, "GET", q)).status, q).toBe(200);
  expect(page.status).toBe(200);
  db.prepare = prepare;
});
afterAll(() => h.close());

it("plans every list query as an index walk, never a temporary sort", () => {
  expect(listSql.size).toBeGreaterThanOrEqual(10);
  for (const sql of listSql) {
    const params = Object.fromEntries([...sql.matchAll(/@(\w+)/g)].map(([, name]) => [name, /^(match|term)/.test(name) ? '"x"*' : 1]));
    const plan = (h.tandem.db!.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]).map((r) => r.detail).join(" | ");
    expect(plan, sql).not.toMatch(/TEMP B-TREE/);
    expect(plan, sql).toMatch(/USING (INDEX|INTEGER PRIMARY KEY|COVERING INDEX)/);
  }
});

it("pages sort=votes by a row-value keyset on the votes index (items whose votes changed since the snapshot are read apart)", () => {
  const sql = [...listSql].find((s) => s.includes("(f.votes, f.seq) < (@votes, @seq)"));
  expect(sql).toBeDefined();
  const params = { spaceId: 1, votes: 1, seq: 1, limit: 2, logSeq: 1, maxSeq: 1 };
  const plan = (h.tandem.db!.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[])
    .map((r) => r.detail)
    .join(" | ");
  expect(plan).toMatch(/feedback_by_votes/);
});
