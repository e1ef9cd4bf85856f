/**
 * Issue 29, items 5 and 6: the worker-side guarantees with two API nodes and two workers as separate
 * `tandem serve` processes on one PostgreSQL, requests split across the API nodes. Until roles land
 * every node is an `all` node (each runs the senders and jobs): four processes racing for the same
 * deliveries and job runs, a harder test of "once" than two workers.
 *
 * The billing cycle's job fires every minute at :00 on every node; the renewals are seeded first and
 * checked last, so the deliveries and mail tests run while the file waits for that tick.
 */
import { createDeskClient, createRevenueClient, unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, startCluster } from "./support/cluster.js";
import { type FreshPostgres, freshPostgres } from "./support/postgres.js";
import { type SmtpServerHandle, startSmtp } from "./support/smtp.js";
import { testSql, type TestSql } from "./support/sql.js";
import { duplicates, seedDueRenewals, killNodes, type SlowReceiver, slowReceiver, until } from "./support/workers.js";

const PER_ENDPOINT = 2;
const RENEWING = 150;

describe.runIf(process.env.TANDEM_TEST_ENGINE === "postgres")("two API nodes and two workers on one PostgreSQL", () => {
  let pg: FreshPostgres;
  let cluster: Cluster;
  let smtp: SmtpServerHandle;
  let sql: TestSql;
  let periodEnd: number;
  const receivers: SlowReceiver[] = [];

  beforeAll(async () => {
    [pg, smtp] = await Promise.all([freshPostgres("cluster_workers"), startSmtp()]);
    cluster = await startCluster(pg.url, {
      api: 2,
      workers: 2,
      env: { TANDEM_WEBHOOK_PER_ENDPOINT: String(PER_ENDPOINT), TANDEM_SMTP_URL: smtp.url, TANDEM_SMTP_FROM: "Support <support@acme.test>" },
    });
    sql = testSql({ database: pg.url });
    // Due at the cycle's next tick (the next :00 of the wall clock), checked by the last test.
    periodEnd = await seedDueRenewals(pg.url, RENEWING);
  }, 180_000);

  afterAll(async () => {
    if (cluster) killNodes([...cluster.api, ...cluster.workers]);
    await sql?.close();
    await Promise.all(receivers.map((r) => r.receiver.close()));
    // smtp-server waits up to its closeTimeout (30 s) for connections a stopped node's pool left open.
    await smtp?.close();
    await pg?.stop();
  }, 120_000);

  const desks = () => cluster.api.map((n) => createDeskClient({ baseUrl: `${n.url}/v1`, apiKey: cluster.keys.desk }));
  const revenues = () => cluster.api.map((n) => createRevenueClient({ baseUrl: `${n.revenueUrl}/v1`, apiKey: cluster.keys.revenue }));

  it("desk webhooks: each Desk-Delivery id arrives once, at most TANDEM_WEBHOOK_PER_ENDPOINT in flight per endpoint, sequences 1..N in commit order", { timeout: 60_000 }, async () => {
    const [a, b] = desks();
    const hooks = await Promise.all([slowReceiver(100), slowReceiver(100), slowReceiver(100)]);
    receivers.push(...hooks);
    for (const h of hooks) await unwrap(a!.POST("/webhook_endpoints", { body: { url: h.receiver.url, events: ["ticket.created"] } }));

    const TICKETS = 40;
    const tickets = await Promise.all(
      Array.from({ length: TICKETS }, (_, i) => unwrap((i % 2 ? b! : a!).POST("/tickets", { body: { contact: { external_id: `w${i % 7}` }, type: "bug", title: `crash ${i}` } }))),
    );
    await until(() => hooks.every((h) => h.receiver.requests.length >= TICKETS), "every delivery received", 45_000);

    for (const h of hooks) {
      const ids = h.receiver.requests.map((q) => String(q.headers["desk-delivery"]));
      expect(duplicates(ids)).toEqual([]);
      expect(ids).toHaveLength(TICKETS);
      // Two senders (four while every node is `all`) each hold at most PER_ENDPOINT: the limit is the endpoint's, across them.
      expect(h.maxInFlight()).toBeLessThanOrEqual(PER_ENDPOINT);
      expect(h.maxInFlight()).toBeGreaterThan(0);
    }
    // The same events reached every endpoint: one per ticket created.
    const events = hooks[0]!.receiver.events();
    expect(new Set(events.map((e) => e.id)).size).toBe(TICKETS);
    for (const h of hooks.slice(1)) expect(new Set(h.receiver.events().map((e) => e.id))).toEqual(new Set(events.map((e) => e.id)));

    // Sequences gap-free across every event of the workspace's test mode (contacts' events included).
    const all = await sql.all<{ sequence: number }>("SELECT e.sequence FROM events e JOIN spaces s ON s.id = e.space_id WHERE s.mode = 'test' ORDER BY e.sequence");
    expect(all.map((r) => r.sequence)).toEqual(all.map((_, i) => i + 1));
    // In commit order: a ticket's number and its event's sequence are taken in one unit, so they rise together.
    const numberOf = new Map(tickets.map((t) => [t._id, t.number]));
    const bySequence = [...events].sort((x, y) => x.sequence - y.sequence).map((e) => numberOf.get(e.data._id));
    expect(bySequence).toEqual([...tickets.map((t) => t.number)].sort((x, y) => x - y));
  });

  it("billing webhooks: each event reaches each webhook once, the per-endpoint limit held across the senders", { timeout: 60_000 }, async () => {
    const [a, b] = revenues();
    const hooks = await Promise.all([slowReceiver(100), slowReceiver(100)]);
    receivers.push(...hooks);
    for (const [i, h] of hooks.entries()) await unwrap(a!.POST("/webhooks.create", { body: { id: `hook-${i}`, url: h.receiver.url, events: ["customer.plan.attached"] } }));
    await unwrap(a!.POST("/plans.create", { body: { plan_id: "hooks-free", name: "Free" } }));

    const CUSTOMERS = 30;
    await Promise.all(
      Array.from({ length: CUSTOMERS }, async (_, i) => {
        const rv = i % 2 ? b! : a!;
        await unwrap(rv.POST("/customers.get_or_create", { body: { customer_id: `hooks-${i}` } }));
        await unwrap(rv.POST("/billing.attach", { body: { customer_id: `hooks-${i}`, plan_id: "hooks-free" } }));
      }),
    );
    await until(() => hooks.every((h) => h.receiver.requests.length >= CUSTOMERS), "every billing delivery received", 45_000);

    for (const h of hooks) {
      // `webhook-id` is the event's id, the same for every webhook: once per receiver is once per delivery.
      const ids = h.receiver.requests.map((q) => String(q.headers["webhook-id"]));
      expect(duplicates(ids)).toEqual([]);
      expect(ids).toHaveLength(CUSTOMERS);
      expect(h.maxInFlight()).toBeLessThanOrEqual(PER_ENDPOINT);
    }
    const sequences = hooks[0]!.receiver.events().map((e) => e.sequence as number);
    const all = await sql.all<{ sequence: number }>("SELECT e.sequence FROM rv_webhook_events e JOIN spaces s ON s.id = e.space_id WHERE s.mode = 'test' ORDER BY e.sequence");
    expect(all.map((r) => r.sequence)).toEqual(all.map((_, i) => i + 1));
    expect(sequences.every((s) => all.some((r) => r.sequence === s))).toBe(true);
  });

  it("e-mail: every reply is mailed once with several senders on one database", { timeout: 60_000 }, async () => {
    const [a, b] = desks();
    smtp.delayMs = 50;
    const MAILS = 20;
    await Promise.all(
      Array.from({ length: MAILS }, async (_, i) => {
        const desk = i % 2 ? b! : a!;
        const c = await unwrap(desk.POST("/conversations", { body: { contact: { external_id: `m${i}`, email: `m${i}@example.com` }, body: "help", subject: `Case ${i}` } }));
        await unwrap(desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: `answer ${i}` } }));
      }),
    );
    await until(async () => (await sql.all("SELECT 1 FROM mail_deliveries WHERE status <> 'sent'")).length === 0 && smtp.arrived.length >= MAILS, "every mail sent", 45_000);
    const ids = smtp.arrived.map((m) => String(m.mail.messageId));
    expect(duplicates(ids)).toEqual([]);
    expect(ids).toHaveLength(MAILS);
    // One attempt per mail: no second sender started one.
    expect((await sql.get<{ n: number }>("SELECT count(*) AS n FROM mail_attempts"))!.n).toBe(MAILS);
  });

  it("the billing cycle renews each due customer once: one renewal claim, one invoice, one charge each", { timeout: 90_000 }, async () => {
    const count = async (q: string, ...p: unknown[]) => (await sql.get<{ n: number }>(q, ...p))!.n;
    // The job fires at the next :00 on every node; one of them runs it (job lease, then the period's claim).
    await until(async () => (await count("SELECT count(*) AS n FROM rv_invoices WHERE status = 'paid'")) >= RENEWING, "every renewal invoiced and paid", 80_000);
    // Nothing after it: another node's run (or a second tick) would find nothing due.
    expect(await count("SELECT count(*) AS n FROM rv_renewals WHERE period_end = ?", periodEnd)).toBe(RENEWING);
    expect(await count("SELECT count(*) AS n FROM rv_renewals")).toBe(RENEWING);
    expect(await count("SELECT count(*) AS n FROM rv_invoices")).toBe(RENEWING);
    expect(await count("SELECT count(DISTINCT customer_seq) AS n FROM rv_invoices")).toBe(RENEWING);
    expect(await count("SELECT max(number) - min(number) + 1 AS n FROM rv_invoices")).toBe(RENEWING);
    expect(await count("SELECT count(*) AS n FROM rv_sandbox_charges")).toBe(RENEWING);
    expect(await count("SELECT count(*) AS n FROM rv_subscriptions WHERE current_period_start = ? AND past_due = 0", periodEnd)).toBe(RENEWING);
    // The job's period was claimed once (the table keeps the last period per job).
    expect(await count("SELECT count(*) AS n FROM job_periods WHERE name = 'billing.cycle'")).toBe(1);
  });
});
