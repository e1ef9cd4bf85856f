import { execFile, execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { SETTINGS } from "../src/platform/config.js";
import { BIN, serveTandem, stopTandem } from "./support/cli.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-ops-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `tandem …`: exit status, stdout, stderr. */
const run = (args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync("node", [BIN, ...args], { encoding: "utf8", env: { ...process.env, ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

/** Resolves once `done()` holds, or after `limitMs` (what follows checks the outcome). */
async function until(done: () => boolean, limitMs: number): Promise<void> {
  const end = Date.now() + limitMs;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

describe("the CLI follows conventions", () => {
  it("prints its version, and each command's flags and environment variables with --help", () => {
    expect(run(["--version"])).toMatchObject({ status: 0, stdout: "0.1.0\n" });
    const serve = run(["serve", "--help"]);
    expect(serve.status).toBe(0);
    for (const s of SETTINGS) {
      expect(serve.stdout).toContain(s.env);
      if (s.flag) expect(serve.stdout).toContain(`--${s.flag}`);
    }
    const list = run(["keys", "list", "--help"]);
    expect(list.stdout).toMatch(/--json[\s\S]*--db[\s\S]*TANDEM_DB/);
    expect(run(["webhooks", "deliveries", "--help"]).stdout).toMatch(/--status[\s\S]*--event-type[\s\S]*--since/);
  });

  it("answers an unknown flag, a bad value or a bad setting with one line and exit 2; with --json as a JSON error", () => {
    const cases = [
      run(["keys", "list", "--bogus"]),
      run(["keys", "create", "--api", "desk", "--mode", "staging"]),
      run(["serve", "--desk-port", "99999"]),
      run(["migrate", "--db", join(dir, "x.db")], { TANDEM_DURABILITY: "fast" }),
      run(["serve"], { TANDEM_LOG_LEVEL: "loud" }),
      run(["frobnicate"]),
    ];
    for (const r of cases) {
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(/^tandem: /);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    expect(cases[3].stderr).toContain('TANDEM_DURABILITY must be "disk" or "os", got "fast"');
    const json = run(["keys", "list", "--bogus", "--json"]);
    expect(json.status).toBe(2);
    expect(JSON.parse(json.stderr)).toEqual({ error: { code: "usage", message: expect.stringContaining("--bogus") } });
  });

  it("read-only commands never create a database: a missing file is exit 1", () => {
    const missing = join(dir, "missing", "none.db");
    for (const args of [["keys", "list"], ["webhooks", "list"], ["webhooks", "deliveries", "ep_1"]]) {
      const r = run([...args, "--db", missing, "--json"]);
      expect(r.status).toBe(1);
      expect(JSON.parse(r.stderr).error.code).toBe("database_missing");
    }
    expect(existsSync(missing)).toBe(false);
    expect(existsSync(join(dir, "missing"))).toBe(false);
  });

  it("migrate applies migrations explicitly; not-found is exit 1; serve refuses a schema newer than the code", () => {
    const db = join(dir, "m.db");
    const first = run(["migrate", "--db", db, "--json"]);
    expect(first.status).toBe(0);
    expect(JSON.parse(first.stdout).applied).toContain("platform:3 leases");
    expect(JSON.parse(run(["migrate", "--db", db, "--json"]).stdout)).toEqual({ applied: [] });
    expect(run(["keys", "list", "--db", db, "--json"])).toMatchObject({ status: 0, stdout: "[]\n" });
    expect(run(["keys", "revoke", "nope", "--db", db])).toMatchObject({ status: 1, stderr: "tandem: not_found: No active key nope.\n" });

    const d = new Database(db);
    d.prepare("INSERT INTO schema_migrations (domain, version, name, applied_at) VALUES ('desk', 999, 'from the future', 0)").run();
    d.close();
    const serve = run(["serve", "--db", db, "--desk-port", "0", "--revenue-port", "0", "--console-port", "0"]);
    expect(serve.status).toBe(1);
    expect(serve.stderr).toMatch(/^tandem: schema_too_new: The database .* has migrations this version of Tandem does not know \(desk:999\)/);
  });
});

describe("backups", () => {
  it("tandem backup writes one self-contained file (no FILE-wal or FILE-shm beside it); an existing FILE is a one-line usage error, exit 2", () => {
    const db = join(dir, "small.db");
    expect(run(["migrate", "--db", db]).status).toBe(0);
    const out = join(dir, "backups");
    mkdirSync(out);
    const copy = join(out, "copy.db");
    const first = run(["backup", copy, "--db", db]);
    expect(first.status).toBe(0);
    expect(readdirSync(out)).toEqual(["copy.db"]);
    const c = new Database(copy, { readonly: true });
    expect(c.pragma("journal_mode", { simple: true })).toBe("delete");
    c.close();
    expect(readdirSync(out)).toEqual(["copy.db"]);

    const again = run(["backup", copy, "--db", db]);
    expect(again.status).toBe(2);
    expect(again.stderr.trim().split("\n")).toEqual([`tandem: ${copy} exists; give a new file name (tandem backup --help)`]);
    const json = run(["backup", copy, "--db", db, "--json"]);
    expect(JSON.parse(json.stderr)).toMatchObject({ error: { code: "usage" } });
  });

  it("tandem backup copies a running server's database under write load: every write acknowledged before the backup started is in the copy, and the copy restores", async () => {
    const db = join(dir, "live.db");
    const served = await serveTandem(db);
    const rvKey = /^\s+(rv_sk_test_\S+)$/m.exec(served.output)![1];
    const acked: { id: string; at: number }[] = [];
    let stop = false;
    let n = 0;
    const writer = async () => {
      while (!stop) {
        const id = `c-${n++}`;
        const res = await fetch(`${served.revenueUrl}/v1/customers.get_or_create`, {
          method: "POST",
          headers: { authorization: `Bearer ${rvKey}`, "content-type": "application/json" },
          body: JSON.stringify({ customer_id: id, name: id }),
        });
        if (res.status === 200) acked.push({ id, at: performance.now() });
        else await res.text();
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    try {
      // Under load: once 40 writes were acknowledged (at most 10 s; the check below then tells).
      await until(() => acked.length >= 40, 10_000);
      const copy = join(dir, "copy.db");
      const startedAt = performance.now();
      const ackedBefore = acked.filter((a) => a.at < startedAt).map((a) => a.id);
      const out = await promisify(execFile)("node", [BIN, "backup", copy, "--db", db, "--json"], { encoding: "utf8" });
      const afterBackup = acked.length;
      await until(() => acked.length >= afterBackup + 10, 3_000); // writes continue after the backup too
      stop = true;
      await Promise.all(writers);
      expect(JSON.parse(out.stdout)).toMatchObject({ file: copy });
      expect(ackedBefore.length).toBeGreaterThan(20);

      // Restore: the copy becomes a server's database file.
      const restored = join(dir, "restored.db");
      copyFileSync(copy, restored);
      const r = new Database(restored, { readonly: true });
      const have = new Set(r.prepare("SELECT id FROM rv_customers").pluck().all() as string[]);
      r.close();
      expect(ackedBefore.filter((id) => !have.has(id))).toEqual([]);

      const again = await serveTandem(restored);
      try {
        const res = await fetch(`${again.revenueUrl}/v1/customers.get`, {
          method: "POST",
          headers: { authorization: `Bearer ${rvKey}`, "content-type": "application/json" },
          body: JSON.stringify({ customer_id: ackedBefore.at(-1) }),
        });
        expect(res.status).toBe(200);
      } finally {
        await stopTandem(again.child);
      }
      // A second backup to an existing file is refused (exit 2, a usage error), never overwritten.
      expect(() => execFileSync("node", [BIN, "backup", copy, "--db", db], { stdio: "pipe" })).toThrow(/exists/);
    } finally {
      stop = true;
      await Promise.all(writers);
      await stopTandem(served.child);
    }
  });
});
