/**
 * Nodes tell a dead node by its silence (issue 29): every node beats every 2 s, and the claims,
 * leases and delivery claims of one silent for 15 s (or stopped) are taken over at once, whatever
 * machine it ran on, instead of after their own leases. PostgreSQL run only (on SQLite every
 * process is on one machine and a dead one is told by its pid).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { decide, IDEMPOTENCY_TTL_MS } from "../src/platform/idempotency/idempotency.rules.js";
import { createLease } from "../src/platform/leases/leases.repo.js";
import { STALE_MS, startLiveness } from "../src/platform/nodes/liveness.js";
import { pgPlatformRepos } from "../src/store/postgres/platform/index.js";
import { openTandem, type Tandem } from "../src/tandem.js";
import { type FreshPostgres, freshPostgres } from "./support/postgres.js";

describe.runIf(process.env.TANDEM_TEST_ENGINE === "postgres")("nodes' beats on PostgreSQL", () => {
  const clock = manualClock(Date.UTC(2026, 5, 1));
  let db: FreshPostgres;
  let a: Tandem;
  let b: Tandem;
  let sql: pg.Pool;

  beforeAll(async () => {
    db = await freshPostgres("liveness");
    a = await openTandem(db.url, clock, { role: "api" });
    b = await openTandem(db.url, clock, { role: "worker" });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled([a?.close(), b?.close(), sql?.end()]);
    await db?.stop();
  });

  /** Another machine's node that beat once and then went silent (a kill -9, a machine gone). */
  const otherMachine = async (name: string) => {
    const node = `other-host-${name}:4242:${name}`;
    const liveness = await startLiveness(pgPlatformRepos.nodes(sql), node, "worker", { beatMs: 3_600_000 });
    return { node, liveness };
  };
  const silence = (node: string, ms: number) => sql.query("UPDATE nodes SET seen_at = seen_at - $2 WHERE node = $1", [node, ms]);

  it("lists every node with its role once it beat", async () => {
    const nodes = await a.liveness!.beat();
    const mine = nodes.filter((n) => n.node === a.owners.self || n.node === b.owners.self);
    expect(mine.map((n) => n.role).sort()).toEqual(["api", "worker"]);
    expect(mine.every((n) => n.age_ms >= 0 && n.age_ms < STALE_MS)).toBe(true);
    expect(a.owners.gone(b.owners.self)).toBe(false);
    // Limits are shared out among the nodes that serve requests: the api node, not the worker.
    await b.liveness!.beat();
    expect([a.liveness!.serving(), b.liveness!.serving()]).toEqual([1, 1]);
  });

  it("takes over an idempotency claim and a lease of another machine's node once it has been silent for 15 s, not before", async () => {
    const x = await otherMachine("x");
    const scope = { spaceId: 1, operation: "billing.attach", key: "k1" };
    const now = clock.now();
    await a.store.write((tx) => tx.use(a.repos.idempotency).claim(scope, "h", now, now + IDEMPOTENCY_TTL_MS, x.node));
    const stored = (await a.store.read.use(a.repos.idempotency).get(scope))!;
    const lease = createLease(a.store.read.use(a.repos.leases), "job:renewals", `${x.node}/l1`, 60_000, () => clock.now());
    expect(await lease.hold()).toBe(true);
    const mine = a.lease("job:renewals", 60_000);

    // Alive (it beat just now): its claim is in progress and its lease is its own.
    await a.liveness!.beat();
    expect(decide(stored, "h", clock.now(), a.owners)).toBe("in_progress");
    expect(await mine.hold()).toBe(false);

    // Silent for a little less than STALE_MS: still alive.
    await silence(x.node, STALE_MS - 2_000);
    await a.liveness!.beat();
    expect(a.owners.gone(x.node)).toBe(false);
    expect(await mine.hold()).toBe(false);

    // Silent past it: gone, its claim runs again here and its lease is taken at once.
    await silence(x.node, 4_000);
    await a.liveness!.beat();
    expect(a.owners.gone(x.node)).toBe(true);
    expect(a.owners.gone(`${x.node}/l1`)).toBe(true);
    expect(decide(stored, "h", clock.now(), a.owners)).toBe("run");
    expect(await mine.hold()).toBe(true);
    await x.liveness.stop();
  });

  it("sees a node that stopped cleanly as gone at once, and one never seen as not gone (its claims wait for their leases)", async () => {
    const y = await otherMachine("y");
    await a.liveness!.beat();
    expect(a.owners.gone(y.node)).toBe(false);
    await y.liveness.stop();
    await a.liveness!.beat();
    expect(a.owners.gone(y.node)).toBe(true);
    expect(a.owners.gone("never-seen-host:1:zzz")).toBe(false);
  });

  it("forgets nodes silent for a day", async () => {
    const z = await otherMachine("z");
    await silence(z.node, 25 * 60 * 60 * 1000);
    await a.liveness!.beat();
    const after = await a.liveness!.beat();
    expect(after.map((n) => n.node)).not.toContain(z.node);
  });
});
