/**
 * Availability of a running `tandem serve` (issue 26, items 5–7), each
 * against the real child process: one connection budget for the whole
 * process, a taken port stops the start at once, and a stop answers the
 * connections the kernel had already accepted.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { createConnectionBudget } from "../src/platform/http/connection-budget.js";
import { BIN, serveTandem, stopTandem } from "./support/cli.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-availability-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEALTH = "GET /health HTTP/1.1\r\nHost: x\r\n\r\n";

/** A raw connection from `localAddress`; resolves once connected, or with null when refused. */
function connect(port: number, localAddress = "127.0.0.1"): Promise<net.Socket | null> {
  return new Promise((resolve) => {
    const s = net.connect({ host: "127.0.0.1", port, localAddress }, () => resolve(s));
    s.once("error", () => resolve(null));
  });
}

/**
 * Sends `request` on `s` and resolves with the answer's status line, or
 * "closed" when the socket ends, is reset or was already closed first.
 */
function ask(s: net.Socket, request = HEALTH): Promise<string> {
  return new Promise((resolve) => {
    if (s.destroyed || s.readableEnded) return resolve("closed");
    let text = "";
    const done = (r: string) => {
      s.off("data", onData);
      s.off("close", onClose);
      s.off("error", onClose);
      resolve(r);
    };
    const onData = (d: Buffer) => {
      text += d.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = Number(/^content-length:\s*(\d+)/im.exec(text.slice(0, end))?.[1] ?? 0);
      if (text.length - end - 4 >= length) done(text.slice(0, text.indexOf("\r\n")));
    };
    const onClose = () => done("closed");
    s.on("data", onData);
    s.once("close", onClose);
    s.once("error", onClose);
    s.write(request, (err) => err && done("closed"));
  });
}

/** Resolves with the exit code and output once `child` exits, or with `exited: false` after `ms` (then kills it). */
function exitWithin(child: ChildProcess, ms: number): Promise<{ exited: boolean; code: number | null; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d) => (stdout += d));
  child.stderr?.on("data", (d) => (stderr += d));
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve({ exited: false, code: null, stdout, stderr });
    }, ms);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ exited: true, code, stdout, stderr });
    });
  });
}

