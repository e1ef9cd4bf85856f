import type { EventFilter, EventRecord, EventRow, OutboxRepo } from "../../../desk/events/outbox.repo.js";
import { listStmt, type PgConn, stmt } from "../conn.js";

const SELECT_EVENT = "SELECT ev.*, s.workspace_id, s.mode FROM events ev JOIN spaces s ON s.id = ev.space_id";

const q = {
  // The space's counter row bumped and the event written with its number, in one statement: the
  // upsert holds the row until the unit ends, so a second unit numbering an event of the space waits
  // for the first to commit and reads its count (numbers follow commit order, gap-free and unique).
  insert: stmt<{ seq: number }>(
    "outbox.insert",
    `WITH n AS (INSERT INTO event_sequences (space_id, last_sequence) VALUES ($2, 1)
       ON CONFLICT (space_id) DO UPDATE SET last_sequence = event_sequences.last_sequence + 1 RETURNING last_sequence)
     INSERT INTO events (id, space_id, type, contact_seq, data, created_at, sequence)
     SELECT $1, $2, $3, $4, $5, $6, n.last_sequence FROM n RETURNING seq`,
  ),
  insertPing: stmt<{ seq: number }>(
    "outbox.insertPing",
    "INSERT INTO events (id, space_id, type, contact_seq, data, created_at, sequence) VALUES ($1, $2, 'ping', NULL, $3, $4, NULL) RETURNING seq",
  ),
  recentForContact: stmt<Pick<EventRow, "id" | "type" | "created_at">>(
    "outbox.recentForContact",
    "SELECT id, type, created_at FROM events WHERE contact_seq = $1 ORDER BY seq DESC LIMIT $2",
  ),
  byId: stmt<EventRecord>("outbox.byId", `${SELECT_EVENT} WHERE ev.space_id = $1 AND ev.id = $2`),
  // An event a delivery still refers to stays (its retention deletes it first).
  prune: stmt(
    "outbox.prune",
    `DELETE FROM events WHERE seq IN (
       SELECT ev.seq FROM events ev WHERE ev.created_at < $1
         AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_seq = ev.seq)
       ORDER BY ev.seq LIMIT $2)`,
  ),
};

const list = listStmt<EventRecord>("outbox.list", SELECT_EVENT, "ev.sequence DESC");

/** All SQL of the event outbox. */
export function outboxRepo(c: PgConn): OutboxRepo {
  return {
    prune: (before, limit) => q.prune.run(c, before, limit),
    /** Call inside the write transaction: the sequence is taken there (the space's counter row, then the event). */
    insert: async (e) => (await q.insert.one(c, e.id, e.space_id, e.type, e.contact_seq, e.data, e.created_at))!.seq,
    /** A test ping: stored for its delivery, numbered by no sequence (receivers see no gap). */
    insertPing: async (e) => (await q.insertPing.one(c, e.id, e.space_id, e.data, e.created_at))!.seq,
    recentForContact: (contactSeq, limit) => q.recentForContact.all(c, contactSeq, limit),
    byId: (spaceId, id) => q.byId.one(c, spaceId, id),
    list: (spaceId: number, f: EventFilter, beforeSequence: number | undefined, limit: number) =>
      list(
        c,
        [
          ["ev.space_id = ?", spaceId],
          beforeSequence !== undefined && ["ev.sequence < ?", beforeSequence],
          ["ev.sequence IS NOT NULL"],
          f.type !== undefined && ["ev.type = ?", f.type],
          f.since !== undefined && ["ev.created_at >= ?", f.since],
          f.until !== undefined && ["ev.created_at < ?", f.until],
        ],
        limit,
      ),
  };
}
