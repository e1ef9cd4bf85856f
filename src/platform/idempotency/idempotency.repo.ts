import type { Db } from "../db/database.js";
import type { StoredKey } from "./idempotency.rules.js";

export interface KeyScope {
  spaceId: number;
  operation: string;
  key: string;
}

/** All SQL of idempotency keys. */
export function idempotencyRepo(db: Db) {
  const q = {
    get: db.prepare<[number, string, string], StoredKey>(
      "SELECT body_hash, status, response, expires_at, created_at, owner FROM idempotency_keys WHERE space_id = ? AND operation = ? AND key = ?",
    ),
    claim: db.prepare(
      `INSERT INTO idempotency_keys (space_id, operation, key, body_hash, status, response, created_at, expires_at, owner)
       VALUES (@spaceId, @operation, @key, @hash, NULL, NULL, @now, @expiresAt, @owner)
       ON CONFLICT (space_id, operation, key) DO UPDATE SET body_hash = excluded.body_hash, status = NULL,
         response = NULL, created_at = excluded.created_at, expires_at = excluded.expires_at, owner = excluded.owner`,
    ),
    store: db.prepare(
      `INSERT INTO idempotency_keys (space_id, operation, key, body_hash, status, response, created_at, expires_at)
       VALUES (@spaceId, @operation, @key, @hash, @status, @response, @now, @expiresAt)
       ON CONFLICT (space_id, operation, key) DO UPDATE SET body_hash = excluded.body_hash, status = excluded.status,
         response = excluded.response, created_at = excluded.created_at, expires_at = excluded.expires_at, owner = NULL`,
    ),
    // Complete and release touch only the caller's own claim: one taken over meanwhile is the new owner's.
    complete: db.prepare(
      `UPDATE idempotency_keys SET status = @status, response = @response, owner = NULL
       WHERE space_id = @spaceId AND operation = @operation AND key = @key AND status IS NULL AND owner IS @owner`,
    ),
    release: db.prepare("DELETE FROM idempotency_keys WHERE space_id = @spaceId AND operation = @operation AND key = @key AND status IS NULL AND owner IS @owner"),
    prune: db.prepare("DELETE FROM idempotency_keys WHERE expires_at <= ?"),
  };
  return {
    get: (s: KeyScope) => q.get.get(s.spaceId, s.operation, s.key),
    /** Takes (or retakes, when expired or its owner is gone) the key for a run by `owner`. Call inside the same transaction as `get`. */
    claim: (s: KeyScope, hash: string, now: number, expiresAt: number, owner: string) => void q.claim.run({ ...s, hash, now, expiresAt, owner }),
    /** Stores a finished answer under the key in one step (a run that finished inside the claiming transaction). */
    store: (s: KeyScope, hash: string, now: number, expiresAt: number, status: number, response: string) =>
      void q.store.run({ ...s, hash, now, expiresAt, status, response }),
    /** Stores the answer of `owner`'s claim. */
    complete: (s: KeyScope, owner: string, status: number, response: string) => void q.complete.run({ ...s, owner, status, response }),
    /** Deletes `owner`'s claim (its run failed or answered 4xx/5xx). */
    release: (s: KeyScope, owner: string) => void q.release.run({ ...s, owner }),
    prune: (now: number) => q.prune.run(now).changes,
  };
}
export type IdempotencyRepo = ReturnType<typeof idempotencyRepo>;
