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
    expect(a.stdout).toContain("Created operator ops@example.com (owner). Sign in at http://127.0.0.1:4999/");
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

  it("--role names the role (default: owner for the first operator, admin after); list shows roles", { timeout: 60_000 }, () => {
    const v = run(["operators", "create", "--email", "viewer@example.com", "--role", "viewer", "--name", "Vee", "--json"]);
    expect(v.status, v.stderr).toBe(0);
    expect(JSON.parse(v.stdout).role).toBe("viewer");
    const bad = run(["operators", "create", "--email", "nobody@example.com", "--role", "boss"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--role must be owner, admin, agent or viewer");
    const rows = JSON.parse(run(["operators", "list", "--json"]).stdout) as { email: string; role: string; name: string | null }[];
    // ops@ was the first: owner; link@ came after without --role: admin.
    expect(rows.find((r) => r.email === "ops@example.com")!.role).toBe("owner");
    expect(rows.find((r) => r.email === "link@example.com")!.role).toBe("admin");
    expect(rows.find((r) => r.email === "viewer@example.com")).toMatchObject({ role: "viewer", name: "Vee" });
    expect(run(["operators", "list"]).stdout).toMatch(/viewer@example\.com {2}viewer {2}invited/);
  });

  it("reset prints a one-time link that sets a new password; disable and remove refuse the last owner", async () => {
    const reset = run(["operators", "reset", "--email", "viewer@example.com", "--json"]);
    expect(reset.status, reset.stderr).toBe(0);
    const link = (JSON.parse(reset.stdout) as { resetLink: string }).resetLink;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:4999\/#\/link\/[A-Za-z0-9_-]{43}$/);
    expect(run(["operators", "reset", "--email", "missing@example.com"]).stderr).toContain("operator_not_found");

    for (const verb of ["disable", "remove"]) {
      const last = run(["operators", verb, "--email", "ops@example.com"]);
      expect(last.status).toBe(1);
      expect(last.stderr).toContain("last_owner");
    }
    const disabled = run(["operators", "disable", "--email", "link@example.com"]);
    expect(disabled.status, disabled.stderr).toBe(0);
    expect(disabled.stdout).toContain("Disabled operator link@example.com");
    const removed = run(["operators", "remove", "--email", "port@example.com", "--json"]);
    expect(JSON.parse(removed.stdout)).toMatchObject({ email: "port@example.com", removed: true });
    const rows = JSON.parse(run(["operators", "list", "--json"]).stdout) as { email: string; status: string }[];
    expect(rows.find((r) => r.email === "link@example.com")!.status).toBe("disabled");
    expect(rows.some((r) => r.email === "port@example.com")).toBe(false);

    const served = await serveTandem(db);
    try {
      const token = link.split("/#/link/")[1];
      const post = (path: string, body: unknown) =>
        fetch(`${served.consoleUrl}/v1${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      expect((await post("/session/link", { token, password: "the viewer's new password" })).status).toBe(200);
      expect((await post("/session/link", { token, password: "the viewer's new password" })).status).toBe(401);
      const signIn = await post("/session", { email: "viewer@example.com", password: "the viewer's new password" });
      expect(signIn.status).toBe(200);
      expect(((await signIn.json()) as { data: { operator: { role: string } } }).data.operator.role).toBe("viewer");
    } finally {
      await stopTandem(served.child);
    }
  }, 180_000);
});
