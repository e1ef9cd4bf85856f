import type { Db } from "../../../platform/db/database.js";
import type { KeyRow, KeysRepo, NewKey } from "../../../platform/auth/keys.repo.js";
import type { Mode } from "../../../platform/tenancy/workspaces.repo.js";

/**
 * Revocations made on each connection, shared by every keys repository built over it (the platform's,
 * and those a handle builds, `h.use(platform.repos.keys)`), so a revocation through any of them empties the
 * authenticators' caches at once.
 */
const revocationsOf = new WeakMap<Db, { n: number }>();

/** All SQL about API keys. */
export function keysRepo(db: Db): KeysRepo {
  let revocations = revocationsOf.get(db);
  if (revocations === undefined) revocationsOf.set(db, (revocations = { n: 0 }));
  const cols = "k.id, k.space_id, s.workspace_id, s.mode, k.api, k.kind, k.display, k.name, k.created_at, k.revoked_at, k.last_used_at";
  const q = {
    insert: db.prepare(
      "INSERT INTO api_keys (id, space_id, api, kind, hash, display, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    ),
    byHash: db.prepare<[string], KeyRow>(
      `SELECT ${cols} FROM api_keys k JOIN spaces s ON s.id = k.space_id WHERE k.hash = ? AND k.revoked_at IS NULL`,
    ),
    list: db.prepare<[], KeyRow>(`SELECT ${cols} FROM api_keys k JOIN spaces s ON s.id = k.space_id ORDER BY k.created_at, k.id`),
    revoke: db.prepare("UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL"),
    recordUse: db.prepare("UPDATE api_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)"),
    count: db.prepare<[], { n: number }>("SELECT count(*) AS n FROM api_keys"),
    spaceByPublicKey: db.prepare<[string], { id: number; workspace_id: string; mode: Mode }>(
      "SELECT id, workspace_id, mode FROM spaces WHERE public_key = ?",
    ),
  };
  return {
    async insert(k: NewKey) {
      q.insert.run(k.id, k.spaceId, k.api, k.kind, k.hash, k.display, k.name, k.now);
    },
    activeByHash: async (hash) => q.byHash.get(hash),
    list: async () => q.list.all(),
    async revoke(id, now) {
      const done = q.revoke.run(now, id).changes === 1;
      if (done) revocations.n++;
      return done;
    },
    async recordUse(id, at) {
      q.recordUse.run(at, id, at);
    },
    count: async () => q.count.get()!.n,
    spaceByPublicKey: async (token) => q.spaceByPublicKey.get(token),
    revocationEpoch: () => revocations.n,
  };
}
