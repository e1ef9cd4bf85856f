import { createHmac } from "node:crypto";

/**
 * `Desk-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]` — HMAC-SHA256 with
 * the endpoint's signing secret over `<t>.<raw body>`, lowercase hex, one `v1`
 * per secret in force (two during a rotation). Stripe's scheme.
 */
export const sign = (secret: string, t: number, body: string): string =>
  createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");

export function signatureHeader(secrets: readonly string[], t: number, body: string): string {
  return [`t=${t}`, ...secrets.map((s) => `v1=${sign(s, t, body)}`)].join(",");
}

/**
 * The Standard Webhooks key of a `whsec_` secret: the bytes its base64 tail
 * encodes (secrets minted since Standard Webhooks support are standard base64;
 * older ones are base64url, which node decodes too).
 */
export const standardKey = (secret: string): Buffer => Buffer.from(secret.replace(/^whsec_/, ""), "base64");

/**
 * `webhook-signature` of Standard Webhooks (standardwebhooks.com): `v1,<base64
 * HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">`, one per
 * secret in force, space-separated.
 */
export function standardSignatureHeader(secrets: readonly string[], msgId: string, t: number, body: string): string {
  return secrets.map((s) => `v1,${createHmac("sha256", standardKey(s)).update(`${msgId}.${t}.${body}`).digest("base64")}`).join(" ");
}
