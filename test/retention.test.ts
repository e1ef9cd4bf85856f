import { afterAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { openTandem } from "../src/tandem.js";

const DAY = 86_400_000;
const clock = manualClock(Date.UTC(2026, 5, 1));
const now = clock.now();
const t = await openTandem(":memory:", clock, { retention: { webhookDeliveriesMs: 30 * DAY, deskEventsMs: 30 * DAY, usageEventsMs: 100 * DAY } });
afterAll(() => t.db!.close());
const test = (await t.workspaces.space(t.workspace.id, "test"))!.id;
const live = (await t.workspaces.space(t.workspace.id, "live"))!.id;
const ids = (sql: string) => (t.db!.prepare(sql).pluck().all() as string[]).sort();

describe("retention jobs delete only what is past its window (clock injected)", () => {
  // Rows straight into the tables (foreign keys off while seeding: no customers or endpoints needed).
  t.db!.pragma("foreign_keys = OFF");
  const run = (sql: string, ...rows: unknown[][]) => {
    const s = t.db!.prepare(sql);
    for (const r of rows) s.run(...r);
  };
  run(
    "INSERT INTO idempotency_keys (space_id, operation, key, body_hash, status, response, created_at, expires_at) VALUES (?, 'op', ?, 'h', 200, '{}', ?, ?)",
    [test, "expired", now - 25 * 3_600_000, now - 3_600_000],
    [test, "expires-now", now - DAY, now],
    [test, "live", now - 3_600_000, now + 23 * 3_600_000],
  );
  run(
    "INSERT INTO rv_track_keys (space_id, key, hash, created_at) VALUES (?, ?, 'h', ?)",
    [test, "day-old", now - DAY],
    [test, "hour-old", now - 3_600_000],
  );
  run(
    "INSERT INTO rv_cost_keys (space_id, key, hash, cost_seq, created_at) VALUES (?, ?, 'h', 1, ?)",
    [test, "cost-day-old", now - DAY - 1],
    [test, "cost-hour-old", now - 3_600_000],
  );
  run(
    "INSERT INTO rv_events (id, space_id, customer_seq, customer_id, feature_id, value, timestamp, created_at) VALUES (?, ?, 1, 'c', 'f', 1, ?, ?)",
    ["u-101d", test, now - 101 * DAY, now],
    ["u-99d", test, now - 99 * DAY, now - 99 * DAY],
    ["u-live-200d", live, now - 200 * DAY, now],
  );
  run(
    "INSERT INTO events (seq, id, space_id, type, data, created_at, sequence) VALUES (?, ?, ?, 'ticket.created', '{}', ?, ?)",
    [1, "e-old", test, now - 40 * DAY, 1],
    [2, "e-old-pending-delivery", test, now - 40 * DAY, 2],
    [3, "e-old-finished-delivery", test, now - 40 * DAY, 3],
    [4, "e-new", test, now - DAY, 4],
    [5, "e-live-only", live, now - 40 * DAY, 1],
  );
  run(
    "INSERT INTO webhook_deliveries (seq, id, endpoint_seq, event_seq, status, created_at, updated_at, next_attempt_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?)",
    [1, "d-old-succeeded", 3, "succeeded", now - 40 * DAY, now - 31 * DAY, null],
    [2, "d-old-pending", 2, "pending", now - 40 * DAY, now - 40 * DAY, now + 1000],
    [3, "d-recent-failed", 4, "failed", now - DAY, now - DAY, null],
  );
  run(
    "INSERT INTO webhook_attempts (delivery_seq, number, trigger, started_at, duration_ms) VALUES (?, 1, 'scheduled', ?, 5)",
    [1, now - 31 * DAY],
    [3, now - DAY],
  );
  // The billing webhooks' outbox, deliveries and attempts: the same rules as the desk's.
  run(
    "INSERT INTO rv_webhook_events (seq, id, space_id, type, customer_id, data, created_at, sequence) VALUES (?, ?, ?, 'invoice.paid', 'c', '{}', ?, ?)",
    [1, "be-old", test, now - 40 * DAY, 1],
    [2, "be-old-pending-delivery", test, now - 40 * DAY, 2],
    [3, "be-old-finished-delivery", test, now - 40 * DAY, 3],
    [4, "be-new", test, now - DAY, 4],
  );
  run(
    "INSERT INTO rv_webhook_deliveries (seq, id, endpoint_seq, event_seq, status, created_at, updated_at, next_attempt_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?)",
    [1, "bd-old-succeeded", 3, "succeeded", now - 40 * DAY, now - 31 * DAY, null],
    [2, "bd-old-pending", 2, "pending", now - 40 * DAY, now - 40 * DAY, now + 1000],
    [3, "bd-recent-failed", 4, "failed", now - DAY, now - DAY, null],
  );
  run(
    "INSERT INTO rv_webhook_attempts (delivery_seq, number, trigger, started_at, duration_ms) VALUES (?, 1, 'scheduled', ?, 5)",
    [1, now - 31 * DAY],
    [3, now - DAY],
  );
  t.db!.pragma("foreign_keys = ON");

  it("registers one job per table, from the platform and from each domain", () => {
    expect(t.jobs.names().sort()).toEqual([
      "billing.auto_topups",
      "billing.cycle",
      "billing.refunds_due",
      "retention.console_sessions",
      "retention.desk.events",
      "retention.desk.webhook_deliveries",
      "retention.idempotency_keys",
      "retention.revenue.cost_keys",
      "retention.revenue.page_tokens",
      "retention.revenue.track_keys",
      "retention.revenue.usage_events",
      "retention.revenue.webhook_deliveries",
      "retention.revenue.webhook_events",
    ]);
  });

  it("deletes expired idempotency keys, day-old batch-track and cost-batch keys, old usage events, finished old deliveries with their attempts, then unreferenced old events", async () => {
    expect(await t.jobs.runNow()).toEqual({
      // The billing cycle's and the auto top-ups' runs go on asynchronously; they answer 0 at once.
      "billing.cycle": 0,
      "billing.auto_topups": 0,
      "billing.refunds_due": 0,
      "retention.idempotency_keys": 2,
      "retention.revenue.track_keys": 1,
      "retention.revenue.page_tokens": 0,
      "retention.revenue.cost_keys": 1,
      "retention.revenue.usage_events": 2,
      "retention.revenue.webhook_deliveries": 1,
      "retention.revenue.webhook_events": 2,
      "retention.desk.webhook_deliveries": 1,
      "retention.desk.events": 3,
      "retention.console_sessions": 0,
    });
    expect(ids("SELECT key FROM idempotency_keys")).toEqual(["live"]);
    expect(ids("SELECT key FROM rv_track_keys")).toEqual(["hour-old"]);
    expect(ids("SELECT key FROM rv_cost_keys")).toEqual(["cost-hour-old"]);
    expect(ids("SELECT id FROM rv_events")).toEqual(["u-99d"]);
    expect(ids("SELECT id FROM webhook_deliveries")).toEqual(["d-old-pending", "d-recent-failed"]);
    expect(t.db!.prepare("SELECT delivery_seq FROM webhook_attempts").pluck().all()).toEqual([3]);
    // A pending delivery keeps its event; an old one goes even when it is the newest of its space (a counter numbers the next one).
    expect(ids("SELECT id FROM events")).toEqual(["e-new", "e-old-pending-delivery"]);
    expect(ids("SELECT id FROM rv_webhook_deliveries")).toEqual(["bd-old-pending", "bd-recent-failed"]);
    expect(t.db!.prepare("SELECT delivery_seq FROM rv_webhook_attempts").pluck().all()).toEqual([3]);
    expect(ids("SELECT id FROM rv_webhook_events")).toEqual(["be-new", "be-old-pending-delivery"]);
  });

  it("deletes nothing more on a second run, and more once the clock has moved past the windows", async () => {
    expect(Object.values(await t.jobs.runNow()).every((n) => n === 0)).toBe(true);
    clock.advance(DAY + 1);
    expect(await t.jobs.runNow()).toMatchObject({ "retention.idempotency_keys": 1, "retention.revenue.track_keys": 1, "retention.revenue.usage_events": 1 });
  });
});
