import type { RevenueHandlerGroup } from "../types.js";
import type { BillingWebhooksService } from "./webhooks.service.js";

type Ops =
  | "webhooks.create"
  | "webhooks.list"
  | "webhooks.get"
  | "webhooks.update"
  | "webhooks.delete"
  | "webhooks.rotate_secret"
  | "webhooks.test"
  | "webhooks.deliveries"
  | "webhooks.resend";

export function webhookHandlers(webhooks: BillingWebhooksService): RevenueHandlerGroup<Ops> {
  return {
    "webhooks.create": ({ auth, body }) => webhooks.create(auth, body),
    "webhooks.list": ({ auth }) => webhooks.list(auth),
    "webhooks.get": ({ auth, body }) => webhooks.get(auth, body),
    "webhooks.update": ({ auth, body }) => webhooks.update(auth, body),
    "webhooks.delete": ({ auth, body }) => webhooks.delete(auth, body),
    "webhooks.rotate_secret": ({ auth, body }) => webhooks.rotateSecret(auth, body),
    "webhooks.test": ({ auth, body }) => webhooks.test(auth, body),
    "webhooks.deliveries": ({ auth, body }) => webhooks.deliveries(auth, body),
    "webhooks.resend": ({ auth, body }) => webhooks.resend(auth, body),
  };
}
