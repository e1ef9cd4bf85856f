/**
 * kill -9 of an API node under load (issue 29, the API half of item 9): two API nodes and a worker
 * on one PostgreSQL (test/support/cluster.ts). Tracks, desk writes (replies and tickets) and paid
 * attaches charged to the card on file, each with its own Idempotency-Key, alternate between the
 * nodes; node A is killed with SIGKILL mid-flight. Every write answered 2xx (by either node) is
 * there; every request that got no answer is retried on node B with its key and completes (2xx,
 * or the replay of what the dead node committed); no charge is taken twice, no invoice doubled,
 * usage equals the tracked keys. PostgreSQL run of the suite only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, startCluster } from "./support/cluster.js";
import { type Answer, cardOnFile, type HttpClient, httpClient, ok, sqlOn } from "./support/cluster-client.js";
import { type FreshPostgres, freshPostgres } from "./support/postgres.js";

const TRACKS = 600;
const MESSAGES = 100;
const TICKETS = 100;
const BUYERS = 16;
const CONVERSATIONS = 10;
/** Node A is killed once this many requests were answered (about a third). */
const KILL_AFTER = 250;

const env = {
  TANDEM_DESK_RATE_LIMIT_PER_MINUTE: "10000000",
  TANDEM_REVENUE_RATE_LIMIT_PER_SECOND: "10000000",
  TANDEM_REVENUE_USAGE_RATE_LIMIT_PER_SECOND: "10000000",
  // Each attach's provider calls are held: some are mid-charge when node A dies.
  TANDEM_SANDBOX_LATENCY_MS: "300",
};

type Write =
  | { kind: "track"; key: string }
  | { kind: "message"; key: string; conversation: string }
  | { kind: "ticket"; key: string }
  | { kind: "attach"; key: string; customer: string };

