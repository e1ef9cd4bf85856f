import type { BillingEventRow, BillingEventsRepo } from "../../../revenue/webhooks/events.repo.js";
import { type PgConn, stmt } from "../conn.js";

const q = {
  // The space's next sequence and the event in one statement. The counter row's upsert holds it
  // until the unit ends, so numbers follow commit order with any number of writers, and a rolled-back
  // unit gives its number back (a number is never read from the events).
  insert: stmt<{ seq: number }>(
    "billingEvents.insert",
    `WITH n AS (
       INSERT INTO rv_counters (space_id, name, value) VALUES ($2, 'webhook_event', 1)
       ON CONFLICT (space_id, name) DO UPDATE SET value = rv_counters.value + 1 RETURNING value)
     INSERT INTO rv_webhook_events (id, space_id, type, customer_id, data, created_at, sequence)
     SELECT $1::text, $2::bigint, $3::text, $4::text, $5::text, $6::bigint, n.value FROM n RETURNING seq`,
  ),
  // A ping stores minus its own seq: the seq is drawn from the table's identity sequence first, so
  // two pings at once never compute the same number (SQLite: -(MAX(seq) + 1), one writer at a time).
  insertPing: stmt<{ seq: number }>(
    "billingEvents.insertPing",
    `INSERT INTO rv_webhook_events (seq, id, space_id, type, customer_id, data, created_at, sequence)
     SELECT s.seq, $1::text, $2::bigint, 'ping', NULL, $3::text, $4::bigint, -s.seq
     FROM (SELECT nextval(pg_get_serial_sequence('rv_webhook_events', 'seq')) AS seq) s RETURNING seq`,
  ),
  latest: stmt<BillingEventRow>(
    "billingEvents.latest",
    "SELECT * FROM rv_webhook_events WHERE space_id = $1 AND customer_id = $2 AND type = $3 ORDER BY seq DESC LIMIT 1",
  ),
  // An event a delivery still refers to stays (deliveries are pruned first).
  prune: stmt(
    "billingEvents.prune",
    `DELETE FROM rv_webhook_events WHERE seq IN (
       SELECT ev.seq FROM rv_webhook_events ev WHERE ev.created_at < $1
         AND NOT EXISTS (SELECT 1 FROM rv_webhook_deliveries d WHERE d.event_seq = ev.seq)
       ORDER BY ev.seq LIMIT $2)`,
  ),
};

/** All SQL of the billing events' outbox (`rv_webhook_events`). */
export function billingEventsRepo(c: PgConn): BillingEventsRepo {
  return {
    insert: async (e) => (await q.insert.one(c, e.id, e.space_id, e.type, e.customer_id, e.data, e.created_at))!.seq,
    insertPing: async (e) => (await q.insertPing.one(c, e.id, e.space_id, e.data, e.created_at))!.seq,
    latest: (spaceId, customerId, type) => q.latest.one(c, spaceId, customerId, type),
    prune: (before, limit) => q.prune.run(c, before, limit),
  };
}
