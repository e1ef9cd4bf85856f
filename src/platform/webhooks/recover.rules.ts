import { invalid } from "../errors.js";

/** A console recover reaches back at most this far (as Svix's recover). */
export const RECOVER_MAX_AGE_MS = 14 * 24 * 3_600_000;
/** What a recover without `since` covers: the last 24 hours. */
export const RECOVER_DEFAULT_MS = 24 * 3_600_000;

/**
 * The console's "Recover failed" range in ms, [since, until): `since` defaults to 24 hours ago and
 * may be at most 14 days ago, `until` defaults to now (a delivery made now included) and must be
 * after `since`. A bad range is a 400 naming the field.
 */
export function recoverWindow(body: { since?: string; until?: string }, now: number): { since: number; until: number } {
  const since = body.since === undefined ? now - RECOVER_DEFAULT_MS : Date.parse(body.since);
  const until = body.until === undefined ? now + 1 : Date.parse(body.until);
  if (!Number.isFinite(since)) invalid("body.since", "must be an RFC 3339 date-time");
  if (!Number.isFinite(until)) invalid("body.until", "must be an RFC 3339 date-time");
  if (since < now - RECOVER_MAX_AGE_MS) invalid("body.since", "may be at most 14 days ago");
  if (until <= since) invalid(body.until === undefined ? "body.since" : "body.until", body.until === undefined ? "must be in the past" : "must be after body.since");
  return { since, until };
}
