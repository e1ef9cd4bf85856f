import { createHmac, timingSafeEqual } from "node:crypto";
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

/**
 * Verifies a webhook from Tandem and returns its parsed event, or throws a
 * WebhookVerificationError (malformed header, stale or future timestamp, no
 * matching signature). Pass the raw body exactly as received, before any JSON
 * parsing. Signatures are compared in constant time; any of several `v1`
 * entries may match (during a secret rotation there are two).
 */
export function verifyWebhook<E = DeskEvent>(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  secret: string,
  options: VerifyOptions = {},
): E {
  if (!signatureHeader) throw new WebhookVerificationError("Missing Desk-Signature header.");
  const { t, signatures } = parseHeader(signatureHeader);
  const tolerance = options.toleranceSeconds ?? 300;
  if (!Number.isFinite(tolerance) || tolerance < 0) throw new RangeError("toleranceSeconds must be a finite number ≥ 0");
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > tolerance) {
    throw new WebhookVerificationError(`Desk-Signature timestamp is ${now - t} s away from now (tolerance ${tolerance} s).`);
  }
  const body = typeof rawBody === "string" ? rawBody : Buffer.from(rawBody).toString("utf8");
  const expected = Buffer.from(createHmac("sha256", secret).update(`${t}.${body}`).digest("hex"));
  const ok = signatures.some((s) => timingSafeEqual(Buffer.from(s), expected));
  if (!ok) throw new WebhookVerificationError("No Desk-Signature v1 signature matches.");
  try {
    return JSON.parse(body) as E;
  } catch {
    throw new WebhookVerificationError("The signed body is not JSON.");
  }
}
