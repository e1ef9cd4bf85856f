import type { DeskEvent } from "./desk.js";
import type { BillingEvent } from "./revenue.js";

/** Why a webhook was refused. */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookVerificationError";
  }
}

export interface VerifyOptions {
  /** Largest accepted difference between the signed timestamp and now, either way. Default 300 (five minutes). */
  toleranceSeconds?: number;
  /** Unix seconds "now" (tests). Default: the clock. */
  now?: number;
}

/**
 * A request's headers as a framework hands them over: a Fetch `Headers`, or a
 * plain object such as node's `req.headers` (names matched case-insensitively;
 * an array value counts as its entries).
 */
export type WebhookHeaders = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

/** Where the signature comes from: the `Desk-Signature` header's value, or every header of the request. */
export type SignatureSource = string | WebhookHeaders | null | undefined;

/** A signed message, checked up to its HMAC: the scheme, what was signed, and the candidate signatures. */
type Signed =
  /** `Desk-Signature`: HMAC-SHA256 keyed with the whole secret over `<t>.<body>`, hex. */
  | { scheme: "desk"; signed: string; signatures: Uint8Array<ArrayBuffer>[]; body: string }
  /** Standard Webhooks (Svix): HMAC-SHA256 keyed with the secret's base64 bytes over `<id>.<t>.<body>`, base64. */
  | { scheme: "standard"; signed: string; signatures: Uint8Array<ArrayBuffer>[]; body: string };

function parseDeskHeader(header: string): { t: number; signatures: string[] } {
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

function checkTime(t: number, options: VerifyOptions, what: string): void {
  const tolerance = options.toleranceSeconds ?? 300;
  if (!Number.isFinite(tolerance) || tolerance < 0) throw new RangeError("toleranceSeconds must be a finite number ≥ 0");
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > tolerance) {
    throw new WebhookVerificationError(`${what} timestamp is ${now - t} s away from now (tolerance ${tolerance} s).`);
  }
}

const textOf = (rawBody: string | Uint8Array): string => (typeof rawBody === "string" ? rawBody : new TextDecoder().decode(rawBody));

/** One header's value, by lower-case name; several values (an array) joined with spaces. */
function headerOf(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as { get?: unknown }).get === "function") return (headers as { get(n: string): string | null }).get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() !== name || value === undefined) continue;
    return Array.isArray(value) ? value.join(" ") : value;
  }
  return undefined;
}

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));

function fromBase64(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
}

