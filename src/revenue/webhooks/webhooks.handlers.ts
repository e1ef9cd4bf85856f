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
    "webhooks.create": ({ auth, body, h }) => webhooks.create(h, auth, body),
    "webhooks.list": ({ auth, h }) => webhooks.list(h, auth),
    "webhooks.get": ({ auth, body, h }) => webhooks.get(h, auth, body),
    "webhooks.update": ({ auth, body, h }) => webhooks.update(h, auth, body),
    "webhooks.delete": ({ auth, body, h }) => webhooks.delete(h, auth, body),
    "webhooks.rotate_secret": ({ auth, body, h }) => webhooks.rotateSecret(h, auth, body),
    "webhooks.test": ({ auth, body, h }) => webhooks.test(h, auth, body),
    "webhooks.deliveries": ({ auth, body, h }) => webhooks.deliveries(h, auth, body),
    "webhooks.resend": ({ auth, body, h }) => webhooks.resend(h, auth, body),
  };
}
