import { createHash } from "node:crypto";
import { newId, randomSecret } from "../ids.js";
import type { Mode } from "../tenancy/workspaces.repo.js";

export type KeyApi = "desk" | "revenue";
export type KeyKind = "secret" | "publishable";

export interface KeyFormat {
  api: KeyApi;
  kind: KeyKind;
  mode: Mode;
  prefix: string;
}

/** Every key Tandem recognises, by prefix. Desk `pk_` keys are the workspace's widget keys. */
export const KEY_FORMATS: readonly KeyFormat[] = [
  { api: "desk", kind: "secret", mode: "test", prefix: "dsk_test_" },
  { api: "desk", kind: "secret", mode: "live", prefix: "dsk_live_" },
  { api: "desk", kind: "publishable", mode: "test", prefix: "pk_test_" },
  { api: "desk", kind: "publishable", mode: "live", prefix: "pk_live_" },
  { api: "revenue", kind: "secret", mode: "test", prefix: "rv_sk_test_" },
  { api: "revenue", kind: "secret", mode: "live", prefix: "rv_sk_live_" },
  { api: "revenue", kind: "publishable", mode: "test", prefix: "rv_pk_test_" },
  { api: "revenue", kind: "publishable", mode: "live", prefix: "rv_pk_live_" },
];

export function keyFormat(api: KeyApi, kind: KeyKind, mode: Mode): KeyFormat {
  return KEY_FORMATS.find((f) => f.api === api && f.kind === kind && f.mode === mode)!;
}

/** The format a token claims by its prefix, for the given API. */
export function classifyKey(api: KeyApi, token: string): KeyFormat | undefined {
  return KEY_FORMATS.find((f) => f.api === api && token.startsWith(f.prefix));
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

/** A public widget key of a workspace (`pk_live_…`/`pk_test_…`). */
export const mintPublicKey = (mode: Mode): string => `pk_${mode}_${randomSecret(18)}`;
