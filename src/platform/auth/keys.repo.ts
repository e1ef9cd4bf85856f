import type { Db } from "../db/database.js";
import type { Mode } from "../tenancy/workspaces.repo.js";
import type { KeyApi, KeyKind } from "./keys.rules.js";

export interface KeyRow {
  id: string;
  space_id: number;
  workspace_id: string;
  mode: Mode;
  api: KeyApi;
  kind: KeyKind;
  display: string;
  created_at: number;
  revoked_at: number | null;
}

/**
 * Revocations made on each connection, shared by every keys repository built over it (the platform's,
 * and those a handle builds, `h.use(keysRepo)`), so a revocation through any of them empties the
 * authenticators' caches at once.
 */
const revocationsOf = new WeakMap<Db, { n: number }>();

/** All SQL about API keys. */
export function keysRepo(db: Db) {
  let revocations = revocationsOf.get(db);
  if (revocations === undefined) revocationsOf.set(db, (revocations = { n: 0 }));
  const cols = "k.id, k.space_id, s.workspace_id, s.mode, k.api, k.kind, k.display, k.created_at, k.revoked_at";
  const q = {
    insert: db.prepare(
      "INSERT INTO api_keys (id, space_id, api, kind, hash, display, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ),
    byHash: db.prepare<[string], KeyRow>(
      `SELECT ${cols} FROM api_keys k JOIN spaces s ON s.id = k.space_id WHERE k.hash = ? AND k.revoked_at IS NULL`,
    ),
    list: db.prepare<[], KeyRow>(`SELECT ${cols} FROM api_keys k JOIN spaces s ON s.id = k.space_id ORDER BY k.created_at, k.id`),
    revoke: db.prepare("UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL"),
    count: db.prepare<[], { n: number }>("SELECT count(*) AS n FROM api_keys"),
    spaceByPublicKey: db.prepare<[string], { id: number; workspace_id: string; mode: Mode }>(
      "SELECT id, workspace_id, mode FROM spaces WHERE public_key = ?",
    ),
  };
  return {
    async insert(k: { id: string; spaceId: number; api: KeyApi; kind: KeyKind; hash: string; display: string; now: number }) {
      q.insert.run(k.id, k.spaceId, k.api, k.kind, k.hash, k.display, k.now);
    },
    /** The active key with this hash, or undefined. */
    activeByHash: async (hash: string) => q.byHash.get(hash),
    list: async () => q.list.all(),
    /** Revokes; false when there is no such active key. */
    async revoke(id: string, now: number): Promise<boolean> {
      const done = q.revoke.run(now, id).changes === 1;
      if (done) revocations.n++;
      return done;
    },
    count: async () => q.count.get()!.n,
    /** The space whose public key (`spaces.public_key`) this is. */
    spaceByPublicKey: async (token: string) => q.spaceByPublicKey.get(token),
    /**
     * Moves whenever this repository revokes a key: this process's own count, not a read (another
     * process's revocation reaches an authenticator when its cache entry expires), so it answers at once.
     */
    revocationEpoch: (): number => revocations.n,
  };
}
export type KeysRepo = ReturnType<typeof keysRepo>;
