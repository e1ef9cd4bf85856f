import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { createRevenueContext } from "../src/revenue/context.js";
import { postgresEngine } from "../src/store/postgres/index.js";
import { sqliteEngine } from "../src/store/sqlite/index.js";
import { bins } from "../src/revenue/events/events.rules.js";
import { createRevenueServices } from "../src/revenue/services.js";
import { referenceAggregate } from "./support/events-reference.js";
import { type RevenueHarness, ok, startRevenue } from "./support/revenue.js";
import { type TestSql, testSql } from "./support/sql.js";

const T0 = Date.UTC(2026, 2, 1);
const DAY = 86_400_000;
const clock = manualClock(T0 + 60 * DAY);
let h: RevenueHarness;
let sql: TestSql;
let customers: { seq: number; id: string }[];
beforeAll(async () => {
  h = await startRevenue({ clock });
  sql = testSql(h.tandem);
  customers = [];
  for (const id of ["cus_a", "cus_b", "cus_c"]) {
    await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: id } }));
    customers.push({ id, seq: (await sql.get<{ seq: number }>("SELECT seq FROM rv_customers WHERE id = ?", id))!.seq });
  }
});
afterAll(async () => {
  await sql.close();
  await h.close();
});

const propValue = fc.oneof(fc.constantFrom("a", "b", "pro", "free"), fc.integer({ min: -3, max: 3 }), fc.boolean(), fc.constant(null));
const event = fc.record({
  feature: fc.integer({ min: 0, max: 2 }),
  customer: fc.integer({ min: 0, max: 2 }),
  entity: fc.option(fc.constantFrom("e1", "e2"), { nil: null }),
  // Up to ±1e13 micro-units each, so that the reference (float sums) is exact too: 60 × 1e13 < 2^53.
  value: fc.integer({ min: -10_000_000_000_000, max: 10_000_000_000_000 }),
  at: fc.integer({ min: 0, max: 59 * DAY }),
  props: fc.dictionary(fc.constantFrom("plan", "region", "toString", "n"), propValue, { maxKeys: 3 }),
  plan: fc.option(fc.constantFrom("free", "pro"), { nil: null }),
});

describe("events.aggregate in SQL equals the JavaScript aggregation it replaced", () => {
  it("on random events, bins, groups and filters", async () => {
    const repos = h.tandem.engine === "postgres" ? postgresEngine.revenue : sqliteEngine.revenue;
    const ctx = createRevenueContext(h.tandem.store, clock, h.tandem.memos, h.tandem.repos, repos);
    const svc = createRevenueServices(ctx);
    const columns = ["id", "space_id", "customer_seq", "customer_id", "entity_id", "feature_id", "event_name", "value", "properties", "deductions", "timestamp", "created_at"] as const;
    /** Inserts `rows` into rv_events in one statement. */
    const insert = (rows: Record<(typeof columns)[number], unknown>[]) =>
      sql.run(
        `INSERT INTO rv_events (${columns.join(", ")}) VALUES ${rows.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ")}`,
        ...rows.flatMap((r) => columns.map((c) => r[c])),
      );
    let compared = 0;
    const space = { spaceId: (await h.tandem.workspaces.space(h.tandem.workspace.id, "test"))!.id, mode: "test" as const };
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { minLength: 10, maxLength: 60 }),
        fc.constantFrom("hour", "day", "week", "month"),
        fc.option(fc.constantFrom("properties.plan", "properties.toString", "$customer_id", "$entity_id", "$plan_id"), { nil: undefined }),
        fc.option(fc.tuple(fc.constantFrom("plan", "region", "n"), fc.constantFrom("a", "pro", "1", "true", "null")), { nil: undefined, freq: 2 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 20 * DAY }),
        async (events, size, groupBy, filter, maxGroups, startOffset) => {
          const run = randomUUID().slice(0, 8);
          const features = [0, 1, 2].map((i) => `f${i}_${run}`);
          const asked = features.slice(0, 2);
          const rows = events.map((e, n) => {
            const c = customers[e.customer];
            const row = {
              id: `evt_${run}_${n}`,
              space_id: space.spaceId,
              customer_seq: c.seq,
              customer_id: c.id,
              entity_id: e.entity,
              feature_id: features[e.feature],
              event_name: null,
              value: e.value,
              properties: JSON.stringify(e.props),
              deductions: e.plan === null ? null : JSON.stringify([{ plan_id: e.plan, value: 1 }]),
              timestamp: T0 + e.at,
              created_at: T0,
            };
            return { ...row, seq: n };
          });
          await insert(rows);
          const from = T0 + startOffset;
          const to = T0 + 40 * DAY;
          const got = await svc.events.aggregate(ctx.read, space, {
            feature_id: asked,
            custom_range: { start: from, end: to },
            bin_size: size,
            max_groups: maxGroups,
            ...(groupBy !== undefined ? { group_by: groupBy } : {}),
            ...(filter !== undefined ? { filter_by: { [filter[0]]: filter[1] } } : {}),
          });
          const want = referenceAggregate(
            rows.filter((r) => r.timestamp >= from && r.timestamp < to),
            { features: asked, starts: bins(from, to, size), size, groupBy, filterBy: filter ? [filter] : [], maxGroups },
          );
          expect(JSON.parse(JSON.stringify(got))).toEqual(want);
          compared += Object.values(want.total).reduce((n, t) => n + t.count, 0);
        },
      ),
      { numRuns: 60 },
    );
    // Not vacuous: the runs compared many events (the exact count varies with the random data).
    expect(compared).toBeGreaterThan(20);
  });
});
