import { createHash, createHmac, randomBytes } from "node:crypto";
import type { TokenKind } from "./payments.repo.js";

/** How long each hosted page's link works. */
export const TOKEN_TTL_MS: Readonly<Record<TokenKind, number>> = Object.freeze({
  checkout: 24 * 3_600_000,
  portal: 3_600_000,
  invoice: 90 * 86_400_000,
});

/** A new page token: 32 random bytes, base64url (43 characters). */
export const mintToken = (): string => randomBytes(32).toString("base64url");

/** What is stored of a token: its SHA-256 (hex). */
export const tokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** A well-formed token (43 base64url characters); anything else is unknown without a lookup. */
export const wellFormed = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * An invoice's link token, derived from the space's secret so that every
 * answer listing the invoice shows the same link (only its hash is stored).
 */
export const invoiceToken = (secret: string, invoiceId: string): string =>
  createHmac("sha256", Buffer.from(secret, "base64url")).update(`invoice:${invoiceId}`).digest("base64url");
