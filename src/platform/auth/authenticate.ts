import { AppError } from "../errors.js";
import type { Mode } from "../tenancy/workspaces.repo.js";
import type { KeysRepo } from "./keys.repo.js";
import { bearerToken, classifyKey, hashKey, type KeyApi, type KeyKind } from "./keys.rules.js";

/** Who is calling: the key and the space (workspace + mode) it works on. */
export interface AuthContext {
  keyId: string;
  spaceId: number;
  workspaceId: string;
  mode: Mode;
  kind: KeyKind;
}

/**
 * Resolves the `Authorization` header to an AuthContext or throws
 * 401 `invalid_api_key` / 403 `secret_key_required`. Revocation takes effect
 * on the next request (no cache: the lookup is one indexed read).
 */
export function createAuthenticator(api: KeyApi, keys: KeysRepo) {
  return (authorization: string | undefined, allowPublishable: boolean): AuthContext => {
    const token = bearerToken(authorization);
    const format = token ? classifyKey(api, token) : undefined;
    if (!token || !format) throw new AppError("invalid_api_key");
    if (format.kind === "publishable" && !allowPublishable) throw new AppError("secret_key_required");
    const row = keys.activeByHash(hashKey(token));
    if (!row || row.api !== api || row.kind !== format.kind) throw new AppError("invalid_api_key");
    return { keyId: row.id, spaceId: row.space_id, workspaceId: row.workspace_id, mode: row.mode, kind: row.kind };
  };
}
export type Authenticator = ReturnType<typeof createAuthenticator>;
