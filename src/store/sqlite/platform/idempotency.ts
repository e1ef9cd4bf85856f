import type { Db } from "../../../platform/db/database.js";
import type { IdempotencyRepo } from "../../../platform/idempotency/idempotency.repo.js";
import type { StoredKey } from "../../../platform/idempotency/idempotency.rules.js";

/** All SQL of idempotency keys. */
export function idempotencyRepo(db: Db): IdempotencyRepo {
  const q = {
    get: db.prepare<[number, string, string], StoredKey>(
      "SELECT body_hash, status, response, expires_at, created_at, owner FROM idempotency_keys WHERE space_id = ? AND operation = ? AND key = ?",
    ),
    // The claim decides who runs: of several claimers of one key, the one whose row goes in (it
    // changed a row). Counted changes, not RETURNING, and positional parameters: so claim +
    // complete cost what the SELECT + upsert they replaced did (~13 µs), ~20 µs with both.
    claim: db.prepare<[number, string, string, string, number, number, string]>(
      `INSERT INTO idempotency_keys (space_id, operation, key, body_hash, status, response, created_at, expires_at, owner)
       VALUES (?, ?, ?, ?, NULL, NULL, ?, ?, ?)
       ON CONFLICT (space_id, operation, key) DO NOTHING`,
    ),
    // A takeover replaces the row only if it is still the one the taker saw (its created_at and
    // owner): of several takers, the first one's update wins, and the others' find a new row.
    takeOver: db.prepare(
      `INSERT INTO idempotency_keys (space_id, operation, key, body_hash, status, response, created_at, expires_at, owner)
       VALUES (@spaceId, @operation, @key, @hash, NULL, NULL, @now, @expiresAt, @owner)
       ON CONFLICT (space_id, operation, key) DO UPDATE SET body_hash = excluded.body_hash, status = NULL,
         response = NULL, created_at = excluded.created_at, expires_at = excluded.expires_at, owner = excluded.owner
       WHERE idempotency_keys.created_at = @seenCreatedAt AND idempotency_keys.owner IS NOT DISTINCT FROM @seenOwner`,
    ),
    // Complete and release touch only the caller's own claim: one taken over meanwhile is the new owner's.
    complete: db.prepare<[number, string, number, string, string, string]>(
      `UPDATE idempotency_keys SET status = ?, response = ?, owner = NULL
       WHERE space_id = ? AND operation = ? AND key = ? AND status IS NULL AND owner = ?`,
    ),
    release: db.prepare("DELETE FROM idempotency_keys WHERE space_id = @spaceId AND operation = @operation AND key = @key AND status IS NULL AND owner = @owner"),
    prune: db.prepare("DELETE FROM idempotency_keys WHERE expires_at <= ?"),
  };
  return {
    get: async (s) => q.get.get(s.spaceId, s.operation, s.key),
    claim: async (s, hash, now, expiresAt, owner) => q.claim.run(s.spaceId, s.operation, s.key, hash, now, expiresAt, owner).changes === 1,
    takeOver: async (s, seen, hash, now, expiresAt, owner) =>
      q.takeOver.run({ ...s, hash, now, expiresAt, owner, seenCreatedAt: seen.created_at, seenOwner: seen.owner }).changes === 1,
    complete: async (s, owner, status, response) => void q.complete.run(status, response, s.spaceId, s.operation, s.key, owner),
    release: async (s, owner) => void q.release.run({ ...s, owner }),
    prune: async (now) => q.prune.run(now).changes,
  };
}
