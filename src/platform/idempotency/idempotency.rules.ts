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

export interface StoredKey {
  body_hash: string;
  /** null while the first request runs */
  status: number | null;
  response: string | null;
  expires_at: number;
}

export type Decision = "run" | "replay" | "mismatch" | "in_progress";

/** What a request with a key does, given what is stored under it. */
export function decide(stored: StoredKey | undefined, hash: string, now: number): Decision {
  if (!stored || stored.expires_at <= now) return "run";
  if (stored.status === null) return "in_progress";
  return stored.body_hash === hash ? "replay" : "mismatch";
}

/** Only successful answers are kept; a 4xx changed nothing and a 5xx may be retried, so both release the key. */
export const keepsAnswer = (status: number): boolean => status >= 200 && status < 300;
