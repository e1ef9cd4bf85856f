/**
 * The sender keeps all its state in SQLite: killing `tandem serve` at any
 * moment loses no delivery, and the CLI drives the same webhook code.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDeskClient, unwrap } from "@tandem/sdk";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSender } from "../src/desk/webhooks/sender.js";
import { manualClock } from "../src/platform/clock.js";
import { BIN, serveTandem, stopTandem } from "./support/cli.js";
import { startDesk } from "./support/desk.js";
import { deadOwners } from "./support/owners.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-restart-"));
const db = join(dir, "restart.db");

/** A receiver that answers 200 after a short pause (so some deliveries are in flight when the server dies). */
const received: string[] = [];
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    received.push(String(req.headers["desk-delivery"]));
    setTimeout(() => res.end("ok"), 20);
  });
});
let hookUrl = "";
beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => {
  receiver.close();
  rmSync(dir, { recursive: true, force: true });
});


const deliveryRows = () => {
  const d = new Database(db, { readonly: true });
  try {
    return d.prepare("SELECT id, status FROM webhook_deliveries").all() as { id: string; status: string }[];
  } finally {
    d.close();
  }
};

async function until(check: () => boolean, what: string, limitMs = 30_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Async, so this process's receiver can answer while the CLI runs. */
const cli = async (...args: string[]) => (await promisify(execFile)("node", [BIN, ...args, "--db", db], { encoding: "utf8" })).stdout;

describe("kill and restart", () => {
  it("delivers every acknowledged event after a SIGKILL in mid-delivery", async () => {
    const first = await serveTandem(db);
    const key = /^\s+(dsk_test_\S+)$/m.exec(first.output)![1];
    const desk = createDeskClient({ baseUrl: `${first.url}/v1`, apiKey: key });
    await unwrap(desk.POST("/webhook_endpoints", { body: { url: hookUrl, events: ["*"] } }));

    const created = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        unwrap(desk.POST("/tickets", { body: { contact: { external_id: `k${i % 5}` }, type: "bug", title: `crash ${i}` } })),
      ),
    );
    await stopTandem(first.child, "SIGKILL");
    const deliveredBeforeKill = new Set(received).size;

    const rows = deliveryRows();
    // 40 ticket.created + 5 contact.updated, every one acknowledged with a 201 before the kill.
    expect(created).toHaveLength(40);
    expect(rows).toHaveLength(45);
    expect(deliveredBeforeKill).toBeLessThan(45);

    const second = await serveTandem(db);
    try {
      await until(() => rows.every((r) => received.includes(r.id)), "every delivery to arrive after the restart");
      await until(() => deliveryRows().every((r) => r.status === "succeeded"), "every delivery to be logged as succeeded");
      expect(new Set(received)).toEqual(new Set(rows.map((r) => r.id)));
    } finally {
      await stopTandem(second.child);
    }
  });
});

