export interface EventRow {
  seq: number;
  id: string;
  space_id: number;
  type: string;
  contact_seq: number | null;
  data: string;
  created_at: number;
  /**
   * 1, 2, 3 … per space, in commit order (the space's row in `event_sequences`), so receivers can order events;
   * null for a test ping (an endpoint check, not an event of the workspace: it takes no number).
   */
  sequence: number | null;
}

/** An event with what its body needs of its space. */
export type EventRecord = EventRow & { workspace_id: string; mode: "test" | "live" };

export interface EventFilter {
  type?: string;
  since?: number;
  until?: number;
}

/** An event to store: its seq and its space's sequence number are given when it is. */
export type NewEvent = Omit<EventRow, "seq" | "sequence">;

/** The event outbox: the desk's events, numbered per space. */
export interface OutboxRepo {
  /** Deletes up to `limit` events created before `before` (oldest first), keeping those a webhook delivery still refers to; answers how many. */
  prune(before: number, limit: number): Promise<number>;
  /**
   * Stores an event with the space's next sequence number (1, 2, 3 … per space, gap-free, in
   * commit order with any number of writers); answers its seq. Call inside the write transaction.
   */
  insert(e: NewEvent): Promise<number>;
  /**
   * Stores an event as `insert` does and, in the same write, its fan-out: one pending delivery,
   * due at its `created_at`, per enabled webhook endpoint of its space subscribed to its type (what
   * `WebhooksRepo.fanOut` makes); answers its seq. Call it last in the write where it can be: the
   * space's sequence is held from here until the write ends.
   */
  publish(e: NewEvent): Promise<number>;
  /** Stores a test ping (type `ping`, no contact): numbered by no sequence (receivers see no gap); answers its seq. */
  insertPing(e: { id: string; space_id: number; data: string; created_at: number }): Promise<number>;
  /** The contact's newest `limit` events (id, type, created_at), newest first (seq descending). */
  recentForContact(contactSeq: number, limit: number): Promise<Pick<EventRow, "id" | "type" | "created_at">[]>;
  /** One event of a space (pings included); undefined when none. */
  byId(spaceId: number, id: string): Promise<EventRecord | undefined>;
  /**
   * A space's numbered events newest first (sequence descending), pings left out, below
   * `beforeSequence` (excluded) when given, created at or after `f.since` and before `f.until`, of type `f.type`.
   */
  list(spaceId: number, f: EventFilter, beforeSequence: number | undefined, limit: number): Promise<EventRecord[]>;
}
