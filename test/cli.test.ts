import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { BIN, serveTandem, stopTandem } from "./support/cli.js";
import { logoPng } from "./support/png.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-cli-"));
const db = join(dir, "cli.db");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tandem = (...args: string[]) =>
  execFileSync("node", [BIN, ...args, "--db", db], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });


describe("tandem CLI", () => {
  it("serve prints one desk test key on first start only, and that key works", async () => {
    const first = await serveTandem(db);
    const key = /^\s+(dsk_test_\S+)$/m.exec(first.output)?.[1];
    expect(key).toBeDefined();
    // The Usage & Billing API gets its own test key, printed once too.
    const rvKey = /^\s+(rv_sk_test_\S+)$/m.exec(first.output)?.[1];
    expect(rvKey).toBeDefined();
    const rvUrl = /Usage & Billing API on (\S+)\/v1/.exec(first.output)?.[1];
    const rv = await fetch(`${rvUrl}/v1/customers.list`, {
      method: "POST",
      headers: { authorization: `Bearer ${rvKey}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(rv.status).toBe(200);
    const res = await fetch(`${first.url}/v1/workspace`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    expect(await stopTandem(first.child)).toBe(0);

    const second = await serveTandem(db);
    expect(second.output).not.toMatch(/dsk_test_|rv_sk_test_/);
    await stopTandem(second.child);
  });

  it("keys create prints the key as the last line; list shows it only by prefix; revoke disables it", async () => {
    const created = tandem("keys", "create", "--api", "desk", "--mode", "live").trim().split("\n");
    const key = created.at(-1)!;
    expect(key).toMatch(/^dsk_live_[A-Za-z0-9_-]{32}$/);

    const json = JSON.parse(tandem("keys", "create", "--api", "desk", "--mode", "test", "--json").trim().split("\n").at(-1)!);
    expect(json).toMatchObject({ api: "desk", mode: "test", kind: "secret", key: expect.stringMatching(/^dsk_test_/) });

    const list = JSON.parse(tandem("keys", "list", "--json"));
    const row = list.find((k: { key: string }) => k.key.endsWith(key.slice(-4)) && k.key.startsWith("dsk_live_"));
    expect(row).toMatchObject({ mode: "live", revokedAt: null });
    expect(JSON.stringify(list)).not.toContain(key);

    expect(tandem("keys", "revoke", row.id)).toContain("Revoked");
    const after = JSON.parse(tandem("keys", "list", "--json")).find((k: { id: string }) => k.id === row.id);
    expect(after.revokedAt).not.toBeNull();
  });

  it("keys create --name names a key (default: API, mode and kind); keys list shows the name and when a server last accepted it", async () => {
    const named = JSON.parse(tandem("keys", "create", "--api", "desk", "--mode", "test", "--name", "  Zapier sync 🚀 ", "--json").trim());
    expect(named).toMatchObject({ name: "Zapier sync 🚀", api: "desk" });
    const unnamed = JSON.parse(tandem("keys", "create", "--api", "revenue", "--mode", "live", "--json").trim());
    expect(unnamed.name).toBe("revenue live secret");
    const row = (id: string) => (JSON.parse(tandem("keys", "list", "--json")) as { id: string; name: string; lastUsedAt: string | null }[]).find((k) => k.id === id)!;
    expect(row(named.id)).toMatchObject({ name: "Zapier sync 🚀", lastUsedAt: null });
    expect(tandem("keys", "list")).toMatch(new RegExp(`^${named.id} .* active  last used never  Zapier sync 🚀$`, "m"));
    for (const bad of ["", "x".repeat(101)]) {
      const r = spawnSync("node", [BIN, "keys", "create", "--api", "desk", "--mode", "test", "--name", bad, "--db", db], { encoding: "utf8" });
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/--name must/);
    }

    const served = await serveTandem(db);
    const before = Date.now();
    expect((await fetch(`${served.url}/v1/workspace`, { headers: { authorization: `Bearer ${named.key}` } })).status).toBe(200);
    // Recorded after the answer, not awaited by it: read back once the server has written it.
    await vi.waitFor(() => expect(row(named.id).lastUsedAt).not.toBeNull(), { timeout: 10_000, interval: 100 });
    expect(Date.parse(row(named.id).lastUsedAt!)).toBeGreaterThanOrEqual(before - 1);
    expect(tandem("keys", "list")).toMatch(new RegExp(`^${named.id} .* active  last used \\d{4}-\\d\\d-\\d\\dT\\S+Z  Zapier sync 🚀$`, "m"));
    expect(row(unnamed.id).lastUsedAt).toBeNull();
    await stopTandem(served.child);
  });

  it("creates revenue secret and publishable keys", () => {
    expect(tandem("keys", "create", "--api", "revenue", "--mode", "live").trim().split("\n").at(-1)).toMatch(/^rv_sk_live_/);
    const pk = JSON.parse(tandem("keys", "create", "--api", "revenue", "--mode", "test", "--publishable", "--json").trim());
    expect(pk).toMatchObject({ api: "revenue", kind: "publishable", key: expect.stringMatching(/^rv_pk_test_/) });
    expect(() => tandem("keys", "create", "--api", "desk", "--mode", "test", "--publishable")).toThrow(/--publishable is for --api revenue/);
  });

  it("rejects bad arguments with exit code 2 and the usage", () => {
    expect(() => tandem("keys", "create", "--api", "desk", "--mode", "staging")).toThrow(/--mode must be test or live/);
    expect(() => tandem("frobnicate")).toThrow(/Unknown command/);
  });

  it("workspace set changes the identity (and the logo) that workspace show and GET /workspace answer; bad values exit 2", async () => {
    const logo = join(dir, "logo.png");
    writeFileSync(logo, logoPng());
    const set = JSON.parse(
      tandem("workspace", "set", "--name", "Acme Robotics", "--legal-name", "Acme Robotics GmbH", "--address", "Hauptstr. 1\\n10115 Berlin", "--tax-id", "DE123456789", "--support-email", "help@acme.test", "--accent-color", "#0A7D5A", "--widget-greeting", "Hallo!", "--logo", logo, "--json"),
    );
    expect(set).toEqual({
      name: "Acme Robotics",
      legalName: "Acme Robotics GmbH",
      address: "Hauptstr. 1\n10115 Berlin",
      taxId: "DE123456789",
      supportEmail: "help@acme.test",
      accentColor: "#0a7d5a",
      widgetGreeting: "Hallo!",
      logoUrl: expect.stringMatching(/^\/brand\/logo\?v=/),
    });
    expect(tandem("workspace", "show")).toMatch(/^Legal name:\s+Acme Robotics GmbH$/m);
    // An empty value clears a field; the name cannot be cleared.
    expect(JSON.parse(tandem("workspace", "set", "--tax-id", "", "--json")).taxId).toBeNull();
    const fails = (...args: string[]) => {
      try {
        tandem(...args);
      } catch (err) {
        const e = err as { status: number; stderr: string };
        return { status: e.status, stderr: e.stderr };
      }
      throw new Error("expected the command to fail");
    };
    expect(fails("workspace", "set", "--accent-color", "green")).toMatchObject({ status: 2, stderr: expect.stringContaining("invalid_request: accentColor must be a colour as #rrggbb") });
    expect(fails("workspace", "set", "--name", "")).toMatchObject({ status: 2, stderr: expect.stringContaining("name must not be blank") });
    const svg = join(dir, "logo.svg");
    writeFileSync(svg, "<svg xmlns='http://www.w3.org/2000/svg'/>");
    expect(fails("workspace", "set", "--logo", svg)).toMatchObject({ status: 2, stderr: expect.stringContaining("invalid_logo") });
    expect(fails("workspace", "set")).toMatchObject({ status: 2, stderr: expect.stringContaining("needs at least one of") });
    expect(JSON.parse(tandem("workspace", "show", "--json"))).toMatchObject({ name: "Acme Robotics", accentColor: "#0a7d5a", taxId: null, logoUrl: set.logoUrl });

    // A running serve answers it on the Desk API and serves the logo.
    const served = await serveTandem(db);
    const key = JSON.parse(tandem("keys", "create", "--api", "desk", "--mode", "test", "--json").trim()).key;
    const w = (await (await fetch(`${served.url}/v1/workspace`, { headers: { authorization: `Bearer ${key}` } })).json()) as { data: Record<string, unknown> };
    expect(w.data).toMatchObject({ name: "Acme Robotics", legalName: "Acme Robotics GmbH", publicKey: expect.stringMatching(/^pk_live_/), ventureId: expect.any(String) });
    const img = await fetch(`${served.url}${set.logoUrl}`);
    expect(img.headers.get("content-type")).toBe("image/png");
    await stopTandem(served.child);
  });

  it("tandem help and tandem <group> --help print the group's commands and exit 0, for every group", () => {
    const run = (...args: string[]) => spawnSync("node", [BIN, ...args], { encoding: "utf8" });
    const all = run("help");
    expect(all.status).toBe(0);
    expect(all.stdout).toContain("tandem keys create");
    expect(all.stdout).toContain("tandem backup <file>");
    const groups = { keys: ["create", "list", "revoke"], webhooks: ["add", "list", "deliveries", "recover", "resend", "test"], fx: ["set", "list", "delete"], operators: ["create", "list"], plans: ["copy-to-live"], models: ["list", "set", "delete"] };
    for (const [group, commands] of Object.entries(groups)) {
      // Each group by --help; keys by the other two spellings too.
      for (const args of group === "keys" ? [[group, "--help"], [group, "-h"], ["help", group]] : [[group, "--help"]]) {
        const r = run(...args);
        expect({ args, status: r.status, stderr: r.stderr }).toEqual({ args, status: 0, stderr: "" });
        for (const c of commands) expect(r.stdout).toContain(`tandem ${group} ${c}`);
      }
    }
    // `help` names one command too; a group without a command is still a usage error, naming the commands.
    expect(run("help", "keys", "create").stdout).toContain("Usage: tandem keys create");
    const bare = run("operators");
    expect(bare.status).toBe(2);
    expect(bare.stderr).toMatch(/operators needs a command: create, list/);
  }, 90_000);
});
