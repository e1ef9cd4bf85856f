import { endpointDisabler as platformDisabler } from "../../platform/webhooks/health.js";
import type { DeskContext } from "../context.js";
import { endpointView } from "./webhooks.view.js";

export { DEFAULT_DISABLE_AFTER_MS, shouldDisable } from "../../platform/webhooks/health.js";

/**
 * Disables a failing endpoint, in one transaction: it is marked disabled
 * (`failing`), its pending deliveries stop (`failed`, recoverable), and a
 * `webhook_endpoint.disabled` event is recorded and delivered to the other
 * endpoints of its space subscribed to it. Does nothing if it is disabled already.
 */
export function endpointDisabler(ctx: DeskContext) {
  return platformDisabler(ctx.write, ctx.webhooks, (row, now) => ctx.emit(row.space_id, null, "webhook_endpoint.disabled", endpointView(row, now)));
}
export type EndpointDisabler = ReturnType<typeof endpointDisabler>;
