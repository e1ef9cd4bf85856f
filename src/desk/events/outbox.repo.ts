import type { Db } from "../../platform/db/database.js";

export interface EventRow {
  seq: number;
  id: string;
  space_id: number;
  type: string;
  contact_seq: number | null;
  data: string;
  created_at: number;
  /** 1, 2, 3 … per space, in commit order (writes are serialised), so receivers can order events. */
  sequence: number;
}

/** All SQL of the event outbox. */
export function outboxRepo(db: Db) {
  const q = {
    insert: db.prepare<Omit<EventRow, "seq" | "sequence">, { seq: number }>(
      `INSERT INTO events (id, space_id, type, contact_seq, data, created_at, sequence)
       VALUES (@id, @space_id, @type, @contact_seq, @data, @created_at,
         (SELECT COALESCE(MAX(sequence), 0) + 1 FROM events WHERE space_id = @space_id)) RETURNING seq`,
    ),
    recentForContact: db.prepare<[number, number], Pick<EventRow, "id" | "type" | "created_at">>(
      "SELECT id, type, created_at FROM events WHERE contact_seq = ? ORDER BY seq DESC LIMIT ?",
    ),
    bySpace: db.prepare<[number], EventRow>("SELECT * FROM events WHERE space_id = ? ORDER BY seq"),
  };
  return {
    /** Call inside the write transaction: the sequence is taken there. */
    insert: (e: Omit<EventRow, "seq" | "sequence">): number => q.insert.get(e)!.seq,
    recentForContact: (contactSeq: number, limit: number) => q.recentForContact.all(contactSeq, limit),
    /** Every event of a space, oldest first. */
    allInSpace: (spaceId: number) => q.bySpace.all(spaceId),
  };
}
export type OutboxRepo = ReturnType<typeof outboxRepo>;