/** The Standard Webhooks key of a `whsec_` secret: the bytes its base64 tail encodes. */
function standardKey(secret: string): Uint8Array<ArrayBuffer> {
  try {
    return fromBase64(secret.replace(/^whsec_/, "").replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    throw new RangeError("The secret is not a whsec_ secret in base64.");
  }
}

/** The Standard Webhooks headers (`webhook-*`, or Svix's `svix-*`), checked up to the HMAC. */
function checkStandard(body: string, headers: WebhookHeaders, options: VerifyOptions): Signed {
  const id = headerOf(headers, "webhook-id") ?? headerOf(headers, "svix-id");
  const timestamp = headerOf(headers, "webhook-timestamp") ?? headerOf(headers, "svix-timestamp");
  const signature = headerOf(headers, "webhook-signature") ?? headerOf(headers, "svix-signature");
  if (!id || !timestamp || !signature) throw new WebhookVerificationError("Standard Webhooks needs webhook-id, webhook-timestamp and webhook-signature headers.");
  if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookVerificationError("Malformed webhook-timestamp.");
  const t = Number(timestamp);
  const signatures: Uint8Array<ArrayBuffer>[] = [];
  for (const part of signature.split(" ")) {
    const [version, value] = part.split(",", 2);
    if (version !== "v1" || !value || !/^[A-Za-z0-9+/]{43}=$/.test(value)) continue;
    signatures.push(fromBase64(value));
  }
  if (signatures.length === 0) throw new WebhookVerificationError("webhook-signature has no v1 signature.");
  checkTime(t, options, "webhook-timestamp");
  return { scheme: "standard", signed: `${id}.${t}.${body}`, signatures, body };
}

/** Which scheme signed the message, and everything checked before any HMAC: headers present and well formed, timestamp within the tolerance. */
function check(rawBody: string | Uint8Array, source: SignatureSource, options: VerifyOptions): Signed {
  const body = textOf(rawBody);
  let desk: string | undefined;
  if (typeof source === "string") desk = source;
  else if (source) {
    if (headerOf(source, "webhook-signature") !== undefined || headerOf(source, "svix-signature") !== undefined) return checkStandard(body, source, options);
    desk = headerOf(source, "desk-signature");
    if (desk === undefined) throw new WebhookVerificationError("Missing signature headers (webhook-signature or Desk-Signature).");
  }
  if (!desk) throw new WebhookVerificationError("Missing Desk-Signature header.");
  const { t, signatures } = parseDeskHeader(desk);
  checkTime(t, options, "Desk-Signature");
  return { scheme: "desk", signed: `${t}.${body}`, signatures: signatures.map(fromHex), body };
}

function parseEvent<E>(signed: Signed, matched: boolean): E {
  if (!matched) throw new WebhookVerificationError(signed.scheme === "desk" ? "No Desk-Signature v1 signature matches." : "No webhook-signature v1 signature matches.");
  try {
    return JSON.parse(signed.body) as E;
  } catch {
    throw new WebhookVerificationError("The signed body is not JSON.");
  }
}

interface NodeCrypto {
  createHmac(algorithm: string, key: string | Uint8Array): { update(data: string): { digest(): Uint8Array } };
  timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean;
}

/** node:crypto without a static import, so the package also loads in browsers and edge runtimes. */
function nodeCrypto(): NodeCrypto {
  const p = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const crypto = p?.getBuiltinModule?.("node:crypto") as NodeCrypto | undefined;
  if (!crypto) throw new Error("verifyWebhook needs Node.js 20.16+ (process.getBuiltinModule); elsewhere use verifyWebhookAsync.");
  return crypto;
}

const keyOf = (signed: Signed, secret: string): string | Uint8Array<ArrayBuffer> => (signed.scheme === "desk" ? secret : standardKey(secret));

/**
 * Verifies a webhook from Tandem and returns its parsed event, or throws a
 * WebhookVerificationError (missing or malformed headers, a stale or future
 * timestamp, no matching signature). Pass the raw body exactly as received,
 * before any JSON parsing, and either
 * - the request's headers (`req.headers`, a Fetch `Headers`): billing webhooks
 *   (and desk endpoints with `standardWebhooks`) are checked as Standard
 *   Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`, or the
 *   same as `svix-*`), other desk deliveries by their `Desk-Signature`; type
 *   the answer with `verifyWebhook<BillingEvent>(…)` or `<DeskEvent>`;
 * - or the `Desk-Signature` header's value (a `DeskEvent`).
 * Signatures are compared in constant time; any of several `v1` entries may
 * match (during a secret rotation there are two). Synchronous, with
 * node:crypto (Node.js 20.16+, or any runtime with `process.getBuiltinModule`);
 * elsewhere use `verifyWebhookAsync`.
 */
export function verifyWebhook<E = DeskEvent>(rawBody: string | Uint8Array, signatureHeader: string | null | undefined, secret: string, options?: VerifyOptions): E;
export function verifyWebhook<E = BillingEvent | DeskEvent>(rawBody: string | Uint8Array, headers: WebhookHeaders, secret: string, options?: VerifyOptions): E;
export function verifyWebhook<E = BillingEvent | DeskEvent>(rawBody: string | Uint8Array, source: SignatureSource, secret: string, options?: VerifyOptions): E;
export function verifyWebhook<E>(rawBody: string | Uint8Array, source: SignatureSource, secret: string, options: VerifyOptions = {}): E {
  const signed = check(rawBody, source, options);
  const crypto = nodeCrypto();
  const expected = crypto.createHmac("sha256", keyOf(signed, secret)).update(signed.signed).digest();
  // Every candidate is compared, each in constant time (timingSafeEqual).
  let matched = false;
  for (const s of signed.signatures) matched = (s.length === expected.length && crypto.timingSafeEqual(s, expected)) || matched;
  return parseEvent<E>(signed, matched);
}

/**
 * `verifyWebhook` with Web Crypto (`crypto.subtle`): the same checks, schemes,
 * tolerance and constant-time comparison, for any runtime with Web standards
 * (Node.js 20+, Deno, Bun, Cloudflare Workers, browsers).
 */
export async function verifyWebhookAsync<E = DeskEvent>(rawBody: string | Uint8Array, signatureHeader: string | null | undefined, secret: string, options?: VerifyOptions): Promise<E>;
export async function verifyWebhookAsync<E = BillingEvent | DeskEvent>(rawBody: string | Uint8Array, headers: WebhookHeaders, secret: string, options?: VerifyOptions): Promise<E>;
export async function verifyWebhookAsync<E = BillingEvent | DeskEvent>(rawBody: string | Uint8Array, source: SignatureSource, secret: string, options?: VerifyOptions): Promise<E>;
export async function verifyWebhookAsync<E>(rawBody: string | Uint8Array, source: SignatureSource, secret: string, options: VerifyOptions = {}): Promise<E> {
  const signed = check(rawBody, source, options);
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error("verifyWebhookAsync needs Web Crypto (globalThis.crypto.subtle).");
  const enc = new TextEncoder();
  const raw = keyOf(signed, secret);
  const key = await subtle.importKey("raw", typeof raw === "string" ? enc.encode(raw) : raw, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  const data = enc.encode(signed.signed);
  // Every candidate is checked; subtle.verify compares in constant time.
  let matched = false;
  for (const s of signed.signatures) matched = (await subtle.verify("HMAC", key, s, data)) || matched;
  return parseEvent<E>(signed, matched);
}
