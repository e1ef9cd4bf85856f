/**
 * The seed's retry schedule: after a failed attempt, wait 1 min, 5 min, 30 min,
 * 2 h, 12 h; six attempts in all, then the delivery is failed.
 */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When attempt `attempt + 1` is due after attempt `attempt` (1-based) failed at `failedAt`; null when none is left. */
export function nextAttemptAt(attempt: number, failedAt: number): number | null {
  return attempt < MAX_ATTEMPTS ? failedAt + RETRY_DELAYS_MS[attempt - 1] : null;
}

/** Success is any 2xx within the deadline; a 3xx (never followed) is a failure. */
export const isSuccess = (status: number | null): boolean => status !== null && status >= 200 && status < 300;

export const RESPONSE_DEADLINE_MS = 10_000;
export const LOGGED_BODY_CHARS = 500;
