/**
 * kill -9 on PostgreSQL: `tandem serve --database-url` as a child, 3,000 requests in flight at once
 * (metering on one customer, desk writes whose events go to a webhook receiver), SIGKILL once about
 * a third are answered, restart on the same database. Every write answered 2xx before the kill is
 * there, a retry with the same idempotency key never counts twice, and every event of an answered
 * desk write reaches the receiver. Runs in both runs of the suite (test/support/postgres.ts).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Served, serveTandem, stopTandem } from "./support/cli.js";
import { type FreshPostgres, freshPostgres } from "./support/postgres.js";

const TRACKS = 2400;
const MESSAGES = 300;
const TICKETS = 300;
const CONVERSATIONS = 20;
/** Killed once this many requests were answered (about a third). */
const KILL_AFTER = 1000;

// No rate limit gets in the way of the burst: every refusal would be one write fewer to check.
const env = {
  TANDEM_DESK_RATE_LIMIT_PER_MINUTE: "10000000",
  TANDEM_REVENUE_RATE_LIMIT_PER_SECOND: "10000000",
  TANDEM_REVENUE_USAGE_RATE_LIMIT_PER_SECOND: "10000000",
  // One endpoint gets every event: let the sender use all its slots on it.
  TANDEM_WEBHOOK_PER_ENDPOINT: "32",
};

let db: FreshPostgres;
/** What the receiver got: each delivery's event kind and the id of its record. */
const received: { delivery: string; type: string; id: string }[] = [];
const receiver = http.createServer((req, res) => {
  let body = "";
  req.on("data", (d) => (body += d));
  req.on("end", () => {
    const e = JSON.parse(body) as { type: string; data: { _id?: string } };
    received.push({ delivery: String(req.headers["desk-delivery"]), type: e.type, id: String(e.data._id) });
    res.end("ok");
  });
});
let hookUrl = "";

beforeAll(async () => {
  db = await freshPostgres("kill");
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
}, 120_000);
afterAll(async () => {
  receiver.close();
  await db?.stop();
});

interface Answer {
  status: number;
  body: unknown;
}

/** Requests over keep-alive sockets (a bounded number per API: the rest wait in the agent, in flight from the test's side). */
function client(agent: http.Agent) {
  return (url: string, key: string, body?: unknown): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = http.request(
        url,
        { method: body === undefined ? "GET" : "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, agent },
        (res) => {
          let text = "";
          res.on("data", (d) => (text += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text === "" ? null : JSON.parse(text) }));
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(body === undefined ? undefined : JSON.stringify(body));
    });
}

