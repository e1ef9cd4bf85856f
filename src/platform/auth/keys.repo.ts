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
  /** 1–100 characters (keys.rules.ts, keyName). */
  name: string;
  created_at: number;
  revoked_at: number | null;
  /** When the key last authenticated a request, to about a minute (recordUse); null: never. */
  last_used_at: number | null;
}

/** A key to store: only its hash, never the key. */
export interface NewKey {
  id: string;
  spaceId: number;
  api: KeyApi;
  kind: KeyKind;
  hash: string;
  display: string;
  name: string;
  now: number;
}

/** API keys and the spaces' public keys (the SQLite engine's: src/store/sqlite/platform/keys.ts). */
export interface KeysRepo {
  /** Stores a new key; a duplicate id or hash is an error (nothing stored). */
  insert(k: NewKey): Promise<void>;
  /** The active (not revoked) key with this hash, with its space's workspace and mode; undefined otherwise. */
  activeByHash(hash: string): Promise<KeyRow | undefined>;
  /** Every key, revoked ones too, oldest first (created_at, then id). */
  list(): Promise<KeyRow[]>;
  /** Revokes at `now`; false (nothing changed) when there is no such active key. */
  revoke(id: string, now: number): Promise<boolean>;
  /**
   * Records that key `id` authenticated a request at `at`: a conditional UPDATE that never moves
   * last_used_at back (a late or duplicate record changes nothing). The authenticator calls it at
   * most once a minute per key and process, off the request path.
   */
  recordUse(id: string, at: number): Promise<void>;
  /** How many keys are stored, revoked ones too. */
  count(): Promise<number>;
  /** The space whose public key (`spaces.public_key`) this is; undefined for none. */
  spaceByPublicKey(token: string): Promise<{ id: number; workspace_id: string; mode: Mode } | undefined>;
  /**
   * Moves whenever a keys repository of this connection revokes a key: this process's own count, not
   * a read (another process's revocation reaches an authenticator when its cache entry expires), so
   * it answers at once.
   */
  revocationEpoch(): number;
}
