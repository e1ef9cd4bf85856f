/**
 * Cross-site request forgery tokens of the hosted pages' forms. The page
 * token in the URL is the capability; every form also carries
 * HMAC-SHA256(secret, page token), which a page of another site cannot
 * know, compared in constant time. The secret is the process's (a restart
 * turns open forms into a "reload and try again" page) unless one is given.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export interface Csrf {
  /** The token every form of the page at `pageToken` carries. */
  tokenFor(pageToken: string): string;
  /** Whether `given` is that token. */
  verify(pageToken: string, given: string | undefined): boolean;
}

export function createCsrf(secret: Buffer = randomBytes(32)): Csrf {
  if (secret.length < 16) throw new Error("The CSRF secret must have at least 16 bytes.");
  const tokenFor = (pageToken: string) => createHmac("sha256", secret).update("tandem-hosted-csrf\u0000").update(pageToken).digest("base64url");
  return {
    tokenFor,
    verify(pageToken, given) {
      if (typeof given !== "string") return false;
      const want = Buffer.from(tokenFor(pageToken));
      const got = Buffer.from(given);
      return got.length === want.length && timingSafeEqual(got, want);
    },
  };
}
