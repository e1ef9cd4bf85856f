/**
 * Page routes beside an API (platform/http/serve-pages.ts), on a fake API
 * descriptor of no domain: form and raw bodies, the headers of every answer,
 * HTML errors outside the JSON envelope, no bearer auth, per-address limits,
 * and the API's own routes unchanged beside them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../src/platform/clock.js";
import { AppError } from "../src/platform/errors.js";
import { type ApiDescriptor, buildApiApp } from "../src/platform/http/build-api.js";
import type { PageRequest, PageRoute } from "../src/platform/http/pages.js";
import { contentSecurityPolicy } from "../src/platform/http/serve-pages.js";
import { createPlatform, type Platform } from "../src/platform/platform.js";
import type { OpenApiDocument } from "../src/platform/spec/load.js";

const document: OpenApiDocument = {
  openapi: "3.0.3",
  info: { title: "fake", version: "1" },
  paths: {
    "/ping": {
      post: {
        operationId: "ping",
        security: [{ BearerAuth: [] }],
        requestBody: { required: false, content: { "application/json": { schema: { type: "object" } } } },
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object", properties: { pong: { type: "boolean" } } } } } } },
      } as never,
    },
    "/echo": {
      post: {
        operationId: "echo",
        security: [],
        requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object", additionalProperties: true } } } } },
      } as never,
    },
  },
  components: { securitySchemes: { BearerAuth: { type: "http", scheme: "bearer" } } } as never,
};

/** What the last request's handler saw. */
let seen: PageRequest | undefined;
const record = (req: PageRequest) => {
  seen = { ...req, form: { ...req.form } };
};

const routes: PageRoute[] = [
  { method: "GET", path: "/hello/:name", handle: (req) => (record(req), { status: 200, html: `<p>Hello ${req.params.name}</p>` }) },
  {
    method: "POST",
    path: "/hello/:name",
    handle: (req) => (record(req), { status: 200, html: "<p>posted</p>", formActions: ["https://shop.example/thanks?x=1", "not a url", "/relative", "javascript:alert(1)"] }),
  },
  { method: "GET", path: "/go", handle: () => ({ status: 303, location: "/hello/there" }) },
  { method: "GET", path: "/file.css", handle: () => ({ status: 200, body: Buffer.from("p{}"), contentType: "text/css; charset=utf-8", headers: { "cache-control": "public, max-age=60" } }) },
  {
    method: "GET",
    path: "/weakened",
    handle: () => ({ status: 200, html: "<p>x</p>", headers: { "content-security-policy": "default-src *", "x-content-type-options": "off" } }),
  },
  {
    method: "GET",
    path: "/boom",
    handle: () => {
      throw new Error("secret internals at /srv/app.ts:12");
    },
  },
  { method: "POST", path: "/hook", body: "raw", handle: (req) => (record(req), { status: 200, json: { received: req.rawBody!.length } }) },
  {
    method: "POST",
    path: "/hook/refuse",
    body: "raw",
    handle: () => {
      throw new AppError("invalid_request", "The signature does not match.");
    },
  },
];

const fakeApi = (pages: PageRoute[], pageLimits?: ApiDescriptor<unknown, "plain">["pageLimits"]): ApiDescriptor<unknown, "plain"> => ({
  name: "fake",
  document,
  handlers: { ping: () => ({ pong: true }), echo: ({ body }: { body: unknown }) => body } as never,
  wire: "plain",
  writes: "operations",
  rateLimit: { windowMs: 1000, max: () => 1000 },
  pages,
  pageLimits,
});

let dir: string;
let platform: Platform;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "tandem-pages-"));
  platform = createPlatform(join(dir, "t.db"), [{ name: "fake", migrations: [], errors: {}, keyFormats: [] }], { clock: systemClock });
  app = await buildApiApp(platform, fakeApi(routes));
  origin = await app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await app?.close();
  await platform?.close();
  rmSync(dir, { recursive: true, force: true });
});

const STRICT_CSP = "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

