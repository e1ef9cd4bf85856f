/**
 * Endpoint URLs in production resolved the way a real resolver answers: on a
 * later turn of the event loop. The DNS lookup runs before the request's write
 * unit (the API descriptors' preflight), which may await only its own
 * statements; the check without I/O stays inside the unit. Through the SDKs of
 * the Desk, Usage & Billing and console APIs, and the services from the read
 * handle (the CLI's path).
 */
import { type DeskSchemas, unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConsoleApiError, unwrap as consoleUnwrap } from "../console/src/client.js";
import { checkEndpointUrlForm, hostToResolve, type Resolver } from "../src/platform/webhooks/url-safety.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";
import { apiError, type DeskHarness, startDesk } from "./support/desk.js";
import { fails, ok, type RevenueHarness, startRevenue } from "./support/revenue.js";

const DNS: Record<string, string[]> = {
  "hooks.example.com": ["93.184.216.34"],
  "other.example.com": ["2606:2800:220:1:248:1893:25c8:1946"],
  "internal.example": ["192.168.1.5"],
  "mixed.example": ["93.184.216.34", "10.1.2.3"],
};

/** A resolver that answers on a later turn of the event loop, as the system's does; it records what it was asked. */
function laterResolver(): { resolve: Resolver; asked: string[] } {
  const asked: string[] = [];
  const resolve: Resolver = (host) => {
    asked.push(host);
    return new Promise((done, fail) =>
      setImmediate(() => (DNS[host] ? done(DNS[host]) : fail(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" })))),
    );
  };
  return { resolve, asked };
}

const LEAKS = ["192.168.1.5", "10.1.2.3"];

describe("the URL check without I/O (inside a unit) and the host it leaves to resolve", () => {
  it.each([
    ["not a url", true, "body.url is not a valid URL", null],
    ["ftp://hooks.example.com/x", true, "body.url must be an http or https URL", null],
    ["https://u:p@hooks.example.com/x", true, "body.url must not contain credentials", null],
    ["http://hooks.example.com/x", true, "body.url must use https in production", null],
    ["https://10.0.0.1/x", true, "body.url must be a public address in production", null],
    ["https://[::7f00:1]/x", true, "body.url must be a public address in production", null],
    ["https://93.184.216.34/x", true, null, null],
    ["https://hooks.example.com/x", true, null, "hooks.example.com"],
    ["http://localhost:9/x", false, null, null],
    ["http://internal.example/x", false, null, null],
  ] as const)("%s (production %s)", (url, production, refusal, host) => {
    if (refusal) expect(() => checkEndpointUrlForm(url, production)).toThrow(refusal);
    else expect(checkEndpointUrlForm(url, production)).toBe(host);
    // A URL the form check refuses leaves nothing to resolve: its answer never depends on DNS.
    expect(hostToResolve(url, production)).toBe(host);
  });
});

describe("Desk API in production, with a resolver answering on a later turn", () => {
  const dns = laterResolver();
  let h: DeskHarness;
  beforeAll(async () => {
    h = await startDesk({ webhooks: { production: true, resolve: dns.resolve } });
  });
  afterAll(() => h.close());
  beforeEach(() => {
    dns.asked.length = 0;
  });
  const create = (url: string) => unwrap(h.desk.POST("/webhook_endpoints", { body: { url, events: ["*"] } }));
  const patch = (id: string, body: DeskSchemas["WebhookEndpointUpdate"]) => unwrap(h.desk.PATCH("/webhook_endpoints/{id}", { params: { path: { id } }, body }));

  it("creates (201) and updates (200) an endpoint whose host resolves to public addresses, resolving it once per request", async () => {
    const res = await h.desk.POST("/webhook_endpoints", { body: { url: "https://hooks.example.com/hook", events: ["*"] } });
    expect({ status: res.response.status, error: res.error }).toEqual({ status: 201, error: undefined });
    expect(res.data!.data.url).toBe("https://hooks.example.com/hook");
    expect(dns.asked).toEqual(["hooks.example.com"]);

    const updated = await h.desk.PATCH("/webhook_endpoints/{id}", { params: { path: { id: res.data!.data._id } }, body: { url: "https://other.example.com/hook" } });
    expect({ status: updated.response.status, error: updated.error }).toEqual({ status: 200, error: undefined });
    expect(updated.data!.data.url).toBe("https://other.example.com/hook");
    expect(dns.asked).toEqual(["hooks.example.com", "other.example.com"]);
    // An update without a URL resolves nothing.
    expect((await patch(res.data!.data._id, { description: "CRM" })).description).toBe("CRM");
    expect(dns.asked).toHaveLength(2);
  });

  it.each([
    ["https://internal.example/hook", "body.url host internal.example must resolve to public addresses only in production"],
    ["https://mixed.example/hook", "body.url host mixed.example must resolve to public addresses only in production"],
    ["https://nowhere.example/hook", "body.url host nowhere.example does not resolve"],
  ])("refuses %s with 400 on create and on update, storing nothing", async (url, message) => {
    const err = await apiError(create(url));
    expect({ status: err.status, code: err.code, message: err.message }).toEqual({ status: 400, code: "invalid_request", message });
    for (const leaked of LEAKS) expect(err.message).not.toContain(leaked);

    const ep = await create("https://hooks.example.com/hook");
    const refused = await apiError(patch(ep._id, { url, description: "changed" }));
    expect({ status: refused.status, code: refused.code, message: refused.message }).toEqual({ status: 400, code: "invalid_request", message });
    const stored = await unwrap(h.desk.GET("/webhook_endpoints/{id}", { params: { path: { id: ep._id } } }));
    expect({ url: stored.url, description: stored.description }).toEqual({ url: "https://hooks.example.com/hook", description: null });
  });

  it("answers a URL the form check refuses as before, without resolving it", async () => {
    const err = await apiError(create("http://internal.example/hook"));
    expect({ status: err.status, message: err.message }).toEqual({ status: 400, message: "body.url must use https in production" });
    const ep = await create("https://hooks.example.com/hook");
    dns.asked.length = 0;
    // Nothing to update: the same 400 as before, before any URL rule.
    const empty = await apiError(patch(ep._id, {}));
    expect(empty.status).toBe(400);
    const literal = await apiError(patch(ep._id, { url: "https://169.254.169.254/latest" }));
    expect(literal.message).toBe("body.url must be a public address in production");
    expect(dns.asked).toEqual([]);
  });
});

describe("Usage & Billing API in production, with a resolver answering on a later turn", () => {
  const dns = laterResolver();
  let h: RevenueHarness;
  beforeAll(async () => {
    h = await startRevenue({ webhooks: { production: true, resolve: dns.resolve } });
  });
  afterAll(() => h.close());
  let n = 0;
  const id = () => `wh_${++n}`;

  it("creates (200) and updates (200) a webhook whose host resolves to public addresses, with and without an idempotency key", async () => {
    const created = await ok(h.rv.POST("/webhooks.create", { body: { id: id(), url: "https://hooks.example.com/hook", events: ["*"] } }));
    expect(created.url).toBe("https://hooks.example.com/hook");
    const keyed = await ok(h.rv.POST("/webhooks.create", { body: { id: id(), url: "https://hooks.example.com/other", events: ["*"], idempotency_key: `k-${n}` } }));
    expect(keyed.url).toBe("https://hooks.example.com/other");
    const updated = await ok(h.rv.POST("/webhooks.update", { body: { id: created.id, url: "https://other.example.com/hook" } }));
    expect(updated.url).toBe("https://other.example.com/hook");
    expect(dns.asked).toEqual(["hooks.example.com", "hooks.example.com", "other.example.com"]);
  });

  it.each([
    ["https://internal.example/hook", "url host internal.example must resolve to public addresses only in production"],
    ["https://mixed.example/hook", "url host mixed.example must resolve to public addresses only in production"],
    ["https://nowhere.example/hook", "url host nowhere.example does not resolve"],
  ])("refuses %s with 400 on create and on update, storing nothing", async (url, message) => {
    const wid = id();
    const err = await fails(h.rv.POST("/webhooks.create", { body: { id: wid, url, events: ["*"] } }));
    expect({ status: err.status, code: err.code, message: err.message }).toEqual({ status: 400, code: "invalid_request", message });
    for (const leaked of LEAKS) expect(err.message).not.toContain(leaked);
    expect((await fails(h.rv.POST("/webhooks.get", { body: { id: wid } }))).code).toBe("webhook_not_found");

    const w = await ok(h.rv.POST("/webhooks.create", { body: { id: id(), url: "https://hooks.example.com/hook", events: ["*"] } }));
    const refused = await fails(h.rv.POST("/webhooks.update", { body: { id: w.id, url, description: "changed" } }));
    expect({ status: refused.status, code: refused.code, message: refused.message }).toEqual({ status: 400, code: "invalid_request", message });
    expect(await ok(h.rv.POST("/webhooks.get", { body: { id: w.id } }))).toMatchObject({ url: "https://hooks.example.com/hook", description: null });
  });
});

describe("console API in production: the desk's endpoints, with a resolver answering on a later turn", () => {
  const dns = laterResolver();
  let h: ConsoleHarness;
  beforeAll(async () => {
    h = await startConsole({ desk: { production: true, resolve: dns.resolve } });
  });
  afterAll(() => h.close());

  it("creates and updates an endpoint whose host resolves to public addresses, and refuses one resolving to a private address (400)", async () => {
    const c = h.client();
    c.setSession(await consoleUnwrap(c.POST("/session", { body: OPERATOR })));
    const query = { mode: "test" as const };
    const ep = await consoleUnwrap(c.POST("/webhook_endpoints", { params: { query }, body: { url: "https://hooks.example.com/hook", events: ["ticket.created"] } }));
    expect(ep.url).toBe("https://hooks.example.com/hook");
    const moved = await consoleUnwrap(c.PATCH("/webhook_endpoints/{id}", { params: { path: { id: ep._id }, query }, body: { url: "https://other.example.com/hook" } }));
    expect(moved.url).toBe("https://other.example.com/hook");
    expect(dns.asked).toEqual(["hooks.example.com", "other.example.com"]);

    const refused = await consoleUnwrap(c.POST("/webhook_endpoints", { params: { query }, body: { url: "https://internal.example/hook", events: ["ticket.created"] } })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ConsoleApiError);
    expect(refused).toMatchObject({ status: 400, code: "invalid_request", message: "body.url host internal.example must resolve to public addresses only in production" });
  });
});

describe("the services from the read handle (the CLI's `tandem webhooks add`): the whole check before the unit", () => {
  it("desk: resolves the host, refusing a private or unresolvable one, accepting a public one", async () => {
    const dns = laterResolver();
    const h = await startDesk({ webhooks: { production: true, resolve: dns.resolve } });
    try {
      const { tandem } = h;
      const read = tandem.store.read;
      const spaceId = (await read.use(tandem.repos.workspaces).space(tandem.workspace.id, "test"))!.id;
      const add = (url: string) => tandem.desk.webhooks.create(read, spaceId, { url, events: ["*"] });
      await expect(add("https://internal.example/hook")).rejects.toMatchObject({ code: "invalid_request", message: "body.url host internal.example must resolve to public addresses only in production" });
      await expect(add("https://nowhere.example/hook")).rejects.toMatchObject({ code: "invalid_request", message: "body.url host nowhere.example does not resolve" });
      const e = await add("https://hooks.example.com/hook");
      expect(e.url).toBe("https://hooks.example.com/hook");
      const moved = await tandem.desk.webhooks.update(read, spaceId, e._id, { url: "https://mixed.example/hook" }).catch((err: unknown) => err);
      expect(moved).toMatchObject({ message: "body.url host mixed.example must resolve to public addresses only in production" });
      expect(dns.asked).toEqual(["internal.example", "nowhere.example", "hooks.example.com", "mixed.example"]);
      expect((await tandem.desk.webhooks.list(read, spaceId, { limit: 10 })).items.map((x) => x.url)).toEqual(["https://hooks.example.com/hook"]);
    } finally {
      await h.close();
    }
  });

  it("billing: resolves the host, refusing a private one, accepting a public one", async () => {
    const dns = laterResolver();
    const h = await startRevenue({ webhooks: { production: true, resolve: dns.resolve } });
    try {
      const { tandem } = h;
      const read = tandem.store.read;
      const space = { spaceId: (await read.use(tandem.repos.workspaces).space(tandem.workspace.id, "test"))!.id, mode: "test" as const };
      const service = tandem.revenue.webhooks.service;
      await expect(service.create(read, space, { id: "wh_private", url: "https://internal.example/hook", events: ["*"] })).rejects.toMatchObject({
        message: "url host internal.example must resolve to public addresses only in production",
      });
      expect((await service.create(read, space, { id: "wh_public", url: "https://hooks.example.com/hook", events: ["*"] })).url).toBe("https://hooks.example.com/hook");
      expect(dns.asked).toEqual(["internal.example", "hooks.example.com"]);
      expect((await service.list(read, space)).list.map((w) => w.id)).toEqual(["wh_public"]);
    } finally {
      await h.close();
    }
  });
});
