import { createHmac } from "node:crypto";
import { type DeskClient, type DeskSchemas, TandemApiError, unwrap, verifyWebhook } from "@tandem/sdk";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createDesk } from "../src/desk/desk.js";
import type { WebhookOptions } from "./support/desk.js";
import { httpTransport } from "../src/desk/webhooks/transport.js";
import { manualClock } from "../src/platform/clock.js";
import { postgresEngine } from "../src/store/postgres/index.js";
import { sqliteEngine } from "../src/store/sqlite/index.js";
import { apiError, type DeskHarness, raw, startDesk } from "./support/desk.js";
import { closedPort, type Receiver, type Responder, startReceiver } from "./support/receiver.js";
import { type TestSql, testSql } from "./support/sql.js";

type EndpointWithSecret = DeskSchemas["WebhookEndpointWithSecret"];
type EventSelector = DeskSchemas["EventSelector"];
type DeskEventType = DeskSchemas["DeskEventType"];

/** A whole second, so event `created` and signature `t` are exact. */
const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MISSING_ID = "0123456789abcdef01234567";
const iso = (ms: number) => new Date(ms).toISOString();
const seconds = (ms: number) => Math.floor(ms / 1000);

// ---- per-test environments, closed after each test (receivers first, so nothing hangs) ----

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

interface Env {
  h: DeskHarness;
  clock: ReturnType<typeof manualClock>;
  sender: DeskHarness["deskApp"]["sender"];
  /**
   * Ticks and waits until every attempt is logged, again until nothing more is
   * due (the sender takes at most 4 per endpoint at a time); answers how many
   * attempts were made.
   */
  flush(): Promise<number>;
}

/** A test's own environment, closed after it. */
async function setup(webhooks: Partial<WebhookOptions> = {}, start = T0): Promise<Env> {
  const env = await startEnv(webhooks, start);
  cleanups.push(() => env.h.close());
  return env;
}

/** An environment the caller closes (`env.h.close()`), e.g. one shared by a block's tests. */
async function startEnv(webhooks: Partial<WebhookOptions> = {}, start = T0): Promise<Env> {
  const clock = manualClock(start);
  const h = await startDesk({ clock, webhooks });
  const sender = h.deskApp.sender;
  return {
    h,
    clock,
    sender,
    async flush() {
      let total = 0;
      for (let started = await sender.tick(); started > 0; started = await sender.tick()) {
        total += started;
        await sender.drain();
      }
      await sender.drain();
      return total;
    },
  };
}

/** Plain SQL on the environment's database (test/support/sql.ts), closed after the test. */
function sqlOf(env: Env): TestSql {
  const sql = testSql(env.h.tandem);
  cleanups.push(() => sql.close());
  return sql;
}

async function receiver(responder?: Responder): Promise<Receiver> {
  const r = await startReceiver(responder);
  cleanups.push(() => r.close());
  return r;
}

function createEndpoint(client: DeskClient, url: string, events: EventSelector[] = ["*"], description?: string): Promise<EndpointWithSecret> {
  return unwrap(client.POST("/webhook_endpoints", { body: { url, events, ...(description ? { description } : {}) } }));
}
const getEndpoint = (client: DeskClient, id: string) => unwrap(client.GET("/webhook_endpoints/{id}", { params: { path: { id } } }));
/** What an attempt records it sent: exactly the body the receiver got, and the headers Tandem set (no secret). */
const sent = (q: { raw: Buffer; headers: Record<string, string | string[] | undefined> }) => ({
  body: q.raw.toString("utf8"),
  headers: Object.fromEntries(["content-type", "desk-delivery", "desk-event", "desk-signature", "user-agent"].map((k) => [k, q.headers[k]])),
});
const patchEndpoint = (client: DeskClient, id: string, body: DeskSchemas["WebhookEndpointUpdate"]) =>
  unwrap(client.PATCH("/webhook_endpoints/{id}", { params: { path: { id } }, body }));
const listDeliveries = (
  client: DeskClient,
  id: string,
  query: { status?: DeskSchemas["WebhookDeliveryStatus"]; event_type?: DeskEventType | "ping"; since?: string; until?: string; limit?: number; before?: string } = {},
) =>
  unwrap(client.GET("/webhook_endpoints/{id}/deliveries", { params: { path: { id }, query: { limit: 100, ...query } } }));
const getDelivery = (client: DeskClient, id: string) => unwrap(client.GET("/webhook_deliveries/{id}", { params: { path: { id } } }));
const resend = (client: DeskClient, id: string) => unwrap(client.POST("/webhook_deliveries/{id}/resend", { params: { path: { id } } }));
const ping = (client: DeskClient, id: string) => unwrap(client.POST("/webhook_endpoints/{id}/test", { params: { path: { id } } }));
const rotate = (client: DeskClient, id: string) => unwrap(client.POST("/webhook_endpoints/{id}/rotate_secret", { params: { path: { id } } }));

let uniq = 0;
const ext = (prefix = "c") => `${prefix}-${++uniq}-${Date.now()}`;
const createTicket = (client: DeskClient, title = "Something broke") =>
  unwrap(client.POST("/tickets", { body: { contact: { external_id: ext() }, type: "bug", title } }));
const createConversation = (client: DeskClient, body = "Hello") =>
  unwrap(client.POST("/conversations", { body: { contact: { external_id: ext() }, body } }));


/** `t` and the `v1` signatures of a Desk-Signature header. */
function parseSignature(header: string | string[] | undefined): { t: number; v1: string[] } {
  expect(typeof header).toBe("string");
  const parts = (header as string).split(",").map((p) => p.split("="));
  return { t: Number(parts.find(([k]) => k === "t")![1]), v1: parts.filter(([k]) => k === "v1").map(([, v]) => v) };
}
const hmac = (secret: string, t: number, body: string) => createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");

// ---- 1. the endpoint API ----

