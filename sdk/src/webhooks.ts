import type { DeskEvent } from "./desk.js";

/** Why a webhook was refused. */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookVerificationError";
  }
}

export interface VerifyOptions {
  /** Largest accepted difference between `t` and now, either way. Default 300 (the seed's five minutes). */
  toleranceSeconds?: number;
  /** Unix seconds "now" (tests). Default: the clock. */
  now?: number;
}

interface Signed {
  t: number;
  /** The `v1` signatures, lowercase hex, 64 characters each. */
  signatures: string[];
  /** The signed body as text. */
  body: string;
}

function parseHeader(header: string): { t: number; signatures: string[] } {
  let t: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 1) throw new WebhookVerificationError("Malformed Desk-Signature header.");
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === "t") {
      if (!/^\d{1,12}$/.test(value)) throw new WebhookVerificationError("Malformed Desk-Signature timestamp.");
      t = Number(value);
    } else if (key === "v1") {
      if (/^[0-9a-f]{64}$/.test(value)) signatures.push(value);
    }
  }
  if (t === undefined || signatures.length === 0) {
    throw new WebhookVerificationError("Desk-Signature needs t= and at least one v1= signature.");
  }
  return { t, signatures };
}

/** The checks made before any HMAC: header present and well-formed, timestamp within the tolerance. */
function checkHeader(rawBody: string | Uint8Array, signatureHeader: string | null | undefined, options: VerifyOptions): Signed {
  if (!signatureHeader) throw new WebhookVerificationError("Missing Desk-Signature header.");
  const { t, signatures } = parseHeader(signatureHeader);
  const tolerance = options.toleranceSeconds ?? 300;
  if (!Number.isFinite(tolerance) || tolerance < 0) throw new RangeError("toleranceSeconds must be a finite number ≥ 0");
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > tolerance) {
    throw new WebhookVerificationError(`Desk-Signature timestamp is ${now - t} s away from now (tolerance ${tolerance} s).`);
  }
  const body = typeof rawBody === "string" ? rawBody : new TextDecoder().decode(rawBody);
  return { t, signatures, body };
}

function parseEvent<E>(signed: Signed, matched: boolean): E {
  if (!matched) throw new WebhookVerificationError("No Desk-Signature v1 signature matches.");
  try {
    return JSON.parse(signed.body) as E;
  } catch {
    throw new WebhookVerificationError("The signed body is not JSON.");
  }
}

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));

interface NodeCrypto {
  createHmac(algorithm: string, key: string): { update(data: string): { digest(): Uint8Array } };
  timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean;
}

/** node:crypto without a static import, so the package also loads in browsers and edge runtimes. */
function nodeCrypto(): NodeCrypto {
  const p = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const crypto = p?.getBuiltinModule?.("node:crypto") as NodeCrypto | undefined;
  if (!crypto) throw new Error("verifyWebhook needs Node.js 20.16+ (process.getBuiltinModule); elsewhere use verifyWebhookAsync.");
  return crypto;
}

/**
 * Verifies a webhook from Tandem and returns its parsed event, or throws a
 * WebhookVerificationError (malformed header, stale or future timestamp, no
 * matching signature). Pass the raw body exactly as received, before any JSON
 * parsing. Signatures are compared in constant time; any of several `v1`
 * entries may match (during a secret rotation there are two).
 * Synchronous, with node:crypto (Node.js 20.16+, or any runtime with
 * `process.getBuiltinModule`); elsewhere use `verifyWebhookAsync`.
 */
export function verifyWebhook<E = DeskEvent>(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  secret: string,
  options: VerifyOptions = {},
): E {
  const signed = checkHeader(rawBody, signatureHeader, options);
  const crypto = nodeCrypto();
  const expected = crypto.createHmac("sha256", secret).update(`${signed.t}.${signed.body}`).digest();
  // Every candidate is compared, each in constant time (timingSafeEqual).
  let matched = false;
  for (const s of signed.signatures) matched = crypto.timingSafeEqual(fromHex(s), expected) || matched;
  return parseEvent<E>(signed, matched);
}

/**
 * `verifyWebhook` with Web Crypto (`crypto.subtle`): the same checks, tolerance
 * and constant-time comparison, for any runtime with Web standards (Node.js 20+,
 * Deno, Bun, Cloudflare Workers, browsers).
 */
export async function verifyWebhookAsync<E = DeskEvent>(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  secret: string,
  options: VerifyOptions = {},
): Promise<E> {
  const signed = checkHeader(rawBody, signatureHeader, options);
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error("verifyWebhookAsync needs Web Crypto (globalThis.crypto.subtle).");
  const enc = new TextEncoder();
  const key = await subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  const data = enc.encode(`${signed.t}.${signed.body}`);
  // Every candidate is checked; subtle.verify compares in constant time.
  let matched = false;
  for (const s of signed.signatures) matched = (await subtle.verify("HMAC", key, fromHex(s), data)) || matched;
  return parseEvent<E>(signed, matched);
}
