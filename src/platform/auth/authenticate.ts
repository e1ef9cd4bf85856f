import { AppError } from "../errors.js";
import type { Mode } from "../tenancy/workspaces.repo.js";
import { type Clock, systemClock } from "../clock.js";
import { type KeyRow, type KeysRepo, revocationEpoch } from "./keys.repo.js";
import { bearerToken, classifyKey, hashKey, type KeyApi, type KeyKind } from "./keys.rules.js";

/** Who is calling: the key and the space (workspace + mode) it works on. */
export interface AuthContext {
  keyId: string;
  spaceId: number;
  workspaceId: string;
  mode: Mode;
  kind: KeyKind;
}

/** How long a valid key is trusted without reading the database again. */
export const KEY_CACHE_MS = 1000;
const KEY_CACHE_MAX = 10_000;

/**
 * Resolves the `Authorization` header to an AuthContext or throws
 * 401 `invalid_api_key` / 403 `secret_key_required`.
 *
 * Valid keys are cached for a second (the lookup was a fifth of a hot
 * request's CPU). A revocation made in this process empties the cache at
 * once; one made by another process (the CLI) takes effect within a second.
 * Unknown keys are never cached.
 */
export function createAuthenticator(api: KeyApi, keys: KeysRepo, clock: Clock = systemClock) {
  const cache = new Map<string, { row: KeyRow; at: number }>();
  let epoch = revocationEpoch();

  const lookup = (hash: string): KeyRow | undefined => {
    const now = clock.now();
    if (epoch !== revocationEpoch()) {
      cache.clear();
      epoch = revocationEpoch();
    }
    const hit = cache.get(hash);
    if (hit && now - hit.at < KEY_CACHE_MS) return hit.row;
    const row = keys.activeByHash(hash);
    if (!row) {
      cache.delete(hash);
      return undefined;
    }
    if (cache.size >= KEY_CACHE_MAX) cache.clear();
    cache.set(hash, { row, at: now });
    return row;
  };

  return (authorization: string | undefined, allowPublishable: boolean): AuthContext => {
    const token = bearerToken(authorization);
    const format = token ? classifyKey(api, token) : undefined;
    if (!token || !format) throw new AppError("invalid_api_key");
    if (format.kind === "publishable" && !allowPublishable) throw new AppError("secret_key_required");
    const row = lookup(hashKey(token));
    if (!row || row.api !== api || row.kind !== format.kind) throw new AppError("invalid_api_key");
    return { keyId: row.id, spaceId: row.space_id, workspaceId: row.workspace_id, mode: row.mode, kind: row.kind };
  };
}
export type Authenticator = ReturnType<typeof createAuthenticator>;