describe("webhook endpoint API", () => {
  let h: DeskHarness;
  let clock: ReturnType<typeof manualClock>;
  beforeAll(async () => {
    clock = manualClock(T0);
    h = await startDesk({ clock });
  });
  afterAll(() => h.close());

  it("creates an endpoint with 201 and a whsec_ secret that no other answer shows", async () => {
    const res = await h.desk.POST("/webhook_endpoints", {
      body: { url: "http://127.0.0.1:9/hook", events: ["ticket.created", "ticket.updated"], description: "CRM sync" },
    });
    expect(res.response.status).toBe(201);
    const created = res.data!.data;
    expect(created).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      url: "http://127.0.0.1:9/hook",
      events: ["ticket.created", "ticket.updated"],
      description: "CRM sync",
      enabled: true,
      disabledReason: null,
      failingSince: null,
      previousSecretExpiresAt: null,
      createdAt: iso(clock.now()),
      updatedAt: iso(clock.now()),
      standardWebhooks: false,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/), // 24 random bytes, standard base64
    });
    const { secret, ...endpoint } = created;

    const got = await getEndpoint(h.desk, created._id);
    expect(got).toEqual(endpoint);
    const listed = (await unwrap(h.desk.GET("/webhook_endpoints", { params: { query: { limit: 100 } } }))).items.find((e) => e._id === created._id);
    expect(listed).toEqual(endpoint);
    const patched = await patchEndpoint(h.desk, created._id, { description: "renamed" });
    expect(patched).not.toHaveProperty("secret");
    const deleted = await unwrap(h.desk.DELETE("/webhook_endpoints/{id}", { params: { path: { id: created._id } } }));
    expect(deleted).not.toHaveProperty("secret");
    for (const answer of [got, listed, patched, deleted]) expect(JSON.stringify(answer)).not.toContain(secret);
  });

  it("mints a different secret for every endpoint", async () => {
    const a = await createEndpoint(h.desk, "http://127.0.0.1:9/a");
    const b = await createEndpoint(h.desk, "http://127.0.0.1:9/b");
    expect(a.secret).not.toBe(b.secret);
  });

  it("stores the events without duplicates, keeping their order", async () => {
    const e = await createEndpoint(h.desk, "http://127.0.0.1:9/dup", ["ticket.updated", "ticket.created", "ticket.updated"]);
    expect(e.events).toEqual(["ticket.updated", "ticket.created"]);
    expect(e.description).toBeNull();
  });

  it("lists endpoints newest first, page by page", async () => {
    const n = await startDesk();
    try {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await createEndpoint(n.desk, `http://127.0.0.1:9/p${i}`))._id);
      const first = await unwrap(n.desk.GET("/webhook_endpoints", { params: { query: { limit: 2 } } }));
      expect(first.items.map((e) => e._id)).toEqual([ids[4], ids[3]]);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await unwrap(n.desk.GET("/webhook_endpoints", { params: { query: { limit: 2, before: first.nextCursor! } } }));
      expect(second.items.map((e) => e._id)).toEqual([ids[2], ids[1]]);
      const third = await unwrap(n.desk.GET("/webhook_endpoints", { params: { query: { limit: 2, before: second.nextCursor! } } }));
      expect(third.items.map((e) => e._id)).toEqual([ids[0]]);
      expect(third.nextCursor).toBeNull();
      const all = await unwrap(n.desk.GET("/webhook_endpoints"));
      expect(all.items).toHaveLength(5);
      for (const e of all.items) expect(e).not.toHaveProperty("secret");
    } finally {
      await n.close();
    }
  });

  it("keeps test-mode and live-mode endpoints apart", async () => {
    const live = await createEndpoint(h.live, "http://127.0.0.1:9/live");
    expect((await apiError(getEndpoint(h.desk, live._id))).code).toBe("webhook_endpoint_not_found");
    expect((await getEndpoint(h.live, live._id))._id).toBe(live._id);
    const testIds = (await unwrap(h.desk.GET("/webhook_endpoints", { params: { query: { limit: 100 } } }))).items.map((e) => e._id);
    expect(testIds).not.toContain(live._id);
  });

  it("updates url, events, enabled and description one at a time, moving updatedAt", async () => {
    const e = await createEndpoint(h.desk, "http://127.0.0.1:9/u", ["ticket.created"], "first");
    clock.advance(5 * SECOND);
    const url = await patchEndpoint(h.desk, e._id, { url: "http://127.0.0.1:10/changed" });
    expect(url).toMatchObject({ url: "http://127.0.0.1:10/changed", events: ["ticket.created"], description: "first", enabled: true });
    expect(url.updatedAt).toBe(iso(clock.now()));
    expect(url.createdAt).toBe(e.createdAt);
    const events = await patchEndpoint(h.desk, e._id, { events: ["*"] });
    expect(events.events).toEqual(["*"]);
    const disabled = await patchEndpoint(h.desk, e._id, { enabled: false });
    expect(disabled.enabled).toBe(false);
    const described = await patchEndpoint(h.desk, e._id, { description: "second" });
    expect(described.description).toBe("second");
    const cleared = await patchEndpoint(h.desk, e._id, { description: null });
    expect(cleared.description).toBeNull();
    expect(await getEndpoint(h.desk, e._id)).toEqual({ ...cleared });
    expect(cleared).toMatchObject({ url: "http://127.0.0.1:10/changed", events: ["*"], enabled: false });
  });

  it("deletes an endpoint: the answer is the endpoint, then it is gone", async () => {
    const e = await createEndpoint(h.desk, "http://127.0.0.1:9/del");
    const { secret: _secret, ...view } = e;
    expect(await unwrap(h.desk.DELETE("/webhook_endpoints/{id}", { params: { path: { id: e._id } } }))).toEqual(view);
    expect((await apiError(getEndpoint(h.desk, e._id))).status).toBe(404);
    expect((await apiError(unwrap(h.desk.DELETE("/webhook_endpoints/{id}", { params: { path: { id: e._id } } })))).code).toBe(
      "webhook_endpoint_not_found",
    );
  });

  it("answers 404 webhook_endpoint_not_found on every operation of an unknown endpoint", async () => {
    const id = MISSING_ID;
    const p = { params: { path: { id } } };
    const calls = [
      h.desk.GET("/webhook_endpoints/{id}", p),
      h.desk.PATCH("/webhook_endpoints/{id}", { ...p, body: { enabled: false } }),
      h.desk.DELETE("/webhook_endpoints/{id}", p),
      h.desk.POST("/webhook_endpoints/{id}/rotate_secret", p),
      h.desk.POST("/webhook_endpoints/{id}/test", p),
      h.desk.GET("/webhook_endpoints/{id}/deliveries", p),
    ];
    for (const call of calls) {
      const err = await apiError(unwrap(call as Promise<{ data?: { data: unknown }; response: Response }>));
      expect({ status: err.status, code: err.code }).toEqual({ status: 404, code: "webhook_endpoint_not_found" });
    }
  });

  it.each([
    ["an ftp URL", "ftp://example.com/hook"],
    ["text that is not a URL", "not a url"],
    ["a URL with user and password", "http://user:pass@example.com/hook"],
    ["a URL with a user name", "https://user@example.com/hook"],
    ["a URL that does not parse", "http://[::1/hook"],
    ["an empty string", ""],
    ["a URL with a space", "http://example.com/a b"],
  ])("refuses %s with 400 naming body.url, on create and on update", async (_, url) => {
    const created = await apiError(unwrap(h.desk.POST("/webhook_endpoints", { body: { url, events: ["*"] } })));
    expect(created.status).toBe(400);
    expect(created.code).toBe("invalid_request");
    expect(created.message).toMatch(/^body\.url /);
    const e = await createEndpoint(h.desk, "http://127.0.0.1:9/ok");
    const updated = await apiError(patchEndpoint(h.desk, e._id, { url }));
    expect(updated.status).toBe(400);
    expect(updated.message).toMatch(/^body\.url /);
    expect((await getEndpoint(h.desk, e._id)).url).toBe("http://127.0.0.1:9/ok");
  });

  it("says why a URL with credentials is refused", async () => {
    const err = await apiError(unwrap(h.desk.POST("/webhook_endpoints", { body: { url: "http://user:pass@example.com/hook", events: ["*"] } })));
    expect(err.message).toBe("body.url must not contain credentials");
  });

  it("refuses an empty events list with 400 naming body.events", async () => {
    const err = await apiError(unwrap(h.desk.POST("/webhook_endpoints", { body: { url: "http://127.0.0.1:9/e", events: [] } })));
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/^body\.events /);
  });

  it("refuses an unknown event kind with 400 naming body.events, on create and on update", async () => {
    const res = await raw(h, "POST", "/webhook_endpoints", { body: JSON.stringify({ url: "http://127.0.0.1:9/e", events: ["ticket.deleted"] }) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_request");
    expect(res.body.message).toMatch(/^body\.events/);
    const e = await createEndpoint(h.desk, "http://127.0.0.1:9/e2", ["ticket.created"]);
    const patched = await raw(h, "PATCH", `/webhook_endpoints/${e._id}`, { body: JSON.stringify({ events: ["ticket.created", "nope"] }) });
    expect(patched.status).toBe(400);
    expect(patched.body.message).toMatch(/^body\.events/);
    expect((await getEndpoint(h.desk, e._id)).events).toEqual(["ticket.created"]);
    const empty = await apiError(patchEndpoint(h.desk, e._id, { events: [] }));
    expect(empty.message).toMatch(/^body\.events /);
  });

  it("refuses an empty PATCH with 400", async () => {
    const e = await createEndpoint(h.desk, "http://127.0.0.1:9/empty");
    const err = await apiError(patchEndpoint(h.desk, e._id, {}));
    expect({ status: err.status, code: err.code }).toEqual({ status: 400, code: "invalid_request" });
    expect(err.message).toBe("body must contain at least one field");
  });

  it("refuses unknown fields, such as trying to set the secret", async () => {
    const res = await raw(h, "POST", "/webhook_endpoints", { body: JSON.stringify({ url: "http://127.0.0.1:9/x", events: ["*"], secret: "whsec_mine" }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("body.secret is not a known field");
  });
});

// ---- 2. what a delivery looks like ----

describe("delivery requests", () => {
  it("delivers contact.updated, conversation.created and message.created for a new conversation, each described, signed and carrying the API's record", async () => {
    const env = await setup();
    const r = await receiver();
    const ep = await createEndpoint(env.h.desk, r.url, ["*"]);
    const workspace = await unwrap(env.h.desk.GET("/workspace"));
    const conv = await unwrap(
      env.h.desk.POST("/conversations", { body: { contact: { external_id: ext(), name: "Ada", email: "ada@example.com" }, body: "Hello ✓ ünïcödé" } }),
    );
    expect(await env.flush()).toBe(3);

    expect(r.requests.map((q) => q.headers["desk-event"]).sort()).toEqual(["contact.updated", "conversation.created", "message.created"]);
    const log = await listDeliveries(env.h.desk, ep._id);
    expect(log.items).toHaveLength(3);
    const eventIds = new Set<string>();
    const data: Record<string, unknown> = {};
    for (const q of r.requests) {
      expect(q.method).toBe("POST");
      expect(q.path).toBe("/hook");
      expect(q.headers["content-type"]).toBe("application/json");
      expect(q.headers["user-agent"]).toBe("Tandem-Webhooks/1");
      expect(Number(q.headers["content-length"])).toBe(q.raw.length);
      const deliveryId = q.headers["desk-delivery"] as string;
      expect(deliveryId).toMatch(/^[0-9a-f]{24}$/);
      const delivery = log.items.find((d) => d._id === deliveryId)!;
      expect(delivery).toBeDefined();
      expect(delivery).toMatchObject({ endpointId: ep._id, eventType: q.headers["desk-event"], status: "succeeded", attemptCount: 1, nextAttemptAt: null });

      const sig = parseSignature(q.headers["desk-signature"]);
      expect(sig.t).toBe(seconds(T0));
      expect(sig.v1).toEqual([hmac(ep.secret, sig.t, q.body)]);
      const event = verifyWebhook<any>(q.raw, q.headers["desk-signature"] as string, ep.secret, { now: seconds(env.clock.now()) });
      expect(Object.keys(event)).toEqual(["id", "type", "created", "livemode", "sequence", "workspace_id", "data"]);
      expect(event).toMatchObject({ type: q.headers["desk-event"], created: seconds(T0), livemode: false, workspace_id: workspace._id });
      expect(Number.isInteger(event.sequence)).toBe(true);
      expect(Number.isInteger(event.created)).toBe(true);
      expect(event.id).toMatch(/^evt_[0-9a-f]{24}$/);
      expect(delivery.eventId).toBe(event.id);
      eventIds.add(event.id);
      data[event.type] = event.data;
    }
    expect(eventIds.size).toBe(3);
    expect(new Set(log.items.map((d) => d._id)).size).toBe(3);

    expect(data["conversation.created"]).toEqual(conv);
    expect(data["conversation.created"]).toEqual(await unwrap(env.h.desk.GET("/conversations/{id}", { params: { path: { id: conv._id } } })));
    const messages = await unwrap(env.h.desk.GET("/conversations/{id}/messages", { params: { path: { id: conv._id } } }));
    expect(data["message.created"]).toEqual(messages.items[0]);
    const { conversations: _c, tickets: _t, feedback: _f, recentEvents: _e, ...contact } = await unwrap(
      env.h.desk.GET("/contacts/{id}", { params: { path: { id: conv.contact._id } } }),
    );
    expect(data["contact.updated"]).toEqual(contact);
  });

  it("sends ticket.created with the ticket as the API answered it (_id, number, type, title …)", async () => {
    const env = await setup();
    const r = await receiver();
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    const ticket = await createTicket(env.h.desk, "Export fails — ünïcödé");
    await env.flush();
    expect(r.requests).toHaveLength(1);
    const event = verifyWebhook<any>(r.requests[0].raw, r.requests[0].headers["desk-signature"] as string, ep.secret, { now: seconds(T0) });
    expect(event.type).toBe("ticket.created");
    expect(event.data).toMatchObject({ _id: ticket._id, number: 1, type: "bug", title: "Export fails — ünïcödé" });
    expect(event.data).toEqual(ticket);
    expect(event.data).toEqual(await unwrap(env.h.desk.GET("/tickets/{id}", { params: { path: { id: ticket._id } } })));
  });

  it("gives each endpoint its own delivery of the same event: same event id, different delivery ids and secrets", async () => {
    const env = await setup();
    const [r1, r2] = [await receiver(), await receiver()];
    const [e1, e2] = [await createEndpoint(env.h.desk, r1.url, ["ticket.created"]), await createEndpoint(env.h.desk, r2.url, ["*"])];
    await createTicket(env.h.desk);
    await env.flush();
    const q1 = r1.requests[0];
    const q2 = r2.requests.find((q) => q.headers["desk-event"] === "ticket.created")!;
    expect(q1.body).toBe(q2.body);
    expect(q1.headers["desk-delivery"]).not.toBe(q2.headers["desk-delivery"]);
    expect(verifyWebhook(q1.raw, q1.headers["desk-signature"] as string, e1.secret, { now: seconds(T0) })).toBeTruthy();
    expect(verifyWebhook(q2.raw, q2.headers["desk-signature"] as string, e2.secret, { now: seconds(T0) })).toBeTruthy();
    expect(() => verifyWebhook(q1.raw, q1.headers["desk-signature"] as string, e2.secret, { now: seconds(T0) })).toThrow();
  });

  it("marks each body livemode true or false by the mode of the key that made the change", async () => {
    const env = await setup();
    const [rt, rl] = [await receiver(), await receiver()];
    await createEndpoint(env.h.desk, rt.url, ["ticket.created"]);
    await createEndpoint(env.h.live, rl.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    await createTicket(env.h.live);
    await env.flush();
    expect(rt.events().map((e) => e.livemode)).toEqual([false]);
    expect(rl.events().map((e) => e.livemode)).toEqual([true]);
  });

  it("numbers events 1, 2, 3 … per workspace and mode, so a receiver can order deliveries that arrive out of order", async () => {
    const env = await setup();
    const r = await receiver((_, i) => ({ status: i === 0 ? 500 : 200 })); // the first event's delivery fails: it arrives last
    const rl = await receiver();
    await createEndpoint(env.h.desk, r.url, ["ticket.created", "ticket.updated"]);
    await createEndpoint(env.h.live, rl.url, ["ticket.created"]);
    const t = await createTicket(env.h.desk);
    await env.flush();
    await unwrap(env.h.desk.PATCH("/tickets/{id}", { params: { path: { id: t._id } }, body: { priority: "low" } }));
    await createTicket(env.h.live);
    await env.flush();
    env.clock.advance(MINUTE);
    await env.flush();
    const received = r.events();
    expect(received.map((e) => e.type)).toEqual(["ticket.created", "ticket.updated", "ticket.created"]);
    expect(received.map((e) => e.created)).toEqual([seconds(T0), seconds(T0), seconds(T0)]); // whole seconds: no order
    // The successful deliveries arrived out of order (updated, then created); sequence restores it.
    const succeeded = received.slice(1);
    expect(succeeded.map((e) => e.type)).toEqual(["ticket.updated", "ticket.created"]);
    // ticket.created follows contact.updated (not subscribed): a gap, but the order is clear.
    expect(succeeded.sort((a, b) => a.sequence - b.sequence).map((e) => [e.type, e.sequence])).toEqual([
      ["ticket.created", 2],
      ["ticket.updated", 3],
    ]);
    // Live mode has its own sequence.
    expect(rl.events().map((e) => [e.type, e.sequence, e.livemode])).toEqual([["ticket.created", 2, true]]);
    // Every attempt of one event carries the same sequence.
    expect(received[2].sequence).toBe(received[0].sequence);
  });

  it("stamps created with the time of the change, not of the attempt", async () => {
    const env = await setup();
    const r = await receiver({ status: 500 });
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    env.clock.advance(10 * MINUTE);
    await env.flush();
    const event = verifyWebhook<any>(r.requests[0].raw, r.requests[0].headers["desk-signature"] as string, ep.secret, {
      now: seconds(env.clock.now()),
    });
    expect(event.created).toBe(seconds(T0));
    expect(parseSignature(r.requests[0].headers["desk-signature"]).t).toBe(seconds(T0 + 10 * MINUTE));
  });

  it.each([200, 201, 202, 204, 299])("counts a %i answer as success", async (status) => {
    const env = await setup();
    const r = await receiver({ status, body: status === 204 ? "" : "fine" });
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    await env.flush();
    const [d] = (await listDeliveries(env.h.desk, ep._id)).items;
    expect(d).toMatchObject({ status: "succeeded", attemptCount: 1, nextAttemptAt: null });
    expect((await getDelivery(env.h.desk, d._id)).attempts).toEqual([
      { number: 1, trigger: "scheduled", state: "completed", at: iso(T0), statusCode: status, responseBody: status === 204 ? "" : "fine", durationMs: expect.any(Number), error: null, request: sent(r.requests[0]) },
    ]);
  });

  it("sends nothing more once a delivery succeeded", async () => {
    const env = await setup();
    const r = await receiver();
    await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    expect(await env.flush()).toBe(1);
    for (const step of [MINUTE, HOUR, 24 * HOUR]) {
      env.clock.advance(step);
      expect(await env.flush()).toBe(0);
    }
    expect(r.requests).toHaveLength(1);
  });
});

// ---- 3. which events go where ----

interface Trigger {
  /** Done before the endpoints exist, so its own events are not delivered. */
  prepare?: (c: DeskClient) => Promise<any>;
  /** The change under test; answers the record the event must carry. */
  fire: (c: DeskClient, prepared: any) => Promise<unknown>;
}

/**
 * The seed's kinds; Tandem's own `webhook_endpoint.disabled` is covered under "endpoint health",
 * `csat.updated` (a visitor's comment, through the widget API) in widget-api and widget-browser tests.
 */
type SeedKind = Exclude<DeskEventType, "webhook_endpoint.disabled" | "csat.updated">;
const triggers: Record<SeedKind, Trigger> = {
  "contact.updated": { fire: (c) => unwrap(c.POST("/contacts", { body: { external_id: ext(), name: "Grace" } })) },
  "conversation.created": { fire: (c) => createConversation(c) },
  "conversation.assigned": {
    prepare: (c) => createConversation(c),
    fire: (c, conv) => unwrap(c.PATCH("/conversations/{id}", { params: { path: { id: conv._id } }, body: { assigneeId: "agent-1", assigneeName: "Agent" } })),
  },
  "conversation.resolved": {
    prepare: (c) => createConversation(c),
    fire: (c, conv) => unwrap(c.PATCH("/conversations/{id}", { params: { path: { id: conv._id } }, body: { status: "resolved" } })),
  },
  "message.created": {
    prepare: (c) => createConversation(c),
    fire: (c, conv) => unwrap(c.POST("/conversations/{id}/messages", { params: { path: { id: conv._id } }, body: { body: "A reply", author_name: "Agent" } })),
  },
  "csat.received": {
    prepare: async (c) => {
      const conv = await createConversation(c);
      await unwrap(c.PATCH("/conversations/{id}", { params: { path: { id: conv._id } }, body: { status: "resolved" } }));
      return conv;
    },
    fire: (c, conv) => unwrap(c.POST("/conversations/{id}/csat", { params: { path: { id: conv._id } }, body: { rating: 4, comment: "Quick" } })),
  },
  "ticket.created": { fire: (c) => createTicket(c) },
  "ticket.updated": {
    prepare: (c) => createTicket(c),
    fire: (c, t) => unwrap(c.PATCH("/tickets/{id}", { params: { path: { id: t._id } }, body: { status: "pending" } })),
  },
  "ticket.commented": {
    prepare: (c) => createTicket(c),
    fire: (c, t) => unwrap(c.POST("/tickets/{id}/comments", { params: { path: { id: t._id } }, body: { body: "Looking into it" } })),
  },
  "feedback.created": {
    fire: (c) => unwrap(c.POST("/feedback", { body: { contact: { external_id: ext() }, kind: "idea", title: "Dark mode" } })),
  },
  "feedback.updated": {
    prepare: (c) => unwrap(c.POST("/feedback", { body: { contact: { external_id: ext() }, kind: "idea", title: "Dark mode" } })),
    fire: (c, f) => unwrap(c.PATCH("/feedback/{id}", { params: { path: { id: f._id } }, body: { status: "planned" } })),
  },
};
const KINDS = Object.keys(triggers) as SeedKind[];

describe("event kinds and subscriptions", () => {
  it("covers the 11 event kinds of the contract, plus webhook_endpoint.disabled and csat.updated", () => {
    expect(KINDS).toHaveLength(11);
    const all: DeskEventType[] = [...KINDS, "webhook_endpoint.disabled", "csat.updated"];
    expect(all).toHaveLength(13);
  });

  it.each(KINDS)("sends %s for its trigger, with the record the API answered, to endpoints subscribed to it only", async (kind) => {
    const env = await setup();
    const { prepare, fire } = triggers[kind];
    const prepared = await prepare?.(env.h.desk);
    const [mine, others, all] = [await receiver(), await receiver(), await receiver()];
    const ep = await createEndpoint(env.h.desk, mine.url, [kind]);
    await createEndpoint(env.h.desk, others.url, KINDS.filter((k) => k !== kind));
    await createEndpoint(env.h.desk, all.url, ["*"]);
    const record = await fire(env.h.desk, prepared);
    await env.flush();

    expect(mine.requests.map((q) => q.headers["desk-event"])).toEqual([kind]);
    const event = verifyWebhook<any>(mine.requests[0].raw, mine.requests[0].headers["desk-signature"] as string, ep.secret, { now: seconds(T0) });
    expect(event.type).toBe(kind);
    expect(event.data).toEqual(record);
    expect(others.requests.map((q) => q.headers["desk-event"])).not.toContain(kind);
    expect(all.requests.filter((q) => q.headers["desk-event"] === kind).map((q) => q.body)).toEqual([mine.requests[0].body]);
  });

  it("sends an endpoint subscribed to ticket.created only those, across a mix of changes", async () => {
    const env = await setup();
    const [only, every] = [await receiver(), await receiver()];
    await createEndpoint(env.h.desk, only.url, ["ticket.created"]);
    await createEndpoint(env.h.desk, every.url, ["*"]);
    const t1 = await createTicket(env.h.desk);
    await createConversation(env.h.desk);
    await unwrap(env.h.desk.PATCH("/tickets/{id}", { params: { path: { id: t1._id } }, body: { priority: "urgent" } }));
    await unwrap(env.h.desk.POST("/tickets/{id}/comments", { params: { path: { id: t1._id } }, body: { body: "x" } }));
    const t2 = await createTicket(env.h.desk);
    await env.flush();
    expect(only.requests.map((q) => q.headers["desk-event"])).toEqual(["ticket.created", "ticket.created"]);
    expect(only.events().map((e) => e.data._id).sort()).toEqual([t1._id, t2._id].sort());
    expect(new Set(every.requests.map((q) => q.headers["desk-event"]))).toEqual(
      new Set(["ticket.created", "contact.updated", "conversation.created", "message.created", "ticket.updated", "ticket.commented"]),
    );
  });

  it("never sends message.created for an internal note", async () => {
    const env = await setup();
    const conv = await createConversation(env.h.desk);
    const r = await receiver();
    await createEndpoint(env.h.desk, r.url, ["*"]);
    const note = await unwrap(
      env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: conv._id } }, body: { body: "internal only", visibility: "internal" } }),
    );
    expect(note.visibility).toBe("internal");
    expect(await env.flush()).toBe(0);
    expect(r.requests).toHaveLength(0);
    const reply = await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: conv._id } }, body: { body: "public" } }));
    await env.flush();
    expect(r.events().map((e) => [e.type, e.data._id])).toEqual([["message.created", reply._id]]);
  });

  it("never sends ticket.commented for an internal comment (its body stays inside the desk)", async () => {
    const env = await setup();
    const ticket = await createTicket(env.h.desk);
    const r = await receiver();
    await createEndpoint(env.h.desk, r.url, ["*"]);
    const comment = (body: DeskSchemas["TicketCommentCreate"]) =>
      unwrap(env.h.desk.POST("/tickets/{id}/comments", { params: { path: { id: ticket._id } }, body }));
    const internal = await comment({ body: "secret: customer is on the naughty list", visibility: "internal" });
    expect(internal.visibility).toBe("internal");
    expect(await env.flush()).toBe(0);
    expect(r.requests).toHaveLength(0);
    const pub = await comment({ body: "We are on it" });
    await env.flush();
    expect(r.events().map((e) => [e.type, e.data._id])).toEqual([["ticket.commented", pub._id]]);
    expect(r.requests.map((q) => q.body).join("")).not.toContain("naughty");
  });

  it("sends a disabled endpoint nothing: no new deliveries, its pending retries stop (failed), and enabling it again does not resend them", async () => {
    const env = await setup();
    const r = await receiver({ status: 500 });
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    await env.flush();
    expect(r.requests).toHaveLength(1);
    const disabled = await patchEndpoint(env.h.desk, ep._id, { enabled: false });
    expect(disabled).toMatchObject({ enabled: false, disabledReason: "manual" });
    await createTicket(env.h.desk);
    const log = (await listDeliveries(env.h.desk, ep._id)).items;
    expect(log.map((d) => [d.status, d.attemptCount, d.nextAttemptAt])).toEqual([["failed", 1, null]]);
    env.clock.advance(DAY);
    expect(await env.flush()).toBe(0);
    expect(r.requests).toHaveLength(1);

    // Enabled again: new events flow; the stopped delivery stays failed (recover sends it).
    expect(await patchEndpoint(env.h.desk, ep._id, { enabled: true })).toMatchObject({ enabled: true, disabledReason: null });
    const t3 = await createTicket(env.h.desk);
    await env.flush();
    expect(r.events().at(-1).data._id).toBe(t3._id);
    expect((await listDeliveries(env.h.desk, ep._id)).items.map((d) => d.status)).toEqual(["pending", "failed"]);
  });

  it("stops a retry already claimed when its endpoint is disabled before it is sent", async () => {
    const env = await setup();
    const r = await receiver();
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    // Claimed by the sender, then disabled before the attempt reads its job.
    const [due] = await env.h.deskApp.ctx.repos(env.h.deskApp.ctx.read).webhooks.due(env.clock.now(), 10);
    await sqlOf(env).run("UPDATE webhook_endpoints SET enabled = 0, disabled_reason = 'manual' WHERE id = ?", ep._id);
    expect(await env.sender.sendNow(due.seq, due.endpoint_seq, "retry")).toBe(true);
    expect(r.requests).toHaveLength(0);
    expect((await listDeliveries(env.h.desk, ep._id)).items.map((d) => [d.status, d.attemptCount])).toEqual([["failed", 0]]);
  });

  it("sends test-mode events only to test-mode endpoints and live-mode events only to live-mode endpoints", async () => {
    const env = await setup();
    const [testR, liveR] = [await receiver(), await receiver()];
    const testEp = await createEndpoint(env.h.desk, testR.url, ["*"]);
    const liveEp = await createEndpoint(env.h.live, liveR.url, ["*"]);
    const testTicket = await createTicket(env.h.desk);
    const liveTicket = await createTicket(env.h.live);
    await env.flush();
    const ticketIds = (r: Receiver) => r.events().filter((e) => e.type === "ticket.created").map((e) => e.data._id);
    expect(ticketIds(testR)).toEqual([testTicket._id]);
    expect(ticketIds(liveR)).toEqual([liveTicket._id]);
    expect(testR.requests).toHaveLength(2); // contact.updated + ticket.created
    expect(liveR.requests).toHaveLength(2);
    for (const q of testR.requests) verifyWebhook(q.raw, q.headers["desk-signature"] as string, testEp.secret, { now: seconds(T0) });
    for (const q of liveR.requests) verifyWebhook(q.raw, q.headers["desk-signature"] as string, liveEp.secret, { now: seconds(T0) });
    // Both modes belong to one workspace.
    const [w1, w2] = [await unwrap(env.h.desk.GET("/workspace")), await unwrap(env.h.live.GET("/workspace"))];
    expect(testR.events()[0].workspace_id).toBe(w1._id);
    expect(liveR.events()[0].workspace_id).toBe(w2._id);
    // Each mode's delivery log is its own.
    const liveDelivery = (await listDeliveries(env.h.live, liveEp._id)).items[0];
    expect((await apiError(getDelivery(env.h.desk, liveDelivery._id))).code).toBe("webhook_delivery_not_found");
    expect((await apiError(listDeliveries(env.h.desk, liveEp._id))).code).toBe("webhook_endpoint_not_found");
  });

  it("sends nothing to an endpoint created after the event, nor to a deleted one (its pending deliveries go with it)", async () => {
    const env = await setup();
    const early = await receiver({ status: 500 });
    const ep = await createEndpoint(env.h.desk, early.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    const late = await receiver();
    await createEndpoint(env.h.desk, late.url, ["*"]);
    await env.flush();
    expect(late.requests).toHaveLength(0);
    expect(early.requests).toHaveLength(1);
    const [pending] = (await listDeliveries(env.h.desk, ep._id)).items;
    expect(pending.status).toBe("pending");

    await unwrap(env.h.desk.DELETE("/webhook_endpoints/{id}", { params: { path: { id: ep._id } } }));
    expect((await apiError(getDelivery(env.h.desk, pending._id))).code).toBe("webhook_delivery_not_found");
    await createTicket(env.h.desk);
    env.clock.advance(HOUR);
    await env.flush();
    expect(early.requests).toHaveLength(1);
    const left = (await sqlOf(env).get<{ n: number }>("SELECT count(*) AS n FROM webhook_deliveries WHERE id = ?", pending._id))!;
    expect(left.n).toBe(0);
  });
});

