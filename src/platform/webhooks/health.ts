import type { EndpointRow, WebhooksRepo } from "./webhooks.repo.js";

/** An endpoint whose every attempt failed for this long is disabled (the default; `TANDEM_WEBHOOK_DISABLE_AFTER_DAYS`). */
export const DEFAULT_DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;

/**
 * After a failed attempt at `now`: whether the endpoint has failed every
 * attempt for the whole period (its run of failures began at `failingSince`,
 * and no attempt succeeded since).
 */
export const shouldDisable = (failingSince: number | null, now: number, disableAfterMs: number): boolean =>
  failingSince !== null && now - failingSince >= disableAfterMs;

/**
 * Disables a failing endpoint, in one transaction (`write`): it is marked
 * disabled (`failing`) and its pending deliveries stop (`failed`,
 * recoverable); `announce` then records what the domain says about it (the
 * desk's `webhook_endpoint.disabled` event), in the same transaction. Does
 * nothing if it is disabled already.
 */
export function endpointDisabler(
  write: <T>(fn: () => T | Promise<T>) => Promise<T>,
  repo: WebhooksRepo,
  announce?: (disabled: EndpointRow, now: number) => Promise<void>,
) {
  return async (endpointSeq: number, now: number): Promise<void> =>
    await write(async () => {
      const row = await repo.endpointBySeq(endpointSeq);
      if (!row || row.enabled === 0) return;
      const next: EndpointRow = { ...row, enabled: 0, disabled_reason: "failing", updated_at: now };
      await repo.updateEndpoint(next);
      await repo.stopPending(endpointSeq, now);
      await announce?.(next, now);
    });
}
