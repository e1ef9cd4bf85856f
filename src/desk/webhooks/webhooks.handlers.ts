import type { DeskHandlerGroup } from "../types.js";
import type { WebhooksService } from "./webhooks.service.js";

type Ops =
  | "webhookEndpoints.create"
  | "webhookEndpoints.list"
  | "webhookEndpoints.get"
  | "webhookEndpoints.update"
  | "webhookEndpoints.delete"
  | "webhookEndpoints.rotateSecret"
  | "webhookEndpoints.test"
  | "webhookEndpoints.deliveries"
  | "webhookEndpoints.recover"
  | "webhookDeliveries.get"
  | "webhookDeliveries.resend";

export function webhookHandlers(webhooks: WebhooksService): DeskHandlerGroup<Ops> {
  return {
    "webhookEndpoints.create": ({ auth, body, h }) => webhooks.create(h, auth.spaceId, body),
    "webhookEndpoints.list": ({ auth, query, h }) => webhooks.list(h, auth.spaceId, query),
    "webhookEndpoints.get": ({ auth, params, h }) => webhooks.get(h, auth.spaceId, params.id),
    "webhookEndpoints.update": ({ auth, params, body, h }) => webhooks.update(h, auth.spaceId, params.id, body),
    "webhookEndpoints.delete": ({ auth, params, h }) => webhooks.delete(h, auth.spaceId, params.id),
    "webhookEndpoints.rotateSecret": ({ auth, params, body, h }) => webhooks.rotateSecret(h, auth.spaceId, params.id, body ?? {}),
    "webhookEndpoints.test": ({ auth, params, h }) => webhooks.test(h, auth.spaceId, params.id),
    "webhookEndpoints.deliveries": ({ auth, params, query, h }) => webhooks.deliveries(h, auth.spaceId, params.id, query),
    "webhookEndpoints.recover": ({ auth, params, body, h }) => webhooks.recover(h, auth.spaceId, params.id, body),
    "webhookDeliveries.get": ({ auth, params, h }) => webhooks.delivery(h, auth.spaceId, params.id),
    "webhookDeliveries.resend": ({ auth, params, h }) => webhooks.resend(h, auth.spaceId, params.id),
  };
}