// ---- 4.–6. retries, failures, the log ----

describe("retry schedule", () => {
  it("retries a failing delivery after exactly 1 min, 5 min, 30 min, 2 h and 12 h, re-signing each attempt, then fails it", async () => {
    const env = await setup();
    const r = await receiver({ status: 500, body: "boom" });
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);

    const attemptTimes: number[] = [];
    const attemptOnce = async () => {
      expect(await env.flush()).toBe(1);
      attemptTimes.push(env.clock.now());
    };
    await attemptOnce();
    const [{ _id: id }] = (await listDeliveries(env.h.desk, ep._id)).items;

    for (const delay of [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR]) {
      const d = await getDelivery(env.h.desk, id);
      expect(d).toMatchObject({ status: "pending", attemptCount: attemptTimes.length, nextAttemptAt: iso(env.clock.now() + delay) });
      env.clock.advance(delay - 1);
      expect(await env.flush()).toBe(0); // not one millisecond early
      env.clock.advance(1);
      await attemptOnce();
    }

    const failed = await getDelivery(env.h.desk, id);
    expect(failed).toMatchObject({ status: "failed", attemptCount: 6, nextAttemptAt: null });
    expect(failed.attempts.map((a) => [a.number, a.trigger, a.statusCode, a.responseBody, a.at])).toEqual(
      attemptTimes.map((t, i) => [i + 1, "scheduled", 500, "boom", iso(t)]),
    );
    expect(failed.attempts.every((a) => a.error === null)).toBe(true);
    expect(attemptTimes.map((t) => t - T0)).toEqual([0, MINUTE, 6 * MINUTE, 36 * MINUTE, 156 * MINUTE, 876 * MINUTE]);

    // Every request: same delivery id and bytes, signed with the time of its own attempt.
    expect(r.requests).toHaveLength(6);
    r.requests.forEach((q, i) => {
      expect(q.headers["desk-delivery"]).toBe(id);
      expect(q.body).toBe(r.requests[0].body);
      const { t } = parseSignature(q.headers["desk-signature"]);
      expect(t).toBe(seconds(attemptTimes[i]));
      expect(verifyWebhook(q.raw, q.headers["desk-signature"] as string, ep.secret, { now: seconds(attemptTimes[i]) })).toBeTruthy();
    });
    // A 12-hour-old signature would not pass a receiver's 5-minute check; the re-signed one does.
    expect(() => verifyWebhook(r.requests[0].raw, r.requests[0].headers["desk-signature"] as string, ep.secret, { now: seconds(attemptTimes[5]) })).toThrow(
      /timestamp/,
    );

    env.clock.advance(7 * 24 * HOUR);
    expect(await env.flush()).toBe(0);
    expect(r.requests).toHaveLength(6);
    expect((await listDeliveries(env.h.desk, ep._id, { status: "failed" })).items.map((d) => d._id)).toEqual([id]);
    expect((await listDeliveries(env.h.desk, ep._id, { status: "pending" })).items).toEqual([]);
  });

  it("stops retrying as soon as an attempt succeeds", async () => {
    const env = await setup();
    const r = await receiver((_, i) => ({ status: i < 2 ? 500 : 200 }));
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    await env.flush();
    env.clock.advance(MINUTE);
    await env.flush();
    env.clock.advance(5 * MINUTE);
    await env.flush();
    const [d] = (await listDeliveries(env.h.desk, ep._id)).items;
    expect(d).toMatchObject({ status: "succeeded", attemptCount: 3, nextAttemptAt: null });
    env.clock.advance(24 * HOUR);
    expect(await env.flush()).toBe(0);
    expect(r.requests).toHaveLength(3);
  });
});

