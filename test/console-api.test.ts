/**
 * The console's API through the app's own generated client
 * (console/src/client.ts, openapi-fetch over generated/console.d.ts), on a
 * real server: sign-in, sessions and CSRF, then each page's operations.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { unwrap } from "../console/src/client.js";
import { manualClock } from "../src/platform/clock.js";
import { buildConsoleApi } from "../src/tandem.js";
import { SESSION_TTL_MS } from "../src/console/operators.rules.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";
import { startReceiver, type Receiver } from "./support/receiver.js";

async function signedIn(h: ConsoleHarness) {
  const c = h.client();
  const session = await unwrap(c.POST("/session", { body: OPERATOR }));
  c.setSession(session);
  return c;
}

describe("console API: sign-in and sessions", () => {
  const clock = manualClock(Date.now());
  let h: ConsoleHarness;
  beforeAll(async () => {
    h = await startConsole({ clock, console: { signInPerMinute: 12 } });
  });
  afterAll(() => h.close());

  it("refuses a wrong password and an unknown e-mail alike (401 invalid_credentials)", async () => {
    const c = h.client();
    const wrong = await c.POST("/session", { body: { email: OPERATOR.email, password: "not the password" } });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error).toEqual({ code: "invalid_credentials", message: "Wrong e-mail or password." });
    const unknown = await c.POST("/session", { body: { email: "nobody@example.com", password: OPERATOR.password } });
    expect(unknown.error).toEqual(wrong.error);
    expect(c.cookie()).toBeUndefined();
  });

  it("signs in: an HttpOnly, SameSite=Strict cookie, a CSRF token, no-store answers", async () => {
    const c = h.client();
    const res = await c.POST("/session", { body: OPERATOR });
    expect(res.response.status).toBe(200);
    const cookie = res.response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^tandem_console_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/);
    expect(res.response.headers.get("cache-control")).toBe("no-store");
    expect(res.data!.data.operator.email).toBe(OPERATOR.email);
    expect(res.data!.data.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await c.GET("/session");
    expect(again.data!.data.csrfToken).toBe(res.data!.data.csrfToken);
  });

  it("answers 401 session_required without a session, 403 csrf_token_invalid for a change without the token", async () => {
    const anonymous = h.client();
    const r = await anonymous.GET("/keys");
    expect(r.response.status).toBe(401);
    expect(r.error).toMatchObject({ code: "session_required" });
    expect(r.response.headers.get("cache-control")).toBe("no-store");

    const c = h.client();
    await unwrap(c.POST("/session", { body: OPERATOR })); // the token is not kept: setSession not called
    const noToken = await c.POST("/keys", { body: { api: "desk", mode: "test" } });
    expect(noToken.response.status).toBe(403);
    expect(noToken.error).toMatchObject({ code: "csrf_token_invalid" });
    c.setSession({ operator: { id: "x", email: "x", name: null, role: "owner" }, csrfToken: "A".repeat(43), expiresAt: new Date().toISOString() });
    expect((await c.POST("/keys", { body: { api: "desk", mode: "test" } })).response.status).toBe(403);
  });

  it("is Secure behind https (a trusted proxy's X-Forwarded-Proto)", async () => {
    const res = await fetch(`${h.baseUrl}/session`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(OPERATOR) });
    expect(res.headers.get("set-cookie")).not.toMatch(/Secure/);
    const proxied = await buildConsoleApi(h.tandem, { trustProxy: true });
    try {
      const r = await proxied.inject({ method: "POST", url: "/v1/session", headers: { "x-forwarded-proto": "https" }, payload: OPERATOR });
      expect(r.statusCode).toBe(200);
      expect(r.headers["set-cookie"]).toMatch(/; HttpOnly; SameSite=Strict; Max-Age=43200; Secure$/);
    } finally {
      await proxied.close();
    }
  });

  it("signs out: the session ends and the cookie is cleared", async () => {
    const c = await signedIn(h);
    const out = await c.DELETE("/session");
    expect(out.response.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect(c.cookie()).toBeUndefined();
    expect((await c.GET("/keys")).response.status).toBe(401);
  });

  it("expires a session after 12 hours (401, the app's cue to sign in again)", async () => {
    const c = await signedIn(h);
    expect((await c.GET("/keys")).response.status).toBe(200);
    clock.advance(SESSION_TTL_MS - 1);
    expect((await c.GET("/keys")).response.status).toBe(200);
    clock.advance(1);
    const r = await c.GET("/keys");
    expect(r.response.status).toBe(401);
    expect(r.error).toMatchObject({ code: "session_required" });
  });

  it("signs in once with a one-time link (then the link is spent)", async () => {
    const created = await h.tandem.console.operators.create(h.tandem.store.read, "link@example.com", undefined);
    const c = h.client();
    const s = await unwrap(c.POST("/session/link", { body: { token: created.linkToken! } }));
    expect(s.operator.email).toBe("link@example.com");
    const again = await h.client().POST("/session/link", { body: { token: created.linkToken! } });
    expect(again.error).toMatchObject({ code: "invalid_sign_in_link" });
    // No password was set: the password form refuses it.
    expect((await h.client().POST("/session", { body: { email: "link@example.com", password: "anything at all" } })).error).toMatchObject({ code: "invalid_credentials" });
  });

  it("limits sign-in attempts per address (429 rate_limited with Retry-After)", async () => {
    const c = h.client();
    // Windows are clock-aligned minutes: within two windows' worth of attempts one is refused.
    // A new e-mail each time: the per-account back-off (below) stays out of it.
    const attempt = (i: number) => c.POST("/session", { body: { email: `x${i}@example.com`, password: "wrong" } });
    let last: Awaited<ReturnType<typeof attempt>> | undefined;
    for (let i = 0; i < 25 && last?.response.status !== 429; i++) last = await attempt(i);
    expect(last!.response.status).toBe(429);
    expect(last!.error).toMatchObject({ code: "rate_limited" });
    expect(Number(last!.response.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("console API: per-account sign-in back-off", () => {
  const clock = manualClock(Date.now());
  let h: ConsoleHarness;
  beforeAll(async () => {
    // A generous per-address limit: this is about the account, from any number of addresses.
    h = await startConsole({ clock, console: { signInPerMinute: 10_000 } });
  });
  afterAll(() => h.close());

  const signIn = (email: string, password: string) => h.client().POST("/session", { body: { email, password } });

  it("after five failures an account waits 1 s, 2 s, 4 s … (429 sign_in_backoff, Retry-After) even with the right password, then the right password signs in", async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(OPERATOR.email, "wrong password")).error).toMatchObject({ code: "invalid_credentials" });
    const held = await signIn(OPERATOR.email, OPERATOR.password);
    expect(held.response.status).toBe(429);
    expect(held.error).toMatchObject({ code: "sign_in_backoff", data: { retryAfterSeconds: 1 } });
    expect(held.response.headers.get("retry-after")).toBe("1");
    // The e-mail is compared as the account is: whatever its case.
    expect((await signIn(OPERATOR.email.toUpperCase(), OPERATOR.password)).error).toMatchObject({ code: "sign_in_backoff" });
    // Another account is not held.
    await h.tandem.console.operators.create(h.tandem.store.read, "other@example.com", "another long passphrase");
    expect((await signIn("other@example.com", "another long passphrase")).response.status).toBe(200);

    clock.advance(1_000);
    expect((await signIn(OPERATOR.email, "wrong again")).error).toMatchObject({ code: "invalid_credentials" });
    expect((await signIn(OPERATOR.email, OPERATOR.password)).error).toMatchObject({ code: "sign_in_backoff", data: { retryAfterSeconds: 2 } });
    clock.advance(2_000);
    const ok = await signIn(OPERATOR.email, OPERATOR.password);
    expect(ok.response.status).toBe(200);
    // A success starts the count again: five free failures.
    for (let i = 0; i < 5; i++) expect((await signIn(OPERATOR.email, "wrong")).error).toMatchObject({ code: "invalid_credentials" });
  });

  it("never locks an account: however many failures, the wait is at most 60 s, then the right password signs in", async () => {
    const email = "ops2@example.com";
    await h.tandem.console.operators.create(h.tandem.store.read, email, "a third long passphrase");
    for (let i = 0; i < 20; i++) {
      await signIn(email, "wrong");
      clock.advance(60_000);
    }
    expect((await signIn(email, "wrong")).error).toMatchObject({ code: "invalid_credentials" });
    expect((await signIn(email, "a third long passphrase")).error).toMatchObject({ code: "sign_in_backoff", data: { retryAfterSeconds: 60 } });
    clock.advance(60_000);
    expect((await signIn(email, "a third long passphrase")).response.status).toBe(200);
  });

  it("treats an unknown e-mail like a known one (the back-off tells no one which accounts exist)", async () => {
    for (let i = 0; i < 5; i++) expect((await signIn("nobody-here@example.com", "wrong")).error).toMatchObject({ code: "invalid_credentials" });
    expect((await signIn("nobody-here@example.com", "wrong")).error).toMatchObject({ code: "sign_in_backoff", data: { retryAfterSeconds: 1 } });
  });
});

describe("console API: pages", () => {
  let h: ConsoleHarness;
  let receiver: Receiver;
  beforeAll(async () => {
    h = await startConsole();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await h.close();
    await receiver.close();
  });

  it("API keys: create shows the key once, list never does, revoke makes it unusable", async () => {
    const c = await signedIn(h);
    const created = await unwrap(c.POST("/keys", { body: { api: "revenue", mode: "live", kind: "publishable" } }));
    expect(created.key).toMatch(/^rv_pk_live_/);
    expect(created).toMatchObject({ api: "revenue", mode: "live", kind: "publishable", state: "active" });
    const list = await unwrap(c.GET("/keys"));
    expect(list.items[0].id).toBe(created.id);
    expect(JSON.stringify(list)).not.toContain(created.key);
    const desk = await unwrap(c.POST("/keys", { body: { api: "desk", mode: "test" } }));
    expect((await fetch(`${h.deskOrigin}/v1/tickets`, { headers: { authorization: `Bearer ${desk.key}` } })).status).toBe(200);
    const revoked = await unwrap(c.POST("/keys/{id}/revoke", { params: { path: { id: desk.id } } }));
    expect(revoked.state).toBe("revoked");
    expect((await fetch(`${h.deskOrigin}/v1/tickets`, { headers: { authorization: `Bearer ${desk.key}` } })).status).toBe(401);
    const twice = await c.POST("/keys/{id}/revoke", { params: { path: { id: desk.id } } });
    expect(twice.error).toMatchObject({ code: "key_not_found" });
    const badKind = await c.POST("/keys", { body: { api: "desk", mode: "test", kind: "publishable" } });
    expect(badKind.response.status).toBe(400);
    expect(badKind.error).toMatchObject({ code: "invalid_request" });
  });

  it("API keys: named at creation (trimmed; default API, mode and kind; bounded), last used null until a request authenticates with the key", async () => {
    const c = await signedIn(h);
    const named = await unwrap(c.POST("/keys", { body: { api: "desk", mode: "test", name: " Support bot " } }));
    expect(named).toMatchObject({ name: "Support bot", lastUsedAt: null });
    const unnamed = await unwrap(c.POST("/keys", { body: { api: "revenue", mode: "test", kind: "publishable" } }));
    expect(unnamed.name).toBe("revenue test publishable");
    for (const name of ["   ", "x".repeat(101), "two\nlines"]) {
      const bad = await c.POST("/keys", { body: { api: "desk", mode: "test", name } });
      expect(bad.response.status).toBe(400);
      expect(bad.error).toMatchObject({ code: "invalid_request", message: expect.stringMatching(/^name must/) });
    }
    const listed = async (id: string) => (await unwrap(c.GET("/keys"))).items.find((k) => k.id === id)!;
    expect(await listed(named.id)).toMatchObject({ name: "Support bot", lastUsedAt: null });
    const before = Date.now();
    expect((await fetch(`${h.deskOrigin}/v1/tickets`, { headers: { authorization: `Bearer ${named.key}` } })).status).toBe(200);
    // Written after the answer (not awaited by it): read back once stored.
    await vi.waitFor(async () => expect((await listed(named.id)).lastUsedAt).not.toBeNull());
    expect(Date.parse((await listed(named.id)).lastUsedAt!)).toBeGreaterThanOrEqual(before - 1);
    expect((await listed(unnamed.id)).lastUsedAt).toBeNull();
  });

  it("Webhooks: add (secret once), send test, delivery log with attempts, resend, disable", async () => {
    const c = await signedIn(h);
    const mode = { mode: "test" as const };
    const ep = await unwrap(c.POST("/webhook_endpoints", { params: { query: mode }, body: { url: receiver.url, events: ["ticket.created"] } }));
    expect(ep.secret).toMatch(/^whsec_/);
    const list = await unwrap(c.GET("/webhook_endpoints", { params: { query: mode } }));
    expect(list.items.map((e) => e._id)).toEqual([ep._id]);
    expect(JSON.stringify(list)).not.toContain(ep.secret);
    const test = await unwrap(c.POST("/webhook_endpoints/{id}/test", { params: { path: { id: ep._id }, query: mode } }));
    expect(test.status).toBe("succeeded");
    expect(receiver.requests).toHaveLength(1);
    const log = await unwrap(c.GET("/webhook_endpoints/{id}/deliveries", { params: { path: { id: ep._id }, query: { ...mode, event_type: "ping" } } }));
    expect(log.items).toHaveLength(1);
    const resent = await unwrap(c.POST("/webhook_deliveries/{id}/resend", { params: { path: { id: log.items[0]._id }, query: mode } }));
    expect(resent.attempts.length).toBe(2);
    expect(receiver.requests).toHaveLength(2);
    const detail = await unwrap(c.GET("/webhook_deliveries/{id}", { params: { path: { id: log.items[0]._id }, query: mode } }));
    expect(detail.attempts.map((a) => a.statusCode)).toEqual([200, 200]);
    // The live mode sees none of it.
    expect((await unwrap(c.GET("/webhook_endpoints", { params: { query: { mode: "live" } } }))).items).toEqual([]);
    const disabled = await unwrap(c.PATCH("/webhook_endpoints/{id}", { params: { path: { id: ep._id }, query: mode }, body: { enabled: false } }));
    expect(disabled.enabled).toBe(false);
    const rotated = await unwrap(c.POST("/webhook_endpoints/{id}/rotate_secret", { params: { path: { id: ep._id }, query: mode } }));
    expect(rotated.secret).not.toBe(ep.secret);
  });

  it("Plans: the catalog of a mode and copy to live (all, or one)", async () => {
    const rv = (op: string, body: unknown) =>
      fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    expect((await rv("features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true })).status).toBe(200);
    expect((await rv("plans.create", { plan_id: "free", name: "Free", auto_enable: true, items: [{ feature_id: "messages", included: 100, reset: { interval: "month" } }] })).status).toBe(200);
    const c = await signedIn(h);
    const test = await unwrap(c.GET("/catalog", { params: { query: { mode: "test" } } }));
    expect(test.plans.map((p) => p.id)).toEqual(["free"]);
    expect(test.features.map((f) => f.id)).toEqual(["messages"]);
    expect((await unwrap(c.GET("/catalog", { params: { query: { mode: "live" } } }))).plans).toEqual([]);
    const copied = await unwrap(c.POST("/catalog/copy_to_live", { body: {} }));
    expect(copied.plans).toEqual([{ id: "free", test_version: 1, live_version: 1, action: "created" }]);
    expect((await unwrap(c.GET("/catalog", { params: { query: { mode: "live" } } }))).plans.map((p) => p.id)).toEqual(["free"]);
    const one = await unwrap(c.POST("/catalog/copy_to_live", { body: { planId: "free" } }));
    expect(one.plans[0].action).toBe("unchanged");
    const missing = await c.POST("/catalog/copy_to_live", { body: { planId: "nope" } });
    expect(missing.response.status).toBe(404);

    // Customers: search, then one with its balances, usage and (empty for now) invoices.
    expect((await rv("customers.get_or_create", { customer_id: "user-42", email: "ann@example.com", name: "Ann" })).status).toBe(200);
    expect((await rv("customers.get_or_create", { customer_id: "user-43", email: "bob@example.com" })).status).toBe(200);
    expect((await rv("track", { customer_id: "user-42", feature_id: "messages", value: 3 })).status).toBe(200);
    const found = await unwrap(c.GET("/customers", { params: { query: { mode: "test", q: "ann" } } }));
    expect(found.items.map((x) => x.id)).toEqual(["user-42"]);
    const detail = await unwrap(c.GET("/customers/{id}", { params: { path: { id: "user-42" }, query: { mode: "test" } } }));
    expect(detail.customer.balances.messages).toMatchObject({ granted: 100, remaining: 97, usage: 3 });
    expect(detail.events.map((e) => e.value)).toEqual([3]);
    expect(detail.invoices).toEqual([]);
    expect(detail.paymentMethods).toEqual([]);

    // A paid plan bought through the sandbox's checkout: its invoice and card show on the page.
    h.tandem.revenue.setPublicUrl(h.revenueOrigin);
    expect((await rv("plans.create", { plan_id: "pro", name: "Pro", price: { amount: 20, interval: "month" } })).status).toBe(200);
    const attach = (await (await rv("billing.attach", { customer_id: "user-43", plan_id: "pro" })).json()) as { payment_url: string };
    const paid = await h.tandem.revenue.services.hosted.submitCard(attach.payment_url.split("/").pop()!, { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123", name: "Bob" });
    expect(paid.outcome).toBe("complete");
    const bob = await unwrap(c.GET("/customers/{id}", { params: { path: { id: "user-43" }, query: { mode: "test" } } }));
    expect(bob.invoices).toEqual([expect.objectContaining({ status: "paid", total: 2000, currency: "usd", hostedUrl: expect.stringMatching(/\/invoice\//) })]);
    expect(bob.paymentMethods).toEqual([{ id: expect.any(String), type: "card", brand: "visa", last4: "4242", expMonth: 12, expYear: 2040, isDefault: true }]);
    const none = await c.GET("/customers/{id}", { params: { path: { id: "nobody" }, query: { mode: "test" } } });
    expect(none.response.status).toBe(404);
  });

  it("Customers: Advance test clock renews a paid monthly plan (a second invoice); refused in live mode and backwards", async () => {
    const rv = (op: string, body: unknown) =>
      fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    const c = await signedIn(h);
    h.tandem.revenue.setPublicUrl(h.revenueOrigin);
    expect((await rv("plans.create", { plan_id: "team-monthly", name: "Team", price: { amount: 30, interval: "month" } })).status).toBe(200);
    expect((await rv("customers.get_or_create", { customer_id: "clock-1", email: "clock@example.com", name: "Clock" })).status).toBe(200);
    const attach = (await (await rv("billing.attach", { customer_id: "clock-1", plan_id: "team-monthly" })).json()) as { payment_url: string };
    const paid = await h.tandem.revenue.services.hosted.submitCard(attach.payment_url.split("/").pop()!, { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123", name: "X" });
    expect(paid.outcome).toBe("complete");
    const get = (mode: "test" | "live" = "test") => unwrap(c.GET("/customers/{id}", { params: { path: { id: "clock-1" }, query: { mode } } }));
    const before = await get();
    expect(before.invoices).toEqual([expect.objectContaining({ status: "paid", total: 3000 })]);
    expect(before.frozenTime).toBeNull();

    const to = Date.now() + 32 * 86_400_000;
    const advanced = await unwrap(c.POST("/customers/{id}/advance_test_clock", { params: { path: { id: "clock-1" }, query: { mode: "test" } }, body: { frozenTime: to } }));
    expect(advanced).toEqual({ customerId: "clock-1", frozenTime: to, status: "ready" });
    const after = await get();
    expect(after.frozenTime).toBe(to);
    expect(after.invoices).toHaveLength(2);
    expect(after.invoices.map((i) => [i.status, i.total])).toEqual([
      ["paid", 3000],
      ["paid", 3000],
    ]);
    expect(after.customer.subscriptions.find((s) => s.plan_id === "team-monthly")?.status).toBe("active");

    // Not later than the customer's clock: 400 naming frozen_time; live mode: the billing API's 403.
    const back = await c.POST("/customers/{id}/advance_test_clock", { params: { path: { id: "clock-1" }, query: { mode: "test" } }, body: { frozenTime: to } });
    expect(back.response.status).toBe(400);
    expect(back.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("frozen_time") });
    const live = await c.POST("/customers/{id}/advance_test_clock", { params: { path: { id: "clock-1" }, query: { mode: "live" } }, body: { frozenTime: to + 86_400_000 } });
    expect(live.response.status).toBe(403);
    expect(live.error).toMatchObject({ code: "test_mode_only" });
    const unknown = await c.POST("/customers/{id}/advance_test_clock", { params: { path: { id: "nobody" }, query: { mode: "test" } }, body: { frozenTime: to } });
    expect(unknown.response.status).toBe(404);
    expect((await get()).invoices).toHaveLength(2);
  });

  it("Inbox: conversations by status and search, reply as the team or as an internal note, change status", async () => {
    const res = await fetch(`${h.deskOrigin}/v1/conversations`, {
      method: "POST",
      headers: { authorization: `Bearer ${h.deskKey}`, "content-type": "application/json" },
      body: JSON.stringify({ contact: { external_id: "user-42", name: "Ann", email: "ann@example.com" }, body: "The export button does nothing" }),
    });
    const conv = ((await res.json()) as { data: { _id: string } }).data;
    const c = await signedIn(h);
    const q = { mode: "test" as const };
    expect((await unwrap(c.GET("/conversations", { params: { query: { ...q, status: "active", q: "export" } } }))).items.map((x) => x._id)).toEqual([conv._id]);
    expect((await unwrap(c.GET("/conversations", { params: { query: { ...q, q: "invoice" } } }))).items).toEqual([]);
    const reply = await unwrap(c.POST("/conversations/{id}/messages", { params: { path: { id: conv._id }, query: q }, body: { body: "Fixed, try again", author_name: "Sam" } }));
    expect(reply).toMatchObject({ author: "team", visibility: "public" });
    const note = await unwrap(c.POST("/conversations/{id}/messages", { params: { path: { id: conv._id }, query: q }, body: { body: "Known bug", visibility: "internal" } }));
    expect(note.visibility).toBe("internal");
    const msgs = await unwrap(c.GET("/conversations/{id}/messages", { params: { path: { id: conv._id }, query: q } }));
    expect(msgs.items).toHaveLength(3);
    const resolved = await unwrap(c.PATCH("/conversations/{id}", { params: { path: { id: conv._id }, query: q }, body: { status: "resolved", priority: "high", tags: ["export"] } }));
    expect(resolved).toMatchObject({ status: "resolved", priority: "high", tags: ["export"] });
    expect((await unwrap(c.GET("/tickets", { params: { query: q } }))).items).toEqual([]);
    expect((await unwrap(c.GET("/feedback", { params: { query: q } }))).items).toEqual([]);
    const missing = await c.GET("/conversations/{id}", { params: { path: { id: "0".repeat(24) }, query: q } });
    expect(missing.error).toMatchObject({ code: "conversation_not_found" });
  });
});
