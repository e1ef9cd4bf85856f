export { createDeskClient, type DeskClient, type DeskClientOptions,
  type DeskEvent, type DeskOperations, type DeskPaths, type DeskSchemas } from "./desk.js";
export { REPLAYED_HEADER } from "./create-client.js";
export { replayedAnswer, TandemApiError, unwrap, type Unwrapped } from "./errors.js";
export {
  verifyWebhook,
  verifyWebhookAsync,
  WebhookVerificationError,
  type SignatureSource,
  type VerifyOptions,
  type WebhookHeaders,
} from "./webhooks.js";
export {
  type BillingEvent,
  type BillingEventType,
  createRevenueClient,
  type RevenueClient,
  type RevenueClientOptions,
  type RevenueOperations,
  type RevenuePaths,
  type RevenueSchemas,
} from "./revenue.js";
