import { invalid } from "../../platform/errors.js";

export {
  DEFAULT_ROTATION_OVERLAP_S,
  isStandardSecret,
  MAX_ROTATION_OVERLAP_S,
  mintWebhookSecret,
  signingSecrets,
  subscribes,
} from "../../platform/webhooks/secrets.js";

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
  /** null for a test ping. */
  sequence: number | null;
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

/** The time range of a recover, in ms: `until` defaults to now and must be after `since`. */
export function recoverRange(body: { since: string; until?: string }, now: number): { since: number; until: number } {
  const since = Date.parse(body.since);
  const until = body.until === undefined ? now : Date.parse(body.until);
  if (!Number.isFinite(since)) invalid("body.since", "must be an RFC 3339 date-time");
  if (!Number.isFinite(until)) invalid("body.until", "must be an RFC 3339 date-time");
  if (until <= since) invalid(body.until === undefined ? "body.since" : "body.until", body.until === undefined ? "must be in the past" : "must be after body.since");
  // until is exclusive; a delivery made at `now` is included when until defaults to now.
  return { since, until: body.until === undefined ? until + 1 : until };
}
