/**
 * A fault of the database itself rather than of the request: the engine throws it (the PostgreSQL
 * engine wraps its driver's errors so, src/store/postgres/conn.ts), the platform answers it
 * (http/errors.ts) and a domain may ask whether the store was busy (`isBusy`). Engine-neutral: no
 * driver code is read outside the engine, except SQLite's own codes, which better-sqlite3 throws
 * as they are.
 *
 * - `busy`: a serialization failure, a deadlock or a lock wait that gave up, still failing after
 *   the store ran the unit again: 503 `database_unavailable` with `Retry-After` (a balance
 *   operation answers its own `balance_contention`).
 * - `unavailable`: the connection was lost or refused, or the server is shutting down: 503. A write
 *   whose COMMIT got no answer may or may not be stored; a retry with the same idempotency key is
 *   never applied twice.
 * - `timeout`: a statement ran past its time limit (`statement_timeout`): 503.
 * - `full`: the server's disk is full: 507 `storage_full`.
 * - `other`: anything else the database refused (a constraint a race did not explain, a bug): 500.
 */
export type StorageFaultKind = "busy" | "unavailable" | "timeout" | "full" | "other";

export class StorageFault extends Error {
  constructor(
    readonly kind: StorageFaultKind,
    /** The engine's own code (a PostgreSQL SQLSTATE such as `40001`), for logs and retries. */
    readonly code: string | undefined,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "StorageFault";
  }
}

/** Whether `err` is the database's fault (either engine): inside a write it goes to the unit, which knows what to do with it. */
export const isStorageFault = (err: unknown): boolean => {
  if (err instanceof StorageFault) return true;
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_");
};

/** Whether `err` says another write held what this one needed (SQLite's busy timeout, PostgreSQL's lock conflicts). */
export const isBusy = (err: unknown): boolean =>
  (err instanceof StorageFault && err.kind === "busy") || (err as { code?: unknown } | null)?.code === "SQLITE_BUSY";
