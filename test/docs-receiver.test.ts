import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { type DeskEvent, unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createReceiver } from "../docs/webhook-receiver.js";
import { type DeskHarness, startDesk } from "./support/desk.js";
import { closedPort } from "./support/receiver.js";

let h: DeskHarness;
beforeAll(async () => {
  h = await startDesk();
});
afterAll(() => h.close());

it("the README's receiver verifies Tandem's signatures, refuses forgeries and ignores redelivered ids", async () => {
  const events: DeskEvent[] = [];
  let secret = "";
  const server = createReceiver("placeholder", () => {});
  const url = await new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)),
  );
  server.close();

  const ep = await unwrap(h.desk.POST("/webhook_endpoints", { body: { url, events: ["ticket.created"] } }));
  secret = ep.secret;
  const receiver = createReceiver(secret, (e) => events.push(e));
  await new Promise<void>((r) => receiver.listen(Number(new URL(url).port), "127.0.0.1", r));
  try {
    const ticket = await unwrap(h.desk.POST("/tickets", { body: { contact: { external_id: "r" }, type: "bug", title: "Broken" } }));
    await h.deskApp.sender.tick();
    await h.deskApp.sender.drain();
    expect(events).toHaveLength(1);
    const [e] = events;
    expect(e.type).toBe("ticket.created");
    if (e.type === "ticket.created") expect(e.data).toEqual(ticket);

    // A resend of the same delivery is answered 2xx but not processed twice.
    const [d] = (await unwrap(h.desk.GET("/webhook_endpoints/{id}/deliveries", { params: { path: { id: ep._id }, query: {} } }))).items;
    const resent = await unwrap(h.desk.POST("/webhook_deliveries/{id}/resend", { params: { path: { id: d._id } } }));
    expect(resent.attempts.at(-1)?.statusCode).toBe(204);
    expect(events).toHaveLength(1);

    // A forged request is refused with 400.
    const forged = await fetch(url, { method: "POST", body: JSON.stringify(e), headers: { "desk-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` } });
    expect(forged.status).toBe(400);
  } finally {
    receiver.close();
  }
});

describe("the README's receiver as a program", () => {
  const FILE = join(import.meta.dirname, "..", "docs", "webhook-receiver.ts");

  it("runs as shown: reads DESK_WEBHOOK_SECRET and PORT, listens, and prints each verified event", async () => {
    const port = await closedPort();
    const ep = await unwrap(h.desk.POST("/webhook_endpoints", { body: { url: `http://127.0.0.1:${port}/`, events: ["ticket.created"] } }));
    const child = spawn("node", ["--conditions=tandem-source", "--import", "tsx", FILE], { env: { ...process.env, DESK_WEBHOOK_SECRET: ep.secret, PORT: String(port) } });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    try {
      await vi.waitFor(() => expect(out).toContain(`Listening for Tandem webhooks on http://localhost:${port}/`), { timeout: 20_000, interval: 50 });
      const ticket = await unwrap(h.desk.POST("/tickets", { body: { contact: { external_id: "prog" }, type: "bug", title: "From the program" } }));
      await h.deskApp.sender.tick();
      await h.deskApp.sender.drain();
      await vi.waitFor(() => expect(out).toContain('"type":"ticket.created"'), { timeout: 5_000, interval: 50 });
      const [d] = (await unwrap(h.desk.GET("/webhook_endpoints/{id}/deliveries", { params: { path: { id: ep._id }, query: {} } }))).items;
      expect(d.status).toBe("succeeded");
      expect((await unwrap(h.desk.GET("/webhook_deliveries/{id}", { params: { path: { id: d._id } } }))).attempts[0].statusCode).toBe(204);
      expect(ticket._id).toBeTruthy();
    } finally {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
  }, 30_000);

  it("is the program the README shows, verbatim", () => {
    const readme = readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8");
    expect(readme).toContain(readFileSync(FILE, "utf8"));
  });

  it("refuses to start without DESK_WEBHOOK_SECRET", async () => {
    const env = { ...process.env };
    delete env.DESK_WEBHOOK_SECRET;
    const child = spawn("node", ["--conditions=tandem-source", "--import", "tsx", FILE], { env: { ...env, PORT: "0" } });
    let err = "";
    child.stderr.on("data", (d) => (err += d));
    const code = await new Promise<number | null>((r) => child.once("exit", r));
    expect(code).toBe(1);
    expect(err).toMatch(/Set DESK_WEBHOOK_SECRET/);
  }, 30_000);
});
