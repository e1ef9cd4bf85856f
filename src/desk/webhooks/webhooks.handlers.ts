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
    "webhookEndpoints.create": ({ auth, body }) => webhooks.create(auth.spaceId, body),
    "webhookEndpoints.list": ({ auth, query }) => webhooks.list(auth.spaceId, query),
    "webhookEndpoints.get": ({ auth, params }) => webhooks.get(auth.spaceId, params.id),
    "webhookEndpoints.update": ({ auth, params, body }) => webhooks.update(auth.spaceId, params.id, body),
    "webhookEndpoints.delete": ({ auth, params }) => webhooks.delete(auth.spaceId, params.id),
    "webhookEndpoints.rotateSecret": ({ auth, params, body }) => webhooks.rotateSecret(auth.spaceId, params.id, body ?? {}),
    "webhookEndpoints.test": ({ auth, params }) => webhooks.test(auth.spaceId, params.id),
    "webhookEndpoints.deliveries": ({ auth, params, query }) => webhooks.deliveries(auth.spaceId, params.id, query),
    "webhookEndpoints.recover": ({ auth, params, body }) => webhooks.recover(auth.spaceId, params.id, body),
    "webhookDeliveries.get": ({ auth, params }) => webhooks.delivery(auth.spaceId, params.id),
    "webhookDeliveries.resend": ({ auth, params }) => webhooks.resend(auth.spaceId, params.id),
  };
}
