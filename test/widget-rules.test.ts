/** The widget's pure rules (identity, feed cursor) and the platform's public-only key rule. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decodeFeedCursor, encodeFeedCursor, feedChanged } from "../src/desk/widget/feed.rules.js";
import { checkIdentity, isValidUserHash, userHash } from "../src/desk/widget/identity.rules.js";
import { createAuthenticator } from "../src/platform/auth/authenticate.js";
import { createApiKey } from "../src/platform/auth/keys.service.js";
import { manualClock } from "../src/platform/clock.js";
import { openTandem } from "../src/tandem.js";
import { testDatabase } from "./support/template-db.js";

describe("identity", () => {
  const secret = "wis_test";
  const good = userHash(secret, "user-1");
  it.each([
    ["a valid hash verifies", { required: false }, { external_id: "user-1", user_hash: good }, { verified: true }],
    ["upper-case hex verifies too", { required: true }, { external_id: "user-1", user_hash: good.toUpperCase() }, { verified: true }],
    ["no hash, not required: unverified", { required: false }, { external_id: "user-1" }, { verified: false }],
    ["another user's hash is refused", { required: false }, { external_id: "user-2", user_hash: good }, "identity_verification_failed"],
    ["no hash, required: refused", { required: true }, { external_id: "user-1" }, "identity_verification_failed"],
  ] as const)("%s", (_name, settings, identity, want) => {
    const run = () => checkIdentity({ secret, ...settings }, identity);
    if (typeof want === "string") expect(run).toThrow(expect.objectContaining({ code: want, status: 401 }));
    else expect(run()).toEqual(want);
  });

  it("user_hash is the hex HMAC-SHA256 of external_id (a known vector)", () => {
    expect(userHash("key", "The quick brown fox jumps over the lazy dog")).toBe("f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8");
    expect(isValidUserHash("key", "x", "zz")).toBe(false);
  });
});

describe("feed cursor", () => {
  it("round-trips and tells news: a new public message, a status or a rating", () => {
    const at = { lastSeq: 7, status: 0, rated: 0 as const };
    expect(decodeFeedCursor(encodeFeedCursor(at))).toEqual(at);
    expect(feedChanged(undefined, at)).toBe(true);
    expect(feedChanged(at, at)).toBe(false);
    expect(feedChanged(at, { ...at, lastSeq: 8 })).toBe(true);
    expect(feedChanged(at, { ...at, status: 3 })).toBe(true);
    expect(feedChanged(at, { ...at, rated: 1 })).toBe(true);
    expect(() => decodeFeedCursor("bm9wZQ")).toThrow(/query.after/);
  });
});

describe("public-only access", async () => {
  const dir = mkdtempSync(join(tmpdir(), "tandem-widget-auth-"));
  const clock = manualClock();
  const t = await openTandem(await testDatabase(dir), clock);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const bearer = (k: string) => `Bearer ${k}`;

  it("resolves the space's pk_ key, refuses secret keys there, and still refuses the (cached) pk_ key where a secret key is needed", async () => {
    const auth = createAuthenticator("desk", t.keyFormats, t.keys, clock);
    const space = (await t.workspaces.space(t.workspace.id, "live"))!;
    const got = await auth(bearer(space.public_key), "public-only");
    expect(got).toMatchObject({ spaceId: space.id, mode: "live", kind: "publishable" });
    await expect(Promise.resolve().then(() => auth(bearer(space.public_key), "secret"))).rejects.toMatchObject({ code: "secret_key_required" });
    const secret = await createApiKey(t, t.workspace.id, { api: "desk", mode: "live", kind: "secret" });
    await expect(Promise.resolve().then(() => auth(bearer(secret.key), "public-only"))).rejects.toMatchObject({ code: "publishable_key_required", status: 403 });
    expect((await auth(bearer(secret.key), "secret")).kind).toBe("secret");
    await expect(Promise.resolve().then(() => auth(bearer("pk_live_unknown"), "public-only"))).rejects.toMatchObject({ code: "invalid_api_key" });
    // The test space's pk_test_ key works in test mode.
    const test = (await t.workspaces.space(t.workspace.id, "test"))!;
    expect((await auth(bearer(test.public_key), "public-only")).mode).toBe("test");
  });
});
