/**
 * The console's audit log says what was acted on (issue 31 §4): every creating change's entry
 * targets the created object, details say what changed (a role from/to, a grant's amount, a plan
 * attached) and never a secret; the operators of the log are listed for the filter; the
 * `tandem operators` commands are audited as `cli`. And (§3) an assignee must be an operator.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleClient, unwrap } from "../console/src/client.js";
import { operatorsCreate, operatorsDisable, operatorsRemove, operatorsReset } from "../src/cli/operators.js";
import type { Role } from "../src/console/operators.rules.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";
import { type Receiver, startReceiver } from "./support/receiver.js";

const PASSWORD = "a long enough password";
const test = { mode: "test" as const };

describe("console audit log: targets, details, no secrets; assignees are operators", () => {
  let h: ConsoleHarness;
  let c: ConsoleClient;
  let receiver: Receiver;
  const rv = async (op: string, body: unknown) => {
    const res = await fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(res.status, `${op}: ${await res.clone().text()}`).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  const desk = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${h.deskOrigin}/v1${path}`, { method: "POST", headers: { authorization: `Bearer ${h.deskKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(201);
    return ((await res.json()) as { data: T }).data;
  };
  /** A new operator with a password and `role`, signed in. */
  const member = async (role: Role) => {
    const email = `${role}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = await h.tandem.console.operators.create(h.tandem.store.read, email, PASSWORD, { role });
    const m = h.client();
    m.setSession(await unwrap(m.POST("/session", { body: { email, password: PASSWORD } })));
    return Object.assign(m, { id: created.id, email });
  };
  /** The newest entry of `operation`. */
  const entry = async (operation: string) => (await unwrap(c.GET("/audit", { params: { query: { operation, limit: 1 } } }))).items[0];

  beforeAll(async () => {
    receiver = await startReceiver({ status: 200, body: "ok" });
    h = await startConsole();
    c = h.client();
    c.setSession(await unwrap(c.POST("/session", { body: OPERATOR })));
    await rv("features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await receiver?.close();
  });

  it("every creating change's entry targets the created object (from the answer or the body), with details, and no secret is in any entry", async () => {
    const key = await unwrap(c.POST("/keys", { body: { api: "revenue", mode: "test", name: "server" } }));
    const endpoint = await unwrap(c.POST("/webhook_endpoints", { params: { query: test }, body: { url: `${receiver.url}?token=hidden-query-value`, events: ["ticket.created"] } }));
    const billingHook = await unwrap(c.POST("/billing_webhooks", { params: { query: test }, body: { id: "audit-hook", url: receiver.url, events: ["*"] } }));
    await unwrap(c.POST("/plans", { params: { query: test }, body: { plan_id: "audited", name: "Audited", price: { amount: 9, interval: "month" } } }));
    const v2 = await unwrap(c.POST("/plans/update", { params: { query: test }, body: { plan_id: "audited", name: "Audited Plus" } }));
    await unwrap(c.POST("/catalog/copy_to_live", { body: { planId: "audited" } }));
    const coupon = await unwrap(
      c.POST("/rewards", {
        params: { query: test },
        body: { coupon: { id: "audit-coupon", name: "Audit 10%", type: "percentage_discount", value: 10, duration: { type: "one_off", length: null }, plan_ids: null, promo_codes: [] } },
      }),
    );
    await unwrap(c.POST("/rewards", { params: { query: test }, body: { feature_grant: { id: "audit-grant", name: "Audit grant", grants: [{ feature_id: "messages", included: 5, expiry: null }], promo_codes: [] } } }));
    const program = await unwrap(c.POST("/referral_programs", { params: { query: test }, body: { id: "audit-refer", reward_id: "audit-grant", redeem_on: "customer_creation", received_by: "all" } }));
    const invited = await unwrap(c.POST("/team/invites", { body: { email: "invited.audit@example.com", role: "agent" } }));

    expect(await entry("keys.create")).toMatchObject({ target: `id=${key.id}`, details: { api: "revenue", mode: "test", kind: "secret", name: "server" } });
    // The endpoint's URL without its query (which may carry a credential).
    expect(await entry("webhookEndpoints.create")).toMatchObject({ target: `id=${endpoint._id}`, details: { url: receiver.url.replace(/\/?$/, new URL(receiver.url).pathname === "/" ? "/" : ""), events: ["ticket.created"] } });
    expect(await entry("billingWebhooks.create")).toMatchObject({ target: "id=audit-hook", details: { events: ["*"] } });
    expect(await entry("plans.create")).toMatchObject({ target: "id=audited", details: { name: "Audited", version: 1 } });
    expect(await entry("plans.update")).toMatchObject({ target: "id=audited", details: { name: "Audited Plus", version: v2.version } });
    expect(await entry("catalog.copyToLive")).toMatchObject({ target: "id=audited", mode: null });
    expect((await unwrap(c.GET("/audit", { params: { query: { operation: "rewards.create", limit: 2 } } }))).items.map((e) => [e.target, e.details])).toEqual([
      ["id=audit-grant", { kind: "feature_grant", name: "Audit grant" }],
      [`id=${coupon.coupon!.id}`, { kind: "coupon", name: "Audit 10%", type: "percentage_discount", value: 10, currency: null }],
    ]);
    expect(await entry("referralPrograms.create")).toMatchObject({ target: `id=${program.id}`, details: { reward_id: "audit-grant", redeem_on: "customer_creation", received_by: "all" } });
    expect(await entry("team.invite")).toMatchObject({ target: `id=${invited.operator.id}`, details: { email: "invited.audit@example.com", role: "agent" } });

    // Rotating a secret is audited without it.
    const rotated = await unwrap(c.POST("/webhook_endpoints/{id}/rotate_secret", { params: { path: { id: endpoint._id }, query: test } }));
    const rotatedBilling = await unwrap(c.POST("/billing_webhooks/{id}/rotate_secret", { params: { path: { id: "audit-hook" }, query: test } }));

    const all = JSON.stringify(await unwrap(c.GET("/audit", { params: { query: { limit: 100 } } })));
    const secrets = [key.key, endpoint.secret, billingHook.secret, (rotated as { secret: string }).secret, (rotatedBilling as { secret: string }).secret, invited.link];
    for (const s of secrets) {
      expect(typeof s).toBe("string");
      expect(all).not.toContain(s);
    }
    expect(all).not.toContain("hidden-query-value");
  });

  it("a role change records from/to, a grant its amount, an attach its plan; the operator filter's list (removed operators included) is readable by admins, not viewers", async () => {
    const agent = await member("agent");
    await unwrap(c.PATCH("/team/{id}", { params: { path: { id: agent.id } }, body: { role: "admin" } }));
    expect(await entry("team.update")).toMatchObject({ target: `id=${agent.id}`, details: { email: agent.email, role: { from: "agent", to: "admin" } } });

    await rv("customers.get_or_create", { customer_id: "audit-cus", email: "audit-cus@example.com" });
    await unwrap(c.POST("/customers/{id}/grant", { params: { path: { id: "audit-cus" }, query: test }, body: { featureId: "messages", amount: 250, reason: "goodwill" } }));
    expect(await entry("customers.grant")).toMatchObject({ target: "id=audit-cus", mode: "test", details: { featureId: "messages", amount: 250, reason: "goodwill" } });
    await rv("plans.create", { plan_id: "audit-free", name: "Audit free", auto_enable: false });
    await unwrap(c.POST("/customers/{id}/attach", { params: { path: { id: "audit-cus" }, query: test }, body: { planId: "audit-free" } }));
    expect(await entry("customers.attach")).toMatchObject({ target: "id=audit-cus", details: { planId: "audit-free" } });

    // The admin (who cannot list the team) lists the operators of the log.
    const admin = await member("admin");
    expect((await admin.GET("/team")).response.status).toBe(403);
    await unwrap(c.DELETE("/team/{id}", { params: { path: { id: agent.id } } }));
    expect(await entry("team.remove")).toMatchObject({ target: `id=${agent.id}`, details: { email: agent.email, role: "admin" } });
    const viewer = await member("viewer");
    expect((await viewer.GET("/audit/operators")).response.status).toBe(403);
    const operators = (await unwrap(admin.GET("/audit/operators"))).items;
    const ownerId = (await unwrap(c.GET("/session"))).operator.id;
    expect(operators).toContainEqual({ id: ownerId, email: OPERATOR.email });
    // The agent acted (its sign-in is not audited, but it was the target only): it is listed only once it acted itself.
    expect(operators.map((o) => o.id)).not.toContain(agent.id);
    expect(new Set(operators.map((o) => o.id)).size).toBe(operators.length);
  });

  it("tandem operators create|reset|disable|remove are audited with the actor cli, from cli", async () => {
    const dbPath = h.database;
    const out: string[] = [];
    await operatorsCreate(dbPath, { email: "cli.made@example.com", password: undefined, consoleUrl: "http://127.0.0.1:4200", json: true, role: "viewer" }, (l) => out.push(l));
    const made = JSON.parse(out.pop()!) as { id: string; signInLink: string };
    expect(await entry("operators.create")).toMatchObject({ target: `id=${made.id}`, operator: { id: "cli" }, address: "cli", details: { email: "cli.made@example.com", role: "viewer", signIn: "link" } });
    expect(JSON.stringify(await entry("operators.create"))).not.toContain(made.signInLink.split("/#/link/")[1]);
    const target = await member("agent");
    await operatorsReset(dbPath, { email: target.email, consoleUrl: "http://127.0.0.1:4200", json: true }, (l) => out.push(l));
    await operatorsDisable(dbPath, { email: target.email, json: true }, (l) => out.push(l));
    await operatorsRemove(dbPath, { email: target.email, json: true }, (l) => out.push(l));
    const cli = (await unwrap(c.GET("/audit", { params: { query: { operatorId: "cli", limit: 10 } } }))).items;
    expect(cli.map((e) => [e.operation, e.target])).toEqual([
      ["operators.remove", `id=${target.id}`],
      ["operators.disable", `id=${target.id}`],
      ["operators.reset", `id=${target.id}`],
      ["operators.create", `id=${made.id}`],
    ]);
    expect(cli[0]).toMatchObject({ operator: { id: "cli" }, address: "cli", mode: null, details: { email: target.email, role: "agent" } });
    expect(cli[1].details).toEqual({ email: target.email, disabled: { from: false, to: true } });
    // The reset link the command printed is not in the log.
    const link = (JSON.parse(out[0]) as { resetLink: string }).resetLink;
    expect(JSON.stringify(cli)).not.toContain(link.split("/#/link/")[1]);
    expect((await unwrap(c.GET("/audit/operators"))).items.map((o) => o.id)).toContain("cli");
  });

  it("an assignee must be an operator of the workspace: its name is the operator's, whatever was sent; null unassigns; 400 unknown_assignee otherwise", async () => {
    const agent = await member("agent");
    await unwrap(c.PATCH("/team/{id}", { params: { path: { id: agent.id } }, body: { name: "Agnes Agent" } }));
    const conversation = await desk<{ _id: string }>("/conversations", { contact: { external_id: "assign-1", email: "assign-1@example.com" }, body: "Help" });
    const at = { path: { id: conversation._id }, query: test };

    const assigned = await unwrap(c.PATCH("/conversations/{id}", { params: at, body: { assigneeId: agent.id, assigneeName: "Someone Else" } }));
    expect(assigned).toMatchObject({ assigneeId: agent.id, assigneeName: "Agnes Agent" });
    expect(await entry("conversations.update")).toMatchObject({ target: `id=${conversation._id}`, details: { assigneeId: agent.id, assigneeName: "Agnes Agent" } });
    const unknown = await c.PATCH("/conversations/{id}", { params: at, body: { assigneeId: "op_not_an_operator", assigneeName: "Mallory" } });
    expect(unknown.response.status).toBe(400);
    expect(unknown.error).toMatchObject({ code: "unknown_assignee", message: expect.stringContaining("op_not_an_operator") });
    const nameOnly = await c.PATCH("/conversations/{id}", { params: at, body: { assigneeName: "Mallory" } });
    expect(nameOnly.error).toMatchObject({ code: "unknown_assignee" });
    expect(await unwrap(c.GET("/conversations/{id}", { params: at }))).toMatchObject({ assigneeId: agent.id, assigneeName: "Agnes Agent" });
    expect(await unwrap(c.PATCH("/conversations/{id}", { params: at, body: { assigneeId: null } }))).toMatchObject({ assigneeId: null, assigneeName: null });

    const ticket = await desk<{ _id: string }>("/tickets", { contact: { external_id: "assign-2" }, type: "question", title: "Broken" });
    const t = { path: { id: ticket._id }, query: test };
    expect(await unwrap(c.PATCH("/tickets/{id}", { params: t, body: { assigneeId: agent.id } }))).toMatchObject({ assigneeId: agent.id });
    const bad = await c.PATCH("/tickets/{id}", { params: t, body: { assigneeId: "nobody" } });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ code: "unknown_assignee" });
    expect(await unwrap(c.PATCH("/tickets/{id}", { params: t, body: { assigneeId: null } }))).toMatchObject({ assigneeId: null });
  });
});
