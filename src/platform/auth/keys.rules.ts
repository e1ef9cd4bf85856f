import { createHash } from "node:crypto";
import { newId, randomSecret } from "../ids.js";
import type { Mode } from "../tenancy/workspaces.repo.js";

/** The API a key is for: a domain's name (`desk`, `revenue`). */
export type KeyApi = string;
export type KeyKind = "secret" | "publishable";

/** A key format a domain accepts (each domain lists its own; the platform knows none). */
export interface KeyFormat {
  api: KeyApi;
  kind: KeyKind;
  mode: Mode;
  prefix: string;
  /** False for a format that is recognised (and refused where a secret key is needed) but never issued as an API key, e.g. the workspace's public widget key. */
  issued?: boolean;
}

/** The format of `api`, `kind` and `mode`, or undefined when the domain has none. */
export function keyFormat(formats: readonly KeyFormat[], api: KeyApi, kind: KeyKind, mode: Mode): KeyFormat | undefined {
  return formats.find((f) => f.api === api && f.kind === kind && f.mode === mode);
}

/** The format a token claims by its prefix, for the given API. */
export function classifyKey(formats: readonly KeyFormat[], api: KeyApi, token: string): KeyFormat | undefined {
  return formats.find((f) => f.api === api && token.startsWith(f.prefix));
}

/** Keys are stored only as this hash. */
export const hashKey = (token: string): string => createHash("sha256").update(token).digest("hex");

export interface MintedKey {
  id: string;
  token: string;
  hash: string;
  /** Safe to show again: the prefix and the last four characters. */
  display: string;
}

export function mintKey(format: KeyFormat): MintedKey {
  const token = format.prefix + randomSecret(24);
  return { id: newId(), token, hash: hashKey(token), display: `${format.prefix}…${token.slice(-4)}` };
}

/** `Authorization: Bearer <token>` → the token, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer +(\S+) *$/i.exec(header);
  return m?.[1];
}

/** A workspace's public key of a mode (`pk_live_…`/`pk_test_…`), safe in a browser. */
export const mintPublicKey = (mode: Mode): string => `pk_${mode}_${randomSecret(18)}`;

/** A key name's bounds, in characters (code points) after trimming. */
export const KEY_NAME_MAX = 100;

/** The name of a key created without one, e.g. `revenue test secret` (also what migration 10 gave older keys). */
export const defaultKeyName = (spec: { api: KeyApi; mode: Mode; kind: KeyKind }): string => `${spec.api} ${spec.mode} ${spec.kind}`;

/**
 * The name to store for `given` (trimmed; the default when absent), or `{ problem }` when it is
 * empty, longer than KEY_NAME_MAX characters or holds a control character (a name is shown on one line).
 */
export function keyName(given: string | undefined, spec: { api: KeyApi; mode: Mode; kind: KeyKind }): string | { problem: string } {
  if (given === undefined) return defaultKeyName(spec);
  const name = given.trim();
  if (name === "") return { problem: "name must not be empty" };
  if ([...name].length > KEY_NAME_MAX) return { problem: `name must have at most ${KEY_NAME_MAX} characters` };
  if (/[\u0000-\u001f\u007f]/.test(name)) return { problem: "name must not contain control characters" };
  return name;
}

/** How often a key's use is recorded at most, per key and process (`api_keys.last_used_at`'s granularity). */
export const KEY_USE_RECORD_MS = 60_000;

/** Whether a use at `now` is to be recorded, the key's last record by this process having been at `last`. */
export const useDue = (last: number | undefined, now: number): boolean => last === undefined || now - last >= KEY_USE_RECORD_MS || now < last;
