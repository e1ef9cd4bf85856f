/** A billing event as written to the outbox (`data`: the JSON the body carries). */
export interface BillingEventRow {
  seq: number;
  id: string;
  space_id: number;
  type: string;
  /** The customer it is about; null for a test ping. */
  customer_id: string | null;
  data: string;
  created_at: number;
  /**
   * 1, 2, 3 … per space, in commit order (the space's `webhook_event` counter in `rv_counters`). A test ping takes no number:
   * the column is NOT NULL (migration 13) and rebuilding the table needs foreign keys off, so a
   * ping stores minus its own seq (unique, never counted); bodies show it as null.
   */
  sequence: number;
}

/** The billing events' outbox: events written with the change they announce, numbered per space. */
export interface BillingEventsRepo {
  /** Writes an event inside the change's transaction, taking the space's next sequence (1, 2, 3 … in commit order, gap-free: a rollback gives it back); answers the event's seq. */
  insert(e: Omit<BillingEventRow, "seq" | "sequence">): Promise<number>;
  /** A test ping: stored for its delivery, numbered by no sequence (receivers see no gap); answers its seq. */
  insertPing(e: { id: string; space_id: number; data: string; created_at: number }): Promise<number>;
  /** The newest event of `type` about a customer, if any. */
  latest(spaceId: number, customerId: string, type: string): Promise<BillingEventRow | undefined>;
  /** Deletes up to `limit` events created strictly before `before` that no delivery refers to, oldest first; answers how many. */
  prune(before: number, limit: number): Promise<number>;
}
