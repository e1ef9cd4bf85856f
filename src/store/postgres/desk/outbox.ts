import type { EventFilter, EventRecord, EventRow, OutboxRepo } from "../../../desk/events/outbox.repo.js";
import { listStmt, type PgConn, stmt } from "../conn.js";
import { FAN_OUT_ANSWER, type FanOutAnswer } from "../platform/webhooks.js";
import { deskFanOut } from "./webhooks.js";

const SELECT_EVENT = "SELECT ev.*, s.workspace_id, s.mode FROM events ev JOIN spaces s ON s.id = ev.space_id";

/** Where `publishCtes` takes its values: SQL expressions (parameters, or columns of a CTE in `from`). */
export interface PublishParams {
  id: string;
  space: string;
  type: string;
  contact: string;
  data: string;
  at: string;
  /** The deliveries' ids (`text[]`, `deskFanOut.ids()`). */
  ids: string;
  /** What the event needs to be written (`FROM c WHERE …`); none: always. */
  from?: string;
}

/**
 * An event published as CTEs of one statement (`OutboxRepo.publish`; a reply's statement too):
 * `n` bumps the space's counter row, `ev` writes the event with its number, then its fan-out
 * (`subs`, `fan`). The upsert holds the counter row until the unit ends, so a second unit numbering
 * an event of the space waits for the first to commit and reads its count (numbers follow commit
 * order, gap-free and unique). Select `PUBLISH_ANSWER` from it.
 */
export const publishCtes = (p: PublishParams): string =>
  `n AS (INSERT INTO event_sequences (space_id, last_sequence) SELECT ${p.space}, 1 ${p.from ?? ""}
       ON CONFLICT (space_id) DO UPDATE SET last_sequence = event_sequences.last_sequence + 1 RETURNING last_sequence),
     ev AS (INSERT INTO events (id, space_id, type, contact_seq, data, created_at, sequence)
       SELECT ${p.id}, ${p.space}, ${p.type}, ${p.contact}, ${p.data}, ${p.at}, n.last_sequence FROM n RETURNING seq),
     ${deskFanOut.ctes({ space: p.space, type: p.type, event: "(SELECT seq FROM ev)", now: p.at, ids: p.ids })}`;
/** What a statement with `publishCtes` selects: the event's seq (null when none was written) and `FAN_OUT_ANSWER`. */
export const PUBLISH_ANSWER = `(SELECT seq FROM ev) AS event_seq, ${FAN_OUT_ANSWER}`;
export type PublishAnswer = FanOutAnswer & { event_seq: number | null };

/** The deliveries a publish statement had no ids for (a space with more subscribed endpoints than `FAN_OUT_IDS`). */
export async function finishPublish(c: PgConn, spaceId: number, type: string, at: number, a: PublishAnswer): Promise<void> {
  if (a.event_seq !== null && a.subscribed > a.made) await deskFanOut.finish(c, { spaceId, type, eventSeq: a.event_seq, now: at }, a);
}

const q = {
  // The space's counter row bumped and the event written with its number, in one statement (as publishCtes).
  insert: stmt<{ seq: number }>(
    "outbox.insert",
    `WITH n AS (INSERT INTO event_sequences (space_id, last_sequence) VALUES ($2, 1)
       ON CONFLICT (space_id) DO UPDATE SET last_sequence = event_sequences.last_sequence + 1 RETURNING last_sequence)
     INSERT INTO events (id, space_id, type, contact_seq, data, created_at, sequence)
     SELECT $1, $2, $3, $4, $5, $6, n.last_sequence FROM n RETURNING seq`,
  ),
  // The event and its deliveries ($7 their ids), in one statement.
  publish: stmt<PublishAnswer>(
    "outbox.publish",
    `WITH ${publishCtes({ id: "$1", space: "$2", type: "$3", contact: "$4", data: "$5", at: "$6", ids: "$7" })} SELECT ${PUBLISH_ANSWER}`,
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
    async publish(e) {
      const a = (await q.publish.one(c, e.id, e.space_id, e.type, e.contact_seq, e.data, e.created_at, deskFanOut.ids()))!;
      await finishPublish(c, e.space_id, e.type, e.created_at, a);
      return a.event_seq!;
    },
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
