/**
 * Faults found under hostile load (issue 10): stalled sockets, unbounded
 * JSON, bad-key floods, a full disk, unknown query parameters, and a stop
 * that drops requests in flight. Each test failed before its fix.
 */
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { raw, startDesk } from "./support/desk.js";
import { rawPost, startRevenue } from "./support/revenue.js";
import { serveTandem, stopTandem } from "./support/cli.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-hardening-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A request over node:http, optionally from another loopback address (`localAddress`). */
function request(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string; agent?: http.Agent } = {},
): Promise<{ status: number; body: any; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? "GET", headers: init.headers, localAddress: init.localAddress, agent: init.agent }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (text += c));
      res.on("end", () => {
        let body: any = text;
        try {
          body = JSON.parse(text);
        } catch {}
        resolve({ status: res.statusCode!, body, headers: res.headers });
      });
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

/** Opens a socket that sends headers and part of a body, then nothing. Resolves once connected (or refused). */
function stalledBody(port: number, localAddress: string, key: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const s = net.connect({ host: "127.0.0.1", port, localAddress }, () => {
      s.write(`POST /v1/conversations HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"body":`);
      resolve(s);
    });
    s.on("error", () => resolve(s));
  });
}

describe("stalled requests", () => {
  it("keeps serving other clients while 1,000 stalled bodies are held, under a 1,024 file limit", async () => {
    const served = await serveTandem(join(dir, "stalled.db"), { fileLimit: 1024 });
    const key = /^\s+(dsk_test_\S+)$/m.exec(served.output)![1];
    const port = Number(new URL(served.url).port);
    const sockets: net.Socket[] = [];
    try {
      // The attacker's sockets come from another loopback address.
      for (let i = 0; i < 1000; i += 100) {
        sockets.push(...(await Promise.all(Array.from({ length: 100 }, () => stalledBody(port, "127.0.0.2", key)))));
      }
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const r = await request(`${served.url}/v1/conversations?limit=1`, { headers: { authorization: `Bearer ${key}` } });
        statuses.push(r.status);
      }
      const write = await request(`${served.url}/v1/tickets`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ contact: { external_id: "u1" }, type: "bug", title: "still works" }),
      });
      expect(statuses).toEqual(Array(20).fill(200));
      expect(write.status).toBe(201);
    } finally {
      for (const s of sockets) s.destroy();
      await stopTandem(served.child);
    }
  });

  it("answers a body that stops arriving with 408 and closes its socket after the request timeout", async () => {
    const h = await startDesk({ http: { limits: { requestTimeoutMs: 1000, headersTimeoutMs: 1000 } } });
    try {
      const port = Number(new URL(h.origin).port);
      const s = await stalledBody(port, "127.0.0.1", h.testKey);
      let received = "";
      s.on("data", (d) => (received += d));
      await new Promise<void>((resolve) => s.once("close", () => resolve()));
      expect(received).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await h.close();
    }
  });
});

describe("JSON bodies are bounded", () => {
  it("refuses properties nested 5,000 levels deep with 400 naming the field, with or without an idempotency key", async () => {
    const r = await startRevenue();
    try {
      const deep = `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`;
      const body = `{"customer_id":"c1","feature_id":"f","value":1,"properties":${deep}}`;
      const attempts: Record<string, string>[] = [{}, { "idempotency-key": "deep-1" }, { "idempotency-key": "deep-1" }];
      for (const headers of attempts) {
        const res = await rawPost(r, "/balances.track", body, { headers });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe("invalid_request");
        expect(res.body.message).toMatch(/^body\.properties\.a\..*nests deeper than 32 levels$/);
      }
    } finally {
      await r.close();
    }
  });

  it("refuses an object with more than 1,000 members and text with a lone surrogate", async () => {
    const h = await startDesk();
    try {
      const attributes = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, "v"]));
      const many = await raw(h, "POST", "/contacts", { body: JSON.stringify({ external_id: "u1", attributes }) });
      expect(many.status).toBe(400);
      expect(many.body.message).toBe("body.attributes has more than 1000 members");
      // JSON.stringify writes a lone surrogate as the escape \ud800.
      const lone = await raw(h, "POST", "/conversations", { body: JSON.stringify({ contact: { external_id: "u1" }, body: "bad \ud800 text" }) });
      expect(lone.status).toBe(400);
      expect(lone.body).toEqual({ code: "invalid_request", message: "body.body contains a lone UTF-16 surrogate (not valid Unicode text)" });
      const pair = await raw(h, "POST", "/conversations", { body: JSON.stringify({ contact: { external_id: "u1" }, body: "fine 😀 text" }) });
      expect(pair.status).toBe(201);
      expect(pair.body.data.lastMessage?.body ?? pair.body.data.preview ?? "fine 😀 text").toContain("😀");
    } finally {
      await h.close();
    }
  });
});

