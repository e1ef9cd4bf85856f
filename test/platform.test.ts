import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DeskHarness, raw, startDesk } from "./support/desk.js";
import { type TestSql, testSql } from "./support/sql.js";

let h: DeskHarness;
let sql: TestSql;
beforeAll(async () => {
  h = await startDesk();
  sql = testSql(h.tandem);
});
afterAll(async () => {
  await sql.close();
  await h.close();
});

describe("envelope and errors", () => {
  it("wraps success in { success, data }", async () => {
    const res = await raw(h, "GET", "/workspace");
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.mode).toBe("test");
  });

  it("answers an unknown route with 404 not_found", async () => {
    const res = await raw(h, "GET", "/nope");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.stringContaining("/v1/nope"), code: "not_found" });
  });

  it("answers malformed JSON with 400 invalid_json", async () => {
    const res = await raw(h, "POST", "/contacts", { body: '{"external_id": "a",' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_json");
  });

  it("treats an empty JSON body as no body: 400 naming the body where one is required", async () => {
    const res = await raw(h, "POST", "/contacts", { body: "" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "invalid_request", message: "body must be a JSON object" });
  });

  it("answers a body over 1 MiB with 413 payload_too_large", async () => {
    const res = await raw(h, "POST", "/contacts", { body: JSON.stringify({ external_id: "x", name: "a".repeat(1_100_000) }) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("payload_too_large");
  });

  it("validates the body even when the request has no Content-Type (400, never a 500)", async () => {
    const res = await fetch(`${h.baseUrl}/contacts`, { method: "POST", headers: { authorization: `Bearer ${h.testKey}` } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "invalid_request", message: "body must be a JSON object" });
  });

  it("answers a text/plain body with 415 rather than handing a string to the handler", async () => {
    const res = await raw(h, "POST", "/tickets", { body: "hello", headers: { "content-type": "text/plain" } });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("unsupported_media_type");
  });

  it("answers a non-JSON content type with 415", async () => {
    const res = await raw(h, "POST", "/contacts", { body: "external_id=a", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("unsupported_media_type");
  });

  it("never coerces body types: a number in a string field is a 400 naming the field", async () => {
    const res = await raw(h, "POST", "/contacts", { body: JSON.stringify({ external_id: 7 }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "invalid_request", message: "body.external_id must be string" });
  });

  it("rejects unknown body fields instead of dropping them", async () => {
    const res = await raw(h, "POST", "/contacts", { body: JSON.stringify({ external_id: "a", nickname: "x" }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "invalid_request", message: "body.nickname is not a known field" });
  });

  it("rejects a body that is not an object", async () => {
    const res = await raw(h, "POST", "/contacts", { body: "[1,2]" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_request");
  });

  it("takes path parameters up to the contract's 255 characters and names longer ones in a 400", async () => {
    const id = "x".repeat(255);
    expect((await raw(h, "POST", "/contacts", { body: JSON.stringify({ external_id: id }) })).status).toBe(201);
    expect((await raw(h, "GET", `/contacts/${id}`)).status).toBe(200);
    const long = await raw(h, "GET", `/contacts/${"x".repeat(256)}`);
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ code: "invalid_request", message: "path.id must NOT have more than 255 characters" });
  });

  it.each([".", ".."])("refuses %j as an external_id, since it cannot stand in a URL path", async (id) => {
    const res = await raw(h, "POST", "/contacts", { body: JSON.stringify({ external_id: id }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^body\.external_id must match pattern/);
  });

  it("names a missing required field", async () => {
    const res = await raw(h, "POST", "/contacts", { body: "{}" });
    expect(res.body).toEqual({ code: "invalid_request", message: "body.external_id is required" });
  });
});

describe("authentication", () => {
  it.each([
    ["no header", null],
    ["an unknown key", "dsk_test_doesnotexist"],
    ["a key of another API", "rv_sk_test_abc"],
    ["garbage", "hello"],
  ])("refuses %s with 401 invalid_api_key", async (_name, auth) => {
    const res = await raw(h, "GET", "/workspace", { auth });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String), code: "invalid_api_key" });
  });

  it("refuses a public pk_live_ key with 403 secret_key_required", async () => {
    const ws = await raw(h, "GET", "/workspace", { auth: h.liveKey });
    const res = await raw(h, "GET", "/workspace", { auth: ws.body.data.publicKey });
    expect(ws.body.data.publicKey).toMatch(/^pk_live_/);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("secret_key_required");
  });

  it("checks auth before validation (401 wins over 400)", async () => {
    const res = await raw(h, "POST", "/contacts", { body: "{}", auth: null });
    expect(res.status).toBe(401);
  });

  it("stops accepting a revoked key at once", async () => {
    const { createApiKey } = await import("../src/platform/auth/keys.service.js");
    const k = await createApiKey(h.tandem, h.tandem.workspace.id, { api: "desk", mode: "test", kind: "secret" });
    expect((await raw(h, "GET", "/workspace", { auth: k.key })).status).toBe(200);
    await h.tandem.keys.revoke(k.id, Date.now());
    expect((await raw(h, "GET", "/workspace", { auth: k.key })).status).toBe(401);
  });

  it("stores keys only as a hash with a display prefix", async () => {
    const row = (await sql.get<{ hash: string; display: string }>("SELECT hash, display FROM api_keys LIMIT 1"))!;
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.display).toMatch(/^dsk_(test|live)_….{4}$/);
    const all = JSON.stringify(await sql.all("SELECT * FROM api_keys"));
    expect(all).not.toContain(h.testKey);
  });
});

describe("health and docs", () => {
  it("serves /health without a key", async () => {
    const res = await fetch(`${h.origin}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { status: "ok" } });
  });

  it("serves reference docs and the OpenAPI document without a key", async () => {
    const page = await fetch(`${h.origin}/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<html");
    const doc = (await (await fetch(`${h.origin}/docs/json`)).json()) as { info: { title: string }; paths: object };
    expect(doc.info.title).toBe("Tandem Support Desk API");
    expect(Object.keys(doc.paths)).toContain("/conversations/{id}/messages");
  });
});
