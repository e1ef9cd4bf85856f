import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { createAuthenticator, KEY_CACHE_MS } from "../src/platform/auth/authenticate.js";
import { createApiKey } from "../src/platform/auth/keys.service.js";
import { KEY_USE_RECORD_MS } from "../src/platform/auth/keys.rules.js";
import { manualClock } from "../src/platform/clock.js";
import { openTandem } from "../src/tandem.js";
import { testSql } from "./support/sql.js";
import { testDatabase } from "./support/template-db.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-auth-"));
const clock = manualClock();
const t = await openTandem(await testDatabase(dir), clock);
/** Another process's SQL: on PostgreSQL a pool of its own. */
const sql = testSql(t);
afterAll(async () => {
  await sql.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});
const bearer = (k: string) => `Bearer ${k}`;
/** The authenticator answers a cached key at once and a looked-up one as a promise: either way, as a promise. */
const attempt = <T>(fn: () => T | Promise<T>): Promise<T> => Promise.resolve().then(fn);

it("stops accepting a key revoked in this process on the very next request, despite the cache", async () => {
  const auth = createAuthenticator("revenue", t.keyFormats, t.keys, clock);
  const k = await createApiKey(t, t.workspace.id, { api: "revenue", mode: "test", kind: "secret" });
  expect((await auth(bearer(k.key), false)).keyId).toBe(k.id);
  await t.keys.revoke(k.id, clock.now()); // the platform's one key repository (the console and CLI in-process use it)
  await expect(attempt(() => auth(bearer(k.key), false))).rejects.toThrow(expect.objectContaining({ code: "invalid_api_key" }));
});

it("honours a revocation written by another process within the cache window, and not later", async () => {
  const auth = createAuthenticator("revenue", t.keyFormats, t.keys, clock);
  const k = await createApiKey(t, t.workspace.id, { api: "revenue", mode: "live", kind: "secret" });
  expect((await auth(bearer(k.key), false)).mode).toBe("live");
  // What `tandem keys revoke` in another process does: a plain UPDATE, no in-process signal.
  await sql.run("UPDATE api_keys SET revoked_at = ? WHERE id = ?", clock.now(), k.id);
  clock.advance(KEY_CACHE_MS - 1);
  expect((await auth(bearer(k.key), false)).keyId).toBe(k.id);
  clock.advance(1);
  await expect(attempt(() => auth(bearer(k.key), false))).rejects.toThrow(expect.objectContaining({ code: "invalid_api_key" }));
});

it("never caches an unknown key: a key created afterwards works at once", async () => {
  const auth = createAuthenticator("desk", t.keyFormats, t.keys, clock);
  await expect(attempt(() => auth(bearer("dsk_test_unknown"), false))).rejects.toThrow(expect.objectContaining({ code: "invalid_api_key" }));
  const k = await createApiKey(t, t.workspace.id, { api: "desk", mode: "test", kind: "secret" });
  expect((await auth(bearer(k.key), false)).keyId).toBe(k.id);
});

it("still refuses a cached publishable key where a secret key is required", async () => {
  const auth = createAuthenticator("revenue", t.keyFormats, t.keys, clock);
  const k = await createApiKey(t, t.workspace.id, { api: "revenue", mode: "test", kind: "publishable" });
  expect((await auth(bearer(k.key), true)).kind).toBe("publishable");
  await expect(attempt(() => auth(bearer(k.key), false))).rejects.toThrow(expect.objectContaining({ code: "secret_key_required" }));
  expect((await auth(bearer(k.key), true)).keyId).toBe(k.id);
});

it("reads the key store once per cache window for a key in use", async () => {
  const repo = t.keys;
  let reads = 0;
  const counted = { ...repo, activeByHash: (hash: string) => (reads++, repo.activeByHash(hash)) };
  const auth = createAuthenticator("revenue", t.keyFormats, counted, clock);
  const k = await createApiKey(t, t.workspace.id, { api: "revenue", mode: "test", kind: "secret" });
  for (let i = 0; i < 5; i++) expect((await auth(bearer(k.key), false)).keyId).toBe(k.id);
  expect(reads).toBe(1);
  clock.advance(KEY_CACHE_MS);
  expect((await auth(bearer(k.key), false)).keyId).toBe(k.id);
  expect(reads).toBe(2);
});

it("reports an issued key's accepted use at most once a minute per key, cached or not; never a public key's or a refused use", async () => {
  const uses: [string, number][] = [];
  const auth = createAuthenticator("desk", t.keyFormats, t.keys, clock, (id, at) => uses.push([id, at]));
  const [a, b] = [await createApiKey(t, t.workspace.id, { api: "desk", mode: "test", kind: "secret" }), await createApiKey(t, t.workspace.id, { api: "desk", mode: "live", kind: "secret" })];
  const t0 = clock.now();
  await auth(bearer(a.key), false);
  await auth(bearer(a.key), false); // cached
  await auth(bearer(b.key), false);
  expect(uses).toEqual([
    [a.id, t0],
    [b.id, t0],
  ]);
  clock.advance(KEY_USE_RECORD_MS - 1); // the cache has expired: a lookup, still not due
  await auth(bearer(a.key), false);
  await auth(bearer(a.key), false);
  expect(uses).toHaveLength(2);
  clock.advance(1);
  await auth(bearer(a.key), false);
  await auth(bearer(a.key), false);
  expect(uses).toEqual([
    [a.id, t0],
    [b.id, t0],
    [a.id, t0 + KEY_USE_RECORD_MS],
  ]);
  // The workspace's public widget key is not a row of api_keys: nothing to record.
  const space = (await t.workspaces.space(t.workspace.id, "test"))!;
  await auth(bearer(space.public_key), "public-only");
  // A refused use (a secret key where only public keys may call) is not a use.
  clock.advance(KEY_USE_RECORD_MS);
  await expect(attempt(() => auth(bearer(b.key), "public-only"))).rejects.toThrow(expect.objectContaining({ code: "publishable_key_required" }));
  expect(uses).toHaveLength(3);
});

it("the platform's authenticator writes a key's last use after the request, once a minute, and it reads back in the key list", async () => {
  const auth = t.authenticator("revenue");
  const [a, b] = [await createApiKey(t, t.workspace.id, { api: "revenue", mode: "test", kind: "secret" }), await createApiKey(t, t.workspace.id, { api: "revenue", mode: "live", kind: "secret" })];
  const lastUsed = async (id: string) => (await t.store.read.use(t.repos.keys).list()).find((k) => k.id === id)!.last_used_at;
  expect(await lastUsed(a.id)).toBeNull();
  const t0 = clock.now();
  await auth(bearer(a.key), false);
  await vi.waitFor(async () => expect(await lastUsed(a.id)).toBe(t0));
  clock.advance(KEY_USE_RECORD_MS - 1);
  await auth(bearer(a.key), false);
  // b's record is queued after anything a's use queued: once it is stored, a's would be too.
  await auth(bearer(b.key), false);
  await vi.waitFor(async () => expect(await lastUsed(b.id)).toBe(t0 + KEY_USE_RECORD_MS - 1));
  expect(await lastUsed(a.id)).toBe(t0);
  clock.advance(1);
  await auth(bearer(a.key), false);
  await vi.waitFor(async () => expect(await lastUsed(a.id)).toBe(t0 + KEY_USE_RECORD_MS));
});