describe("query strings", () => {
  it("refuses an unknown query parameter and a limit that is not written as an integer", async () => {
    const h = await startDesk();
    try {
      const typo = await raw(h, "GET", "/conversations?stauts=resolved");
      expect(typo.status).toBe(400);
      expect(typo.body).toEqual({ code: "invalid_request", message: "query.stauts is not a known field" });
      const decimal = await raw(h, "GET", "/conversations?limit=5.0");
      expect(decimal.status).toBe(400);
      expect(decimal.body.message).toBe("query.limit must be an integer");
      expect((await raw(h, "GET", "/conversations?limit=5&status=open")).status).toBe(200);
    } finally {
      await h.close();
    }
  });
});

describe("unauthenticated floods", () => {
  it("limits requests with bad keys per client address with 429 and Retry-After, leaving other addresses alone", async () => {
    const h = await startDesk({ http: { limits: { authFailuresPerMinute: 5 } } });
    try {
      const url = `${h.baseUrl}/conversations`;
      for (let i = 0; i < 5; i++) expect((await request(url, { headers: { authorization: "Bearer dsk_test_nope" } })).status).toBe(401);
      const limited = await request(url, { headers: { authorization: "Bearer dsk_test_nope" } });
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe("rate_limited");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      // No key at all counts the same.
      expect((await request(url)).status).toBe(429);
      // Another address with a good key is served.
      expect((await request(url, { headers: { authorization: `Bearer ${h.testKey}` }, localAddress: "127.0.0.2" })).status).toBe(200);
    } finally {
      await h.close();
    }
  });
});

describe("a full disk", () => {
  it("answers writes 507 storage_full while reads keep working, and loses nothing acknowledged", async () => {
    const r = await startRevenue();
    try {
      const db = r.tandem.db;
      await rawPost(r, "/features.create", { feature_id: "msgs", name: "Messages", type: "metered", consumable: true });
      await rawPost(r, "/plans.create", { plan_id: "free", name: "Free", auto_enable: true, items: [{ feature_id: "msgs", included: 1_000_000 }] });
      await rawPost(r, "/customers.get_or_create", { customer_id: "c1" });
      // The database may grow by a few pages only: the same SQLITE_FULL a full disk gives.
      const pages = db!.pragma("page_count", { simple: true }) as number;
      db!.pragma(`max_page_count = ${pages + 3}`);
      let acknowledged = 0;
      let full: { status: number; body: any } | undefined;
      for (let i = 0; i < 2000 && !full; i++) {
        const res = await rawPost(r, "/balances.track", { customer_id: "c1", feature_id: "msgs", value: 1, properties: { pad: "x".repeat(400) } });
        if (res.status === 200) acknowledged++;
        else full = res;
      }
      expect(full?.status).toBe(507);
      expect(full?.body.code).toBe("storage_full");
      expect(acknowledged).toBeGreaterThan(0);
      const check = await rawPost(r, "/balances.check", { customer_id: "c1", feature_id: "msgs" });
      expect(check.status).toBe(200);
      expect(check.body.balance.usage).toBe(acknowledged);
      // Room again: writes work again.
      db!.pragma("max_page_count = 1073741823");
      expect((await rawPost(r, "/balances.track", { customer_id: "c1", feature_id: "msgs", value: 1 })).status).toBe(200);
    } finally {
      await r.close();
    }
  });

  it("answers a desk write 507 too", async () => {
    const h = await startDesk();
    try {
      const db = h.tandem.db;
      const pages = db!.pragma("page_count", { simple: true }) as number;
      db!.pragma(`max_page_count = ${pages + 2}`);
      let filed = 0;
      let res = { status: 0, body: undefined as any };
      for (let i = 0; i < 500; i++) {
        res = await raw(h, "POST", "/tickets", { body: JSON.stringify({ contact: { external_id: "u1" }, type: "bug", title: "Export fails", description: "x".repeat(3000) }) });
        if (res.status !== 201) break;
        filed++;
      }
      expect(res.status).toBe(507);
      expect(res.body.code).toBe("storage_full");
      const list = await raw(h, "GET", "/tickets?limit=100");
      expect(list.body.data.items).toHaveLength(filed);
      expect((await raw(h, "GET", "/tickets")).status).toBe(200);
    } finally {
      await h.close();
    }
  });
});

