import { randomBytes } from "node:crypto";

/** How long the previous secret keeps signing after a rotation, by default and at most (seconds). */
export const DEFAULT_ROTATION_OVERLAP_S = 24 * 60 * 60;
export const MAX_ROTATION_OVERLAP_S = 7 * 24 * 60 * 60;

/**
 * `whsec_` + 24 random bytes in standard base64 (32 characters, no padding):
 * the form the Standard Webhooks libraries expect. `Desk-Signature` is keyed
 * with the whole string, as it always was.
 */
export const mintWebhookSecret = (): string => `whsec_${randomBytes(24).toString("base64")}`;

/** Whether a secret can key Standard Webhooks signatures as its receivers' libraries read it (standard base64). */
export const isStandardSecret = (secret: string): boolean => /^whsec_(?=.)(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(secret);

/** Whether an endpoint subscribed to `events` receives an event of `type`. */
export const subscribes = (events: readonly string[], type: string): boolean => events.includes("*") || events.includes(type);

/** The secrets that sign a delivery now: the current one, plus the previous one during its overlap. */
export function signingSecrets(e: { secret: string; previous_secret: string | null; previous_secret_expires_at: number | null }, now: number): string[] {
  return e.previous_secret && e.previous_secret_expires_at !== null && e.previous_secret_expires_at > now
    ? [e.secret, e.previous_secret]
    : [e.secret];
}

type Secrets = { secret: string; previous_secret: string | null; previous_secret_expires_at: number | null; updated_at: number };

/**
 * An endpoint with a new secret; the current one keeps signing for `overlapS`
 * seconds (default 24 h; 0: it expires now).
 */
export function rotated<E extends Secrets>(e: E, overlapS: number = DEFAULT_ROTATION_OVERLAP_S, now: number): E {
  return {
    ...e,
    secret: mintWebhookSecret(),
    previous_secret: overlapS > 0 ? e.secret : null,
    previous_secret_expires_at: overlapS > 0 ? now + overlapS * 1000 : null,
    updated_at: now,
  };
}
