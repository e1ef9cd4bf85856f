import type { Db } from "../../../platform/db/database.js";
import { type Filter, listQuery } from "../../../platform/db/list-query.js";
import type { EventFilter, EventRecord, EventRow, NewEvent, OutboxRepo } from "../../../desk/events/outbox.repo.js";
import type { WebhooksRepo } from "../../../desk/webhooks/webhooks.repo.js";

const SELECT_EVENT = "SELECT ev.*, s.workspace_id, s.mode FROM events ev JOIN spaces s ON s.id = ev.space_id";

/** All SQL of the event outbox; `webhooks` (the desk's, on the same connection) makes an event's deliveries. */
export function outboxRepo(db: Db, webhooks: Pick<WebhooksRepo, "fanOut">): OutboxRepo {
  const q = {
    // On every write that announces something: positional parameters and no RETURNING (as the
    // messages' insert; lastInsertRowid is the seq).
    insert: db.prepare<[id: string, spaceId: number, type: string, contactSeq: number | null, data: string, createdAt: number, sequence: number]>(
      "INSERT INTO events (id, space_id, type, contact_seq, data, created_at, sequence) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ),
    // The space's counter row: its update holds the row until the transaction ends, so numbers
    // follow commit order with any number of writers (a number is never read from the events).
    // Bumped, then read back: on SQLite an upsert with RETURNING before the event's insert made
    // each event ~3× slower to write than the two plain statements (measured, 100k events).
    bumpSequence: db.prepare<[spaceId: number]>(
      `INSERT INTO event_sequences (space_id, last_sequence) VALUES (?, 1)
       ON CONFLICT (space_id) DO UPDATE SET last_sequence = event_sequences.last_sequence + 1`,
    ),
    lastSequence: db.prepare<[spaceId: number], number>("SELECT last_sequence FROM event_sequences WHERE space_id = ?").pluck(),
    insertPing: db.prepare<[id: string, spaceId: number, data: string, createdAt: number]>(
      "INSERT INTO events (id, space_id, type, contact_seq, data, created_at, sequence) VALUES (?, ?, 'ping', NULL, ?, ?, NULL)",
    ),
    recentForContact: db.prepare<[number, number], Pick<EventRow, "id" | "type" | "created_at">>(
      "SELECT id, type, created_at FROM events WHERE contact_seq = ? ORDER BY seq DESC LIMIT ?",
    ),
    byId: db.prepare<[number, string], EventRecord>(`${SELECT_EVENT} WHERE ev.space_id = ? AND ev.id = ?`),
    list: listQuery<EventRecord>(db, SELECT_EVENT, "ev.sequence DESC"),
    // An event a delivery still refers to stays (its retention deletes it first).
    prune: db.prepare<[number, number]>(
      `DELETE FROM events WHERE seq IN (
         SELECT ev.seq FROM events ev WHERE ev.created_at < ?
           AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_seq = ev.seq)
         ORDER BY ev.seq LIMIT ?)`,
    ),
  };
  const repo: OutboxRepo = {
    /** Deletes up to `limit` events created before `before` (see `prune`); answers how many. */
    prune: async (before: number, limit: number): Promise<number> => q.prune.run(before, limit).changes,
    /** Call inside the write transaction: the sequence is taken there (the space's counter row, then the event). */
    async insert(e: Omit<EventRow, "seq" | "sequence">): Promise<number> {
      q.bumpSequence.run(e.space_id);
      return Number(q.insert.run(e.id, e.space_id, e.type, e.contact_seq, e.data, e.created_at, q.lastSequence.get(e.space_id)!).lastInsertRowid);
    },
    /** The event, then its deliveries (statements of one connection: no round trips to save). */
    async publish(e: NewEvent): Promise<number> {
      const seq = await repo.insert(e);
      await webhooks.fanOut(e.space_id, e.type, seq, e.created_at);
      return seq;
    },
    /** A test ping: stored for its delivery, numbered by no sequence (receivers see no gap). */
    insertPing: async (e: { id: string; space_id: number; data: string; created_at: number }): Promise<number> =>
      Number(q.insertPing.run(e.id, e.space_id, e.data, e.created_at).lastInsertRowid),
    recentForContact: async (contactSeq: number, limit: number) => q.recentForContact.all(contactSeq, limit),
    /** One event of a space (pings included). */
    byId: async (spaceId: number, id: string) => q.byId.get(spaceId, id),
    /**
     * A space's numbered events newest first (by sequence), pings left out, created at or
     * after `f.since` and before `f.until`, of type `f.type`.
     */
    async list(spaceId: number, f: EventFilter, beforeSequence: number | undefined, limit: number): Promise<EventRecord[]> {
      const filters: Filter[] = [
        ["ev.space_id = @space", { space: spaceId }],
        beforeSequence !== undefined && ["ev.sequence < @before", { before: beforeSequence }],
        ["ev.sequence IS NOT NULL"],
        f.type !== undefined && ["ev.type = @type", { type: f.type }],
        f.since !== undefined && ["ev.created_at >= @since", { since: f.since }],
        f.until !== undefined && ["ev.created_at < @until", { until: f.until }],
      ];
      return q.list(filters, limit);
    },
  };
  return repo;
}
