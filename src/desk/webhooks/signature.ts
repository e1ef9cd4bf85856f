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
