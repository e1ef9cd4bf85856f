import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bodyHash, CLAIM_LEASE_MS, canonicalJson, decide, IDEMPOTENCY_TTL_MS, keepsAnswer } from "../src/platform/idempotency/idempotency.rules.js";

const NOW = Date.UTC(2026, 0, 1);

/** A JSON object with its keys in another order, at every depth. */
function shuffled(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((v, i) => shuffled(v, seed + i));
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as object);
    const order = entries.map((e, i) => [e, (i * 7919 + seed) % (entries.length + 1)] as const).sort((a, b) => a[1] - b[1]);
    return Object.fromEntries(order.map(([[k, v]]) => [k, shuffled(v, seed + 1)]));
  }
  return value;
}

describe("body hashing", () => {
  it("is the same for any key order, at any depth", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (v, seed) => {
        expect(bodyHash(shuffled(v, seed))).toBe(bodyHash(v));
      }),
    );
  });

  it("ignores the idempotency_key field itself", () => {
    expect(bodyHash({ a: 1, idempotency_key: "k1" })).toBe(bodyHash({ a: 1 }));
    expect(bodyHash({ a: 1, idempotency_key: "k1" })).toBe(bodyHash({ a: 1, idempotency_key: "k2" }));
  });

  it("tells different bodies apart", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        fc.pre(canonicalJson(a) !== canonicalJson(b));
        expect(bodyHash({ v: a })).not.toBe(bodyHash({ v: b }));
      }),
    );
  });
});

describe("decide", () => {
  const owners = { self: "me", gone: (o: string) => o === "dead" };
  const done = { body_hash: "h", status: 200, response: "{}", expires_at: NOW + IDEMPOTENCY_TTL_MS, created_at: NOW, owner: null };
  const running = (owner: string | null) => ({ ...done, status: null, response: null, owner });
  it.each([
    ["no key stored", undefined, "h", NOW, "run"],
    ["same body, finished", done, "h", NOW, "replay"],
    ["other body, finished", done, "x", NOW, "mismatch"],
    ["still running here", running("me"), "h", NOW, "in_progress"],
    ["running here with another body", running("me"), "x", NOW, "in_progress"],
    ["running here for longer than the claim lease", running("me"), "h", NOW + CLAIM_LEASE_MS + 1, "in_progress"],
    ["claimed by a process that died", running("dead"), "h", NOW, "run"],
    ["claimed before claims had owners", running(null), "h", NOW, "run"],
    ["claimed by a live process elsewhere, within the lease", running("other"), "h", NOW + CLAIM_LEASE_MS - 1, "in_progress"],
    ["claimed by a process elsewhere, past the lease", running("other"), "h", NOW + CLAIM_LEASE_MS, "run"],
    ["expired after 24 h", done, "h", NOW + IDEMPOTENCY_TTL_MS, "run"],
    ["one ms before expiry", done, "h", NOW + IDEMPOTENCY_TTL_MS - 1, "replay"],
  ] as const)("%s → %s", (_name, stored, hash, now, want) => {
    expect(decide(stored, hash, now, owners)).toBe(want);
  });

  it("keeps only 2xx answers", () => {
    expect([200, 201, 299].map(keepsAnswer)).toEqual([true, true, true]);
    expect([400, 402, 409, 429, 500, 503].map(keepsAnswer)).toEqual([false, false, false, false, false, false]);
  });
});