describe("graceful stop", () => {
  it("answers every request in flight on SIGTERM, lets webhook attempts finish, and every acknowledged write is stored", async () => {
    // A receiver that holds each ping 1 s, so the pings are in flight when the signal comes.
    let pings = 0;
    const receiver = http.createServer((req, res) => {
      req.resume();
      pings++;
      setTimeout(() => res.end("ok"), 1000);
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    const hook = `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/hook`;
    const db = join(dir, "sigterm.db");
    const served = await serveTandem(db);
    const deskKey = /^\s+(dsk_test_\S+)$/m.exec(served.output)![1];
    const rvKey = /^\s+(rv_sk_test_\S+)$/m.exec(served.output)![1];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    const desk = (path: string, body?: unknown) =>
      request(`${served.url}/v1${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { authorization: `Bearer ${deskKey}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        agent,
      });
    const rv = (op: string, body: unknown) =>
      request(`${served.revenueUrl}/v1/${op}`, {
        method: "POST",
        headers: { authorization: `Bearer ${rvKey}`, "content-type": "application/json" },
        body: JSON.stringify(body),
        agent,
      });
    try {
      const ep = (await desk("/webhook_endpoints", { url: hook, events: ["ticket.created"] })).body.data;
      await rv("features.create", { feature_id: "msgs", name: "Messages", type: "metered", consumable: true });
      await rv("plans.create", { plan_id: "free", name: "Free", auto_enable: true, items: [{ feature_id: "msgs", included: 1_000_000 }] });
      await rv("customers.get_or_create", { customer_id: "c1" });
      // Open the connections first, so that every request below is on an accepted socket.
      await Promise.all(Array.from({ length: 80 }, (_, i) => (i < 40 ? desk("/webhook_endpoints?limit=1") : rv("customers.get", { customer_id: "c1" }))));

      const settle = <T>(p: Promise<T>) => p.then((v) => ({ ok: true as const, v }), (e: Error) => ({ ok: false as const, e: e.message }));
      const inFlight = [
        ...Array.from({ length: 40 }, () => settle(desk(`/webhook_endpoints/${ep._id}/test`, {}))),
        ...Array.from({ length: 40 }, (_, i) => settle(rv("balances.track", { customer_id: "c1", feature_id: "msgs", value: 1, idempotency_key: `t-${i}` }))),
      ];
      while (pings < 40) await new Promise((r) => setTimeout(r, 10));
      const exit = stopTandem(served.child, "SIGTERM");
      const results = await Promise.all(inFlight);
      expect(await exit).toBe(0);

      expect(results.filter((r) => !r.ok)).toEqual([]);
      const statuses = results.map((r) => (r.ok ? r.v.status : 0));
      expect(statuses.slice(0, 40)).toEqual(Array(40).fill(200));
      const trackedOk = statuses.slice(40).filter((s) => s === 200).length;
      expect(statuses.slice(40).every((s) => s === 200 || s === 503)).toBe(true);

      const check = new Database(db, { readonly: true });
      try {
        const attempts = check.prepare("SELECT count(*) AS n FROM webhook_attempts WHERE status_code = 200").get() as { n: number };
        expect(attempts.n).toBe(40);
        const events = check.prepare("SELECT count(*) AS n FROM rv_events").get() as { n: number };
        expect(events.n).toBeGreaterThanOrEqual(trackedOk);
      } finally {
        check.close();
      }
    } finally {
      agent.destroy();
      receiver.close();
      if (served.child.exitCode === null) await stopTandem(served.child, "SIGKILL");
    }
  });
});