describe("tandem webhooks CLI", () => {
  it("adds, lists, tests, lists deliveries and resends through the same code as the API", async () => {
    const added = JSON.parse(await cli("webhooks", "add", "--url", hookUrl, "--events", "ticket.created", "--json"));
    expect(added).toMatchObject({ url: hookUrl, events: ["ticket.created"], secret: expect.stringMatching(/^whsec_/) });

    const listed = JSON.parse(await cli("webhooks", "list", "--json"));
    expect(listed.map((e: { _id: string }) => e._id)).toContain(added._id);
    expect(JSON.stringify(listed)).not.toContain(added.secret);

    const before = received.length;
    const ping = JSON.parse(await cli("webhooks", "test", added._id, "--json"));
    expect(ping).toMatchObject({ eventType: "ping", status: "succeeded", attempts: [{ statusCode: 200, trigger: "manual" }] });
    expect(received.slice(before)).toEqual([ping._id]);

    const deliveries = JSON.parse(await cli("webhooks", "deliveries", added._id, "--json"));
    expect(deliveries.map((d: { _id: string }) => d._id)).toEqual([ping._id]);

    const resent = JSON.parse(await cli("webhooks", "resend", ping._id, "--json"));
    expect(resent.attempts.map((a: { trigger: string }) => a.trigger)).toEqual(["manual", "manual"]);
    expect(received.at(-1)).toBe(ping._id);
  });

  it("filters deliveries and recovers failed ones of a time range", async () => {
    const added = JSON.parse(await cli("webhooks", "add", "--url", hookUrl, "--events", "ticket.created", "--json"));
    const ping = JSON.parse(await cli("webhooks", "test", added._id, "--json"));
    expect(JSON.parse(await cli("webhooks", "deliveries", added._id, "--event-type", "ping", "--json")).map((d: { _id: string }) => d._id)).toEqual([ping._id]);
    expect(JSON.parse(await cli("webhooks", "deliveries", added._id, "--event-type", "ticket.created", "--json"))).toEqual([]);
    expect(JSON.parse(await cli("webhooks", "deliveries", added._id, "--since", "2999-01-01T00:00:00Z", "--json"))).toEqual([]);

    // As if it had failed: recover makes it pending again.
    const d = new Database(db);
    d.prepare("UPDATE webhook_deliveries SET status = 'failed' WHERE id = ?").run(ping._id);
    d.close();
    expect(JSON.parse(await cli("webhooks", "recover", added._id, "--since", "2000-01-01T00:00:00Z", "--json"))).toEqual({ recovered: 1 });
    expect(JSON.parse(await cli("webhooks", "deliveries", added._id, "--status", "pending", "--json")).map((x: { _id: string }) => x._id)).toEqual([ping._id]);
    expect(await cli("webhooks", "recover", added._id, "--since", "2000-01-01T00:00:00Z")).toMatch(/0 failed deliveries are pending again/);
    await expect(cli("webhooks", "recover", added._id)).rejects.toThrow(/--since is required/);
    await expect(cli("webhooks", "recover", added._id, "--since", "yesterday")).rejects.toThrow(/--since must be an RFC 3339 date-time/);
  });

  it("refuses unknown event kinds and bad URLs with exit code 2", async () => {
    await expect(cli("webhooks", "add", "--url", hookUrl, "--events", "ticket.exploded")).rejects.toThrow(/--events must be/);
    await expect(cli("webhooks", "add", "--url", "ftp://example.com")).rejects.toThrow(/body.url must be an http or https URL/);
  });
});

describe("an attempt cut short by a crash", () => {
  it("stays in the log: an attempt that reached the receiver before the sender died shows as interrupted, then the retry as a second attempt", async () => {
    const clock = manualClock(Date.UTC(2026, 2, 1, 9));
    const h = await startDesk({ clock });
    try {
      const ep = await unwrap(h.desk.POST("/webhook_endpoints", { body: { url: "http://127.0.0.1:9/hook", events: ["ticket.created"] } }));
      await unwrap(h.desk.POST("/tickets", { body: { contact: { external_id: "crash" }, type: "bug", title: "t" } }));
      const repo = h.deskApp.ctx.repos(h.deskApp.ctx.read).webhooks;

      // The first process sends the request (the receiver gets it) and dies before the answer is logged.
      const sent: string[] = [];
      const dying = createSender({
        repo,
        clock,
        owners: deadOwners(h.tandem),
        transport: (_url, headers) => {
          sent.push(headers["desk-delivery"]);
          return new Promise(() => {}); // never completes: the process is gone
        },
      });
      expect(await dying.tick()).toBe(1);
      await new Promise((r) => setImmediate(r));
      expect(sent).toHaveLength(1);
      const [inFlight] = (await unwrap(h.desk.GET("/webhook_endpoints/{id}/deliveries", { params: { path: { id: ep._id }, query: {} } }))).items;
      expect(inFlight).toMatchObject({ status: "pending", attemptCount: 1 });
      expect((await unwrap(h.desk.GET("/webhook_deliveries/{id}", { params: { path: { id: inFlight._id } } }))).attempts).toMatchObject([
        { number: 1, state: "in_flight", statusCode: null, durationMs: null },
      ]);

      // A fresh process on the same database takes over and delivers it again.
      const fresh = createSender({
        repo,
        clock,
        owners: h.tandem.owners,
        transport: async (_url, headers) => {
          sent.push(headers["desk-delivery"]);
          return { statusCode: 200, body: "ok", error: null, durationMs: 3 };
        },
      });
      await fresh.takeOver();
      expect(await fresh.tick()).toBe(1);
      await fresh.drain();

      expect(sent).toEqual([inFlight._id, inFlight._id]); // delivered twice …
      const d = await unwrap(h.desk.GET("/webhook_deliveries/{id}", { params: { path: { id: inFlight._id } } }));
      expect(d).toMatchObject({ status: "succeeded", attemptCount: 2 });
      expect(d.attempts).toMatchObject([
        { number: 1, state: "interrupted", statusCode: null, durationMs: null, error: expect.stringMatching(/may have received/) },
        { number: 2, state: "completed", statusCode: 200, durationMs: 3, error: null },
      ]); // … and the log shows both attempts
    } finally {
      await h.close();
    }
  });
});