describe("one connection budget per process", () => {
  it("caps idle keep-alive connections on the desk and billing ports by one budget, and closes idle ones so a new client is answered", async () => {
    const served = await serveTandem(join(dir, "budget.db"), { env: { TANDEM_MAX_CONNECTIONS: "40" } });
    const deskPort = Number(new URL(served.url).port);
    const billingPort = Number(new URL(served.revenueUrl).port);
    const held: net.Socket[] = [];
    try {
      // 40 keep-alive connections to each port, from two other loopback addresses (under the
      // per-address cap): each asks once, then stays open and idle.
      for (const [port, from] of [
        [deskPort, "127.0.0.2"],
        [billingPort, "127.0.0.3"],
      ] as const) {
        for (let i = 0; i < 40; i++) {
          const s = await connect(port, from);
          if (!s) continue;
          held.push(s);
          await ask(s);
        }
      }
      // A new client still gets its answer: an idle connection made room for it.
      const client = await connect(deskPort);
      expect(client).not.toBeNull();
      expect(await ask(client!, "GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toBe("HTTP/1.1 200 OK");
      // Of the 80 idle connections across both ports, only what one budget of 40 allows is still
      // open (one of its places went to the client): the others were closed, not answered.
      const stillOpen = (await Promise.all(held.map((s) => ask(s)))).filter((r) => r === "HTTP/1.1 200 OK").length;
      expect(stillOpen).toBeGreaterThan(0);
      expect(stillOpen).toBeLessThanOrEqual(39);
    } finally {
      for (const s of held) s.destroy();
      await stopTandem(served.child);
    }
  });
});

describe("the connection budget", () => {
  it("closes a new connection only when none of those open is idle, counting two servers together", async () => {
    const budget = createConnectionBudget(3);
    const servers = [0, 1].map(() => http.createServer((_req, res) => res.end("ok")));
    for (const s of servers) {
      budget.attach(s);
      await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
    }
    const [a, b] = servers.map((s) => (s.address() as net.AddressInfo).port);
    const open: net.Socket[] = [];
    try {
      // Three connections that have sent nothing yet fill the budget: none is idle.
      for (const port of [a, b, b]) open.push((await connect(port))!);
      const refused = (await connect(a))!;
      expect(await ask(refused)).toBe("closed");
      // One asks and waits for its next request (idle keep-alive): the next newcomer takes its place.
      expect(await ask(open[1])).toBe("HTTP/1.1 200 OK");
      const newcomer = (await connect(a))!;
      expect(await ask(newcomer)).toBe("HTTP/1.1 200 OK");
      expect(await ask(open[1])).toBe("closed");
      expect(budget.open()).toBe(3);
      open.push(refused, newcomer);
    } finally {
      for (const s of open) s.destroy();
      for (const s of servers) s.close();
    }
  });
});

describe("a port already in use", () => {
  for (const [which, flag, env] of [
    ["desk", "desk-port", "TANDEM_DESK_PORT"],
    ["revenue", "revenue-port", "TANDEM_REVENUE_PORT"],
  ] as const) {
    it(`stops the start with a non-zero exit and one line naming the ${which} port, ${env} and --${flag}; no job ran`, async () => {
      const taken = net.createServer();
      await new Promise<void>((r) => taken.listen(0, "127.0.0.1", r));
      const port = (taken.address() as net.AddressInfo).port;
      const db = join(dir, `taken-${which}.db`);
      const ports = { "desk-port": "0", "revenue-port": "0", "console-port": "0", [flag]: String(port) };
      const args = [BIN, "serve", "--db", db, ...Object.entries(ports).flatMap(([f, p]) => [`--${f}`, p])];
      try {
        const child = spawn("node", args, { env: { ...process.env, TANDEM_LOG_LEVEL: "warn" } });
        // "Within seconds": the start itself takes a few on this shared machine.
        const r = await exitWithin(child, 20_000);
        expect(r.exited).toBe(true);
        expect(r.code).toBe(1);
        const lines = r.stderr.trim().split("\n");
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(/^tandem: port_in_use: /);
        expect(lines[0]).toContain(`127.0.0.1:${port}`);
        expect(lines[0]).toContain(`--${flag}`);
        expect(lines[0]).toContain(env);
        expect(r.stdout).not.toMatch(/API on http/);
        // The webhook senders take their lease at their first tick: none ran.
        const check = new Database(db, { readonly: true });
        try {
          expect(check.prepare("SELECT name, holder FROM leases").all()).toEqual([]);
        } finally {
          check.close();
        }
      } finally {
        taken.close();
      }
    });
  }
});

describe("graceful stop", () => {
  it("answers every connection the kernel accepted before SIGTERM, including those the server had not read yet", async () => {
    const served = await serveTandem(join(dir, "drain.db"));
    const port = Number(new URL(served.url).port);
    const exit = new Promise<number | null>((resolve) => {
      served.child.removeAllListeners("exit");
      served.child.once("exit", (code) => resolve(code));
    });
    // A stopped process cannot accept or read: the kernel completes the 100 connections and
    // holds their requests, as it does while the server is busy when the signal arrives.
    served.child.kill("SIGSTOP");
    let answers: string[];
    try {
      const sockets = await Promise.all(Array.from({ length: 100 }, () => connect(port)));
      expect(sockets.filter((s) => s === null)).toEqual([]);
      const asked = sockets.map((s) => ask(s!, "GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
      served.child.kill("SIGTERM");
      served.child.kill("SIGCONT");
      answers = await Promise.all(asked);
    } finally {
      served.child.kill("SIGCONT");
    }
    expect(answers.filter((a) => a !== "HTTP/1.1 200 OK")).toEqual([]);
    expect(await exit).toBe(0);
  });
});
