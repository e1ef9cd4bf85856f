import type { KeyRow, KeysRepo, NewKey } from "../../../platform/auth/keys.repo.js";
import type { Mode } from "../../../platform/tenancy/workspaces.repo.js";
import { type PgConn, stmt } from "../conn.js";

const COLUMNS = "k.id, k.space_id, s.workspace_id, s.mode, k.api, k.kind, k.display, k.name, k.created_at, k.revoked_at, k.last_used_at";

const q = {
  insert: stmt("keys.insert", "INSERT INTO api_keys (id, space_id, api, kind, hash, display, name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"),
  byHash: stmt<KeyRow>("keys.byHash", `SELECT ${COLUMNS} FROM api_keys k JOIN spaces s ON s.id = k.space_id WHERE k.hash = $1 AND k.revoked_at IS NULL`),
  list: stmt<KeyRow>("keys.list", `SELECT ${COLUMNS} FROM api_keys k JOIN spaces s ON s.id = k.space_id ORDER BY k.created_at, k.id COLLATE "C"`),
  revoke: stmt("keys.revoke", "UPDATE api_keys SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL"),
  recordUse: stmt("keys.recordUse", "UPDATE api_keys SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2)"),
  count: stmt<{ n: number }>("keys.count", "SELECT count(*) AS n FROM api_keys"),
  spaceByPublicKey: stmt<{ id: number; workspace_id: string; mode: Mode }>("keys.spaceByPublicKey", "SELECT id, workspace_id, mode FROM spaces WHERE public_key = $1"),
};

/**
 * Revocations made by this process's keys repositories, whatever connection they ran on (the pool,
 * a unit's client): a revocation through any of them empties the authenticators' caches at once.
 * One count per process, not per pool: another store's revocation only empties a cache once more.
 */
const revocations = { n: 0 };

/** All SQL about API keys. */
export function keysRepo(c: PgConn): KeysRepo {
  return {
    async insert(k: NewKey) {
      await q.insert.run(c, k.id, k.spaceId, k.api, k.kind, k.hash, k.display, k.name, k.now);
    },
    activeByHash: (hash) => q.byHash.one(c, hash),
    list: () => q.list.all(c),
    async revoke(id, now) {
      const done = (await q.revoke.run(c, id, now)) === 1;
      if (done) revocations.n++;
      return done;
    },
    async recordUse(id, at) {
      await q.recordUse.run(c, id, at);
    },
    count: async () => (await q.count.one(c))!.n,
    spaceByPublicKey: (token) => q.spaceByPublicKey.one(c, token),
    revocationEpoch: () => revocations.n,
  };
}
