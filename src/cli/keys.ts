import type { KeyApi } from "../platform/auth/keys.rules.js";
import { createApiKeyIn } from "../platform/auth/keys.service.js";
import { systemClock } from "../platform/clock.js";
import { AppError } from "../platform/errors.js";
import { openTandem } from "../tandem.js";
import type { Mode } from "../platform/tenancy/workspaces.repo.js";

type Out = (line: string) => void;

export async function keysCreate(dbPath: string, o: { api: KeyApi; mode: Mode; publishable: boolean; name?: string; json: boolean }, out: Out) {
  const t = await openTandem(dbPath, systemClock);
  try {
    const key = await createApiKeyIn(t.store.read, t, t.workspace.id, { api: o.api, mode: o.mode, kind: o.publishable ? "publishable" : "secret", ...(o.name !== undefined && { name: o.name }) });
    if (o.json) out(JSON.stringify(key));
    else {
      out(`Created ${key.api} ${key.mode} ${key.kind} key ${key.id} "${key.name}" (shown once):`);
      out(key.key);
    }
  } finally {
    await t.close();
  }
}

/** Read-only: a missing database is an error, never created. */
export async function keysList(dbPath: string, o: { json: boolean }, out: Out) {
  const t = await openTandem(dbPath, systemClock, { readOnly: true });
  try {
    const rows = (await t.store.read.use(t.repos.keys).list()).map((k) => ({
      id: k.id,
      api: k.api,
      mode: k.mode,
      kind: k.kind,
      key: k.display,
      name: k.name,
      createdAt: new Date(k.created_at).toISOString(),
      revokedAt: k.revoked_at === null ? null : new Date(k.revoked_at).toISOString(),
      /** To about a minute (each server records a key's use at most once a minute); null: never. */
      lastUsedAt: k.last_used_at === null ? null : new Date(k.last_used_at).toISOString(),
    }));
    if (o.json) out(JSON.stringify(rows));
    else {
      for (const r of rows) {
        const state = r.revokedAt ? `revoked ${r.revokedAt}` : "active";
        out(`${r.id}  ${r.api.padEnd(7)} ${r.mode} ${r.kind.padEnd(11)} ${r.key}  ${state}  last used ${r.lastUsedAt ?? "never"}  ${r.name}`);
      }
    }
  } finally {
    await t.close();
  }
}

/** Throws `not_found` (exit 1) when there is no active key `id`. */
export async function keysRevoke(dbPath: string, id: string, o: { json: boolean }, out: Out): Promise<void> {
  const t = await openTandem(dbPath, systemClock);
  try {
    if (!(await t.store.write((tx) => tx.use(t.repos.keys).revoke(id, systemClock.now())))) throw new AppError("not_found", `No active key ${id}.`);
    out(o.json ? JSON.stringify({ id, revoked: true }) : `Revoked ${id}.`);
  } finally {
    await t.close();
  }
}
