import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { randomSecret } from "../../platform/ids.js";
import { DeskError } from "../errors.js";

/** The `user_hash` a host's backend sends with an identity: hex HMAC-SHA256 of `external_id` under the identity secret. */
export const userHash = (identitySecret: string, externalId: string): string =>
  createHmac("sha256", identitySecret).update(externalId, "utf8").digest("hex");

/** Whether `hash` is `externalId`'s user_hash under `secret` (constant time; hex in either case). */
export function isValidUserHash(secret: string, externalId: string, hash: string): boolean {
  const want = Buffer.from(userHash(secret, externalId), "hex");
  const got = Buffer.from(hash.toLowerCase(), "hex");
  return got.length === want.length && timingSafeEqual(got, want);
}

/**
 * How far an identity is trusted: `verified` with a valid hash. A wrong hash
 * is always refused; a missing one when the workspace requires verification.
 */
export function checkIdentity(
  settings: { secret: string; required: boolean },
  identity: { external_id: string; user_hash?: string },
): { verified: boolean } {
  if (identity.user_hash !== undefined) {
    if (!isValidUserHash(settings.secret, identity.external_id, identity.user_hash)) {
      throw new DeskError("identity_verification_failed", "user_hash is not the HMAC-SHA256 of external_id under the workspace's identity secret.");
    }
    return { verified: true };
  }
  if (settings.required) throw new DeskError("identity_verification_failed", "This workspace requires a user_hash with every identity.");
  return { verified: false };
}

/** A new identity secret. */
export const mintIdentitySecret = (): string => `wis_${randomSecret(32)}`;

/** A new visitor token (shown to the browser once; stored as `hashVisitorToken`). */
export const mintVisitorToken = (): string => `vt_${randomSecret(32)}`;

export const hashVisitorToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** The external_id of an anonymous visitor's own contact. */
export const anonymousExternalId = (visitorId: string): string => `visitor:${visitorId}`;
