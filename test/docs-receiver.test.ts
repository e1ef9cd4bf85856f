import type { AddressInfo } from "node:net";
import { type DeskEvent, unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createReceiver } from "../docs/webhook-receiver.js";
import { type DeskHarness, startDesk } from "./support/desk.js";

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
    h.deskApp.sender.tick();
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