describe("failure kinds", () => {
  async function firstAttempt(env: Env, url: string) {
    const ep = await createEndpoint(env.h.desk, url, ["ticket.created"]);
    await createTicket(env.h.desk);
    expect(await env.flush()).toBe(1);
    const [d] = (await listDeliveries(env.h.desk, ep._id)).items;
    expect(d).toMatchObject({ status: "pending", attemptCount: 1, nextAttemptAt: iso(env.clock.now() + MINUTE) });
    const detail = await getDelivery(env.h.desk, d._id);
    expect(detail.attempts).toHaveLength(1);
    return detail.attempts[0];
  }

  it("retries a non-2xx answer (503), logging its status and body", async () => {
    const env = await setup();
    const r = await receiver({ status: 503, body: "maintenance" });
    const a = await firstAttempt(env, r.url);
    expect(a).toMatchObject({ number: 1, trigger: "scheduled", statusCode: 503, responseBody: "maintenance" });
    expect(r.requests).toHaveLength(1);
  });

  it("retries when no answer comes within the deadline, with an error naming the deadline", async () => {
    const env = await setup({ deadlineMs: 300 });
    const r = await receiver({ hang: true });
    const a = await firstAttempt(env, r.url);
    expect(a.statusCode).toBeNull();
    expect(a.responseBody).toBeNull();
    expect(a.error).toMatch(/0\.3 s/);
    expect(r.requests).toHaveLength(1);
  });

  it("retries a refused connection, with an error", async () => {
    const env = await setup();
    const port = await closedPort();
    const a = await firstAttempt(env, `http://127.0.0.1:${port}/hook`);
    expect(a.statusCode).toBeNull();
    expect(a.error).toMatch(/ECONNREFUSED/);
  });

  it("never follows a redirect: a 3xx is a failure whose error says so, and the target receives nothing", async () => {
    const env = await setup();
    const target = await receiver();
    const r = await receiver({ status: 302, body: "moved", headers: { location: target.url } });
    const a = await firstAttempt(env, r.url);
    expect(a.statusCode).toBe(302);
    expect(a.error).toContain("not followed");
    expect(a.error).toContain(target.url);
    expect(r.requests).toHaveLength(1);
    expect(target.requests).toHaveLength(0);
  });

  it.each([301, 307, 308])("treats a %i redirect as a failure too", async (status) => {
    const env = await setup();
    const target = await receiver();
    const r = await receiver({ status, headers: { location: target.url } });
    const a = await firstAttempt(env, r.url);
    expect(a.statusCode).toBe(status);
    expect(a.error).toMatch(/not followed/);
    expect(target.requests).toHaveLength(0);
  });

  it("keeps the first 500 characters of a 2,000-character response body", async () => {
    const env = await setup();
    const body = Array.from({ length: 200 }, (_, i) => String(i % 10).repeat(10)).join("");
    expect(body).toHaveLength(2000);
    const r = await receiver({ status: 500, body });
    const a = await firstAttempt(env, r.url);
    expect(a.responseBody).toBe(body.slice(0, 500));
  });

  it("cuts the logged body at a character boundary: an emoji at the 500th character is not split into a lone surrogate", async () => {
    const env = await setup();
    const body = `${"a".repeat(499)}😀${"b".repeat(100)}`;
    const r = await receiver({ status: 500, body });
    const a = await firstAttempt(env, r.url);
    expect(a.responseBody).toBe(`${"a".repeat(499)}😀`);
    const stored = (await sqlOf(env).get<{ b: string }>("SELECT response_body AS b FROM webhook_attempts ORDER BY seq DESC LIMIT 1"))!;
    expect(stored.b).toBe(`${"a".repeat(499)}😀`);
  });

  it("keeps the first 500 characters of a successful answer's body too", async () => {
    const env = await setup();
    const body = "x".repeat(1000) + "y".repeat(1000);
    const r = await receiver({ status: 200, body });
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    await env.flush();
    const [d] = (await listDeliveries(env.h.desk, ep._id)).items;
    expect((await getDelivery(env.h.desk, d._id)).attempts[0].responseBody).toBe("x".repeat(500));
  });
});

