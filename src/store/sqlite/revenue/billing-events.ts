import type { Db } from "../../../platform/db/database.js";
import type { BillingEventRow, BillingEventsRepo } from "../../../revenue/webhooks/events.repo.js";

/** All SQL of the billing events' outbox (`rv_webhook_events`). */
export function billingEventsRepo(db: Db): BillingEventsRepo {
  const q = {
    insert: db.prepare<Omit<BillingEventRow, "seq">, { seq: number }>(
      `INSERT INTO rv_webhook_events (id, space_id, type, customer_id, data, created_at, sequence)
       VALUES (@id, @space_id, @type, @customer_id, @data, @created_at, @sequence) RETURNING seq`,
    ),
    // The space's counter row: its update holds the row until the transaction ends, so numbers
    // follow commit order with any number of writers (a number is never read from the events).
    // Bumped, then read back (as the desk's outbox: an upsert with RETURNING is slower on SQLite).
    bumpSequence: db.prepare<[spaceId: number]>(
      `INSERT INTO rv_counters (space_id, name, value) VALUES (?, 'webhook_event', 1)
       ON CONFLICT (space_id, name) DO UPDATE SET value = rv_counters.value + 1`,
    ),
    lastSequence: db.prepare<[spaceId: number], number>("SELECT value FROM rv_counters WHERE space_id = ? AND name = 'webhook_event'").pluck(),
    insertPing: db.prepare<{ id: string; space_id: number; data: string; created_at: number }, { seq: number }>(
      `INSERT INTO rv_webhook_events (id, space_id, type, customer_id, data, created_at, sequence)
       VALUES (@id, @space_id, 'ping', NULL, @data, @created_at, -(SELECT COALESCE(MAX(seq), 0) + 1 FROM rv_webhook_events)) RETURNING seq`,
    ),
    latest: db.prepare<[number, string, string], BillingEventRow>(
      "SELECT * FROM rv_webhook_events WHERE space_id = ? AND customer_id = ? AND type = ? ORDER BY seq DESC LIMIT 1",
    ),
    // An event a delivery still refers to stays (deliveries are pruned first).
    prune: db.prepare<[number, number]>(
      `DELETE FROM rv_webhook_events WHERE seq IN (
         SELECT ev.seq FROM rv_webhook_events ev WHERE ev.created_at < ?
           AND NOT EXISTS (SELECT 1 FROM rv_webhook_deliveries d WHERE d.event_seq = ev.seq)
         ORDER BY ev.seq LIMIT ?)`,
    ),
  };
  return {
    async insert(e: Omit<BillingEventRow, "seq" | "sequence">): Promise<number> {
      q.bumpSequence.run(e.space_id);
      return q.insert.get({ ...e, sequence: q.lastSequence.get(e.space_id)! })!.seq;
    },
    insertPing: async (e: { id: string; space_id: number; data: string; created_at: number }): Promise<number> => q.insertPing.get(e)!.seq,
    latest: async (spaceId: number, customerId: string, type: string) => q.latest.get(spaceId, customerId, type),
    prune: async (before: number, limit: number): Promise<number> => q.prune.run(before, limit).changes,
  };
}
