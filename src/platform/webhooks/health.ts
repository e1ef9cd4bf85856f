import type { Handle, Tx } from "../db/handle.js";
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
 * Disables a failing endpoint, in one unit of its own (`write`, e.g. `store.write`: the sender
 * calls it from nothing): it is marked disabled (`failing`) and its pending deliveries stop
 * (`failed`, recoverable); `announce` then records what the domain says about it (the desk's
 * `webhook_endpoint.disabled` event), with the same transaction. Every statement goes through the
 * unit's transaction (`repos(tx)`: the domain's webhooks repository on a handle). Does nothing if
 * it is disabled already.
 */
export function endpointDisabler(
  write: <T>(fn: (tx: Tx) => T | Promise<T>) => Promise<T>,
  repos: (h: Handle) => WebhooksRepo,
  announce?: (tx: Tx, disabled: EndpointRow, now: number) => Promise<void>,
) {
  return async (endpointSeq: number, now: number): Promise<void> =>
    await write(async (tx) => {
      const repo = repos(tx);
      const row = await repo.endpointBySeq(endpointSeq);
      if (!row || row.enabled === 0) return;
      const next: EndpointRow = { ...row, enabled: 0, disabled_reason: "failing", updated_at: now };
      await repo.updateEndpoint(next);
      await repo.stopPending(endpointSeq, now);
      await announce?.(tx, next, now);
    });
}
