/** `tandem operators create|list` (the real binary), then signing in at what `serve` printed. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BIN, serveTandem, stopTandem } from "./support/cli.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-operators-"));
const db = join(dir, "t.db");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: string[], input?: string) =>
  spawnSync("node", [BIN, ...args, "--db", db], { encoding: "utf8", input: input ?? "", env: { ...process.env, TANDEM_CONSOLE_PORT: "4999" } });

describe("tandem operators", () => {
  it("creates an operator with the password from standard input, or prints a one-time link without one", async () => {
    const a = run(["operators", "create", "--email", "ops@example.com"], "a long passphrase\n");
    expect(a.status, a.stderr).toBe(0);
    expect(a.stdout).toContain("Created operator ops@example.com. Sign in at http://127.0.0.1:4999/");
    const short = run(["operators", "create", "--email", "x@example.com"], "short");
    expect(short.status).toBe(2);
    expect(short.stderr).toContain("at least 10 characters");
    const again = run(["operators", "create", "--email", "ops@example.com"], "another long passphrase");
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("operator_exists");
    const b = run(["operators", "create", "--email", "link@example.com", "--json"]);
    expect(b.status, b.stderr).toBe(0);
    const link = (JSON.parse(b.stdout) as { signInLink: string }).signInLink;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:4999\/#\/link\/[A-Za-z0-9_-]{43}$/);
    const list = run(["operators", "list", "--json"]);
    expect(JSON.parse(list.stdout).map((o: { email: string; hasPassword: boolean }) => [o.email, o.hasPassword])).toEqual([
      ["ops@example.com", true],
      ["link@example.com", false],
    ]);

    // `serve` prints the console's address; both sign-ins work there.
    const served = await serveTandem(db);
    try {
      expect(served.output).toMatch(/Console on http:\/\/127\.0\.0\.1:\d+\//);
      // Its hint names the port it listens on, so the link `operators create` prints points there.
      expect(served.output).toContain(`tandem operators create --email EMAIL --console-port ${new URL(served.consoleUrl).port})`);
      const signIn = await fetch(`${served.consoleUrl}/v1/session`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "ops@example.com", password: "a long passphrase" }) });
      expect(signIn.status).toBe(200);
      const token = link.split("/#/link/")[1];
      const byLink = await fetch(`${served.consoleUrl}/v1/session/link`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
      expect(byLink.status).toBe(200);
      const page = await fetch(`${served.consoleUrl}/`);
      expect(await page.text()).toContain("<title>Tandem console</title>");
    } finally {
      await stopTandem(served.child);
    }
  }, 60_000);

  it("the one-time sign-in link names the console as serve runs it: --console-port, --host, --console-public-url", () => {
    const port = run(["operators", "create", "--email", "port@example.com", "--console-port", "4321", "--json"]);
    expect(port.status, port.stderr).toBe(0);
    expect(JSON.parse(port.stdout).signInLink).toMatch(/^http:\/\/127\.0\.0\.1:4321\/#\/link\/[A-Za-z0-9_-]{43}$/);
    const host = run(["operators", "create", "--email", "host@example.com", "--host", "10.0.0.5", "--console-port", "4322"]);
    expect(host.status, host.stderr).toBe(0);
    expect(host.stdout).toMatch(/^http:\/\/10\.0\.0\.5:4322\/#\/link\//m);
    const pub = run(["operators", "create", "--email", "pub@example.com", "--console-public-url", "https://console.example.com/", "--json"]);
    expect(JSON.parse(pub.stdout).signInLink).toMatch(/^https:\/\/console\.example\.com\/#\/link\//);
    const bad = run(["operators", "create", "--email", "bad@example.com", "--console-port", "http"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--console-port must be a port number");
  });
});