async function until(check: () => boolean | Promise<boolean>, what: string, limitMs = 20_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const keyOf = (served: Served, prefix: string) => new RegExp(`^\\s+(${prefix}\\S+)$`, "m").exec(served.output)![1];

type Outcome = { kind: "track"; key: string } | { kind: "message"; conversation: string } | { kind: "ticket" };

describe("kill -9 on PostgreSQL", () => {
  it("keeps every write answered before a SIGKILL among 3,000 in flight, never counts a retried track twice, and delivers every acknowledged desk event", { timeout: 180_000 }, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    let first: Served | undefined = await serveTandem(db.url, { env });
    let second: Served | undefined;
    try {
      const deskKey = keyOf(first, "dsk_test_");
      const rvKey = keyOf(first, "rv_sk_test_");
      const call = client(agent);
      const desk = (s: Served, path: string, body?: unknown) => call(`${s.url}/v1${path}`, deskKey, body);
      const rv = (s: Served, op: string, body: unknown) => call(`${s.revenueUrl}/v1/${op}`, rvKey, body);
      const must = async (p: Promise<Answer>) => {
        const a = await p;
        expect(a.status, JSON.stringify(a.body)).toBeLessThan(300);
        return (a.body as { data: Record<string, unknown> }).data ?? a.body;
      };

      await must(desk(first, "/webhook_endpoints", { url: hookUrl, events: ["*"] }));
      await must(rv(first, "features.create", { feature_id: "msgs", name: "Messages", type: "metered", consumable: true }));
      await must(rv(first, "plans.create", { plan_id: "big", name: "Big", auto_enable: true, items: [{ feature_id: "msgs", included: 100_000_000 }] }));
      await must(rv(first, "customers.get_or_create", { customer_id: "c1" }));
      const conversations = await Promise.all(
        Array.from({ length: CONVERSATIONS }, async (_, i) => String((await must(desk(first!, "/conversations", { contact: { external_id: `v${i}` }, body: "help" })))._id)),
      );
      // 3,000 at once, the kinds interleaved (8 : 1 : 1): tracks (each its own key), replies, new tickets.
      const plan: Outcome[] = [];
      for (let t = 0, m = 0; plan.length < TRACKS + MESSAGES + TICKETS; ) {
        for (let n = 0; n < TRACKS / TICKETS; n++) plan.push({ kind: "track", key: `track-${t++}` });
        plan.push({ kind: "message", conversation: conversations[m++ % CONVERSATIONS] }, { kind: "ticket" });
      }
      const served = first;
      let answered = 0;
      let killed: Promise<number | null> | undefined;
      const results = await Promise.all(
        plan.map(async (o, i) => {
          const p =
            o.kind === "track"
              ? rv(served, "balances.track", { customer_id: "c1", feature_id: "msgs", value: 1, idempotency_key: o.key })
              : o.kind === "message"
                ? desk(served, `/conversations/${o.conversation}/messages`, { body: `reply ${i}` })
                : desk(served, "/tickets", { contact: { external_id: `k${i % 20}` }, type: "bug", title: `crash ${i}` });
          try {
            const a = await p;
            if (++answered === KILL_AFTER) killed = stopTandem(served.child, "SIGKILL");
            return { o, a };
          } catch {
            return { o, a: undefined }; // cut off by the kill
          }
        }),
      );
      await killed;
      first = undefined;
      agent.destroy();
      const answers = results.filter((r) => r.a !== undefined) as { o: Outcome; a: Answer }[];
      // The kill came in mid-flight: about a third answered, the rest cut off.
      expect(answers.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(answers.length).toBeLessThan(plan.length);
      // Every answer before the kill was a success (no 500, no 503 under the burst).
      expect(answers.filter((r) => r.a.status >= 300).map((r) => `${r.o.kind}: ${r.a.status} ${JSON.stringify(r.a.body)}`)).toEqual([]);
      const trackedOk = new Map(answers.filter((r) => r.o.kind === "track").map((r) => [(r.o as { key: string }).key, r.a.body]));
      const tickets = answers.filter((r) => r.o.kind === "ticket").map((r) => String((r.a.body as { data: { _id: string } }).data._id));
      const messages = answers
        .filter((r) => r.o.kind === "message")
        .map((r) => ({ conversation: (r.o as { conversation: string }).conversation, id: String((r.a.body as { data: { _id: string } }).data._id) }));
      expect(trackedOk.size).toBeGreaterThan(0);
      expect(tickets.length).toBeGreaterThan(0);
      expect(messages.length).toBeGreaterThan(0);

      // The dead process's sender lease and delivery claims are taken over at once (its holder was a
      // process of this machine that no longer exists), not after they expire.
      second = await serveTandem(db.url, { env });
      const after = new http.Agent({ keepAlive: true, maxSockets: 64 });
      const again = client(after);
      const s = second;
      const deskAgain = (path: string, body?: unknown) => again(`${s.url}/v1${path}`, deskKey, body);
      const rvAgain = (op: string, body: unknown) => again(`${s.revenueUrl}/v1/${op}`, rvKey, body);
      const usage = async () => {
        const a = await rvAgain("balances.check", { customer_id: "c1", feature_id: "msgs" });
        expect(a.status).toBe(200);
        return (a.body as { balance: { usage: number } }).balance.usage;
      };
      try {
        // Every track answered before the kill is counted; none counted that was never sent.
        const before = await usage();
        expect(before).toBeGreaterThanOrEqual(trackedOk.size);
        expect(before).toBeLessThanOrEqual(TRACKS);
        // Every answered ticket and reply is readable.
        const ticketReads = await Promise.all(tickets.map((id) => deskAgain(`/tickets/${id}`)));
        expect(ticketReads.filter((a) => a.status !== 200)).toEqual([]);
        const stored = new Set<string>();
        for (const c of conversations) {
          for (let cursor: string | null = null; ; ) {
            const page = await deskAgain(`/conversations/${c}/messages?limit=100${cursor ? `&before=${cursor}` : ""}`);
            expect(page.status).toBe(200);
            const { items, nextCursor } = (page.body as { data: { items: { _id: string }[]; nextCursor: string | null } }).data;
            for (const m of items) stored.add(m._id);
            if (!(cursor = nextCursor)) break;
          }
        }
        expect(messages.filter((m) => !stored.has(m.id))).toEqual([]);
        // Every track again with its key: one whose first request committed (answered or not) is
        // refused as a replay carrying the first answer (409 idempotency_replay, Autumn's wire
        // format), the others run now, once.
        const retries = await Promise.all(
          Array.from({ length: TRACKS }, async (_, t) => {
            const key = `track-${t}`;
            return { key, a: await rvAgain("balances.track", { customer_id: "c1", feature_id: "msgs", value: 1, idempotency_key: key }) };
          }),
        );
        const replayed = retries.filter((r) => r.a.status === 409 && (r.a.body as { code: string }).code === "idempotency_replay");
        const ran = retries.filter((r) => r.a.status === 200);
        expect(retries.filter((r) => !replayed.includes(r) && !ran.includes(r)).map((r) => `${r.key}: ${r.a.status} ${JSON.stringify(r.a.body)}`)).toEqual([]);
        for (const r of retries) {
          if (trackedOk.has(r.key)) expect({ key: r.key, replayed: (r.a.body as { data?: { response: unknown } }).data?.response }).toEqual({ key: r.key, replayed: trackedOk.get(r.key) });
        }
        // What the dead process committed is exactly what is replayed; the rest counted once now.
        expect(replayed.length).toBe(before);
        expect(await usage()).toBe(TRACKS);
        // Every event of an answered ticket or reply reaches the receiver (the sender resumed).
        const arrived = (type: string, id: string) => received.some((r) => r.type === type && r.id === id);
        const missing = () => [
          ...tickets.filter((id) => !arrived("ticket.created", id)),
          ...messages.filter((m) => !arrived("message.created", m.id)).map((m) => m.id),
        ];
        // The sender claims one delivery per round trip: on a busy machine a few hundred take a while.
        await until(() => missing().length === 0, "every acknowledged desk event at the receiver", 90_000).catch(() => {});
        expect(missing()).toEqual([]);
      } finally {
        after.destroy();
      }
    } finally {
      agent.destroy();
      if (first) await stopTandem(first.child, "SIGKILL");
      if (second) await stopTandem(second.child);
    }
  });
});

describe("lock order on PostgreSQL", () => {
  it("a ticket for a new contact takes the ticket counter before the event sequence (the other order deadlocked with concurrent tickets)", { timeout: 60_000 }, async () => {
    const url = await db.another("lock_order");
    const served = await serveTandem(url, { env });
    const holder = new pg.Client({ connectionString: url });
    const probe = new pg.Client({ connectionString: url });
    await holder.connect();
    await probe.connect();
    try {
      const deskKey = keyOf(served, "dsk_test_");
      const post = (body: unknown) => client(new http.Agent())(`${served.url}/v1/tickets`, deskKey, body);
      expect((await post({ contact: { external_id: "known" }, type: "bug", title: "first" })).status).toBe(201);
      const [{ space_id: spaceId }] = (await probe.query<{ space_id: string }>("SELECT space_id FROM ticket_counters")).rows;

      // Another unit holds the space's ticket counter; a ticket for a new contact comes in and waits.
      await holder.query("BEGIN");
      await holder.query("SELECT next_number FROM ticket_counters WHERE space_id = $1 FOR UPDATE", [spaceId]);
      const waiting = post({ contact: { external_id: "new-contact" }, type: "bug", title: "second" });
      await until(
        async () => (await probe.query("SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")).rowCount! > 0,
        "the ticket to wait for the counter",
      );
      // While it waits it holds no lock on the event sequence (a unit numbering an event is not blocked by it).
      await probe.query("BEGIN");
      const free = await probe.query("SELECT last_sequence FROM event_sequences WHERE space_id = $1 FOR UPDATE NOWAIT", [spaceId]).then(
        () => true,
        (err: { code?: string }) => err.code,
      );
      await probe.query("ROLLBACK");
      expect(free).toBe(true);

      await holder.query("ROLLBACK");
      expect((await waiting).status).toBe(201);
    } finally {
      await holder.end();
      await probe.end();
      await stopTandem(served.child);
    }
  });
});
