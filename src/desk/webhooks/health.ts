import { endpointDisabler as platformDisabler } from "../../platform/webhooks/health.js";
import type { DeskContext } from "../context.js";
import { endpointView } from "./webhooks.view.js";

export { DEFAULT_DISABLE_AFTER_MS, shouldDisable } from "../../platform/webhooks/health.js";

/**
 * Disables a failing endpoint, in a unit of its own (the sender calls it after an attempt, outside
 * any unit): it is marked disabled (`failing`), its pending deliveries stop (`failed`,
 * recoverable), and a `webhook_endpoint.disabled` event is recorded and delivered to the other
 * endpoints of its space subscribed to it. Does nothing if it is disabled already.
 */
export function endpointDisabler(ctx: DeskContext) {
  return platformDisabler(
    ctx.write,
    (h) => ctx.repos(h).webhooks,
    (tx, row, at) => ctx.emit(tx, row.space_id, null, "webhook_endpoint.disabled", endpointView(row, at)),
  );
}
export type EndpointDisabler = ReturnType<typeof endpointDisabler>;