describe("page routes beside an API", () => {
  it("serve HTML without a bearer key, with a strict CSP and the headers of every page", async () => {
    const res = await fetch(`${origin}/hello/ada?x=1&x=2&y=3`, { headers: { "x-thing": "v" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toBe(STRICT_CSP);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(await res.text()).toBe("<p>Hello ada</p>");
    expect(seen).toMatchObject({ method: "GET", params: { name: "ada" }, query: { x: "1", y: "3" }, form: {}, rawBody: undefined });
    expect(seen!.header("X-Thing")).toBe("v");
    const head = await fetch(`${origin}/hello/ada`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(seen!.method).toBe("GET");
    // The API's own operations still need a key and answer JSON errors.
    const api = await fetch(`${origin}/v1/ping`, { method: "POST" });
    expect(api.status).toBe(401);
    expect(await api.json()).toMatchObject({ code: expect.any(String) });
  });

  it("read a form body; a name sent twice keeps its first value", async () => {
    const res = await fetch(`${origin}/hello/bob`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "card=4242+4242&name=Ada%20L%C3%B6w&card=9999",
    });
    expect(res.status).toBe(200);
    expect(seen).toMatchObject({ method: "POST", params: { name: "bob" }, form: { card: "4242 4242", name: "Ada Löw" } });
    expect(seen!.rawBody).toBeUndefined();
  });

  it("take a form POST without a body as an empty form", async () => {
    const res = await fetch(`${origin}/hello/bob`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(seen!.form).toEqual({});
  });

  it("answer another media type on a form route with an HTML 415 page, not the JSON envelope", async () => {
    const res = await fetch(`${origin}/hello/bob`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(415);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toBe(STRICT_CSP);
    expect(await res.text()).toContain("<h1>Unsupported form</h1>");
  });

  it("answer a form over 64 KiB with an HTML 413 page (a raw body may be larger)", async () => {
    const res = await fetch(`${origin}/hello/bob`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `a=${"x".repeat(65_536)}` });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("<h1>Too large</h1>");
  });

  it("add the origins of formActions to form-action, and nothing that is not an http(s) origin", async () => {
    const res = await fetch(`${origin}/hello/bob`, { method: "POST" });
    expect(res.headers.get("content-security-policy")).toBe(STRICT_CSP.replace("form-action 'self'", "form-action 'self' https://shop.example"));
    expect(contentSecurityPolicy(["https://a.example:8443/x;y z", "http://b.example/"])).toContain("form-action 'self' https://a.example:8443 http://b.example;");
  });

  it("never let a handler weaken the security headers", async () => {
    const res = await fetch(`${origin}/weakened`);
    expect(res.headers.get("content-security-policy")).toBe(STRICT_CSP);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("redirect with 303 and serve bytes with their type (a handler may set its own Cache-Control)", async () => {
    const go = await fetch(`${origin}/go`, { redirect: "manual" });
    expect(go.status).toBe(303);
    expect(go.headers.get("location")).toBe("/hello/there");
    expect(go.headers.get("cache-control")).toBe("no-store");
    const css = await fetch(`${origin}/file.css`);
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(css.headers.get("cache-control")).toBe("public, max-age=60");
    expect(css.headers.get("x-content-type-options")).toBe("nosniff");
    expect(css.headers.get("content-security-policy")).toBeNull();
    expect(await css.text()).toBe("p{}");
  });

  it("answer a failing page handler with an HTML 500 that tells nothing of the failure", async () => {
    const res = await fetch(`${origin}/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).toContain("Something went wrong");
    expect(text).not.toContain("secret internals");
  });

  it("give raw routes the exact bytes of any media type, or of none", async () => {
    const body = '{"id": "evt_1",  "bad json';
    for (const headers of [{ "content-type": "application/json" }, { "content-type": "text/plain" }, {} as Record<string, string>]) {
      const res = await fetch(`${origin}/hook`, { method: "POST", headers: { ...headers, "stripe-signature": "t=1,v1=abc" }, body });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: Buffer.byteLength(body) });
      expect(seen!.rawBody!.toString("utf8")).toBe(body);
      expect(seen!.header("stripe-signature")).toBe("t=1,v1=abc");
      expect(seen!.form).toEqual({});
    }
    const bytes = Buffer.from([0xff, 0x00, 0xfe, 0x0a]);
    await fetch(`${origin}/hook`, { method: "POST", headers: { "content-type": "application/octet-stream" }, body: bytes });
    expect(seen!.rawBody!.equals(bytes)).toBe(true);
    const large = "x".repeat(500_000);
    expect(await (await fetch(`${origin}/hook`, { method: "POST", headers: { "content-type": "text/plain" }, body: large })).json()).toEqual({ received: 500_000 });
    const empty = await fetch(`${origin}/hook`, { method: "POST" });
    expect(await empty.json()).toEqual({ received: 0 });
  });

  it("answer a raw route's refusal as { message, code } JSON", async () => {
    const res = await fetch(`${origin}/hook/refuse`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "The signature does not match.", code: "invalid_request" });
  });

  it("leave the API's JSON parsing as it was: a form to /v1 is still a 415 JSON error", async () => {
    const res = await fetch(`${origin}/v1/echo`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: "unsupported_media_type" });
    const json = await fetch(`${origin}/v1/echo`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"a":1}' });
    expect(await json.json()).toEqual({ a: 1 });
  });

  it("refuse a page route under /v1", async () => {
    await expect(buildApiApp(platform, fakeApi([{ method: "GET", path: "/v1/page", handle: () => ({ status: 200, html: "" }) }]))).rejects.toThrow(/under \/v1/);
  });

  it("log a page's route, never its URL's token nor its form", async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const logged = await buildApiApp(platform, fakeApi(routes), { logger: { level: "info", stream } as never });
    try {
      await logged.inject({ method: "GET", url: "/hello/tok_SECRET_1?x=1" });
      await logged.inject({ method: "POST", url: "/hello/tok_SECRET_2", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "number=4242424242424242" });
      const text = lines.join("");
      expect(text).toContain('"url":"/hello/:name"');
      expect(text).not.toMatch(/SECRET|4242/);
    } finally {
      await logged.close();
    }
  });

  it("limit views and posts per client address with an HTML 429; raw routes are not limited", async () => {
    // One window (aligned to the clock) spans 2001–2033: no boundary falls between the requests.
    const limited = await buildApiApp(platform, fakeApi(routes, { windowMs: 1e12, views: 3, posts: 2 }));
    try {
      const inject = (method: "GET" | "POST", url: string, ip: string) => limited.inject({ method, url, remoteAddress: ip });
      const views = [];
      for (let i = 0; i < 4; i++) views.push((await inject("GET", "/hello/a", "10.0.0.1")).statusCode);
      const posts = [];
      for (let i = 0; i < 3; i++) posts.push((await inject("POST", "/hello/a", "10.0.0.1")).statusCode);
      expect(views).toEqual([200, 200, 200, 429]);
      expect(posts).toEqual([200, 200, 429]);
      const refused = await inject("GET", "/hello/a", "10.0.0.1");
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(refused.headers["content-security-policy"]).toBe(STRICT_CSP);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.body).toContain("Too many requests");
      expect((await inject("GET", "/hello/a", "10.0.0.2")).statusCode).toBe(200); // another address
      for (let i = 0; i < 5; i++) expect((await inject("POST", "/hook", "10.0.0.1")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
