/**
 * The console's webhook deliveries (issue 31 §5) through the app's own client on a real server, for
 * the desk and billing alike: a delivery's detail with the request each attempt sent (headers,
 * body) and the response, Recover failed over a time range (counts, a second call queues nothing
 * again, the 14-day bound), keyset pages of the delivery log.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleClient, unwrap } from "../console/src/client.js";
import { manualClock } from "../src/platform/clock.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";
import { type Receiver, startReceiver } from "./support/receiver.js";

const DAY = 24 * 3_600_000;

describe("console API: webhook deliveries (payload, Recover failed, pages)", () => {
  const clock = manualClock(Date.parse("2026-11-01T12:00:00Z"));
  let h: ConsoleHarness;
  let c: ConsoleClient;
  let receiver: Receiver;
  const test = { mode: "test" as const };

  beforeAll(async () => {
    h = await startConsole({ clock });
    receiver = await startReceiver({ status: 500, body: "receiver down" });
    c = h.client();
    c.setSession(await unwrap(c.POST("/session", { body: OPERATOR })));
  }, 120_000);
  afterAll(async () => {
    await h.close();
    await receiver.close();
  });

  it("desk: a delivery's detail shows per attempt the request sent (the signed body and headers, no secret) and the response", async () => {
    receiver.respond({ status: 500, body: "receiver down" });
    const ep = await unwrap(c.POST("/webhook_endpoints", { params: { query: test }, body: { url: receiver.url, events: ["ticket.created"] } }));
    const sent = await unwrap(c.POST("/webhook_endpoints/{id}/test", { params: { path: { id: ep._id }, query: test } }));
    const detail = await unwrap(c.GET("/webhook_deliveries/{id}", { params: { path: { id: sent._id }, query: test } }));
    const got = receiver.requests[receiver.requests.length - 1];
    const [a] = detail.attempts;
    expect(a.statusCode).toBe(500);
    expect(a.responseBody).toBe("receiver down");
    expect(a.durationMs).toBeGreaterThanOrEqual(0);
    expect(a.request!.body).toBe(got.body);
    expect(JSON.parse(a.request!.body)).toMatchObject({ type: "ping" });
    expect(a.request!.headers["content-type"]).toBe("application/json");
    expect(a.request!.headers["user-agent"]).toMatch(/^Tandem-Webhooks\//);
    expect(a.request!.headers["desk-signature"] ?? a.request!.headers["Desk-Signature"]).toBe(got.headers["desk-signature"]);
    expect(JSON.stringify(detail)).not.toContain(ep.secret);
    expect(JSON.stringify(detail)).not.toContain(ep.secret.replace(/^whsec_/, ""));
  });

  it("desk: Recover failed queues the failed deliveries of the range once, answers how many; a second call queues none again; a range past 14 days is a 400", async () => {
    const ep = await unwrap(c.POST("/webhook_endpoints", { params: { query: test }, body: { url: receiver.url, events: ["ticket.created"] } }));
    const at = { path: { id: ep._id }, query: test };
    for (let i = 0; i < 3; i++) await unwrap(c.POST("/webhook_endpoints/{id}/test", { params: at }));
    // Disabling stops the pending retries (they become failed); enabling again leaves them failed.
    await unwrap(c.PATCH("/webhook_endpoints/{id}", { params: at, body: { enabled: false } }));
    const disabled = await c.POST("/webhook_endpoints/{id}/recover", { params: at, body: {} });
    expect(disabled.response.status).toBe(409);
    await unwrap(c.PATCH("/webhook_endpoints/{id}", { params: at, body: { enabled: true } }));
    const failed = await unwrap(c.GET("/webhook_endpoints/{id}/deliveries", { params: { ...at, query: { ...test, status: "failed" } } }));
    expect(failed.items).toHaveLength(3);

    clock.advance(2 * DAY);
    c.setSession(await unwrap(c.POST("/session", { body: OPERATOR }))); // the session ended meanwhile
    // The default range is the last 24 hours: nothing failed in it.
    expect(await unwrap(c.POST("/webhook_endpoints/{id}/recover", { params: at, body: {} }))).toEqual({ recovered: 0 });
    const since = new Date(clock.now() - 3 * DAY).toISOString();
    expect(await unwrap(c.POST("/webhook_endpoints/{id}/recover", { params: at, body: { since } }))).toEqual({ recovered: 3 });
    const pending = await unwrap(c.GET("/webhook_endpoints/{id}/deliveries", { params: { ...at, query: { ...test, status: "pending" } } }));
    expect(pending.items.map((d) => d._id).sort()).toEqual(failed.items.map((d) => d._id).sort());
    // Once: what the first call queued is pending, so a second click sends nothing twice.
    expect(await unwrap(c.POST("/webhook_endpoints/{id}/recover", { params: at, body: { since } }))).toEqual({ recovered: 0 });

    const tooOld = await c.POST("/webhook_endpoints/{id}/recover", { params: at, body: { since: new Date(clock.now() - 15 * DAY).toISOString() } });
    expect(tooOld.response.status).toBe(400);
    expect(tooOld.error).toMatchObject({ code: "invalid_request", message: expect.stringMatching(/since.*14 days/) });
    const backwards = await c.POST("/webhook_endpoints/{id}/recover", { params: at, body: { since, until: new Date(clock.now() - 4 * DAY).toISOString() } });
    expect(backwards.response.status).toBe(400);
    // Audited, as every change.
    const audit = await unwrap(c.GET("/audit", { params: { query: { operation: "webhookEndpoints.recover" } } }));
    expect(audit.items.length).toBeGreaterThanOrEqual(3);
  });

  it("desk: the delivery log is keyset-paged (cursor), filtered by status", async () => {
    const ep = await unwrap(c.POST("/webhook_endpoints", { params: { query: test }, body: { url: receiver.url, events: ["ticket.created"] } }));
    const at = { path: { id: ep._id }, query: test };
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await unwrap(c.POST("/webhook_endpoints/{id}/test", { params: at })))._id);
    const first = await unwrap(c.GET("/webhook_endpoints/{id}/deliveries", { params: { ...at, query: { ...test, limit: 2 } } }));
    expect(first.items.map((d) => d._id)).toEqual([made[2], made[1]]);
    expect(first.nextCursor).not.toBeNull();
    const second = await unwrap(c.GET("/webhook_endpoints/{id}/deliveries", { params: { ...at, query: { ...test, limit: 2, before: first.nextCursor! } } }));
    expect(second.items.map((d) => d._id)).toEqual([made[0]]);
    expect(second.nextCursor).toBeNull();
    const succeeded = await unwrap(c.GET("/webhook_endpoints/{id}/deliveries", { params: { ...at, query: { ...test, status: "succeeded" } } }));
    expect(succeeded.items).toEqual([]);
  });

  it("billing: a delivery's detail shows the request each attempt sent (Standard Webhooks headers, the body) and the response", async () => {
    receiver.respond({ status: 500, body: "billing receiver down" });
    await unwrap(c.POST("/billing_webhooks", { params: { query: test }, body: { id: "detail", url: receiver.url, events: ["*"] } }));
    const sent = await unwrap(c.POST("/billing_webhooks/{id}/test", { params: { path: { id: "detail" }, query: test } }));
    const got = receiver.requests[receiver.requests.length - 1];
    const detail = await unwrap(c.GET("/billing_webhook_deliveries/{id}", { params: { path: { id: sent.id }, query: test } }));
    const [a] = detail.attempts;
    expect(a).toMatchObject({ status_code: 500, response_excerpt: "billing receiver down" });
    expect(a.request!.body).toBe(got.body);
    expect(a.request!.headers["webhook-signature"]).toBe(got.headers["webhook-signature"]);
    expect(a.request!.headers["webhook-id"]).toBe(got.headers["webhook-id"]);
    expect(JSON.stringify(detail)).not.toMatch(/whsec_/);
    const unknown = await c.GET("/billing_webhook_deliveries/{id}", { params: { path: { id: "whd_nope" }, query: test } });
    expect(unknown.response.status).toBe(404);
  });

  it("billing: Recover failed counts, queues once, refuses a range past 14 days; the log pages by cursor", async () => {
    receiver.respond({ status: 500 });
    await unwrap(c.POST("/billing_webhooks", { params: { query: test }, body: { id: "recover", url: receiver.url, events: ["*"] } }));
    const at = { path: { id: "recover" }, query: test };
    for (let i = 0; i < 21; i++) await unwrap(c.POST("/billing_webhooks/{id}/test", { params: at }));
    await unwrap(c.POST("/billing_webhooks/update", { params: { query: test }, body: { id: "recover", disabled: true } }));
    await unwrap(c.POST("/billing_webhooks/update", { params: { query: test }, body: { id: "recover", disabled: false } }));

    const first = await unwrap(c.GET("/billing_webhooks/{id}/deliveries", { params: { ...at, query: { ...test, status: "failed" } } }));
    expect(first.list).toHaveLength(20);
    expect(first.next_cursor).not.toBeNull();
    const second = await unwrap(c.GET("/billing_webhooks/{id}/deliveries", { params: { ...at, query: { ...test, status: "failed", cursor: first.next_cursor! } } }));
    expect(second.list).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
    expect(new Set([...first.list, ...second.list].map((d) => d.id)).size).toBe(21);

    expect(await unwrap(c.POST("/billing_webhooks/{id}/recover", { params: at, body: {} }))).toEqual({ recovered: 21 });
    expect(await unwrap(c.POST("/billing_webhooks/{id}/recover", { params: at, body: {} }))).toEqual({ recovered: 0 });
    const pending = await unwrap(c.GET("/billing_webhooks/{id}/deliveries", { params: { ...at, query: { ...test, status: "pending" } } }));
    expect(pending.list).toHaveLength(20);

    const tooOld = await c.POST("/billing_webhooks/{id}/recover", { params: at, body: { since: new Date(clock.now() - 15 * DAY).toISOString() } });
    expect(tooOld.response.status).toBe(400);
    expect(tooOld.error).toMatchObject({ code: "invalid_request" });
    const unknown = await c.POST("/billing_webhooks/{id}/recover", { params: { path: { id: "nope" }, query: test }, body: {} });
    expect(unknown.response.status).toBe(404);
  });
});
