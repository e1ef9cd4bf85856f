import type { IdempotencyRepo } from "../../../platform/idempotency/idempotency.repo.js";
import type { StoredKey } from "../../../platform/idempotency/idempotency.rules.js";
import { type PgConn, stmt } from "../conn.js";

const q = {
  get: stmt<StoredKey>(
    "idempotency.get",
    "SELECT body_hash, status, response, expires_at, created_at, owner FROM idempotency_keys WHERE space_id = $1 AND operation = $2 AND key = $3",
  ),
  // The claim decides who runs: of several claimers of one key, the one whose row goes in. A second
  // claimer's insert waits on the first's uncommitted row, then does nothing (or goes in if the first
  // rolled back): exactly one wins, in however many processes.
  claim: stmt(
    "idempotency.claim",
    `INSERT INTO idempotency_keys (space_id, operation, key, body_hash, status, response, created_at, expires_at, owner)
     VALUES ($1, $2, $3, $4, NULL, NULL, $5, $6, $7)
     ON CONFLICT (space_id, operation, key) DO NOTHING`,
  ),
  // A takeover replaces the row only if it is still the one the taker saw (its created_at and owner),
  // checked on the row's latest version under its lock: of several takers, the first one's update
  // wins, and the others find a new row.
  takeOver: stmt(
    "idempotency.takeOver",
    `INSERT INTO idempotency_keys (space_id, operation, key, body_hash, status, response, created_at, expires_at, owner)
     VALUES ($1, $2, $3, $4, NULL, NULL, $5, $6, $7)
     ON CONFLICT (space_id, operation, key) DO UPDATE SET body_hash = excluded.body_hash, status = NULL,
       response = NULL, created_at = excluded.created_at, expires_at = excluded.expires_at, owner = excluded.owner
     WHERE idempotency_keys.created_at = $8 AND idempotency_keys.owner IS NOT DISTINCT FROM $9::text`,
  ),
  // Complete and release touch only the caller's own claim: one taken over meanwhile is the new owner's.
  complete: stmt(
    "idempotency.complete",
    `UPDATE idempotency_keys SET status = $5, response = $6, owner = NULL
     WHERE space_id = $1 AND operation = $2 AND key = $3 AND status IS NULL AND owner = $4`,
  ),
  release: stmt("idempotency.release", "DELETE FROM idempotency_keys WHERE space_id = $1 AND operation = $2 AND key = $3 AND status IS NULL AND owner = $4"),
  prune: stmt("idempotency.prune", "DELETE FROM idempotency_keys WHERE expires_at <= $1"),
};

/** All SQL of idempotency keys. */
export function idempotencyRepo(c: PgConn): IdempotencyRepo {
  return {
    get: (s) => q.get.one(c, s.spaceId, s.operation, s.key),
    claim: async (s, hash, now, expiresAt, owner) => (await q.claim.run(c, s.spaceId, s.operation, s.key, hash, now, expiresAt, owner)) === 1,
    takeOver: async (s, seen, hash, now, expiresAt, owner) =>
      (await q.takeOver.run(c, s.spaceId, s.operation, s.key, hash, now, expiresAt, owner, seen.created_at, seen.owner)) === 1,
    async complete(s, owner, status, response) {
      await q.complete.run(c, s.spaceId, s.operation, s.key, owner, status, response);
    },
    async release(s, owner) {
      await q.release.run(c, s.spaceId, s.operation, s.key, owner);
    },
    prune: (now) => q.prune.run(c, now),
  };
}
