/**
 * The console's team (issue 31 §4) through its API on a real server: roles enforced from the one
 * permission table, the last owner kept, invitations and password resets mailed over a local SMTP
 * server (smtp-server) as one-time expiring links, disabling, removal, sessions, and the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unwrap } from "../console/src/client.js";
import { allows, CONSOLE_PERMISSIONS } from "../src/console/permissions.js";
import { INVITE_TTL_MS, RESET_TTL_MS, type Role } from "../src/console/operators.rules.js";
import { manualClock } from "../src/platform/clock.js";
import { loadOpenApi } from "../src/platform/spec/load.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";
import { type SmtpServerHandle, startSmtp } from "./support/smtp.js";

const PASSWORD = "a long enough password";

/** A client signed in as `email`. */
async function signedIn(h: ConsoleHarness, email: string, password: string) {
  const c = h.client();
  const session = await unwrap(c.POST("/session", { body: { email, password } }));
  c.setSession(session);
  return Object.assign(c, { session });
}

/** A new operator with a password and `role`, signed in. */
async function member(h: ConsoleHarness, role: Role, tag: string = role) {
  const email = `${tag}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await h.tandem.console.operators.create(h.tandem.store.read, email, PASSWORD, { role });
  return Object.assign(await signedIn(h, email, PASSWORD), { id: created.id, email });
}

/** The one-time link in the last mail sent to `to`. */
function mailedLink(smtp: SmtpServerHandle, to: string): string {
  const mail = [...smtp.arrived].reverse().find((m) => m.envelopeTo.includes(to));
  expect(mail).toBeDefined();
  const link = /https?:\/\/\S+\/#\/link\/([A-Za-z0-9_-]+)/.exec(mail!.mail.text ?? "");
  expect(link).not.toBeNull();
  return link![1];
}

describe("console team: roles, invitations, resets, sessions, audit", () => {
  const clock = manualClock(Date.now());
  let h: ConsoleHarness;
  let smtp: SmtpServerHandle;
  let owner: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    h = await startConsole({ clock, console: { signInPerMinute: 1000 }, desk: { mail: { smtpUrl: smtp.url, from: "Acme <console@acme.test>", onlineWindowMs: 0 } } });
    owner = await signedIn(h, OPERATOR.email, OPERATOR.password);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  it("the session answers the operator's role and display name", async () => {
    expect(owner.session.operator).toMatchObject({ email: OPERATOR.email, role: "owner", name: null });
    const agent = await member(h, "agent");
    expect(agent.session.operator.role).toBe("agent");
    expect((await unwrap(agent.GET("/session"))).operator.role).toBe("agent");
  });

  it("an agent gets 403 forbidden for EVERY operation of the permission table its role lacks, and a viewer for every change", async () => {
    const doc = loadOpenApi("console");
    const routes = new Map<string, { method: string; path: string }>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item ?? {})) if (op?.operationId) routes.set(op.operationId, { method: method.toUpperCase(), path });
    }
    const agent = await member(h, "agent");
    const viewer = await member(h, "viewer");
    const call = (who: { cookie(): string | undefined; session: { csrfToken: string } }, id: string) => {
      const r = routes.get(id)!;
      const url = `${h.baseUrl}${r.path.replace(/\{[^}]+\}/g, "x0")}?mode=test`;
      return fetch(url, {
        method: r.method,
        headers: { cookie: who.cookie()!, "x-csrf-token": who.session.csrfToken, ...(r.method !== "GET" && r.method !== "DELETE" && { "content-type": "application/json" }) },
        ...(r.method !== "GET" && r.method !== "DELETE" && { body: "{}" }),
      });
    };
    const refused: string[] = [];
    for (const [id, permission] of Object.entries(CONSOLE_PERMISSIONS)) {
      expect(routes.has(id), id).toBe(true);
      if (allows(permission, "agent")) continue;
      const res = await call(agent, id);
      expect([id, res.status, await res.json()]).toEqual([id, 403, { code: "forbidden", message: "Your role may not do this; ask an owner." }]);
      refused.push(id);
    }
    // The admin operations the issue names are among them.
    expect(refused).toEqual(expect.arrayContaining(["keys.list", "keys.create", "team.invite", "settings.update", "catalog.copyToLive", "webhookEndpoints.create", "audit.list"]));
    for (const [id, permission] of Object.entries(CONSOLE_PERMISSIONS)) {
      const r = routes.get(id)!;
      if (r.method === "GET" || allows(permission, "viewer")) continue;
      expect([id, (await call(viewer, id)).status]).toEqual([id, 403]);
    }
    // What the agent may do still works.
    expect((await agent.GET("/conversations", { params: { query: { mode: "test" } } })).response.status).toBe(200);
    expect((await viewer.GET("/customers", { params: { query: { mode: "test" } } })).response.status).toBe(200);
  });

  it("an admin gets 403 forbidden for every team and API key operation (the owner's), and keeps the admin ones", async () => {
    const doc = loadOpenApi("console");
    const routes = new Map<string, { method: string; path: string }>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item ?? {})) if (op?.operationId) routes.set(op.operationId, { method: method.toUpperCase(), path });
    }
    const admin = await member(h, "admin");
    expect(admin.session.operator.role).toBe("admin");
    const refused: string[] = [];
    for (const [id, permission] of Object.entries(CONSOLE_PERMISSIONS)) {
      if (allows(permission, "admin")) continue;
      const r = routes.get(id)!;
      const res = await fetch(`${h.baseUrl}${r.path.replace(/\{[^}]+\}/g, "x0")}?mode=test`, {
        method: r.method,
        headers: { cookie: admin.cookie()!, "x-csrf-token": admin.session.csrfToken, ...(r.method !== "GET" && r.method !== "DELETE" && { "content-type": "application/json" }) },
        ...(r.method !== "GET" && r.method !== "DELETE" && { body: "{}" }),
      });
      expect([id, res.status, await res.json()]).toEqual([id, 403, { code: "forbidden", message: "Your role may not do this; ask an owner." }]);
      refused.push(id);
    }
    const teamAndKeys = [...routes.keys()].filter((id) => id.startsWith("team.") || id.startsWith("keys."));
    expect(teamAndKeys.length).toBeGreaterThanOrEqual(11);
    expect(refused).toEqual(expect.arrayContaining(teamAndKeys));
    // Through the typed client too, with real bodies: listing and creating keys, inviting, listing the team.
    for (const r of [
      await admin.GET("/keys"),
      await admin.POST("/keys", { body: { api: "desk", mode: "test", name: "by an admin" } }),
      await admin.GET("/team"),
      await admin.POST("/team/invites", { body: { email: "by.admin@example.com", role: "owner" } }),
    ]) {
      expect(r.response.status).toBe(403);
      expect(r.error).toMatchObject({ code: "forbidden" });
    }
    // What an admin may do still works: webhook endpoints and settings.
    expect((await admin.GET("/webhook_endpoints", { params: { query: { mode: "test" } } })).response.status).toBe(200);
    expect((await admin.GET("/settings")).response.status).toBe(200);
  });

  it("never leaves the team without an enabled owner: demoting, disabling or removing the last one is 409 last_owner", async () => {
    const me = owner.session.operator.id;
    for (const attempt of [
      owner.PATCH("/team/{id}", { params: { path: { id: me } }, body: { role: "admin" } }),
      owner.PATCH("/team/{id}", { params: { path: { id: me } }, body: { disabled: true } }),
      owner.DELETE("/team/{id}", { params: { path: { id: me } } }),
    ]) {
      const r = await attempt;
      expect(r.response.status).toBe(409);
      expect(r.error).toMatchObject({ code: "last_owner" });
    }
    const second = await member(h, "owner", "second");
    // Two owners: one may step down; then the other is the last again.
    expect((await unwrap(second.PATCH("/team/{id}", { params: { path: { id: second.id } }, body: { role: "admin" } }))).role).toBe("admin");
    expect((await owner.DELETE("/team/{id}", { params: { path: { id: me } } })).error).toMatchObject({ code: "last_owner" });
    expect((await unwrap(owner.DELETE("/team/{id}", { params: { path: { id: second.id } } }))).removed).toBe(true);
    expect((await owner.PATCH("/team/{id}", { params: { path: { id: second.id } }, body: { role: "viewer" } })).error).toMatchObject({ code: "operator_not_found" });
  });

  it("an invitation is e-mailed; its link sets the password and signs in once, as the invited role; it expires after 7 days", async () => {
    const email = `invited.${Date.now()}@example.com`;
    const invited = await owner.POST("/team/invites", { body: { email, name: "Ivy Invited", role: "agent" } });
    expect(invited.response.status).toBe(201);
    expect(invited.data!.data).toMatchObject({ mailed: true, operator: { email, name: "Ivy Invited", role: "agent", status: "invited" } });
    expect(invited.data!.data.link).toBeUndefined();
    const token = mailedLink(smtp, email);
    const mail = smtp.arrived.find((m) => m.envelopeTo.includes(email))!;
    expect(mail.mail.subject).toMatch(/invited/);
    expect(mail.mail.text).toContain(`${h.origin}/#/link/${token}`);

    const c = h.client();
    const session = await unwrap(c.POST("/session/link", { body: { token, password: PASSWORD } }));
    expect(session.operator).toMatchObject({ email, role: "agent", name: "Ivy Invited" });
    const again = await h.client().POST("/session/link", { body: { token, password: PASSWORD } });
    expect(again.response.status).toBe(401);
    expect(again.error).toMatchObject({ code: "invalid_sign_in_link" });
    // The password it chose signs in.
    expect((await signedIn(h, email, PASSWORD)).session.operator.role).toBe("agent");
    expect((await owner.POST("/team/invites", { body: { email: email.toUpperCase(), role: "viewer" } })).error).toMatchObject({ code: "operator_exists" });

    const late = `late.${Date.now()}@example.com`;
    await unwrap(owner.POST("/team/invites", { body: { email: late, role: "viewer" } }));
    const lateToken = mailedLink(smtp, late);
    clock.advance(INVITE_TTL_MS);
    try {
      expect((await h.client().POST("/session/link", { body: { token: lateToken, password: PASSWORD } })).error).toMatchObject({ code: "invalid_sign_in_link" });
    } finally {
      clock.advance(-INVITE_TTL_MS);
    }
  });

  it("a password reset link is e-mailed, needs the new password, works once, ends the old sessions and expires after an hour", async () => {
    const agent = await member(h, "agent", "forgetful");
    const reset = await unwrap(owner.POST("/team/{id}/password_reset", { params: { path: { id: agent.id } } }));
    expect(reset).toMatchObject({ mailed: true, operator: { id: agent.id } });
    const token = mailedLink(smtp, agent.email);
    // Without a password: refused, and the link stays usable.
    const bare = await h.client().POST("/session/link", { body: { token } });
    expect(bare.response.status).toBe(400);
    expect(bare.error).toMatchObject({ code: "password_required" });
    const fresh = "a brand new password";
    await unwrap(h.client().POST("/session/link", { body: { token, password: fresh } }));
    expect((await h.client().POST("/session/link", { body: { token, password: fresh } })).error).toMatchObject({ code: "invalid_sign_in_link" });
    // The session opened with the old password has ended; the old password no longer works.
    expect((await agent.GET("/session")).response.status).toBe(401);
    expect((await h.client().POST("/session", { body: { email: agent.email, password: PASSWORD } })).response.status).toBe(401);
    await signedIn(h, agent.email, fresh);

    await unwrap(owner.POST("/team/{id}/password_reset", { params: { path: { id: agent.id } } }));
    const lateToken = mailedLink(smtp, agent.email);
    expect(lateToken).not.toBe(token);
    clock.advance(RESET_TTL_MS);
    try {
      expect((await h.client().POST("/session/link", { body: { token: lateToken, password: fresh } })).error).toMatchObject({ code: "invalid_sign_in_link" });
    } finally {
      clock.advance(-RESET_TTL_MS);
    }
  });

  it("disabling ends the operator's sessions and refuses its sign-in until it is enabled again", async () => {
    const viewer = await member(h, "viewer", "paused");
    const disabled = await unwrap(owner.PATCH("/team/{id}", { params: { path: { id: viewer.id } }, body: { disabled: true } }));
    expect(disabled.status).toBe("disabled");
    expect((await viewer.GET("/session")).response.status).toBe(401);
    const refused = await h.client().POST("/session", { body: { email: viewer.email, password: PASSWORD } });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ code: "operator_disabled" });
    expect((await unwrap(owner.PATCH("/team/{id}", { params: { path: { id: viewer.id } }, body: { disabled: false } }))).status).toBe("active");
    await signedIn(h, viewer.email, PASSWORD);
  });

  it("an operator's open sessions are listed and revocable one by one or all at once", async () => {
    const agent = await member(h, "agent", "travelling");
    const second = await signedIn(h, agent.email, PASSWORD);
    const listed = await unwrap(owner.GET("/team/{id}/sessions", { params: { path: { id: agent.id } } }));
    expect(listed.items).toHaveLength(2);
    const own = await unwrap(owner.GET("/team/{id}/sessions", { params: { path: { id: owner.session.operator.id } } }));
    expect(own.items.some((s) => s.current)).toBe(true);
    const [newest] = listed.items;
    expect(await unwrap(owner.DELETE("/team/{id}/sessions/{sessionId}", { params: { path: { id: agent.id, sessionId: newest.id } } }))).toEqual({ revoked: 1 });
    expect((await owner.DELETE("/team/{id}/sessions/{sessionId}", { params: { path: { id: agent.id, sessionId: newest.id } } })).error).toMatchObject({ code: "session_not_found" });
    expect((await second.GET("/session")).response.status).toBe(401);
    expect((await agent.GET("/session")).response.status).toBe(200);
    expect(await unwrap(owner.DELETE("/team/{id}/sessions", { params: { path: { id: agent.id } } }))).toEqual({ revoked: 1 });
    expect((await agent.GET("/session")).response.status).toBe(401);
  });

  it("records every successful change but sign-in in the audit log (operator, operation, target, mode, address), paged and filtered", async () => {
    const admin = await member(h, "admin", "auditor");
    clock.advance(1); // the manual clock: earlier tests' changes are before `since`
    const since = new Date(clock.now()).toISOString();
    const key = await unwrap(owner.POST("/keys", { body: { api: "desk", mode: "test" } }));
    await unwrap(owner.POST("/keys/{id}/revoke", { params: { path: { id: key.id } } }));
    await unwrap(admin.PATCH("/settings", { body: { name: "Acme Audited" } }));
    // A refused change and a failed one write nothing.
    expect((await admin.POST("/keys", { body: { api: "desk", mode: "test" } })).response.status).toBe(403);
    expect((await owner.POST("/keys/{id}/revoke", { params: { path: { id: key.id } } })).response.status).toBe(404);
    clock.advance(1);

    const page = await unwrap(admin.GET("/audit", { params: { query: { from: since } } }));
    expect(page.items.map((e) => e.operation)).toEqual(["settings.update", "keys.revoke", "keys.create"]);
    expect(page.items[1]).toMatchObject({ operator: { id: owner.session.operator.id, email: OPERATOR.email }, target: `id=${key.id}`, address: "127.0.0.1" });
    // A created key is its entry's target; its details never hold the key.
    expect(page.items[2]).toMatchObject({ mode: "test", target: `id=${key.id}`, details: { api: "desk", mode: "test", kind: "secret" } });
    expect(JSON.stringify(page)).not.toContain(key.key);
    expect(page.items[0].details).toEqual({ fields: ["name"], name: "Acme Audited" });
    expect(page.items[0].operator.email).toBe(admin.email);
    // Sign-ins are not recorded.
    expect((await unwrap(admin.GET("/audit", { params: { query: { operation: "session.create" } } }))).items).toEqual([]);

    const byOwner = await unwrap(admin.GET("/audit", { params: { query: { from: since, operatorId: owner.session.operator.id } } }));
    expect(byOwner.items.map((e) => e.operation)).toEqual(["keys.revoke", "keys.create"]);
    const first = await unwrap(admin.GET("/audit", { params: { query: { from: since, limit: 2 } } }));
    expect(first.items.map((e) => e.operation)).toEqual(["settings.update", "keys.revoke"]);
    const next = await unwrap(admin.GET("/audit", { params: { query: { from: since, limit: 2, before: first.nextCursor! } } }));
    expect(next.items.map((e) => e.operation)).toEqual(["keys.create"]);
    expect(next.nextCursor).toBeNull();
    expect((await unwrap(admin.GET("/audit", { params: { query: { from: since, to: since } } }))).items).toEqual([]);
  });

  it("pages the team oldest first with a cursor", async () => {
    const all = await unwrap(owner.GET("/team", { params: { query: { limit: 100 } } }));
    expect(all.items[0].email).toBe(OPERATOR.email);
    const first = await unwrap(owner.GET("/team", { params: { query: { limit: 2 } } }));
    const second = await unwrap(owner.GET("/team", { params: { query: { limit: 2, after: first.nextCursor! } } }));
    expect([...first.items, ...second.items].map((m) => m.id)).toEqual(all.items.slice(0, 4).map((m) => m.id));
  });
});

describe("console team without e-mail", () => {
  let h: ConsoleHarness;
  beforeAll(async () => {
    h = await startConsole();
  }, 120_000);
  afterAll(() => h.close());

  it("answers the invitation's link to the inviter when no mail is configured", async () => {
    const owner = await signedIn(h, OPERATOR.email, OPERATOR.password);
    const r = await unwrap(owner.POST("/team/invites", { body: { email: "nomail@example.com", role: "viewer" } }));
    expect(r.mailed).toBe(false);
    expect(r.link).toMatch(new RegExp(`^${h.origin.replace(/[.]/g, "\\.")}/#/link/[A-Za-z0-9_-]{43}$`));
    const token = r.link!.split("/").pop()!;
    expect((await unwrap(h.client().POST("/session/link", { body: { token } }))).operator.role).toBe("viewer");
  });
});
