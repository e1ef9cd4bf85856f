/**
 * The hosted pages' addresses: page tokens (checkout, portal; only their hash stored) and invoice
 * links (an HMAC of the invoice id under a per-space secret, so every list shows the same link).
 */
import { randomBytes } from "node:crypto";
import type { Handle, Tx } from "../../platform/db/handle.js";
import type { RevenueContext } from "../context.js";
import { invoiceToken, mintToken, TOKEN_TTL_MS, tokenHash } from "./tokens.rules.js";

export function pageLinks(ctx: RevenueContext, publicUrl: () => string) {
  const links = {
    /** The Usage & Billing API's public URL (hosted pages live under it). */
    get publicUrl(): string {
      return publicUrl().replace(/\/+$/, "");
    },

    /** A new page token (only its hash is stored); answers the token. */
    async issueToken(tx: Tx, kind: "checkout" | "portal", spaceId: number, customerSeq: number, ref: string | null, returnUrl: string | null, now: number): Promise<string> {
      const token = mintToken();
      await ctx.repos(tx).payments.insertToken({ hash: tokenHash(token), kind, space_id: spaceId, customer_seq: customerSeq, ref, return_url: returnUrl, expires_at: now + TOKEN_TTL_MS[kind], created_at: now });
      return token;
    },

    /** Stores the hash of an invoice's link (inside a write). */
    async ensureInvoiceLink(tx: Tx, spaceId: number, customerSeq: number, invoiceId: string, now: number): Promise<void> {
      const { payments } = ctx.repos(tx);
      let secret = await payments.linkSecret(spaceId);
      if (secret === null) {
        await payments.insertLinkSecret(spaceId, randomBytes(32).toString("base64url"));
        secret = (await payments.linkSecret(spaceId))!;
      }
      await payments.insertToken({ hash: tokenHash(invoiceToken(secret, invoiceId)), kind: "invoice", space_id: spaceId, customer_seq: customerSeq, ref: invoiceId, return_url: null, expires_at: now + TOKEN_TTL_MS.invoice, created_at: now });
    },

    /** The hosted invoice page's URL (null before the space's first invoice). */
    async invoiceUrl(h: Handle, spaceId: number, invoiceId: string): Promise<string | null> {
      const secret = await ctx.repos(h).payments.linkSecret(spaceId);
      return secret === null ? null : `${links.publicUrl}/invoice/${invoiceToken(secret, invoiceId)}`;
    },

    /** A live token of `kind`, or undefined (unknown, expired, malformed). */
    async token(h: Handle, kind: "checkout" | "portal" | "invoice", token: string) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      const row = await ctx.repos(h).payments.token(tokenHash(token), kind);
      // Links are for people: they expire in real time, whatever the customer's test clock says.
      return row && row.expires_at > ctx.clock.now() ? row : undefined;
    },
  };
  return links;
}
export type PageLinks = ReturnType<typeof pageLinks>;
