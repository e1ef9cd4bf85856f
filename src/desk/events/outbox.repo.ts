import type { Db } from "../../platform/db/database.js";

export interface EventRow {
  seq: number;
  id: string;
  space_id: number;
  type: string;
  contact_seq: number | null;
  data: string;
  created_at: number;
}

/** All SQL of the event outbox. */
export function outboxRepo(db: Db) {
  const q = {
    insert: db.prepare<Omit<EventRow, "seq">, { seq: number }>(
      "INSERT INTO events (id, space_id, type, contact_seq, data, created_at) VALUES (@id, @space_id, @type, @contact_seq, @data, @created_at) RETURNING seq",
    ),
    recentForContact: db.prepare<[number, number], Pick<EventRow, "id" | "type" | "created_at">>(
      "SELECT id, type, created_at FROM events WHERE contact_seq = ? ORDER BY seq DESC LIMIT ?",
    ),
    bySpace: db.prepare<[number], EventRow>("SELECT * FROM events WHERE space_id = ? ORDER BY seq"),
  };
  return {
    insert: (e: Omit<EventRow, "seq">): number => q.insert.get(e)!.seq,
    recentForContact: (contactSeq: number, limit: number) => q.recentForContact.all(contactSeq, limit),
    /** Every event of a space, oldest first. */
    allInSpace: (spaceId: number) => q.bySpace.all(spaceId),
  };
}
export type OutboxRepo = ReturnType<typeof outboxRepo>;
