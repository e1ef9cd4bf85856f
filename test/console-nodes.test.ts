/**
 * The console's sign-in back-off lives in the database (issue 29): failures counted by one node hold
 * the account on every other node, and old failures are pruned. Two nodes here are two Tandems opened
 * on one PostgreSQL database (PostgreSQL run only; SQLite serves one process per file).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { SIGN_IN_FAILURE_MEMORY_MS } from "../src/console/operators.rules.js";
import { openTandem, type Tandem } from "../src/tandem.js";
import { type FreshPostgres, freshPostgres } from "./support/postgres.js";

describe.runIf(process.env.TANDEM_TEST_ENGINE === "postgres")("the console's sign-in back-off across nodes", () => {
  const clock = manualClock(Date.UTC(2026, 5, 1));
  let db: FreshPostgres;
  let a: Tandem;
  let b: Tandem;
  const EMAIL = "ops@example.com";
  const PASSWORD = "a long enough passphrase";

  beforeAll(async () => {
    db = await freshPostgres("console_nodes");
    a = await openTandem(db.url, clock);
    b = await openTandem(db.url, clock);
    await a.console.operators.create(a.store.read, EMAIL, PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled([a?.close(), b?.close()]);
    await db?.stop();
  });

  const signIn = (t: Tandem, email: string, password: string) => t.console.operators.signIn(t.store.read, email, password);

  it("holds an account on node B after five failures on node A, even with the right password, and lets it in once the wait is over", async () => {
    for (let i = 0; i < 5; i++) await expect(signIn(i % 2 === 0 ? a : b, EMAIL, "wrong password")).rejects.toMatchObject({ code: "invalid_credentials" });
    await expect(signIn(b, EMAIL, PASSWORD)).rejects.toMatchObject({ code: "sign_in_backoff", data: { retryAfterSeconds: 1 } });
    await expect(signIn(a, EMAIL.toUpperCase(), PASSWORD)).rejects.toMatchObject({ code: "sign_in_backoff" });
    clock.advance(1_000);
    const started = await signIn(b, EMAIL, PASSWORD);
    expect(started.session.email).toBe(EMAIL);
    // A success forgets the failures on every node.
    await expect(signIn(a, EMAIL, "wrong password")).rejects.toMatchObject({ code: "invalid_credentials" });
    await expect(signIn(a, EMAIL, PASSWORD)).resolves.toMatchObject({ session: { email: EMAIL } });
  });

  it("counts concurrent failures from both nodes one after another (none lost), so the sixth try waits", async () => {
    const email = "guessed@example.com";
    const tries = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => signIn(i % 2 === 0 ? a : b, email, `guess ${i}`)));
    expect(tries.map((t) => (t.status === "rejected" ? (t.reason as { code: string }).code : "signed in"))).toEqual(Array(5).fill("invalid_credentials"));
    await expect(signIn(b, email, "guess 6")).rejects.toMatchObject({ code: "sign_in_backoff" });
  });

  it("prunes failures older than the back-off remembers, and keeps recent ones", async () => {
    const old = "old@example.com";
    await expect(signIn(a, old, "wrong")).rejects.toMatchObject({ code: "invalid_credentials" });
    clock.advance(SIGN_IN_FAILURE_MEMORY_MS);
    const recent = "recent@example.com";
    for (let i = 0; i < 5; i++) await expect(signIn(a, recent, "wrong")).rejects.toMatchObject({ code: "invalid_credentials" });
    await a.console.operators.prune(clock.now());
    const client = new pg.Client(db.url);
    await client.connect();
    try {
      const rows = await client.query<{ account_key: string }>("SELECT account_key FROM console_sign_in_failures ORDER BY account_key");
      expect(rows.rows.map((r) => r.account_key)).toEqual([recent]);
    } finally {
      await client.end();
    }
    await expect(signIn(b, recent, "wrong")).rejects.toMatchObject({ code: "sign_in_backoff" });
  });
});
