/**
 * Conformance of what analytics' triggers keep as usage and costs arrive (rv_an_buckets), for every
 * engine of engines.ts: the sums per hour and day of one feature over many customers (the rows are
 * sharded by customer, analytics.buckets sums the shards), and, on PostgreSQL, that tracks of two
 * customers of one space share no row lock: a unit recording one customer's usage or cost does not
 * wait for another unit recording another customer's of the same feature in the same hour (issue 29:
 * no single-row hot spot on the track path).
 */
import type pg from "pg";
import { describe, expect, it } from "vitest";
import type { NewCost } from "../../src/revenue/costs/costs.repo.js";
import type { NewEventRow } from "../../src/revenue/balances/balances.repo.js";
import type { RevenueRepos } from "../../src/revenue/repos.js";
import type { SubscriptionRow } from "../../src/revenue/customers/customers.repo.js";
import type { PgConn } from "../../src/store/postgres/conn.js";
import { newCustomer } from "../support/rows.js";
import { conformanceStore, ENGINES } from "./engines.js";

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** 2026-04-01 10:00 UTC. */
const T = Date.UTC(2026, 3, 1, 10);

describe.each(ENGINES)("revenue analytics sums ($name)", (engine) => {
  const fx = conformanceStore(engine);
  const { read, write, uid } = fx;
  const space = async (): Promise<number> => (await fx.workspace()).test;
  const addCustomer = (spaceId: number): Promise<number> => write((r) => r.customers.insert(newCustomer(spaceId, uid("cus"), T)));
  const event = (spaceId: number, customerSeq: number, value: number, at = T): NewEventRow => ({
    id: uid("evt"),
    space_id: spaceId,
    customer_seq: customerSeq,
    customer_id: "c",
    entity_id: null,
    feature_id: "msgs",
    event_name: null,
    value,
    properties: "{}",
    deductions: null,
    timestamp: at,
    created_at: at,
  });
  const cost = (spaceId: number, customerSeq: number, amount: number, at = T): NewCost => ({
    id: uid("cost"),
    space_id: spaceId,
    customer_seq: customerSeq,
    customer_id: "c",
    entity_id: null,
    feature_id: "msgs",
    source: null,
    model_id: null,
    amount,
    currency: "usd",
    original_amount: amount,
    original_currency: "usd",
    tokens: null,
    properties: "{}",
    timestamp: at,
    created_at: at,
  });

  it("the hour and day sums of one feature count every customer's usage and costs once, whatever row of the bucket they went to", async () => {
    const sp = await space();
    const customers: number[] = [];
    for (let i = 0; i < 20; i++) customers.push(await addCustomer(sp));
    await write(async (r) => {
      for (const [i, c] of customers.entries()) {
        await r.balances.insertEvent(event(sp, c, i + 1));
        await r.balances.insertEvent(event(sp, c, 100, T + HOUR));
        await r.costs.insert(cost(sp, c, 1000 + i));
      }
    });
    const sums = async (metric: "usage" | "cost", grain: number, from: number, to: number) =>
      (await read().analytics.buckets(sp, metric, grain, from, to)).map((s) => ({ ...s, n: Number(s.n), amount: Number(s.amount) }));
    expect(await sums("usage", HOUR, T, T + HOUR)).toEqual([{ key: "msgs", currency: "", n: 20, amount: 210 }]);
    expect(await sums("usage", HOUR, T + HOUR, T + 2 * HOUR)).toEqual([{ key: "msgs", currency: "", n: 20, amount: 2000 }]);
    expect(await sums("usage", DAY, T - (T % DAY), T - (T % DAY) + DAY)).toEqual([{ key: "msgs", currency: "", n: 40, amount: 2210 }]);
    expect(await sums("cost", HOUR, T, T + HOUR)).toEqual([{ key: "msgs", currency: "usd", n: 20, amount: 20 * 1000 + 190 }]);
    // A deleted customer's events and costs leave the sums (a removal finds its own row).
    await write((r) => r.customers.delete(customers[3]));
    expect(await sums("usage", DAY, T - (T % DAY), T - (T % DAY) + DAY)).toEqual([{ key: "msgs", currency: "", n: 38, amount: 2210 - 4 - 100 }]);
    expect(await sums("cost", HOUR, T, T + HOUR)).toEqual([{ key: "msgs", currency: "usd", n: 19, amount: 20 * 1000 + 190 - 1003 }]);
  });

  it("subscriptionsSpanning lists the chunk's active subscriptions that overlap the window, with their times and currency", async () => {
    const sp = await space();
    const definition = JSON.stringify({ price: { amount: 20, interval: "month", interval_count: 1 }, items: [] });
    const plan = await write((r) => r.plans.insert({ space_id: sp, id: uid("plan"), version: 1, name: "Pro", plan_group: null, add_on: 0, auto_enable: 0, definition, archived: 0, created_at: T }));
    const [a, b, c] = [await addCustomer(sp), await addCustomer(sp), await addCustomer(sp)];
    const sub = (customer: number, over: Partial<SubscriptionRow>) =>
      write((r) =>
        r.customers.insertSubscription({
          id: uid("sub"), space_id: sp, customer_seq: customer, plan_seq: plan, status: "active", quantity: 1, started_at: T, canceled_at: null,
          created_at: T, trial_ends_at: null, expires_at: null, current_period_start: null, current_period_end: null, past_due: 0, ...over,
        }),
      );
    await sub(a, { trial_ends_at: T + DAY });
    await sub(a, { started_at: T + 10 * DAY }); // starts after the window
    await sub(b, { expires_at: T - 1 }); // ended before it
    await sub(b, { expires_at: T + 2 * DAY });
    await sub(b, { status: "scheduled" });
    await sub(c, {}); // outside the chunk
    const rows = await read().analytics.subscriptionsSpanning(sp, T, T + 5 * DAY, a - 1, b);
    const view = rows.map((r) => [r.customer_seq, r.plan_seq, r.currency, r.started_at, r.expires_at, r.trial_ends_at]).sort((x, y) => Number(x[0]) - Number(y[0]));
    expect(view).toEqual([
      [a, plan, "usd", T, null, T + DAY],
      [b, plan, "usd", T, T + 2 * DAY, null],
    ]);
  });

  it.runIf(engine.name === "postgres")(
    "a unit recording a customer's usage and cost does not wait for an open unit recording another customer's of the same feature and hour",
    async () => {
      const sp = await space();
      const [a, b] = [await addCustomer(sp), await addCustomer(sp)];
      const pool = fx.s.pool!;
      // Two units on clients of their own, so the first can stay open while the second runs.
      const [one, two] = [await pool.connect(), await pool.connect()];
      const repos = (c: pg.PoolClient) => (fx.s.engine.revenue as (conn: PgConn) => RevenueRepos)(c);
      try {
        await one.query("BEGIN");
        await repos(one).balances.insertEvent(event(sp, a, 5));
        await repos(one).costs.insert(cost(sp, a, 700));
        // The second would wait for the first's row locks until it commits: 200 ms, then it fails.
        await two.query("BEGIN");
        await two.query("SET LOCAL lock_timeout = '200ms'");
        await repos(two).balances.insertEvent(event(sp, b, 7));
        await repos(two).costs.insert(cost(sp, b, 300));
        await two.query("COMMIT");
        await one.query("COMMIT");
      } catch (err) {
        await one.query("ROLLBACK").catch(() => {});
        await two.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        one.release();
        two.release();
      }
      const usage = await read().analytics.buckets(sp, "usage", HOUR, T - (T % HOUR), T - (T % HOUR) + HOUR);
      expect(usage.map((s) => [s.key, Number(s.n), Number(s.amount)])).toEqual([["msgs", 2, 12]]);
      const costs = await read().analytics.buckets(sp, "cost", DAY, T - (T % DAY), T - (T % DAY) + DAY);
      expect(costs.map((s) => [s.key, Number(s.n), Number(s.amount)])).toEqual([["msgs", 2, 1000]]);
    },
  );
});