// ---- 7. resend ----

describe("resend", () => {
  async function failedDelivery(env: Env, r: Receiver) {
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    await env.flush();
    for (const delay of [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR]) {
      env.clock.advance(delay);
      expect(await env.flush()).toBe(1);
    }
    const [d] = (await listDeliveries(env.h.desk, ep._id)).items;
    expect(d).toMatchObject({ status: "failed", attemptCount: 6 });
    return { ep, id: d._id };
  }

  it("sends a failed delivery again now: succeeded, a 7th manual attempt, the same Desk-Delivery id", async () => {
    const env = await setup();
    const r = await receiver({ status: 500 });
    const { ep, id } = await failedDelivery(env, r);
    r.respond({ status: 200, body: "thanks" });
    env.clock.advance(3 * HOUR);

    const answer = await resend(env.h.desk, id);
    expect(answer).toMatchObject({ _id: id, status: "succeeded", attemptCount: 7, nextAttemptAt: null });
    expect(answer.attempts.at(-1)).toEqual({
      number: 7,
      trigger: "manual",
      state: "completed",
      at: iso(env.clock.now()),
      statusCode: 200,
      responseBody: "thanks",
      durationMs: expect.any(Number),
      error: null,
      request: sent(r.requests[6]),
    });
    expect(r.requests).toHaveLength(7);
    const last = r.requests[6];
    expect(last.headers["desk-delivery"]).toBe(id);
    expect(last.headers["desk-delivery"]).toBe(r.requests[0].headers["desk-delivery"]);
    expect(last.body).toBe(r.requests[0].body);
    expect(parseSignature(last.headers["desk-signature"]).t).toBe(seconds(env.clock.now()));
    expect(verifyWebhook(last.raw, last.headers["desk-signature"] as string, ep.secret, { now: seconds(env.clock.now()) })).toBeTruthy();

    const detail = await getDelivery(env.h.desk, id);
    expect(detail).toEqual(answer);
    expect(detail.attempts.map((a) => a.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(detail.attempts.map((a) => a.trigger)).toEqual([...Array(6).fill("scheduled"), "manual"]);
    expect(detail.attempts.map((a) => a.statusCode)).toEqual([...Array(6).fill(500), 200]);
    const times = detail.attempts.map((a) => Date.parse(a.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("leaves a delivery failed, not rescheduled, when the resend fails too", async () => {
    const env = await setup();
    const r = await receiver({ status: 500 });
    const { id } = await failedDelivery(env, r);
    const answer = await resend(env.h.desk, id);
    expect(answer).toMatchObject({ status: "failed", attemptCount: 7, nextAttemptAt: null });
    expect(answer.attempts.at(-1)).toMatchObject({ number: 7, trigger: "manual", statusCode: 500 });
    env.clock.advance(24 * HOUR);
    expect(await env.flush()).toBe(0);
    expect(r.requests).toHaveLength(7);
  });

  it("sends a succeeded delivery again on request", async () => {
    const env = await setup();
    const r = await receiver();
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    await env.flush();
    const [d] = (await listDeliveries(env.h.desk, ep._id)).items;
    const answer = await resend(env.h.desk, d._id);
    expect(answer).toMatchObject({ status: "succeeded", attemptCount: 2 });
    expect(answer.attempts.map((a) => a.trigger)).toEqual(["scheduled", "manual"]);
    expect(r.requests.map((q) => q.headers["desk-delivery"])).toEqual([d._id, d._id]);
  });

  it("answers 409 delivery_pending for a pending delivery, and sends nothing", async () => {
    const env = await setup();
    const r = await receiver({ status: 500 });
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    const [fresh] = (await listDeliveries(env.h.desk, ep._id)).items;
    const before = await apiError(resend(env.h.desk, fresh._id));
    expect({ status: before.status, code: before.code }).toEqual({ status: 409, code: "delivery_pending" });
    expect(r.requests).toHaveLength(0);
    await env.flush();
    const after = await apiError(resend(env.h.desk, fresh._id));
    expect(after.code).toBe("delivery_pending");
    expect(r.requests).toHaveLength(1);
  });

  it("refuses a second resend while the first is still being sent, so attempts stay numbered one by one", async () => {
    const env = await setup();
    const r = await receiver({ status: 500 });
    const { id } = await failedDelivery(env, r);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The first resend's request is held until a second request arrives (or the test releases it).
    r.respond((_, i) => {
      if (i > 6) release();
      return { status: 200, after: gate };
    });
    const first = resend(env.h.desk, id);
    await vi.waitFor(() => expect(r.requests).toHaveLength(7));
    const second = await resend(env.h.desk, id).then(
      (d) => d,
      (e: unknown) => e,
    );
    release();
    const answer = await first;
    expect(second).toBeInstanceOf(TandemApiError);
    expect({ status: (second as TandemApiError).status, code: (second as TandemApiError).code }).toEqual({ status: 409, code: "delivery_pending" });
    expect(r.requests).toHaveLength(7);
    expect(answer).toMatchObject({ status: "succeeded", attemptCount: 7 });
    expect((await getDelivery(env.h.desk, id)).attempts.map((a) => a.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Once the first is logged, a resend is accepted again.
    expect((await resend(env.h.desk, id)).attemptCount).toBe(8);
  });

  it("answers 404 webhook_delivery_not_found for an unknown delivery", async () => {
    const env = await setup();
    for (const call of [() => resend(env.h.desk, MISSING_ID), () => getDelivery(env.h.desk, MISSING_ID)]) {
      const err = await apiError(call());
      expect({ status: err.status, code: err.code }).toEqual({ status: 404, code: "webhook_delivery_not_found" });
    }
  });
});

describe("delivery log", () => {
  it("lists an endpoint's deliveries newest first, filtered by status and page by page", async () => {
    const env = await setup();
    const r = await receiver((q) => ({ status: JSON.parse(q.body).data.title === "bad" ? 500 : 200 }));
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    const titles = ["good", "bad", "good", "bad", "good"];
    for (const title of titles) await createTicket(env.h.desk, title);
    await env.flush();
    const all = await listDeliveries(env.h.desk, ep._id);
    expect(all.items).toHaveLength(5);
    expect(all.items.map((d) => d.status)).toEqual(["succeeded", "pending", "succeeded", "pending", "succeeded"]);
    const ids = all.items.map((d) => d._id);
    expect((await listDeliveries(env.h.desk, ep._id, { status: "pending" })).items.map((d) => d._id)).toEqual([ids[1], ids[3]]);
    expect((await listDeliveries(env.h.desk, ep._id, { status: "succeeded" })).items.map((d) => d._id)).toEqual([ids[0], ids[2], ids[4]]);
    const page1 = await listDeliveries(env.h.desk, ep._id, { limit: 3 });
    expect(page1.items.map((d) => d._id)).toEqual(ids.slice(0, 3));
    const page2 = await listDeliveries(env.h.desk, ep._id, { limit: 3, before: page1.nextCursor! });
    expect(page2.items.map((d) => d._id)).toEqual(ids.slice(3));
    expect(page2.nextCursor).toBeNull();
  });
});

// ---- 8. test ping ----

describe("test ping", () => {
  it("sends a signed ping now and answers the delivery with its one manual attempt", async () => {
    const env = await setup();
    const r = await receiver({ status: 200, body: "pong" });
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    const workspace = await unwrap(env.h.desk.GET("/workspace"));
    const answer = await ping(env.h.desk, ep._id);
    expect(answer).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      endpointId: ep._id,
      eventId: expect.stringMatching(/^evt_/),
      eventType: "ping",
      status: "succeeded",
      attemptCount: 1,
      nextAttemptAt: null,
      createdAt: iso(T0),
      updatedAt: iso(T0),
      attempts: [{ number: 1, trigger: "manual", state: "completed", at: iso(T0), statusCode: 200, responseBody: "pong", durationMs: expect.any(Number), error: null, request: sent(r.requests[0]) }],
    });
    expect(r.requests).toHaveLength(1);
    const q = r.requests[0];
    expect(q.headers["desk-event"]).toBe("ping");
    expect(q.headers["desk-delivery"]).toBe(answer._id);
    const event = verifyWebhook<any>(q.raw, q.headers["desk-signature"] as string, ep.secret, { now: seconds(T0) });
    expect(event).toEqual({
      id: answer.eventId,
      type: "ping",
      created: seconds(T0),
      livemode: false,
      sequence: null,
      workspace_id: workspace._id,
      data: { endpointId: ep._id, message: expect.any(String) },
    });
    expect(await getDelivery(env.h.desk, answer._id)).toEqual(answer);
    expect((await listDeliveries(env.h.desk, ep._id)).items.map((d) => d._id)).toEqual([answer._id]);
    // Nothing is left for the sender.
    expect(await env.flush()).toBe(0);
  });

  it("retries a failed ping on the usual schedule", async () => {
    const env = await setup();
    const r = await receiver({ status: 500 });
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    const answer = await ping(env.h.desk, ep._id);
    expect(answer).toMatchObject({ status: "pending", attemptCount: 1, nextAttemptAt: iso(T0 + MINUTE) });
    expect(answer.attempts[0]).toMatchObject({ trigger: "manual", statusCode: 500 });
    r.respond({ status: 200 });
    env.clock.advance(MINUTE);
    expect(await env.flush()).toBe(1);
    const after = await getDelivery(env.h.desk, answer._id);
    expect(after).toMatchObject({ status: "succeeded", attemptCount: 2 });
    expect(after.attempts.map((a) => a.trigger)).toEqual(["manual", "scheduled"]);
    expect(r.events().map((e) => e.type)).toEqual(["ping", "ping"]);
  });
});

// ---- 9. secret rotation ----

describe("secret rotation", () => {
  it("signs with both secrets (new first) for 24 hours after a rotation, then with the new one only", async () => {
    const env = await setup();
    const r = await receiver();
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    env.clock.advance(SECOND);
    const rotatedAt = env.clock.now();
    const rotated = await rotate(env.h.desk, ep._id);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(ep.secret);
    expect(rotated).toMatchObject({ _id: ep._id, previousSecretExpiresAt: iso(rotatedAt + 24 * HOUR), updatedAt: iso(rotatedAt) });
    const got = await getEndpoint(env.h.desk, ep._id);
    expect(got).not.toHaveProperty("secret");
    expect(got.previousSecretExpiresAt).toBe(iso(rotatedAt + 24 * HOUR));

    await createTicket(env.h.desk);
    await env.flush();
    const during = r.requests[0];
    const sig = parseSignature(during.headers["desk-signature"]);
    expect(sig.v1).toEqual([hmac(rotated.secret, sig.t, during.body), hmac(ep.secret, sig.t, during.body)]);
    const now = seconds(env.clock.now());
    expect(verifyWebhook(during.raw, during.headers["desk-signature"] as string, ep.secret, { now })).toBeTruthy();
    expect(verifyWebhook(during.raw, during.headers["desk-signature"] as string, rotated.secret, { now })).toBeTruthy();
    expect(() => verifyWebhook(during.raw, during.headers["desk-signature"] as string, "whsec_other", { now })).toThrow();

    env.clock.advance(24 * HOUR + SECOND);
    await createTicket(env.h.desk);
    await env.flush();
    const after = r.requests[1];
    expect(parseSignature(after.headers["desk-signature"]).v1).toHaveLength(1);
    const later = seconds(env.clock.now());
    expect(verifyWebhook(after.raw, after.headers["desk-signature"] as string, rotated.secret, { now: later })).toBeTruthy();
    expect(() => verifyWebhook(after.raw, after.headers["desk-signature"] as string, ep.secret, { now: later })).toThrow(/signature/i);
    expect((await getEndpoint(env.h.desk, ep._id)).previousSecretExpiresAt).toBeNull();
  });

  it("re-signs a retry of an event from before the rotation with the secrets in force at the retry", async () => {
    const env = await setup();
    const r = await receiver({ status: 500 });
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    await env.flush();
    expect(parseSignature(r.requests[0].headers["desk-signature"]).v1).toHaveLength(1);
    const rotated = await rotate(env.h.desk, ep._id);
    env.clock.advance(MINUTE);
    await env.flush();
    const q = r.requests[1];
    expect(q.headers["desk-delivery"]).toBe(r.requests[0].headers["desk-delivery"]);
    expect(parseSignature(q.headers["desk-signature"]).v1).toHaveLength(2);
    expect(verifyWebhook(q.raw, q.headers["desk-signature"] as string, rotated.secret, { now: seconds(env.clock.now()) })).toBeTruthy();
  });
});

describe("rotation overlap", () => {
  const rotateWith = (client: DeskClient, id: string, body: DeskSchemas["WebhookRotateSecretRequest"]) =>
    unwrap(client.POST("/webhook_endpoints/{id}/rotate_secret", { params: { path: { id } }, body }));

  it("expires the old secret at once with overlapSeconds 0: one signature, by the new secret", async () => {
    const env = await setup();
    const r = await receiver();
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    const rotated = await rotateWith(env.h.desk, ep._id, { overlapSeconds: 0 });
    expect(rotated.previousSecretExpiresAt).toBeNull();
    await createTicket(env.h.desk);
    await env.flush();
    const q = r.requests[0];
    expect(parseSignature(q.headers["desk-signature"]).v1).toEqual([hmac(rotated.secret, seconds(T0), q.body)]);
    expect(() => verifyWebhook(q.raw, q.headers["desk-signature"] as string, ep.secret, { now: seconds(T0) })).toThrow(/signature/i);
  });

  it("keeps the old secret signing for the overlap chosen, then stops", async () => {
    const env = await setup();
    const r = await receiver();
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    const rotated = await rotateWith(env.h.desk, ep._id, { overlapSeconds: 3600 });
    expect(rotated.previousSecretExpiresAt).toBe(iso(T0 + HOUR));
    env.clock.advance(HOUR - SECOND);
    await createTicket(env.h.desk);
    await env.flush();
    expect(parseSignature(r.requests[0].headers["desk-signature"]).v1).toHaveLength(2);
    env.clock.advance(SECOND);
    await createTicket(env.h.desk);
    await env.flush();
    expect(parseSignature(r.requests[1].headers["desk-signature"]).v1).toHaveLength(1);
    expect((await getEndpoint(env.h.desk, ep._id)).previousSecretExpiresAt).toBeNull();
  });

  it.each([
    ["a negative overlap", { overlapSeconds: -1 }],
    ["more than 7 days", { overlapSeconds: 604_801 }],
    ["a fraction", { overlapSeconds: 1.5 }],
    ["a string", { overlapSeconds: "60" }],
    ["an unknown field", { overlap: 60 }],
  ])("refuses %s with 400, leaving the secret as it was", async (_, body) => {
    const env = await setup();
    const ep = await createEndpoint(env.h.desk, "http://127.0.0.1:9/x");
    const res = await raw(env.h, "POST", `/webhook_endpoints/${ep._id}/rotate_secret`, { body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_request");
    const stored = (await sqlOf(env).get<{ secret: string }>("SELECT secret FROM webhook_endpoints WHERE id = ?", ep._id))!;
    expect(stored.secret).toBe(ep.secret);
  });

  it("accepts the largest overlap, 7 days, and an empty body (24 hours)", async () => {
    const env = await setup();
    const ep = await createEndpoint(env.h.desk, "http://127.0.0.1:9/x");
    expect((await rotateWith(env.h.desk, ep._id, { overlapSeconds: 604_800 })).previousSecretExpiresAt).toBe(iso(T0 + 7 * DAY));
    expect((await rotateWith(env.h.desk, ep._id, {})).previousSecretExpiresAt).toBe(iso(T0 + DAY));
  });
});

describe("Standard Webhooks", () => {
  /** The standardwebhooks library checks the timestamp against the real clock. */
  const realNow = () => Math.floor(Date.now() / 1000) * 1000;

  it("signs with webhook-id, webhook-timestamp and webhook-signature when asked, verified by the standardwebhooks library with the whsec_ secret as is", async () => {
    const env = await setup({}, realNow());
    const r = await receiver();
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    const sw = await unwrap(env.h.desk.POST("/webhook_endpoints", { body: { url: r.url, events: ["ticket.created"], standardWebhooks: true } }));
    expect(sw.standardWebhooks).toBe(true);
    expect((await getEndpoint(env.h.desk, ep._id)).standardWebhooks).toBe(false);
    const ticket = await createTicket(env.h.desk);
    await env.flush();

    const plain = r.requests.find((q) => !q.headers["webhook-id"])!;
    const signed = r.requests.find((q) => q.headers["webhook-id"])!;
    expect(plain.headers).not.toHaveProperty("webhook-signature");
    expect(signed.headers["webhook-id"]).toBe(signed.headers["desk-delivery"]);
    expect(signed.headers["webhook-timestamp"]).toBe(String(seconds(env.clock.now())));
    expect(signed.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const event = new Webhook(sw.secret).verify(signed.body, signed.headers as Record<string, string>) as { type: string; data: { _id: string } };
    expect(event).toMatchObject({ type: "ticket.created", data: { _id: ticket._id } });
    // Desk-Signature is still there and still verifies.
    expect(verifyWebhook(signed.raw, signed.headers["desk-signature"] as string, sw.secret, { now: seconds(env.clock.now()) })).toBeTruthy();
    // Another endpoint's secret or a changed body does not verify.
    expect(() => new Webhook(ep.secret).verify(signed.body, signed.headers as Record<string, string>)).toThrow();
    expect(() => new Webhook(sw.secret).verify(signed.body.replace("ticket", "tickex"), signed.headers as Record<string, string>)).toThrow();
  });

  it("carries a signature per secret in force during a rotation, each verifiable by the library; turned on and off by PATCH", async () => {
    const env = await setup({}, realNow());
    const r = await receiver();
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    expect((await patchEndpoint(env.h.desk, ep._id, { standardWebhooks: true })).standardWebhooks).toBe(true);
    const rotated = await rotate(env.h.desk, ep._id);
    await createTicket(env.h.desk);
    await env.flush();
    const q = r.requests[0];
    expect(String(q.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    for (const secret of [rotated.secret, ep.secret]) {
      expect(new Webhook(secret).verify(q.body, q.headers as Record<string, string>)).toMatchObject({ type: "ticket.created" });
    }
    expect((await patchEndpoint(env.h.desk, ep._id, { standardWebhooks: false })).standardWebhooks).toBe(false);
    await createTicket(env.h.desk);
    await env.flush();
    expect(r.requests[1].headers).not.toHaveProperty("webhook-signature");
  });

  it("refuses to turn it on for an endpoint whose secret predates it (base64url) with 409 webhook_secret_incompatible, until the secret is rotated", async () => {
    const env = await setup();
    const ep = await createEndpoint(env.h.desk, "http://127.0.0.1:9/x");
    await sqlOf(env).run("UPDATE webhook_endpoints SET secret = ? WHERE id = ?", "whsec_ab-cd_efGHijKLmnOPqrSTuvWXyz0123456", ep._id);
    const err = await apiError(patchEndpoint(env.h.desk, ep._id, { standardWebhooks: true }));
    expect({ status: err.status, code: err.code }).toEqual({ status: 409, code: "webhook_secret_incompatible" });
    expect((await getEndpoint(env.h.desk, ep._id)).standardWebhooks).toBe(false);
    const rotated = await rotate(env.h.desk, ep._id);
    expect(() => new Webhook(rotated.secret)).not.toThrow();
    expect((await patchEndpoint(env.h.desk, ep._id, { standardWebhooks: true })).standardWebhooks).toBe(true);
  });
});

// ---- endpoint health: disabled endpoints, automatic disabling, recover, log filters ----

const recover = (client: DeskClient, id: string, body: DeskSchemas["WebhookRecoverRequest"]) =>
  unwrap(client.POST("/webhook_endpoints/{id}/recover", { params: { path: { id } }, body }));

describe("endpoint health", () => {
  it("refuses a test ping or a resend to a disabled endpoint with 409 webhook_endpoint_disabled, sending nothing", async () => {
    const env = await setup();
    const r = await receiver({ status: 500 });
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    await env.flush();
    await patchEndpoint(env.h.desk, ep._id, { enabled: false });
    const [d] = (await listDeliveries(env.h.desk, ep._id)).items;

    for (const call of [() => ping(env.h.desk, ep._id), () => resend(env.h.desk, d._id), () => recover(env.h.desk, ep._id, { since: iso(T0) })]) {
      const err = await apiError(call());
      expect({ status: err.status, code: err.code }).toEqual({ status: 409, code: "webhook_endpoint_disabled" });
    }
    env.clock.advance(DAY);
    expect(await env.flush()).toBe(0);
    expect(r.requests).toHaveLength(1);
    expect((await listDeliveries(env.h.desk, ep._id)).items).toHaveLength(1); // no ping delivery was made
  });

  it("disables an endpoint that failed every attempt for 5 days, stops its retries and tells the other endpoints with webhook_endpoint.disabled", async () => {
    const env = await setup();
    const dead = await receiver({ status: 503 });
    const watcher = await receiver();
    const ep = await createEndpoint(env.h.desk, dead.url, ["ticket.created"]);
    const w = await createEndpoint(env.h.desk, watcher.url, ["webhook_endpoint.disabled"]);
    const everything = await receiver();
    await createEndpoint(env.h.desk, everything.url, ["*"]);

    await createTicket(env.h.desk);
    await env.flush();
    expect(await getEndpoint(env.h.desk, ep._id)).toMatchObject({ enabled: true, failingSince: iso(T0) });
    // Retries all fail; 4 days later another event fails too: still enabled (under 5 days).
    for (const delay of [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR]) {
      env.clock.advance(delay);
      await env.flush();
    }
    env.clock.set(T0 + 4 * DAY);
    await createTicket(env.h.desk);
    await env.flush();
    expect(await getEndpoint(env.h.desk, ep._id)).toMatchObject({ enabled: true, failingSince: iso(T0) });
    expect(watcher.requests).toHaveLength(0);

    // 5 days after the first failure, a failed attempt disables it.
    env.clock.set(T0 + 5 * DAY);
    await env.flush();
    const disabled = await getEndpoint(env.h.desk, ep._id);
    expect(disabled).toMatchObject({ enabled: false, disabledReason: "failing", failingSince: iso(T0) });
    await env.flush();
    expect(watcher.events().map((e) => [e.type, e.data._id, e.data.enabled, e.data.disabledReason])).toEqual([
      ["webhook_endpoint.disabled", ep._id, false, "failing"],
    ]);
    expect(everything.events().filter((e) => e.type === "webhook_endpoint.disabled")).toHaveLength(1);
    expect(w._id).not.toBe(ep._id);
    // The second ticket's delivery (retry pending) was stopped; nothing more is sent.
    expect((await listDeliveries(env.h.desk, ep._id)).items.map((d) => d.status)).toEqual(["failed", "failed"]);
    const before = dead.requests.length;
    await createTicket(env.h.desk);
    env.clock.advance(DAY);
    expect(await env.flush()).toBeGreaterThanOrEqual(0);
    expect(dead.requests).toHaveLength(before);
    // The event is in the record too.
    const events = await sqlOf(env).all("SELECT type FROM events WHERE type = 'webhook_endpoint.disabled'");
    expect(events).toHaveLength(1);
  });

  it("does not disable an endpoint whose failures were broken by a success; the period is configurable", async () => {
    const env = await setup({ disableAfterMs: 2 * HOUR });
    const r = await receiver({ status: 500 });
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    await env.flush();
    env.clock.advance(HOUR);
    r.respond({ status: 200 });
    await createTicket(env.h.desk);
    await env.flush(); // a success: the run of failures is over
    expect((await getEndpoint(env.h.desk, ep._id)).failingSince).toBeNull();
    r.respond({ status: 500 });
    env.clock.set(T0 + 2 * HOUR + MINUTE);
    await createTicket(env.h.desk);
    await env.flush();
    expect(await getEndpoint(env.h.desk, ep._id)).toMatchObject({ enabled: true, failingSince: iso(T0 + 2 * HOUR + MINUTE) });
    env.clock.set(T0 + 4 * HOUR + MINUTE);
    await env.flush(); // the retries of the second failure run: 2 h of failures now
    expect(await getEndpoint(env.h.desk, ep._id)).toMatchObject({ enabled: false, disabledReason: "failing" });
  });

  it("recovers the failed deliveries of a time range once the endpoint is enabled again: pending, due now, a new round of retries, same Desk-Delivery id", async () => {
    const env = await setup();
    const r = await receiver({ status: 500 });
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    const early = await createTicket(env.h.desk, "early");
    env.clock.advance(HOUR);
    const t1 = await createTicket(env.h.desk, "one");
    const t2 = await createTicket(env.h.desk, "two");
    await env.flush();
    await patchEndpoint(env.h.desk, ep._id, { enabled: false });
    env.clock.advance(HOUR);
    const disabledLog = (await listDeliveries(env.h.desk, ep._id)).items;
    expect(disabledLog.map((d) => d.status)).toEqual(["failed", "failed", "failed"]);
    expect(await patchEndpoint(env.h.desk, ep._id, { enabled: true })).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });

    // Bad ranges are 400s.
    const bad = await apiError(recover(env.h.desk, ep._id, { since: iso(T0 + HOUR), until: iso(T0) }));
    expect({ status: bad.status, code: bad.code }).toEqual({ status: 400, code: "invalid_request" });
    expect(bad.message).toMatch(/^body\.until /);
    const future = await apiError(recover(env.h.desk, ep._id, { since: iso(env.clock.now() + DAY) }));
    expect(future.message).toMatch(/^body\.since /);
    const notDate = await raw(env.h, "POST", `/webhook_endpoints/${ep._id}/recover`, { body: JSON.stringify({ since: "yesterday" }) });
    expect(notDate.status).toBe(400);

    r.respond({ status: 200 });
    const before = r.requests.length;
    expect(await recover(env.h.desk, ep._id, { since: iso(T0 + HOUR) })).toEqual({ recovered: 2 });
    expect(await env.flush()).toBe(2);
    const sent = r.requests.slice(before);
    expect(sent.map((q) => JSON.parse(q.body).data._id).sort()).toEqual([t1._id, t2._id].sort());
    const log = (await listDeliveries(env.h.desk, ep._id)).items;
    expect(log.map((d) => [d.status, d.attemptCount])).toEqual([["succeeded", 2], ["succeeded", 2], ["failed", 1]]);
    expect(sent.map((q) => q.headers["desk-delivery"]).sort()).toEqual([log[0]._id, log[1]._id].sort());
    expect(early._id).toBeTruthy();
    // Nothing failed is left in that range.
    expect(await recover(env.h.desk, ep._id, { since: iso(T0 + HOUR) })).toEqual({ recovered: 0 });
  });

  it("gives a recovered delivery a whole new round of the retry schedule", async () => {
    const env = await setup();
    const r = await receiver({ status: 500 });
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);
    await env.flush();
    for (const delay of [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR]) {
      env.clock.advance(delay);
      await env.flush();
    }
    expect((await listDeliveries(env.h.desk, ep._id)).items.map((d) => [d.status, d.attemptCount])).toEqual([["failed", 6]]);
    expect(await recover(env.h.desk, ep._id, { since: iso(T0) })).toEqual({ recovered: 1 });
    await env.flush();
    const [d] = (await listDeliveries(env.h.desk, ep._id)).items;
    expect(d).toMatchObject({ status: "pending", attemptCount: 7, nextAttemptAt: iso(env.clock.now() + MINUTE) });
  });

  it("filters the delivery log by status, event kind and time, page by page", async () => {
    const env = await setup();
    const r = await receiver((req) => ({ status: JSON.parse(req.body).type === "ticket.updated" ? 500 : 200 }));
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created", "ticket.updated"]);
    const t = await createTicket(env.h.desk);
    env.clock.advance(HOUR);
    await unwrap(env.h.desk.PATCH("/tickets/{id}", { params: { path: { id: t._id } }, body: { priority: "low" } }));
    env.clock.advance(HOUR);
    await createTicket(env.h.desk);
    await env.flush();

    const kinds = (q: Parameters<typeof listDeliveries>[2]) => listDeliveries(env.h.desk, ep._id, q).then((p) => p.items.map((d) => [d.eventType, d.status]));
    expect(await kinds({})).toEqual([["ticket.created", "succeeded"], ["ticket.updated", "pending"], ["ticket.created", "succeeded"]]);
    expect(await kinds({ status: "pending" })).toEqual([["ticket.updated", "pending"]]);
    expect(await kinds({ event_type: "ticket.created" })).toEqual([["ticket.created", "succeeded"], ["ticket.created", "succeeded"]]);
    expect(await kinds({ event_type: "ticket.created", status: "pending" })).toEqual([]);
    expect(await kinds({ since: iso(T0 + HOUR) })).toEqual([["ticket.created", "succeeded"], ["ticket.updated", "pending"]]);
    expect(await kinds({ since: iso(T0 + HOUR), until: iso(T0 + 2 * HOUR) })).toEqual([["ticket.updated", "pending"]]);
    expect(await kinds({ until: iso(T0 + HOUR) })).toEqual([["ticket.created", "succeeded"]]);
    const first = await listDeliveries(env.h.desk, ep._id, { event_type: "ticket.created", limit: 1 });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listDeliveries(env.h.desk, ep._id, { event_type: "ticket.created", limit: 1, before: first.nextCursor! });
    expect(second.items.map((d) => d.eventType)).toEqual(["ticket.created"]);
    expect(second.items[0]._id).not.toBe(first.items[0]._id);
    // Bad filters are 400s, never 500s.
    for (const query of ["event_type=ticket.exploded", "since=yesterday", "status=lost"]) {
      const res = await raw(env.h, "GET", `/webhook_endpoints/${ep._id}/deliveries?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("invalid_request");
    }
  });
});

// ---- 10. URL safety ----

describe("URL safety in production", () => {
  const dns: Record<string, string[]> = {
    "hooks.example.com": ["93.184.216.34"],
    "internal.example": ["192.168.1.5"],
    "mixed.example": ["93.184.216.34", "10.1.2.3"],
    "localhost.example": ["127.0.0.1"],
    "v6.example": ["2606:2800:220:1:248:1893:25c8:1946"],
    "mapped.example": ["93.184.216.34", "::7f00:1"],
    "nat64.example": ["64:ff9b::5db8:d822"],
  };
  const resolve = async (host: string) => {
    const found = dns[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return found;
  };
  // One production server for the URL checks below: they only create endpoints or are refused one.
  let prod: Env;
  beforeAll(async () => {
    prod = await startEnv({ production: true, resolve });
  });
  afterAll(() => prod.h.close());

  it.each([
    ["http://hooks.example.com/hook", /https/],
    ["https://127.0.0.1/hook", /public address/],
    ["https://[::1]/hook", /public address/],
    ["https://[::ffff:127.0.0.1]/hook", /public address/],
    ["https://10.0.0.1/hook", /public address/],
    ["https://169.254.169.254/latest/meta-data", /public address/],
    ["https://0.0.0.0/hook", /public address/],
    ["https://100.64.0.1/hook", /public address/],
    ["https://[fd00::1]/hook", /public address/],
    // IPv6 forms embedding a private IPv4 address (issue 10, F6)
    ["https://[::7f00:1]/hook", /public address/],
    ["https://[::127.0.0.1]/hook", /public address/],
    ["https://[::10.0.0.1]/hook", /public address/],
    ["https://[::169.254.169.254]/latest/meta-data", /public address/],
    ["https://[::ffff:0:10.0.0.1]/hook", /public address/],
    ["https://[64:ff9b::10.0.0.1]/hook", /public address/],
    ["https://[64:ff9b:1::a00:1]/hook", /public address/],
    ["https://[2002:a9fe:a9fe::1]/hook", /public address/],
    ["https://[2001:0:a00:1::f227:a247:2dcb]/hook", /public address/],
    ["https://internal.example/hook", /public addresses only/],
    ["https://mixed.example/hook", /public addresses only/],
    ["https://localhost.example/hook", /public addresses only/],
    ["https://mapped.example/hook", /public addresses only/],
    ["https://nowhere.example/hook", /does not resolve/],
  ])("refuses %s with 400 on body.url", async (url, why) => {
    const env = prod;
    const err = await apiError(createEndpoint(env.h.desk, url));
    expect({ status: err.status, code: err.code }).toEqual({ status: 400, code: "invalid_request" });
    expect(err.message).toMatch(/^body\.url /);
    expect(err.message).toMatch(why);
    // Never what a name resolved to: that would map internal DNS.
    for (const leaked of ["192.168.1.5", "10.1.2.3", "127.0.0.1", "::7f00:1", "93.184.216.34"]) {
      if (!url.includes(leaked)) expect(err.message).not.toContain(leaked);
    }
  });

  it("accepts an https URL whose name resolves to public addresses only", async () => {
    const env = prod;
    expect((await createEndpoint(env.h.desk, "https://hooks.example.com/hook")).url).toBe("https://hooks.example.com/hook");
    expect((await createEndpoint(env.h.desk, "https://v6.example/hook")).url).toBe("https://v6.example/hook");
    expect((await createEndpoint(env.h.desk, "https://93.184.216.34/hook")).url).toBe("https://93.184.216.34/hook");
    expect((await createEndpoint(env.h.desk, "https://nat64.example/hook")).url).toBe("https://nat64.example/hook");
  });

  it("checks a changed URL on update too", async () => {
    const env = prod;
    const ep = await createEndpoint(env.h.desk, "https://hooks.example.com/hook");
    const err = await apiError(patchEndpoint(env.h.desk, ep._id, { url: "https://internal.example/hook" }));
    expect(err.message).toMatch(/^body\.url .*public addresses only/);
    expect(err.message).not.toContain("192.168.1.5");
    expect((await getEndpoint(env.h.desk, ep._id)).url).toBe("https://hooks.example.com/hook");
  });

  it("accepts http and loopback in development", async () => {
    const env = await setup({ production: false });
    const r = await receiver();
    expect((await createEndpoint(env.h.desk, r.url)).url).toBe(r.url);
    expect((await createEndpoint(env.h.desk, "http://localhost:9/x")).url).toBe("http://localhost:9/x");
  });

  it("refuses a loopback address again when connecting: an endpoint registered in development is not reached by a production app", async () => {
    const env = await setup({ production: false });
    const r = await receiver();
    const ep = await createEndpoint(env.h.desk, r.url, ["ticket.created"]);
    await createTicket(env.h.desk);

    const prod = createDesk(env.h.tandem.platform, { production: true, deadlineMs: 2000, repos: (env.h.tandem.platform.engine === "postgres" ? postgresEngine : sqliteEngine).desk });
    expect(await prod.sender.tick()).toBe(1);
    await prod.sender.drain();

    expect(r.requests).toHaveLength(0);
    const [d] = (await listDeliveries(env.h.desk, ep._id)).items;
    expect(d).toMatchObject({ status: "pending", attemptCount: 1 });
    const [a] = (await getDelivery(env.h.desk, d._id)).attempts;
    expect(a.statusCode).toBeNull();
    expect(a.error).toMatch(/plain http is not allowed in production/);
  });

  it("refuses loopback in the production transport whether the URL names an address or a host that resolves to one", async () => {
    const r = await receiver();
    const transport = httpTransport({ production: true, deadlineMs: 2000 });
    // https to a loopback address or name: refused when connecting (before TLS), against the address connected.
    for (const url of [`https://127.0.0.1:${r.port}/hook`, `https://localhost:${r.port}/hook`, `https://[::ffff:127.0.0.1]:${r.port}/hook`]) {
      const res = await transport(url, { "content-type": "application/json" }, "{}");
      expect(res.statusCode, url).toBeNull();
      expect(res.error, url).toMatch(/is not allowed/);
    }
    // IPv6 literals embedding a private IPv4 address are refused before connecting too.
    for (const url of [`https://[::7f00:1]:${r.port}/hook`, `https://[::ffff:0:7f00:1]:${r.port}/hook`, `https://[64:ff9b::7f00:1]:${r.port}/hook`]) {
      const res = await transport(url, { "content-type": "application/json" }, "{}");
      expect(res.statusCode, url).toBeNull();
      expect(res.error, url).toMatch(/is not allowed/);
    }
    // Plain http is refused before any connection.
    const plain = await transport(r.url, { "content-type": "application/json" }, "{}");
    expect(plain.error).toMatch(/plain http is not allowed in production/);
    expect(r.requests).toHaveLength(0);
    // The development transport reaches the same receiver.
    const dev = await httpTransport({ production: false, deadlineMs: 2000 })(r.url, { "content-type": "application/json" }, "{}");
    expect(dev).toMatchObject({ statusCode: 200, error: null });
    expect(r.requests).toHaveLength(1);
  });

  it("checks the address actually connected: a name resolving to an IPv6 form of loopback is refused, without saying what it resolved to", async () => {
    const r = await receiver();
    for (const address of ["::7f00:1", "::ffff:127.0.0.1", "127.0.0.1"]) {
      let asked = 0;
      const lookup = ((_host: string, options: { all?: boolean }, cb: (...a: unknown[]) => void) => {
        asked++;
        const family = address.includes(":") ? 6 : 4;
        if (options.all) cb(null, [{ address, family }]);
        else cb(null, address, family);
      }) as never;
      const transport = httpTransport({ production: true, deadlineMs: 2000, lookup });
      const res = await transport(`https://rebound.example:${r.port}/hook`, { "content-type": "application/json" }, "{}");
      expect(asked, address).toBeGreaterThan(0);
      expect(res.statusCode, address).toBeNull();
      expect(res.error, address).toMatch(/rebound\.example is not allowed/);
      expect(res.error, address).not.toContain(address);
    }
    expect(r.requests).toHaveLength(0);
  });
});

// ---- 11. isolation ----

describe("isolation between endpoints", () => {
  it("keeps delivering to a fast endpoint while a slow endpoint's attempts hang", async () => {
    const env = await setup();
    const slow = await receiver({ hang: true });
    const fast = await receiver();
    const a = await createEndpoint(env.h.desk, slow.url, ["ticket.created"]);
    const b = await createEndpoint(env.h.desk, fast.url, ["ticket.created"]);
    for (let i = 0; i < 8; i++) await createTicket(env.h.desk);

    await vi.waitFor(async () => {
      await env.sender.tick(); // as the one-second cron would
      const items = (await listDeliveries(env.h.desk, b._id)).items;
      expect(items.map((d) => d.status)).toEqual(Array(8).fill("succeeded"));
    });
    expect(fast.requests).toHaveLength(8);
    // Every attempt still in flight is the slow endpoint's, which holds only its own share of the sender.
    await vi.waitFor(() => expect(slow.hanging()).toBe(env.sender.inFlight()));
    expect(slow.requests.length).toBe(env.sender.inFlight());
    expect(slow.requests.length).toBeGreaterThan(0);
    expect(slow.requests.length).toBeLessThan(8);
    // A's attempts in flight are already counted (logged before sending); the rest wait.
    const aItems = (await listDeliveries(env.h.desk, a._id)).items;
    expect(aItems.every((d) => d.status === "pending")).toBe(true);
    expect(aItems.filter((d) => d.attemptCount === 1)).toHaveLength(slow.requests.length);
    expect(aItems.filter((d) => d.attemptCount === 0)).toHaveLength(8 - slow.requests.length);

    // More events while A still hangs: B gets them at once.
    await createTicket(env.h.desk);
    await vi.waitFor(async () => {
      await env.sender.tick();
      expect(fast.requests).toHaveLength(9);
    });

    // Releasing A's connections settles its attempts as failures to retry.
    await slow.close();
    await env.sender.drain();
    const settled = (await listDeliveries(env.h.desk, a._id)).items.filter((d) => d.attemptCount === 1);
    expect(settled.length).toBe(slow.requests.length);
    for (const d of settled) expect(d).toMatchObject({ status: "pending", nextAttemptAt: iso(env.clock.now() + MINUTE) });
  });

  it("does not let a slow endpoint's backlog starve other endpoints", async () => {
    const env = await setup();
    const slow = await receiver({ hang: true });
    const fast = await receiver();
    const a = await createEndpoint(env.h.desk, slow.url, ["contact.updated"]);
    for (let i = 0; i < 150; i++) await unwrap(env.h.desk.POST("/contacts", { body: { external_id: ext("backlog") } }));
    env.clock.advance(SECOND);
    const b = await createEndpoint(env.h.desk, fast.url, ["contact.updated"]);
    const contact = await unwrap(env.h.desk.POST("/contacts", { body: { external_id: ext("fresh") } }));

    await vi.waitFor(async () => {
      await env.sender.tick(); // as the one-second cron would
      expect(fast.requests).toHaveLength(1);
    });
    expect(fast.events()[0].data._id).toBe(contact._id);
    await vi.waitFor(async () => expect((await listDeliveries(env.h.desk, b._id)).items[0].status).toBe("succeeded"));
    // Meanwhile the slow endpoint's attempts are all still in flight: none of its 150 deliveries is settled.
    expect(env.sender.inFlight()).toBeGreaterThan(0);
    const settled = (await sqlOf(env).get<{ n: number }>(
      `SELECT count(*) AS n FROM webhook_attempts a JOIN webhook_deliveries d ON d.seq = a.delivery_seq
       JOIN webhook_endpoints e ON e.seq = d.endpoint_seq WHERE e.id = ? AND a.state <> 'in_flight'`,
      a._id,
    ))!;
    expect(settled.n).toBe(0);
  });
});
