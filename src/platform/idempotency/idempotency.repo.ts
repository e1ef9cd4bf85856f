import type { StoredKey } from "./idempotency.rules.js";

export interface KeyScope {
  spaceId: number;
  operation: string;
  key: string;
}

/**
 * Idempotency keys, claim first (see README.md here; the SQLite engine's:
 * src/store/sqlite/platform/idempotency.ts). Every claim is one conditional statement, so of
 * several claimers of one key, in however many processes, exactly one wins.
 */
export interface IdempotencyRepo {
  /** The row stored under the key (an answer, or a running claim with its owner); undefined for none. */
  get(s: KeyScope): Promise<StoredKey | undefined>;
  /**
   * Claims the key for a run by `owner` when nothing is stored under it, in one statement:
   * true when this call's row went in (the caller runs), false when a row was there (read it
   * with `get` to answer from it; the row is left unchanged).
   */
  claim(s: KeyScope, hash: string, now: number, expiresAt: number, owner: string): Promise<boolean>;
  /**
   * Takes the key over for a run by `owner` from the row `seen` (expired, or a claim whose
   * owner is gone), only if that row is still there unchanged (same created_at and owner) or gone:
   * true when this call won it, false when another taker or the owner changed it first.
   */
  takeOver(s: KeyScope, seen: StoredKey, hash: string, now: number, expiresAt: number, owner: string): Promise<boolean>;
  /** Stores the answer of `owner`'s running claim (and clears its owner); nothing when the claim is not `owner`'s any more. */
  complete(s: KeyScope, owner: string, status: number, response: string): Promise<void>;
  /** Deletes `owner`'s running claim (its run failed or answered 4xx/5xx); a stored answer or another's claim is left. */
  release(s: KeyScope, owner: string): Promise<void>;
  /** Deletes every key whose expires_at ≤ `now`; answers how many. */
  prune(now: number): Promise<number>;
}