describe.runIf(process.env.TANDEM_TEST_ENGINE === "postgres")("kill -9 of an API node under load", () => {
  let db: FreshPostgres;
  let cluster: Cluster;
  let c: HttpClient;
  let sql: ReturnType<typeof sqlOn>;

  beforeAll(async () => {
    db = await freshPostgres("cluster_kill");
    cluster = await startCluster(db.url, { api: 2, workers: 1, env });
    c = httpClient({ maxSockets: 48 });
    sql = sqlOn(db.url);
  }, 120_000);
  afterAll(async () => {
    c?.destroy();
    await sql?.end();
    await cluster?.stop();
    await db?.stop();
  });

  it("keeps every write answered 2xx, completes every unanswered one retried on the other node with its key, charges once and counts each tracked key once", { timeout: 90_000 }, async () => {
    const [a, b] = cluster.api;
    const { desk: deskKey, revenue: rvKey } = cluster.keys;
    const send = (node: typeof a, w: Write, i: number): Promise<Answer> => {
      const headers = { "idempotency-key": w.key };
      switch (w.kind) {
        case "track":
          return c.rv(node, rvKey, "balances.track", { customer_id: "metered", feature_id: "units", value: 1 }, headers);
        case "attach":
          return c.rv(node, rvKey, "billing.attach", { customer_id: w.customer, plan_id: "pro" }, headers);
        case "message":
          return c.desk(node, deskKey, `/conversations/${w.conversation}/messages`, { body: `reply ${i}` }, headers);
        case "ticket":
          return c.desk(node, deskKey, "/tickets", { contact: { external_id: `reporter_${i % 20}` }, type: "bug", title: `crash ${i}` }, headers);
      }
    };

    ok(await c.rv(a, rvKey, "features.create", { feature_id: "units", name: "Units", type: "metered", consumable: true }));
    ok(await c.rv(b, rvKey, "plans.create", { plan_id: "plenty", name: "Plenty", group: "metered", items: [{ feature_id: "units", included: 1_000_000 }] }));
    ok(await c.rv(a, rvKey, "plans.create", { plan_id: "pro", name: "Pro", price: { amount: 20, interval: "month" } }));
    ok(await c.rv(b, rvKey, "customers.get_or_create", { customer_id: "metered" }));
    ok(await c.rv(a, rvKey, "billing.attach", { customer_id: "metered", plan_id: "plenty" }));
    const buyers = Array.from({ length: BUYERS }, (_, k) => `buyer_${k}`);
    await Promise.all(
      buyers.map(async (id, k) => {
        const node = k % 2 ? b : a;
        ok(await c.rv(node, rvKey, "customers.get_or_create", { customer_id: id }));
        await cardOnFile(c, node, rvKey, id);
      }),
    );
    const conversations = await Promise.all(
      Array.from({ length: CONVERSATIONS }, async (_, i) => ok(await c.desk(i % 2 ? b : a, deskKey, "/conversations", { contact: { external_id: `visitor_${i}` }, body: "help" })).data._id as string),
    );

    // The load, kinds interleaved; the attaches spread through it.
    const plan: Write[] = [];
    for (let t = 0, m = 0, k = 0, n = 0; plan.length < TRACKS + MESSAGES + TICKETS + BUYERS; n++) {
      if (n % 6 === 0 && m < MESSAGES) plan.push({ kind: "message", key: `message-${m}`, conversation: conversations[m++ % CONVERSATIONS] });
      else if (n % 6 === 3 && k < TICKETS) plan.push({ kind: "ticket", key: `ticket-${k++}` });
      else if (n % 50 === 7 && plan.filter((w) => w.kind === "attach").length < BUYERS) {
        const customer = buyers[plan.filter((w) => w.kind === "attach").length];
        plan.push({ kind: "attach", key: `attach-${customer}`, customer });
      } else if (t < TRACKS) plan.push({ kind: "track", key: `track-${t++}` });
      else if (plan.filter((w) => w.kind === "attach").length < BUYERS) {
        const customer = buyers[plan.filter((w) => w.kind === "attach").length];
        plan.push({ kind: "attach", key: `attach-${customer}`, customer });
      }
    }
    let answered = 0;
    let killed: Promise<number | null> | undefined;
    const first = await Promise.all(
      plan.map(async (w, i) => {
        const node = i % 2 === 0 ? a : b;
        const ans = await send(node, w, i);
        if (ans.status !== 0 && ++answered === KILL_AFTER) killed = a.stop("SIGKILL");
        return { w, i, node, a: ans };
      }),
    );
    expect(await killed).toBe(null);
    const cut = first.filter((r) => r.a.status === 0);
    const answers = first.filter((r) => r.a.status !== 0);
    // The kill came mid-flight: some answered, some cut off (only node A's: B never stopped).
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.every((r) => r.node === a)).toBe(true);
    // Every answer, from either node, was a success.
    expect(answers.filter((r) => r.a.status >= 300).map((r) => `${r.w.kind} ${r.w.key}: ${r.a.status} ${JSON.stringify(r.a.body)}`)).toEqual([]);

    // Clients retry every request that got no answer on node B with the same key: each completes.
    const retried = await Promise.all(cut.map(async (r) => ({ ...r, a: await send(b, r.w, r.i) })));
    const isReplay = (x: Answer) => x.status === 409 && x.body?.code === "idempotency_replay";
    expect(retried.filter((r) => !(r.a.status < 300 || isReplay(r.a))).map((r) => `${r.w.kind} ${r.w.key}: ${r.a.status} ${JSON.stringify(r.a.body)}`)).toEqual([]);
    console.log(
      `[cluster-kill] ${plan.length} writes: ${answers.length} answered before/around the kill (${answers.filter((r) => r.node === a).length} by node A), ${cut.length} cut off and retried on B: ${retried.filter((r) => isReplay(r.a)).length} replays of what A committed, ${retried.filter((r) => r.a.status < 300).length} run now`,
    );
    const final = [...answers, ...retried].map((r) => ({ ...r, body: isReplay(r.a) ? r.a.body.data.response : r.a.body }));

    // Every acknowledged ticket and reply is there (read on node B).
    const ticketIds = final.filter((r) => r.w.kind === "ticket").map((r) => r.body.data._id as string);
    expect(ticketIds).toHaveLength(TICKETS);
    const reads = await Promise.all(ticketIds.map((id) => c.desk(b, deskKey, `/tickets/${id}`)));
    expect(reads.filter((x) => x.status !== 200)).toEqual([]);
    const ticketRows = await sql.rows<{ n: number; numbers: number }>("SELECT count(*)::int AS n, count(DISTINCT number)::int AS numbers FROM tickets");
    expect(ticketRows[0]).toEqual({ n: TICKETS, numbers: TICKETS });
    const stored = new Set<string>();
    for (const conv of conversations) {
      for (let cursor: string | null = null; ; ) {
        const page = ok(await c.desk(b, deskKey, `/conversations/${conv}/messages?limit=100${cursor ? `&before=${cursor}` : ""}`));
        for (const m of page.data.items as { _id: string }[]) stored.add(m._id);
        if (!(cursor = page.data.nextCursor)) break;
      }
    }
    const messageIds = final.filter((r) => r.w.kind === "message").map((r) => r.body.data._id as string);
    expect(messageIds).toHaveLength(MESSAGES);
    expect(messageIds.filter((id) => !stored.has(id))).toEqual([]);
    // One message per key: the first message of each conversation plus the replies, none doubled.
    expect(stored.size).toBe(CONVERSATIONS + MESSAGES);

    // Usage is the number of distinct tracked keys (each once, whoever answered it).
    const usage = ok(await c.rv(b, rvKey, "balances.check", { customer_id: "metered", feature_id: "units" })).balance.usage;
    expect(usage).toBe(TRACKS);

    // Paid attaches: each buyer on the plan, one paid invoice of $20, charged once.
    for (const r of final.filter((x) => x.w.kind === "attach")) expect(r.body.invoice?.status, JSON.stringify(r.body)).toBe("paid");
    const invoices = await sql.rows<{ customer: string; status: string; total: number; number: number }>(
      "SELECT c.id AS customer, i.status, i.total::int AS total, i.number::int AS number FROM rv_invoices i JOIN rv_customers c ON c.seq = i.customer_seq ORDER BY i.number",
    );
    for (const id of buyers) {
      expect(invoices.filter((i) => i.customer === id && i.status !== "void").map((i) => [i.status, i.total]), id).toEqual([["paid", 2000]]); // minor units
    }
    // Invoice numbers stay gap-free and unique through the kill.
    expect(invoices.map((i) => i.number)).toEqual(invoices.map((_, k) => k + 1));
    // The sandbox's charges: one successful charge per buyer (its key is the invoice id).
    const charges = await sql.rows<{ idempotency_key: string; result: string }>("SELECT idempotency_key, result FROM rv_sandbox_charges");
    const succeeded = charges.filter((ch) => (JSON.parse(ch.result) as { status: string }).status === "succeeded");
    expect(succeeded).toHaveLength(BUYERS);
    const paidIds = new Set((await sql.rows<{ id: string }>("SELECT id FROM rv_invoices WHERE status = 'paid'")).map((r) => r.id));
    expect(new Set(succeeded.map((ch) => ch.idempotency_key))).toEqual(paidIds);
    for (const id of buyers) {
      const subs = ok(await c.rv(b, rvKey, "customers.get", { customer_id: id })).subscriptions as { plan_id: string; status: string }[];
      expect(subs.map((s) => [s.plan_id, s.status])).toEqual([["pro", "active"]]);
    }
  });
});
