/**
 * Issue 29, item 9 (the worker half): kill -9 of the process doing the background work, mid-delivery
 * and mid-renewal-run, with two API nodes and two workers on one PostgreSQL. The others (or a
 * restarted worker) finish: every event delivered (a duplicate only of a delivery the killed process
 * held at the kill), nothing renewed or charged twice. Until roles land every node is an `all` node:
 * the process killed is the one that holds the work's lease, whatever its role.
 *
 * The billing cycle fires every minute at :00: the killed run's customers are finished at the next
 * tick by another node, so this file waits for up to two ticks.
 */
import { createDeskClient, unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, type Node, startCluster } from "./support/cluster.js";
import { type FreshPostgres, freshPostgres } from "./support/postgres.js";
import { testSql, type TestSql } from "./support/sql.js";
import { duplicates, nodeOfHolder, seedDueRenewals, killNodes, type SlowReceiver, slowReceiver, until } from "./support/workers.js";

describe.runIf(process.env.TANDEM_TEST_ENGINE === "postgres")("kill -9 of a worker on one PostgreSQL", () => {
  let pg: FreshPostgres;
  let cluster: Cluster;
  let sql: TestSql;
  let hook: SlowReceiver | undefined;
  /** Every node started, in start order (the restarted ones too). */
  const nodes: Node[] = [];

  beforeAll(async () => {
    pg = await freshPostgres("cluster_workers_crash");
    // Charges take 100 ms at the sandbox, so a renewal run of many customers lasts long enough to be cut.
    cluster = await startCluster(pg.url, { api: 2, workers: 2, env: { TANDEM_SANDBOX_LATENCY_MS: "100" } });
    nodes.push(...cluster.api, ...cluster.workers);
    sql = testSql({ database: pg.url });
  }, 180_000);

  afterAll(async () => {
    if (cluster) killNodes(nodes);
    await sql?.close();
    await hook?.receiver.close();
    await pg?.stop();
  }, 120_000);

  const alive = () => nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null);
  const holderOf = async (lease: string) => (await sql.get<{ holder: string }>("SELECT holder FROM leases WHERE name = ?", lease))?.holder;

  it("kill -9 of the webhook sender mid-delivery: another process delivers every event; duplicates only of deliveries it held", { timeout: 90_000 }, async () => {
    hook = await slowReceiver(300);
    const desks = cluster.api.map((n) => createDeskClient({ baseUrl: `${n.url}/v1`, apiKey: cluster.keys.desk }));
    await unwrap(desks[0]!.POST("/webhook_endpoints", { body: { url: hook.receiver.url, events: ["ticket.created"] } }));
    const TICKETS = 40;
    await Promise.all(
      Array.from({ length: TICKETS }, (_, i) => unwrap(desks[i % 2]!.POST("/tickets", { body: { contact: { external_id: `k${i % 5}` }, type: "bug", title: `crash ${i}` } }))),
    );
    await until(() => hook!.receiver.requests.length >= 3 && hook!.receiver.hanging() > 0, "deliveries in flight");

    // The process holding the most deliveries (the sender's lease holder, or a node that sent an event's first attempt at once).
    const holder = (await sql.get<{ holder: string }>(
      "SELECT holder FROM delivery_claims WHERE outbox = 'webhook_deliveries' GROUP BY holder ORDER BY count(*) DESC LIMIT 1",
    ))!.holder;
    const victim = nodeOfHolder(nodes, holder)!;
    expect(victim).toBeDefined();
    await victim.stop("SIGKILL");
    // What the dead process held at its death (read after it: it can change nothing now).
    const held = await sql.all<{ id: string }>(
      "SELECT d.id FROM delivery_claims c JOIN webhook_deliveries d ON d.seq = c.seq WHERE c.outbox = 'webhook_deliveries' AND c.holder = ?",
      holder,
    );
    expect(held.length).toBeGreaterThan(0);
    // Another process frees the dead one's claims at once (its lease) or within TAKE_OVER_EVERY_MS, not after their 60 s lease.

    await until(async () => (await sql.get<{ n: number }>("SELECT count(*) AS n FROM webhook_deliveries WHERE status <> 'succeeded'"))!.n === 0, "every delivery succeeded", 30_000);
    const received = hook.receiver.requests.map((q) => String(q.headers["desk-delivery"]));
    const all = await sql.all<{ id: string }>("SELECT id FROM webhook_deliveries");
    expect(all).toHaveLength(TICKETS);
    // Every delivery at least once…
    expect(new Set(received)).toEqual(new Set(all.map((d) => d.id)));
    // …and twice only where the killed process held it (its attempt may have reached the receiver).
    const heldIds = new Set(held.map((h) => h.id));
    expect(duplicates(received).filter((id) => !heldIds.has(id))).toEqual([]);
    // Nothing is held by the dead process any more, and the sender's lease is a live process's.
    expect(await sql.all("SELECT 1 FROM delivery_claims WHERE holder = ?", holder)).toEqual([]);
    expect(await holderOf("desk.webhook-sender")).not.toBe(holder);
  });

  it("kill -9 of the billing cycle's run mid-way: the next tick on another process finishes it; one invoice and one charge per customer", { timeout: 200_000 }, async () => {
    const N = 300;
    const periodEnd = await seedDueRenewals(pg.url, N);
    const count = async (q: string, ...p: unknown[]) => (await sql.get<{ n: number }>(q, ...p))!.n;
    // The run starts at the next :00 of the wall clock; killed once some renewals are paid and others not yet.
    await until(async () => (await count("SELECT count(*) AS n FROM rv_invoices WHERE status = 'paid'")) > 0, "the run under way", 80_000);
    const holder = (await holderOf("job:billing.cycle"))!;
    const victim = nodeOfHolder(nodes, holder)!;
    expect(victim).toBeDefined();
    await victim.stop("SIGKILL");
    const paidAtKill = await count("SELECT count(*) AS n FROM rv_invoices WHERE status = 'paid'");
    expect(paidAtKill).toBeLessThan(N);
    // A restarted worker (the cluster keeps two when roles are in force); any live node may run the next tick.
    nodes.push(await cluster.add("worker"));

    await until(async () => (await count("SELECT count(*) AS n FROM rv_invoices WHERE status = 'paid'")) === N, "every renewal paid", 150_000);
    expect(await count("SELECT count(*) AS n FROM rv_renewals WHERE period_end = ?", periodEnd)).toBe(N);
    expect(await count("SELECT count(*) AS n FROM rv_renewals")).toBe(N);
    expect(await count("SELECT count(*) AS n FROM rv_invoices")).toBe(N);
    expect(await count("SELECT count(DISTINCT customer_seq) AS n FROM rv_invoices")).toBe(N);
    expect(await count("SELECT max(number) - min(number) + 1 AS n FROM rv_invoices")).toBe(N);
    // One sandbox charge per invoice (keyed by it): a charge the killed run made is not taken again.
    expect(await count("SELECT count(*) AS n FROM rv_sandbox_charges")).toBe(N);
    expect(await count("SELECT count(*) AS n FROM rv_subscriptions WHERE current_period_start = ? AND past_due = 0", periodEnd)).toBe(N);
    // A live process ran the rest: the cycle's lease is no longer the dead one's.
    expect(alive().length).toBeGreaterThan(0);
    expect(await holderOf("job:billing.cycle")).not.toBe(holder);
  });
});
