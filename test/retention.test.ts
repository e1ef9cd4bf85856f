import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { openTandem } from "../src/tandem.js";
import { testSql } from "./support/sql.js";
import { testDatabase } from "./support/template-db.js";

const DAY = 86_400_000;
const clock = manualClock(Date.UTC(2026, 5, 1));
const now = clock.now();
const dir = mkdtempSync(join(tmpdir(), "tandem-retention-"));
const t = await openTandem(await testDatabase(dir), clock, { retention: { webhookDeliveriesMs: 30 * DAY, deskEventsMs: 30 * DAY, usageEventsMs: 100 * DAY } });
const sql = testSql(t);
afterAll(async () => {
  await sql.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});
const test = (await t.workspaces.space(t.workspace.id, "test"))!.id;
const live = (await t.workspaces.space(t.workspace.id, "live"))!.id;
/** The one column of `query`'s rows, sorted. */
const column = async (query: string) => (await sql.all(query)).map((r) => Object.values(r)[0]);
const ids = async (query: string) => ((await column(query)) as string[]).sort();

describe("retention jobs delete only what is past its window (clock injected)", () => {
  // Rows straight into the tables, beside the customer and endpoints (seq 1) they name.
  const run = async (query: string, ...rows: unknown[][]) => {
    for (const r of rows) await sql.run(query, ...r);
  };
  beforeAll(async () => {
    // SQLite's schema has references PostgreSQL's has not: its foreign keys are off while seeding.
    if (sql.engine === "sqlite") await sql.run("PRAGMA foreign_keys = OFF");
    await run("INSERT INTO rv_customers (seq, space_id, id, created_at) VALUES (1, ?, 'c', ?)", [test, now - 200 * DAY]);
    await run("INSERT INTO webhook_endpoints (seq, id, space_id, url, events, secret, created_at, updated_at) VALUES (1, 'we', ?, 'http://127.0.0.1:9/', '[]', 's', 0, 0)", [test]);
    await run("INSERT INTO rv_webhook_endpoints (seq, id, space_id, url, events, secret, created_at, updated_at) VALUES (1, 'rwe', ?, 'http://127.0.0.1:9/', '[]', 's', 0, 0)", [test]);
    await run(
      "INSERT INTO idempotency_keys (space_id, operation, key, body_hash, status, response, created_at, expires_at) VALUES (?, 'op', ?, 'h', 200, '{}', ?, ?)",
      [test, "expired", now - 25 * 3_600_000, now - 3_600_000],
      [test, "expires-now", now - DAY, now],
      [test, "live", now - 3_600_000, now + 23 * 3_600_000],
    );
    await run(
      "INSERT INTO rv_track_keys (space_id, key, hash, created_at) VALUES (?, ?, 'h', ?)",
      [test, "day-old", now - DAY],
      [test, "hour-old", now - 3_600_000],
    );
    await run(
      "INSERT INTO rv_cost_keys (space_id, key, hash, cost_seq, created_at) VALUES (?, ?, 'h', 1, ?)",
      [test, "cost-day-old", now - DAY - 1],
      [test, "cost-hour-old", now - 3_600_000],
    );
    await run(
      "INSERT INTO rv_events (id, space_id, customer_seq, customer_id, feature_id, value, timestamp, created_at) VALUES (?, ?, 1, 'c', 'f', 1, ?, ?)",
      ["u-101d", test, now - 101 * DAY, now],
      ["u-99d", test, now - 99 * DAY, now - 99 * DAY],
      ["u-live-200d", live, now - 200 * DAY, now],
    );
    await run(
      "INSERT INTO events (seq, id, space_id, type, data, created_at, sequence) VALUES (?, ?, ?, 'ticket.created', '{}', ?, ?)",
      [1, "e-old", test, now - 40 * DAY, 1],
      [2, "e-old-pending-delivery", test, now - 40 * DAY, 2],
      [3, "e-old-finished-delivery", test, now - 40 * DAY, 3],
      [4, "e-new", test, now - DAY, 4],
      [5, "e-live-only", live, now - 40 * DAY, 1],
    );
    await run(
      "INSERT INTO webhook_deliveries (seq, id, endpoint_seq, event_seq, status, created_at, updated_at, next_attempt_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?)",
      [1, "d-old-succeeded", 3, "succeeded", now - 40 * DAY, now - 31 * DAY, null],
      [2, "d-old-pending", 2, "pending", now - 40 * DAY, now - 40 * DAY, now + 1000],
      [3, "d-recent-failed", 4, "failed", now - DAY, now - DAY, null],
    );
    await run(
      "INSERT INTO webhook_attempts (delivery_seq, number, trigger, started_at, duration_ms) VALUES (?, 1, 'scheduled', ?, 5)",
      [1, now - 31 * DAY],
      [3, now - DAY],
    );
    // The billing webhooks' outbox, deliveries and attempts: the same rules as the desk's.
    await run(
      "INSERT INTO rv_webhook_events (seq, id, space_id, type, customer_id, data, created_at, sequence) VALUES (?, ?, ?, 'invoice.paid', 'c', '{}', ?, ?)",
      [1, "be-old", test, now - 40 * DAY, 1],
      [2, "be-old-pending-delivery", test, now - 40 * DAY, 2],
      [3, "be-old-finished-delivery", test, now - 40 * DAY, 3],
      [4, "be-new", test, now - DAY, 4],
    );
    await run(
      "INSERT INTO rv_webhook_deliveries (seq, id, endpoint_seq, event_seq, status, created_at, updated_at, next_attempt_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?)",
      [1, "bd-old-succeeded", 3, "succeeded", now - 40 * DAY, now - 31 * DAY, null],
      [2, "bd-old-pending", 2, "pending", now - 40 * DAY, now - 40 * DAY, now + 1000],
      [3, "bd-recent-failed", 4, "failed", now - DAY, now - DAY, null],
    );
    await run(
      "INSERT INTO rv_webhook_attempts (delivery_seq, number, trigger, started_at, duration_ms) VALUES (?, 1, 'scheduled', ?, 5)",
      [1, now - 31 * DAY],
      [3, now - DAY],
    );
    if (sql.engine === "sqlite") await sql.run("PRAGMA foreign_keys = ON");
  });

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
    expect(await ids("SELECT key FROM idempotency_keys")).toEqual(["live"]);
    expect(await ids("SELECT key FROM rv_track_keys")).toEqual(["hour-old"]);
    expect(await ids("SELECT key FROM rv_cost_keys")).toEqual(["cost-hour-old"]);
    expect(await ids("SELECT id FROM rv_events")).toEqual(["u-99d"]);
    expect(await ids("SELECT id FROM webhook_deliveries")).toEqual(["d-old-pending", "d-recent-failed"]);
    expect(await column("SELECT delivery_seq FROM webhook_attempts")).toEqual([3]);
    // A pending delivery keeps its event; an old one goes even when it is the newest of its space (a counter numbers the next one).
    expect(await ids("SELECT id FROM events")).toEqual(["e-new", "e-old-pending-delivery"]);
    expect(await ids("SELECT id FROM rv_webhook_deliveries")).toEqual(["bd-old-pending", "bd-recent-failed"]);
    expect(await column("SELECT delivery_seq FROM rv_webhook_attempts")).toEqual([3]);
    expect(await ids("SELECT id FROM rv_webhook_events")).toEqual(["be-new", "be-old-pending-delivery"]);
  });

  it("deletes nothing more on a second run, and more once the clock has moved past the windows", async () => {
    expect(Object.values(await t.jobs.runNow()).every((n) => n === 0)).toBe(true);
    clock.advance(DAY + 1);
    expect(await t.jobs.runNow()).toMatchObject({ "retention.idempotency_keys": 1, "retention.revenue.track_keys": 1, "retention.revenue.usage_events": 1 });
  });
});
