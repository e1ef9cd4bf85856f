import { AppError } from "../errors.js";
import type { Mode } from "../tenancy/workspaces.repo.js";
import { type Clock, systemClock } from "../clock.js";
import type { KeysRepo } from "./keys.repo.js";
import { bearerToken, classifyKey, hashKey, type KeyApi, type KeyFormat, type KeyKind, useDue } from "./keys.rules.js";

/** Who is calling: the key and the space (workspace + mode) it works on. */
export interface AuthContext {
  keyId: string;
  spaceId: number;
  workspaceId: string;
  mode: Mode;
  kind: KeyKind;
}

/**
 * Which kinds of key an operation accepts: `false`/`"secret"` secret keys only,
 * `true`/`"publishable"` both, `"public-only"` publishable keys only.
 */
export type KeyAccess = boolean | "secret" | "publishable" | "public-only";

/** The error for a key of `kind` where `access` rules, or undefined when it may call. */
function refusal(kind: KeyKind, access: KeyAccess): AppError | undefined {
  if (kind === "publishable" && (access === false || access === "secret")) return new AppError("secret_key_required");
  if (kind === "secret" && access === "public-only") return new AppError("publishable_key_required");
  return undefined;
}

/** How long a valid key is trusted without reading the database again. */
export const KEY_CACHE_MS = 1000;
const KEY_CACHE_MAX = 10_000;

/**
 * Where the authenticator reports that an issued key (a row of `api_keys`) authenticated a request:
 * at most once per KEY_USE_RECORD_MS per key (keys.rules.ts, useDue), synchronously and without
 * waiting; the platform's recorder writes it off the request path (platform.ts).
 */
export type KeyUseRecorder = (keyId: string, at: number) => void;

/**
 * Resolves the `Authorization` header to an AuthContext or throws
 * 401 `invalid_api_key` / 403 `secret_key_required` / 403 `publishable_key_required`.
 *
 * A format a domain recognises but never issues (`issued: false`, e.g. the
 * desk's `pk_live_…` widget key) is the public key of a space
 * (`spaces.public_key`), not a row of `api_keys`.
 *
 * Valid keys are cached for a second, by the token itself, with the answer
 * they resolve to: a cached request skips the SHA-256 and the lookup (a
 * fifth of a hot request's CPU once, and then still ~1.5 µs). A revocation
 * made in this process empties the cache at once; one made by another
 * process (the CLI) takes effect within a second. Unknown keys are never
 * cached.
 *
 * `recordUse` hears of an issued key's accepted use at most once a minute per key: one map lookup
 * on the hot path (public keys are not rows and are not recorded).
 */
export function createAuthenticator(api: KeyApi, formats: readonly KeyFormat[], keys: KeysRepo, clock: Clock = systemClock, recordUse?: KeyUseRecorder) {
  const cache = new Map<string, { auth: AuthContext; at: number; issued: boolean }>();
  /** When this process last recorded each issued key's use (by key id). */
  const recorded = new Map<string, number>();
  const used = (keyId: string, now: number): void => {
    if (recordUse === undefined || !useDue(recorded.get(keyId), now)) return;
    if (recorded.size >= KEY_CACHE_MAX) recorded.clear();
    recorded.set(keyId, now);
    recordUse(keyId, now);
  };
  /** The revocation epoch the cache was filled under (read on the first request). */
  let epoch: number | null = null;

  const resolve = async (token: string, access: KeyAccess, now: number): Promise<AuthContext> => {
    const format = classifyKey(formats, api, token);
    if (!format) throw new AppError("invalid_api_key");
    const refused = refusal(format.kind, access);
    if (refused) throw refused;
    if (format.issued === false) {
      const space = await keys.spaceByPublicKey(token);
      if (!space || !token.startsWith(format.prefix) || space.mode !== format.mode) throw new AppError("invalid_api_key");
      const auth: AuthContext = Object.freeze({ keyId: `public:${space.id}`, spaceId: space.id, workspaceId: space.workspace_id, mode: space.mode, kind: format.kind });
      if (cache.size >= KEY_CACHE_MAX) cache.clear();
      cache.set(token, { auth, at: now, issued: false });
      return auth;
    }
    const row = await keys.activeByHash(hashKey(token));
    if (!row || row.api !== api || row.kind !== format.kind) throw new AppError("invalid_api_key");
    const auth: AuthContext = Object.freeze({ keyId: row.id, spaceId: row.space_id, workspaceId: row.workspace_id, mode: row.mode, kind: row.kind });
    if (cache.size >= KEY_CACHE_MAX) cache.clear();
    cache.set(token, { auth, at: now, issued: true });
    used(row.id, now);
    return auth;
  };

  // A cached key answers at once, without a promise (the hot path); a lookup answers a promise.
  return (authorization: string | undefined, access: KeyAccess): AuthContext | Promise<AuthContext> => {
    const token = bearerToken(authorization);
    if (!token) throw new AppError("invalid_api_key");
    const current = keys.revocationEpoch();
    if (epoch !== current) {
      cache.clear();
      epoch = current;
    }
    const now = clock.now();
    const hit = cache.get(token);
    if (hit === undefined || now - hit.at >= KEY_CACHE_MS) {
      cache.delete(token);
      return resolve(token, access, now);
    }
    const refused = refusal(hit.auth.kind, access);
    if (refused) throw refused;
    if (hit.issued) used(hit.auth.keyId, now);
    return hit.auth;
  };
}
export type Authenticator = ReturnType<typeof createAuthenticator>;
