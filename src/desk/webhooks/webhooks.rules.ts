import { randomSecret } from "../../platform/ids.js";

/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export const mintWebhookSecret = (): string => `whsec_${randomSecret(24)}`;

/** Whether an endpoint subscribed to `events` receives an event of `type`. */
export const subscribes = (events: readonly string[], type: string): boolean => events.includes("*") || events.includes(type);

/** The secrets that sign a delivery now: the current one, plus the previous one during its overlap. */
export function signingSecrets(e: { secret: string; previous_secret: string | null; previous_secret_expires_at: number | null }, now: number): string[] {
  return e.previous_secret && e.previous_secret_expires_at !== null && e.previous_secret_expires_at > now
    ? [e.secret, e.previous_secret]
    : [e.secret];
}

/**
 * The body an endpoint receives. `data` is spliced in as stored (the record as
 * the API returned it when the event happened), so every attempt sends the
 * same bytes.
 */
export function eventBody(e: {
  id: string;
  type: string;
  createdMs: number;
  livemode: boolean;
  sequence: number;
  workspaceId: string;
  dataJson: string;
}): string {
  const head = JSON.stringify({
    id: e.id,
    type: e.type,
    created: Math.floor(e.createdMs / 1000),
    livemode: e.livemode,
    sequence: e.sequence,
    workspace_id: e.workspaceId,
  });
  return `${head.slice(0, -1)},"data":${e.dataJson}}`;
}
