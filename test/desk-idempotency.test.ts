/**
 * Every desk POST takes an `Idempotency-Key` (issue 15): the billing API's
 * rules, run by the same platform code.
 */
import { REPLAYED_HEADER, unwrap } from "@tandem/sdk";
import { describe, expect, it } from "vitest";
import { raw, startDesk } from "./support/desk.js";

describe("Idempotency-Key on desk POSTs", () => {
  it("files one ticket for two requests with one key, replaying the first answer", async () => {
    const h = await startDesk();
    try {
      const body = { contact: { external_id: "u1" }, type: "bug" as const, title: "Export fails" };
      const header = { "Idempotency-Key": "ticket-1" };
      const first = await h.desk.POST("/tickets", { params: { header }, body });
      expect(first.response.status).toBe(201);
      // The same request again through the SDK: the first answer, typed as the success it replays.
      const again = await unwrap(h.desk.POST("/tickets", { params: { header }, body }));
      expect(again).toEqual(first.data!.data);
      expect((await h.desk.POST("/tickets", { params: { header }, body })).response.headers.get(REPLAYED_HEADER)).toBe("true");
      const replay = await raw(h, "POST", "/tickets", { body: JSON.stringify(body), headers: { "idempotency-key": "ticket-1" } });
      expect(replay.status).toBe(409);
      expect(replay.body).toMatchObject({ code: "idempotency_replay", data: { response: first.data } });
      const list = await raw(h, "GET", "/tickets");
      expect(list.body.data.items).toHaveLength(1);
      expect(list.body.data.items[0].number).toBe(1);

      const other = await raw(h, "POST", "/tickets", { body: JSON.stringify({ ...body, title: "Another" }), headers: { "idempotency-key": "ticket-1" } });
      expect(other.status).toBe(409);
      expect(other.body.code).toBe("idempotency_mismatch");

      // Keys are per operation and per mode.
      expect((await raw(h, "POST", "/feedback", { body: JSON.stringify({ contact: { external_id: "u1" }, kind: "idea", title: "Dark mode", message: "Please" }), headers: { "idempotency-key": "ticket-1" } })).status).toBe(201);
      expect((await raw(h, "POST", "/tickets", { body: JSON.stringify(body), headers: { "idempotency-key": "ticket-1" }, auth: h.liveKey })).status).toBe(201);
    } finally {
      await h.close();
    }
  });

  it("releases a key whose first answer was a 4xx, and refuses an over-long key", async () => {
    const h = await startDesk();
    try {
      const bad = await raw(h, "POST", "/conversations/000000000000000000000000/messages", { body: JSON.stringify({ body: "hi" }), headers: { "idempotency-key": "m-1" } });
      expect(bad.status).toBe(404);
      const again = await raw(h, "POST", "/conversations/000000000000000000000000/messages", { body: JSON.stringify({ body: "hi" }), headers: { "idempotency-key": "m-1" } });
      expect(again.body.code).toBe("conversation_not_found");
      const long = await raw(h, "POST", "/tickets", {
        body: JSON.stringify({ contact: { external_id: "u1" }, type: "bug", title: "x" }),
        headers: { "idempotency-key": "k".repeat(256) },
      });
      expect(long.status).toBe(400);
      expect(long.body.code).toBe("invalid_request");
    } finally {
      await h.close();
    }
  });

  it("answers idempotency_in_progress while the first request with the key still runs", async () => {
    // A webhook test ping waits for the receiver: the first request is in flight meanwhile.
    const http = await import("node:http");
    let release: () => void = () => {};
    const receiver = http.createServer((req, res) => {
      req.resume();
      release = () => res.end("ok");
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    const h = await startDesk();
    try {
      const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
      const ep = (await raw(h, "POST", "/webhook_endpoints", { body: JSON.stringify({ url, events: ["*"] }) })).body.data;
      const first = raw(h, "POST", `/webhook_endpoints/${ep._id}/test`, { headers: { "idempotency-key": "ping-1" } });
      while ((await raw(h, "GET", `/webhook_endpoints/${ep._id}/deliveries`)).body.data.items.length === 0) await new Promise((r) => setTimeout(r, 10));
      const second = await raw(h, "POST", `/webhook_endpoints/${ep._id}/test`, { headers: { "idempotency-key": "ping-1" } });
      expect(second.status).toBe(409);
      expect(second.body.code).toBe("idempotency_in_progress");
      release();
      expect((await first).status).toBe(200);
      const third = await raw(h, "POST", `/webhook_endpoints/${ep._id}/test`, { headers: { "idempotency-key": "ping-1" } });
      expect(third.body.code).toBe("idempotency_replay");
    } finally {
      await h.close();
      receiver.close();
    }
  });
});
