/**
 * The `tandem` CLI on a PostgreSQL database (`--database-url`, TANDEM_DATABASE_URL), run as child
 * processes against a fresh database: migrate, keys, webhooks, and backup's refusal. Runs in both
 * runs of the suite (a throwaway server in the SQLite run, the run's server in the PostgreSQL run).
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, serveTandem, stopTandem } from "./support/cli.js";
import { type FreshPostgres, freshPostgres } from "./support/postgres.js";

let db: FreshPostgres;
const dir = mkdtempSync(join(tmpdir(), "tandem-pg-cli-"));
beforeAll(async () => {
  db = await freshPostgres("cli");
}, 120_000);
afterAll(async () => {
  await db?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `tandem <args>` as a child process (async: never blocks this process); answers its exit code and output. */
const tandem = (args: string[], env: Record<string, string> = {}): Promise<Run> =>
  new Promise((resolve) => {
    // In a directory of its own: a command that fell back to the default SQLite file would make ./data/tandem.db there.
    execFile("node", [BIN, ...args], { cwd: dir, encoding: "utf8", env: { ...process.env, TANDEM_LOG_LEVEL: "warn", ...env } }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === "number" ? err.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });

/** `tandem <args> --database-url <url>`; fails the test unless it exits 0. */
async function ok(...args: string[]): Promise<string> {
  const r = await tandem([...args, "--database-url", db.url]);
  expect(r, `tandem ${args.join(" ")}`).toMatchObject({ code: 0 });
  return r.stdout;
}

describe("the CLI on PostgreSQL", () => {
  it("migrate applies every migration once, then says up to date (--database-url and TANDEM_DATABASE_URL)", async () => {
    const first = JSON.parse(await ok("migrate", "--json")) as { applied: string[] };
    expect(first.applied.length).toBeGreaterThan(0);
    expect(first.applied).toEqual(expect.arrayContaining([expect.stringMatching(/^platform/), expect.stringMatching(/^desk/), expect.stringMatching(/^revenue/)]));
    expect(JSON.parse(await ok("migrate", "--json"))).toEqual({ applied: [] });
    const viaEnv = await tandem(["migrate"], { TANDEM_DATABASE_URL: db.url });
    expect(viaEnv.code).toBe(0);
    expect(viaEnv.stdout).toMatch(/up to date/);
    // The message names the database without its password.
    expect(viaEnv.stdout).not.toContain(new URL(db.url).password || "\u0000");
  });

  it("serve on an empty database applies every migration, makes the workspace and prints a first-run key per API", { timeout: 60_000 }, async () => {
    const empty = await db.another("cli_serve");
    const served = await serveTandem(empty);
    try {
      const deskKey = /^\s+(dsk_test_\S+)$/m.exec(served.output)?.[1];
      expect(deskKey).toBeDefined();
      expect(served.output).toMatch(/^\s+rv_sk_test_\S+$/m);
      const tickets = await fetch(`${served.url}/v1/tickets?limit=1`, { headers: { authorization: `Bearer ${deskKey}` } });
      expect(tickets.status).toBe(200);
    } finally {
      await stopTandem(served.child);
    }
    const again = await tandem(["migrate", "--json", "--database-url", empty]);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual({ applied: [] });
  });

  it("keys create, list and revoke work, and serve on the same database accepts the key until it is revoked", { timeout: 90_000 }, async () => {
    const created = JSON.parse(await ok("keys", "create", "--api", "desk", "--mode", "test", "--json")) as { id: string; key: string };
    expect(created.key).toMatch(/^dsk_test_/);
    const live = (await ok("keys", "create", "--api", "revenue", "--mode", "live")).trim().split("\n").at(-1);
    expect(live).toMatch(/^rv_sk_live_/);

    const listed = JSON.parse(await ok("keys", "list", "--json")) as { id: string; revokedAt: string | null; key: string }[];
    const row = listed.find((k) => k.id === created.id);
    expect(row).toMatchObject({ api: "desk", mode: "test", kind: "secret", revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.key);

    const served = await serveTandem(db.url);
    try {
      const get = (key: string) => fetch(`${served.url}/v1/tickets?limit=1`, { headers: { authorization: `Bearer ${key}` } });
      expect((await get(created.key)).status).toBe(200);
      expect(JSON.parse(await ok("keys", "revoke", created.id, "--json"))).toEqual({ id: created.id, revoked: true });
      // Another process's revocation reaches serve's key cache within a second (KEY_CACHE_MS).
      const end = Date.now() + 10_000;
      let status = 200;
      while ((status = (await get(created.key)).status) === 200 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
      expect(status).toBe(401);
    } finally {
      await stopTandem(served.child);
    }
    const after = (JSON.parse(await ok("keys", "list", "--json")) as { id: string; revokedAt: string | null }[]).find((k) => k.id === created.id);
    expect(after?.revokedAt).toEqual(expect.any(String));

    const again = await tandem(["keys", "revoke", created.id, "--database-url", db.url]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`No active key ${created.id}`);
  });

  it("webhooks add and list the endpoint, without its secret", async () => {
    const added = JSON.parse(await ok("webhooks", "add", "--url", "http://127.0.0.1:9/hook", "--events", "ticket.created", "--json")) as { _id: string; secret: string };
    expect(added.secret).toMatch(/^whsec_/);
    const listed = JSON.parse(await ok("webhooks", "list", "--json")) as { _id: string; url: string; events: string[] }[];
    expect(listed).toEqual([expect.objectContaining({ _id: added._id, url: "http://127.0.0.1:9/hook", events: ["ticket.created"] })]);
    expect(JSON.stringify(listed)).not.toContain(added.secret);
    expect(await ok("webhooks", "list")).toContain(added._id);
    // In the PostgreSQL database, not in a SQLite file beside it.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      expect((await client.query<{ id: string }>("SELECT id FROM webhook_endpoints")).rows.map((r) => r.id)).toEqual([added._id]);
    } finally {
      await client.end();
    }
    expect(existsSync(join(dir, "data"))).toBe(false);
  });

  it("backup refuses with exit 2 and points to pg_dump, writing no file", async () => {
    const dest = join(dir, "copy.db");
    const r = await tandem(["backup", dest, "--database-url", db.url]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/on PostgreSQL back up with pg_dump/);
    expect(existsSync(dest)).toBe(false);
    const viaEnv = await tandem(["backup", dest], { TANDEM_DATABASE_URL: db.url });
    expect(viaEnv.code).toBe(2);
    expect(viaEnv.stderr).toMatch(/pg_dump/);
  });
});
