import type { DeskContext } from "../context.js";
import { endpointView } from "./webhooks.view.js";

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
 * Disables a failing endpoint, in one transaction: it is marked disabled
 * (`failing`), its pending deliveries stop (`failed`, recoverable), and a
 * `webhook_endpoint.disabled` event is recorded and delivered to the other
 * endpoints of its space subscribed to it. Does nothing if it is disabled already.
 */
export function endpointDisabler(ctx: DeskContext) {
  return (endpointSeq: number, now: number): void =>
    ctx.write(() => {
      const row = ctx.webhooks.endpointBySeq(endpointSeq);
      if (!row || row.enabled === 0) return;
      const next = { ...row, enabled: 0 as const, disabled_reason: "failing" as const, updated_at: now };
      ctx.webhooks.updateEndpoint(next);
      ctx.webhooks.stopPending(endpointSeq, now);
      ctx.emit(row.space_id, null, "webhook_endpoint.disabled", endpointView(next, now));
    });
}
export type EndpointDisabler = ReturnType<typeof endpointDisabler>;
