import { createHash } from "node:crypto";

/** Keys are kept this long, per mode and operation. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** JSON with object keys sorted at every depth, so equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The body's fingerprint; the `idempotency_key` field itself is left out. */
export function bodyHash(body: unknown): string {
  const rest = body !== null && typeof body === "object" && !Array.isArray(body) ? { ...(body as object), idempotency_key: undefined } : body;
  return createHash("sha256").update(canonicalJson(rest)).digest("hex");
}

/**
 * A running claim whose owner cannot be seen to be gone (another machine's process, a node of
 * a later multi-node engine) is taken over once it is this old: far past the longest a billing
 * change may await its provider (each call times out in 20 s).
 */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;

export interface StoredKey {
  body_hash: string;
  /** null while the first request runs */
  status: number | null;
  response: string | null;
  expires_at: number;
  created_at: number;
  /** The process that claimed a running key (`host:pid:uuid`); null for finished answers. */
  owner: string | null;
}

/** What `decide` needs to know of claim owners. */
export interface ClaimOwners {
  /** This process's id. */
  self: string;
  /** Whether a claim's owner is known to be gone (a process of this machine that no longer runs). */
  gone(owner: string): boolean;
}

export type Decision = "run" | "replay" | "mismatch" | "in_progress";

/**
 * What a request with a key does, given what is stored under it. A running claim of a process
 * that died (kill -9, a crash mid-attach) is not in progress: the request takes it over and runs
 * (what the dead run committed, e.g. an open invoice, is reused or superseded by the new run).
 */
export function decide(stored: StoredKey | undefined, hash: string, now: number, owners: ClaimOwners): Decision {
  if (!stored || stored.expires_at <= now) return "run";
  if (stored.status === null) return claimAlive(stored, now, owners) ? "in_progress" : "run";
  return stored.body_hash === hash ? "replay" : "mismatch";
}

/** Only successful answers are kept; a 4xx changed nothing and a 5xx may be retried, so both release the key. */
export const keepsAnswer = (status: number): boolean => status >= 200 && status < 300;

/** Whether a running claim's owner may still answer it. */
function claimAlive(stored: StoredKey, now: number, owners: ClaimOwners): boolean {
  if (stored.owner === owners.self) return true;
  if (stored.owner === null || owners.gone(stored.owner)) return false;
  return stored.created_at + CLAIM_LEASE_MS > now;
}
